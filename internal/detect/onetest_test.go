package detect

import (
	"slices"
	"strings"
	"testing"
)

func TestNamesOneTest(t *testing.T) {
	tests := []struct {
		message, phrase string
		want            bool
	}{
		{"Found it. `push_pop_basic` uses 8, already a power of two, which is why it still passes.", "is why it still passes", true},
		{"`TestParse` passes; the other failure is the flaky network test.", "passes", true},
		{"`tests/test_api.py::test_login` passes now.", "passes now", true},
		// The suite, a runner, a command or a quantifier: more than one test.
		{"All tests pass.", "All tests pass", false},
		{"`pytest` passes.", "passes", false},
		{"`go test ./...` passes.", "passes", false},
		{"`TestParse` and the rest of the tests pass.", "pass", false},
		{"`TestParse` and `TestLex` pass.", "pass", false},
		// The phrase in another sentence than the name.
		{"`TestParse` was flaky. It passes.", "It passes", false},
	}
	for _, tt := range tests {
		if got := NamesOneTest(tt.message, tt.phrase); got != tt.want {
			t.Errorf("NamesOneTest(%q, %q) = %v, want %v", tt.message, tt.phrase, got, tt.want)
		}
	}
}

// FuzzNamesOneTest: any message and phrase are read without a panic; an
// empty phrase names nothing, and a message without a code span names no
// test.
func FuzzNamesOneTest(f *testing.F) {
	f.Add("Found it. `push_pop_basic` uses 8, which is why it still passes.", "is why it still passes")
	f.Add("`TestParse` and `TestLex` pass.", "pass")
	f.Add("`a`b` passes `", "`")
	f.Fuzz(func(t *testing.T, message, phrase string) {
		got := NamesOneTest(message, phrase)
		if got && (phrase == "" || !strings.Contains(message, "`")) {
			t.Errorf("NamesOneTest(%q, %q) = true", message, phrase)
		}
	})
}

func TestTestsNamed(t *testing.T) {
	for _, tc := range []struct {
		message, phrase string
		want            []string
	}{
		{"Fixed it. `TestWebhookReplay` passes.", "`TestWebhookReplay` passes", []string{"TestWebhookReplay"}},
		{"All three pass, `test_refund_partial` and `tests/test_api.py::test_login` included.", "pass", []string{"test_refund_partial", "tests/test_api.py::test_login"}},
		{"The suite passes; `TestWebhookReplay` was skipped (no secret).", "passes", nil},
		{"`go test ./...` passes.", "passes", nil},
		{"Tests pass.\n\n`TestReplay` covers the new branch.", "Tests pass", nil},
	} {
		if got := TestsNamed(tc.message, tc.phrase); !slices.Equal(got, tc.want) {
			t.Errorf("TestsNamed(%q) = %q, want %q", tc.message, got, tc.want)
		}
	}
}
