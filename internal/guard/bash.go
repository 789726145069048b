package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// maxDepth bounds how deeply command strings inside commands (bash -c,
// eval, find -exec, inline scripts) are followed.
const maxDepth = 6

// maxFlatWords bounds the words of one command found by flat.
const maxFlatWords = 64

// handler judges one simple command; depth counts the command strings
// already unwrapped to reach it.
type handler func(j *judge, c shell.Command, depth int)

// handlerFor returns the handler of a command name, or nil when the guard
// has none. A switch, not a table: every hook event is a process of its
// own, and the map this was (with readers') was built again on every
// PreToolUse, 0.07 ms of a 2.5 ms process; a string switch is compiled to
// a binary search and builds nothing. The compiler rejects a name listed
// twice, so each name has one handler; interpreters (script.go) come next,
// and readers (secrets.go) that have no handler of their own are judged by
// readCommand.
func handlerFor(name string) handler {
	switch name {
	// delete.go, wrappers.go
	case "rm", "unlink", "srm":
		return rmCommand
	case "find":
		return findCommand
	case "rsync":
		return rsyncCommand
	case "mv":
		return mvCommand
	case "rimraf", "del-cli":
		return rimrafCommand
	case "fd", "fdfind":
		return fdCommand
	case "parallel", "sem":
		return parallelCommand
	// git.go
	case "git":
		return gitCommand
	// shells.go: commands that run command strings
	case "bash", "sh", "zsh", "dash", "ksh", "fish", "ash":
		return shellCommand
	case "busybox":
		return busyboxCommand
	case "pwsh", "powershell", "pwsh-preview":
		return pwshCommand
	case "cmd":
		return cmdCommand
	case "su", "script":
		return suCommand
	case "eval":
		return evalCommand
	case "ssh":
		return sshCommand
	case "watch":
		return watchCommand
	case "source", ".":
		return sourceCommand
	case "alias":
		return aliasCommand
	// disk.go
	case "dd":
		return ddCommand
	case "wipefs", "blkdiscard", "sgdisk", "fdisk", "sfdisk", "parted", "mkswap", "mke2fs", "newfs":
		return diskCommand
	case "shred":
		return shredCommand
	case "diskutil":
		return diskutilCommand
	case "chmod", "chown", "chgrp":
		return chmodCommand
	case "tee":
		return teeCommand
	// infra.go
	case "terraform", "tofu", "terragrunt":
		return terraformCommand
	case "pulumi":
		return pulumiCommand
	case "kubectl", "oc", "kubecolor":
		return kubectlCommand
	case "helm":
		return helmCommand
	case "aws":
		return awsCommand
	case "gcloud":
		return gcloudCommand
	case "az":
		return azCommand
	case "gsutil":
		return gsutilCommand
	case "rclone":
		return rcloneCommand
	case "azcopy":
		return azcopyCommand
	case "s3cmd":
		return s3cmdCommand
	case "robocopy":
		return robocopyCommand
	case "dropdb", "dropuser":
		return dropdbCommand
	case "eksctl":
		return eksctlCommand
	case "cdk":
		return cdkCommand
	case "serverless", "sls":
		return slsCommand
	case "heroku":
		return herokuCommand
	// sql.go
	case "psql", "mysql", "mariadb", "pgcli", "mycli", "clickhouse-client", "sqlcmd", "cockroach",
		"mongo", "mongosh", "redis-cli":
		return sqlCommand
	// remote.go
	case "npm", "pnpm", "yarn", "bun", "cargo", "gem", "twine", "poetry", "dotnet", "nuget", "flit",
		"hatch", "uv", "lerna", "changeset", "vsce", "ovsx", "semantic-release", "goreleaser", "mvn", "mvnw",
		"mvnd", "mvn.cmd", "mvnw.cmd", "mvnd.cmd", "gradle", "gradlew", "gradle.bat", "gradlew.bat", "dart", "flutter":
		return publishCommand
	case "buildah", "oras", "crane", "skopeo", "ko":
		return imageCommand
	case "gh":
		return ghCommand
	case "docker", "podman":
		return dockerCommand
	// envdump.go, pipelines.go
	case "printenv":
		return printenvCommand
	case "env":
		return envCommand
	case "set":
		return setCommand
	case "export", "declare", "typeset", "local", "readonly":
		return declareCommand
	case "echo", "printf", "print":
		return echoCommand
	case "ps":
		return psCommand
	case "curl", "wget":
		return curlCommand
	// embedded.go
	case "tar", "gtar", "bsdtar":
		return tarRunsCommand
	case "vi", "vim", "nvim", "view", "ex":
		return viCommand
	case "make", "gmake":
		return makeCommand
		// script.go, secrets.go
	}
	switch {
	case isInterpreterName(name): // script.go
		return scriptCommand
	case isReader(name): // secrets.go
		return readCommand
	}
	return nil
}

