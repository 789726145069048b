package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// binary is proofgate built once for the process tests.
var binary string

// TestMain also serves the testscript scripts: run as "proofgate" (the
// name testscript gives a copy of the test binary on the scripts' PATH) it
// is the command itself, and builds nothing.
func TestMain(m *testing.M) {
	testscript.Main(withBinary{m}, map[string]func(){"proofgate": main})
}

// withBinary builds the binary the process tests run around the tests.
type withBinary struct{ m *testing.M }

func (w withBinary) Run() int {
	dir, err := os.MkdirTemp("", "proofgate-bin-")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	binary = filepath.Join(dir, "proofgate")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building proofgate: %v\n%s", err, out)
		return 1
	}
	return w.m.Run()
}

// run executes the binary with stdin and a private state directory.
func run(t *testing.T, state string, stdin string, args ...string) (stdout string, exit int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+state, "XDG_CONFIG_HOME="+filepath.Join(state, "config"))
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if exitErr, ok := err.(*exec.ExitError); ok {
		return out.String(), exitErr.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), 0
}

// oneObject fails unless out is empty or exactly one JSON object.
func oneObject(t *testing.T, out string) map[string]any {
	t.Helper()
	if strings.TrimSpace(out) == "" {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(out))
	var obj map[string]any
	if err := dec.Decode(&obj); err != nil {
		t.Fatalf("stdout is not a JSON object: %q", out)
	}
	if dec.More() {
		t.Fatalf("stdout holds more than one JSON value: %q", out)
	}
	return obj
}

func payload(event string, fields map[string]any) string {
	p := map[string]any{"session_id": "sess-1", "cwd": "/home/dev/proj", "hook_event_name": event, "prompt_id": "p1"}
	for k, v := range fields {
		p[k] = v
	}
	data, _ := json.Marshal(p)
	return string(data)
}

