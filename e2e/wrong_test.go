package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/e2e/mockapi"
)

// The user's verdict, in the real client: a block, then /proofgate:wrong
// typed with words that hold an apostrophe, quotes and a secret. The
// command's shell step records the verdict (the words arrive whole, the
// secret redacted), the model is told, and proofgate report prints it.
// When the gate honours verdicts, the model's next untested stop is let
// through instead of being blocked on the same gap.
func TestUserMarksABlockWrong(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	const id = "9c4e1f27-6a3b-4d8e-b2f0-7e5d1c3a9b46"

	s.args = []string{"--session-id", id}
	s.run("Add a sub function in sub.sh.", editAndStop(s)...)
	if st := s.status(); st.StopBlocks != 1 || len(st.Stops) == 0 || !st.Stops[0].Block || st.Stops[0].Rule != "unverified.changed" {
		t.Fatalf("the untested edit was not blocked by unverified.changed: %+v", st)
	}

	honoured := gateHonoursWrong(t)
	ack := mockapi.Turn{
		Check: contains("proofgate: recorded that the block by [unverified.changed] in session " + id + " was wrong"),
		Reply: []mockapi.Block{mockapi.Text("Noted: sub.sh stays as it is.")},
	}
	script := []mockapi.Turn{ack}
	if !honoured {
		// The gate does not read verdicts yet: the same gap is sent
		// back once more.
		script = append(script, mockapi.Turn{Expect: feedback, Reply: []mockapi.Block{mockapi.Text("sub.sh is unverified.")}})
	}
	s.args = []string{"--resume", id}
	s.run(`/proofgate:wrong it's a "throwaway" helper; DEPLOY_TOKEN=ghp_0123456789abcdefghijABCDEFGHIJ`, script...)

	out := s.proofgate("report", "--session", id)
	for _, want := range []string{
		"## proofgate: a block by `unverified.changed` that the user judged wrong",
		`> it's a "throwaway" helper; DEPLOY_TOKEN=[REDACTED]`,
		"- `sub.sh`",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "ghp_") {
		t.Errorf("the report holds the token:\n%s", out)
	}
	if stats := s.proofgate("stats", "--json"); !strings.Contains(stats, `"wrong_blocks": 1`) {
		t.Errorf("stats does not count the verdict:\n%s", stats)
	}
	st := s.status()
	if !honoured {
		t.Log("the verdict is recorded; this build's gate does not honour verdicts yet (internal/gate calls no MarkedWrong), so the same gap was sent back once more")
		return
	}
	// /proofgate:wrong continues the prompt: its one block is the first.
	if n := len(st.Stops); st.StopBlocks != 1 || n == 0 || st.Stops[n-1].Block {
		t.Errorf("the stop after /proofgate:wrong was blocked again: %d blocks, %+v", st.StopBlocks, st.Stops)
	}
}

// gateHonoursWrong reports whether this build's gate lets the same gap
// through after the user marked its block wrong, by playing the hooks of
// a short session on the built binary.
func gateHonoursWrong(t *testing.T) bool {
	t.Helper()
	state := t.TempDir()
	hook := func(payload string) string {
		cmd := exec.Command(proofgateBin, "hook")
		cmd.Env = []string{"HOME=" + state, "XDG_STATE_HOME=" + state, "XDG_CONFIG_HOME=" + filepath.Join(state, "config"), "PATH=" + os.Getenv("PATH")}
		cmd.Stdin = strings.NewReader(payload)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("proofgate hook: %v", err)
		}
		return string(out)
	}
	// Not below /tmp: a scratch file there needs no verification.
	const head = `{"session_id":"probe","cwd":"/home/dev/probe",`
	hook(head + `"hook_event_name":"UserPromptSubmit","prompt":"Add a sub function in sub.sh."}`)
	hook(head + `"hook_event_name":"PostToolUse","tool_name":"Write","tool_input":{"file_path":"/home/dev/probe/sub.sh","content":"sub() { :; }"},"tool_response":{}}`)
	stop := head + `"hook_event_name":"Stop","last_assistant_message":"Added sub to sub.sh."}`
	if !strings.Contains(hook(stop), `"decision":"block"`) {
		t.Fatal("the probe session was not blocked")
	}
	cmd := exec.Command(proofgateBin, "wrong", "--session", "probe")
	cmd.Env = []string{"HOME=" + state, "XDG_STATE_HOME=" + state, "XDG_CONFIG_HOME=" + filepath.Join(state, "config")}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("proofgate wrong: %v\n%s", err, out)
	}
	return !strings.Contains(hook(stop), `"decision":"block"`)
}

