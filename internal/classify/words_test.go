package classify

import (
	"fmt"
	"testing"
)

func TestWords(t *testing.T) {
	for prompt, want := range map[string]string{
		"Make the importer skip rows with an empty SKU.": "[make the importer skip rows with empty sku]",
		"Turn it off, it's noisy; turn it OFF.":          "[turn off noisy]",
		"scripts 폴더에서는 no-console 규칙 꺼 주세요.":             "[scripts 폴더에서는 console 규칙 꺼 주세요]",
		"": "[]",
	} {
		if got := fmt.Sprint(Words(prompt)); got != want {
			t.Errorf("Words(%q) = %s, want %s", prompt, got, want)
		}
	}
}