func TestHookProcessPerEvent(t *testing.T) {
	state := t.TempDir()
	steps := []struct {
		name  string
		in    string
		check func(map[string]any) error
	}{
		{"prompt", payload("UserPromptSubmit", map[string]any{"prompt": "Add a --verbose flag to the CLI in cmd/app/main.go"}), func(o map[string]any) error {
			ctx, _ := o["hookSpecificOutput"].(map[string]any)["additionalContext"].(string)
			if !strings.Contains(ctx, "proofgate task mode:") || !strings.Contains(ctx, "Never claim verification that was not actually observed.") {
				return fmt.Errorf("context %q", ctx)
			}
			return nil
		}},
		{"edit", payload("PostToolUse", map[string]any{"tool_name": "Edit", "tool_input": map[string]any{"file_path": "/home/dev/proj/cmd/app/main.go"}, "tool_response": map[string]any{}}), isEmpty},
		{"premature stop", payload("Stop", map[string]any{"last_assistant_message": "I'll run the tests now.", "stop_hook_active": false}), isBlock},
		{"failing test", payload("PostToolUseFailure", map[string]any{"tool_name": "Bash", "tool_input": map[string]any{"command": "go test ./..."}, "error": "Exit code 1\nFAIL"}), func(o map[string]any) error {
			ctx, _ := o["hookSpecificOutput"].(map[string]any)["additionalContext"].(string)
			if !strings.Contains(ctx, "exit code 1") {
				return fmt.Errorf("context %q", ctx)
			}
			return nil
		}},
		{"unverified stop", payload("Stop", map[string]any{"last_assistant_message": "Added the flag.", "stop_hook_active": false}), isBlock},
		{"cap reached", payload("Stop", map[string]any{"last_assistant_message": "Added the flag.", "stop_hook_active": false}), func(o map[string]any) error {
			if o["decision"] != nil || !strings.Contains(fmt.Sprint(o["systemMessage"]), "main.go") {
				return fmt.Errorf("want an allow with a warning naming main.go, got %v", o)
			}
			return nil
		}},
	}
	for _, s := range steps {
		out, code := run(t, state, s.in, "hook")
		if code != 0 {
			t.Fatalf("%s: exit %d", s.name, code)
		}
		if err := s.check(oneObject(t, out)); err != nil {
			t.Errorf("%s: %v (stdout %s)", s.name, err, out)
		}
	}
	out, code := run(t, state, "", "status", "--json", "--cwd", "/home/dev/proj")
	if code != 0 {
		t.Fatalf("status: exit %d", code)
	}
	var st struct {
		Mode          string   `json:"mode"`
		ChangedPaths  []string `json:"changed_paths"`
		Verifications []struct {
			Command string `json:"command"`
			Kind    string `json:"kind"`
			Success *bool  `json:"success"`
		} `json:"verifications"`
		StopBlocks int `json:"stop_blocks"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("status --json: %v\n%s", err, out)
	}
	if len(st.ChangedPaths) != 1 || len(st.Verifications) != 1 || *st.Verifications[0].Success || st.StopBlocks != 2 {
		t.Errorf("status = %+v", st)
	}
}

func isEmpty(o map[string]any) error {
	if len(o) != 0 {
		return fmt.Errorf("want {}, got %v", o)
	}
	return nil
}

func isBlock(o map[string]any) error {
	if o["decision"] != "block" || !strings.HasPrefix(fmt.Sprint(o["reason"]), "proofgate: ") {
		return fmt.Errorf("want a block, got %v", o)
	}
	return nil
}

func TestHookFailsOpen(t *testing.T) {
	state := t.TempDir()
	blocked := filepath.Join(t.TempDir(), "file-not-dir")
	os.WriteFile(blocked, nil, 0o600)
	tests := []struct {
		name, in, state string
	}{
		{"not json", "{oops", state},
		{"empty", "", state},
		{"unknown event", `{"hook_event_name":"Teleport"}`, state},
		{"oversized", `{"hook_event_name":"Stop","last_assistant_message":"` + strings.Repeat("x", 9<<20) + `"}`, state},
		{"state dir unusable", payload("Stop", map[string]any{"last_assistant_message": "I'll do it."}), blocked},
	}
	for _, tt := range tests {
		out, code := run(t, tt.state, tt.in, "hook")
		if code != 0 {
			t.Errorf("%s: exit %d", tt.name, code)
		}
		o := oneObject(t, out)
		if o["decision"] != nil || !strings.Contains(fmt.Sprint(o["systemMessage"]), "the gate did not run") {
			t.Errorf("%s: want a fail-open notice, got %s", tt.name, out)
		}
	}
}

// TestConcurrentHookProcesses runs 64 PostToolUse processes for one session
// at once, as parallel tool calls do, and checks that none is lost: every
// process that answered normally is in the ledger. On an overloaded machine
// a process may give up on the lock after its bounded wait; it must then
// say so (a fail-open notice), never drop the event silently.
func TestConcurrentHookProcesses(t *testing.T) {
	state := t.TempDir()
	const n = 64
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		answered []string
		notices  int
	)
	for i := range n {
		wg.Go(func() {
			path := fmt.Sprintf("/home/dev/proj/f%02d.go", i)
			in := payload("PostToolUse", map[string]any{
				"tool_name":     "Write",
				"tool_input":    map[string]any{"file_path": path},
				"tool_response": map[string]any{},
			})
			out, code := run(t, state, in, "hook")
			mu.Lock()
			defer mu.Unlock()
			switch {
			case code != 0:
				t.Errorf("process %d: exit %d", i, code)
			case strings.TrimSpace(out) == "{}":
				answered = append(answered, path)
			case strings.Contains(out, "locked by another proofgate process") || strings.Contains(out, "timed out"):
				notices++
			default:
				t.Errorf("process %d: unexpected stdout %q", i, out)
			}
		})
	}
	wg.Wait()
	out, _ := run(t, state, "", "status", "--json", "--session", "sess-1")
	var st struct {
		ChangedPaths []string `json:"changed_paths"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("status: %v\n%s", err, out)
	}
	recorded := map[string]bool{}
	for _, p := range st.ChangedPaths {
		recorded[p] = true
	}
	for _, p := range answered {
		if !recorded[p] {
			t.Errorf("%s was answered normally but is not in the ledger", p)
		}
	}
	if len(answered) < n/2 {
		t.Errorf("only %d of %d processes got the lock (%d gave up): the lock is not shared fairly", len(answered), n, notices)
	}
	if notices > 0 {
		t.Logf("%d of %d processes gave up on the lock under load and said so", notices, n)
	}
}

