package classify

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// identifierAuth finds authentication code named in a camelCase or
// snake_case identifier ("AuthService", "require_login"), which lowercasing
// and word boundaries would otherwise hide. orig is the prompt before
// lowercasing; a match inside a negated span of work does not count.
//
// An identifier is found from its auth word, which is a lead literal, and
// read back from there to where it starts: a pattern that began with the
// identifier's first letter would have to be tried at every word.
func identifierAuth(orig, work string) string {
	var spans [][]int
	for _, m := range authCamel.FindAllStringIndex(orig, -1) {
		if start := camelStart(orig, m[0]); start >= 0 {
			spans = append(spans, []int{start, m[1]})
		}
	}
	for _, m := range authSnakeTail.FindAllStringIndex(orig, -1) {
		if start := snakeStart(orig, m[0]); start >= 0 {
			spans = append(spans, []int{start, m[1]})
		}
	}
	spans = append(spans, authSnakeHead.FindAllStringIndex(orig, -1)...)
	slices.SortFunc(spans, func(a, b []int) int { return a[0] - b[0] })
	for _, m := range spans {
		if m[1] <= len(work) && strings.TrimSpace(work[m[0]:m[1]]) != "" && !strings.Contains(work[m[0]:m[1]], "  ") {
			return orig[m[0]:m[1]]
		}
	}
	return ""
}

// camelStart returns where the identifier holding a capitalised auth word at
// i starts: the word itself after a non-word character, or the letters and
// digits before it after a lower-case letter, digit or underscore
// ("userAuthToken", "get_Auth"); -1 after a capital ("XAuth" is not one).
func camelStart(s string, i int) int {
	if i == 0 || !ascii.IsWord(s[i-1]) {
		return i
	}
	if c := s[i-1]; !(c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z') {
		return -1
	}
	j := i - 1
	for j > 0 && i-j < maxReadBack && isAlnumByte(s[j-1]) {
		j--
	}
	return j
}

// maxReadBack bounds how far a match is read back from its literal, so
// that a pathological run of identifier characters stays linear.
const maxReadBack = 128

// snakeStart returns where a snake_case identifier ending in "_auth" (the
// underscore at i) starts: a run of lower-case letters and digits at a word
// boundary, or -1.
func snakeStart(s string, i int) int {
	j := i
	for j > 0 && i-j < maxReadBack && ('0' <= s[j-1] && s[j-1] <= '9' || 'a' <= s[j-1] && s[j-1] <= 'z') {
		j--
	}
	if j == i || j > 0 && ascii.IsWord(s[j-1]) {
		return -1
	}
	return j
}

func isAlnumByte(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

var (
	authCamel     = &lre{expr: `(?:Auth|OAuth|Login|Password|Passwd|Credentials?|Secret)(?:[A-Z_][A-Za-z0-9_]*)?\b`}
	authSnakeTail = &lre{expr: `_(?:auth|login|password|credentials?|secret)s?\b`}
	authSnakeHead = &lre{expr: `\b(?:auth|login|password|credentials?|secret)_[a-z0-9_]+\b`}
)
