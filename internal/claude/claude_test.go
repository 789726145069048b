package claude

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
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
	tests := []struct {
		file  string
		check func(event.Event) string
	}{
		{"prompt.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Prompt, "|", e.PromptID != "", "|", e.Cwd)
		}},
		{"bash_done.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Tool.Command, "|", e.Result.ExitCode, "|", e.Result.Output, "|", e.Result.Background)
		}},
		{"bash_failed.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Result.ExitCode, "|", e.Result.Output == "Exit code 3\nout\nerr")
		}},
		{"bash_timeout.json", func(e event.Event) string { return fmt.Sprint(e.Result.ExitCode) }},
		{"bash_grep_nomatch.json", func(e event.Event) string { return fmt.Sprint(e.Kind, "|", e.Result.ExitCode) }},
		{"bash_background.json", func(e event.Event) string { return fmt.Sprint(e.Result.Background, "|", e.Result.Task) }},
		{"task_output.json", func(e event.Event) string {
			return fmt.Sprint(e.Tool.Name, "|", len(e.Notices), "|", e.Notices[0].Task, "|", *e.Notices[0].Success())
		}},
		{"task_output_running.json", func(e event.Event) string { return fmt.Sprint(e.Tool.Name, "|", len(e.Notices)) }},
		{"write.json", func(e event.Event) string {
			return fmt.Sprint(e.Tool.Name, "|", e.Tool.Paths, "|", e.Tool.Command, "|", e.Tool.Written != "")
		}},
		{"edit.json", func(e event.Event) string { return fmt.Sprint(e.Tool.Name, "|", e.Tool.Paths, "|", e.Tool.Edits) }},
		{"stop_team.json", func(e event.Event) string { return fmt.Sprint(e.Final.Message, "|", e.Final.BackgroundTasks) }},
		{"prompt_notification.json", func(e event.Event) string {
			return fmt.Sprint(e.Injected, "|", e.Teammate, "|", len(e.Notices), "|", e.Notices[0].Task, "|", *e.Notices[0].Success())
		}},
		{"edit_windows.json", func(e event.Event) string { return fmt.Sprint(e.Tool.Paths) }},
		{"notebook.json", func(e event.Event) string { return fmt.Sprint(e.Tool.Paths) }},
		{"stop.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Final.Message, "|", e.Final.HasMessage, "|", e.Final.HookActive, "|", e.Final.BackgroundTasks)
		}},
		{"stop_background.json", func(e event.Event) string { return fmt.Sprint(e.Final.HookActive, "|", e.Final.BackgroundTasks) }},
		{"subagent_stop.json", func(e event.Event) string { return fmt.Sprint(e.Kind, "|", e.AgentID) }},
		{"pretool.json", func(e event.Event) string { return fmt.Sprint(e.Kind, "|", e.Tool.Command) }},
		{"permission.json", func(e event.Event) string { return fmt.Sprint(e.Kind, "|", e.Tool.Command) }},
		{"read.json", func(e event.Event) string { return fmt.Sprint(e.Tool.Name, "|", e.Tool.Reads, "|", e.Tool.Paths) }},
		{"grep.json", func(e event.Event) string {
			return fmt.Sprint(e.Tool.Name, "|", e.Tool.Reads, "|", e.Tool.Glob, "|", e.Tool.Paths)
		}},
		{"glob.json", func(e event.Event) string { return fmt.Sprint(e.Tool.Name, "|", e.Tool.Reads, "|", e.Tool.Glob) }},
		{"skill.json", func(e event.Event) string {
			return fmt.Sprint(e.Kind, "|", e.Tool.Name, "|", e.Tool.Skill, "|", e.Tool.Command, "|", e.Tool.Paths)
		}},
		{"slashcommand.json", func(e event.Event) string {
			return fmt.Sprint(e.Tool.Name, "|", e.Tool.Skill, "|", e.Tool.Command)
		}},
	}
	want := map[string]string{
		"prompt.json":            "UserPromptSubmit|hello plugin|true|/home/u/proj",
		"bash_done.json":         "PostToolUse|echo hi|0|hi|false",
		"bash_failed.json":       "PostToolUseFailure|3|true",
		"bash_timeout.json":      "143",
		"bash_grep_nomatch.json": "PostToolUse|0",
		"bash_background.json":   "true|bash_1",
		"write.json":             "Write|[/home/u/proj/x.txt]||true",
		// The exit code decides, whatever the output's last lines say.
		"task_output.json":         "TaskOutput|1|bash_1|false",
		"task_output_running.json": "TaskOutput|0",
		"edit.json":                "Edit|[/home/u/proj/x.txt]|[{hello world}]",
		"stop_team.json":           "Waiting on the two agents.|2",
		"prompt_notification.json": "true|false|1|bu47|true",
		"edit_windows.json":        "[C:/Users/dev/proj/src/main.rs]",
		"notebook.json":            "[/home/u/proj/analysis.ipynb]",
		"stop.json":                "Stop|I'll run the tests now.|true|false|0",
		"stop_background.json":     "true|1",
		"subagent_stop.json":       "SubagentStop|a-42",
		"pretool.json":             "PreToolUse|rm -rf ~",
		"permission.json":          "PermissionRequest|git push --force origin main",
		// A read is judged, never recorded as a change: no Paths.
		"read.json": "Read|[/home/u/.ssh/id_rsa]|[]",
		"grep.json": "Grep|[/home/u/proj]|.env*|[]",
		"glob.json": "Glob|[/home/u/proj]|**/*.pem",
		// The payload of Claude Code 2.1.328's Skill tool; SlashCommand is
		// older clients' form.
		"skill.json":        "PreToolUse|Skill|proofgate:pause||[]",
		"slashcommand.json": "SlashCommand|/proofgate:wrong it was fine|",
	}
	for _, tt := range tests {
		if got := tt.check(load(t, tt.file)); got != want[tt.file] {
			t.Errorf("%s: got %q, want %q", tt.file, got, want[tt.file])
		}
	}
}

