package codex

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/golden"
)

// noRollout is an Exit that finds nothing, so that tests never read a
// rollout from the machine they run on.
func noRollout(string, string) (int, bool) { return 0, false }

// rollout3 answers 3 for call_mock_3_0 in the rollout the payload names.
func rollout3(path, id string) (int, bool) {
	if strings.HasSuffix(path, "rollout-2026-12-01T10-00-00-01a231b6.jsonl") && id == "call_mock_3_0" {
		return 3, true
	}
	return 0, false
}

func load(t *testing.T, a Adapter, name string) event.Event {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	ev, err := a.Decode(data)
	if err != nil {
		t.Fatalf("Decode(%s): %v", name, err)
	}
	return ev
}

func TestDecode(t *testing.T) {
	tool := func(e event.Event) string {
		return fmt.Sprint(e.Kind, "|", e.Tool.Name, "|", e.Tool.Command, "|", e.Tool.Paths, "|", e.Result.ExitCode)
	}
	tests := []struct {
		file  string
		exit  func(string, string) (int, bool)
		check func(event.Event) string
		want  string
	}{
		{"prompt.json", nil, func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Prompt, "|", e.Session, "|", e.PromptID, "|", e.Cwd, "|", e.TranscriptPath)
		}, "UserPromptSubmit|Fix add in calc.sh|01a231b6-7c1e-7a52-9d0b-2f4f6c1e0a11|01a231b6-8e20-7f31-b1aa-5c9e2d7f3b42|/home/u/proj|"},
		{"pretool_bash.json", nil, tool, "PreToolUse|Bash|rm -rf ~|[]|-1"},
		{"pretool_patch.json", nil, tool, "PreToolUse|apply_patch||[/home/u/proj/notes.txt]|-1"},
		{"permission.json", nil, tool, "PermissionRequest|Bash|git push --force origin main|[]|-1"},
		// 0.169: the response is the output alone; without the rollout
		// the status is unknown.
		{"bash_unknown.json", nil, func(e event.Event) string { return tool(e) + "|" + e.Result.Output }, "PostToolUse|Bash|echo hi|[]|-1|hi\n"},
		{"bash_rollout.json", noRollout, tool, "PostToolUse|Bash|echo out; echo err >&2; exit 3|[]|-1"},
		{"bash_rollout.json", rollout3, tool, "PostToolUseFailure|Bash|echo out; echo err >&2; exit 3|[]|3"},
		{"bash_failed_text.json", nil, tool, "PostToolUseFailure|Bash|go test ./...|[]|1"},
		{"bash_passed_text.json", nil, tool, "PostToolUse|Bash|go test ./...|[]|0"},
		{"patch_add.json", nil, tool, "PostToolUse|apply_patch||[/home/u/proj/notes.txt]|0"},
		{"patch_update_indented.json", nil, tool, "PostToolUse|apply_patch||[/home/u/proj/src/calc.sh /home/u/proj/old.sh /home/u/proj/a.go /home/u/proj/b.go]|0"},
		{"mcp.json", nil, tool, "PostToolUse|mcp__docs__search||[]|0"},
		{"stop.json", nil, func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Final.Message, "|", e.Final.HasMessage, "|", e.Final.HookActive, "|", e.PromptID)
		}, "Stop|I'll run the tests now.|true|false|01a231b6-8e20-7f31-b1aa-5c9e2d7f3b42"},
		{"stop_active.json", nil, func(e event.Event) string { return fmt.Sprint(e.Final.HookActive, "|", e.Final.Message) }, "true|Ran the tests: they pass."},
		{"stop_no_message.json", nil, func(e event.Event) string { return fmt.Sprint(e.Final.HasMessage, "|", e.Final.Message == "") }, "false|true"},
	}
	for _, tt := range tests {
		exit := tt.exit
		if exit == nil {
			exit = noRollout
		}
		if got := tt.check(load(t, Adapter{Exit: exit}, tt.file)); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.file, got, tt.want)
		}
	}
}

func TestDecodeLoose(t *testing.T) {
	tests := []struct {
		in      string
		wantErr bool
	}{
		{`{"hook_event_name":"Stop"}`, false},
		{`{"hook_event_name":"Stop","stop_hook_active":"yes","last_assistant_message":7}`, false},
		{`{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":"not an object","tool_response":[1]}`, false},
		{`{"hook_event_name":"PostToolUse","tool_name":"apply_patch","tool_input":{"command":3}}`, false},
		// Claude-only events are not Codex's: a hook file that registers
		// them is wrong, and the notice says so.
		{`{"hook_event_name":"PostToolUseFailure"}`, true},
		{`{"hook_event_name":"SubagentStop"}`, true},
		{`{"hook_event_name":"SessionStart"}`, true},
		{`{}`, true},
		{`[]`, true},
		{`not json`, true},
		{``, true},
	}
	for _, tt := range tests {
		_, err := Adapter{Exit: noRollout}.Decode([]byte(tt.in))
		if (err != nil) != tt.wantErr {
			t.Errorf("Decode(%s): err = %v, wantErr %v", tt.in, err, tt.wantErr)
		}
	}
}

