// Package copilot adapts proofgate to GitHub Copilot CLI's hooks
// (.github/hooks/*.json, version 1): it decodes a hook payload into an
// event.Event and encodes an event.Decision as the JSON object Copilot CLI
// reads. It is the only package that knows Copilot's field names.
//
// Copilot sends one of two payload shapes, chosen by how the hook file
// spells the event: camelCase names (preToolUse) send camelCase fields
// (sessionId, toolName, toolArgs), PascalCase names (PreToolUse) send the
// VS Code-compatible snake_case fields (session_id, tool_name, tool_input).
// Both are read. What Copilot lacks, and proofgate therefore cannot do
// there: its prompt hook's output is not processed (no task-mode context
// for the model, no refused prompt), and its stop payload carries neither
// the final message nor a re-entry flag, so only the ledger rules (untested
// changes, failing checks) judge a stop and proofgate's own cap bounds it.
package copilot

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/proofgate/proofgate/internal/codex"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/loose"
	"github.com/proofgate/proofgate/internal/once"
)

// Adapter is Copilot CLI's implementation of hook.Adapter.
type Adapter struct{}

// payload is the union of both shapes' fields proofgate reads. The raw
// members are read only for the events that use them.
type payload struct {
	HookEventName string
	SessionID     string
	SessionID2    string // sessionId
	Cwd           string
	Prompt        string

	ToolName    string
	ToolName2   string // toolName
	ToolInput   []byte
	ToolArgs    []byte
	ToolResult  []byte
	ToolResult2 []byte // toolResult
	Error       []byte

	StopReason     string
	StopReason2    string // stopReason
	StopHookActive bool
}

// events maps both spellings of each event proofgate handles. The hook
// file registers the PascalCase ones.
var events = once.Value[map[string]event.Kind]{Build: func() map[string]event.Kind {
	return map[string]event.Kind{
		"UserPromptSubmit": event.PromptSubmit, "userPromptSubmitted": event.PromptSubmit,
		"PreToolUse": event.PreTool, "preToolUse": event.PreTool,
		"PermissionRequest": event.PermissionRequest, "permissionRequest": event.PermissionRequest,
		"PostToolUse": event.ToolDone, "postToolUse": event.ToolDone,
		"PostToolUseFailure": event.ToolFailed, "postToolUseFailure": event.ToolFailed,
		"Stop": event.Stop, "agentStop": event.Stop,
	}
}}

// Decode reads one hook payload. Unknown fields are ignored and a field of
// an unexpected type is left empty. The camelCase shape names no event, so
// an object without hook_event_name is read by its fields: a tool result
// or error is a post-tool event, a tool name a pre-tool one, a prompt a
// prompt, a stop reason a stop. Anything else is an error.
func (Adapter) Decode(data []byte) (event.Event, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	p, err := readPayload(data)
	if err != nil {
		return event.Event{}, fmt.Errorf("the hook input is not a JSON object: %w", err)
	}
	return decode(p, readArgs, readResult)
}

// decode makes the event of payload p; args reads a tool's arguments (and
// their text when they are a string), result a tool's result. read_test.go
// gives it encoding/json's instead.
func decode(p payload, args func([]byte) (toolArgs, string), result func([]byte) toolResult) (event.Event, error) {
	kind, ok := events.Get()[p.HookEventName]
	if !ok && p.HookEventName == "" {
		kind, ok = inferred(p)
	}
	if !ok {
		return event.Event{}, fmt.Errorf("unknown hook event %q", p.HookEventName)
	}
	ev := event.Event{Kind: kind, Session: first(p.SessionID, p.SessionID2), Cwd: p.Cwd, Prompt: p.Prompt}
	switch kind {
	case event.PreTool, event.PermissionRequest:
		ev.Tool = decodeTool(p, args)
		ev.Result = event.Result{ExitCode: -1}
	case event.ToolDone:
		ev.Tool = decodeTool(p, args)
		res := result(first2(p.ToolResult, p.ToolResult2))
		ev.Result = event.Result{ExitCode: 0, Output: first(res.Text, res.Text2)}
		switch first(res.ResultType, res.ResultType2) {
		case "failure", "error":
			// The VS Code shape's PostToolUse also reports failures.
			ev.Kind, ev.Result.ExitCode = event.ToolFailed, loose.ExitCode(ev.Result.Output)
		case "denied":
			// It never ran: nothing changed, nothing was checked.
			ev.Tool = event.Tool{Name: ev.Tool.Name}
		}
	case event.ToolFailed:
		ev.Tool = decodeTool(p, args)
		out := loose.Text(p.Error)
		ev.Result = event.Result{ExitCode: loose.ExitCode(out), Output: out}
	case event.Stop:
		ev.Final = event.Final{HookActive: p.StopHookActive}
	}
	return ev, nil
}

func inferred(p payload) (event.Kind, bool) {
	switch {
	case p.ToolResult2 != nil:
		return event.ToolDone, true
	case p.Error != nil && p.ToolName2 != "":
		return event.ToolFailed, true
	case p.ToolName2 != "":
		return event.PreTool, true
	case p.StopReason2 != "":
		return event.Stop, true
	case p.Prompt != "":
		return event.PromptSubmit, true
	}
	return "", false
}

// toolArgs are the arguments of Copilot's built-in tools proofgate reads:
// bash and powershell take command, create and edit take path.
type toolArgs struct {
	Command  string
	Path     string
	FilePath string
	OldStr   string
	NewStr   string
	Input    string // apply_patch
}

// decodeTool reads the tool of p; read reads its arguments (see readArgs).
func decodeTool(p payload, read func([]byte) (toolArgs, string)) event.Tool {
	// camelCase toolArgs may be the arguments' JSON as a string.
	args, text := read(first2(p.ToolInput, p.ToolArgs))
	name := first(p.ToolName, p.ToolName2)
	switch name {
	case "bash":
		return event.Tool{Name: "Bash", Command: args.Command}
	case "powershell":
		return event.Tool{Name: "PowerShell", Command: args.Command}
	case "create", "edit":
		tool := event.Tool{Name: map[string]string{"create": "Write", "edit": "Edit"}[name]}
		if path := first(args.Path, args.FilePath); path != "" {
			tool.Paths = []string{strings.ReplaceAll(path, `\`, "/")}
		}
		if name == "edit" && (args.OldStr != "" || args.NewStr != "") {
			tool.Edits = []event.Edit{{Old: args.OldStr, New: args.NewStr}}
		}
		return tool
	case "apply_patch":
		tool := event.Tool{Name: "apply_patch"}
		patch := first(args.Input, args.Command)
		if patch == "" {
			patch = text
		}
		for _, f := range codex.PatchFiles(patch) {
			tool.Paths = append(tool.Paths, join(p.Cwd, f))
		}
		return tool
	}
	return event.Tool{Name: name}
}

// toolResult is a tool's result in either shape.
type toolResult struct {
	ResultType  string // result_type
	ResultType2 string // resultType
	Text        string // text_result_for_llm
	Text2       string // textResultForLlm
}

func first(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func first2(a, b []byte) []byte {
	if len(a) > 0 && string(a) != "null" {
		return a
	}
	return b
}

// join makes a relative patch path absolute against cwd.
func join(cwd, path string) string {
	path = strings.ReplaceAll(path, `\`, "/")
	if strings.HasPrefix(path, "/") || (len(path) > 1 && path[1] == ':') || cwd == "" {
		return path
	}
	return strings.TrimSuffix(strings.ReplaceAll(cwd, `\`, "/"), "/") + "/" + path
}
