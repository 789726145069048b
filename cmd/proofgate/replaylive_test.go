package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/replay"
)

// TestReplayIsTheLiveGate holds `proofgate replay` to the live hooks: the
// payloads replay builds from a transcript, sent one by one to `proofgate
// hook` processes as Claude Code would, get the same decision at every
// stop as the replay reports. The transcripts cover what replay must read
// like the client: a Read (no change), a skill body, a rejected call, a
// background run and its notice, an asynchronous subagent whose own
// transcript sits beside the main one, a notice queued while the agent was
// busy, a prompt typed while it was busy, a slash command, a comment-only
// edit, tool results the client wrote before their calls.
func TestReplayIsTheLiveGate(t *testing.T) {
	for _, name := range []string{"orchestra.jsonl", "session.jsonl", "clientorder.jsonl", "queued.jsonl"} {
		t.Run(name, func(t *testing.T) {
			path, _ := filepath.Abs(filepath.Join("..", "..", "internal", "replay", "testdata", name))
			out, code := run(t, t.TempDir(), "", "replay", "--json", path)
			if code != 0 {
				t.Fatalf("replay exit %d: %s", code, out)
			}
			var replayed struct {
				Stops []struct {
					Line   int    `json:"line"`
					Block  bool   `json:"block"`
					Reason string `json:"reason"`
				} `json:"stops"`
			}
			if err := json.Unmarshal([]byte(out), &replayed); err != nil {
				t.Fatal(err)
			}

			store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
			if err != nil {
				t.Fatal(err)
			}
			payloads, err := replay.Payloads(path, hook.New(store, config.Default()))
			if err != nil {
				t.Fatal(err)
			}
			state := t.TempDir()
			var live []map[string]any
			for _, p := range payloads {
				var head struct {
					Event string `json:"hook_event_name"`
				}
				_ = json.Unmarshal(p, &head)
				out, code := run(t, state, string(p), "hook")
				if code != 0 {
					t.Fatalf("hook exit %d on %s", code, p)
				}
				if head.Event == "Stop" {
					live = append(live, oneObject(t, out))
				}
			}
			if len(live) != len(replayed.Stops) || len(live) == 0 {
				t.Fatalf("%d stops live, %d in the replay", len(live), len(replayed.Stops))
			}
			for i, s := range replayed.Stops {
				block := live[i]["decision"] == "block"
				reason, _ := live[i]["reason"].(string)
				if block != s.Block || reason != s.Reason {
					t.Errorf("stop at line %d: live block %v (%q), replay block %v (%q)", s.Line, block, reason, s.Block, s.Reason)
				}
			}
		})
	}
}
