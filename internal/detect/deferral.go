package detect

import (
	"strings"
)

// A deferral postpones the agent's own continuation of the work: a stop verb
// with "here/for now", or a continuation verb with a later time. It is about
// the agent's turn ending early, so a question to the user ("Should I stop
// here?") or advice to the user ("you can pick this up tomorrow") is none.

var (
	deferStopVerbs = wordSet{has: deferStopVerbsHas, list: []string{"stop", "stopping", "pause", "pausing", "halt", "halting", "wrap", "wrapping",
		"leave", "leaving", "end", "ending", "park", "parking", "break", "call"}}
	deferStopWhen = []string{"here", "there", "for now", "for today", "for the day", "for tonight",
		"a day", "at that", "at this point", "for this session"}
	deferContinueVerbs = wordSet{has: deferContinueVerbsHas, list: []string{"finish", "continue", "resume", "pick", "complete", "tackle", "handle",
		"do", "come", "return", "get", "address", "fix", "add", "implement", "write", "look",
		"revisit", "follow", "wrap", "finalize", "carry", "proceed", "migrate", "convert", "update"}}
	deferLater = []string{"tomorrow", "next session", "next time", "another session", "a future session",
		"future session", "later today", "later on", "later", "another day", "next week", "in a later session",
		"next turn", "another time", "the next session", "a later session", "next conversation"}

	koDeferTime = []string{"다음 세션", "다음세션", "다음 시간", "다음번", "다음 번", "내일", "나중에",
		"다음에", "다음 대화", "다음 작업 때", "추후에", "이후 세션", "다음 턴"}
	koDeferCont = []string{"이어서", "이어 ", "계속", "마저", "진행", "하겠", "할게", "마무리", "완료하",
		"작업하", "처리하", "진행할", "보겠", "볼게"}
	koDeferStop = []string{"여기서 멈추", "여기서 마무리", "여기서 중단", "잠시 중단", "여기서 끊", "여기서 마치",
		"오늘은 여기", "이번엔 여기", "이번에는 여기", "일단 여기서", "우선 여기서", "여기서 멈출", "여기서 정리"}
)

// deferralSentence returns the rule that makes the sentence a deferral, or "".
func deferralSentence(u unit) string {
	if endsQuestion(u.masked) {
		return ""
	}
	low := u.low
	if u.korean {
		if u.lowAny(koHandoff) != "" || koQuestionTail(koTail(low), koQuestionEnd) != "" {
			return ""
		}
		if c := u.lowAny(koDeferStop); c != "" {
			return "postpones the rest (" + c + ")"
		}
		if strings.Contains(low, "여기까지") && !pastKO(koTail(low)) {
			return "postpones the rest (여기까지)"
		}
		if t := u.lowAny(koDeferTime); t != "" && u.lowAny(koDeferCont) != "" && !pastKO(koTail(low)) {
			return "postpones the rest (" + t + ")"
		}
	}
	ws := u.ws
	if hasAny(ws, "you", "your", "you'd", "you'll", "you're") {
		return ""
	}
	for i, w := range ws {
		if deferStopVerbs.has(w) && !negatedBefore(ws, i) {
			rest := ws[i+1:]
			if len(rest) > 0 && (rest[0] == "it" || rest[0] == "things" || rest[0] == "this" || rest[0] == "up" || rest[0] == "off") {
				rest = rest[1:]
			}
			for _, p := range deferStopWhen {
				if phraseAt(rest, 0, p) {
					if w == "call" && p != "a day" || w == "break" && p == "here" {
						continue
					}
					if (w == "leave" || w == "leaving") && p == "there" {
						continue
					}
					return "postpones the rest (" + w + " " + p + ")"
				}
			}
		}
	}
	// A sentence led by a continue verb speaks for the agent ("Will finish
	// it tomorrow"), unless a determiner makes that verb a noun ("That
	// write happens … later").
	agent := len(ws) > 0 && !enDeterminer.has(ws[0]) && skipLeading(ws) < len(ws) && deferContinueVerbs.has(ws[skipLeading(ws)])
	for _, w := range ws {
		if enFirstFuture.has(w) || w == "i" || w == "we" || w == "let's" || w == "will" {
			agent = true
		}
	}
	if !agent {
		return ""
	}
	for i, w := range ws {
		if !deferContinueVerbs.has(w) || negatedBefore(ws, i) {
			continue
		}
		for _, t := range deferLater {
			if j := indexPhrase(ws[i:], t); j > 0 {
				return "postpones the rest (" + w + " … " + t + ")"
			}
		}
	}
	return ""
}

// deferralNamesPart reports whether a deferral postpones a named piece of
// the work ("I'll pick up the data backfill next session", "데이터 백필은 다음
// 세션에서"), which reduces the scope of this turn, rather than the turn as a
// whole ("stopping here for now").
func deferralNamesPart(u unit) bool {
	if u.korean {
		for _, t := range u.toks {
			if !t.hangul {
				continue
			}
			switch t.text {
			case "오늘은", "이번에는", "이번엔", "지금은", "일단은", "우선은", "저는", "제가", "오늘", "나머지는":
				continue
			}
			rs := []rune(t.text)
			if len(rs) >= 2 {
				switch rs[len(rs)-1] {
				case '은', '는', '을', '를':
					return true
				}
			}
		}
		return false
	}
	toks := u.toks
	for i, t := range toks {
		if t.kind != tokWord || !deferContinueVerbs.has(t.text) {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].is("up", "on", "with", "back", "to") {
			j++
		}
		if j >= len(toks) {
			continue
		}
		if toks[j].kind == tokCode {
			return true // "I'll pick up `SearchViewModel` next session"
		}
		if j+1 < len(toks) && toks[j].is("the", "a", "an", "those", "these", "that", "this", "both") && !toks[j+1].is("work", "task", "rest", "session", "day", "morning", "conversation", "thread", "back", "up", "on", "off", "again", "tomorrow", "later", "over", "in") {
			return true // "pick those two up tomorrow", "finish the backfill"
		}
	}
	return false
}
