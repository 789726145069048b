// Package bench holds the realistic hook payloads and transcripts that
// proofgate's benchmarks, load tests and fuzz seeds share, so that every
// measurement runs on the same inputs. Its command, cmd/procbench, measures
// whole hook processes through the plugin's launcher.
//
// The payload shapes are Claude Code's as observed (see
// /work/shared/design/claude-code-facts.md): one compact JSON object, no
// trailing newline, with the sizes a real session produces (an Edit carries
// the original file, a test run its output).
package bench

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Case is one hook call: a name for reports, the event and its payload.
type Case struct {
	Name    string
	Event   string
	Payload []byte
}

// Params place the payloads: the session and directory they name, and
// the transcript a Stop without last_assistant_message falls back to.
type Params struct {
	Session    string
	Cwd        string
	Transcript string
}

// DefaultParams are the ids a real session carries.
func DefaultParams() Params {
	return Params{
		Session:    "066b84b2-7c1e-4f5a-9d3b-0e1f2a3b4c5d",
		Cwd:        "/home/dev/proj",
		Transcript: "/home/dev/.claude/projects/-home-dev-proj/066b84b2-7c1e-4f5a-9d3b-0e1f2a3b4c5d.jsonl",
	}
}

// Prompt is a realistic task prompt.
const Prompt = "The pagination in `internal/api/list.go` returns the last page twice when the total is a multiple of the page size. " +
	"Fix it, add a regression test next to the existing ones in list_test.go, and run the package tests before you finish."

// FinalMessage is a realistic closing message (~1.5 KB) that claims a
// passing test run.
var FinalMessage = "## Summary\n\nFixed the off-by-one in `internal/api/list.go`: `lastPage` used `total / size` and so produced an extra, " +
	"duplicate page whenever `total` was a multiple of `size`. It now rounds up with `(total + size - 1) / size`, and an empty " +
	"result has zero pages.\n\n### Changes\n\n- `internal/api/list.go`: compute the page count by rounding up; return an empty page " +
	"past the end instead of repeating the last one\n- `internal/api/list_test.go`: table cases for totals 0, 1, size-1, size, size+1 " +
	"and 3*size\n\n### Verification\n\n```\n$ go test ./internal/api/...\nok  \tgithub.com/acme/shop/internal/api\t0.412s\n```\n\n" +
	strings.Repeat("The handler's public behaviour is otherwise unchanged; clients that already stopped at `next == \"\"` see no difference. ", 6)

// goFile is a plausible source file, the originalFile of an Edit.
var goFile = func() string {
	var b strings.Builder
	b.WriteString("package api\n\nimport (\n\t\"net/http\"\n\t\"strconv\"\n)\n\n")
	for i := 0; b.Len() < 8<<10; i++ {
		fmt.Fprintf(&b, "// handler%d serves one page of the list.\nfunc handler%d(w http.ResponseWriter, r *http.Request) {\n\tsize, _ := strconv.Atoi(r.URL.Query().Get(\"size\"))\n\tif size <= 0 {\n\t\tsize = 50\n\t}\n\twritePage(w, list(r.Context()), size)\n}\n\n", i, i)
	}
	return b.String()
}()

// testOutput is go test -v output of a passing package (~3 KB).
var testOutput = func() string {
	var b strings.Builder
	for i := 0; b.Len() < 3<<10; i++ {
		fmt.Fprintf(&b, "=== RUN   TestLastPage/total_%d\n--- PASS: TestLastPage/total_%d (0.00s)\n", i, i)
	}
	b.WriteString("PASS\nok  \tgithub.com/acme/shop/internal/api\t0.412s")
	return b.String()
}()

// failOutput is the error of a failed test run (~5 KB), as
// PostToolUseFailure carries it.
var failOutput = func() string {
	var b strings.Builder
	b.WriteString("Exit code 1\n")
	for i := 0; b.Len() < 5<<10; i++ {
		fmt.Fprintf(&b, "=== RUN   TestLastPage/total_%d\n    list_test.go:%d: lastPage(%d, 50) = %d, want %d\n--- FAIL: TestLastPage/total_%d (0.00s)\n", i, 40+i, i*50, i+1, i, i)
	}
	b.WriteString("FAIL\nFAIL\tgithub.com/acme/shop/internal/api\t0.398s\nFAIL")
	return b.String()
}()

