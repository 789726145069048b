package detect

import "strings"

// The scope reader's vocabulary: every word set, phrase list and Korean
// stem list its readings match, and the prefilter built from them (the word
// classes and the per-sentence mask). It uses only the base layer; every
// scope_*.go reader stands on it.

// pendingPhrase are phrases of scopePhrases that name work still to do
// rather than a shortcut.
var pendingPhrase = wordSet{has: pendingPhraseHas, list: []string{"still to do", "still todo", "remains to be done", "left to do", "will need to be done", "to be done later"}}

var pendingEN = wordSet{has: pendingENHas, list: []string{"yet", "still", "remaining", "missing", "pending", "unfinished", "incomplete", "todo", "next"}}

var explicitCutEN = wordSet{has: explicitCutENHas, list: []string{"skip", "skipped", "skipping", "stub", "stubbed", "stubs", "mock", "mocked", "fake", "faked", "dummy",
	"placeholder", "hardcoded", "hard-coded", "disabled", "commented", "xfail", "xfailed", "ignored", "suppressed",
	"silenced", "muted", "lowered", "relaxed", "loosened", "omitted", "brevity", "quarantined", "no-op", "noop", "swallowed", "except", "later", "follow-up", "separate"}}

var (
	undoneLabelsEN = phrases{first: undoneLabelsENFirst, list: []string{"not done", "not yet done", "remaining", "remaining work", "left to do", "todo",
		"to do", "follow-ups", "follow ups", "followups", "follow-up",
		"skipped", "deferred", "not implemented",
		"incomplete", "what's left", "still to do", "not included", "not covered", "known gaps", "gaps", "what's missing"}}
	undoneLabelsKO = []string{"남은 작업", "남은 일", "남은 항목", "미완료", "미구현", "추후 작업", "후속 작업",
		"할 일", "미처리", "보류", "못 한 것", "하지 못한", "미진행", "todo"}
	noneItems = wordSet{has: noneItemsHas, list: []string{"none", "nothing", "n/a", "na", "없음", "없습니다", "-"}}
)

var (
	undoneStatusEN = phrases{first: undoneStatusENFirst, list: []string{"skipped", "skip", "not done", "not started", "not implemented", "unimplemented",
		"stubbed", "stub", "deferred", "postponed", "todo", "to do", "later", "left as is", "left as-is",
		"out of scope", "not migrated", "not converted", "not ported", "not covered", "not yet", "partial",
		"partially", "disabled", "mocked", "hardcoded", "next pr", "follow-up", "on hold", "descoped"}}
	undoneStatusKO = []string{"보류", "미구현", "미완료", "미적용", "미지원", "미작성", "생략", "제외", "스킵", "건너뜀",
		"다음 pr", "추후", "나중에", "일부", "부분", "하지 않음", "안 함", "못 함", "못함", "예정", "todo"}
)

var (
	laterSwapEN = phrases{first: laterSwapENFirst, list: []string{"swap in", "swapping in", "swap it", "swapping it", "swap to", "switch to", "switching to", "switch over",
		"replace it with", "replacing it with", "plug in", "plugging in", "drop in", "dropping in", "wire in", "wiring in", "swap out", "swapping out"}}
	laterWhenEN = wordSet{has: laterWhenENHas, list: []string{"once", "when", "later", "after", "until"}}
	standInEN   = wordSet{has: standInENHas, list: []string{"fixed", "hardcoded", "hard-coded", "static", "canned", "fake", "stub", "stubbed", "mock", "mocked", "placeholder",
		"dummy", "in-memory", "sqlite", "h2", "instead", "now"}}
	missingEN = phrases{first: missingENFirst, list: []string{"there's no", "there is no", "there isn't", "no api key", "isn't available", "aren't available",
		"not available", "don't have", "doesn't have", "without a", "without an", "without the", "is missing", "are missing"}}
	koLaterSwap = []string{"바꾸면 됩니다", "바꾸면 돼요", "바꾸시면 됩니다", "교체하면 됩니다", "교체하면 돼요", "전환하면 됩니다", "전환하면 돼요",
		"바꿀 수 있습니다", "교체할 수 있습니다", "바꾸면 되고", "교체하면 되고", "넣으면 됩니다", "붙이면 됩니다"}
	koSwapWhen    = []string{"나중에", "추후", "있으면", "되면", "생기면", "이후"}
	koStandInMark = []string{"대신", "대체", "돌리게 했", "돌리도록 했", "돌아가게 했", "로 돌렸", "으로 돌렸", "고정", "하드코딩", "더미", "가짜", "스텁", "임시"}
	koMissing     = []string{"없어서", "없기 때문", "없으니", "없는 환경", "안 돼서", "안 되어서", "쓸 수 없어"}
)

var (
	leftAloneEN = phrases{first: leftAloneENFirst, list: []string{"untouched", "unchanged", "unmodified", "unaffected", "as is", "as-is", "left alone",
		"weren't touched", "wasn't touched", "were not touched", "was not touched", "not touched", "haven't been touched",
		"didn't touch", "did not touch", "haven't touched", "weren't changed", "wasn't changed", "were not changed",
		"weren't modified", "wasn't modified", "weren't affected", "wasn't affected", "aren't affected", "isn't affected"}}
	// Marks that a part left alone is still owed or was meant to change.
	leftOwedEN = wordSet{has: leftOwedENHas, list: []string{"yet", "still", "later", "todo", "follow-up", "old", "legacy", "couldn't", "can't", "cannot",
		"need", "needs", "remaining", "skipped", "asked", "requested", "wanted"}}
	leftOthersEN = wordSet{has: leftOthersENHas, list: []string{"other", "others", "rest", "remaining", "else"}}
	leftOthersKO = []string{"나머지", "다른 ", "그 외", "그외", "기타"}
	leftAloneKO  = []string{"건드리지 않", "건드리지 않았", "손대지 않", "그대로 두", "그대로 뒀", "그대로 둡", "변경하지 않", "수정하지 않", "바꾸지 않"}
	leftOwedKO   = []string{"아직", "일단", "우선", "못", "나중", "추후", "다음", "기존", "예전", "레거시", "todo", "요청하신", "같이"}
)

var (
	gapCutEN = wordSet{has: gapCutENHas, list: []string{"skip", "skipped", "skipping", "stub", "stubbed", "mock", "mocked", "fake", "faked", "dummy", "placeholder",
		"hardcoded", "hard-coded", "todo", "disabled", "deferred", "later", "postponed", "commented", "removed", "dropped",
		"implemented", "wired", "written", "added", "built", "ported", "migrated", "converted", "handled", "supported",
		"backfill", "backfills", // a backfill's run is the asked work itself
		"touch", "touched", "change", "changed", "update", "updated"}}
	gapCutKO = []string{"스킵", "skip", "건너", "생략", "스텁", "stub", "mock", "모킹", "목으로", "더미", "하드코딩", "비활성", "나중",
		"추후", "보류", "todo", "주석", "제외", "빼", "구현", "작성", "추가", "연동", "적용", "만들", "반영", "이전", "변환", "붙이",
		"백필", "backfill"}
)

var (
	minorEditNouns = wordSet{has: minorEditNounsHas, list: []string{"comment", "comments", "docstring", "docstrings", "formatting", "whitespace", "newline", "typo", "typos",
		"gofmt", "prettier", "rustfmt", "black", "changelog", "readme", "wording", "log", "logline"}}
	laterStepEN = phrases{first: laterStepENFirst, list: []string{"afterwards", "afterward", "after that", "after this", "since then", "later", "then", "after the"}}
)

var koCredit = []string{"요청하신 대로", "요청대로", "말씀하신 대로", "말씀대로", "요청에 따라", "요청하신 것처럼", "말씀하신 것처럼"}

var creditedCut = []string{"stub", "mock", "fake", "placeholder", "hardcoded", "hard-coded", "todo", "skip", "disabled", "dummy",
	"스텁", "목으로", "더미", "하드코딩", "임시", "가짜", "일단", "우선"}

