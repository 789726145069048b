package classify

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// oracles are the patterns compiled as written, searched the ordinary way.
var (
	oracleOnce sync.Once
	oracles    map[*lre]*regexp.Regexp
)

func oracle(t *testing.T, p *lre) *regexp.Regexp {
	oracleOnce.Do(func() {
		oracles = map[*lre]*regexp.Regexp{}
		for _, q := range patterns(t) {
			oracles[q] = regexp.MustCompile(q.expr)
		}
	})
	return oracles[p]
}

// checkSearches fails if a pattern's faster search (lead literals tried
// anchored, or a literal prefilter) gives any answer other than the plain
// search of the same pattern: they may only save time.
func checkSearches(t *testing.T, s string) {
	t.Helper()
	for _, p := range patterns(t) {
		re := oracle(t, p)
		if got, want := p.MatchString(s), re.MatchString(s); got != want {
			t.Errorf("%s: MatchString(%q) = %v, want %v", p.expr, s, got, want)
		}
		if got, want := p.FindStringIndex(s), re.FindStringIndex(s); !slices.Equal(got, want) {
			t.Errorf("%s: FindStringIndex(%q) = %v, want %v", p.expr, s, got, want)
		}
		got, want := p.FindAllStringSubmatchIndex(s, -1), re.FindAllStringSubmatchIndex(s, -1)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%s: FindAllStringSubmatchIndex(%q) = %v, want %v", p.expr, s, got, want)
		}
		if got, want := p.FindAllStringIndex(s, 2), re.FindAllStringIndex(s, 2); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%s: FindAllStringIndex(%q, 2) = %v, want %v", p.expr, s, got, want)
		}
	}
}

func TestFastSearchesAgree(t *testing.T) {
	texts := []string{"", "x", bench.LongPrompt, lower(bench.LongPrompt), "\xff\xfe 운영 \x00 push", "push", ".env", "a .env", "x.env"}
	for _, path := range []string{"testdata/devset/prompts.jsonl", "testdata/extra_prompts.jsonl"} {
		for _, l := range loadLabeled(t, path) {
			texts = append(texts, lower(l.Prompt), l.Prompt)
		}
	}
	for _, s := range texts {
		checkSearches(t, s)
	}
	lead := 0
	for _, p := range patterns(t) {
		if p.state().lead.head != nil {
			lead++
		}
	}
	t.Logf("%d of %d patterns are searched from their lead literals", lead, len(patterns(t)))
}

// TestLeadSetAsBuilt holds newLeadSet, which counts its groups first and
// encodes each group's literals into one string, to the plain construction
// it replaced (resolved, viewLeadSet).
func TestLeadSetAsBuilt(t *testing.T) {
	plain := func(lits []string) *leadView {
		ls := &leadView{}
		for _, l := range lits {
			t := literalText(l)
			c := t[0]
			if len(t) > 1 {
				ls.pairs.add(c, t[1])
				ls.more.add(t)
			}
			if ls.first[c] == 0 {
				ls.groups = append(ls.groups, groupView{all: true})
				ls.first[c] = uint8(len(ls.groups))
			}
			g := &ls.groups[ls.first[c]-1]
			g.short = g.short || len(t) == 1
			ls.short = ls.short || len(t) == 1
			g.lits = append(g.lits, l)
			g.all = g.all && strings.HasPrefix(l, boundMark)
		}
		for c, n := range ls.first {
			if n != 0 && ls.groups[n-1].all {
				ls.bound.Add(byte(c))
			}
		}
		return ls
	}
	n := 0
	for _, p := range patterns(t) {
		plan := derivePlan(p.expr)
		for _, lits := range [][]string{plan.lead, plan.start} {
			if lits == nil {
				continue
			}
			n++
			if got, want := viewLeadSet(newLeadSet(lits)), plain(lits); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: newLeadSet(%q) differs from the plain construction", p.expr, lits)
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d lead sets checked", n)
	}
}
