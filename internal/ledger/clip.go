package ledger

import "unicode/utf8"

// Entry text limits. Lists are capped at Limit entries, and these cap each
// entry, so the ledger every hook reads and rewrites stays small however
// long the agent's commands are (a heredoc that writes a file and then
// runs the tests is common).
const (
	maxCommand = 240
	maxPath    = 300
	maxReason  = 200
)

// clip shortens s to about n bytes, keeping its start and its end, which
// say the most about a command (what it runs, and the test it ends with)
// or a path (its root and its file).
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	const gap = " … "
	tail := n / 3
	head := n - tail - len(gap)
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	start := len(s) - tail
	for start < len(s) && !utf8.RuneStart(s[start]) {
		start++
	}
	return s[:head] + gap + s[start:]
}
