package detect

import (
	"strings"
)

// More shapes of a success claim. The base recogniser keys on the success
// word itself ("pass", "fixed", "통과"); agents as often claim success by
// saying the failure is gone ("the crash is gone", "오류가 더 이상 발생하지
// 않습니다"), by saying they checked it ("verified the fix locally", "동작
// 확인했습니다"), by a verb in the present with the change as subject ("this
// resolves the crash"), or by a state word next to a tool ("mypy is happy",
// "the service is healthy", "테스트 모두 초록불").

var (
	// Nouns of failure whose absence is a fix.
	failNouns = wordSet{has: failNounsHas, list: []string{"crash", "crashes", "error", "errors", "bug", "bugs", "issue", "issues", "warning", "warnings",
		"leak", "leaks", "race", "flake", "flakiness", "regression", "failure", "failures", "exception",
		"exceptions", "panic", "panics", "problem", "problems", "500s", "timeouts", "deadlock", "hang", "flicker", "redirect", "loop",
		"complaints", "complaint", "findings", "offenses"}}
	// Words that, after "back to", name a good state: "back to 200".
	backToGood = wordSet{has: backToGoodHas, list: []string{"200", "200s", "normal", "green", "passing", "working", "healthy", "baseline", "ok", "okay"}}
	goneWords  = wordSet{has: goneWordsHas, list: []string{"gone", "eliminated", "disappeared", "vanished", "cleared"}}
	// Subjects that make a present "fixes/resolves" a claim about the change.
	changeSubjects = wordSet{has: changeSubjectsHas, list: []string{"this", "that", "which", "it", "change", "patch", "commit", "fix", "pr", "diff", "update"}}
	// Verbs of behaviour that, said to hold "now", claim the change works.
	behaviourNow = wordSet{has: behaviourNowHas, list: []string{"accepts", "handles", "supports", "parses", "returns", "shows", "displays", "sends", "rejects",
		"retries", "redirects", "respects", "survives", "recovers", "reconnects", "refreshes", "matches", "keeps",
		"stays", "persists", "saves", "loads", "opens", "closes", "scrolls", "updates", "syncs", "responds"}}
	fixPresent = wordSet{has: fixPresentHas, list: []string{"fixes", "resolves", "solves", "eliminates", "addresses", "cures"}}
	// Verbs of checking that claim the check was done.
	checkedVerbs = wordSet{has: checkedVerbsHas, list: []string{"verified", "confirmed", "tested", "validated"}}
	checkedFrame = wordSet{has: checkedFrameHas, list: []string{"i", "we", "i've", "we've", "and", "also", "manually", "locally", "fully", "been", "is", "are", "was", "have", "has", "then", "both", "all"}}
	// Reporting verbs before "nothing": "eslint reports nothing".
	reportVerbs = wordSet{has: reportVerbsHas, list: []string{"reports", "reported", "shows", "showed", "finds", "found", "flags", "flagged", "complains",
		"outputs", "prints", "returns", "returned", "gives"}}
	// Adjectives of a property the work was to give, claimed with "now":
	// "the migration is idempotent now".
	goodNow = wordSet{has: goodNowHas, list: []string{"idempotent", "deterministic", "thread-safe", "consistent", "accurate", "correct", "fast", "faster",
		"responsive", "reproducible", "atomic", "safe"}}
	stateWords = wordSet{has: stateWordsHas, list: []string{"stable", "healthy", "happy", "up", "quiet", "silent"}}
	// Verbs of a program doing its job; with a success adverb they claim it
	// works ("every row parses now", "the page redirects correctly").
	doesJob = wordSet{has: doesJobHas, list: []string{"parses", "loads", "connects", "renders", "compiles", "validates", "saves", "syncs", "imports",
		"exports", "redirects", "responds", "displays", "shows", "updates", "resolves", "authenticates", "logs",
		"closes", "opens", "submits", "uploads", "downloads", "sends", "deletes", "persists", "matches", "returns"}}
	jobDone = wordSet{has: jobDoneHas, list: []string{"correctly", "properly", "fine", "successfully", "cleanly", "again", "now"}}

	koFailNoun = []string{"오류", "에러", "크래시", "문제", "버그", "예외", "경고", "타임아웃", "누수", "패닉", "충돌", "깨짐", "이슈", "실패",
		"깜빡임", "끊김", "지연", "중복", "누락", "튕김", "멈춤", "먹통"}
	// Verbs that, after a failure noun, say it was dealt with: "버그 잡았습니다",
	// "타입 오류는 모두 정리했습니다".
	koCaught = []string{"잡았", "잡혔", "정리했", "없앴", "해소했", "해소됐", "해소되었"}
	koGone   = []string{"발생하지 않습니", "발생하지 않아요", "나지 않습니", "나지 않아요", "안 납니", "안 나요", "안 생깁니",
		"안 갑니", "안 가요", "안 옵니", "안 와요", "안 보입니", "안 찍힙니", "재현이 안 됩", "재현이 더 이상 안", "재현 안 됩", "재현되지 않",
		"사라졌", "사라집니", "없어졌", "재현되지 않습니", "재현되지 않아요", "안 뜹니", "뜨지 않습니", "보이지 않습니"}
	koAgain  = []string{"다시", "제대로", "이제"}
	koGreen  = []string{"초록불", "초록색", "녹색", "올그린", "올 그린"}
	koNoSnag = []string{"이상없이", "이상 없이", "이상없습니다", "이상 없습니다", "문제없습니다", "문제없어요", "문제없습니", "안정적으로", "안정적입니다"}
	// Deploy verbs of putting up: "운영 서버에 올렸습니다".
	koPutUp  = []string{"올렸", "올라갔", "띄웠", "나갔", "올려 두었", "올려뒀"}
	koEnvTok = []string{"스테이징", "프로덕션", "운영", "prod", "staging", "production", "라이브"}
)

