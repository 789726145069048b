package classify

import (
	"slices"
	"testing"
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
