package classify

import (
	"strings"
	"unicode/utf8"
)

// Sentence and clause boundaries are found by hand: they are single
// characters that occur every few words, and trying a pattern at each one
// cost more than the rest of splitting a long prompt. Each function returns
// exactly the matches, in order, of the pattern in its comment
// (TestBoundariesAsPatterns).

// sentenceEnds returns the spans of `[!?;\n。？]+|\.(?:\s+|$)` in s, where
// the bracket also holds the face emoji (see faceEmoji).
func sentenceEnds(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); {
		if !mayEndSentence[s[i]] {
			i++
			continue
		}
		if n := sentencePunct(s[i:]); n > 0 {
			j := i
			for n > 0 {
				j += n
				n = sentencePunct(s[j:])
			}
			out = append(out, [2]int{i, j})
			i = j
			continue
		}
		if s[i] == '.' {
			j := i + 1
			for j < len(s) && isRESpace(s[j]) {
				j++
			}
			if j > i+1 || j == len(s) {
				out = append(out, [2]int{i, j})
				i = j
				continue
			}
		}
		i++
	}
	return out
}

// sentencePunct returns the length of the sentence-ending character that
// starts s, or 0.
func sentencePunct(s string) int {
	if s == "" {
		return 0
	}
	switch s[0] {
	case '!', '?', ';', '\n':
		return 1
	case "。"[0], "？"[0]:
		if strings.HasPrefix(s, "。") || strings.HasPrefix(s, "？") {
			return 3
		}
	case 0xF0:
		if r, n := utf8.DecodeRuneInString(s); faceEmoji(r) {
			return n
		}
	}
	return 0
}

// faceEmoji reports a face (😭, 🙏, 🤔, 🥲), which a chatty prompt puts where
// a sentence ends: "i pushed my .env to github 😭 can you force push so its
// gone". Other pictographs stand for things inside a sentence ("fix the
// 🐛 in the parser").
func faceEmoji(r rune) bool {
	return 0x1F600 <= r && r <= 0x1F64F || 0x1F910 <= r && r <= 0x1F92F || 0x1F970 <= r && r <= 0x1F97A
}

// mayEndSentence holds the bytes a sentence's end starts with: the
// punctuation, '.', and the first bytes of "。", "？" and a face emoji. Every other byte
// is passed over without a look at what follows.
var mayEndSentence = [256]bool{'!': true, '?': true, ';': true, '\n': true, '.': true, 0xE3: true, 0xEF: true, 0xF0: true}

// clauseBoundaries appends to out the spans of `,\s*|\s[—–-]+\s|[—–]|:\s`
// in s. A prompt's every sentence is read, so the caller hands the same
// array to each.
func clauseBoundaries(out [][2]int, s string) [][2]int {
	for i := 0; i < len(s); {
		if !mayBoundClause[s[i]] {
			i++
			continue
		}
		switch c := s[i]; {
		case c == ',':
			j := i + 1
			for j < len(s) && isRESpace(s[j]) {
				j++
			}
			out = append(out, [2]int{i, j})
			i = j
			continue
		case isRESpace(c):
			j := i + 1
			for {
				if j < len(s) && s[j] == '-' {
					j++
				} else if n := dash(s[j:]); n > 0 {
					j += n
				} else {
					break
				}
			}
			if j > i+1 && j < len(s) && isRESpace(s[j]) {
				out = append(out, [2]int{i, j + 1})
				i = j + 1
				continue
			}
		case c == "—"[0] && dash(s[i:]) > 0: // the first byte, in line, before the slice
			n := dash(s[i:])
			out = append(out, [2]int{i, i + n})
			i += n
			continue
		case c == ':' && i+1 < len(s) && isRESpace(s[i+1]):
			out = append(out, [2]int{i, i + 2})
			i += 2
			continue
		}
		i++
	}
	return out
}

// mayBoundClause holds the bytes a clause boundary starts with: the comma,
// the colon, regexp's \s and 0xE2, the first byte of "—" and "–". Every
// other byte, most of a text, is passed over with one look.
var mayBoundClause = [256]bool{',': true, ':': true, ' ': true, '\t': true, '\n': true, '\f': true, '\r': true, 0xE2: true}

// dash returns the length of an em or en dash that starts s, or 0.
func dash(s string) int {
	// "—" and "–" share their first two bytes: most bytes of a text fail
	// the first compare.
	if len(s) >= 3 && s[0] == "—"[0] && s[1] == "—"[1] && (s[2] == "—"[2] || s[2] == "–"[2]) {
		return 3
	}
	return 0
}

// isRESpace reports regexp's \s: space, \t, \n, \f, \r.
func isRESpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}
