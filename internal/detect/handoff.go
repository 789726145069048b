package detect

import "strings"

// The handoff reader over the whole message: the closing hands a decision to
// the user (handoff.question, handoff.options) or waits on input only the
// user can give. Which sentence is such a question is question.go's reading.

// handoff returns the question or request that hands a decision to the user
// at the end of the message, as written, and its rule id; "" when there is none.
// The look-back passes courtesy lines, offers, sign-offs and up to a dozen
// list items (the options themselves), and stops at the first sentence that
// decides.
func handoff(s *sentences) (string, string) {
	units := s.units
	items, passed := 0, 0
	for i := len(units) - 1; i >= 0; i-- {
		u := units[i]
		switch u.kind {
		case unitHeading:
			continue
		case unitCode, unitQuote, unitTable:
			if items > 0 || passed > 0 {
				return "", ""
			}
			continue
		}
		if courtesy(u) {
			continue
		}
		if decision(u) {
			id := RuleHandoff
			if items >= 2 || choice(u) && u.kind != unitList {
				id = RuleOptions
			}
			return u.text(), id
		}
		if u.kind == unitList && items < 12 {
			items++
			continue
		}
		if items >= 2 && choice(u) {
			return u.text(), RuleOptions // "Options:" before a list to pick from
		}
		if c := s.verdict(i).cls; (c == clsHandoff || c == clsForward || c == clsPromise && answerConditioned(units, i)) && passed < 2 {
			passed++ // an offer or a prediction after the question
			continue
		}
		if (untilAnswer(s, i) || heldOpen(s, i)) && passed < 2 {
			passed++
			continue
		}
		if passed < 2 && (weighsOption(u) || bearsOnAnswer(u) || standsForNow(u)) {
			// "Option 2 fixes the guessable IDs with far less risk.":
			// the agent's view of one of the options, after them.
			passed++
			continue
		}
		if passed < 2 && (failureMention(units[i:i+1]) != "" || s.saysUnverified(i)) {
			// "How do you want to proceed? … Right now the tree does not
			// build.": what is broken, after the question, presents
			// nothing as done; nor does what is not yet checked ("지금
			// 상태로는 … 테스트는 아직 안 돌렸습니다").
			passed++
			continue
		}
		return "", ""
	}
	return "", ""
}

// awaitsInput returns the request, among the message's last sentences, for
// something only the user can give before the work goes on ("please paste
// the connection string", "waiting for you to add the region to
// .env.local"), quoted; "". A request for input hands the turn over
// wherever it stands in the closing: what follows it is usually what the
// agent will do with the input, or a promise about how it will treat it.
func awaitsInput(units []unit) string {
	for i, seen := len(units)-1, 0; i >= 0 && seen < 10; i-- {
		u := units[i]
		if !prose(u) || u.korean {
			continue
		}
		seen++
		if p, _ := inputEN.find(u.ws); p != "" {
			return quoteShort(u.text())
		}
	}
	return ""
}

// What holds until the user answers. "Which do you want? The three tests
// stay red until then." states the cost of the open decision, not work
// the agent goes on with; the question before it still hands the
// decision over. Only a short sentence tied to the answer by its time
// (until then, in the meantime, 그때까지, 결정해 주실 때까지) reads so.

var untilAnswerEN = phrases{first: untilAnswerENFirst, list: []string{"until then", "till then", "until you decide", "until you choose", "until you pick", "until you confirm",
	"until you answer", "until you reply", "until we decide", "until that's decided", "until a decision", "in the meantime",
	"until you let me know", "until i hear back",
	// what follows the answer: "The webhook and test changes differ depending on the answer."
	"depending on the answer", "depending on your answer", "depending on which", "depending on what you",
	"depends on the answer", "depends on your answer", "depends on which", "depend on the answer", "depend on your answer",
	"depend on which"}}

var untilAnswerKO = []string{"그때까지", "그 때까지", "그전까지", "그 전까지", "주실 때까지", "주시기 전까지", "결정 전까지", "정해지기 전까지",
	"결정되기 전까지", "답변 전까지", "답변에 따라", "선택에 따라", "결정에 따라", "답에 따라"}