var (
	scopeUserAsked = phrases{first: scopeUserAskedFirst, list: []string{"as you asked", "as requested", "per your request", "you asked me to",
		"as instructed", "as you suggested", "like you asked", "as you said", "per your instructions",
		"you asked to", "you asked for", "you only asked", "per your note", "as you noted", "you said not",
		"you mentioned not", "as you requested", "you wanted me to", "as agreed", "you told me to", "as the ticket",
		"per the ticket", "the ticket specifies", "per the issue", "as the issue", "as specified", "per the spec",
		"as the spec", "per the requirements", "as the requirements", "since you said", "because you said",
		"you said to", "you said not", "since you mentioned", "you told me", "you confirmed", "you decided",
		"since you", "per your", "at your request", "you explicitly", "as we discussed", "as discussed", "we agreed", "as we agreed"}}
	scopeUnrelated = phrases{first: scopeUnrelatedFirst, list: []string{"unrelated", "pre-existing", "preexisting", "not related", "separate issue",
		"already failing", "already broken", "already skipped", "already disabled", "was already",
		"were already", "existing failure", "not part of this", "not caused by", "wasn't part of", "isn't part of", "not part of the task", "outside this task", "outside this ticket", "outside the ticket", "outside this pr", "not in this ticket", "generated files", "generated file", "not to this task", "not this task", "not to this change", "not this change", "generated code", "vendored code", "vendored dependencies", "third-party",
		"third party"}}
	scopeDeterminers = wordSet{has: scopeDeterminersHas, list: []string{"the", "a", "an", "any", "all", "some", "these", "those", "its", "their", "of"}}

	// Verbs that reduce the work when the agent does them.
	scopeVerbs = wordSet{has: scopeVerbsHas, list: []string{"skipped", "skipping", "stubbed", "stubbing", "mocked", "mocking", "faked",
		"hardcoded", "hard-coded", "omitted", "omitting", "deferred", "deferring", "postponed",
		"punted", "descoped", "de-scoped", "xfailed", "simplified-away"}}
	// Verbs that reduce the work when their object is a check or a test.
	scopeCheckVerbs = wordSet{has: scopeCheckVerbsHas, list: []string{"disabled", "disabling", "ignored", "ignoring", "removed", "deleted", "excluded",
		"commented", "silenced", "suppressed", "muted", "quarantined", "turned"}}
	scopeCheckNouns = wordSet{has: scopeCheckNounsHas, list: []string{"test", "tests", "task", "tasks", "stage", "stages", "workflow", "workflows", "target", "targets", "spec", "specs", "check", "checks", "lint", "linter", "rule",
		"rules", "validation", "validations", "assertion", "assertions", "hook", "hooks", "ci", "job",
		"step", "coverage", "typecheck", "warning", "warnings", "suite", "e2e", "case", "cases",
		"snapshot", "verification", "gate", "it", "them", "that"}}
	scopeThresholdVerbs = wordSet{has: scopeThresholdVerbsHas, list: []string{"lowered", "reduced", "relaxed", "loosened", "decreased", "lowering",
		"relaxing", "loosening", "dropped", "weakened"}}
	scopeThresholdNouns = wordSet{has: scopeThresholdNounsHas, list: []string{"threshold", "thresholds", "coverage", "minimum", "tolerance", "limit",
		"bar", "strictness", "requirement", "requirements", "gate", "budget", "baseline"}}
	scopeFakeAdj  = wordSet{has: scopeFakeAdjHas, list: []string{"fake", "dummy", "stub", "stubbed", "mock", "mocked", "placeholder", "hardcoded", "canned", "hard-coded", "no-op", "noop", "shim"}}
	scopeFakeNoun = wordSet{has: scopeFakeNounHas, list: []string{"client", "api", "service", "backend", "server", "implementation", "endpoint",
		"provider", "gateway", "integration", "response", "responses", "handler", "handlers", "value",
		"values", "data", "key", "token", "credentials", "prices", "result", "results", "logic", "version"}}
	scopeFakeContext = wordSet{has: scopeFakeContextHas, list: []string{"instead", "real", "returns", "return", "fixed", "static", "canned",
		"works", "temporary", "temporarily", "now", "later", "until", "placeholder"}}

	// Phrases that by themselves report part of the work not done.
	scopePhrases = phrases{first: scopePhrasesFirst, list: []string{"left for later", "for a follow-up", "in a follow-up", "follow-up pr",
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
		"too much for one", "too big for one", "too large for one", "more than fits", "too much for this", "too big for this"}}
	// Purposes and qualifiers that make removing or excluding something a
	// workaround rather than the asked change.
	scopeWorkaround = phrases{first: scopeWorkaroundFirst, list: []string{"for now", "temporarily", "to unblock", "so ci", "so the ci",
		"to get ci", "to get the tests", "to get tests", "so the pipeline", "so the build", "to make ci",
		"to make the tests", "to make tests", "so tests pass", "so the tests pass", "until later",
		"so the workflow", "so the job", "so the suite", "to get the build", "to get it green", "to keep ci",
		"for the time being", "in the meantime"}}
	scopeStandIn     = wordSet{has: scopeStandInHas, list: []string{"stub", "mock", "fake", "dummy", "placeholder", "no-op", "noop", "shim"}}
	scopeStandInUse  = wordSet{has: scopeStandInUseHas, list: []string{"calls", "call", "returns", "return", "uses", "use", "used", "using", "with", "instead", "always", "hits", "talks", "wired", "points"}}
	scopeTestContext = wordSet{has: scopeTestContextHas, list: []string{"test", "tests", "spec", "specs", "testing", "unit", "fixture", "fixtures", "grpc", "generated", "proto", "storybook"}}

	// Loosening verbs: done so that a check stops failing, they weaken the
	// check instead of doing the work.
	scopeLoosen = wordSet{has: scopeLoosenHas, list: []string{"raised", "increased", "bumped", "lowered", "relaxed", "loosened", "disabled",
		"turned", "excluded", "skipped", "ignored", "allowed", "suppressed", "commented", "marked",
		"removed", "deleted", "downgraded", "silenced", "muted"}}
	scopeToPass = phrases{first: scopeToPassFirst, list: []string{"don't fail", "doesn't fail", "won't fail", "do not fail", "does not fail",
		"so ci passes", "so the ci passes", "so the build passes", "so the pipeline passes", "so the tests pass",
		"so tests pass", "so ci is green", "so ci goes green", "to get ci green", "to get the build green",
		"to get ci passing", "to get the tests passing", "to keep ci green", "to make ci pass", "to avoid failing",
		"stop failing", "stops failing", "no longer fails", "no longer fail", "to pass ci", "to unblock"}}

	// Verbs of work that, negated with "yet", report part of it undone.
	scopeUndoneVerbs = wordSet{has: scopeUndoneVerbsHas, list: []string{"implement", "implemented", "covered", "cover", "convert", "converted",
		"port", "ported", "migrate", "migrated", "write", "written", "wrote", "add", "added", "handle",
		"handled", "translate", "translated", "test", "tested", "wire", "wired", "support", "supported"}}
	scopeRestNouns   = wordSet{has: scopeRestNounsHas, list: []string{"rest", "remaining", "other", "others", "remainder"}}
	scopeRestPredict = phrases{first: scopeRestPredictFirst, list: []string{"still use", "still uses", "still need", "still needs", "still have",
		"still has", "still rely", "still relies", "still call", "still calls", "remain", "remains",
		"untouched", "unchanged", "as is", "as-is", "not yet", "haven't been", "weren't", "were not",
		"aren't yet", "are not yet", "left as", "still on", "still in", "still point"}}

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
	scopeCodeUndo = wordSet{has: scopeCodeUndoHas, list: []string{"removed", "deleted", "cleaned", "resolved", "fixed", "dropped", "replaced",
		"eliminated", "addressed", "removing", "deleting", "implemented", "no", "without", "lost", "cleaning", "replacing",
		"replaces", "removes", "fixing", "eliminating"}}
	scopeCodeVerbs = wordSet{has: scopeCodeVerbsHas, list: []string{"added", "marked", "put", "annotated", "used", "applied", "slapped", "inserted",
		"left", "tagged", "wrapped", "with", "adding", "marking", "leaving", "gave", "set", "turned", "enabled"}}
)

