package classify

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"
)

// What a pattern's syntax tree says about its matches, for the searches of
// pattern.go. Every function here errs towards "cannot tell": a wrong
// answer would change a classification, a missing one only costs time.

// Bounds on lead literal sets: a longer literal is cut (it then starts more
// matches, never fewer) and a set that would grow past the bound stops
// growing where it is.
const (
	maxLeadLits   = 256
	maxLeadLen    = 6 // bytes: longer literals rarely rule out a position that the pair filter and \b let through
	maxClassRunes = 32
)

// leadLiterals returns literals of which every match of re starts with one,
// or false when it cannot tell (some match may start with anything, or the
// set would be too large).
//
// A literal may hold boundMark where the pattern asserts \b: "\x00up\x00"
// starts only where \b holds before "up" and after it, so a position in the
// middle of "support" or at the start of "upload" need not be tried.
func leadLiterals(re *syntax.Regexp) ([]string, bool) {
	ps := prefixes(re)
	lits := make([]string, len(ps))
	for i, p := range ps {
		if literalText(p.s) == "" {
			return nil, false
		}
		lits[i] = p.s
	}
	if len(lits) == 0 {
		return nil, false
	}
	return shortestPrefixes(lits), true
}

// boundMark stands for \b in a lead literal.
const boundMark = "\x00"

// literalText returns a lead literal's characters, without its marks.
func literalText(l string) string {
	return strings.ReplaceAll(l, boundMark, "")
}

// normalizeMarks merges repeated marks: \b\b is \b.
func normalizeMarks(l string) string {
	for strings.Contains(l, boundMark+boundMark) {
		l = strings.ReplaceAll(l, boundMark+boundMark, boundMark)
	}
	return l
}

// cutLiteral keeps the marks and the first n bytes of characters of l,
// cut on a rune boundary, and drops a mark that would end it: a \b after a
// cut literal is no longer after the same character.
func cutLiteral(l string, n int) string {
	t := literalText(l)
	n = len(truncate(t, n))
	var b strings.Builder
	for i := 0; i < len(l) && n > 0; i++ {
		b.WriteByte(l[i])
		if l[i] != boundMark[0] {
			n--
		}
	}
	return b.String()
}

// prefix is a string that some matches of a pattern start with; whole
// when it is all of such a match, so that what follows the pattern in a
// concatenation may extend it.
type prefix struct {
	s     string
	whole bool
}

// prefixes returns strings one of which every match of re starts with. An
// empty string means that some match may start with anything.
func prefixes(re *syntax.Regexp) []prefix {
	switch re.Op {
	case syntax.OpWordBoundary:
		return []prefix{{boundMark, true}}
	case syntax.OpEmptyMatch, syntax.OpNoWordBoundary:
		return []prefix{{"", true}}
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return []prefix{{"", false}}
		}
		return cut([]prefix{{string(re.Rune), true}})
	case syntax.OpCharClass:
		var out []prefix
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] >= maxClassRunes || len(out) > maxClassRunes {
				return []prefix{{"", false}}
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, prefix{string(r), true})
			}
		}
		if len(out) == 0 || len(out) > maxClassRunes {
			return []prefix{{"", false}}
		}
		return out
	case syntax.OpCapture:
		return prefixes(re.Sub[0])
	case syntax.OpQuest:
		return append(prefixes(re.Sub[0]), prefix{"", true})
	case syntax.OpStar:
		return append(partial(prefixes(re.Sub[0])), prefix{"", true})
	case syntax.OpPlus:
		return partial(prefixes(re.Sub[0]))
	case syntax.OpRepeat:
		ps := prefixes(re.Sub[0])
		if re.Max != 1 {
			ps = partial(ps)
		}
		if re.Min == 0 {
			ps = append(ps, prefix{"", true})
		}
		return ps
	case syntax.OpConcat:
		out := []prefix{{"", true}}
		for _, sub := range re.Sub {
			if !slices.ContainsFunc(out, func(p prefix) bool { return p.whole }) {
				break
			}
			ps := prefixes(sub)
			var next []prefix
			for _, a := range out {
				if !a.whole {
					next = append(next, a)
					continue
				}
				for _, b := range ps {
					next = append(next, prefix{normalizeMarks(a.s + b.s), b.whole})
				}
			}
			if len(next) > maxLeadLits {
				return partial(out) // what is there already holds
			}
			out = dedupePrefixes(cut(next))
		}
		return out
	case syntax.OpAlternate:
		var out []prefix
		for _, sub := range re.Sub {
			out = append(out, prefixes(sub)...)
		}
		out = dedupePrefixes(out)
		if len(out) > maxLeadLits {
			return shrink(out)
		}
		return out
	}
	// Any character, a large class, or a line or text anchor.
	return []prefix{{"", false}}
}

// partial marks every prefix as possibly followed by more of its pattern.
func partial(ps []prefix) []prefix {
	out := make([]prefix, len(ps))
	for i, p := range ps {
		out[i] = prefix{p.s, false}
	}
	return out
}

// dedupePrefixes merges equal strings; the merged prefix is whole only if
// every copy was.
func dedupePrefixes(ps []prefix) []prefix {
	slices.SortFunc(ps, func(a, b prefix) int { return strings.Compare(a.s, b.s) })
	var out []prefix
	for _, p := range ps {
		if n := len(out); n > 0 && out[n-1].s == p.s {
			out[n-1].whole = out[n-1].whole && p.whole
			continue
		}
		out = append(out, p)
	}
	return out
}

// cut shortens literals to maxLeadLen bytes of characters; a cut one is no
// longer a whole match.
func cut(ps []prefix) []prefix {
	for i, p := range ps {
		if len(literalText(p.s)) > maxLeadLen {
			ps[i] = prefix{cutLiteral(p.s, maxLeadLen), false}
		}
	}
	return ps
}