// untilAnswer reports unit i, a short statement of what holds while the
// decision asked for stays open.
func untilAnswer(s *sentences, i int) bool {
	u := s.units[i]
	if endsQuestion(u.masked) || s.verdict(i).cls == clsPromise {
		return false // "In the meantime I'll write the docs" is more work, not a cost
	}
	if len(u.toks) > 16 && !(len(u.toks) <= 40 && holdsOff(u.ws)) {
		// A long sentence may report work beside what waits; one that
		// holds work off until the answer ("I'll hold off on `npm
		// install`, `pod install` and the template diff until you pick,
		// since they differ") only says what waits.
		return false
	}
	if u.korean {
		return u.lowAny(untilAnswerKO) != ""
	}
	if len(u.ws) > 0 && (u.ws[0] == "until" || u.ws[0] == "till") {
		return true // "Until one is in, main won't build": what holds while it is open
	}
	p, _ := untilAnswerEN.find(u.ws)
	return p != "" || untilDecided(u.ws)
}

// holdsOff reports a sentence that holds work off: "hold off", "held
// off", "holding off", "won't touch".
func holdsOff(ws []string) bool {
	return hasWords(ws, "hold off") || hasWords(ws, "held off") || hasWords(ws, "holding off") || hasWords(ws, "won't touch")
}

// What the open decision has left undone. "Should I delete these 10
// branches? Nothing has been deleted yet." tells the user the state the
// question leaves, not work done or to do; the question before it still
// hands the decision over. A sentence reads so when it says that something
// has not been done, in the negated perfect ("I haven't touched either
// file beyond the bump", "I've held off on it and haven't run the tests
// yet") or of nothing ("Nothing has been deleted yet", "아직 아무것도 지우지
// 않았습니다"), and neither reports work done nor promises more.

var (
	heldOpenKO = []string{"않았습니다", "않았어요", "않았고", "안 했습니다", "안 했어요", "못 했습니다", "보류했", "보류 중"}
	yetKO      = []string{"아직"}
)

// heldOpen reports unit i, a statement of what has not been done while
// the decision asked for stays open: each of its clauses that says what
// the agent (or nothing) did says it was not done, and one does.
func heldOpen(s *sentences, i int) bool {
	u := s.units[i]
	if endsQuestion(u.masked) || s.verdict(i).cls == clsPromise {
		return false // "… and I'll run the tests after" is more work
	}
	if u.korean {
		return u.lowAny(yetKO) != "" && u.lowAny(heldOpenKO) != ""
	}
	held := false
	for k := range u.ws {
		if k > 0 && !clauseJoin(u.ws[k-1]) {
			continue
		}
		switch notDone(u.ws[k:]) {
		case -1:
			return false // "I fixed the parser but haven't touched the CLI" reports work
		case 1:
			held = true
		}
	}
	return held
}

// clauseJoin reports a word after which another clause starts.
func clauseJoin(w string) bool {
	switch w {
	case "so", "and", "but", "because", "since":
		return true
	}
	return false
}

// notDone reads the clause that ws starts: 1 when it says the agent, or
// nothing, has not done something ("I haven't touched", "nothing has been
// deleted", "I've held off", "haven't run the tests yet"), -1 when the
// agent says it did something ("I fixed"), 0 when it says neither.
func notDone(ws []string) int {
	if len(ws) == 0 {
		return 0
	}
	switch ws[0] {
	case "haven't", "hasn't":
		return 1 // the subject shared with the clause before
	case "nothing", "nothing's":
		if len(ws) > 1 {
			switch ws[1] {
			case "has", "have", "was", "were", "is", "been", "got":
				return 1
			}
		}
		return 0
	case "i", "we", "i've", "we've":
	default:
		return 0
	}
	if len(ws) < 2 {
		return 0
	}
	switch v := ws[1]; {
	case v == "haven't" || v == "hasn't" || v == "didn't" || (v == "have" || v == "did") && len(ws) > 2 && ws[2] == "not":
		return 1
	case (v == "held" || v == "holding") && len(ws) > 2 && ws[2] == "off":
		return 1
	case strings.HasSuffix(v, "ed") || v == "made" || v == "ran" || v == "wrote" || v == "put" || v == "set":
		return -1
	}
	return 0
}

