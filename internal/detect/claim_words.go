package detect

import "sync"

// The bottom of the claim reader: the kinds of evidence a claim needs, the
// predicate kinds they come from, the rule each kind maps to, and the word
// lists the claim and failure readers share (claims.go, claim_*.go,
// predicate.go, category.go, failure.go).

// claimKind is what a completion claim needs as evidence.
type claimKind uint8

const (
	ckNone      claimKind = iota
	ckTest                // "tests pass": the latest test run succeeded
	ckBuild               // "builds": the latest build succeeded
	ckLint                // "lint is clean": the latest lint run succeeded
	ckTypecheck           // "no type errors": the latest typecheck succeeded
	ckRun                 // "the app runs": the latest run succeeded
	ckDeploy              // "deployed": some deploy succeeded
	ckFix                 // "fixed", "works", "done": a verification after the last edit
	ckFixLint             // "fixed the lint errors": a lint run after the last edit
	ckFixType             // "fixed the type errors": a typecheck after the last edit
	ckEnv                 // category only: an environment ("production"), deploy-like in context
	ckObserved            // "verified it works", "정상 동작 확인했습니다": a run or test after the last edit
)

// claim is one completion or success claim found in the message.
type claim struct {
	kind   claimKind
	phrase string
}

// predicate kinds before they meet their category.
const (
	pState  = "state"  // pass, green, clean, succeeds, no errors
	pFix    = "fix"    // fixed, resolved, done, complete, works
	pBuild  = "build"  // builds, compiles
	pRun    = "run"    // runs fine
	pDeploy = "deploy" // deployed, published, rolled out
	pLint   = "lint"   // valid
	pType   = "type"   // typechecks
	pTest   = "test"   // passes (default test)
	// pObserved is a result the agent says it saw by running the program:
	// "verified it works", "I tried it and it lists …", "정상 동작
	// 확인했습니다", "호출해 보니 200 OK가 나옵니다".
	pObserved = "observed"
)

// claimRule names the rule of a claim kind and the observation that backs
// it.
func claimRule(k claimKind) (rule, kind string) {
	switch k {
	case ckTest:
		return RuleClaimTests, "test"
	case ckBuild:
		return RuleClaimBuild, "build"
	case ckLint:
		return RuleClaimLint, "lint"
	case ckTypecheck:
		return RuleClaimTypecheck, "typecheck"
	case ckRun, ckObserved:
		return RuleClaimRun, "run"
	case ckDeploy:
		return RuleClaimDeploy, "deploy"
	case ckFixLint:
		return RuleClaimFixed, "lint"
	case ckFixType:
		return RuleClaimFixed, "typecheck"
	}
	return RuleClaimFixed, "fix"
}

var claimStemsKO = []string{"통과", "성공", "완료", "해결", "고쳤", "고쳐", "문제", "정상", "잘", "경고",
	"에러", "오류", "깨끗", "배포", "빌드", "끝났", "끝냈", "마쳤", "마무리", "릴리스", "퍼블리시", "게시",
	"롤아웃", "그린", "더"}

var checkedObjects = sync.OnceValue(func() map[string]bool {
	return set("fix", "fixes", "change", "changes", "behavior", "behaviour", "bug", "works", "working",
		"gone", "flow", "feature", "resolved", "fixed", "output", "result", "results", "it", "endpoint", "page", "ui")
})

var koRunOK = []string{"동작", "작동", "정상", "정상동작", "실행"}

// Hedges and meta verbs before a predicate: "I believe the issue is
// resolved", "I won't claim this is fixed".
var claimHedge = sync.OnceValue(func() map[string]bool {
	return set("believe", "think", "suspect", "assume", "guess", "probably", "likely", "presumably", "claim",
		"seems", "appears", "expecting", "hoping", "confident", "fairly")
})

var failEN = sync.OnceValue(func() map[string]bool {
	return set("fail", "fails", "failing", "failed", "failure", "failures", "error", "errors", "erroring", "errored",
		"broken", "breaks", "crash", "crashes", "crashing", "panics", "red", "flaky", "flakes")
})

// Checks a failure can be about.
var failChecks = sync.OnceValue(func() map[string]bool {
	return set("test", "tests", "spec", "specs", "suite", "suites", "build", "builds", "lint", "linter", "typecheck", "tsc",
		"check", "checks", "job", "jobs", "ci", "pipeline", "e2e", "compile", "compilation", "compiler", "workflow",
		"assertion", "assertions", "hook", "pre-commit", "mypy", "eslint", "clippy", "vet", "pytest", "jest", "vitest",
		"cargo", "gradle", "maven", "xcodebuild", "step", "stage", "run", "analyze", "analyzer", "type", "types")
})

var koFailCheck = []string{"테스트", "빌드", "린트", "검사", "ci", "컴파일", "타입", "파이프라인", "스펙", "lint", "build", "test"}

// fixedBefore reports a verb of fixing among the four words before token i.
func fixedBefore(toks []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		if toks[j].is("fixed", "resolved", "addressed", "cleared", "eliminated", "removed", "silenced", "fixing", "fix") {
			return true
		}
	}
	return false
}
