// Package scenario describes a short agent session as a list of events (a
// prompt, an edit, a shell command and its result, a background job) and
// turns it into the Claude Code hook payloads a real session would send,
// ending with the Stop. The format is the dev set's sessions.jsonl (see
// ../shared/devset/README.md), so that labelled sessions, the gate's rule
// examples and hand-written tests all speak one language.
package scenario

import (
	"encoding/json"
	"fmt"
	"path"
	"strings"
)

// Event is one step of a session; exactly one of Prompt, Edit, Write, Bash
// and Background is set.
type Event struct {
	Prompt string `json:"prompt,omitempty"`
	// Edit is a successful Edit of the file (relative to the session's
	// cwd), replacing Old with New.
	Edit string `json:"edit,omitempty"`
	Old  string `json:"old,omitempty"`
	New  string `json:"new,omitempty"`
	// Write is a successful Write of Content to the file.
	Write   string `json:"write,omitempty"`
	Content string `json:"content,omitempty"`
	// Bash is a shell command; Exit 0 is a PostToolUse, anything else a
	// PostToolUseFailure whose error starts "Exit code N".
	Bash   string `json:"bash,omitempty"`
	Exit   int    `json:"exit"`
	Output string `json:"output,omitempty"`
	// Background is a shell command started with run_in_background, still
	// running at the stop.
	Background string `json:"background,omitempty"`
}

// Session is one labelled session.
type Session struct {
	ID       string  `json:"id"`
	Lang     string  `json:"lang"`
	Category string  `json:"category"` // the policy's case: block.2, allow.9, …
	Expect   string  `json:"expect"`   // "block" or "allow"
	Events   []Event `json:"events"`
	Final    string  `json:"final"` // the agent's final message at its first stop
	Note     string  `json:"note"`
}

// Payloads returns the hook payloads of the session in order, the Stop
// last, as Claude Code would send them for session id in directory cwd.
func (s Session) Payloads(id, cwd string) [][]byte {
	var out [][]byte
	var running []any
	add := func(p map[string]any) {
		p["session_id"] = id
		p["cwd"] = cwd
		data, err := json.Marshal(p)
		if err != nil {
			panic(err) // only strings and maps: cannot fail
		}
		out = append(out, data)
	}
	for i, e := range s.Events {
		useID := fmt.Sprintf("toolu_%02d", i)
		switch {
		case e.Prompt != "":
			add(map[string]any{"hook_event_name": "UserPromptSubmit", "prompt_id": fmt.Sprintf("p%d", i), "prompt": e.Prompt})
		case e.Edit != "":
			file := abs(cwd, e.Edit)
			add(map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Edit", "tool_use_id": useID,
				"tool_input":    map[string]any{"file_path": file, "old_string": e.Old, "new_string": e.New, "replace_all": false},
				"tool_response": map[string]any{"filePath": file, "oldString": e.Old, "newString": e.New, "userModified": false}})
		case e.Write != "":
			file := abs(cwd, e.Write)
			add(map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Write", "tool_use_id": useID,
				"tool_input":    map[string]any{"file_path": file, "content": e.Content},
				"tool_response": map[string]any{"type": "create", "filePath": file, "content": e.Content}})
		case e.Bash != "" && e.Exit == 0:
			add(map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_use_id": useID,
				"tool_input":    map[string]any{"command": e.Bash},
				"tool_response": map[string]any{"stdout": e.Output, "stderr": "", "interrupted": false, "isImage": false}})
		case e.Bash != "":
			add(map[string]any{"hook_event_name": "PostToolUseFailure", "tool_name": "Bash", "tool_use_id": useID,
				"tool_input": map[string]any{"command": e.Bash},
				"error":      strings.TrimRight(fmt.Sprintf("Exit code %d\n%s", e.Exit, e.Output), "\n"), "is_interrupt": false})
		case e.Background != "":
			task := fmt.Sprintf("bg%02d", i)
			add(map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_use_id": useID,
				"tool_input":    map[string]any{"command": e.Background, "run_in_background": true},
				"tool_response": map[string]any{"stdout": "", "stderr": "", "interrupted": false, "isImage": false, "backgroundTaskId": task}})
			running = append(running, map[string]any{"id": task, "type": "shell", "status": "running", "description": e.Background})
		}
	}
	if running == nil {
		running = []any{}
	}
	add(map[string]any{"hook_event_name": "Stop", "stop_hook_active": false, "last_assistant_message": s.Final,
		"background_tasks": running, "session_crons": []any{}})
	return out
}

func abs(cwd, p string) string {
	if path.IsAbs(p) {
		return p
	}
	return path.Join(cwd, p)
}
