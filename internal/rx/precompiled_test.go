package rx

import (
	"errors"
	"reflect"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// exprs covers what compile derives: captures and their names, a literal
// prefix (complete or not), one-pass programs, start conditions, case
// folding, Unicode classes and an empty pattern.
var exprs = []string{
	``, `a`, `abc`, `abc+`, `^abc`, `^(?:a|b)c$`, `(?i)hello\s+world`, `(?P<year>\d{4})-(?P<m>\d\d)`,
	`\bfoo\b|bar`, `[^\s'"]+`, `(?m)^FAIL\b.*$`, `\p{Greek}+x`, `(a*)+b`, `x{2,5}?y`, `운영|프로덕션`,
	`(?s:.)(?:ab|cd)`, `^(?s:.)(?:\b(?:go|cargo) test\b)`, `\x1b(?:\[[0-9;?]*[A-Za-z]|[78()][A-Z0-9]?)`,
}

// TestTableIsCompile holds what a Table gives out to what Compile returns:
// the same instructions, read in place, and the same derived fields.
func TestTableIsCompile(t *testing.T) {
	for _, expr := range exprs {
		want := MustCompile(expr)
		var table Table
		table.Add(program(want))
		got := table.Lookup(expr)
		if g, w := unpacked(got.prog), unpacked(want.prog); !reflect.DeepEqual(g, w) {
			t.Errorf("%q: Lookup's program %+v, want %+v", expr, g, w)
		}
		if g, w := unpacked(got.onepass), unpacked(want.onepass); !reflect.DeepEqual(g, w) {
			t.Errorf("%q: Lookup's one-pass program %+v, want %+v", expr, g, w)
		}
		g, w := *got, *want
		g.prog, g.onepass, w.prog, w.onepass, w.source, w.sourceOnePass = nil, nil, nil, nil, nil, nil
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%q: Lookup = %+v, want %+v", expr, g, w)
		}
	}
}

// TestPackKeepsTheProgram holds a compiled program, packed, to the one
// syntax.Compile and compileOnePass made.
func TestPackKeepsTheProgram(t *testing.T) {
	for _, expr := range exprs {
		re := MustCompile(expr)
		var src []onePassInst
		for _, in := range re.source.Inst {
			src = append(src, onePassInst{Inst: in})
		}
		if got := unpacked(re.prog); !reflect.DeepEqual(got, src) {
			t.Errorf("%q: packed %+v, compiled %+v", expr, got, src)
		}
		if re.prog.Start != re.source.Start || re.prog.NumCap != re.source.NumCap {
			t.Errorf("%q: start %d, %d caps; compiled %d, %d", expr, re.prog.Start, re.prog.NumCap, re.source.Start, re.source.NumCap)
		}
		if (re.onepass == nil) != (re.sourceOnePass == nil) {
			t.Fatalf("%q: one-pass %v, compiled %v", expr, re.onepass != nil, re.sourceOnePass != nil)
		}
		if re.onepass != nil && !reflect.DeepEqual(unpacked(re.onepass), re.sourceOnePass.Inst) {
			t.Errorf("%q: packed one-pass %+v, compiled %+v", expr, unpacked(re.onepass), re.sourceOnePass.Inst)
		}
	}
}

// unpacked is p's instructions as syntax.Inst values, with their next
// states.
func unpacked(p *prog) []onePassInst {
	if p == nil {
		return nil
	}
	var out []onePassInst
	for i := range p.Inst {
		in := &p.Inst[i]
		oi := onePassInst{Inst: syntax.Inst{Op: in.Op, Out: uint32(in.Out), Arg: uint32(in.Arg), Rune: p.runes(in)}}
		if in.HasNext {
			at, end := int(in.Next), int(in.Next)+int(in.NNext)
			oi.Next = p.Next[at:end:end]
		}
		out = append(out, oi)
	}
	return out
}

// TestTable checks that a table answers as regexp does.
func TestTable(t *testing.T) {
	sorted := slices.Clone(exprs)
	slices.Sort(sorted)
	var table Table
	for _, expr := range sorted {
		table.Add(program(MustCompile(expr)))
	}
	texts := []string{"", "abccc", "Hello \t World", "2024-05 and 1999-12", "a foo bar", "FAIL\tpkg\nok", "αβγx", "aaab", "xxxy", "운영 db", "\x1b[31mred", " cargo test x"}
	for _, expr := range exprs {
		re, std := table.MustCompile(expr), regexp.MustCompile(expr)
		if !table.Has(expr) {
			t.Fatalf("%q missing from the table", expr)
		}
		for _, s := range texts {
			if got, want := re.FindAllStringSubmatchIndex(s, -1), std.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
				t.Errorf("%q on %q: %v, regexp says %v", expr, s, got, want)
			}
			if got, want := re.ReplaceAllString(s, "<$0>"), std.ReplaceAllString(s, "<$0>"); got != want {
				t.Errorf("%q replacing in %q: %q, regexp says %q", expr, s, got, want)
			}
		}
	}
	if table.Has("nope") || table.Lookup("nope") != nil {
		t.Error("Lookup found an expression the table lacks")
	}
	if re := table.MustCompile("n(o)pe"); re.NumSubexp() != 1 {
		t.Error("MustCompile of an expression the table lacks did not compile it")
	}
}

// TestMatchRunePos holds prog.matchRunePos to syntax.Inst.MatchRunePos on
// every rune instruction of exprs, for runes around each bound.
func TestMatchRunePos(t *testing.T) {
	for _, expr := range append(exprs, `(?i)k`, `[a-cx-zA-C0-9_]`, `[^a-z]`, `\pL`, `(?i)ſ`) {
		re := MustCompile(expr)
		for _, p := range []*prog{re.prog, re.onepass} {
			if p == nil {
				continue
			}
			for k := range p.Inst {
				in := &p.Inst[k]
				si := syntax.Inst{Op: in.Op, Arg: uint32(in.Arg), Rune: p.runes(in)}
				probes := []rune{-1, 0, 'a', 'k', 'K', 'ſ', '\u212a', unicode.MaxRune}
				for _, b := range si.Rune {
					probes = append(probes, b-1, b, b+1)
				}
				for _, r := range probes {
					if got, want := p.matchRunePos(in, r), si.MatchRunePos(r); got != want {
						t.Errorf("%q inst %d: matchRunePos(%q) = %d, want %d", expr, k, r, got, want)
					}
				}
			}
		}
	}
}

// TestTooLargeToPack holds the limit of PackedInst's 16-bit fields: an
// expression past it is an error at run time and stops the generator,
// rather than running a program whose indexes wrapped around.
func TestTooLargeToPack(t *testing.T) {
	huge := strings.Repeat("a", 1<<16) // an instruction and a rune a letter
	if _, err := Compile(huge); !errors.Is(err, errTooLarge) {
		t.Errorf("Compile of a %d-byte literal: %v, want errTooLarge", len(huge), err)
	}
	if _, err := Compile(huge[:1<<15]); err != nil {
		t.Errorf("Compile of a %d-byte literal: %v", 1<<15, err)
	}
	defer func() {
		if recover() == nil {
			t.Error("Table.Add of a program past the limit did not panic")
		}
	}()
	// Distinct letters (a table keeps each rune span once): the third
	// program's runes start past 65,535.
	var table Table
	for k := range 3 {
		var b strings.Builder
		for r := range 30000 {
			b.WriteRune(rune(0x10000 + 30000*k + r))
		}
		table.Add(program(MustCompile(b.String())))
	}
}
