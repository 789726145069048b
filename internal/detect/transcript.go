package detect

import "strings"

// A Transcript is a command the message shows run, in a code block, with
// what it printed: "$ pytest -q" and "214 passed, 4 skipped" below it.
// The message presents that output as the run's; the gate holds it to the
// session's own runs of the command.
type Transcript struct {
	Command string // after the prompt sign, trimmed
	Output  string // the lines up to the next command or the block's end
}

// Transcripts returns the transcripts of text's code blocks: each line
// opening on a shell prompt ("$ ", "% ", "❯ ")
// and the lines after it. A block with no prompt line shows no run.
func Transcripts(text string) []Transcript {
	if !strings.Contains(text, "```") && !strings.Contains(text, "~~~") {
		return nil // no fenced block
	}
	var out []Transcript
	fence := "" // the open block's fence, "" outside a block
	cur := -1   // the transcript the block's lines go to, -1 for none
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimLeft(line, " \t")
		if fence == "" {
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				fence, cur = t[:3], -1
			}
			continue
		}
		if strings.HasPrefix(t, fence) && strings.TrimSpace(strings.TrimLeft(t, fence[:1])) == "" {
			fence = ""
			continue
		}
		if cmd, ok := promptLine(line); ok {
			out = append(out, Transcript{Command: cmd})
			cur = len(out) - 1
		} else if cur >= 0 {
			out[cur].Output += strings.TrimRight(line, "\r") + "\n"
		}
	}
	return out
}

// promptLine returns the command of a line that opens on a shell prompt.
func promptLine(line string) (string, bool) {
	t := strings.TrimLeft(line, " \t")
	for _, p := range [...]string{"$ ", "% ", "❯ "} {
		if cmd, ok := strings.CutPrefix(t, p); ok {
			if cmd = strings.TrimSpace(cmd); cmd != "" {
				return cmd, true
			}
		}
	}
	return "", false
}
