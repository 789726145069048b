package detect

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// readsByRunes is Reads as it was before it counted ASCII letters byte by
// byte: every rune of every sentence decoded.
func readsByRunes(text string) bool {
	var read, other, latinWords, english int
	for _, u := range segment(text) {
		if !prose(u) {
			continue
		}
		for _, r := range u.masked {
			switch {
			case r < utf8.RuneSelf:
				if 'a' <= r|0x20 && r|0x20 <= 'z' {
					read++
				}
			case !unicode.IsLetter(r):
			case unicode.Is(unicode.Hangul, r):
				read++
			case unicode.Is(unicode.Latin, r):
				read++
			default:
				other++
			}
		}
		if u.korean {
			continue
		}
		for _, w := range u.ws {
			ok := w != ""
			for _, r := range w {
				if r < utf8.RuneSelf && !('a' <= r|0x20 && r|0x20 <= 'z') && r != '\'' && r != '-' || r >= utf8.RuneSelf && !unicode.Is(unicode.Latin, r) && r != '’' {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			latinWords++
			if englishFunctionWords(w) {
				english++
			}
		}
	}
	if other > read {
		return false
	}
	return latinWords < 12 || english*100 >= latinWords*6
}

// FuzzReads holds Reads to the reading that decoded every rune.
func FuzzReads(f *testing.F) {
	for _, s := range []string{
		"Fixed the bug and the tests pass.", "Se corrigió el error y las pruebas pasan con éxito en la rama.",
		"テストはすべて通りました。", "수정했습니다. tests pass", "Ünïcode wörds’ here", "\xff\xfe bad bytes",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if got, want := Reads(text), readsByRunes(text); got != want {
			t.Fatalf("Reads(%q) = %v, want %v", text, got, want)
		}
	})
}
