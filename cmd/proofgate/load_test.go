package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/proofgate/proofgate/internal/ledger"
)

// TestConcurrentHookProcessesRepeated is the predecessors' 62% loss turned
// into a test: 20 rounds of 64 PostToolUse processes for one session at
// once, as parallel tool calls run them, while another goroutine reads the
// ledger file as fast as it can. Every event must be recorded (the ledger's
// sequence counts each one, and the last 64 changes are exactly the last
// round's files) and every read must see a journal of whole, valid JSON
// snapshots (and Load, which reads without the lock, a valid ledger).
//
// A hook that waits more than the store's LockWait for the lock, or whose
// whole call passes hook.Deadline, fails open with a notice, by design.
// That happens only when the machine is so overloaded that 64 lock holders
// cannot take turns in time; the test then accepts the loud failure but
// never a silent loss: each round records at least as many events as
// processes answered without a notice. (A process cut off by the deadline
// after its rename did record its event, hence "at least".)
func TestConcurrentHookProcessesRepeated(t *testing.T) {
	const (
		procs  = 64
		rounds = 20
	)
	state := t.TempDir()
	key := ledger.Key("sess-1", "/home/dev/proj")
	store, err := ledger.Open(filepath.Join(state, "proofgate", "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	file := store.File(key)

	stop := make(chan struct{})
	var reads, invalid atomic.Int64
	var firstInvalid atomic.Value
	readerDone := make(chan struct{})
	go func() {
		defer close(readerDone)
		for {
			select {
			case <-stop:
				return
			default:
			}
			data, err := os.ReadFile(file)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			reads.Add(1)
			if err != nil || !wholeJournal(data) {
				invalid.Add(1)
				firstInvalid.CompareAndSwap(nil, fmt.Sprintf("%v: %q", err, data))
			}
			// The lockless reader the CLI uses.
			if _, err := store.Load(key); err != nil && !errors.Is(err, fs.ErrNotExist) {
				invalid.Add(1)
				firstInvalid.CompareAndSwap(nil, fmt.Sprintf("Load: %v", err))
			}
		}
	}()

	var failedOpen, recorded int
	for r := range rounds {
		var wg sync.WaitGroup
		var notices atomic.Int64
		for i := range procs {
			wg.Go(func() {
				in := payload("PostToolUse", map[string]any{
					"tool_name":     "Write",
					"tool_input":    map[string]any{"file_path": fmt.Sprintf("/home/dev/proj/r%02d/f%02d.go", r, i), "content": "package x\n"},
					"tool_response": map[string]any{"type": "create"},
				})
				out, code := run(t, state, in, "hook")
				switch {
				case code == 0 && strings.TrimSpace(out) == "{}":
				case code == 0 && strings.Contains(out, "the gate did not run") &&
					(strings.Contains(out, "locked by another proofgate process") || strings.Contains(out, "timed out")):
					notices.Add(1)
				default:
					t.Errorf("round %d process %d: exit %d, stdout %q", r, i, code, out)
				}
			})
		}
		wg.Wait()
		l, err := store.Load(key)
		if err != nil {
			t.Fatalf("round %d: ledger does not load: %v", r, err)
		}
		failedOpen += int(notices.Load())
		round := l.Seq - recorded
		recorded = l.Seq
		if quiet := procs - int(notices.Load()); round < quiet || round > procs {
			t.Fatalf("round %d: %d events recorded, want %d (%d processes failed open): an event was lost silently", r, round, quiet, notices.Load())
		}
		seen := map[string]bool{}
		for _, c := range l.Changes {
			if strings.HasPrefix(c.Path, fmt.Sprintf("/home/dev/proj/r%02d/", r)) {
				seen[c.Path] = true
			}
		}
		if len(seen) != round {
			t.Fatalf("round %d: %d of the round's %d recorded changes kept", r, len(seen), round)
		}
	}
	close(stop)
	<-readerDone
	t.Logf("%d concurrent reads of the ledger, %d invalid; %d of %d events recorded, %d hooks failed open", reads.Load(), invalid.Load(), recorded, procs*rounds, failedOpen)
	if failedOpen > 0 {
		load, _ := os.ReadFile("/proc/loadavg")
		t.Logf("WARNING: %d hooks gave up on the lock wait or the deadline; the machine is overloaded (load average %s)", failedOpen, strings.TrimSpace(string(load)))
	}
	if invalid.Load() > 0 {
		t.Errorf("a reader saw %d torn or invalid ledgers, first: %v", invalid.Load(), firstInvalid.Load())
	}
	if reads.Load() == 0 {
		t.Error("the reader never saw the ledger")
	}
	// A process cut off by hook.Deadline mid-write leaves its temporary
	// file (Prune removes it later); with no such notice there is none.
	if strays, _ := filepath.Glob(filepath.Join(filepath.Dir(file), "*.tmp")); len(strays) != 0 && failedOpen == 0 {
		t.Errorf("temporary files left behind: %v", strays)
	}
}

// wholeJournal reports whether data is a journal of whole snapshots: at
// least one line, every line ended by a newline valid JSON. What follows
// the last newline is an append still in progress, which readers skip.
func wholeJournal(data []byte) bool {
	end := strings.LastIndexByte(string(data), '\n')
	if end < 0 {
		return false
	}
	for line := range strings.Lines(string(data[:end+1])) {
		if !json.Valid([]byte(line)) {
			return false
		}
	}
	return true
}
