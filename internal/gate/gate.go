// Package gate decides whether an agent may end its turn. Decide is a pure
// function of the session's ledger and the final message: it reads no
// files, so every rule is tested without a disk.
//
// The gate judges the session as the user would: what was asked (every
// prompt, waivers and authorised cuts included), what was changed and run
// with which result, and what the final message says. Its rules are the
// ordered entries of Rules, each with an id, a doc and examples; the first
// that fires decides, and its id names every block and every warning.
package gate

import (
	"github.com/proofgate/proofgate/internal/ledger"
)

// DefaultCap is how many times one prompt's stops may be blocked. After it
// the gate only warns: it must never trap the user.
const DefaultCap = 2

// Input is what the gate knows at a stop.
type Input struct {
	Ledger  *ledger.Ledger
	Message string // the agent's final message
	// HookActive is set when this stop follows a stop-hook continuation.
	HookActive bool
	// BackgroundTasks counts work still running when the agent stopped
	// (background shells, subagents, teammates): waiting for it is the
	// right move, and no verification can be demanded while it runs.
	BackgroundTasks int
	// Subagent judges a subagent's stop, against its own block count.
	Subagent string
	// Cap is the number of blocks allowed per prompt; 0 makes the gate
	// warn without ever blocking.
	Cap int
	// On says which families of rules are on.
	On Switches
	// Suggest names the narrowest check the project shows for the changed
	// files (`go test ./internal/cart/`); it is called only for a block
	// that asks for verification, and may be nil.
	Suggest func(paths []string) string
}

// Switches turn each family of rules on or off (the configuration's
// gates).
type Switches struct {
	Premature, Scope, Claims, Mode bool
}

// AllOn is the default: every rule on.
var AllOn = Switches{Premature: true, Scope: true, Claims: true, Mode: true}

// Verdict is the gate's decision.
type Verdict struct {
	Block bool
	// Rule is the id of the rule that decided (see Rules): on a block, the
	// rule that fired; on an allow with a warning, the exemption that let
	// it through (waiver.verification, gap.reasoned, handoff.question,
	// failure.disclosed, run.unread, hook-active, cap), or the rule whose
	// block the report's own disclosure turned into a warning
	// (gap.disclosed, named in the warning); "" for a plain allow.
	Rule string
	// Reason is the instruction the model receives when the stop is blocked.
	Reason string
	// Warning is shown to the user when a stop is allowed with a gap still
	// open (unverified changes under a waiver, a reasoned gap, a question),
	// or when only a reading of the message supports a rule (a claim with
	// nothing in the session behind it): the user sees it in one line.
	Warning string
	// Warn is set when the stop is allowed with a Warning; Rule names the
	// rule or exemption it comes from.
	Warn bool
}

// Paused is the rule id of a stop allowed because the user paused the
// gate.
const Paused = "paused"

// PauseHint ends every block reason: a user who disagrees with a block
// needs one step to get past it, not an uninstall. The model reads it too;
// the guardrails deny the agent running the pause itself.
const PauseHint = "(User: /proofgate:pause --prompt lets this prompt end unchecked; /proofgate:pause pauses the gate for the session.)"

// Decide applies the rules in order; the first that fires decides.
func Decide(in Input) Verdict {
	s := newStop(in)
	blocks := in.Ledger.Blocks
	if in.Subagent != "" {
		blocks = in.Ledger.SubagentBlocks[in.Subagent]
	}
	switch {
	case in.Ledger.GatePaused():
		// The user's off switch: no rule runs, no block counts.
		return Verdict{Rule: Paused}
	case in.HookActive:
		return s.once(s.waived("hook-active"))
	case blocks >= in.Cap:
		return s.once(s.waived("cap"))
	}
	var warning *Verdict
	for _, r := range Rules() {
		if !r.applies(s) {
			continue
		}
		f, ok := r.check(s)
		if ok && !f.warn && s.disclosed(f.id(r)) {
			f.warn, f.reason = true, s.disclosedWarning(f.id(r))
		}
		switch {
		case !ok:
		case s.markedWrong(f.id(r)):
			// The user said this rule was wrong on this gap; work done
			// since makes a new gap it judges again.
		case !f.warn:
			return Verdict{Block: true, Rule: f.id(r), Reason: Prefix + f.reason + "\n" + PauseHint}
		case warning == nil:
			// An evidence rule later in the order may still block: the
			// first warning waits for the rest.
			warning = &Verdict{Rule: f.id(r), Warning: warnPrefix(f.id(r)) + f.reason}
		}
	}
	v := s.allow()
	if v.Warning == "" && warning != nil && !s.agentStop() {
		v = *warning
	}
	return s.once(v)
}

// markedWrong reports the user's verdict (/proofgate:wrong) that rule was
// wrong on the gap this stop would judge: no work on the tree since.
func (s *stop) markedWrong(rule string) bool {
	return len(s.l.Wrong) > 0 && s.l.MarkedWrong(rule, s.l.WorkSeq())
}

// once shows a warning only the first time its rule warns in a prompt:
// the user has seen it, and a repeat at every stop is noise. A warning the
// user marked wrong on this gap is not shown again.
func (s *stop) once(v Verdict) Verdict {
	if v.Warning == "" {
		return v
	}
	if s.markedWrong(v.Rule) {
		return Verdict{}
	}
	for _, st := range s.l.Stops {
		if st.Prompt == s.l.Prompts && st.Warn && st.Rule == v.Rule && st.Agent == s.in.Subagent {
			return Verdict{}
		}
	}
	v.Warn = true
	return v
}
