// Package codex adapts proofgate to OpenAI Codex CLI's hooks: it decodes a
// Codex hook payload into an event.Event and encodes an event.Decision as
// the JSON object Codex reads. It is the only package that knows Codex's
// field names.
//
// Codex's hooks look like Claude Code's (the same event names, most of the
// same fields) but differ where it matters, which is why the hook command
// says `--harness codex` instead of proofgate guessing from the payload:
//   - the shell tool is "Bash" with {command}, but its PostToolUse response
//     is the output text only; there is no PostToolUseFailure and, in the
//     payload, no exit code (see exit.go for where the status comes from);
//   - edits are "apply_patch" calls whose tool_input.command is a patch
//     naming the files in "*** Update|Add|Delete File:" headers (patch.go);
//   - every output struct rejects unknown keys, and an answer Codex cannot
//     parse is dropped: that fails open by accident, so Encode writes only
//     the keys Codex documents for each event;
//   - PreToolUse has no "ask" (see Encode).
package codex

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/loose"
)

// Adapter is Codex CLI's implementation of hook.Adapter.
type Adapter struct {
	// Exit finds a shell call's exit status when its response text does
	// not say; nil uses the session's rollout (RolloutExitCode).
	Exit func(transcriptPath, callID string) (int, bool)
}

// payload is the union of the fields proofgate reads; others are ignored.
// The raw members are read only for the events that use them.
type payload struct {
	SessionID      string
	TurnID         string
	TranscriptPath *string
	Cwd            string
	HookEventName  string
	AgentID        string
	Prompt         string
	ToolName       string
	ToolInput      []byte
	ToolResponse   []byte
	ToolUseID      string
	StopHookActive bool
	LastMessage    *string
}

// Decode reads one hook payload. Unknown fields are ignored and a field of
// an unexpected type is left empty; only input that is not a JSON object,
// or names no event proofgate handles, is an error.
func (a Adapter) Decode(data []byte) (event.Event, error) {
	p, err := readPayload(data)
	if err != nil {
		return event.Event{}, fmt.Errorf("the hook input is not a JSON object: %w", err)
	}
	return a.decode(p, readCommand)
}

// decode makes the event of payload p; command reads a tool input's
// command (read_test.go gives it encoding/json's instead).
func (a Adapter) decode(p payload, command func(toolInput []byte) string) (event.Event, error) {
	ev := event.Event{
		Kind:    event.Kind(p.HookEventName),
		Session: p.SessionID,
		Cwd:     p.Cwd,
		// A turn is Codex's unit of one user prompt: its id stays the
		// same across a Stop-hook continuation, as Claude's prompt_id.
		PromptID: p.TurnID,
		AgentID:  p.AgentID,
		Prompt:   p.Prompt,
		// TranscriptPath stays empty: the engine reads Claude Code's
		// transcript format, and a Codex rollout is not one. Codex sends
		// the final message itself (last_assistant_message).
	}
	switch ev.Kind {
	case event.PromptSubmit:
	case event.PreTool, event.PermissionRequest:
		ev.Tool = decodeTool(p, command(p.ToolInput))
		ev.Result = event.Result{ExitCode: -1}
	case event.ToolDone:
		ev.Tool = decodeTool(p, command(p.ToolInput))
		ev.Kind, ev.Result = a.decodeResult(p, ev.Tool)
	case event.Stop:
		ev.Final = event.Final{HookActive: p.StopHookActive}
		if p.LastMessage != nil {
			ev.Final.Message, ev.Final.HasMessage = *p.LastMessage, true
		}
	default:
		return event.Event{}, fmt.Errorf("unknown hook event %q", p.HookEventName)
	}
	return ev, nil
}

func decodeTool(p payload, command string) event.Tool {
	switch p.ToolName {
	case "Bash":
		return event.Tool{Name: "Bash", Command: command}
	case "apply_patch":
		tool := event.Tool{Name: "apply_patch"}
		for _, f := range PatchFiles(command) {
			tool.Paths = append(tool.Paths, absolute(p.Cwd, f))
		}
		return tool
	}
	// MCP and other tools: named, nothing proofgate judges.
	return event.Tool{Name: p.ToolName}
}

// decodeResult reads how a finished call ended. Codex fires PostToolUse
// for failures too, so the event becomes ToolFailed here when the status
// is known to be non-zero.
func (a Adapter) decodeResult(p payload, tool event.Tool) (event.Kind, event.Result) {
	res := event.Result{ExitCode: -1, Output: loose.Text(p.ToolResponse)}
	switch tool.Name {
	case "Bash":
		code, ok := ProcessExitCode(res.Output)
		if !ok && p.TranscriptPath != nil && p.ToolUseID != "" {
			exit := a.Exit
			if exit == nil {
				exit = RolloutExitCode
			}
			code, ok = exit(*p.TranscriptPath, p.ToolUseID)
		}
		if ok {
			res.ExitCode = code
		}
	case "apply_patch":
		// apply_patch's response starts with its own status line; a
		// patch that failed verification fires no PostToolUse at all.
		if code, ok := PatchExitCode(res.Output); ok {
			res.ExitCode = code
		}
	default:
		res.ExitCode = 0
	}
	if res.ExitCode > 0 {
		return event.ToolFailed, res
	}
	return event.ToolDone, res
}

// absolute joins a patch's path to the session's cwd: Codex's patches name
// files relative to it. The result uses forward slashes, one spelling per
// path in the ledger.
func absolute(cwd, path string) string {
	path = strings.ReplaceAll(path, `\`, "/")
	if filepath.IsAbs(path) || strings.HasPrefix(path, "/") || cwd == "" {
		return path
	}
	return filepath.ToSlash(filepath.Join(cwd, path))
}
