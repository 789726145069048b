package ledger

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/observe"
)

// The fault tests kill a real process in the middle of a ledger write. The
// process is this test binary re-run as a helper (TestHelperProcess), which
// calls the store's unexported lock and write steps itself, so no seam in
// the production code is needed.

const helperEnv = "PROOFGATE_LEDGER_HELPER"

// helper starts this test binary as a helper doing mode in dir, and waits
// until it prints "ready".
func helper(t *testing.T, mode, dir string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, "PROOFGATE_LEDGER_DIR="+dir)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if sc.Text() == "ready" {
				ready <- true
				return
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatalf("helper %s exited before it was ready", mode)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("helper %s never became ready", mode)
	}
	return cmd
}

// TestHelperProcess is not a test: it is the helper the fault tests run.
func TestHelperProcess(t *testing.T) {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("helper process for the fault tests")
	}
	s, err := Open(os.Getenv("PROOFGATE_LEDGER_DIR"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	key := Key("sess", "/p")
	switch mode {
	case "hold-lock":
		// A stuck hook: it holds the lock and never lets go.
		if _, err := s.lock(key); err != nil {
			os.Exit(2)
		}
		fmt.Println("ready")
	case "between-write-and-rename":
		// write()'s steps up to, not including, the rename: a complete
		// new ledger in a temporary file, under the lock.
		if _, err := s.lock(key); err != nil {
			os.Exit(2)
		}
		l := bigLedger("new")
		data, _ := json.Marshal(l)
		tmp, err := os.CreateTemp(s.dir, key+".*.tmp")
		if err != nil {
			os.Exit(2)
		}
		tmp.Chmod(0o600)
		tmp.Write(data)
		tmp.Close()
		fmt.Println("ready")
	case "mid-write":
		// Half of a temporary file written, then the process dies.
		if _, err := s.lock(key); err != nil {
			os.Exit(2)
		}
		data, _ := json.Marshal(bigLedger("new"))
		tmp, err := os.CreateTemp(s.dir, key+".*.tmp")
		if err != nil {
			os.Exit(2)
		}
		tmp.Write(data[:len(data)/2])
		fmt.Println("ready")
	case "mid-append":
		// Half of a snapshot appended to the journal, then the process
		// dies: a short write, as a kill or a full disk leaves it.
		if _, err := s.lock(key); err != nil {
			os.Exit(2)
		}
		j, err := openJournal(s.path(key), true)
		if err != nil {
			os.Exit(2)
		}
		data, _ := json.Marshal(bigLedger("new"))
		j.f.Write(data[:len(data)/2])
		fmt.Println("ready")
	case "update-loop":
		// Updates as fast as it can, until killed at a random point.
		fmt.Println("ready")
		for i := 0; ; i++ {
			s.Update("sess", "/p", func(l *Ledger) error {
				l.RecordChange(fmt.Sprintf("/p/loop%d.go", i), observe.Code, "Edit", false)
				l.RecordChecks([]Check{{Command: strings.Repeat("go test ./... ", 20), Kind: observe.Test}})
				return nil
			})
		}
	}
	time.Sleep(time.Hour)
}

// bigLedger is a full ledger (every list at its limit), so that a write
// takes long enough to be interrupted.
func bigLedger(tag string) *Ledger {
	l := New("sess", "/p")
	for i := range Limit {
		l.RecordChange(fmt.Sprintf("/p/%s/file%03d.go", tag, i), observe.Code, "Edit", false)
		l.RecordChecks([]Check{{Command: "go test ./" + tag + "/...", Kind: observe.Test}})
	}
	return l
}

// seed stores an "old" ledger for the session.
func seed(t *testing.T, s *Store) {
	t.Helper()
	if _, err := s.Update("sess", "/p", func(l *Ledger) error { *l = *bigLedger("old"); return nil }); err != nil {
		t.Fatal(err)
	}
}

func kill(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	cmd.Process.Kill() // SIGKILL: no chance to clean up
	cmd.Wait()
}

// checkValid asserts that the session's ledger loads and is either the old
// or the new version, and that a further Update works despite whatever
// the dead process left behind.
func checkValid(t *testing.T, s *Store, allowed ...string) {
	t.Helper()
	l, err := s.Load(Key("sess", "/p"))
	if err != nil {
		t.Fatalf("ledger after the kill: %v", err)
	}
	ok := false
	for _, tag := range allowed {
		ok = ok || strings.Contains(l.Changes[0].Path, "/"+tag+"/")
	}
	if !ok {
		t.Fatalf("ledger is neither of %v: first change %s", allowed, l.Changes[0].Path)
	}
	up, err := s.Update("sess", "/p", func(l *Ledger) error {
		l.RecordChange("/p/after.go", observe.Code, "Edit", false)
		return nil
	})
	if err != nil || up.Recovered != "" {
		t.Fatalf("Update after the kill: %v, recovered %q", err, up.Recovered)
	}
	if _, err := s.Latest(func(*Ledger) bool { return true }); err != nil {
		t.Fatalf("Latest with stray files: %v", err)
	}
}

// TestKilledBetweenWriteAndRename: the lock holder dies with a complete
// new ledger in a temporary file, not yet renamed. The next hook must get
// the lock at once (the kernel drops a dead process's flock), see the old
// ledger intact, and be untroubled by the stray temporary file.
func TestKilledBetweenWriteAndRename(t *testing.T) {
	for _, mode := range []string{"between-write-and-rename", "mid-write"} {
		t.Run(mode, func(t *testing.T) {
			s, _ := Open(filepath.Join(t.TempDir(), "l"))
			s.LockWait = 5 * time.Second
			seed(t, s)
			kill(t, helper(t, mode, s.Dir()))
			strays, _ := filepath.Glob(filepath.Join(s.Dir(), "*.tmp"))
			if len(strays) != 1 {
				t.Fatalf("want the dead writer's temporary file, found %v", strays)
			}
			start := time.Now()
			checkValid(t, s, "old")
			if waited := time.Since(start); waited > 4*time.Second {
				t.Errorf("the next update waited %s for a dead process's lock", waited)
			}
			// Prune removes the stray once it is old; a fresh one stays.
			s.Prune()
			if _, err := os.Stat(strays[0]); err != nil {
				t.Errorf("a fresh temporary file was pruned: %v", err)
			}
			old := time.Now().Add(-MaxAge - time.Hour)
			os.Chtimes(strays[0], old, old)
			s.Now = func() time.Time { return time.Now().Add(PruneEvery) } // the next day's sweep
			s.Prune()
			if _, err := os.Stat(strays[0]); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("a stale temporary file survived Prune: %v", err)
			}
		})
	}
}

