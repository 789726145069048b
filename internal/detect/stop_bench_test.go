package detect

import (
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// stopReading reads text as the gate reads a Stop's final message, from a
// cold split: every hook process reads one message once, so the split
// that segment keeps for the detectors after the first is part of the
// cost.
func stopReading(text string, obs []Observation) {
	lastSegment.Lock()
	lastSegment.text, lastSegment.units = "", nil
	lastSegment.Unlock()
	if !Reads(text) {
		return
	}
	Scan(text)
	Claims(text, obs)
	Acts(text)
	ReportedActions(text)
}

var stopObserved = []Observation{
	{Kind: "edit", Path: "internal/api/list.go"},
	{Kind: "test", Command: "go test ./internal/api/...", ExitCode: 0},
}

// BenchmarkStopReading is a Stop's reading of the benchmark's final
// message (bench.FinalMessage, the payload scripts/bench sends) and of
// benchMessage, each split afresh.
func BenchmarkStopReading(b *testing.B) {
	for _, c := range []struct {
		name, text string
		obs        []Observation
	}{
		{"stop", bench.FinalMessage, stopObserved},
		{"report", benchMessage, benchObserved},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			b.ReportAllocs()
			for b.Loop() {
				stopReading(c.text, c.obs)
			}
		})
	}
}
