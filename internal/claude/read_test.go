package claude

import (
	"encoding/json"
	"testing"

	"github.com/proofgate/proofgate/internal/jsongen"
	"github.com/proofgate/proofgate/internal/loose"
)

// The structs json.Unmarshal decoded before the readers; each reader is
// held to Unmarshal into its struct.
type (
	payloadJSON struct {
		SessionID      string          `json:"session_id"`
		TranscriptPath string          `json:"transcript_path"`
		Cwd            string          `json:"cwd"`
		PromptID       string          `json:"prompt_id"`
		HookEventName  string          `json:"hook_event_name"`
		AgentID        string          `json:"agent_id"`
		Prompt         string          `json:"prompt"`
		ToolName       string          `json:"tool_name"`
		ToolInput      json.RawMessage `json:"tool_input"`
		ToolResponse   json.RawMessage `json:"tool_response"`
		Error          json.RawMessage `json:"error"`
		IsInterrupt    bool            `json:"is_interrupt"`
		StopHookActive bool            `json:"stop_hook_active"`
		LastMessage    *string         `json:"last_assistant_message"`
		Background     json.RawMessage `json:"background_tasks"`
	}
	toolInputJSON struct {
		Command      string `json:"command"`
		FilePath     string `json:"file_path"`
		Path         string `json:"path"`
		Pattern      string `json:"pattern"`
		Glob         string `json:"glob"`
		Content      string `json:"content"`
		NotebookPath string `json:"notebook_path"`
		Skill        string `json:"skill"`
		Background   bool   `json:"run_in_background"`
		OldString    string `json:"old_string"`
		NewString    string `json:"new_string"`
		Edits        []struct {
			OldString string `json:"old_string"`
			NewString string `json:"new_string"`
		} `json:"edits"`
	}
	shellResponseJSON struct {
		Stdout          string `json:"stdout"`
		Stderr          string `json:"stderr"`
		Interrupted     bool   `json:"interrupted"`
		BackgroundTask  string `json:"backgroundTaskId"`
		TimedOutAfterMs int64  `json:"timedOutAfterMs"`
	}
	tasksJSON []struct {
		Status *string `json:"status"`
	}
	taskOutputJSON struct {
		Task struct {
			ID       string `json:"task_id"`
			Status   string `json:"status"`
			ExitCode *int   `json:"exitCode"`
		} `json:"task"`
	}
)

func TestReadersAgreeWithUnmarshal(t *testing.T) {
	for _, data := range readerSeeds(t) {
		checkReaders(t, data)
	}
}

// FuzzReaders reads any input with every reader and with json.Unmarshal.
func FuzzReaders(f *testing.F) {
	for _, data := range readerSeeds(f) {
		f.Add(data)
	}
	f.Fuzz(checkReaders)
}

func readerSeeds(tb testing.TB) [][]byte {
	return jsongen.Seeds(tb, "testdata/*.json",
		`{"hook_event_name":"Stop","last_assistant_message":5}`, `{"last_assistant_message":null}`,
		`{"Hook_Event_Name":"Stop","ſession_id":"x"}`, `{"stop_hook_active":"yes","is_interrupt":1}`,
		`[1]`, `"x"`, `null`, `{`, ``, `{"tool_input":{"edits":[{"old_string":"a"},null,3],"run_in_background":true}}`,
		`{"edits":[]}`, `{"edits":{}}`, `{"edits":null,"command":["x"]}`,
		`{"stdout":"a","stderr":"b","interrupted":true,"backgroundTaskId":"t1","timedOutAfterMs":1000}`,
		`{"stdout":"a","timedOutAfterMs":1.5}`, `{"BACKGROUNDTASKID":"t"}`,
		`[{"status":"running"},{"status":null},{},{"status":"done"}]`, `[{"status":1}]`, `[5]`, `[]`,
		`{"task":{"task_id":"b1","status":"completed","exitCode":0}}`, `{"task":{"task_id":"b1","status":"failed"}}`,
		`{"task":{"task_id":"b1","status":"running","exitCode":null}}`, `{"task":{"task_id":"b1","exitCode":2.5}}`, `{"task":null}`, `{"task":[1]}`,
	)
}

func checkReaders(t *testing.T, data []byte) {
	if jsongen.DuplicateNames(data) {
		// encoding/json reads a repeated array member into the elements
		// the first left; the readers read it afresh.
		return
	}
	var want payloadJSON
	werr := loose.Lenient(json.Unmarshal(data, &want))
	got, err := readPayload(data)
	if (err != nil) != (werr != nil) {
		t.Fatalf("%q: readPayload error %v, json.Unmarshal %v", data, err, werr)
	}
	if err == nil {
		jsongen.Same(t, data, "payload", payloadJSON{
			got.SessionID, got.TranscriptPath, got.Cwd, got.PromptID, got.HookEventName, got.AgentID, got.Prompt, got.ToolName,
			got.ToolInput, got.ToolResponse, got.Error, got.IsInterrupt, got.StopHookActive, got.LastMessage, got.Background,
		}, want)
	}

	var wantIn toolInputJSON
	_ = json.Unmarshal(data, &wantIn)
	in := readToolInput(data)
	gotIn := toolInputJSON{in.Command, in.FilePath, in.Path, in.Pattern, in.Glob, in.Content, in.NotebookPath, in.Skill, in.Background, in.OldString, in.NewString, nil}
	if in.Edits != nil {
		gotIn.Edits = make([]struct {
			OldString string `json:"old_string"`
			NewString string `json:"new_string"`
		}, len(in.Edits))
		for i, e := range in.Edits {
			gotIn.Edits[i].OldString, gotIn.Edits[i].NewString = e.OldString, e.NewString
		}
	}
	jsongen.Same(t, data, "tool input", gotIn, wantIn)

	var wantOut shellResponseJSON
	wantOK := json.Unmarshal(data, &wantOut) == nil
	out, ok := readShellResponse(data)
	if ok != wantOK {
		t.Fatalf("%q: readShellResponse ok %v, json.Unmarshal %v", data, ok, wantOK)
	}
	if ok {
		jsongen.Same(t, data, "shell response", shellResponseJSON(out), wantOut)
	}

	var wantTasks tasksJSON
	wantOK = json.Unmarshal(data, &wantTasks) == nil
	statuses, ok := readTaskStatuses(data)
	if ok != wantOK {
		t.Fatalf("%q: readTaskStatuses ok %v, json.Unmarshal %v", data, ok, wantOK)
	}
	if ok {
		var wantStatuses []*string
		for _, task := range wantTasks {
			wantStatuses = append(wantStatuses, task.Status)
		}
		jsongen.Same(t, data, "task statuses", statuses, wantStatuses)
	}

	var wantTask taskOutputJSON
	wantOK = json.Unmarshal(data, &wantTask) == nil
	n, ok := readTaskOutput(data)
	if ok {
		if !wantOK {
			t.Fatalf("%q: readTaskOutput read a task json.Unmarshal does not", data)
		}
		got := taskOutputJSON{}
		got.Task.ID, got.Task.Status, got.Task.ExitCode = n.Task, n.Status, n.ExitCode
		jsongen.Same(t, data, "task output", got, wantTask)
	}
}
