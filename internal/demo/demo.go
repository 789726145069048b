// Package demo replays a bundled sample session through the real hook code
// and prints each decision, so that anyone can see the gate work without
// Claude Code.
package demo

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
)

//go:embed session.jsonl
var session []byte

// Run replays the sample session with its ledger in stateDir and writes the
// story to w.
func Run(w io.Writer, stateDir string) error {
	store, err := ledger.Open(stateDir)
	if err != nil {
		return err
	}
	engine := hook.New(store, config.Default())
	open := func(event.Event) (*hook.Engine, error) { return engine, nil }

	fmt.Fprintln(w, "proofgate demo: a sample Claude Code session replayed through the real hooks.")
	fmt.Fprintln(w, "Each step is one hook call: the payload Claude Code sends, then proofgate's answer.")
	sc := bufio.NewScanner(bytes.NewReader(session))
	sc.Buffer(nil, 1<<20)
	for step := 1; sc.Scan(); step++ {
		payload := sc.Bytes()
		var out bytes.Buffer
		hook.Run(bytes.NewReader(payload), &out, claude.Adapter{}, open)
		fmt.Fprintf(w, "\n%d. %s\n", step, describe(payload))
		fmt.Fprintf(w, "   %s\n", verdict(payload, out.Bytes()))
		fmt.Fprintf(w, "   hook output: %s\n", strings.TrimSpace(out.String()))
	}
	fmt.Fprintln(w, "\nThe first stop was blocked because it only promised to run the tests; the failed run")
	fmt.Fprintln(w, "reached the ledger through PostToolUseFailure; the last stop went through without a warning")
	fmt.Fprintln(w, "because a passing test run followed the last change. `proofgate status` shows this ledger in a real session.")
	return sc.Err()
}

// describe summarises a payload in one line.
func describe(payload []byte) string {
	var p struct {
		Event     string `json:"hook_event_name"`
		Prompt    string `json:"prompt"`
		Tool      string `json:"tool_name"`
		ToolInput struct {
			Command  string `json:"command"`
			FilePath string `json:"file_path"`
		} `json:"tool_input"`
		Message string `json:"last_assistant_message"`
		Active  bool   `json:"stop_hook_active"`
	}
	if err := json.Unmarshal(payload, &p); err != nil {
		return "unreadable payload: " + err.Error()
	}
	switch p.Event {
	case "UserPromptSubmit":
		return fmt.Sprintf("UserPromptSubmit: the user asks %q", p.Prompt)
	case "PostToolUse", "PostToolUseFailure":
		target := p.ToolInput.Command
		if target == "" {
			target = p.ToolInput.FilePath
		}
		outcome := "succeeded"
		if p.Event == "PostToolUseFailure" {
			outcome = "failed"
		}
		return fmt.Sprintf("%s: %s %s %s", p.Event, p.Tool, target, outcome)
	case "Stop":
		return fmt.Sprintf("Stop (stop_hook_active=%v): the agent ends with %q", p.Active, lastLine(p.Message))
	}
	return p.Event
}

// verdict reads proofgate's answer to payload back for a person.
func verdict(payload, out []byte) string {
	var o struct {
		Decision string `json:"decision"`
		Reason   string `json:"reason"`
		System   string `json:"systemMessage"`
		Specific struct {
			Context string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(out, &o); err != nil {
		return "→ unreadable answer: " + err.Error()
	}
	var parts []string
	switch {
	case o.Decision == "block":
		parts = append(parts, "→ BLOCKED. The model is told: "+o.Reason)
	case o.Specific.Context != "":
		parts = append(parts, "→ context for the model:\n      "+strings.ReplaceAll(o.Specific.Context, "\n", "\n      "))
	case bytes.Contains(payload, []byte(`"hook_event_name":"Stop"`)):
		parts = append(parts, "→ allowed: the turn ends")
	default:
		parts = append(parts, "→ recorded in the ledger; nothing to say to the model")
	}
	if o.System != "" {
		parts = append(parts, "→ shown to the user: "+o.System)
	}
	return strings.Join(parts, "\n   ")
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndex(s, "\n"); i >= 0 {
		s = s[i+1:]
	}
	if len(s) > 100 {
		s = s[:97] + "..."
	}
	return s
}