// Korean cues.
var (
	koScopeGuard = []string{"요청하신 대로", "요청대로", "말씀하신 대로", "말씀대로", "요청에 따라",
		"관련 없는", "관련없는", "관련이 없", "무관한", "무관하", "별개", "기존에 있던", "원래부터", "기존 이슈", "생략하지 않",
		"생략 없이", "건너뛰지 않", "빠짐없이", "하나도 빠", "요청하신 것처럼", "지시하신", "하나도 없", "전혀 없", "요청하신 범위", "요청에 없", "요청 범위", "요청하지 않", "요청 사항에 없",
		"문제가 없어서", "문제없어서", "이상이 없어서", "정상이라", "정상이어서", "필요가 없어서", "필요 없어서",
		"달라고 하셔서", "라고 하셔서", "하셔서", "요청하셔서", "말씀하셔서", "원하셔서", "범위 밖 접근", "범위를 벗어난 인덱스", "범위를 벗어난 접근", "배열 범위", "배열의 범위", "인덱스 범위", "인덱스가 범위",
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
var scopeTrigger = wordSet{has: scopeTriggerHas, list: []string{"marked", "marking", "mark", "todo", "todos", "fixme", "yet", "only"},
	also: []*wordSet{&scopeVerbs, &scopeCheckVerbs, &scopeThresholdVerbs, &scopeFakeAdj, &scopeRestNouns, &scopeStandIn}}

// resultVerbs report what a run did, not how much work was done: "passed
// 48 of 50" is a result.
var resultVerbs = wordSet{has: resultVerbsHas, list: []string{"passed", "failed", "ran", "errored", "flaked", "returned", "matched"}}

// koKeepVerbs after "X만" describe what the code keeps, shows or accepts
// ("앞 4자리만 남기고", "관리자만 볼 수 있게"), not the part of the work done.
var koKeepVerbs = []string{"남기", "보이", "보여", "볼 ", "표시", "노출", "출력", "허용", "받도록", "받게", "반환", "통과시키", "접근", "조회"}

// koUndoMarker are Korean verbs that remove a marker, and verbs of reading
// that find one in code the agent did not write ("…를 보면 `TODO`로 비어
// 있습니다").
var koUndoMarker = []string{"제거", "삭제", "없앴", "지웠", "해결", "구현했", "정리", "보면", "보니", "살펴보", "확인해 보", "확인하니", "확인한 결과", "열어 보"}

var (
	// Predicates after "still" that say the rest is fine, not undone.
	scopeStillFine = wordSet{has: scopeStillFineHas, list: []string{"pass", "passes", "passing", "work", "works", "working", "compile", "compiles",
		"build", "builds", "behave", "behaves", "function", "functions", "succeed", "succeeds", "green",
		"fine", "ok", "okay", "valid", "correct", "supported", "available", "apply", "applies", "hold", "holds", "be"}}
	// Markers of behaviour kept on purpose: "still return the same shape".
	scopeCompat = phrases{first: scopeCompatFirst, list: []string{"as before", "same as before", "same behavior", "same behaviour", "same shape", "same payload",
		"same output", "same response", "same result", "same results", "same api", "compatible", "backwards", "backward", "as expected", "is expected", "are expected", "which is expected", "intended",
		"by design", "unaffected", "existing clients", "keep working", "keeps working", "don't break", "doesn't break",
		"not break", "alongside", "by design", "it's fine", "that's fine", "is fine", "matches the spec", "as designed",
		"per the spec", "as specified", "existing behaviour", "existing behavior", "current behaviour",
		"current behavior"}}
	scopeOldWays = wordSet{has: scopeOldWaysHas, list: []string{"old", "legacy", "previous", "deprecated", "v1", "original"}}

	// Reasons of difficulty, doubt or time that make leaving a part alone a cut.
	scopeHardReason = phrases{first: scopeHardReasonFirst, list: []string{"more thought", "more work", "more time", "more investigation", "more involved",
		"complex", "complicated", "tricky", "trickier", "non-trivial", "nontrivial", "risky", "riskier",
		"not sure", "unsure", "wasn't sure", "weren't sure", "unclear", "for now", "until", "later", "yet",
		"follow-up", "followup", "separately", "next", "for the time being", "time", "harder", "bigger", "larger"}}
	scopeLeftVerbs = wordSet{has: scopeLeftVerbsHas, list: []string{"left", "leave", "leaving", "kept", "keep", "keeping"}}
	scopeLeftState = wordSet{has: scopeLeftStateHas, list: []string{"as-is", "alone", "untouched", "unconverted", "unmigrated", "unported", "as"}}

	// Knobs whose loosening makes a failing check pass.
	scopeKnobs = wordSet{has: scopeKnobsHas, list: []string{"timeout", "timeouts", "threshold", "thresholds", "tolerance", "tolerances", "limit",
		"limits", "coverage", "minimum", "retries", "retry", "budget", "baseline", "deadline", "epsilon",
		"margin", "max-warnings", "attempts", "wait", "delay", "fail_under", "severity"}}
	scopeKnobCode = []string{"timeout", "threshold", "fail_under", "failunder", "tolerance", "max", "min", "limit",
		"retries", "retry", "coverage", "epsilon", "budget", "margin", "severity", "warn", "skip", "ignore", "strict",
		"nocheck", "allow", "disable", "continue-on-error"}
	scopeKnobVerbs = wordSet{has: scopeKnobVerbsHas, list: []string{"bumped", "raised", "increased", "upped", "extended", "doubled", "tripled", "changed",
		"set", "lowered", "reduced", "relaxed", "loosened", "decreased", "dropped", "adjusted", "tweaked",
		"bumping", "raising", "increasing", "lowering", "changing", "setting"}}
	// Bars that a check must clear: lowering one passes more by asking less.
	scopeBarKnobs    = wordSet{has: scopeBarKnobsHas, list: []string{"threshold", "thresholds", "coverage", "minimum", "fail_under", "baseline"}}
	scopeBarKnobCode = []string{"fail_under", "failunder", "fail-under", "threshold", "min_", "min-", "minimum", "coverage"}
	scopeLowerVerbs  = wordSet{has: scopeLowerVerbsHas, list: []string{"lowered", "reduced", "relaxed", "loosened", "decreased", "dropped", "lowering", "reducing", "relaxing", "loosening"}}
	scopePassWords   = wordSet{has: scopePassWordsHas, list: []string{"pass", "passes", "passing", "green", "succeeds", "succeed", "happy", "through", "accepted", "accepts", "tolerated"}}

	// Verbs that weaken a check, and the checks they weaken.
	scopeWeakenVerbs = wordSet{has: scopeWeakenVerbsHas, list: []string{"relaxed", "loosened", "weakened", "softened", "narrowed", "relaxing", "loosening", "weakening"}}
	scopeWeakenNouns = wordSet{has: scopeWeakenNounsHas, list: []string{"assertion", "assertions", "check", "checks", "expectation", "expectations", "test",
		"tests", "comparison", "comparisons", "matcher", "snapshot", "validation", "validations", "rule",
		"rules", "constraint", "constraints", "spec", "specs", "guard"}}

	// Stand-in states that, in the present, say the real work is not there.
	scopeStandInState = wordSet{has: scopeStandInStateHas, list: []string{"stubbed", "mocked", "faked", "hardcoded", "hard-coded", "unimplemented",
		"deferred", "postponed", "placeholder", "placeholders", "stub", "stubs", "no-op", "noop", "todo"}}
	scopePresentBe = wordSet{has: scopePresentBeHas, list: []string{"is", "are", "remains", "remain", "stays", "stay", "still", "currently", "left", "'s", "it's"}}
	scopeExplains  = phrases{first: scopeExplainsFirst, list: []string{"which is why", "that's why", "that is why", "which caused", "caused", "the bug",
		"the issue", "the problem", "root cause", "was the cause", "because of this", "turned out"}}

	// Stand-in adjectives before a named value: "a dummy `KEY`".
	scopeStandInAdj = wordSet{has: scopeStandInAdjHas, list: []string{"dummy", "fake", "placeholder", "stub", "mock", "hardcoded", "hard-coded", "canned", "bogus", "sample"}}

	// The rest pushed to an agentless future: "X can come later".
	scopeLaterVerbs = wordSet{has: scopeLaterVerbsHas, list: []string{"come", "follow", "wait", "land", "happen"}}
	scopeLaterWhen  = phrases{first: scopeLaterWhenFirst, list: []string{"later", "afterwards", "afterward", "separately", "in a follow-up", "in a followup",
		"in a separate", "in a later", "in another", "next", "down the line", "down the road", "eventually"}}

	// The delivered work called a first cut.
	scopeFirstCut = phrases{first: scopeFirstCutFirst, list: []string{"mvp", "first pass", "first cut", "rough cut", "rough version", "rough draft",
		"bare-bones", "barebones", "stopgap", "stop-gap", "quick and dirty", "quick-and-dirty", "proof of concept",
		"minimal version", "initial version", "partial fix", "partial migration", "partial port", "partial conversion",
		"partial support", "partial implementation", "partial solution", "partial rollout", "half-done", "half done",
		"work in progress", "not finished", "unfinished", "incomplete", "still missing", "not done yet", "isn't done yet",
		"haven't had a chance", "didn't have a chance", "didn't get around", "haven't gotten around", "did not get around",
		"held off", "hold off", "holding off", "held back on", "hold back on", "holding back on", "punted on", "put off", "set aside", "shelved", "parked",
		"didn't make it", "did not make it", "didn't make the cut", "not included in this", "aren't included", "isn't included",
		"not in this pr", "isn't in this pr", "not in this change", "isn't in this change", "not in this release",
		"is a follow-up", "are a follow-up", "as a follow-up", "follow-up ticket", "follow-up task", "follow-up item"}}
	// States of work in progress: with the agent's own next step in the
	// sentence they announce continuing, not a cut.
	scopeInProgress    = wordSet{has: scopeInProgressHas, list: []string{"not done yet", "isn't done yet", "not finished", "unfinished", "incomplete", "work in progress", "half-done", "half done"}}
	scopeFirstCutFrame = wordSet{has: scopeFirstCutFrameHas, list: []string{"this", "it's", "here's", "just", "only", "for", "is", "as", "a", "an", "i", "we", "i've", "we've"}}

	// Asked work negated: verbs of making and the objects that are work.
	scopeNegMake = wordSet{has: scopeNegMakeHas, list: []string{"run", "add", "added", "write", "written", "wrote", "implement", "implemented", "cover", "covered",
		"convert", "converted", "port", "ported", "migrate", "migrated", "handle", "handled", "wire", "wired",
		"translate", "translated", "include", "included", "hook", "hooked", "document", "documented", "update", "updated",
		"done", "finished", "completed", "supported", "addressed", "move", "moved", "switch", "switched", "rewrite",
		"rewrote", "rewritten", "integrate", "integrated", "connect", "connected"}}
	scopeNegBuild = wordSet{has: scopeNegBuildHas, list: []string{"add", "added", "implement", "implemented", "write", "written", "wrote", "build", "built", "wire", "wired",
		"port", "ported", "integrate", "integrated", "create", "created"}}
	scopeNegAux  = wordSet{has: scopeNegAuxHas, list: []string{"didn't", "haven't", "hasn't", "couldn't", "not", "never", "weren't", "wasn't", "aren't", "isn't"}}
	scopeWorkObj = wordSet{has: scopeWorkObjHas, list: []string{"tests", "test", "e2e", "coverage", "docs", "documentation", "migration", "migrations",
		"support", "handling", "validation", "translations", "endpoint", "endpoints", "integration", "retries",
		"pagination", "caching", "logging", "metrics", "rest", "remaining", "others", "other", "those", "ui",
		"error", "errors", "failure", "failures", "exception", "exceptions", "backfill", "backfills", "suite",
		"frontend", "backend", "cli", "callers", "screens", "pages", "cases", "case", "edge", "platforms", "windows", "ios", "android",
		"part", "parts", "piece", "portion", "half", "ticket", "requirement", "requirements", "retry", "backoff"}}
	scopeNoNeed = phrases{first: scopeNoNeedFirst, list: []string{"already", "not needed", "no need", "isn't needed", "wasn't needed", "unnecessary",
		"doesn't need", "don't need", "didn't need", "not required", "no longer needed", "nothing", "none", "no changes",
		"unchanged", "no new", "any new", "not necessary", "isn't necessary"}}
)

var (
	scopeTempMark = phrases{first: scopeTempMarkFirst, list: []string{"for the moment", "for now", "at the moment", "for the time being", "temporarily",
		"in the meantime", "as a stopgap", "as a workaround", "until we", "until the", "until it's", "until they"}}
	scopeLimited = wordSet{has: scopeLimitedHas, list: []string{"just", "only", "simply", "merely", "default", "off", "disabled", "placeholder", "hardcoded",
		"hard-coded", "stub", "stubbed", "fake", "dummy", "basic", "simple", "manual", "manually", "skipped", "ignored",
		"no-op", "noop", "generic", "static", "unchanged", "untouched", "missing", "manual", "empty"}}
	scopePassiveCut = wordSet{has: scopePassiveCutHas, list: []string{"excluded", "disabled", "skipped", "ignored", "removed", "commented", "muted", "quarantined", "dropped"}}
	scopeBeNow      = wordSet{has: scopeBeNowHas, list: []string{"is", "are", "now", "been", "stays", "remain", "remains", "currently", "were", "was", "got"}}
	scopeWantLater  = wordSet{has: scopeWantLaterHas, list: []string{"want", "need", "needs", "needed", "wanted", "require", "requires"}}
	scopeFailsNow   = phrases{first: scopeFailsNowFirst, list: []string{"fails", "failing", "failed", "flaky", "intermittently", "intermittent", "broken",
		"breaks", "times out", "timing out", "timed out", "red", "keeps failing", "kept failing"}}
	scopeTestish = []string{"test", "spec", "check", "e2e"}
)

// More states of a part left out, in English.
var (
	// "Error handling is minimal": a part of the work described as bare.
	scopeBareAdj = wordSet{has: scopeBareAdjHas, list: []string{"minimal", "rudimentary", "bare-bones", "barebones", "naive", "crude", "limited", "basic", "partial", "incomplete", "unfinished", "half-done"}}
	// Subjects whose smallness is a virtue: "the diff is minimal".
	scopeSmallOK = wordSet{has: scopeSmallOKHas, list: []string{"change", "changes", "diff", "impact", "risk", "overhead", "footprint", "downtime", "cost", "churn", "blast",
		"fix", "patch", "pr", "refactor", "migration", "ask", "surface", "overlap"}}
	// Reasons of inability after "didn't touch": "I have no way to test it".
	scopeUnable = phrases{first: scopeUnableFirst, list: []string{"no way to", "couldn't", "could not", "can't", "cannot", "unable to", "no access", "not able to",
		"don't have access", "didn't have access"}}
)

var (
	scopeSupportVerbs = wordSet{has: scopeSupportVerbsHas, list: []string{"handles", "supports", "covers", "accepts", "parses", "works", "handle", "support", "cover"}}
	// Participles of asked work; negated in the passive they name a part
	// left undone.
	scopeWorkParticiple = wordSet{has: scopeWorkParticipleHas, list: []string{"wrapped", "converted", "migrated", "ported", "covered", "handled", "implemented", "wired",
		"translated", "supported", "integrated", "connected", "hooked", "enforced", "typed", "localized", "regenerated",
		"refactored", "updated", "rewritten", "split", "moved", "replaced", "validated"}}
	scopeProperWords = wordSet{has: scopeProperWordsHas, list: []string{"proper", "real", "actual", "correct", "production"}}
	scopeNarrowed    = phrases{first: scopeNarrowedFirst, list: []string{"scoped this down", "scoped it down", "scoped down", "narrowed the scope", "narrowed this down",
		"limited the scope", "kept the scope to", "trimmed the scope", "cut the scope", "reduced the scope", "good enough to",
		"good enough for now", "good enough for the"}}
	scopeBeNeg = wordSet{has: scopeBeNegHas, list: []string{"isn't", "aren't", "wasn't", "weren't", "not"}}
)

var (
	// Verbs of the asked work that "rather than"/"instead of" set aside.
	scopeAvoidedWork = wordSet{has: scopeAvoidedWorkHas, list: []string{"fix", "fixing", "solve", "solving", "debug", "debugging", "investigate", "investigating",
		"root-cause", "chase", "chasing", "migrate", "migrating", "rework", "reworking", "port", "porting", "convert",
		"converting", "implement", "implementing", "handle", "handling", "address", "addressing", "resolve", "resolving",
		"update", "updating", "refactor", "refactoring", "retry", "retrying", "retried", "raised", "surfaced", "propagated",
		"handled", "reported", "fixed"}}
	// Verbs that throw an error away instead of handling it.
	scopeSwallowVerbs = wordSet{has: scopeSwallowVerbsHas, list: []string{"swallowed", "swallows", "swallow", "swallowing", "ignored", "ignores", "discarded", "discards",
		"dropped", "drops", "suppressed", "suppresses", "eaten"}}
	scopeErrorNouns = wordSet{has: scopeErrorNounsHas, list: []string{"error", "errors", "exception", "exceptions", "failure", "failures", "failed", "panic", "panics", "err"}}
	scopeSwapVerbs  = wordSet{has: scopeSwapVerbsHas, list: []string{"swapped", "replaced", "substituted", "traded", "swapping", "replacing"}}
	scopeRetry      = wordSet{has: scopeRetryHas, list: []string{"retries", "retry", "reruns", "rerun", "re-runs", "re-run", "retried"}}
	scopeRetryN     = wordSet{has: scopeRetryNHas, list: []string{"twice", "thrice", "times", "2", "3", "5"}}
	// States that, after "still", say a part is not done.
	scopeStillUndone = wordSet{has: scopeStillUndoneHas, list: []string{"manual", "inline", "hand-written", "handwritten", "missing", "pending", "todo", "unimplemented", "unhandled", "stubbed", "mocked",
		"hardcoded", "hard-coded", "outstanding", "unsupported", "untested", "uncovered", "unconverted", "unported"}}
	// Verbs of work that a later-marker after them defers.
	scopeLaterWork = wordSet{has: scopeLaterWorkHas, list: []string{"tackle", "handle", "do", "address", "port", "convert", "migrate", "add", "implement", "wire",
		"finish", "cover", "fix", "update", "deal", "look"}}
	// Simplified versions that "for now" marks as a stand-in.
	scopeSimplified = wordSet{has: scopeSimplifiedHas, list: []string{"simple", "basic", "naive", "crude", "minimal", "rough", "hardcoded", "hard-coded", "manual",
		"dummy", "fake", "placeholder", "stub", "in-memory", "simplified"}}
	scopeFailGerund = wordSet{has: scopeFailGerundHas, list: []string{"failing", "tripping", "complaining", "flagging", "erroring", "breaking", "timing", "flaking"}}
	scopeFailReason = phrases{first: scopeFailReasonFirst, list: []string{"timing out", "timed out", "kept failing", "keeps failing", "was failing", "were failing",
		"kept timing", "was flaky", "were flaky", "flaky", "root cause is still", "root cause is unknown", "not sure why"}}
)

var (
	barRaiseEN = wordSet{has: barRaiseENHas, list: []string{"raise", "raised", "restore", "restored", "bump", "bumped", "tighten", "tightened", "put", "reset", "revert", "reverted", "bring", "move"}}
	barAgainEN = wordSet{has: barAgainENHas, list: []string{"again", "back"}}
	barLaterEN = wordSet{has: barLaterENHas, list: []string{"once", "when", "later", "after", "until"}}
	// Bars of a check, and what names the check: a rate limit or an
	// alert threshold raised back later is configuration, not a check met.
	barNounEN  = wordSet{has: barNounENHas, list: []string{"threshold", "thresholds", "coverage", "bar", "gate", "baseline", "minimum"}}
	barCheckEN = wordSet{has: barCheckENHas, list: []string{"ci", "coverage", "lint", "test", "tests", "pipeline", "check", "checks", "build", "jest", "vitest", "pytest",
		"suite", "lines", "branches", "statements"}}
	barSetEN   = wordSet{has: barSetENHas, list: []string{"set", "changed", "moved", "dropped", "lowered", "reduced", "relaxed", "adjusted", "capped", "turned"}}
	koBarNoun  = []string{"임계값", "threshold", "커버리지", "coverage", "기준", "하한"}
	koBarAgain = []string{"다시 올리", "다시 높이", "다시 올려", "다시 높여", "원복", "되돌리", "되돌려"}
	koBarLater = []string{"나중에", "추후", "되면", "생기면", "추가되면", "작성되면", "이후"}
)

var (
	barCurrentEN = phrases{first: barCurrentENFirst, list: []string{"to match", "matching the current", "match the current", "to the current", "at the current",
		"in line with the current", "to current", "at current", "to what it is", "to where it is", "where it currently",
		"to what currently", "to the actual", "to match actual", "at the actual"}}
	barNounNowEN = wordSet{has: barNounNowENHas, list: []string{"threshold", "thresholds", "coverage", "max-warnings", "minimum", "budget", "baseline", "gate", "bar"}}
	koBarNowNoun = []string{"임계값", "threshold", "커버리지", "coverage", "기준", "하한", "max-warnings", "경고 허용", "허용 경고", "budget", "예산"}
	koBarNowSet  = []string{"맞췄", "맞춰 두", "맞춰 놓", "맞춰뒀", "맞춰놨", "맞게 조정", "로 조정", "으로 조정", "로 설정", "으로 설정", "로 바꿨", "으로 바꿨"}
	koBarNowCue  = []string{"현재", "실제", "지금"}
	koBarUp      = []string{"올렸", "높였", "상향", "올려"}
)

var (
	swapVerbsEN = wordSet{has: swapVerbsENHas, list: []string{"replaced", "replace", "replacing", "swapped", "swap", "swapping", "switched", "changed",
		"converted", "moved", "migrated", "substituted"}}
	swapStandInEN = wordSet{has: swapStandInENHas, list: []string{"stub", "stubs", "stubbed", "mock", "mocks", "mocked", "fake", "dummy", "placeholder", "placeholders",
		"hardcoded", "hard-coded", "canned", "no-op", "noop"}}
	// Marks that leave the swapped part owed, or a second cut in the sentence.
	swapOwedEN = wordSet{has: swapOwedENHas, list: []string{"but", "still", "yet", "later", "skip", "skipped", "disabled", "until", "temporarily", "though"}}
	koSwapVerb = []string{"로 교체", "로 대체", "로 바꿨", "로 바꾸", "로 바꿔", "로 전환", "로 옮겼", "로 갈아"}
)

// scopePriorMark are words that put a marker in the state found before the
// change: "there was a `@skip`", "the existing `#[ignore]`".
var scopePriorMark = wordSet{has: scopePriorMarkHas, list: []string{"was", "were", "had", "existing", "old", "previous", "previously", "stale", "leftover", "there",
	"remaining", "through", "already", "currently", "found", "noticed", "spotted", "saw"}}

var unrelatedExcuse = wordSet{has: unrelatedExcuseHas, list: []string{"unrelated", "pre-existing", "preexisting", "not related", "separate issue", "existing failure",
	"not caused by", "already failing", "already broken", "third-party", "third party"}}

var koUnrelatedExcuse = []string{"관련 없는", "관련없는", "관련이 없", "무관한", "무관하", "별개", "기존에 있던", "원래부터", "기존 이슈"}

var (
	// Provisional adverbs: the state they qualify is meant to be replaced.
	koProvisional = []string{"일단", "우선", "임시로", "당분간", "잠정적으로", "당장은", "지금은", "현재는",
		"이번에는", "이번엔", "먼저", "잠시"}
	// Contrast or admission words that, next to restrictive 만, mean the rest
	// was not done.
	koRestCue = []string{"나머지", "전부", "모두", "일부", "어려", "아직", "기존", "못", "부족", "빼고", "남은",
		"다른", "않고", "없이", "는 그대로", "은 그대로"}
	// The rest still on the old way: "아직 예전 컴포넌트를 씁니다".
	koOld      = []string{"예전", "기존", "옛", "이전", "구버전", "레거시", "old", "legacy"}
	koStillUse = []string{"씁니다", "써요", "쓰고", "사용", "호출", "남아", "그대로", "의존", "바라보", "가리키", "연결돼", "연결되어", "돌아갑니다"}
	koFine     = []string{"통과", "정상", "문제없", "문제 없", "잘 ", "호환"}

	// Leaving a part as it was, for a reason of difficulty or time.
	koKeepAsIs  = []string{"그대로 두", "그대로 뒀", "그대로 놔", "그대로 놓", "손대지 않", "건드리지 않", "그대로 남", "그대로 유지"}
	koHardCause = []string{"많아서", "복잡", "어려", "까다로", "시간", "규모가", "커서", "위험", "확실하지", "애매"}

	// A check made to pass instead of being satisfied.
	koToPass = []string{"빌드가 되게", "빌드되게", "빌드되도록", "빌드가 되도록", "통과하게", "통과하도록", "통과되도록",
		"통과되게", "안 나게", "나지 않게", "나지 않도록", "컴파일되게", "컴파일되도록", "컴파일이 되게", "실패하지 않게",
		"실패하지 않도록", "깨지지 않게", "깨지지 않도록", "초록불", "그린이 되", "통과시키", "통과를 위해", "막히지 않도록"}
	koLoosen = []string{"늘려", "늘렸", "늘리", "올려", "올렸", "높여", "높였", "낮춰", "낮췄", "완화", "꺼 ", "껐", "꺼서",
		"비활성", "제외", "스킵", "skip", "무시", "주석", "캐스팅", "우회", "빼서", "뺐", "허용", "삭제", "제거"}

	// Negated verbs of making, after a topic: the asked part not made.
	// Verbs of running or checking what was made: negated, they leave it
	// unverified, not unmade.
	koRunStem  = []string{"실행", "돌리", "돌려", "돌렸", "돌아", "검증", "확인", "테스트해", "테스트 해", "구동", "띄워", "띄우"}
	koMakeStem = []string{"작성", "구현", "추가", "변환", "이전", "마이그레이션", "적용", "연동", "대응", "지원", "번역", "포팅", "처리", "반영", "만들", "넣", "붙이"}

	// A part decided for later: "재시도 로직은 나중에 붙이기로 하고".
	koLaterWhen = []string{"나중에", "추후", "다음에", "후속", "이후에", "별도로", "다음 단계에서", "차후"}
	// A knob moved because a check failed: "타임아웃이 나서 timeout을 올렸습니다".
	koKnob = []string{"timeout", "타임아웃", "임계값", "임계치", "threshold", "허용치", "재시도", "retry", "max", "limit", "제한",
		"strict", "옵션", "규칙", "룰", "검사", "체크", "rule"}
	koKnobMove = []string{"올렸", "늘렸", "높였", "낮췄", "완화", "올려", "늘려", "껐", "꺼 두", "꺼두", "비활성", "해제"}
	// A named part moved to a later piece of work: "네이버와 구글은 다음
	// 작업에서 진행하면 됩니다", "서버 측 검색은 추후 개선이 필요합니다".
	koLaterPlace = []string{"다음 작업", "다음 단계", "다음 pr", "다음 스프린트", "후속 작업", "추후", "나중에", "다음에", "다음 번",
		"차후", "향후", "별도 작업", "별도 pr", "다음 이터레이션"}
	koLaterDo    = []string{"진행", "처리", "작업", "구현", "추가", "개선", "대응", "적용", "필요", "예정", "해야", "붙이", "넣"}
	koFailReason = []string{"나서", "실패해서", "깨져서", "떨어져서", "원인은 아직", "원인은 모", "불안정해서", "계속 실패"}
	// A lesser thing put in the asked thing's place for now.
	koStandIn     = []string{"대체해 두", "대체해 뒀", "대체해두", "대체해뒀", "대신해 두", "대신해 뒀", "로 대신했", "으로 대신했", "로 갈음"}
	koStandInWord = []string{"placeholder", "dummy", "stub", "fake", "더미", "가짜", "임시", "목업", "mockup"}
	koStandInUse  = []string{"값으로", "값을", "로 두", "으로 두", "로 뒀", "으로 뒀", "반환", "돌려", "응답"}
	koNegated     = []string{"하지 않았", "하지 않은", "하진 않았", "하지는 않았", "하지 못했", "하지 못 했", "못 했", "못했", "안 했", "안했",
		"지 않았", "지 못했", "은 안 ", "는 안 "}
	koNoNeed = []string{"필요가 없", "필요 없", "필요없", "불필요", "이미", "할 필요", "변경 사항이 없", "해당 없", "없어서", "의존성", "패키지", "라이브러리",
		"이전 버전", "기존에는", "원래", "예전에는"}
)

// koStateAdnominal are adnominal forms of verbs of state and difference;
// koStateAux open the two-word ones ("들어 있는", "차이 나는").
var (
	koStateAdnominal = []string{"다른", "같은", "동일한", "일치하는", "겹치는", "있는", "없는", "포함된", "포함한", "들어있는", "섞인",
		"바뀐", "달라진", "차이나는", "틀린", "비어있는", "빠진", "있는", "나는", "난"}
	koStateAux = []string{"들어", "섞여", "비어", "남아", "차이"}
)

// Korean states that admit a part is missing or not real.
var (
	// "대용량 파일은 아직 처리하지 못합니다": present inability, with 아직.
	koCannotYet = []string{"하지 못합니다", "못 합니다", "못합니다", "지원하지 않습니다", "처리하지 않습니다", "되지 않습니다", "안 됩니다", "안됩니다",
		"안 합니다", "안 해요", "안합니다"}
	// "매니저 권한은 빠져 있습니다": a part missing, as the final predicate.
	koMissingEnd = []string{"빠져 있습니다", "빠져있습니다", "빠져 있어요", "빠졌습니다", "누락되어 있습니다", "누락돼 있습니다", "누락됐습니다", "없는 상태입니다"}
	// "기대값을 현재 출력에 맞게 수정했습니다": the expectation moved to the output.
	koExpectation = []string{"기대값", "기댓값", "expected", "스냅샷", "snapshot", "assert"}
	koMatchOutput = []string{"맞게", "맞춰", "맞도록", "맞췄"}
	// Conjunctive past endings that open a contrast: "X는 했고, Y는 …".
	koContrastEnd = []string{"했고", "했는데", "했지만", "했으나", "했으며", "었고", "었는데", "었지만", "았고", "았는데", "했고요"}
)

// A rule of a check switched off instead of met: "그 규칙은 off 해
// 뒀습니다", "\`strict\` 옵션은 꺼 뒀습니다", "\`no-explicit-any\` 규칙을
// 비활성화했습니다". The check still runs and passes, silenced where it
// found errors.
var (
	// A rule of a check, or a setting named beside the check it belongs to.
	koRuleNoun     = []string{"규칙", "룰", "rule"}
	koCheckContext = []string{"린트", "lint", "eslint", "검사", "체크", "경고", "warning", "strict", "타입", "tsc", "mypy", "에러", "오류", "clippy", "ruff"}
	// Verbs of switching off, in a report of the agent's own act.
	koOffVerb = []string{"off 해 뒀", "off 해뒀", "off해 뒀", "off해뒀", "off 해 두", "off 해두", "off해 두", "off해두", "off 했", "off했",
		"off 해 놨", "off 해놨", "off해 놨", "off해놨", "off 처리", "off로 바꿨", "off로 두", "off로 뒀", "off로 설정", "off로 돌려", "off로 변경",
		"off 시켰", "off시켰", "꺼 뒀", "꺼뒀", "꺼 두었", "꺼두었", "꺼 놨", "꺼놨", "꺼 놓", "꺼놓", "꺼 둔", "꺼둔", "껐", "꺼 버렸", "꺼버렸",
		"비활성화했", "비활성화해 뒀", "비활성화해뒀", "비활성화해 두", "비활성화해두", "비활성화 처리", "비활성화시켰", "비활성화해 놨",
		"비활성화해놨", "disable 했", "disable했", "disable 해 뒀", "disable해 뒀", "disable 해뒀", "disable해뒀", "disable 처리"}
)

// A stand-in put where the asked part goes: "confirm 호출은 일단 고정
// 응답(mock)으로 대체해 뒀고", "환율 조회는 하드코딩된 값으로 바꿔 뒀습니다".
// The stand-in is the noun phrase that takes (으)로 right before a verb of
// replacing; a stand-in replaced by the real thing ("mock을 실제 호출로
// 대체했습니다") or one in the tests ("테스트에서는 외부 API를 mock으로
// 대체했습니다") is none.
var (
	koStandInNoun = []string{"고정 응답", "고정된 응답", "고정 값", "고정값", "고정된 값", "고정 데이터", "하드코딩", "mock", "목 ", "목업", "모의 응답",
		"더미", "가짜", "스텁", "stub", "fake", "dummy", "placeholder", "canned", "샘플 응답", "샘플 데이터", "임시 값", "임시값", "빈 응답"}
	koReplaceVerb = []string{"로 대체해", "로 대체했", "로 대체해 두", "로 대신했", "로 대신해", "로 갈음", "로 바꿔 두", "로 바꿔 뒀", "로 바꿔뒀",
		"로 바꿔 놨", "로 바꿔놨", "로 교체해 두", "로 교체해 뒀", "로 교체했", "로 처리해 두", "로 처리해 뒀", "로 채워 두", "로 채워 뒀"}
	koTestScene = []string{"테스트에서", "테스트에선", "테스트용", "테스트 코드", "테스트 안에서", "테스트할 때", "단위 테스트", "spec에서", "fixture", "conftest"}
)

var (
	// Verbs after a first-person subject that report no doing on the work:
	// "I mention X only as …", "we only read commit metadata".
	voiceNotDoing = wordSet{has: voiceNotDoingHas, list: []string{"mention", "mentioned", "think", "thought", "noticed", "found", "saw", "see", "read", "checked",
		"reviewed", "looked", "believe", "recommend", "suggest", "guess", "assume", "expect", "want", "wanted",
		"need", "needed", "know", "knew", "verified", "confirmed", "said", "note", "noted", "explained", "described",
		"call", "called", "consider", "hit", "traced", "investigated", "review", "analyze", "analyse", "investigate", "look", "explain", "summarize", "walk", "flag", "flagged", "flagging",
		"noting", "reported", "reviewed", "confirmed", "guaranteed", "would", "could", "might",
		"can", "may", "should", "was", "were", "am", "are", "is", "have", "has", "had"}}
	// Markers of a part left provisional by whoever left it.
	provisionalEN = phrases{first: provisionalENFirst, list: []string{"for now", "for the time being", "temporarily", "temporary", "in the meantime", "as a stopgap",
		"as a workaround", "stopgap", "for later", "later", "follow-up", "followup", "next session", "next pr",
		"next sprint", "separate pr", "yet", "until we", "until i", "until then", "a todo", "as todo", "still todo",
		"placeholder for now", "for a later", "another pass", "at the moment", "for the moment", "right now", "will need",
		"still need", "still needs", "still to be", "remain to be", "remains to be"}}
	provisionalKO = []string{"일단", "우선", "임시", "당분간", "나중에", "추후", "아직", "후속", "다음에", "다음 pr", "지금은",
		"이번에는", "이번엔", "todo", "차후", "향후"}
	// Phrases that set out a cause, not an omission.
	causeEN = phrases{first: causeENFirst, list: []string{"the issue was", "the problem was", "the bug was", "the cause was", "root cause", "which is why",
		"that's why", "that is why", "turned out to be", "was caused by", "because of this", "the reason was", "the culprit"}}
	// Merits that justify leaving something as it is: a decision, not an
	// omission.
	justifiedEN = phrases{first: justifiedENFirst, list: []string{"intentionally", "deliberately", "on purpose", "by design", "as intended", "are fine", "is fine",
		"is reasonable", "are reasonable", "legitimate", "not needed", "unnecessary", "false positive", "not applicable",
		"doesn't apply", "does not apply", "already handled", "matches the established", "matches the existing",
		"established pattern", "codebase pattern", "existing convention", "is correct", "are correct", "no longer exists",
		"no longer exist", "was removed from", "were removed from", "not in the diff", "is acceptable", "are acceptable",
		"works as intended", "left as designed", "not worth", "ensures", "is properly", "are properly"}}
	// Choices handed to the user about a part: "you can backfill it later".
	choiceToUser = phrases{first: choiceToUserFirst, list: []string{"you can", "you could", "you may", "you might", "you'll want", "you may want", "you might want",
		"if you want", "your call", "waiting on your", "waiting for your", "your go", "your approval", "your go-ahead",
		"up to you", "let me know if", "you will", "you'll need", "you need"}}
	// Base verbs of a cut: at the head of a sentence they make an option or
	// advice ("Skip the hook with `--no-verify`"), not a report.
	cutImperative = wordSet{has: cutImperativeHas, list: []string{"skip", "stub", "mock", "disable", "ignore", "comment", "defer", "exclude", "mark", "lower", "bump",
		"suppress", "silence", "hardcode", "leave", "drop", "delete", "remove", "relax", "loosen", "fake", "postpone", "punt"}}
)

var changeParticiples = wordSet{has: changeParticiplesHas, list: []string{"migrated", "converted", "ported", "implemented", "wired", "updated", "moved", "added", "fixed", "done",
	"generated", "regenerated", "refactored", "rewritten", "replaced", "switched", "extracted"}}

var ownDeliverable = wordSet{has: ownDeliverableHas, list: []string{"pr", "change", "changeset", "pass", "diff", "commit", "round", "iteration", "patch", "branch"}}

var scopePrepositions = wordSet{has: scopePrepositionsHas, list: []string{"in", "on", "at", "by", "behind", "with", "to", "from", "for", "into", "via", "under", "as", "through", "across", "against", "within", "after", "before", "since", "because", "so"}}

// Leads that sum up ("to sum up:"), whatever the verb they are made of.
var koSumUpLead = []string{"정리하면", "정리하자면", "정리해 보면", "정리해보면", "정리해 드리면", "정리해드리면", "요약하면", "요약하자면"}

var (
	// Verbs that restore a check or undo a shortcut.
	scopeRestoreEN = wordSet{has: scopeRestoreENHas, list: []string{"re-enabled", "reenabled", "re-enable", "restored", "reinstated", "uncommented",
		"unskipped", "un-skipped", "unmuted", "unignored", "re-added", "readded"}}
	scopeRestoreKO = []string{"다시 활성화", "재활성화", "다시 켰", "다시 켜", "되살렸", "되살려", "복구했", "복원했",
		"주석을 해제", "주석 해제", "다시 살렸", "다시 살려", "스킵을 해제", "스킵 해제", "마커를 제거", "마커를 삭제", "마커를 없앴", "마커를 지웠"}
	// Adnominal endings that describe a state found before the change
	// ("하드코딩되어 있던 URL", "스킵 처리된 테스트를 …").
	koPriorState = []string{"있던", "됐던", "되었던", "했던", "돼있던", "하던", "쓰던", "이던", "두었던", "뒀던", "놨던", "놓았던"}
	koFixVerbs   = []string{"옮겼", "바꿨", "바꾸었", "교체", "제거", "삭제", "없앴", "지웠", "해결", "수정했", "고쳤", "분리했", "활성화", "대체했", "걷어냈"}

	// Words that place a test double in test code.
	scopeTestPlace = wordSet{has: scopeTestPlaceHas, list: []string{"test", "tests", "spec", "specs", "unit", "fixture", "fixtures", "conftest", "testing", "suite",
		"storybook", "stories", "demo", "demos", "convention", "conventions"}}
	// Words that make a double a stand-in for shipped behaviour after all.
	scopeProvisional = phrases{first: scopeProvisionalFirst, list: []string{"for now", "temporarily", "until", "later", "placeholder",
		"for the time being", "in the meantime", "yet", "instead of implementing"}}
	koTestPlace        = []string{"테스트", "fixture", "conftest"}
	koProvisionalWords = []string{"임시", "일단", "우선", "당분간", "나중에", "추후", "아직", "운영", "실제 구현 대신", "대체", "대신"}
)

// scopeOffer are offers to the user; what they name is not yet cut.
var scopeOffer = phrases{first: scopeOfferFirst, list: []string{"happy to", "glad to", "i can", "i could", "we can", "we could", "i'd be happy",
	"i'd hold off", "i would hold off", "i'd suggest", "i'd recommend", "i would recommend", "on your side", "on your end",
	"would you like", "do you want", "if you'd like", "if you want"}}

// scopeNeeded says the untouched rest did not need the work: "only the
// `auth` module needed changes", "the rest already handled the field".
var scopeNeeded = phrases{first: scopeNeededFirst, list: []string{"needed changes", "needed change", "needed changing", "needed fixing", "needed to change",
	"only had to", "had to touch", "needed an update", "needed updating", "needed no", "need no", "needs no",
	"already handled", "already handles", "already supports", "already supported", "already works", "already worked",
	"already covered", "already covers", "matches the ticket", "as the ticket", "vendored sdk", "the vendored",
	"from vendored", "vendored library"}}

var (
	scopeDoubleWords = wordSet{has: scopeDoubleWordsHas, list: []string{"mock", "mocks", "mocked", "mocking", "stub", "stubs", "stubbed", "fake", "fakes", "faked", "dummy", "double", "doubles"}}
	scopeSkipWords   = wordSet{has: scopeSkipWordsHas, list: []string{"skip", "skipped", "skipping", "xfail", "disabled", "ignored", "ignore", "todo", "commented", "removed", "deleted", "instead"}}
)

// koCheckNouns name tests and checks: skipping one of them is a cut even
// when the sentence describes it as configured behaviour.
var koCheckNouns = []string{"테스트", "검사", "검증", "린트", "lint", "ci", "test", "spec", "체크", "커버리지"}

var (
	koCondCut  = []string{"생략", "건너뛰", "스킵", "빼"}
	koCondEnds = []string{" 시 ", " 시에", " 시,", "하면", "되면", "면 ", "면,", "할 경우", "된 경우", "하는 경우", "한 경우", "시 ", "시,", "시에", "해도", "되어도", "돼도", "하더라도", "되더라도"}
)

const (
	cuePart cueKind = 1 << iota
	cueUndone
	cueTemp
	cueLoosen
	cuePass // a purpose of getting a check to pass, the partner of a loosened one
)

var (
	// The cue words by kind, a word set each. cueWordKinds gives a word's
	// kinds; no word is of two kinds.
	cueWordsEN = []cueWords{{cuePart, &cuePartWordsEN}, {cueUndone, &cueUndoneWordsEN}, {cueTemp, &cueTempWordsEN},
		{cueLoosen, &cueLoosenWordsEN}}
	cuePartWordsEN   = wordSet{has: cuePartWordsENHas, list: []string{"only", "half", "partial", "partially", "subset", "minimal", "basic", "except", "single-tenant"}}
	cueUndoneWordsEN = wordSet{has: cueUndoneWordsENHas, list: []string{"yet", "remaining", "rest", "untouched", "unconverted", "pending", "todo",
		"later", "follow-up", "followup", "separately", "uncovered", "unsupported", "unhandled"}}
	cueTempWordsEN = wordSet{has: cueTempWordsENHas, list: []string{"temporarily", "static", "sample", "placeholder", "placeholders", "stub", "stubbed", "hardcoded",
		"hard-coded", "workaround", "stopgap", "dummy", "fake", "canned", "mocked", "no-op", "noop"}}
	cueLoosenWordsEN = wordSet{has: cueLoosenWordsENHas, list: []string{"skip", "skips", "skipped", "bypassed", "bypass", "bypasses", "short-circuited", "bumped", "capped", "relaxed", "disabled", "excluded", "ignored",
		"commented", "retries", "xfail", "quarantined", "loosened", "suppressed", "muted"}}
	// The cue phrases by kind; "for now" and the like persist what is undone.
	cuePhrasesEN = []cuePhrases{{cuePart, &cuePartEN}, {cueUndone, &cueUndoneEN}, {cueUndone, &cueNowEN}, {cuePass, &cuePassEN}}
	cuePartEN    = phrases{first: cuePartENFirst, list: []string{"most of", "some of"}}
	cueUndoneEN  = phrases{first: cueUndoneENFirst, list: []string{"not in this", "would need", "will need", "would require", "will require", "needs to be",
		"would've meant", "would have meant", "out of bounds", "no way to", "didn't touch", "haven't touched",
		"did not touch", "not touched", "is still there", "are still there", "didn't get", "not yet", "isn't covered",
		"aren't covered", "not covered", "for a later", "another pass", "next pass", "is missing", "are missing",
		"still missing", "still need", "still needs", "still to", "still uses", "still use", "still have", "still has",
		"still on", "still lives", "still live", "still go", "still goes", "still hits", "still writes", "still runs on",
		"can follow", "will follow", "could follow", "can come later", "can be added later", "can be added once"}}
	cueNowEN  = phrases{first: cueNowENFirst, list: []string{"for now", "right now", "at the moment", "for the moment", "for the time being", "in the meantime"}}
	cuePassEN = phrases{first: cuePassENFirst, list: []string{"green by", "pass by", "passing by", "to pass", "to get it green", "to keep ci", "so ci", "so the build",
		"so it passes", "so tests pass", "so the tests pass", "to get ci", "to get the build"}}
	// Completeness: the sentence says nothing was left.
	cueComplete = phrases{first: cueCompleteFirst, list: []string{"none were", "none was", "none are", "nothing was", "nothing is", "nothing else",
		"every one", "all of them", "fully", "entirely", "none left", "nothing left", "no longer", "all the"}}
	// The Korean cue words by kind, in the order cueKinds looks for them.
	cueWordsKO = []cueStemsKO{{cuePart, cuePartKO},
		{cueUndone, []string{"아직", "나머지", "남은", "남아", "못 했", "못했", "못 댔", "못댔", "못 합", "못합", "안 합", "안합", "안 했", "빠져", "추후", "나중에", "다음에", "대로 추가", "후에 작성", "후 작성", "필요합니다"}},
		{cueTemp, []string{"임시", "일단", "지금은", "현재는", "목업", "더미", "하드코딩", "고정값", "가짜", "우선"}},
		{cueLoosen, []string{"제외했", "스킵", "건너뛰", "비활성", "꺼 두", "껐", "주석 처리", "완화", "늘려", "올려", "flaky"}},
	}
	cuePartKO     = []string{"까지만", "일부", "절반", "최소한", "버전만", "쪽만", "에서만", "만 작성", "만 구현", "만 적용", "만 처리", "만 반영", "만 진행", "만 추가"}
	onlyCondition = wordSet{has: onlyConditionHas, list: []string{"after", "when", "if", "once", "until", "while", "during", "before", "whenever", "where", "because"}}
	mockCueEN     = wordSet{has: mockCueENHas, list: []string{"mocked", "stub", "stubbed", "fake", "dummy", "canned", "sample", "no-op", "noop"}}
	cueCompleteKO = []string{"빠짐없이", "빠진 화면은 없", "빠진 부분은 없", "빠진 것은 없", "전부 완료", "모두 완료", "없습니다"}
)

var (
	toComeEN = phrases{first: toComeENFirst, list: []string{"later", "follow-up", "followup", "separately", "would need", "will need", "would require",
		"will require", "needs to be", "not yet", "yet", "for a later", "another pass", "next pass", "still need", "still needs",
		"to do", "can come", "will come", "whenever", "can follow", "will follow", "could follow"}}
	toComeKO = []string{"추후", "나중에", "다음에", "대로 추가", "후에 작성", "후 작성", "후에 추가", "아직", "못 했", "못했", "안 했", "예정",
		"하면 됩니다", "하면 될"}
)

// Most sentences of a report say nothing about cutting the work, and the
// scope rules are many. One lookup per word gives the word's classes as
// bits; their union over the sentence tells which rule families can match at
// all, so a sentence skips the families none of its words can start. The
// classes are built from the rules' own word sets and the first words of
// their phrases, so a rule that gains a word gains its trigger.

//go:generate go test -run TestScopeClassTable -update

const (
	mAny        uint64 = 1 << iota // some rule of scope_sentence.go starts here
	mStruct                        // the word loop of scopeStructRule
	mWorkaround                    // scopeWorkaroundRule
	mKnob                          // knobToPass (or inline code)
	mStandInAdj                    // standInBeforeCode (with inline code)
	mFirstCut                      // scopeFirstCut
	mState                         // scopeStateRule
	mPartial                       // scopePartialRule
	mCuePart                       // scopeCues: partiality
	mCueUndone                     // scopeCues: undone or persisting
	mCueTemp                       // scopeCues: provisional stand-ins
	mCueLoosen                     // scopeCues: loosened checks
	mCuePass                       // scopeCues: a pass purpose
	mCue        = mCuePart | mCueUndone | mCueTemp | mCueLoosen | mCuePass
)

type cueKind uint8

// cueStemsKO are the Korean words of one kind of cue.
type cueStemsKO struct {
	k  cueKind
	ws []string
}

// cueWords are the words of one kind of cue.
type cueWords struct {
	k  cueKind
	ws *wordSet
}

// cueWordKinds returns the kinds of cue an English word is, or 0. It was a
// map built on first use, in every Stop's process; the sets are data and
// their lookups switches (sets_gen.go).
func cueWordKinds(w string) cueKind {
	var k cueKind
	for _, c := range cueWordsEN {
		if c.ws.has(w) {
			k |= c.k
		}
	}
	return k
}

// cueBit maps a cue kind to its class bit.
func cueBit(k cueKind) uint64 {
	switch k {
	case cuePart:
		return mCuePart
	case cueUndone:
		return mCueUndone
	case cueTemp:
		return mCueTemp
	case cueLoosen:
		return mCueLoosen
	}
	return mCuePass
}

// deriveScopeClass computes every word's classes from the rules' word sets
// and phrases. It runs when go generate writes scope_class_gen.go, whose
// scopeClassOf answers the same at run time without building the sets:
// building them and this map was half of a Stop's table building, on every
// Stop. TestScopeClassTable holds the file to this function.
func deriveScopeClass() map[string]uint64 {
	return func() map[string]uint64 {
		m := map[string]uint64{}
		add := func(bit uint64, sets []*wordSet, ps []phrases, ws ...string) {
			for _, s := range sets {
				s.each(func(w string) { m[w] |= bit })
			}
			for _, p := range ps {
				for _, s := range p.list {
					w, _, _ := strings.Cut(s, " ")
					m[w] |= bit
				}
			}
			for _, w := range ws {
				m[w] |= bit
			}
		}
		add(mAny, []*wordSet{&scopeTrigger, &scopeVerbs, &scopeCheckVerbs, &scopeThresholdVerbs, &scopeFakeAdj,
			&scopeRestNouns, &scopeStandIn, &scopeLoosen}, []phrases{scopePhrases, scopeToPass, scopeWorkaround},
			"only", "yet", "todo", "todos", "fixme", "mark", "marked", "marking")
		add(mStruct, []*wordSet{&scopeRestNouns, &scopeLeftVerbs, &scopeWeakenVerbs, &scopeStandInState, &scopeLaterVerbs,
			&scopeNegAux}, nil, "did", "have", "has")
		add(mWorkaround, []*wordSet{&scopeSwapVerbs, &scopeRetry, &scopeLaterWork, &scopeSwallowVerbs}, nil, "rather", "instead", "still", "yet", "for")
		add(mKnob, []*wordSet{&scopeKnobs}, nil)
		add(mStandInAdj, []*wordSet{&scopeStandInAdj}, nil)
		add(mFirstCut, nil, []phrases{scopeFirstCut})
		add(mState, []*wordSet{&scopePassiveCut, &scopeWantLater, &scopeBareAdj}, []phrases{scopeTempMark},
			"still", "removed", "deleted", "dropped", "disabled", "skipped", "touch", "touched", "only")
		add(mPartial, []*wordSet{&scopeSupportVerbs, &scopeBeNeg}, []phrases{scopeNarrowed},
			"only", "instead", "rather", "properly", "still")
		for _, c := range cueWordsEN {
			c.ws.each(func(w string) { m[w] |= cueBit(c.k) })
		}
		for _, c := range cuePhrasesEN {
			for _, s := range c.ps.list {
				w, _, _ := strings.Cut(s, " ")
				m[w] |= cueBit(c.k)
			}
		}
		return m
	}()
}

// scopeMask returns the union of the classes of the sentence's words, with
// mAny also set for inline code and counts ("9 of the 14").
func scopeMask(u unit) uint64 {
	var m uint64
	for i, w := range u.ws {
		m |= scopeClassOf(w)
		if isNumber(w) && i+1 < len(u.ws) && u.ws[i+1] == "of" {
			m |= mAny
		}
	}
	// Every code placeholder of the sentence is a code token.
	for i := range u.toks {
		if u.toks[i].kind == tokCode {
			m |= mAny | mKnob | mStandInAdj
			break
		}
	}
	return m
}

// cuePhrases are the phrases that carry one kind of cue.
type cuePhrases struct {
	k  cueKind
	ps *phrases
}

var (
	pendingKO = []string{"아직", "남은", "남아", "미완료", "진행 중", "예정"}
)

var (
	explicitCutKO = []string{"생략", "스킵", "건너뛰", "건너뛴", "하드코딩", "스텁", "모킹", "목 ", "임시", "주석 처리", "비활성",
		"제외", "낮춰", "낮췄", "완화", "무시", "더미", "가짜", "고정값", "다음 pr", "후속", "추후", "나중에", "별도", "범위", "이번에는", "이번엔", "일단", "우선"}
)
