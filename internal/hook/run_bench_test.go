package hook_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
)

// opener returns an open function for hook.Run on a store in dir, as the
// hook command builds it, and the store itself.
func opener(tb testing.TB, dir string) (hook.Opener, *ledger.Store) {
	tb.Helper()
	store, err := ledger.Open(filepath.Join(dir, "ledgers"))
	if err != nil {
		tb.Fatal(err)
	}
	return func(event.Event) (*hook.Engine, error) {
		s, err := ledger.Open(store.Dir())
		if err != nil {
			return nil, err
		}
		e := hook.New(s, config.Default())
		e.Home = "/home/dev"
		return e, nil
	}, store
}

// runHook runs one hook call through the real adapter and returns stdout.
func runHook(open hook.Opener, payload []byte) []byte {
	var out bytes.Buffer
	hook.Run(bytes.NewReader(payload), &out, claude.Adapter{}, open)
	return out.Bytes()
}

func byName(cases []bench.Case) map[string][]byte {
	m := map[string][]byte{}
	for _, c := range cases {
		m[c.Name] = c.Payload
	}
	return m
}

// BenchmarkRun measures one hook call per event through hook.Run with the
// Claude Code adapter and an on-disk store: decoding, opening the store,
// judging, the ledger round trip and encoding. The session is primed with a
// prompt, an edit and a passing test, so a stop takes the common path.
func BenchmarkRun(b *testing.B) {
	p := bench.DefaultParams()
	cases := bench.Payloads(p)
	named := byName(cases)
	for _, c := range cases {
		b.Run(c.Name, func(b *testing.B) {
			open, _ := opener(b, b.TempDir())
			for _, prime := range []string{"prompt", "post-edit", "post-bash-test"} {
				runHook(open, named[prime])
			}
			b.SetBytes(int64(len(c.Payload)))
			b.ReportAllocs()
			for b.Loop() {
				runHook(open, c.Payload)
			}
		})
	}
}

// recordEvents runs tool events from to to-1 of bench.SessionEvent through
// hook.Run. Each adds one record to the ledger.
func recordEvents(tb testing.TB, open hook.Opener, p bench.Params, from, to int) {
	tb.Helper()
	for i := from; i < to; i++ {
		out := runHook(open, bench.SessionEvent(p, i))
		if bytes.Contains(out, []byte("did not run")) {
			tb.Fatalf("event %d failed open: %s", i, out)
		}
	}
}

// sessionAfter returns the ledger file of a session that has recorded n
// tool events: a prompt and the last 10 events through hook.Run, the
// events before them through bench.FillLedger.
func sessionAfter(tb testing.TB, p bench.Params, n int) []byte {
	tb.Helper()
	open, store := opener(tb, tb.TempDir())
	runHook(open, byName(bench.Payloads(p))["prompt"])
	bulk := max(n-10, 0)
	if _, err := store.Update(p.Session, p.Cwd, func(l *ledger.Ledger) error {
		bench.FillLedger(l, p, 0, bulk)
		return nil
	}); err != nil {
		tb.Fatal(err)
	}
	recordEvents(tb, open, p, bulk, n)
	data, err := os.ReadFile(store.File(ledger.Key(p.Session, p.Cwd)))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// BenchmarkAfterEvents is one hook call of each event that reads or writes
// the ledger, in a session that has recorded 10 tool events and in one
// that has recorded 10,000. The ledger's lists are capped at 64 entries, so
// the second is a full ledger (about 18 KB): the two must cost about the
// same. Each call meets the same ledger (it is restored, untimed, before
// each), and the store is on tmpfs when there is one, so that the figures
// are the hook's work and not the disk's.
func BenchmarkAfterEvents(b *testing.B) {
	p := bench.DefaultParams()
	named := byName(bench.Payloads(p))
	sessions := map[int][]byte{10: sessionAfter(b, p, 10), 10000: sessionAfter(b, p, 10000)}
	for _, name := range []string{"prompt", "permission", "post-edit", "post-bash-test", "post-failure", "stop", "subagent-stop"} {
		for _, n := range []int{10, 10000} {
			b.Run(fmt.Sprintf("%s/after%d", name, n), func(b *testing.B) {
				open, store := opener(b, fastDir(b))
				file := store.File(ledger.Key(p.Session, p.Cwd))
				b.ReportAllocs()
				for b.Loop() {
					b.StopTimer()
					if err := os.WriteFile(file, sessions[n], 0o600); err != nil {
						b.Fatal(err)
					}
					b.StartTimer()
					runHook(open, named[name])
				}
			})
		}
	}
}

// BenchmarkStopFromTranscript is a stop without last_assistant_message,
// which reads the final message from the end of the transcript: a 10 KB
// one and a 50 MB one must cost about the same.
func BenchmarkStopFromTranscript(b *testing.B) {
	for _, size := range []int64{10 << 10, 50 << 20} {
		dir := b.TempDir()
		p := bench.DefaultParams()
		p.Transcript = filepath.Join(dir, "transcript.jsonl")
		if err := bench.WriteTranscript(p.Transcript, size, bench.FinalMessage); err != nil {
			b.Fatal(err)
		}
		open, _ := opener(b, dir)
		named := byName(bench.Payloads(p))
		for _, prime := range []string{"prompt", "post-edit", "post-bash-test"} {
			runHook(open, named[prime])
		}
		stop := bench.StopFromTranscript(p)
		b.Run(fmt.Sprintf("transcript=%dKB", size>>10), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				runHook(open, stop)
			}
		})
	}
}

// TestStopAfterManyEventsStaysBounded holds a Stop over a full ledger (the
// state after 10,000 events) to an allocation budget: judging coverage
// asks each check's command line once per change, and parsing it afresh
// each time made this stop thirty times dearer. Allocations, unlike wall
// time, do not move with the machine's load.
func TestStopAfterManyEventsStaysBounded(t *testing.T) {
	p := bench.DefaultParams()
	state := sessionAfter(t, p, 10000)
	stop := byName(bench.Payloads(p))["stop"]
	open, store := opener(t, fastDir(t))
	file := store.File(ledger.Key(p.Session, p.Cwd))
	allocs := testing.AllocsPerRun(5, func() {
		if err := os.WriteFile(file, state, 0o600); err != nil {
			t.Fatal(err)
		}
		runHook(open, stop)
	})
	const budget = 20000
	if allocs > budget {
		t.Errorf("a Stop after 10,000 events allocates %.0f times, over the budget of %d", allocs, budget)
	}
}
