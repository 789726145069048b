package detect

import (
	"strings"
	"testing"
)

func TestErrorShown(t *testing.T) {
	smoke := []string{"smoke.sh staging"}
	for _, tt := range []struct {
		text  string
		names []string
		want  string
	}{
		{"`./scripts/smoke.sh staging` stops before sending any request:\n\n```\nsmoke: checking env\nsmoke: error: TOKEN is not set\n```", smoke, "smoke: error: TOKEN is not set"},
		{"`cargo test` 결과:\n\n```text\ntest result: FAILED. 13 passed; 1 failed\n```", []string{"cargo test"}, "test result: FAILED. 13 passed; 1 failed"},
		// The lead names another run.
		{"`npm test` earlier flagged the old import:\n\n```\nError: Cannot find module\n```", []string{"npm run"}, ""},
		// A block of code is no run's output.
		{"`smoke.sh staging` now checks the token:\n\n```bash\n[ -n \"$TOKEN\" ] || { echo 'error: TOKEN is not set'; exit 2; }\n```", smoke, ""},
		// A lead that does not lead into the block (no colon).
		{"I ran `smoke.sh staging`.\n\n```\nerror: TOKEN is not set\n```", smoke, ""},
		// Output with no error in it.
		{"`smoke.sh staging` printed:\n\n```\nsmoke: 12 checks passed\n```", smoke, ""},
	} {
		if got := ErrorShown(tt.text, tt.names); got != tt.want {
			t.Errorf("ErrorShown(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// FuzzErrorShown: any text is read without a panic, and a line it returns
// is a line of the text that tells an error.
func FuzzErrorShown(f *testing.F) {
	f.Add("`make e2e` stops:\n\n```\npsql: error: refused\n```", "make e2e")
	f.Add("```\nerror\n```", "")
	f.Add("x:\n~~~log\nFAIL\n~~~", "x")
	f.Fuzz(func(t *testing.T, text, name string) {
		got := ErrorShown(text, []string{strings.ToLower(name)})
		if got != "" && (!strings.Contains(text, got) || !errorLine(got)) {
			t.Errorf("ErrorShown(%q, %q) = %q", text, name, got)
		}
	})
}
