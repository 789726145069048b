package detect

import "strings"

// Who cut the work. A scope reduction is the agent saying that it did not
// do part of what it was asked: "I skipped the two legacy tests", "Stubbed
// the payment call", "중복 검사는 일단 빈 함수로 두었습니다". The cue words of
// a cut (skip, only, stub, ignored, left untouched, incomplete) are just as
// common in sentences that describe what code does ("`.agents/*` stays
// ignored; only the three skills are allowlisted", "It skips `setCache()`
// so …"), that report findings of a review or an analysis ("the suggested
// fix is incomplete"), that estimate or plan ("Would need CTR-aware partial
// decryption"), that offer options ("Skip the hook with `--no-verify`"), or
// that explain a cause ("The issue was that I was editing files in another
// path instead of …"). None of those is the agent's own omission.
//
// So a sentence a scope rule matched counts only when its voice makes it
// the agent's report: the agent is the subject of a verb of doing (I, we;
// a report fragment that opens with a past verb, "Skipped the …"; a Korean
// past predicate with no other subject), or the sentence marks a part of
// the work as provisional (for now, temporarily, yet, later, a follow-up,
// TODO; 일단, 임시, 아직, 나중에), which only the one who left it so says.
// And never when it is hypothetical, an imperative option, the cause of a
// bug, a choice handed to the user, or a skip justified on its merits.

// ownCut reports whether sentence u, matched by a scope rule whose reason
// is r, reports the agent's own omission (see above). report says the
// message reports the agent's own work: there a state of the delivered work
// ("The iOS path was not updated", "the callback handler is a no-op") is the
// agent's account of what it left, while in an answer, a review or a plan
// it is a finding about code. Two kinds of reading stay weak even there:
// converging cues and the stock phrases of a state ("left untouched",
// "commented out"), which describe what code does as often as what the
// agent left; they need the agent's voice or a provisional marker.
func ownCut(u unit, report bool, r string) bool {
	if cutVetoed(u) || label(u) {
		return false
	}
	if agentVoice(u) {
		return true
	}
	if hypothetical(u) || handsChoice(u) || strictReading(r) {
		return false
	}
	if provisional(u) {
		return true
	}
	return report && !weakReading(u, r)
}

// weakReading reports the readings that describe code as often as cuts.
func weakReading(u unit, r string) bool {
	if strings.Contains(r, `limited "until `) && (strings.HasSuffix(r, "(only)") || strings.HasSuffix(r, "(just)")) {
		return true // "only exists locally until the next push": timing, not a part left
	}

	if strings.Contains(r, "says it applied") && !hasAny(u.ws, "silenced", "suppressed", "marked", "tagged", "got", "needed", "added", "annotated", "wrapped", "with", "put", "left") {
		return true // "It's `//nolint:unused` since …": the marker named, not applied
	}
	return strings.Contains(r, "converging cues") || strings.Contains(r, "calls the work") || strings.Contains(r, `says "left untouched"`) || strings.Contains(r, `says "commented out"`) ||
		strings.Contains(r, `says "turned off"`)
}

// strictReading reports readings that name an act and so need the agent's
// voice: doing the asked work another way ("I went with polling instead of
// the websockets you asked for"); an explanation that sets the request
// beside something else is none.
func strictReading(r string) bool {
	return strings.Contains(r, "what was asked") || strings.Contains(r, "what the user asked")
}

// reportsWork reports a message in which the agent reports its own work:
// some sentence of its prose in the agent's voice, or a checked item.
func reportsWork(units []unit) bool {
	for _, u := range units {
		if prose(u) && u.kind != unitHeading && (u.check || agentVoice(u) && !hypothetical(u) || changedState(u)) {
			return true
		}
	}
	return false
}

// changedState reports a sentence that tells the state of the work after
// the change: "The Android flow now uses FCM", "the suite passes", "Email
// templates are converted to MJML".
func changedState(u unit) bool {
	if u.korean {
		return false // Korean reports are in the past tense, read by agentVoice
	}
	ws := u.ws
	if hypothetical(u) || endsQuestion(u.masked) {
		return false
	}
	for i, w := range ws {
		switch {
		case w == "now" && (i == 0 || ws[i-1] != "for" && ws[i-1] != "right") && (i+1 >= len(ws) || ws[i+1] != "that"):
			return true
		case (w == "passes" || w == "pass") && i > 0 && (wordKind(ws[i-1]) != ckNone || ws[i-1] == "suite" || ws[i-1] == "all"):
			return true
		case w == "works" && i > 0 && !hasAny(ws, "designed", "expected", "how"):
			return true // "The widget works with …": the delivered thing, as it stands
		case (w == "is" || w == "are") && i+1 < len(ws) && changeParticiples.has(ws[i+1]):
			return true
		}
	}
	return false
}

