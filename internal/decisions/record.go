// Package decisions is proofgate's decision log: one compact JSON line for
// every decision it makes or the user makes about it (a stop blocked,
// warned or allowed, a guardrail's deny or ask, a pause, a resume, the
// user's "that was wrong"), kept across sessions so that `proofgate stats`
// can say how often each rule fired and how often it was wrong.
//
// The contract:
//   - The log lives in the XDG state directory beside the ledgers
//     (~/.local/state/proofgate/decisions.jsonl), in a directory of mode
//     0700, as a file of mode 0600. The 7-day ledger pruning does not
//     touch it.
//   - It holds no secrets: rule ids, decisions, a hash of the project
//     directory, the session id and harness; the only text is a block's or
//     warning's closing sentence, which the caller redacts and Append
//     clips. No command, path, prompt or message is ever written.
//   - Appends are locked (gofrs/flock, as the ledgers are) and write each
//     line whole; the log is rotated at MaxSize into one previous file
//     (.1), so it never holds more than about twice that.
//   - Reading is tolerant: a corrupt or torn line is skipped and counted,
//     never an error; a rotation while reading neither loses nor repeats
//     lines.
//   - A hook appends at most one line per decision, with no subprocess.
package decisions

import (
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"time"
	"unicode/utf8"
)

// Record is one line of the log.
type Record struct {
	Time time.Time `json:"time"`
	// Session is the agent session's id; Project is ProjectKey of the
	// directory the session works in; Harness names the agent harness
	// (claude, codex, copilot, cursor).
	Session string `json:"session,omitempty"`
	Project string `json:"project,omitempty"`
	Harness string `json:"harness,omitempty"`
	// Event says what was decided on (an Event constant) and Decision
	// what was decided (a Decision constant).
	Event    string `json:"event"`
	Decision string `json:"decision"`
	// Rule is the id of the rule that decided: a gate rule or exemption
	// for a stop, a guardrail for a guard decision, the judged rule for a
	// wrong; "" for a plain allow, a pause and a resume.
	Rule string `json:"rule,omitempty"`
	// Judged is, for a wrong, the decision the user judged (block or
	// warn).
	Judged string `json:"judged,omitempty"`
	// Closing is, for a block or a warning, the closing sentence the gate
	// judged, redacted by the caller; Append clips it.
	Closing string `json:"closing,omitempty"`
}

// The events a record is about.
const (
	EventStop         = "stop"
	EventSubagentStop = "subagent-stop"
	EventGuard        = "guard"
	EventPause        = "pause"
	EventWrong        = "wrong"
)

// The decisions a record holds.
const (
	Block  = "block"
	Warn   = "warn"
	Allow  = "allow"
	Deny   = "deny"
	Ask    = "ask"
	Pause  = "pause"
	Resume = "resume"
	Wrong  = "wrong"
)

// Field limits: a line stays a few hundred bytes whatever a payload holds.
const (
	maxClosing = 160
	maxField   = 96
)

// valid reports whether r is a line a reader can count: it names its
// time, event and decision.
func (r Record) valid() bool {
	return !r.Time.IsZero() && r.Event != "" && r.Decision != ""
}

// clipped returns r with every text field bounded.
func (r Record) clipped() Record {
	r.Session = clip(r.Session, maxField)
	r.Project = clip(r.Project, maxField)
	r.Harness = clip(r.Harness, maxField)
	r.Event = clip(r.Event, maxField)
	r.Decision = clip(r.Decision, maxField)
	r.Rule = clip(r.Rule, maxField)
	r.Judged = clip(r.Judged, maxField)
	r.Closing = clip(r.Closing, maxClosing)
	return r
}

// clip cuts s to at most n bytes at a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	const more = "…"
	cut := n - len(more)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + more
}

// ProjectKey names a project directory in the log without writing its
// path: a short hash of the cleaned absolute path. stats --project DIR
// compares it with the key of DIR.
func ProjectKey(dir string) string {
	if dir == "" {
		return ""
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	sum := sha256.Sum256([]byte(filepath.Clean(dir)))
	return hex.EncodeToString(sum[:])[:16]
}
