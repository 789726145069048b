package cursor

import (
	"github.com/proofgate/proofgate/internal/jsonr"
	"github.com/proofgate/proofgate/internal/loose"
)

// The readers below decode Cursor's members with jsonr, as json.Unmarshal
// would into structs tagged with these names (read_test.go holds them to
// it): every hook is a process, and encoding/json's setup for each struct
// type cost more than a payload's reading.

// readPayload reads a hook payload: an error for malformed JSON or a value
// that is not an object; a member of the wrong type is left empty.
func readPayload(data []byte) (payload, error) {
	var p payload
	err := loose.Payload(data, func(r *jsonr.Reader, name string) {
		switch name {
		case "hook_event_name":
			r.String(&p.HookEventName)
		case "conversation_id":
			r.String(&p.ConversationID)
		case "generation_id":
			r.String(&p.GenerationID)
		case "workspace_roots":
			if r.Null() {
				p.WorkspaceRoots = nil
				return
			}
			roots := []string{}
			if r.Array(func() {
				var root string
				r.String(&root)
				roots = append(roots, root)
			}) {
				p.WorkspaceRoots = roots
			}
		case "cwd":
			r.String(&p.Cwd)
		case "prompt":
			r.String(&p.Prompt)
		case "tool_name":
			r.String(&p.ToolName)
		case "tool_input":
			p.ToolInput = r.Raw()
		case "tool_output":
			p.ToolOutput = r.Raw()
		case "error":
			p.Error = r.Raw()
		case "error_message":
			p.ErrorMessage = r.Raw()
		case "command":
			r.String(&p.Command)
		case "file_path":
			r.String(&p.FilePath)
		case "edits":
			if r.Null() {
				p.Edits = nil
				return
			}
			edits := []edit{}
			if r.Array(func() {
				var e edit
				r.Object(func(name string) {
					switch name {
					case "old_string":
						r.String(&e.Old)
					case "new_string":
						r.String(&e.New)
					}
				})
				edits = append(edits, e)
			}) {
				p.Edits = edits
			}
		case "status":
			r.String(&p.Status)
		case "loop_count":
			r.Int(&p.LoopCount)
		}
	})
	if err != nil {
		return payload{}, err
	}
	return p, nil
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
		case "old_string":
			r.String(&in.OldString)
		case "new_string":
			r.String(&in.NewString)
		}
	})
	if r.Close() != nil {
		return toolInput{}
	}
	return in
}
