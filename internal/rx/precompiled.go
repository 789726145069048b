package rx

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"regexp/syntax"
	"sort"
	"strings"
)

// Program is a regular expression compiled at build time: the fields of
// Regexp that compile derives from the expression, exported so that a
// generated table in another package can spell them.
type Program struct {
	Expr           string
	Prog           *syntax.Prog
	OnePass        *OnePassProg
	NumSubexp      int
	MaxBitStateLen int
	SubexpNames    []string
	Prefix         string
	PrefixComplete bool
	PrefixRune     rune
	PrefixEnd      uint32
	MPool          int
	MatchCap       int
	Cond           syntax.EmptyOp
	MinInputLen    int
}

// OnePassProg and OnePassInst name the one-pass program's types.
type (
	OnePassProg = onePassProg
	OnePassInst = onePassInst
)

// Regexp returns the compiled expression. Each call returns a new Regexp
// on the same (read-only) program. A Program from Compiled fits PackedInst
// (Compile packed it); one that does not panics.
func (p *Program) Regexp() *Regexp {
	packed, onepass, err := pack(p.Prog, p.OnePass)
	if err != nil {
		panic(fmt.Sprintf("%v: %q", err, p.Expr))
	}
	re := &Regexp{
		expr:           p.Expr,
		prog:           packed,
		onepass:        onepass,
		source:         p.Prog,
		sourceOnePass:  p.OnePass,
		numSubexp:      p.NumSubexp,
		maxBitStateLen: p.MaxBitStateLen,
		subexpNames:    p.SubexpNames,
		prefix:         p.Prefix,
		prefixComplete: p.PrefixComplete,
		prefixRune:     p.PrefixRune,
		prefixEnd:      p.PrefixEnd,
		mpool:          p.MPool,
		matchcap:       p.MatchCap,
		cond:           p.Cond,
		minInputLen:    p.MinInputLen,
	}
	if p.Prefix != "" {
		re.prefixBytes = []byte(p.Prefix)
	}
	return re
}

// Compiled returns expr compiled, as a Program: what a generated table
// holds for it.
func Compiled(expr string) (Program, error) {
	re, err := Compile(expr)
	if err != nil {
		return Program{}, err
	}
	return program(re), nil
}

// program is the build-time half of compile: re's fields as a Program.
func program(re *Regexp) Program {
	return Program{
		Expr:           re.expr,
		Prog:           re.source,
		OnePass:        re.sourceOnePass,
		NumSubexp:      re.numSubexp,
		MaxBitStateLen: re.maxBitStateLen,
		SubexpNames:    re.subexpNames,
		Prefix:         re.prefix,
		PrefixComplete: re.prefixComplete,
		PrefixRune:     re.prefixRune,
		PrefixEnd:      re.prefixEnd,
		MPool:          re.mpool,
		MatchCap:       re.matchcap,
		Cond:           re.cond,
		MinInputLen:    re.minInputLen,
	}
}

// Table is a package's regular expressions compiled at build time, in a
// form without pointers: Go builds a bitmap of the pointers in a binary's
// data at every process start, and 2 MB of instructions with their rune
// slices cost each hook 0.5 ms there. The entries, the instructions, their
// runes and the one-pass programs' next lists are flat arrays of numbers
// (outside that bitmap), the texts are spans of one string, and Lookup
// builds a program's instruction slice over them.
type Table struct {
	Strings string  // the entries' expressions, prefixes and capture names
	Entries []Entry // sorted by expression
	Insts   []PackedInst
	Runes   []rune
	Next    []uint32
	Sets    []ByteSet
	Index   []uint16 // 1 + the entry of each slot, by keyHash (index.go); nil: searched

	setIndex  map[ByteSet]uint32 // the generator's: where each set is in Sets
	runeIndex map[string]uint16  // while packing: where each rune span is in Runes
	tooLarge  bool               // a packed field overflowed (see fit)
}