func TestNoSecretReachesDisk(t *testing.T) {
	state := t.TempDir()
	secrets := []string{"ghp_0123456789abcdefghijABCDEFGHIJklmn", "hunter2hunter2", "AKIAIOSFODNN7EXAMPLE"}
	cmd := "GITHUB_TOKEN=" + secrets[0] + " DB_PASSWORD=" + secrets[1] + " AWS_ACCESS_KEY_ID=" + secrets[2] + " go test ./..."
	in := payload("PostToolUse", map[string]any{"tool_name": "Bash", "tool_input": map[string]any{"command": cmd}, "tool_response": map[string]any{"stdout": "ok"}})
	if _, code := run(t, state, in, "hook"); code != 0 {
		t.Fatal("hook failed")
	}
	dir := filepath.Join(state, "proofgate", "ledgers")
	info, err := os.Stat(dir)
	if err != nil || info.Mode().Perm() != 0o700 {
		t.Fatalf("state dir: %v, mode %v", err, info.Mode().Perm())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("ledgers: %v", files)
	}
	for _, f := range files {
		info, _ := os.Stat(f)
		if info.Mode().Perm() != 0o600 {
			t.Errorf("%s mode %v, want 0600", f, info.Mode().Perm())
		}
		data, _ := os.ReadFile(f)
		for _, s := range secrets {
			if bytes.Contains(data, []byte(s)) {
				t.Errorf("secret %q reached %s", s, f)
			}
		}
		if !bytes.Contains(data, []byte("go test ./...")) {
			t.Errorf("the verification itself was not recorded: %s", data)
		}
	}
}

func TestDemo(t *testing.T) {
	out, code := run(t, t.TempDir(), "", "demo")
	if code != 0 {
		t.Fatalf("demo exit %d", code)
	}
	for _, want := range []string{"BLOCKED", "announces work that was not done", "exit code 1", "proofgate task mode: normal."} {
		if !strings.Contains(out, want) {
			t.Errorf("demo output lacks %q:\n%s", want, out)
		}
	}
}

func TestVersion(t *testing.T) {
	out, code := run(t, t.TempDir(), "", "--version")
	if code != 0 || !strings.HasPrefix(out, "proofgate version ") {
		t.Errorf("--version: %d %q", code, out)
	}
}

