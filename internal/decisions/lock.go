package decisions

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/gofrs/flock"
)

// ErrLocked is returned when another process held the log's lock past
// LockWait.
var ErrLocked = errors.New("the decision log is locked by another proofgate process")

// lock takes the log's lock, exclusive for a writer, shared for a reader,
// waiting at most LockWait in the kernel (as the ledger store does: a
// blocking flock, not polling).
func (g *Log) lock(exclusive bool) (func(), error) {
	path := filepath.Join(g.dir, "decisions.lock")
	// The lock file is created where it is found: refuse one that a
	// symlink points elsewhere.
	if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
		return nil, fmt.Errorf("cannot lock the decision log: %s is not a regular file (a symlink?); remove it", path)
	}
	lk := flock.New(path, flock.SetPermissions(0o600))
	take := lk.RLock
	if exclusive {
		take = lk.Lock
	}
	got := make(chan error, 1)
	go func() { got <- take() }()
	timer := time.NewTimer(g.LockWait)
	defer timer.Stop()
	select {
	case err := <-got:
		if err != nil {
			return nil, fmt.Errorf("cannot lock the decision log: %w", err)
		}
		return func() { _ = lk.Unlock() }, nil
	case <-timer.C:
		go func() {
			if <-got == nil {
				_ = lk.Unlock()
			}
		}()
		return nil, fmt.Errorf("%w (waited %s)", ErrLocked, g.LockWait)
	}
}
