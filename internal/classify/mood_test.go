package classify

import "testing"

// hasHangulByRunes is hasHangul as the definition reads: some rune of s is
// a Hangul syllable.
func hasHangulByRunes(s string) bool {
	for _, r := range s {
		if r >= 0xAC00 && r <= 0xD7A3 {
			return true
		}
	}
	return false
}

var hangulCases = []struct {
	s    string
	want bool
}{
	{"", false},
	{"fix the parser", false},
	{"테스트 추가해 주세요", true},
	{"가", true},                     // U+AC00, the first syllable
	{"힣", true},                     // U+D7A3, the last
	{"\xea\xb0", false},             // invalid: a syllable's bytes cut short
	{"\xea\xb0x", false},            // the same, then ASCII
	{"ㄱ", false},                    // a jamo (U+3131), not a syllable
	{"\ud7b0", false},               // U+D7B0, Hangul Jamo Extended-B: lead byte 0xED, past the syllables
	{"ꀀ", false},                    // U+A000, Yi: lead byte 0xEA, before them
	{"日本語のテキスト", false},             // other scripts' three-byte runes
	{"\xff가", true},                 // an invalid byte before a syllable
	{"abc \xed\xa0\x80 def", false}, // an encoded surrogate: invalid, decoded as U+FFFD
}

func TestHasHangul(t *testing.T) {
	for _, c := range hangulCases {
		if got := hasHangul(c.s); got != c.want {
			t.Errorf("hasHangul(%q) = %v, want %v", c.s, got, c.want)
		}
		if got := hasHangulByRunes(c.s); got != c.want {
			t.Errorf("the definition says %v for %q; the case is wrong", got, c.s)
		}
	}
}

// FuzzHasHangul holds the byte scan to the definition on any bytes.
func FuzzHasHangul(f *testing.F) {
	for _, c := range hangulCases {
		f.Add(c.s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := hasHangul(s), hasHangulByRunes(s); got != want {
			t.Fatalf("hasHangul(%q) = %v, the definition %v", s, got, want)
		}
	})
}
