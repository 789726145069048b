package detect

import (
	"strings"
)

// A handoff is a decision the agent needs from the user before it can go
// on: a direct question ("Should I also migrate the callers?", "커밋할까요?"),
// a request for confirmation ("Please confirm before I drop the table"), or
// options to choose from. Two kinds of question are no handoff: courtesy
// closings that follow a finished report ("Anything else?", "What would you
// like to do next?", "필요하시면 말씀해 주세요"), and questions the agent could answer itself by running
// something ("Should I run the tests?", "테스트 돌려볼까요?"): asking them
// hands the user a chore, not a decision.

var (
	// Questions that ask nothing in particular.
	courtesyEN = phrases{first: courtesyENFirst, list: []string{"anything else", "any questions", "any other questions", "any other changes", "does that help",
		"does this help", "did that help", "make sense", "makes sense", "does that make sense", "questions", "any feedback",
		"let me know if you have", "let me know if anything", "let me know if you need", "let me know if you run",
		"let me know if there's", "let me know if there is", "let me know how", "hope this helps", "hope that helps",
		"happy to help", "feel free", "if you have any", "if you need anything", "if anything else",
		// What to do next, open: a menu of next work after a finished
		// report names no decision the work waits on.
		"what would you like to do next", "what would you like me to do next", "what do you want to do next",
		"what do you want me to do next", "what should i do next", "what shall i do next"}}
	// Verbs of running a check: a question whose action is one asks for a
	// chore the agent could do.
	checkVerbs = wordSet{has: checkVerbsHas, list: []string{"run", "rerun", "re-run", "test", "retest", "build", "rebuild", "compile", "lint", "typecheck", "verify",
		"check", "double-check", "execute", "try", "validate", "confirm", "smoke-test"}}
	// Nouns of the tests a question may offer to write.
	testNouns = wordSet{has: testNounsHas, list: []string{"test", "tests", "testcase", "testcases", "spec", "specs", "regression", "coverage"}}
	// Objects of those verbs that are checks, or the change itself.
	checkObjects = wordSet{has: checkObjectsHas, list: []string{"test", "tests", "suite", "suites", "build", "lint", "linter", "typecheck", "tsc", "spec", "specs", "e2e",
		"check", "checks", "it", "that", "this", "them", "everything", "locally", "again", "the", "unit", "integration",
		"ci", "pipeline", "app", "script", "program", "fix", "change", "changes", "works", "passes", "compiles"}}
	// Words of choosing: "Which of the two do you prefer?", "Reply with a number".
	choiceWords = phrases{first: choiceWordsFirst, list: []string{"which", "which one", "which option", "reply with", "pick one", "pick a", "choose", "your call",
		"let me know which", "let me know whether", "tell me which", "option 1", "option a", "prefer"}}
	// Requests for confirmation that need no question mark.
	confirmEN = phrases{first: confirmENFirst, list: []string{"please confirm", "confirm whether", "confirm that you", "confirm before", "need your confirmation",
		"need your approval", "need your go-ahead", "waiting for your approval", "waiting for your go-ahead",
		"waiting on your go", "awaiting your approval", "awaiting your go-ahead", "awaiting your decision",
		"let me know which", "let me know whether", "let me know if you want me to", "let me know if you'd like me to",
		"let me know how you'd like", "let me know how you want", "say the word", "give me the go-ahead", "reply with"}}
	// Requests for what only the user can give before the work goes on: a
	// secret, a value from their account, a file, an action on their
	// machine. The agent cannot run its way past them, so a check named in
	// the same sentence ("once you paste it, I'll verify") is no chore.
	inputEN = phrases{first: inputENFirst, list: []string{"waiting for you to", "waiting on you to", "waiting for your", "waiting on your", "awaiting your",
		"please paste", "paste it here", "paste it now", "please provide", "please share", "please send", "please add",
		"please set", "please enter", "please upload", "once you paste", "once you provide", "once you add",
		"once you share", "once you send", "once you set", "once you've added", "once you've set", "once you've pasted",
		"when you've added", "when you have added", "after you add", "after you've added",
		"i need you to", "need from you", "can you paste", "could you paste", "can you share", "could you share",
		"can you provide", "could you provide", "can you send", "could you send", "can you export", "could you export"}}
	koCourtesy = []string{"필요하시면", "필요하면", "궁금한", "궁금하신", "추가로 필요", "문의", "도움이", "언제든", "편하게", "다른 요청", "더 필요"}
	koChoose   = []string{"어느", "어떤", "어떻게", "할지", "할 지", "여부", "선택", "중에서", "중 하나", "번호로", "번호를", "번호만"}
	koCheckAsk = []string{"테스트", "빌드", "실행", "돌려", "검증", "확인해 볼", "확인해볼", "확인할", "린트", "컴파일", "재현"}
	// What a run asked about acts on: the step itself, not a check of it.
	koActAsk = []string{"배포", "푸시", "커밋", "머지", "삭제", "운영", "프로덕션", "마이그레이션", "마이그레이트", "migrate", "적용", "롤백",
		"스테이징", "staging", "prod"}
	// A choice between asks: "A할까요, 아니면 B할까요?".
	koOr     = []string{"아니면", "또는 "}
	koAskEnd = []string{"까요", "할까", "될까", "겠어요", "겠습니까", "나요", "실래요", "을래요", "할래요", "싶으세요", "원하세요", "좋을지"}
)

