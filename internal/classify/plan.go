package classify

import (
	"regexp/syntax"
	"slices"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/rx"
)

// searchPlan is how one pattern is searched (see lre).
type searchPlan struct {
	lead   []string // the literals one of which every match starts with, sorted; nil: none
	maxLen int      // for lead: the longest match in bytes, -1 when unbounded
	lits   []string // literals one of which every match contains (with lead: after where the lead starts); nil: none
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
// prompt, so the plans, with the lead sets built from them, are generated
// into settledTable and this runs only for a pattern the table does not
// know (TestSearchPlanTable keeps it current).
func derivePlan(expr string) searchPlan {
	tree, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		panic("classify: bad pattern " + expr + ": " + err.Error())
	}
	if lead, ok := leadLiterals(tree); ok && !hasLineAnchor(tree) {
		p := searchPlan{lead: groupLeads(lead), maxLen: maxMatchLen(tree), lits: litsAfterLead(tree)}
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

// settled is what lre.init settles for one pattern: its lead set, the
// longest match and the literals one of which a match holds after its
// start for a pattern with lead literals, else the literals one of which a
// match contains and the lead set at the start of the text.
type settled struct {
	pattern string // the lre's expr
	lead    leadSet
	maxLen  int
	lits    string // encoded by appendLits; "": none
	start   leadSet
}

// settle derives the pattern's search from its syntax tree: what init
// builds for a pattern settledTable does not know.
func settle(expr string) settled {
	p := derivePlan(expr)
	s := settled{pattern: expr}
	s.lits = string(appendLits(nil, p.lits))
	if p.lead != nil {
		s.lead = newLeadSet(p.lead)
		s.maxLen = p.maxLen
		return s
	}
	if p.start != nil {
		s.start = newLeadSet(p.start)
	}
	return s
}

// settledFor returns the pattern's search, from settledTable when it has
// the pattern (a binary search, by pattern).
func settledFor(expr string) settled {
	if s, ok := tableSettled(expr); ok {
		return s
	}
	return settle(expr)
}

// settledRec is settledTable's record of one pattern. The table is
// pointer-free, as are leadHeads, leadGroups and leadLits, and its strings are two
// constants, settledPatterns and settledText: static data in a few large
// symbols, which the linker keeps out of .data, so a hook process that
// classifies nothing does not page through it.
type settledRec struct {
	end         uint32 // the pattern is settledPatterns[the previous record's end:end]
	lead, start uint16 // 1 + the set's index in leadHeads; 0 for none
	maxLen      int32
	lits        [2]uint32 // settledText[lits[0]:lits[1]]
}

// settledRecord returns the index of expr's record in settledTable, or
// -1, from settledIndex (rx.HashIndex over the patterns, as a generated
// rx.Table files its expressions): a slot or two and one compare, where a
// binary search compared expr with nine others, each in another page of
// settledPatterns, which a hook process reads from the binary.
func settledRecord(expr string) int {
	return rx.FindIn(settledIndex[:], expr, tablePattern)
}

// tablePattern returns the pattern of settledTable's record i.
func tablePattern(i int) string {
	lo := uint32(0)
	if i > 0 {
		lo = settledTable[i-1].end
	}
	return settledPatterns[lo:settledTable[i].end]
}

// tableSet returns the generated lead set n (1 + its index in leadHeads;
// 0: none).
func tableSet(n uint16) leadSet {
	if n == 0 {
		return leadSet{}
	}
	return leadSet{head: &leadHeads[n-1]}
}

// tableSettled looks expr up in settledTable, which plans_gen.go lays out
// sorted by pattern. Its lead sets are static data, so a prompt builds
// none: building one for every pattern a prompt reaches was a twentieth of
// a short prompt's process.
func tableSettled(expr string) (settled, bool) {
	i := settledRecord(expr)
	if i < 0 {
		return settled{}, false
	}
	r := &settledTable[i]
	return settled{
		pattern: expr,
		lead:    tableSet(r.lead),
		maxLen:  int(r.maxLen),
		lits:    settledText[r.lits[0]:r.lits[1]],
		start:   tableSet(r.start),
	}, true
}
