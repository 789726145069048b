package gate

import (
	"slices"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// evidence is what the ledger shows about the session's changes and their
// verification, read once per stop.
type evidence struct {
	l *ledger.Ledger
	// lastChange is the sequence number of the session's latest change
	// that can alter behaviour; 0 when there is none.
	lastChange int
	// turn are this turn's changes that can alter behaviour; turnAny is
	// set when the turn changed any file at all, turnChecked when it ran
	// a verification.
	turn                 []ledger.Change
	turnAny, turnChecked bool
	// code is set when a change that can alter behaviour is code, which a
	// prose linter cannot vouch for.
	code bool
	// latest holds, per kind, the latest verification after lastChange.
	latest map[observe.Kind]*ledger.Check
	// proof is the strongest passing verification after lastChange,
	// failing the latest failing one, pending a verification after it
	// whose result has not arrived.
	proof, failing, pending *ledger.Check
}

// verifying are the kinds of check that can vouch for a change, strongest
// first: a proof names the strongest kind that passed.
var verifying = []observe.Kind{observe.Test, observe.Build, observe.Typecheck, observe.Run, observe.Lint}

func readEvidence(l *ledger.Ledger) evidence {
	e := evidence{l: l, latest: map[observe.Kind]*ledger.Check{}}
	for _, c := range l.Changes {
		if c.Seq > l.Turn {
			e.turnAny = true
		}
		if !c.Behavioural() {
			continue
		}
		e.lastChange = max(e.lastChange, c.Behaviour)
		if c.Behaviour > l.Turn {
			e.turn = append(e.turn, c)
		}
		e.code = e.code || c.Kind == observe.Code
	}
	if e.lastChange == 0 && l.DroppedCode && len(l.Changes) > 0 {
		// A behavioural change was pushed out of the bounded list; it came
		// before every change still listed.
		e.lastChange = l.Changes[0].Seq
	}
	for i := range l.Checks {
		c := &l.Checks[i]
		e.turnChecked = e.turnChecked || c.Seq > l.Turn
		if c.Seq <= e.lastChange || !slices.Contains(verifying, c.Kind) || e.code && observe.ProseOnly(c.Command) {
			continue
		}
		if c.Success == nil && c.Task == "" {
			continue // it told nothing: it neither hides nor replaces a run that did
		}
		e.latest[c.Kind] = c
	}
	for _, c := range e.latest {
		switch {
		case c.Failed() && c.Kind != observe.Lint:
			// A failing lint often reports what was there before the
			// change; it neither breaks the change nor outweighs a pass.
			if e.failing == nil || c.Seq > e.failing.Seq {
				e.failing = c
			}
		case c.Passed():
			if e.proof == nil || stronger(c.Kind, e.proof.Kind) {
				e.proof = c
			}
		case c.Task != "":
			e.pending = c
		}
	}
	return e
}

// verified reports a passing verification after the last change and no
// kind whose latest run after it failed: a clean lint does not outweigh a
// failing test.
func (e evidence) verified() bool { return e.proof != nil && e.failing == nil }

// unseen reports work after the last change whose tool calls proofgate
// could not see: its evidence is unknown, not absent.
func (e evidence) unseen() bool { return e.l.Unseen > e.lastChange && e.l.Unseen > e.l.Turn }

func stronger(a, b observe.Kind) bool {
	return slices.Index(verifying, a) < slices.Index(verifying, b)
}

// latestOf returns the session's latest check of any of kinds that told
// its result or still runs in the background, or nil. A run whose output
// said nothing (a benchmark piped through grep) does not hide an earlier
// one that did.
func (e evidence) latestOf(kinds ...observe.Kind) *ledger.Check {
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		c := &e.l.Checks[i]
		if slices.Contains(kinds, c.Kind) && (c.Success != nil || c.Task != "") {
			return c
		}
	}
	return nil
}

// Summary is what the ledger says about verification, for people: the
// turn's changes that need it and the runs that answer them.
type Summary struct {
	// Unverified are this turn's changes that can alter behaviour and that
	// no passing verification vouches for; empty when verified.
	Unverified []ledger.Change
	// TurnChanged is set when this turn changed any file; Behavioural when
	// one of its changes can alter behaviour.
	TurnChanged, Behavioural bool
	// Proof is the passing run that vouches for the changes; Failing the
	// latest failing one after the last change.
	Proof, Failing *ledger.Check
	// LastChange is the sequence number of the session's latest change that
	// can alter behaviour (0 for none).
	LastChange int
}

// Summarize reads the ledger's evidence without a final message.
func Summarize(l *ledger.Ledger) Summary {
	e := readEvidence(l)
	s := Summary{TurnChanged: e.turnAny, Behavioural: len(e.turn) > 0, Proof: e.proof, Failing: e.failing, LastChange: e.lastChange}
	if len(e.turn) > 0 && !e.verified() {
		s.Unverified = e.turn
	}
	return s
}