// courtesy reports a closing that asks nothing in particular.
func courtesy(u unit) bool {
	if u.korean {
		return u.lowAny(koCourtesy) != "" && u.lowAny(koChoose) == ""
	}
	p, _ := courtesyEN.find(u.ws)
	if p == "" {
		return endsQuestion(u.masked) && len(u.ws) <= 3 && !hasAny(u.ws, "ok", "okay", "proceed", "push", "merge", "commit", "deploy", "which") && !labelChoice(u.ws)
	}
	return !decisionWords(u.ws)
}

// decisionWords reports a sentence that names what the user is to decide:
// "let me know which layout you prefer".
func decisionWords(ws []string) bool {
	p, _ := confirmEN.find(ws)
	return p != "" || hasAny(ws, "which", "whether", "prefer") || orLeave(ws)
}

// orLeave reports an offer's alternative of not doing it: "Should I fix
// the French test in this PR, or leave it for a separate fix?", "…, or
// keep 3.7?", "… or not?". The question weighs the work against leaving
// it, which is the user's call, not a courtesy.
func orLeave(ws []string) bool {
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] != "or" {
			continue
		}
		switch ws[i+1] {
		case "leave", "keep", "skip", "defer", "wait", "hold", "postpone", "not", "revert", "drop":
			return true
		}
	}
	return false
}

// decision reports a question or request for confirmation the agent needs
// answered, and not one it could answer itself.
func decision(u unit) bool {
	if u.korean && endsWithHangul(u.masked) {
		tail := koTail(u.low)
		// "`.gitignore`에 `.env`도 추가해 두시면 좋겠어요.": a wish for the
		// user's next step, said, not asked; "좋겠어요?" asks.
		wish := !endsQuestion(u.masked) && hasSuffixAny(tail, []string{"좋겠어요", "좋겠습니다", "좋겠네요"}) != ""
		asks := endsQuestion(u.masked) || !wish && koQuestionTail(tail, koAskEnd) != "" ||
			u.lowAny([]string{"확인 부탁", "승인 부탁", "결정해 주", "선택해 주", "정해 주", "정해주", "골라 주", "골라주", "알려 주시면", "알려주시면", "말씀해 주시면", "말씀해주시면"}) != "" ||
			u.lowAny(koChoose) != "" && u.lowAny([]string{"알려 주", "알려주", "말씀해", "말씀 주"}) != ""
		if !asks {
			return false
		}
		if u.lowAny(koCheckAsk) != "" && hasSuffixAny(tail, []string{"볼까요", "드릴까요", "할까요", "해볼까요", "돌려볼까요"}) != "" &&
			u.lowAny(koActAsk) == "" && u.lowAny(koOr) == "" {
			// "테스트 돌려볼까요?": a chore the agent could do. Not a run
			// that acts ("스테이징에 마이그레이션 실행할까요?"), nor a choice
			// ("백업 먼저 떠 둘까요, 아니면 바로 실행할까요?").
			return false
		}
		return true
	}
	ws := u.ws
	if len(ws) == 0 {
		return false
	}
	if p, _ := inputEN.find(ws); p != "" {
		return true
	}
	if !endsQuestion(u.masked) && furtherOffer(ws) {
		return false
	}
	if !endsQuestion(u.masked) {
		p, _ := confirmEN.find(ws)
		return p != "" && !selfCheck(ws)
	}
	if p, _ := courtesyEN.find(ws); p != "" && !decisionWords(ws) {
		return false
	}
	if labelChoice(ws) {
		return true // "A or B?" after the options: a pick between them
	}
	if len(ws) <= 3 && !hasAny(ws, "ok", "okay", "proceed", "push", "merge", "commit", "deploy", "continue", "go", "accept", "approve", "apply", "which") {
		return false // "Anything else?", "Thoughts?"; "Which one?" asks for a pick
	}
	// "Will you run the script yourself, or should I use a connection with
	// write access?" asks who acts: the user's to answer, whatever the act.
	// A question that names itself the user's choice ("Dropping 3.7 is your
	// call: accept it (I'd then … run the tests and merge), or keep 3.7?")
	// asks for it, whatever check its options mention.
	return !selfCheck(ws) || runsStep(u) || hasAny(ws, "yourself", "yourselves") || choice(u) || whenToRun(ws) || orLeave(ws)
}

