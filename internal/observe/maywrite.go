package observe

import "strings"

// MayWrite reports whether a shell line may change the project's files in
// ways Writes cannot name: a program that is not a known reader, nor a
// check run without a switch that rewrites sources (--fix, --write, -w).
// It errs towards yes. The gate reads it only to be sure a session
// changed nothing at all before it holds "Refactored the storage layer"
// against that: a generator, an installer or a script of the project's
// own may have done the change.
func MayWrite(line string) bool {
	for _, c := range commands("Bash", line) {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		name := strings.ToLower(c.Name())
		switch {
		case readingPrograms[name]:
		case name == "git" && len(c.Args) > 1 && gitReaders[c.Args[1]]:
		case name == "sed" && !inPlace(c.Args, "-i", "--in-place"):
		case checksOnly(Recognizer{}.kindsOf(c.Args)) && !rewrites(c.Args):
		default:
			return true
		}
	}
	return false
}

// readingPrograms are programs that only read, list or report.
var readingPrograms = map[string]bool{"ls": true, "cat": true, "grep": true, "rg": true, "ag": true, "find": true, "fd": true,
	"head": true, "tail": true, "wc": true, "echo": true, "printf": true, "pwd": true, "which": true, "type": true,
	"tree": true, "file": true, "stat": true, "du": true, "df": true, "env": true, "printenv": true, "jq": true, "yq": true,
	"awk": true, "sort": true, "uniq": true, "cut": true, "less": true, "more": true, "diff": true, "cd": true, "date": true,
	"whoami": true, "uname": true, "ps": true, "true": true, "sleep": true, "basename": true, "dirname": true, "realpath": true,
	"readlink": true, "column": true, "tr": true, "xxd": true, "hexdump": true, "od": true, "nl": true, "bat": true,
	"grepx": true, "sha256sum": true, "md5sum": true, "cloc": true, "tokei": true, "curl": true, "wget": false}

// gitReaders are the git subcommands that change no file of the work tree.
var gitReaders = map[string]bool{"status": true, "log": true, "diff": true, "show": true, "branch": true, "remote": true,
	"fetch": true, "blame": true, "rev-parse": true, "ls-files": true, "grep": true, "describe": true, "shortlog": true,
	"reflog": true, "config": true, "tag": true, "ls-remote": true, "worktree": true, "add": true, "commit": true, "push": true}

// checksOnly reports a command that only checks: a test, a build, a type
// check or a lint. A run of the program or a deploy may write anything.
func checksOnly(k kinds) bool { return k != 0 && !k.has(Run) && !k.has(Deploy) }

// rewrites reports a check run with a switch that rewrites sources.
func rewrites(args []string) bool {
	for _, a := range args[1:] {
		switch a {
		case "--fix", "--write", "-w", "--apply", "fmt", "format", "--fix-only", "-fix", "--unsafe-fixes":
			return true
		}
	}
	return false
}

// Rewrites reports whether a shell line rewrites the project's sources in
// ways Writes cannot name: an in-place edit run over a list of files
// (xargs sed -i), a fixer or formatter told to write, a codemod, or git
// moving the work tree (apply, checkout of paths, merge, rebase, stash
// pop). Unlike MayWrite, it says yes only for what surely changes code.
func Rewrites(line string) bool {
	for _, c := range commands("Bash", line) {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		name := strings.ToLower(c.Name())
		switch {
		case (name == "sed" || name == "perl") && inPlace(c.Args, "-i", "--in-place", "-pi", "-pie"):
			return true
		case codemods[name], name == "patch":
			return true
		case name == "git" && len(c.Args) > 1 && gitRewriters[c.Args[1]]:
			return true
		case fixer(c.Args):
			return true
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
	_, known := byProgram()[name]
	_, sub := bySubcommand()[name]
	return known || sub || formatters[name]
}

// formatters rewrite sources when told to write.
var formatters = map[string]bool{"prettier": true, "gofmt": true, "goimports": true, "black": true, "isort": true,
	"rustfmt": true, "clang-format": true, "shfmt": true, "biome": true, "dprint": true, "stylua": true}

// codemods rewrite code by rule.
var codemods = map[string]bool{"jscodeshift": true, "comby": true, "sd": true, "fastmod": true, "codemod": true,
	"gofmt": false, "goimports": false, "rector": true, "openrewrite": true}

// gitRewriters are the git subcommands that change files of the work tree.
var gitRewriters = map[string]bool{"apply": true, "am": true, "merge": true, "rebase": true, "cherry-pick": true,
	"revert": true, "pull": true, "restore": true, "checkout": true, "switch": false, "stash": true, "reset": true}
