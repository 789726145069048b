package detect

import "strings"

// A cut the message credits to the user carries over the sentence that goes
// on about the same thing. "`charge()`는 말씀하신 대로 stub입니다. 항상
// 성공하고 TODO 주석을 달아 두었어요." and "As you asked, `charge()` is a
// stub. It always succeeds and carries a TODO." describe the stand-in the
// user asked for, TODO and all. Only a sentence that names no new topic
// (no 은/는 topic, or an English one that opens on it/this/they) goes on
// about it; one that names another part is read on its own.

var koCredit = []string{"요청하신 대로", "요청대로", "말씀하신 대로", "말씀대로", "요청에 따라", "요청하신 것처럼", "말씀하신 것처럼"}

var creditedCut = []string{"stub", "mock", "fake", "placeholder", "hardcoded", "hard-coded", "todo", "skip", "disabled", "dummy",
	"스텁", "목으로", "더미", "하드코딩", "임시", "가짜", "일단", "우선"}

// creditedToUser reports a sentence that names a stand-in or cut and
// attributes it to the user's request.
func creditedToUser(u unit) bool {
	if containsAny(strings.ToLower(u.masked), creditedCut) == "" {
		return false
	}
	if u.korean && containsAny(u.low, koCredit) != "" {
		return true
	}
	g, i := scopeUserAsked().find(u.ws)
	return g != "" && !cutOfRequested(u.ws, i)
}

// goesOn reports a sentence that continues about the thing the sentence
// before it named.
func goesOn(u unit) bool {
	if u.korean {
		for _, t := range u.toks {
			if t.hangul && (strings.HasSuffix(t.text, "은") || strings.HasSuffix(t.text, "는")) && !strings.HasSuffix(t.text, "지는") {
				return false
			}
		}
		return true
	}
	k := skipLeading(u.ws)
	return k < len(u.ws) && hasAny(u.ws[k:k+1], "it", "it's", "its", "this", "that", "they", "they're", "these", "those")
}
