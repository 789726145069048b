package classify

import (
	"strings"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ascii"
	"github.com/proofgate/proofgate/internal/rx"
)

// Searching a pattern only where one of its lead literals occurs. A match of
// the pattern starting at p is found by running, on the text from the rune
// before p, the pattern compiled as ^(?s:.)(?:expr): the one rune of context
// gives \b and \B the same answer as in the whole text, and the anchor stops
// the engine as soon as no thread is left. Trying the candidates in order and
// taking the first that matches finds the leftmost match, and, anchored at
// the same place, the engine prefers the same alternative it would have
// preferred in a search of the whole text; so every result is exactly the
// unanchored search's (TestFastSearchesAgree and FuzzPrompt check it). A
// pattern with ^ anywhere is not searched this way: one rune of context
// cannot tell the start of the text (see hasLineAnchor).

// leadSet finds the positions where one of a set of literals starts.
//
// It is a handle on pointer-free storage: the generated table
// (plans_gen.go) holds the sets of the patterns the source writes as a few
// large arrays and one constant string, static data that holds no pointer,
// so the linker keeps it out of .data (where, as hundreds of small
// composite literals, it spread other packages' variables apart and cost
// every hook event page faults). A set built at run time (newLeadSet, for
// a pattern the table lacks) has storage of its own in the same shape.
type leadSet struct {
	head *leadHead  // nil: no lead set
	own  *leadStore // the groups and literals head refers to; nil: the generated ones (leadGroups, leadLits)
}

// leadHead is a lead set's byte tables.
type leadHead struct {
	first [256]uint8 // 1 + the number, counted from group, of the group of the literals starting with that byte; 0 for none
	pairs pairFilter
	more  moreFilter // the second look at what pairs lets through (leadfilter.go)
	bound rx.ByteSet // the first bytes whose literals all start with \b: their group is all
	group uint32     // the set's first group in its storage's groups
	short bool       // a literal is one byte: some group is short
}

// leadGroup is the literals whose first character starts with one byte:
// lits[lo:hi] of its storage's literals (litword.go).
type leadGroup struct {
	lo, hi uint32
	all    bool // every literal starts with a mark: \b must hold where it starts
	short  bool // a literal is that one byte
}

// leadStore is the groups and literals of a set built at run time.
type leadStore struct {
	groups []leadGroup
	lits   []litWord
}

// store returns the storage ls's head refers to.
func (ls leadSet) store() ([]leadGroup, []litWord) {
	if ls.own == nil {
		return leadGroups[:], leadLits[:]
	}
	return ls.own.groups, ls.own.lits
}

// group returns the group of the literals starting with byte c, and its
// literals; ok is false for none.
func (ls leadSet) group(c byte) (g leadGroup, lits []litWord, ok bool) {
	n := ls.head.first[c]
	if n == 0 {
		return leadGroup{}, nil, false
	}
	groups, all := ls.store()
	g = groups[ls.head.group+uint32(n)-1]
	return g, all[g.lo:g.hi], true
}

// maxLitLen is the longest literal a length byte gives; appendLits keeps
// the first maxLitLen bytes of a longer one, which every text holding the
// whole literal holds too (a search only ever looks for a place where one
// of the literals may be, and runs the pattern there).
const maxLitLen = 255

// appendLits appends lits to text, each after a byte that gives its
// length: the encoding of a group's literals and of lre.lits.
func appendLits(text []byte, lits []string) []byte {
	for _, l := range lits {
		l = l[:min(len(l), maxLitLen)]
		text = append(text, byte(len(l)))
		text = append(text, l...)
	}
	return text
}

// nextLit returns the literal at k of text encoded by appendLits, and
// where the next one starts.
func nextLit(text string, k int) (lit string, next int) {
	n := int(text[k])
	return text[k+1 : k+1+n], k + 1 + n
}

// litList returns the literals of text encoded by appendLits.
func litList(text string) []string {
	var out []string
	for k := 0; k < len(text); {
		var l string
		l, k = nextLit(text, k)
		out = append(out, l)
	}
	return out
}

// pairFilter answers "may a literal start with these two bytes?" with a few
// false yeses and no false noes, so that most positions where only the
// first byte fits cost no string comparison.
type pairFilter bits1024

func pairHash(a, b byte) uint { return (uint(a)*131 + uint(b)) % 1024 }

func (f *pairFilter) add(a, b byte)      { (*bits1024)(f).add(pairHash(a, b)) }
func (f *pairFilter) has(a, b byte) bool { return (*bits1024)(f).has(pairHash(a, b)) }

