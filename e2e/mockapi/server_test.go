package mockapi

import (
	"bufio"
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"
)

// post sends a Messages API request and returns the SSE events' names and
// decoded data.
func post(t *testing.T, s *Server, body string) (names []string, data []map[string]any) {
	t.Helper()
	resp, err := http.Post(s.URL+"/v1/messages?beta=true", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q", ct)
	}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "event: "); ok {
			names = append(names, name)
		}
		if d, ok := strings.CutPrefix(line, "data: "); ok {
			var m map[string]any
			if err := json.Unmarshal([]byte(d), &m); err != nil {
				t.Fatalf("data %q: %v", d, err)
			}
			if m["type"] != names[len(names)-1] {
				t.Errorf("event %s carries type %v", names[len(names)-1], m["type"])
			}
			data = append(data, m)
		}
	}
	return names, data
}

// reassemble joins the text and tool-input deltas, as a client does.
func reassemble(data []map[string]any) (text, input string) {
	for _, d := range data {
		if delta, ok := d["delta"].(map[string]any); ok {
			switch delta["type"] {
			case "text_delta":
				text += delta["text"].(string)
			case "input_json_delta":
				input += delta["partial_json"].(string)
			}
		}
	}
	return text, input
}

const mainRequest = `{"model":"m","stream":true,"tools":[{"name":"Bash"}],"messages":[{"role":"user","content":[{"type":"text","text":"hi"}]}]}`

func TestStreamsAScriptedTurn(t *testing.T) {
	s := Start(t, Turn{Expect: "hi", Reply: []Block{Text("héllo"), Bash("ls")}})
	names, data := post(t, s, mainRequest)
	want := []string{
		"message_start",
		"content_block_start", "content_block_delta", "content_block_delta", "content_block_stop",
		"content_block_start", "content_block_delta", "content_block_delta", "content_block_stop",
		"message_delta", "message_stop",
	}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("events %v, want %v", names, want)
	}
	text, input := reassemble(data)
	if text != "héllo" {
		t.Errorf("text %q", text)
	}
	var in map[string]string
	if err := json.Unmarshal([]byte(input), &in); err != nil || in["command"] != "ls" {
		t.Errorf("tool input %q: %v", input, err)
	}
	if got := data[len(data)-2]["delta"].(map[string]any)["stop_reason"]; got != "tool_use" {
		t.Errorf("stop_reason %v, want tool_use", got)
	}
	if reqs := s.Main(); len(reqs) != 1 || reqs[0].LastUserText() != "hi" || !reqs[0].Contains("Bash") {
		t.Errorf("recorded %+v", reqs)
	}
}

func TestSideRequestsDoNotUseTheScript(t *testing.T) {
	s := Start(t, Say("scripted"))
	// No tools: a title or quota request, answered aside.
	_, data := post(t, s, `{"model":"m","stream":true,"messages":[{"role":"user","content":"title?"}]}`)
	if text, _ := reassemble(data); text != "ok" {
		t.Errorf("side request answered %q", text)
	}
	_, data = post(t, s, mainRequest)
	if text, _ := reassemble(data); text != "scripted" {
		t.Errorf("main request answered %q", text)
	}
	if n, m := len(s.Requests()), len(s.Main()); n != 2 || m != 1 {
		t.Errorf("recorded %d requests, %d main; want 2, 1", n, m)
	}
}

func TestToolResultsOfTheLastUserMessage(t *testing.T) {
	r := &Request{}
	body := `{"messages":[
		{"role":"assistant","content":[{"type":"tool_use","id":"a"}]},
		{"role":"user","content":[{"type":"tool_result","tool_use_id":"a","is_error":true,"content":"Exit code 1\nFAIL"}]},
		{"role":"system","content":[{"type":"text","text":"hook context"}]}]}`
	if err := json.Unmarshal([]byte(body), r); err != nil {
		t.Fatal(err)
	}
	got := r.ToolResults()
	want := []ToolResult{{ToolUseID: "a", IsError: true, Text: "Exit code 1\nFAIL"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ToolResults() = %+v, want %+v", got, want)
	}
	if r.LastUserText() != "Exit code 1\nFAIL" {
		t.Errorf("LastUserText() = %q", r.LastUserText())
	}
}