func TestHookConfiguration(t *testing.T) {
	state := t.TempDir()
	project := t.TempDir()
	os.MkdirAll(filepath.Join(project, ".claude"), 0o755)
	cfgPath := filepath.Join(project, ".claude", "proofgate.json")
	// A broken file of the user's fails open; the project's is ignored
	// (a repository must not switch the hooks off with a typo).
	userCfg := filepath.Join(state, "config", "proofgate", "config.json")
	os.MkdirAll(filepath.Dir(userCfg), 0o755)
	os.WriteFile(userCfg, []byte("{\n  \"block_cap\": 1,\n  \"gates\": {\"premature\": false,}\n}\n"), 0o644)
	stop := func() string {
		p := map[string]any{"session_id": "s", "cwd": project, "hook_event_name": "Stop", "last_assistant_message": "I'll fix it now."}
		data, _ := json.Marshal(p)
		return string(data)
	}()
	out, _ := run(t, state, stop, "hook")
	o := oneObject(t, out)
	msg := fmt.Sprint(o["systemMessage"])
	if o["decision"] != nil || !strings.Contains(msg, "config.json") || !strings.Contains(msg, "line 3") {
		t.Errorf("broken config: want a fail-open notice naming the file and line, got %s", out)
	}
	os.Remove(userCfg)

	// A repository's file may not switch a gate off; the user's may.
	os.WriteFile(cfgPath, []byte(`{"gates": {"premature": false}}`), 0o644)
	out, _ = run(t, state, stop, "hook")
	if o := oneObject(t, out); o["decision"] != "block" {
		t.Errorf("the project's file switched the premature gate off: %s", out)
	}
	os.Remove(cfgPath)
	os.WriteFile(userCfg, []byte(`{"gates": {"premature": false}}`), 0o644)
	out, _ = run(t, state, stop, "hook")
	if o := oneObject(t, out); o["decision"] != nil {
		t.Errorf("the user switched the premature gate off, still blocked: %s", out)
	}
	os.Remove(userCfg)

	cmd := exec.Command(binary, "hook")
	cmd.Stdin = strings.NewReader(stop)
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+state, "PROOFGATE_DISABLE=1")
	if got, err := cmd.Output(); err != nil || len(got) != 0 {
		t.Errorf("PROOFGATE_DISABLE=1: stdout %q, err %v", got, err)
	}
}

func TestReplayCommand(t *testing.T) {
	transcript, _ := filepath.Abs("../../internal/replay/testdata/session.jsonl")
	out, code := run(t, t.TempDir(), "", "replay", "--json", transcript)
	if code != 0 {
		t.Fatalf("replay exit %d: %s", code, out)
	}
	var got struct {
		Summary struct{ Stops, Blocked int }
		Stops   []struct {
			Line  int
			Block bool
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Summary.Stops != 3 || got.Summary.Blocked != 1 || !got.Stops[0].Block {
		t.Errorf("replay --json = %+v", got)
	}
	if _, code := run(t, t.TempDir(), "", "replay", "/no/such/file.jsonl"); code == 0 {
		t.Error("replay of a missing file exited 0")
	}
}

func TestDoctorOnBrokenInstall(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{".claude-plugin/plugin.json", ".claude-plugin/marketplace.json", "hooks/hooks.json", "bin/proofgate"} {
		data, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(root, f)), 0o755)
		os.WriteFile(filepath.Join(root, f), data, 0o755)
	}
	hooks, _ := os.ReadFile(filepath.Join(root, "hooks/hooks.json"))
	os.WriteFile(filepath.Join(root, "hooks/hooks.json"), bytes.Replace(hooks, []byte(`"Stop"`), []byte(`"Stopp"`), 1), 0o644)
	out, code := run(t, t.TempDir(), "", "doctor", "--plugin-root", root)
	if code != 1 {
		t.Fatalf("doctor on a broken install exited %d:\n%s", code, out)
	}
	// The copy has no Go source, so the launcher finds no binary either.
	for _, want := range []string{"✗ hooks.json: Stop is not registered", "✗ binary: the launcher found no binary", "✓ state:", "fix: "} {
		if !strings.Contains(out, want) {
			t.Errorf("doctor output lacks %q:\n%s", want, out)
		}
	}
}

func TestCompletionAndHelp(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		out, code := run(t, t.TempDir(), "", "completion", shell)
		if code != 0 || !strings.Contains(out, "proofgate") {
			t.Errorf("completion %s: exit %d, %q", shell, code, out)
		}
	}
	if _, code := run(t, t.TempDir(), "", "completion", "tcsh"); code == 0 {
		t.Error("completion tcsh exited 0")
	}
	for _, cmd := range []string{"status", "pause", "resume", "replay", "doctor", "scan", "check-claim", "classify", "check-command", "demo", "hook"} {
		out, code := run(t, t.TempDir(), "", "help", cmd)
		if code != 0 || !strings.Contains(out, "Example") {
			t.Errorf("help %s: exit %d, no example:\n%s", cmd, code, out)
		}
	}
}
