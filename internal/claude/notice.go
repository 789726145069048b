package claude

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/once"
)

// Claude Code writes some user messages itself: a background task's
// completion (<task-notification>), a teammate's message in an agent team
// (<teammate-message …>). They wake the agent, but nobody typed them: they
// continue the task rather than start one.

// Injected reports whether a user message was written by Claude Code, not
// typed by the user.
func Injected(text string) bool {
	t := strings.TrimLeft(text, " \t\r\n")
	return strings.HasPrefix(t, "<task-notification>") || strings.HasPrefix(t, "<teammate-message")
}

// TeammateMessage reports a message from another agent of an agent team.
func TeammateMessage(text string) bool {
	return strings.HasPrefix(strings.TrimLeft(text, " \t\r\n"), "<teammate-message")
}

// Notices reads the task notifications in a user message: which background
// task finished and how. A task whose summary gives no exit code keeps the
// status alone ("completed", "failed", "killed").
func Notices(text string) []event.Notice {
	if !strings.Contains(text, "<task-notification>") {
		return nil
	}
	var out []event.Notice
	for _, block := range strings.Split(text, "<task-notification>")[1:] {
		block, _, _ = strings.Cut(block, "</task-notification>")
		n := event.Notice{Task: tag(block, "task-id"), Status: tag(block, "status")}
		if n.Task == "" {
			continue
		}
		if m := exitCodeIn.Get().FindStringSubmatch(tag(block, "summary")); m != nil {
			if code, err := strconv.Atoi(m[1]); err == nil {
				n.ExitCode = &code
			}
		}
		out = append(out, n)
	}
	return out
}

// exitCodeIn finds "(exit code 0)" and "failed with exit code 1".
var exitCodeIn = once.Value[*regexp.Regexp]{Build: func() *regexp.Regexp {
	return regexp.MustCompile(`exit code (\d{1,3})\b`)
}}

// tag returns the trimmed text of <name>…</name> in block.
func tag(block, name string) string {
	_, rest, ok := strings.Cut(block, "<"+name+">")
	if !ok {
		return ""
	}
	value, _, _ := strings.Cut(rest, "</"+name+">")
	return strings.TrimSpace(value)
}
