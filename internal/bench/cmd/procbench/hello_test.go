package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/ledger"
)

// TestHelloSourceBuilds: the floor every ratio is measured against is
// compiled from helloSource when the benchmark runs, so a broken source
// would only show there.
func TestHelloSourceBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(helloSource), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, "hello"), filepath.Join(dir, "main.go"))
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GO111MODULE=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the floor program does not build: %v\n%s", err, out)
	}
}

// TestStartOnlyBuild: the start row is proofgate's binary built with
// startOnlyTag, which must answer as the floor program does and nothing
// more, or the row would measure some of an event's work as start.
func TestStartOnlyBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds proofgate")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	// Built and laid out as the benchmark builds its start row.
	_, bin, _, err := buildPlugin(root, t.TempDir(), runtime.GOOS+"_"+runtime.GOARCH, startOnlyTag)
	if err != nil {
		t.Fatalf("the start-only binary does not build: %v", err)
	}
	for _, args := range [][]string{{"hook"}, {"status"}, {}} {
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(`{"hook_event_name":"Stop","session_id":"s","cwd":"/tmp","last_assistant_message":"All tests pass."}`)
		out, err := cmd.Output()
		if err != nil || string(out) != "{}\n" {
			t.Errorf("start-only proofgate %v = %q, %v; want {} and exit 0, as the floor program", args, out, err)
		}
	}
}

// TestFillerRecordsWhatThisCheckoutRecords: the after-10k rows of a
// checkout read the ledger its own code records (fill.go). Built from this
// checkout, the filler must write the ledger fillHere writes in process,
// or a -base row would read another ledger than this checkout's row.
func TestFillerRecordsWhatThisCheckoutRecords(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	fill, err := buildFiller(root, t.TempDir())
	if err != nil {
		t.Fatalf("the filler does not build: %v", err)
	}
	p := bench.DefaultParams()
	p.Cwd = "/home/dev/shop"
	loaded := func(fill filler) *ledger.Ledger {
		state := t.TempDir()
		if err := fill(state, p); err != nil {
			t.Fatal(err)
		}
		store, err := ledger.Open(filepath.Join(state, "proofgate", "ledgers"))
		if err != nil {
			t.Fatal(err)
		}
		l, err := store.Load(ledger.Key(p.Session, p.Cwd))
		if err != nil {
			t.Fatal(err)
		}
		l.Updated = time.Time{}
		return l
	}
	built, here := loaded(fill), loaded(fillHere)
	if built.Seq != 10000 || len(built.Changes) != ledger.Limit {
		t.Errorf("the filler recorded seq %d and %d changes; want 10000 and a full list", built.Seq, len(built.Changes))
	}
	if !reflect.DeepEqual(built, here) {
		t.Errorf("the built filler and fillHere recorded different ledgers:\n%+v\n%+v", built, here)
	}
}
