package responsesapi

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// post sends one Responses API request and returns the stream's events.
func post(t *testing.T, url, body string) []map[string]any {
	t.Helper()
	resp, err := http.Post(url+"/responses", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	var events []map[string]any
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		var ev map[string]any
		if err := json.Unmarshal([]byte(data), &ev); err != nil {
			t.Fatalf("bad event %q: %v", data, err)
		}
		events = append(events, ev)
	}
	return events
}

func TestServerAnswersTheScriptInOrder(t *testing.T) {
	var seen *Request
	s := Start(t,
		Turn{Expect: "fix it", Reply: []Item{Exec("./test.sh"), Patch("*** Begin Patch\n*** End Patch\n")}},
		Turn{Check: func(r *Request) error { seen = r; return nil }, Reply: []Item{Text("done")}},
	)
	first := post(t, s.URL, `{"model":"gpt-5.5","input":[{"type":"message","role":"developer","content":[{"type":"input_text","text":"sys"}]},{"type":"message","role":"user","content":[{"type":"input_text","text":"please fix it"}]}]}`)
	if len(first) != 3 || first[2]["type"] != "response.completed" {
		t.Fatalf("events = %v", first)
	}
	call := first[0]["item"].(map[string]any)
	if call["type"] != "function_call" || call["name"] != "exec_command" || call["arguments"] != `{"cmd":"./test.sh"}` {
		t.Errorf("exec call = %v", call)
	}
	patch := first[1]["item"].(map[string]any)
	if patch["type"] != "custom_tool_call" || patch["name"] != "apply_patch" || call["call_id"] == patch["call_id"] {
		t.Errorf("patch call = %v", patch)
	}
	post(t, s.URL, `{"input":[{"type":"message","role":"user","content":[{"type":"input_text","text":"please fix it"}]},`+
		`{"type":"function_call_output","call_id":"a","output":"old"},`+
		`{"type":"message","role":"assistant","content":[{"type":"output_text","text":"x"}]},`+
		`{"type":"message","role":"developer","content":[{"type":"input_text","text":"hook context"}]},`+
		`{"type":"function_call_output","call_id":"b","output":"Process exited with code 1"},`+
		`{"type":"custom_tool_call_output","call_id":"c","output":"Exit code: 0"}]}`)
	if seen == nil {
		t.Fatal("the second turn's check did not run")
	}
	if got := seen.ToolOutputs(); len(got) != 2 || got[0] != "Process exited with code 1" || got[1] != "Exit code: 0" {
		t.Errorf("ToolOutputs = %q, want only the outputs after the last message", got)
	}
	if seen.DeveloperText() != "hook context" || seen.LastUserText() != "please fix it" || !seen.Contains("Exit code: 0") {
		t.Errorf("developer %q, last user %q", seen.DeveloperText(), seen.LastUserText())
	}
}

// TestServerFailsWhatTheScriptDoesNotExpect: an unmet Expect, a request
// past the script and unanswered turns all fail the test.
func TestServerFailsWhatTheScriptDoesNotExpect(t *testing.T) {
	for _, tt := range []struct {
		name     string
		script   []Turn
		requests int
	}{
		{"unmet expect", []Turn{{Expect: "tests", Reply: []Item{Text("x")}}}, 1},
		{"past the script", []Turn{Say("x")}, 2},
		{"unanswered turns", []Turn{Say("x"), Say("y")}, 1},
	} {
		ft := &fakeT{TB: t}
		func() {
			s := Start(ft, tt.script...)
			for range tt.requests {
				post(t, s.URL, `{"input":[{"type":"message","role":"user","content":[{"type":"input_text","text":"hi"}]}]}`)
			}
			ft.cleanup()
		}()
		if !ft.failed {
			t.Errorf("%s: the server did not fail the test", tt.name)
		}
	}
}

// fakeT records failures and runs cleanups on demand.
type fakeT struct {
	testing.TB
	failed   bool
	cleanups []func()
}

func (f *fakeT) Errorf(string, ...any) { f.failed = true }
func (f *fakeT) Cleanup(fn func())     { f.cleanups = append(f.cleanups, fn) }
func (f *fakeT) cleanup() {
	for i := len(f.cleanups) - 1; i >= 0; i-- {
		f.cleanups[i]()
	}
}
