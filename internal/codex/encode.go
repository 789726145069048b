package codex

import (
	"encoding/json"

	"github.com/proofgate/proofgate/internal/event"
)

// output holds only keys Codex's output schemas define. Codex rejects an
// answer with any other key, and a rejected answer counts as no answer:
// a deny would let the command run.
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

// Encode writes d as the JSON object Codex expects for ev's event. The
// zero Decision encodes as {}, which Codex reads as "carry on".
//
// Codex's PreToolUse has no "ask" (an ask answer is invalid and the command
// runs), so proofgate's ask is left to Codex's own approval: PreToolUse
// answers nothing and, when Codex's approval policy asks the user, the
// PermissionRequest hook lets that dialog stand. Only a deny is enforced by
// proofgate itself. Under `--dangerously-bypass-approvals-and-sandbox` or
// approval_policy "never" nothing asks, and the asked-about action runs;
// the ledger still records proofgate's ask.
func (Adapter) Encode(ev event.Event, d event.Decision) []byte {
	out := output{SystemMessage: d.Message}
	switch ev.Kind {
	case event.Stop:
		if d.Block && d.Reason != "" {
			out.Decision, out.Reason = "block", d.Reason
		}
	case event.PromptSubmit:
		switch {
		case d.Block && d.Reason != "":
			// Codex requires a reason with a block, and rejects a block
			// that also carries hookSpecificOutput.
			out.Decision, out.Reason = "block", d.Reason
		case d.Context != "":
			out.Specific = &specificOutput{HookEventName: "UserPromptSubmit", AdditionalContext: d.Context}
		}
	case event.ToolDone, event.ToolFailed:
		// Never decision:"block" here: in Codex it replaces the tool's
		// output the model sees. Context is added beside it instead.
		if d.Context != "" {
			out.Specific = &specificOutput{HookEventName: "PostToolUse", AdditionalContext: d.Context}
		}
	case event.PreTool:
		if d.Permission == event.Deny {
			out.Specific = &specificOutput{
				HookEventName:            "PreToolUse",
				PermissionDecision:       "deny",
				PermissionDecisionReason: d.Reason,
			}
		}
	case event.PermissionRequest:
		if d.Permission == event.Deny {
			out.Specific = &specificOutput{
				HookEventName: "PermissionRequest",
				Decision:      &permission{Behavior: "deny", Message: d.Reason},
			}
		}
	}
	data, _ := json.Marshal(out) // cannot fail: only strings and structs
	return data
}

// FailOpen is the answer when proofgate could not judge: a notice for the
// user (systemMessage is valid on every Codex event), and no decision, so
// the agent carries on.
func (Adapter) FailOpen(problem string) []byte {
	data, _ := json.Marshal(output{SystemMessage: "proofgate: " + problem + " (the gate did not run)"})
	return data
}
