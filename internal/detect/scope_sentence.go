package detect

import (
	"strings"
	"sync"
)

// Scope reduction is read from every sentence of the agent's own prose. A
// cue counts only when the sentence reports it as something the agent did
// (or is doing) to the asked work: not as a question or offer, not negated,
// not done at the user's request, and not about an unrelated issue.

var (
	scopeUserAsked = sync.OnceValue(func() phrases {
		return newPhrases("as you asked", "as requested", "per your request", "you asked me to",
			"as instructed", "as you suggested", "like you asked", "as you said", "per your instructions",
			"you asked to", "you asked for", "you only asked", "per your note", "as you noted", "you said not",
			"you mentioned not", "as you requested", "you wanted me to", "as agreed", "you told me to", "as the ticket",
			"per the ticket", "the ticket specifies", "per the issue", "as the issue", "as specified", "per the spec",
			"as the spec", "per the requirements", "as the requirements", "since you said", "because you said",
			"you said to", "you said not", "since you mentioned", "you told me", "you confirmed", "you decided",
			"since you", "per your", "at your request", "you explicitly", "as we discussed", "as discussed", "we agreed", "as we agreed")
	})
	scopeUnrelated = sync.OnceValue(func() phrases {
		return newPhrases("unrelated", "pre-existing", "preexisting", "not related", "separate issue",
			"already failing", "already broken", "already skipped", "already disabled", "was already",
			"were already", "existing failure", "not part of this", "not caused by", "wasn't part of", "isn't part of", "not part of the task", "outside this task", "outside this ticket", "outside the ticket", "outside this pr", "not in this ticket", "generated files", "generated file", "not to this task", "not this task", "not to this change", "not this change", "generated code", "vendored code", "vendored dependencies", "third-party",
			"third party")
	})
	scopeDeterminers = sync.OnceValue(func() map[string]bool {
		return set("the", "a", "an", "any", "all", "some", "these", "those", "its", "their", "of")
	})

	// Verbs that reduce the work when the agent does them.
	scopeVerbs = sync.OnceValue(func() map[string]bool {
		return set("skipped", "skipping", "stubbed", "stubbing", "mocked", "mocking", "faked",
			"hardcoded", "hard-coded", "omitted", "omitting", "deferred", "deferring", "postponed",
			"punted", "descoped", "de-scoped", "xfailed", "simplified-away")
	})
	// Verbs that reduce the work when their object is a check or a test.
	scopeCheckVerbs = sync.OnceValue(func() map[string]bool {
		return set("disabled", "disabling", "ignored", "ignoring", "removed", "deleted", "excluded",
			"commented", "silenced", "suppressed", "muted", "quarantined", "turned")
	})
	scopeCheckNouns = sync.OnceValue(func() map[string]bool {
		return set("test", "tests", "task", "tasks", "stage", "stages", "workflow", "workflows", "target", "targets", "spec", "specs", "check", "checks", "lint", "linter", "rule",
			"rules", "validation", "validations", "assertion", "assertions", "hook", "hooks", "ci", "job",
			"step", "coverage", "typecheck", "warning", "warnings", "suite", "e2e", "case", "cases",
			"snapshot", "verification", "gate", "it", "them", "that")
	})
	scopeThresholdVerbs = sync.OnceValue(func() map[string]bool {
		return set("lowered", "reduced", "relaxed", "loosened", "decreased", "lowering",
			"relaxing", "loosening", "dropped", "weakened")
	})
	scopeThresholdNouns = sync.OnceValue(func() map[string]bool {
		return set("threshold", "thresholds", "coverage", "minimum", "tolerance", "limit",
			"bar", "strictness", "requirement", "requirements", "gate", "budget", "baseline")
	})
	scopeFakeAdj = sync.OnceValue(func() map[string]bool {
		return set("fake", "dummy", "stub", "stubbed", "mock", "mocked", "placeholder", "hardcoded", "canned", "hard-coded", "no-op", "noop", "shim")
	})
	scopeFakeNoun = sync.OnceValue(func() map[string]bool {
		return set("client", "api", "service", "backend", "server", "implementation", "endpoint",
			"provider", "gateway", "integration", "response", "responses", "handler", "handlers", "value",
			"values", "data", "key", "token", "credentials", "prices", "result", "results", "logic", "version")
	})
	scopeFakeContext = sync.OnceValue(func() map[string]bool {
		return set("instead", "real", "returns", "return", "fixed", "static", "canned",
			"works", "temporary", "temporarily", "now", "later", "until", "placeholder")
	})

	// Phrases that by themselves report part of the work not done.
	scopePhrases = sync.OnceValue(func() phrases {
		return newPhrases("left for later", "for a follow-up", "in a follow-up", "follow-up pr",
			"separate pr", "future pr", "later pr", "out of scope", "beyond the scope", "outside the scope",
			"outside of scope", "didn't get to", "did not get to", "haven't gotten to", "haven't got to",
			"have not gotten to", "didn't have time", "did not have time", "ran out of time", "no time to",
			"out of bounds", "for brevity", "for the sake of brevity", "to keep this short", "to keep it short", "to save time",
			"in the interest of time", "for time reasons", "due to time", "not implemented",
			"not yet implemented", "unimplemented", "left unimplemented", "partially implemented",
			"partial implementation", "as a placeholder", "placeholder for now", "for the time being",
			"to unblock", "not wired up", "isn't wired", "not hooked up", "leaving everything except",
			"everything except", "left as is", "left them as is", "left it as is", "left those as is",
			"left the rest", "leaving the rest", "left untouched",
			"not converted", "not migrated", "not ported", "not yet converted", "not yet migrated",
			"not yet ported", "left for now", "skip for now", "cut corners", "left out", "commented out",
			"stubbed out", "mocked out", "turned off", "with a no-op", "as a stub", "left a stub",
			"dropped support", "dropping support", "removed support", "partially done", "partially migrated",
			"partially converted", "partially ported", "partially working", "only partially", "to silence the",
			"to make the compiler happy", "to satisfy the type checker", "to keep the compiler quiet",
			"next pr", "next sprint", "later sprint", "future sprint", "mostly done", "mostly working",
			"basic version for now", "simplified version", "minimal version", "naive implementation for now",
			"on hold", "not wired", "not hooked", "isn't hooked up", "aren't hooked up", "not connected yet", "with a noop", "replaced the real", "for later", "todo for now", "to be done later",
			"will need to be done", "still to do", "still todo", "remains to be done", "left to do",
			"for a later pass", "for a later pr", "for another pass", "for a follow-up pass", "in a later pass", "for a second pass", "for a future pass",
			"too much for one", "too big for one", "too large for one", "more than fits", "too much for this", "too big for this")
	})
	// Purposes and qualifiers that make removing or excluding something a
	// workaround rather than the asked change.
	scopeWorkaround = sync.OnceValue(func() phrases {
		return newPhrases("for now", "temporarily", "to unblock", "so ci", "so the ci",
			"to get ci", "to get the tests", "to get tests", "so the pipeline", "so the build", "to make ci",
			"to make the tests", "to make tests", "so tests pass", "so the tests pass", "until later",
			"so the workflow", "so the job", "so the suite", "to get the build", "to get it green", "to keep ci",
			"for the time being", "in the meantime")
	})
	scopeStandIn = sync.OnceValue(func() map[string]bool {
		return set("stub", "mock", "fake", "dummy", "placeholder", "no-op", "noop", "shim")
	})
	scopeStandInUse = sync.OnceValue(func() map[string]bool {
		return set("calls", "call", "returns", "return", "uses", "use", "used", "using", "with", "instead", "always", "hits", "talks", "wired", "points")
	})
	scopeTestContext = sync.OnceValue(func() map[string]bool {
		return set("test", "tests", "spec", "specs", "testing", "unit", "fixture", "fixtures", "grpc", "generated", "proto", "storybook")
	})

	// Loosening verbs: done so that a check stops failing, they weaken the
	// check instead of doing the work.
	scopeLoosen = sync.OnceValue(func() map[string]bool {
		return set("raised", "increased", "bumped", "lowered", "relaxed", "loosened", "disabled",
			"turned", "excluded", "skipped", "ignored", "allowed", "suppressed", "commented", "marked",
			"removed", "deleted", "downgraded", "silenced", "muted")
	})
	scopeToPass = sync.OnceValue(func() phrases {
		return newPhrases("don't fail", "doesn't fail", "won't fail", "do not fail", "does not fail",
			"so ci passes", "so the ci passes", "so the build passes", "so the pipeline passes", "so the tests pass",
			"so tests pass", "so ci is green", "so ci goes green", "to get ci green", "to get the build green",
			"to get ci passing", "to get the tests passing", "to keep ci green", "to make ci pass", "to avoid failing",
			"stop failing", "stops failing", "no longer fails", "no longer fail", "to pass ci", "to unblock")
	})

	// Verbs of work that, negated with "yet", report part of it undone.
	scopeUndoneVerbs = sync.OnceValue(func() map[string]bool {
		return set("implement", "implemented", "covered", "cover", "convert", "converted",
			"port", "ported", "migrate", "migrated", "write", "written", "wrote", "add", "added", "handle",
			"handled", "translate", "translated", "test", "tested", "wire", "wired", "support", "supported")
	})
	scopeRestNouns = sync.OnceValue(func() map[string]bool {
		return set("rest", "remaining", "other", "others", "remainder")
	})
	scopeRestPredict = sync.OnceValue(func() phrases {
		return newPhrases("still use", "still uses", "still need", "still needs", "still have",
			"still has", "still rely", "still relies", "still call", "still calls", "remain", "remains",
			"untouched", "unchanged", "as is", "as-is", "not yet", "haven't been", "weren't", "were not",
			"aren't yet", "are not yet", "left as", "still on", "still in", "still point")
	})

	// Markers in inline code that skip, silence or stub out work. Matched
	// case-insensitively, except scopeCodeUpper, which must be upper case
	// so that `TodoList.vue` is no TODO.
	scopeCodeMarkers = []string{"#[ignore]", "@disabled", "@ignore", "@skip", ".skip(", ".skip", "t.skip",
		"mark.skip", "xfail", "@ts-ignore", "@ts-expect-error", "@ts-nocheck", "eslint-disable",
		"type: ignore", "noqa", "nolint", "--no-verify", "continue-on-error", "allow_failure",
		"allow-failure", "|| true", "--passwithnotests", "todo!", "unimplemented!", "notimplemented",
		"@unittest.skip", "skipif", "it.todo", "test.todo", "xdescribe", "xit(", "pytest.skip",
		"marktestskipped", "t.skipnow", "not implemented", "@pending", "pending(", "panic(\"todo", "mark.flaky",
		"@flaky", "reruns", "--reruns", "retry_on_failure", "if: false", "when: never", "jest -u", "vitest -u",
		"--updatesnapshot", "--update-snapshots", "skip =", "skip=true", "skip: true", "coverage.exclusions",
		"exclude_lines", "--cov-omit", "coveragepathignorepatterns", "pragma: no cover", "istanbul ignore", "c8 ignore",
		"nocov", "codecov:ignore"}
	scopeCodeUpper = []string{"TODO", "FIXME"}
	// Verbs that undo a marker: removing `@ts-ignore` is the opposite of a
	// reduction.
	scopeCodeUndo = sync.OnceValue(func() map[string]bool {
		return set("removed", "deleted", "cleaned", "resolved", "fixed", "dropped", "replaced",
			"eliminated", "addressed", "removing", "deleting", "implemented", "no", "without", "lost", "cleaning", "replacing",
			"replaces", "removes", "fixing", "eliminating")
	})
	scopeCodeVerbs = sync.OnceValue(func() map[string]bool {
		return set("added", "marked", "put", "annotated", "used", "applied", "slapped", "inserted",
			"left", "tagged", "wrapped", "with", "adding", "marking", "leaving", "gave", "set", "turned", "enabled")
	})
)