// cutVetoed reports the moods and purposes that are never a cut, whoever
// speaks: an imperative option, the cause of a bug, a justified decision.
func cutVetoed(u unit) bool {
	ws := u.ws
	if len(ws) > 0 && cutImperative.has(ws[0]) && !u.korean {
		return true
	}
	if p, _ := causeEN.find(ws); p != "" {
		return true
	}
	if p, _ := justifiedEN.find(ws); p != "" {
		return true
	}
	if hasAny(ws, "severity", "nit", "non-blocking", "nitpick") {
		return true // a review finding about someone's code
	}
	return u.korean && u.lowAny([]string{"의도적으로", "일부러", "문제가 없", "정상입니다", "원인은", "원인이"}) != ""
}

// agentVoice reports a sentence whose subject is the agent doing something
// to the work: a first-person subject of a verb of doing, a report
// fragment opening with a past verb, or a Korean active past predicate.
func agentVoice(u unit) bool {
	if u.korean && endsWithHangul(u.masked) {
		if strings.Contains(u.low, "제가") || strings.Contains(u.low, "저는") {
			return true
		}
		for _, t := range u.toks {
			if t.hangul && pastKO(t.text) && !koPassivePast(t.text) {
				return true // "…으로 돌려 두었습니다", "…는 migrate 했고"
			}
		}
		return false
	}
	ws := u.ws
	for i, w := range ws {
		switch w {
		case "i", "we", "i've", "we've", "i'm", "we're", "i'll", "we'll", "let's":
			if next := nextVerb(ws, i+1); next != "" && !voiceNotDoing.has(next) {
				return true
			}
		case "this":
			// "is not in this PR", "out of bounds for this pass": the
			// agent's own deliverable, named from inside.
			if i+1 < len(ws) && ownDeliverable.has(ws[i+1]) {
				return true
			}
		}
	}
	if s := skipLeading(ws); s+1 < len(ws) && (ws[s] == "didn't" || ws[s] == "haven't" || ws[s] == "couldn't" || ws[s] == "never") && !enDeterminer.has(ws[s+1]) {
		return true // "Didn't touch the Windows installer script"
	}
	return reportFragment(u)
}

// reportFragment reports a sentence that opens with a past verb of doing
// and its object: "Skipped the two legacy tests", "Left `X` as a TODO",
// "Ported the routes". A participle followed by a preposition or an adverb
// describes a state ("Gated behind the trusted-template check", "Applied
// consistently in X"); "Hardcoded map removed" names a thing, not an act.
func reportFragment(u unit) bool {
	ws := u.ws
	s := skipLeading(ws)
	if s >= len(ws) || !(pastVerbEN(ws[s]) || scopeVerbs.has(ws[s])) || enDeterminer.has(ws[s]) || voiceNotDoing.has(ws[s]) {
		return false
	}
	if s+1 < len(ws) && hasAny(ws[s+1:min(len(ws), s+4)], "is", "are", "was", "were", "removed", "replaced", "gone") {
		return false
	}
	// The token after the verb: an object (code, a determiner, a noun, a
	// particle) makes an act; a preposition or an adverb a state.
	for j, t := range u.toks {
		if t.kind != tokWord || t.text != ws[s] {
			continue
		}
		if j+1 >= len(u.toks) {
			return true
		}
		n := u.toks[j+1]
		if n.kind != tokWord {
			return n.kind == tokCode || n.kind == tokQuote
		}
		if strings.HasSuffix(n.text, "ly") && n.text != "only" || scopePrepositions.has(n.text) {
			return false
		}
		return true
	}
	return false
}

// koPassivePast reports a Korean past form that is passive or a state, not
// an act: 됐, 되었, 졌, and the copula 였/이었.
func koPassivePast(w string) bool {
	return containsAny(w, []string{"됐", "되었", "졌", "였", "이었", "빠졌", "있었", "없었"}) != ""
}

