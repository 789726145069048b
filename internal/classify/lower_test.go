package classify

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// lowerPlain is lower as it was, rune by rune through unicode.ToLower.
func lowerPlain(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			b = append(b, s[i])
			i++
			continue
		}
		l := unicode.ToLower(r)
		if utf8.RuneLen(l) != size {
			l = r
		}
		b = utf8.AppendRune(b, l)
		i += size
	}
	return string(b)
}

func FuzzLower(f *testing.F) {
	for _, s := range []string{"Hello WORLD", "ÀÉÎ ß İ K Ω", "운영 DB", "\xff\xfeA", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := lower(s), lowerPlain(s); got != want {
			t.Errorf("lower(%q) = %q, want %q", s, got, want)
		}
	})
}

// lower copies the Hangul syllables as they are: none has a case.
func TestHangulSyllablesHaveNoCase(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if hangulSyllable(r) && (!unicode.Is(unicode.Hangul, r) || unicode.ToLower(r) != r) {
			t.Fatalf("%U: Hangul %v, lower case %U", r, unicode.Is(unicode.Hangul, r), unicode.ToLower(r))
		}
	}
	if s := "운영 DB를 Prod로"; lower(s) != lowerPlain(s) {
		t.Errorf("lower(%q) = %q, want %q", s, lower(s), lowerPlain(s))
	}
}

// FuzzLowered holds lowered, which gives the last text lowered again for a
// text at its start, to lower: a prefix that ends inside a rune (whose
// lowered bytes may differ from its own) is lowered afresh.
func FuzzLowered(f *testing.F) {
	for _, s := range []string{"Hello WORLD", "ΣΑΣ Δ", "ÀÉÎ ß İ K Ω", "운영 DB", "\xff\xfeA", ""} {
		f.Add(s, 3)
	}
	f.Add("Σ", 1) // 'σ' starts with another byte than 'Σ'
	f.Fuzz(func(t *testing.T, s string, n int) {
		if got, want := lowered(s), lower(s); got != want {
			t.Fatalf("lowered(%q) = %q, want %q", s, got, want)
		}
		n = max(n, 0) % (len(s) + 1)
		if got, want := lowered(s[:n]), lower(s[:n]); got != want {
			t.Errorf("lowered(%q[:%d]) = %q, want %q", s, n, got, want)
		}
		low := lowered(s)
		if got, want := blanked(low), blankMaterial(low); got != want {
			t.Errorf("blanked(%q) = %q, want %q", low, got, want)
		}
	})
}