// newLeadSet indexes literals by the first byte of their characters, into
// storage of its own. The generated table holds its answer for every
// pattern the source writes (TestSearchPlanTable), so a prompt runs it only
// for one the table does not know.
func newLeadSet(lits []string) leadSet {
	head := &leadHead{}
	var groupByte []byte // the first byte of each group
	var count [256]int
	var short, notAll [256]bool
	for _, l := range lits {
		c, c2, one := leadBytes(l)
		if one {
			short[c] = true
			head.short = true
		} else {
			head.pairs.add(c, c2)
			head.more.add(literalText(l))
		}
		if head.first[c] == 0 {
			groupByte = append(groupByte, c)
			head.first[c] = uint8(len(groupByte))
		}
		count[c]++
		notAll[c] = notAll[c] || !strings.HasPrefix(l, boundMark)
	}
	// The literals by group, each group in the order given.
	var at [256]int
	n := 0
	for _, c := range groupByte {
		at[c] = n
		n += count[c]
	}
	byGroup := make([]string, len(lits))
	for _, l := range lits {
		c, _, _ := leadBytes(l)
		byGroup[at[c]] = l
		at[c]++
	}
	own := &leadStore{groups: make([]leadGroup, len(groupByte)), lits: make([]litWord, len(byGroup))}
	for i, l := range byGroup {
		own.lits[i] = packLit(l)
	}
	n = 0
	for i, c := range groupByte {
		own.groups[i] = leadGroup{lo: uint32(n), hi: uint32(n + count[c]), all: !notAll[c], short: short[c]}
		n += count[c]
		if !notAll[c] {
			head.bound.Add(c)
		}
	}
	return leadSet{head: head, own: own}
}

// leadBytes returns the first byte of l's text (l less its marks), the
// second when it has one, and whether it has only one.
func leadBytes(l string) (c, c2 byte, one bool) {
	n := 0
	for i := 0; i < len(l); i++ {
		if l[i] == boundMark[0] {
			continue
		}
		if n == 0 {
			c = l[i]
		} else {
			return c, l[i], false
		}
		n++
	}
	return c, 0, true
}

// next returns the first position at or after from where a literal starts
// (with \b wherever it has a mark), or -1.
func (ls leadSet) next(s string, from int) int {
	h := ls.head
	for i := from; i < len(s); i++ {
		// mayStart, written out: the scan's every byte asks it.
		if c := s[i]; h.first[c] == 0 || h.bound.Has(c) && !atBoundary(s, i) {
			continue
		}
		if ls.holds(s, i) {
			return i
		}
	}
	return -1
}

// accepts reports whether a literal starts at i (with \b wherever it has a
// mark).
func (ls leadSet) accepts(s string, i int) bool {
	return ls.mayStart(s, i) && ls.holds(s, i)
}

// mayStart is what accepts asks first, cheaply enough to be asked in line
// at every byte of a scan: whether a literal starts with the byte at i,
// and \b holds there if all of them begin with it. Over the 10 KB prose,
// 7,116 of the 12,013 positions put to accepts failed on \b alone.
func (ls leadSet) mayStart(s string, i int) bool {
	c := s[i]
	return ls.head.first[c] != 0 && (!ls.head.bound.Has(c) || atBoundary(s, i))
}

// holds is the rest of accepts, at a position mayStart lets through.
func (ls leadSet) holds(s string, i int) bool {
	c := s[i]
	grp, lits, ok := ls.group(c)
	if !ok {
		return false
	}
	if !grp.short && (i+1 >= len(s) || !ls.head.pairs.has(c, s[i+1]) || !ls.head.more.admits(s, i)) {
		return false
	}
	return anyLitAt(lits, s, i, wordAt(s, i))
}

// at reports whether one of the literals starts at i.
func (ls leadSet) at(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	_, lits, ok := ls.group(s[i])
	if !ok {
		return false
	}
	return anyLitAt(lits, s, i, wordAt(s, i))
}

// anchored returns the pattern compiled to match right after one rune.
func (l *search) anchored() *rx.Regexp {
	l.anchor.Do(func() {
		l.anchorR = regexps.MustCompileWrapped(anchorPre, l.l.expr, anchorPost)
	})
	return l.anchorR
}

// anchoredExpr is the pattern anchored gives out: expr right after one rune.
func anchoredExpr(expr string) string { return anchorPre + expr + anchorPost }

const anchorPre, anchorPost = `^(?s:.)(?:`, `)`

// Kinds of answer tryAt computes.
const (
	wantMatch = iota // whether there is a match
	wantSpan         // the match's start and end
	wantCaps         // the start and end of the match and of every group
)

