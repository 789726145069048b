package ledger

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/observe"
)

// change records one edit, as a PostToolUse does.
func change(path string) func(*Ledger) error {
	return func(l *Ledger) error {
		l.RecordChange(path, observe.Code, "Edit", false)
		return nil
	}
}

// TestJournalAppendsThenCompacts: updates append to the same file until it
// would pass compactAt; the next one starts a new file holding one
// snapshot. Every step loads as the last update left it, and every line of
// the journal is a whole ledger.
func TestJournalAppendsThenCompacts(t *testing.T) {
	s := openTemp(t)
	key := Key("sess", "/p")
	var compactions, appends int
	var prev os.FileInfo
	for i := range 400 {
		path := fmt.Sprintf("/p/%s/file%03d.go", strings.Repeat("deep/", 20), i)
		if _, err := s.Update("sess", "/p", change(path)); err != nil {
			t.Fatal(err)
		}
		info, err := os.Stat(s.File(key))
		if err != nil {
			t.Fatal(err)
		}
		if info.Size() > compactAt+64<<10 {
			t.Fatalf("update %d: journal is %d bytes", i, info.Size())
		}
		if prev != nil {
			if os.SameFile(prev, info) {
				appends++
			} else {
				compactions++
			}
		}
		prev = info
		l, err := s.Load(key)
		if err != nil || l.Changes[len(l.Changes)-1].Path != path {
			t.Fatalf("update %d: Load = %v, last change not %s", i, err, path)
		}
	}
	if compactions == 0 || appends < 3*compactions {
		t.Errorf("%d appends and %d compactions: want mostly appends, and some compactions", appends, compactions)
	}
	data, _ := os.ReadFile(s.File(key))
	for i, line := range bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n")) {
		if !json.Valid(line) {
			t.Fatalf("line %d of the journal is not a whole snapshot: %.80q", i, line)
		}
	}
}

// TestTornTailIsSkippedAndCut: a writer killed mid-append leaves part of a
// line. Readers take the snapshot before it; the next update starts a new
// journal rather than join its line to the torn one, and reports nothing
// wrong, since nothing was lost but the dead writer's own event.
func TestTornTailIsSkippedAndCut(t *testing.T) {
	s := openTemp(t)
	key := Key("sess", "/p")
	for _, p := range []string{"/p/a.go", "/p/b.go"} {
		if _, err := s.Update("sess", "/p", change(p)); err != nil {
			t.Fatal(err)
		}
	}
	full, _ := os.ReadFile(s.File(key))
	lines := bytes.SplitAfter(full, []byte("\n"))
	f, _ := os.OpenFile(s.File(key), os.O_WRONLY|os.O_APPEND, 0)
	f.Write(lines[1][:len(lines[1])/2])
	f.Close()

	l, err := s.Load(key)
	if err != nil || len(l.Changes) != 2 || l.Changes[1].Path != "/p/b.go" {
		t.Fatalf("Load with a torn tail = %+v, %v; want the last whole snapshot", l, err)
	}
	up, err := s.Update("sess", "/p", change("/p/c.go"))
	if err != nil || up.Recovered != "" {
		t.Fatalf("Update after a torn tail: %v, recovered %q", err, up.Recovered)
	}
	data, _ := os.ReadFile(s.File(key))
	if n := bytes.Count(data, []byte("\n")); n != 1 || !json.Valid(data) {
		t.Errorf("journal after the torn tail: %d lines, valid %v", n, json.Valid(data))
	}
	if l, _ := s.Load(key); len(l.Changes) != 3 {
		t.Errorf("changes after the torn tail: %+v", l.Changes)
	}
}