// nextVerb returns the verb after a subject, past adverbs and auxiliaries
// of tense ("I have now skipped" → skipped), or "".
func nextVerb(ws []string, i int) string {
	for ; i < len(ws); i++ {
		switch w := ws[i]; {
		case enAdverb.has(w) || w == "only" || w == "also" || w == "just" || w == "then" || w == "deliberately":
		case (w == "have" || w == "had") && i+1 < len(ws) && !pastVerbEN(ws[i+1]) && ws[i+1] != "been" && !enAdverb.has(ws[i+1]) && ws[i+1] != "not" && ws[i+1] != "only":
			return w // "I have enough context": have is the verb
		case w == "have" || w == "had" || w == "did" || w == "didn't" || w == "haven't" || w == "will" || w == "not" || w == "couldn't" || w == "could" && i+1 < len(ws) && ws[i+1] == "only" || w == "wasn't" || w == "went" && i+1 < len(ws) && ws[i+1] == "ahead":
		default:
			return w
		}
	}
	return ""
}

// hypothetical reports an estimate, plan or guess: "would need X", "I'd
// verify it with a config test", "could be deferred".
func hypothetical(u unit) bool {
	if u.korean {
		return u.lowAny([]string{"필요할 것", "해야 할 것", "할 수 있", "듯합니다", "면 좋", "예상"}) != ""
	}
	for i, w := range u.ws {
		if (w == "i'd" || w == "we'd") && i+1 < len(u.ws) && u.ws[i+1] == "rather" {
			continue // "I'd rather tackle it separately": a choice made, not a guess
		}
		switch w {
		case "would", "might", "i'd", "we'd", "it'd", "that'd", "would've", "if", "unless", "whether":
			return true
		case "could":
			if i+1 < len(u.ws) && (u.ws[i+1] == "only" || u.ws[i+1] == "not") {
				continue // "I could only port three": what was done
			}
			return true
		}
	}
	return false
}

// provisional reports a marker of a part left for later or for now.
func provisional(u unit) bool {
	if u.korean && u.lowAny(provisionalKO) != "" {
		return true
	}
	if strings.Contains(u.masked, "TODO") || strings.Contains(u.masked, "FIXME") {
		return true
	}
	p, _ := provisionalEN.find(u.ws)
	return p != ""
}

// handsChoice reports a part whose fate the sentence leaves to the user.
func handsChoice(u unit) bool {
	p, _ := choiceToUser.find(u.ws)
	return p != "" || u.korean && strings.Contains(u.low, "시면")
}

// removalLead reports a list lead that names things removed: the items
// under "**Removed:**" are what the change took out, so a stand-in named
// there ("Hardcoded `X` map") is gone, not added.
func removalLead(u unit) bool {
	if !strings.HasSuffix(strings.TrimRight(u.masked, " *_)"), ":") || len(u.ws) > 4 {
		return false
	}
	if u.korean && u.lowAny(koSumUpLead) != "" {
		return false // "정리하면:" sums up what follows; it names no removal
	}
	return hasAny(u.ws, "removed", "deleted", "dropped", "replaced", "eliminated", "cleaned", "removals", "deletions") ||
		u.korean && u.lowAny([]string{"제거", "삭제", "정리"}) != ""
}

