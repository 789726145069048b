package hook_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/ledger"
)

// fastDir is a temporary directory on tmpfs when there is one: the size
// tests make thousands of atomic writes, and what they check is the
// ledger's content, not the disk.
func fastDir(t testing.TB) string {
	t.Helper()
	if info, err := os.Stat("/dev/shm"); err == nil && info.IsDir() {
		if dir, err := os.MkdirTemp("/dev/shm", "proofgate-test-"); err == nil {
			t.Cleanup(func() { os.RemoveAll(dir) })
			return dir
		}
	}
	return t.TempDir()
}

// ledgerFile returns the size of the snapshot every hook reads (the
// journal's last line) and the ledger. It fails the test when the journal
// itself outgrows what compaction allows: 128 KB and one snapshot more.
func ledgerFile(t *testing.T, store *ledger.Store, p bench.Params) (int64, *ledger.Ledger) {
	t.Helper()
	key := ledger.Key(p.Session, p.Cwd)
	data, err := os.ReadFile(store.File(key))
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	last := lines[len(lines)-1]
	if limit := 128<<10 + len(last) + 1; len(data) > limit {
		t.Errorf("the journal is %d bytes, over the %d compaction allows", len(data), limit)
	}
	l, err := store.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	return int64(len(last)), l
}

// TestLedgerBoundedAfter10000Events records 10,000 tool events in one
// session (edits of distinct files, passing and failing test runs, denied
// commands) and checks that the ledger every later hook reads stays under
// 64 KB. The first 1,000 and the last 10 go through hook.Run end to end,
// which fills every capped list many times over; the 8,990 between are
// recorded through the same Ledger methods the engine calls, in one store
// update, to keep the test fast.
func TestLedgerBoundedAfter10000Events(t *testing.T) {
	p := bench.DefaultParams()
	open, store := opener(t, fastDir(t))
	runHook(open, byName(bench.Payloads(p))["prompt"])
	recordEvents(t, open, p, 0, 1000)
	_, err := store.Update(p.Session, p.Cwd, func(l *ledger.Ledger) error {
		bench.FillLedger(l, p, 1000, 9990)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	recordEvents(t, open, p, 9990, 10000)
	size, l := ledgerFile(t, store, p)
	t.Logf("ledger after 10,000 events: %d bytes, %d changes (%d dropped), %d checks, %d denials, seq %d",
		size, len(l.Changes), l.Dropped, len(l.Checks), len(l.Denials), l.Seq)
	if size >= 64<<10 {
		t.Errorf("ledger is %d bytes after 10,000 events, want < 64 KB", size)
	}
	if l.Seq != 10000 || l.Dropped == 0 || !l.DroppedCode || len(l.Denials) == 0 {
		t.Errorf("events were not all counted: seq %d, dropped %d", l.Seq, l.Dropped)
	}
}

// TestLedgerBoundedWithLongCommands records verifications whose command
// lines are long, as agents write them: a heredoc that writes a file and
// then runs the tests, and a node -e script. Every list is capped at 64
// entries, but no entry is, so the ledger read and rewritten by every hook
// grows with the commands.
func TestLedgerBoundedWithLongCommands(t *testing.T) {
	p := bench.DefaultParams()
	open, store := opener(t, fastDir(t))
	body := strings.Repeat("\tif got := lastPage(total, size); got != want {\n\t\tt.Errorf(\"lastPage = %d\", got)\n\t}\n", 40)
	for i := range 200 {
		cmd := fmt.Sprintf("cat > internal/api/list%d_test.go <<'EOF'\npackage api\n\nfunc TestLastPage%d(t *testing.T) {\n%s}\nEOF\ngo test ./internal/api/...", i, i, body)
		data, _ := json.Marshal(map[string]any{"session_id": p.Session, "cwd": p.Cwd, "hook_event_name": "PostToolUse", "tool_name": "Bash",
			"tool_input": map[string]any{"command": cmd}, "tool_response": map[string]any{"stdout": "ok"}})
		runHook(open, data)
	}
	size, l := ledgerFile(t, store, p)
	t.Logf("ledger: %d bytes, %d checks", size, len(l.Checks))
	if size >= 64<<10 {
		t.Errorf("ledger is %d bytes after 200 long verification commands, want < 64 KB", size)
	}
}

// TestFillLedgerMatchesHooks: bench.FillLedger, which builds the long
// sessions of the tests and benchmarks without running hooks, records
// what the hooks record for the same events.
func TestFillLedgerMatchesHooks(t *testing.T) {
	p := bench.DefaultParams()
	open, store := opener(t, fastDir(t))
	recordEvents(t, open, p, 0, 300)
	_, hooked := ledgerFile(t, store, p)
	filled := ledger.New(p.Session, p.Cwd)
	bench.FillLedger(filled, p, 0, 300)
	filled.PromptID, filled.Updated = hooked.PromptID, hooked.Updated
	if !reflect.DeepEqual(hooked, filled) {
		t.Errorf("the hooks recorded\n%+v\nFillLedger\n%+v", hooked, filled)
	}
}
