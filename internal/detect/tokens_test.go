package detect

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
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

// tokenizeByRunes is tokenize as it was before its ASCII fast path: every
// token's first rune decoded and tried against the placeholders, Hangul
// and the Unicode tables. FuzzTokenize holds tokenize to it.
func tokenizeByRunes(s string) []token {
	toks := make([]token, 0, len(s)/5+1)
	for i := 0; i < len(s); {
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
		case r < utf8.RuneSelf && (isASCIIAlnum(byte(r))) || r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			j, ascii := i, true
			for j < len(s) {
				if b := s[j]; b == '_' || isASCIIAlnum(b) {
					j++
					continue
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
			toks = append(toks, token{text: lowerASCII(w), off: i, end: j})
			i = j
		case unicode.IsSpace(r):
			i += size
		default:
			toks = append(toks, token{text: s[i : i+size], kind: tokPunct, off: i, end: i + size})
			i += size
		}
	}
	return toks
}

// FuzzTokenize holds tokenize to the tokenizer without its ASCII fast path.
func FuzzTokenize(f *testing.F) {
	for _, s := range []string{
		"I'll re-run end-to-end; DON'T stop_now", "`vitest run` all pass입니다. I’ll re-run", "Ünïcode wörds, ÉTÉ 2024 x_y",
		"a-\uE000 b'\uE100 c-한 don'T İstanbul", "tab\tnew\nline\x00nul\x7f", "\xff\xfe bad utf8 a\xffb", "\u00a0nbsp\u0085nel",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, want := tokenize(s), tokenizeByRunes(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("tokenize(%q)\n got %+v\nwant %+v", s, got, want)
		}
	})
}
