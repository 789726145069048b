// Package cursor adapts proofgate to Cursor's hooks (.cursor/hooks.json,
// version 1, for the IDE agent and cursor-agent): it decodes a hook payload
// into an event.Event and encodes an event.Decision as the JSON object
// Cursor reads. It is the only package that knows Cursor's field names.
//
// What Cursor lacks, and proofgate therefore cannot do there: its prompt
// hook cannot add context (no task-mode guidance for the model); its stop
// hook carries no final message, so only the ledger rules (untested
// changes, failing checks) judge a stop, and it cannot refuse a stop, only
// send a follow-up user message, which Cursor bounds by loop_limit; its
// "ask" permission has been broken since 2.4.21, so an ask is a deny.
package cursor

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/loose"
	"github.com/proofgate/proofgate/internal/once"
)

// Adapter is Cursor's implementation of hook.Adapter.
type Adapter struct{}

// payload is the union of the fields proofgate reads; others are ignored.
// The raw members are read only for the events that use them.
type payload struct {
	HookEventName  string
	ConversationID string
	GenerationID   string
	WorkspaceRoots []string
	Cwd            string
	Prompt         string
	ToolName       string
	ToolInput      []byte
	ToolOutput     []byte
	Error          []byte
	ErrorMessage   []byte
	Command        string // beforeShellExecution
	FilePath       string // afterFileEdit
	Edits          []edit
	Status         string
	LoopCount      int
}

type edit struct{ Old, New string }

// events are the Cursor hooks proofgate answers.
var events = once.Value[map[string]event.Kind]{Build: func() map[string]event.Kind {
	return map[string]event.Kind{
		"beforeSubmitPrompt":   event.PromptSubmit,
		"preToolUse":           event.PreTool,
		"beforeShellExecution": event.PreTool,
		"postToolUse":          event.ToolDone,
		"afterFileEdit":        event.ToolDone,
		"postToolUseFailure":   event.ToolFailed,
		"stop":                 event.Stop,
	}
}}

// errNotCompleted is a stop that is no finished turn (aborted, or ended on
// an error): there is nothing to judge and nothing may be sent back.
var errNotCompleted = errors.New("the agent did not complete its turn")

// Decode reads one hook payload, after the UTF-8 byte order mark Cursor's
// Windows runner puts before it. Unknown fields are ignored and a field of
// an unexpected type is left empty; input that is not a JSON object, names
// no event proofgate handles, or is a stop that did not complete, is an
// error (answered with {}).
func (Adapter) Decode(data []byte) (event.Event, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	p, err := readPayload(data)
	if err != nil {
		return event.Event{}, fmt.Errorf("the hook input is not a JSON object: %w", err)
	}
	return decode(p, readToolInput)
}

// decode makes the event of payload p; input reads a tool's input
// (read_test.go gives it encoding/json's instead).
func decode(p payload, input func([]byte) toolInput) (event.Event, error) {
	kind, ok := events.Get()[p.HookEventName]
	if !ok {
		return event.Event{}, fmt.Errorf("unknown hook event %q", p.HookEventName)
	}
	ev := event.Event{Kind: kind, Session: p.ConversationID, PromptID: p.GenerationID, Cwd: p.Cwd, Prompt: p.Prompt}
	if ev.Cwd == "" && len(p.WorkspaceRoots) > 0 {
		ev.Cwd = p.WorkspaceRoots[0]
	}
	switch p.HookEventName {
	case "beforeShellExecution":
		ev.Tool, ev.Result = event.Tool{Name: "Bash", Command: p.Command}, event.Result{ExitCode: -1}
	case "afterFileEdit":
		ev.Tool = event.Tool{Name: "Edit", Paths: paths(p.FilePath)}
		for _, e := range p.Edits {
			ev.Tool.Edits = append(ev.Tool.Edits, event.Edit{Old: e.Old, New: e.New})
		}
	case "preToolUse":
		ev.Tool, ev.Result = decodeTool(p, input(p.ToolInput)), event.Result{ExitCode: -1}
	case "postToolUse":
		ev.Tool, ev.Result = decodeTool(p, input(p.ToolInput)), event.Result{ExitCode: 0, Output: loose.Text(p.ToolOutput)}
	case "postToolUseFailure":
		out := loose.Text(p.Error)
		if out == "" {
			out = loose.Text(p.ErrorMessage)
		}
		ev.Tool, ev.Result = decodeTool(p, input(p.ToolInput)), event.Result{ExitCode: loose.ExitCode(out), Output: out}
	case "stop":
		if p.Status != "" && p.Status != "completed" {
			return event.Event{}, fmt.Errorf("%w (status %q)", errNotCompleted, p.Status)
		}
		// loop_count counts the follow-ups already sent this turn.
		ev.Final = event.Final{HookActive: p.LoopCount > 0}
	}
	return ev, nil
}

type toolInput struct {
	Command   string
	FilePath  string
	Path      string
	OldString string
	NewString string
}

// decodeTool maps Cursor's tools to proofgate's: Shell runs a command;
// Write, Edit, MultiEdit and Delete change a file.
func decodeTool(p payload, in toolInput) event.Tool {
	switch p.ToolName {
	case "Shell", "Bash", "run_terminal_cmd":
		return event.Tool{Name: "Bash", Command: in.Command}
	case "Write", "Edit", "MultiEdit", "Delete", "StrReplace", "search_replace", "edit_file", "delete_file":
		tool := event.Tool{Name: p.ToolName, Paths: paths(in.FilePath, in.Path)}
		if in.OldString != "" || in.NewString != "" {
			tool.Edits = []event.Edit{{Old: in.OldString, New: in.NewString}}
		}
		return tool
	}
	return event.Tool{Name: p.ToolName}
}

func paths(candidates ...string) []string {
	for _, p := range candidates {
		if p != "" {
			return []string{strings.ReplaceAll(p, `\`, "/")}
		}
	}
	return nil
}
