package detect

import "sync"

// "Only" on a minor step after the work. "Tests pass. Afterwards I only
// added a comment above the attribute." limits what changed since the
// reported result to something that cannot change behaviour (a comment, a
// log line, formatting); it does not say the asked work was done in part.
// Without the later step ("I only added a comment where the retry should
// go") or with a part of the work as object ("only fixed the first of the
// three endpoints", "only added a TODO") the limit is still a cut.

var (
	minorEditNouns = sync.OnceValue(func() map[string]bool {
		return set("comment", "comments", "docstring", "docstrings", "formatting", "whitespace", "newline", "typo", "typos",
			"gofmt", "prettier", "rustfmt", "black", "changelog", "readme", "wording", "log", "logline")
	})
	laterStepEN = sync.OnceValue(func() phrases {
		return newPhrases("afterwards", "afterward", "after that", "after this", "since then", "later", "then", "after the")
	})
)

// onlyMinorLater reports an "only" at i that limits a later, non-behavioural
// edit.
func onlyMinorLater(ws []string, i int) bool {
	if p, at := laterStepEN().find(ws); p == "" || at > i+2 {
		return false
	}
	for j := i + 1; j < len(ws) && j <= i+6; j++ {
		if minorEditNouns()[ws[j]] {
			return true
		}
		if ws[j] == "and" || ws[j] == "but" {
			return false
		}
	}
	return false
}
