package transcript

import (
	"strings"

	"github.com/proofgate/proofgate/internal/jsonr"
)

// The lines are read with jsonr rather than encoding/json: a Stop without
// last_assistant_message is a process of its own, and encoding/json's
// reflection (its decoder, the struct types' fields worked out on first
// use) was a third of that Stop's reading, all of it code no other part
// of the Stop runs. Each reader answers what json.Unmarshal of the struct
// it replaced answers (FuzzLineReaders holds them to it).

// line is the part of a transcript line the reader needs.
type line struct {
	Type    string
	Message struct {
		ID         string
		Content    []byte // the value's text, as json.RawMessage holds it
		StopReason string
	}
}

// noticeLine is the part of a transcript line a notice can sit in.
type noticeLine struct {
	line
	Attachment struct {
		Type   string
		Prompt string
	}
}

// readLine reads raw as json.Unmarshal reads it into a line, or into a
// noticeLine when attachment is set; ok is false where Unmarshal returns an
// error (a torn line, a member of the wrong type).
func readLine(raw []byte, attachment bool) (l noticeLine, ok bool) {
	r := jsonr.New(raw)
	r.Object(func(name string) {
		switch name {
		case "type":
			r.String(&l.Type)
		case "message":
			readMessage(r, &l.line)
		case "attachment":
			if attachment {
				r.Object(func(name string) {
					switch name {
					case "type":
						r.String(&l.Attachment.Type)
					case "prompt":
						r.String(&l.Attachment.Prompt)
					}
				})
			}
		}
	})
	return l, r.Err() == nil
}

func readMessage(r *jsonr.Reader, l *line) {
	m := &l.Message
	r.Object(func(name string) {
		switch name {
		case "id":
			r.String(&m.ID)
		case "content":
			m.Content = r.Raw()
		case "stop_reason":
			r.String(&m.StopReason)
		}
	})
}

// calls reports an assistant line that makes tool calls or whose message
// the API ended for them.
func calls(l line) bool {
	if l.Message.StopReason == "tool_use" {
		return true
	}
	// Read as json.Unmarshal into a []struct{ Type string } reads it, its
	// error dropped: the well-typed blocks count, whatever the others are.
	found := false
	r := jsonr.New(l.Message.Content)
	r.Array(func() {
		var typ string
		r.Object(func(name string) {
			if name == "type" {
				r.String(&typ)
			}
		})
		found = found || typ == "tool_use"
	})
	return found && r.Close() == nil
}

// blockTexts returns the text of a message's content, newest block first,
// whether content is a string or a list of blocks: nil when it is neither,
// or a list with a block of the wrong shape.
func blockTexts(content []byte) []string {
	r := jsonr.New(content)
	switch r.Kind() {
	case '"', 'n':
		var s string
		r.String(&s)
		if r.Err() != nil {
			return nil
		}
		return []string{s}
	}
	type block struct{ typ, text string }
	var blocks []block
	r.Array(func() {
		var b block
		r.Object(func(name string) {
			switch name {
			case "type":
				r.String(&b.typ)
			case "text":
				r.String(&b.text)
			}
		})
		blocks = append(blocks, b)
	})
	if r.Err() != nil {
		return nil
	}
	var out []string
	for i := len(blocks) - 1; i >= 0; i-- {
		if blocks[i].typ == "text" && strings.TrimSpace(blocks[i].text) != "" {
			out = append(out, blocks[i].text)
		}
	}
	return out
}
