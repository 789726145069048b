package detect

import (
	"strings"
	"testing"
)

// FuzzLower holds lower, which lower-cases a masked text byte by byte, to
// strings.ToLower.
func FuzzLower(f *testing.F) {
	for _, s := range []string{
		"", "abc", "Fixed The BUG", "Ran \uE000 and \uE1FF OK", "\uE100 QUOTE", "Ünïcode TEXT",
		"ends in \xee\x80", "bad \xee\x88\x80 Range", "\xee\x80\x7f", "İstanbul", "테스트 PASS \uE001",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := lower(s), strings.ToLower(s); got != want {
			t.Errorf("lower(%q) = %q, want %q", s, got, want)
		}
	})
}
