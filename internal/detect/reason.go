package detect

import (
	"strings"
	"unicode/utf8"
)

const reasonQuoteMax = 80

// quoteShort quotes a phrase for a reason, cut to about 80 characters on a
// rune boundary.
func quoteShort(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return `"` + truncate(s, reasonQuoteMax) + `"`
}

// truncate shortens s to max runes, ending in "…" when cut.
func truncate(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	rs := []rune(s)
	return strings.TrimSpace(string(rs[:max-1])) + "…"
}
