package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// This file is the one place where commands that run other commands are
// seen through, beyond the sudo/env/time/timeout/nice/xargs that
// internal/shell already removes: package runners (npx, uv run, pnpm
// exec), environment setters (dotenv, nix develop, mise exec), remote and
// container shells (wsl, docker exec, docker compose run), output
// compressors (rtk), and shells given a script as a string (bash -c,
// pwsh -Command, nix-shell --run), whose script is parsed as a line of
// its own.

// maxDepth bounds scripts inside scripts (wsl -e bash -lc "sh -c '…'").
const maxDepth = 4

// maxPeel bounds wrappers in front of one command.
const maxPeel = 8

// inner is what a wrapper runs: the arguments from index start on (after
// the wrapper's name), or a script in a shell's language.
type inner struct {
	start  int
	script string
	ps     bool // the script is PowerShell
	setup  string
}

// wrapperFunc reads a wrapper's arguments (after its name); ok is false
// when this invocation runs no command (npx --version, docker ps).
type wrapperFunc func(args []string) (in inner, ok bool)

// peel removes wrappers from the front of args (and of lits, when given),
// stopping at a wrapper that runs a script: expand parses those.
func peel(args []string, lits []bool) ([]string, []bool) {
	for range maxPeel {
		if len(args) == 0 {
			break
		}
		w := wrappers(program(args[0]))
		if w == nil {
			break
		}
		in, ok := w(args[1:])
		if !ok || in.script != "" || in.setup != "" || in.start >= len(args)-1 {
			break
		}
		args = args[1+in.start:]
		if lits != nil {
			lits = lits[1+in.start:]
		}
		c := shell.Unwrap(shell.Command{Args: args, Literal: litsOr(lits, len(args))})
		args = c.Args
		if lits != nil {
			lits = c.Literal
		}
	}
	return args, lits
}

func litsOr(lits []bool, n int) []bool {
	if lits != nil {
		return lits
	}
	out := make([]bool, n)
	for i := range out {
		out[i] = true
	}
	return out
}

// expand returns cmds with wrappers peeled off each command, and the
// commands of each inline script after the shell that runs it. They stand
// where that shell stands: masked or nested if it was, and part of its
// pipeline where they are not in one of their own. The shell itself stays,
// for its own redirections. The commands find runs (-exec) follow it
// likewise.
func expand(cmds []shell.Command, depth int) []shell.Command {
	if !needsExpand(cmds) {
		return cmds
	}
	pipes := 0
	for _, c := range cmds {
		pipes = max(pipes, c.Pipeline)
	}
	var out []shell.Command
	for _, c := range cmds {
		if inProject(c.Args) {
			// Say so, once peeled: see ownCommand.
			c.Wrappers = append(slices.Clip(c.Wrappers), projectRunner)
		}
		c.Args, c.Literal = peel(c.Args, c.Literal)
		if execs := shell.FindExecs(c); len(execs) > 0 && depth < maxDepth {
			// find stays for its own reading; what it runs on each file
			// found (sed -i, shellcheck) is read as a command of its own.
			out = append(out, c)
			out = append(out, expand(execs, depth+1)...)
			continue
		}
		script, ps, ok := inlineScript(c)
		if !ok || depth >= maxDepth {
			out = append(out, c)
			continue
		}
		out = append(out, c)
		sub := parseScript(script, ps)
		sub = expand(sub, depth+1)
		remote := program(c.Args[0]) == "ssh"
		base := pipes
		for _, s := range sub {
			if remote {
				s.Wrappers = append(slices.Clip(s.Wrappers), remoteHost)
			}
			if s.Pipeline != 0 {
				s.Pipeline += base
				pipes = max(pipes, s.Pipeline)
			} else {
				s.Pipeline, s.Piped = c.Pipeline, c.Piped
			}
			s.Masked = s.Masked || c.Masked
			s.Nested = s.Nested || c.Nested
			out = append(out, s)
		}
	}
	return out
}

