package detect

import (
	"slices"
	"strings"
	"unicode"
)

// BarePromise returns the closing sentence of text when it is a bare
// first-person promise of the agent's own next work, and true: "I'll run
// the tests now.", "Let me write the parser next.", "Now I'll check the
// migration:", "이제 테스트를 실행하겠습니다.". It narrows Scan's Premature
// (the closing announces work not done) to the case no reader can take for
// anything else, which is why the gate may block on it with no event of the
// session behind it. It cannot fire on:
//
//   - a description or a report: the closing must be a future-tense
//     sentence whose subject is the agent ("I", "let me"); "The worker
//     retries three times" and "Once the world feels right, the natural
//     next step is the puzzles" have neither;
//   - a plan or an option: a plan's steps are list items or headed
//     sections, and an option is offered to someone ("we could…",
//     "I can also…"); only the closing prose sentence is read, and only the
//     verbs of doing ("I'll", "I will", "I'm going to", "let me", the
//     Korean -겠습니다 and -ㄹ게요);
//   - a question: a message with a question anywhere in its prose hands
//     the turn to the user ("Proceed? (y/n) Then we'll go on with the
//     menu.");
//   - an instruction to the user: a closing that speaks to the user ("you",
//     "once you…", "…해 주시면", "After saving the config:") or is
//     conditioned on anything ("if", "once", "when", "after") waits on
//     someone else;
//   - a URL or a quote of tool output: code spans, fences and quotes are
//     masked by segment before any word is read, and a message that ends in
//     output shows the work done (see closing);
//   - work still running: a closing that waits on a job, agents or the
//     user's answer is Waits, not a promise.
func BarePromise(text string) (string, bool) {
	units := segment(text)
	v, sent := closing(newSentences(units))
	if v.cls != clsPromise || v.waits || v.at < 0 || v.at >= len(units) || v.rule == ruleStepsList {
		return "", false // "I'll:" and a list of steps is a plan
	}
	for _, u := range units {
		if prose(u) && (endsQuestion(u.masked) || strings.ContainsAny(u.masked, "?？")) {
			return "", false
		}
	}
	u := units[v.at]
	if u.kind != unitProse && u.kind != unitList {
		return "", false
	}
	for _, after := range units[v.at+1:] {
		if prose(after) && speaksToUser(after) {
			return "", false
		}
	}
	if u.korean {
		if !barePromiseKO(u.masked) {
			return "", false
		}
		return sent, true
	}
	if startsWithCode(u.masked) || !barePromiseEN(withoutCodeConditions(u.toks)) {
		// "`cargo doc --open` will show the docs": the subject is a
		// command, not the agent.
		return "", false
	}
	return sent, true
}

// startsWithCode reports a sentence whose first word is a code span.
func startsWithCode(masked string) bool {
	for _, r := range masked {
		if unicode.IsSpace(r) || r == '*' || r == '_' {
			continue
		}
		return isCodePlaceholder(r)
	}
	return false
}

// promiseLeads are the discourse words a bare promise may open with.
func promiseLeads(s string) bool {
	switch s {
	case "now", "next", "ok", "okay", "alright", "so", "first", "then",
		"great", "good", "perfect", "right", "sure", "got", "it", "understood",
		"and", "finally":
		return true
	}
	return false
}

