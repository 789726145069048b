package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// MayWrite reports whether a shell line may change the project's files in
// ways Writes cannot name: a program that is not a known reader, nor a
// check run without a switch that rewrites sources (--fix, --write, -w).
// It errs towards yes. The gate reads it only to be sure a session
// changed nothing at all before it holds "Refactored the storage layer"
// against that: a generator, an installer or a script of the project's
// own may have done the change.
func MayWrite(line string) bool {
	may, _ := WriteEffects(line)
	return may
}

// WriteEffects reads a shell line once for both MayWrite and Rewrites:
// the PostToolUse hook asks both of every shell call that named no file.
func WriteEffects(line string) (mayWrite, rewrites bool) {
	for _, c := range commands("Bash", line) {
		if c.Nested || len(c.Args) == 0 || remoteCommand(c) {
			continue // what a remote shell runs writes on its host
		}
		mayWrite = mayWrite || commandMayWrite(c)
		rewrites = rewrites || commandRewrites(c)
		if mayWrite && rewrites {
			break
		}
	}
	return mayWrite, rewrites
}

func commandMayWrite(c shell.Command) bool {
	name := strings.ToLower(c.Name())
	switch {
	case hookRunners(name), awkInPlace(name, c.Args), codemods(program(c.Args[0])):
		// A codemod writes whatever its operands look like: `sd test
		// spec` replaces "test" in the file spec, not a test run.
		return true
	case readingPrograms(name):
	case name == "git" && len(c.Args) > 1 && gitReaders(c.Args[1]):
	case name == "sed" && !sedInPlace(c.Args):
	case len(c.Args) > 1 && packageReaders(name, c.Args[1]), packageAudit(name, c.Args), ghLookup(c.Args), pubLookup(name, c.Args), clusterLook(name, c.Args):
	case versionQuery(c.Args):
	default:
		// A check writes nothing unless told to fix, format or take its
		// snapshots again.
		k := Recognizer{}.kindsOf(c.Args)
		return !checksOnly(k) || rewrites(c.Args) || k.has(Test) && updatesSnapshots(c)
	}
	return false
}

// UpdatesSnapshots reports a shell line with a test run told to write its
// expected output again (see updatesSnapshots): the run changed the
// snapshot and golden files its checks compare against, the turn's change
// as surely as an edit of them.
func UpdatesSnapshots(line string) bool {
	if !strings.Contains(line, "-u") && !strings.Contains(line, "update") && !strings.Contains(line, "UPDATE") {
		return false
	}
	for _, c := range commands("Bash", line) {
		if !c.Nested && len(c.Args) > 0 && (Recognizer{}).kindsOf(c.Args).has(Test) && updatesSnapshots(c) {
			return true
		}
	}
	return false
}

// updatesSnapshots reports a test run told to write its expected output
// again (jest -u, vitest --update, playwright test --update-snapshots,
// pytest --snapshot-update, go test -update, INSTA_UPDATE=always): the
// run rewrites the snapshot and golden files it compares against.
func updatesSnapshots(c shell.Command) bool {
	for _, a := range c.Args[1:] {
		switch a {
		case "-u", "--updateSnapshot", "--update-snapshots", "--update-snapshot", "--snapshot-update",
			"--update", "-update", "--update-goldens", "-update-goldens", "--update-golden", "-update-golden":
			return true
		}
	}
	for _, a := range c.Assigns {
		switch name, value, _ := strings.Cut(a, "="); name {
		case "UPDATE_SNAPSHOTS", "UPDATE_GOLDEN", "UPDATE_GOLDENS", "SNAPSHOT_UPDATE":
			return value != "" && value != "0" && value != "false"
		case "INSTA_UPDATE":
			return value == "always" || value == "unseen" || value == "new"
		}
	}
	return false
}

// versionQuery reports a program asked only for its version or its usage
// ("node -v", "terraform --version", "java -version", "helm version",
// "npx -y node@20 -v" once npx is seen through): it prints and writes
// nothing of the project.
func versionQuery(args []string) bool {
	if len(args) != 2 {
		return false
	}
	switch args[1] {
	case "-v", "-V", "--version", "-version", "version", "--help", "-h", "help":
		return true
	}
	return false
}

