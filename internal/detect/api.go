package detect

// Finding is what Scan reads in an agent's final message. The first three
// flags are reasons to send the agent back; the others describe how the
// message closes and what it discloses, for the gate to weigh against what
// the session did. Every flag that is set adds one entry to Reasons and the
// id of the rule that set it, at the same index, to Rules.
type Finding struct {
	// Premature: the closing announces the agent's own work not done ("I'll
	// add the migration now.") and hands no decision to the user. With Waits
	// also set, that work waits on work someone else is running ("I'll merge
	// when the agents report"); the gate may excuse it when it knows of such
	// work.
	Premature bool `json:"premature"`
	// Deferral: the message postpones the rest of the work to a later time
	// ("I'll finish the rest tomorrow", "오늘은 여기까지").
	Deferral bool `json:"deferral"`
	// ScopeReduction: the agent says it did not do part of the asked work
	// itself (skipped, stubbed, mocked away, disabled, loosened a check, left
	// as TODO, deferred), and does not say the user asked for that.
	ScopeReduction bool `json:"scope_reduction"`

	// Waits: the closing waits on work someone else is doing (background
	// jobs, subagents, teammates), reports such work as still running ("The
	// import is still running in the background."), or idles for the
	// lead's or the user's next instruction ("Waiting on agents.",
	// "Standing by."). Alone it is no
	// reason to block; with Premature it qualifies the promise.
	Waits bool `json:"waits"`
	// Handoff: the message ends by handing a real decision to the user: a
	// direct question or a request for confirmation the agent needs before
	// going on, or options to choose from. Courtesy closings ("Anything
	// else?") and questions the agent could answer by running something
	// ("Should I run the tests?") are none.
	Handoff bool `json:"handoff"`
	// Offer: the handing over is an offer of more work, asked ("Want me
	// to draft that?", "Should I also add the TTL index?"): it waits on an
	// answer, but no answer changes what the message reports done.
	Offer bool `json:"offer,omitempty"`
	// Unverified: the message says plainly that (some of) the change was not
	// verified, tested, built or run.
	Unverified bool `json:"unverified"`
	// Gap is the reason the message gives why that verification is not
	// possible or not done here (needs production, credentials, hardware, a
	// service not reachable, the user will test it, CI runs it, side effects
	// the user did not approve), quoted; "" when Unverified is false or no
	// reason is given.
	Gap string `json:"gap,omitempty"`
	// Failure: the message mentions a failing, erroring or broken check, or
	// one that still fails, including pre-existing or unrelated failures. It
	// tells a disclosed failure from a silent one.
	Failure bool `json:"failure"`

	// Reasons name the deciding phrase for each flag that is set; never nil.
	Reasons []string `json:"reasons"`
	// Rules holds, at the same index as Reasons, the id of the rule that
	// gave that reason (see Registry); never nil.
	Rules []string `json:"rules"`
}

// Observation is one tool result the session observed, in time order (the
// format of claims.jsonl's "observed").
type Observation struct {
	Kind     string `json:"kind"`              // edit | test | build | lint | typecheck | run | deploy
	Path     string `json:"path,omitempty"`    // for edit
	Command  string `json:"command,omitempty"` // for the others
	ExitCode int    `json:"exit_code"`         // 0 = success
}

// ClaimCheck says whether the message claims completion/success and whether
// the observations back every claim.
type ClaimCheck struct {
	Claim    bool     `json:"claim"`
	Grounded bool     `json:"grounded"` // always true when Claim is false
	Reasons  []string `json:"reasons"`  // never nil; for an unsupported claim, the claim and the missing evidence
	// Claims lists every claim found, in message order, backed or not;
	// never nil.
	Claims []Claim `json:"claims"`
	// Unsupported lists the claims the observations do not back, so that
	// the gate can decide per kind (a waiver of verification covers "fixed"
	// but not "all tests pass"); never nil.
	Unsupported []Claim `json:"unsupported"`
}

// Claim is one completion or success claim in the message.
type Claim struct {
	Rule   string `json:"rule"`   // claim.tests-pass, claim.build, claim.lint, claim.typecheck, claim.run, claim.deploy, claim.fixed
	Kind   string `json:"kind"`   // the observation that backs it: test | build | lint | typecheck | run | deploy | fix (a test, build, run or typecheck after the last edit); run also for a result the agent says it saw ("verified it works"), backed by a run or test after the last edit
	Phrase string `json:"phrase"` // the claim as written
	Why    string `json:"why"`    // the evidence found, or what is missing
	Backed bool   `json:"backed"`
}
