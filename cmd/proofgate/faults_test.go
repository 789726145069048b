package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gofrs/flock"

	"github.com/proofgate/proofgate/internal/ledger"
)

// hookTimeout is the timeout hooks.json gives every hook: a hook still
// running then is killed by Claude Code and its output discarded, so a
// process test that reaches it has found a hang.
const hookTimeout = 30 * time.Second

// runEnv runs the binary with stdin and extra environment, killing it at
// the hook timeout. It reports whether the process had to be killed.
func runEnv(t *testing.T, env []string, stdin string, args ...string) (stdout string, exit int, hung bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hookTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Env = append(os.Environ(), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ctx.Err() != nil {
		return out.String(), -1, true
	}
	if exitErr, ok := err.(*exec.ExitError); ok {
		return out.String(), exitErr.ExitCode(), false
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), 0, false
}

func stateEnv(state string) []string {
	return []string{"XDG_STATE_HOME=" + state, "XDG_CONFIG_HOME=" + filepath.Join(state, "config")}
}

// failsOpen asserts a hook's answer is one JSON object holding a notice
// that the gate did not run, and no decision.
func failsOpen(t *testing.T, name, out string, code int, hung bool, want string) {
	t.Helper()
	if hung {
		t.Fatalf("%s: the hook was still running at the %s hook timeout", name, hookTimeout)
	}
	if code != 0 {
		t.Errorf("%s: exit %d", name, code)
	}
	o := oneObject(t, out)
	msg := fmt.Sprint(o["systemMessage"])
	if o["decision"] != nil || o["hookSpecificOutput"] != nil || !strings.Contains(msg, "the gate did not run") || !strings.Contains(msg, want) {
		t.Errorf("%s: want a fail-open notice about %q, got %s", name, want, out)
	}
}

var (
	editPayload = payload("PostToolUse", map[string]any{"tool_name": "Edit", "tool_input": map[string]any{"file_path": "/home/dev/proj/a.go"}, "tool_response": map[string]any{}})
	stopPayload = payload("Stop", map[string]any{"last_assistant_message": "I'll run the tests now.", "stop_hook_active": false})
)

// TestStuckLockHolder: another process holds the session's lock and never
// lets go. Each hook gives up after the store's bounded wait and fails
// open with a notice; a guardrail verdict still stands.
func TestStuckLockHolder(t *testing.T) {
	t.Parallel()
	state := t.TempDir()
	dir := filepath.Join(state, "proofgate", "ledgers")
	os.MkdirAll(dir, 0o700)
	lk := flock.New(filepath.Join(dir, ledger.Key("sess-1", "/home/dev/proj")+".lock"))
	if ok, err := lk.TryLock(); !ok || err != nil {
		t.Fatalf("taking the lock: %v", err)
	}
	defer lk.Unlock()

	out, code, hung := runEnv(t, stateEnv(state), editPayload, "hook")
	failsOpen(t, "edit with the lock held", out, code, hung, "locked by another proofgate process")
	out, code, hung = runEnv(t, stateEnv(state), stopPayload, "hook")
	failsOpen(t, "stop with the lock held", out, code, hung, "locked by another proofgate process")

	deny := payload("PreToolUse", map[string]any{"tool_name": "Bash", "tool_input": map[string]any{"command": "rm -rf ~"}})
	out, code, hung = runEnv(t, stateEnv(state), deny, "hook")
	if hung || code != 0 {
		t.Fatalf("pretool with the lock held: hung %v, exit %d", hung, code)
	}
	o := oneObject(t, out)
	hso, _ := o["hookSpecificOutput"].(map[string]any)
	if hso["permissionDecision"] != "deny" || !strings.Contains(fmt.Sprint(o["systemMessage"]), "could not record") {
		t.Errorf("rm -rf ~ with the lock held: want a deny that says it was not recorded, got %s", out)
	}
}

// TestStdinNeverCloses: a payload that never ends (the client died
// mid-write, or a bug) is given up on at hook.Deadline, before the hook
// timeout, with a notice; also on the one processor the launcher gives a
// hook, where the deadline's timer shares it with the blocked read.
func TestStdinNeverCloses(t *testing.T) {
	t.Parallel()
	for _, procs := range []string{"", "1"} {
		t.Run("GOMAXPROCS="+procs, func(t *testing.T) {
			t.Parallel()
			cmd := exec.Command(binary, "hook")
			cmd.Env = append(os.Environ(), stateEnv(t.TempDir())...)
			if procs != "" {
				cmd.Env = append(cmd.Env, "GOMAXPROCS="+procs)
			}
			w, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			cmd.Stdout = &out
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			w.Write([]byte(`{"hook_event_name":"Stop","session_id":"s","last_assistant_message":"I'll`))
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				failsOpen(t, "stdin left open", out.String(), exitCode(err), false, "timed out")
			case <-time.After(hookTimeout):
				cmd.Process.Kill()
				t.Fatal("the hook waited for stdin past the hook timeout")
			}
		})
	}
}

