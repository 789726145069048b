package cursor

import (
	"encoding/json"

	"github.com/proofgate/proofgate/internal/event"
)

// output holds the keys Cursor's hooks read; each event reads its own.
type output struct {
	Continue          *bool  `json:"continue,omitempty"`   // beforeSubmitPrompt
	Permission        string `json:"permission,omitempty"` // preToolUse, beforeShellExecution
	UserMessage       string `json:"user_message,omitempty"`
	AgentMessage      string `json:"agent_message,omitempty"`
	AdditionalContext string `json:"additional_context,omitempty"` // postToolUse
	FollowupMessage   string `json:"followup_message,omitempty"`   // stop
}

// Encode writes d as the JSON object Cursor reads for ev's event. It never
// writes nothing: Cursor's permission hooks treat empty output as a block,
// so the zero Decision is {} (no opinion; Cursor's own approval decides).
func (Adapter) Encode(ev event.Event, d event.Decision) []byte {
	var out output
	switch ev.Kind {
	case event.PromptSubmit:
		if d.Block && d.Reason != "" {
			no := false
			out.Continue, out.UserMessage = &no, d.Reason
		}
	case event.PreTool:
		// Cursor's ask has been broken since 2.4.21: an ask would not
		// reach the user, so it is a deny whose reason says what to
		// confirm.
		if d.Permission != event.Allow {
			out.Permission, out.UserMessage, out.AgentMessage = "deny", d.Reason, d.Reason
		}
	case event.ToolDone, event.ToolFailed:
		out.AdditionalContext = d.Context
	case event.Stop:
		// A stop cannot be refused: the reason goes back as the next
		// user message.
		if d.Block && d.Reason != "" {
			out.FollowupMessage = d.Reason
		}
	}
	data, _ := json.Marshal(out) // cannot fail: only strings
	return data
}

// FailOpen is {}: no decision, so the agent carries on. Cursor shows no
// hook notice on every event, so the problem itself is lost; `proofgate
// doctor` finds the usual causes.
func (Adapter) FailOpen(string) []byte { return []byte("{}") }

// Silence is the answer when proofgate is switched off: {}, never nothing.
func (Adapter) Silence() []byte { return []byte("{}") }