// barePromiseEN reads the English closing's words: the agent as the
// subject of a future act ("I'll", "I will", "I'm going to", "let me",
// "going to …", "will …" opening the sentence, or "… now" after a verb
// of starting: "Doing that now.", "Starting the upgrade now"), and no
// word that conditions it, offers it or addresses the user.
func barePromiseEN(ws []string) bool {
	if len(ws) > 0 && askVerbs(ws[0]) {
		return false // "Say go and I'll start": the promise waits on the user
	}
	for j, w := range ws {
		if w == "after" && (j == len(ws)-1 || j >= 2 && ws[j-2] == "before" && ws[j-1] == "and" || j >= 1 && ws[j-1] == "before") {
			// "compare sizes before and after", "to get before/after
			// numbers": an adverb, no condition
			continue
		}
		switch w {
		case "you", "your", "you're", "you'll", "yours", "if", "once", "when", "whenever", "after", "until", "unless",
			"could", "might", "would", "maybe", "perhaps", "we", "we'll", "let's":
			return false
		}
	}
	i := 0
	for i < len(ws) && i < 3 && promiseLeads(ws[i]) {
		i++
	}
	if rest := ws[i:]; len(rest) >= 2 && (rest[0] == "going" && rest[1] == "to" || rest[0] == "will") {
		return true
	}
	for j, w := range ws {
		next := ""
		if j+1 < len(ws) {
			next = ws[j+1]
		}
		switch {
		case w == "i'll" || w == "i’ll":
			return true
		case w == "i" && (next == "will" || next == "'ll"):
			return true
		case (w == "i'm" || w == "i’m") && next == "going":
			return true
		case w == "let" && next == "me":
			return true
		case j == i && startVerbs(w) && slices.Contains(ws, "now"):
			return true
		}
	}
	return false
}

// withoutCodeConditions returns the words of toks but a condition word
// whose object is code, or that stands in an aside in parentheses:
// "returns `Error::Overflow` once `shift >= 64` (and when the 10th byte
// has higher bits)", "fetches `de` after `en`" say when the code does
// something, not when the agent will.
func withoutCodeConditions(toks []token) []string {
	ws := make([]string, 0, len(toks))
	depth, run := 0, 0 // run: the words since the clause began
	for i := range toks {
		switch t := &toks[i]; {
		case t.kind == tokPunct && t.text == "(":
			depth++
		case t.kind == tokPunct && t.text == ")" && depth > 0:
			depth--
		case t.kind == tokPunct && strings.ContainsAny(t.text, ",;:—"):
			run = 0
		}
		if toks[i].kind != tokWord {
			continue
		}
		run++
		switch w := toks[i].text; w {
		case "if", "once", "when", "whenever", "after", "until", "unless":
			// A clause that opens on the condition sets one on what
			// follows ("If `start_scan()` returns `-EALREADY`, I'll
			// guard it"); one after the clause's verb tells the code's.
			if depth > 0 || run > 2 && i+1 < len(toks) && toks[i+1].kind == tokCode {
				continue
			}
		}
		ws = append(ws, toks[i].text)
	}
	return ws
}

// askVerbs open a sentence that asks the user for something first.
func askVerbs(w string) bool {
	switch w {
	case "say", "tell", "confirm", "give", "send", "reply", "pick", "choose", "approve", "answer", "ping", "paste", "share":
		return true
	}
	return false
}

// startVerbs open a closing that announces the work as starting now.
func startVerbs(s string) bool {
	switch s {
	case "starting", "doing", "implementing", "adding", "writing", "fixing", "running", "applying",
		"working", "moving", "proceeding", "on":
		return true
	}
	return false
}

// koPromiseEnds close a Korean sentence that promises the speaker's own
// act; koUserWords address or wait on the user.
var (
	koPromiseEnds = []string{"겠습니다", "할게요", "할께요", "볼게요", "볼께요", "할게", "해볼게요", "하겠음"}
	koUserWords   = []string{"주시면", "주세요", "하시면", "원하시면", "괜찮으시면", "알려 주", "알려주", "드릴까요", "할까요", "드리겠습니다", "되시면", "끝나면", "완료되면"}
)

// barePromiseKO reports a Korean sentence that ends in a first-person
// promise ending and holds no word addressed to the user or waiting on
// something (주시면, 할까요, 끝나면 …).
func barePromiseKO(masked string) bool {
	s := strings.TrimRight(strings.TrimSpace(masked), ".!~。:")
	if containsAny(s, koUserWords) != "" {
		return false
	}
	for _, end := range koPromiseEnds {
		if strings.HasSuffix(s, end) {
			return true
		}
	}
	return false
}

// speaksToUser reports a sentence addressed to the user: an instruction
// or a condition on what the user does.
func speaksToUser(u unit) bool {
	if u.korean {
		return containsAny(u.masked, koUserWords) != ""
	}
	for _, w := range u.ws {
		switch w {
		case "you", "your", "you're", "you'll", "please":
			return true
		}
	}
	return false
}