// The model cannot use the user's commands: allowed the Skill tool (as in
// bypass-permissions mode), its call of /proofgate:pause or
// /proofgate:wrong is refused and nothing is paused or recorded. The
// commands' front matter refuses it in the client; with that line gone
// (a client that ignored it), the guardrail on the Skill tool denies it.
func TestModelCannotInvokeUserCommands(t *testing.T) {
	requireLinuxAMD64(t)
	tests := []struct {
		name  string
		skill string
		// frontMatter keeps disable-model-invocation in the commands;
		// without it only the guardrail stands.
		frontMatter bool
		refusal     string
	}{
		{"pause, refused by the client", "proofgate:pause", true, "disable-model-invocation"},
		{"wrong, refused by the client", "proofgate:wrong", true, "disable-model-invocation"},
		{"pause, denied by the guardrail", "proofgate:pause", false, "[self-protect]"},
		{"wrong, denied by the guardrail", "/proofgate:wrong", false, "[self-protect]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plugin := bundledPlugin(t)
			if !tt.frontMatter {
				for _, name := range []string{"pause.md", "resume.md", "wrong.md"} {
					path := filepath.Join(plugin, "commands", name)
					data, err := os.ReadFile(path)
					if err != nil {
						t.Fatal(err)
					}
					writeFile(t, path, strings.Replace(string(data), "disable-model-invocation: true\n", "", 1), 0o644)
				}
			}
			s := newSession(t, plugin)
			s.tools = []string{"Bash", "Write", "Edit", "Read", "Skill"}
			s.run("Add a sub function in sub.sh.",
				mockapi.Turn{Reply: []mockapi.Block{
					mockapi.Call("Write", map[string]any{"file_path": s.path("sub.sh"), "content": "sub() { echo $(($1 - $2)); }\n"}),
				}},
				mockapi.Turn{Check: toolResults(1, false), Reply: []mockapi.Block{mockapi.Call("Skill", map[string]any{"skill": tt.skill, "args": "it is fine"})}},
				mockapi.Turn{Check: toolResults(1, true, tt.refusal), Reply: []mockapi.Block{mockapi.Text("Added sub to sub.sh.")}},
				mockapi.Turn{Expect: feedback, Reply: []mockapi.Block{mockapi.Text("sub.sh is unverified.")}},
			)
			st := s.status()
			if st.Pause != nil {
				t.Errorf("the model paused the gate: %+v", st.Pause)
			}
			if st.StopBlocks != 1 {
				t.Errorf("the untested stop was not blocked: %+v", st.Stops)
			}
			if out := s.proofgateErr("report"); !strings.Contains(out, "no decision marked wrong") {
				t.Errorf("the model's call recorded a verdict:\n%s", out)
			}
			if !tt.frontMatter {
				if n := len(st.Denials); n == 0 || st.Denials[n-1].Rule != "self-protect" || st.Denials[n-1].Tool != "Skill" {
					t.Errorf("the guardrail did not deny the Skill call: %+v", st.Denials)
				}
			}
		})
	}
}

// proofgate runs the built binary on the session's state in its project
// and returns its output; it must succeed.
func (s *session) proofgate(args ...string) string {
	s.t.Helper()
	cmd := exec.Command(proofgateBin, args...)
	cmd.Dir = s.project
	cmd.Env = s.baseEnv()
	out, err := cmd.CombinedOutput()
	if err != nil {
		s.t.Fatalf("proofgate %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// proofgateErr is proofgate for a command expected to fail.
func (s *session) proofgateErr(args ...string) string {
	s.t.Helper()
	cmd := exec.Command(proofgateBin, args...)
	cmd.Dir = s.project
	cmd.Env = s.baseEnv()
	out, err := cmd.CombinedOutput()
	if err == nil {
		s.t.Fatalf("proofgate %s succeeded:\n%s", strings.Join(args, " "), out)
	}
	return string(out)
}
