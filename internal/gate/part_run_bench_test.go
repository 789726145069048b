package gate

import (
	"fmt"
	"testing"
)

// BenchmarkWholeSuiteClaim reads "All tests pass." against a long task
// where every change was read by a run after it and the claim passes: the
// reading's worst case, each of 60 changes across 12 packages held to the
// runs after it, 60 test runs each pointed at the package just changed.
// Each run's targets are read once, not once per change.
func BenchmarkWholeSuiteClaim(b *testing.B) {
	steps := []string{"prompt:normal"}
	for i := 0; i < 60; i++ {
		steps = append(steps, fmt.Sprintf("edit:internal/p%d/f%d.go", i%12, i),
			fmt.Sprintf("test:go test ./internal/p%d/:pass", i%12))
	}
	ev := readEvidence(ledgerOf(steps...))
	line := "renamed the type across the packages. all tests pass."
	b.ReportAllocs()
	for b.Loop() {
		if run, _ := ev.partRun(line, "all tests pass"); run != nil {
			b.Fatal("every change was read by a run after it")
		}
	}
}
