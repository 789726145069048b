package classify

import (
	"math/bits"
	"sort"
	"strings"
	"sync"
	"unsafe"
)

// One scan of a text for every pattern's lead literals. A prompt's texts
// (the lowered prompt, its plain and its masked forms) are each searched
// by dozens of patterns, and leadSet.next walked the whole text for each
// of them: the largest single cost of a long prompt. A text of at least
// indexMin bytes is now indexed once, by the first byte and by the first
// two bytes (under pairHash) of every position, and a pattern's candidate
// positions are the union of the index's lists for its lead set's bytes
// and pairs, worked out once per pattern and text. A text that lies inside
// an indexed one (a clause of the masked prompt, its request part) is
// served from the same index.
//
// The candidates are a superset of the positions leadSet.next stops at:
// one stops there only where a one-byte literal starts with the byte there,
// or where the pair there is in the lead set's pair filter. Each candidate
// is put to the same test as next puts every position to (leadSet.accepts),
// so a search finds exactly the positions it found before
// (TestIndexedLeadsAgree, FuzzIndexedLeads).

// indexMin is the shortest text worth an index: building one cost about
// two of leadSet.next's scans as a counting sort; built as chains it costs
// about one, and a bound of 128 to 512 bytes measured no fewer
// instructions for the short prompt (sixteenth round).
var indexMin = 1024

// indexMax is the longest: positions are uint16.
const indexMax = 1<<16 - 1

// textIndex lists the positions of a text by their first byte and by the
// pairHash of their first two bytes, each list ascending, as chains: a
// list's first position is in a head table, and each position's next in a
// slice by position, both counted from 1 (0 ends a list). Built from the
// end of the text, one store per position puts every position in its list
// in order, where a counting sort read the text twice and wrote each
// position twice more.
type textIndex struct {
	base     string
	byteHead [256]uint16         // 1 + the first position with byte c; 0: none
	byteNext []uint16            // 1 + the next position with the byte at i; 0: none
	pairHead [pairBuckets]uint16 // the same, by the pairHash of the first two bytes
	pairNext []uint16
	cands    map[*leadHead][]uint16 // each lead set's candidates, once worked out
	marks    []uint64               // scratch: a bit per position
}

const pairBuckets = 1024

// indexes are the texts indexed last; a text is looked up in them by
// address, and they are kept alive here, so no other text can lie at an
// address inside one while it is listed.
var indexes struct {
	sync.Mutex
	list [6]*textIndex
	next int
}

// newTextIndex indexes b by pairs; the index by bytes is built when a
// lead set with a one-byte literal first asks (byBytes).
func newTextIndex(b string) *textIndex {
	x := &textIndex{base: b, cands: map[*leadHead][]uint16{}}
	if len(b) < 2 {
		return x
	}
	next := make([]uint16, len(b)-1)
	for i := len(next) - 1; i >= 0; i-- {
		h := pairHash(b[i], b[i+1]) & (pairBuckets - 1) // < pairBuckets already; the mask drops the bound check
		next[i] = x.pairHead[h]
		x.pairHead[h] = uint16(i + 1)
	}
	x.pairNext = next
	return x
}

// byBytes builds the index by first byte.
func (x *textIndex) byBytes() {
	b := x.base
	next := make([]uint16, len(b))
	for i := len(b) - 1; i >= 0; i-- {
		next[i] = x.byteHead[b[i]]
		x.byteHead[b[i]] = uint16(i + 1)
	}
	x.byteNext = next
}

// indexFor returns the index of a text that holds s and s's offset in it,
// indexing s when no listed text holds it; nil when none does and s is too
// short or too long for one of its own.
func indexFor(s string) (*textIndex, int) {
	if len(s) == 0 {
		return nil, 0
	}
	for _, x := range indexes.list {
		if x == nil {
			continue
		}
		if off, ok := offsetIn(s, x.base); ok {
			return x, off
		}
	}
	if len(s) < indexMin || len(s) > indexMax {
		return nil, 0
	}
	var x *textIndex
	for _, y := range indexes.list {
		if y != nil && y.base == s {
			// The same text again (a prompt with nothing to blank is its
			// own plain and neutral form): its lists and candidates serve.
			same := *y
			same.base = s
			x = &same
			break
		}
	}
	off := 0
	if x == nil {
		// Prompt reads the lowered prompt cut to maxPromptBytes, a prefix
		// of the lowered form that Kinds and RequestsTests read whole: the
		// whole is indexed, once, and serves the cut too, where it had an
		// index of its own.
		base := s
		if low := keptLowered(s); len(low) <= indexMax {
			base = low
		}
		x = newTextIndex(base)
		off, _ = offsetIn(s, base)
	}
	indexes.list[indexes.next] = x
	indexes.next = (indexes.next + 1) % len(indexes.list)
	return x, off
}

// offsetIn reports where s lies in the memory of base, if it does.
func offsetIn(s, base string) (int, bool) {
	p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	b := uintptr(unsafe.Pointer(unsafe.StringData(base)))
	if p >= b && p+uintptr(len(s)) <= b+uintptr(len(base)) {
		return int(p - b), true
	}
	return 0, false
}

// firstIndex returns strings.Index(s[:end], t). For a t of two bytes or
// more in a text an index holds, the positions the index lists under t's
// first two bytes are tried in order, rather than the text read from its
// start, where strings.Index stops at every byte like t's first ("table"
// at every t). An s no index holds is searched.
func firstIndex(s, t string, end int) int {
	if len(t) >= 2 {
		indexes.Lock()
		x, off := indexFor(s)
		indexes.Unlock()
		if x != nil {
			i, _ := x.nextOf(s, off, t, 0, end, 0)
			return i
		}
	}
	return strings.Index(s[:end], t)
}

