package classify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ascii"
)

// Words returns the prompt's distinct words of three letters or more (any
// length in Hangul, whose syllables carry a word's weight: "꺼 주세요"),
// lower case, in order, for matching the agent's report against what was
// asked. Pass a redacted prompt: the words are stored.
func Words(prompt string) []string { return FirstWords(prompt, -1) }

// FirstWords returns the first n of Words(prompt), all of them when n is
// negative, and reads the prompt only as far as they go: a store that keeps
// the first n words of a 10 KB prompt need not read the rest.
func FirstWords(prompt string, n int) []string {
	var kept wordList
	for i := 0; i < len(prompt) && len(kept.words) != n; {
		w, h, next, ok := asciiWordAt(prompt, i)
		if ok {
			if len(w) >= 3 && len(w) <= 40 {
				kept.addHashed(w, h)
			}
			i = next
			continue
		}
		i = next // where the rune past ASCII is, or the word that holds it starts
		if i >= len(prompt) {
			break
		}
		lo, hi := nextWordSpan(prompt, i)
		i = hi
		w = prompt[lo:hi]
		if needsLower(w) {
			w = strings.ToLower(w) // the word as strings.ToLower(prompt) holds it
		}
		if w == "" || utf8.RuneCountInString(w) < 3 && !startsHangul(w) || len(w) > 40 {
			continue
		}
		kept.add(w)
	}
	return kept.words
}

// asciiWordAt reads the first word of s at or after i when it and the
// bytes before it are ASCII, most of a prompt, in one pass: it returns the
// word lowered (a copy only when it holds an upper-case letter), the
// FNV-1a hash of that, and where the word ends; ok is false for no word.
// When a byte past ASCII comes first, or within the word, next is where
// nextWordSpan must read from instead: that byte, or the word's start.
func asciiWordAt(s string, i int) (w string, h uint32, next int, ok bool) {
	for i < len(s) && s[i] < utf8.RuneSelf && !ascii.IsWord(s[i]) {
		i++
	}
	if i == len(s) || s[i] >= utf8.RuneSelf {
		return "", 0, i, false
	}
	h = fnvOffset
	upper := false
	j := i
	for ; j < len(s); j++ {
		c := s[j]
		if c >= utf8.RuneSelf {
			return "", 0, i, false // "café", "db에서": one word with what follows
		}
		if !ascii.IsWord(c) {
			break
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
			upper = true
		}
		h ^= uint32(c)
		h *= fnvPrime
	}
	w = s[i:j]
	if upper {
		w = ascii.Lower(w)
	}
	return w, h, j, true
}

// nextWordSpan returns where the first word of s at or after i lies, s[lo:hi]:
// a run of letters, digits and underscores once lowered (a field of
// strings.FieldsFunc over strings.ToLower(s), in s's own bytes); lo == hi ==
// len(s) when there is none. ASCII, most of a prompt, is read a byte at a
// time.
func nextWordSpan(s string, i int) (lo, hi int) {
	lo = -1
	for i < len(s) {
		// ASCII in line: wordRuneAt is a call a byte.
		in, size := false, 1
		if c := s[i]; c < utf8.RuneSelf {
			in = ascii.IsWord(c)
		} else {
			in, size = wordRuneAt(s, i)
		}
		if in && lo < 0 {
			lo = i
		} else if !in && lo >= 0 {
			return lo, i
		}
		i += size
	}
	if lo < 0 {
		lo = len(s)
	}
	return lo, len(s)
}

// wordRuneAt reports whether the rune at i is a letter, digit or
// underscore once lowered, and its size.
func wordRuneAt(s string, i int) (bool, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return ascii.IsWord(c), 1
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	r = unicode.ToLower(r)
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_', size
}

// needsLower reports whether strings.ToLower would change w: it holds an
// upper-case ASCII letter or any other byte than ASCII.
func needsLower(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return true
		}
	}
	return false
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