// Entry is one expression of a Table: a Program whose texts are spans of
// Strings (Names: the capture names, each ended by a NUL), whose
// instructions are Insts[Inst:Inst+NInst] and, when OnePass, whose
// one-pass program's are Insts[OnePassInst:OnePassInst+OnePassNInst].
type Entry struct {
	Expr, ExprLen                uint32
	Prefix, PrefixLen            uint32
	Names, NamesLen              uint32
	Start, NumCap                int
	Inst, NInst                  uint32
	OnePass                      bool
	OnePassStart, OnePassNumCap  int
	OnePassInst, OnePassNInst    uint32
	NumSubexp, MaxBitStateLen    int
	PrefixComplete               bool
	PrefixRune                   rune
	PrefixEnd                    uint32
	MPool, MatchCap, MinInputLen int
	Cond                         syntax.EmptyOp
}

func (t *Table) text(at, n uint32) string { return t.Strings[at : at+n] }

func (t *Table) search(expr string) int {
	i := sort.Search(len(t.Entries), func(i int) bool { return t.text(t.Entries[i].Expr, t.Entries[i].ExprLen) >= expr })
	if i < len(t.Entries) && t.text(t.Entries[i].Expr, t.Entries[i].ExprLen) == expr {
		return i
	}
	return -1
}

// PackedInst is a syntax.Inst (and a one-pass instruction's Next) whose
// slices are spans of the Table's Runes and Next. An InstAlt of a program
// (not of a one-pass one, whose Next is its next states) has no Next
// slice: its Next and NNext say which bytes its Out and its Arg branch can
// start with, as an index in the Table's Sets, 0 for any (see
// firstbytes.go).
//
// Its fields are 16 bits wide, 16 bytes an instruction instead of 28: a
// page fault maps the binary 64 KB at a time and a prompt's patterns are
// spread over all of classify's table, so a hook process maps (and keeps
// resident) most of what the table occupies (docs/performance.md, the
// twenty-first round). Out and Arg index a program's own instructions,
// Rune and Next the table's runes, sets and next lists; a table or a
// program that outgrows 65,535 of any of them does not pack
// (errTooLarge), and the generator's table must then be split.
type PackedInst struct {
	Op               syntax.InstOp
	HasRune, HasNext bool // a nil slice and an empty one differ
	Out, Arg         uint16
	Rune, NRune      uint16
	Next, NNext      uint16
}

// Lookup returns the compiled expr, or nil when the table lacks it. Each
// call returns a new Regexp, which runs the program where the table lays
// it out: nothing writes a table's arrays.
func (t *Table) Lookup(expr string) *Regexp {
	i := t.find(key{mid: expr})
	if i < 0 {
		return nil
	}
	return t.at(i)
}

// at returns the compiled expression of entry i.
func (t *Table) at(i int) *Regexp {
	e := &t.Entries[i]
	names := strings.Split(t.text(e.Names, e.NamesLen), "\x00")
	end := e.Inst + e.NInst
	re := &Regexp{
		expr:           t.text(e.Expr, e.ExprLen),
		prog:           &prog{Inst: t.Insts[e.Inst:end:end], Runes: t.Runes, Sets: t.Sets, Start: e.Start, NumCap: e.NumCap},
		numSubexp:      e.NumSubexp,
		maxBitStateLen: e.MaxBitStateLen,
		subexpNames:    names[:len(names)-1],
		prefix:         t.text(e.Prefix, e.PrefixLen),
		prefixComplete: e.PrefixComplete,
		prefixRune:     e.PrefixRune,
		prefixEnd:      e.PrefixEnd,
		mpool:          e.MPool,
		matchcap:       e.MatchCap,
		cond:           e.Cond,
		minInputLen:    e.MinInputLen,
	}
	if e.OnePass {
		end := e.OnePassInst + e.OnePassNInst
		re.onepass = &prog{Inst: t.Insts[e.OnePassInst:end:end], Runes: t.Runes, Next: t.Next, Start: e.OnePassStart, NumCap: e.OnePassNumCap}
	}
	if re.prefix != "" {
		re.prefixBytes = []byte(re.prefix)
	}
	return re
}

// MustCompile returns the compiled expr from the table, or, when the table
// lacks it, compiles it as MustCompile does.
func (t *Table) MustCompile(expr string) *Regexp {
	if re := t.Lookup(expr); re != nil {
		return re
	}
	return MustCompile(expr)
}

// Has reports whether the table holds expr.
func (t *Table) Has(expr string) bool { return t.find(key{mid: expr}) >= 0 }

