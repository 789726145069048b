package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// runner describes a program that runs the command in its trailing
// arguments, beyond the wrappers internal/shell already sees through.
type runner struct {
	valued      string // options taking the next word as their value
	positionals int    // words before the command that are not options
	sub         string // a subcommand that must come first ("exec", "dlx")
}

// runnerOf returns the runner of that name. A switch, not a map: every
// Bash PreToolUse asks it of each command, and a map would be built again
// in each of those processes.
func runnerOf(name string) (runner, bool) {
	switch name {
	case "chroot":
		return runner{valued: "--userspec --groups", positionals: 1}, true
	case "unshare":
		return runner{valued: "--propagation --setgroups"}, true
	case "flock":
		return runner{valued: "-w --timeout -E --conflict-exit-code", positionals: 1}, true
	case "strace":
		return runner{valued: "-o -e -p -s -u -E -a -b -I -O -P -S -X"}, true
	case "ltrace":
		return runner{valued: "-o -e -p -s -u -a -n"}, true
	case "runuser":
		return runner{valued: "-u -g -G --user --group"}, true
	case "setsid", "firejail":
		return runner{}, true
	case "proxychains", "proxychains4":
		return runner{valued: "-f"}, true
	case "torsocks":
		return runner{}, true
	case "systemd-run":
		return runner{valued: "-u --unit -p --property --description --slice -E --setenv -M --machine"}, true
	case "nsenter":
		return runner{valued: "-t --target -S -G"}, true
	case "xvfb-run":
		return runner{valued: "-n -s -f -e"}, true
	case "dbus-run-session":
		return runner{}, true
	case "npx":
		return runner{valued: "-p --package -c --call"}, true
	case "bunx":
		return runner{}, true
	case "uvx":
		return runner{valued: "--from --with --with-requirements --python -p --index --index-url --default-index"}, true
	case "pipx":
		return runner{sub: "run", valued: "--spec --python --pip-args --index-url"}, true
	case "pnpx":
		return runner{}, true
	case "direnv":
		return runner{sub: "exec", positionals: 1}, true
	case "poetry", "pipenv":
		return runner{sub: "run"}, true
	case "uv":
		return runner{sub: "run", valued: "--with --python -p --project --directory"}, true
	case "bundle":
		return runner{sub: "exec"}, true
	case "aws-vault":
		return runner{sub: "exec", positionals: 1}, true
	case "op":
		return runner{sub: "run", valued: "--env-file"}, true
	case "dotenv":
		return runner{valued: "-e -v -c"}, true
	case "sg":
		return runner{positionals: 1}, true
	case "wsl":
		return runner{valued: "-d --distribution -u --user --cd"}, true
	}
	return runner{}, false
}

// runnerCommand judges the command a runner runs. It reports false when c
// is not a runner invocation.
func (j *judge) runnerCommand(c shell.Command, depth int) bool {
	name := program(c)
	r, ok := runnerOf(name)
	if !ok {
		return false
	}
	ws := args(c)
	i := 0
	if r.sub != "" {
		if len(ws) == 0 || ws[0].text != r.sub {
			return false
		}
		i = 1
	}
	for i < len(ws) {
		a := ws[i].text
		if a == "--" {
			i++
			break
		}
		if !strings.HasPrefix(a, "-") {
			break
		}
		if name == "flock" && (a == "-c" || a == "--command") && i+1 < len(ws) {
			j.bash(ws[i+1].text, c.Dir, depth+1)
			return true
		}
		i++
		if _, _, attached := strings.Cut(a, "="); !attached && hasWord(r.valued, a) {
			i++
		}
	}
	i += r.positionals
	if i >= len(ws) {
		return true
	}
	sub := shell.Command{Dir: c.Dir, Redirects: c.Redirects, Pipeline: c.Pipeline, Piped: c.Piped}
	for _, w := range ws[i:] {
		sub.Args = append(sub.Args, w.text)
		sub.Literal = append(sub.Literal, w.lit)
	}
	if name == "chroot" && len(ws) > 0 && ws[0].text != "/" {
		sub.Dir = "" // paths are inside another root
	}
	j.command(sub, depth+1)
	return true
}

func hasWord(list, w string) bool {
	for f := range strings.FieldsSeq(list) {
		if f == w {
			return true
		}
	}
	return false
}

// rimrafCommand: rimraf (and del-cli) delete trees like rm -rf.
func rimrafCommand(j *judge, c shell.Command, _ int) {
	d := deletion{dir: c.Dir, recursive: true, forced: true}
	for _, w := range args(c) {
		if !strings.HasPrefix(w.text, "-") {
			d.targets = append(d.targets, w)
		}
	}
	j.judgeDeletion(program(c), d)
}

// fdCommand: fd PATTERN PATH… -x CMD runs CMD on what it finds, like find.
func fdCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	var positional []word
	execs := false
	narrowed := false
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case a == "-x" || a == "--exec" || a == "-X" || a == "--exec-batch":
			execs = i+1 < len(ws) && isDeleter(strings.ToLower(ws[i+1].text))
			i = len(ws)
		case a == "-e" || a == "--extension" || a == "-g" || a == "--glob" || a == "-t" || a == "--type" || a == "-E" || a == "--exclude" || a == "-d" || a == "--max-depth" || a == "-S" || a == "--size" || a == "--changed-within" || a == "--changed-before":
			narrowed = narrowed || a != "-t" && a != "--type" && a != "-d" && a != "--max-depth"
			i++
		case strings.HasPrefix(a, "-"):
		default:
			positional = append(positional, ws[i])
		}
	}
	if !execs {
		return
	}
	d := deletion{dir: c.Dir, recursive: true, forced: true, narrowed: narrowed}
	if len(positional) > 0 {
		if p := positional[0].text; p != "." && p != "" && p != "^" && p != ".*" {
			d.narrowed = true
		}
		d.targets = positional[1:]
	}
	if len(d.targets) == 0 {
		d.targets = []word{{".", true}}
	}
	j.judgeDeletion("fd -x", d)
}