// bash judges a Bash command line that starts in dir.
func (j *judge) bash(src, dir string, depth int) {
	if depth > maxDepth+1 || strings.TrimSpace(src) == "" {
		return
	}
	if depth == maxDepth+1 {
		// Nested deeper than the guard follows (eval eval eval …): judge
		// the words themselves, so depth cannot hide a command.
		j.flat(src, dir)
		return
	}
	cmds, err := shell.ParseEnv(src, j.env(dir))
	if err != nil {
		cmds = j.fallback(src, dir)
	}
	j.commands(cmds, depth)
}

func (j *judge) env(dir string) shell.Env {
	return shell.Env{Dir: dir, Home: j.paths.home, Subst: j.subst}
}

// rawPipeToShell finds curl … | sh in text that does not parse.
var rawPipeToShell = lazyRegexp{expr: `(?i)\b(curl|wget)\b[^|;&\n]*\|\s*(sudo\s+(-\S+\s+)*)?(ba|z|da|k|fi)?sh\b`}

// fallback reads a line that is not valid Bash. Lines that parse on their
// own are judged normally (Bash runs the lines before a syntax error); the
// rest are split into words, and every word that names a program the guard
// knows starts a command of its own, so quotes that fail to close cannot
// hide one.
func (j *judge) fallback(src, dir string) []shell.Command {
	if m := rawPipeToShell.get().FindString(src); m != "" {
		j.add(Deny, rulePipe, "a download is piped into a shell: "+m)
	}
	var out []shell.Command
	for line := range strings.SplitSeq(src, "\n") {
		cmds, err := shell.ParseEnv(line, j.env(dir))
		out = append(out, cmds...)
		if err == nil {
			continue
		}
		for _, c := range cmds {
			for i := 1; i < len(c.Args); i++ {
				name := strings.ToLower(path.Base(c.Args[i]))
				if handlerFor(name) != nil && c.Literal[i] {
					out = append(out, shell.Command{Args: c.Args[i:], Literal: c.Literal[i:], Dir: c.Dir})
				}
			}
		}
	}
	return out
}

// flat judges text from its words alone: every word naming a program the
// guard knows starts a command. Commands it finds are judged one level
// below the limit, so they follow no further strings.
func (j *judge) flat(src, dir string) {
	words := strings.FieldsFunc(src, func(r rune) bool {
		return strings.ContainsRune(" \t\n;&|()`'\"", r)
	})
	for i, w := range words {
		if name := strings.ToLower(path.Base(w)); handlerFor(name) != nil {
			c := shell.Command{Dir: dir, Args: words[i:min(len(words), i+maxFlatWords)]}
			for range c.Args {
				c.Literal = append(c.Literal, true)
			}
			j.command(c, maxDepth+1)
		}
	}
}

// commands judges every command of a line, then the pipelines they form.
func (j *judge) commands(cmds []shell.Command, depth int) {
	// Pipeline numbers are the line's own: a nested line gets its own map.
	outer := j.silent
	j.silent = map[int]bool{}
	defer func() { j.silent = outer }()
	j.markSilent(cmds)
	for _, c := range cmds {
		j.command(c, depth)
	}
	j.pipelines(cmds, depth)
	j.fileRuns(cmds, depth)
}

