package classify

import (
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/observe"
)

func TestTakesBackWaiver(t *testing.T) {
	for prompt, want := range map[string]bool{
		"Back on wifi. Scratch what I said about not running things: make sure the script actually works.": true,
		"Forget the no-tests thing, I have time now.":                                                      true,
		"You can run things now.":                                  true,
		"Make sure the importer really works on the March export.": true,
		"Don't run anything for now.":                              false,
		"Make sure it works the same way on Windows.":              false,
		"Drop the test fixtures we don't use.":                     false,
	} {
		if got := TakesBackWaiver(prompt); got != want {
			t.Errorf("TakesBackWaiver(%q) = %v, want %v", prompt, got, want)
		}
	}
}

func TestRequestsTests(t *testing.T) {
	tests := []struct {
		prompt string
		want   bool
	}{
		{"Upgrade the solution to .NET 8 and run the tests.", true},
		{"Make the reminder use the patient's zone and make sure the tests still pass.", true},
		{"Make sure the test suite is green before you hand it back.", true},
		{"## Verification\n1. Build the app\n2. Run `cargo test --features fuse` for unit tests", true},
		{"리팩터링하고 테스트도 돌려 주세요", true},
		{"PR 올리기 전에 테스트 한번 돌려 보고, 설명 초안을 써 주세요.", true},
		{"테스트 다시 돌려 봐 주세요", true},
		{"Actually I want to merge this today after all. Run the parser tests first and tell me if it's safe.", true},
		{"Then rerun the checkout specs.", true},
		{"Don't run the parser tests, they need the fixtures server.", false},
		{"Fix the rounding. Don't run the tests, I'll do it.", false},
		{"No need to run the tests, just change the constant.", false},
		{"Why does `go test ./...` fail on CI?", false},
		{"Add a --since flag to scripts/gen_changelog.py.", false},
		{"The tests are slow; can you explain why?", false},
	}
	for _, tt := range tests {
		if got := RequestsTests(tt.prompt); got != tt.want {
			t.Errorf("RequestsTests(%q) = %v, want %v", tt.prompt, got, tt.want)
		}
	}
}

// requestsTestsByLookup is RequestsTests as first written: each span
// looked up again in the lowered prompt, which finds its first mention.
func requestsTestsByLookup(prompt string) bool {
	low := lower(prompt)
	if m := testRequest.FindStringIndex(low); m != nil && !negatedAt(low, m[0]) {
		return true
	}
	var spans []string
	for s := prompt; ; {
		i := strings.IndexByte(s, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i+1:], '`')
		if j < 0 {
			break
		}
		if span := s[i+1 : i+1+j]; span != "" && !strings.Contains(span, "\n") {
			spans = append(spans, span)
		}
		s = s[i+1+j+1:]
	}
	for _, span := range spans {
		if len(span) > 200 || !runVerbBefore(low, strings.Index(low, lower(span))) {
			continue
		}
		for _, c := range observe.Checks(span) {
			if c.Kind == observe.Test {
				return true
			}
		}
	}
	return false
}

// FuzzRequestsTests holds RequestsTests, which reads each span where it
// lies, to the lookup it replaced.
func FuzzRequestsTests(f *testing.F) {
	for _, s := range []string{
		"Run `go test ./...` then `go vet`.",
		"Edit `a_test.go` and `b.go`; then run `a_test.go`",
		"with `pytest -q` and `PYTEST -Q`, and `K` `k`",
		"`x``y` `\n` ``",
		bench.LongPrompt,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := RequestsTests(s), requestsTestsByLookup(s); got != want {
			t.Errorf("RequestsTests(%q) = %v, the lookup says %v", s, got, want)
		}
	})
}
