package gate

import "testing"

func TestHasConjunction(t *testing.T) {
	for gap, want := range map[string]bool{
		" and the full run (": true,
		"고, 기존 ":              true,
		"(200) 확인하고 ":         true,
		" 적용한 뒤 ":             true,
		"(200) 확인하고 있는 ":      false, // the progressive: one clause
		" 기준으로 ":              false,
		" with the vendored ": false,
	} {
		if got := hasConjunction(gap); got != want {
			t.Errorf("hasConjunction(%q) = %v, want %v", gap, got, want)
		}
	}
}
