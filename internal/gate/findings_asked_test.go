package gate

import (
	"strings"
	"testing"
)

func TestFindingsAsked(t *testing.T) {
	for prompt, want := range map[string]bool{
		"fix all the eslint warnings in src":              true,
		"please clean up the clippy warnings":             true,
		"mix credo --strict 경고 전부 정리해 주세요":                true,
		"ruff 경고 고쳐 주세요":                                  true,
		"lint seems fine; let's add some warnings for it": false,
		"silence the mypy warnings in the generated code": false,
		"fix the flaky pytest test":                       false,
		"add a warning when the config is missing":        false,
	} {
		if got := findingsAsked(strings.Fields(prompt)); got != want {
			t.Errorf("findingsAsked(%q) = %v, want %v", prompt, got, want)
		}
	}
}
