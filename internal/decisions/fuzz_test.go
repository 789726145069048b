package decisions

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzReadLines feeds the line reader anything: it must not fail or
// panic, every record it returns must be valid, and it never counts more
// records and skipped lines than the input has lines.
func FuzzReadLines(f *testing.F) {
	f.Add([]byte(`{"time":"2026-08-01T12:00:00Z","event":"stop","decision":"block","rule":"premature.promise"}` + "\n"))
	f.Add([]byte(`{"time":"2026-08-01T12:00:00Z","event":"guard","decision":"deny","rule":"read-secret"}` + "\n{\"time\":"))
	f.Add([]byte("\n\n\r\n"))
	f.Add([]byte("{}\n[]\nnull\n\"x\"\n"))
	f.Add([]byte(strings.Repeat("x", 70<<10)))
	f.Fuzz(func(t *testing.T, data []byte) {
		n := 0
		skipped, err := ReadLines(bytes.NewReader(data), func(r Record) {
			n++
			if !r.valid() {
				t.Errorf("invalid record returned: %+v", r)
			}
		})
		if err != nil {
			t.Fatalf("error on an in-memory reader: %v", err)
		}
		if lines := bytes.Count(data, []byte("\n")) + 1; n+skipped > lines {
			t.Errorf("%d records and %d skipped from %d lines", n, skipped, lines)
		}
	})
}
