// Package event holds the harness-neutral shape of a hook call: the Event an
// agent harness reports and the Decision proofgate answers with.
//
// Adapters (internal/claude, internal/codex, internal/copilot,
// internal/cursor; internal/harness picks one by name) decode their own
// payloads into an Event and encode a Decision back. Nothing outside an
// adapter knows a harness's JSON field names.
package event

// Kind names what happened in the agent's session.
type Kind string

const (
	PromptSubmit      Kind = "UserPromptSubmit"
	PreTool           Kind = "PreToolUse"
	PermissionRequest Kind = "PermissionRequest"
	ToolDone          Kind = "PostToolUse"
	ToolFailed        Kind = "PostToolUseFailure"
	Stop              Kind = "Stop"
	SubagentStop      Kind = "SubagentStop"
)

// Event is one hook call, decoded.
type Event struct {
	Kind           Kind
	Session        string
	Cwd            string
	PromptID       string
	TranscriptPath string
	AgentID        string // set inside a subagent

	Prompt string // PromptSubmit
	// Injected is set for a PromptSubmit whose text the harness wrote, not
	// the user: a background task's completion notice, a teammate's
	// message. It continues the current task instead of starting one.
	Injected bool
	// Teammate is set for an injected message from another agent of an
	// agent team (a lead's instruction, a teammate's report).
	Teammate bool
	// Notices are the background tasks the event reports finished.
	Notices []Notice
	Tool    Tool   // PreTool, PermissionRequest, ToolDone, ToolFailed
	Result  Result // ToolDone, ToolFailed
	Final   Final  // Stop, SubagentStop
}

// Tool is the tool call an event is about.
type Tool struct {
	Name    string   // Bash, PowerShell, Edit, Write, MultiEdit, NotebookEdit, …
	Command string   // the shell command, for Bash and PowerShell
	Paths   []string // the files it writes, for the editing tools
	// Reads are the file or directory a reading tool (Read, Grep, Glob)
	// looks into, and Glob the pattern it selects files by; a read is
	// never a change.
	Reads []string
	Glob  string
	// Written is the text a Write call writes; the guardrails look in it
	// for switches that turn proofgate off. It is never stored.
	Written string
	// Edits are the replacements an Edit or MultiEdit made, when the
	// harness says; a change that only touches comments needs no check.
	Edits []Edit
	// Skill is the skill or slash command a Skill or SlashCommand call
	// invokes, as the model wrote it ("proofgate:pause",
	// "/proofgate:pause --prompt"): the guardrails keep the user's own
	// commands (pause, resume, wrong) from the model.
	Skill string
}

// Edit is one replacement in a file.
type Edit struct {
	Old, New string
}

// Shell reports whether the tool runs a shell command.
func (t Tool) Shell() bool { return t.Name == "Bash" || t.Name == "PowerShell" }

// Result is how a tool call ended.
type Result struct {
	// ExitCode is the command's exit status when the harness reported one
	// (a failed Bash call); -1 when unknown.
	ExitCode    int
	Output      string // stdout+stderr or the error text, possibly truncated
	Interrupted bool   // the user or a timeout stopped it
	Background  bool   // it went to the background and has not finished
	Task        string // the background task's id, when it went there
}

// Notice says a background task finished: Status is "completed", "failed"
// or "killed"; ExitCode is set when the harness reported one.
type Notice struct {
	Task     string
	Status   string
	ExitCode *int
}

// Success reads a notice as a verification result: nil when the task was
// stopped before it could tell.
func (n Notice) Success() *bool {
	var ok bool
	switch {
	case n.ExitCode != nil:
		ok = *n.ExitCode == 0
	case n.Status == "completed":
		ok = true
	case n.Status == "failed":
		ok = false
	default:
		return nil
	}
	return &ok
}

// Final is the agent's stop: its last message and the state around it.
type Final struct {
	Message         string
	HasMessage      bool // the harness sent the message (it may legitimately be empty)
	HookActive      bool // this stop follows a stop-hook continuation in the same turn
	BackgroundTasks int  // tasks still running when the agent stopped
}

// Decision is proofgate's answer to an Event. The zero Decision allows
// silently.
type Decision struct {
	Block      bool   // Stop: continue the turn; PromptSubmit: refuse the prompt
	Reason     string // why, addressed to the model (Stop) or the user (PromptSubmit)
	Rule       string // the id of the rule that decided a stop; adapters do not send it
	Warn       bool   // a stop allowed with a warning (Message) from Rule
	Context    string // extra context for the model
	Message    string // a notice shown to the user
	Permission Permission
}

// Permission is a guardrail verdict before a tool runs.
type Permission string

const (
	Allow Permission = ""
	Ask   Permission = "ask"
	Deny  Permission = "deny"
)
