package detect

import (
	"strings"
	"unicode"
)

// token is a lower-cased word, a punctuation mark or a masked span. Words
// split where the script changes, so "pass입니다" is "pass" + "입니다" and
// English rules see English words inside Korean sentences.
type token struct {
	text   string
	kind   tokKind
	hangul bool
	span   int // placeholder index for tokCode and tokQuote
}

type tokKind uint8

const (
	tokWord tokKind = iota
	tokPunct
	tokCode
	tokQuote
)

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

func isHangul(r rune) bool {
	return (r >= 0xAC00 && r <= 0xD7A3) || (r >= 0x1100 && r <= 0x11FF) || (r >= 0x3130 && r <= 0x318F)
}

func tokenize(s string) []token {
	toks := make([]token, 0, len(s)/4)
	rs := []rune(s)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case isCodePlaceholder(r):
			toks = append(toks, token{kind: tokCode, span: int(r - codeRune0)})
			i++
		case isQuotePlaceholder(r):
			toks = append(toks, token{kind: tokQuote, span: int(r - quoteRune0)})
			i++
		case isHangul(r):
			j := i
			for j < len(rs) && isHangul(rs[j]) {
				j++
			}
			toks = append(toks, token{text: string(rs[i:j]), hangul: true})
			i = j
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i
			for j < len(rs) {
				c := rs[j]
				if unicode.IsLetter(c) && !isHangul(c) || unicode.IsDigit(c) || c == '_' {
					j++
					continue
				}
				// Apostrophes and hyphens join words: "I'll", "end-to-end".
				if (c == '\'' || c == '’' || c == '-') && j+1 < len(rs) && unicode.IsLetter(rs[j+1]) && !isHangul(rs[j+1]) {
					j += 2
					continue
				}
				break
			}
			w := strings.ToLower(strings.ReplaceAll(string(rs[i:j]), "’", "'"))
			toks = append(toks, token{text: w})
			i = j
		case unicode.IsSpace(r):
			i++
		default:
			toks = append(toks, token{text: string(r), kind: tokPunct})
			i++
		}
	}
	return toks
}

// clauses splits tokens at clause punctuation (; : — – → and commas that
// precede a new subject are not split). Each clause is judged on its own so
// that "Let me check: 0 problems." reads as a promise kept.
func clauses(toks []token) [][]token {
	var out [][]token
	start := 0
	for i, t := range toks {
		if t.kind == tokPunct && strings.Contains(";:—–→(", t.text) {
			if i > start {
				out = append(out, toks[start:i])
			}
			start = i + 1
		}
	}
	if start < len(toks) {
		out = append(out, toks[start:])
	}
	return out
}

func words(toks []token) []string {
	ws := make([]string, 0, len(toks))
	for _, t := range toks {
		if t.kind == tokWord {
			ws = append(ws, t.text)
		}
	}
	return ws
}

// hasSeq reports whether the word sequence seq occurs in toks, ignoring
// punctuation between words. seq is space-separated.
func hasSeq(toks []token, seq string) bool {
	return indexSeq(toks, seq) >= 0
}

func indexSeq(toks []token, seq string) int {
	parts := strings.Fields(seq)
	for i := range toks {
		if toks[i].kind != tokWord {
			continue
		}
		k, j := 0, i
		for ; k < len(parts) && j < len(toks); j++ {
			if toks[j].kind != tokWord {
				if toks[j].kind == tokPunct && toks[j].text != "," {
					break
				}
				continue
			}
			if toks[j].text != parts[k] {
				break
			}
			k++
		}
		if k == len(parts) {
			return i
		}
	}
	return -1
}
