package classify

import (
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// maskNegationsByPrefix is maskNegations as it was first written, searching
// again from each negator: quadratic in the number of negators, and the
// reference for the one-pass version.
func maskNegationsByPrefix(s string) string {
	b := []byte(s)
	for _, m := range enNegation.FindAllStringIndex(s, -1) {
		if sqlNotNull(s, m) {
			continue
		}
		end := len(s)
		if bm := negBoundary.FindStringIndex(s[m[1]:]); bm != nil {
			end = m[1] + bm[0]
		}
		blank(b, m[0], end, ' ')
	}
	for _, m := range koNegation.FindAllStringIndex(s, -1) {
		start := 0
		for _, bm := range koBoundary.FindAllStringIndex(s[:m[0]], -1) {
			start = bm[1]
		}
		blank(b, start, m[1], ' ')
	}
	s = string(b)
	for _, m := range koInsteadOf.FindAllStringSubmatchIndex(s, -1) {
		blank(b, m[2], m[1], ' ')
	}
	return string(b)
}

func checkNegations(t *testing.T, s string) {
	t.Helper()
	if got, want := maskNegations(s), maskNegationsByPrefix(s); got != want {
		t.Errorf("maskNegations(%q) =\n%q, want\n%q", s, got, want)
	}
}

func TestMaskNegationsInOnePass(t *testing.T) {
	texts := []string{
		lower(bench.LongPrompt),
		strings.Repeat("don't push ", 50) + ", then fix it",
		"don't push, don't deploy. never drop it but do not run it",
		"add a column (default 0, not null) and run the migration on prod, not on staging",
		"푸시하지 말고 테스트하고 배포하지 마세요, 빌드는 하지 않게 해줘",
		strings.Repeat("운영 건드리지 말고 ", 30),
	}
	for _, path := range []string{"testdata/devset/prompts.jsonl", "testdata/extra_prompts.jsonl"} {
		for _, l := range loadLabeled(t, path) {
			texts = append(texts, lower(l.Prompt))
		}
	}
	for _, s := range texts {
		checkNegations(t, s)
	}
}
