package classify

import (
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// searchPlan is how one pattern is searched (see lre).
type searchPlan struct {
	lead   []string // the literals one of which every match starts with, sorted; nil: none
	maxLen int      // for lead: the longest match in bytes, -1 when unbounded
	lits   []string // without lead: literals one of which every match contains; nil: none
}

// maxGroup bounds the lead literals sharing a first byte, which are all
// compared where that byte occurs: a larger group is cut to shorter,
// merging prefixes.
const maxGroup = 6

// derivePlan reads the plan off the pattern's syntax tree. Parsing all the
// patterns takes a hook process longer than the rest of classifying a
// prompt, so the plans are generated into searchPlanTable and this runs
// only for a pattern the table does not know (TestSearchPlanTable keeps it
// current).
func derivePlan(expr string) searchPlan {
	tree, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		panic("classify: bad pattern " + expr + ": " + err.Error())
	}
	if lead, ok := leadLiterals(tree); ok && !hasLineAnchor(tree) {
		p := searchPlan{lead: groupLeads(lead), maxLen: maxMatchLen(tree)}
		if hasEndAnchor(tree) {
			p.maxLen = -1
		}
		return p
	}
	var p searchPlan
	if lits, ok := requiredLits(tree); ok {
		p.lits = minimalLits(lits)
	}
	return p
}

// groupLeads cuts the literals of each first byte to at most maxGroup.
func groupLeads(lits []string) []string {
	byFirst := map[byte][]string{}
	for _, l := range lits {
		t, _ := literalText(l)
		byFirst[t[0]] = append(byFirst[t[0]], l)
	}
	var out []string
	for _, g := range byFirst {
		for n := maxLeadLen - 1; len(g) > maxGroup && n > 1; n-- {
			for i, l := range g {
				t, bound := literalText(l)
				if c := truncate(t, n); c != "" {
					t = c
				} else {
					_, size := utf8.DecodeRuneInString(t)
					t = t[:size]
				}
				g[i] = remark(t, bound)
			}
			g = shortestPrefixes(g)
		}
		out = append(out, g...)
	}
	slices.Sort(out)
	return out
}

// The generated table: one record per pattern, fields separated by
// planField and lists by planItem.
const (
	planRecord = "\x1e"
	planField  = "\x1f"
	planItem   = "\x1d"
)

func (p searchPlan) encode(expr string) string {
	return strings.Join([]string{expr, strings.Join(p.lead, planItem), strconv.Itoa(p.maxLen), strings.Join(p.lits, planItem)}, planField) + planRecord
}

var (
	planOnce  sync.Once
	planTable map[string]searchPlan
)

// planFor returns the pattern's plan, from the table when it has one.
func planFor(expr string) searchPlan {
	planOnce.Do(func() {
		planTable = map[string]searchPlan{}
		for rec := range strings.SplitSeq(searchPlanTable, planRecord) {
			f := strings.Split(rec, planField)
			if len(f) != 4 {
				continue
			}
			n, err := strconv.Atoi(f[2])
			if err != nil {
				continue
			}
			planTable[f[0]] = searchPlan{lead: items(f[1]), maxLen: n, lits: items(f[3])}
		}
	})
	if p, ok := planTable[expr]; ok {
		return p
	}
	return derivePlan(expr)
}

func items(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, planItem)
}