// readingPrograms are programs that only read, list or report.
func readingPrograms(s string) bool {
	switch s {
	case "ls", "cat", "grep", "rg", "ag", "find", "fd", "head",
		"tail", "wc", "echo", "printf", "pwd", "which", "type", "tree",
		"file", "stat", "du", "df", "env", "printenv", "jq", "yq",
		"awk", "sort", "uniq", "cut", "less", "more", "diff", "cd",
		"date", "whoami", "uname", "ps", "true", "sleep", "basename", "dirname",
		"realpath", "readlink", "column", "tr", "xxd", "hexdump", "od", "nl",
		"bat", "grepx", "sha256sum", "md5sum", "cloc", "tokei", "curl", "test", "[":
		return true
	case "wget":
		return false
	}
	return false
}

// gitReaders are the git subcommands that change no file of the work tree.
func gitReaders(s string) bool {
	switch s {
	case "status", "log", "diff", "show", "branch", "remote", "fetch", "blame",
		"rev-parse", "ls-files", "grep", "describe", "shortlog", "reflog", "config", "tag",
		"ls-remote", "worktree", "add", "commit", "push":
		return true
	}
	return false
}

// packageReaders are a package manager's subcommands that only look up
// packages (npm ls, npm view, go list, pip show, cargo tree): they write
// no file of the project.
func packageReaders(name, sub string) bool {
	switch name {
	case "npm", "pnpm", "yarn", "bun":
		switch sub {
		case "ls", "list", "view", "info", "show", "outdated", "why", "explain", "search", "config":
			return true
		}
	case "go":
		switch sub {
		case "list", "env", "version", "doc":
			return true
		}
	case "pip", "pip3", "uv":
		switch sub {
		case "show", "list", "freeze", "tree", "index", "search", "inspect":
			return true
		}
	case "cargo":
		switch sub {
		case "tree", "metadata", "search", "--version":
			return true
		}
	case "composer", "bundle", "gem":
		switch sub {
		case "show", "outdated", "list", "info":
			return true
		}
		// gem's queries of what is installed: which gems use rack, what
		// a gem holds, where a file comes from.
		return name == "gem" && (sub == "dependency" || sub == "contents" || sub == "specification" || sub == "which" || sub == "environment")
	case "gh":
		// gh's nouns take a verb: gh secret list, gh pr view, gh run list.
		// gh api talks to GitHub and prints; what it may change is remote,
		// no file of the project (a file its output is sent to is a write
		// the shell's redirection names).
		switch sub {
		case "status", "search", "browse", "--version", "auth", "api":
			return true
		}
	}
	return false
}

// pubLookup reports a look at a Dart package's dependencies (flutter pub
// outdated, dart pub deps): pub get and upgrade write the lockfile, these
// do not.
func pubLookup(name string, args []string) bool {
	if name != "dart" && name != "flutter" || len(args) < 3 || args[1] != "pub" {
		return false
	}
	switch args[2] {
	case "outdated", "deps", "--version":
		return true
	}
	return false
}

// ghLookup reports a gh command that only looks (gh secret list, gh run
// view --log, gh issue view 7): it writes no file. A pull request's view
// or diff is left out: it shows someone's changes, which a review then
// reports in their words ("Refactored the storage layer …"), and a session
// that read one did not surely change nothing of what its message tells.
// A pull request, an issue or a release made or changed on the host (gh pr
// create, gh issue comment) writes nothing of the working tree either; gh
// pr checkout and merge may switch the branch, and count as writes.
func ghLookup(args []string) bool {
	if len(args) < 3 || program(args[0]) != "gh" {
		return false
	}
	switch args[2] {
	case "list", "ls", "view", "status", "checks", "diff":
		return args[1] != "pr"
	case "create", "edit", "comment", "review", "close", "reopen", "ready":
		return args[1] == "pr" || args[1] == "issue" || args[1] == "release" || args[1] == "label"
	}
	return false
}

