package transcript

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// The structs and readers the jsonr ones replaced: encoding/json's answer
// is the contract.
type jsonLine struct {
	Type    string `json:"type"`
	Message struct {
		ID         string          `json:"id"`
		Content    json.RawMessage `json:"content"`
		StopReason string          `json:"stop_reason"`
	} `json:"message"`
}

type jsonNoticeLine struct {
	jsonLine
	Attachment struct {
		Type   string `json:"type"`
		Prompt string `json:"prompt"`
	} `json:"attachment"`
}

func jsonCalls(content []byte) bool {
	var blocks []struct {
		Type string `json:"type"`
	}
	_ = json.Unmarshal(content, &blocks)
	for _, b := range blocks {
		if b.Type == "tool_use" {
			return true
		}
	}
	return false
}

func jsonBlockTexts(content []byte) []string {
	var s string
	if json.Unmarshal(content, &s) == nil {
		return []string{s}
	}
	var blocks []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(content, &blocks) != nil {
		return nil
	}
	var out []string
	for i := len(blocks) - 1; i >= 0; i-- {
		if blocks[i].Type == "text" && strings.TrimSpace(blocks[i].Text) != "" {
			out = append(out, blocks[i].Text)
		}
	}
	return out
}

// lineSeeds are transcript lines of the shapes Claude Code writes, and
// the ones a reader gets wrong: null and mistyped members, names in
// another case, members given twice, content as a string.
var lineSeeds = []string{
	assistant("m1", "Done.", "tool:Bash"),
	assistant("m2", "All tests pass."),
	user("fix it"),
	toolResult,
	`{"type":"assistant","message":{"id":"m1","content":[{"type":"text","text":"a"}],"stop_reason":"tool_use"}}`,
	`{"type":"assistant","message":{"id":"m1","content":null}}`,
	`{"type":"assistant","message":{"id":"m1"}}`,
	`{"type":"assistant","message":null}`,
	`{"type":"assistant","message":"text"}`,
	`{"type":5,"message":{"id":"m1","content":"hi"}}`,
	`{"TYPE":"assistant","Message":{"ID":"m1","Content":"hi","STOP_REASON":"end_turn"}}`,
	`{"type":"assistant","type":"user","message":{"id":"a"},"message":{"content":"x"}}`,
	`{"type":"assistant","message":{"id":"m1","content":[{"type":"tool_use"},5,{"type":7},null]}}`,
	`{"type":"assistant","message":{"id":"m1","content":[{"type":"text","text":"x"},{"type":"text","text":5}]}}`,
	`{"type":"assistant","message":{"id":"m1","content":[{"type":"text","text":"\u00e9\ud800 x"}]}}`,
	`{"type":"assistant","message":{"id":"m1","content":{"type":"text"}}}`,
	`{"type":"attachment","attachment":{"type":"queued_command","prompt":"<task-notification>done</task-notification>"}}`,
	`{"type":"attachment","attachment":5}`,
	`{"type":"attachment","attachment":{"type":"queued_command","prompt":7}}`,
	`{"type":"assistant","message":{"id":"m1","content":"a"}} x`,
	`{"type":"assistant","message":{"id":"m1","content":"a"`,
	`[1,2]`, `null`, ``, `"s"`,
}

func TestLineReadersAgreeWithEncodingJSON(t *testing.T) {
	for _, raw := range lineSeeds {
		checkLineReaders(t, []byte(raw))
	}
}

// FuzzLineReaders holds readLine, calls and blockTexts to json.Unmarshal
// of the structs they replaced.
func FuzzLineReaders(f *testing.F) {
	for _, raw := range lineSeeds {
		f.Add([]byte(raw))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		checkLineReaders(t, raw)
		// The content readers meet any value, not only a line's.
		checkContent(t, raw)
	})
}

func checkLineReaders(t *testing.T, raw []byte) {
	t.Helper()
	var want jsonLine
	wantOK := json.Unmarshal(raw, &want) == nil
	got, ok := readLine(raw, false)
	if ok != wantOK || ok && !sameLine(got.line, want) {
		t.Fatalf("readLine(%q) = %+v, %v; json.Unmarshal: %+v, %v", raw, got.line, ok, want, wantOK)
	}
	var wantN jsonNoticeLine
	wantOK = json.Unmarshal(raw, &wantN) == nil
	gotN, ok := readLine(raw, true)
	if ok != wantOK || ok && (!sameLine(gotN.line, wantN.jsonLine) ||
		gotN.Attachment.Type != wantN.Attachment.Type || gotN.Attachment.Prompt != wantN.Attachment.Prompt) {
		t.Fatalf("readLine(%q, attachment) = %+v, %v; json.Unmarshal: %+v, %v", raw, gotN, ok, wantN, wantOK)
	}
	if ok {
		checkContent(t, gotN.Message.Content)
	}
}

func checkContent(t *testing.T, content []byte) {
	t.Helper()
	if !json.Valid(content) {
		return // a line's content is the text of a value read whole
	}
	if got, want := calls(line{Message: struct {
		ID         string
		Content    []byte
		StopReason string
	}{Content: content}}), jsonCalls(content); got != want {
		t.Fatalf("calls of content %q = %v, json.Unmarshal: %v", content, got, want)
	}
	if got, want := blockTexts(content), jsonBlockTexts(content); !reflect.DeepEqual(got, want) {
		t.Fatalf("blockTexts(%q) = %q, json.Unmarshal: %q", content, got, want)
	}
}

func sameLine(l line, j jsonLine) bool {
	return l.Type == j.Type && l.Message.ID == j.Message.ID && l.Message.StopReason == j.Message.StopReason &&
		bytes.Equal(l.Message.Content, j.Message.Content)
}
