package classify

import (
	"regexp"
	"slices"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// The hand-written boundary scanners find what their patterns find.
func TestBoundariesAsPatterns(t *testing.T) {
	texts := []string{bench.LongPrompt, "a. b.\t\nc.", "end.", "x!?;\n\ny。？z", "a , b — c – d - e -- f:g: h,\v", "\v.\v x \v-\v", "–—", " - ", "a .", ". .", "\xe2\x80"}
	for _, path := range []string{"testdata/devset/prompts.jsonl", "testdata/extra_prompts.jsonl"} {
		for _, l := range loadLabeled(t, path) {
			texts = append(texts, lower(l.Prompt))
		}
	}
	for _, s := range texts {
		checkBoundaries(t, s, sentenceOracle, clauseOracle)
	}
}

func checkBoundaries(t *testing.T, s string, sentence, clauseRE *regexp.Regexp) {
	t.Helper()
	if got, want := sentenceEnds(s), sentence.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("sentenceEnds(%q) = %v, want %v", s, got, want)
	}
	if got, want := clauseBoundaries(s), clauseRE.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("clauseBoundaries(%q) = %v, want %v", s, got, want)
	}
}

// FuzzBoundaries is TestBoundariesAsPatterns on arbitrary text.
func FuzzBoundaries(f *testing.F) {
	for _, s := range []string{"a. b.\t\nc.", "x!?;\n\ny。？z", "a , b — c – d - e -- f:g: h,\v", "\xe3\x80", "\xef\xbc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkBoundaries(t, s, sentenceOracle, clauseOracle)
	})
}
