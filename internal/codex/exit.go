package codex

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/proofgate/proofgate/internal/loose"
)

// Where a shell call's exit status comes from. Codex's PostToolUse carries
// no exit code and fires for failures too. The model is told the status in
// a line "Process exited with code N"; some Codex versions put that text in
// the hook's tool_response as well, and 0.169 writes it, with the numeric
// exit_code, to the session's rollout (transcript_path) before the hook
// runs. So the status is read from the response text first, then from the
// rollout line of the same call. When neither says, the status stays
// unknown (-1): proofgate does not guess it.

// ProcessExitCode reads "Process exited with code N" from a shell call's
// output, as Codex reports it to the model.
func ProcessExitCode(output string) (int, bool) {
	return codeAfter(output, "Process exited with code ")
}

// PatchExitCode reads apply_patch's own "Exit code: N" first line.
func PatchExitCode(output string) (int, bool) {
	first, _, _ := strings.Cut(strings.TrimLeft(output, " \t\r\n"), "\n")
	return codeAfter(first, "Exit code: ")
}

// codeAfter reads the number following the first marker in s that begins
// a line.
func codeAfter(s, marker string) (int, bool) {
	for line := range strings.Lines(s) {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), marker)
		if !ok {
			continue
		}
		end := 0
		for end < len(rest) && end < 4 && rest[end] >= '0' && rest[end] <= '9' {
			end++
		}
		if code, err := strconv.Atoi(rest[:end]); err == nil && (end == len(rest) || rest[end] < '0' || rest[end] > '9') {
			return code, true
		}
		return 0, false
	}
	return 0, false
}

// rolloutWindow bounds how much of a rollout's end is read: the call that
// just finished is among its last lines, and a long session's rollout
// reaches tens of megabytes.
const rolloutWindow = 4 << 20

// RolloutExitCode finds the exit status of call callID in the Codex rollout
// at path: the item_completed event of the command, or the output the
// model was given for it. The path comes from Codex's payload; it is read
// only when it looks like a rollout (an absolute rollout-*.jsonl file in a
// sessions directory), so a payload cannot make the hook read other files.
func RolloutExitCode(path, callID string) (int, bool) {
	if !isRollout(path) || callID == "" {
		return 0, false
	}
	f, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return 0, false
	}
	off := max(info.Size()-rolloutWindow, 0)
	data, err := io.ReadAll(io.NewSectionReader(f, off, info.Size()-off))
	if err != nil {
		return 0, false
	}
	return exitCodeIn(data, callID)
}

func isRollout(path string) bool {
	if !filepath.IsAbs(path) {
		return false
	}
	name := filepath.Base(path)
	return strings.HasPrefix(name, "rollout-") && strings.HasSuffix(name, ".jsonl") &&
		strings.Contains(filepath.ToSlash(path), "/sessions/")
}

// exitCodeIn scans rollout lines from the last to the first for callID.
func exitCodeIn(data []byte, callID string) (int, bool) {
	id := []byte(callID)
	for len(data) > 0 {
		i := bytes.LastIndexByte(data, '\n')
		line := data[i+1:]
		data = data[:max(i, 0)]
		if !bytes.Contains(line, id) {
			continue
		}
		l, ok := readRolloutLine(line)
		if !ok {
			continue
		}
		p := l.Payload
		switch {
		case p.Type == "item_completed" && p.Item.ID == callID && p.Item.ExitCode != nil:
			return *p.Item.ExitCode, true
		case p.Type == "function_call_output" && p.CallID == callID:
			if code, ok := ProcessExitCode(loose.Text(p.Output)); ok {
				return code, true
			}
		}
	}
	return 0, false
}