// untilDecided reports "until" and a decision by the user, or by the user
// and the agent together: "until we pick one", "until you've chosen",
// "till we agree on it".
func untilDecided(ws []string) bool {
	for k, w := range ws {
		if w != "until" && w != "till" || k+2 >= len(ws) {
			continue
		}
		v := ws[k+2]
		switch ws[k+1] {
		case "you", "we":
			if (v == "have" || v == "'ve") && k+3 < len(ws) {
				v = ws[k+3]
			}
		case "you've", "we've":
		default:
			continue
		}
		switch v {
		case "decide", "decided", "choose", "chosen", "pick", "picked", "confirm", "confirmed", "agree", "agreed", "settle", "settled":
			return true
		}
	}
	return false
}

// weighsOption reports a sentence about the options offered before it:
// one named by its number or letter ("Option 2 fixes it with far less
// risk", "Approach B keeps the foreign keys", "If Merchant Center keys by
// the old SKU, (a) will make them show up as new items"), or all of them
// at once ("Either way the test fix is small"). It decides nothing by
// itself; the look-back passes it on its way to the question.
func weighsOption(u unit) bool {
	if u.korean || u.kind == unitList || len(u.ws) < 3 || endsQuestion(u.masked) {
		return false
	}
	if optionLabel(u.masked) || whicheverPicked(u.ws) {
		return true
	}
	switch u.ws[0] {
	case "option", "approach", "choice", "variant", "alternative":
	default:
		return false
	}
	switch u.ws[1] {
	case "1", "2", "3", "4", "a", "b", "c", "d", "one", "two", "three", "four", "#1", "#2", "#3":
		return true
	}
	return false
}

// bearsOnAnswer reports a sentence after a question that bears on its
// answer and reports nothing done: a condition for the user to weigh ("(If
// others are working on this branch, it'd be worth checking with them
// first.)"), the state the answer will change ("Right now the script
// deletes all 41."), or what an option entails, told of it as a gerund
// ("Excluding the tagged ones probably also means skipping …").
func bearsOnAnswer(u unit) bool {
	ws := u.ws
	if u.korean || u.kind == unitList || len(ws) < 4 || endsQuestion(u.masked) {
		return false
	}
	switch {
	case ws[0] == "if":
		return true
	case ws[0] == "currently", ws[0] == "right" && ws[1] == "now", ws[0] == "as" && (ws[1] == "written" || ws[1] == "it" && ws[2] == "stands"),
		ws[0] == "at" && ws[1] == "the" && ws[2] == "moment":
		return true
	case len(ws[0]) > 5 && strings.HasSuffix(ws[0], "ing"):
		return hasAny(ws, "means", "would", "could", "might", "probably")
	}
	return false
}

// optionLabel reports a parenthesised option label, "(a)" to "(d)" or
// "(1)" to "(4)", as a question's options are named inline.
func optionLabel(s string) bool {
	for i := strings.IndexByte(s, '('); i >= 0 && i+2 < len(s); {
		if s[i+2] == ')' && strings.IndexByte("abcdABCD1234", s[i+1]) >= 0 {
			return true
		}
		j := strings.IndexByte(s[i+1:], '(')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// whicheverPicked reports a sentence that opens on what holds whatever the user
// picks: "Either way …", "In either case …", "Whichever you pick, …".
func whicheverPicked(ws []string) bool {
	switch {
	case ws[0] == "either" && (ws[1] == "way" || ws[1] == "option" || ws[1] == "choice"),
		ws[0] == "in" && (ws[1] == "either" || ws[1] == "both") && (ws[2] == "case" || ws[2] == "cases"),
		ws[0] == "whichever":
		return true
	}
	return false
}

// standsForNow reports a sentence that says how things stand until the
// answer: "The draft currently defaults to half-even.", "For now the flag
// stays off.", "지금은 기본값이 half-even입니다." It presents nothing as
// finished.
func standsForNow(u unit) bool {
	if u.korean {
		return strings.HasPrefix(u.low, "지금은") || strings.HasPrefix(u.low, "현재는") || strings.HasPrefix(u.low, "일단은")
	}
	return hasAny(u.ws, "currently") || hasWords(u.ws, "for now") || hasWords(u.ws, "as it stands") || hasWords(u.ws, "at the moment") || hasWords(u.ws, "right now")
}
