package classify

import "strings"

// Pasted reports whether a prompt carries output the user pasted from a
// terminal, a log or CI: a fenced block, or several lines shaped like
// command output (errors, test results, git and runner lines). What the
// user reports seeing is evidence the agent may rest a claim on.
func Pasted(text string) bool {
	if strings.Count(text, "```") >= 2 {
		return true
	}
	n := 0
	for _, line := range strings.Split(text, "\n") {
		if pastedLine.MatchString(line) {
			n++
			if n >= 3 {
				return true
			}
		}
	}
	return false
}

// pastedLine matches a line as tools print it.
var pastedLine = &lre{expr: `^\s*(?:` +
	`(?i:error|warning|fatal|panic|exception|traceback)\b.*[:\]]` +
	`|at \S+[.(:]` + // stack frames
	`|\w+(?:Error|Exception):` +
	`|File "[^"]+", line \d+` +
	`|(?:---|===) (?:FAIL|PASS|RUN)\b` +
	`|(?:FAIL|PASS|ok)\s+\S` +
	`|\d+ (?:passed|failed|errors?|warnings?|tests?)\b` +
	`|remote: ` +
	`|\[[\w./ -]+ [0-9a-f]{6,}\]` + // [branch abc1234] commit lines
	`|(?:create|delete) mode \d{6}` +
	`|\d+ files? changed` +
	`|(?:npm|yarn|pnpm) (?:ERR|WARN)` +
	`|[\w./-]+:\d+(?::\d+)?:? ` + // file:line: messages
	`|\$ \S` + // a shell prompt
	`)`}
