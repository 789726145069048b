package claude

import (
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/jsonr"
	"github.com/proofgate/proofgate/internal/loose"
)

// The readers below decode Claude Code's members with jsonr, as
// json.Unmarshal would into structs tagged with these names (read_test.go
// holds them to it): every hook is a process, and encoding/json's setup
// for each struct type cost more than a payload's reading.

// readPayload reads a hook payload: an error for malformed JSON or a value
// that is not an object; a member of the wrong type is left empty.
func readPayload(data []byte) (payload, error) {
	var p payload
	err := loose.Payload(data, func(r *jsonr.Reader, name string) {
		switch name {
		case "session_id":
			r.String(&p.SessionID)
		case "transcript_path":
			r.String(&p.TranscriptPath)
		case "cwd":
			r.String(&p.Cwd)
		case "prompt_id":
			r.String(&p.PromptID)
		case "hook_event_name":
			r.String(&p.HookEventName)
		case "agent_id":
			r.String(&p.AgentID)
		case "prompt":
			r.String(&p.Prompt)
		case "tool_name":
			r.String(&p.ToolName)
		case "tool_input":
			p.ToolInput = r.Raw()
		case "tool_response":
			p.ToolResponse = r.Raw()
		case "error":
			p.Error = r.Raw()
		case "is_interrupt":
			r.Bool(&p.IsInterrupt)
		case "stop_hook_active":
			r.Bool(&p.StopHookActive)
		case "last_assistant_message":
			p.LastMessage = stringPointer(r, p.LastMessage)
		case "background_tasks":
			p.Background = r.Raw()
		}
	})
	if err != nil {
		return payload{}, err
	}
	return p, nil
}

// stringPointer reads a member json.Unmarshal would decode into a *string:
// null is nil; any other value gives a string, empty when it is not one.
func stringPointer(r *jsonr.Reader, old *string) *string {
	if r.Null() {
		return nil
	}
	s := ""
	if old != nil {
		s = *old
	}
	r.String(&s)
	return &s
}

// readToolInput reads what it can of a tool's input: members of the wrong
// type, or an input that is not an object or not JSON, are left empty.
func readToolInput(raw []byte) toolInput {
	var in toolInput
	r := jsonr.New(raw)
	r.Object(func(name string) {
		switch name {
		case "command":
			r.String(&in.Command)
		case "file_path":
			r.String(&in.FilePath)
		case "path":
			r.String(&in.Path)
		case "pattern":
			r.String(&in.Pattern)
		case "glob":
			r.String(&in.Glob)
		case "content":
			r.String(&in.Content)
		case "notebook_path":
			r.String(&in.NotebookPath)
		case "skill":
			r.String(&in.Skill)
		case "run_in_background":
			r.Bool(&in.Background)
		case "old_string":
			r.String(&in.OldString)
		case "new_string":
			r.String(&in.NewString)
		case "edits":
			if r.Null() {
				in.Edits = nil
				return
			}
			edits := []edit{}
			if r.Array(func() {
				var e edit
				r.Object(func(name string) {
					switch name {
					case "old_string":
						r.String(&e.OldString)
					case "new_string":
						r.String(&e.NewString)
					}
				})
				edits = append(edits, e)
			}) {
				in.Edits = edits
			}
		}
	})
	if r.Close() != nil {
		return toolInput{}
	}
	return in
}

// readShellResponse reads a shell tool's response; ok is false unless all
// of it is well typed, as the one encoding/json decode it replaces was.
func readShellResponse(raw []byte) (out shellResponse, ok bool) {
	r := jsonr.New(raw)
	r.Object(func(name string) {
		switch name {
		case "stdout":
			r.String(&out.Stdout)
		case "stderr":
			r.String(&out.Stderr)
		case "interrupted":
			r.Bool(&out.Interrupted)
		case "backgroundtaskid":
			r.String(&out.BackgroundTask)
		case "timedoutafterms":
			r.Int64(&out.TimedOutAfterMs)
		}
	})
	return out, r.Close() == nil && !r.Mismatched()
}

// readTaskStatuses reads the background tasks' statuses, nil for a task
// without one; ok is false unless all of it is well typed.
func readTaskStatuses(raw []byte) (statuses []*string, ok bool) {
	r := jsonr.New(raw)
	r.Array(func() {
		var status *string
		r.Object(func(name string) {
			if name == "status" {
				status = stringPointer(r, status)
			}
		})
		statuses = append(statuses, status)
	})
	return statuses, r.Close() == nil && !r.Mismatched()
}

// readTaskOutput reads a TaskOutput tool's response: the background task
// it read and, once the task ended, how. ok is false unless the task ended
// and the response is well typed; a task still running tells nothing.
func readTaskOutput(raw []byte) (n event.Notice, ok bool) {
	r := jsonr.New(raw)
	r.Object(func(name string) {
		if name != "task" {
			return
		}
		r.Object(func(name string) {
			switch name {
			case "task_id":
				r.String(&n.Task)
			case "status":
				r.String(&n.Status)
			case "exitcode":
				if !r.Null() {
					code := 0
					r.Int(&code)
					n.ExitCode = &code
				}
			}
		})
	})
	if r.Close() != nil || r.Mismatched() || n.Task == "" || n.Success() == nil {
		return event.Notice{}, false
	}
	return n, true
}
