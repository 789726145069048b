package rx

import (
	"regexp/syntax"
	"unicode"
	"unicode/utf8"
)

// The first bytes of an alternation's branches. A failing try of a
// pattern that lists words (`\b(?:skip|omit|ignore|…)\b`) walks the
// alternation's branch points one at a time, each branch read to its first
// rune and dropped; counted over a 10 KB prompt, more than half of the
// backtracker's states. So each branch point of a program carries the set
// of bytes each of its two branches can start with, worked out when the
// program is compiled (at build time for a Table's); the backtracker
// takes a branch only where the text's next byte is in its set, and the
// NFA adds one only where the first byte of the next rune is. A branch
// that cannot start with that byte would fail on its first rune, so
// dropping it unread changes no result (TestFirstBytesAgree,
// FuzzFirstBytes).

// ByteSet is a set of bytes, a bit for each.
type ByteSet [4]uint64

// Add adds c to s.
func (s *ByteSet) Add(c byte) { s[c>>6] |= 1 << (c & 63) }

func (s *ByteSet) addRange(lo, hi int) {
	for c := lo; c <= hi; c++ {
		s.Add(byte(c))
	}
}

// Has reports whether c is in s.
func (s *ByteSet) Has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// firstBytes adds to s the bytes a thread at pc can read first, and
// reports whether it can start with any byte or match without reading one
// (then s means nothing). An empty-width assertion is looked through: it
// reads no byte, so the branch still needs one of the bytes that follow.
func firstBytes(p *syntax.Prog, pc uint32, seen map[uint32]bool, s *ByteSet) (any bool) {
	if seen[pc] {
		return false
	}
	seen[pc] = true
	in := &p.Inst[pc]
	switch in.Op {
	case syntax.InstRune, syntax.InstRune1:
		return addLeads(s, in)
	case syntax.InstNop, syntax.InstCapture, syntax.InstEmptyWidth:
		return firstBytes(p, in.Out, seen, s)
	case syntax.InstAlt:
		return firstBytes(p, in.Out, seen, s) || firstBytes(p, in.Arg, seen, s)
	case syntax.InstFail:
		return false
	default: // InstRuneAny, InstRuneAnyNotNL, InstMatch, InstAltMatch
		return true
	}
}

// addLeads adds to s the first bytes of the runes in takes. The engine
// reads a byte that starts no valid UTF-8 sequence as utf8.RuneError, so
// an instruction that takes RuneError can start with any byte from 0x80.
func addLeads(s *ByteSet, in *syntax.Inst) (any bool) {
	runes := in.Rune
	if len(runes) == 1 {
		r := runes[0]
		fold := in.Op == syntax.InstRune && syntax.Flags(in.Arg)&syntax.FoldCase != 0
		for {
			addRuneLeads(s, r, r)
			if !fold {
				return false
			}
			if r = unicode.SimpleFold(r); r == runes[0] {
				return false
			}
		}
	}
	if syntax.Flags(in.Arg)&syntax.FoldCase != 0 && in.Op == syntax.InstRune {
		return true // the compiler folds classes into their ranges; never seen
	}
	for j := 0; j+1 < len(runes); j += 2 {
		addRuneLeads(s, runes[j], runes[j+1])
	}
	return false
}

// addRuneLeads adds the first bytes of the runes lo to hi: UTF-8 keeps the
// order of runes in its first bytes.
func addRuneLeads(s *ByteSet, lo, hi rune) {
	if lo <= utf8.RuneError && utf8.RuneError <= hi {
		s.addRange(0x80, 0xff)
	}
	lo, hi = max(lo, 0), min(hi, unicode.MaxRune)
	if lo > hi {
		return
	}
	s.addRange(int(leadByte(lo)), int(leadByte(hi)))
}

// leadByte returns the first byte of r's encoding; for a surrogate, which
// UTF-8 does not encode, 0xED, the byte its neighbours start with, so that
// a range across the surrogates keeps its order.
func leadByte(r rune) byte {
	if 0xD800 <= r && r <= 0xDFFF {
		return 0xED
	}
	var b [utf8.UTFMax]byte
	utf8.EncodeRune(b[:], r)
	return b[0]
}

// branchSets sets, for each InstAlt of the packed program insts (compiled
// from p), the sets of its two branches: Next and NNext are the index of
// the Out and the Arg branch's set in sets, or 0 where a branch can start
// with any byte, or match reading none. sets[0] is every byte, so that a
// branch point reads both of its sets the same way wherever the text has
// a next byte; it grows as needed, one entry per distinct set.
func branchSets(p *syntax.Prog, insts []PackedInst, sets []ByteSet, index map[ByteSet]uint32) []ByteSet {
	if len(sets) == 0 {
		sets = append(sets, anyByte)
	}
	setOf := func(pc uint32) uint32 {
		var s ByteSet
		if firstBytes(p, pc, map[uint32]bool{}, &s) {
			return 0
		}
		k, ok := index[s]
		if !ok {
			k = uint32(len(sets))
			sets = append(sets, s)
			index[s] = k
		}
		return k
	}
	for pc := range p.Inst {
		in := &p.Inst[pc]
		if in.Op != syntax.InstAlt {
			continue
		}
		// The caller checks that sets fits PackedInst (Table.fit).
		insts[pc].Next, insts[pc].NNext = uint16(setOf(in.Out)), uint16(setOf(in.Arg))
	}
	return sets
}

// anyByte is the set of every byte: sets[0] of branchSets.
var anyByte = ByteSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}

// takes reports whether a branch whose set is k in sets (0: any) may start
// at a position whose next byte is c: -1 for the end of the text, where a
// branch that must read cannot start, and -2 for a byte not known.
func takes(sets []ByteSet, k uint32, c int) bool {
	switch {
	case k == 0 || c == -2:
		return true
	case c == -1:
		return false
	}
	return sets[k].Has(byte(c))
}

// nextLead returns the first byte of the rune after the position f is
// the context of, as the branch sets take it (-1 at the end of the text).
// The NFA reads a byte that starts no valid sequence as RuneError, whose
// first byte, 0xEF, is in the set of every branch that takes RuneError.
func (f lazyFlag) nextLead() int {
	r := rune(int32(uint32(f)))
	switch {
	case r < 0:
		return -1
	case r < utf8.RuneSelf:
		return int(r)
	case r < 0x800:
		return 0xC0 | int(r>>6)
	case r < 0x10000:
		return 0xE0 | int(r>>12)
	}
	return 0xF0 | int(r>>18)
}