// clusterLook reports a cluster's or a cloud's client asked only to show
// what is there, or a container told to start or stop: `kubectl --context
// prod get pods`, `kubectl logs`, `kubectl rollout status`, `helm list`,
// `docker ps`, `docker compose logs api`, `docker compose stop redis` (the
// service's own program starts or ends, not a write of the project's),
// `kustomize build overlays/prod`, `aws ec2 describe-volumes`, `gcloud run
// services list`. It writes nothing of the project (a redirect of its
// output is read as a write of its own).
func clusterLook(name string, args []string) bool {
	switch name {
	case "kubectl", "oc":
		sub, rest := positional(args[1:], kubectlValued)
		next, _ := positional(rest, kubectlValued)
		switch sub {
		case "get", "describe", "logs", "top", "explain", "version", "api-resources", "api-versions", "cluster-info", "events":
			return true
		case "rollout":
			return next == "status" || next == "history"
		case "auth":
			return next == "can-i" || next == "whoami"
		case "config":
			return next == "view" || next == "get-contexts" || next == "current-context"
		}
	case "helm":
		sub, _ := firstWord(args[1:])
		switch sub {
		case "list", "ls", "status", "get", "history", "show", "search", "version", "env":
			return true
		}
	case "docker", "podman":
		sub, rest := positional(args[1:], dockerGlobalValued)
		switch sub {
		case "ps", "images", "inspect", "logs", "version", "info", "stats", "top", "port":
			return true
		case "start", "stop", "restart", "kill", "pause", "unpause", "wait":
			// A container started or stopped runs or ends its own
			// program; the project's files are untouched by the call.
			return true
		case "compose":
			return composeControl(rest)
		}
	case "docker-compose", "podman-compose":
		return composeControl(args[1:])
	case "kustomize":
		// An overlay rendered to standard output; -o writes it to a file.
		sub, rest := firstWord(args[1:])
		return sub == "build" && !hasFlag(rest, "-o", "--output")
	case "aws", "gcloud", "az", "doctl":
		// The verb is the last word before the options: aws ec2
		// describe-volumes, gcloud run services list, az vm show.
		verb := ""
		for _, a := range args[1:] {
			if strings.HasPrefix(a, "-") {
				break
			}
			verb = a
		}
		return verb == "list" || verb == "show" || verb == "describe" || verb == "get" ||
			strings.HasPrefix(verb, "describe-") || strings.HasPrefix(verb, "list-") || strings.HasPrefix(verb, "get-")
	}
	return false
}

// dockerGlobalValued are docker's options before its command that take a
// value; composeValued are docker compose's.
const (
	dockerGlobalValued = "-H --host --context -c --config -l --log-level"
	composeValued      = "-f --file -p --project-name --profile --env-file --project-directory --ansi --progress"
)

// composeControl reads the arguments after "docker compose": a look at the
// stack (ps, logs, config, images, top) or its services started, stopped
// or taken down. None of these writes a file of the project; run, exec
// and up start programs that may, through the project's bind mounts.
func composeControl(args []string) bool {
	sub, _ := positional(args, composeValued)
	switch sub {
	case "ps", "ls", "logs", "config", "images", "top", "port", "version", "events",
		"start", "stop", "restart", "kill", "pause", "unpause", "down", "rm":
		return true
	}
	return false
}

// packageAudit reports a package manager's audit of the project's
// dependencies (npm audit, pnpm audit, cargo audit, composer audit, pip
// check, go mod verify): it reads the lock file and reports, and writes
// only when told to fix (npm audit fix, cargo audit fix).
func packageAudit(name string, args []string) bool {
	if len(args) < 2 || slices.Contains(args[2:], "fix") || slices.Contains(args[2:], "--fix") {
		return false
	}
	switch name {
	case "npm", "pnpm", "yarn", "bun", "cargo", "composer":
		return args[1] == "audit"
	case "pip", "pip3":
		return args[1] == "check"
	case "go":
		return args[1] == "mod" && len(args) > 2 && (args[2] == "verify" || args[2] == "why" || args[2] == "graph")
	}
	return false
}

// checksOnly reports a command that only checks: a test, a build, a type
// check or a lint. A run of the program or a deploy may write anything.
func checksOnly(k kinds) bool { return k != 0 && !k.has(Run) && !k.has(Deploy) }

// rewrites reports a check run told to rewrite sources: by a switch that
// writes (eslint --fix, prettier --write, gofmt -w, clang-format -i), by a
// formatting subcommand (cargo fmt, ruff format, dotnet format) or by
// being a formatter that writes unless told otherwise (black, rustfmt),
// and not asked only to report (cargo fmt --check, ruff format --diff,
// black --check), which only a switch that writes overrides. A formatter
// asked to report changes nothing: read as a rewrite, its run made a turn
// look as if it had changed code.
func rewrites(args []string) bool {
	name := program(args[0])
	implied, report := writesByDefault(name), false
	for _, a := range args[1:] {
		switch a {
		case "--fix", "--write", "-w", "--apply", "--fix-only", "-fix", "--unsafe-fixes":
			return true
		case "-i", "--in-place":
			if inPlaceFormatters(name) {
				return true
			}
		case "fmt", "format":
			implied = implied || !reportsUnlessWrite(name)
		case "--check", "-check", "--check-only", "--diff", "--dry-run", "--check-formatted", "--verify-no-changes":
			report = true
		}
	}
	return implied && !report
}