func common(p Params, event string, fields map[string]any) []byte {
	m := map[string]any{
		"session_id":      p.Session,
		"transcript_path": p.Transcript,
		"cwd":             p.Cwd,
		"prompt_id":       "9a8065ea-1b2c-4d5e-8f90-a1b2c3d4e5f6",
		"permission_mode": "default",
		"hook_event_name": event,
	}
	if event != "UserPromptSubmit" {
		m["effort"] = map[string]any{"level": "medium"}
	}
	for k, v := range fields {
		m[k] = v
	}
	data, err := json.Marshal(m)
	if err != nil {
		panic(err)
	}
	return data
}

func bashResponse(stdout string) map[string]any {
	return map[string]any{"stdout": stdout, "stderr": "", "interrupted": false, "isImage": false, "noOutputExpected": false}
}

// Payloads returns one realistic payload per hook event proofgate handles,
// in the order a turn produces them. Stop and SubagentStop carry
// last_assistant_message, as current clients send it.
func Payloads(p Params) []Case {
	file := p.Cwd + "/internal/api/list.go"
	edited := strings.Replace(goFile, "size = 50", "size = defaultPageSize", 1)
	return []Case{
		{"prompt", "UserPromptSubmit", common(p, "UserPromptSubmit", map[string]any{"prompt": Prompt})},
		{"prompt-10k", "UserPromptSubmit", common(p, "UserPromptSubmit", map[string]any{"prompt": LongPrompt})},
		{"prompt-10k-prose", "UserPromptSubmit", common(p, "UserPromptSubmit", map[string]any{"prompt": ProsePrompt})},
		{"pretool-bash", "PreToolUse", common(p, "PreToolUse", map[string]any{
			"tool_name":   "Bash",
			"tool_input":  map[string]any{"command": `cd web && npm ci && npm run build && git add -A && git commit -m "build: update bundle"`, "description": "Build and commit the bundle"},
			"tool_use_id": "toolu_01A2b3C4d5E6f7G8h9I0j1K2",
		})},
		{"permission", "PermissionRequest", common(p, "PermissionRequest", map[string]any{
			"tool_name":  "Bash",
			"tool_input": map[string]any{"command": "git push --force origin main", "description": "Push the fix"},
		})},
		{"post-edit", "PostToolUse", common(p, "PostToolUse", map[string]any{
			"tool_name":  "Edit",
			"tool_input": map[string]any{"file_path": file, "old_string": "size = 50", "new_string": "size = defaultPageSize", "replace_all": false},
			"tool_response": map[string]any{
				"filePath": file, "oldString": "size = 50", "newString": "size = defaultPageSize", "originalFile": goFile,
				"structuredPatch": []any{map[string]any{"oldStart": 12, "oldLines": 1, "newStart": 12, "newLines": 1, "lines": []string{"-\t\tsize = 50", "+\t\tsize = defaultPageSize"}}},
				"userModified":    false, "replaceAll": false,
			},
			"tool_use_id": "toolu_01B2b3C4d5E6f7G8h9I0j1K2",
		})},
		{"post-write", "PostToolUse", common(p, "PostToolUse", map[string]any{
			"tool_name":     "Write",
			"tool_input":    map[string]any{"file_path": p.Cwd + "/internal/api/list_test.go", "content": edited[:6<<10]},
			"tool_response": map[string]any{"type": "create", "filePath": p.Cwd + "/internal/api/list_test.go", "content": edited[:6<<10], "structuredPatch": []any{}, "originalFile": nil, "userModified": false},
			"tool_use_id":   "toolu_01C2b3C4d5E6f7G8h9I0j1K2",
		})},
		{"post-bash-read", "PostToolUse", common(p, "PostToolUse", map[string]any{
			"tool_name":     "Bash",
			"tool_input":    map[string]any{"command": `rg -n "lastPage" internal/`, "description": "Find lastPage"},
			"tool_response": bashResponse(strings.Repeat("internal/api/list.go:42:\tn := lastPage(total, size)\n", 20)),
			"tool_use_id":   "toolu_01D2b3C4d5E6f7G8h9I0j1K2",
		})},
		{"post-bash-test", "PostToolUse", common(p, "PostToolUse", map[string]any{
			"tool_name":     "Bash",
			"tool_input":    map[string]any{"command": "go test -v ./internal/api/...", "description": "Run the api tests"},
			"tool_response": bashResponse(testOutput),
			"tool_use_id":   "toolu_01E2b3C4d5E6f7G8h9I0j1K2",
		})},
		{"post-failure", "PostToolUseFailure", common(p, "PostToolUseFailure", map[string]any{
			"tool_name":    "Bash",
			"tool_input":   map[string]any{"command": "go test ./...", "description": "Run all tests"},
			"tool_use_id":  "toolu_01F2b3C4d5E6f7G8h9I0j1K2",
			"error":        failOutput,
			"is_interrupt": false,
		})},
		{"stop", "Stop", common(p, "Stop", map[string]any{
			"stop_hook_active": false, "last_assistant_message": FinalMessage, "background_tasks": []any{}, "session_crons": []any{},
		})},
		{"subagent-stop", "SubagentStop", common(p, "SubagentStop", map[string]any{
			"agent_id": "a-42", "agent_type": "general-purpose", "stop_hook_active": false,
			"last_assistant_message": "Found the three call sites of lastPage: internal/api/list.go:42, internal/api/export.go:17 and cmd/shop/main.go:88.",
		})},
	}
}