// Add appends p to t (the generator's half of Lookup). Entries must be
// added in order of Expr.
func (t *Table) Add(p Program) {
	if t.setIndex == nil {
		t.setIndex = map[ByteSet]uint32{}
	}
	t.Index = nil // until BuildIndex: searched
	text := func(s string) (uint32, uint32) {
		at := uint32(len(t.Strings))
		t.Strings += s
		return at, uint32(len(s))
	}
	var names strings.Builder
	for _, n := range p.SubexpNames {
		names.WriteString(n + "\x00")
	}
	e := Entry{
		Start: p.Prog.Start, NumCap: p.Prog.NumCap,
		Inst: uint32(len(t.Insts)), NInst: uint32(len(p.Prog.Inst)),
		NumSubexp: p.NumSubexp, MaxBitStateLen: p.MaxBitStateLen,
		PrefixComplete: p.PrefixComplete, PrefixRune: p.PrefixRune, PrefixEnd: p.PrefixEnd,
		MPool: p.MPool, MatchCap: p.MatchCap, Cond: p.Cond, MinInputLen: p.MinInputLen,
	}
	e.Expr, e.ExprLen = text(p.Expr)
	e.Prefix, e.PrefixLen = text(p.Prefix)
	e.Names, e.NamesLen = text(names.String())
	for _, in := range p.Prog.Inst {
		t.Insts = append(t.Insts, t.pack(in))
	}
	t.Sets = branchSets(p.Prog, t.Insts[e.Inst:], t.Sets, t.setIndex)
	if p.OnePass != nil {
		e.OnePass, e.OnePassStart, e.OnePassNumCap = true, p.OnePass.Start, p.OnePass.NumCap
		e.OnePassInst, e.OnePassNInst = uint32(len(t.Insts)), uint32(len(p.OnePass.Inst))
		for _, in := range p.OnePass.Inst {
			t.Insts = append(t.Insts, t.packOnePass(in))
		}
	}
	if t.tooLarge || len(t.Sets) > math.MaxUint16 {
		// Only the generator adds entries: the table must be split.
		panic(fmt.Sprintf("%v: %q", errTooLarge, p.Expr))
	}
	t.Entries = append(t.Entries, e)
}

// packOnePass packs a one-pass instruction, its next states with it.
func (t *Table) packOnePass(in onePassInst) PackedInst {
	pi := t.pack(in.Inst)
	if in.Next != nil {
		pi.HasNext, pi.Next, pi.NNext = true, t.fit(len(t.Next)), t.fit(len(in.Next))
		t.Next = append(t.Next, in.Next...)
	}
	return pi
}

func (t *Table) pack(in syntax.Inst) PackedInst {
	pi := PackedInst{Op: in.Op, Out: t.fit(int(in.Out)), Arg: t.fit(int(in.Arg))}
	if in.Rune != nil {
		pi.HasRune, pi.Rune, pi.NRune = true, t.runesAt(in.Rune), t.fit(len(in.Rune))
	}
	return pi
}

// runesAt returns where rs is in t.Runes, appending it the first time:
// most instructions match one letter of a literal, and a table's patterns
// share their letters: classify's table wrote out 33,590 runes, one span
// an instruction, where its distinct spans hold 931.
func (t *Table) runesAt(rs []rune) uint16 {
	if t.runeIndex == nil {
		t.runeIndex = map[string]uint16{}
	}
	k := make([]byte, 0, 4*len(rs))
	for _, r := range rs {
		k = binary.LittleEndian.AppendUint32(k, uint32(r))
	}
	if at, ok := t.runeIndex[string(k)]; ok {
		return at
	}
	at := t.fit(len(t.Runes))
	t.runeIndex[string(k)] = at
	t.Runes = append(t.Runes, rs...)
	return at
}

// fit returns v as a PackedInst field, and notes when it does not fit.
func (t *Table) fit(v int) uint16 {
	if v < 0 || v > math.MaxUint16 {
		t.tooLarge = true
	}
	return uint16(v)
}

// errTooLarge is the error of a program whose packed form does not fit
// PackedInst's 16-bit fields.
var errTooLarge = errors.New("rx: expression too large to pack: more than 65,535 instructions, runes or first-byte sets")