// writesByDefault are formatters that rewrite the files they are given
// unless a switch asks them only to report.
func writesByDefault(s string) bool {
	switch s {
	case "black", "isort", "rustfmt", "swiftformat", "stylua":
		return true
	}
	return false
}

// inPlaceFormatters print the formatted source unless told -i.
func inPlaceFormatters(s string) bool {
	switch s {
	case "clang-format", "yapf", "autopep8":
		return true
	}
	return false
}

// reportsUnlessWrite are tools whose format subcommand only reports what
// it would change unless told --write (biome format).
func reportsUnlessWrite(s string) bool { return s == "biome" || s == "rome" }

// Rewrites reports whether a shell line rewrites the project's sources in
// ways Writes cannot name: an in-place edit run over a list of files
// (xargs sed -i), a fixer or formatter told to write, a codemod, or git
// moving the work tree (apply, checkout of paths, merge, rebase, stash
// pop), or a package manager moving the dependencies (bundle update,
// cargo update, npm install lodash@4). Unlike MayWrite, it says yes only
// for what surely changes code.
func Rewrites(line string) bool {
	_, r := WriteEffects(line)
	return r
}

// RewritesCode reports a shell line that rewrote the content of sources
// it does not name: an in-place sed, perl or awk over files a search
// found (grep -rl … | xargs sed -i), a codemod, a patch applied, a code
// generator told to write (buf generate). Unlike
// Rewrites it leaves out fixers and formatters told to write (their
// changes are layout or the linter's own) and git putting back a
// committed state (restore, checkout, reset, stash): what it reports is
// new code nobody has read.
//
// An in-place sed or perl whose every command only rewrites or inserts
// comments of the language the line's file pattern names
// (for f in scripts/*.sh; do sed -i '1a # SPDX-License-Identifier: MIT'
// "$f"; done) changes no code.
func RewritesCode(line string) bool {
	if exts := patternExts(line); len(exts) > 0 && !slices.ContainsFunc(exts, func(ext string) bool { return Behavioural(File("x." + ext)) }) {
		return false // grep -rl … --include='*.md' . | xargs sed -i …: documentation only
	}
	for _, c := range commands("Bash", line) {
		if c.Nested || len(c.Args) == 0 || !commandRewrites(c) {
			continue
		}
		switch name := program(c.Args[0]); {
		case name == "sed" || name == "perl":
			if !commentsOnly(c, patternSyntax(line)) {
				return true
			}
		case name == "git":
			// apply and am write new content (touchesWorkTree has left out
			// --cached and --check); the other rewriters put back a
			// committed state.
			if len(c.Args) > 1 && (c.Args[1] == "apply" || c.Args[1] == "am") {
				return true
			}
		case name == "patch":
			if !hasFlag(c.Args, "--dry-run") {
				return true
			}
		case awkInPlace(name, c.Args), codemods(name), generates(c.Args):
			return true
		}
	}
	return false
}

// patternSyntax returns the line comment openers of the language the
// line's file patterns name ("for f in scripts/*.sh", --include=*.go,
// -name '*.py'), or nil when they name none or more than one.
func patternSyntax(line string) []string {
	exts := patternExts(line)
	if len(exts) != 1 {
		return nil
	}
	if syn, ok := syntaxOf("x." + exts[0]); ok {
		return syn.line
	}
	return nil
}

// patternExts returns the extensions the line's file patterns name
// ("*.sh", --include=*.md, -name '*.py'), each once.
func patternExts(line string) []string {
	var exts []string
	for rest := line; ; {
		i := strings.Index(rest, "*.")
		if i < 0 {
			return exts
		}
		rest = rest[i+2:]
		n := 0
		for n < len(rest) && ('a' <= rest[n] && rest[n] <= 'z' || 'A' <= rest[n] && rest[n] <= 'Z' || '0' <= rest[n] && rest[n] <= '9') {
			n++
		}
		if n > 0 && !slices.Contains(exts, rest[:n]) {
			exts = append(exts, rest[:n])
		}
	}
}

// commentsOnly reports an in-place sed or perl whose scripts only rewrite
// comments (see commentSubstitutions) or insert comment lines (sed's a and
// i commands), in a language whose line comments open with openers; a
// shebang is no comment.
func commentsOnly(c shell.Command, openers []string) bool {
	if len(openers) == 0 {
		return false
	}
	scripts, ok := inPlaceScripts(c)
	if !ok {
		return false
	}
	for _, s := range scripts {
		if !commentSubstitutions(s, c.Name() == "perl", openers) && (c.Name() != "sed" || !commentInsertion(s, openers)) {
			return false
		}
	}
	return len(scripts) > 0
}

