package ledger

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/observe"
)

func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "state", "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRecordChangeMovesRepeatedPathToEnd(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/a.go", observe.Code, "Edit")
	l.RecordChange("/p/b.md", observe.Docs, "Write")
	l.RecordChange("/p/a.go", observe.Code, "Edit")
	if len(l.Changes) != 2 || l.Changes[1].Path != "/p/a.go" || l.Changes[1].Seq != 3 {
		t.Fatalf("changes = %+v", l.Changes)
	}
}

func TestListsAreBounded(t *testing.T) {
	l := New("s", "/p")
	for i := range 3 * Limit {
		l.RecordChange(fmt.Sprintf("/p/f%d.go", i), observe.Code, "Write")
		l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}})
		l.RecordDenial(Denial{Rule: "r"})
	}
	if len(l.Changes) != Limit || len(l.Checks) != Limit || len(l.Denials) != Limit {
		t.Fatalf("lengths %d %d %d, want %d", len(l.Changes), len(l.Checks), len(l.Denials), Limit)
	}
	if l.Dropped != 2*Limit || !l.DroppedCode {
		t.Errorf("Dropped = %d, DroppedCode = %v", l.Dropped, l.DroppedCode)
	}
	if last := l.Changes[Limit-1].Path; last != fmt.Sprintf("/p/f%d.go", 3*Limit-1) {
		t.Errorf("newest change lost: %s", last)
	}
}

func TestStartPromptResetsPerPromptState(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/a.go", observe.Code, "Edit")
	l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}})
	l.RecordDenial(Denial{Rule: "r"})
	l.Blocks = 2
	seq := l.Seq
	l.StartPrompt("p2", "deep", []string{"database"})
	if len(l.Changes)+len(l.Checks)+l.Blocks != 0 || l.Mode != "deep" || l.Risks[0] != "database" {
		t.Errorf("not reset: %+v", l)
	}
	if len(l.Denials) != 1 || l.Seq != seq {
		t.Errorf("session state lost: denials %d, seq %d", len(l.Denials), l.Seq)
	}
}

