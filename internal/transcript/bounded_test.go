package transcript

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// virtual is a transcript of size bytes that exists only as a function:
// garbage lines (not JSON) up to the tail, then the tail. Reading it
// costs no disk, and any read of the garbage is counted.
type virtual struct {
	size int64
	tail []byte
	read int64 // bytes returned by ReadAt
}

func (v *virtual) ReadAt(p []byte, off int64) (int, error) {
	if off >= v.size {
		return 0, io.EOF
	}
	n := 0
	tailStart := v.size - int64(len(v.tail))
	for n < len(p) && off+int64(n) < v.size {
		pos := off + int64(n)
		if pos >= tailStart {
			n += copy(p[n:], v.tail[pos-tailStart:])
			continue
		}
		p[n] = 'x'
		if pos%128 == 127 {
			p[n] = '\n'
		}
		n++
	}
	v.read += int64(n)
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// sessionTail is the end of a real session: work, a tool result and a
// final message split over two lines that share a message id.
func sessionTail() ([]byte, string) {
	lines := []string{
		user("fix the pager"),
		assistant("m1", "Looking at pager.go.", "tool:Read"),
		toolResult,
		assistant("m2", "Fixed the off-by-one in pager.go."),
		assistant("m2", "tool:Bash"),
		toolResult,
		assistant("m3", "go test ./... passes."),
		assistant("m3", "All done."),
		`{"type":"system","subtype":"stop_hook_summary"}`,
	}
	return []byte("\n" + strings.Join(lines, "\n") + "\n"), "go test ./... passes.\n\nAll done."
}

// TestTailReadIsBounded reads the final message of a 10 KB, a 5 MB and a
// 50 MB transcript with the same ending. The 50 MB one must read no more
// than the 5 MB one, and at most twice what the 10 KB one (or a single read
// chunk) costs: the reader starts from the end and stops at the message.
// The message fits in the first read, and that read is all it costs.
func TestTailReadIsBounded(t *testing.T) {
	tail, want := sessionTail()
	read := map[int64]int64{}
	for _, size := range []int64{10 << 10, 5 << 20, 50 << 20} {
		v := &virtual{size: size, tail: tail}
		got, err := lastText(v, size)
		if err != nil || got != want {
			t.Fatalf("%d bytes: got %q, %v; want %q", size, got, err, want)
		}
		read[size] = v.read
	}
	t.Logf("bytes read: 10 KB transcript %d, 5 MB %d, 50 MB %d", read[10<<10], read[5<<20], read[50<<20])
	if read[50<<20] != read[5<<20] {
		t.Errorf("a 50 MB transcript read %d bytes, a 5 MB one %d: the cost grows with the file", read[50<<20], read[5<<20])
	}
	if limit := 2 * max(read[10<<10], chunk); read[50<<20] > limit {
		t.Errorf("a 50 MB transcript read %d bytes, more than twice the 10 KB one or a chunk (%d)", read[50<<20], limit)
	}
	if len(tail) < firstChunk && read[50<<20] != firstChunk {
		t.Errorf("a %d-byte ending read %d bytes, not the first read's %d", len(tail), read[50<<20], firstChunk)
	}
}

// TestFinalMessageAfterGarbage reads a real 50 MB file whose first 50 MB
// are garbage (a sparse file of NUL bytes, so the test writes almost
// nothing to disk): only the end can give the right answer.
func TestFinalMessageAfterGarbage(t *testing.T) {
	tail, want := sessionTail()
	p := filepath.Join(t.TempDir(), "t.jsonl")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(50 << 20); err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt(tail, 50<<20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	got, err := LastAssistantText(p)
	if err != nil || got != want {
		t.Fatalf("got %q, %v; want %q", got, err, want)
	}
}

// TestNoMessageReadsAtMostMaxScan: a transcript that is all garbage is given
// up on after maxScan bytes, whatever its size.
func TestNoMessageReadsAtMostMaxScan(t *testing.T) {
	v := &virtual{size: 50 << 20, tail: []byte("\n{\"type\":\"system\"}\n")}
	got, err := lastText(v, v.size)
	if err != nil || got != "" {
		t.Fatalf("got %q, %v", got, err)
	}
	if v.read > maxScan+chunk {
		t.Errorf("read %d bytes, more than maxScan %d", v.read, maxScan)
	}
}

// TestLongLineCostIsLinear reads transcripts whose last line before the
// final message is long (a tool result holding a base64 screenshot, or a
// large file read, is several MB in real transcripts). The memory the
// reader allocates must grow in proportion to the line, not with its
// square: it measures bytes allocated, never time.
func TestLongLineCostIsLinear(t *testing.T) {
	alloc := func(lineLen int) uint64 {
		big := `{"type":"user","message":{"role":"user","content":[{"type":"tool_result","content":"` + strings.Repeat("A", lineLen) + `"}]}}`
		data := []byte(big + "\n" + assistant("m9", "Here is the screenshot.") + "\n")
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		got, err := lastText(bytes.NewReader(data), int64(len(data)))
		runtime.ReadMemStats(&after)
		if err != nil || got != "Here is the screenshot." {
			t.Fatalf("%d-byte line: got %q, %v", lineLen, got, err)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, large := alloc(512<<10), alloc(4<<20)
	t.Logf("allocated %d bytes for a 512 KB line, %d for a 4 MB line", small, large)
	// 8 times the line may cost 8 times the memory, with room for slack;
	// a quadratic reader costs about 64 times as much.
	if large > 16*small {
		t.Errorf("a line 8x longer allocated %.0fx as much (%d vs %d bytes): the reader is quadratic in line length", float64(large)/float64(small), large, small)
	}
	if large > 8*(4<<20) {
		t.Errorf("reading past a 4 MB line allocated %d MB", large>>20)
	}
}

// TestSpecialFiles: a directory, a FIFO with no writer and a missing path
// are errors at once, never a hang waiting for a writer.
func TestSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.jsonl")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	for _, p := range []string{dir, fifo, filepath.Join(dir, "missing.jsonl"), "/dev/zero"} {
		if got, err := LastAssistantText(p); err == nil {
			t.Errorf("LastAssistantText(%s) = %q, want an error", p, got)
		}
	}
}

func BenchmarkLastTextBytesRead(b *testing.B) {
	tail, _ := sessionTail()
	for _, size := range []int64{10 << 10, 50 << 20} {
		b.Run(fmt.Sprintf("%dKB", size>>10), func(b *testing.B) {
			var v *virtual
			for b.Loop() {
				v = &virtual{size: size, tail: tail}
				lastText(v, size)
			}
			b.ReportMetric(float64(v.read), "bytes-read/op")
		})
	}
}