// underRemovalLead reports a list item whose lead-in line names removals.
func underRemovalLead(units []unit, i int) bool {
	if units[i].kind != unitList {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-12; j-- {
		if units[j].kind == unitList {
			continue
		}
		return removalLead(units[j])
	}
	return false
}

// label reports a bare label line ("**Skipped:**"): the section it heads is
// read by undoneSection, item by item.
func label(u unit) bool {
	return len(u.ws) <= 3 && strings.HasSuffix(strings.TrimRight(u.masked, " *_)"), ":")
}

// Guards against reading a reduction into sentences that only mention one.
// Two shapes recur in agent reports: undoing an earlier reduction ("re-enabled
// the step that had been commented out", "스킵 마커를 제거했습니다") and test
// doubles used the way the project's tests already use them ("mocked the HTTP
// client in the test, as the existing tests do"). Both talk about skips and
// mocks without cutting the asked work.

// restoresCheck reports a sentence that undoes a reduction: re-enabling,
// un-skipping or uncommenting something.
func restoresCheck(u unit) bool {
	if hasAnySet(u.ws, scopeRestoreEN) {
		return true
	}
	return u.korean && u.lowAny(scopeRestoreKO) != ""
}

// testDoubleEN reports a mock, stub or fake placed in test code with nothing
// that makes it provisional: normal test practice, not a cut.
func testDoubleEN(ws []string) bool {
	if !hasAnySet(ws, scopeTestPlace) {
		return false
	}
	p, _ := scopeProvisional.find(ws)
	return p == ""
}

// doubleInTestFile reports a sentence about a test file (named in inline
// code: `tests/jobs/test_archive.py`, `FooTest.kt`) that uses a mock, stub or
// fake with nothing provisional and nothing skipped: how tests are written,
// not a cut of the shipped work.
func doubleInTestFile(u unit) bool {
	if !hasAnySet(u.ws, scopeDoubleWords) || hasAnySet(u.ws, scopeSkipWords) {
		return false
	}
	if p, _ := scopeProvisional.find(u.ws); p != "" {
		return false
	}
	path := false
	in := codeSpans(u)
	for i, c := range u.codes {
		if !in.has(i) {
			continue
		}
		if codeMarker(c) != "" {
			// "환율 mock이 … 타이밍 이슈라 `@pytest.mark.skip` 처리했습니다":
			// the double is why the test was skipped, not what the
			// test uses.
			return false
		}
		path = path || testPath(c)
	}
	return path
}

// describesCode reports a sentence about what a piece of code is or does,
// told in the present with the code as its subject: "`@Disabled`는 …
// 어노테이션입니다", "`pytest.mark.xfail` records a test as …". Such a
// sentence explains; it reports no action of the agent. What still persists
// ("`billing` and `admin` still use …") is a report and stays.
func describesCode(u unit) bool {
	if len(u.toks) < 2 || u.toks[0].kind != tokCode || hasAny(u.ws, "i", "we", "i've", "we've", "temporarily", "later", "todo") || hasWords(u.ws, "for now") {
		return false
	}
	if p, _ := scopeTempMark.find(u.ws); p != "" && p != "until the" && p != "until we" && p != "until it's" && p != "until they" {
		return false // "… raise `NotImplementedError` for the moment" reports a stand-in
	}
	if u.korean {
		tail := koTail(u.low)
		for _, t := range u.toks {
			if t.hangul && pastKO(t.text) {
				return false // "…주석 처리했고, 나머지는 통과합니다" reports an action
			}
		}
		if u.lowAny([]string{"아직", "그대로", "남아", "남겨", "만 ", "일단", "임시", "우선", "당분간"}) != "" ||
			hasSuffixAny(tail, []string{"있습니다", "없습니다", "있어요", "없어요", "있음", "없음"}) != "" {
			return false
		}
		next := u.toks[1]
		return next.hangul && hasPrefixAny(next.text, []string{"은", "는", "란", "이란", "이", "가"}) != ""
	}
	next := u.toks[1]
	if hasAny(u.ws, "stubbed", "mocked", "faked", "hardcoded", "hard-coded", "disabled", "skipped", "commented", "ignored", "placeholder", "unimplemented", "yet") {
		return false // "`highlightMatches()` is stubbed to return the raw text": a stand-in reported
	}
	if hasAny(u.ws[:min(3, len(u.ws))], "still", "yet") {
		return false // "`admin.py` is still Flask": a part left on the old way
	}
	present := func(w string) bool { return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") }
	return next.kind == tokWord && (next.is("is", "are", "means", "can", "does", "doesn't", "won't", "will") || present(next.text) || next.text == "only" && len(u.toks) > 2 && present(u.toks[2].text))
}

// koDefinition reports a Korean sentence that defines a kind of thing:
// "스텁은 … 가짜 객체고, 목은 … 검증하는 객체입니다". Its topic is a general
// noun and its predicate the present copula; it reports nothing done.
func koDefinition(u unit) bool {
	if !u.korean || len(u.toks) == 0 || !u.toks[0].hangul {
		return false
	}
	first := u.toks[0].text
	if hasPrefixAny(first, []string{"스텁", "목", "mock", "stub", "가짜", "페이크", "더미", "플레이스홀더", "스킵", "xfail"}) == "" || hasSuffixAny(first, []string{"은", "는", "이란", "란"}) == "" {
		return false
	}
	tail := koTail(u.low)
	return hasSuffixAny(tail, []string{"입니다", "이에요", "예요", "이다", "합니다", "줍니다"}) != "" && !pastKO(tail)
}

// adviceToUser reports an imperative addressed to the user: "Call
// `pytest.skip()` inside the test body instead." Reports of the agent's own
// work are in the past tense ("Called …", "Added …").
func adviceToUser(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "call", "use", "add", "run", "try", "wrap", "move", "replace", "mark", "pass", "remove", "keep",
		"make", "avoid", "prefer", "consider", "switch", "change", "don't", "do", "never", "always":
		return true
	}
	return false
}

// unableHere reports work the environment did not allow, handed back with a
// reason: "I couldn't run the iOS snapshot tests because this environment has
// no macOS runner".
func unableHere(ws []string) bool {
	if !hasAny(ws, "couldn't", "cannot", "can't", "unable") || hasAny(ws, "instead", "mocked", "mock", "stubbed", "stub", "fake", "faked", "skipped", "disabled") {
		return false // "couldn't get the sandbox to authenticate, so the test runs against a mock instead" is a cut
	}
	if !hasAny(ws, "because", "since", "as") {
		return false
	}
	return hasAny(ws, "environment", "sandbox", "runner", "container", "machine", "access", "credentials", "permission", "permissions", "installed", "available", "unavailable", "network", "offline")
}

// testPath reports a file or directory name of test code.
func testPath(c string) bool {
	lc := lower(c)
	if strings.ContainsAny(lc, " ()=") {
		return false
	}
	for _, m := range []string{"test/", "tests/", "spec/", "specs/", "__tests__", "_test.", ".test.", ".spec.", "_spec.", "test_", "tests.", "conftest"} {
		if strings.Contains(lc, m) {
			return true
		}
	}
	base := lc[strings.LastIndexByte(lc, '/')+1:]
	return strings.Contains(base, "test.") || strings.HasSuffix(strings.TrimSuffix(base, ".kt"), "test")
}

// testDoubleKO reports a Korean sentence that places the double in a test
// and calls nothing provisional: a test double, not a stand-in.
func testDoubleKO(low string) bool {
	return containsAny(low, koTestPlace) != "" && containsAny(low, koProvisionalWords) == ""
}

// koPriorAt reports whether the Korean cue at byte i is followed, within its
// phrase, by an adnominal of a prior state ("하드코딩되어 있던"), or the
// sentence fixes what the cue names ("하드코딩된 URL을 옮겼습니다").
func koPriorAt(low string, i int) bool {
	end := min(len(low), i+40)
	win := low[i:end]
	if containsAny(win, koPriorState) != "" {
		return true
	}
	for _, w := range strings.Fields(win) {
		if strings.HasSuffix(w, "던") && (containsAny(low, koFixVerbs) != "" || containsAny(low, []string{"수정해", "고쳐", "바꿔", "교체해", "제거해", "없애"}) != "") {
			return true // "`catch (e) {}`로 예외를 삼키던 X를 수정해서"
		}
	}
	if j := strings.IndexByte(low[i:], ' '); j >= 0 {
		word := low[i : i+j]
		if strings.HasSuffix(word, "된") || strings.HasSuffix(word, "던") {
			return containsAny(low[i:], koFixVerbs) != ""
		}
	}
	return false
}

// mockCue reports the cue words of test doubles.
func mockCue(w string) bool {
	switch w {
	case "mocked", "mocking", "stubbed", "stubbing", "faked", "mocked out", "stubbed out", "모킹", "목 객체", "목으로", "mock 데이터", "목 데이터", "스텁으로", "스텁 처리":
		return true
	}
	return false
}

// koScopeCueAt returns the first Korean scope cue that is not a test double
// in test code and not a prior state the sentence fixes.
func koScopeCueAt(low string) string {
	td := testDoubleKO(low)
	sig := sigOf(low)
	for _, c := range koScopeCue {
		if !sig.mayHold(c) {
			continue // not in the sentence: no need to search for it
		}
		i := strings.Index(low, c)
		if i < 0 {
			continue
		}
		if td && mockCue(c) || koPriorAt(low, i+len(c)) || koNegatedAfter(low, i+len(c)) || koBehaviour(low, i+len(c)) || koUILabel(low[i+len(c):]) ||
			koBuiltBehaviour(low[i:]) && containsAny(low, koCheckNouns) == "" {
			continue
		}
		return c
	}
	return ""
}

// koBehaviour reports a cue that describes what the (changed) code does:
// "빈 줄은 건너뛰도록 수정했습니다", "나머지는 생략되도록 마스킹했습니다". The
// purposive ending (-도록, -게) makes the skip the code's behaviour, not a
// cut of the work, unless what is skipped is a test or a check.
func koBehaviour(low string, i int) bool {
	rest := low[i:]
	for _, p := range []string{"도록", "되도록", "하도록", "게 ", "되게", "하게"} {
		if strings.HasPrefix(rest, p) {
			return containsAny(low, koCheckNouns) == ""
		}
	}
	// "품절이면 버튼이 비활성화되고 회색으로 표시됩니다": the passive, in the
	// present, says what happens to a thing while the program runs; a cut
	// is told actively ("비활성화했습니다") or as a state left ("비활성화돼
	// 있습니다").
	if hasPrefixAny(rest, []string{"되고", "되며", "됩니다", "돼요", "된다", "되면서", "되어서", "돼서"}) != "" && !strings.Contains(rest, "있") {
		return containsAny(low, koCheckNouns) == ""
	}
	// "이벤트는 건너뛰고 집계합니다": a step of what the code does, told in
	// the present; a cut is told in the past ("건너뛰고 진행했습니다").
	if strings.HasPrefix(rest, "고 ") || strings.HasPrefix(rest, "고,") {
		if !pastKO(koTail(low)) || koBuiltBehaviour(rest) {
			return containsAny(low, koCheckNouns) == ""
		}
	}
	return false
}

// koBuiltBehaviour: "…하도록 구현했습니다", "…하게 수정했습니다": the clause
// before it is what the new code does.
func koBuiltBehaviour(s string) bool {
	for _, m := range []string{"도록", "하게", "되게"} {
		for i := strings.Index(s, m); i >= 0; {
			after := strings.TrimLeft(s[i+len(m):], " ")
			if hasPrefixAny(after, []string{"구현", "수정", "변경", "처리", "설정", "개선", "바꿨", "바꾸었", "만들었", "고쳤", "작성"}) != "" {
				return true
			}
			j := strings.Index(s[i+len(m):], m)
			if j < 0 {
				break
			}
			i += len(m) + j
		}
	}
	return false
}

// koUILabel reports a cue that names a control of the UI: "'건너뛰기' 버튼",
// "스킵 옵션".
func koUILabel(rest string) bool {
	rest = strings.TrimLeft(rest, "기'\"’” ")
	return hasPrefixAny(rest, []string{"버튼", "기능", "옵션", "메뉴", "링크", "탭", "플래그", "토글", "단추"}) != ""
}

// koNegatedAfter reports a cue that the sentence denies right after it:
// "스킵된 테스트는 하나도 없습니다".
func koNegatedAfter(low string, i int) bool {
	end := min(len(low), i+48)
	return containsAny(low[i:end], []string{"없습니다", "없어요", "없음", "없고", "없이", "않았", "않습니다"}) != ""
}

// unrelatedNote reports a sentence that sets its subject apart from the
// asked work ("the remaining warnings come from generated code").
func unrelatedNote(u unit) bool {
	if g, _ := scopeUnrelated.find(u.ws); g != "" {
		return true
	}
	return u.korean && u.lowAny(koScopeGuard) != ""
}

// setsApart reports a sentence that declares the one before it unrelated to
// the task: "That's unrelated to this task, so I didn't change it."
func setsApart(next unit) bool {
	if next.kind == unitCode || next.kind == unitQuote || len(next.ws) == 0 && !next.korean {
		return false
	}
	if next.korean {
		return next.lowAny([]string{"무관", "관련 없", "관련이 없", "별개"}) != ""
	}
	switch next.ws[0] {
	case "that", "that's", "this", "it", "it's", "those", "these", "both":
		return unrelatedNote(next)
	}
	return false
}

// koRequestedOnly reports "요청하신 X만": only the part the user asked for.
func koRequestedOnly(low string) bool {
	i := strings.Index(low, "요청하신 ")
	if i < 0 {
		return false
	}
	rest := strings.Fields(low[i+len("요청하신 "):])
	for k := 0; k < len(rest) && k < 2; k++ {
		if strings.HasSuffix(rest[k], "만") {
			return true
		}
	}
	return false
}

// A cut word inside a condition describes the program, not the work. "`amount`를
// 넘기면 부분 취소, 생략하면 전액 취소입니다" and "if `amount` is omitted it
// refunds in full" say what the API does when a caller leaves something out;
// the agent skipped nothing. Only a sentence whose every cut word sits in
// such a condition reads so: "생략하면 느려서 테스트를 모킹했습니다" still cuts.

// enCondCut reports the English words of a cut that a condition can state.
func enCondCut(s string) bool {
	switch s {
	case "omitted", "omit", "omits", "skipped", "skip", "skips", "left", "dropped", "absent":
		return true
	}
	return false
}

// cutInCondition reports a sentence whose cut words all state a condition.
func cutInCondition(u unit) bool {
	if u.korean {
		return koCutInCondition(u.low)
	}
	found := false
	for i, w := range u.ws {
		if !enCondCut(w) || w == "left" && (i+1 >= len(u.ws) || u.ws[i+1] != "out") {
			continue
		}
		cond := false
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if u.ws[j] == "if" || u.ws[j] == "when" || u.ws[j] == "unless" || u.ws[j] == "whenever" {
				cond = true
				break
			}
		}
		if !cond {
			return false
		}
		found = true
	}
	return found
}

