package copilot

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/golden"
)

func load(t *testing.T, name string) event.Event {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	ev, err := Adapter{}.Decode(data)
	if err != nil {
		t.Fatalf("Decode(%s): %v", name, err)
	}
	return ev
}

// TestDecode reads the payloads of Copilot CLI's hook reference, in both
// of its shapes.
func TestDecode(t *testing.T) {
	tool := func(e event.Event) string {
		return fmt.Sprint(e.Kind, "|", e.Session, "|", e.Tool.Name, "|", e.Tool.Command, "|", e.Tool.Paths, "|", e.Result.ExitCode)
	}
	tests := []struct {
		file  string
		check func(event.Event) string
		want  string
	}{
		{"prompt.json", func(e event.Event) string { return fmt.Sprint(e.Kind, "|", e.Session, "|", e.Prompt, "|", e.Cwd) }, "UserPromptSubmit|c0p1|Fix add in calc.sh|/repo"},
		{"prompt_camel.json", func(e event.Event) string { return fmt.Sprint(e.Kind, "|", e.Session, "|", e.Prompt) }, "UserPromptSubmit|c0p1|Fix add in calc.sh"},
		{"pretool_bash.json", tool, "PreToolUse|c0p1|Bash|rm -rf ~|[]|-1"},
		{"pretool_camel.json", tool, "PreToolUse|c0p1|Bash|git push --force origin main|[]|-1"},
		{"permission.json", tool, "PermissionRequest|c0p1|Bash|git push --force origin main|[]|-1"},
		{"edit.json", func(e event.Event) string { return tool(e) + fmt.Sprint("|", e.Tool.Edits) }, "PostToolUse|c0p1|Edit||[/repo/calc.sh]|0|[{$1 - $2 $1 + $2}]"},
		{"create.json", tool, "PostToolUse|c0p1|Write||[/repo/sub.sh]|0"},
		{"edit_denied.json", tool, "PostToolUse|c0p1|Edit||[]|0"},
		{"bash_done.json", func(e event.Event) string { return tool(e) + "|" + e.Result.Output }, "PostToolUse|c0p1|Bash|./test.sh|[]|0|PASS\n<exited with exit code 0>"},
		{"bash_done_camel.json", tool, "PostToolUse|c0p1|Bash|./test.sh|[]|0"},
		{"bash_failed.json", tool, "PostToolUseFailure|c0p1|Bash|./test.sh|[]|1"},
		{"bash_failed_camel.json", tool, "PostToolUseFailure|c0p1|Bash|go test ./...|[]|-1"},
		{"patch.json", tool, "PostToolUse|c0p1|apply_patch||[/repo/calc.sh]|0"},
		{"stop.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Final.HasMessage, "|", e.Final.HookActive, "|", e.TranscriptPath == "")
		}, "Stop|false|false|true"},
		{"stop_camel.json", func(e event.Event) string { return fmt.Sprint(e.Kind, "|", e.Session) }, "Stop|c0p1"},
	}
	for _, tt := range tests {
		if got := tt.check(load(t, tt.file)); got != tt.want {
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
		{"\xef\xbb\xbf{\"hook_event_name\":\"Stop\"}", false}, // Windows runners prefix a BOM
		{`{"hook_event_name":"PreToolUse","tool_input":"not json"}`, false},
		{`{"hook_event_name":"PostToolUse","tool_result":[1],"session_id":5}`, false},
		{`{"hook_event_name":"SessionStart"}`, true},
		{`{"sessionId":"s","timestamp":1}`, true}, // a camelCase payload of no event proofgate reads
		{`{}`, true},
		{`[]`, true},
		{`not json`, true},
		{``, true},
	}
	for _, tt := range tests {
		_, err := Adapter{}.Decode([]byte(tt.in))
		if (err != nil) != tt.wantErr {
			t.Errorf("Decode(%q): err = %v, wantErr %v", tt.in, err, tt.wantErr)
		}
	}
}

// keys are the output fields Copilot CLI's hook reference documents, per
// event.
var keys = map[event.Kind][]string{
	event.PreTool:           {"permissionDecision", "permissionDecisionReason"},
	event.PermissionRequest: {"behavior", "message"},
	event.Stop:              {"decision", "reason"},
	event.ToolFailed:        {"additionalContext"},
}

func TestEncodeGolden(t *testing.T) {
	tests := []struct {
		name string
		kind event.Kind
		d    event.Decision
	}{
		{"allow", event.Stop, event.Decision{}},
		{"stop_block", event.Stop, event.Decision{Block: true, Reason: "proofgate: run the tests"}},
		{"stop_allow_warning", event.Stop, event.Decision{Message: "proofgate: a.go unverified"}},
		{"prompt_context_dropped", event.PromptSubmit, event.Decision{Context: "proofgate task mode: quick."}},
		{"prompt_refused_dropped", event.PromptSubmit, event.Decision{Block: true, Reason: "proofgate: refused"}},
		{"tool_failure_context", event.ToolFailed, event.Decision{Context: "proofgate: `go test` failed."}},
		{"tool_done_silent", event.ToolDone, event.Decision{Context: "not processed for postToolUse"}},
		{"pretool_deny", event.PreTool, event.Decision{Permission: event.Deny, Reason: "deletes /home/dev: outside the project"}},
		{"pretool_ask", event.PreTool, event.Decision{Permission: event.Ask, Reason: "pushes to a remote"}},
		{"permission_deny", event.PermissionRequest, event.Decision{Permission: event.Deny, Reason: "force push to main"}},
		{"permission_ask_silent", event.PermissionRequest, event.Decision{Permission: event.Ask, Reason: "x"}},
	}
	for _, tt := range tests {
		got := Adapter{}.Encode(event.Event{Kind: tt.kind}, tt.d)
		var obj map[string]any
		if err := json.Unmarshal(got, &obj); err != nil {
			t.Fatalf("%s: invalid JSON %s", tt.name, got)
		}
		for k := range obj {
			if !strings.Contains(strings.Join(keys[tt.kind], " "), k) {
				t.Errorf("%s: %s does not document key %q", tt.name, tt.kind, k)
			}
		}
		golden.Check(t, tt.name, got)
	}
	golden.Check(t, "fail_open", Adapter{}.FailOpen("cannot read the hook input"))
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
		ev, err := Adapter{}.Decode(data)
		if err != nil {
			return
		}
		if out := (Adapter{}).Encode(ev, event.Decision{}); string(out) != "{}" {
			t.Fatalf("zero decision encoded as %s", out)
		}
	})
}
