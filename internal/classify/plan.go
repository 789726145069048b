package classify

import (
	"regexp/syntax"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// searchPlan is how one pattern is searched (see lre).
type searchPlan struct {
	lead   []string // the literals one of which every match starts with, sorted; nil: none
	maxLen int      // for lead: the longest match in bytes, -1 when unbounded
	lits   []string // without lead: literals one of which every match contains; nil: none
	start  []string // for a pattern anchored at the start (^…): its lead literals there; nil: none
}

// maxGroup bounds the lead literals sharing a first byte, which are all
// compared where that byte occurs (and the pair filter lets it through): a
// larger group is cut to shorter, merging prefixes. A cut literal starts
// more tries of the pattern, each of which costs the engine thousands of
// instructions where a literal compare costs tens ("\x00ac" for access,
// account, acl… tried the secrets pattern at every "actually" and
// "across"), so the bound is that on the whole set.
const maxGroup = maxLeadLits

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
	if rest := afterStartAnchor(tree); rest != nil {
		if lead, ok := leadLiterals(rest); ok {
			p.start = lead
		}
	}
	return p
}

// afterStartAnchor returns what follows a ^ that starts every match of re
// ("^(?:please|…)…"), or nil. Such a pattern can match only at the start
// of the text, so its lead literals need checking there alone.
func afterStartAnchor(re *syntax.Regexp) *syntax.Regexp {
	if re.Op == syntax.OpCapture {
		return afterStartAnchor(re.Sub[0])
	}
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText {
		return nil
	}
	return &syntax.Regexp{Op: syntax.OpConcat, Sub: re.Sub[1:]}
}

// groupLeads cuts the literals of each first byte to at most maxGroup.
func groupLeads(lits []string) []string {
	byFirst := map[byte][]string{}
	for _, l := range lits {
		t := literalText(l)
		byFirst[t[0]] = append(byFirst[t[0]], l)
	}
	var out []string
	for _, g := range byFirst {
		for n := maxLeadLen - 1; len(g) > maxGroup && n > 1; n-- {
			for i, l := range g {
				_, size := utf8.DecodeRuneInString(literalText(l))
				g[i] = cutLiteral(l, max(n, size))
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
	return strings.Join([]string{expr, strings.Join(p.lead, planItem), strconv.Itoa(p.maxLen), strings.Join(p.lits, planItem), strings.Join(p.start, planItem)}, planField) + planRecord
}

// planFor returns the pattern's plan, from the table when it has one.
func planFor(expr string) searchPlan {
	if p, ok := tablePlan(expr); ok {
		return p
	}
	return derivePlan(expr)
}

// tablePlan looks expr up in searchPlanTable, whose records are sorted by
// pattern and start at searchPlanOffsets: a binary search and one record
// read, where parsing the whole table into a map cost a prompt a twentieth
// of its process.
func tablePlan(expr string) (searchPlan, bool) {
	record := func(i int) string {
		end := len(searchPlanTable)
		if i+1 < len(searchPlanOffsets) {
			end = int(searchPlanOffsets[i+1])
		}
		return searchPlanTable[searchPlanOffsets[i]:end]
	}
	key := func(i int) string { k, _, _ := strings.Cut(record(i), planField); return k }
	i := sort.Search(len(searchPlanOffsets), func(i int) bool { return key(i) >= expr })
	if i == len(searchPlanOffsets) || key(i) != expr {
		return searchPlan{}, false
	}
	f := strings.Split(strings.TrimSuffix(record(i), planRecord), planField)
	if len(f) != 5 {
		return searchPlan{}, false
	}
	n, err := strconv.Atoi(f[2])
	if err != nil {
		return searchPlan{}, false
	}
	return searchPlan{lead: items(f[1]), maxLen: n, lits: items(f[3]), start: items(f[4])}, true
}

func items(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, planItem)
}
