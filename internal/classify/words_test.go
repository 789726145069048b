package classify

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/bench"
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

// wordsOfFields is Words as first written: the fields of the lowered
// prompt.
func wordsOfFields(prompt string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(prompt), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	}) {
		if utf8.RuneCountInString(w) < 3 && !startsHangul(w) || len(w) > 40 || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}

// FuzzFirstWords holds FirstWords, which reads a word at a time from the
// prompt as it is, to the fields of the lowered prompt, whole and cut.
func FuzzFirstWords(f *testing.F) {
	for _, s := range []string{"Make the importer skip rows with an empty SKU.", "scripts 폴더에서는 no-console 규칙 꺼 주세요.",
		"İSTANBUL \u212aELVIN ǅemal ΣΑΣ \xff\xfeABC x_y_z Ⅷ ⓐⒷ", bench.LongPrompt, bench.ProsePrompt} {
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		want := wordsOfFields(s)
		if got := FirstWords(s, -1); !slices.Equal(got, want) {
			t.Fatalf("FirstWords(%q, -1) = %q, the fields say %q", s, got, want)
		}
		n = max(n%(2*wordTableMax), 0)
		if got := FirstWords(s, n); !slices.Equal(got, want[:min(n, len(want))]) {
			t.Errorf("FirstWords(%q, %d) = %q, want the first %d of %q", s, n, got, n, want)
		}
	})
}
