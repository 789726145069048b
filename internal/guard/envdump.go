package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// secretMarks are the parts of a variable name that mark it as a secret.
var secretMarks = []string{"TOKEN", "SECRET", "PASSWORD", "PASSWD", "API_KEY", "APIKEY", "PRIVATE_KEY", "CREDENTIAL", "ACCESS_KEY"}

func isSecretName(name string) bool {
	up := strings.ToUpper(name)
	for _, m := range secretMarks {
		if strings.Contains(up, m) {
			return true
		}
	}
	return false
}

// varRef matches a variable reference in an unexpanded word: $X, ${X},
// ${X:-…}; ${#X} (a length) reveals nothing and is skipped.
var varRef = lazyRegexp{expr: `\$\{?(#?)([A-Za-z_][A-Za-z0-9_]*)(:?\+)?`}

// secretVarIn returns the first secret-looking variable a word expands.
func secretVarIn(text string, literal bool) string {
	if literal {
		return ""
	}
	for _, m := range varRef.get().FindAllStringSubmatch(text, -1) {
		// ${X:+set} prints a word of its own, not the value.
		if m[1] == "" && m[3] == "" && isSecretName(m[2]) {
			return m[2]
		}
	}
	return ""
}

// displays reports whether a program that receives text shows it (or an
// encoding of it) rather than using it.
func displays(name string) bool {
	switch name {
	case "cat", "tee", "less", "more", "head", "tail", "base64", "base32", "xxd", "od", "hexdump", "rev", "tr",
		"sed", "awk", "cut", "fold", "nl", "echo", "printf", "grep", "sort", "uniq", "strings", "bat", "column":
		return true
	}
	return false
}

// toTerminal reports whether a command's standard output still reaches the
// model: it is not redirected into a file.
func toTerminal(c shell.Command) bool {
	for _, r := range c.Redirects {
		switch r.Op {
		case ">", ">>", ">|", "&>", "&>>":
			switch r.Target {
			case "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/1", "/dev/fd/2":
			default:
				return false
			}
		}
	}
	return true
}

// echoCommand denies printing a secret-looking variable. When the output
// feeds a pipe, pipelines judges the program that receives it.
func echoCommand(j *judge, c shell.Command, _ int) {
	if c.Piped || !toTerminal(c) || j.discarded(c) {
		return
	}
	for _, w := range args(c) {
		if name := secretVarIn(w.text, w.lit); name != "" {
			j.add(Deny, rulePrintVar, program(c)+" prints $"+name)
			return
		}
		if !w.lit && (strings.Contains(w.text, "${!") || strings.Contains(w.text, "$(env)") || strings.Contains(w.text, "$(printenv)")) {
			j.add(Deny, ruleDumpEnv, program(c)+" prints variables by indirection ("+w.text+")")
			return
		}
	}
}

// printenvCommand: printenv alone dumps the environment; with names it
// prints those variables.
func printenvCommand(j *judge, c shell.Command, _ int) {
	if j.discarded(c) {
		return
	}
	var names []string
	for _, w := range args(c) {
		if !strings.HasPrefix(w.text, "-") {
			names = append(names, w.text)
		}
	}
	if len(names) == 0 {
		j.add(Deny, ruleDumpEnv, "printenv prints the whole environment")
		return
	}
	for _, n := range names {
		if isSecretName(n) || !isPlainName(n) {
			j.add(Deny, rulePrintVar, "printenv prints "+n)
			return
		}
	}
}

func isPlainName(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isNameByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// envCommand: env that runs no command prints the environment. (The shell
// package removes env when it runs one.)
func envCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	if j.discarded(c) {
		return
	}
	for i, w := range ws {
		if w.text == "--help" || w.text == "--version" {
			return
		}
		// env -S 'cmd args' splits its argument into a command.
		if (w.text == "-S" || w.text == "--split-string") && i+1 < len(ws) {
			j.bash(joinWords(ws[i+1:]), c.Dir, depth+1)
			return
		}
		if v, ok := strings.CutPrefix(w.text, "--split-string="); ok {
			j.bash(v+" "+joinWords(ws[i+1:]), c.Dir, depth+1)
			return
		}
	}
	j.add(Deny, ruleDumpEnv, "env without a command prints the whole environment")
}

// setCommand: set alone prints every variable.
func setCommand(j *judge, c shell.Command, _ int) {
	if len(c.Args) == 1 && !j.discarded(c) {
		j.add(Deny, ruleDumpEnv, "set without arguments prints every variable")
	}
}

