package cursor

import (
	"encoding/json"
	"errors"
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

func TestDecode(t *testing.T) {
	tool := func(e event.Event) string {
		return fmt.Sprint(e.Kind, "|", e.Tool.Name, "|", e.Tool.Command, "|", e.Tool.Paths, "|", e.Result.ExitCode)
	}
	tests := []struct {
		file  string
		check func(event.Event) string
		want  string
	}{
		{"prompt.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Session, "|", e.PromptID, "|", e.Prompt, "|", e.Cwd, "|", e.TranscriptPath)
		}, "UserPromptSubmit|668320d2-2fd8-4888-b33c-2a466fec86e7|490b90b7-a2ce-4c2c-bb76-cb77b125df2f|Fix add in calc.sh|/repo|"},
		{"pretool_shell.json", tool, "PreToolUse|Bash|rm -rf ~|[]|-1"},
		{"pretool_write.json", tool, "PreToolUse|Write||[/repo/sub.sh]|-1"},
		{"before_shell.json", tool, "PreToolUse|Bash|git push --force origin main|[]|-1"},
		{"edit.json", func(e event.Event) string { return tool(e) + fmt.Sprint("|", e.Tool.Edits) }, "PostToolUse|Edit||[/repo/calc.sh]|0|[{$1 - $2 $1 + $2}]"},
		{"delete_windows.json", tool, "PostToolUse|Delete||[C:/repo/old.sh]|0"},
		{"shell_done.json", func(e event.Event) string { return tool(e) + "|" + e.Result.Output }, "PostToolUse|Bash|./test.sh|[]|0|PASS\n"},
		{"shell_failed.json", tool, "PostToolUseFailure|Bash|./test.sh|[]|1"},
		{"after_file_edit.json", func(e event.Event) string { return tool(e) + fmt.Sprint("|", e.Tool.Edits) }, "PostToolUse|Edit||[/repo/calc.sh]|0|[{# old # new}]"},
		{"stop.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Final.HasMessage, "|", e.Final.HookActive)
		}, "Stop|false|false"},
		{"stop_followed_up.json", func(e event.Event) string { return fmt.Sprint(e.Final.HookActive) }, "true"},
	}
	for _, tt := range tests {
		if got := tt.check(load(t, tt.file)); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.file, got, tt.want)
		}
	}
	data, _ := os.ReadFile(filepath.Join("testdata", "stop_aborted.json"))
	if _, err := (Adapter{}).Decode(data); !errors.Is(err, errNotCompleted) {
		t.Errorf("an aborted stop decodes: %v", err)
	}
}

func TestDecodeLoose(t *testing.T) {
	tests := []struct {
		in      string
		wantErr bool
	}{
		{`{"hook_event_name":"stop"}`, false},
		{"\xef\xbb\xbf{\"hook_event_name\":\"stop\",\"status\":\"completed\"}", false}, // Windows: a BOM first
		{`{"hook_event_name":"postToolUse","tool_input":"x","tool_output":{"a":1},"loop_count":"2"}`, false},
		// Claude's event names are not Cursor's (Cursor maps them when
		// it runs Claude's own hooks, with Claude's command line).
		{`{"hook_event_name":"Stop"}`, true},
		{`{"hook_event_name":"afterAgentResponse","text":"done"}`, true},
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

// keys are the output fields each Cursor hook reads.
var keys = map[event.Kind]string{
	event.PromptSubmit: "continue user_message",
	event.PreTool:      "permission user_message agent_message",
	event.ToolDone:     "additional_context",
	event.ToolFailed:   "additional_context",
	event.Stop:         "followup_message",
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
		{"prompt_refused", event.PromptSubmit, event.Decision{Block: true, Reason: "proofgate: refused"}},
		{"tool_failure_context", event.ToolFailed, event.Decision{Context: "proofgate: `go test` failed."}},
		{"tool_done_silent", event.ToolDone, event.Decision{}},
		{"pretool_allow", event.PreTool, event.Decision{}},
		{"pretool_deny", event.PreTool, event.Decision{Permission: event.Deny, Reason: "deletes /home/dev: outside the project"}},
		{"pretool_ask_is_deny", event.PreTool, event.Decision{Permission: event.Ask, Reason: "pushes to a remote"}},
	}
	for _, tt := range tests {
		got := Adapter{}.Encode(event.Event{Kind: tt.kind}, tt.d)
		var obj map[string]any
		if err := json.Unmarshal(got, &obj); err != nil || len(got) == 0 {
			t.Fatalf("%s: not a JSON object: %q", tt.name, got)
		}
		for k := range obj {
			if !strings.Contains(" "+keys[tt.kind]+" ", " "+k+" ") {
				t.Errorf("%s: Cursor's %s hook reads no key %q", tt.name, tt.kind, k)
			}
		}
		golden.Check(t, tt.name, got)
	}
	golden.Check(t, "fail_open", Adapter{}.FailOpen("cannot read the hook input"))
}

// FuzzDecode: any input decodes or errs without a panic; a decoded event
// with the zero decision encodes as {}, never as nothing (which Cursor's
// permission hooks read as a block).
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
			t.Fatalf("zero decision encoded as %q", out)
		}
	})
}
