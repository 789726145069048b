package detect

import (
	"strings"
)

// Promises that hang on something not in the agent's hands now. "Could you
// add the key to `.env`? Then I'll run it for November." and "Is the column
// still read? If it is, I'll drop the join first." say what the agent will
// do once the user answers the question just asked: the stop hands the
// decision over. "The profile is running in the background. When it's done
// I'll report where the time goes." waits on running work to report its
// result. Neither is work the agent could do before stopping; a plain "I'll
// run the tests now." still is.

var (
	// Openings that make a promise the consequence of what precedes it.
	answerLinkEN = phrases{first: answerLinkENFirst, list: []string{"then", "if so", "if it is", "if it does", "if they are", "if they do", "if yes", "if not",
		"if that's", "if that is", "if you", "once you", "once that", "once that's", "once it's", "when that's", "when you", "after you",
		"as soon as", "with that", "with those", "with it", "in that case", "otherwise", "if it's", "if the answer",
		"once we", "once we've", "when we", "when we've", "after we", "after we've", "after that", "after which",
		"depending on", "based on your", "based on the answer", "either way"}}
	answerLinkKO = []string{"그러면", "그럼", "그렇다면", "주시면", "알려 주시면", "알려주시면", "넣어 주시면", "추가해 주시면", "되면", "이면", "라면", "맞으면", "아니면",
		"그에 따라", "그에 맞춰", "그에 맞게", "답에 따라", "답변에 따라", "결정에 따라", "선택에 따라", "말씀에 따라"}
	// Where the promise names its time by the answer rather than opening on
	// it: "I'll implement it right after.", "… once you decide."
	answerTieEN = phrases{first: answerTieENFirst, list: []string{"once you decide", "once you choose", "once you pick", "once you confirm", "once you answer", "once you reply",
		"when you decide", "after you decide", "after you choose", "once i hear back", "once i know", "based on your answer",
		"depending on your answer", "based on your choice", "depending on your choice", "based on that", "depending on that",
		"according to your answer", "right after that", "right after your answer", "as soon as you",
		// work held until the answer: "I'll hold off on `npm install` … until you pick, since …"
		"until you pick", "until you decide", "until you choose", "until you confirm", "until you answer", "until i hear back"}}
	// Participles of the answer given, after once/when/after: "… once
	// that's settled", "… when it's decided", "… after you've picked".
	answerSettledEN = wordSet{has: answerSettledENHas, list: []string{"settled", "decided", "confirmed", "agreed", "clear", "clarified", "sorted",
		"answered", "chosen", "picked", "approved"}}
	// The same time as the sentence's last words: "… right after.", "… then."
	answerTailEN = [][]string{{"right", "after"}, {"right", "afterwards"}, {"after", "that"}, {"then"}, {"accordingly"}}
	// Verbs of telling the user a result.
	reportVerbsEN = wordSet{has: reportVerbsENHas, list: []string{"report", "share", "post", "tell", "summarize", "summarise", "update", "send", "let", "ping", "notify", "follow"}}
	doneLinkEN    = phrases{first: doneLinkENFirst, list: []string{"when it's done", "when it is done", "once it's done", "once it is done", "when it finishes",
		"once it finishes", "when it completes", "once it completes", "when they finish", "once they finish",
		"when they're done", "once they're done", "when that finishes", "once that finishes", "when the run",
		"once the run", "when the job", "once the job", "as soon as it", "when it lands", "once it lands", "when it ends"}}
	koReportAfter = []string{"끝나면", "완료되면", "끝나는 대로", "완료되는 대로", "마치면"}
	koReportVerb  = []string{"알려", "공유", "보고", "정리해", "말씀드"}
)

// answerConditioned reports a promise (unit i) that follows a question the
// user must answer and opens on that answer ("Then …", "If it is, …",
// "주시면 바로 …").
func answerConditioned(units []unit, i int) bool {
	if i == 0 {
		return false
	}
	p := units[i-1]
	if !prose(p) || !endsQuestion(p.masked) || !decision(p) {
		// A time the promise ties to the answer in its own words ("once
		// you decide", "once that's settled") reaches back past a
		// sentence or two to the question.
		return !units[i].korean && tiedToAnswer(units[i].ws) && decisionBefore(units, i, 3)
	}
	u := units[i]
	if u.korean {
		head := u.low
		if len(head) > 40 {
			head = head[:40]
		}
		return containsAny(head, answerLinkKO) != "" || koPickedOption(u.low)
	}
	ws := u.ws[skipDiscourseAnd(u.ws):]
	if len(ws) > 2 && ws[0] == "y" && ws[1] == "n" {
		ws = ws[2:] // "(y/n) — then we'll proceed": the answer's form, then what it leads to
	}
	if answerLinkEN.startingWith(firstOr(ws), func(l string) bool {
		return hasWords(ws, l) && strings.HasPrefix(strings.Join(ws, " "), l)
	}) {
		return true
	}
	if willedCondition(ws) || tiedToAnswer(ws) || choiceObject(ws) {
		return true
	}
	for _, t := range answerTailEN {
		if endsWithWords(ws, t) {
			return true
		}
	}
	return false
}

