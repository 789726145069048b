package detect

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