// TestEncodeGolden covers every event Codex sends with each decision the
// engine makes for it. Only keys Codex's schemas define may appear: the
// allowed set is checked as well as the golden file.
func TestEncodeGolden(t *testing.T) {
	tests := []struct {
		name string
		kind event.Kind
		d    event.Decision
	}{
		{"allow", event.Stop, event.Decision{}},
		{"stop_block", event.Stop, event.Decision{Block: true, Reason: "proofgate: run the tests", Rule: "unverified"}},
		{"stop_allow_warning", event.Stop, event.Decision{Message: "proofgate: a.go unverified"}},
		{"prompt_context", event.PromptSubmit, event.Decision{Context: "proofgate task mode: quick.\nNever claim verification that was not actually observed."}},
		{"prompt_refused", event.PromptSubmit, event.Decision{Block: true, Reason: "proofgate: refused", Context: "dropped: a block takes no context"}},
		{"tool_failure_context", event.ToolFailed, event.Decision{Context: "proofgate: `go test` failed with exit code 1."}},
		{"tool_done_silent", event.ToolDone, event.Decision{}},
		{"pretool_deny", event.PreTool, event.Decision{Permission: event.Deny, Reason: "deletes /home/dev: outside the project"}},
		{"pretool_ask", event.PreTool, event.Decision{Permission: event.Ask, Reason: "pushes to a remote"}},
		{"permission_deny", event.PermissionRequest, event.Decision{Permission: event.Deny, Reason: "force push to main"}},
		{"permission_ask_silent", event.PermissionRequest, event.Decision{Permission: event.Ask, Reason: "x"}},
	}
	for _, tt := range tests {
		got := Adapter{}.Encode(event.Event{Kind: tt.kind}, tt.d)
		checkKeys(t, tt.name, got)
		golden.Check(t, tt.name, got)
	}
	got := Adapter{}.FailOpen("cannot read the hook input")
	checkKeys(t, "fail_open", got)
	golden.Check(t, "fail_open", got)
}

// allowedKeys are the keys of Codex's hook output schemas proofgate uses.
var allowedKeys = map[string]bool{"decision": true, "reason": true, "systemMessage": true, "hookSpecificOutput": true}

var allowedSpecific = map[string]bool{"hookEventName": true, "additionalContext": true, "permissionDecision": true, "permissionDecisionReason": true, "decision": true}

func checkKeys(t *testing.T, name string, data []byte) {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatalf("%s: invalid JSON %s", name, data)
	}
	for k := range top {
		if !allowedKeys[k] {
			t.Errorf("%s: key %q is not in Codex's schema: %s", name, k, data)
		}
	}
	if _, ok := top["decision"]; ok && top["hookSpecificOutput"] != nil {
		t.Errorf("%s: Codex rejects decision together with hookSpecificOutput: %s", name, data)
	}
	var spec map[string]json.RawMessage
	if raw := top["hookSpecificOutput"]; raw != nil {
		json.Unmarshal(raw, &spec)
		for k := range spec {
			if !allowedSpecific[k] {
				t.Errorf("%s: hookSpecificOutput key %q is not in Codex's schema: %s", name, k, data)
			}
		}
		if string(spec["permissionDecision"]) == `"ask"` || string(spec["permissionDecision"]) == `"allow"` {
			t.Errorf("%s: Codex rejects permissionDecision %s", name, spec["permissionDecision"])
		}
	}
}

func TestPatchFiles(t *testing.T) {
	tests := []struct{ patch, want string }{
		{"*** Begin Patch\n*** Add File: notes.txt\n+hello\n*** End Patch\n", "[notes.txt]"},
		{"*** Begin Patch\n*** Update File: a.go\n@@\n-x\n+y\n*** Update File: a.go\n*** End Patch", "[a.go]"},
		{"\t*** Delete File: old/x.sh\r\n    *** Update File: a b.go\n*** Move to: c.go\n", "[old/x.sh a b.go c.go]"},
		// Content lines start with +, - or a space and a header never does.
		{"*** Begin Patch\n*** Add File: doc.md\n+*** Update File: not-a-file\n-*** Delete File: nor-this\n*** End Patch\n", "[doc.md]"},
		{"*** Add File:\n*** Update File:   \n", "[]"},
		{"", "[]"},
	}
	for _, tt := range tests {
		if got := fmt.Sprint(PatchFiles(tt.patch)); got != tt.want {
			t.Errorf("PatchFiles(%q) = %s, want %s", tt.patch, got, tt.want)
		}
	}
}