// notFixedYet reports an honest report that the failure stands: "Not fixed
// yet: the race still shows up about 1 in 20 runs".
func notFixedYet(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "fixed", "resolved", "solved":
			if i > 0 && (ws[i-1] == "not" || ws[i-1] == "isn't" || ws[i-1] == "aren't" || ws[i-1] == "yet") {
				return true
			}
		case "still":
			if i+1 < len(ws) && (ws[i+1] == "shows" || ws[i+1] == "happens" || ws[i+1] == "reproduces" || ws[i+1] == "occurs" || ws[i+1] == "appears" || ws[i+1] == "fails" || ws[i+1] == "crashes") {
				return true
			}
		}
	}
	return false
}

// checkedAgain reads a verb of checking done again or twice as the verb:
// "I double-checked it at 375px in the browser" checked it.
func checkedAgain(w string) string {
	switch w {
	case "double-checked", "re-checked", "rechecked":
		return "checked"
	case "double-tested":
		return "tested"
	case "re-verified", "reverified", "double-verified":
		return "verified"
	case "re-confirmed", "reconfirmed", "double-confirmed":
		return "confirmed"
	}
	return w
}

// emphaticPast returns the past form of a verb of checking that an
// emphatic "did" carries ("I did confirm", "we did test it"), or "".
func emphaticPast(w string) string {
	switch w {
	case "confirm", "verify", "test", "validate":
		if w == "verify" {
			return "verified"
		}
		return strings.TrimSuffix(w, "e") + "ed"
	}
	return ""
}

// clauseEndsNow reports "now" as the last word of the clause after token i.
func clauseEndsNow(ct []token, i int) bool {
	for j := i + 1; j < len(ct); j++ {
		if ct[j].kind == tokPunct && ct[j].text != "`" && ct[j].text != "-" {
			return j > i+1 && wordAt(ct, j-1) == "now"
		}
		if ct[j].is("and", "but") {
			return j > i+1 && wordAt(ct, j-1) == "now"
		}
	}
	return len(ct) > i+1 && wordAt(ct, len(ct)-1) == "now"
}

// predicateAt recognises a success predicate at token i: the base words
// first, then the shapes above.
func predicateAt(ct []token, i int) (claimKind, string) {
	if k, p := predicateBase(ct, i); k != ckNone {
		return k, p
	}
	if ct[i].kind != tokWord {
		return ckNone, ""
	}
	if ct[i].hangul {
		return predicateMoreKO(ct, i)
	}
	return predicateMoreEN(ct, i)
}

