package ledger

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"time"
)

// Verdict is the user's word that a stop decision was wrong
// (/proofgate:wrong): which decision, what it judged and on what evidence,
// and why the user disagrees. The gate reads it through MarkedWrong so that
// the same rule does not block the same gap again; `proofgate report`
// turns it into a bug report.
type Verdict struct {
	// Rule, Seq, Block and Agent are the judged stop's (see Stop): Seq
	// is the last sequence number the gate had seen when it decided.
	Rule  string `json:"rule"`
	Seq   int    `json:"seq"`
	Block bool   `json:"block,omitempty"`
	Agent string `json:"agent,omitempty"`
	// Closing is the sentence of the final message the gate judged
	// (redacted, clipped); "" when the harness sends no message.
	Closing string `json:"closing,omitempty"`
	// Why are the user's words, redacted by the caller and clipped.
	Why string    `json:"why,omitempty"`
	At  time.Time `json:"at"`
	// Checks and Changed are the evidence the gate had: the latest
	// verifications and changed paths recorded up to Seq, newest last.
	// Only the newest verdict keeps them (see keepEvidence), so that the
	// ledger every hook reads stays small.
	Checks  []Check  `json:"checks,omitempty"`
	Changed []string `json:"changed,omitempty"`
}

// Bounds of what a verdict keeps: the ledger is read and rewritten by
// every hook.
const (
	maxWrong        = 8
	keepEvidence    = 1
	maxWhy          = 300
	maxVerdictCheck = 6
	maxVerdictPaths = 10
)

// ErrNothingJudged is returned by MarkWrong when the session has no block
// or warning to be wrong about.
var ErrNothingJudged = errors.New("no block or warning recorded in this session")

// Judged returns the session's latest stop that blocked or warned: the
// decision a user who says "that was wrong" means. A warning of the gate
// letting go (see Releases) only repeats the gap of the block before it,
// which is what the user disputes: it is chosen only when no other
// decision is left to choose.
func (l *Ledger) Judged() (Stop, bool) {
	var release *Stop
	for i := len(l.Stops) - 1; i >= 0; i-- {
		s := l.Stops[i]
		switch {
		case s.Block || s.Warn && !slices.Contains(Releases, s.Rule):
			return s, true
		case s.Warn && release == nil:
			release = &l.Stops[i]
		}
	}
	if release != nil {
		return *release, true
	}
	return Stop{}, false
}

// Releases are the gate's rule ids for a stop it lets through whatever the
// message says, with a warning naming the gap still open: the stop after a
// stop-hook continuation, and the stop past the block cap (gate's
// "hook-active" and "cap").
var Releases = []string{"hook-active", "cap"}

// Evidence returns what the gate had seen at sequence number seq: the
// verifications and changed paths recorded up to it that the ledger still
// holds, oldest first. A file changed again later is no longer listed,
// since the ledger keeps only a file's latest change.
func (l *Ledger) Evidence(seq int) (checks []Check, changed []string) {
	for _, c := range l.Checks {
		if c.Seq <= seq {
			checks = append(checks, c)
		}
	}
	for _, c := range l.Changes {
		if c.Seq <= seq {
			changed = append(changed, c.Path)
		}
	}
	return checks, changed
}

// MarkWrong records the user's verdict that the latest block or warning
// was wrong, with why (already redacted), and returns it. A second verdict
// on the same decision replaces the first, and again reports it. It fails
// with ErrNothingJudged when no stop of the session blocked or warned.
func (l *Ledger) MarkWrong(why string, at time.Time) (v Verdict, again bool, err error) {
	s, ok := l.Judged()
	if !ok {
		return Verdict{}, false, ErrNothingJudged
	}
	v = Verdict{Rule: s.Rule, Seq: s.Seq, Block: s.Block, Agent: s.Agent, Closing: s.Closing, Why: clip(why, maxWhy), At: at}
	checks, changed := l.Evidence(s.Seq)
	v.Checks, v.Changed = keepLast(checks, maxVerdictCheck), keepLast(changed, maxVerdictPaths)
	kept := l.Wrong[:0:0]
	for _, w := range l.Wrong {
		if w.Seq == v.Seq && w.Rule == v.Rule && w.Agent == v.Agent {
			again = true
			continue
		}
		kept = append(kept, w)
	}
	l.Wrong = keepLast(append(kept, v), maxWrong)
	for i := range len(l.Wrong) - keepEvidence {
		l.Wrong[i].Checks, l.Wrong[i].Changed = nil, nil
	}
	return v, again, nil
}

// LatestWrong returns the newest verdict of the session.
func (l *Ledger) LatestWrong() (Verdict, bool) {
	if len(l.Wrong) == 0 {
		return Verdict{}, false
	}
	return l.Wrong[len(l.Wrong)-1], true
}

// MarkedWrong reports whether the user marked a decision of rule wrong on
// a stop the gate decided at or after sequence number sinceSeq: a stop
// that had already seen every record from sinceSeq on judged the same
// gap. The gate passes the sequence number of the newest record the
// rule's gap rests on, usually WorkSeq (new work after the verdict is a
// new gap the rule may judge again); 0 asks about any verdict on the rule
// in the session.
func (l *Ledger) MarkedWrong(rule string, sinceSeq int) bool {
	for _, w := range l.Wrong {
		if w.Rule == rule && w.Seq >= sinceSeq {
			return true
		}
	}
	return false
}

// WorkSeq is the sequence number of the session's latest work on the
// tree: a recorded change, or a command that may have written or surely
// rewrote files it does not name. 0 when there was none.
func (l *Ledger) WorkSeq() int {
	seq := max(l.Opaque, l.Rewrote)
	for _, c := range l.Changes {
		seq = max(seq, c.Seq)
	}
	return seq
}

// Marked is the outcome of Store.MarkWrong: the ledger as written, the
// verdict, and whether the user had marked the same decision before.
type Marked struct {
	Ledger  *Ledger
	Verdict Verdict
	Again   bool
}

// MarkWrong records, under the ledger's lock, the user's verdict that the
// latest block or warning of a session was wrong (see Ledger.MarkWrong).
// The session is found as Find finds it; why must be redacted already.
func (s *Store) MarkWrong(session, cwd, why string) (Marked, error) {
	l, err := s.Find(session, cwd)
	switch {
	case errors.Is(err, fs.ErrNotExist) && session != "":
		return Marked{}, fmt.Errorf("session %s: %w", session, ErrNothingJudged)
	case errors.Is(err, fs.ErrNotExist):
		return Marked{}, fmt.Errorf("%w for %s in %s: give --session, or run /proofgate:wrong inside the Claude Code session", ErrNoSession, cwd, s.dir)
	case err != nil:
		return Marked{}, err
	}
	var m Marked
	up, err := s.Update(l.Session, l.Cwd, func(l *Ledger) error {
		var err error
		m.Verdict, m.Again, err = l.MarkWrong(why, s.Now().UTC())
		return err
	})
	if errors.Is(err, ErrNothingJudged) {
		return Marked{}, fmt.Errorf("session %s: %w", l.Session, err)
	}
	if err != nil {
		return Marked{}, err
	}
	m.Ledger = up.Ledger
	return m, nil
}
