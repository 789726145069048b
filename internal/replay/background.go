package replay

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/claude"
)

// result is the part of a tool's toolUseResult that says what went to the
// background and what a subagent did.
type result struct {
	Status         string `json:"status"`
	AgentID        string `json:"agentId"`
	Name           string `json:"name"`
	BackgroundTask string `json:"backgroundTaskId"`
	ToolStats      *struct {
		BashCount int `json:"bashCount"`
	} `json:"toolStats"`
}

// input is the part of a tool call's input that starts or ends tasks.
type input struct {
	Type       string `json:"type"`
	Recipient  string `json:"recipient"`
	ShellID    string `json:"shell_id"`
	TaskID     string `json:"task_id"`
	Background bool   `json:"run_in_background"`
}

// track follows the tasks a tool call starts or ends: a background shell,
// an asynchronous subagent, a teammate; and a subagent that finished,
// whose work the live hooks saw as it happened.
func (p *player) track(use toolUse, raw json.RawMessage, failed bool) error {
	if failed {
		return nil
	}
	var res result
	_ = json.Unmarshal(raw, &res)
	var in input
	_ = json.Unmarshal(use.input, &in)
	switch use.name {
	case "Bash", "PowerShell":
		if res.BackgroundTask != "" {
			p.running[res.BackgroundTask] = task{kind: "shell"}
		}
	case "Agent", "Task":
		switch res.Status {
		case "async_launched":
			p.running[res.AgentID] = task{kind: "subagent"}
		case "teammate_spawned":
			p.running[res.Name] = task{kind: "teammate"}
		case "completed":
			ran := res.ToolStats == nil || res.ToolStats.BashCount > 0
			return p.subagentDone(res.AgentID, ran)
		}
	case "SendMessage":
		if in.Type == "shutdown_request" {
			delete(p.running, in.Recipient)
		}
	case "TeamDelete":
		for id, t := range p.running {
			if t.kind == "teammate" {
				delete(p.running, id)
			}
		}
	case "KillShell", "TaskStop":
		delete(p.running, in.ShellID)
		delete(p.running, in.TaskID)
	}
	return nil
}

// injected sends a message the harness wrote to UserPromptSubmit, as the
// live hook receives it, and ends the tasks it reports finished.
func (p *player) injected(text string) error {
	for _, n := range claude.Notices(text) {
		t, ok := p.running[n.Task]
		delete(p.running, n.Task)
		if ok && t.kind == "subagent" {
			if err := p.subagentDone(n.Task, true); err != nil {
				return err
			}
		}
	}
	_, err := p.send(map[string]any{"hook_event_name": "UserPromptSubmit", "prompt": text})
	return err
}

// subagentDone replays a finished subagent's tool calls from its own
// transcript, as the live hooks received them with its agent id. Without
// the transcript, a subagent that ran shell commands (ran) did work the
// engine cannot see.
func (p *player) subagentDone(id string, ran bool) error {
	if id == "" || p.agent != "" {
		return nil
	}
	if p.sideDir != "" && !strings.ContainsAny(id, `/\`) {
		f, err := os.Open(filepath.Join(p.sideDir, "subagents", "agent-"+id+".jsonl"))
		if err == nil {
			defer f.Close()
			sub := player{engine: p.engine, emit: func(Stop) {}, pending: map[string]toolUse{}, running: map[string]task{},
				agent: id, session: p.session, cwd: p.cwd, tap: p.tap}
			_, err := sub.replay(f)
			return err
		}
	}
	if !ran {
		return nil
	}
	return p.unseen()
}

func (p *player) unseen() error {
	p.engine.RecordUnseen(p.sessionID(), p.cwd)
	return nil
}
