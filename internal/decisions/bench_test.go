package decisions

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"
)

// writeLog writes n decisions, as months of use leave them, straight to
// the log's file (one Append each would measure the lock, not the read).
func writeLog(b testing.TB, g *Log, n int) {
	b.Helper()
	f, err := os.OpenFile(g.Path(), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	rules := []string{"unverified.changed", "premature.promise", "claim.tests-pass", "scope.skipped", "failure.unreported"}
	guards := []string{"read-secret", "remote-write", "delete-outside-project"}
	for i := range n {
		r := Record{Time: t0.Add(-time.Duration(n-i) * time.Minute), Session: fmt.Sprintf("%08x-session", i/40),
			Project: ProjectKey(fmt.Sprintf("/home/dev/p%d", i%7)), Harness: "claude", Event: EventStop, Decision: Allow}
		switch i % 10 {
		case 0, 1:
			r.Decision, r.Rule, r.Closing = Block, rules[i%len(rules)], "I'll run the tests now."
		case 2:
			r.Decision, r.Rule = Warn, "gap.reasoned"
		case 3:
			r.Event, r.Decision, r.Rule = EventGuard, Deny, guards[i%len(guards)]
		case 4:
			r.Event, r.Decision, r.Rule = EventGuard, Ask, guards[i%len(guards)]
		}
		line, _ := json.Marshal(r)
		w.Write(append(line, '\n'))
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	f.Close()
}

// BenchmarkStats100k summarises a log of 100,000 decisions, as stats does.
func BenchmarkStats100k(b *testing.B) {
	g := openTemp(b)
	g.MaxSize = 1 << 40
	writeLog(b, g, 100_000)
	info, _ := os.Stat(g.Path())
	b.SetBytes(info.Size())
	b.ResetTimer()
	for b.Loop() {
		s, err := g.Summarize(Filter{Since: t0.Add(-30 * 24 * time.Hour)})
		if err != nil || s.Decisions == 0 {
			b.Fatalf("%+v, %v", s, err)
		}
	}
}

// BenchmarkAppend is what one hook adds for its decision.
func BenchmarkAppend(b *testing.B) {
	g := openTemp(b)
	r := Record{Session: "s", Project: ProjectKey("/p"), Harness: "claude", Event: EventStop, Decision: Block, Rule: "unverified.changed", Closing: "Done."}
	for b.Loop() {
		if err := g.Append(r); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBenchmarkLogReads keeps the benchmark's log honest: every line it
// writes is read back.
func TestBenchmarkLogReads(t *testing.T) {
	g := openTemp(t)
	writeLog(t, g, 1000)
	s, err := g.Summarize(Filter{})
	if err != nil || s.Decisions != 1000 || s.Skipped != 0 || s.Blocks != 200 || s.Denials != 100 {
		t.Errorf("%+v, %v", s, err)
	}
}