// labelChoice reports a question made only of option labels joined by
// "or": "A or B?", "1, 2 or 3?", "Option A or B?". The options stand
// before it; the question asks the user to pick one.
func labelChoice(ws []string) bool {
	labels, or := 0, false
	for _, w := range ws {
		switch {
		case w == "or":
			or = true
		case w == "option" || w == "options":
		case len(w) == 1 && ('a' <= w[0] && w[0] <= 'z' || '1' <= w[0] && w[0] <= '9'):
			labels++
		default:
			return false
		}
	}
	return or && labels >= 2
}

// whenToRun reports a question that asks when a run should happen, with
// its alternative: "Do you want me to run it now, or wait until after the
// 14:00 batch finishes?". When a run that acts may happen is the user's to
// say, whatever it runs.
func whenToRun(ws []string) bool {
	return hasAny(ws, "or") && hasAny(ws, "now") && hasAny(ws, "wait", "until", "after", "later", "tonight", "tomorrow", "window", "hold")
}

// furtherOffer reports an offer of work beyond the task: "Let me know if
// you'd like me to look at the getReward flow next", "If you want, I can
// open a PR as well." Said as a statement rather than asked, it waits on
// no answer: it hands the user no decision the task needs. A choice ("…
// as well, or keep it on staging") still does, and so does a question
// ("Should I also migrate the callers?").
func furtherOffer(ws []string) bool {
	offer := hasWords(ws, "me to") || hasWords(ws, "shall i") || hasWords(ws, "should i") || hasWords(ws, "i can") || hasWords(ws, "i could")
	if !offer || hasAny(ws, "or", "which", "whether", "instead") {
		return false
	}
	return hasAny(ws, "next", "also", "another", "further", "additionally", "afterwards") || hasWords(ws, "as well") || ws[len(ws)-1] == "too"
}

// offersMore reports a closing question (as handoff quotes it) that
// offers more work: "Want me to draft that?", "Would you like me to add a
// TTL index as well?", "Should I also open a PR?". A choice ("…, or keep
// it on staging?") is a decision the task may need, and so is a question
// of whether or when.
func offersMore(q string) bool {
	if strings.Contains(q, "까요") && !strings.Contains(q, "아니면") && containsAny(q, koMoreWork) != "" {
		return true // "그것도 진행할까요?" after the purge reported done: more work, not the act's go-ahead
	}
	ws := strings.FieldsFunc(strings.ToLower(q), func(r rune) bool { return !('a' <= r && r <= 'z' || r == '\'') })
	if hasAny(ws, "or", "which", "whether", "instead", "before", "first", "when") {
		return false
	}
	if hasWords(ws, "should i also") || hasWords(ws, "shall i also") {
		return true
	}
	for i := 0; i+2 < len(ws); i++ {
		if (ws[i] == "want" || ws[i] == "like") && ws[i+1] == "me" && ws[i+2] == "to" {
			// "Do you want me to force-push?" after the push was refused
			// asks the go-ahead for the act itself, not for more work.
			return i+3 == len(ws) || !boundaryVerb(ws[i+3]) || hasAny(ws, "also", "too", "another", "next", "other")
		}
	}
	return false
}

// koMoreWork are the Korean words that add work to what is done: "그것도"
// (that too), "그것까지" (as far as that), "추가로" (in addition), "마저"
// (the rest too).
var koMoreWork = []string{"그것도", "이것도", "그것까지", "이것까지", "추가로", "마저", "그것도 같이", "같이 해"}

