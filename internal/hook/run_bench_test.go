package hook_test

import (
	"bytes"
	"encoding/json"
	"fmt"
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

// recordEvents stores n tool events in the session through hook.Run: edits
// of distinct files, passing and failing test runs, and a force push the
// guardrails stop, in the proportions of a long session. Each event adds
// one record to the ledger.
func recordEvents(tb testing.TB, open hook.Opener, p bench.Params, n int) {
	tb.Helper()
	for i := range n {
		var payload map[string]any
		switch i % 4 {
		case 0, 1:
			payload = map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Edit",
				"tool_input":    map[string]any{"file_path": fmt.Sprintf("%s/internal/pkg%03d/file%05d.go", p.Cwd, i%97, i), "old_string": "a", "new_string": "b"},
				"tool_response": map[string]any{}}
		case 2:
			payload = map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Bash",
				"tool_input":    map[string]any{"command": fmt.Sprintf("go test -run 'TestLastPage/total_%d' ./internal/pkg%03d/...", i, i%97)},
				"tool_response": map[string]any{"stdout": "ok", "stderr": ""}}
		case 3:
			if i%8 == 3 {
				payload = map[string]any{"hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
					"tool_input": map[string]any{"command": "go vet ./..."}, "error": "Exit code 1\nvet: bad"}
			} else {
				payload = map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash",
					"tool_input": map[string]any{"command": fmt.Sprintf("git push --force origin main # %d", i)}}
			}
		}
		payload["session_id"], payload["cwd"], payload["prompt_id"] = p.Session, p.Cwd, "p1"
		data, _ := json.Marshal(payload)
		out := runHook(open, data)
		if bytes.Contains(out, []byte("did not run")) {
			tb.Fatalf("event %d failed open: %s", i, out)
		}
	}
}

// BenchmarkRunAfterEvents compares a tool result and a stop in a session
// that has recorded 10 tool events with one that has recorded 1,000 and
// 10,000. The ledger's lists are capped at 64 entries, so the cost stops
// growing once they are full: 1,000 and 10,000 must cost the same.
func BenchmarkRunAfterEvents(b *testing.B) {
	p := bench.DefaultParams()
	named := byName(bench.Payloads(p))
	for _, n := range []int{10, 1000, 10000} {
		open, _ := opener(b, b.TempDir())
		runHook(open, named["prompt"])
		recordEvents(b, open, p, n)
		for _, name := range []string{"post-edit", "stop"} {
			b.Run(fmt.Sprintf("%s/events=%d", name, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
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
