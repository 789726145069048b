package gate

import "github.com/proofgate/proofgate/internal/scenario"

// Rule is one reason the gate may send the agent back. Rules are tried in
// the order of Rules; the first that fires decides, and its ID names the
// block in the reason's trace, the ledger, `status` and `replay --json`.
type Rule struct {
	// ID is stable: configuration, ledgers and bug reports refer to it.
	ID string
	// Family is the configuration switch that turns the rule off:
	// "premature", "scope", "claims" or "mode" (see config's gates).
	Family string
	// Doc says, in one paragraph, what the rule blocks and what it lets
	// through.
	Doc string
	// Examples returns the sessions the rule is held to. It is a func
	// literal beside the rule, which captures nothing and so is data, that
	// builds them only when the tests call it: a session's events are a
	// slice the compiler cannot lay out as data, and held in the Rule they
	// were built in package init by every hook process (33 KB in 76
	// allocations, and a 40 KB stack frame) for what only the tests read.
	Examples func() Examples

	// subagents is set for the rules that judge a subagent's stop too.
	subagents bool
	check     func(s *stop) (finding, bool)
}

// Examples are a rule's documented sessions. rules_test.go runs them all
// through the hook engine.
type Examples struct {
	// Fire are sessions the rule must block; Pass are sessions it must let
	// through (another rule may still block them); Warn are sessions it
	// must let through with a warning to the user, because only a reading
	// of the message supports it.
	Fire, Pass, Warn []scenario.Session
}

// finding is a rule firing: why, addressed to the model, and the id of the
// variant that fired when the rule has several (claim.tests-pass for the
// claim rule); "" means the rule's ID. A finding with warn set rests on the
// message alone: it lets the stop through and tells the user.
type finding struct {
	reason, variant string
	warn            bool
}

// id is the finding's rule id.
func (f finding) id(r *Rule) string {
	if f.variant != "" {
		return f.variant
	}
	return r.ID
}

// applies reports whether the rule judges this stop at all.
func (r Rule) applies(s *stop) bool {
	if s.agentStop() && !r.subagents {
		return false
	}
	switch r.Family {
	case "premature":
		return s.in.On.Premature
	case "scope":
		return s.in.On.Scope
	case "claims":
		return s.in.On.Claims
	}
	return s.in.On.Mode
}

// Rules returns the gate's rules in the order they are tried.
func Rules() []*Rule { return rules }

// rules is data the compiler lays out: it was built on first use, in every
// Stop's process, as a slice of copies, and a slice of copies of rules whose
// funcs are closures is copied in package init still. Pointers to the rules
// are addresses the linker writes.
var rules = []*Rule{
	&prematureDeferral, &prematurePromise,
	&claimResult,
	&claimMeasured,
	&claimPasted,
	&claimNothingDone,
	&claimAction,
	&failureUnreported,
	&scopeCut,
	&riskUnshown,
	&unverifiedRequested,
	&unverifiedChanged,
}

// session is shorthand for the examples: a prompt, then events, then the
// final message.
func session(final string, events ...scenario.Event) scenario.Session {
	return scenario.Session{Events: events, Final: final}
}

func prompt(text string) scenario.Event { return scenario.Event{Prompt: text} }

func edit(file, old, new string) scenario.Event {
	return scenario.Event{Edit: file, Old: old, New: new}
}

func write(file, content string) scenario.Event {
	return scenario.Event{Write: file, Content: content}
}

func bash(command string, exit int, output string) scenario.Event {
	return scenario.Event{Bash: command, Exit: exit, Output: output}
}

func background(command string) scenario.Event { return scenario.Event{Background: command} }
