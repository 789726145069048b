package classify

import (
	"strings"
	"testing"
)

// namedSet is a pattern's lead set, generated or built.
type namedSet struct {
	expr string
	ls   leadSet
}

// leadSetsOf returns the lead sets of every pattern: the generated ones
// and those newLeadSet builds.
func leadSetsOf(t *testing.T) []namedSet {
	var out []namedSet
	for _, p := range patterns(t) {
		st, built := p.state(), settle(p.expr)
		for _, ls := range []leadSet{st.lead, st.start, built.lead, built.start} {
			if ls.head != nil {
				out = append(out, namedSet{p.expr, ls})
			}
		}
	}
	return out
}

// checkLeadFilters fails t where a lead set's filters turn away a position
// of s that holds one of its literals, or let accepts take one that holds
// none: accepts against at, which compares every literal of the byte's
// group, marks and all, with no filter.
func checkLeadFilters(t *testing.T, sets []namedSet, s string) {
	t.Helper()
	for _, n := range sets {
		for i := range len(s) {
			if got, want := n.ls.accepts(s, i), n.ls.at(s, i); got != want {
				t.Fatalf("%s: accepts(%q, %d) = %v, a literal there: %v", n.expr, truncate(s[i:], 40), i, got, want)
			}
		}
	}
}

// Every literal of every pattern's lead set passes the filters where it
// occurs: at the start and at the end of a text, after a word or a space,
// with its two bytes alone or more; look-alikes that share a literal's
// first two bytes are turned away by the literal compare, not let through.
func TestLeadFiltersPassEveryLiteral(t *testing.T) {
	sets := leadSetsOf(t)
	var texts []string
	for _, n := range sets {
		groups, lits := n.ls.store()
		for g := range numGroups(n.ls.head) {
			grp := groups[n.ls.head.group+uint32(g)]
			for _, w := range lits[grp.lo:grp.hi] {
				l := literalText(w.String())
				texts = append(texts, l, " "+l+" ", "x"+l, l+"x", l[:min(2, len(l))])
			}
		}
	}
	checkLeadFilters(t, sets, strings.Join(texts, "\n"))
	for _, s := range texts[:min(len(texts), 400)] {
		checkLeadFilters(t, sets, s)
	}
}

func FuzzLeadFilters(f *testing.F) {
	f.Add("please skip the tests for now, then push")
	f.Add("운영 서버 재시작해줘; don't deploy")
	f.Add("ci qa db")
	var sets []namedSet
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 512 {
			return
		}
		if sets == nil {
			sets = leadSetsOf(t)
		}
		checkLeadFilters(t, sets, lower(s))
	})
}