// nextOf walks the positions the index lists under t's first two bytes,
// from the list's place c (counted from 1; 0 is its head), for the first
// at which t starts in s, a text at off in the indexed one, at or after p
// and ending by end. It returns that position and its place in the list,
// or -1 and 0. A caller that asks again from a later p can go on from the
// place it was given, so that it walks the list once. An index's lists are
// never written after it is built, so no lock is needed.
func (x *textIndex) nextOf(s string, off int, t string, p, end int, c uint16) (int, uint16) {
	if c == 0 {
		c = x.pairHead[pairHash(t[0], t[1])]
	}
	for ; c != 0; c = x.pairNext[c-1] {
		i := int(c-1) - off
		if i < p {
			continue
		}
		if i+len(t) > end {
			break
		}
		if s[i:i+len(t)] == t {
			return i, c
		}
	}
	return -1, 0
}

// candidates returns, ascending, the positions of the text where one of
// ls's literals may start: where its first byte is that of a one-byte
// literal, or its first two bytes are in ls's pair filter; and, for a byte
// whose literals all start with \b, where \b holds. Each of these holds
// wherever leadSet.accepts does, in any text that lies in this one, except
// \b at the start of such a text: a scan reads the first plainWindow
// bytes of its text itself.
func (x *textIndex) candidates(ls leadSet) []uint16 {
	if c, ok := x.cands[ls.head]; ok {
		return c
	}
	if x.marks == nil {
		x.marks = make([]uint64, (len(x.base)+63)/64)
	}
	if ls.head.short {
		for c := range ls.head.first {
			if g, _, ok := ls.group(byte(c)); ok && g.short {
				if x.byteNext == nil {
					x.byBytes()
				}
				for p := x.byteHead[c]; p != 0; p = x.byteNext[p-1] {
					x.marks[(p-1)/64] |= 1 << ((p - 1) % 64)
				}
			}
		}
	}
	// A pair's positions are marked only where the second look lets them
	// through. A text inside this one that ends before p+2 holds no
	// literal of three bytes at p, so the bytes past its end decide
	// nothing; the index lists no pair past the end of this one.
	more := &ls.head.more
	for w, word := range ls.head.pairs {
		for word != 0 {
			h := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			for p := x.pairHead[h]; p != 0; p = x.pairNext[p-1] {
				if more.admits(x.base, int(p-1)) {
					x.marks[(p-1)/64] |= 1 << ((p - 1) % 64)
				}
			}
		}
	}
	out := []uint16{}
	for w, word := range x.marks {
		if word == 0 {
			continue
		}
		x.marks[w] = 0
		for word != 0 {
			p := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			g, _, ok := ls.group(x.base[p])
			if !ok || g.all && !atBoundary(x.base, p) {
				continue
			}
			out = append(out, uint16(p))
		}
	}
	x.cands[ls.head] = out
	return out
}

// leadScan walks the positions of s where one of a lead set's literals
// starts, in order: from an index when s has one, else byte by byte.
type leadScan struct {
	ls    leadSet
	s     string
	cands []uint16 // from an index, in the indexed text's positions
	off   int      // s's offset in the indexed text; -1 for no index
	k     int      // the next candidate to try
	// plainTo is where the byte-by-byte scan ends and the index takes
	// over; -1 once it has.
	plainTo int
}

func (ls leadSet) scan(s string, from int) leadScan {
	return leadScan{ls: ls, s: s, off: -1, plainTo: min(from+plainWindow, len(s))}
}

// plainWindow is how far a search scans byte by byte before it turns to
// the index: a search that ends early (a first match near the start)
// costs no more than it did, and one that runs on costs its candidates.
const plainWindow = 128

// useIndex turns the scan to the index from position at.
func (sc *leadScan) useIndex(at int) {
	indexes.Lock()
	x, off := indexFor(sc.s)
	if x != nil {
		sc.cands, sc.off = x.candidates(sc.ls), off
	}
	indexes.Unlock()
	if x != nil {
		at += sc.off
		sc.k = sort.Search(len(sc.cands), func(k int) bool { return int(sc.cands[k]) >= at })
	}
}

// next returns the first position at or after from (which never goes
// back) where a literal starts, or -1.
func (sc *leadScan) next(from int) int {
	if sc.plainTo >= 0 {
		s, h := sc.s, sc.ls.head
		for i := from; i < sc.plainTo; i++ {
			// mayStart, written out: the scan's every byte asks it.
			if c := s[i]; h.first[c] == 0 || h.bound.Has(c) && !atBoundary(s, i) {
				continue
			}
			if sc.ls.holds(s, i) {
				return i
			}
		}
		from = max(from, sc.plainTo)
		sc.plainTo = -1
		if from < len(sc.s) {
			sc.useIndex(from)
		}
	}
	if sc.off < 0 {
		return sc.ls.next(sc.s, from)
	}
	for ; sc.k < len(sc.cands); sc.k++ {
		i := int(sc.cands[sc.k]) - sc.off
		if i >= len(sc.s) {
			break
		}
		if i >= from && sc.ls.accepts(sc.s, i) {
			sc.k++
			return i
		}
	}
	sc.k = len(sc.cands)
	return -1
}