func TestUpdateRoundTripAndModes(t *testing.T) {
	s := openTemp(t)
	_, err := s.Update("sess", "/p", func(l *Ledger) error {
		l.RecordChange("/p/a.go", observe.Code, "Edit")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	l, err := s.Load(Key("sess", "/p"))
	if err != nil || len(l.Changes) != 1 {
		t.Fatalf("Load = %+v, %v", l, err)
	}
	dirInfo, _ := os.Stat(s.Dir())
	fileInfo, _ := os.Stat(filepath.Join(s.Dir(), Key("sess", "/p")+".json"))
	if dirInfo.Mode().Perm() != 0o700 || fileInfo.Mode().Perm() != 0o600 {
		t.Errorf("modes dir %v file %v, want 0700 and 0600", dirInfo.Mode().Perm(), fileInfo.Mode().Perm())
	}
	entries, _ := os.ReadDir(s.Dir())
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".tmp" {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func TestUpdateErrorWritesNothing(t *testing.T) {
	s := openTemp(t)
	boom := errors.New("boom")
	if _, err := s.Update("sess", "/p", func(*Ledger) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if _, err := s.Load(Key("sess", "/p")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("ledger written despite error: %v", err)
	}
}

func TestUpdateRecoversCorruptLedger(t *testing.T) {
	for name, content := range map[string]string{
		"garbage":       "{not json",
		"wrong version": `{"version":99,"mode":"quick"}`,
		"truncated":     `{"version":1,"mode":"qu`,
	} {
		t.Run(name, func(t *testing.T) {
			s := openTemp(t)
			p := filepath.Join(s.Dir(), Key("sess", "/p")+".json")
			if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
				t.Fatal(err)
			}
			up, err := s.Update("sess", "/p", func(*Ledger) error { return nil })
			if err != nil {
				t.Fatal(err)
			}
			if up.Recovered == "" || up.Ledger.Mode != "normal" {
				t.Errorf("Recovered = %q, mode %q; want a note and normal mode", up.Recovered, up.Ledger.Mode)
			}
		})
	}
}

func TestLoadRefusesSymlink(t *testing.T) {
	s := openTemp(t)
	target := filepath.Join(t.TempDir(), "elsewhere.json")
	os.WriteFile(target, []byte(`{"version":1}`), 0o600)
	link := filepath.Join(s.Dir(), Key("sess", "/p")+".json")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("symlinks unavailable:", err)
	}
	if _, err := s.Load(Key("sess", "/p")); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Load through symlink: err = %v, want ErrCorrupt", err)
	}
	if _, err := s.Update("sess", "/p", func(l *Ledger) error { l.Mode = "deep"; return nil }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(target); string(data) != `{"version":1}` {
		t.Errorf("write followed the symlink: target now %s", data)
	}
}

func TestOpenRefusesSymlinkedDir(t *testing.T) {
	real := t.TempDir()
	link := filepath.Join(t.TempDir(), "ledgers")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("symlinks unavailable:", err)
	}
	if _, err := Open(link); err == nil {
		t.Fatal("Open accepted a symlinked state directory")
	}
}

func TestConcurrentUpdatesLoseNothing(t *testing.T) {
	s := openTemp(t)
	const n = 64
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			// Each goroutine opens its own lock, as separate processes do.
			st := *s
			if _, err := st.Update("sess", "/p", func(l *Ledger) error {
				l.RecordChange(fmt.Sprintf("/p/f%02d.go", i), observe.Code, "Write")
				return nil
			}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	l, err := s.Load(Key("sess", "/p"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Changes) != n || l.Seq != n {
		t.Errorf("kept %d changes (seq %d) of %d", len(l.Changes), l.Seq, n)
	}
}

func TestLockTimeout(t *testing.T) {
	s := openTemp(t)
	s.LockWait = 50 * time.Millisecond
	unlock, err := s.lock(Key("sess", "/p"))
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	_, err = s.Update("sess", "/p", func(*Ledger) error { return nil })
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("err = %v, want ErrLocked", err)
	}
}

func TestPruneAndLatest(t *testing.T) {
	s := openTemp(t)
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { return now }
	for _, sess := range []string{"old", "a", "b"} {
		s.Update(sess, "/p", func(*Ledger) error { return nil })
		now = now.Add(time.Minute)
	}
	old := filepath.Join(s.Dir(), Key("old", "/p")+".json")
	stale := now.Add(-8 * 24 * time.Hour)
	os.Chtimes(old, stale, stale)
	s.Prune()
	if _, err := os.Stat(old); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale ledger kept: %v", err)
	}
	l, err := s.Latest(func(l *Ledger) bool { return l.Cwd == "/p" })
	if err != nil || l.Session != "b" {
		t.Errorf("Latest = %+v, %v; want session b", l, err)
	}
	if _, err := s.Latest(func(l *Ledger) bool { return l.Cwd == "/elsewhere" }); err == nil {
		t.Error("Latest found a ledger for another directory")
	}
}

func TestKeyIsAHash(t *testing.T) {
	k := Key("../../etc/passwd", "/p")
	if len(k) != 24 || filepath.Base(k) != k {
		t.Fatalf("Key = %q", k)
	}
	if Key("a", "b|c") == Key("a|b", "c") {
		t.Error("keys of different sessions collide")
	}
}

func BenchmarkUpdate(b *testing.B) {
	s, _ := Open(filepath.Join(b.TempDir(), "l"))
	for i := range 40 {
		s.Update("sess", "/p", func(l *Ledger) error {
			l.RecordChange(fmt.Sprintf("/p/f%d.go", i), observe.Code, "Edit")
			l.RecordChecks([]Check{{Command: "go test ./...", Kind: observe.Test}})
			return nil
		})
	}
	for b.Loop() {
		s.Update("sess", "/p", func(l *Ledger) error {
			l.RecordChange("/p/x.go", observe.Code, "Edit")
			return nil
		})
	}
}

func TestEntriesAreClipped(t *testing.T) {
	long := "cat > internal/api/list_test.go <<'EOF'\n" + strings.Repeat("é line of code\n", 200) + "EOF\ngo test ./internal/api/..."
	l := New("s", "/p")
	l.RecordChecks([]Check{{Command: long, Kind: observe.Test}})
	l.RecordDenial(Denial{Target: long, Reason: long})
	l.RecordChange("/p/"+strings.Repeat("deep/", 200)+"x.go", observe.Code, "Write")
	c := l.Checks[0].Command
	if len(c) > maxCommand+8 || !strings.HasPrefix(c, "cat > internal/api/list_test.go") || !strings.HasSuffix(c, "go test ./internal/api/...") || !utf8.ValidString(c) {
		t.Errorf("clipped command = %q (%d bytes)", c, len(c))
	}
	if len(l.Denials[0].Target) > maxCommand+8 || len(l.Denials[0].Reason) > maxReason+8 {
		t.Errorf("denial not clipped: %d, %d bytes", len(l.Denials[0].Target), len(l.Denials[0].Reason))
	}
	if p := l.Changes[0].Path; len(p) > maxPath+8 || !strings.HasSuffix(p, "/x.go") {
		t.Errorf("path = %q", p)
	}
}