// needsExpand reports whether any command starts with a wrapper or is
// find, so the common line is returned as parsed, without copying.
func needsExpand(cmds []shell.Command) bool {
	for _, c := range cmds {
		if len(c.Args) > 0 {
			if p := program(c.Args[0]); wrappers(p) != nil || p == "find" {
				return true
			}
		}
	}
	return false
}

// inlineScript returns the script a shell command runs from a string
// (bash -c "…", pwsh -Command "…") or a here-document (bash <<'EOF').
func inlineScript(c shell.Command) (script string, ps bool, ok bool) {
	if len(c.Args) == 0 || !c.Literal[0] {
		return "", false, false
	}
	w := wrappers(program(c.Args[0]))
	if w == nil {
		return "", false, false
	}
	in, ok := w(c.Args[1:])
	if ok && in.script != "" {
		return in.setup + in.script, in.ps, true
	}
	if ok && in.setup != "" {
		// A shell reading its script from a here-document.
		for _, r := range c.Redirects {
			switch r.Op {
			case "<<", "<<-":
				return in.setup + r.Body, false, r.Body != ""
			case "<<<":
				return in.setup + r.Target, false, r.Target != ""
			}
		}
	}
	return "", false, false
}

func parseScript(script string, ps bool) []shell.Command {
	var cmds []shell.Command
	if ps {
		cmds, _ = shell.ParsePowerShell(script)
	} else {
		cmds, _ = parseBash(script)
	}
	return cmds
}

// wrappers returns the reader of a program that runs a command given to
// it, or nil. A switch, not a map, so that no hook process builds it: see
// byProgram.
func wrappers(name string) wrapperFunc {
	switch name {
	// package runners
	case "npx":
		return options("-p --package -c --call --node-options")
	case "pnpx", "bunx":
		return options("")
	case "uvx":
		return options("--from --with -p --python --index --extra-index-url")
	case "pnpm":
		return globalThenSub("-C --dir --filter -F --workspace-root", "exec dlx", "-c --shell-mode")
	case "npm":
		return globalThenSub("--prefix -w --workspace -C", "exec x", "-p --package -c --call -w --workspace")
	case "yarn":
		return globalThenSub("--cwd", "dlx exec", "-p --package")
	case "bun":
		return globalThenSub("--cwd --filter", "x", "")
	case "uv":
		return globalThenSub("--directory --project --python -p --with --extra --group --package --env-file --index", "run", "--directory --project --python -p --with --extra --group --package --env-file --index --with-requirements")
	case "poetry":
		return globalThenSub("-C --directory -P --project", "run", "")
	case "pipenv":
		return globalThenSub("", "run", "")
	case "conda", "mamba":
		return globalThenSub("", "run", "-n --name -p --prefix")
	case "bundle":
		return globalThenSub("", "exec", "")
	case "corepack":
		return corepack
	// environments
	case "dotenv":
		return options("-e -v -c -p")
	case "env-cmd":
		return options("-f --file -e --environments -r --rc-file")
	case "cross-env":
		return assignsThen
	case "dotenvx":
		return globalThenSub("", "run", "-f --env-file --env")
	case "op":
		return globalThenSub("", "run", "--env-file")
	case "doppler":
		return globalThenSub("", "run", "-p --project -c --config")
	case "infisical":
		return globalThenSub("", "run", "--env --path --projectId")
	case "aws-vault":
		return positionals("exec", 1, "-d --duration --region")
	case "direnv":
		return positionals("exec", 1, "")
	case "mise", "rtx":
		return toolsThenCommand
	case "asdf":
		return globalThenSub("", "exec", "")
	case "nix":
		return nixCommand
	case "nix-shell":
		return nixShell
	case "xvfb-run":
		return options("-n -s -f -e --server-num --server-args --auth-file --error-file")
	case "unbuffer":
		return options("")
	case "gtimeout":
		return positionals("", 1, "-s -k --signal --kill-after")
	case "rtk":
		return rtk
	case "wsl":
		return wsl
	case "docker", "podman":
		return container
	case "kubectl", "oc":
		return kubeExec
	// a one-off dyno of the deployed app: `heroku run -a shop bin/rails
	// db:migrate` migrates the app's database
	case "heroku":
		return globalThenSub("", "run run:detached run:inside", "-a --app -r --remote -s --size -e --env --type")
	// memory checkers run the program they are given: `valgrind
	// --leak-check=full ./build/tests/tokenizer_test` is that test run
	case "valgrind":
		return options("--tool --log-file --suppressions")
	case "docker-compose":
		return compose
	case "pwsh", "powershell":
		return powershell
	case "cmd":
		return cmdExe
	// shells
	case "bash", "sh", "zsh", "dash", "ksh":
		return shellScript
	case "ssh":
		return remoteShell
	}
	return nil
}