// boundaryVerb reports a verb of an act beyond the working tree, whose
// go-ahead the user gives: push, deploy, delete, migrate, rotate, merge.
func boundaryVerb(w string) bool {
	switch w {
	case "push", "force", "deploy", "redeploy", "delete", "drop", "purge", "truncate", "wipe", "rotate", "revoke",
		"migrate", "apply", "merge", "publish", "release", "rollback", "roll", "restart", "restore", "destroy":
		return true
	}
	return false
}

// runsStep reports a question whose verb of running takes a quoted command
// that checks nothing: "run `--delete` for everything except avatars, or
// extend the script first?" asks for the step itself, which the user must
// allow, where "run `npm test`?" offers a chore.
func runsStep(u unit) bool {
	for i, t := range u.toks[:max(len(u.toks)-1, 0)] {
		next := u.toks[i+1]
		if t.kind != tokWord || !checkVerbs.has(t.text) || next.kind != tokCode || next.span >= len(u.codes) {
			continue
		}
		switch commandKind(u.codes[next.span], nil) {
		case ckDeploy, ckEnv:
			return true
		case ckNone:
			// "Want me to run `orders_daily_checkpoint` to confirm the
			// suite still passes?": the command's purpose makes it a check.
			if !checkPurpose(u.ws) {
				return true
			}
		}
	}
	return false
}

// checkPurpose reports a purpose clause of checking: "to confirm", "to
// verify", "to make sure", "to double-check".
func checkPurpose(ws []string) bool {
	return hasWords(ws, "to confirm") || hasWords(ws, "to verify") || hasWords(ws, "to make sure") || hasWords(ws, "to double-check")
}

// selfCheck reports a question whose action is running a check on the
// work, or writing the tests that would: "Should I run the tests?", "Want
// me to build it to confirm?", "Want me to add a regression test?".
func selfCheck(ws []string) bool {
	if hasAny(ws, "staging", "prod", "production", "live", "preprod", "pre-prod") {
		return false // "Should I run it on staging now?": a step beyond the agent's sandbox needs the user's go
	}
	if hasAny(ws, "or") && hasAny(ws, "delete", "deletion", "drop", "purge", "truncate", "migration", "backfill", "restore", "deploy", "rollout") {
		// "Should I take a backup first and then run the delete, or run it
		// directly?": what "it" runs is the act the choice is about.
		return false
	}
	if checkPurpose(ws) {
		return true
	}
	for i, w := range ws {
		if w == "add" || w == "write" {
			// "Want me to add a few test cases for CJK headings?": the
			// tests that would check the work, the agent's to write.
			for j := i + 1; j < len(ws) && j <= i+5; j++ {
				if testNouns.has(ws[j]) {
					return true
				}
			}
			continue
		}
		if !checkVerbs.has(w) || usersVerb(ws, i) {
			// "…or keep it because you'll run it in a maintenance
			// window?": the user's run, no chore of the agent's.
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			if checkObjects.has(ws[j]) {
				if ws[j] == "the" && j+1 < len(ws) && !checkObjects.has(ws[j+1]) {
					break // "run the migration": a real step, not a check
				}
				return true
			}
		}
		if i+1 == len(ws) {
			return true // "Should I verify?"
		}
	}
	return false
}

// usersVerb reports a verb at i whose subject is the user: "you'll run",
// "you run", "you can build".
func usersVerb(ws []string, i int) bool {
	if i > 0 && (ws[i-1] == "you" || ws[i-1] == "you'll" || ws[i-1] == "you’ll" || ws[i-1] == "you'd") {
		return true
	}
	return i > 1 && ws[i-2] == "you" && (ws[i-1] == "will" || ws[i-1] == "can" || ws[i-1] == "would" || ws[i-1] == "could")
}

// choice reports a sentence that asks the user to pick among options.
func choice(u unit) bool {
	if u.korean {
		return u.lowAny(koChoose) != ""
	}
	p, _ := choiceWords.find(u.ws)
	if p == "which" && !endsQuestion(u.masked) && strings.Contains(u.masked, ", which ") {
		p = "" // "…with `createRequire`, which works on every version": a relative clause
	}
	return p != "" || strings.HasSuffix(strings.TrimSpace(u.masked), ":") && hasAny(u.ws, "options", "choices", "alternatives")
}
