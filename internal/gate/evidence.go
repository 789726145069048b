package gate

import (
	"slices"
	"strings"
	"unicode"

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
	// a verification, turnActed when it acted beyond the working tree
	// (a commit, a push, a deploy).
	turn                            []ledger.Change
	turnAny, turnChecked, turnActed bool
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
	for _, a := range l.Actions {
		e.turnActed = e.turnActed || a.Seq > l.Turn
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
	if len(e.turn) == 0 && e.lastChange > 0 && shipsInTurn(l) && !toldSince(l, e.lastChange) {
		e.turn = carried(l)
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

// shipsInTurn reports a commit, push, merge or publish in this turn that
// succeeded: it presents the session's changes as done.
func shipsInTurn(l *ledger.Ledger) bool {
	for _, a := range l.Actions {
		if a.Seq > l.Turn && a.OK && (a.Kind == observe.Commit || a.Kind == observe.Push || a.Kind == observe.Merge || a.Kind == observe.Publish) {
			return true
		}
	}
	return false
}

// toldSince reports a stop after seq whose decision told the user of an
// open gap: a block, or an allow with a warning (a waiver, a reasoned gap,
// a question, the cap). The user then ships the changes knowingly.
func toldSince(l *ledger.Ledger, seq int) bool {
	for _, s := range l.Stops {
		if s.Seq >= seq && s.Agent == "" && (s.Block || s.Rule != "") {
			return true
		}
	}
	return false
}

// carried are the session's behavioural changes that no passing
// verification followed, made before this turn.
func carried(l *ledger.Ledger) []ledger.Change {
	proof := 0
	for _, c := range l.Checks {
		if c.Passed() && slices.Contains(verifying, c.Kind) {
			proof = max(proof, c.Seq)
		}
	}
	var out []ledger.Change
	for _, c := range l.Changes {
		if c.Behavioural() && c.Behaviour > proof {
			out = append(out, c)
		}
	}
	return out
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

// backing returns the run a claim rests on: for a claim about CI, the
// latest look at a CI run (gh pr checks); for a claim that names its
// command ("`terraform validate` passes"), that command's latest run;
// else the latest run of a kind that can back it.
func (e evidence) backing(c claim) *ledger.Check {
	if ciClaim(c.phrase) {
		for i := len(e.l.Checks) - 1; i >= 0; i-- {
			if ch := &e.l.Checks[i]; observe.CIQuery(ch.Command) && (ch.Success != nil || ch.Task != "") {
				return ch
			}
		}
		return nil
	}
	phrase := strings.ToLower(c.phrase)
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		ch := &e.l.Checks[i]
		if name := commandName(ch.Command); name != "" && strings.Contains(phrase, name) && (ch.Success != nil || ch.Task != "") {
			return ch
		}
	}
	return e.latestOf(c.kinds...)
}

// ciClaim reports a claim about a CI run rather than a local one: "CI is
// green", "the pipeline passes", "CI도 통과합니다"; not a task named
// test:ci.
func ciClaim(phrase string) bool {
	for _, w := range strings.Fields(strings.ToLower(phrase)) {
		w = strings.Trim(w, ".,;:!?()[]`'\"*")
		if rest, ok := strings.CutPrefix(w, "ci"); ok && (rest == "" || startsHangul(rest)) {
			return true
		}
		switch w {
		case "pipeline", "pipelines", "workflow", "workflows":
			return true
		}
	}
	return false
}

func startsHangul(s string) bool {
	for _, r := range s {
		return unicode.Is(unicode.Hangul, r)
	}
	return false
}

// commandName is a check's program and subcommand, lower case ("terraform
// validate", "go test"), past a leading cd and environment assignments.
func commandName(command string) string {
	var words []string
	for _, w := range strings.Fields(strings.ToLower(command)) {
		if w == "&&" || w == ";" || w == "|" {
			if len(words) >= 2 && words[0] != "cd" {
				break
			}
			words = nil // a cd or an assignment before the command
			continue
		}
		if strings.Contains(w, "=") && len(words) == 0 || strings.HasPrefix(w, "-") && len(words) == 1 {
			continue
		}
		if words = append(words, strings.Trim(w, "`\"'")); len(words) == 2 && words[0] != "cd" {
			break
		}
	}
	if len(words) < 2 || words[0] == "cd" {
		return ""
	}
	return words[0][strings.LastIndexAny(words[0], `/\`)+1:] + " " + words[1]
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
