package rx

import (
	"regexp/syntax"
	"sort"
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
