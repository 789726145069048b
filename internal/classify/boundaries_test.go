package classify

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// The hand-written boundary scanners find what their patterns find.
func TestBoundariesAsPatterns(t *testing.T) {
	texts := []string{bench.LongPrompt, "a. b.\t\nc.", "end.", "x!?;\n\ny。？z", "a , b — c – d - e -- f:g: h,\v", "\v.\v x \v-\v", "–—", " - ", "a .", ". .", "\xe2\x80", "a - b -- c - d", "a — b – c—d", "to github 😭 can you 🙏🙏 fix the 🐛", "\xf0\x9f"}
	for _, path := range []string{"testdata/devset/prompts.jsonl", "testdata/extra_prompts.jsonl"} {
		for _, l := range loadLabeled(t, path) {
			texts = append(texts, lower(l.Prompt))
		}
	}
	for _, s := range texts {
		checkBoundaries(t, s, sentenceOracle, clauseOracle)
		checkClauseBound(t, s)
	}
}

// checkClauseBound holds splitClauses to the bound its list is made to.
func checkClauseBound(t *testing.T, s string) {
	t.Helper()
	if n, bound := len(splitClauses(s)), clauseBound(s); n > bound {
		t.Errorf("splitClauses(%q) finds %d clauses, more than clauseBound's %d", s, n, bound)
	}
}

func checkBoundaries(t *testing.T, s string, sentence, clauseRE *regexp.Regexp) {
	t.Helper()
	if got, want := sentenceEnds(s), sentence.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, sameSpan) {
		t.Errorf("sentenceEnds(%q) = %v, want %v", s, got, want)
	}
	if got, want := clauseBoundaries(nil, s), clauseRE.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, sameSpan) {
		t.Errorf("clauseBoundaries(%q) = %v, want %v", s, got, want)
	}
}

func sameSpan(a [2]int, b []int) bool { return slices.Equal(a[:], b) }

// FuzzBoundaries is TestBoundariesAsPatterns on arbitrary text.
func FuzzBoundaries(f *testing.F) {
	for _, s := range []string{"a. b.\t\nc.", "x!?;\n\ny。？z", "a , b — c – d - e -- f:g: h,\v", "\xe3\x80", "\xef\xbc", "github 😭 can you", "\xf0\x9f\x98"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkBoundaries(t, s, sentenceOracle, clauseOracle)
		checkClauseBound(t, s)
	})
}

func TestQuoteSpans(t *testing.T) {
	for s, want := range map[string]string{
		`squash into one with the message "Billing v2: proration" and force push`: `"Billing v2: proration"`,
		`with the message 'Billing v2: usage-based pricing' and force push it`:    `'Billing v2: usage-based pricing'`,
		`don't push, the users' rows are fine`:                                    ``,
		`{"type":"task_assignment","description":"Remove all unused imports"}`:    ``,
		"a \"quote that never ends\non its line\"":                                ``,
	} {
		var got []string
		for _, sp := range quoteSpans(s) {
			got = append(got, s[sp[0]:sp[1]])
		}
		if g := strings.Join(got, "|"); g != want {
			t.Errorf("quoteSpans(%q) = %q, want %q", s, g, want)
		}
	}
}

// FuzzQuoteSpans: the spans lie in the text, in order, apart, each a
// quote's pair on one line.
func FuzzQuoteSpans(f *testing.F) {
	for _, s := range []string{`with the message "a: b" and push`, `it's 'x, y' ok`, `{"k":"v"}`, `"`, `' '`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for _, sp := range quoteSpans(s) {
			if sp[0] < prev || sp[1] <= sp[0]+1 || sp[1] > len(s) {
				t.Fatalf("quoteSpans(%q): span %v out of order or bounds", s, sp)
			}
			q := s[sp[0]]
			if q != '"' && q != '\'' || s[sp[1]-1] != q || strings.Contains(s[sp[0]:sp[1]], "\n") {
				t.Fatalf("quoteSpans(%q): span %q is no quote on one line", s, s[sp[0]:sp[1]])
			}
			prev = sp[1]
		}
	})
}
