package classify

import (
	"regexp"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// The identifiers found from their auth word are those the single pattern
// that began at the identifier's first letter found.
func TestIdentifierAuthAsOnePattern(t *testing.T) {
	whole := regexp.MustCompile(`(?:[A-Za-z0-9]*[a-z0-9_]|\b)(?:Auth|OAuth|Login|Password|Passwd|Credentials?|Secret)(?:[A-Z_][A-Za-z0-9_]*)?\b|\b[a-z0-9]+_(?:auth|login|password|credentials?|secret)s?\b|\b(?:auth|login|password|credentials?|secret)_[a-z0-9_]+\b`)
	old := func(orig, work string) string {
		for _, m := range whole.FindAllStringIndex(orig, -1) {
			if m[1] <= len(work) && strings.TrimSpace(work[m[0]:m[1]]) != "" && !strings.Contains(work[m[0]:m[1]], "  ") {
				return orig[m[0]:m[1]]
			}
		}
		return ""
	}
	texts := []string{bench.LongPrompt, "fix userAuthToken", "get_Auth() and XAuth", "require_login, login_required, a_b_login", "OAuthClient", "AuthService", "x_Auth_y", "2fa_secret vs _secret"}
	for _, path := range []string{"testdata/devset/prompts.jsonl", "testdata/extra_prompts.jsonl"} {
		for _, l := range loadLabeled(t, path) {
			texts = append(texts, l.Prompt)
		}
	}
	for _, orig := range texts {
		work := maskNegations(neutralize(blankFences(lower(orig))))
		if got, want := identifierAuth(orig, work), old(orig, work); got != want {
			t.Errorf("identifierAuth(%q) = %q, want %q", orig, got, want)
		}
	}
}