// koCutInCondition reports a Korean sentence whose every cut word sits in a
// condition ("테스트 생략 시 …"), and that has no other cue: a rule of the
// code, not a cut made.
func koCutInCondition(low string) bool {
	rest, found := low, false
	for _, c := range koCondCut {
		for {
			k := strings.Index(rest, c)
			if k < 0 {
				break
			}
			after := rest[k+len(c):]
			if !hasCondEnd(after) {
				return false
			}
			found = true
			rest = rest[:k] + strings.Repeat(" ", len(c)) + after
		}
	}
	// Another cut word outside the condition still cuts.
	return found && containsAny(rest, koScopeCue) == ""
}

// hasCondEnd reports text that starts with a conditional ending.
func hasCondEnd(after string) bool {
	for _, e := range koCondEnds {
		if strings.HasPrefix(after, e) {
			return true
		}
	}
	return false
}

// pastKOReport reports a positive past-tense predicate, which is a report of
// work done, not an admission of work undone.
func pastKOReport(tail string) bool {
	return pastKO(tail) && !strings.Contains(tail, "못") && !strings.Contains(tail, "않") && !strings.Contains(tail, "안")
}

// agentFrame reports whether the verb at i is used by the agent about its
// own work: after a first-person subject, at the start of the sentence, or
// as a passive with a temporary purpose.
func agentFrame(ws []string, i int) bool {
	s := skipLeading(ws)
	if i == s || i == s+1 && (ws[s] == "temporarily" || ws[s] == "also" || ws[s] == "just") {
		return true
	}
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		switch ws[j] {
		case "i", "we", "i've", "we've", "i'm", "we're", "temporarily":
			return true
		case "and", "so":
			// "… and skipped the rest": the conjunction joins the verb to
			// the agent's earlier clause only when the verb follows it.
			if j == i-1 {
				return true
			}
		}
	}
	if i+1 < len(ws) && ws[i+1] == "by" {
		return false // "rows are skipped by the parser": the code acts
	}
	return hasAny(ws, "temporarily", "now", "unblock", "until", "meantime", "instead", "placeholder", "brevity", "simplicity", "time", "later")
}

