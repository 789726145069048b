package cursor

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/jsongen"
	"github.com/proofgate/proofgate/internal/loose"
)

// The structs json.Unmarshal decoded before the readers; each reader is
// held to Unmarshal into its struct, and Decode to the decoding that used
// them.
type (
	payloadJSON struct {
		HookEventName  string          `json:"hook_event_name"`
		ConversationID string          `json:"conversation_id"`
		GenerationID   string          `json:"generation_id"`
		WorkspaceRoots []string        `json:"workspace_roots"`
		Cwd            string          `json:"cwd"`
		Prompt         string          `json:"prompt"`
		ToolName       string          `json:"tool_name"`
		ToolInput      json.RawMessage `json:"tool_input"`
		ToolOutput     json.RawMessage `json:"tool_output"`
		Error          json.RawMessage `json:"error"`
		ErrorMessage   json.RawMessage `json:"error_message"`
		Command        string          `json:"command"`
		FilePath       string          `json:"file_path"`
		Edits          []editJSON      `json:"edits"`
		Status         string          `json:"status"`
		LoopCount      int             `json:"loop_count"`
	}
	editJSON struct {
		Old string `json:"old_string"`
		New string `json:"new_string"`
	}
	toolInputJSON struct {
		Command   string `json:"command"`
		FilePath  string `json:"file_path"`
		Path      string `json:"path"`
		OldString string `json:"old_string"`
		NewString string `json:"new_string"`
	}
)

func TestReadersAgreeWithUnmarshal(t *testing.T) {
	for _, data := range readerSeeds(t) {
		checkReaders(t, data)
	}
}

// FuzzReaders reads any input with every reader and with json.Unmarshal,
// and decodes it with Decode and with the decoding json.Unmarshal did.
func FuzzReaders(f *testing.F) {
	for _, data := range readerSeeds(f) {
		f.Add(data)
	}
	f.Fuzz(checkReaders)
}

func readerSeeds(tb testing.TB) [][]byte {
	return jsongen.Seeds(tb, "testdata/*.json",
		`{"hook_event_name":"stop","loop_count":1.5}`, `{"hook_event_name":"stop","loop_count":99999999999999999999,"status":"completed"}`,
		`{"Hook_Event_Name":"stop","CONVERSATION_ID":"x","ſtatus":"aborted"}`, `{"loop_count":"2","cwd":null}`,
		`{"workspace_roots":[]}`, `{"workspace_roots":null}`, `{"workspace_roots":"/repo"}`, `{"workspace_roots":["/a",null,3,"/b"]}`,
		`{"hook_event_name":"afterFileEdit","file_path":"a","edits":[{"old_string":"a"},null,3,{"new_string":4,"old_string":"b"}]}`,
		`{"edits":[]}`, `{"edits":{}}`, `{"edits":null}`, `{"edits":[{"old_string":"a"}],"edits":[{}]}`,
		`{"hook_event_name":"postToolUseFailure","tool_name":"Shell","tool_input":{"command":"x"},"error":null,"error_message":"exit code 2"}`,
		`{"hook_event_name":"postToolUse","tool_name":"Write","tool_input":{"path":"p","file_path":5,"old_string":"o"},"tool_output":{"a":1}}`,
		"\xef\xbb\xbf{\"hook_event_name\":\"stop\"}", "\xef\xbb\xbf", `[1]`, `"x"`, `null`, `{`, ``, `{"a":1}x`,
		`{"command":"ls","FILE_PATH":"f","new_string":null}`, `{"command":["ls"]}`,
	)
}

func checkReaders(t *testing.T, data []byte) {
	// Decode trims a byte order mark first; the readers never see one.
	trimmed := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	// encoding/json reads a repeated list into the elements the first
	// left; the readers read it afresh.
	dup := jsongen.DuplicateNames(trimmed)
	var want payloadJSON
	werr := loose.Lenient(json.Unmarshal(trimmed, &want))
	got, err := readPayload(trimmed)
	if (err != nil) != (werr != nil) {
		t.Fatalf("%q: readPayload error %v, json.Unmarshal %v", data, err, werr)
	}
	if err == nil && !dup {
		jsongen.Same(t, data, "payload", toJSON(got), want)
	}

	jsongen.Same(t, data, "tool input", toolInputJSON(readToolInput(trimmed)), toolInputJSON(inputJSON(trimmed)))

	ev, err := Adapter{}.Decode(data)
	wantEv, werr := decodeJSON(data)
	if (err != nil) != (werr != nil) {
		t.Fatalf("%q: Decode error %v, before %v", data, err, werr)
	}
	if !dup {
		jsongen.Same(t, data, "event", ev, wantEv)
	}
}

// decodeJSON is Decode as it was: its payload and tool input read by
// json.Unmarshal.
func decodeJSON(data []byte) (event.Event, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var p payloadJSON
	if err := loose.Lenient(json.Unmarshal(data, &p)); err != nil {
		return event.Event{}, fmt.Errorf("the hook input is not a JSON object: %w", err)
	}
	var edits []edit
	if p.Edits != nil {
		edits = make([]edit, len(p.Edits))
		for i, e := range p.Edits {
			edits[i] = edit(e)
		}
	}
	return decode(payload{
		p.HookEventName, p.ConversationID, p.GenerationID, p.WorkspaceRoots, p.Cwd, p.Prompt, p.ToolName,
		p.ToolInput, p.ToolOutput, p.Error, p.ErrorMessage, p.Command, p.FilePath, edits, p.Status, p.LoopCount,
	}, inputJSON)
}

func inputJSON(raw []byte) toolInput {
	var in toolInputJSON
	_ = json.Unmarshal(raw, &in)
	return toolInput(in)
}

// toJSON is p as the struct json.Unmarshal decoded.
func toJSON(p payload) payloadJSON {
	var edits []editJSON
	if p.Edits != nil {
		edits = make([]editJSON, len(p.Edits))
		for i, e := range p.Edits {
			edits[i] = editJSON(e)
		}
	}
	return payloadJSON{
		p.HookEventName, p.ConversationID, p.GenerationID, p.WorkspaceRoots, p.Cwd, p.Prompt, p.ToolName,
		p.ToolInput, p.ToolOutput, p.Error, p.ErrorMessage, p.Command, p.FilePath, edits, p.Status, p.LoopCount,
	}
}