func exitCode(err error) int {
	if e, ok := err.(*exec.ExitError); ok {
		return e.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}

// TestStateDirectoryProblems: whatever is wrong with the state directory,
// a hook answers with a notice or a correct decision, and writes nothing
// anywhere else.
func TestStateDirectoryProblems(t *testing.T) {
	t.Run("missing is created private", func(t *testing.T) {
		state := filepath.Join(t.TempDir(), "does", "not", "exist")
		out, code, hung := runEnv(t, stateEnv(state), editPayload, "hook")
		if hung || code != 0 || strings.TrimSpace(out) != "{}" {
			t.Fatalf("hook with a missing state dir: %q exit %d hung %v", out, code, hung)
		}
		info, err := os.Stat(filepath.Join(state, "proofgate", "ledgers"))
		if err != nil || info.Mode().Perm() != 0o700 {
			t.Errorf("state dir: %v %v", info, err)
		}
	})
	t.Run("unwritable", func(t *testing.T) {
		state := readOnlyDir(t)
		for _, in := range []string{editPayload, stopPayload} {
			out, code, hung := runEnv(t, stateEnv(state), in, "hook")
			failsOpen(t, "read-only state dir", out, code, hung, "state directory")
		}
	})
	t.Run("full disk", func(t *testing.T) {
		state := tinyDisk(t)
		if out, code, _ := runEnv(t, stateEnv(state), editPayload, "hook"); code != 0 || strings.TrimSpace(out) != "{}" {
			t.Fatalf("first write: %q", out)
		}
		filler, _ := os.Create(filepath.Join(state, "filler"))
		filler.Write(make([]byte, 1<<20)) // fails when the disk is full: that is the point
		filler.Close()
		// An append may still fit in the slack of the journal's last page;
		// the disk is full within a few snapshots.
		var out string
		for i := range 8 {
			big := payload("PostToolUse", map[string]any{"tool_name": "Bash", "tool_input": map[string]any{"command": fmt.Sprintf("go test ./... # %d %s", i, strings.Repeat("x", 32<<10))}, "tool_response": map[string]any{"stdout": "ok"}})
			var code int
			var hung bool
			out, code, hung = runEnv(t, stateEnv(state), big, "hook")
			if strings.TrimSpace(out) != "{}" {
				failsOpen(t, "full disk", out, code, hung, "no space left")
				break
			}
		}
		if strings.TrimSpace(out) == "{}" {
			t.Fatal("full disk: eight large updates all succeeded: the disk never filled")
		}
		// The ledger written before the disk filled is intact.
		if out, code, _ := runEnv(t, stateEnv(state), "", "status", "--json", "--session", "sess-1"); code != 0 || !strings.Contains(out, "/home/dev/proj/a.go") {
			t.Errorf("status after a full disk: exit %d %s", code, out)
		}
	})
	t.Run("state dir is a symlink", func(t *testing.T) {
		state, elsewhere := t.TempDir(), t.TempDir()
		os.MkdirAll(filepath.Join(state, "proofgate"), 0o700)
		os.Symlink(elsewhere, filepath.Join(state, "proofgate", "ledgers"))
		out, code, hung := runEnv(t, stateEnv(state), editPayload, "hook")
		failsOpen(t, "symlinked state dir", out, code, hung, "not a directory")
		noFiles(t, elsewhere)
	})
}

// readOnlyDir returns a directory the hook cannot write: a read-only tmpfs
// when running as root (root ignores permission bits), else mode 0500.
func readOnlyDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if os.Geteuid() != 0 {
		os.Chmod(dir, 0o500)
		t.Cleanup(func() { os.Chmod(dir, 0o700) })
		return dir
	}
	if err := exec.Command("mount", "-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", dir).Run(); err != nil {
		t.Skipf("cannot make a read-only directory as root: %v", err)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	return dir
}

// tinyDisk returns a directory on a 64 KB tmpfs, or skips without root.
func tinyDisk(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).Run(); err != nil {
		t.Skipf("cannot mount a small tmpfs (needs root): %v", err)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	return dir
}

func noFiles(t *testing.T, dir string) {
	t.Helper()
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && p != dir {
			t.Errorf("written outside the state directory: %s", p)
		}
		return nil
	})
}

