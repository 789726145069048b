package detect

import (
	"unicode"
	"unicode/utf8"
)

// Reads reports whether text is written in a language the readers of this
// package read: English or Korean. The gate's text rules stay silent on a
// message in any other language (Japanese, Chinese, Russian, Spanish, …),
// where the evidence rules decide alone: a word list that matches nothing
// would read every such message as saying nothing, and a partial match
// (an English command name in a Japanese sentence) as saying something it
// does not. Code spans, fences and quotes are not the agent's language and
// are left out; a message with no prose at all is read.
func Reads(text string) bool {
	var read, other, latinWords, english int
	units := segment(text)
	for k := range units {
		u := &units[k]
		if !prose(*u) {
			continue
		}
		s := u.masked
		for i := 0; i < len(s); {
			if c := s[i]; c < utf8.RuneSelf {
				// An ASCII letter is Latin; the tables below are searched
				// for every other rune, a tenth of a Stop's reading.
				if 'a' <= c|0x20 && c|0x20 <= 'z' {
					read++
				}
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(s[i:])
			i += n
			switch {
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
			if !latinWord(w) {
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
	// Latin letters alone do not make English: a Spanish or German report
	// has few of the words every English sentence leans on.
	return latinWords < 12 || english*100 >= latinWords*6
}

// latinWord reports a word of Latin letters (with apostrophes and hyphens).
func latinWord(w string) bool {
	for i := 0; i < len(w); {
		if c := w[i]; c < utf8.RuneSelf {
			if !('a' <= c|0x20 && c|0x20 <= 'z') && c != '\'' && c != '-' {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(w[i:])
		if !unicode.Is(unicode.Latin, r) && r != '’' {
			return false
		}
		i += n
	}
	return w != ""
}

// englishFunctionWords are words an English sentence can hardly do without
// and that other Latin-script languages do not share.
func englishFunctionWords(s string) bool {
	switch s {
	case "the", "and", "to", "is", "of", "it", "for", "with",
		"this", "that", "are", "be", "on", "i'll", "have", "has",
		"you", "not", "now", "all", "by", "from", "at", "as",
		"which", "we", "can", "should", "there", "it's", "i've", "here",
		"what",
		// A terse report ("Nothing else referenced the old name, so no
		// alias was needed.") leans on these instead.
		"but", "only", "into", "were", "been", "than", "then", "just", "nothing", "anything", "everything",
		"else", "because", "without", "these", "those", "they", "their", "its", "our", "your", "would",
		"could", "does", "did", "after", "before", "when", "where", "why", "how", "who", "if", "or",
		"up", "out", "each", "every", "both", "any", "some", "other":
		return true
	}
	return false
}
