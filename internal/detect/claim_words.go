package detect

// The bottom of the claim reader: a claim, the predicate kinds a claim's
// kind is resolved from, the rule each kind maps to, and the word lists the
// claim readers (claims.go, claim_*.go) share.

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

// claimWordStemsKO are the Korean stems of the plain success words.
var claimWordStemsKO = []string{"통과", "성공", "완료", "해결", "고쳤", "고쳐", "문제", "정상", "잘", "경고",
	"에러", "오류", "깨끗", "배포", "빌드", "끝났", "끝냈", "마쳤", "마무리", "릴리스", "퍼블리시", "게시",
	"롤아웃", "그린", "더"}

var checkedObjects = wordSet{has: checkedObjectsHas, list: []string{"fix", "fixes", "change", "changes", "behavior", "behaviour", "bug", "works", "working",
	"gone", "flow", "feature", "resolved", "fixed", "output", "result", "results", "it", "endpoint", "page", "ui"}}

var koRunOK = []string{"동작", "작동", "정상", "정상동작", "실행"}

// Hedges and meta verbs before a predicate: "I believe the issue is
// resolved", "I won't claim this is fixed".
var claimHedge = wordSet{has: claimHedgeHas, list: []string{"believe", "think", "suspect", "assume", "guess", "probably", "likely", "presumably", "claim",
	"seems", "appears", "expecting", "hoping", "confident", "fairly"}}
