package classify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ascii"
)

// Confirms reports a prompt in which the user says the work now does what
// it should: "that looks great now", "it works!", "perfect, fixed",
// "잘 돼요", "이제 잘 됩니다". What the user saw is evidence, as output the
// user pasted is (see Pasted): an answer that agrees ("all the
// improvements are working") rests on it.
//
// It reads a short prompt with a success word and no negation, question,
// report of a problem or new request: "it works on my machine but not in
// CI", "does it work now?", "still not working" and "the login works, now
// fix the signup" confirm nothing. It errs towards false: a confirmation
// missed leaves the gate as strict as before.
func Confirms(prompt string) bool {
	// Lowering shrinks a rune's encoding at most threefold ("K", the
	// Kelvin sign, is "k"): a longer prompt is long lowered too, and is
	// not lowered to find it out.
	if len(prompt) > 3*maxConfirmLen {
		return false
	}
	low := ascii.ToLower(prompt)
	if strings.ContainsAny(low, "?？") || len(low) > maxConfirmLen || requests(low) {
		return false
	}
	for _, w := range []string{"not ", "n't", "no longer", "still", "but ", "except", "error", "fail", "broken", "bug",
		"안 ", "않", "안돼", "안 돼", "못", "에러", "오류", "실패", "그런데", "근데", "하지만"} {
		if strings.Contains(low, w) {
			return false
		}
	}
	for _, p := range []string{"looks great", "looks good", "looks perfect", "it works", "works now", "working now", "works great",
		"works perfectly", "works fine", "that fixed it", "that did it", "all good", "all working", "lgtm",
		"잘 돼", "잘 되", "잘 됩니다", "잘 작동", "잘 동작", "해결됐", "해결되었", "됐어요", "됐네"} {
		if i := strings.Index(low, p); i >= 0 && wordStart(low, i) {
			return true
		}
	}
	return false
}

// maxConfirmLen is the longest lowered prompt read as a confirmation.
const maxConfirmLen = 160

// requests reports a prompt that asks for work of its own.
func requests(low string) bool {
	for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "fix", "add", "make", "change", "update", "implement", "create", "remove", "write", "test", "check",
			"run", "deploy", "commit", "push", "please", "can", "could", "should", "also":
			return true
		}
	}
	for _, k := range []string{"해줘", "해 줘", "해주", "해 주", "만들어", "추가", "수정", "바꿔", "고쳐"} {
		if strings.Contains(low, k) {
			return true
		}
	}
	return false
}

// wordStart reports that low[i:] starts a word: no letter or digit ends
// the text before it (decoded whole, so that a Hangul syllable's last
// byte is not read as a Latin-1 letter).
func wordStart(low string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(low[:i])
	return i == 0 || !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
