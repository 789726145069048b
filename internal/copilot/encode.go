package copilot

import (
	"encoding/json"

	"github.com/proofgate/proofgate/internal/event"
)

// output holds the keys Copilot CLI's hook reference documents; each event
// reads its own: preToolUse permissionDecision and permissionDecisionReason,
// permissionRequest behavior and message, agentStop decision and reason,
// postToolUseFailure additionalContext.
type output struct {
	PermissionDecision       string `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string `json:"permissionDecisionReason,omitempty"`
	Behavior                 string `json:"behavior,omitempty"`
	Message                  string `json:"message,omitempty"`
	Decision                 string `json:"decision,omitempty"`
	Reason                   string `json:"reason,omitempty"`
	AdditionalContext        string `json:"additionalContext,omitempty"`
}

// Encode writes d as the JSON object Copilot CLI reads for ev's event; the
// zero Decision, and every decision Copilot does not process (a prompt's
// context or refusal, a notice for the user), encode as {}.
func (Adapter) Encode(ev event.Event, d event.Decision) []byte {
	var out output
	switch ev.Kind {
	case event.Stop:
		if d.Block && d.Reason != "" {
			out.Decision, out.Reason = "block", d.Reason
		}
	case event.PreTool:
		// Copilot's preToolUse has both deny and ask.
		if d.Permission != event.Allow {
			out.PermissionDecision, out.PermissionDecisionReason = string(d.Permission), d.Reason
		}
	case event.PermissionRequest:
		// Returning nothing falls through to Copilot's own prompt, which
		// asks; only a deny needs saying.
		if d.Permission == event.Deny {
			out.Behavior, out.Message = "deny", d.Reason
		}
	case event.ToolFailed:
		out.AdditionalContext = d.Context
	}
	data, _ := json.Marshal(out) // cannot fail: only strings
	return data
}

// FailOpen is the answer when proofgate could not judge: {}, Copilot's "no
// decision". Copilot shows hook output to nobody, so the problem itself is
// lost; `proofgate doctor` finds the usual causes.
func (Adapter) FailOpen(string) []byte { return []byte("{}") }