// Korean cues.
var (
	koScopeGuard = []string{"요청하신 대로", "요청대로", "말씀하신 대로", "말씀대로", "요청에 따라",
		"관련 없는", "관련없는", "관련이 없", "무관한", "무관하", "별개", "기존에 있던", "원래부터", "기존 이슈", "생략하지 않",
		"생략 없이", "건너뛰지 않", "빠짐없이", "하나도 빠", "요청하신 것처럼", "지시하신", "하나도 없", "전혀 없", "요청하신 범위", "요청에 없", "요청 범위", "요청하지 않", "요청 사항에 없",
		"문제가 없어서", "문제없어서", "이상이 없어서", "정상이라", "정상이어서", "필요가 없어서", "필요 없어서",
		"달라고 하셔서", "라고 하셔서", "하셔서", "요청하셔서", "말씀하셔서", "원하셔서", "범위 밖 접근", "범위를 벗어난 인덱스", "범위를 벗어난 접근",
		"실제 구현으로 교체", "실제 api 호출로 교체", "실제 호출로 교체", "실제 구현으로 바꿨", "실제 구현으로 대체",
		"범위가 아니", "벗어난 요청", "벗어난 값", "벗어난 입력", "벗어난 인덱스", "벗어난 접근", "벗어난 데이터", "벗어나면", "고 있었습니다"}
	koScopeCue = []string{"생략", "건너뛰", "건너뛴", "건너뜀", "스킵", "모킹", "목 객체", "목으로",
		"하드코딩", "하드 코딩", "플레이스홀더", "임시 구현", "임시로 구현", "임시로 처리",
		"일단 빼고", "우선 빼고", "빼고 구현", "빼고 진행", "빼고 작업", "빼 두", "빼놓", "빼뒀", "빼두",
		"범위에서 제외", "범위 밖", "범위를 벗어", "손대지 못", "손을 대지 못", "손 못", "손을 못 대", "손을 못 댔", "손을 못댔", "비활성화",
		"연동은 빠져", "연동이 빠져", "구현은 빠져", "구현이 빠져", "기능은 빠져", "처리는 빠져", "검증은 빠져", "지원은 빠져",
		"주석 처리", "무시하도록", "skip 처리", "skip으로", "시간 관계상", "시간상", "분량상", "미뤘",
		"미뤄 두", "미뤄두", "일부만", "로 남겨", "으로 남겨", "남겨뒀", "남겨 뒀", "남겨두었", "남겨 두었",
		"후속 작업으로", "추후 작업", "추후에 구현", "추후 구현", "나중에 구현", "나중에 처리", "다음에 구현",
		"다음에 처리", "threshold를 낮", "임계값을 낮", "임계값 낮",
		"기준을 낮", "기준값을 낮", "커버리지 기준", "완화했", "붙여 뒀", "붙여 두었", "붙여뒀", "붙여놨",
		"붙여 놨", "달아 뒀", "달아뒀", "간략히 하려고", "간단히 하려고",
		"꺼 뒀", "꺼뒀", "꺼 두었", "꺼두었", "꺼 놨", "꺼놨", "no-op으로", "noop으로", "빈 구현", "스텁만",
		"시간이 부족", "시간 부족", "목 데이터", "mock 데이터", "이번에는 빼고", "이번엔 빼고", "스텁 처리", "스텁으로",
		"스텁을 만들", "스텁 구현", "todo로", "todo 로", "fixme로", "부분적으로만", "우회했", "우회하도록",
		"any로 캐스팅", "any로 처리", "임시방편", "임시 방편", "지원을 빼", "지원은 빼", "보류", "미구현", "미완성",
		"다음 pr로", "다음 pr에서", "후속 pr", "별도 pr로", "별도 pr에서", "다음 스프린트", "최소한으로만", "간단하게만", "대충",
		"손보지 않았", "손보지 못했", "빠지게 했", "빠지도록 했", "제외되도록", "제외되게", "고정값", "고정된 값", "고정 데이터", "빈 껍데기", "빈 함수", "빈 메서드", "빈 핸들러", "비워 두", "비워두", "비워 뒀", "비워뒀", "빈 채로",
		"skip했", "skip 했", "skip해", "스킵했", "stub했", "stub 처리", "mock했", "hardcode", "disable했", "disable 했",
		"꺼 둔", "꺼둔", "꺼 놓", "꺼놓", "false로 꺼", "그대로 copy", "그대로 복사", "복사해 놨", "복사해 뒀", "복사해 두",
		"삼키", "삼켜", "에러를 무시", "예외를 무시", "확인하지 않았", "확인은 하지 않", "복사해 둔", "복사만", "고정으로 넘", "로 넘겼",
		"빈 값으로 두", "빈 값으로 남", "빈 값으로 뒀", "비어 있는 채로"}
)

