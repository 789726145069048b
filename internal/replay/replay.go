// Package replay feeds a recorded Claude Code transcript through the same
// code the hooks run, into a throw-away ledger, and reports the decision
// proofgate would have taken at every place the agent stopped. It is how a
// user tunes the gate on their own history.
//
// The transcript is streamed: memory is bounded by the longest line, not
// by the file, so a 100 MB session replays like a small one.
package replay

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
)

// Stop is one place the agent ended its turn, and proofgate's verdict.
type Stop struct {
	Line       int    `json:"line"`
	Prompt     string `json:"prompt"`
	Message    string `json:"message"`
	HookActive bool   `json:"stop_hook_active"`
	Block      bool   `json:"block"`
	Reason     string `json:"reason,omitempty"`
	Warning    string `json:"warning,omitempty"`
}

// Summary counts what the replay saw.
type Summary struct {
	Lines   int `json:"lines"`
	Prompts int `json:"prompts"`
	Tools   int `json:"tool_results"`
	Stops   int `json:"stops"`
	Blocked int `json:"blocked"`
	Skipped int `json:"skipped_lines"` // unreadable or oversized lines
}

// MaxLine bounds one transcript line; a longer one (a huge tool output) is
// skipped and counted.
const MaxLine = 32 << 20

// Run replays the transcript in r through e, calling emit for every stop.
func Run(r io.Reader, e *hook.Engine, emit func(Stop)) (Summary, error) {
	p := player{engine: e, emit: emit, pending: map[string]toolUse{}}
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
	Message     struct {
		ID      string          `json:"id"`
		Content json.RawMessage `json:"content"`
	} `json:"message"`
	ToolUseResult json.RawMessage `json:"toolUseResult"`
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
	tools   bool
	pending map[string]toolUse
}

func (p *player) line(raw []byte) error {
	var l line
	if json.Unmarshal(raw, &l) != nil {
		p.sum.Skipped++
		return nil
	}
	if l.IsSidechain {
		return nil // a subagent's own transcript lines
	}
	if p.session == "" && l.SessionID != "" {
		p.session, p.cwd = l.SessionID, l.Cwd
	}
	switch l.Type {
	case "assistant":
		if l.Message.ID != p.msgID || l.Message.ID == "" {
			if err := p.flush(); err != nil {
				return err
			}
			p.msgID, p.msgLine = l.Message.ID, p.sum.Lines
		}
		p.assistant(blocks(l.Message.Content))
	case "user":
		if err := p.flush(); err != nil {
			return err
		}
		return p.user(l)
	}
	return nil
}

func (p *player) assistant(bs []block) {
	for _, b := range bs {
		switch b.Type {
		case "text":
			p.texts = append(p.texts, b.Text)
		case "tool_use":
			p.tools = true
			if len(p.pending) < 1024 {
				p.pending[b.ID] = toolUse{name: b.Name, input: b.Input}
			}
		}
	}
}

// flush ends the assistant message being assembled; one without tool calls
// is the end of a turn, where the Stop hook runs.
func (p *player) flush() error {
	defer func() { p.msgID, p.texts, p.tools = "", nil, false }()
	if len(p.texts) == 0 || p.tools {
		return nil
	}
	message := strings.Join(p.texts, "\n\n")
	d, err := p.send(map[string]any{
		"hook_event_name":        "Stop",
		"stop_hook_active":       p.active,
		"last_assistant_message": message,
	})
	if err != nil {
		return err
	}
	p.sum.Stops++
	if d.Block {
		p.sum.Blocked++
	}
	p.emit(Stop{
		Line: p.msgLine, Prompt: p.prompt, Message: message, HookActive: p.active,
		Block: d.Block, Reason: d.Reason, Warning: d.Message,
	})
	return nil
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

// prompted handles a user message: proofgate's own block feedback
// continues the turn; anything else starts a new prompt.
func (p *player) prompted(text string) error {
	if strings.HasPrefix(strings.TrimSpace(text), "Stop hook feedback:") {
		p.active = true
		return nil
	}
	if isNoise(text) {
		return nil
	}
	p.active = false
	p.prompt = text
	p.sum.Prompts++
	_, err := p.send(map[string]any{"hook_event_name": "UserPromptSubmit", "prompt": text})
	return err
}

// isNoise recognises user lines the client writes that the user did not
// type: slash-command echoes and their output, interruption notices.
func isNoise(text string) bool {
	t := strings.TrimSpace(text)
	for _, prefix := range []string{"<command-name>", "<command-message>", "<local-command-stdout>", "<local-command-stderr>", "Caveat: ", "[Request interrupted"} {
		if strings.HasPrefix(t, prefix) {
			return true
		}
	}
	return t == ""
}

func (p *player) toolResult(b block, result json.RawMessage) error {
	use, ok := p.pending[b.ToolUseID]
	if !ok {
		return nil
	}
	delete(p.pending, b.ToolUseID)
	p.sum.Tools++
	payload := map[string]any{"tool_name": use.name, "tool_input": use.input}
	if b.IsError {
		payload["hook_event_name"] = "PostToolUseFailure"
		payload["error"] = contentText(b.Content)
	} else {
		payload["hook_event_name"] = "PostToolUse"
		if len(result) > 0 {
			payload["tool_response"] = result
		}
	}
	_, err := p.send(payload)
	return err
}

// send runs one payload through the Claude adapter and the engine, as a
// hook call would.
func (p *player) send(payload map[string]any) (event.Decision, error) {
	payload["session_id"] = p.sessionID()
	payload["cwd"] = p.cwd
	data, err := json.Marshal(payload)
	if err != nil {
		return event.Decision{}, err
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