func TestExitCodes(t *testing.T) {
	tests := []struct {
		out  string
		code int
		ok   bool
	}{
		{"Chunk ID: f84edf\nWall time: 0.1 seconds\nProcess exited with code 0\nOutput:\nhi\n", 0, true},
		{"Process exited with code 127\n", 127, true},
		{"Process exited with code 3", 3, true},
		{"Output:\nmy log says Process exited with code 9 somewhere\n", 0, false},
		{"Process exited with code x\n", 0, false},
		{"Process exited with code 123456\n", 0, false},
		{"hi\n", 0, false},
	}
	for _, tt := range tests {
		if code, ok := ProcessExitCode(tt.out); code != tt.code || ok != tt.ok {
			t.Errorf("ProcessExitCode(%q) = %d, %v; want %d, %v", tt.out, code, ok, tt.code, tt.ok)
		}
	}
	if code, ok := PatchExitCode("Exit code: 1\nWall time: 0 seconds\n"); code != 1 || !ok {
		t.Errorf("PatchExitCode = %d, %v", code, ok)
	}
	if _, ok := PatchExitCode("apply_patch verification failed: Exit code: 0"); ok {
		t.Error("PatchExitCode read a status that is not on the first line")
	}
}

func TestRolloutExitCode(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sessions", "2026", "12", "01")
	os.MkdirAll(dir, 0o755)
	rollout := filepath.Join(dir, "rollout-2026-12-01T10-00-00-x.jsonl")
	lines := []string{
		`{"type":"session_meta","payload":{"id":"x"}}`,
		`{"type":"response_item","payload":{"type":"function_call","call_id":"call_a","name":"exec_command","arguments":"{\"cmd\":\"false\"}"}}`,
		`{"type":"event_msg","payload":{"type":"item_completed","item":{"type":"CommandExecution","id":"call_a","status":"failed","aggregated_output":"","exit_code":1}}}`,
		`{"type":"response_item","payload":{"type":"function_call_output","call_id":"call_b","output":"Chunk ID: 1\nProcess exited with code 4\nOutput:\n"}}`,
		`{"type":"event_msg","payload":{"type":"item_completed","item":{"type":"CommandExecution","id":"call_c","status":"completed","exit_code":0}}}`,
		`{"type":"event_msg","payload":{"type":"item_completed","item":{"type":"CommandExecution","id":"call_d","status":"in_progress"`,
	}
	writeLines(t, rollout, lines)
	other := filepath.Join(t.TempDir(), "notes.jsonl")
	writeLines(t, other, lines)
	tests := []struct {
		path, id string
		code     int
		ok       bool
	}{
		{rollout, "call_a", 1, true},
		{rollout, "call_b", 4, true},
		{rollout, "call_c", 0, true},
		{rollout, "call_d", 0, false},
		{rollout, "call_zzz", 0, false},
		{rollout, "", 0, false},
		{other, "call_a", 0, false}, // not a rollout: never read
		{"relative/sessions/rollout-x.jsonl", "call_a", 0, false},
		{filepath.Join(dir, "rollout-missing.jsonl"), "call_a", 0, false},
	}
	for _, tt := range tests {
		if code, ok := RolloutExitCode(tt.path, tt.id); code != tt.code || ok != tt.ok {
			t.Errorf("RolloutExitCode(%s, %q) = %d, %v; want %d, %v", filepath.Base(tt.path), tt.id, code, ok, tt.code, tt.ok)
		}
	}
}

func writeLines(t *testing.T, path string, lines []string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// FuzzDecode: any input decodes or errs without a panic; a decoded event
// with the zero decision encodes as {}.
func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.json")
	for _, p := range files {
		data, _ := os.ReadFile(p)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Adapter{Exit: noRollout}.Decode(data)
		if err != nil {
			return
		}
		if out := (Adapter{}).Encode(ev, event.Decision{}); string(out) != "{}" {
			t.Fatalf("zero decision encoded as %s", out)
		}
	})
}

// FuzzPatchFiles: every file named is non-empty, trimmed and listed once.
func FuzzPatchFiles(f *testing.F) {
	f.Add("*** Begin Patch\n*** Add File: notes.txt\n+hello\n*** End Patch\n")
	f.Add("  *** Update File: a.go\n  *** Move to: b.go\n")
	f.Add("*** Delete File: \t\n")
	f.Fuzz(func(t *testing.T, patch string) {
		seen := map[string]bool{}
		for _, p := range PatchFiles(patch) {
			if p == "" || p != strings.TrimSpace(p) || seen[p] {
				t.Fatalf("PatchFiles gave %q", p)
			}
			seen[p] = true
		}
	})
}

// FuzzProcessExitCode: a status is found only in a line of its own form,
// and is the number that line's digits spell ("01" is 1).
func FuzzProcessExitCode(f *testing.F) {
	f.Add("Process exited with code 0\n")
	f.Add("x\nProcess exited with code 42")
	f.Add("Process exited with code 01")
	f.Fuzz(func(t *testing.T, out string) {
		code, ok := ProcessExitCode(out)
		if !ok {
			return
		}
		spelled := false
		for line := range strings.Lines(out) {
			rest, found := strings.CutPrefix(strings.TrimSpace(line), "Process exited with code ")
			digits := rest[:len(rest)-len(strings.TrimLeft(rest, "0123456789"))]
			if n, err := strconv.Atoi(digits); found && err == nil && n == code {
				spelled = true
			}
		}
		if code < 0 || code > 9999 || !spelled {
			t.Fatalf("ProcessExitCode(%q) = %d", out, code)
		}
	})
}
