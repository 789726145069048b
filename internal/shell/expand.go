package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// word renders one word: expanded under ParseEnv, else as wordText does.
func (w *walker) word(word *syntax.Word) (string, bool) {
	if w.st == nil {
		return wordText(word)
	}
	var b strings.Builder
	literal := true
	for i, part := range word.Parts {
		if !w.part(&b, part, false, i == 0) {
			literal = false
		}
	}
	return b.String(), literal
}

// fields expands a command word into the arguments it becomes: brace
// expansion and, for a lone unquoted expansion, field splitting.
func (w *walker) fields(word *syntax.Word) ([]string, []bool) {
	var texts []string
	var lits []bool
	if syntax.SplitBraces(word) {
		for bw, err := range bracesSeq(word) {
			if err != nil || len(texts) >= maxBraces {
				break
			}
			t, l := w.word(bw)
			texts, lits = append(texts, t), append(lits, l)
		}
		return texts, lits
	}
	if args, ok := w.allArgs(word); ok {
		for range args {
			lits = append(lits, true)
		}
		return args, lits
	}
	text, lit := w.word(word)
	if lit && unquotedExpansion(word) {
		// Unquoted expansions are split into fields ($X, rm${IFS}-rf).
		for _, f := range strings.Fields(text) {
			texts, lits = append(texts, f), append(lits, true)
		}
		return texts, lits
	}
	return []string{text}, []bool{lit}
}

func (w *walker) part(b *strings.Builder, part syntax.WordPart, quoted, first bool) bool {
	switch p := part.(type) {
	case *syntax.Lit:
		v := unescape(p.Value, quoted)
		if first && !quoted && strings.HasPrefix(p.Value, "~") {
			user, rest, _ := strings.Cut(v[1:], "/")
			home, ok := w.st.lookup("HOME")
			if user == "root" {
				home, ok = "/root", true
			} else if user != "" {
				ok = false
			}
			if !ok {
				b.WriteString(v)
				return false
			}
			b.WriteString(home)
			if strings.Contains(v, "/") {
				b.WriteString("/" + rest)
			}
			return true
		}
		b.WriteString(v)
		return true
	case *syntax.DblQuoted:
		literal := true
		for _, inner := range p.Parts {
			if !w.part(b, inner, true, false) {
				literal = false
			}
		}
		return literal
	case *syntax.ParamExp:
		if v, ok := w.param(p); ok {
			b.WriteString(v)
			return true
		}
	case *syntax.CmdSubst:
		if w.st.subst != nil && w.st.spend(1) {
			sub := walker{st: w.st.clone()} // its own commands are not Nested; theirs are
			sub.stmts(p.Stmts, true)
			if out, ok := w.st.subst(sub.cmds); ok {
				b.WriteString(strings.TrimRight(out, "\n"))
				return true
			}
		}
	}
	return partText(b, part, quoted)
}

// param expands $X, ${X} and ${X:-default}-like forms whose value is known.
func (w *walker) param(p *syntax.ParamExp) (string, bool) {
	if p.Param == nil || p.Excl || p.Length || p.Index != nil || p.Slice != nil || p.Repl != nil || p.Names != 0 {
		return "", false
	}
	v, ok := w.st.lookup(p.Param.Value)
	if p.Exp == nil {
		return v, ok
	}
	switch p.Exp.Op {
	case syntax.DefaultUnset, syntax.DefaultUnsetOrNull, syntax.ErrorUnset, syntax.ErrorUnsetOrNull,
		syntax.AssignUnset, syntax.AssignUnsetOrNull:
		if ok && v != "" {
			return v, true
		}
	}
	return "", false
}

// unquotedExpansion reports whether a word has an expansion outside quotes,
// whose result the shell splits into fields.
func unquotedExpansion(word *syntax.Word) bool {
	for _, part := range word.Parts {
		switch part.(type) {
		case *syntax.ParamExp, *syntax.CmdSubst:
			return true
		}
	}
	return false
}

// allArgs expands "$@" (and unquoted $@ or $*) to the known positional
// parameters, one word each.
func (w *walker) allArgs(word *syntax.Word) ([]string, bool) {
	if !w.st.argsKnown || len(word.Parts) != 1 {
		return nil, false
	}
	part := word.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok && len(dq.Parts) == 1 {
		part = dq.Parts[0]
	}
	p, ok := part.(*syntax.ParamExp)
	if !ok || p.Param == nil || (p.Param.Value != "@" && p.Param.Value != "*") || p.Exp != nil || p.Length || p.Excl {
		return nil, false
	}
	return w.st.args, true
}
