package decisions

import (
	"strings"
	"testing"
)

func TestReadLines(t *testing.T) {
	const ok = `{"time":"2026-08-01T12:00:00Z","event":"stop","decision":"block","rule":"premature.promise"}`
	tests := []struct {
		name          string
		in            string
		records, skip int
	}{
		{"empty", "", 0, 0},
		{"one line", ok + "\n", 1, 0},
		{"no final newline", ok, 1, 0},
		{"blank lines", "\n\n" + ok + "\n\n", 1, 0},
		{"CRLF", ok + "\r\n" + ok + "\r\n", 2, 0},
		{"not JSON", "hello\n" + ok + "\n", 1, 1},
		{"torn line", ok + "\n" + ok[:40], 1, 1},
		{"two records on one line", ok + ok + "\n", 0, 1},
		{"no time", `{"event":"stop","decision":"allow"}` + "\n", 0, 1},
		{"no event", `{"time":"2026-08-01T12:00:00Z","decision":"allow"}` + "\n", 0, 1},
		{"wrong types", `{"time":"yesterday","event":"stop","decision":"allow"}` + "\n" + `{"time":"2026-08-01T12:00:00Z","event":1,"decision":"allow"}` + "\n", 0, 2},
		{"a JSON array", "[1,2]\n", 0, 1},
		{"NUL bytes", "\x00\x00\x00\n" + ok + "\n", 1, 1},
		{"a line too long", `{"time":"2026-08-01T12:00:00Z","event":"stop","decision":"allow","closing":"` + strings.Repeat("x", maxLine) + `"}` + "\n" + ok + "\n", 1, 1},
		{"a line longer than the buffer", strings.Repeat("x", 200<<10) + "\n" + ok + "\n" + strings.Repeat("y", 100<<10), 1, 2},
		{"unknown fields", `{"time":"2026-08-01T12:00:00Z","event":"stop","decision":"allow","future":{"a":1}}` + "\n", 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := 0
			skipped, err := ReadLines(strings.NewReader(tt.in), func(Record) { n++ })
			if err != nil || n != tt.records || skipped != tt.skip {
				t.Errorf("%d records, %d skipped, err %v; want %d, %d", n, skipped, err, tt.records, tt.skip)
			}
		})
	}
}