// shrink cuts the literals of a set that grew too large to shorter and
// shorter prefixes until, merged, few enough are left: a prefix of a match's
// prefix is one too. It gives up below two bytes.
func shrink(ps []prefix) []prefix {
	for n := maxLeadLen / 2; n >= 2; n /= 2 {
		out := make([]prefix, len(ps))
		for i, p := range ps {
			out[i] = prefix{cutLiteral(p.s, n), false}
		}
		if out = dedupePrefixes(out); len(out) <= maxLeadLits {
			return out
		}
	}
	return []prefix{{"", false}}
}

// shortestPrefixes drops literals that start with another one: where "push"
// occurs, "pushes" adds no candidate position. Marks take part in the
// comparison: "\x00up" covers "\x00upd" but not "up". Sorted, a literal's
// shorter prefixes come right before it.
func shortestPrefixes(lits []string) []string {
	slices.Sort(lits)
	var out []string
	for _, l := range lits {
		if n := len(out); n == 0 || !strings.HasPrefix(l, out[n-1]) {
			out = append(out, l)
		}
	}
	return out
}

// hasLineAnchor reports ^ or a multi-line anchor anywhere in re. A match
// tried at one position, after one rune of context, cannot tell the start
// of the text from any other place, so such patterns are searched whole.
func hasLineAnchor(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginText, syntax.OpBeginLine, syntax.OpEndLine:
		return true
	}
	return slices.ContainsFunc(re.Sub, hasLineAnchor)
}

func hasEndAnchor(re *syntax.Regexp) bool {
	return re.Op == syntax.OpEndText || slices.ContainsFunc(re.Sub, hasEndAnchor)
}

// maxMatchLen returns the most bytes a match of re can span, or -1 when it
// is unbounded (or too large to be worth a bound).
func maxMatchLen(re *syntax.Regexp) int {
	const limit = 1 << 16
	n := 0
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			n += utf8.RuneLen(r)
			if re.Flags&syntax.FoldCase != 0 {
				n += utf8.UTFMax // a folded rune may be longer; be generous
			}
		}
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		n = utf8.UTFMax
	case syntax.OpCapture, syntax.OpQuest:
		n = maxMatchLen(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		return -1
	case syntax.OpRepeat:
		if re.Max < 0 {
			return -1
		}
		sub := maxMatchLen(re.Sub[0])
		if sub < 0 {
			return -1
		}
		n = sub * re.Max
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			m := maxMatchLen(sub)
			if m < 0 {
				return -1
			}
			n += m
		}
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			m := maxMatchLen(sub)
			if m < 0 {
				return -1
			}
			n = max(n, m)
		}
	}
	if n > limit {
		return -1
	}
	return n
}

// requiredLits returns literals of which every match of re contains one, or
// false when it cannot tell.
func requiredLits(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 || len(string(re.Rune)) < 2 {
			return nil, false
		}
		return []string{string(re.Rune)}, true
	case syntax.OpCapture:
		return requiredLits(re.Sub[0])
	case syntax.OpPlus:
		return requiredLits(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredLits(re.Sub[0])
		}
	case syntax.OpConcat:
		// Every element of a concatenation is required; use the first one
		// that yields literals.
		for _, sub := range re.Sub {
			if lits, ok := requiredLits(sub); ok {
				return lits, true
			}
		}
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			lits, ok := requiredLits(sub)
			if !ok {
				return nil, false
			}
			all = append(all, lits...)
		}
		return all, true
	}
	return nil, false
}

// minimalLits drops literals that contain a shorter one: if "token" is
// present, "tokens" adds nothing to the check.
func minimalLits(lits []string) []string {
	slices.SortFunc(lits, func(a, b string) int { return len(a) - len(b) })
	var out []string
	for _, l := range lits {
		if !slices.ContainsFunc(out, func(o string) bool { return strings.Contains(l, o) }) {
			out = append(out, l)
		}
	}
	return out
}

// maxAfterLits bounds the literals litsAfterLead gives: each is looked for
// in the text on its own, so a longer list costs more than it saves.
const maxAfterLits = 6

// litsAfterLead returns a few literals one of which every match of re
// contains, for a pattern searched by its lead literals; nil when it cannot
// tell or they would be too many. The literals come from a part of the
// match other than where the lead literals are read (those are looked for
// already): the first part of a concatenation that consumes text is
// skipped. Where several later parts give literals, the part with the
// fewest is taken, then the one whose shortest is longest, as the likelier
// to be absent from a text: "까지" ends ",\s*\S+…까지", which a comma
// alone would try at every comma of an English text. An alternation needs
// literals from each branch and gives their union.
func litsAfterLead(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpCapture:
		return litsAfterLead(re.Sub[0])
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			lits := litsAfterLead(sub)
			if lits == nil {
				return nil
			}
			all = append(all, lits...)
		}
		all = minimalLits(all)
		if len(all) > maxAfterLits {
			return nil
		}
		return all
	case syntax.OpConcat:
	default:
		return nil
	}
	k := 0
	for k < len(re.Sub) && isEmptyWidth(re.Sub[k]) {
		k++
	}
	var best []string
	for _, sub := range re.Sub[min(k+1, len(re.Sub)):] {
		lits, ok := requiredLits(sub)
		if !ok {
			continue
		}
		lits = minimalLits(lits)
		if len(lits) > maxAfterLits {
			continue
		}
		if best == nil || len(lits) < len(best) || len(lits) == len(best) && len(lits[0]) > len(best[0]) {
			best = lits
		}
	}
	return best
}

// isEmptyWidth reports an assertion, which matches no text.
func isEmptyWidth(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpEmptyMatch:
		return true
	}
	return false
}