// command judges one simple command.
func (j *judge) command(c shell.Command, depth int) {
	j.redirects(c)
	j.protectWrites(c)
	if len(c.Args) == 0 {
		return
	}
	j.persistsSwitchOff(c)
	if j.proofgateCommand(c) {
		return
	}
	if !c.Literal[0] {
		unknownProgram(j, c, depth)
		return
	}
	name := program(c)
	if alias, ok := j.aliases[c.Args[0]]; ok && depth < maxDepth {
		// alias rm='rm -rf'; rm ~ runs rm -rf ~.
		delete(j.aliases, c.Args[0]) // an alias does not expand in itself
		j.bash(alias+" "+joinWords(args(c)), c.Dir, depth+1)
		j.aliases[c.Args[0]] = alias
		return
	}
	if j.runnerCommand(c, depth) {
		return
	}
	if hasWrapper(c, "xargs") && c.Pipeline == 0 {
		// xargs … <<< ITEMS: a pipe's input is judged by pipelines.
		j.xargsRuns(c, j.stdinItems([]shell.Command{c}, 0, c.Replace != ""), depth)
	}
	if h := handlerFor(name); h != nil {
		h(j, c, depth)
		return
	}
	switch {
	case strings.HasPrefix(name, "mkfs"):
		diskCommand(j, c, depth)
	case strings.HasPrefix(name, "python") || strings.HasPrefix(name, "perl") || strings.HasPrefix(name, "ruby") ||
		strings.HasPrefix(name, "node") || strings.HasPrefix(name, "php"):
		scriptCommand(j, c, depth)
	}
}

// subst answers command substitutions whose output is evident without
// running anything: $(which rm), $(pwd), $(echo …), $(mktemp -d) and the like.
func (j *judge) subst(all []shell.Command) (string, bool) {
	var cmds []shell.Command
	for _, c := range all {
		if c.Nested { // the substitution's own commands, not its inner ones
			continue
		}
		switch program(c) {
		case "cd", "pushd", "true", ":", "export", "set", "local":
			continue // they write nothing: $(cd .. && pwd) is pwd's output
		}
		cmds = append(cmds, c)
	}
	if len(cmds) == 0 {
		return "", false
	}
	if len(cmds) > 1 {
		return j.output(cmds, len(cmds)-1)
	}
	c := cmds[0]
	for _, l := range c.Literal {
		if !l {
			return "", false
		}
	}
	ws := args(c)
	operand := func() (string, bool) {
		for i := len(ws) - 1; i >= 0; i-- {
			if !strings.HasPrefix(ws[i].text, "-") {
				return ws[i].text, true
			}
		}
		return "", false
	}
	switch program(c) {
	case "which", "whereis", "type", "command":
		return operand()
	case "pwd":
		return c.Dir, c.Dir != ""
	case "echo", "printf":
		return echoText(c)
	case "mktemp":
		return "/tmp/tmp.unknown", true
	case "ls":
		// ls -d /* lists what its operands name: judge those.
		var ops []string
		for _, w := range ws {
			if !strings.HasPrefix(w.text, "-") {
				ops = append(ops, w.text)
			}
		}
		if len(ops) == 0 {
			return "*", true
		}
		return strings.Join(ops, " "), true
	case "find":
		if d, _ := findDeletion(c); !d.narrowed {
			var ops []string
			for _, t := range d.targets {
				ops = append(ops, t.text)
			}
			return strings.Join(ops, " "), true
		}
	case "git":
		if hasOpt(ws, "--show-toplevel", 0) {
			return j.paths.project, true
		}
	case "dirname":
		if p, ok := operand(); ok {
			return path.Dir(p), true
		}
	case "basename":
		if p, ok := operand(); ok {
			return path.Base(p), true
		}
	case "realpath", "readlink":
		if p, ok := operand(); ok {
			if a := j.paths.abs(p, c.Dir); a != "" {
				return a, true
			}
		}
	}
	return "", false
}

// echoText returns what echo or printf writes, when that is evident.
func echoText(c shell.Command) (string, bool) {
	ws := args(c)
	if program(c) == "printf" {
		if len(ws) == 0 {
			return "", false
		}
		format := ws[0].text
		rest := ws[1:]
		if format == "%s" || format == "%s\\n" || format == "%s\n" {
			var parts []string
			for _, w := range rest {
				parts = append(parts, w.text)
			}
			return strings.Join(parts, ""), true
		}
		if strings.Contains(format, "%") {
			return "", false
		}
		return strings.ReplaceAll(format, `\n`, "\n"), true
	}
	var parts []string
	for _, w := range ws {
		if len(parts) == 0 && (w.text == "-n" || w.text == "-e" || w.text == "-ne" || w.text == "-en" || w.text == "-E") {
			continue
		}
		parts = append(parts, w.text)
	}
	return strings.Join(parts, " "), true
}