// predicateMoreEN recognises the English success predicates beyond
// predicateBase at token i: a failure gone, a present fix, a check
// reported, a job done, a state now good. It returns the claim kind and
// predicate kind, or ckNone.
func predicateMoreEN(ct []token, i int) (claimKind, string) {
	w := checkedAgain(ct[i].text)
	prev, next := wordAt(ct, i-1), wordAt(ct, i+1)
	if p := emphaticPast(w); p != "" && prev == "did" && (wordAt(ct, i-2) == "i" || wordAt(ct, i-2) == "we") {
		w, prev = p, wordAt(ct, i-2) // "I did confirm the fix" confirmed it
	}
	switch {
	case goneWords.has(w):
		// "the crash is gone", "both warnings are gone now"
		if prev == "is" || prev == "are" || prev == "'s" || prev == "now" || prev == "been" || prev == "all" || prev == "completely" || prev == "entirely" {
			for j := i - 1; j >= 0 && j >= i-5; j-- {
				if failNouns.has(wordAt(ct, j)) {
					return ckFix, pFix
				}
			}
		}
	case fixPresent.has(w):
		if changeSubjects.has(prev) && !claimNeg.has(next) && next != "only" {
			return ckFix, pFix
		}
	case behaviourNow.has(w) && (prev == "now" || clauseEndsNow(ct, i)):
		// "The channel now accepts both keys", "the parser handles quoted
		// newlines now": the changed code is said to work.
		return ckFix, pFix
	case (w == "deploys" || w == "installs" || w == "upgrades") && (next == "fine" || next == "cleanly" || next == "successfully" || next == "without" || next == "ok"):
		return ckDeploy, pDeploy // "The Helm chart deploys fine"
	case (w == "applies" || w == "applied") && (next == "cleanly" || next == "successfully" || next == "fine" || next == "without"):
		if appliedToEnv(ct) {
			return ckDeploy, pDeploy // "the migration applies cleanly"
		}
		return ckFix, pState
	case w == "checked" && (i == 0 || checkedFrame.has(prev)) && observedObject(ct, i):
		// "I checked it in Chrome and Firefox": the change was run where
		// it runs. "checked the config" reads, and is none.
		return ckFix, pObserved
	case checkedVerbs.has(w):
		if !(i == 0 || checkedFrame.has(prev) || ct[i-1].kind == tokPunct && ct[i-1].text != "`") {
			break
		}
		if wordAt(ct, i+2) == "" && i+2 < len(ct) && ct[i+2].text == ":" {
			break // "Tested packages: …" labels a list
		}
		// A success predicate later in the clause ("verified it works",
		// "confirmed that the modal closes now") is the claim, read there.
		for j := i + 1; j < len(ct) && j <= i+10; j++ {
			if ct[j].kind == tokPunct && ct[j].text != "`" && ct[j].text != "," {
				break
			}
			if k, _ := predicateAt(ct, j); k != ckNone {
				return ckNone, ""
			}
		}
		// "Tested it locally", "verified the fix in the simulator": the
		// change was run. "Confirmed: the leak is in the cache", "confirmed
		// it only happens with …" report a finding.
		if observedObject(ct, i) {
			return ckFix, pObserved
		}
		if w == "tested" || next == "" || next == "it" || next == "this" || next == "everything" || next == "working" || next == "locally" || next == "manually" || next == "end-to-end" {
			return ckFix, pFix
		}
		for j := i + 1; j < len(ct) && j <= i+6; j++ {
			if ct[j].kind == tokPunct && ct[j].text != "`" {
				break
			}
			if checkedObjects.has(wordAt(ct, j)) || wordAt(ct, j) == "that" {
				return ckFix, pFix
			}
		}
	case w == "working" && (prev == "confirmed" || prev == "verified" || prev == "tested"):
		return ckFix, pObserved // "confirmed working"
	case w == "working" && (prev == "and" || i == 0 && (next == "" || next == "now" || next == "again" || next == "locally" || next == "fine")):
		return ckFix, pFix
	case triedAndResult(ct, i):
		return ckFix, pObserved // "I tried it and it lists only the new commits"
	case w == "nothing" && reportVerbs.has(prev):
		return ckFix, pState
	case stateWords.has(w) && (prev == "is" || prev == "are" || prev == "'s" || prev == "now" || prev == "looks" || prev == "stays"):
		if w == "up" && next != "and" || (w == "quiet" || w == "silent") && next == "about" || w == "happy" && i >= 2 && wordKind(wordAt(ct, i-2)) == ckNone && ct[i-2].kind != tokCode {
			break
		}
		return ckFix, pState
	case goodNow.has(w) && (prev == "is" || prev == "are" || prev == "'s") && (next == "now" || next == "again"):
		return ckFix, pFix // "the migration is idempotent now"
	case w == "good" && (prev == "looks" || prev == "looking" || prev == "all") && (next == "now" || next == "again") ||
		w == "good" && prev == "all" && i == 1:
		return ckFix, pFix // "Looks good now: …", "All good"
	case (w == "compile" || w == "link") && (next == "fine" || next == "cleanly" || next == "successfully" || next == "and" && (wordAt(ct, i+2) == "link" || wordAt(ct, i+2) == "run")):
		return ckBuild, pBuild // "Both targets compile and link fine"
	case w == "set" && prev == "all" && i == 1:
		return ckFix, pFix // "All set, …"
	case w == "expected" && prev == "as" && i >= 3 && presentVerbBefore(ct, i-1):
		return ckFix, pFix // "the cron job fires every 5 minutes as expected"
	case (w == "went" || w == "goes") && next == "through" && throughEnds(wordAt(ct, i+2)):
		return ckFix, pState // "the payment goes through now"; not "still goes through kapt", a route
	case w == "place" && prev == "in" && (wordAt(ct, i-2) == "is" || wordAt(ct, i-2) == "are" || wordAt(ct, i-2) == "now" || wordAt(ct, i-2) == "'s"):
		// "The new index is in place on production": applied to an
		// environment.
		for _, t := range ct {
			if t.kind == tokWord && envWords.has(t.text) {
				return ckDeploy, pDeploy
			}
		}
	case w == "squashed" || w == "sorted" && (prev == "is" || prev == "are" || prev == "all" || prev == "now" || next == "out") ||
		w == "care" && prev == "taken" && next == "of":
		if prev != "be" && prev != "to" && prev != "get" {
			return ckFix, pFix // "both bugs are squashed", "that's taken care of"
		}
	case w == "back" && (next == "to" && backToGood.has(wordAt(ct, i+2)) || next == "up" || next == "online"):
		if prev == "is" || prev == "are" || prev == "'s" || prev == "now" || prev == "it's" || prev == "came" || prev == "went" {
			return ckFix, pState
		}
	case isHangulTok(ct, i+1) && koResponse(ct, i):
		return ckRun, pRun // "curl로 호출해 보니 200 OK가 나옵니다"
	case failNouns.has(w) && prev == "no" && (w == "complaints" || w == "complaint"):
		return ckFix, pState
	case (w == "checks" || w == "checked") && next == "out" && (prev == "everything" || prev == "it" || prev == "all" || prev == "that" || prev == "this"):
		return ckFix, pState
	case w == "green" && i > 0 && (wordKind(prev) == ckTest || wordKind(prev) == ckBuild || prev == "ci" || prev == "checks"):
		return ckFix, pState // "All 37 specs green"
	case w == "more" && prev == "no" && (i == 1 || i >= 2 && ct[i-2].kind == tokPunct) && next != "than":
		return ckFix, pFix // "No more N+1 queries on the orders page"
	case doesJob.has(w) && jobDone.has(next) && (next != "now" || wordAt(ct, i+2) == "") && prev != "it" || doesJob.has(w) && next == "as" && wordAt(ct, i+2) == "expected":
		return ckFix, pFix
	case failNouns.has(w) && (wordAt(ct, i-2) == "no" && (prev == "more" || prev == "remaining" || prev == "outstanding" || prev == "further") ||
		wordAt(ct, i-3) == "no" && wordAt(ct, i-2) == "more" && wordKind(prev) != ckNone):
		return ckFix, pState
	}
	return ckNone, ""
}

