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
		if !maps.Equal(got, hooked.Get()) {
			t.Errorf("%s matches %v in hooks.json, replay sends %v", event, got, hooked.Get())
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

// Replay emits a stop only where the agent's turn ended, as the live Stop
// hook fires, however the client ordered a message's lines and its tool
// results.
func TestReplayStopsWhereTheTurnEnded(t *testing.T) {
	prompt := func(text string) string {
		return fmt.Sprintf(`{"type":"user","sessionId":"s1","cwd":"/p","message":{"role":"user","content":%q}}`, text)
	}
	say := func(id, stopReason, text string) string {
		return fmt.Sprintf(`{"type":"assistant","message":{"id":%q,"content":[{"type":"text","text":%q}],"stop_reason":%q}}`, id, text, stopReason)
	}
	call := func(id, stopReason, tool string) string {
		return fmt.Sprintf(`{"type":"assistant","message":{"id":%q,"content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":%q}}],"stop_reason":%q}}`, id, tool, stopReason)
	}
	result := `{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"ok"}]},"toolUseResult":{"stdout":"ok"}}`
	meta := `{"type":"user","isMeta":true,"message":{"role":"user","content":"Caveat: the messages below were generated by the user while running local commands."}}`
	tests := []struct {
		name  string
		lines []string
		want  []int // the lines of the stops
		tools int
	}{
		{"result written before its call", []string{prompt("fix it"), say("m1", "tool_use", "Checking the handler before I touch it."), result, call("m1", "tool_use", "ls"), say("m2", "end_turn", "Done.")}, []int{5}, 1},
		{"result before its call, no stop_reason", []string{prompt("fix it"), say("m1", "", "Let me read it first."), result, call("m1", "", "ls"), say("m2", "", "Done.")}, []int{5}, 1},
		{"the API says calls follow", []string{prompt("fix it"), say("m1", "tool_use", "Let me look."), meta, call("m1", "tool_use", "ls"), result, say("m2", "end_turn", "Done.")}, []int{6}, 1},
		{"a call still running when a message ends", []string{prompt("fix it"), call("m1", "tool_use", "make"), say("m2", "end_turn", "Waiting for make."), result, say("m3", "end_turn", "Done.")}, []int{5}, 1},
		{"the transcript ends before the call's line", []string{prompt("fix it"), say("m1", "tool_use", "Let me check.")}, nil, 0},
		{"real stops kept", []string{prompt("hi"), say("m1", "end_turn", "Hello."), prompt("again"), say("m2", "", "Hi again."), say("m3", "stop_sequence", "Bye.")}, []int{2, 4, 5}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []int
			sum, err := Run(strings.NewReader(strings.Join(tt.lines, "\n")), engine(t), func(s Stop) { got = append(got, s.Line) })
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) || sum.Tools != tt.tools {
				t.Errorf("stops at %v, %d tool results; want %v, %d", got, sum.Tools, tt.want, tt.tools)
			}
		})
	}
}

// A result the client wrote before its call's line reaches the hook the
// live client ran for the call, with the call's input: the edit and the
// test run of testdata/clientorder.jsonl count.
func TestReplaySendsResultsWrittenBeforeTheirCall(t *testing.T) {
	payloads, err := Payloads("testdata/clientorder.jsonl", engine(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range payloads {
		var head struct {
			Event string `json:"hook_event_name"`
			Tool  string `json:"tool_name"`
		}
		if err := json.Unmarshal(p, &head); err != nil {
			t.Fatal(err)
		}
		got = append(got, strings.TrimSpace(head.Event+" "+head.Tool))
	}
	want := []string{"UserPromptSubmit", "PostToolUse Edit", "PostToolUse Bash", "Stop", "UserPromptSubmit", "PostToolUse Edit", "Stop"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("payloads %q, want %q", got, want)
	}
}

// What reached the agent while it worked (testdata/queued.jsonl): a prompt
// the user typed, as text or as content blocks, is a new prompt; a task
// notification ends its background task and starts none.
func TestReplayReadsQueuedCommands(t *testing.T) {
	var stops []Stop
	sum, err := File("testdata/queued.jsonl", engine(t), func(s Stop) { stops = append(stops, s) })
	if err != nil {
		t.Fatal(err)
	}
	if sum.Prompts != 4 || sum.Skipped != 0 {
		t.Errorf("summary %+v: want 4 prompts, none skipped", sum)
	}
	want := []struct {
		line   int
		prompt string
	}{
		{10, "also keep a deprecated Parse wrapper so callers don't break"},
		{17, "and mention Load in the changelog"},
	}
	if len(stops) != len(want) {
		t.Fatalf("stops = %+v", stops)
	}
	for i, w := range want {
		s := stops[i]
		if s.Line != w.line || s.Prompt != w.prompt || s.Background != 0 || s.Block {
			t.Errorf("stop %d = line %d prompt %q, %d running, block %v; want line %d prompt %q, none running, allowed", i, s.Line, s.Prompt, s.Background, s.Block, w.line, w.prompt)
		}
	}
}
