package decisions

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

var t0 = time.Date(2026, 8, 1, 12, 0, 0, 0, time.UTC)

func openTemp(t testing.TB) *Log {
	t.Helper()
	g, err := Open(filepath.Join(t.TempDir(), "state", "proofgate"))
	if err != nil {
		t.Fatal(err)
	}
	g.Now = func() time.Time { return t0 }
	return g
}

func readAll(t testing.TB, g *Log) ([]Record, int) {
	t.Helper()
	var recs []Record
	skipped, err := g.Read(func(r Record) { recs = append(recs, r) })
	if err != nil {
		t.Fatal(err)
	}
	return recs, skipped
}

func stop(session, decision, rule string) Record {
	return Record{Session: session, Project: ProjectKey("/p"), Harness: "claude", Event: EventStop, Decision: decision, Rule: rule}
}

func TestAppendAndRead(t *testing.T) {
	g := openTemp(t)
	if recs, skipped := readAll(t, g); len(recs) != 0 || skipped != 0 {
		t.Fatalf("a missing log reads %d records, %d skipped", len(recs), skipped)
	}
	want := []Record{
		stop("s1", Block, "unverified.changed"),
		{Session: "s1", Event: EventGuard, Decision: Deny, Rule: "read-secret"},
		{Session: "s1", Event: EventWrong, Decision: Wrong, Rule: "unverified.changed", Judged: Block, Time: t0.Add(time.Minute)},
	}
	for _, r := range want {
		if err := g.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	recs, skipped := readAll(t, g)
	if len(recs) != len(want) || skipped != 0 {
		t.Fatalf("read %d records, %d skipped: %+v", len(recs), skipped, recs)
	}
	for i, r := range recs {
		w := want[i]
		if w.Time.IsZero() {
			w.Time = t0
		}
		if r != w {
			t.Errorf("record %d = %+v, want %+v", i, r, w)
		}
	}
	data, _ := os.ReadFile(g.Path())
	if n := bytes.Count(data, []byte("\n")); n != 3 {
		t.Errorf("%d lines:\n%s", n, data)
	}
}

func TestFilesArePrivate(t *testing.T) {
	g := openTemp(t)
	if err := g.Append(stop("s", Allow, "")); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]os.FileMode{g.dir: 0o700, g.Path(): 0o600, filepath.Join(g.dir, "decisions.lock"): 0o600} {
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode().Perm(); got != want {
			t.Errorf("%s has mode %o, want %o", path, got, want)
		}
	}
}

func TestSymlinksAreRefused(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "elsewhere")
	tests := []struct {
		name string
		link func(g *Log) string
	}{
		{"the log", func(g *Log) string { return g.Path() }},
		{"the lock", func(g *Log) string { return filepath.Join(g.dir, "decisions.lock") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := openTemp(t)
			if err := os.Symlink(outside, tt.link(g)); err != nil {
				t.Skip(err)
			}
			if err := g.Append(stop("s", Allow, "")); err == nil {
				t.Error("appended through a symlink")
			}
			if _, err := os.Stat(outside); err == nil {
				t.Error("the symlink's target was created")
			}
		})
	}
	t.Run("the directory", func(t *testing.T) {
		dir := t.TempDir()
		link := filepath.Join(dir, "proofgate")
		if err := os.Symlink(dir, link); err != nil {
			t.Skip(err)
		}
		if _, err := Open(link); err == nil {
			t.Error("opened a symlinked directory")
		}
	})
}