// declareCommand: export, export -p, declare -x/-p and typeset -x with no
// names print every (exported) variable; declare -p NAME prints one.
func declareCommand(j *judge, c shell.Command, _ int) {
	name := program(c)
	if j.discarded(c) {
		return
	}
	var opts string
	var names []string
	for _, w := range args(c) {
		if strings.HasPrefix(w.text, "-") || strings.HasPrefix(w.text, "+") {
			opts += w.text[1:]
		} else {
			names = append(names, w.text)
		}
	}
	if len(names) == 0 {
		if strings.ContainsAny(opts, "fF") || name == "local" || name == "readonly" {
			return
		}
		if name == "export" || opts == "" || strings.ContainsAny(opts, "xp") {
			j.add(Deny, ruleDumpEnv, strings.TrimSpace(strings.Join(c.Args, " "))+" prints the environment")
		}
		return
	}
	if strings.Contains(opts, "p") {
		for _, n := range names {
			if isSecretName(n) {
				j.add(Deny, rulePrintVar, name+" -p prints "+n)
				return
			}
		}
	}
}

// psCommand: BSD-style "ps e" shows every process's environment.
func psCommand(j *judge, c shell.Command, _ int) {
	for _, w := range args(c) {
		if !strings.HasPrefix(w.text, "-") && strings.Contains(w.text, "e") && isPlainName(w.text) {
			j.add(Deny, ruleDumpEnv, "ps "+w.text+" prints the environment of processes")
			return
		}
	}
}

var (
	// awkEnviron matches awk walking ENVIRON, or reading one variable.
	awkEnviron    = lazyRegexp{expr: `\bin\s+ENVIRON\b`}
	awkEnvironVar = lazyRegexp{expr: `ENVIRON\[\s*"([A-Za-z_][A-Za-z0-9_]*)"`}
	// jqEnv matches jq's env and $ENV, whole or one variable.
	jqEnv    = lazyRegexp{expr: `(^|[^\w.$])(\$ENV|env)\s*($|[|,)\]}])`}
	jqEnvVar = lazyRegexp{expr: `(\$ENV|\benv)\.([A-Za-z_][A-Za-z0-9_]*)`}
)

// programEnv judges the environment reads of programs with a language of
// their own: awk's ENVIRON and jq's env.
func (j *judge) programEnv(name string, ws []word) {
	var prog string
	for _, w := range ws {
		if !strings.HasPrefix(w.text, "-") {
			prog = w.text
			break
		}
	}
	switch name {
	case "awk", "gawk", "mawk", "nawk":
		j.awkRuns(prog, j.paths.cwd, 0)
		if awkEnviron.get().MatchString(prog) {
			j.add(Deny, ruleDumpEnv, name+" prints every variable in ENVIRON")
		}
		for _, m := range awkEnvironVar.get().FindAllStringSubmatch(prog, -1) {
			if isSecretName(m[1]) {
				j.add(Deny, rulePrintVar, name+" prints ENVIRON[\""+m[1]+"\"]")
			}
		}
	case "sed", "gsed":
		j.sedRuns(prog, j.paths.cwd, 0)
	case "jq", "gojq", "jaq":
		if jqEnv.get().MatchString(prog) {
			j.add(Deny, ruleDumpEnv, name+" prints the environment ("+prog+")")
		}
		for _, m := range jqEnvVar.get().FindAllStringSubmatch(prog, -1) {
			if isSecretName(m[2]) {
				j.add(Deny, rulePrintVar, name+" prints "+m[0])
			}
		}
	}
}

// markSilent records the pipelines whose output only counts or tests what
// it reads (env | wc -l, printenv | grep -q X): they show no values.
func (j *judge) markSilent(cmds []shell.Command) {
	last := map[int]shell.Command{}
	leaks := map[int]bool{} // a stage that copies the stream elsewhere (tee)
	for _, c := range cmds {
		if c.Pipeline != 0 {
			if prev, ok := last[c.Pipeline]; ok && len(prev.Args) > 0 && program(prev) == "tee" {
				leaks[c.Pipeline] = true
			}
			last[c.Pipeline] = c
		}
	}
	for id, c := range last {
		if len(c.Args) == 0 || leaks[id] {
			continue
		}
		ws := args(c)
		switch program(c) {
		case "wc", "true", ":":
			j.silent[id] = true
		case "grep", "egrep", "fgrep", "rg":
			if hasOpt(ws, "--quiet", 'q') || hasOpt(ws, "--count", 'c') {
				j.silent[id] = true
			}
		}
	}
}

// discarded reports whether nothing of a command's output reaches the
// model: it goes to /dev/null, or into a pipeline that only counts.
func (j *judge) discarded(c shell.Command) bool {
	if c.Pipeline != 0 && j.silent[c.Pipeline] {
		return true
	}
	for _, r := range c.Redirects {
		if (r.Op == ">" || r.Op == ">>" || r.Op == "&>") && r.Target == "/dev/null" {
			return true
		}
	}
	return false
}