func TestDecodeLoose(t *testing.T) {
	tests := []struct {
		in      string
		wantErr bool
	}{
		{`{"hook_event_name":"Stop"}`, false},
		{`{"hook_event_name":"Stop","stop_hook_active":"yes","extra":{"x":1}}`, false},
		{`{"hook_event_name":"PostToolUse","tool_input":"not an object","tool_response":[1]}`, false},
		{`{"hook_event_name":"PostToolUseFailure","error":{"code":1}}`, false},
		{`{"hook_event_name":"Notification"}`, true},
		{`{}`, true},
		{`[]`, true},
		{`not json`, true},
		{``, true},
	}
	for _, tt := range tests {
		_, err := Adapter{}.Decode([]byte(tt.in))
		if (err != nil) != tt.wantErr {
			t.Errorf("Decode(%s): err = %v, wantErr %v", tt.in, err, tt.wantErr)
		}
	}
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
		{"subagent_block", event.SubagentStop, event.Decision{Block: true, Reason: "proofgate: do it"}},
		{"prompt_context", event.PromptSubmit, event.Decision{Context: "proofgate task mode: quick.\nNever claim verification that was not actually observed."}},
		{"prompt_refused", event.PromptSubmit, event.Decision{Block: true, Reason: "proofgate: refused"}},
		{"tool_failure_context", event.ToolFailed, event.Decision{Context: "proofgate: `go test` failed."}},
		{"tool_done_silent", event.ToolDone, event.Decision{}},
		{"pretool_deny", event.PreTool, event.Decision{Permission: event.Deny, Reason: "deletes /home/dev: outside the project"}},
		{"pretool_ask", event.PreTool, event.Decision{Permission: event.Ask, Reason: "pushes to a remote"}},
		{"permission_deny", event.PermissionRequest, event.Decision{Permission: event.Deny, Reason: "force push to main"}},
		{"permission_ask_silent", event.PermissionRequest, event.Decision{Permission: event.Ask, Reason: "x"}},
	}
	for _, tt := range tests {
		got := Adapter{}.Encode(event.Event{Kind: tt.kind}, tt.d)
		if !json.Valid(got) {
			t.Fatalf("%s: invalid JSON %s", tt.name, got)
		}
		golden.Check(t, tt.name, got)
	}
	golden.Check(t, "fail_open", Adapter{}.FailOpen("cannot read the hook input"))
}

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
		out := Adapter{}.Encode(ev, event.Decision{})
		if string(out) != "{}" {
			t.Fatalf("zero decision encoded as %s", out)
		}
	})
}

