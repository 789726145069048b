package hook

import (
	"github.com/proofgate/proofgate/internal/decisions"
	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/guard"
	"github.com/proofgate/proofgate/internal/redact"
)

// record appends one decision to the decision log, when the engine has
// one. It is best effort: a log that cannot be written (a full disk, a
// stuck lock) costs a line of statistics, never the decision itself.
func (e *Engine) record(ev event.Event, r decisions.Record) {
	if e.Log == nil && e.LogDir != "" {
		e.Log, _ = decisions.Open(e.LogDir)
		e.LogDir = ""
	}
	if e.Log == nil {
		return
	}
	r.Session, r.Harness = ev.Session, e.Harness
	project := e.Project
	if project == "" {
		project = ev.Cwd
	}
	r.Project = decisions.ProjectKey(project)
	_ = e.Log.Append(r)
}

// stopRecord is the log's line for a stop decision.
func stopRecord(ev event.Event, v gate.Verdict, closing string) decisions.Record {
	r := decisions.Record{Event: decisions.EventStop, Decision: decisions.Allow, Rule: v.Rule}
	if ev.Kind == event.SubagentStop {
		r.Event = decisions.EventSubagentStop
	}
	switch {
	case v.Block:
		r.Decision, r.Closing = decisions.Block, closing
	case v.Warn:
		r.Decision, r.Closing = decisions.Warn, closing
	}
	return r
}

// guardRecord is the log's line for a guardrail's deny or ask.
func guardRecord(v guard.Verdict) decisions.Record {
	d := decisions.Ask
	if v.Decision == guard.Deny {
		d = decisions.Deny
	}
	return decisions.Record{Event: decisions.EventGuard, Decision: d, Rule: v.Rule}
}

// judgedClosing is the closing sentence a block or warning judged,
// redacted, for the ledger and the log: what a user who says the decision
// was wrong disagrees with. Other stops keep none.
func judgedClosing(v gate.Verdict, message string) string {
	if !v.Block && !v.Warn {
		return ""
	}
	return redact.String(detect.Closing(message))
}
