package ledger

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/proofgate/proofgate/internal/lockfile"
)

// MaxAge is how long an untouched ledger is kept.
const MaxAge = 7 * 24 * time.Hour

// PruneEvery is how often Prune sweeps the directory. Ledgers are kept for
// a week, so a daily sweep keeps the directory as small as a sweep on every
// prompt did, where that sweep read the age of every file: in the state
// directory of a week's sessions, hundreds of system calls, more than the
// rest of the prompt's hook.
const PruneEvery = 24 * time.Hour

// pruned is the file whose modification time says when Prune last swept.
const pruned = ".pruned"

// Prune removes ledgers, their locks and stray temporary files untouched
// for MaxAge, at most once every PruneEvery. It is opportunistic: errors
// are ignored, since a stale file costs only disk space.
func (s *Store) Prune() {
	now := s.Now()
	mark := filepath.Join(s.dir, pruned)
	info, err := os.Lstat(mark)
	if err == nil && info.Mode().IsRegular() {
		if last := info.ModTime(); !last.After(now) && now.Sub(last) < PruneEvery {
			return
		}
		_ = os.Chtimes(mark, now, now)
	} else if errors.Is(err, fs.ErrNotExist) {
		if f, err := os.OpenFile(mark, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600); err == nil {
			f.Close()
			_ = os.Chtimes(mark, now, now)
		}
	}
	s.sweep(now.Add(-MaxAge))
}

// sweep removes what is untouched since cutoff: stray temporary files, and
// a session's ledger with its lock, together and under that lock. A hook
// that holds the lock (a session resumed after a week) keeps the ledger it
// is writing, and a lock goes only with its ledger: taking a lock does not
// touch the file, so a lock's age says nothing of its session's.
func (s *Store) sweep(cutoff time.Time) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return
	}
	live, stale := map[string]bool{}, map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		fresh := info.ModTime().After(cutoff)
		if strings.HasSuffix(name, ".tmp") {
			if !fresh {
				_ = os.Remove(filepath.Join(s.dir, name))
			}
			continue
		}
		key, ok := strings.CutSuffix(name, ".jsonl")
		if !ok {
			key, ok = strings.CutSuffix(name, ".json")
		}
		if ok {
			live[key] = live[key] || fresh
			stale[key] = stale[key] || !fresh
			continue
		}
		if key, ok := strings.CutSuffix(name, ".lock"); ok && !fresh {
			stale[key] = true
		}
	}
	for key := range stale {
		if !live[key] {
			s.sweepKey(key, cutoff)
		}
	}
}

// sweepKey removes a session's ledger and lock, unless another process
// holds the lock or the ledger was written since cutoff.
func (s *Store) sweepKey(key string, cutoff time.Time) {
	lock := s.lockPath(key)
	unlock, ok, err := lockfile.TryTake(lock)
	if err != nil || !ok {
		return
	}
	defer unlock()
	for _, p := range []string{s.path(key), s.legacyPath(key)} {
		if info, err := os.Lstat(p); err == nil && info.ModTime().After(cutoff) {
			return
		}
	}
	_ = os.Remove(s.path(key))
	_ = os.Remove(s.legacyPath(key))
	_ = os.Remove(lock)
}

// Latest returns the most recently updated ledger that match accepts.
func (s *Store) Latest(match func(*Ledger) bool) (*Ledger, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, err
	}
	var best *Ledger
	seen := map[string]bool{}
	for _, e := range entries {
		key, ok := strings.CutSuffix(e.Name(), ".jsonl")
		if !ok {
			key, ok = strings.CutSuffix(e.Name(), ".json") // from before journals
		}
		if !ok || seen[key] {
			continue
		}
		seen[key] = true
		l, err := s.Load(key)
		if err != nil || !match(l) {
			continue
		}
		if best == nil || l.Updated.After(best.Updated) {
			best = l
		}
	}
	if best == nil {
		return nil, os.ErrNotExist
	}
	return best, nil
}