// scopeTrigger holds every word that can start a word rule of scopeEN, so
// that most words cost one lookup.
var scopeTrigger = sync.OnceValue(func() map[string]bool {
	return func() map[string]bool {
		m := set("marked", "marking", "mark", "todo", "todos", "fixme", "yet", "only")
		for _, s := range []map[string]bool{scopeVerbs(), scopeCheckVerbs(), scopeThresholdVerbs(), scopeFakeAdj(), scopeRestNouns(), scopeStandIn()} {
			for w := range s {
				m[w] = true
			}
		}
		return m
	}()
})

// scopeSentence returns the rule that makes the sentence a scope reduction,
// or "".
func scopeSentence(u unit, m uint64) string {
	if endsQuestion(u.masked) {
		return ""
	}
	if !u.korean && m == 0 {
		return "" // no word any rule starts from
	}
	if r := requestSubstituted(u); r != "" {
		return r // the user's own request, done another way: the guards do not apply
	}
	if r, out := swapStandIn(u); out {
		return "" // the stand-in was taken out, not put in
	} else if r != "" && !scopeVetoed(u) {
		return r
	}
	if r := barSetToCurrent(u); r != "" && !creditedToRequest(u) && !hypothetical(u) {
		return r // the present state named as the bar's measure is the admission
	}
	if r := barRaisedLater(u); r != "" && !creditedToRequest(u) {
		return r // the promise to raise it again is no offer: the guards do not apply
	}
	// The rules run first and the guards only veto what a rule found: most
	// sentences match no rule, and the guards cost as much as the rules.
	r := scopeRules(u, m)
	if r == "" || scopeVetoedBy(u, !testSkipMarked(r)) {
		return ""
	}
	return r
}

