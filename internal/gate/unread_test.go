package gate

import (
	"slices"
	"testing"
)

func TestNamedRuns(t *testing.T) {
	tests := []struct {
		line, phrase string
		want         [][]string
	}{
		{"slugs keep hangul now. `lein test` passes.", "passes", [][]string{{"lein", "test"}}},
		{"lint is clean and `mage test` passed", "passed", [][]string{{"mage", "test"}}},
		{"mypy reports no issues", "mypy reports no issues", [][]string{{"mypy"}}},
		{"ran `raco test lib/`: all green", "all green", [][]string{{"raco", "test"}}},
		{"`make` passes", "passes", [][]string{{"make"}}},
		// A quote of one word that names no checker or runner is a test's
		// or a function's name.
		{"`parse_header` passes now", "passes", nil},
		{"the tests pass", "the tests pass", nil},
	}
	for _, tt := range tests {
		if got := namedRuns(tt.line, tt.phrase); !slices.EqualFunc(got, tt.want, slices.Equal) {
			t.Errorf("namedRuns(%q, %q) = %q, want %q", tt.line, tt.phrase, got, tt.want)
		}
	}
}
