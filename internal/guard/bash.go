package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
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

// handlers maps a command name to its handler. The table is built on
// first use, like the patterns (see lazyRegexp), and set in init because
// the handlers call back into the judge, which reads it.
var handlers once.Value[map[string]handler]

func init() { handlers.Build = handlerTable }

func handlerTable() map[string]handler {
	table := map[string]handler{}
	add := func(h handler, names ...string) {
		for _, n := range names {
			table[n] = h
		}
	}
	// delete.go, wrappers.go
	add(rmCommand, "rm", "unlink", "srm")
	add(findCommand, "find")
	add(rsyncCommand, "rsync")
	add(mvCommand, "mv")
	add(rimrafCommand, "rimraf", "del-cli")
	add(fdCommand, "fd", "fdfind")
	add(parallelCommand, "parallel", "sem")
	// git.go
	add(gitCommand, "git")
	// shells.go: commands that run command strings
	add(shellCommand, "bash", "sh", "zsh", "dash", "ksh", "fish", "ash")
	add(busyboxCommand, "busybox")
	add(pwshCommand, "pwsh", "powershell", "pwsh-preview")
	add(cmdCommand, "cmd")
	add(suCommand, "su", "script")
	add(evalCommand, "eval")
	add(sshCommand, "ssh")
	add(watchCommand, "watch")
	add(sourceCommand, "source", ".")
	add(aliasCommand, "alias")
	// disk.go
	add(ddCommand, "dd")
	add(diskCommand, "wipefs", "blkdiscard", "sgdisk", "fdisk", "sfdisk", "parted", "mkswap", "mke2fs", "newfs")
	add(shredCommand, "shred")
	add(diskutilCommand, "diskutil")
	add(chmodCommand, "chmod", "chown", "chgrp")
	add(teeCommand, "tee")
	// infra.go
	add(terraformCommand, "terraform", "tofu", "terragrunt")
	add(pulumiCommand, "pulumi")
	add(kubectlCommand, "kubectl", "oc", "kubecolor")
	add(helmCommand, "helm")
	add(awsCommand, "aws")
	add(gcloudCommand, "gcloud")
	add(azCommand, "az")
	add(gsutilCommand, "gsutil")
	add(rcloneCommand, "rclone")
	add(azcopyCommand, "azcopy")
	add(s3cmdCommand, "s3cmd")
	add(robocopyCommand, "robocopy")
	add(dropdbCommand, "dropdb", "dropuser")
	add(eksctlCommand, "eksctl")
	add(cdkCommand, "cdk")
	add(slsCommand, "serverless", "sls")
	add(herokuCommand, "heroku")
	// sql.go
	add(sqlCommand, "psql", "mysql", "mariadb", "pgcli", "mycli", "clickhouse-client", "sqlcmd", "cockroach",
		"mongo", "mongosh", "redis-cli")
	// remote.go
	add(publishCommand, "npm", "pnpm", "yarn", "bun", "cargo", "gem", "twine", "poetry", "dotnet", "nuget", "flit",
		"hatch", "uv", "lerna", "changeset", "vsce", "ovsx", "semantic-release", "goreleaser", "mvn", "mvnw",
		"mvnd", "mvn.cmd", "mvnw.cmd", "mvnd.cmd", "gradle", "gradlew", "gradle.bat", "gradlew.bat", "dart", "flutter")
	add(imageCommand, "buildah", "oras", "crane", "skopeo", "ko")
	add(ghCommand, "gh")
	add(dockerCommand, "docker", "podman")
	// envdump.go, pipelines.go
	add(printenvCommand, "printenv")
	add(envCommand, "env")
	add(setCommand, "set")
	add(declareCommand, "export", "declare", "typeset", "local", "readonly")
	add(echoCommand, "echo", "printf", "print")
	add(psCommand, "ps")
	add(curlCommand, "curl", "wget")
	// embedded.go
	add(tarRunsCommand, "tar", "gtar", "bsdtar")
	add(viCommand, "vi", "vim", "nvim", "view", "ex")
	add(makeCommand, "make", "gmake")
	// script.go, secrets.go
	add(scriptCommand, interpreters...)
	for name := range readers.Get() {
		if table[name] == nil {
			table[name] = readCommand
		}
	}
	return table
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
				if handlers.Get()[name] != nil && c.Literal[i] {
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
		if name := strings.ToLower(path.Base(w)); handlers.Get()[name] != nil {
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
	if h := handlers.Get()[name]; h != nil {
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