// predicateMoreKO is predicateMoreEN for a Hangul token: green, no snag,
// a failure gone, it works now. Negated by 안 or 못 before it, none.
func predicateMoreKO(ct []token, i int) (claimKind, string) {
	w := ct[i].text
	prev := wordAt(ct, i-1)
	if prev == "안" || prev == "못" {
		return ckNone, ""
	}
	k, p := ckNone, ""
	switch {
	case containsAny(w, koGreen) != "":
		k, p = ckFix, pState
	case containsAny(w, koNoSnag) != "" || (w == "이상" && strings.HasPrefix(wordAt(ct, i+1), "없")):
		k, p = ckFix, pState
	case hasPrefixAny(w, koFailNoun) != "":
		rest := koRest(ct, i+1, 4)
		if g := containsAny(rest, koGone); g != "" {
			k, p = ckFix, pFix
		} else if koNowWord(ct) && (strings.HasPrefix(rest, "없") || strings.Contains(rest, " 없")) {
			k, p = ckFix, pFix // "이제 … 깜빡임이 없습니다", "컴파일 에러는 이제 없습니다"
		}
	case hasPrefixAny(w, koCaught) != "":
		// "타임존 버그 잡았습니다", "Memory leak 잡았고": a failure caught.
		if strings.HasPrefix(w, "잡았다고") || strings.HasPrefix(w, "잡았는지") {
			break
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			t := ct[j]
			if t.hangul && hasPrefixAny(t.text, koFailNoun) != "" || !t.hangul && failNouns.has(t.text) {
				k, p = ckFix, pFix
				break
			}
		}
	case hasPrefixAny(w, koPutUp) != "":
		for _, t := range ct[:i] {
			if hasPrefixAny(t.text, koEnvTok) != "" {
				return ckDeploy, pDeploy
			}
		}
	case w == "끝" || strings.HasPrefix(w, "끝입니") || strings.HasPrefix(w, "끝이에요") || strings.HasPrefix(w, "끝!"):
		if i > 0 && ct[i-1].hangul && hasSuffixAny(ct[i-1].text, []string{"구현", "작업", "수정", "적용", "반영", "개발", "마이그레이션", "리팩터링", "리팩토링"}) != "" {
			k, p = ckFix, pFix
		}
	case containsAny(w, koAgain) != "" && len(w) <= 9:
		next := wordAt(ct, i+1)
		if hasPrefixAny(next, koWorks) != "" && (w != "이제" || strings.HasPrefix(next, "됩니다") || strings.HasPrefix(next, "돼요")) {
			k, p = ckFix, pFix
		}
	case strings.HasPrefix(w, "확인했") || strings.HasPrefix(w, "확인하였") || strings.HasPrefix(w, "확인됐") || strings.HasPrefix(w, "확인되었"):
		if hasSuffixAny(prev, koRunOK) != "" || observedClauseKO(ct, i) {
			k, p = ckFix, pObserved // "동작 확인했습니다", "crash 안 나는 것 확인했습니다"
		}
	case strings.HasPrefix(w, "반영했") || strings.HasPrefix(w, "반영되었") || strings.HasPrefix(w, "반영됐") || strings.HasPrefix(w, "반영 완료"):
		for _, t := range ct {
			if t.hangul && hasPrefixAny(t.text, []string{"스테이징", "프로덕션", "운영", "서버", "클러스터", "prod"}) != "" || !t.hangul && t.kind == tokWord && envWords.has(t.text) {
				return ckDeploy, pDeploy
			}
		}
	}
	if k == ckNone {
		return k, p
	}
	// A purpose or a negated change is no result: "오류가 발생하지 않도록 …".
	if r := koRest(ct, i, 5); strings.Contains(r, "않도록") || strings.Contains(r, "않게") || strings.Contains(r, "지 않았") {
		return ckNone, ""
	}
	return k, p
}

