package detect

import (
	"strings"
	"unicode/utf8"
)

// ruleSuggestion is the verdict of an imperative addressed to the user
// ("run it with --dry-run first", "see below").
const ruleSuggestion = "is a suggestion to the user"

// classifyUnit judges one sentence. Its clauses are read from the last back
// and the first that decides wins, so "Let me check: 0 problems." is a
// promise kept, and "Done — I'll update the docs next." is a promise.
func classifyUnit(u unit) verdict {
	if u.check {
		return verdict{cls: clsDone, rule: "is a checked item"}
	}
	if endsQuestion(u.masked) {
		return verdict{cls: clsHandoff, rule: "is a question to the user"}
	}
	list := u.kind == unitList
	if !endsWithHangul(u.masked) {
		ws := u.ws
		if p := promiseEN(ws, list, clauseComma(u.toks)); p.cls == clsPromise {
			if c, _ := enUserCondition.find(ws); c != "" {
				return verdict{cls: clsHandoff, rule: "waits on the user (" + c + ")"}
			}
		}
	}
	if v := agendaLead(u.masked); v.cls == clsPromise {
		return v
	}
	parts := clausesOf(u)
	fwd := false
	for i := len(parts) - 1; i >= 0; i-- {
		c := u.masked[parts[i].from:parts[i].to]
		var v verdict
		if endsWithHangul(c) {
			v = classifyKO(c, u.masked)
		} else {
			v = classifyEN(aroundParenthesis(u, parts, i), list, i == 0)
		}
		if i > 0 && (v.cls == clsDone || v.cls == clsHandoff && v.rule == ruleSuggestion) && opensParenthesis(u, parts[i]) {
			// "I'll add a jump buffer (0.1 s)", "… (see below)": an aside
			// in parentheses, a figure or a pointer, does not answer the
			// clause it stands in.
			continue
		}
		switch v.cls {
		case clsWait:
			var after []string
			for _, p := range parts[i+1:] {
				after = append(after, u.masked[p.from:p.to])
			}
			if thenClauses(after) {
				return verdict{cls: clsPromise, rule: "promises its own work after the wait (" + strings.TrimSpace(after[0]) + ")", verb: "then", waits: true}
			}
			return v
		case clsPromise, clsHandoff, clsDone:
			return v
		case clsForward:
			fwd = true
		}
	}
	if fwd {
		return verdict{cls: clsForward, rule: "looks ahead"}
	}
	return verdict{}
}

// splitClauses cuts a sentence at clause punctuation: ; : — – → and
// parentheses.
func splitClauses(s string) []string {
	spans := clauseSpans(s)
	out := make([]string, len(spans))
	for i, sp := range spans {
		out[i] = s[sp[0]:sp[1]]
	}
	return out
}

// clause is one clause of a sentence: its byte range in the sentence's
// masked text, and its tokens, a part of the sentence's (their offsets
// are the sentence's).
type clause struct {
	from, to int
	toks     []token
}

// clausesOf cuts a sentence into the clauses of clauseSpans, read from
// its tokens rather than by tokenizing each clause again: every clause
// mark is a token of its own, so each clause's tokens are a run of the
// sentence's; and a clause holds more than white space exactly when it
// holds a token.
func clausesOf(u unit) []clause {
	var out []clause
	start, first := 0, 0 // the clause's byte offset and first token
	for k, t := range u.toks {
		if t.kind != tokPunct || !isClauseMark(t.text) {
			continue
		}
		if k > first {
			out = append(out, clause{from: start, to: t.off, toks: u.toks[first:k]})
		}
		start, first = t.end, k+1
	}
	if first < len(u.toks) {
		out = append(out, clause{from: start, to: len(u.masked), toks: u.toks[first:]})
	}
	return out
}

// opensParenthesis reports a clause that a "(" opens.
func opensParenthesis(u unit, cl clause) bool {
	before := u.masked[:cl.from]
	for len(before) > 0 && before[len(before)-1] == ' ' {
		before = before[:len(before)-1]
	}
	return len(before) > 0 && before[len(before)-1] == '('
}

