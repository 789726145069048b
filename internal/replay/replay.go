// Package replay feeds a recorded Claude Code transcript through the same
// code the hooks run, into a throw-away ledger, and reports the decision
// proofgate would have taken at every place the agent stopped. It is how a
// user tunes the gate on their own history.
//
// Replay is the live gate: it sends the hook engine only what Claude Code
// would, built from the transcript. Tool results reach it only for the
// tools hooks/hooks.json matches (a Read is not a change); skill bodies the
// client injects (isMeta) are not prompts; task notifications and teammate
// messages go through UserPromptSubmit as the harness's own messages, and a
// prompt typed while the agent worked as a new prompt; a stop is only where
// the turn ended, however the client ordered a message's lines and its tool
// results; the Stop carries the background tasks (shells, subagents,
// teammates) still running, as Claude Code's background_tasks does. A
// subagent's tool calls reach the live hooks with its agent id: replay
// reads them from the subagent's transcript next to the main one, and where
// that is missing it tells the engine that work happened which it cannot
// see.
//
// The transcript is streamed: memory is bounded by the longest lines, not
// by the file, so a 100 MB session replays like a small one.
package replay

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/once"
)

// Stop is one place the agent ended its turn, and proofgate's verdict.
type Stop struct {
	Line    int    `json:"line"`
	Prompt  string `json:"prompt"`
	Message string `json:"message"`
	// Closing is the sentence of Message that the gate judged for a
	// premature stop (see detect.Closing).
	Closing    string `json:"closing"`
	HookActive bool   `json:"stop_hook_active"`
	// Background counts the tasks still running at the stop.
	Background int    `json:"background_tasks,omitempty"`
	Block      bool   `json:"block"`
	Rule       string `json:"rule,omitempty"` // the rule that decided: see gate.Rules
	Reason     string `json:"reason,omitempty"`
	Warning    string `json:"warning,omitempty"`
	// Warn is set when the stop was allowed with a warning from Rule.
	Warn bool `json:"warn,omitempty"`
}

// Summary counts what the replay saw.
type Summary struct {
	Lines   int `json:"lines"`
	Prompts int `json:"prompts"`
	Tools   int `json:"tool_results"`
	Stops   int `json:"stops"`
	Blocked int `json:"blocked"`
	Warned  int `json:"warned"`
	Skipped int `json:"skipped_lines"` // unreadable or oversized lines
}

// MaxLine bounds one transcript line; a longer one (a huge tool output) is
// skipped and counted.
const MaxLine = 32 << 20

// Run replays the transcript in r through e, calling emit for every stop.
// Subagent transcripts are not read: see File.
func Run(r io.Reader, e *hook.Engine, emit func(Stop)) (Summary, error) {
	return run(r, "", e, emit)
}

// File replays the transcript at path through e, calling emit for every
// stop, with the subagent transcripts Claude Code keeps beside it
// (<session>/subagents/agent-<id>.jsonl).
func File(path string, e *hook.Engine, emit func(Stop)) (Summary, error) {
	f, err := os.Open(path)
	if err != nil {
		return Summary{}, err
	}
	defer f.Close()
	return run(f, strings.TrimSuffix(path, filepath.Ext(path)), e, emit)
}

func run(r io.Reader, sideDir string, e *hook.Engine, emit func(Stop)) (Summary, error) {
	p := player{engine: e, emit: emit, pending: map[string]toolUse{}, running: map[string]task{}, sideDir: sideDir}
	return p.replay(r)
}

// Payloads replays the transcript at path through e and returns every hook
// payload it sent, in order: what Claude Code would have sent the live
// hooks. A test feeds them to `proofgate hook` to hold replay and the live
// hooks to the same decisions.
func Payloads(path string, e *hook.Engine) ([][]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out [][]byte
	p := player{engine: e, emit: func(Stop) {}, pending: map[string]toolUse{}, running: map[string]task{},
		sideDir: strings.TrimSuffix(path, filepath.Ext(path)), tap: func(b []byte) { out = append(out, b) }}
	_, err = p.replay(f)
	return out, err
}

