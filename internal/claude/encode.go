package claude

import (
	"encoding/json"

	"github.com/proofgate/proofgate/internal/event"
)

type output struct {
	Decision      string          `json:"decision,omitempty"`
	Reason        string          `json:"reason,omitempty"`
	SystemMessage string          `json:"systemMessage,omitempty"`
	Specific      *specificOutput `json:"hookSpecificOutput,omitempty"`
}

type specificOutput struct {
	HookEventName            string      `json:"hookEventName"`
	AdditionalContext        string      `json:"additionalContext,omitempty"`
	PermissionDecision       string      `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string      `json:"permissionDecisionReason,omitempty"`
	Decision                 *permission `json:"decision,omitempty"`
}

type permission struct {
	Behavior string `json:"behavior"`
	Message  string `json:"message,omitempty"`
}

// Encode writes d as the JSON object Claude Code expects for ev's event.
// The zero Decision encodes as {}.
func (Adapter) Encode(ev event.Event, d event.Decision) []byte {
	out := output{SystemMessage: d.Message}
	switch ev.Kind {
	case event.Stop, event.SubagentStop, event.PromptSubmit:
		if d.Block {
			out.Decision, out.Reason = "block", d.Reason
		}
		if d.Context != "" && ev.Kind == event.PromptSubmit {
			out.Specific = &specificOutput{HookEventName: string(ev.Kind), AdditionalContext: d.Context}
		}
	case event.ToolDone, event.ToolFailed:
		if d.Context != "" {
			out.Specific = &specificOutput{HookEventName: string(ev.Kind), AdditionalContext: d.Context}
		}
	case event.PreTool:
		if d.Permission != event.Allow {
			out.Specific = &specificOutput{
				HookEventName:            string(ev.Kind),
				PermissionDecision:       string(d.Permission),
				PermissionDecisionReason: d.Reason,
			}
		}
	case event.PermissionRequest:
		// The dialog itself asks; only a denial needs saying.
		if d.Permission == event.Deny {
			out.Specific = &specificOutput{
				HookEventName: string(ev.Kind),
				Decision:      &permission{Behavior: "deny", Message: d.Reason},
			}
		}
	}
	data, _ := json.Marshal(out) // cannot fail: only strings and structs
	return data
}

// FailOpen is the answer when proofgate could not judge: a notice for the
// user, and no decision, so the agent carries on.
func (Adapter) FailOpen(problem string) []byte {
	data, _ := json.Marshal(output{SystemMessage: "proofgate: " + problem + " (the gate did not run)"})
	return data
}
