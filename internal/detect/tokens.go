package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is a lower-cased word, a punctuation mark or a masked span. Words
// split where the script changes, so "pass입니다" is "pass" + "입니다" and
// English rules see English words inside Korean sentences.
type token struct {
	text   string // lower case; the text as written is s[off:end]
	kind   tokKind
	hangul bool
	span   int // placeholder index for tokCode and tokQuote
	off    int // byte offset in the tokenized text
	end    int // byte offset just past the token
}

type tokKind uint8

const (
	tokWord tokKind = iota
	tokPunct
	tokCode
	tokQuote
)

// is reports a word token whose text is one of words.
func (t token) is(words ...string) bool {
	if t.kind != tokWord {
		return false
	}
	for _, w := range words {
		if t.text == w {
			return true
		}
	}
	return false
}

// isHangul reports a Hangul syllable or jamo.
func isHangul(r rune) bool {
	return (r >= 0xAC00 && r <= 0xD7A3) || (r >= 0x1100 && r <= 0x11FF) || (r >= 0x3130 && r <= 0x318F)
}

// tokenize splits s into lower-cased words, punctuation and placeholders
// of masked spans; a word splits where the script changes.
func tokenize(s string) []token {
	return appendTokens(make([]token, 0, len(s)/5+1), s)
}

// appendTokens appends the tokens of s to toks, their offsets in s.
func appendTokens(toks []token, s string) []token {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			// Most of a message is ASCII: no rune to decode, no table to
			// search.
			switch {
			case isASCIIAlnum(c):
				t := readWord(s, i)
				toks = append(toks, t)
				i = t.end
			case c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r':
				i++
			default:
				toks = append(toks, token{text: s[i : i+1], kind: tokPunct, off: i, end: i + 1})
				i++
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case isCodePlaceholder(r):
			toks = append(toks, token{kind: tokCode, span: int(r - codeRune0), off: i, end: i + size})
			i += size
		case isQuotePlaceholder(r):
			toks = append(toks, token{kind: tokQuote, span: int(r - quoteRune0), off: i, end: i + size})
			i += size
		case isHangul(r):
			j := i + size
			for j < len(s) {
				c, n := utf8.DecodeRuneInString(s[j:])
				if !isHangul(c) {
					break
				}
				j += n
			}
			toks = append(toks, token{text: s[i:j], hangul: true, off: i, end: j})
			i = j
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			t := readWord(s, i)
			toks = append(toks, t)
			i = t.end
		case unicode.IsSpace(r):
			i += size
		default:
			toks = append(toks, token{text: s[i : i+size], kind: tokPunct, off: i, end: i + size})
			i += size
		}
	}
	return toks
}

// readWord reads the word token that starts at s[i], a letter or digit of
// no Hangul: letters, digits and underscores of any script but Hangul,
// joined by apostrophes and hyphens ("I'll", "end-to-end").
func readWord(s string, i int) token {
	j, ascii, upper := i, true, false
	for j < len(s) {
		b := s[j]
		if 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || b == '_' {
			j++ // most of a message: no rune to decode
			continue
		}
		if 'A' <= b && b <= 'Z' {
			upper = true
			j++
			continue
		}
		if b < utf8.RuneSelf && b != '\'' && b != '-' {
			break
		}
		c, n := utf8.DecodeRuneInString(s[j:])
		ascii = ascii && c < utf8.RuneSelf
		if c >= utf8.RuneSelf && !isHangul(c) && !isCodePlaceholder(c) && !isQuotePlaceholder(c) && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
			j += n
			continue
		}
		if c == '\'' || c == '’' || c == '-' {
			d, m := utf8.DecodeRuneInString(s[j+n:])
			if m > 0 && unicode.IsLetter(d) && !isHangul(d) {
				upper = true // the letter joined on is not looked at: lowerASCII reads it
				j += n + m
				continue
			}
		}
		break
	}
	w := s[i:j]
	if !ascii && strings.ContainsRune(w, '’') {
		w = strings.ReplaceAll(w, "’", "'")
	}
	if !ascii || upper {
		w = lowerASCII(w)
	}
	return token{text: w, off: i, end: j}
}

