package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
)

func engine(t testing.TB) *hook.Engine {
	t.Helper()
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	return hook.New(store, config.Default())
}

func TestReplaySession(t *testing.T) {
	f, err := os.Open("testdata/session.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var stops []Stop
	sum, err := Run(f, engine(t), func(s Stop) { stops = append(stops, s) })
	if err != nil {
		t.Fatal(err)
	}
	if sum.Prompts != 3 || sum.Tools != 3 || sum.Stops != 3 || sum.Blocked != 1 {
		t.Errorf("summary = %+v", sum)
	}
	want := []struct {
		line   int
		block  bool
		active bool
		reason string
	}{
		{6, true, false, "announces work that was not done"},
		// After a stop-hook continuation the stop ends the turn; the
		// failed test run is reported to the user instead.
		{12, false, true, ""},
		{16, false, false, ""},
	}
	if len(stops) != len(want) {
		t.Fatalf("stops = %+v", stops)
	}
	for i, w := range want {
		s := stops[i]
		if s.Line != w.line || s.Block != w.block || s.HookActive != w.active || !strings.Contains(s.Reason, w.reason) {
			t.Errorf("stop %d = %+v, want line %d block %v active %v", i, s, w.line, w.block, w.active)
		}
	}
	if !strings.Contains(stops[1].Warning, "total.go") {
		t.Errorf("the allowed stop after a failed run should warn about total.go: %q", stops[1].Warning)
	}
	if stops[2].Prompt != "what does the discount field mean?" {
		t.Errorf("prompt = %q", stops[2].Prompt)
	}
}

func TestReplayToleratesGarbage(t *testing.T) {
	in := "not json\n{\"type\":\"assistant\",\"message\":{\"id\":\"m\",\"content\":[{\"type\":\"text\",\"text\":\"Done.\"}]}}\n\n{\"type\":7}\n"
	sum, err := Run(strings.NewReader(in), engine(t), func(Stop) {})
	if err != nil || sum.Stops != 1 || sum.Skipped != 2 {
		t.Errorf("summary %+v, err %v", sum, err)
	}
}

func TestReplaySkipsOversizedLines(t *testing.T) {
	big := `{"type":"user","message":{"content":"` + strings.Repeat("x", MaxLine+10) + `"}}`
	in := big + "\n" + `{"type":"assistant","message":{"id":"m","content":[{"type":"text","text":"I'll do it now."}]}}` + "\n"
	var stops []Stop
	sum, err := Run(strings.NewReader(in), engine(t), func(s Stop) { stops = append(stops, s) })
	if err != nil || sum.Skipped != 1 || len(stops) != 1 || !stops[0].Block {
		t.Errorf("summary %+v, stops %+v, err %v", sum, stops, err)
	}
}

// generated is a transcript of about size bytes made on the fly, so the
// test holds no copy of it: turns of a prompt, an edit with a large tool
// output, and a report, as long sessions are mostly tool output.
type generated struct {
	size, made int
	turn       int
	buf        bytes.Buffer
}

func (g *generated) Read(p []byte) (int, error) {
	for g.buf.Len() < len(p) && g.made < g.size {
		g.turn++
		n := g.buf.Len()
		fmt.Fprintf(&g.buf, `{"type":"user","sessionId":"big","cwd":"/p","message":{"role":"user","content":"task %d: fix the parser"}}`+"\n", g.turn)
		fmt.Fprintf(&g.buf, `{"type":"assistant","message":{"id":"a%d","content":[{"type":"text","text":"%s"},{"type":"tool_use","id":"t%d","name":"Edit","input":{"file_path":"/p/f%d.go"}}]}}`+"\n", g.turn, strings.Repeat("thinking out loud ", 400), g.turn, g.turn%50)
		fmt.Fprintf(&g.buf, `{"type":"user","message":{"role":"user","content":[{"tool_use_id":"t%d","type":"tool_result","content":"%s"}]},"toolUseResult":{"filePath":"/p/f.go"}}`+"\n", g.turn, strings.Repeat("output line\\n", 5000))
		fmt.Fprintf(&g.buf, `{"type":"assistant","message":{"id":"b%d","content":[{"type":"text","text":"Edited f%d.go."}]}}`+"\n", g.turn, g.turn%50)
		g.made += g.buf.Len() - n
	}
	if g.buf.Len() == 0 {
		return 0, io.EOF
	}
	return g.buf.Read(p)
}

func TestReplayStreamsLargeTranscript(t *testing.T) {
	if testing.Short() {
		t.Skip("streams 100 MB")
	}
	const size = 100 << 20
	var peak atomic.Uint64
	done := make(chan struct{})
	go func() {
		var m runtime.MemStats
		for {
			select {
			case <-done:
				return
			case <-time.After(50 * time.Millisecond):
				// Live heap after a collection: what the replay holds,
				// not the garbage it has not yet returned.
				runtime.GC()
				runtime.ReadMemStats(&m)
				if m.HeapAlloc > peak.Load() {
					peak.Store(m.HeapAlloc)
				}
			}
		}
	}()
	g := &generated{size: size}
	stops := 0
	sum, err := Run(g, engine(t), func(Stop) { stops++ })
	close(done)
	if err != nil {
		t.Fatal(err)
	}
	if g.made < size || sum.Stops != stops || sum.Stops < 1000 {
		t.Fatalf("replayed %d bytes, %d stops", g.made, sum.Stops)
	}
	if p := peak.Load(); p > 16<<20 {
		t.Errorf("peak heap %d MiB while streaming %d MiB: the transcript is being held", p>>20, size>>20)
	}
	t.Logf("%d MiB, %d stops, peak heap %d MiB", g.made>>20, sum.Stops, peak.Load()>>20)
}

func FuzzRun(f *testing.F) {
	data, _ := os.ReadFile("testdata/session.jsonl")
	f.Add(data)
	f.Add([]byte(`{"type":"assistant","message":{"id":"m","content":"x"}}`))
	e := engine(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		Run(bytes.NewReader(in), e, func(Stop) {})
	})
}

