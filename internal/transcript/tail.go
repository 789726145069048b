// Package transcript reads Claude Code session transcripts: JSON Lines, one
// content block per line, where one API message with several blocks is
// written as several lines sharing message.id.
//
// Transcripts of long sessions reach tens of megabytes, so the final message
// is read from the end of the file, never by loading it whole.
package transcript

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
)

const (
	// firstChunk is the first read, from the end: the final message is
	// nearly always in it, and each page a read fills is a fresh page of
	// the hook process's heap (2.6 µs here), so a 64 KB first read cost a
	// Stop 40 µs more than the 16 KB it needs.
	firstChunk = 16 << 10
	// chunk is each read after the first.
	chunk = 64 << 10
	// maxScan bounds the bytes read looking for the final message: a
	// transcript whose last message is further back than this is treated as
	// having none, rather than costing the user time.
	maxScan = 8 << 20
)

// LastAssistantText returns the text of the last assistant message in the
// transcript at path, joining the text blocks of all lines that share its
// message id. It returns "" when there is none.
func LastAssistantText(path string) (string, error) {
	info, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	if !info.Mode().IsRegular() {
		return "", fmt.Errorf("transcript %s is not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return lastText(f, info.Size())
}

func lastText(r io.ReaderAt, size int64) (string, error) {
	var (
		id    string
		texts []string // newest first
	)
	err := backward(r, size, func(raw []byte) bool {
		nl, ok := readLine(raw, false)
		if !ok {
			return true // a torn or foreign line: keep looking
		}
		l := nl.line
		switch {
		case l.Type == "assistant" && id == "" && calls(l):
			// The newest assistant line is a tool call, or says its
			// message made calls: the agent was still acting, or the client
			// wrote the call after its text. The text before it was said
			// on the way, not as a final message.
			return false
		case l.Type == "assistant" && (id == "" || l.Message.ID == id):
			id = l.Message.ID
			texts = append(texts, blockTexts(l.Message.Content)...)
			return id != "" // without an id, one line is the whole message
		case l.Type == "assistant" || l.Type == "user":
			// Another message ends the search. When the newest message is
			// the user's (a prompt or a tool result), the final assistant
			// text is not written yet, and an older one must not stand in.
			return false
		}
		return true
	})
	if err != nil {
		return "", err
	}
	for i, j := 0, len(texts)-1; i < j; i, j = i+1, j-1 {
		texts[i], texts[j] = texts[j], texts[i]
	}
	return strings.Join(texts, "\n\n"), nil
}

// backward calls fn with each non-empty line of r, last line first, until
// fn returns false, the start of the file, or maxScan bytes.
//
// A line longer than a chunk is kept as the chunks read so far and joined
// once, when its start is found: copying the pending part into every new
// chunk would cost the square of the line's length.
func backward(r io.ReaderAt, size int64, fn func([]byte) bool) error {
	var (
		parts   [][]byte // the end of a line whose start is not yet read, latest chunk first
		off     = size
		scanned int64
	)
	join := func(head []byte) []byte {
		if len(parts) == 0 {
			return head
		}
		n := len(head)
		for _, p := range parts {
			n += len(p)
		}
		line := make([]byte, 0, n)
		line = append(line, head...)
		for i := len(parts) - 1; i >= 0; i-- {
			line = append(line, parts[i]...)
		}
		parts = parts[:0]
		return line
	}
	for size := int64(firstChunk); off > 0 && scanned < maxScan; size = chunk {
		n := min(size, off)
		off -= n
		scanned += n
		buf := make([]byte, n)
		if _, err := r.ReadAt(buf, off); err != nil && err != io.EOF {
			return err
		}
		for {
			i := bytes.LastIndexByte(buf, '\n')
			if i < 0 {
				parts = append(parts, buf)
				break
			}
			if l := bytes.TrimSpace(join(buf[i+1:])); len(l) > 0 && !fn(l) {
				return nil
			}
			buf = buf[:i]
		}
	}
	if off == 0 {
		if l := bytes.TrimSpace(join(nil)); len(l) > 0 {
			fn(l)
		}
	}
	return nil
}
