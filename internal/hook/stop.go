package hook

import (
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/transcript"
)

// stop runs the gate. A block is counted in the ledger under its lock, so
// the cap holds even when stops race.
func (e *Engine) stop(ev event.Event) (event.Decision, error) {
	message := ev.Final.Message
	if !ev.Final.HasMessage && ev.TranscriptPath != "" {
		// An unreadable transcript leaves the message empty: the
		// ledger-based rules still apply.
		message, _ = transcript.LastAssistantText(ev.TranscriptPath)
	}
	var v gate.Verdict
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		v = gate.Decide(gate.Input{
			Ledger:          l,
			Message:         message,
			HookActive:      ev.Final.HookActive,
			BackgroundTasks: ev.Final.BackgroundTasks,
			Subagent:        subagent(ev),
			Cap:             e.Cap,
			Rules:           e.Rules,
		})
		if !v.Block {
			return errNoChange
		}
		if ev.Kind == event.SubagentStop {
			if l.SubagentBlocks == nil {
				l.SubagentBlocks = map[string]int{}
			}
			l.SubagentBlocks[subagent(ev)]++
		} else {
			l.Blocks++
		}
		return nil
	})
	if err != nil {
		return event.Decision{}, err
	}
	return event.Decision{Block: v.Block, Reason: v.Reason, Message: joinMessages(msg, v.Warning)}, nil
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
