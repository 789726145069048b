package mockapi

import (
	"encoding/json"
	"fmt"
	"io"
)

// Block is one content block of a scripted assistant message: a text, or a
// tool call when Tool is set.
type Block struct {
	Text string

	Tool  string // tool name, e.g. "Bash"
	ID    string // tool_use id; generated when empty
	Input any    // tool input, marshalled to JSON
}

// Text returns a text block.
func Text(s string) Block { return Block{Text: s} }

// Call returns a tool_use block calling the tool name with input.
func Call(name string, input any) Block { return Block{Tool: name, Input: input} }

// Bash returns a Bash tool call running command.
func Bash(command string) Block {
	return Call("Bash", map[string]any{"command": command, "description": "run " + command})
}

// stopReason is tool_use when the message calls a tool, as the real API does.
func stopReason(blocks []Block) string {
	for _, b := range blocks {
		if b.Tool != "" {
			return "tool_use"
		}
	}
	return "end_turn"
}

// writeStream writes blocks as the Messages API's Server-Sent Events:
// message_start, then for each block content_block_start, one or more
// deltas and content_block_stop, then message_delta carrying the stop
// reason, and message_stop. Texts and tool inputs are split in two deltas,
// so the client's reassembly is exercised.
func writeStream(w io.Writer, id, model string, blocks []Block) error {
	ev := func(name string, v any) error {
		data, err := json.Marshal(v)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "event: %s\ndata: %s\n\n", name, data)
		return err
	}
	type obj = map[string]any
	usage := obj{"input_tokens": 10, "output_tokens": 1, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
	if err := ev("message_start", obj{"type": "message_start", "message": obj{
		"id": id, "type": "message", "role": "assistant", "model": model,
		"content": []any{}, "stop_reason": nil, "stop_sequence": nil, "usage": usage,
	}}); err != nil {
		return err
	}
	for i, b := range blocks {
		var start obj
		var deltas []obj
		if b.Tool != "" {
			input, err := json.Marshal(b.Input)
			if err != nil {
				return err
			}
			start = obj{"type": "tool_use", "id": b.ID, "name": b.Tool, "input": obj{}}
			for _, part := range halves(string(input)) {
				deltas = append(deltas, obj{"type": "input_json_delta", "partial_json": part})
			}
		} else {
			start = obj{"type": "text", "text": ""}
			for _, part := range halves(b.Text) {
				deltas = append(deltas, obj{"type": "text_delta", "text": part})
			}
		}
		if err := ev("content_block_start", obj{"type": "content_block_start", "index": i, "content_block": start}); err != nil {
			return err
		}
		for _, d := range deltas {
			if err := ev("content_block_delta", obj{"type": "content_block_delta", "index": i, "delta": d}); err != nil {
				return err
			}
		}
		if err := ev("content_block_stop", obj{"type": "content_block_stop", "index": i}); err != nil {
			return err
		}
	}
	if err := ev("message_delta", obj{"type": "message_delta",
		"delta": obj{"stop_reason": stopReason(blocks), "stop_sequence": nil},
		"usage": obj{"output_tokens": 5}}); err != nil {
		return err
	}
	return ev("message_stop", obj{"type": "message_stop"})
}

// message is the non-streaming form of the same reply.
func message(id, model string, blocks []Block) map[string]any {
	content := []any{}
	for _, b := range blocks {
		if b.Tool != "" {
			content = append(content, map[string]any{"type": "tool_use", "id": b.ID, "name": b.Tool, "input": b.Input})
		} else {
			content = append(content, map[string]any{"type": "text", "text": b.Text})
		}
	}
	return map[string]any{
		"id": id, "type": "message", "role": "assistant", "model": model, "content": content,
		"stop_reason": stopReason(blocks), "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": 10, "output_tokens": 5},
	}
}

// halves splits s in two parts at a rune boundary (one part when short).
func halves(s string) []string {
	r := []rune(s)
	if len(r) < 2 {
		return []string{s}
	}
	return []string{string(r[:len(r)/2]), string(r[len(r)/2:])}
}
