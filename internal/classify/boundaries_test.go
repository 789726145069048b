package classify

import (
	"regexp"
	"slices"
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
