// Package gate decides whether an agent may end its turn. Decide is a pure
// function of the ledger and the final message: it reads no files, so every
// rule is tested without a disk.
package gate

import (
	"github.com/proofgate/proofgate/internal/detect"
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
	// BackgroundTasks counts tasks still running: a promise to wait for
	// them is not a premature stop.
	BackgroundTasks int
	// Subagent judges a subagent's stop, against its own block count.
	Subagent string
	// Cap is the number of blocks allowed per prompt; 0 makes the gate
	// warn without ever blocking.
	Cap   int
	Rules Rules
}

// Rules switches each part of the gate on or off.
type Rules struct {
	Premature, Scope, Claims, Mode bool
}

// AllRules is the default: every rule on.
var AllRules = Rules{Premature: true, Scope: true, Claims: true, Mode: true}

// Verdict is the gate's decision.
type Verdict struct {
	Block bool
	// Rule names what decided: premature, deferral, scope, claim, blocked,
	// unverified, no-proof; hook-active or cap when a block was waived; ""
	// when nothing applied.
	Rule string
	// Reason is the instruction the model receives when the stop is blocked.
	Reason string
	// Warning is shown to the user when a stop is allowed while changes are
	// still unverified.
	Warning string
}

// Decide applies the rules in order; the first that applies decides.
func Decide(in Input) Verdict {
	l := in.Ledger
	blocks := l.Blocks
	if in.Subagent != "" {
		blocks = l.SubagentBlocks[in.Subagent]
	}
	switch {
	case in.HookActive:
		return allowWithWarning(l, "hook-active", in.Subagent)
	case blocks >= in.Cap:
		return allowWithWarning(l, "cap", in.Subagent)
	}

	finding := detect.Scan(in.Message)
	if in.Rules.Premature {
		if v, ok := premature(finding, in.BackgroundTasks); ok {
			return v
		}
	}
	if in.Subagent != "" {
		return Verdict{}
	}
	if in.Rules.Scope && finding.ScopeReduction {
		return block("scope", scopeReason(finding))
	}
	if l.Mode == "quick" {
		return Verdict{}
	}
	if in.Rules.Claims {
		if check := detect.Claims(in.Message, Observations(l)); check.Claim && !check.Grounded {
			return block("claim", claimReason(check))
		}
	}
	if !in.Rules.Mode {
		return Verdict{}
	}
	gap := Gaps(l)
	switch {
	case gap.DocsOnly:
		return Verdict{}
	case l.Mode == "blocked":
		return block("blocked", blockedReason(l))
	case len(gap.Unverified) > 0:
		return block("unverified", unverifiedReason(gap))
	case l.Mode == "deep" && len(l.Changes) == 0 && len(l.Checks) == 0:
		return block("no-proof", noProofReason)
	}
	return Verdict{}
}

func premature(f detect.Finding, background int) (Verdict, bool) {
	if f.WaitsOnBackground && background > 0 {
		return Verdict{}, false
	}
	switch {
	case f.Deferral:
		return block("deferral", deferralReason(f)), true
	case f.Premature:
		return block("premature", prematureReason(f)), true
	}
	return Verdict{}, false
}

func block(rule, reason string) Verdict {
	return Verdict{Block: true, Rule: rule, Reason: reason}
}

// allowWithWarning lets a stop through whose block was waived, telling the
// user what remains unverified.
func allowWithWarning(l *ledger.Ledger, rule, subagent string) Verdict {
	v := Verdict{Rule: rule}
	if subagent == "" && l.Mode != "quick" {
		if gap := Gaps(l); len(gap.Unverified) > 0 {
			v.Warning = unverifiedWarning(gap)
		}
	}
	return v
}
