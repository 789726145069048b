package responsesapi

import (
	"encoding/json"
	"strings"
)

// Request is one request Codex made, with the parts of its body the tests
// read.
type Request struct {
	Method, Path string
	Body         []byte

	Model string            `json:"model"`
	Input []json.RawMessage `json:"input"`
	Tools []json.RawMessage `json:"tools"`
}

// inputItem is the part of an input item the helpers read.
type inputItem struct {
	Type    string          `json:"type"`
	Role    string          `json:"role"`
	CallID  string          `json:"call_id"`
	Output  json.RawMessage `json:"output"`
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
}

func (r *Request) items() []inputItem {
	out := make([]inputItem, 0, len(r.Input))
	for _, raw := range r.Input {
		var it inputItem
		_ = json.Unmarshal(raw, &it)
		out = append(out, it)
	}
	return out
}

func (it inputItem) text() string {
	var parts []string
	for _, c := range it.Content {
		parts = append(parts, c.Text)
	}
	return strings.Join(parts, "\n")
}

// LastUserText is the text of the last user message (a prompt, or a Stop
// hook's continuation in a <hook_prompt> tag).
func (r *Request) LastUserText() string {
	items := r.items()
	for i := len(items) - 1; i >= 0; i-- {
		if items[i].Type == "message" && items[i].Role == "user" {
			return items[i].text()
		}
	}
	return ""
}

// DeveloperText joins every developer message: hook context arrives as
// one.
func (r *Request) DeveloperText() string {
	var parts []string
	for _, it := range r.items() {
		if it.Type == "message" && it.Role == "developer" {
			parts = append(parts, it.text())
		}
	}
	return strings.Join(parts, "\n")
}

// ToolOutputs are the outputs of the tool calls the request answers (those
// after the last user or assistant message), in order: what the model is
// told each call printed, or why it was blocked.
func (r *Request) ToolOutputs() []string {
	var out []string
	for _, it := range r.items() {
		if it.Type == "message" && it.Role != "developer" {
			out = nil
		}
		if it.Type == "function_call_output" || it.Type == "custom_tool_call_output" {
			var s string
			if json.Unmarshal(it.Output, &s) != nil {
				s = string(it.Output)
			}
			out = append(out, s)
		}
	}
	return out
}

// Contains reports whether the raw request body contains s, JSON-escaped
// as it appears there.
func (r *Request) Contains(s string) bool {
	q, _ := json.Marshal(s)
	return strings.Contains(string(r.Body), strings.Trim(string(q), `"`))
}