// replay reads the transcript line by line; a subagent's transcript is
// replayed by a player of its own.
func (p *player) replay(r io.Reader) (Summary, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, err := readLine(br)
		if len(line) > 0 || errors.Is(err, errTooLong) {
			p.sum.Lines++
			if errors.Is(err, errTooLong) {
				p.sum.Skipped++
			} else if err := p.line(line); err != nil {
				return p.sum, err
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil && !errors.Is(err, errTooLong) {
			return p.sum, err
		}
	}
	return p.sum, p.flush()
}

var errTooLong = errors.New("line too long")

// readLine returns the next line without its newline; a line over MaxLine
// is drained and reported as errTooLong.
func readLine(br *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > MaxLine {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if err == io.EOF {
				return nil, io.EOF
			}
			return nil, errTooLong
		}
		buf = append(buf, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return bytes.TrimRight(buf, "\r\n"), err
	}
}

// line is the part of a transcript line replay reads.
type line struct {
	Type        string `json:"type"`
	SessionID   string `json:"sessionId"`
	Cwd         string `json:"cwd"`
	IsSidechain bool   `json:"isSidechain"`
	IsMeta      bool   `json:"isMeta"`
	// IsCompactSummary marks the summary the client writes when it
	// continues a session past its context: not a prompt.
	IsCompactSummary bool `json:"isCompactSummary"`
	Message          struct {
		ID         string          `json:"id"`
		Content    json.RawMessage `json:"content"`
		StopReason string          `json:"stop_reason"`
	} `json:"message"`
	ToolUseResult json.RawMessage `json:"toolUseResult"`
	// Attachment carries what the client adds to the next request, such as
	// a prompt typed or a task notification that arrived while the agent
	// was busy.
	Attachment *struct {
		Type string `json:"type"`
		// Prompt is text or, for a typed prompt, content blocks.
		Prompt json.RawMessage `json:"prompt"`
		// CommandMode tells a prompt the user typed ("prompt") from a
		// message the harness wrote ("task-notification").
		CommandMode string `json:"commandMode"`
	} `json:"attachment"`
}

type block struct {
	Type      string          `json:"type"`
	Text      string          `json:"text"`
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Input     json.RawMessage `json:"input"`
	ToolUseID string          `json:"tool_use_id"`
	Content   json.RawMessage `json:"content"`
	IsError   bool            `json:"is_error"`
}

type toolUse struct {
	name  string
	input json.RawMessage
}

// player holds the state between lines: the assistant message being
// assembled and the tool calls waiting for their results.
type player struct {
	engine  *hook.Engine
	emit    func(Stop)
	sum     Summary
	session string
	cwd     string
	prompt  string
	active  bool // a stop-hook continuation is under way

	msgID   string
	msgLine int
	texts   []string
	// tools is set when the message did not end the turn: it made tool
	// calls (seen as a call or as the API's stop_reason), or a tool result
	// followed it.
	tools   bool
	pending map[string]toolUse
	// early are the results whose call's line is not written yet, held
	// until it is: the live hook saw the call and its result together.
	early map[string]earlyResult
	// running are the background tasks under way, by task id (a shell's
	// backgroundTaskId, an agent's agentId, a teammate's name).
	running map[string]task
	// sideDir is where the session's subagent transcripts would be; ""
	// when the transcript was not read from a file.
	sideDir string
	// agent is set while a subagent's transcript is replayed.
	agent string
	// tap, when set, sees every payload sent to the engine.
	tap func([]byte)
}

// task is one background task under way.
type task struct{ kind string }

type earlyResult struct {
	block  block
	result json.RawMessage
}

// maxEarly bounds the results held for a call not yet written; the call
// follows within a line or two when it comes at all.
const maxEarly = 8

func (p *player) line(raw []byte) error {
	var l line
	if json.Unmarshal(raw, &l) != nil {
		p.sum.Skipped++
		return nil
	}
	if l.IsSidechain && p.agent == "" {
		return nil // a subagent's lines inside the main transcript (older clients)
	}
	if p.session == "" && l.SessionID != "" {
		p.session, p.cwd = l.SessionID, l.Cwd
	}
	if p.agent != "" && l.Type == "user" && !l.IsMeta && isPromptText(l.Message.Content) {
		return nil // a subagent's task prompt is not the user's
	}
	switch l.Type {
	case "assistant":
		if l.Message.ID != p.msgID || l.Message.ID == "" {
			if err := p.flush(); err != nil {
				return err
			}
			p.msgID, p.msgLine = l.Message.ID, p.sum.Lines
		}
		// Some clients write a message's text before its calls with other
		// lines between; the API's stop_reason already says calls follow.
		p.tools = p.tools || l.Message.StopReason == "tool_use"
		return p.assistant(blocks(l.Message.Content))
	case "attachment":
		if a := l.Attachment; a != nil && a.Type == "queued_command" {
			return p.queued(a.CommandMode, contentText(a.Prompt))
		}
	case "user":
		// A tool result is written only while its turn goes on, so the
		// message before it did not end the turn: the result may answer
		// that message's call written after it, or a call still running.
		p.tools = p.tools || hasResults(l.Message.Content)
		if err := p.flush(); err != nil {
			return err
		}
		if l.IsMeta && !feedback(l.Message.Content) || l.IsCompactSummary {
			return nil // a skill's body, a caveat or a summary the client injected
		}
		return p.user(l)
	}
	return nil
}

func (p *player) assistant(bs []block) error {
	for _, b := range bs {
		switch b.Type {
		case "text":
			p.texts = append(p.texts, b.Text)
		case "tool_use":
			p.tools = true
			if err := p.call(b); err != nil {
				return err
			}
		}
	}
	return nil
}

// call waits for the call's result, or sends the one the client wrote
// first.
func (p *player) call(b block) error {
	use := toolUse{name: b.Name, input: b.Input}
	if r, ok := p.early[b.ID]; ok {
		delete(p.early, b.ID)
		return p.answered(use, r.block, r.result)
	}
	if len(p.pending) < 1024 {
		p.pending[b.ID] = use
	}
	return nil
}

// flush ends the assistant message being assembled; one without tool calls
// is the end of a turn, where the Stop hook runs. In a subagent's
// transcript the end is its SubagentStop, which replay does not judge.
func (p *player) flush() error {
	defer func() { p.msgID, p.texts, p.tools = "", nil, false }()
	if len(p.texts) == 0 || p.tools || p.agent != "" {
		return nil
	}
	message := strings.Join(p.texts, "\n\n")
	d, err := p.send(map[string]any{
		"hook_event_name":        "Stop",
		"stop_hook_active":       p.active,
		"last_assistant_message": message,
		"background_tasks":       p.backgroundTasks(),
	})
	if err != nil {
		return err
	}
	p.sum.Stops++
	if d.Block {
		p.sum.Blocked++
	}
	if d.Warn {
		p.sum.Warned++
	}
	p.emit(Stop{
		Line: p.msgLine, Prompt: p.prompt, Message: message, Closing: detect.Closing(message), HookActive: p.active, Background: len(p.running),
		Block: d.Block, Rule: d.Rule, Reason: d.Reason, Warning: d.Message, Warn: d.Warn,
	})
	return nil
}

// backgroundTasks lists the running tasks as Claude Code's Stop payload
// does.
func (p *player) backgroundTasks() []map[string]string {
	out := []map[string]string{}
	for id, t := range p.running {
		out = append(out, map[string]string{"id": id, "type": t.kind, "status": "running"})
	}
	return out
}

func (p *player) user(l line) error {
	var text string
	if json.Unmarshal(l.Message.Content, &text) == nil {
		return p.prompted(text)
	}
	var texts []string
	for _, b := range blocks(l.Message.Content) {
		switch b.Type {
		case "tool_result":
			if err := p.toolResult(b, l.ToolUseResult); err != nil {
				return err
			}
		case "text":
			texts = append(texts, b.Text)
		}
	}
	if len(texts) > 0 {
		return p.prompted(strings.Join(texts, "\n"))
	}
	return nil
}

// queued reads what reached the agent while it worked: a prompt the user
// typed is a new prompt, submitted as a prompt typed between turns is; a
// message the harness wrote continues the turn.
func (p *player) queued(mode, text string) error {
	if mode == "prompt" {
		if err := p.flush(); err != nil {
			return err
		}
		return p.prompted(text)
	}
	if claude.Injected(text) {
		return p.injected(text)
	}
	return nil
}

// prompted handles a user message: proofgate's own block feedback
// continues the turn; a message the harness wrote (a task notification, a
// teammate's message) goes to UserPromptSubmit as the harness's and ends
// the tasks it reports; anything else starts a new prompt.
func (p *player) prompted(text string) error {
	if strings.HasPrefix(strings.TrimSpace(text), "Stop hook feedback:") {
		p.active = true
		return nil
	}
	if name, args, ok := ownCommand(text); ok {
		return p.switchGate(name, args)
	}
	if cmd, ok := slashCommand(text); ok {
		text = cmd
	} else if isNoise(text) || strings.HasPrefix(strings.TrimSpace(text), compactSummary) {
		return nil
	}
	if claude.Injected(text) {
		return p.injected(text)
	}
	p.active = false
	p.prompt = text
	p.early = nil // a new turn: the calls they waited for will not come
	p.sum.Prompts++
	_, err := p.send(map[string]any{"hook_event_name": "UserPromptSubmit", "prompt": text})
	return err
}

// ownCommand recognises the echo of proofgate's own slash commands
// (/proofgate:pause, /proofgate:resume), however the client orders its tags.
func ownCommand(text string) (name, args string, ok bool) {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "<command-") {
		return "", "", false
	}
	name = between(t, "<command-name>", "</command-name>")
	switch name {
	case "/proofgate:pause", "/proofgate:resume":
		return name, between(t, "<command-args>", "</command-args>"), true
	}
	return "", "", false
}

