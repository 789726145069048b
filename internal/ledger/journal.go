package ledger

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// A ledger's file is a journal: one JSON snapshot of the whole ledger a
// line, the last complete line the ledger. A hook appends its snapshot with
// one write to a file that already exists, where replacing the file would
// create an inode and rename it into place on every tool call (about 65 µs
// on ext4 against 4 µs, measured in docs/performance.md). The journal is
// written afresh through a temporary file and a rename only when it is
// first created, when it outgrows compactAt, or when its tail is torn.
//
// A reader, locked or not, sees the old snapshot or the new one and never
// a torn one: a write cut short leaves a tail without its newline, which
// readers skip and the next writer cuts off.

// compactAt is the journal size past which the next write starts it
// afresh. A full ledger is about 18 KB, so a journal is rewritten at most
// every seventh update and stays under 160 KB on disk.
const compactAt = 128 << 10

// tailWindow is how much of the journal's end is read first, and each
// further read four times the last. Most ledgers' snapshots are a few KB
// and fit. Each page a read fills is a fresh page of the hook process (2.6
// µs here), and a first read of 32 KB, sized for a full ledger, filled six
// pages for nothing on every event of a session whose journal had grown
// past it; a full ledger's 18 KB now takes a second read.
const tailWindow = 8 << 10

// spareRoom is how much the next snapshot may outgrow the window the last
// one was read into and still be encoded in it (see spare): an update
// adds an entry or two to a ledger.
const spareRoom = 4 << 10

// journal is a ledger file opened for reading its last snapshot.
type journal struct {
	f    *os.File
	size int64
	// torn is set when bytes follow the last complete line: a write was
	// cut short, and appending after them would join two snapshots.
	torn bool
	// window is the buffer last read the snapshot into; see spare.
	window []byte
}

// errNotRegular marks a ledger path that holds something other than a
// regular file; readers report it as corrupt and writers replace it.
var errNotRegular = errors.New("not a regular file (a symlink?)")

// openJournal opens the ledger file at path for reading, and for appending
// when write is set. It refuses anything but a regular file, and a file
// swapped for something else between the check and the open, so that a
// symlink in the state directory cannot send proofgate's writes elsewhere.
// A journal replaced by a writer's rename in that moment is opened again.
func openJournal(path string, write bool) (*journal, error) {
	flag := os.O_RDONLY
	if write {
		flag = os.O_RDWR | os.O_APPEND
	}
	for range 3 {
		before, err := os.Lstat(path)
		if err != nil {
			return nil, err
		}
		if !before.Mode().IsRegular() {
			return nil, errNotRegular
		}
		f, err := os.OpenFile(path, flag, 0)
		if err != nil {
			return nil, err
		}
		info, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, err
		}
		if os.SameFile(before, info) {
			return &journal{f: f, size: info.Size()}, nil
		}
		f.Close()
	}
	return nil, errNotRegular
}

// last returns the journal's last complete line, without its newline, and
// records whether a torn tail follows it. A journal without a complete
// line is reported with io.ErrUnexpectedEOF.
func (j *journal) last() ([]byte, error) {
	for window := int64(tailWindow); ; window *= 4 {
		start := max(j.size-window, 0)
		// The room past the read is for the next snapshot (see spare),
		// which a journal of one snapshot would otherwise outgrow; pages
		// nothing writes cost nothing.
		buf := make([]byte, j.size-start, j.size-start+spareRoom)
		if _, err := j.f.ReadAt(buf, start); err != nil && !errors.Is(err, io.EOF) {
			return nil, err
		}
		end := bytes.LastIndexByte(buf, '\n')
		if end < 0 && start == 0 {
			j.torn = j.size > 0
			return nil, io.ErrUnexpectedEOF
		}
		if end < 0 {
			continue
		}
		begin := lastNewline(buf[:end]) + 1
		if begin == 0 && start > 0 {
			continue // the line starts before the window
		}
		j.torn = end != len(buf)-1
		j.window = buf
		return buf[begin:end], nil
	}
}

// lastNewline is bytes.LastIndexByte(b, '\n') by forward, vectorised
// searches: a journal's lines are whole ledgers, up to 25 KB, and the
// backward search reads them a byte at a time.
func lastNewline(b []byte) int {
	last := -1
	for i := 0; ; {
		k := bytes.IndexByte(b[i:], '\n')
		if k < 0 {
			return last
		}
		last = i + k
		i = last + 1
	}
}

// append writes line, which ends in a newline, at the journal's end with
// one write. When the write fails the journal is cut back to its old size,
// so that a full disk leaves the previous snapshot whole and no partial
// line behind.
func (j *journal) append(line []byte) error {
	if _, err := j.f.Write(line); err != nil {
		_ = j.f.Truncate(j.size)
		return err
	}
	return nil
}

func (j *journal) close() error { return j.f.Close() }

// spare hands over the buffer the last snapshot was read into, empty, for
// writing the next one; nil when there is none. A hook process starts with
// an empty heap, so every page the next snapshot's encoding grows into is
// a fresh page (2.6 µs here): grown from 4 KB, a full ledger's 26 KB (as
// it was before maxDenials) took 120 KB of them. The window holds the old
// snapshot, and decoding copies out everything it keeps, so it is free
// once the ledger is decoded.
func (j *journal) spare() []byte {
	w := j.window
	j.window = nil
	return w[:0]
}

// decodeSnapshot decodes the snapshot in line, as Load reports it.
func decodeSnapshot(path string, line []byte) (*Ledger, error) {
	l := &Ledger{}
	if err := unmarshalLedger(line, l); err != nil {
		return nil, fmt.Errorf("%s: %w: %v", path, ErrCorrupt, err)
	}
	if l.Version != Version {
		return nil, fmt.Errorf("%s has format version %d, not %d: %w", path, l.Version, Version, ErrVersion)
	}
	return l, nil
}

// loadFrom reads the ledger in the journal at path; the legacy file of
// proofgate before journals, one JSON document, reads as a journal of one
// line without its newline.
func loadFrom(path string, legacy bool) (*Ledger, error) {
	j, err := openJournal(path, false)
	if errors.Is(err, errNotRegular) {
		return nil, fmt.Errorf("%s is not a regular file (a symlink?): %w", path, ErrCorrupt)
	}
	if err != nil {
		return nil, err
	}
	defer j.close()
	if legacy {
		data, err := io.ReadAll(j.f)
		if err != nil {
			return nil, err
		}
		return decodeSnapshot(path, data)
	}
	return j.ledger(path)
}

// ledger decodes the journal's last snapshot; path names it in errors.
func (j *journal) ledger(path string) (*Ledger, error) {
	line, err := j.last()
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, fmt.Errorf("%s: %w: no complete snapshot", path, ErrCorrupt)
	}
	if err != nil {
		return nil, err
	}
	return decodeSnapshot(path, line)
}

// isMissing reports whether err says there is no file.
func isMissing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
