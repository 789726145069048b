package rx

import (
	"math"
	"regexp/syntax"
	"unicode"
)

// prog is a compiled program as the matchers run it: syntax.Prog's
// instructions packed (PackedInst), each one's runes a span of Runes and,
// in a one-pass program, its next states a span of Next. A Table's
// programs are run where the table lays them out, so that looking one up
// copies nothing: unpacking them into syntax.Inst values was a tenth of a
// prompt's process and a third of a megabyte of its memory.
type prog struct {
	Inst   []PackedInst
	Runes  []rune
	Next   []uint32
	Sets   []ByteSet // the first bytes of InstAlt's branches (PackedInst)
	Start  int
	NumCap int
}

// runes returns instruction i's runes.
func (p *prog) runes(i *PackedInst) []rune {
	if !i.HasRune {
		return nil
	}
	at, end := int(i.Rune), int(i.Rune)+int(i.NRune)
	return p.Runes[at:end:end]
}

// matchRunePos is syntax.Inst.MatchRunePos for instruction i: the index of
// the rune pair that matches r, or -1. It reads the runes in place; a
// syntax.Inst built for each rune cost the long prompts 3%.
func (p *prog) matchRunePos(i *PackedInst, r rune) int {
	rs := p.runes(i)
	switch len(rs) {
	case 0:
		return -1
	case 1:
		// A single rune is from a literal string, not a class.
		r0 := rs[0]
		if r == r0 {
			return 0
		}
		if syntax.Flags(i.Arg)&syntax.FoldCase != 0 {
			for r1 := unicode.SimpleFold(r0); r1 != r0; r1 = unicode.SimpleFold(r1) {
				if r == r1 {
					return 0
				}
			}
		}
		return -1
	case 2:
		if r >= rs[0] && r <= rs[1] {
			return 0
		}
		return -1
	case 4, 6, 8:
		for j := 0; j < len(rs); j += 2 {
			if r < rs[j] {
				return -1
			}
			if r <= rs[j+1] {
				return j / 2
			}
		}
		return -1
	}
	lo, hi := 0, len(rs)/2
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if c := rs[2*m]; c <= r {
			if r <= rs[2*m+1] {
				return m
			}
			lo = m + 1
		} else {
			hi = m
		}
	}
	return -1
}

// matchRune is syntax.Inst.MatchRune for instruction i.
func (p *prog) matchRune(i *PackedInst, r rune) bool {
	return p.matchRunePos(i, r) != -1
}

// onePassNext selects the next actionable state of a one-pass program,
// based on the input character. It should only be called when i.Op is
// InstAlt or InstAltMatch, and from the one-pass machine. One of the
// alternates may lead without input to the end of the line; for an
// InstAltMatch the path to the InstMatch is i.Out, the normal one i's next
// states.
func (p *prog) onePassNext(i *PackedInst, r rune) uint32 {
	if next := p.matchRunePos(i, r); next >= 0 {
		return p.Next[int(i.Next)+next]
	}
	if i.Op == syntax.InstAltMatch {
		return uint32(i.Out)
	}
	return 0
}

// pack lays out a program compiled at run time as the matchers run it,
// with its one-pass form when it has one; errTooLarge when it does not fit
// PackedInst.
func pack(sp *syntax.Prog, op *onePassProg) (*prog, *prog, error) {
	var t Table
	p := &prog{Start: sp.Start, NumCap: sp.NumCap}
	for _, in := range sp.Inst {
		p.Inst = append(p.Inst, t.pack(in))
	}
	p.Sets = branchSets(sp, p.Inst, nil, map[ByteSet]uint32{})
	var one *prog
	if op != nil {
		one = &prog{Start: op.Start, NumCap: op.NumCap}
		for _, in := range op.Inst {
			one.Inst = append(one.Inst, t.packOnePass(in))
		}
	}
	if t.tooLarge || len(p.Sets) > math.MaxUint16 {
		return nil, nil, errTooLarge
	}
	p.Runes = t.Runes
	if one != nil {
		one.Runes, one.Next = t.Runes, t.Next
	}
	return p, one, nil
}