// TestTornLineIsSkipped: a process killed mid-line leaves a line without
// its end; the reader skips it and the next append starts a line of its
// own.
func TestTornLineIsSkipped(t *testing.T) {
	g := openTemp(t)
	if err := g.Append(stop("s", Block, "premature.promise")); err != nil {
		t.Fatal(err)
	}
	f, _ := os.OpenFile(g.Path(), os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"time":"2026-08-01T12:00:00Z","event":"st`)
	f.Close()
	if err := g.Append(stop("s", Allow, "")); err != nil {
		t.Fatal(err)
	}
	recs, skipped := readAll(t, g)
	if len(recs) != 2 || skipped != 1 || recs[1].Decision != Allow {
		t.Errorf("read %+v, %d skipped", recs, skipped)
	}
}

// TestConcurrentAppendsLoseNothing appends from many goroutines, each
// with its own Log as separate hook processes have: every line arrives
// whole.
func TestConcurrentAppendsLoseNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "proofgate")
	const writers, each = 8, 50
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g, err := Open(dir)
			if err != nil {
				t.Error(err)
				return
			}
			g.LockWait = 10 * time.Second
			for i := range each {
				if err := g.Append(stop(fmt.Sprintf("s%d-%d", w, i), Allow, "")); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	g, _ := Open(dir)
	recs, skipped := readAll(t, g)
	if len(recs) != writers*each || skipped != 0 {
		t.Errorf("%d records, %d skipped; want %d", len(recs), skipped, writers*each)
	}
}

func TestRotationKeepsOnePreviousFile(t *testing.T) {
	g := openTemp(t)
	line := len(mustLine(t, stop("s", Allow, "")))
	g.MaxSize = int64(10 * line)
	for i := range 35 {
		if err := g.Append(stop("s", Allow, fmt.Sprintf("r%02d", i))); err != nil {
			t.Fatal(err)
		}
	}
	for _, path := range []string{g.Path(), g.previous()} {
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if info.Size() > g.MaxSize {
			t.Errorf("%s is %d bytes, over %d", path, info.Size(), g.MaxSize)
		}
	}
	if _, err := os.Stat(g.Path() + ".2"); err == nil {
		t.Error("a second previous file")
	}
	recs, skipped := readAll(t, g)
	if skipped != 0 || len(recs) < 10 || len(recs) > 20 {
		t.Fatalf("after rotations: %d records, %d skipped", len(recs), skipped)
	}
	// Oldest first, the newest kept.
	if last := recs[len(recs)-1].Rule; last != "r34" {
		t.Errorf("newest record %q", last)
	}
	for i := 1; i < len(recs); i++ {
		if recs[i].Rule <= recs[i-1].Rule {
			t.Errorf("out of order: %q after %q", recs[i].Rule, recs[i-1].Rule)
		}
	}
}

// TestRotationDuringRead rotates the log (twice: the previous file is
// replaced too) while Read holds the files open: Read returns exactly
// what the log held when it opened it.
func TestRotationDuringRead(t *testing.T) {
	g := openTemp(t)
	line := len(mustLine(t, stop("s", Allow, "")))
	g.MaxSize = int64(4 * line)
	for i := range 6 {
		if err := g.Append(stop("s", Allow, fmt.Sprintf("a%d", i))); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := readAll(t, g)
	g.opened = func() {
		writer := *g
		writer.opened = nil
		for i := range 9 {
			if err := writer.Append(stop("s", Allow, fmt.Sprintf("b%d", i))); err != nil {
				t.Error(err)
			}
		}
	}
	during, skipped := readAll(t, g)
	if skipped != 0 || fmt.Sprint(during) != fmt.Sprint(before) {
		t.Errorf("read during rotation:\n%v\nwant\n%v", during, before)
	}
	g.opened = nil
	after, _ := readAll(t, g)
	if after[len(after)-1].Rule != "b8" {
		t.Errorf("after: %v", after)
	}
}

func TestLongFieldsAreClipped(t *testing.T) {
	g := openTemp(t)
	long := strings.Repeat("é", 1000)
	if err := g.Append(Record{Session: long, Event: EventStop, Decision: Block, Rule: long, Closing: long}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(g.Path())
	if len(data) > 600 {
		t.Errorf("line of %d bytes", len(data))
	}
	recs, skipped := readAll(t, g)
	if len(recs) != 1 || skipped != 0 || !strings.HasSuffix(recs[0].Closing, "…") {
		t.Errorf("%+v, %d skipped", recs, skipped)
	}
}

func mustLine(t testing.TB, r Record) []byte {
	t.Helper()
	dir := t.TempDir()
	g, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	g.Now = func() time.Time { return t0 }
	if err := g.Append(r); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(g.Path())
	return data
}
