package classify

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
)

// lre is a compiled pattern with a literal prefilter. Most lexicon patterns
// are long alternations of words; Go's regexp engine tries every alternative
// at every position, which costs microseconds per pattern. lits holds
// substrings of which every match must contain at least one, so a prompt that
// contains none of them is rejected with a few substring searches. A pattern
// from which no such set can be derived has nil lits and always runs.
//
// Compilation waits for the first use: every hook process links this
// package, but only UserPromptSubmit classifies, and compiling all the
// patterns at init cost the other hooks about 11 ms each.
type lre struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
	lits []string
}

// mustLit registers expr; it is compiled, and its prefilter derived, on
// first use. Patterns are matched against lowercased text, so literals are
// compared as they are.
func mustLit(expr string) *lre {
	l := &lre{expr: expr}
	patterns = append(patterns, l)
	return l
}

// compiled returns the pattern, compiling it the first time.
func (l *lre) compiled() *regexp.Regexp {
	l.once.Do(func() {
		l.re = regexp.MustCompile(l.expr)
		if tree, err := syntax.Parse(l.expr, syntax.Perl); err == nil {
			if lits, ok := requiredLits(tree.Simplify()); ok {
				l.lits = minimalLits(lits)
			}
		}
	})
	return l.re
}

// patterns lists every pattern built by mustLit, so tests can check that no
// prefilter ever rejects a text its pattern matches.
var patterns []*lre

// may reports whether s can contain a match.
func (l *lre) may(s string) bool {
	l.compiled()
	if l.lits == nil {
		return true
	}
	for _, lit := range l.lits {
		if strings.Contains(s, lit) {
			return true
		}
	}
	return false
}

func (l *lre) MatchString(s string) bool {
	return l.may(s) && l.re.MatchString(s)
}

func (l *lre) FindString(s string) string {
	if !l.may(s) {
		return ""
	}
	return l.re.FindString(s)
}

func (l *lre) FindStringIndex(s string) []int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindStringIndex(s)
}

func (l *lre) FindStringSubmatch(s string) []string {
	if !l.may(s) {
		return nil
	}
	return l.re.FindStringSubmatch(s)
}

func (l *lre) FindAllStringIndex(s string, n int) [][]int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringIndex(s, n)
}

func (l *lre) FindAllStringSubmatch(s string, n int) [][]string {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringSubmatch(s, n)
}

func (l *lre) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringSubmatchIndex(s, n)
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
		// that yields literals, preferring a literal run that spans several
		// elements ("drop" + "\s+" is not one, but "pass" + "w…" is).
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