// TestKilledMidAppend: the lock holder dies with half its snapshot
// appended. The next hook reads the snapshot before it and writes its own
// without a notice (nothing was lost but the dead writer's event).
func TestKilledMidAppend(t *testing.T) {
	s, _ := Open(filepath.Join(t.TempDir(), "l"))
	s.LockWait = 5 * time.Second
	seed(t, s)
	kill(t, helper(t, "mid-append", s.Dir()))
	data, _ := os.ReadFile(s.path(Key("sess", "/p")))
	if len(data) == 0 || data[len(data)-1] == '\n' {
		t.Fatal("the helper left no torn tail")
	}
	checkValid(t, s, "old")
}

// TestKilledAtRandomPoints kills a process that updates the ledger in a
// loop, at varying moments, and checks each time that the ledger is valid.
func TestKilledAtRandomPoints(t *testing.T) {
	s, _ := Open(filepath.Join(t.TempDir(), "l"))
	seed(t, s)
	for i := range 8 {
		cmd := helper(t, "update-loop", s.Dir())
		time.Sleep(time.Duration(5+i*7) * time.Millisecond)
		kill(t, cmd)
		l, err := s.Load(Key("sess", "/p"))
		if err != nil {
			t.Fatalf("round %d: ledger after the kill: %v", i, err)
		}
		if len(l.Changes) == 0 {
			t.Fatalf("round %d: empty ledger", i)
		}
	}
	checkValid(t, s, "old", "p") // "p": the loop's own /p/loopN.go changes
}