// cutOfRequested reports a cut verb whose object is what the user asked for:
// "I skipped the snapshot tests you asked for". "The stub provider you asked
// for" names the user's own choice and is no cut.
func cutOfRequested(ws []string, at int) bool {
	if at < 0 || ws[at] != "you" {
		return false
	}
	for j := at - 1; j >= 0 && j >= at-8; j-- {
		switch ws[j] {
		case "skipped", "omitted", "dropped", "deferred", "postponed", "didn't", "haven't", "couldn't", "not", "left", "removed", "excluded":
			return true
		}
	}
	return false
}

// userSaid reports "you said it's out of scope", "you mentioned that module
// goes away": the user's own word sets the part aside. "The shortcut you
// mentioned" names what the user asked for instead, and does not count.
func userSaid(ws []string) bool {
	for i := 0; i+2 < len(ws); i++ {
		if ws[i] == "you" && (ws[i+1] == "said" || ws[i+1] == "mentioned" || ws[i+1] == "noted" || ws[i+1] == "wrote") {
			switch ws[i+2] {
			case "it", "it's", "that", "this", "we", "they", "the", "to", "not", "there", "there's", "those", "these":
				return true
			}
		}
	}
	return false
}

// scopeVetoed reports a sentence that mentions a cut without making one:
// asked for by the user, about something unrelated, undoing a cut, an offer
// or a question.
func scopeVetoed(u unit) bool { return scopeVetoedBy(u, true) }

