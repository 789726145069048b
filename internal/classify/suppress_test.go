package classify

import (
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/ascii"
)

func TestSuppressions(t *testing.T) {
	tests := []struct {
		prompt string
		want   []string
	}{
		{"add a comment into the code to ignore that lint error", []string{"lint error"}},
		{"just disable the flaky upload test for now", []string{"flaky upload test"}},
		{"add a nolint:errcheck there", []string{"nolint:errcheck"}},
		{"fix the lint errors, don't ignore them", nil},
		{"don't skip the tests", nil},
		{"why does the linter ignore generated files?", nil},
	}
	for _, tt := range tests {
		if got := Suppressions(tt.prompt); !slices.Equal(got, tt.want) {
			t.Errorf("Suppressions(%q) = %q, want %q", tt.prompt, got, tt.want)
		}
	}
}

// Suppressions reads an ASCII prompt from the lowered copy the other
// readers share: what it finds must be what it finds in the prompt as
// strings.ToLower lowers it.
func FuzzSuppressionsLowered(f *testing.F) {
	for _, s := range []string{
		"add a comment to ignore that lint error",
		"IGNORE THE ÉCHECS lint warnings",
		"s\u212Aip the tests", // strings.ToLower makes the Kelvin sign a "k"; lower keeps it
		"DİSABLE the flaky test",
		"don't SKIP the tests; Disable the Ωmega checks",
		"add a NOLINT:errcheck there",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, prompt string) {
		low := ascii.ToLower(prompt)
		var want []string
		for _, m := range suppressRequest.FindAllStringSubmatch(low, -1) {
			obj := strings.TrimSpace(m[1] + m[2])
			if obj != "" && !negatedAt(low, strings.Index(low, m[0])) {
				want = append(want, obj)
			}
		}
		if got := Suppressions(prompt); !slices.Equal(got, want) {
			t.Errorf("Suppressions(%q) = %q, want %q", prompt, got, want)
		}
	})
}
