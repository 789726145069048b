package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// fetchSubst matches a substitution that downloads: $(curl …), <(wget …),
// `curl …`.
var fetchSubst = lazyRegexp{expr: `(?i)(\$\(|<\(|` + "`" + `)\s*(sudo\s+)?(\S*/)?(curl|wget|fetch|https?|aria2c|iwr|irm|invoke-webrequest|invoke-restmethod)\b`}

// checkFetched denies running code that a substitution downloads.
func (j *judge) checkFetched(c shell.Command, ws []word) bool {
	for _, r := range c.Redirects {
		if r.Op == "<<<" || r.Op == "<<" || r.Op == "<<-" {
			ws = append(ws, word{r.Target + r.Body, false}) // bash <<< "$(curl …)"
		}
	}
	for _, w := range ws {
		if !w.lit && fetchSubst.get().MatchString(w.text) {
			j.add(Deny, rulePipe, program(c)+" runs a downloaded script: "+w.text)
			return true
		}
	}
	return false
}

// shellCommand follows "bash -c STRING" and "bash <<< STRING"; a shell
// that reads its script from a pipe is judged by pipelines.
func shellCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	if j.checkFetched(c, ws) {
		return
	}
	script, cmdMode, operand := shellScript(ws)
	switch {
	case cmdMode && script != nil:
		j.bash(script.text, c.Dir, depth+1)
	case !cmdMode && operand == nil:
		for _, r := range c.Redirects {
			switch r.Op {
			case "<<<":
				j.bash(r.Target, c.Dir, depth+1)
			case "<<", "<<-":
				j.bash(r.Body, c.Dir, depth+1)
			}
		}
	}
}

// shellScript finds the command string of "sh -c STRING" (cmdMode) or the
// script operand of "sh FILE".
func shellScript(ws []word) (script *word, cmdMode bool, operand *word) {
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case a == "--" || a == "-":
			if cmdMode && i+1 < len(ws) {
				return &ws[i+1], true, nil
			}
			return nil, cmdMode, nil
		case strings.HasPrefix(a, "--"):
			if a == "--rcfile" || a == "--init-file" {
				i++
			}
			if a == "--command" {
				cmdMode = true
			}
		case len(a) > 1 && (a[0] == '-' || a[0] == '+'):
			if strings.Contains(a[1:], "c") {
				cmdMode = true
			}
			if strings.ContainsAny(a[1:], "oO") {
				i++
			}
		default:
			if cmdMode {
				return &ws[i], true, nil
			}
			return nil, false, &ws[i]
		}
	}
	return nil, cmdMode, nil
}

// readsStdin reports whether a shell or interpreter takes its script from
// standard input: no script operand, "-", "-s" or /dev/stdin.
func readsStdin(c shell.Command) bool {
	name := program(c)
	ws := args(c)
	if handlerFor(name) != nil && isShell(name) {
		_, cmdMode, operand := shellScript(ws)
		if cmdMode {
			return false
		}
		return operand == nil || operand.text == "/dev/stdin" || operand.text == "-"
	}
	if isInterpreter(name) {
		for i := 0; i < len(ws); i++ {
			a := ws[i].text
			switch {
			case a == "-" || a == "/dev/stdin":
				return true
			case a == "-c" || a == "-e" || a == "-m" || a == "-E" || a == "--eval" || a == "-p" || a == "--print" || a == "-r":
				return false
			case strings.HasPrefix(a, "-"):
			default:
				return false
			}
		}
		return true
	}
	return name == "source" || name == "." || name == "iex" || name == "invoke-expression"
}

func isShell(name string) bool {
	switch name {
	case "bash", "sh", "zsh", "dash", "ksh", "fish", "ash":
		return true
	}
	return false
}

// evalCommand judges eval's joined arguments as a command line.
func evalCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	if j.checkFetched(c, ws) {
		return
	}
	j.bash(joinWords(ws), c.Dir, depth+1)
}

func joinWords(ws []word) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.text
	}
	return strings.Join(parts, " ")
}

// suCommand follows "su [user] -c STRING".
func suCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	for i, w := range ws {
		if (w.text == "-c" || w.text == "--command") && i+1 < len(ws) {
			j.bash(ws[i+1].text, c.Dir, depth+1)
		} else if v, ok := strings.CutPrefix(w.text, "--command="); ok {
			j.bash(v, c.Dir, depth+1)
		}
	}
}

// sshValued are ssh options that take a value.
const sshValued = "BbcDEeFIiJLlmOopQRSWw"

// sshCommand judges the command ssh runs on the other host. Its working
// directory there is unknown, and nothing there is inside the project.
func sshCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		if shortFlags(a) {
			if last := a[len(a)-1]; len(a) == 2 && strings.IndexByte(sshValued, last) >= 0 {
				i++
			}
			continue
		}
		if i+1 < len(ws) {
			j.bash(joinWords(ws[i+1:]), "", depth+1)
		}
		return
	}
}

// watchCommand judges the command watch repeats.
func watchCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		if strings.HasPrefix(a, "-") {
			if a == "-n" || a == "-d" || a == "--interval" {
				i++
			}
			continue
		}
		j.bash(joinWords(ws[i:]), c.Dir, depth+1)
		return
	}
}

// aliasCommand judges the command an alias would run, so a dangerous
// command cannot hide behind a name defined on the same line.
func aliasCommand(j *judge, c shell.Command, depth int) {
	for _, w := range args(c) {
		if name, val, ok := strings.Cut(w.text, "="); ok {
			j.bash(val, c.Dir, depth+1)
			j.aliases[name] = val
		}
	}
}

// busyboxCommand judges "busybox rm -rf /" as "rm -rf /".
func busyboxCommand(j *judge, c shell.Command, depth int) {
	if len(c.Args) > 1 {
		sub := c
		sub.Args, sub.Literal = c.Args[1:], c.Literal[1:]
		j.command(sub, depth+1)
	}
}

// sourceCommand judges "source FILE" and ". FILE": reading a secret file
// into the shell, or running a downloaded script.
func sourceCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	if j.checkFetched(c, ws) {
		return
	}
	if len(ws) > 0 {
		j.checkSecretRead(c, ws[:1])
	}
}
