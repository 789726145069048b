package classify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Words returns the prompt's distinct words of three letters or more (any
// length in Hangul, whose syllables carry a word's weight: "꺼 주세요"),
// lower case, in order, for matching the agent's report against what was
// asked. Pass a redacted prompt: the words are stored.
func Words(prompt string) []string {
	var out []string
	seen := map[string]bool{}
	// The fields one at a time: a 10 KB prompt's list of them was 150 KB of
	// fresh memory, most of this function's cost in a hook process.
	for w := range strings.FieldsFuncSeq(strings.ToLower(prompt), func(r rune) bool {
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

func startsHangul(w string) bool {
	for _, r := range w {
		return isHangul(r)
	}
	return false
}

// isHangul is unicode.Is(unicode.Hangul, r), at once for the runes below
// the script's first and for a syllable, most of a Korean text.
func isHangul(r rune) bool {
	return hangulSyllable(r) || r >= rune(unicode.Hangul.R16[0].Lo) && unicode.Is(unicode.Hangul, r)
}

// hangulSyllable reports a rune of the Hangul Syllables block, letters of
// the Hangul script all, none with a case.
func hangulSyllable(r rune) bool { return 0xAC00 <= r && r <= 0xD7A3 }