// TestStuckLockHolder: a live process holds the lock forever. Update gives
// up after LockWait with ErrLocked, and does not touch the ledger.
func TestStuckLockHolder(t *testing.T) {
	s, _ := Open(filepath.Join(t.TempDir(), "l"))
	seed(t, s)
	helper(t, "hold-lock", s.Dir())
	s.LockWait = 300 * time.Millisecond
	done := make(chan error, 1)
	go func() {
		_, err := s.Update("sess", "/p", func(l *Ledger) error { l.Mode = "quick"; return nil })
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrLocked) {
			t.Fatalf("Update with a stuck lock holder: %v, want ErrLocked", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Update blocked past its LockWait")
	}
	if l, err := s.Load(Key("sess", "/p")); err != nil || l.Mode != "normal" {
		t.Errorf("ledger after a refused update: %+v, %v", l, err)
	}
}

// TestSymlinkedLedgerIsNotFollowed: a ledger replaced by a symlink to a
// file elsewhere is treated as corrupt, replaced by a regular file, and the
// file it pointed to is left exactly as it was.
func TestSymlinkedLedgerIsNotFollowed(t *testing.T) {
	for _, which := range []string{"journal", "legacy"} {
		t.Run(which, func(t *testing.T) {
			s, _ := Open(filepath.Join(t.TempDir(), "l"))
			outside := filepath.Join(t.TempDir(), "victim.json")
			data, _ := json.Marshal(bigLedger("victim"))
			os.WriteFile(outside, append(data, '\n'), 0o644)
			if err := os.Symlink(outside, fileOf(s, which)); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Load(Key("sess", "/p")); !errors.Is(err, ErrCorrupt) {
				t.Errorf("Load through a symlink: %v, want ErrCorrupt", err)
			}
			up, err := s.Update("sess", "/p", func(l *Ledger) error { l.RecordChange("/p/a.go", observe.Code, "Edit", false); return nil })
			if err != nil || up.Recovered == "" {
				t.Fatalf("Update: %v, recovered %q", err, up.Recovered)
			}
			if after, _ := os.ReadFile(outside); string(after) != string(data)+"\n" {
				t.Error("the symlink's target was modified")
			}
			if info, err := os.Lstat(s.path(Key("sess", "/p"))); err != nil || !info.Mode().IsRegular() {
				t.Errorf("ledger is not a regular file after the update: %v", err)
			}
			if _, err := os.Lstat(s.legacyPath(Key("sess", "/p"))); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("the file before journals is still there: %v", err)
			}
		})
	}
}

// TestSymlinkedLockIsNotFollowed: a lock file replaced by a symlink must
// not make proofgate create or open a file outside its state directory.
func TestSymlinkedLockIsNotFollowed(t *testing.T) {
	s, _ := Open(filepath.Join(t.TempDir(), "l"))
	outside := filepath.Join(t.TempDir(), "created-by-proofgate")
	if err := os.Symlink(outside, filepath.Join(s.Dir(), Key("sess", "/p")+".lock")); err != nil {
		t.Fatal(err)
	}
	_, err := s.Update("sess", "/p", func(*Ledger) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("Update with a symlinked lock: %v, want a refusal", err)
	}
	if _, err := os.Lstat(outside); err == nil {
		t.Errorf("following the lock symlink created %s outside the state directory", outside)
	}
}

// TestSessionIDCannotEscape: session ids and directories that look like
// paths only ever name a file inside the store.
func TestSessionIDCannotEscape(t *testing.T) {
	root := t.TempDir()
	s, _ := Open(filepath.Join(root, "state", "l"))
	for _, id := range []string{"../../etc/passwd", "/etc/passwd", "..", "a/../../b", "\x00", strings.Repeat("../", 100) + "x", "C:\\Windows\\x"} {
		if _, err := s.Update(id, "../../"+id, func(l *Ledger) error { l.RecordChange("/p/a.go", observe.Code, "Edit", false); return nil }); err != nil {
			t.Errorf("Update(%q): %v", id, err)
		}
	}
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Dir(p) != s.Dir() {
			t.Errorf("file written outside the store: %s", p)
		}
		return nil
	})
}