// tryAt runs the pattern anchored at p. For wantMatch a match is reported as
// a non-nil, empty slice.
func (l *search) tryAt(s string, p, want int) []int {
	end := len(s)
	if maxLen := int(l.maxLen); maxLen >= 0 && p+maxLen+utf8.UTFMax < end {
		// No match is longer than maxLen; the margin keeps the rune after
		// the longest match in view for a final \b.
		end = p + maxLen + utf8.UTFMax
	}
	re := l.anchored()
	// The pattern starts after one rune: the one before p, or at the
	// text's start a newline, which stands for its boundary. (A reader
	// gave that newline, rune by rune, which only the NFA takes: two
	// queues of the program's size and a call through an interface per
	// rune. A copy of the bytes the pattern reads is cheaper, and the
	// backtracker takes it.) Positions in sub are off from s's.
	var sub string
	off := -1
	if p > 0 {
		_, size := utf8.DecodeLastRuneInString(s[:p])
		off = p - size
		sub = s[off:end]
	} else {
		sub = "\n" + s[:end]
	}
	var m []int
	switch want {
	case wantMatch:
		if re.MatchString(sub) {
			return []int{}
		}
		return nil
	case wantSpan:
		m = re.FindStringIndex(sub)
	default:
		m = re.FindStringSubmatchIndex(sub)
	}
	if m == nil {
		return nil
	}
	if want == wantSpan {
		return []int{p, m[1] + off}
	}
	for i := range m {
		if m[i] >= 0 {
			m[i] += off
		}
	}
	m[0] = p
	return m
}

// atBoundary reports whether \b holds at p: Go's \b looks at ASCII word
// characters only, so the bytes on either side decide.
func atBoundary(s string, p int) bool {
	return (p > 0 && ascii.IsWord(s[p-1])) != (p < len(s) && ascii.IsWord(s[p]))
}

// nextAnchored returns the leftmost match starting at or after from.
func (l *search) nextAnchored(s string, from int, caps bool) []int {
	want := wantSpan
	if caps {
		want = wantCaps
	}
	after := l.after(s)
	sc := l.lead.scan(s, from)
	for p := sc.next(from); p >= 0; p = sc.next(p + 1) {
		if ok, more := after.within(p, int(l.maxLen)); !ok {
			if !more {
				return nil
			}
			continue
		}
		if m := l.tryAt(s, p, want); m != nil {
			return m
		}
	}
	return nil
}

func (l *search) matchAnchored(s string) bool {
	after := l.after(s)
	sc := l.lead.scan(s, 0)
	for p := sc.next(0); p >= 0; p = sc.next(p + 1) {
		if ok, more := after.within(p, int(l.maxLen)); !ok {
			if !more {
				return false
			}
			continue
		}
		if l.tryAt(s, p, wantMatch) != nil {
			return true
		}
	}
	return false
}

// afterScan finds, for ascending positions of a text, where one of a lead
// pattern's lits next starts: every match holds one of them from where it
// starts, so a position with none ahead (within the longest match) need
// not be tried, and with none ahead at all the search ends. The literals
// are looked for only from the first position the lead literals give:
// most patterns have none in most texts, and the lead set is the cheaper
// search.
type afterScan struct {
	s    string
	lits string              // appendLits-encoded; "": the pattern has none, every position passes
	next [maxAfterLits]int32 // each literal's next start at or after the last position asked; -1: none
	read bool                // next holds what was found
	// In a text an index holds, a literal of two bytes or more is looked
	// for along the index's list of its first two bytes, each look going
	// on from where the last ended (at, a place in the list, counted
	// from 1): strings.Index stopped at every byte like its first.
	x       *textIndex
	off     int // s's offset in x's text
	at      [maxAfterLits]uint16
	indexed bool // x and off are looked up
}

func (l *search) after(s string) afterScan {
	return afterScan{s: s, lits: l.lits}
}

// within reports whether a match starting at p may hold one of the
// literals: one starts at or after p, and before p+maxLen when maxLen is
// not -1. more is false when none starts at or after p, nor so after any
// later position.
func (a *afterScan) within(p, maxLen int) (ok, more bool) {
	n := a.nearest(p)
	if n < 0 {
		return false, false
	}
	return maxLen < 0 || n < p+maxLen, true
}

// find returns where lit, the i-th literal, next starts at or after p, or
// -1. p is at least what the last find of lit was given.
func (a *afterScan) find(i int, lit string, p int) int {
	if !a.indexed {
		indexes.Lock()
		a.x, a.off = indexFor(a.s)
		indexes.Unlock()
		a.indexed = true
	}
	if a.x == nil || len(lit) < 2 {
		if j := strings.Index(a.s[p:], lit); j >= 0 {
			return p + j
		}
		return -1
	}
	j, c := a.x.nextOf(a.s, a.off, lit, p, len(a.s), a.at[i])
	if j >= 0 {
		a.at[i] = c
	}
	return j
}

// nearest returns where the first literal at or after p starts, or -1.
// Positions are asked in ascending order; each literal's next start is
// looked for again only once p has passed it, so a search reads the text
// once per literal.
func (a *afterScan) nearest(p int) int {
	if a.lits == "" {
		return p
	}
	best := -1
	for i, k := 0, 0; k < len(a.lits); i++ {
		if i == len(a.next) {
			return p // more than a plan gives: cannot tell
		}
		var lit string
		lit, k = nextLit(a.lits, k)
		n := int(a.next[i])
		if !a.read || n >= 0 && n < p {
			n = a.find(i, lit, p)
			a.next[i] = int32(n)
		}
		if n >= 0 && (best < 0 || n < best) {
			best = n
		}
	}
	a.read = true
	return best
}
