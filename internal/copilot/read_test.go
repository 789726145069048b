package copilot

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
// them. None holds a list, so a name given twice is compared too.
type (
	payloadJSON struct {
		HookEventName string `json:"hook_event_name"`
		SessionID     string `json:"session_id"`
		SessionID2    string `json:"sessionId"`
		Cwd           string `json:"cwd"`
		Prompt        string `json:"prompt"`

		ToolName    string          `json:"tool_name"`
		ToolName2   string          `json:"toolName"`
		ToolInput   json.RawMessage `json:"tool_input"`
		ToolArgs    json.RawMessage `json:"toolArgs"`
		ToolResult  json.RawMessage `json:"tool_result"`
		ToolResult2 json.RawMessage `json:"toolResult"`
		Error       json.RawMessage `json:"error"`

		StopReason     string `json:"stop_reason"`
		StopReason2    string `json:"stopReason"`
		StopHookActive bool   `json:"stop_hook_active"`
	}
	toolArgsJSON struct {
		Command  string `json:"command"`
		Path     string `json:"path"`
		FilePath string `json:"file_path"`
		OldStr   string `json:"old_str"`
		NewStr   string `json:"new_str"`
		Input    string `json:"input"`
	}
	toolResultJSON struct {
		ResultType  string `json:"result_type"`
		ResultType2 string `json:"resultType"`
		Text        string `json:"text_result_for_llm"`
		Text2       string `json:"textResultForLlm"`
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
		`{"Hook_Event_Name":"Stop","SESSIONID":"s","ſession_id":"x","stop_hook_active":"yes"}`, `{"stopReason":"end_turn","stopreason":3}`,
		`{"toolName":"bash","toolArgs":"{\"command\":\"ls\",\"path\":5}"}`, `{"toolName":"bash","toolArgs":"{\"command\":\"ls\","}`,
		`{"toolName":"bash","toolArgs":"\"{\\\"command\\\":\\\"ls\\\"}\""}`, `{"toolName":"bash","toolArgs":"not json"}`,
		`{"toolName":"bash","toolArgs":"\ud800 \u00e9"}`, `{"toolName":"bash","toolArgs":{"command":"ls","path":5}}`,
		`{"toolName":"bash","toolArgs":null,"tool_input":{"command":"a"}}`, `{"toolName":"bash","tool_input":null,"toolArgs":{"command":"b"}}`,
		`{"toolName":"bash","toolArgs":["ls"]}`, `{"toolName":"edit","toolArgs":{"path":"a","old_str":"x","new_str":null}}`,
		`{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":"*** Add File: a\n"}`,
		`{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":"{\"input\":\"*** Add File: b\\n\"}"}`,
		`{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":"{\"input\":5}"}`,
		`{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"input":5,"command":"*** Delete File: c\n"}}`,
		`{"toolName":"bash","toolResult":null}`, `{"toolName":"bash","toolResult":"x"}`, `{"toolResult":{"resultType":5,"textResultForLlm":"t"}}`,
		`{"hook_event_name":"PostToolUse","tool_name":"edit","tool_result":{"result_type":"denied"},"toolResult":{"resultType":"failure"}}`,
		`{"toolName":"bash","error":null}`, `{"toolName":"bash","error":{"message":"exit code 2"}}`, `{"prompt":"p","prompt":""}`,
		"\xef\xbb\xbf{\"prompt\":\"p\"}", `[1]`, `"x"`, `null`, `{`, ``, `{"a":1}x`,
		`{"command":"ls","FILE_PATH":"f","input":null}`, `"{\"command\":\"ls\"}"`, `"{\"command\":1,\"path\":\"p\"}"`,
		`{"result_type":"success","RESULTTYPE":"x","text_result_for_llm":["t"]}`,
	)
}

func checkReaders(t *testing.T, data []byte) {
	// Decode trims a byte order mark first; the readers never see one.
	trimmed := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var want payloadJSON
	werr := loose.Lenient(json.Unmarshal(trimmed, &want))
	got, err := readPayload(trimmed)
	if (err != nil) != (werr != nil) {
		t.Fatalf("%q: readPayload error %v, json.Unmarshal %v", data, err, werr)
	}
	if err == nil {
		jsongen.Same(t, data, "payload", payloadJSON{
			got.HookEventName, got.SessionID, got.SessionID2, got.Cwd, got.Prompt,
			got.ToolName, got.ToolName2, got.ToolInput, got.ToolArgs, got.ToolResult, got.ToolResult2, got.Error,
			got.StopReason, got.StopReason2, got.StopHookActive,
		}, want)
	}

	args, text := readArgs(trimmed)
	wantArgs, wantText := argsJSON(trimmed)
	jsongen.Same(t, data, "tool arguments", args, wantArgs)
	jsongen.Same(t, data, "tool arguments' text", text, wantText)
	jsongen.Same(t, data, "tool result", readResult(trimmed), resultJSON(trimmed))

	ev, err := Adapter{}.Decode(data)
	wantEv, werr := decodeJSON(data)
	if (err != nil) != (werr != nil) {
		t.Fatalf("%q: Decode error %v, before %v", data, err, werr)
	}
	jsongen.Same(t, data, "event", ev, wantEv)
}

// decodeJSON is Decode as it was: its payload, tool arguments and result
// read by json.Unmarshal.
func decodeJSON(data []byte) (event.Event, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var p payloadJSON
	if err := loose.Lenient(json.Unmarshal(data, &p)); err != nil {
		return event.Event{}, fmt.Errorf("the hook input is not a JSON object: %w", err)
	}
	return decode(payload{
		p.HookEventName, p.SessionID, p.SessionID2, p.Cwd, p.Prompt,
		p.ToolName, p.ToolName2, p.ToolInput, p.ToolArgs, p.ToolResult, p.ToolResult2, p.Error,
		p.StopReason, p.StopReason2, p.StopHookActive,
	}, argsJSON, resultJSON)
}

// argsJSON is the arguments' decoding as it was; text is what the patch
// of an apply_patch without input or command was read from.
func argsJSON(raw []byte) (toolArgs, string) {
	var args toolArgsJSON
	if json.Unmarshal(raw, &args) != nil {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			_ = json.Unmarshal([]byte(s), &args)
		}
	}
	var text string
	_ = json.Unmarshal(raw, &text)
	return toolArgs(args), text
}

func resultJSON(raw []byte) toolResult {
	var r toolResultJSON
	_ = json.Unmarshal(raw, &r)
	return toolResult(r)
}