// closesParenthesis reports a clause that a ")" opens.
func closesParenthesis(u unit, cl clause) bool {
	before := u.masked[:cl.from]
	for len(before) > 0 && before[len(before)-1] == ' ' {
		before = before[:len(before)-1]
	}
	return len(before) > 0 && before[len(before)-1] == ')'
}

// ownSubject reports a clause that opens on a subject of its own ("the
// build is clean", "all 40 pass", "it builds"), which shares nothing with
// the clause before an aside.
func ownSubject(toks []token) bool {
	return len(toks) > 0 && toks[0].is("the", "all", "both", "every", "each", "it", "its", "they", "this", "that", "these", "those", "we", "i", "nothing", "everything")
}

// opensAside reports a clause that a "(" opens, or the first dash of a
// pair: "I'll port it next — `base * 2^n` capped at 8s — and add a test"
// sets the figure apart as parentheses would.
func opensAside(u unit, cl clause) bool {
	return opensParenthesis(u, cl) || dashesBefore(u, cl)%2 == 1 && dashAfter(u, cl)
}

// closesAside reports a clause that a ")" opens, or the second dash of a
// pair.
func closesAside(u unit, cl clause) bool {
	n := dashesBefore(u, cl)
	return closesParenthesis(u, cl) || n >= 2 && n%2 == 0
}

// dashesBefore counts the dashes (—, –) before cl in its sentence, where
// the last thing before cl is one; 0 otherwise.
func dashesBefore(u unit, cl clause) int {
	before := strings.TrimRight(u.masked[:cl.from], " ")
	if !strings.HasSuffix(before, "—") && !strings.HasSuffix(before, "–") {
		return 0
	}
	return strings.Count(before, "—") + strings.Count(before, "–")
}

// dashAfter reports a dash (—, –) after cl's start in its sentence.
func dashAfter(u unit, cl clause) bool {
	return strings.ContainsAny(u.masked[cl.from:], "—–")
}

// aroundParenthesis returns the tokens of clause i, led by the clause
// before the parenthesis it follows where it opens on a future auxiliary:
// in "If Merchant Center keys by SKU, (a) will make them new items" and
// "I (and the team) will migrate the callers" the subject stands before
// the parenthesis or inside it, and "will make them new items" alone
// would read as the agent's own promise.
func aroundParenthesis(u unit, parts []clause, i int) []token {
	cl := parts[i]
	if i >= 2 && len(cl.toks) > 0 && (cl.toks[0].is("and", "then", "or") || cl.toks[0].text == ",") && closesAside(u, cl) && !ownSubject(cl.toks[1:]) {
		// "Next I'll wrap it in a helper (5 attempts, 2s → 32s) and run
		// shellcheck": the verb after the aside shares the subject before
		// it, however many clauses the aside holds.
		for j := i - 1; j >= 1; j-- {
			if !opensAside(u, parts[j]) {
				continue
			}
			prev := parts[j-1]
			if j >= 3 && len(prev.toks) > 0 && (prev.toks[0].is("and", "then", "or") || prev.toks[0].text == ",") && closesAside(u, prev) {
				// "I'll split it into `a()` (worker) and `b()` (main
				// thread), run …": the clause before this aside follows
				// another; the subject stands before that one.
				continue
			}
			before := prev.toks
			return append(append(make([]token, 0, len(before)+len(cl.toks)), before...), cl.toks...)
		}
	}
	if i == 0 || len(cl.toks) == 0 || !cl.toks[0].is("will", "shall", "gonna", "won't") || !opensParenthesis(u, parts[i-1]) {
		return cl.toks
	}
	subject := parts[i-1].toks // "(a) will make …": the label is the subject
	if i >= 2 {
		subject = parts[i-2].toks
	}
	return append(append(make([]token, 0, len(subject)+len(cl.toks)), subject...), cl.toks...)
}

// isClauseMark reports the punctuation at which clauseSpans cuts.
func isClauseMark(p string) bool {
	switch p {
	case ";", ":", "—", "–", "→", "(", ")", "；", "：":
		return true
	}
	return false
}

