package hook_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/scenario"
	"github.com/proofgate/proofgate/internal/suggest"
)

// goProject writes a small Go module whose cart test passes or fails.
func goProject(t *testing.T, pass bool) string {
	t.Helper()
	root := t.TempDir()
	want := "3"
	if !pass {
		want = "4"
	}
	files := map[string]string{
		"go.mod":             "module example.com/shop\n\ngo 1.21\n",
		"cart/total.go":      "package cart\n\n// Total adds two amounts.\nfunc Total(a, b int) int { return a + b }\n",
		"cart/total_test.go": "package cart\n\nimport \"testing\"\n\nfunc TestTotal(t *testing.T) {\n\tif got := Total(1, 2); got != " + want + " {\n\t\tt.Fatalf(\"Total(1, 2) = %d\", got)\n\t}\n}\n",
	}
	for name, body := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// stopWithCheck plays a session that changed cart/total.go and stops,
// with stop_check on, and returns the Stop's decision and the ledger.
func stopWithCheck(t *testing.T, root string) (event.Decision, *ledger.Ledger) {
	t.Helper()
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.StopCheck = config.StopCheck{Run: true, Budget: 90 * time.Second}
	e := hook.New(store, cfg)
	e.Suggest = func(paths []string) string { return suggest.For(root, paths) }
	s := scenario.Session{Final: "Total now adds the two amounts.", Events: []scenario.Event{
		{Prompt: "Make cart.Total add its two amounts."},
		{Edit: "cart/total.go", Old: "return a - b", New: "return a + b"},
	}}
	var d event.Decision
	for _, p := range s.Payloads("check", root) {
		ev, err := claude.Adapter{}.Decode(p)
		if err != nil {
			t.Fatal(err)
		}
		if d, err = e.Handle(ev); err != nil {
			t.Fatal(err)
		}
	}
	l, err := store.Find("check", root)
	if err != nil {
		t.Fatal(err)
	}
	return d, l
}

// TestStopCheckRunsTheNarrowestCheck is the opt-in end to end in a real Go
// project: the stop that would block unchecked changes runs `go test` on
// the changed package; a pass lets it through and is evidence in the
// ledger, a failure blocks with the command and its first lines.
func TestStopCheckRunsTheNarrowestCheck(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil || testing.Short() {
		t.Skip("needs the go command (and no -short)")
	}
	t.Run("pass", func(t *testing.T) {
		d, l := stopWithCheck(t, goProject(t, true))
		if d.Block {
			t.Fatalf("the check passed: want the stop through, got %s", d.Reason)
		}
		if n := len(l.Checks); n != 1 || l.Checks[0].Command != "go test ./cart/" || !l.Checks[0].Passed() {
			t.Errorf("want the passing `go test ./cart/` recorded, got %+v", l.Checks)
		}
	})
	t.Run("fail", func(t *testing.T) {
		d, _ := stopWithCheck(t, goProject(t, false))
		if !d.Block || d.Rule != "failure.unreported" {
			t.Fatalf("the check failed: want a block, got %+v", d)
		}
		for _, want := range []string{"proofgate ran `go test ./cart/` itself", "exit 1", "Total(1, 2) = 3"} {
			if !strings.Contains(d.Reason, want) {
				t.Errorf("the reason lacks %q:\n%s", want, d.Reason)
			}
		}
	})
}

// Off by default, and never from a project's file: nothing runs.
func TestStopCheckIsTheUsersChoice(t *testing.T) {
	if config.Default().StopCheck.Run {
		t.Fatal("stop_check is on by default")
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, ".claude"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(config.ProjectFile(dir), []byte(`{"stop_check": {"run": true}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(dir, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.StopCheck.Run || len(cfg.Loosened) == 0 {
		t.Errorf("a project's file switched stop_check on: %+v, loosened %v", cfg.StopCheck, cfg.Loosened)
	}
}
