package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/proofgate/proofgate/internal/basedir"
	"github.com/proofgate/proofgate/internal/lockfile"
)

// Store keeps ledgers as files in one directory.
type Store struct {
	dir string
	// LockWait bounds how long Update waits for another hook's lock. A hook
	// that cannot get it fails open rather than stall the agent.
	LockWait time.Duration
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// DefaultDir is where ledgers live: the XDG state directory, since a
// ledger is state the user may want to inspect but need not back up.
func DefaultDir() string {
	return filepath.Join(basedir.StateHome(), "proofgate", "ledgers")
}

// Open returns a store in dir, creating it with mode 0700. It refuses a dir
// that is a symbolic link, so that nobody can redirect proofgate's writes.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("cannot create the state directory: %w", err)
	}
	info, err := os.Lstat(dir)
	if err != nil {
		return nil, err
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("state directory %s is not a directory (a symlink?); remove it", dir)
	}
	if info.Mode().Perm() != 0o700 {
		if err := os.Chmod(dir, 0o700); err != nil {
			return nil, fmt.Errorf("cannot make %s private: %w", dir, err)
		}
	}
	return &Store{dir: dir, LockWait: 2 * time.Second, Now: time.Now}, nil
}

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// Key names a session's ledger. It is a hash of the session id and working
// directory, so neither can steer the file name.
func Key(session, cwd string) string {
	// The length prefix keeps ("a", "b|c") and ("a|b", "c") apart.
	sum := sha256.Sum256(fmt.Appendf(nil, "%d:%s|%s", len(session), session, cwd))
	return hex.EncodeToString(sum[:])[:24]
}

func (s *Store) path(key string) string { return filepath.Join(s.dir, key+".json") }

// ErrCorrupt is returned, wrapped, by Load for a ledger that does not parse
// or holds a member of the wrong type (what json.Unmarshal rejects).
var ErrCorrupt = errors.New("ledger is corrupt")

// ErrVersion is returned, wrapped, by Load for a ledger written by another
// version of proofgate; Update starts it afresh without a notice, since an
// upgrade is not a fault.
var ErrVersion = errors.New("ledger has another format version")

// Load reads a ledger without locking: writers replace the file by rename,
// so a reader sees the old or the new version, never a torn one.
// A missing ledger is reported with fs.ErrNotExist.
func (s *Store) Load(key string) (*Ledger, error) {
	info, err := os.Lstat(s.path(key))
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file (a symlink?): %w", s.path(key), ErrCorrupt)
	}
	data, err := os.ReadFile(s.path(key))
	if err != nil {
		return nil, err
	}
	l := &Ledger{}
	if err := unmarshalLedger(data, l); err != nil {
		return nil, fmt.Errorf("%s: %w: %v", s.path(key), ErrCorrupt, err)
	}
	if l.Version != Version {
		return nil, fmt.Errorf("%s has format version %d, not %d: %w", s.path(key), l.Version, Version, ErrVersion)
	}
	return l, nil
}

// Updated is the outcome of Update.
type Updated struct {
	Ledger *Ledger
	// Recovered is set when the stored ledger was corrupt and a fresh one
	// in normal mode took its place; it says what was wrong.
	Recovered string
}

// Update applies fn to the session's ledger under an exclusive lock and
// stores the result atomically. A missing ledger starts empty; a corrupt
// one is replaced, and Updated.Recovered says so. When fn returns an error
// nothing is written.
func (s *Store) Update(session, cwd string, fn func(*Ledger) error) (Updated, error) {
	key := Key(session, cwd)
	unlock, err := s.lock(key)
	if err != nil {
		return Updated{}, err
	}
	defer unlock()

	var out Updated
	l, err := s.Load(key)
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, ErrVersion):
		l = New(session, cwd)
	case errors.Is(err, ErrCorrupt):
		l = New(session, cwd)
		out.Recovered = err.Error()
	case err != nil:
		return Updated{}, err
	}
	if err := fn(l); err != nil {
		return Updated{}, err
	}
	l.Updated = s.Now().UTC()
	if err := s.write(key, l); err != nil {
		return Updated{}, err
	}
	out.Ledger = l
	return out, nil
}

// ErrLocked is returned when another process held the lock past LockWait.
var ErrLocked = errors.New("the ledger is locked by another proofgate process")

// lock takes the ledger's lock, waiting at most LockWait. It waits in the
// kernel (a blocking flock) rather than polling: with dozens of parallel
// tool calls, polling processes burn the CPU the holder needs and the
// unlucky ones starve past the wait.
func (s *Store) lock(key string) (func(), error) {
	unlock, err := lockfile.Take(filepath.Join(s.dir, key+".lock"), true, s.LockWait)
	switch {
	case errors.Is(err, lockfile.ErrTimeout):
		return nil, fmt.Errorf("%w (waited %s)", ErrLocked, s.LockWait)
	case err != nil:
		return nil, fmt.Errorf("cannot lock the ledger: %w", err)
	}
	return unlock, nil
}

// write stores l through a temporary file and a rename, so that a process
// killed mid-write leaves the previous ledger intact.
func (s *Store) write(key string, l *Ledger) error {
	data, err := appendLedger(make([]byte, 0, 4096), l)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(s.dir, key+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write the ledger: %w", err)
	}
	// The temporary file goes when anything fails; after the rename there
	// is nothing left to remove, and no system call is spent finding that.
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Chmod(0o600); err != nil {
		return fail(err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(fmt.Errorf("cannot write the ledger: %w", err))
	}
	if err := tmp.Close(); err != nil {
		return fail(fmt.Errorf("cannot write the ledger: %w", err))
	}
	if err := os.Rename(tmp.Name(), s.path(key)); err != nil {
		return fail(fmt.Errorf("cannot replace the ledger: %w", err))
	}
	return nil
}
