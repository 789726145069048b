package transcript

import (
	"bytes"
	"fmt"
	"os"
	"slices"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/event"
)

// Notices returns the completion notices Claude Code wrote into the
// transcript at path for the background tasks named in tasks, newest
// first, reading from the end until every task is found (or the bounded
// scan ends). A background test run's result reaches the session this way,
// as a user message no hook is called for.
func Notices(path string, tasks []string) ([]event.Notice, error) {
	if len(tasks) == 0 {
		return nil, nil
	}
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("transcript %s is not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []event.Notice
	missing := slices.Clone(tasks)
	marker := []byte("<task-notification>")
	err = backward(f, info.Size(), func(raw []byte) bool {
		if !bytes.Contains(raw, marker) {
			return true
		}
		l, ok := readLine(raw, true)
		if !ok {
			return true
		}
		var texts []string
		switch {
		case l.Type == "user":
			texts = blockTexts(l.Message.Content)
		case l.Type == "attachment" && l.Attachment.Type == "queued_command":
			// A notice that arrived while the agent was busy.
			texts = []string{l.Attachment.Prompt}
		}
		for _, text := range texts {
			for _, n := range claude.Notices(text) {
				if i := slices.Index(missing, n.Task); i >= 0 {
					out = append(out, n)
					missing = slices.Delete(missing, i, i+1)
				}
			}
		}
		return len(missing) > 0
	})
	return out, err
}
