package mockapi

import (
	"encoding/json"
	"strings"
)

// Request is one request the client sent, as received.
type Request struct {
	Method, Path string
	Body         []byte

	// Decoded from Body when it is a Messages API request.
	Model    string    `json:"model"`
	Stream   bool      `json:"stream"`
	Tools    []Tool    `json:"tools"`
	Messages []Message `json:"messages"`

	// Main reports whether the request belongs to the main conversation
	// (it offers tools), and so was answered from the script.
	Main bool
}

// Tool is a tool the request offers the model.
type Tool struct {
	Name string `json:"name"`
}

// Message is one message of the conversation. Content is a string or a
// list of blocks.
type Message struct {
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
}

// block is the part of a content block the tests look at.
type block struct {
	Type      string          `json:"type"`
	Text      string          `json:"text"`
	ID        string          `json:"id"`
	ToolUseID string          `json:"tool_use_id"`
	IsError   bool            `json:"is_error"`
	Content   json.RawMessage `json:"content"`
}

// Text is the message's text: its string content, or its text blocks and
// tool results joined by newlines.
func (m Message) Text() string {
	return contentText(m.Content)
}

func contentText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var blocks []block
	if json.Unmarshal(raw, &blocks) != nil {
		return ""
	}
	var parts []string
	for _, b := range blocks {
		switch b.Type {
		case "text":
			parts = append(parts, b.Text)
		case "tool_result":
			parts = append(parts, contentText(b.Content))
		}
	}
	return strings.Join(parts, "\n")
}

// ToolResult is a tool_result block of a user message.
type ToolResult struct {
	ToolUseID string
	IsError   bool
	Text      string
}

// ToolResults returns the tool results in the request's last user message.
// (Hook context may follow it in a message of its own.)
func (r *Request) ToolResults() []ToolResult {
	m, ok := r.lastUser()
	if !ok {
		return nil
	}
	var blocks []block
	if json.Unmarshal(m.Content, &blocks) != nil {
		return nil
	}
	var out []ToolResult
	for _, b := range blocks {
		if b.Type == "tool_result" {
			out = append(out, ToolResult{ToolUseID: b.ToolUseID, IsError: b.IsError, Text: contentText(b.Content)})
		}
	}
	return out
}

// LastUserText is the text of the request's last user message: the prompt,
// hook feedback or tool results the model is answering.
func (r *Request) LastUserText() string {
	m, _ := r.lastUser()
	return m.Text()
}

func (r *Request) lastUser() (Message, bool) {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if r.Messages[i].Role == "user" {
			return r.Messages[i], true
		}
	}
	return Message{}, false
}

// Contains reports whether the raw request body contains s, JSON-escaped
// as the client would send it.
func (r *Request) Contains(s string) bool {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	q := strings.TrimSuffix(b.String(), "\n")
	return strings.Contains(string(r.Body), q[1:len(q)-1])
}
