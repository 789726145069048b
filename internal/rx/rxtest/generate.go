package rxtest

import (
	"bytes"
	"fmt"
	"go/format"
	"regexp/syntax"
	"slices"
	"strconv"

	"github.com/proofgate/proofgate/internal/rx"
)

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
		p, err := rx.Compiled(expr)
		if err != nil {
			return nil, err
		}
		writeProgram(&b, p)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

func writeProgram(b *bytes.Buffer, p rx.Program) {
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