// clauseSpans returns the byte ranges of the clauses of s.
func clauseSpans(s string) [][2]int {
	var out [][2]int
	start := 0
	for i, r := range s {
		switch r {
		case ';', ':', '—', '–', '→', '(', ')', '；', '：':
			if strings.TrimSpace(s[start:i]) != "" {
				out = append(out, [2]int{start, i})
			}
			start = i + utf8.RuneLen(r)
		}
	}
	if strings.TrimSpace(s[start:]) != "" {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

// closing reads the message from its end back to the sentence that decides
// how it closes. Code that is only a command is looked past (it was not run);
// output is evidence the announced work was done. One plain statement after
// a promise to act ("I'll patch X. It's a one-line change.") does not undo
// the promise, but after a promise to look into something it is the finding.
func closing(s *sentences) (verdict, string) {
	units := s.units
	skipped := false
	forwards := 0
	listItems := 0
	for i := len(units) - 1; i >= 0; i-- {
		u := units[i]
		switch u.kind {
		case unitCode:
			if outputBlock(u) {
				return verdict{cls: clsDone, rule: "shows command output"}, ""
			}
			continue
		case unitQuote, unitHeading:
			continue
		case unitTable:
			return verdict{cls: clsDone, rule: "ends with a table"}, ""
		}
		if u.check && !endsQuestion(u.masked) {
			// "✅ `./gradlew assembleRelease` 성공": results of work done,
			// whatever was announced above them.
			return verdict{cls: clsDone, rule: "ends with checked results"}, u.text()
		}
		v := s.verdict(i)
		if u.kind == unitList && v.cls == clsHandoff && listItems < 20 && ledBySteps(units, i) {
			// "To finish this I'll:" and then "3. Run `./mvnw test` to
			// confirm …": the agent's own step, not advice to the user.
			listItems++
			continue
		}
		switch v.cls {
		case clsPromise:
			if skipped && investigative(v.verb) {
				return verdict{}, ""
			}
			if h, ok := conditionalRequestBefore(s, i); ok {
				return h, u.text()
			}
			if answerConditioned(units, i) {
				return verdict{cls: clsHandoff, rule: "promises what follows the user's answer"}, u.text()
			}
			if reportWhenDone(units, i, v) {
				return verdict{cls: clsWait, waits: true, rule: "will report the running work's result when it ends", at: i}, u.text()
			}
			if u.korean && strings.HasPrefix(v.rule, ruleGerund) && runningReportKO(u, lastKOClause(u.masked), units) {
				// "백그라운드로 실행했습니다. … 아직 진행 중입니다.": the job runs.
				return verdict{cls: clsWait, waits: true, rule: "reports work still running (" + v.verb + ")", at: i}, u.text()
			}
			if !v.waits && takeUpVerbs.has(v.verb) && (runningNear(u) || i > 0 && prose(units[i-1]) && runningNear(units[i-1])) {
				v.waits = true // "T2 is running. Will review its diff next."
			}
			v.at = i
			return v, u.text()
		case clsWait:
			v.at = i
			return v, u.text()
		case clsHandoff, clsDone:
			return v, u.text()
		case clsForward:
			forwards++
			if forwards > 2 {
				return verdict{}, ""
			}
			continue
		}
		if u.kind == unitList && listItems < 20 {
			listItems++
			continue
		}
		if listItems > 0 && u.colon && stepsLead(u) && prose(units[i+1]) && len(units[i+1].ws) > 0 {
			// "To finish this I'll:" and the steps: the list is the
			// agent's own work to come, not advice for the user.
			return verdict{cls: clsPromise, rule: ruleStepsList, verb: units[i+1].ws[0], at: i}, u.text()
		}
		if skipped || listItems > 0 && !u.colon {
			return verdict{}, ""
		}
		skipped = true
	}
	return verdict{}, ""
}

// ruleStepsList is the rule of a promise made by a list of steps after a
// lead in the agent's future ("To finish this I'll:"): a plan, which
// BarePromise leaves to the session's events.
const ruleStepsList = "announces a list of its own next steps"

// ledBySteps reports a list item whose list a steps lead opens (see
// stepsLead).
func ledBySteps(units []unit, i int) bool {
	for j := i - 1; j >= 0 && j >= i-20; j-- {
		if units[j].kind != unitList {
			return units[j].colon && stepsLead(units[j])
		}
	}
	return false
}

// stepsLead reports a sentence that ends on the agent's future, with the
// colon that leads into a list: "To finish this I'll:", "Next I will:",
// "Here's what I'm going to do:".
func stepsLead(u unit) bool {
	ws := u.ws
	n := len(ws)
	if u.korean || n == 0 {
		return false
	}
	switch {
	case ws[n-1] == "i'll" || ws[n-1] == "i’ll":
		return true
	case n >= 2 && ws[n-2] == "i" && ws[n-1] == "will":
		return true
	case n >= 3 && ws[n-1] == "do" && hasAny(ws[max(n-5, 0):], "i'll", "i’ll", "going"):
		return !hasAny(ws, "you", "your", "if", "should", "could", "would")
	}
	return false
}

// lastKOClause returns the last clause of s that ends in Korean.
func lastKOClause(s string) string {
	parts := splitClauses(s)
	for i := len(parts) - 1; i >= 0; i-- {
		if endsWithHangul(parts[i]) {
			return parts[i]
		}
	}
	return s
}

// investigative reports a verb of looking into something ("check",
// "investigate", "확인", "살펴보"): after such a promise, one plain statement
// is the finding, not a new closing.
func investigative(verb string) bool {
	if enInvestigate.has(verb) {
		return true
	}
	return containsAny(verb, []string{"확인", "살펴", "조사", "분석", "알아보", "알아볼", "찾아보", "찾아볼", "검토", "보겠", "볼게", "점검", "비교"}) != ""
}

// agendaLead recognises "Next step: wire the webhook." — an agenda line
// whose body follows the colon in the same sentence. A bare "Next steps:"
// before a list is not one: such lists are as often advice for the user.
func agendaLead(masked string) verdict {
	low := lower(strings.TrimSpace(masked))
	for _, lead := range []string{"next step:", "next up:", "next:", "up next:", "next task:", "now:"} {
		if strings.HasPrefix(low, lead) {
			body := words(tokenize(low[len(lead):]))
			if len(body) >= 2 && !hasAny(body, "you", "your", "you'd", "you'll") {
				return verdict{cls: clsPromise, rule: "announces the agent's next step", verb: body[0]}
			}
		}
	}
	// "What's left is updating `schema.yml`": the agent's remaining work,
	// named as the next thing.
	for _, lead := range []string{"what's left is ", "what is left is ", "what remains is ", "all that's left is ", "the remaining work is ", "the only thing left is ", "remaining is "} {
		if strings.HasPrefix(low, lead) {
			body := words(tokenize(low[len(lead):]))
			if len(body) >= 2 && !hasAny(body, "you", "your") && (strings.HasSuffix(body[0], "ing") || body[0] == "to") {
				return verdict{cls: clsPromise, rule: "names the agent's remaining work", verb: body[0]}
			}
		}
	}
	// "To do on my side: re-raise after the rollback": an agenda the agent
	// labels as its own.
	if head, rest, ok := strings.Cut(low, ":"); ok {
		// The label is read first: the body after it is most of the
		// sentence, and most labels are no agenda.
		// A clause that says what could not be done ("I couldn't run the
		// plan: the backend needs credentials") labels a reason, not an
		// agenda.
		if hw := words(tokenize(head)); len(hw) <= 6 && hasAny(hw, "my", "me", "i") && hasAny(hw, "do", "todo", "next", "plan", "steps", "step", "agenda") &&
			!hasAny(hw, "couldn't", "can't", "cannot", "didn't", "not", "wasn't", "won't", "unable", "failed") {
			if body := words(tokenize(rest)); len(body) >= 2 && !hasAny(body, "you", "your", "you'd", "you'll") {
				return verdict{cls: clsPromise, rule: "announces the agent's own agenda", verb: body[0]}
			}
		}
	}
	return verdict{}
}

// conditionalRequestBefore: a promise right after a request to the user that
// sets a condition ("If it still fails, send me the output. I'll take
// another look.") waits on the user. Only the sentence right before the
// promise counts: a request further back no longer governs it.
func conditionalRequestBefore(s *sentences, i int) (verdict, bool) {
	if i == 0 {
		return verdict{}, false
	}
	p := s.units[i-1]
	if p.kind == unitCode || p.kind == unitQuote {
		return verdict{}, false
	}
	if s.verdict(i-1).cls != clsHandoff || endsQuestion(p.masked) {
		return verdict{}, false
	}
	if p.korean && p.lowAny([]string{"면 ", "시면", "주세요", "주십시오", "바랍니다"}) != "" && hasSuffixAny(koTail(p.low), []string{"좋겠어요", "좋겠습니다", "좋습니다", "좋아요", "같아요", "같습니다"}) == "" ||
		hasAny(p.ws, "send", "share", "paste", "tell") || hasWords(p.ws, "let me know") ||
		hasAny(p.ws, "if", "once", "when") && !asideOffer(p.ws, s.units[i].ws, s.verdict(i).verb) {
		return verdict{cls: clsHandoff, rule: "follows a request to the user"}, true
	}
	return verdict{}, false
}

// asideOffer reports an offer of more work ("If you want, I can also
// document it in the README.") before a promise that does not take it up:
// the promise names its own work ("Now I'll add the override test.")
// rather than the offered one ("I'll do that once you say so."), so the
// offer's condition does not govern it.
func asideOffer(offer, promise []string, verb string) bool {
	if !hasWords(offer, "i can") && !hasWords(offer, "i could") && !hasWords(offer, "happy to") {
		return false
	}
	for k, w := range promise {
		if w == verb {
			return k+1 < len(promise) && !hasAny(promise[k+1:k+2], "that", "it", "this", "those", "these", "so") &&
				!hasAny(promise, "then")
		}
	}
	return false
}

// classifyEN judges an English clause. list says the clause is a list item,
// where a bare gerund names a change rather than announcing one; lead says
// it opens its sentence: a gerund phrase after a dash or a colon ("the one
// missing capability — letting a job repaint the prompt") is an apposition,
// not an announcement.
func classifyEN(toks []token, list, lead bool) verdict {
	ws := words(toks)
	if len(ws) == 0 {
		return verdict{}
	}
	if questionStartEN(ws) {
		return verdict{cls: clsHandoff, rule: "is a question to the user"}
	}
	// The promise reading without a clause comma is asked twice, by the
	// wait reading and below; it is read once.
	plain := promiseEN(ws, list, false)
	if v, ok := waitVerdictEN(ws, list, plain); ok {
		return v
	}
	// "Say the word and I'll start with `--dry-run`": the promise waits on
	// what the user is asked to do first.
	asked, hi := enHandoff.find(ws) // read again below
	if asked != "" {
		for j := hi + 1; j+1 < len(ws); j++ {
			if ws[j] == "and" && (ws[j+1] == "i'll" || ws[j+1] == "we'll") {
				return verdict{cls: clsHandoff, rule: "promises only after the user's word (" + asked + ")"}
			}
		}
	}
	v := plain
	if clauseComma(toks) {
		v = promiseEN(ws, list, true)
	}
	if v.cls == clsPromise {
		if !lead && v.rule == ruleGerund && !enStartGerund.has(v.verb) && !enWorkGerund.has(v.verb) && !hasAny(ws, "now", "next", "immediately", "shortly", "first", "then") {
			return verdict{} // an apposition, not an announcement
		}
		return v
	}
	if runningReportEN(ws) {
		return verdict{cls: clsWait, waits: true, rule: "reports work still running"}
	}
	if p, _ := enSignOff.find(ws); p != "" {
		return verdict{cls: clsForward, rule: "is a sign-off"}
	}
	if asked != "" {
		return verdict{cls: clsHandoff, rule: "hands the next step to the user (" + asked + ")"}
	}
	if imperativeEN(toks, ws) {
		return verdict{cls: clsHandoff, rule: ruleSuggestion}
	}
	if v := doneEN(ws); v.cls == clsDone {
		return v
	}
	for _, w := range ws {
		switch w {
		case "will", "would", "should", "it'll", "that'll", "this'll", "they'll", "shall", "going", "gonna":
			return verdict{cls: clsForward, rule: "looks ahead"}
		}
	}
	return verdict{}
}
