package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// Programs that run shell commands handed to them in options or in a
// language of their own: git's configured commands, tar's checkpoint
// actions, awk's system(), sed's e command, vi's :!, make recipes. Each
// such command is judged as a command line of its own.

// gitCommandKeys are git settings whose value git runs as a command.
var gitCommandKeys = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"core.sshcommand": true, "core.pager": true, "core.editor": true,
		"core.fsmonitor": true, "sequence.editor": true, "diff.external": true, "credential.helper": true,
		"gpg.program": true, "pager.log": true, "pager.diff": true, "pager.show": true}
}}

// gitEnvCommands are environment variables whose value git runs.
var gitEnvCommands = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"GIT_SSH_COMMAND": true, "GIT_EDITOR": true, "GIT_PAGER": true,
		"GIT_SEQUENCE_EDITOR": true, "GIT_EXTERNAL_DIFF": true, "PAGER": true, "EDITOR": true, "VISUAL": true}
}}

// gitRunsConfig judges the commands git -c KEY=VALUE and GIT_*=VALUE make
// git run.
func (j *judge) gitRunsConfig(c shell.Command, key, val string, depth int) {
	if gitCommandKeys.Get()[key] || strings.HasPrefix(key, "filter.") || strings.HasPrefix(key, "diff.") && strings.HasSuffix(key, ".command") {
		j.bash(strings.TrimPrefix(val, "!"), c.Dir, depth+1)
	}
}

// envRunsCommands judges GIT_SSH_COMMAND='…' git fetch and the like.
func (j *judge) envRunsCommands(c shell.Command, depth int) {
	for _, a := range c.Assigns {
		name, val, _ := strings.Cut(a, "=")
		if gitEnvCommands.Get()[name] {
			j.bash(val, c.Dir, depth+1)
		}
	}
}

// tarRunsCommand: --checkpoint-action=exec=CMD, --to-command=CMD and
// --use-compress-program=CMD (-I CMD) run commands.
func tarRunsCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	for i, w := range ws {
		a := w.text
		for _, opt := range []string{"--checkpoint-action=exec=", "--to-command=", "--use-compress-program=", "--info-script=", "--new-volume-script=", "--rsh-command="} {
			if v, ok := strings.CutPrefix(a, opt); ok {
				j.bash(v, c.Dir, depth+1)
			}
		}
		if a == "-I" && i+1 < len(ws) {
			j.bash(ws[i+1].text, c.Dir, depth+1)
		}
	}
	readCommand(j, c, depth)
}

var (
	awkSystem = lazyRegexp{expr: `system\s*\(\s*"((?:[^"\\]|\\.)*)"|\|\s*"((?:[^"\\]|\\.)*)"|"((?:[^"\\]|\\.)*)"\s*\|\s*getline`}
	sedExec   = lazyRegexp{expr: `(?:^|[;\n{]|^\d+|/)\s*e\s+([^;\n}]+)`}
	viShell   = lazyRegexp{expr: `^:?\s*!(.+)$`}
)

// awkRuns judges the commands an awk program runs with system(), print |
// "cmd" or "cmd" | getline.
func (j *judge) awkRuns(prog, dir string, depth int) {
	for _, m := range awkSystem.get().FindAllStringSubmatch(prog, -1) {
		j.bash(m[1]+m[2]+m[3], dir, depth+1)
	}
}

// sedRuns judges GNU sed's e command, which runs its argument.
func (j *judge) sedRuns(prog, dir string, depth int) {
	for _, m := range sedExec.get().FindAllStringSubmatch(prog, -1) {
		j.bash(m[1], dir, depth+1)
	}
}

// viCommand judges vi -c ':!cmd' and +'!cmd', which run shell commands.
func viCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	for i, w := range ws {
		var ex string
		switch {
		case (w.text == "-c" || w.text == "--cmd") && i+1 < len(ws):
			ex = ws[i+1].text
		case strings.HasPrefix(w.text, "+"):
			ex = w.text[1:]
		}
		if m := viShell.get().FindStringSubmatch(ex); m != nil {
			j.bash(m[1], c.Dir, depth+1)
		}
	}
	readCommand(j, c, depth)
}

// makeCommand judges a makefile the line itself spells (make -f - <<EOF,
// make --eval): its recipes run as shell commands.
func makeCommand(j *judge, c shell.Command, depth int) {
	var texts []string
	for _, r := range c.Redirects {
		switch r.Op {
		case "<<<":
			texts = append(texts, r.Target)
		case "<<", "<<-":
			texts = append(texts, r.Body)
		}
	}
	for _, w := range args(c) {
		if v, ok := strings.CutPrefix(w.text, "--eval="); ok {
			texts = append(texts, v)
		}
	}
	for _, text := range texts {
		for line := range strings.SplitSeq(text, "\n") {
			switch {
			case strings.HasPrefix(line, "\t"):
				j.bash(strings.TrimLeft(line, "\t@-+"), c.Dir, depth+1)
			case strings.Contains(line, ":") && strings.Contains(line, ";"):
				_, recipe, _ := strings.Cut(line, ";")
				j.bash(recipe, c.Dir, depth+1)
			}
		}
	}
}
