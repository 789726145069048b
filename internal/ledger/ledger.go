// Package ledger is proofgate's record of what really happened in one agent
// session: the task's mode, the files changed, the verifications run and
// their results, the actions denied and the stop blocks used.
//
// A Ledger is plain data with pure methods; a Store keeps ledgers on disk,
// one per session and working directory, under a lock, so that hooks running
// at the same time lose nothing.
package ledger

import (
	"time"

	"github.com/proofgate/proofgate/internal/observe"
)

// Version is the on-disk format; a ledger of another version is started
// afresh.
const Version = 1

// Limit bounds every list: the gate needs the recent past, and a ledger read
// on every hook call must stay small.
const Limit = 64

// Ledger is one session's record.
type Ledger struct {
	Version  int    `json:"version"`
	Session  string `json:"session"`
	Cwd      string `json:"cwd"`
	PromptID string `json:"prompt_id,omitempty"`

	// Mode and Risks come from classifying the current prompt.
	Mode  string   `json:"mode"`
	Risks []string `json:"risks"`

	// Seq orders every record of the session; it only grows.
	Seq     int      `json:"seq"`
	Changes []Change `json:"changes"`
	Checks  []Check  `json:"verifications"`
	Denials []Denial `json:"denials,omitempty"`
	// Dropped counts changes pushed out by Limit; DroppedCode is true when
	// one of them was not documentation.
	Dropped     int  `json:"dropped_changes,omitempty"`
	DroppedCode bool `json:"dropped_code,omitempty"`

	// Blocks counts the stop blocks of the current prompt; SubagentBlocks
	// those of each subagent.
	Blocks         int            `json:"stop_blocks"`
	SubagentBlocks map[string]int `json:"subagent_blocks,omitempty"`

	Updated time.Time `json:"updated"`
}

// Change is a file an editing tool wrote.
type Change struct {
	Path string           `json:"path"`
	Kind observe.FileKind `json:"kind"`
	Tool string           `json:"tool"`
	Seq  int              `json:"seq"`
}

// Check is a verification command and its result.
type Check struct {
	Command string       `json:"command"` // redacted
	Kind    observe.Kind `json:"kind"`
	// Success is nil when the run's result was not observed (it went to
	// the background, or a pipe hid its status and its output said nothing).
	Success  *bool `json:"success"`
	ExitCode *int  `json:"exit_code,omitempty"`
	Seq      int   `json:"seq"`
}

// Denial is a tool call a guardrail stopped or sent to the user.
type Denial struct {
	Tool     string `json:"tool"`
	Target   string `json:"target"` // the command or path, redacted
	Decision string `json:"decision"`
	Rule     string `json:"rule"`
	Reason   string `json:"reason"`
	Seq      int    `json:"seq"`
}

// New returns an empty ledger for a session in normal mode.
func New(session, cwd string) *Ledger {
	return &Ledger{Version: Version, Session: session, Cwd: cwd, Mode: "normal", Risks: []string{}}
}

// StartPrompt forgets the previous prompt's work and records the new
// prompt's classification. Denials are kept: they describe the session.
func (l *Ledger) StartPrompt(promptID, mode string, risks []string) {
	l.PromptID = promptID
	l.Mode = mode
	l.Risks = append([]string{}, risks...)
	l.Changes = nil
	l.Checks = nil
	l.Dropped, l.DroppedCode = 0, false
	l.Blocks = 0
	l.SubagentBlocks = nil
}

// next gives out the next sequence number.
func (l *Ledger) next() int {
	l.Seq++
	return l.Seq
}

// RecordChange notes that tool wrote path. A path changed again moves to the
// end with the new sequence number.
func (l *Ledger) RecordChange(path string, kind observe.FileKind, tool string) {
	path = clip(path, maxPath)
	for i, c := range l.Changes {
		if c.Path == path {
			l.Changes = append(l.Changes[:i], l.Changes[i+1:]...)
			break
		}
	}
	l.Changes = append(l.Changes, Change{Path: path, Kind: kind, Tool: tool, Seq: l.next()})
	if over := len(l.Changes) - Limit; over > 0 {
		for _, c := range l.Changes[:over] {
			l.DroppedCode = l.DroppedCode || c.Kind != observe.Docs
		}
		l.Dropped += over
		l.Changes = append([]Change(nil), l.Changes[over:]...)
	}
}

// RecordChecks notes the verifications one command ran; they share a
// sequence number because they ran together.
func (l *Ledger) RecordChecks(checks []Check) {
	if len(checks) == 0 {
		return
	}
	seq := l.next()
	for _, c := range checks {
		c.Seq = seq
		c.Command = clip(c.Command, maxCommand)
		l.Checks = append(l.Checks, c)
	}
	l.Checks = keepLast(l.Checks, Limit)
}

// RecordDenial notes a guardrail decision.
func (l *Ledger) RecordDenial(d Denial) {
	d.Seq = l.next()
	d.Target = clip(d.Target, maxCommand)
	d.Reason = clip(d.Reason, maxReason)
	l.Denials = keepLast(append(l.Denials, d), Limit)
}

func keepLast[T any](list []T, n int) []T {
	if len(list) <= n {
		return list
	}
	return append([]T(nil), list[len(list)-n:]...)
}