// switchGate does what the command's shell step did live, which the
// transcript holds only as text: it pauses or resumes the gate in the
// replay's ledger. Like the live hook, it starts no prompt.
func (p *player) switchGate(name, args string) error {
	var pause *ledger.Pause
	if name == "/proofgate:pause" {
		words := strings.Fields(args)
		pause = &ledger.Pause{Prompt: slices.Contains(words, "--prompt"), Guards: slices.Contains(words, "--guards")}
	}
	_, err := p.engine.Store.SetPause(p.sessionID(), p.cwd, pause)
	return err
}

// isNoise recognises user lines the client writes that the user did not
// type: slash-command echoes and their output, interruption notices.
func isNoise(text string) bool {
	t := strings.TrimSpace(text)
	for _, prefix := range []string{"<command-message>", "<local-command-stdout>", "<local-command-stderr>", "<bash-input>", "<bash-stdout>", "<bash-stderr>", "Caveat: ", "[Request interrupted"} {
		if strings.HasPrefix(t, prefix) {
			return true
		}
	}
	return t == ""
}

// compactSummary opens the summary an older client wrote, without the
// isCompactSummary mark, when it continued a session past its context.
const compactSummary = "This session is being continued from a previous conversation"

// slashCommand reads the line the client writes for a slash command the
// user typed (<command-name>/exit</command-name> … <command-args>…): the
// user's prompt is the command and its arguments.
func slashCommand(text string) (string, bool) {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "<command-name>") {
		return "", false
	}
	name := between(t, "<command-name>", "</command-name>")
	args := between(t, "<command-args>", "</command-args>")
	return strings.TrimSpace(name + " " + args), name != ""
}

