package responsesapi

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// Item is one output item of a reply: a message, or a tool call.
type Item struct {
	text     string
	function string // a function call's name (exec_command)
	args     any    // its arguments, sent as a JSON string
	custom   string // a custom tool call's name (apply_patch)
	input    string // its free-form input
}

// Text is an assistant message.
func Text(s string) Item { return Item{text: s} }

// Exec is a call of Codex's shell tool, exec_command, running cmd.
func Exec(cmd string) Item { return Item{function: "exec_command", args: map[string]any{"cmd": cmd}} }

// Patch is a call of Codex's apply_patch tool with a patch in its own
// format ("*** Begin Patch\n*** Update File: …").
func Patch(patch string) Item { return Item{custom: "apply_patch", input: patch} }

// writeStream writes the reply as the minimal event stream Codex accepts:
// one response.output_item.done per item, then response.completed.
func writeStream(w io.Writer, n int, items []Item) error {
	flush := func() {}
	if f, ok := w.(http.Flusher); ok {
		flush = f.Flush
	}
	send := func(v any) error {
		data, err := json.Marshal(v)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "data: %s\n\n", data); err != nil {
			return err
		}
		flush()
		return nil
	}
	for i, it := range items {
		if err := send(map[string]any{"type": "response.output_item.done", "output_index": i, "item": it.json(n, i)}); err != nil {
			return err
		}
	}
	return send(map[string]any{"type": "response.completed", "response": map[string]any{
		"id": fmt.Sprintf("resp_mock_%d", n), "object": "response", "status": "completed", "output": []any{},
		"usage": map[string]any{"input_tokens": 10, "input_tokens_details": map[string]any{"cached_tokens": 0},
			"output_tokens": 5, "output_tokens_details": map[string]any{"reasoning_tokens": 0}, "total_tokens": 15},
	}})
}

// json is the item as the API sends it. Call ids are unique per request
// and item: Codex passes them to the hooks as tool_use_id.
func (it Item) json(n, i int) map[string]any {
	id := fmt.Sprintf("%d_%d", n, i)
	switch {
	case it.function != "":
		args, _ := json.Marshal(it.args)
		return map[string]any{"type": "function_call", "id": "fc_mock_" + id, "call_id": "call_mock_" + id,
			"name": it.function, "arguments": string(args), "status": "completed"}
	case it.custom != "":
		return map[string]any{"type": "custom_tool_call", "id": "ctc_mock_" + id, "call_id": "call_mock_" + id,
			"name": it.custom, "input": it.input, "status": "completed"}
	}
	return map[string]any{"type": "message", "id": "msg_mock_" + id, "role": "assistant", "status": "completed",
		"content": []any{map[string]any{"type": "output_text", "text": it.text, "annotations": []any{}}}}
}