// TestLedgerBeforeJournalsCarriesOver: a session running when proofgate is
// upgraded keeps the ledger the old version wrote (one JSON document, no
// newline): it is read, the first update moves it into a journal, and the
// old file goes.
func TestLedgerBeforeJournalsCarriesOver(t *testing.T) {
	s := openTemp(t)
	key := Key("sess", "/p")
	old := New("sess", "/p")
	old.RecordChange("/p/before.go", observe.Code, "Edit", false)
	data, _ := json.Marshal(old)
	if err := os.WriteFile(s.legacyPath(key), data, 0o600); err != nil {
		t.Fatal(err)
	}
	if l, err := s.Load(key); err != nil || len(l.Changes) != 1 {
		t.Fatalf("Load of the old file = %+v, %v", l, err)
	}
	if latest, err := s.Latest(func(*Ledger) bool { return true }); err != nil || latest.Session != "sess" {
		t.Fatalf("Latest over the old file = %+v, %v", latest, err)
	}
	up, err := s.Update("sess", "/p", change("/p/after.go"))
	if err != nil || up.Recovered != "" || len(up.Ledger.Changes) != 2 {
		t.Fatalf("Update = %+v, %v", up, err)
	}
	if _, err := os.Stat(s.legacyPath(key)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the old file is still there: %v", err)
	}
	if l, err := s.Load(key); err != nil || len(l.Changes) != 2 {
		t.Errorf("Load after the move = %+v, %v", l, err)
	}
}

