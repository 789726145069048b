package ledger

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// MaxAge is how long an untouched ledger is kept.
const MaxAge = 7 * 24 * time.Hour

// Prune removes ledgers, their locks and stray temporary files untouched
// for MaxAge. It is opportunistic: errors are ignored, since a stale file
// costs only disk space.
func (s *Store) Prune() {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return
	}
	cutoff := s.Now().Add(-MaxAge)
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".jsonl") && !strings.HasSuffix(name, ".json") && !strings.HasSuffix(name, ".lock") && !strings.HasSuffix(name, ".tmp") {
			continue
		}
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() || info.ModTime().After(cutoff) {
			continue
		}
		_ = os.Remove(filepath.Join(s.dir, name))
	}
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
