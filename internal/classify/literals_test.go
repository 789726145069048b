package classify

import (
	"path/filepath"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

func TestLitsAfterLead(t *testing.T) {
	for _, c := range []struct {
		expr string
		want []string // nil: none
	}{
		// The literal after the lead; the comma, where the lead is read,
		// is not looked for twice.
		{`,\s*\S+(?:\s+\S+)?,?\s+\S+\s*까지`, []string{"까지"}},
		{`,\s+(?:an?\s+)?[a-z]+,?\s+and\s+[a-z]+`, []string{"and"}},
		// Of several parts the one with the fewest literals, then the
		// longest; a zero-width start is not the lead's part.
		{`\bleave\s+(?:the\s+)?(?:tests?|builds?)\s+(?:to|for)\s+me\b`, []string{"me"}},
		{`\b(?:deploy|ship)\s+(?:it\s+)?to\s+prod`, []string{"prod"}},
		// Each branch of an alternation gives its own; the union is kept.
		{`\bgit\s+push\b|\bnpm\s+publish\b`, []string{"push", "publish"}},
		// A group that repeats a literal at least once requires it.
		{`\bx(?:ab)+`, []string{"ab"}},

		// Nothing after the lead holds a literal.
		{`\b(?:and|then|&|plus)\s+(?:then\s+|also\s+)*([a-z][a-z-]*)`, nil},
		{`\bpush\b`, nil},
		// A branch with none: the alternation has none.
		{`\bgit\s+push\b|\bdeploy\b`, nil},
		// A literal that may be absent: optional, or repeated from zero.
		{`\bfoo(?:\s+bar)?`, nil},
		{`\bfoo(?:\s+bar)*`, nil},
		// Case-folded literals are not compared as written.
		{`\bfoo\s+(?i:bar)`, nil},
		// Too many to look for one by one.
		{`\bfoo\s+(?:aa|bb|cc|dd|ee|ff|gg)`, nil},
		// One byte is not worth a search of its own.
		{`\bfoo\s*;`, nil},
	} {
		tree, err := syntax.Parse(c.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		got := litsAfterLead(tree)
		slices.Sort(got)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("litsAfterLead(%s) = %q, want %q", c.expr, got, want)
		}
	}
}

// Every match of a lead pattern with lits holds one of them: checked on the
// labelled prompts, for the plans the table gives, against regexp's matches.
func TestLitsAfterLeadHoldInMatches(t *testing.T) {
	texts := []string{bench.LongPrompt, bench.ProsePrompt}
	files, _ := filepath.Glob("testdata/*prompts.jsonl")
	files = append(files, "testdata/devset/prompts.jsonl", "testdata/waivers.jsonl", "testdata/cuts.jsonl")
	for _, f := range files {
		for _, l := range loadLabeled(t, f) {
			texts = append(texts, l.Prompt)
		}
	}
	for i := range texts {
		texts[i] = lower(texts[i])
	}
	checked, matches := 0, 0
	for _, p := range patterns(t) {
		s := settledFor(p.expr)
		if s.lead.head == nil || s.lits == "" {
			continue
		}
		checked++
		lits := litList(s.lits)
		re := regexp.MustCompile(p.expr)
		for _, text := range texts {
			for _, m := range re.FindAllStringIndex(text, -1) {
				matches++
				if !slices.ContainsFunc(lits, func(l string) bool { return strings.Contains(text[m[0]:m[1]], l) }) {
					t.Errorf("%s: the match %q holds none of %q", p.expr, text[m[0]:m[1]], lits)
				}
			}
		}
	}
	if checked < 20 || matches < 100 {
		t.Errorf("only %d patterns with lits and %d matches checked", checked, matches)
	}
	t.Logf("%d patterns with lits after the lead, %d matches", checked, matches)
}

// nearestPlain is afterScan.nearest by brute force.
func nearestPlain(s string, lits []string, p int) int {
	best := -1
	for _, l := range lits {
		if j := strings.Index(s[p:], l); j >= 0 && (best < 0 || p+j < best) {
			best = p + j
		}
	}
	return best
}

func FuzzAfterScan(f *testing.F) {
	f.Add("the tests are up to me, and the build too", "me\x00to", uint8(3))
	f.Add("까지 a, b, c 까지", "까지", uint8(1))
	f.Add("aaaa", "aa", uint8(0))
	f.Fuzz(func(t *testing.T, s, litsText string, step uint8) {
		var lits []string
		for _, l := range strings.Split(litsText, "\x00") {
			if l != "" && len(lits) < maxAfterLits {
				lits = append(lits, l)
			}
		}
		// The text as it is, long enough for an index, and a part of that
		// served from its index.
		long := repeatTo(2*indexMin, s+"\n")
		for _, text := range []string{s, long, long[len(long)/3 : 2*len(long)/3]} {
			a := afterScan{s: text, lits: string(appendLits(nil, lits))}
			for p := 0; p <= len(text); p += int(step%7) + 1 {
				want := nearestPlain(text, lits, p)
				if len(lits) == 0 {
					want = p
				}
				if got := a.nearest(p); got != want {
					t.Fatalf("nearest(%d) in %.80q for %q = %d, want %d", p, text, lits, got, want)
				}
			}
		}
	})
}
