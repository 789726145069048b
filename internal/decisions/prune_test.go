package decisions

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/ledger"
)

// TestLedgerPruningKeepsTheLog: the log sits beside the ledgers'
// directory, and the 7-day pruning of stale ledgers leaves it, and its
// rotated file, alone however old they are.
func TestLedgerPruningKeepsTheLog(t *testing.T) {
	state := filepath.Join(t.TempDir(), "proofgate")
	store, err := ledger.Open(filepath.Join(state, "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := Open(state)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Update("s", "/p", func(*ledger.Ledger) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if err := g.Append(stop("s", Block, "unverified.changed")); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(g.previous(), nil, 0o600)
	old := time.Now().Add(-10 * ledger.MaxAge)
	for _, p := range []string{g.Path(), g.previous(), filepath.Join(state, "decisions.lock"), store.File(ledger.Key("s", "/p"))} {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	store.Prune()
	if _, err := os.Stat(store.File(ledger.Key("s", "/p"))); err == nil {
		t.Fatal("the stale ledger was not pruned: the test proves nothing")
	}
	for _, p := range []string{g.Path(), g.previous()} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("pruning removed %s: %v", p, err)
		}
	}
	if ledger.DefaultDir() != filepath.Join(DefaultDir(), "ledgers") {
		t.Errorf("the log's directory %s is not the ledgers' parent (%s)", DefaultDir(), ledger.DefaultDir())
	}
}
