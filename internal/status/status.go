// Package status reports what the gate sees in a session's ledger, as a
// table for people and as JSON for scripts.
package status

import (
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// Report is the JSON form of a ledger, with what the gate would decide if
// the agent stopped now with a plain report.
type Report struct {
	Session       string         `json:"session"`
	Cwd           string         `json:"cwd"`
	Updated       string         `json:"updated"`
	Mode          string         `json:"mode"`
	Risks         []string       `json:"risks"`
	ChangedPaths  []string       `json:"changed_paths"`
	Changes       []Change       `json:"changes"`
	Verifications []Verification `json:"verifications"`
	Failures      []Verification `json:"failures"`
	Denials       []Denial       `json:"denials"`
	StopBlocks    int            `json:"stop_blocks"`
	// StopWarnings counts the recorded stops allowed with a warning.
	StopWarnings int `json:"stop_warnings"`
	BlocksLeft   int `json:"blocks_left"`
	// Waiver is the user's phrase that waived verification, if any.
	Waiver string `json:"waiver,omitempty"`
	// Stops are the latest stop decisions with the rule that made each,
	// newest last.
	Stops []Stop   `json:"stops"`
	Gate  Decision `json:"gate"`
	// Pause is the user's off switch, when set.
	Pause *Pause `json:"pause,omitempty"`
	// Rewrite is the latest shell command that rewrote the code of files
	// it does not name, when there was one (see ledger.Recoded).
	Rewrite *Rewrite `json:"rewrite,omitempty"`
}

// Rewrite is a command that rewrote sources it does not name (grep -rl …
// | xargs sed -i, a codemod): a change of code whose files are unknown.
type Rewrite struct {
	Command  string `json:"command"`
	ThisTurn bool   `json:"this_turn"`
}

// Pause is the user's pause of the gate (proofgate pause).
type Pause struct {
	// Scope is "session" or "prompt".
	Scope string `json:"scope"`
	// Guards is set when the guardrails are paused too.
	Guards bool   `json:"guards"`
	Since  string `json:"since"`
}

// Stop is one recorded stop decision.
type Stop struct {
	Block bool `json:"block"`
	// Warn is set for a stop allowed with a one-line warning from Rule.
	Warn  bool   `json:"warn,omitempty"`
	Rule  string `json:"rule,omitempty"`
	Agent string `json:"agent,omitempty"`
}

type Change struct {
	Path string           `json:"path"`
	Kind observe.FileKind `json:"kind"`
	Tool string           `json:"tool"`
	// ThisTurn is set for a change made under the current prompt;
	// Behavioural when it can alter behaviour (not documentation, not
	// only comments or blank space).
	ThisTurn    bool `json:"this_turn"`
	Behavioural bool `json:"behavioural"`
}

type Verification struct {
	Command         string       `json:"command"`
	Kind            observe.Kind `json:"kind"`
	Success         *bool        `json:"success"`
	ExitCode        *int         `json:"exit_code,omitempty"`
	AfterLastChange bool         `json:"after_last_change"`
	// Coverage is how the command relates to the changed files: direct,
	// generic or uncertain.
	Coverage observe.Coverage `json:"coverage"`
	// Stashed is set on a run made with the session's changes stashed
	// away (git stash): its result is the code's before them, not kept.
	Stashed bool `json:"stashed,omitempty"`
}

type Denial struct {
	Tool     string `json:"tool"`
	Target   string `json:"target"`
	Decision string `json:"decision"`
	Rule     string `json:"rule"`
	Reason   string `json:"reason"`
}

// Decision is the gate's verdict on a stop now. Reason says why, for an
// allow as well as a block.
type Decision struct {
	Block  bool   `json:"block"`
	Rule   string `json:"rule,omitempty"`
	Reason string `json:"reason"`
}

// Of builds the report for l; cap is the per-prompt block cap.
func Of(l *ledger.Ledger, cap int) Report {
	r := Report{
		Session:    l.Session,
		Cwd:        l.Cwd,
		Updated:    l.Updated.Format("2006-01-02 15:04:05Z07:00"),
		Mode:       l.Mode,
		Risks:      nonNil(l.Risks),
		StopBlocks: l.Blocks,
		BlocksLeft: max(cap-l.Blocks, 0),
		Waiver:     l.Waiver,
		Stops:      []Stop{},
		// The final message is unknown here: judge on the ledger alone.
		Gate:          decide(l, cap),
		ChangedPaths:  []string{},
		Changes:       []Change{},
		Verifications: []Verification{},
		Failures:      []Verification{},
		Denials:       []Denial{},
	}
	if p := l.Pause; p != nil {
		r.Pause = &Pause{Scope: "session", Guards: p.Guards, Since: p.At.Format("2006-01-02 15:04:05Z07:00")}
		if p.Prompt {
			r.Pause.Scope = "prompt"
		}
	}
	lastChange := gate.Summarize(l).LastChange
	var code []string
	for _, c := range l.Changes {
		r.ChangedPaths = append(r.ChangedPaths, c.Path)
		r.Changes = append(r.Changes, Change{Path: c.Path, Kind: c.Kind, Tool: c.Tool, ThisTurn: c.Seq > l.Turn, Behavioural: c.Behavioural()})
		if c.Behavioural() {
			code = append(code, c.Path)
		}
	}
	if l.Recoded > 0 {
		r.Rewrite = &Rewrite{Command: l.RecodedBy, ThisTurn: l.Recoded > l.Turn}
	}
	for _, s := range l.Stops {
		r.Stops = append(r.Stops, Stop{Block: s.Block, Warn: s.Warn, Rule: s.Rule, Agent: s.Agent})
		if s.Warn {
			r.StopWarnings++
		}
	}
	for _, c := range l.Checks {
		v := Verification{
			Command: c.Command, Kind: c.Kind, Success: c.Success, ExitCode: c.ExitCode,
			AfterLastChange: c.Seq > lastChange,
			Coverage:        observe.CoverageOf(c.Command, code, l.Cwd),
			Stashed:         c.Stashed,
		}
		r.Verifications = append(r.Verifications, v)
		if c.Success != nil && !*c.Success {
			r.Failures = append(r.Failures, v)
		}
	}
	for _, d := range l.Denials {
		r.Denials = append(r.Denials, Denial{Tool: d.Tool, Target: d.Target, Decision: d.Decision, Rule: d.Rule, Reason: d.Reason})
	}
	return r
}

func decide(l *ledger.Ledger, cap int) Decision {
	v := gate.Decide(gate.Input{Ledger: l, Cap: cap, On: gate.AllOn})
	if v.Block {
		return Decision{Block: true, Rule: v.Rule, Reason: v.Reason}
	}
	return Decision{Rule: v.Rule, Reason: allowReason(l, v)}
}

// allowReason explains an allow in the terms of the rule that let it pass.
func allowReason(l *ledger.Ledger, v gate.Verdict) string {
	sum := gate.Summarize(l)
	switch {
	case v.Rule == gate.Paused:
		return "the user paused the gate (proofgate resume turns it back on)"
	case v.Rule == "cap":
		return "the block cap is used up for this prompt; a stop would only warn"
	case v.Rule == "waiver.verification":
		return "the user waived verification (" + quote(l.Waiver) + "); a stop would warn about the unverified files"
	case v.Rule == "run.unread":
		return "`" + l.UnreadBy + "` ran after the last change, a program proofgate cannot read as a check; a stop would warn about the unverified files"
	case v.Rule != "":
		return "allowed by " + v.Rule + "; a stop would warn about the unverified files"
	case !sum.TurnChanged:
		return "nothing changed in this turn"
	case !sum.Behavioural:
		return "only documentation, comments or blank space changed in this turn"
	case sum.Proof != nil:
		return "`" + sum.Proof.Command + "` passed after the last change"
	}
	return "a passing verification followed the last change"
}

func quote(s string) string { return `"` + s + `"` }

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
