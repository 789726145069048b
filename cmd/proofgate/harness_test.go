package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

func TestHookHarnessArgs(t *testing.T) {
	tests := []struct {
		args []string
		want string
		ok   bool
	}{
		{[]string{"hook"}, "", true},
		{[]string{"hook", "--harness", "codex"}, "codex", true},
		{[]string{"hook", "--harness=codex"}, "codex", true},
		{[]string{"hook", "-harness", "codex"}, "codex", true},
		{[]string{"hook", "--help"}, "", false},
		{[]string{"hook", "--harness"}, "", false},
		{[]string{"status"}, "", false},
		{nil, "", false},
	}
	for _, tt := range tests {
		got, ok := hookHarness(tt.args)
		if got != tt.want || ok != tt.ok {
			t.Errorf("hookHarness(%q) = %q, %v; want %q, %v", tt.args, got, ok, tt.want, tt.ok)
		}
	}
}

// TestHookHarnessFlag runs the binary as each harness's hook file does:
// the same Stop is answered in each harness's shape, through the fast path
// and through the command-line app (a line the fast path does not take),
// and an unknown harness fails open.
func TestHookHarnessFlag(t *testing.T) {
	state := t.TempDir()
	project := filepath.Join(t.TempDir(), "proj")
	stopIn := func(session string) []byte {
		data, _ := json.Marshal(map[string]any{"hook_event_name": "Stop", "session_id": session, "turn_id": "t1", "cwd": project,
			"stop_hook_active": false, "last_assistant_message": "I'll fix it now."})
		return data
	}
	stop := stopIn("cx-unknown")
	for i, args := range [][]string{{"hook", "--harness", "codex"}, {"hook", "--harness=codex"}, {"hook", "--harness", "codex", "--harness", "codex"}} {
		out, code := run(t, state, string(stopIn(fmt.Sprint("cx", i))), args...)
		o := oneObject(t, out)
		if code != 0 || o["decision"] != "block" || !strings.HasPrefix(fmt.Sprint(o["reason"]), "proofgate:") {
			t.Errorf("%q: exit %d, %s", args, code, out)
		}
		for k := range o {
			if k != "decision" && k != "reason" && k != "systemMessage" {
				t.Errorf("%q: key %q is not Codex's", args, k)
			}
		}
	}
	out, code := run(t, state, string(stop), "hook", "--harness", "gemini")
	if o := oneObject(t, out); code != 0 || o["decision"] != nil || !strings.Contains(fmt.Sprint(o["systemMessage"]), `unknown harness "gemini"`) {
		t.Errorf("unknown harness: exit %d, %s", code, out)
	}
}
