// Package claude adapts proofgate to Claude Code's hooks: it decodes a hook
// payload into an event.Event and encodes an event.Decision as the JSON
// object Claude Code reads. It is the only package that knows Claude Code's
// field names.
package claude

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/loose"
	"github.com/proofgate/proofgate/internal/once"
)

// Adapter is Claude Code's implementation of hook.Adapter.
type Adapter struct{}

// payload is the union of the fields proofgate reads; others are ignored.
// The raw members are read only for the events that use them.
type payload struct {
	SessionID      string
	TranscriptPath string
	Cwd            string
	PromptID       string
	HookEventName  string
	AgentID        string
	Prompt         string
	ToolName       string
	ToolInput      []byte
	ToolResponse   []byte
	Error          []byte
	IsInterrupt    bool
	StopHookActive bool
	LastMessage    *string
	Background     []byte
}

type toolInput struct {
	Command      string
	FilePath     string
	Path         string // Grep, Glob
	Pattern      string // Glob's glob (Grep's is a regexp)
	Glob         string // Grep's file filter
	Content      string // Write's text
	NotebookPath string
	Skill        string // the Skill tool's skill name
	Background   bool
	OldString    string
	NewString    string
	Edits        []edit
}

type edit struct{ OldString, NewString string }

type shellResponse struct {
	Stdout          string
	Stderr          string
	Interrupted     bool
	BackgroundTask  string
	TimedOutAfterMs int64
}

// Decode reads one hook payload. Unknown fields are ignored and a field of
// an unexpected type is left empty; only input that is not a JSON object,
// or names no known event, is an error.
func (Adapter) Decode(data []byte) (event.Event, error) {
	p, err := readPayload(data)
	if err != nil {
		return event.Event{}, fmt.Errorf("the hook input is not a JSON object: %w", err)
	}
	ev := event.Event{
		Kind:           event.Kind(p.HookEventName),
		Session:        p.SessionID,
		Cwd:            p.Cwd,
		PromptID:       p.PromptID,
		TranscriptPath: p.TranscriptPath,
		AgentID:        p.AgentID,
		Prompt:         p.Prompt,
	}
	switch ev.Kind {
	case event.PromptSubmit:
		ev.Injected = Injected(p.Prompt)
		ev.Teammate = TeammateMessage(p.Prompt)
		ev.Notices = Notices(p.Prompt)
	case event.PreTool, event.PermissionRequest, event.ToolDone, event.ToolFailed:
		ev.Tool, ev.Result = decodeTool(p)
		if ev.Kind == event.ToolDone && ev.Tool.Name == "TaskOutput" {
			// The agent read a background task's result: how it ended
			// reaches the ledger now, not only at the next prompt.
			if n, ok := readTaskOutput(p.ToolResponse); ok {
				ev.Notices = []event.Notice{n}
			}
		}
	case event.Stop, event.SubagentStop:
		ev.Final = decodeFinal(p)
	default:
		return event.Event{}, fmt.Errorf("unknown hook event %q", p.HookEventName)
	}
	return ev, nil
}

func decodeTool(p payload) (event.Tool, event.Result) {
	in := readToolInput(p.ToolInput)
	tool := event.Tool{Name: p.ToolName}
	switch {
	case tool.Shell():
		tool.Command = in.Command
	case tool.Name == "Skill":
		tool.Skill = in.Skill
	case tool.Name == "SlashCommand":
		// Older clients' tool: the command line, "/name args".
		tool.Skill = in.Command
	}
	switch tool.Name {
	case "Read", "Grep", "Glob":
		// What a reading tool looks into is judged like cat, and is
		// never recorded as a change.
		for _, path := range []string{in.FilePath, in.Path} {
			if path != "" {
				tool.Reads = append(tool.Reads, slashes(path))
			}
		}
		tool.Glob = in.Glob
		if tool.Name == "Glob" {
			tool.Glob = in.Pattern
		}
	default:
		for _, path := range []string{in.FilePath, in.NotebookPath} {
			if path != "" {
				tool.Paths = append(tool.Paths, slashes(path))
			}
		}
	}
	switch tool.Name {
	case "Write":
		tool.Written = in.Content
	case "Edit":
		if in.OldString != "" || in.NewString != "" {
			tool.Edits = []event.Edit{{Old: in.OldString, New: in.NewString}}
		}
	case "MultiEdit":
		for _, e := range in.Edits {
			tool.Edits = append(tool.Edits, event.Edit{Old: e.OldString, New: e.NewString})
		}
	}
	res := event.Result{ExitCode: -1}
	if p.HookEventName == string(event.ToolFailed) {
		res.Output = loose.Text(p.Error)
		res.ExitCode = exitCode(res.Output)
		res.Interrupted = p.IsInterrupt
		return tool, res
	}
	if p.HookEventName == string(event.ToolDone) {
		res.ExitCode = 0
		// Only a shell's response says how it ended; an editing tool's
		// holds the file (an Edit's originalFile), not worth decoding.
		if out, ok := readShellResponse(p.ToolResponse); tool.Shell() && ok {
			res.Output = strings.TrimRight(out.Stdout+"\n"+out.Stderr, "\n")
			res.Interrupted = out.Interrupted || out.TimedOutAfterMs > 0
			res.Background = out.BackgroundTask != ""
			res.Task = out.BackgroundTask
		}
		res.Background = res.Background || in.Background
	}
	return tool, res
}

// exitCode reads "Exit code N" from the first line of a failure's error.
func exitCode(errText string) int {
	first, _, _ := strings.Cut(errText, "\n")
	if n, ok := strings.CutPrefix(strings.TrimSpace(first), "Exit code "); ok {
		if code, err := strconv.Atoi(strings.TrimSpace(n)); err == nil {
			return code
		}
	}
	return -1
}

func decodeFinal(p payload) event.Final {
	f := event.Final{HookActive: p.StopHookActive}
	if p.LastMessage != nil {
		f.Message, f.HasMessage = *p.LastMessage, true
	}
	if statuses, ok := readTaskStatuses(p.Background); ok {
		for _, status := range statuses {
			// An entry without a status, or with one we do not know,
			// counts as running: a wait wrongly sent back costs more
			// than one let through.
			if status == nil || *status == "running" || !finished.Get()[*status] {
				f.BackgroundTasks++
			}
		}
	}
	return f
}

// finished are the statuses of background tasks that no longer run.
var finished = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"completed": true, "failed": true, "killed": true, "stopped": true, "done": true, "cancelled": true}
}}

// slashes turns Windows separators into forward slashes, so one path has
// one spelling in the ledger.
func slashes(path string) string {
	return strings.ReplaceAll(path, `\`, "/")
}
