package copilot

import (
	"github.com/proofgate/proofgate/internal/jsonr"
	"github.com/proofgate/proofgate/internal/loose"
)

// The readers below decode Copilot's members with jsonr, as json.Unmarshal
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
		case "session_id":
			r.String(&p.SessionID)
		case "sessionid":
			r.String(&p.SessionID2)
		case "cwd":
			r.String(&p.Cwd)
		case "prompt":
			r.String(&p.Prompt)
		case "tool_name":
			r.String(&p.ToolName)
		case "toolname":
			r.String(&p.ToolName2)
		case "tool_input":
			p.ToolInput = r.Raw()
		case "toolargs":
			p.ToolArgs = r.Raw()
		case "tool_result":
			p.ToolResult = r.Raw()
		case "toolresult":
			p.ToolResult2 = r.Raw()
		case "error":
			p.Error = r.Raw()
		case "stop_reason":
			r.String(&p.StopReason)
		case "stopreason":
			r.String(&p.StopReason2)
		case "stop_hook_active":
			r.Bool(&p.StopHookActive)
		}
	})
	if err != nil {
		return payload{}, err
	}
	return p, nil
}

// readArgs reads a tool's arguments, from an object or, as camelCase
// toolArgs may send them, from a string that holds the object's JSON; text
// is raw's string when it is one (apply_patch's patch may be sent so). As
// the encoding/json decodes it replaces did: the arguments of an object
// with a member of the wrong type are what could be read, and a string is
// read only when raw's object could not be read whole.
func readArgs(raw []byte) (args toolArgs, text string) {
	args, ok := readArgsObject(jsonr.New(raw))
	if ok {
		return args, ""
	}
	r := jsonr.New(raw)
	r.String(&text)
	if r.Err() != nil {
		return args, ""
	}
	args, _ = readArgsObject(jsonr.New([]byte(text)))
	return args, text
}

// readArgsObject reads the arguments' object from r: ok is false unless
// all of it is well typed; args are empty when it is not JSON.
func readArgsObject(r *jsonr.Reader) (args toolArgs, ok bool) {
	r.Object(func(name string) {
		switch name {
		case "command":
			r.String(&args.Command)
		case "path":
			r.String(&args.Path)
		case "file_path":
			r.String(&args.FilePath)
		case "old_str":
			r.String(&args.OldStr)
		case "new_str":
			r.String(&args.NewStr)
		case "input":
			r.String(&args.Input)
		}
	})
	if r.Close() != nil {
		return toolArgs{}, false
	}
	return args, !r.Mismatched()
}

// readResult reads what it can of a tool's result: members of the wrong
// type, or a result that is not an object or not JSON, are left empty.
func readResult(raw []byte) toolResult {
	var res toolResult
	r := jsonr.New(raw)
	r.Object(func(name string) {
		switch name {
		case "result_type":
			r.String(&res.ResultType)
		case "resulttype":
			r.String(&res.ResultType2)
		case "text_result_for_llm":
			r.String(&res.Text)
		case "textresultforllm":
			r.String(&res.Text2)
		}
	})
	if r.Close() != nil {
		return toolResult{}
	}
	return res
}