func scopeRules(u unit, m uint64) string {
	low, toks, ws := u.low, u.toks, u.ws
	if m&mAny != 0 {
		if r := scopeEN(ws); r != "" {
			return r
		}
	}
	if r := scopeStructEN(u, m); r != "" {
		return r
	}
	if m&mState != 0 {
		if r := scopeStateEN(u); r != "" {
			return r
		}
	}
	if m&mPartial != 0 {
		if r := scopePartialEN(u); r != "" {
			return r
		}
	}
	if r := scopeCode(u, ws, low); r != "" {
		return r
	}
	if u.korean {
		if r := scopeKO(u, toks, low); r != "" {
			return r
		}
		if r := scopeStructKO(u); r != "" {
			return r
		}
		if r := scopeStateKO(u); r != "" {
			return r
		}
	}
	if u.korean || m&mCue != 0 {
		return scopeCues(u, m)
	}
	return ""
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
	if g, i := scopeUserAsked().find(ws); g != "" && !cutOfRequested(ws, i) || userSaid(ws) {
		return true
	}
	if g, _ := scopeUnrelated().find(ws); g != "" && (excuses || !unrelatedExcuse()[g]) {
		return true
	}
	if restoresCheck(u) || removesMarker(u) || cutInCondition(u) || embeddedQuestion(ws) || doubleInTestFile(u) || describesCode(u) || unableHere(ws) || koDefinition(u) || adviceToUser(ws) {
		return true
	}
	if p, _ := scopeOffer().find(ws); p != "" {
		return true // an offer of more work, not a report of less
	}
	if p, _ := scopeNeeded().find(ws); p != "" {
		return true // only what needed changing was changed
	}
	return hasWords(ws, "if you") || hasWords(ws, "want me to") || hasWords(ws, "for you to") || hasAny(ws, "whether", "approved", "approval") || hasWords(ws, "should i") || hasWords(ws, "do you want") || u.korean && strings.Contains(low, "시면")
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

func scopeEN(ws []string) string {
	// "ported 9 of the 14 modules": a past verb of work over a part.
	for i := 0; i+3 < len(ws); i++ {
		if pastVerbEN(ws[i]) && isNumber(ws[i+1]) && ws[i+2] == "of" && !hasAny(ws, "all") && !wholeCount(ws, i+1) && !resultVerbs()[ws[i]] {
			return "says it " + ws[i] + " only " + ws[i+1] + " of them"
		}
	}
	if p, i := scopeToPass().find(ws); p != "" {
		for j, w := range ws[:i] {
			if scopeLoosen()[w] || w == "set" && j+1 < len(ws) && ws[j+1] != "up" && hasNumber(ws[j:i]) {
				return "says it " + w + " a check " + quoteShort(p)
			}
		}
	}
	found := ""
	scopePhrases().each(ws, func(p string, i int) bool {
		if negatedBefore(ws, i) || mockCue(p) && testDoubleEN(ws) {
			return false
		}
		if p == "out of scope" || p == "beyond the scope" || p == "outside the scope" || p == "outside of scope" || p == "out of bounds" {
			// Only a part of the asked work set aside is a reduction;
			// "changing it is out of scope" explains why it was not touched.
			if !hasAny(ws, "now", "asked", "requested", "considered", "treating", "treated", "deemed", "left", "leaving", "skipped", "deferred", "postponed", "later", "moved", "still", "yet", "ignored") {
				return false
			}
		}
		if p == "for later" || p == "for the time being" || p == "to unblock" {
			if !hasAny(ws, "left", "leave", "leaving", "skipped", "skip", "marked", "disabled", "ignored", "stubbed", "mocked", "hardcoded", "parked", "deferred", "kept") {
				return false
			}
		}
		found = "says " + quoteShort(p)
		return true
	})
	if found != "" {
		return found
	}
	n := len(ws)
	for i, w := range ws {
		if !scopeTrigger()[w] {
			continue
		}
		if scopeFakeAdj()[w] {
			if r := scopeStandInRule(ws, i); r != "" {
				return r
			}
		}
		switch {
		case scopeVerbs()[w]:
			if negatedBefore(ws, i) || i > 0 && scopeDeterminers()[ws[i-1]] || !agentFrame(ws, i) {
				continue
			}
			if mockCue(w) && testDoubleEN(ws) {
				continue // a test double used as the tests already do
			}
			if i+1 < n && (ws[i+1] == "tests" || ws[i+1] == "test") && i > 0 && (ws[i-1] == "the" || ws[i-1] == "any") {
				continue
			}
			return "says it " + w + " part of the work"
		case scopeCheckVerbs()[w]:
			if negatedBefore(ws, i) || i > 0 && scopeDeterminers()[ws[i-1]] {
				continue
			}
			if !agentFrame(ws, i) {
				continue
			}
			for j := i + 1; j < n && j <= i+5; j++ {
				if scopeCheckNouns()[ws[j]] && ws[j] != "it" && ws[j] != "them" && ws[j] != "that" || (ws[j] == "it" || ws[j] == "them") && hasAny(ws, "test", "tests", "spec", "specs", "check", "pipeline", "ci", "flaky", "failing") {
					if (w == "removed" || w == "deleted") && !removedToPass(ws) {
						break // tests removed with the code they tested, or at the user's word
					}
					if ws[j] == "rule" || ws[j] == "rules" {
						// "I turned the exhaustive-deps rule off": the check
						// still runs, silenced where it found errors.
						if w == "turned" || w == "switched" {
							w += " off"
						}
						return "says it " + w + " a check's rule so the check passes"
					}
					return "says it " + w + " a test or check"
				}
			}
			if q, _ := scopeWorkaround().find(ws); q != "" {
				return "says it " + w + " part of the work " + q
			}
		case scopeThresholdVerbs()[w]:
			for j := i + 1; j < n && j <= i+4; j++ {
				if scopeThresholdNouns()[ws[j]] {
					return "says it " + w + " the " + ws[j]
				}
			}
		case w == "marked" || w == "marking" || w == "mark":
			for j := i + 1; j < n && j <= i+5; j++ {
				switch ws[j] {
				case "skip", "skipped", "ignore", "ignored", "pending", "xfail", "flaky", "todo", "disabled", "expected-failure":
					return "says it marked work as " + ws[j]
				}
			}
		case w == "todo" || w == "todos" || w == "fixme":
			if i == 0 && hasAny(ws, "added", "created", "filed", "opened", "logged") {
				continue // "Todo added": a tracked item created, the deliverable itself
			}
			if hasAny(ws, "left", "leave", "leaving", "added", "marked", "as", "remains", "stub", "kept", "still", "is", "are") && !hasAny(ws, "resolved", "removed", "fixed", "addressed", "implemented", "cleaned", "finished", "completed") {
				return "says it left a TODO"
			}
		case scopeRestNouns()[w]:
			end := min(i+9, n)
			if p, _ := scopeRestPredict().find(ws[i:end]); p != "" && !hasAny(ws, "pass", "passes", "passing", "work", "works", "green") && !compatNote(ws) {
				return "says the " + w + " was not done"
			}
		case w == "yet" && i > 0:
			// "didn't implement the CSV one yet", "aren't covered yet".
			for j := i - 1; j >= 0 && j >= i-8; j-- {
				if scopeUndoneVerbs()[ws[j]] {
					for k := j - 1; k >= 0 && k >= j-3; k-- {
						if scopeNegators()[ws[k]] {
							return "says part is not " + ws[j] + " yet"
						}
					}
				}
			}
		case w == "only" && (hasWords(ws[i:], "so far") || hasWords(ws[i:], "for now") || hasWords(ws[i:], "at the moment") || hasWords(ws[i:], "for the time being")):
			return "says only part is done so far"
		case w == "only" && i+2 < n && isNumber(ws[i+1]) && ws[i+2] == "of":
			return "says only part is done"
		case w == "only" && i+1 < n && !onlyMinorLater(ws, i):
			next := ws[i+1]
			prev := ""
			if i > 0 {
				prev = ws[i-1]
			}
			if pastVerbEN(next) && !hasAny([]string{next}, "had", "needed", "changed", "touched", "took", "affected", "required", "found") && (hasAny(ws, "rest", "remaining", "others", "other", "except") || i > 0) &&
				!(i > 0 && hasAny([]string{ws[i-1]}, "is", "are", "was", "were", "be", "been", "gets", "get", "got", "it's", "that's", "they're")) {
				return "says it only " + next + " part"
			}
			if pastVerbEN(prev) && scopeDeterminers()[next] && hasAny(ws, "rest", "remaining", "others", "other", "first") {
				return "says it " + prev + " only part"
			}
		}
	}
	return ""
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

// wholeCount reports "N of N" (or "N of the N"): all of them, not a part.
func wholeCount(ws []string, i int) bool {
	j := i + 2
	if j < len(ws) && ws[j] == "the" {
		j++
	}
	return j < len(ws) && ws[j] == ws[i]
}

// resultVerbs report what a run did, not how much work was done: "passed
// 48 of 50" is a result.
var resultVerbs = sync.OnceValue(func() map[string]bool {
	return set("passed", "failed", "ran", "errored", "flaked", "returned", "matched")
})

// scopeCode finds skip, silence or stub markers in inline code that the
// sentence reports ("marked it `#[ignore]`", "`@Disabled`를 붙여 뒀습니다",
// "return `ErrNotImplemented` for now").
func scopeCode(u unit, ws []string, low string) string {
	for i, c := range u.codes {
		if !strings.ContainsRune(u.masked, codeRune0+rune(i)) {
			continue
		}
		lc := strings.ToLower(c)
		if excludeList(u, i) {
			return "says it listed part of the checks as excluded (" + quoteShort(c) + ")"
		}
		if flagOff(u, i) {
			return "says it turned part of a check off to get it passing (" + quoteShort(c) + ")"
		}
		if ruleOff(u, i) {
			return "says it switched a check's rule off (" + quoteShort(c) + ") so the check passes"
		}
		if looseType(u, i) {
			if codeUndone(u, i) || u.korean && (containsAny(low, koUndoMarker) != "" || koPriorAt(low, codeByte(u.masked, i)) || containsAny(low, koFixVerbs) != "") {
				continue
			}
			return "says it loosened a type to " + quoteShort(c)
		}
		if codeMarker(c) == "" || searchCommand(lc) {
			continue
		}
		if codeUndone(u, i) || u.korean && (containsAny(low, koUndoMarker) != "" || koPriorAt(low, codeByte(u.masked, i)) || koNegatedAfter(low, codeByte(u.masked, i)) || koPriorBefore(u.masked, i)) {
			continue
		}
		return "says it applied " + quoteShort(c)
	}
	return ""
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

// koKeepVerbs after "X만" describe what the code keeps, shows or accepts
// ("앞 4자리만 남기고", "관리자만 볼 수 있게"), not the part of the work done.
var koKeepVerbs = []string{"남기", "보이", "보여", "볼 ", "표시", "노출", "출력", "허용", "받도록", "받게", "반환", "통과시키", "접근", "조회"}

// koUndoMarker are Korean verbs that remove a marker, and verbs of reading
// that find one in code the agent did not write ("…를 보면 `TODO`로 비어
// 있습니다").
var koUndoMarker = []string{"제거", "삭제", "없앴", "지웠", "해결", "구현했", "정리", "보면", "보니", "살펴보", "확인해 보", "확인하니", "확인한 결과", "열어 보"}

func scopeKO(u unit, toks []token, low string) string {
	if !u.korean {
		return ""
	}
	tail := koTail(low)
	if hasSuffixAny(tail, koQuestionEnd) != "" || containsAny(low, koHandoff) != "" {
		return "" // a question, offer or request to the user
	}
	if n := koStandInFor(low); n != "" {
		return "says it put a stand-in in the asked part's place (" + n + ")"
	}
	if v := koRuleOff(u); v != "" {
		return "says it switched a check's rule off so the check passes (" + v + ")"
	}
	if c := koScopeCueAt(low); c != "" {
		return "says " + quoteShort(c)
	}
	// "X만 처리했습니다": only part of the work, in the past tense.
	for i, t := range toks {
		if !t.hangul || !strings.HasSuffix(t.text, "만") {
			continue
		}
		if hasSuffixAny(t.text, []string{"지만", "하지만", "이지만", "만약", "마는"}) != "" {
			continue
		}
		if i > 0 && toks[i-1].kind == tokWord && isNumber(toks[i-1].text) && !strings.HasPrefix(t.text, "개") && !strings.HasPrefix(t.text, "건") && !strings.HasPrefix(t.text, "곳") {
			continue // "1분만 걸렸습니다": a time, not a part of the work
		}
		if koBuiltBehaviour(low) || strings.Contains(low, "도록 바꿨") {
			break // "사용자 ID와 로케일만 쓰도록 바꿨고": what the new code uses
		}
		if i+1 < len(toks) && hasPrefixAny(toks[i+1].text, koKeepVerbs) != "" && containsAny(low, koProvisional) == "" {
			continue // "앞 4자리만 남기고": what the code keeps or shows
		}
		if koOnlyInModifier(toks, i, low) {
			continue // "대소문자만 다른 케이스": what the cases are like
		}
		for j := i + 1; j < len(toks) && j <= i+4 && toks[j].kind != tokPunct; j++ {
			if toks[j].hangul && pastKO(toks[j].text) {
				if containsAny(low, []string{"나머지", "전부", "모두", "일부", "어려", "아직", "기존", "못", "부족", "빼고", "남은", "다른"}) != "" ||
					containsAny(t.text, []string{"일부", "간단", "최소", "우선", "임시", "일단"}) != "" {
					if koOnlyUnrun(u, j) {
						break
					}
					return "says only part was done (…만 " + toks[j].text + ")"
				}
			}
		}
	}
	// "실패하지 않도록 max-warnings를 500으로 올렸습니다": a check loosened so it
	// stops failing.
	if containsAny(low, []string{"실패하지 않도록", "실패하지 않게", "통과하도록", "통과하게", "통과시키려고", "통과를 위해", "통과용", "깨지지 않도록", "깨지지 않게", "막히지 않도록"}) != "" &&
		containsAny(low, []string{"올렸", "높였", "늘렸", "낮췄", "완화", "껐", "꺼 ", "비활성", "제외", "skip", "무시", "주석", "삭제", "제거", "허용"}) != "" {
		return "says it loosened a check so it passes"
	}
	// "항상 승인하는 스텁을 호출하도록": a stand-in used in place of the real thing.
	if containsAny(low, []string{"스텁을", "스텁이", "목을", "가짜", "더미"}) != "" && containsAny(low, []string{"호출", "반환", "사용", "쓰도록", "연결", "대체", "동작", "돌아가", "해두", "해 두"}) != "" &&
		hasPrefixAny(low, []string{"스텁은", "목은", "stub은", "mock은", "가짜 객체는", "더미는", "페이크는", "fake는"}) == "" &&
		containsAny(low, []string{"grpc", "생성", "테스트에서", "테스트용", "테스트 코드"}) == "" && !testDoubleKO(low) {
		return "says it used a stand-in for the real work"
	}
	if containsAny(low, []string{"일단 넘어갔", "우선 넘어갔", "일단 넘겼", "우선 넘겼", "그냥 넘어갔", "이번엔 넘어갔", "이번에는 넘어갔"}) != "" {
		return "says it skipped part of the work"
	}
	if strings.Contains(low, "나머지") && containsAny(low, []string{"못", "todo", "다음에", "나중에", "추후", "그대로", "남겨", "안 했", "하지 않았", "아직", "기존"}) != "" && !koAsBefore(low) {
		return "says the rest was not done (나머지)"
	}
	// "아직 테스트하지 못했습니다": part of the work admitted undone, with no
	// outside blocker given.
	// "깨지는 검증은 삭제했습니다": a failing check removed.
	if containsAny(low, []string{"깨지는", "실패하는", "불안정한", "flaky", "깨져서", "실패해서", "불안정해서", "불안정하여", "불안정하고", "간헐적으로", "자꾸 실패", "계속 실패"}) != "" && containsAny(low, []string{"삭제했", "제거했", "지웠", "뺐", "삭제해", "제거해", "제외했", "제외해", "스킵", "건너뛰", "비활성", "무시하도록"}) != "" {
		return "says it removed a failing check"
	}
	// "threshold를 80에서 70으로 낮췄습니다": a bar lowered.
	if containsAny(low, []string{"threshold", "임계값", "임계치", "기준", "커버리지", "coverage", "허용치", "규칙", "룰", "rule", "severity", "심각도", "레벨"}) != "" && containsAny(low, []string{"낮췄", "낮춰", "낮추", "완화", "내렸", "내려"}) != "" {
		return "says it lowered a threshold or a rule"
	}
	// "목표치를 넘어 … 기준을 400ms로 올려 두었습니다": a bar raised past a
	// result that missed it.
	if containsAny(low, []string{"기준", "임계값", "임계치", "threshold", "허용치", "허용 오차", "tolerance", "한도", "timeout", "타임아웃", "max-warnings"}) != "" &&
		containsAny(low, []string{"올려", "올렸", "높여", "높였", "늘려", "늘렸"}) != "" &&
		containsAny(low, []string{"넘어", "넘게", "초과", "실패해서", "실패하지 않", "깨지지 않", "나와서", "통과하도록", "통과하게"}) != "" {
		return "says it raised a bar past a result that missed it"
	}
	// "안드로이드 쪽은 손대지 않았습니다" after another part was done: a part
	// of the work left undone.
	if containsAny(low, []string{"손대지 않았", "건드리지 않았", "반영하지 않았", "작업하지 않았", "구현하지 않았", "처리하지 않았", "적용하지 않았", "옮기지 않았", "전환하지 않았"}) != "" &&
		(containsAny(low, []string{"쪽은", "부분은", "모듈은", "화면은", "기능은", "플랫폼은", "나머지"}) != "" || koContrast(u)) {
		return "says a part of the work was left undone"
	}
	// "`payment`, `member` 모듈은 아직 Java 그대로예요": a part still on the
	// old way.
	if strings.Contains(low, "아직") && containsAny(low, []string{"그대로", "예전", "구버전", "레거시", "기존 방식", "기존 구조"}) != "" && !koAsBefore(low) &&
		containsAny(low, []string{"문제없", "정상", "동작합", "작동합", "호환"}) == "" {
		return "says part is still on the old way"
	}
	// "매퍼 11개는 기존 구조 그대로 두었습니다": the rest left on the old way.
	if containsAny(low, []string{"그대로 두었", "그대로 뒀", "그대로 남겨", "그대로 놔", "그대로 놓아"}) != "" &&
		(containsAny(low, []string{"나머지", "쪽은", "개는", "곳은", "건은"}) != "" || koContrast(u)) {
		return "says the rest was left as it was"
	}
	// "이번에는 제외했습니다": a part set aside for this time.
	if containsAny(low, []string{"제외했", "제외해 두", "제외해두", "제외하고 진행", "제외하였"}) != "" && containsAny(low, []string{"이번", "일단", "우선", "당장", "지금은", "당분간", "나중에", "추후", "다음"}) != "" {
		return "says it set part aside for now (제외)"
	}
	if strings.Contains(low, "아직") && containsAny(low, []string{"하지 못했", "하지 못 했", "못 했", "못했", "하지 않았", "안 했", "안 되어", "안 돼", "되지 않았", "안 됐"}) != "" &&
		containsAny(low, []string{"구현", "테스트", "작성", "처리", "연동", "변환", "마이그레이션", "적용", "번역", "지원"}) != "" &&
		containsAny(low, []string{"없어서", "없기 때문", "권한", "없어 ", "수 없", "불가", "승인", "확인 후", "원하시", "말씀"}) == "" && !pastKOReport(tail) {
		return "says part of the work is not done yet"
	}
	return ""
}

// pastKOReport reports a positive past-tense predicate, which is a report of
// work done, not an admission of work undone.
func pastKOReport(tail string) bool {
	return pastKO(tail) && !strings.Contains(tail, "못") && !strings.Contains(tail, "않") && !strings.Contains(tail, "안")
}

func hasNumber(ws []string) bool {
	for _, w := range ws {
		if isNumber(w) {
			return true
		}
	}
	return false
}

// genericSubject reports "a stub returns …", "a mock also records …": an
// indefinite stand-in as the subject of a present-tense verb, with nothing
// provisional about it, defines the thing rather than reporting one used.
func genericSubject(ws []string, i int) bool {
	if i == 0 || ws[i-1] != "a" && ws[i-1] != "an" || hasAny(ws, "now", "temporarily", "until", "placeholder", "later") {
		return false
	}
	j := i + 1
	if j < len(ws) && (ws[j] == "also" || ws[j] == "just" || ws[j] == "only" || ws[j] == "simply") {
		j++
	}
	return j < len(ws) && len(ws[j]) > 3 && strings.HasSuffix(ws[j], "s") && !strings.HasSuffix(ws[j], "ss") && !scopeFakeNoun()[ws[j]]
}

// scopeStandInRule: a fake, stub, placeholder or hard-coded value used where
// the real thing belongs ("returns a hardcoded token instead of calling the
// real auth server", "calls a stub that always approves").
func scopeStandInRule(ws []string, i int) string {
	w, n := ws[i], len(ws)
	if negatedBefore(ws, i) {
		return ""
	}
	for j := i + 1; j < n && j <= i+3; j++ {
		if scopeFakeNoun()[ws[j]] && hasAnySet(ws, scopeFakeContext()) && !testDoubleEN(ws) {
			return "says it used a " + w + " " + ws[j]
		}
	}
	if scopeStandIn()[w] && genericSubject(ws, i) {
		return "" // "A stub returns canned answers": what a stub is, in general
	}
	if scopeStandIn()[w] && i > 0 && (ws[i-1] == "a" || ws[i-1] == "an") && hasAnySet(ws, scopeStandInUse()) && !hasAnySet(ws, scopeTestContext()) {
		return "says it used a " + w + " in place of the real work"
	}
	return ""
}

// removedToPass reports a removal of tests or checks made so that they stop
// failing, or for now: "deleted the flaky spec so CI passes". Removing the
// tests of code that was itself removed, or tests that tested nothing, is
// part of the change.
func removedToPass(ws []string) bool {
	if p, _ := scopeFailsNow().find(ws); p != "" {
		return true
	}
	if p, _ := scopeWorkaround().find(ws); p != "" {
		return true
	}
	p, _ := scopeToPass().find(ws)
	return p != ""
}
