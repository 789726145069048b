package claude

import (
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/jsonw"
)

// output is the answer's shape. Its tags say what encoding/json would write;
// append writes exactly that without encoding/json's reflection, which cost
// a hook a tenth of an empty event's instructions (TestAppendMatchesMarshal
// holds the two together).
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
	return out.append(nil)
}

// FailOpen is the answer when proofgate could not judge: a notice for the
// user, and no decision, so the agent carries on.
func (Adapter) FailOpen(problem string) []byte {
	return output{SystemMessage: "proofgate: " + problem + " (the gate did not run)"}.append(nil)
}

// append writes o as json.Marshal does.
func (o output) append(b []byte) []byte {
	b = append(b, '{')
	if o.Decision != "" {
		b = jsonw.String(jsonw.Field(b, "decision"), o.Decision)
	}
	if o.Reason != "" {
		b = jsonw.String(jsonw.Field(b, "reason"), o.Reason)
	}
	if o.SystemMessage != "" {
		b = jsonw.String(jsonw.Field(b, "systemMessage"), o.SystemMessage)
	}
	if s := o.Specific; s != nil {
		b = append(jsonw.Field(b, "hookSpecificOutput"), '{')
		b = jsonw.String(jsonw.Field(b, "hookEventName"), s.HookEventName)
		if s.AdditionalContext != "" {
			b = jsonw.String(jsonw.Field(b, "additionalContext"), s.AdditionalContext)
		}
		if s.PermissionDecision != "" {
			b = jsonw.String(jsonw.Field(b, "permissionDecision"), s.PermissionDecision)
		}
		if s.PermissionDecisionReason != "" {
			b = jsonw.String(jsonw.Field(b, "permissionDecisionReason"), s.PermissionDecisionReason)
		}
		if p := s.Decision; p != nil {
			b = append(jsonw.Field(b, "decision"), '{')
			b = jsonw.String(jsonw.Field(b, "behavior"), p.Behavior)
			if p.Message != "" {
				b = jsonw.String(jsonw.Field(b, "message"), p.Message)
			}
			b = append(b, '}')
		}
		b = append(b, '}')
	}
	return append(b, '}')
}
