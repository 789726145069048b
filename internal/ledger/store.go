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

// File is the path of the key's ledger: a journal whose last complete
// line is the ledger (journal.go). Whoever reads it without Load must read
// that line.
func (s *Store) File(key string) string { return s.path(key) }

// Remove deletes the key's ledger and its lock, for a probe that must leave
// nothing behind; a session's ledgers are left to Prune.
func (s *Store) Remove(key string) {
	for _, p := range []string{s.path(key), s.legacyPath(key), s.lockPath(key)} {
		_ = os.Remove(p)
	}
}

// path is the ledger's journal; legacyPath the single-document file of
// proofgate before journals, still read so that a session running across
// an upgrade keeps its evidence.
func (s *Store) path(key string) string       { return filepath.Join(s.dir, key+".jsonl") }
func (s *Store) legacyPath(key string) string { return filepath.Join(s.dir, key+".json") }

// lockPath is the file whose lock Update, and the sweep, hold.
func (s *Store) lockPath(key string) string { return filepath.Join(s.dir, key+".lock") }

// ErrCorrupt is returned, wrapped, by Load for a ledger that does not parse
// or holds a member of the wrong type (what json.Unmarshal rejects).
var ErrCorrupt = errors.New("ledger is corrupt")

// ErrVersion is returned, wrapped, by Load for a ledger written by another
// version of proofgate; Update starts it afresh without a notice, since an
// upgrade is not a fault.
var ErrVersion = errors.New("ledger has another format version")

// Load reads a ledger without locking: writers append whole snapshots or
// replace the file by rename, so a reader sees the old version or the new
// one, never a torn one. A missing ledger is reported with fs.ErrNotExist.
func (s *Store) Load(key string) (*Ledger, error) {
	l, err := loadFrom(s.path(key), false)
	if !isMissing(err) {
		return l, err
	}
	l, err = loadFrom(s.legacyPath(key), true)
	if isMissing(err) {
		// The first journal write removes the file it replaces: between
		// the two reads above, the ledger may have moved to the journal.
		return loadFrom(s.path(key), false)
	}
	return l, err
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

	j, err := openJournal(s.path(key), true)
	switch {
	case err == nil:
		defer j.close()
	case isMissing(err), errors.Is(err, errNotRegular), errors.Is(err, fs.ErrPermission):
		j = nil // Load says which, and the write replaces the file
	default:
		return Updated{}, err
	}
	var out Updated
	l, err := s.loadLocked(key, j)
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
	if err := s.write(key, j, l); err != nil {
		return Updated{}, err
	}
	out.Ledger = l
	return out, nil
}

// loadLocked is Load through the journal Update holds open, or Load itself
// when there is none.
func (s *Store) loadLocked(key string, j *journal) (*Ledger, error) {
	if j == nil {
		return s.Load(key)
	}
	return j.ledger(s.path(key))
}

// ErrLocked is returned when another process held the lock past LockWait.
var ErrLocked = errors.New("the ledger is locked by another proofgate process")

// lock takes the ledger's lock, waiting at most LockWait. It waits in the
// kernel (a blocking flock) rather than polling: with dozens of parallel
// tool calls, polling processes burn the CPU the holder needs and the
// unlucky ones starve past the wait.
func (s *Store) lock(key string) (func(), error) {
	unlock, err := lockfile.Take(s.lockPath(key), true, s.LockWait)
	switch {
	case errors.Is(err, lockfile.ErrTimeout):
		return nil, fmt.Errorf("%w (waited %s)", ErrLocked, s.LockWait)
	case err != nil:
		return nil, fmt.Errorf("cannot lock the ledger: %w", err)
	}
	return unlock, nil
}

// write appends l's snapshot to the journal j, or, when there is no
// journal yet, it has outgrown compactAt or its tail is torn, starts a new
// journal with it through a temporary file and a rename. Either way a
// process killed mid-write leaves the previous ledger intact.
func (s *Store) write(key string, j *journal, l *Ledger) error {
	var buf []byte
	if j != nil {
		buf = j.spare()
	}
	if cap(buf) < 4096 {
		buf = make([]byte, 0, 4096)
	}
	line, err := appendLedger(buf, l)
	if err != nil {
		return err
	}
	line = append(line, '\n')
	if j != nil && !j.torn && j.size+int64(len(line)) <= compactAt {
		if err := j.append(line); err != nil {
			return fmt.Errorf("cannot write the ledger: %w", err)
		}
		return nil
	}
	if j != nil {
		j.close() // before the rename: Windows cannot replace a file this process has open
	}
	if err := s.replace(key, line); err != nil {
		if j == nil || j.torn {
			return err
		}
		// Only grown past compactAt, and another process has the journal
		// open where that stops a rename (Windows): it grows instead.
		j2, err2 := openJournal(s.path(key), true)
		if err2 != nil {
			return err
		}
		defer j2.close()
		if err2 := j2.append(line); err2 != nil {
			return err
		}
		return nil
	}
	if j == nil {
		// The journal is new: the file it supersedes, if any, goes.
		_ = os.Remove(s.legacyPath(key))
	}
	return nil
}

// replace makes data the whole of the key's journal, through a temporary
// file and a rename.
func (s *Store) replace(key string, data []byte) error {
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