// koRest joins the next n Hangul tokens from i, with spaces, to read an
// ending that spans words ("발생하지 않습니다").
func koRest(ct []token, i, n int) string {
	var b strings.Builder
	for j := i; j < len(ct) && j < i+n; j++ {
		if !ct[j].hangul {
			if ct[j].kind == tokPunct {
				break
			}
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(ct[j].text)
	}
	return b.String()
}

// The prefilter in mayClaim must see the words these shapes start on.
// moreClaimWords are the words the shapes above start on; they are claim
// words, so that mayClaim lets their sentences through.
var moreClaimWords = wordSet{has: moreClaimWordsHas, list: []string{"working", "nothing", "went", "goes", "checks", "checked", "more", "place", "squashed", "sorted",
	"care", "back", "set", "expected", "good", "compile", "link", "applies", "deploys", "installs", "upgrades",
	"tried", "ran", "exercised", "launched", "opened", "started", "clicked", "invoked", "200", "201", "204",
	"double-checked", "re-checked", "rechecked", "double-tested", "re-verified", "reverified", "double-verified",
	"re-confirmed", "reconfirmed", "double-confirmed"},
	also: []*wordSet{&goneWords, &fixPresent, &checkedVerbs, &stateWords, &failNouns, &doesJob, &goodNow, &behaviourNow}}

// The Korean half of mayClaim's prefilter is claimWordStemsKO, the Korean
// stems the shapes above start on (moreClaimStemsKO), and koFailNoun.
var moreClaimStemsKO = []string{"수정", "적용", "초록", "녹색", "그린", "이상", "확인", "반영", "다시", "제대로", "이제", "안정적",
	"잡았", "잡혔", "올렸", "올라갔", "띄웠", "나갔", "끝"}

// claimStemIn reports a Korean claim stem in s (see moreClaimStemsKO).
func claimStemIn(s string) bool {
	sig := sigOf(s)
	return containsAnySig(s, &sig, claimWordStemsKO) != "" || containsAnySig(s, &sig, moreClaimStemsKO) != "" || containsAnySig(s, &sig, koFailNoun) != ""
}

// userConditionAfter: a condition on the user after the predicate ("the
// warnings are gone once you upgrade") makes it advice, not a result; so
// does a clause of time right after it whose subject is not the agent
// ("the backfill starts as soon as the job runs", "the upgrade starts the
// moment apply runs"): it says when the thing happens, not that it did.
func userConditionAfter(ct []token, i int) bool {
	for j := i + 1; j < len(ct) && j <= i+8; j++ {
		if ct[j].kind == tokPunct && ct[j].text != "," && ct[j].text != "`" {
			return false
		}
		w := wordAt(ct, j)
		if claimCond.has(w) || w == "after" {
			n := wordAt(ct, j+1)
			if n == "you" || n == "your" || n == "you've" || n == "you're" {
				return true
			}
			return j <= i+2 && (w == "once" || w == "whenever" || w == "when") && !agentsRun(n)
		}
		if j <= i+3 && timeConjunction(wordAt(ct, j-1), w) {
			return !agentsRun(wordAt(ct, j+1)) && !agentsRun(wordAt(ct, j+2))
		}
	}
	return false
}

// agentsRun reports a word after a clause of time that makes it the
// agent's own run ("when I ran it", "when run alone"), or says nothing.
func agentsRun(w string) bool {
	switch w {
	case "", "i", "we", "i've", "we've", "run", "ran", "tested", "built", "invoked", "executed", "called":
		return true
	}
	return false
}

// koNowWord reports 이제 or 더 이상 in the clause: "이제 깜빡임이 없습니다"
// reports a change, where "깜빡임이 없습니다" alone may describe a design.
func koNowWord(ct []token) bool {
	for i, t := range ct {
		if t.hangul && (t.text == "이제" || t.text == "더" && i+1 < len(ct) && strings.HasPrefix(ct[i+1].text, "이상")) {
			return true
		}
	}
	return false
}

// presentVerbBefore reports a third-person present verb within the six
// words before i, as in "fires every 5 minutes as expected".
func presentVerbBefore(ct []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-6; j-- {
		w := wordAt(ct, j)
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !isNumber(w) &&
			(j == 0 || wordAt(ct, j-1) != "the" && wordAt(ct, j-1) != "a" && !isNumber(wordAt(ct, j-1))) {
			return true
		}
	}
	return false
}

// observedClauseKO reports a 확인했습니다 at i whose object is a clause made
// a noun by 것 (걸, 거) that says how the program behaved: a failure that
// did not come ("crash 안 나는 것 확인했습니다", "에러 없는 걸 확인했습니다")
// or a run that went well ("잘 되는 거 확인했어요"). "다른 곳에서 쓰이지 않는
// 것 확인했습니다" is what a search showed, not a run.
func observedClauseKO(ct []token, i int) bool {
	if i < 2 || !ct[i-1].hangul || hasPrefixAny(ct[i-1].text, []string{"것", "걸", "거"}) == "" {
		return false
	}
	failure, absent, well := false, false, false
	for j := i - 2; j >= 0 && j >= i-5; j-- {
		t := ct[j]
		switch {
		case t.hangul && hasPrefixAny(t.text, koFailNoun) != "", !t.hangul && failNouns.has(t.text):
			failure = true
		case t.hangul && hasPrefixAny(t.text, []string{"안", "않", "없"}) != "":
			absent = true
		case t.hangul && hasPrefixAny(t.text, []string{"잘", "정상"}) != "":
			well = true
		}
	}
	return failure && absent || well
}

// throughEnds reports the word after "went through" or "goes through"
// when the phrase ends there, as a success does ("the payment went through
// fine"), and not when an object follows it ("code generation still goes
// through kapt", "went through the list").
func throughEnds(w string) bool {
	switch w {
	case "", "now", "fine", "cleanly", "successfully", "again", "without", "on", "and", "ok", "okay", "this", "after", "too", "as", "with":
		return true
	}
	return false
}