// remoteShell reads "ssh [options] DESTINATION [command…]": the remote
// shell runs the words after the destination, joined, as a script, and
// ssh exits with its status, so its checks are the line's (`ssh web1
// "sudo nginx -t"` tests the configuration it names). What it writes lies
// on that host, not in the checkout (see remoteCommand). Without a
// command it reads its script from standard input, a here-document.
func remoteShell(args []string) (inner, bool) {
	i := skipOptions(args, "-B -b -c -D -E -e -F -I -i -J -L -l -m -O -o -p -Q -R -S -W -w")
	if i >= len(args) {
		return inner{}, false
	}
	if i+1 == len(args) {
		return inner{setup: "\n"}, true
	}
	return inner{script: strings.Join(args[i+1:], " ")}, true
}

// remoteHost is the wrapper name expand records on the commands of a
// script that ssh runs on another host.
const remoteHost = "(remote host)"

// remoteCommand reports a command that ran on another host (see
// remoteShell): the files it writes are not the checkout's.
func remoteCommand(c shell.Command) bool { return slices.Contains(c.Wrappers, remoteHost) }

// kubeExec reads `kubectl [options] exec [options] POD -- command…`: the
// command runs in the pod, and what it does (a backfill, a migration, a
// test run) is the line's. Without "--" kubectl takes no command.
func kubeExec(args []string) (inner, bool) {
	i := skipOptions(args, "--context --namespace -n --kubeconfig --cluster --user -s --server --token --as")
	if i >= len(args) || args[i] != "exec" {
		return inner{}, false
	}
	for j := i + 1; j < len(args); j++ {
		if args[j] == "--" {
			return inner{start: j + 1}, j+1 < len(args)
		}
	}
	return inner{}, false
}

// corepack runs the package manager named by its first word.
func corepack(args []string) (inner, bool) {
	return inner{start: 0}, len(args) > 0 && !strings.HasPrefix(args[0], "-")
}

// options reads wrappers whose options come first and the command after:
// npx -y eslint, dotenv -e .env -- jest.
func options(valued string) wrapperFunc {
	return func(args []string) (inner, bool) {
		i := skipOptions(args, valued)
		return inner{start: i}, i < len(args)
	}
}

// skipOptions returns the index of the first argument that is not an
// option or an option's value, stepping past a "--".
func skipOptions(args []string, valued string) int {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return i + 1
		case strings.HasPrefix(a, "-") && len(a) > 1:
			if !strings.Contains(a, "=") && hasWord(valued, a) {
				i++
			}
		default:
			return i
		}
	}
	return len(args)
}

// globalThenSub reads "tool [global options] SUB [options] command…"
// (pnpm --filter api exec jest, uv run --with x pytest).
func globalThenSub(global, subs, valued string) wrapperFunc {
	return func(args []string) (inner, bool) {
		i := skipOptions(args, global)
		if i >= len(args) || !hasWord(subs, args[i]) {
			return inner{}, false
		}
		j := i + 1 + skipOptions(args[i+1:], valued)
		return inner{start: j}, j < len(args)
	}
}

