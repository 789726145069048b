package codex

import (
	"github.com/proofgate/proofgate/internal/jsonr"
	"github.com/proofgate/proofgate/internal/loose"
)

// The readers below decode Codex's members with jsonr, as json.Unmarshal
// would into structs tagged with these names (read_test.go holds them to
// it): every hook is a process, and encoding/json's setup for each struct
// type cost more than a payload's reading.

// readPayload reads a hook payload: an error for malformed JSON or a value
// that is not an object; a member of the wrong type is left empty.
func readPayload(data []byte) (payload, error) {
	var p payload
	err := loose.Payload(data, func(r *jsonr.Reader, name string) {
		switch name {
		case "session_id":
			r.String(&p.SessionID)
		case "turn_id":
			r.String(&p.TurnID)
		case "transcript_path":
			stringPointer(r, &p.TranscriptPath)
		case "cwd":
			r.String(&p.Cwd)
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
		case "tool_use_id":
			r.String(&p.ToolUseID)
		case "stop_hook_active":
			r.Bool(&p.StopHookActive)
		case "last_assistant_message":
			stringPointer(r, &p.LastMessage)
		}
	})
	if err != nil {
		return payload{}, err
	}
	return p, nil
}

// stringPointer reads a member json.Unmarshal would decode into a *string:
// null makes it nil; any other value points it to a string, new if it was
// nil, which keeps its value when the member is not a string.
func stringPointer(r *jsonr.Reader, dst **string) {
	if r.Null() {
		*dst = nil
		return
	}
	if *dst == nil {
		*dst = new(string)
	}
	r.String(*dst)
}

// readCommand reads a tool input's command: "" when the input is not an
// object, not JSON, or has no string command.
func readCommand(raw []byte) string {
	var command string
	r := jsonr.New(raw)
	r.Object(func(name string) {
		if name == "command" {
			r.String(&command)
		}
	})
	if r.Close() != nil {
		return ""
	}
	return command
}

// rolloutLine is the part of a rollout line the reader needs.
type rolloutLine struct {
	Type    string
	Payload struct {
		Type   string
		CallID string
		Output []byte
		Item   struct {
			ID       string
			ExitCode *int
		}
	}
}

// readRolloutLine reads one line of a rollout; ok is false unless all of
// it is well typed, as the one encoding/json decode it replaces was.
func readRolloutLine(line []byte) (l rolloutLine, ok bool) {
	r := jsonr.New(line)
	r.Object(func(name string) {
		switch name {
		case "type":
			r.String(&l.Type)
		case "payload":
			p := &l.Payload
			r.Object(func(name string) {
				switch name {
				case "type":
					r.String(&p.Type)
				case "call_id":
					r.String(&p.CallID)
				case "output":
					p.Output = r.Raw()
				case "item":
					r.Object(func(name string) {
						switch name {
						case "id":
							r.String(&p.Item.ID)
						case "exit_code":
							if r.Null() {
								p.Item.ExitCode = nil
								return
							}
							if p.Item.ExitCode == nil {
								p.Item.ExitCode = new(int)
							}
							r.Int(p.Item.ExitCode)
						}
					})
				}
			})
		}
	})
	return l, r.Err() == nil
}
