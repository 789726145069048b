package hook

import (
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/transcript"
)

// stop runs the gate. The decision is recorded in the ledger under its
// lock, with the rule that made it, so the cap holds even when stops race
// and a wrong block can be traced.
func (e *Engine) stop(ev event.Event) (event.Decision, error) {
	message := ev.Final.Message
	if !ev.Final.HasMessage && ev.TranscriptPath != "" {
		// An unreadable transcript leaves the message empty: the
		// ledger-based rules still apply.
		message, _ = transcript.LastAssistantText(ev.TranscriptPath)
	}
	ran := e.stopCheck(ev, message)
	var v gate.Verdict
	var closing string
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		e.settleFromTranscript(ev, l)
		v = gate.Decide(e.gateInput(ev, l, message))
		if note := failedCheckNote(ran); v.Block && note != "" {
			// The run's first lines go before the pause hint, which
			// stays the reason's last line.
			v.Reason = strings.Replace(v.Reason, "\n"+gate.PauseHint, note+"\n"+gate.PauseHint, 1)
		}
		closing = judgedClosing(v, message)
		l.RecordStop(ledger.Stop{Block: v.Block, Rule: v.Rule, Warn: v.Warn, Agent: subagent(ev), Closing: closing})
		return nil
	})
	if err != nil {
		return event.Decision{}, err
	}
	e.record(ev, stopRecord(ev, v, closing))
	return event.Decision{Block: v.Block, Reason: v.Reason, Rule: v.Rule, Warn: v.Warn, Message: joinMessages(msg, v.Warning)}, nil
}

// gateInput is what the gate knows at this stop.
func (e *Engine) gateInput(ev event.Event, l *ledger.Ledger, message string) gate.Input {
	return gate.Input{
		Ledger:          l,
		Message:         message,
		HookActive:      ev.Final.HookActive,
		BackgroundTasks: ev.Final.BackgroundTasks,
		Subagent:        subagent(ev),
		Cap:             e.Cap,
		On:              e.On,
		Suggest:         e.Suggest,
	}
}

// settleFromTranscript reads the results of background verifications still
// pending: Claude Code reports a finished background task as a message in
// the transcript, for which no hook runs.
func (e *Engine) settleFromTranscript(ev event.Event, l *ledger.Ledger) {
	pending := l.Pending()
	if len(pending) == 0 || ev.TranscriptPath == "" {
		return
	}
	if notices, err := transcript.Notices(ev.TranscriptPath, pending); err == nil {
		settle(l, notices)
	}
}

// subagent names the subagent whose stop this is; SubagentStop payloads
// without an agent id share one counter.
func subagent(ev event.Event) string {
	if ev.Kind != event.SubagentStop {
		return ""
	}
	if ev.AgentID == "" {
		return "subagent"
	}
	return ev.AgentID
}
