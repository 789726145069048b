// Base layer: matching words and phrases in a sentence's word tokens, and
// substrings in Korean text. Every reader uses these; they use nothing above
// tokens.go.

package detect

import "strings"

// isNumber reports a word of ASCII digits only.
func isNumber(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// hasAny reports whether any of xs is one of the words ws.
func hasAny(ws []string, xs ...string) bool {
	for _, w := range ws {
		for _, x := range xs {
			if w == x {
				return true
			}
		}
	}
	return false
}

// indexWords returns where the word w first occurs in ws, or -1.
func indexWords(ws []string, w string) int {
	for i, x := range ws {
		if x == w {
			return i
		}
	}
	return -1
}

// hasWords reports whether the space-separated phrase p occurs as
// consecutive words of ws.
func hasWords(ws []string, p string) bool {
	return indexPhrase(ws, p) >= 0
}

// indexPhrase returns where the space-separated phrase p starts in ws, or
// -1. It does not allocate.
func indexPhrase(ws []string, p string) int {
	first := p
	if j := strings.IndexByte(p, ' '); j >= 0 {
		first = p[:j]
	}
	for i, w := range ws {
		if w == first && phraseAt(ws, i, p) {
			return i
		}
	}
	return -1
}

// phraseAt reports whether the space-separated phrase p starts at ws[i]:
// each of p's words, as cut at each space, is the next of ws. The words
// are compared where they stand in p, without cutting it.
func phraseAt(ws []string, i int, p string) bool {
	for p != "" {
		if i >= len(ws) {
			return false
		}
		w := ws[i]
		n := len(w)
		if len(p) < n || p[:n] != w || n < len(p) && p[n] != ' ' || strings.IndexByte(w, ' ') >= 0 {
			return false
		}
		p = p[min(n+1, len(p)):]
		i++
	}
	return true
}

// phraseLen counts the words of a space-separated phrase.
func phraseLen(p string) int { return strings.Count(p, " ") + 1 }

// endsWithWords reports whether ws ends with the words of tail.
func endsWithWords(ws, tail []string) bool {
	if len(ws) < len(tail) {
		return false
	}
	for i, w := range tail {
		if ws[len(ws)-len(tail)+i] != w {
			return false
		}
	}
	return true
}

// firstOr returns the first word of ws, or "".
func firstOr(ws []string) string {
	if len(ws) == 0 {
		return ""
	}
	return ws[0]
}

// wordAt returns the word token at ct[i], or "" for none.
func wordAt(ct []token, i int) string {
	if i < 0 || i >= len(ct) || ct[i].kind != tokWord {
		return ""
	}
	return ct[i].text
}

// isHangulTok reports whether ct[i] exists and is a Hangul token.
func isHangulTok(ct []token, i int) bool { return i >= 0 && i < len(ct) && ct[i].hangul }

// tokIndex returns the token index of the word at word index i.
func tokIndex(toks []token, i int) int {
	n := 0
	for j, t := range toks {
		if t.kind == tokWord {
			if n == i {
				return j
			}
			n++
		}
	}
	return len(toks) - 1
}

// wordIndex returns how many word tokens come before token j.
func wordIndex(toks []token, j int) int {
	n := 0
	for _, t := range toks[:j] {
		if t.kind == tokWord {
			n++
		}
	}
	return n
}

// isWordRune reports an ASCII letter or digit, an apostrophe or a hyphen:
// a rune that continues an English word.
func isWordRune(r rune) bool {
	return r == '\'' || r == '’' || r == '-' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
}

// containsAny returns the first of xs that s contains, or "". Korean is
// matched by substring, since particles and endings join the stem.
//
// A search for a Korean word in Korean text stops at nearly every
// syllable (they share four lead bytes): a sentence searched for a list
// of them cost hundreds of instructions a word. In a longer text the
// characters it holds are taken first (textSig), and a word with one the
// text lacks is not searched for.
func containsAny(s string, xs []string) string {
	if len(s) < 32 || len(xs) < 3 {
		for _, x := range xs {
			if strings.Contains(s, x) {
				return x
			}
		}
		return ""
	}
	sig := sigOf(s)
	return containsAnySig(s, &sig, xs)
}

// containsAnySig is containsAny for a text s whose signature is sig.
func containsAnySig(s string, sig *textSig, xs []string) string {
	for _, x := range xs {
		if sig.mayHold(x) && strings.Contains(s, x) {
			return x
		}
	}
	return ""
}

// textSig is a signature of the characters of a text, one bit of 256 for
// each: an ASCII byte is its own bit, and each byte that continues a
// multi-byte rune sets the bit of its six low bits and the two low bits
// of the byte before it (of a rune's last byte, the rune's last eight
// bits). Every byte of a substring stands where it stands in the text,
// so the text's signature holds the substring's: a word whose bit is
// missing is not in the text.
type textSig [4]uint64

// sigOf returns the signature of s.
func sigOf(s string) textSig {
	var sig textSig
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			if c >= 0xC0 || i == 0 {
				continue // a lead byte: the bytes after it carry the rune
			}
			c = s[i-1]<<6 | c&0x3F
		}
		sig[c>>6] |= 1 << (c & 63)
	}
	return sig
}

// mayHold reports whether x's signature is in sig, as it is when the text
// holds x. A continuation byte that opens x has no byte before it in x,
// and is not looked at.
func (sig *textSig) mayHold(x string) bool {
	for i := 0; i < len(x); i++ {
		c := x[i]
		if c >= 0x80 {
			if c >= 0xC0 || i == 0 {
				continue
			}
			c = x[i-1]<<6 | c&0x3F
		}
		if sig[c>>6]&(1<<(c&63)) == 0 {
			return false
		}
	}
	return true
}

// hasSuffixAny returns the first of xs that s ends with, or "".
func hasSuffixAny(s string, xs []string) string {
	for _, x := range xs {
		if strings.HasSuffix(s, x) {
			return x
		}
	}
	return ""
}

// hasPrefixAny returns the first of xs that s starts with, or "".
func hasPrefixAny(s string, xs []string) string {
	for _, x := range xs {
		if strings.HasPrefix(s, x) {
			return x
		}
	}
	return ""
}

// hasAnySet reports whether any of the words ws is in the set m.
func hasAnySet(ws []string, m wordSet) bool {
	for _, w := range ws {
		if m.has(w) {
			return true
		}
	}
	return false
}
