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
	Denials       []Denial       `json:"denials"`
	StopBlocks    int            `json:"stop_blocks"`
	BlocksLeft    int            `json:"blocks_left"`
	Gate          Decision       `json:"gate"`
}

type Change struct {
	Path string           `json:"path"`
	Kind observe.FileKind `json:"kind"`
	Tool string           `json:"tool"`
}

type Verification struct {
	Command         string       `json:"command"`
	Kind            observe.Kind `json:"kind"`
	Success         *bool        `json:"success"`
	ExitCode        *int         `json:"exit_code,omitempty"`
	AfterLastChange bool         `json:"after_last_change"`
}

type Denial struct {
	Tool     string `json:"tool"`
	Target   string `json:"target"`
	Decision string `json:"decision"`
	Rule     string `json:"rule"`
	Reason   string `json:"reason"`
}

// Decision is the gate's verdict on a stop now.
type Decision struct {
	Block  bool   `json:"block"`
	Rule   string `json:"rule,omitempty"`
	Reason string `json:"reason,omitempty"`
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
		// The final message is unknown here: judge on the ledger alone.
		Gate:          decide(l, cap),
		ChangedPaths:  []string{},
		Changes:       []Change{},
		Verifications: []Verification{},
		Denials:       []Denial{},
	}
	lastChange := 0
	for _, c := range l.Changes {
		r.ChangedPaths = append(r.ChangedPaths, c.Path)
		r.Changes = append(r.Changes, Change{Path: c.Path, Kind: c.Kind, Tool: c.Tool})
		if c.Kind != observe.Docs {
			lastChange = max(lastChange, c.Seq)
		}
	}
	for _, c := range l.Checks {
		r.Verifications = append(r.Verifications, Verification{
			Command: c.Command, Kind: c.Kind, Success: c.Success, ExitCode: c.ExitCode,
			AfterLastChange: c.Seq > lastChange,
		})
	}
	for _, d := range l.Denials {
		r.Denials = append(r.Denials, Denial{Tool: d.Tool, Target: d.Target, Decision: d.Decision, Rule: d.Rule, Reason: d.Reason})
	}
	return r
}

func decide(l *ledger.Ledger, cap int) Decision {
	v := gate.Decide(gate.Input{Ledger: l, Cap: cap, Rules: gate.AllRules})
	return Decision{Block: v.Block, Rule: v.Rule, Reason: v.Reason}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
