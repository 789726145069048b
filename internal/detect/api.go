package detect

// Finding is what Scan reads in an agent's final message.
type Finding struct {
	Premature         bool     `json:"premature"`       // ends announcing work not done, not handing a decision to the user
	Deferral          bool     `json:"deferral"`        // postpones the rest ("I'll finish tomorrow", "오늘은 여기까지", "stopping here for now")
	ScopeReduction    bool     `json:"scope_reduction"` // says it skipped, stubbed, mocked, deferred or disabled part of the asked work
	WaitsOnBackground bool     `json:"-"`               // the closing promise is only to wait for / check on work already running (a background test run)
	Reasons           []string `json:"reasons"`         // never nil; each names the phrase or rule that decided
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
}