// isASCIIAlnum reports an ASCII letter or digit.
func isASCIIAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// lowerASCII lower-cases w, allocating only when it has upper case.
func lowerASCII(w string) string {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf {
			return lower(w)
		}
	}
	return w
}

// lower is strings.ToLower. A masked text's placeholders (U+E000 to U+E1FF,
// EE 80 80 to EE 87 BF in UTF-8) have no case, so a text whose only other
// runes are ASCII is lower-cased byte by byte: strings.ToLower maps such a
// text rune by rune, and the stop rules lower-case every sentence.
func lower(s string) string {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			if c != 0xEE || i+2 >= len(s) || s[i+1] < 0x80 || s[i+1] > 0x87 || s[i+2] < 0x80 || s[i+2] > 0xBF {
				return strings.ToLower(s)
			}
			i += 2
		case 'A' <= c && c <= 'Z':
			upper = true
		}
	}
	if !upper {
		return s
	}
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// plainText reports a text of ASCII and placeholders only, which lower
// lower-cases byte by byte: its tokens are those of the text lower-cased,
// offsets and all, since tokenize lower-cases each word as it reads it.
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf {
			if c != 0xEE || i+2 >= len(s) || s[i+1] < 0x80 || s[i+1] > 0x87 || s[i+2] < 0x80 || s[i+2] > 0xBF {
				return false
			}
			i += 2
		}
	}
	return true
}

// words returns the texts of the word tokens.
func words(toks []token) []string {
	return appendWords(make([]string, 0, len(toks)), toks)
}

// appendWords appends the texts of the word tokens to ws.
func appendWords(ws []string, toks []token) []string {
	for i := range toks {
		if toks[i].kind == tokWord {
			ws = append(ws, toks[i].text)
		}
	}
	return ws
}

// firstWords returns the texts of the first n word tokens, or of all when
// there are fewer.
func firstWords(toks []token, n int) []string {
	var ws []string
	for _, t := range toks {
		if len(ws) == n {
			break
		}
		if t.kind == tokWord {
			ws = append(ws, t.text)
		}
	}
	return ws
}

// Placeholders that stand in for masked spans, so that words inside code or
// quotes never look like the agent speaking, and so that splitting on
// periods never cuts a file name or a quoted sentence.
const (
	codeRune0  = '\uE000' // inline code span i is codeRune0+i
	codeRuneN  = '\uE0FF'
	quoteRune0 = '\uE100' // quoted string i is quoteRune0+i
	quoteRuneN = '\uE1FF'
	maxSpanIdx = int(codeRuneN - codeRune0)
)

// spanSet is a set of placeholder indexes, one bit each.
type spanSet [4]uint64

// has reports index i in the set.
func (s *spanSet) has(i int) bool { return i >= 0 && i <= maxSpanIdx && s[i>>6]&(1<<(i&63)) != 0 }

// codeSpans returns the indexes of the inline code spans that sentence u
// holds. Every code placeholder of a sentence is a code token of its own,
// so the set is read from the tokens rather than by searching the
// sentence for each placeholder of its paragraph.
func codeSpans(u unit) spanSet {
	var s spanSet
	for i := range u.toks {
		if t := &u.toks[i]; t.kind == tokCode && t.span >= 0 && t.span <= maxSpanIdx {
			s[t.span>>6] |= 1 << (t.span & 63)
		}
	}
	return s
}

// isCodePlaceholder reports the placeholder of an inline code span.
func isCodePlaceholder(r rune) bool { return r >= codeRune0 && r <= codeRuneN }

// isQuotePlaceholder reports the placeholder of a quoted string.
func isQuotePlaceholder(r rune) bool { return r >= quoteRune0 && r <= quoteRuneN }
