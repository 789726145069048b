package rx

import (
	"bytes"
	"fmt"
	"go/format"
	"regexp/syntax"
	"slices"
	"sort"
	"strconv"
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

// These name the programs' types for the generated tables, which then
// import rx alone.
type (
	Prog        = syntax.Prog
	Inst        = syntax.Inst
	OnePassProg = onePassProg
	OnePassInst = onePassInst
)

// Regexp returns the compiled expression. Each call returns a new Regexp
// on the same (read-only) program.
func (p *Program) Regexp() *Regexp {
	re := &Regexp{
		expr:           p.Expr,
		prog:           p.Prog,
		onepass:        p.OnePass,
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

// program is the build-time half of compile: re's fields as a Program.
func program(re *Regexp) Program {
	return Program{
		Expr:           re.expr,
		Prog:           re.prog,
		OnePass:        re.onepass,
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

// Table is a package's regular expressions compiled at build time, sorted
// by expression.
type Table []Program

// Lookup returns the compiled expr, or nil when the table lacks it.
func (t Table) Lookup(expr string) *Regexp {
	i := sort.Search(len(t), func(i int) bool { return t[i].Expr >= expr })
	if i < len(t) && t[i].Expr == expr {
		return t[i].Regexp()
	}
	return nil
}

// MustCompile returns the compiled expr from the table, or, when the table
// lacks it, compiles it as MustCompile does.
func (t Table) MustCompile(expr string) *Regexp {
	if re := t.Lookup(expr); re != nil {
		return re
	}
	return MustCompile(expr)
}

// Has reports whether the table holds expr.
func (t Table) Has(expr string) bool {
	i := sort.Search(len(t), func(i int) bool { return t[i].Expr >= expr })
	return i < len(t) && t[i].Expr == expr
}

// Generate returns the Go source of a file of package pkg that declares
// the Table name holding exprs, compiled (duplicates dropped, sorted).
// header is the file's first comment, which says how it was generated.
func Generate(header, pkg, name string, exprs []string) ([]byte, error) {
	exprs = slices.Clone(exprs)
	slices.Sort(exprs)
	exprs = slices.Compact(exprs)
	var b bytes.Buffer
	fmt.Fprintf(&b, "// %s\n\npackage %s\n\n", header, pkg)
	b.WriteString("import \"github.com/proofgate/proofgate/internal/rx\"\n\n")
	fmt.Fprintf(&b, "// %s holds the package's regular expressions, compiled (see package rx).\n", name)
	fmt.Fprintf(&b, "var %s = rx.Table{\n", name)
	for _, expr := range exprs {
		re, err := Compile(expr)
		if err != nil {
			return nil, err
		}
		writeProgram(&b, program(re))
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

func writeProgram(b *bytes.Buffer, p Program) {
	fmt.Fprintf(b, "{Expr: %s,\n", strconv.Quote(p.Expr))
	fmt.Fprintf(b, "Prog: &rx.Prog{Start: %d, NumCap: %d, Inst: []rx.Inst{\n", p.Prog.Start, p.Prog.NumCap)
	for _, in := range p.Prog.Inst {
		writeInst(b, in)
		b.WriteString(",\n")
	}
	b.WriteString("}},\n")
	if p.OnePass != nil {
		fmt.Fprintf(b, "OnePass: &rx.OnePassProg{Start: %d, NumCap: %d, Inst: []rx.OnePassInst{\n", p.OnePass.Start, p.OnePass.NumCap)
		for _, in := range p.OnePass.Inst {
			b.WriteString("{Inst: rx.Inst")
			writeInst(b, in.Inst)
			if in.Next != nil {
				b.WriteString(", Next: []uint32{")
				for i, n := range in.Next {
					if i > 0 {
						b.WriteString(", ")
					}
					fmt.Fprintf(b, "%d", n)
				}
				b.WriteString("}")
			}
			b.WriteString("},\n")
		}
		b.WriteString("}},\n")
	}
	field := func(name string, v, zero any) {
		if v != zero {
			fmt.Fprintf(b, "%s: %#v,\n", name, v)
		}
	}
	field("NumSubexp", p.NumSubexp, 0)
	field("MaxBitStateLen", p.MaxBitStateLen, 0)
	if p.SubexpNames != nil {
		b.WriteString("SubexpNames: []string{")
		for i, n := range p.SubexpNames {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Quote(n))
		}
		b.WriteString("},\n")
	}
	if p.Prefix != "" {
		fmt.Fprintf(b, "Prefix: %s,\n", strconv.Quote(p.Prefix))
	}
	field("PrefixComplete", p.PrefixComplete, false)
	field("PrefixRune", p.PrefixRune, rune(0))
	field("PrefixEnd", p.PrefixEnd, uint32(0))
	field("MPool", p.MPool, 0)
	field("MatchCap", p.MatchCap, 0)
	if p.Cond != 0 {
		fmt.Fprintf(b, "Cond: %d,\n", p.Cond)
	}
	field("MinInputLen", p.MinInputLen, 0)
	b.WriteString("},\n")
}

func writeInst(b *bytes.Buffer, in syntax.Inst) {
	fmt.Fprintf(b, "{Op: %d", in.Op)
	if in.Out != 0 {
		fmt.Fprintf(b, ", Out: %d", in.Out)
	}
	if in.Arg != 0 {
		fmt.Fprintf(b, ", Arg: %d", in.Arg)
	}
	if in.Rune != nil {
		b.WriteString(", Rune: []rune{")
		for i, r := range in.Rune {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(b, "%d", r)
		}
		b.WriteString("}")
	}
	b.WriteString("}")
}
