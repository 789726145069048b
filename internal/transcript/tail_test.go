package transcript

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func assistant(id string, blocks ...string) string {
	var content []map[string]any
	for _, b := range blocks {
		if strings.HasPrefix(b, "tool:") {
			content = append(content, map[string]any{"type": "tool_use", "id": "toolu_1", "name": strings.TrimPrefix(b, "tool:"), "input": map[string]any{}})
			continue
		}
		content = append(content, map[string]any{"type": "text", "text": b})
	}
	line, _ := json.Marshal(map[string]any{"type": "assistant", "uuid": "u", "message": map[string]any{"id": id, "role": "assistant", "content": content}})
	return string(line)
}

func user(text string) string {
	line, _ := json.Marshal(map[string]any{"type": "user", "message": map[string]any{"role": "user", "content": text}})
	return string(line)
}

const toolResult = `{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"ok"}]},"toolUseResult":{"stdout":"ok"}}`

func TestLastText(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"single", []string{user("hi"), assistant("m1", "Hello.")}, "Hello."},
		{"blocks across lines", []string{user("go"), assistant("m1", "First part."), assistant("m1", "tool:Bash"), assistant("m1", "Second part.")}, "First part.\n\nSecond part."},
		{"older message ignored", []string{assistant("m0", "Old."), toolResult, assistant("m2", "New.")}, "New."},
		{"trailing noise", []string{assistant("m1", "Done."), `{"type":"system","subtype":"stop_hook_summary"}`, "", `{"torn":`}, "Done."},
		{"not written yet", []string{assistant("m1", "I'll run the tests now."), toolResult}, ""},
		{"ends with a call", []string{user("go"), assistant("m1", "Running the tests."), assistant("m1", "tool:Bash")}, ""},
		{"a call in the text's line", []string{user("go"), assistant("m1", "Running the tests.", "tool:Bash")}, ""},
		{"call written after its result", []string{user("go"), assistant("m1", "Opening the config first."), toolResult, assistant("m1", "tool:Read")}, ""},
		{"call not written yet", []string{user("go"), `{"type":"assistant","message":{"id":"m1","content":[{"type":"text","text":"Let me check."}],"stop_reason":"tool_use"}}`}, ""},
		{"final after a call", []string{assistant("m1", "tool:Bash"), toolResult, `{"type":"assistant","message":{"id":"m2","content":[{"type":"text","text":"Tests pass."}],"stop_reason":"end_turn"}}`}, "Tests pass."},
		{"string content", []string{`{"type":"assistant","message":{"id":"m9","content":"plain"}}`}, "plain"},
		{"empty", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "t.jsonl")
			os.WriteFile(p, []byte(strings.Join(tt.lines, "\n")), 0o600)
			got, err := LastAssistantText(p)
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestLineLongerThanChunk(t *testing.T) {
	long := strings.Repeat("x", 3*chunk)
	text := lastTextOf(t, []string{user("hi"), assistant("m1", long)})
	if text != long {
		t.Errorf("got %d bytes, want %d", len(text), len(long))
	}
}

func TestNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{dir, filepath.Join(dir, "missing.jsonl")} {
		if _, err := LastAssistantText(p); err == nil {
			t.Errorf("LastAssistantText(%s) succeeded", p)
		}
	}
}

func lastTextOf(t *testing.T, lines []string) string {
	t.Helper()
	data := []byte(strings.Join(lines, "\n") + "\n")
	got, err := lastText(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// bigTranscript writes a transcript of about size bytes ending in a final
// message, as a long session would.
func bigTranscript(tb testing.TB, size int) string {
	tb.Helper()
	p := filepath.Join(tb.TempDir(), "big.jsonl")
	f, _ := os.Create(p)
	defer f.Close()
	n := 0
	for i := 0; n < size; i++ {
		l := assistant(fmt.Sprintf("m%d", i), strings.Repeat("work ", 200), "tool:Bash") + "\n" + toolResult + "\n"
		f.WriteString(l)
		n += len(l)
	}
	f.WriteString(assistant("final", "All done.") + "\n")
	return p
}

func BenchmarkLastAssistantText(b *testing.B) {
	for _, size := range []int{10 << 10, 50 << 20} {
		p := bigTranscript(b, size)
		b.Run(fmt.Sprintf("%dKB", size>>10), func(b *testing.B) {
			for b.Loop() {
				if s, _ := LastAssistantText(p); s != "All done." {
					b.Fatal(s)
				}
			}
		})
	}
}

func FuzzLastText(f *testing.F) {
	f.Add([]byte(assistant("m1", "a") + "\n" + toolResult))
	f.Add([]byte(`{"type":"assistant","message":{"id":1}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		lastText(bytes.NewReader(data), int64(len(data)))
	})
}