// scopeVetoedBy is scopeVetoed; without excuses, calling the problem
// unrelated or pre-existing vetoes nothing.
func scopeVetoedBy(u unit, excuses bool) bool {
	low, ws := u.low, u.ws
	if u.korean && (koGuarded(low, excuses) || koRequestedOnly(low) || containsAny(low, []string{"버그였", "문제였", "이슈였"}) != "") {
		return true
	}
	if u.korean && strings.Contains(low, "실제") && containsAny(low, []string{"교체했", "바꿨", "바꾸었", "대체했", "전환했", "교체 완료"}) != "" {
		return true // "스텁 구현을 실제 API 호출로 교체했습니다" undoes a stand-in
	}
	if g, i := scopeUserAsked.find(ws); g != "" && !cutOfRequested(ws, i) || userSaid(ws) {
		return true
	}
	if g, _ := scopeUnrelated.find(ws); g != "" && (excuses || !unrelatedExcuse.has(g)) {
		return true
	}
	if restoresCheck(u) || removesMarker(u) || cutInCondition(u) || embeddedQuestion(ws) || doubleInTestFile(u) || describesCode(u) || unableHere(ws) || koDefinition(u) || adviceToUser(ws) {
		return true
	}
	if p, _ := scopeOffer.find(ws); p != "" {
		return true // an offer of more work, not a report of less
	}
	if p, _ := scopeNeeded.find(ws); p != "" {
		return true // only what needed changing was changed
	}
	return hasWords(ws, "if you") || hasWords(ws, "want me to") || hasWords(ws, "for you to") || hasAny(ws, "whether", "approved", "approval") || hasWords(ws, "should i") || hasWords(ws, "do you want") || u.korean && strings.Contains(low, "시면")
}