// tiedToAnswer reports a promise that names its time by the answer: "…
// once you decide", "… once that's settled".
func tiedToAnswer(ws []string) bool {
	p, _ := answerTieEN.find(ws)
	return p != "" || settledTie(ws)
}

// decisionBefore reports a question handing the user a decision among the
// n prose sentences before unit i.
func decisionBefore(units []unit, i, n int) bool {
	for j := i - 1; j >= 0 && n > 0; j-- {
		if !prose(units[j]) {
			return false
		}
		if endsQuestion(units[j].masked) && decision(units[j]) {
			return true
		}
		n--
	}
	return false
}

// settledTie reports a time set by the answer: once, when or after, and
// within three words a participle of its being given ("I'll run the suite
// once that's settled", "when you've decided").
func settledTie(ws []string) bool {
	for j, w := range ws {
		if w != "once" && w != "when" && w != "after" {
			continue
		}
		for k := j + 1; k < len(ws) && k <= j+3; k++ {
			if answerSettledEN.has(ws[k]) {
				return true
			}
		}
	}
	return false
}

// choiceObject reports a promise whose object is the choice the question
// before it asked for: "Which behaviour do you want? I'll implement it and
// run the cart tests." The pronoun has no referent until the user picks.
func choiceObject(ws []string) bool {
	if len(ws) < 3 || ws[0] != "i'll" && ws[0] != "we'll" {
		return false
	}
	switch ws[2] {
	case "it", "that", "whichever", "your":
		return true
	case "the":
		return len(ws) > 3 && (ws[3] == "one" || ws[3] == "option")
	}
	return false
}

// willedCondition reports a sentence opening on a condition that only the
// answer settles, a wish or a duty in it: "If the recent ones should go
// too, I'll empty their versions first", "If those need to stay, I'll
// skip them".
func willedCondition(ws []string) bool {
	if len(ws) < 3 || ws[0] != "if" {
		return false
	}
	for _, w := range ws[1:] {
		switch w {
		case "should", "want", "wants", "prefer", "prefers", "need", "needs", "decide", "decides":
			return true
		case "i'll", "i", "we'll", "we", "then":
			return false // the condition ended
		}
	}
	return false
}

// reportWhenDone reports a promise to tell the result of work that is
// running, once it ends: "When it's done I'll report where the time goes".
func reportWhenDone(units []unit, i int, v verdict) bool {
	u := units[i]
	// The work runs elsewhere: in the background, or as the sentence before
	// reports it. "script 돌리는 중입니다 — 끝나면 공유할게요" is the agent's
	// own run, still to finish before it stops.
	running := hasWords(u.ws, "in the background") || strings.Contains(u.low, "백그라운드") || i > 0 && prose(units[i-1]) && runningNear(units[i-1])
	if !running {
		return false
	}
	if u.korean {
		return u.lowAny(koReportAfter) != "" && u.lowAny(koReportVerb) != ""
	}
	p, _ := doneLinkEN.find(u.ws)
	return p != "" && reportVerbsEN.has(v.verb)
}

// skipDiscourseAnd skips an opening "and"/"so" before the link word.
func skipDiscourseAnd(ws []string) int {
	if len(ws) > 1 && (ws[0] == "and" || ws[0] == "so") {
		return 1
	}
	return 0
}

// koPickedOption reports a Korean sentence that opens on one of the options
// picked: "A면 바로 마무리하겠습니다", "2번으로 가면 …", "B안이면 …". The
// label is a letter or a digit, with 번 or 안 after it or not.
func koPickedOption(low string) bool {
	low = strings.TrimLeft(low, " *_-")
	if low == "" || strings.IndexByte("abcd1234", low[0]) < 0 {
		return false
	}
	rest := low[1:]
	for _, p := range []string{"번", "안"} {
		rest = strings.TrimPrefix(rest, p)
	}
	rest = strings.TrimLeft(rest, " *_")
	for _, p := range []string{"면", "이면", "으로 가면", "로 가면", "으로 하면", "로 하면", "을 고르시면", "를 고르시면", "으로 가시면", "로 가시면", "쪽이면", "쪽으로 가면"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}
