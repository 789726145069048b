package decisions

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/proofgate/proofgate/internal/basedir"
)

// FileName is the log's name in its directory; the previous file after a
// rotation is FileName + ".1".
const FileName = "decisions.jsonl"

// MaxSize is the size at which the log is rotated.
const MaxSize = 8 << 20

// Log is the decision log in one directory.
type Log struct {
	dir string
	// MaxSize is the rotation size; tests lower it.
	MaxSize int64
	// LockWait bounds how long Append waits for another process's lock.
	// A hook that cannot get it drops its line: the log is for
	// statistics, never worth stalling the agent.
	LockWait time.Duration
	// Now is the clock for records without a time; tests replace it.
	Now func() time.Time

	// opened, when set, runs while Read holds both files open and no
	// lock: tests rotate the log there.
	opened func()
}

// DefaultDir is where the log lives: proofgate's XDG state directory, the
// parent of the ledgers' directory, which the ledger pruning never visits.
func DefaultDir() string {
	return filepath.Join(basedir.StateHome(), "proofgate")
}

// Open returns the log in dir, creating dir with mode 0700. Like the
// ledger store it refuses a dir that is a symbolic link, so that nobody
// can redirect proofgate's writes.
func Open(dir string) (*Log, error) {
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
	return &Log{dir: dir, MaxSize: MaxSize, LockWait: time.Second, Now: time.Now}, nil
}

// Path is the log file's path.
func (g *Log) Path() string { return filepath.Join(g.dir, FileName) }

// previous is the path of the rotated file.
func (g *Log) previous() string { return g.Path() + ".1" }

// Append writes r as one line, under the log's lock, rotating the log
// first when the line would take it past MaxSize. A record without a time
// gets the clock's; its text fields are clipped.
func (g *Log) Append(r Record) error {
	if r.Time.IsZero() {
		r.Time = g.Now()
	}
	r.Time = r.Time.UTC().Truncate(time.Second)
	rec := r.clipped()
	line, err := appendRecord(make([]byte, 0, 256), &rec)
	if err != nil {
		return err
	}
	line = append(line, '\n')
	unlock, err := g.lock(true)
	if err != nil {
		return err
	}
	defer unlock()
	if err := g.rotate(int64(len(line))); err != nil {
		return err
	}
	f, err := openRegular(g.Path(), os.O_WRONLY|os.O_APPEND|os.O_CREATE)
	if err != nil {
		return err
	}
	defer f.Close()
	// A line torn by a process killed mid-write must not swallow this
	// one: start on a line of its own.
	if info, err := f.Stat(); err == nil && info.Size() > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, info.Size()-1); err == nil && last[0] != '\n' {
			line = append([]byte{'\n'}, line...)
		}
	}
	if _, err := f.Write(line); err != nil {
		return fmt.Errorf("cannot write the decision log: %w", err)
	}
	return f.Close()
}

// openRegular opens path, refusing anything but a regular file (or none,
// with O_CREATE): a log replaced by a symlink would make proofgate write
// outside its state directory.
func openRegular(path string, flag int) (*os.File, error) {
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, err
	case !info.Mode().IsRegular():
		return nil, fmt.Errorf("%s is not a regular file (a symlink?); remove it", path)
	}
	if flag&os.O_WRONLY != 0 {
		// ReadAt needs a readable descriptor.
		flag = flag&^os.O_WRONLY | os.O_RDWR
	}
	return os.OpenFile(path, flag, 0o600)
}

// snapshot is the log as Read found it: each file open, with the size it
// had then, oldest first.
type snapshot []struct {
	f    *os.File
	size int64
}

func (s snapshot) close() {
	for _, p := range s {
		p.f.Close()
	}
}

// open opens the rotated and the current file under a shared lock, so
// that no rotation falls between the two, and notes their sizes: lines
// appended later are not read, and a rotation after the lock is released
// renames files already open.
func (g *Log) open() (snapshot, error) {
	// Without the lock (a stuck writer) the files are read all the same:
	// at worst a rotation in between repeats or misses one file's lines.
	if unlock, err := g.lock(false); err == nil {
		defer unlock()
	}
	var s snapshot
	for _, path := range []string{g.previous(), g.Path()} {
		f, err := openRegular(path, os.O_RDONLY)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			s.close()
			return nil, err
		}
		info, err := f.Stat()
		if err != nil {
			f.Close()
			s.close()
			return nil, err
		}
		s = append(s, struct {
			f    *os.File
			size int64
		}{f, info.Size()})
	}
	return s, nil
}

// Read calls fn for every valid record of the log, oldest first (the
// rotated file, then the current one), and returns how many lines it
// skipped as corrupt. A missing log is empty, not an error.
func (g *Log) Read(fn func(Record)) (skipped int, err error) {
	s, err := g.open()
	if err != nil {
		return 0, err
	}
	defer s.close()
	if g.opened != nil {
		g.opened()
	}
	for _, p := range s {
		n, err := ReadLines(io.NewSectionReader(p.f, 0, p.size), fn)
		skipped += n
		if err != nil {
			return skipped, fmt.Errorf("cannot read the decision log: %w", err)
		}
	}
	return skipped, nil
}
