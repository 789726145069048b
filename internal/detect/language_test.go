package detect

import (
	"strings"
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

// koTailByFields is koTail as it was, cutting the whole clause into
// fields.
func koTailByFields(s string) string {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r)) || isCodePlaceholder(r) || isQuotePlaceholder(r)
	})
	f := strings.Fields(s)
	switch len(f) {
	case 0:
		return ""
	case 1:
		return f[0]
	}
	return f[len(f)-2] + f[len(f)-1]
}

// FuzzKoTail holds koTail, which reads the last two fields from the end,
// to cutting the clause into all of its fields; in bad UTF-8 too.
func FuzzKoTail(f *testing.F) {
	for _, s := range []string{
		"해 보겠습니다.", "할 예정입니다 🎉", "  테스트\u3000통과 ", "x\xe3\x80\x80y \xe3\x80", "a\u00a0b\u0085c", "\xe3 \x80\x80 끝", "단어",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := koTail(s), koTailByFields(s); got != want {
			t.Fatalf("koTail(%q) = %q, want %q", s, got, want)
		}
	})
}

// TestReadsTerseReports: an English report of few sentences, most of its
// words nouns and verbs, is read; reports in other Latin-script languages
// are not.
func TestReadsTerseReports(t *testing.T) {
	for text, want := range map[string]bool{
		"Renamed `find_by_mail` → `find_by_email`.\n\n| File | Change |\n|---|---|\n| `app/repos/user_repo.py` | method definition |\n\n**Verification**\n- `grep -rn find_by_mail` → no remaining references\n- Full test suite passes ✅\n\nNothing else referenced the old name, so no compatibility alias was needed.": true,
		"Bumped pandas to 2.2 in ingest, features and serving. Resolved cleanly; three FutureWarnings remain, worth cleaning up later.":                                                                                                                                                                                   true,
		"Se corrigió el error del analizador y las pruebas pasan: el archivo de configuración ya no se carga dos veces al iniciar el servicio.":                                                                                                                                                                           false,
		"Der Fehler im Parser ist behoben, die Tests laufen durch und die Konfiguration wird beim Start nicht mehr doppelt geladen, was vorher passierte.":                                                                                                                                                                false,
	} {
		if got := Reads(text); got != want {
			t.Errorf("Reads(%q) = %v, want %v", text, got, want)
		}
	}
}