func between(s, open, close string) string {
	_, rest, ok := strings.Cut(s, open)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(rest, close)
	return strings.TrimSpace(v)
}

// hooked are the matchers hooks/hooks.json sends to PostToolUse: tool
// names, and mcpTools for every MCP server's tools; replay sends no others
// (TestHookedMatchesHooksJSON holds the two together).
var hooked = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"Bash": true, "PowerShell": true, "Edit": true, "Write": true, "MultiEdit": true, "NotebookEdit": true,
		mcpTools: true}
}}

// mcpTools is the matcher of every MCP server's tools (mcp__<server>__<tool>).
const mcpTools = "mcp__.*"

// hooks reports a tool whose results hooks.json sends to the hooks.
func hooks(tool string) bool {
	return hooked.Get()[tool] || hooked.Get()[mcpTools] && strings.HasPrefix(tool, "mcp__") && observe.MCPTool(tool)
}

func (p *player) toolResult(b block, result json.RawMessage) error {
	use, ok := p.pending[b.ToolUseID]
	if !ok {
		p.hold(b, result)
		return nil
	}
	delete(p.pending, b.ToolUseID)
	return p.answered(use, b, result)
}

// hold keeps a result whose call has no line yet: some clients write the
// result first.
func (p *player) hold(b block, result json.RawMessage) {
	if p.early == nil {
		p.early = map[string]earlyResult{}
	}
	if len(p.early) < maxEarly && b.ToolUseID != "" {
		p.early[b.ToolUseID] = earlyResult{block: b, result: result}
	}
}