// commentInsertion reports a sed script of one a or i command whose text
// opens a line comment: "1a # SPDX-License-Identifier: MIT", "$a\\// end".
func commentInsertion(script string, openers []string) bool {
	s := skipAddress(strings.TrimSpace(script))
	if s == "" || s[0] != 'a' && s[0] != 'i' {
		return false
	}
	text := strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(s[1:], " \t"), "\\"), " \t\n")
	if strings.Contains(text, "\n") {
		return false // more than one line
	}
	for _, o := range openers {
		if strings.HasPrefix(text, o) && !strings.HasPrefix(text, "#!") {
			return true
		}
	}
	return false
}

func commandRewrites(c shell.Command) bool {
	name := program(c.Args[0])
	switch {
	case name == "sed" && sedInPlace(c.Args), name == "perl" && perlInPlace(c.Args):
		return true
	case codemods(name), name == "patch", generates(c.Args):
		return true
	case name == "git" && len(c.Args) > 1 && gitRewriters(c.Args[1]) && touchesWorkTree(c.Args):
		return true
	case awkInPlace(name, c.Args), updatesDependencies(c):
		return true
	}
	return fixer(c.Args)
}

// touchesWorkTree reports a git command of gitRewriters that changes the
// work tree, not only the index or the stash list: git restore --staged,
// a reset without --hard, --merge or --keep, and git stash list or show
// leave every file as it was.
func touchesWorkTree(args []string) bool {
	switch args[1] {
	case "apply":
		return !hasFlag(args, "--cached", "--check", "--stat", "--numstat", "--summary")
	case "restore":
		return !hasFlag(args, "--staged", "-S") || hasFlag(args, "--worktree", "-W")
	case "reset":
		return hasFlag(args, "--hard", "--merge", "--keep")
	case "stash":
		return len(args) < 3 || args[2] != "list" && args[2] != "show"
	}
	return true
}

// hookRunners run a repository's hooks, whose formatters and fixers
// rewrite files as they go (pre-commit's end-of-file-fixer, black,
// prettier): they are checks that may write.
func hookRunners(s string) bool {
	switch s {
	case "pre-commit", "prek", "lefthook", "lint-staged":
		return true
	}
	return false
}

// awkInPlace reports gawk's in-place edit, its inplace extension loaded
// among the options: awk -i inplace '{…}' file.
func awkInPlace(name string, args []string) bool {
	if name != "awk" && name != "gawk" {
		return false
	}
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-i" || a == "--include":
			if i+1 < len(args) && strings.TrimSuffix(args[i+1], ".awk") == "inplace" {
				return true
			}
			i++
		case a == "-iinplace" || a == "--include=inplace" || a == "-iinplace.awk" || a == "--include=inplace.awk":
			return true
		case a == "-F" || a == "-v" || a == "-f" || a == "-e" || a == "-l":
			i++ // the option's value
		case a == "--" || !strings.HasPrefix(a, "-"):
			return false // the program, or the end of the options
		}
	}
	return false
}

// fixer reports a checker or formatter run with a switch that writes its
// fixes (eslint --fix, prettier --write, gofmt -w, cargo fmt).
func fixer(args []string) bool {
	inner, _ := peel(args, nil)
	if len(inner) == 0 || !rewrites(inner) {
		return false
	}
	name := program(inner[0])
	k, known := byProgram(name)
	if known && k == Run {
		return false // curl -w is its write-out format, wrk -s a script: a smoke check or a load test writes no source
	}
	sub := bySubcommand(name) != nil
	return known || sub || formatters(name)
}

// formatters rewrite sources when told to write.
func formatters(s string) bool {
	switch s {
	case "prettier", "gofmt", "goimports", "black", "isort", "rustfmt", "clang-format", "shfmt",
		"biome", "dprint", "stylua", "swiftformat", "yapf", "autopep8":
		return true
	}
	return false
}

// codemods rewrite code by rule.
func codemods(s string) bool {
	switch s {
	case "jscodeshift", "comby", "sd", "fastmod", "codemod", "rector", "openrewrite":
		return true
	case "gofmt", "goimports":
		return false
	}
	return false
}

// gitRewriters are the git subcommands that change files of the work tree.
func gitRewriters(s string) bool {
	switch s {
	case "apply", "am", "merge", "rebase", "cherry-pick", "revert", "pull", "restore",
		"checkout", "stash", "reset":
		return true
	case "switch":
		return false
	}
	return false
}
