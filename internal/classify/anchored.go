package classify

import (
	"io"
	"strings"
	"unicode/utf8"

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
// The generated table (plans_gen.go) holds one for most patterns, in the
// binary's data, so it is kept small: a byte for a group's number (a
// literal's text never starts with the mark, byte 0, so there are at most
// 255 groups), and short by group.
type leadSet struct {
	first  [256]uint8 // 1 + the index in groups of the literals starting with that byte; 0 for none
	groups []leadGroup
	pairs  pairFilter
}

// leadGroup is the literals whose first character starts with one byte.
type leadGroup struct {
	lits  []string // with their marks
	all   bool     // every literal starts with a mark: \b must hold where it starts
	short bool     // a literal is that one byte
}

// pairFilter answers "may a literal start with these two bytes?" with a few
// false yeses and no false noes, so that most positions where only the
// first byte fits cost no string comparison.
type pairFilter [1024 / 64]uint64

func pairHash(a, b byte) uint { return (uint(a)*131 + uint(b)) % 1024 }

func (f *pairFilter) add(a, b byte)      { h := pairHash(a, b); f[h/64] |= 1 << (h % 64) }
func (f *pairFilter) has(a, b byte) bool { h := pairHash(a, b); return f[h/64]&(1<<(h%64)) != 0 }

// newLeadSet indexes literals by the first byte of their characters. The
// generated table holds its answer for every pattern the source writes
// (TestSearchPlanTable), so a prompt runs it only for one the table does
// not know; it reads the literals' first bytes in place and lays the
// groups over one block.
func newLeadSet(lits []string) *leadSet {
	ls := &leadSet{}
	var count [256]int
	var groupByte []byte // the first byte of each group
	for _, l := range lits {
		c, c2, one := leadBytes(l)
		if !one {
			ls.pairs.add(c, c2)
		}
		if ls.first[c] == 0 {
			ls.groups = append(ls.groups, leadGroup{all: true})
			ls.first[c] = uint8(len(ls.groups))
			groupByte = append(groupByte, c)
		}
		if one {
			ls.groups[ls.first[c]-1].short = true
		}
		count[c]++
	}
	block := make([]string, len(lits))
	at := 0
	for i, c := range groupByte {
		ls.groups[i].lits = block[at : at : at+count[c]]
		at += count[c]
	}
	for _, l := range lits {
		c, _, _ := leadBytes(l)
		g := &ls.groups[ls.first[c]-1]
		g.lits = append(g.lits, l)
		g.all = g.all && strings.HasPrefix(l, boundMark)
	}
	return ls
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
func (ls *leadSet) next(s string, from int) int {
	for i := from; i < len(s); i++ {
		if ls.first[s[i]] != 0 && ls.accepts(s, i) {
			return i
		}
	}
	return -1
}

// accepts reports whether a literal starts at i (with \b wherever it has a
// mark).
func (ls *leadSet) accepts(s string, i int) bool {
	c := s[i]
	g := ls.first[c]
	if g == 0 {
		return false
	}
	grp := &ls.groups[g-1]
	if grp.all && !atBoundary(s, i) {
		return false
	}
	if !grp.short && (i+1 >= len(s) || !ls.pairs.has(c, s[i+1])) {
		return false
	}
	for _, lit := range grp.lits {
		// A literal whose second character follows its first directly
		// (no mark between them) starts here only if s has that byte
		// next: most of a large group fails this one compare.
		j := 0
		if lit[0] == boundMark[0] {
			j = 1
		}
		if j+1 < len(lit) && lit[j+1] != boundMark[0] && (i+1 >= len(s) || s[i+1] != lit[j+1]) {
			continue
		}
		if literalAt(s, i, lit) {
			return true
		}
	}
	return false
}

// at reports whether one of the literals starts at i.
func (ls *leadSet) at(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	if g := ls.first[s[i]]; g != 0 {
		for _, lit := range ls.groups[g-1].lits {
			if literalAt(s, i, lit) {
				return true
			}
		}
	}
	return false
}

// literalAt reports whether lit, marks and all, occurs in s at i.
func literalAt(s string, i int, lit string) bool {
	for k := 0; k < len(lit); k++ {
		if lit[k] == boundMark[0] {
			if !atBoundary(s, i) {
				return false
			}
			continue
		}
		if i >= len(s) || s[i] != lit[k] {
			return false
		}
		i++
	}
	return true
}

// anchored returns the pattern compiled to match right after one rune.
func (l *lre) anchored() *rx.Regexp {
	l.anchor.Do(func() {
		l.anchorR = regexps.MustCompile(anchoredExpr(l.expr))
	})
	return l.anchorR
}

// anchoredExpr is the pattern anchored gives out: expr right after one rune.
func anchoredExpr(expr string) string { return `^(?s:.)(?:` + expr + `)` }

// Kinds of answer tryAt computes.
const (
	wantMatch = iota // whether there is a match
	wantSpan         // the match's start and end
	wantCaps         // the start and end of the match and of every group
)

// tryAt runs the pattern anchored at p. For wantMatch a match is reported as
// a non-nil, empty slice.
func (l *lre) tryAt(s string, p, want int) []int {
	end := len(s)
	if l.maxLen >= 0 && p+l.maxLen+utf8.UTFMax < end {
		// No match is longer than maxLen; the margin keeps the rune after
		// the longest match in view for a final \b.
		end = p + l.maxLen + utf8.UTFMax
	}
	re := l.anchored()
	var m []int
	off := -1
	if p > 0 {
		_, size := utf8.DecodeLastRuneInString(s[:p])
		off = p - size
	}
	if p == 0 {
		// A reader gives the start of the text its newline. (It once
		// also kept an unbounded pattern off the backtracker on a long
		// text; but the engine takes the backtracker only where its
		// bitmap is small (rx's maxBitStateLen), and a reader runs the
		// NFA a rune at a time through an interface: the string is
		// cheaper on every prompt shape, BenchmarkPromptShapes.)
		r := &runeReader{s: s[:end], i: 0, newline: true}
		switch want {
		case wantMatch:
			if re.MatchReader(r) {
				return []int{}
			}
			return nil
		case wantSpan:
			m = re.FindReaderIndex(r)
		default:
			m = re.FindReaderSubmatchIndex(r)
		}
	} else {
		sub := s[off:end]
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

// runeReader reads s from i, rune by rune, after a newline if newline is
// set.
type runeReader struct {
	s       string
	i       int
	newline bool
}

func (r *runeReader) ReadRune() (rune, int, error) {
	if r.newline {
		r.newline = false
		return '\n', 1, nil
	}
	if r.i >= len(r.s) {
		return 0, 0, io.EOF
	}
	c, size := utf8.DecodeRuneInString(r.s[r.i:])
	r.i += size
	return c, size, nil
}

// atBoundary reports whether \b holds at p: Go's \b looks at ASCII word
// characters only, so the bytes on either side decide.
func atBoundary(s string, p int) bool {
	return (p > 0 && isWordByte(s[p-1])) != (p < len(s) && isWordByte(s[p]))
}

func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// nextAnchored returns the leftmost match starting at or after from.
func (l *lre) nextAnchored(s string, from int, caps bool) []int {
	want := wantSpan
	if caps {
		want = wantCaps
	}
	sc := l.lead.scan(s, from)
	for p := sc.next(from); p >= 0; p = sc.next(p + 1) {
		if m := l.tryAt(s, p, want); m != nil {
			return m
		}
	}
	return nil
}

func (l *lre) matchAnchored(s string) bool {
	sc := l.lead.scan(s, 0)
	for p := sc.next(0); p >= 0; p = sc.next(p + 1) {
		if l.tryAt(s, p, wantMatch) != nil {
			return true
		}
	}
	return false
}