// answered sends a call and its result to the hook the live client runs
// for it, if any.
func (p *player) answered(use toolUse, b block, result json.RawMessage) error {
	p.sum.Tools++
	if err := p.track(use, result, b.IsError); err != nil {
		return err
	}
	if !hooks(use.name) {
		return nil
	}
	payload := map[string]any{"tool_name": use.name, "tool_input": use.input}
	if b.IsError {
		text := contentText(b.Content)
		ran, interrupted := ranAndFailed(text)
		if !ran && observe.MCPTool(use.name) {
			ran = mcpRan(text)
		}
		if !ran {
			return nil // rejected before it ran: no hook fires
		}
		payload["hook_event_name"] = "PostToolUseFailure"
		payload["error"] = text
		payload["is_interrupt"] = interrupted
	} else {
		payload["hook_event_name"] = "PostToolUse"
		if len(result) > 0 {
			payload["tool_response"] = result
		}
	}
	_, err := p.send(payload)
	return err
}

// ranAndFailed reads a tool error: a call that ran and failed (a command's
// "Exit code N", an interruption) fires PostToolUseFailure; one refused
// before it ran (the user rejected it, a sibling call failed, an edit whose
// text was not found, a <tool_use_error>) fires no hook at all.
func ranAndFailed(text string) (ran, interrupted bool) {
	t := strings.TrimSpace(text)
	switch {
	case strings.HasPrefix(t, "Exit code "), strings.HasPrefix(t, "Error: Exit code "):
		return true, false
	case strings.Contains(t, "[Request interrupted by user"):
		return true, true
	}
	return false, false
}

// mcpRan reads an MCP tool's error: the server's own error (a result it
// marked isError, or a tool that threw) means the call ran and failed;
// a call refused before it ran (the user rejected it, a hook denied it, a
// <tool_use_error>) fires no hook.
func mcpRan(text string) bool {
	t := strings.TrimSpace(text)
	switch {
	case t == "", strings.HasPrefix(t, "<tool_use_error>"), strings.Contains(t, "The user doesn't want to proceed"),
		strings.HasPrefix(t, "PreToolUse:"), strings.HasPrefix(t, "Permission to use"):
		return false
	}
	return true
}

// send runs one payload through the Claude adapter and the engine, as a
// hook call would.
func (p *player) send(payload map[string]any) (event.Decision, error) {
	payload["session_id"] = p.sessionID()
	payload["cwd"] = p.cwd
	if p.agent != "" {
		payload["agent_id"] = p.agent
	}
	data, err := json.Marshal(payload)
	if err != nil {
		return event.Decision{}, err
	}
	if p.tap != nil {
		p.tap(data)
	}
	ev, err := claude.Adapter{}.Decode(data)
	if err != nil {
		return event.Decision{}, err
	}
	return p.engine.Handle(ev)
}

func (p *player) sessionID() string {
	if p.session == "" {
		return "replay"
	}
	return p.session
}

// feedback reports a stop hook's feedback, which the client writes as a
// user message (sometimes marked isMeta): the turn continues.
func feedback(content json.RawMessage) bool {
	var text string
	if json.Unmarshal(content, &text) != nil {
		for _, b := range blocks(content) {
			text += b.Text
		}
	}
	return strings.HasPrefix(strings.TrimSpace(text), "Stop hook feedback:")
}

// hasResults reports a user line that carries tool results.
func hasResults(content json.RawMessage) bool {
	return !isPromptText(content)
}

// isPromptText reports a user line whose content is text, not tool results.
func isPromptText(content json.RawMessage) bool {
	var text string
	if json.Unmarshal(content, &text) == nil {
		return true
	}
	for _, b := range blocks(content) {
		if b.Type == "tool_result" {
			return false
		}
	}
	return true
}

func blocks(content json.RawMessage) []block {
	var bs []block
	_ = json.Unmarshal(content, &bs)
	return bs
}

// contentText reads a tool result's content, a string or a list of text
// blocks.
func contentText(content json.RawMessage) string {
	var s string
	if json.Unmarshal(content, &s) == nil {
		return s
	}
	var texts []string
	for _, b := range blocks(content) {
		if b.Type == "text" {
			texts = append(texts, b.Text)
		}
	}
	return strings.Join(texts, "\n")
}
