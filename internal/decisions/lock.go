package decisions

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/proofgate/proofgate/internal/lockfile"
)

// ErrLocked is returned when another process held the log's lock past
// LockWait.
var ErrLocked = errors.New("the decision log is locked by another proofgate process")

// lock takes the log's lock, exclusive for a writer, shared for a reader,
// waiting at most LockWait in the kernel (as the ledger store does: a
// blocking flock, not polling).
func (g *Log) lock(exclusive bool) (func(), error) {
	unlock, err := lockfile.Take(filepath.Join(g.dir, "decisions.lock"), exclusive, g.LockWait)
	switch {
	case errors.Is(err, lockfile.ErrTimeout):
		return nil, fmt.Errorf("%w (waited %s)", ErrLocked, g.LockWait)
	case err != nil:
		return nil, fmt.Errorf("cannot lock the decision log: %w", err)
	}
	return unlock, nil
}