// FuzzNotices reads any user message as Claude Code's own notices: never a
// panic, every notice names its task, an exit code only when the summary
// gave one.
func FuzzNotices(f *testing.F) {
	f.Add("<task-notification>\n<task-id>b1</task-id>\n<status>completed</status>\n<summary>Background command \"go test\" completed (exit code 0)</summary>\n</task-notification>")
	f.Add("<task-notification><task-id>a9</task-id><status>failed</status><summary>failed with exit code 17</summary>")
	f.Add("<teammate-message teammate_id=\"lead\">go</teammate-message>")
	f.Add("<task-notification><task-id></task-id>")
	f.Fuzz(func(t *testing.T, text string) {
		for _, n := range Notices(text) {
			if n.Task == "" {
				t.Fatal("a notice without a task")
			}
			if n.ExitCode != nil && (*n.ExitCode < 0 || *n.ExitCode > 999) {
				t.Fatalf("exit code %d", *n.ExitCode)
			}
			_ = n.Success()
		}
		if TeammateMessage(text) && !Injected(text) {
			t.Fatal("a teammate message that is not injected")
		}
	})
}

func TestNotices(t *testing.T) {
	text := "<task-notification>\n<task-id>b9f1</task-id>\n<tool-use-id>toolu_1</tool-use-id>\n<status>completed</status>\n" +
		"<summary>Background command \"Run all tests\" completed (exit code 0)</summary>\n</task-notification>\n" +
		"<task-notification>\n<task-id>b35a</task-id>\n<status>failed</status>\n<summary>Background command \"x\" failed with exit code 1</summary>\n</task-notification>\n" +
		"<task-notification>\n<task-id>b7b7</task-id>\n<status>killed</status>\n<summary>Background command \"dev server\" was stopped</summary>\n</task-notification>"
	ns := Notices(text)
	if len(ns) != 3 {
		t.Fatalf("notices = %+v", ns)
	}
	ok0, fail1 := ns[0].Success(), ns[1].Success()
	if ok0 == nil || !*ok0 || fail1 == nil || *fail1 || *ns[1].ExitCode != 1 || ns[2].Success() != nil {
		t.Errorf("notices read as %+v", ns)
	}
	if !Injected("  <task-notification>") || !Injected("<teammate-message teammate_id=\"x\">") || Injected("please check the <task-notification> format") {
		t.Error("Injected")
	}
}

// TestAppendMatchesMarshal holds the hand-written answer to encoding/json's:
// every combination of set and empty fields, with text that needs escaping.
func TestAppendMatchesMarshal(t *testing.T) {
	texts := []string{"", "x", "a <b> & \"c\"\n\u2028\xff"}
	for mask := 0; mask < 1<<9; mask++ {
		pick := func(bit int, s string) string {
			if mask&(1<<bit) == 0 {
				return ""
			}
			return s
		}
		for _, s := range texts[1:] {
			o := output{Decision: pick(0, s), Reason: pick(1, "r"+s), SystemMessage: pick(2, s+"m")}
			if mask&(1<<3) != 0 {
				o.Specific = &specificOutput{HookEventName: pick(4, s), AdditionalContext: pick(5, s), PermissionDecision: pick(6, "p"), PermissionDecisionReason: pick(7, s)}
				if mask&(1<<8) != 0 {
					o.Specific.Decision = &permission{Behavior: pick(4, "deny"), Message: pick(5, s)}
				}
			}
			want, _ := json.Marshal(o)
			if got := o.append(nil); string(got) != string(want) {
				t.Fatalf("%+v: got %s, want %s", o, got, want)
			}
		}
	}
}