// TestSnapshotLongerThanTheWindow: a snapshot longer than the first read
// of the journal's end is found by reading further back.
func TestSnapshotLongerThanTheWindow(t *testing.T) {
	s := openTemp(t)
	key := Key("sess", "/p")
	long := strings.Repeat("x", 300)
	for i := range 3 * Limit {
		if _, err := s.Update("sess", "/p", func(l *Ledger) error {
			l.RecordChange(fmt.Sprintf("/p/%s/%03d.go", long, i), observe.Code, "Edit", false)
			l.RecordChecks([]Check{{Command: fmt.Sprintf("go test -run %s%03d ./...", long, i), Kind: observe.Test}})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	l, err := s.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := json.Marshal(l); len(data) <= tailWindow {
		t.Fatalf("the snapshot is %d bytes, not longer than the %d-byte window", len(data), tailWindow)
	}
	if last := l.Changes[len(l.Changes)-1].Path; !strings.HasSuffix(last, fmt.Sprintf("/%03d.go", 3*Limit-1)) {
		t.Errorf("last change %s", last)
	}
}

// lastLineOf is journal.last written the obvious way: split the whole
// file into lines.
func lastLineOf(data []byte) (line []byte, torn bool, ok bool) {
	end := bytes.LastIndexByte(data, '\n')
	if end < 0 {
		return nil, len(data) > 0, false
	}
	begin := bytes.LastIndexByte(data[:end], '\n') + 1
	return data[begin:end], end != len(data)-1, true
}

func checkLast(t *testing.T, data []byte) {
	path := filepath.Join(t.TempDir(), "j")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	j, err := openJournal(path, false)
	if err != nil {
		t.Fatal(err)
	}
	defer j.close()
	got, err := j.last()
	want, torn, ok := lastLineOf(data)
	if ok != (err == nil) || (err != nil && !errors.Is(err, io.ErrUnexpectedEOF)) {
		t.Fatalf("last() error %v, want a line: %v", err, ok)
	}
	if !bytes.Equal(got, want) || j.torn != torn {
		t.Errorf("last() = %.60q torn %v, want %.60q torn %v", got, j.torn, want, torn)
	}
}

func TestJournalLast(t *testing.T) {
	long := strings.Repeat("y", 3*tailWindow)
	for _, data := range []string{
		"", "\n", "\n\n", "a", "a\n", "a\nb", "a\nb\n", "a\nb\nc",
		long + "\n", "a\n" + long + "\n", "a\n" + long, long + "\n" + long[:tailWindow] + "\n" + "torn",
		strings.Repeat("z", tailWindow-1) + "\n", "\n" + strings.Repeat("z", tailWindow) + "\n",
	} {
		checkLast(t, []byte(data))
	}
}

// FuzzJournalLast holds journal.last, which reads the file's end in
// growing windows, to the whole-file reading.
func FuzzJournalLast(f *testing.F) {
	f.Add([]byte("{}\n{\"a\":1}\n"), uint16(0))
	f.Add([]byte("a\nb"), uint16(tailWindow))
	f.Add([]byte("\n"), uint16(tailWindow-1))
	f.Fuzz(func(t *testing.T, data []byte, pad uint16) {
		// pad moves the lines across the window's edge.
		data = append(bytes.Repeat([]byte{'p'}, int(pad)), data...)
		checkLast(t, data)
	})
}

// TestUpdateEncodesIntoTheReadWindow: a hook's update encodes the new
// snapshot into the buffer the old one was read into, so writing a full
// ledger allocates no buffer of its size (grown from 4 KB, it took four
// times its size in fresh pages): from a journal of several snapshots,
// and from one of a single snapshot, which the next one outgrows.
func TestUpdateEncodesIntoTheReadWindow(t *testing.T) {
	for _, single := range []bool{false, true} {
		s := openTemp(t)
		key := Key("sess", "/p")
		for i := range 100 {
			path := fmt.Sprintf("/p/%s/file%03d.go", strings.Repeat("deep/", 20), i)
			if _, err := s.Update("sess", "/p", change(path)); err != nil {
				t.Fatal(err)
			}
		}
		if single {
			l, err := s.Load(key)
			if err != nil {
				t.Fatal(err)
			}
			line, _ := appendLedger(nil, l)
			if err := os.WriteFile(s.File(key), append(line, '\n'), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		j, err := openJournal(s.path(key), true)
		if err != nil {
			t.Fatal(err)
		}
		l, err := j.ledger(s.path(key))
		if err != nil {
			t.Fatal(err)
		}
		l.RecordChange("/p/"+strings.Repeat("deeper/", 40)+"more.go", observe.Code, "Edit", false) // the next snapshot is longer
		snapshot, _ := appendLedger(nil, l)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if err := s.write(key, j, l); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		j.close()
		if got := after.TotalAlloc - before.TotalAlloc; got > uint64(len(snapshot))/4 {
			t.Errorf("single snapshot %v: writing a %d-byte snapshot allocated %d bytes", single, len(snapshot), got)
		}
		if got, err := s.Load(key); err != nil || len(got.Changes) != len(l.Changes) {
			t.Fatalf("after the write: %v, %d changes, want %d", err, len(got.Changes), len(l.Changes))
		}
	}
}

// TestSmallSnapshotReadsOneWindow: the last snapshot of a journal that has
// grown long is read with the first window when it fits, whatever the
// journal's size: a hook reads a few KB, not a full ledger's worth.
func TestSmallSnapshotReadsOneWindow(t *testing.T) {
	s := openTemp(t)
	key := Key("sess", "/p")
	for i := range 60 {
		if _, err := s.Update("sess", "/p", change(fmt.Sprintf("/p/%sf%d.go", strings.Repeat("dir/", 50), i%3))); err != nil {
			t.Fatal(err)
		}
	}
	info, err := os.Stat(s.File(key))
	if err != nil || info.Size() < 32<<10 { // past what a full ledger reads
		t.Fatalf("the journal is %v bytes (%v), want several windows", info.Size(), err)
	}
	j, err := openJournal(s.path(key), false)
	if err != nil {
		t.Fatal(err)
	}
	defer j.close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	line, err := j.last()
	runtime.ReadMemStats(&after)
	if err != nil || len(line) >= tailWindow {
		t.Fatalf("last: %d bytes, %v", len(line), err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > tailWindow+spareRoom+512 {
		t.Errorf("reading a %d-byte snapshot from a %d-byte journal allocated %d bytes", len(line), info.Size(), got)
	}
}