// TestHookedMatchesHooksJSON holds replay to the tools the plugin's hooks
// receive: a tool hooks.json does not send to PostToolUse must not reach
// the engine in a replay either (a Read is not a change). Each event has
// the file and shell tools' group, named exactly, and the MCP tools'
// group, a pattern of its own: joined to the names, it would turn the
// whole matcher into an unanchored pattern, and Write would match
// TodoWrite.
func TestHookedMatchesHooksJSON(t *testing.T) {
	data, err := os.ReadFile("../../hooks/hooks.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Hooks map[string][]struct {
			Matcher string `json:"matcher"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	for _, event := range []string{"PostToolUse", "PostToolUseFailure"} {
		groups := file.Hooks[event]
		if len(groups) != 2 {
			t.Fatalf("%s: %d matcher groups, want 2", event, len(groups))
		}
		got := map[string]bool{}
		for _, g := range groups {
			for _, name := range strings.Split(g.Matcher, "|") {
				got[name] = true
			}
		}
		if !maps.Equal(got, hooked) {
			t.Errorf("%s matches %v in hooks.json, replay sends %v", event, got, hooked)
		}
		if strings.ContainsAny(groups[0].Matcher, ".*^$()[]") {
			t.Errorf("%s: the tools' matcher %q is a pattern: its names would match as substrings", event, groups[0].Matcher)
		}
	}
	for tool, want := range map[string]bool{"Bash": true, "mcp__github__create_pull_request": true, "TodoWrite": false, "Read": false, "mcp__github": false} {
		if got := hooks(tool); got != want {
			t.Errorf("hooks(%q) = %v, want %v", tool, got, want)
		}
	}
}

// A /proofgate:pause in the transcript pauses the replay's gate as its
// shell step paused the live one; /proofgate:resume turns it back on.
func TestReplayFollowsTheUsersPause(t *testing.T) {
	line := func(typ, content string) string {
		return fmt.Sprintf(`{"type":%q,"cwd":"/home/dev/shop","sessionId":"s1","message":{"role":%q,"content":%s}}`, typ, typ, content)
	}
	say := func(id, text string) string {
		return fmt.Sprintf(`{"type":"assistant","cwd":"/home/dev/shop","sessionId":"s1","message":{"id":%q,"role":"assistant","content":[{"type":"text","text":%q}],"stop_reason":"end_turn"}}`, id, text)
	}
	command := func(name, args string) string {
		text, _ := json.Marshal("<command-message>" + strings.TrimPrefix(name, "/") + "</command-message>\n<command-name>" + name + "</command-name>\n<command-args>" + args + "</command-args>")
		return line("user", string(text))
	}
	transcript := strings.Join([]string{
		line("user", `"Add a created_at column to orders."`),
		say("m1", "Looked at the schema. I'll write the migration next."),
		command("/proofgate:pause", "--prompt"),
		say("m2", "Paused. I'll write the migration next."),
		line("user", `"Now the index."`),
		say("m3", "I'll add the index next."),
		command("/proofgate:pause", ""),
		say("m4", "I'll add the index next."),
		command("/proofgate:resume", ""),
		say("m5", "I'll add the index next."),
	}, "\n")
	var got []string
	sum, err := Run(strings.NewReader(transcript), engine(t), func(s Stop) {
		got = append(got, fmt.Sprintf("%v %s", s.Block, s.Rule))
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"true premature.promise", "false paused", "true premature.promise", "false paused", "true premature.promise"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("stops = %q, want %q", got, want)
	}
	if sum.Prompts != 2 {
		t.Errorf("prompts = %d: proofgate's own commands start none", sum.Prompts)
	}
}
