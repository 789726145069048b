package classify

import (
	"strings"
	"sync"

	"github.com/proofgate/proofgate/internal/rx"
)

// lre is a lexicon pattern. Go's regexp engine has no literal skip for an
// alternation of words: it runs its NFA at every byte of the text, which for
// the long word lists here costs 0.1 to 1.6 µs per byte and pattern, so a
// pasted 10 KB plan took 80 ms to classify. Two cheaper ways to search keep
// the results exactly those of the pattern as written:
//
//   - lead: the literals one of which every match starts with. The text is
//     scanned for them, and the pattern is tried only at those positions,
//     anchored (see anchored.go): linear in the text with a small constant,
//     and a text with no lead literal costs one scan. A lead pattern may
//     also have lits (below), which every match holds from where it
//     starts: no position is tried from which none of them follows (within
//     the longest match), and the scan ends where none follows at all.
//   - lits: literals one of which every match contains somewhere. A text
//     with none of them cannot match; one with any runs the whole pattern.
//     This is for the few patterns that have no lead literals.
//
// Nothing is compiled at run time: the programs a search runs (the pattern
// as written, or its anchored form for a lead pattern) come from
// regexps_gen.go, which go generate writes (see package rx), and are looked
// up on first use. Compiling them on first use cost a 10 KB prompt about a
// fifth of its time.
//
//go:generate go test -run TestSearchPlanTable -update
//go:generate go test -run TestRegexpTable -update
type lre struct {
	expr string
}

// Every pattern is a package-level composite literal, &lre{expr: E}, with E
// a constant: the compiler lays it out in the binary's data, so a hook
// process that classifies nothing pays nothing for the patterns at start
// (registering them at init wrote a page or two of .bss in every process).
// How a pattern is searched is settled on first use, into a search the
// process allocates (states.go): the lre in the binary's data is never
// written. Patterns are matched against lowercased text, so literals are
// compared as they are. The tests find every pattern by parsing the
// package's source (see sourcePatterns in source_patterns_test.go).

// search is a pattern's search, settled from the generated table when it
// knows the pattern (see plan.go).
type search struct {
	l *lre

	// Patterns with lead literals.
	maxLen  int32 // the longest match in bytes; -1 when unbounded or anchored at the end
	lead    leadSet
	anchor  sync.Once
	anchorR *rx.Regexp // ^(?s:.)(?:expr): a match of expr right after one rune

	// Literals one of which every match holds (where it starts or after,
	// for a pattern with lead literals), each after a byte that gives its
	// length (appendLits); "": none.
	lits string

	// The others.
	start leadSet // a pattern anchored at the start matches only where one of these begins the text
	plain sync.Once
	re    *rx.Regexp
}

// settledSearch returns l's search, settled.
func settledSearch(l *lre) *search {
	s := settledFor(l.expr)
	return &search{l: l, lead: s.lead, maxLen: int32(s.maxLen), lits: s.lits, start: s.start}
}

// compiled returns the pattern as written, from regexps_gen.go.
func (l *search) compiled() *rx.Regexp {
	l.plain.Do(func() { l.re = regexps.MustCompile(l.l.expr) })
	return l.re
}

// may reports whether s can contain a match of a pattern without lead
// literals.
func (l *search) may(s string) bool {
	if l.start.head != nil && !l.start.at(s, 0) {
		return false
	}
	if l.lits == "" {
		return true
	}
	for k := 0; k < len(l.lits); {
		var lit string
		lit, k = nextLit(l.lits, k)
		if strings.Contains(s, lit) {
			return true
		}
	}
	return false
}

// first returns the submatch indices (the whole match only, unless caps)
// of the leftmost match in s, or nil.
func (l *search) first(s string, caps bool) []int {
	if l.lead.head != nil {
		return l.nextAnchored(s, 0, caps)
	}
	if !l.may(s) {
		return nil
	}
	if caps {
		return l.compiled().FindStringSubmatchIndex(s)
	}
	return l.compiled().FindStringIndex(s)
}

func (l *search) MatchString(s string) bool {
	if l.lead.head != nil {
		return l.matchAnchored(s)
	}
	return l.may(s) && l.compiled().MatchString(s)
}

func (l *search) FindString(s string) string {
	if m := l.first(s, false); m != nil {
		return s[m[0]:m[1]]
	}
	return ""
}

func (l *search) FindStringIndex(s string) []int {
	if m := l.first(s, false); m != nil {
		return m[:2]
	}
	return nil
}

func (l *search) FindStringSubmatchIndex(s string) []int {
	return l.first(s, true)
}

func (l *search) FindStringSubmatch(s string) []string {
	return substrings(s, l.first(s, true))
}

func (l *search) FindAllStringIndex(s string, n int) [][]int {
	return l.all(s, n, false)
}

func (l *search) FindAllStringSubmatch(s string, n int) [][]string {
	var out [][]string
	for _, m := range l.all(s, n, true) {
		out = append(out, substrings(s, m))
	}
	return out
}

func (l *search) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.all(s, n, true)
}

// all returns up to n (all when n < 0) successive non-overlapping matches,
// as regexp's FindAll functions do. A lead pattern never matches the empty
// string, so each match starts where the last one ended or later.
func (l *search) all(s string, n int, caps bool) [][]int {
	if l.lead.head == nil {
		if !l.may(s) {
			return nil
		}
		if caps {
			return l.compiled().FindAllStringSubmatchIndex(s, n)
		}
		return l.compiled().FindAllStringIndex(s, n)
	}
	var out [][]int
	for from := 0; n < 0 || len(out) < n; {
		m := l.nextAnchored(s, from, caps)
		if m == nil {
			break
		}
		out = append(out, m)
		from = m[1]
	}
	return out
}

// indexFrom returns the start of the leftmost match that starts at or after
// from, or -1: what FindStringIndex(s[from:]) finds, offset by from, for a
// pattern whose matches cannot start with a \b that the cut would create.
func (l *search) indexFrom(s string, from int) int {
	if l.lead.head != nil {
		if m := l.nextAnchored(s, from, false); m != nil {
			return m[0]
		}
		return -1
	}
	if m := l.FindStringIndex(s[from:]); m != nil {
		return from + m[0]
	}
	return -1
}

// each calls fn with successive non-overlapping matches (start and end)
// until it returns false: the search stops there, where FindAll would go
// on to the end of the text.
func (l *search) each(s string, fn func([]int) bool) {
	if l.lead.head == nil {
		for _, m := range l.all(s, -1, false) {
			if !fn(m) {
				return
			}
		}
		return
	}
	for from := 0; ; {
		m := l.nextAnchored(s, from, false)
		if m == nil || !fn(m) {
			return
		}
		from = m[1]
	}
}

func substrings(s string, m []int) []string {
	if m == nil {
		return nil
	}
	out := make([]string, len(m)/2)
	for i := range out {
		if m[2*i] >= 0 {
			out[i] = s[m[2*i]:m[2*i+1]]
		}
	}
	return out
}