// TestLedgerFileProblems: a corrupt ledger and a ledger replaced by a
// symlink are reported and replaced by a fresh one; the symlink's target is
// never written.
func TestLedgerFileProblems(t *testing.T) {
	key := ledger.Key("sess-1", "/home/dev/proj")
	t.Run("corrupt", func(t *testing.T) {
		state := t.TempDir()
		dir := filepath.Join(state, "proofgate", "ledgers")
		os.MkdirAll(dir, 0o700)
		os.WriteFile(filepath.Join(dir, key+".jsonl"), []byte(`{"version":1,"changes":[{"path":`), 0o600)
		out, code, hung := runEnv(t, stateEnv(state), editPayload, "hook")
		if hung || code != 0 || !strings.Contains(out, "started afresh in normal mode") {
			t.Errorf("corrupt ledger: exit %d, %s", code, out)
		}
		out, code, _ = runEnv(t, stateEnv(state), stopPayload, "hook")
		if code != 0 || !strings.Contains(out, `"decision":"block"`) {
			t.Errorf("the gate is not armed after recovering a corrupt ledger: %s", out)
		}
	})
	t.Run("symlink", func(t *testing.T) {
		state := t.TempDir()
		dir := filepath.Join(state, "proofgate", "ledgers")
		os.MkdirAll(dir, 0o700)
		victim := filepath.Join(t.TempDir(), "victim")
		os.WriteFile(victim, []byte("do not touch\n"), 0o644)
		os.Symlink(victim, filepath.Join(dir, key+".jsonl"))
		out, code, hung := runEnv(t, stateEnv(state), editPayload, "hook")
		if hung || code != 0 || !strings.Contains(out, "not a regular file") {
			t.Errorf("symlinked ledger: exit %d, %s", code, out)
		}
		if data, _ := os.ReadFile(victim); string(data) != "do not touch\n" {
			t.Errorf("the symlink's target was written: %q", data)
		}
		if info, err := os.Lstat(filepath.Join(dir, key+".jsonl")); err != nil || !info.Mode().IsRegular() {
			t.Errorf("ledger is not a regular file now: %v", err)
		}
	})
	t.Run("symlinked lock", func(t *testing.T) {
		state, elsewhere := t.TempDir(), t.TempDir()
		dir := filepath.Join(state, "proofgate", "ledgers")
		os.MkdirAll(dir, 0o700)
		os.Symlink(filepath.Join(elsewhere, "lock"), filepath.Join(dir, key+".lock"))
		out, code, hung := runEnv(t, stateEnv(state), editPayload, "hook")
		failsOpen(t, "symlinked lock", out, code, hung, "not a regular file")
		noFiles(t, elsewhere)
	})
}

// TestHostileSessionIDs: ids that look like paths name a hashed file in
// the state directory and nothing else.
func TestHostileSessionIDs(t *testing.T) {
	root := t.TempDir()
	state := filepath.Join(root, "state")
	for _, id := range []string{"../../etc/passwd", "/etc/passwd", "..", "../../../../../../tmp/x", "a\x00b", `..\..\Windows\System32`} {
		sid, _ := json.Marshal(id)
		cwd, _ := json.Marshal("../../" + id)
		in := strings.Replace(editPayload, `"sess-1"`, string(sid), 1)
		in = strings.Replace(in, `"/home/dev/proj"`, string(cwd), 1)
		out, code, hung := runEnv(t, stateEnv(state), in, "hook")
		if hung || code != 0 || strings.TrimSpace(out) != "{}" {
			t.Errorf("session %q: exit %d, %s", id, code, out)
		}
	}
	ledgers := filepath.Join(state, "proofgate", "ledgers")
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Dir(p) != ledgers {
			t.Errorf("file written outside the ledger directory: %s", p)
		}
		return nil
	})
}

// TestTranscriptPathProblems: a stop without last_assistant_message whose
// transcript is a directory, a FIFO nobody writes, a device or missing
// falls back to the ledger rules: a correct decision, never a hang.
func TestTranscriptPathProblems(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.jsonl")
	paths := map[string]string{"directory": dir, "missing": filepath.Join(dir, "missing.jsonl"), "device": "/dev/zero", "empty": ""}
	if err := mkfifo(fifo); err == nil {
		paths["fifo"] = fifo
	}
	for name, p := range paths {
		t.Run(name, func(t *testing.T) {
			state := t.TempDir()
			// Changed code and nothing verified: the ledger rules block.
			runEnv(t, stateEnv(state), editPayload, "hook")
			stop := payload("Stop", map[string]any{"transcript_path": p, "stop_hook_active": false})
			out, code, hung := runEnv(t, stateEnv(state), stop, "hook")
			if hung {
				t.Fatalf("the stop hung on a %s transcript", name)
			}
			o := oneObject(t, out)
			if code != 0 || o["decision"] != "block" || !strings.Contains(fmt.Sprint(o["reason"]), "a.go") {
				t.Errorf("stop with a %s transcript: exit %d, %s", name, code, out)
			}
		})
	}
}
