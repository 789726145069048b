package classify

import (
	"regexp"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// listOfParts finds a list wherever the single pattern that began at the
// list's first word did.
func TestListOfPartsAsOnePattern(t *testing.T) {
	whole := regexp.MustCompile(`\b[a-z]+(?:\s+[a-z]+)?,\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?,?\s+and\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\b|\S+,\s*\S+(?:\s+\S+)?,?\s+\S+\s*까지`)
	texts := []string{bench.LongPrompt, "fix the parser, the printer and the tests", "x1a, b and c", "API, 화면, 테스트까지", " , 화면 테스트까지", "a,b c까지"}
	for _, path := range []string{"testdata/devset/prompts.jsonl", "testdata/extra_prompts.jsonl"} {
		for _, l := range loadLabeled(t, path) {
			texts = append(texts, l.Prompt)
		}
	}
	for _, text := range texts {
		work := maskNegations(neutralize(blankFences(lower(text))))
		got, want := listOfParts(work), whole.FindStringIndex(work)
		if (got == nil) != (want == nil) {
			t.Errorf("listOfParts(%q) = %v, the whole pattern %v", work, got, want)
		}
	}
}
