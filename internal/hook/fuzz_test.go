package hook_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

var knownEvents = map[string]bool{
	"UserPromptSubmit": true, "PreToolUse": true, "PermissionRequest": true,
	"PostToolUse": true, "PostToolUseFailure": true, "Stop": true, "SubagentStop": true,
}

// wellFormed reports whether data is a payload Claude Code could send: a
// JSON object naming a known event. Only such input may ever be blocked
// or denied.
func wellFormed(data []byte) bool {
	var p struct {
		Event string `json:"hook_event_name"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&p); err != nil && !isFieldTypeError(err) {
		return false
	}
	return knownEvents[p.Event] && json.Valid(data)
}

func isFieldTypeError(err error) bool {
	te, ok := err.(*json.UnmarshalTypeError)
	return ok && te.Field != ""
}

// FuzzHookRun drives one whole hook call, decoding and dispatch for every
// event, with arbitrary stdin and a real store. Invariants: stdout is empty
// or exactly one JSON object on one line; input that is not a well-formed
// payload is never blocked, denied or asked about; no panic (Run recovers
// one into an "internal error" notice, which counts as a failure here);
// and no call runs into hook.Deadline.
func FuzzHookRun(f *testing.F) {
	p := bench.DefaultParams()
	for _, c := range bench.Payloads(p) {
		f.Add(c.Payload)
	}
	f.Add(bench.StopFromTranscript(p))
	files, _ := filepath.Glob(filepath.Join("..", "claude", "testdata", "*.json"))
	for _, path := range files {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		"", "{}", "null", "[]", `"Stop"`, "{oops", `{"hook_event_name":"Stop"}`,
		`{"hook_event_name":"Stop","last_assistant_message":"I'll fix it now."}`,
		`{"hook_event_name":"Stop","last_assistant_message":"I'll fix it now."} trailing`,
		`{"hook_event_name":"Stop","last_assistant_message":"I'll fix it now."`,
		`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf ~"}}`,
		`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":"rm -rf ~"}`,
		`{"hook_event_name":"PostToolUseFailure","tool_name":"Bash","tool_input":{"command":"go test ./..."},"error":{"code":1}}`,
		`{"hook_event_name":"PostToolUse","tool_name":"Write","tool_input":{"file_path":["a"]}}`,
		`{"hook_event_name":"Stop","transcript_path":"/dev/zero","session_id":"../../x"}`,
		`{"hook_event_name":"UserPromptSubmit","prompt":"Stop hook feedback:\nproofgate: x"}`,
		`{"hook_event_name":"SubagentStop","agent_id":{"x":1},"last_assistant_message":"I'll check."}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// One store for all inputs: t.TempDir per input slows fuzzing a
		// hundredfold, and sessions that share a ledger are realistic.
		open, _ := opener(t, fuzzDir)
		out := runHook(open, data)
		if len(out) == 0 {
			return
		}
		if out[len(out)-1] != '\n' || bytes.Count(out, []byte("\n")) != 1 {
			t.Fatalf("stdout is not one line: %q", out)
		}
		dec := json.NewDecoder(bytes.NewReader(out))
		var obj map[string]any
		if err := dec.Decode(&obj); err != nil || dec.More() {
			t.Fatalf("stdout is not exactly one JSON object: %q", out)
		}
		msg, _ := obj["systemMessage"].(string)
		if strings.Contains(msg, "internal error") {
			t.Fatalf("panic inside the hook: %s", msg)
		}
		if strings.Contains(msg, "timed out") {
			t.Fatalf("the hook ran into its deadline: %s", msg)
		}
		if wellFormed(data) {
			return
		}
		hso, _ := obj["hookSpecificOutput"].(map[string]any)
		decision, _ := hso["decision"].(map[string]any)
		if obj["decision"] != nil || hso["permissionDecision"] != nil || decision != nil {
			t.Fatalf("input that is not a well-formed payload got a decision: %q -> %s", data, out)
		}
	})
}

// fuzzDir is the fuzz targets' state directory, removed by TestMain.
var fuzzDir string

func TestMain(m *testing.M) {
	var err error
	if fuzzDir, err = os.MkdirTemp("", "proofgate-hook-fuzz-"); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(fuzzDir)
	os.Exit(code)
}
