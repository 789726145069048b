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
	fence := ""       // the open block's fence, "" outside a block
	from, to := -1, 0 // the open transcript's output, as offsets into text
	flush := func() {
		if from >= 0 {
			out[len(out)-1].Output = strings.ReplaceAll(text[from:to], "\r\n", "\n")
		}
		from = -1
	}
	for at := 0; at < len(text); {
		line, next := text[at:], len(text)
		if k := strings.IndexByte(line, '\n'); k >= 0 {
			line, next = line[:k], at+k+1
		}
		t := strings.TrimLeft(line, " \t")
		switch {
		case fence == "":
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				fence = t[:3]
			}
		case strings.HasPrefix(t, fence) && strings.TrimSpace(strings.TrimLeft(t, fence[:1])) == "":
			flush()
			fence = ""
		default:
			if cmd, ok := promptLine(line); ok {
				flush()
				out = append(out, Transcript{Command: cmd})
				from, to = next, next
			} else if from >= 0 {
				to = next
			}
		}
		at = next
	}
	flush()
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
