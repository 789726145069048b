package codex

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/jsongen"
	"github.com/proofgate/proofgate/internal/loose"
)

// The structs json.Unmarshal decoded before the readers; each reader is
// held to Unmarshal into its struct, and Decode to the decoding that used
// them. None holds a list, so a name given twice reads the same in both.
type (
	payloadJSON struct {
		SessionID      string          `json:"session_id"`
		TurnID         string          `json:"turn_id"`
		TranscriptPath *string         `json:"transcript_path"`
		Cwd            string          `json:"cwd"`
		HookEventName  string          `json:"hook_event_name"`
		AgentID        string          `json:"agent_id"`
		Prompt         string          `json:"prompt"`
		ToolName       string          `json:"tool_name"`
		ToolInput      json.RawMessage `json:"tool_input"`
		ToolResponse   json.RawMessage `json:"tool_response"`
		ToolUseID      string          `json:"tool_use_id"`
		StopHookActive bool            `json:"stop_hook_active"`
		LastMessage    *string         `json:"last_assistant_message"`
	}
	toolInputJSON struct {
		Command string `json:"command"`
	}
	rolloutLineJSON struct {
		Type    string `json:"type"`
		Payload struct {
			Type   string          `json:"type"`
			CallID string          `json:"call_id"`
			Output json.RawMessage `json:"output"`
			Item   struct {
				ID       string `json:"id"`
				ExitCode *int   `json:"exit_code"`
			} `json:"item"`
		} `json:"payload"`
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
		`{"hook_event_name":"Stop","last_assistant_message":5}`, `{"hook_event_name":"Stop","last_assistant_message":null}`,
		`{"last_assistant_message":"a","last_assistant_message":7}`, `{"last_assistant_message":"a","last_assistant_message":null}`,
		`{"Hook_Event_Name":"Stop","ſession_id":"x","TURN_ID":"t"}`, `{"stop_hook_active":"yes","turn_id":1}`,
		`{"transcript_path":null,"tool_use_id":"c"}`, `{"transcript_path":3}`,
		`{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":"x"},"tool_input":"y","tool_response":null}`,
		`{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":"*** Add File: a\n","Command":3}}`,
		`[1]`, `"x"`, `null`, `{`, ``, `{"a":1}x`, `{"command":"ls"}`, `{"command":["ls"]}`,
		`{"type":"event_msg","payload":{"type":"item_completed","item":{"id":"c1","exit_code":3}}}`,
		`{"type":"response_item","payload":{"type":"function_call_output","call_id":"c1","output":"Process exited with code 2\n"}}`,
		`{"payload":{"item":{"exit_code":null}}}`, `{"payload":{"item":{"exit_code":1.5}}}`, `{"payload":{"item":{"exit_code":99999999999999999999}}}`,
		`{"payload":{"item":{"exit_code":2},"item":{"id":"c"}}}`, `{"payload":{"item":{"exit_code":2,"exit_code":null}}}`,
		`{"payload":null}`, `{"payload":[]}`, `{"payload":{"output":{"a":[1, 2]}}}`, `{"PAYLOAD":{"CALL_ID":"c"}}`,
	)
}

func checkReaders(t *testing.T, data []byte) {
	var want payloadJSON
	werr := loose.Lenient(json.Unmarshal(data, &want))
	got, err := readPayload(data)
	if (err != nil) != (werr != nil) {
		t.Fatalf("%q: readPayload error %v, json.Unmarshal %v", data, err, werr)
	}
	if err == nil {
		jsongen.Same(t, data, "payload", payloadJSON{
			got.SessionID, got.TurnID, got.TranscriptPath, got.Cwd, got.HookEventName, got.AgentID, got.Prompt,
			got.ToolName, got.ToolInput, got.ToolResponse, got.ToolUseID, got.StopHookActive, got.LastMessage,
		}, want)
	}

	jsongen.Same(t, data, "command", readCommand(data), commandJSON(data))

	var wantLine rolloutLineJSON
	wantOK := json.Unmarshal(data, &wantLine) == nil
	line, ok := readRolloutLine(data)
	if ok != wantOK {
		t.Fatalf("%q: readRolloutLine ok %v, json.Unmarshal %v", data, ok, wantOK)
	}
	if ok {
		var gotLine rolloutLineJSON
		gotLine.Type = line.Type
		gotLine.Payload.Type, gotLine.Payload.CallID, gotLine.Payload.Output = line.Payload.Type, line.Payload.CallID, line.Payload.Output
		gotLine.Payload.Item.ID, gotLine.Payload.Item.ExitCode = line.Payload.Item.ID, line.Payload.Item.ExitCode
		jsongen.Same(t, data, "rollout line", gotLine, wantLine)
	}

	for _, a := range []Adapter{{Exit: noRollout}, {Exit: rollout3}} {
		ev, err := a.Decode(data)
		wantEv, werr := decodeJSON(a, data)
		if (err != nil) != (werr != nil) {
			t.Fatalf("%q: Decode error %v, before %v", data, err, werr)
		}
		jsongen.Same(t, data, "event", ev, wantEv)
	}
}

// decodeJSON is Decode as it was: its payload and tool input read by
// json.Unmarshal.
func decodeJSON(a Adapter, data []byte) (event.Event, error) {
	var p payloadJSON
	if err := loose.Lenient(json.Unmarshal(data, &p)); err != nil {
		return event.Event{}, fmt.Errorf("the hook input is not a JSON object: %w", err)
	}
	return a.decode(payload{
		p.SessionID, p.TurnID, p.TranscriptPath, p.Cwd, p.HookEventName, p.AgentID, p.Prompt,
		p.ToolName, p.ToolInput, p.ToolResponse, p.ToolUseID, p.StopHookActive, p.LastMessage,
	}, commandJSON)
}

func commandJSON(toolInput []byte) string {
	var in toolInputJSON
	_ = json.Unmarshal(toolInput, &in)
	return in.Command
}
