package detect

// Rule ids. They are stable: the gate decides by them, and users may name
// them in configuration. Each is documented, with examples that must and
// must not fire, in Registry; RuleNothingDone's examples are ChangeReport's
// (change_report_test.go), and those of BarePromise, the narrow reading that
// lets RulePromise block, are in bare_promise_test.go.
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
	// RuleClaimMeasured is the gate's rule that MeasuredFigure feeds: a
	// figure measured on the program (a speed, a memory size, a coverage)
	// reported in a session that ran nothing that could measure it.
	RuleClaimMeasured = "claim.measured"

	RuleActs     = "acts.boundary" // a boundary action reported done (Acts)
	RuleReported = "acts.reported" // an action of a kind the gate holds to its command, reported done (ReportedActions)
	// RuleNothingDone is the gate's rule that ChangeReport feeds: the
	// message reports the asked change made in a session that changed
	// nothing.
	RuleNothingDone = "claim.nothing-done"
)
