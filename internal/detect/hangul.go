// Base layer: Hangul syllable arithmetic and Korean clause endings, which
// the Korean readers of every idea share.

package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Hangul syllables are composed as initial*588 + medial*28 + final. The final
// consonant carries tense (ㅆ in 했/었/았) and the future ㄹ (할게요, 볼게요).
const (
	finalRieul   = 8  // ㄹ
	finalBieup   = 17 // ㅂ
	finalSsangS  = 20 // ㅆ
	hangulBase   = 0xAC00
	hangulLast   = 0xD7A3
	hangulFinals = 28
)

// hangulFinal returns the final consonant index of a Hangul syllable, or -1
// for any other rune.
func hangulFinal(r rune) int {
	if r < hangulBase || r > hangulLast {
		return -1
	}
	return int(r-hangulBase) % hangulFinals
}

// koTail returns the final predicate of a Korean clause: the last two words
// with the space between them removed, so "해 보겠습니다" and "할 예정입니다"
// read as one ending. Trailing punctuation, emoji and masked spans are
// dropped.
func koTail(s string) string {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r)) || isCodePlaceholder(r) || isQuotePlaceholder(r)
	})
	// The last two of the fields strings.Fields would cut, read from the
	// end: a sentence is not cut into all of its words for two.
	last, before := lastField(s)
	if last == "" {
		return ""
	}
	prev, _ := lastField(before)
	if prev == "" {
		return last
	}
	return prev + last
}

// lastField returns the last field of s, as strings.Fields cuts it (a run
// of runes that are not white space), and the text before it; "" when s
// has none. Every white-space rune starts with a byte no other rune
// continues, so reading from the end finds the same ones as reading from
// the start, even in bad UTF-8.
func lastField(s string) (field, before string) {
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	i := strings.LastIndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return s, ""
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return s[i+n:], s[:i]
}

// endsWithHangul reports whether the clause's last word is Korean, which
// decides whether Korean or English grammar judges it.
func endsWithHangul(s string) bool {
	for len(s) > 0 {
		r, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
		if isHangul(r) {
			return true
		}
		if unicode.IsLetter(r) && !isCodePlaceholder(r) && !isQuotePlaceholder(r) {
			return false
		}
	}
	return false
}

// koQuestionTail returns the ending of ends that tail closes on, or "",
// unless that ending is the causal -니까(요) ("스낵바를 못 띄우니까요":
// because it cannot show it), which asks nothing; only the formal -ㅂ니까
// ("합니까", "있습니까") is a question.
func koQuestionTail(tail string, ends []string) string {
	q := hasSuffixAny(tail, ends)
	if q == "" || causalKO(tail) {
		return ""
	}
	return q
}

// causalKO reports a tail on the causal ending -니까(요).
func causalKO(tail string) bool {
	if strings.HasSuffix(tail, "니까요") {
		return true
	}
	stem, ok := strings.CutSuffix(tail, "니까")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(stem)
	return stem != "" && hangulFinal(r) != finalBieup
}

// pastKO reports whether the final predicate is in the past tense: a
// syllable with final ㅆ (했, 었, 았, 였, 됐, 뒀). 겠 (intention) and 있
// (existence) also end in ㅆ but are not past.
func pastKO(tail string) bool {
	for _, r := range tail {
		if hangulFinal(r) == finalSsangS && r != '겠' && r != '있' {
			return true
		}
	}
	return false
}

var koWorks = []string{"됩니다", "돼요", "동작합니다", "동작해요", "작동합니다", "작동해요", "나옵니다", "보입니다", "뜹니다", "표시됩니다", "열립니다", "실행됩니다", "로드됩니다", "저장됩니다", "돌아갑니다"}

// koConditional reports a Korean condition on the user: "돌리지 않았다면",
// "실행할 수 없으시면".
func koConditional(low string) bool {
	return strings.Contains(low, "시면") || strings.Contains(low, "않았다면") || strings.Contains(low, "없다면") || strings.Contains(low, "없으면")
}