// positionals reads "tool SUB [options] ARG… command…" (direnv exec DIR
// cmd, aws-vault exec PROFILE -- cmd).
func positionals(sub string, n int, valued string) wrapperFunc {
	return func(args []string) (inner, bool) {
		i := 0
		if sub != "" {
			if len(args) == 0 || args[0] != sub {
				return inner{}, false
			}
			i = 1
		}
		i += skipOptions(args[i:], valued)
		i += n
		if i < len(args) && args[i] == "--" {
			i++
		}
		return inner{start: i}, i < len(args)
	}
}

// assignsThen reads cross-env: NAME=value words, then the command.
func assignsThen(args []string) (inner, bool) {
	i := 0
	for i < len(args) && strings.Contains(args[i], "=") && !strings.HasPrefix(args[i], "-") {
		i++
	}
	return inner{start: i}, i < len(args)
}

// toolsThenCommand reads "mise exec [tool@version…] -- command" and its
// short form "mise x".
func toolsThenCommand(args []string) (inner, bool) {
	if len(args) == 0 || args[0] != "exec" && args[0] != "x" {
		return inner{}, false
	}
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return inner{start: i + 1}, i+1 < len(args)
		case strings.HasPrefix(a, "-"):
			if a == "-C" || a == "--cd" || a == "-E" || a == "--env" {
				i++
			}
		case strings.Contains(a, "@"):
		default:
			return inner{start: i}, true
		}
	}
	return inner{}, false
}

// nixCommand reads "nix develop|shell … --command cmd args" (-c for short).
func nixCommand(args []string) (inner, bool) {
	if len(args) == 0 || args[0] != "develop" && args[0] != "shell" {
		return inner{}, false
	}
	for i, a := range args {
		if a == "-c" || a == "--command" {
			return inner{start: i + 1}, i+1 < len(args)
		}
	}
	return inner{}, false
}

// nixShell reads nix-shell --run "script" (or --command).
func nixShell(args []string) (inner, bool) {
	for i, a := range args {
		if (a == "--run" || a == "--command") && i+1 < len(args) {
			return inner{script: args[i+1]}, true
		}
	}
	return inner{}, false
}

// rtk runs the rest of its line and condenses the output: "rtk go test",
// and through its runner subcommands "rtk test go test", "rtk err make".
// "rtk lint" and "rtk tsc" are its own ESLint and tsc front ends.
func rtk(args []string) (inner, bool) {
	i := skipOptions(args, "")
	if i >= len(args) {
		return inner{}, false
	}
	switch args[i] {
	case "test", "err", "proxy", "summary", "run":
		return inner{start: i + 1}, i+1 < len(args)
	case "lint", "gain", "discover", "init", "config", "read", "ls", "tree", "find", "grep", "diff", "json", "deps", "env", "log", "smart", "wc", "cc-economics", "hook-audit":
		return inner{}, false // its own commands: the tool table reads "rtk lint"
	}
	return inner{start: i}, true
}

// wsl reads "wsl [-d distro] [-u user] [--cd dir] [-e|--exec|--] command":
// the command runs in the Linux distribution.
func wsl(args []string) (inner, bool) {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; a {
		case "-d", "--distribution", "-u", "--user", "--cd", "--shell-type":
			i++
		case "-e", "--exec", "--":
			return inner{start: i + 1}, i+1 < len(args)
		default:
			if strings.HasPrefix(a, "-") {
				return inner{}, false // --install, --list, --shutdown …
			}
			return inner{start: i}, true
		}
	}
	return inner{}, false
}

