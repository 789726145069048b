package decisions

import (
	"errors"
	"io/fs"
	"os"
)

// rotate moves the log to its .1 file, replacing the one before, when
// adding n bytes would take it past MaxSize: the log then holds at most
// about twice MaxSize, the newest half whole. The caller holds the
// exclusive lock. A log that is empty, or missing, is never rotated, so a
// line longer than MaxSize still gets written.
func (g *Log) rotate(n int64) error {
	info, err := os.Lstat(g.Path())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case info.Size() == 0 || info.Size()+n <= g.MaxSize:
		return nil
	}
	if prev, err := os.Lstat(g.previous()); err == nil && !prev.Mode().IsRegular() {
		// A .1 that is a directory or a symlink is not proofgate's: leave
		// it, and let the log grow rather than rename over it.
		return nil
	}
	return os.Rename(g.Path(), g.previous())
}