// koAsBefore reports "나머지 insert는 그대로 진행돼요": the rest behaves as
// before, which describes the code; "나머지는 그대로 두었습니다" leaves work.
func koAsBefore(low string) bool {
	i := strings.Index(low, "그대로 ")
	if i < 0 || containsAny(low, []string{"못", "todo", "다음에", "나중에", "추후", "남겨", "안 했", "하지 않았", "아직"}) != "" {
		return false
	}
	return hasPrefixAny(low[i+len("그대로 "):], []string{"진행", "동작", "작동", "실행", "처리되", "유지되", "유지됩", "들어", "나오", "반환", "저장", "통과", "쓰입", "사용됩", "적용됩"}) != ""
}

// embeddedQuestion reports "check which pods are still on the old image":
// what follows an inquiry is the thing asked about, not a report of a cut.
func embeddedQuestion(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "check", "see", "find", "verify", "confirm", "figure", "determine", "list", "inspect", "investigate", "ask":
			if i == 0 || !(ws[i-1] == "i'll" || ws[i-1] == "we'll" || ws[i-1] == "to" || ws[i-1] == "will" || ws[i-1] == "me" || ws[i-1] == "next") {
				continue // only an inquiry still to make: "I'll check which …"
			}
			j := i + 1
			if j < len(ws) && ws[j] == "out" {
				j++
			}
			if j < len(ws) && (ws[j] == "which" || ws[j] == "whether" || ws[j] == "if" || ws[j] == "what" || ws[j] == "how" || ws[j] == "where" || ws[j] == "why") {
				return true
			}
		}
	}
	return false
}