// container reads "docker exec CONTAINER cmd", "docker run IMAGE cmd" and
// "docker compose run|exec SERVICE cmd": the command runs in the
// container. A run without a command, or with only options after the
// image, starts the image's own program; the tool table judges that.
func container(args []string) (inner, bool) {
	i := skipOptions(args, dockerGlobalValued)
	if i >= len(args) {
		return inner{}, false
	}
	switch args[i] {
	case "exec":
		return afterTarget(args, i+1, "-e --env --env-file -w --workdir -u --user --detach-keys")
	case "run":
		in, ok := afterTarget(args, i+1, dockerRunValued)
		if ok && strings.HasPrefix(args[in.start], "-") {
			// `docker run --rm kvd:vtest --version`: options of the
			// image's entrypoint, which is the program run.
			return inner{}, false
		}
		return in, ok
	case "compose":
		in, ok := compose(args[i+1:])
		in.start += i + 1
		return in, ok
	}
	return inner{}, false
}

const dockerRunValued = "-e --env --env-file -v --volume -p --publish -w --workdir -u --user --name --network --net " +
	"--entrypoint -l --label --mount --platform --add-host --cpus -m --memory -h --hostname --ulimit --device " +
	"--cap-add --cap-drop --security-opt --tmpfs --restart --pull --gpus --ipc --pid --shm-size --log-driver " +
	"--log-opt --dns --link --expose --cidfile --volumes-from --label-file --stop-signal --stop-timeout --health-cmd"

// compose reads "compose [options] run|exec [options] SERVICE cmd…".
func compose(args []string) (inner, bool) {
	i := skipOptions(args, composeValued)
	if i >= len(args) || args[i] != "run" && args[i] != "exec" {
		return inner{}, false
	}
	return afterTarget(args, i+1, dockerRunValued+" --index")
}

// afterTarget skips options from i, then the container, image or service
// name; the command is what follows.
func afterTarget(args []string, i int, valued string) (inner, bool) {
	i += skipOptions(args[i:], valued)
	i++ // the target
	return inner{start: i}, i < len(args)
}

// shellScript reads "bash [options] -c SCRIPT" and a shell reading a
// here-document; "-e" and "-o pipefail" before the script set it up.
func shellScript(args []string) (inner, bool) {
	var setup string
	cmdMode := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" || a == "+o":
			if i+1 < len(args) && a == "-o" && (args[i+1] == "pipefail" || args[i+1] == "errexit") {
				setup += "set -o " + args[i+1] + "\n"
			}
			i++
		case a == "--login" || a == "--norc" || a == "--noprofile" || a == "-s":
		case strings.HasPrefix(a, "-") && len(a) > 1 && !strings.HasPrefix(a, "--"):
			if strings.Contains(a, "e") {
				setup += "set -e\n"
			}
			if strings.Contains(a, "c") {
				cmdMode = true
			}
		default:
			if cmdMode {
				return inner{script: a, setup: setup}, a != ""
			}
			return inner{}, false // bash script.sh: the tool table judges it
		}
	}
	// No operand: the script comes from standard input (a here-document).
	return inner{setup: setup + "\n"}, !cmdMode
}

// powershell reads "pwsh [options] -Command SCRIPT" (also -c, and the
// script as the remaining words); -File runs a script the tool table
// judges by its name.
func powershell(args []string) (inner, bool) {
	for i := 0; i < len(args); i++ {
		a := strings.ToLower(args[i])
		switch {
		case a == "-command" || a == "-c" || a == "/command" || a == "/c":
			if i+1 < len(args) {
				return inner{script: strings.Join(args[i+1:], " "), ps: true}, true
			}
			return inner{}, false
		case a == "-executionpolicy" || a == "-ep" || a == "-workingdirectory" || a == "-wd" || a == "-outputformat" || a == "-inputformat" || a == "-configurationname":
			i++
		case strings.HasPrefix(a, "-"):
		default:
			return inner{}, false
		}
	}
	return inner{}, false
}

// cmdExe reads "cmd /c command…": the rest is a command line.
func cmdExe(args []string) (inner, bool) {
	for i, a := range args {
		switch strings.ToLower(a) {
		case "/c", "/k":
			return inner{script: strings.Join(args[i+1:], " ")}, i+1 < len(args)
		case "/s", "/q", "/d":
		default:
			return inner{}, false
		}
	}
	return inner{}, false
}