// StopFromTranscript is a Stop without last_assistant_message, as older
// clients send it: the final message must come from the transcript.
func StopFromTranscript(p Params) []byte {
	return common(p, "Stop", map[string]any{"stop_hook_active": false, "background_tasks": []any{}})
}

// WriteTranscript writes a Claude Code transcript of at least size bytes to
// path: turns of assistant text and tool_use lines sharing a message id,
// tool results, and a final assistant message whose text is final.
func WriteTranscript(path string, size int64, final string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	var n int64
	put := func(v any) {
		data, _ := json.Marshal(v)
		data = append(data, '\n')
		w.Write(data)
		n += int64(len(data))
	}
	for i := 0; n < size; i++ {
		id := fmt.Sprintf("msg_01%022d", i)
		put(map[string]any{"type": "user", "uuid": fmt.Sprintf("u%d", i), "message": map[string]any{"role": "user", "content": "continue with the next file"}})
		put(map[string]any{"type": "assistant", "uuid": fmt.Sprintf("a%d", i), "message": map[string]any{"id": id, "role": "assistant",
			"content": []any{map[string]any{"type": "text", "text": "Let me look at the next handler and run its tests."}}}})
		put(map[string]any{"type": "assistant", "uuid": fmt.Sprintf("b%d", i), "message": map[string]any{"id": id, "role": "assistant",
			"content": []any{map[string]any{"type": "tool_use", "id": fmt.Sprintf("toolu_%d", i), "name": "Bash", "input": map[string]any{"command": "go test ./..."}}}}})
		put(map[string]any{"type": "user", "uuid": fmt.Sprintf("r%d", i), "message": map[string]any{"role": "user",
			"content": []any{map[string]any{"type": "tool_result", "tool_use_id": fmt.Sprintf("toolu_%d", i), "content": testOutput}}},
			"toolUseResult": map[string]any{"stdout": testOutput, "stderr": ""}})
	}
	put(map[string]any{"type": "assistant", "uuid": "final", "message": map[string]any{"id": "msg_final", "role": "assistant",
		"content": []any{map[string]any{"type": "text", "text": final}}}})
	put(map[string]any{"type": "system", "subtype": "stop_hook_summary"})
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
