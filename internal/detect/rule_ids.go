package detect

import "strings"

// Rule ids. They are stable: the gate decides by them, and users may name
// them in configuration. Each is documented, with examples, in Registry.
const (
	RulePromise      = "premature.promise"  // the closing announces the agent's own work not done
	RuleDeferral     = "premature.deferral" // the rest of the work postponed to a later time
	RuleWaitsRunning = "waits.running"      // the closing waits on work someone else is running
	RuleWaitsIdle    = "waits.idle"         // the closing idles for the next instruction
	RuleHandoff      = "handoff.question"   // ends on a decision or confirmation asked of the user
	RuleOptions      = "handoff.options"    // ends on options for the user to choose from
	RuleGapReasoned  = "unverified.reasoned"
	RuleUnverified   = "unverified.bare"
	RuleFailure      = "failure.disclosed"

	RuleScopeSkipped    = "scope.skipped"    // part of the work or a test skipped or left out
	RuleScopeStubbed    = "scope.stubbed"    // a stub, mock, fake, placeholder or hard-coded value in place of the real thing
	RuleScopeDisabled   = "scope.disabled"   // a test, check or feature turned off, commented out or removed
	RuleScopeSuppressed = "scope.suppressed" // a check loosened or silenced so it passes
	RuleScopeTodo       = "scope.todo"       // part left as a TODO, unimplemented or not done yet
	RuleScopeDeferred   = "scope.deferred"   // part moved to later work
	RuleScopePartial    = "scope.partial"    // only part done; the rest left on the old way

	RuleClaimTests     = "claim.tests-pass"
	RuleClaimBuild     = "claim.build"
	RuleClaimLint      = "claim.lint"
	RuleClaimTypecheck = "claim.typecheck"
	RuleClaimRun       = "claim.run"
	RuleClaimDeploy    = "claim.deploy"
	RuleClaimFixed     = "claim.fixed"
)

// scopeRuleID names the scope rule behind a reason. The scope constructions
// are many and each says, in its reason, what was done to the work ("says
// it stubbed …", "has converging cues of a cut (only, later)"); the id is
// read from that wording, so that a construction added later gets an id
// without a second table to keep in step. The quoted sentence that opens a
// reason is left out: it is the agent's text, not the rule's.
func scopeRuleID(reason string) string {
	d := strings.ToLower(reason)
	if strings.HasPrefix(d, `"`) {
		if i := strings.Index(d[1:], `" `); i >= 0 {
			d = d[i+3:]
		}
	}
	if strings.HasPrefix(d, "the section") {
		return RuleScopeTodo
	}
	if strings.HasPrefix(d, "the table row") {
		if i := strings.Index(d, "has the status"); i >= 0 {
			d = d[i:]
		}
	}
	for _, m := range []struct {
		id   string
		keys []string
	}{
		{RuleScopeTodo, []string{"todo", "fixme", "not implemented", "unimplemented", "todo!", "notimplemented", "미구현", "미완"}},
		{RuleScopeSuppressed, []string{"bypass", "@ts-", "nolint", "noqa", "eslint-disable", "type: ignore", "loosened", "lowered", "threshold", "the bar",
			"raised a bar", "relaxed", "weakened", "so a check passes", "check pass", "a check failed", "retried", "expected values",
			"a type", "continue-on-error", "allow_failure", "|| true", "--no-verify", "no cover", "istanbul", "c8 ignore", "swallow",
			"instead of handled", "empty error handler", "완화", "낮췄", "낮춘"}},
		{RuleScopeSkipped, []string{"skip", "xfail", "xit", "xdescribe", "omitted", "brevity", "left out", "for the sake", "스킵", "생략", "건너"}},
		{RuleScopeStubbed, []string{"stub", "mock", "fake", "dummy", "hardcod", "hard-cod", "placeholder", "stand-in", "substitute",
			"no-op", "noop", "real thing", "swapped out", "canned", "하드코딩", "더미", "가짜", "모킹", "목 객체", "목으로", "임시"}},
		{RuleScopeDisabled, []string{"disabled", "disable", "commented", "turned", "removed", "deleted", "excluded", "ignored", "silenced",
			"muted", "quarantined", "비활성", "주석", "제외", "삭제", "제거", "꺼 ", "꺼두", "꺼뒀", "꺼둔", "꺼놨", "꺼놓", "껐"}},
		{RuleScopeDeferred, []string{"later", "follow-up", "followup", "defer", "postpone", "next session", "next pr", "for now",
			"for the time being", "still to come", "separate pr", "후속", "나중", "추후", "다음", "보류", "미뤘"}},
		{RuleScopeTodo, []string{"not there yet", "not done", "not made", "not yet", "missing", "undone", "not wired", "not hooked",
			"did not", "didn't", "isn't", "aren't", "not ", "아직", "못", "않았", "빠져"}},
	} {
		for _, k := range m.keys {
			if strings.Contains(d, k) {
				return m.id
			}
		}
	}
	return RuleScopePartial
}

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
