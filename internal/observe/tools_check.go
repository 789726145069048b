package observe

import (
	"slices"
	"strings"
)

// This file reads linters and formatters with modes, and the tools of
// infrastructure: what they prove depends on a subcommand or a flag.

// formatCheck makes formatters count as lint only in their checking mode:
// `gofmt -w` changes files, `gofmt -l` verifies them.
func formatCheck(flags ...string) func([]string) kinds {
	return func(args []string) kinds {
		if hasFlag(args, flags...) {
			return of(Lint)
		}
		return 0
	}
}

// unlessFix reads analyzers that report findings, unless told to apply
// their fixes (fieldalignment -fix, modernize -fix).
func unlessFix(args []string) kinds {
	if hasFlag(args, "-fix", "--fix") {
		return 0
	}
	return of(Lint)
}

// fixing reports a linter told to rewrite what it finds (eslint --fix,
// stylelint --fix, rubocop -a): it changes the files it checks, so a
// clean exit is a formatter's, not an observation of the code as written.
func fixing(args []string) bool {
	return hasFlag(args, "--fix", "-fix", "--write", "--apply", "--autocorrect", "--auto-correct", "-a", "-A", "--fix-type")
}

// lintFixer reports a linter told to fix what it finds (eslint --fix, ruff
// check --fix, golangci-lint run --fix, rubocop -a): without its fixing
// switches the same command is a lint. A formatter told to write (gofmt
// -w, prettier --write) is none: without the switch it checks nothing.
func lintFixer(args []string) bool {
	if !fixing(args[1:]) || formatters(program(args[0])) || slices.Contains(args, "format") || slices.Contains(args, "fmt") {
		return false
	}
	var plain []string
	for _, a := range args {
		if !fixing([]string{a}) && a != "--unsafe-fixes" && a != "--fix-only" {
			plain = append(plain, a)
		}
	}
	return classify(plain).has(Lint)
}

// quiet reports a check whose tool exits 0 whatever it finds, so that only
// its output tells: gofmt and goimports list the files they would change.
func quiet(args []string) bool {
	switch program(args[0]) {
	case "gofmt", "goimports":
		return true
	}
	return false
}

// golangci reads `golangci-lint run` and its formatter's check mode.
func golangci(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "run", "":
		if fixing(rest) {
			return 0
		}
		return of(Lint)
	case "fmt":
		return formatCheck("--diff", "-d")(rest)
	}
	return 0
}

// ruff lints with `ruff check` (not with --fix, a fixer) and checks
// formatting with `ruff format --check`.
func ruff(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "check", "":
		if fixing(rest) {
			return 0
		}
		return of(Lint)
	case "format":
		return formatCheck("--check", "--diff")(rest)
	}
	return 0
}

// biome lints with check, lint and ci; format only checks without --write.
func biome(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "check", "lint", "ci":
		if fixing(rest) {
			return 0
		}
		return of(Lint)
	case "format":
		if hasFlag(rest, "--write", "--apply", "--fix") {
			return 0
		}
		return of(Lint)
	}
	return 0
}

// vale lints prose; its other subcommands manage styles.
func vale(args []string) kinds {
	sub, _ := positional(args, "--config --output --minAlertLevel --glob --ext --filter")
	switch sub {
	case "", "sync", "ls-config", "ls-metrics", "ls-dirs", "ls-vars":
		return 0
	}
	return of(Lint)
}

// buf lints and checks breaking changes of protobuf definitions.
func buf(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "lint", "breaking":
		return of(Lint)
	case "build", "generate":
		return of(Build)
	}
	return 0
}

func terraform(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "validate", "plan":
		return of(Lint)
	case "fmt":
		return formatCheck("-check")(rest)
	case "apply":
		return of(Deploy)
	case "test":
		return of(Test)
	}
	return 0
}

// platformio builds firmware (pio run), tests it (pio test) and checks it
// (pio check); `pio run -t upload` flashes a device.
func platformio(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "run":
		if hasFlag(rest, "-t", "--target") && (hasWordArg(rest, "upload") || hasWordArg(rest, "uploadfs")) {
			return of(Deploy)
		}
		return of(Build)
	case "test":
		return of(Test)
	case "check":
		return of(Lint)
	}
	return 0
}

// zephyrWest reads Zephyr's meta-tool: west build builds the firmware,
// west flash writes it to the board (as pio's upload target does), west
// twister runs the test suites.
func zephyrWest(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "build":
		return of(Build)
	case "flash":
		return of(Deploy)
	case "twister":
		return of(Test)
	}
	return 0
}

// espIDF reads ESP-IDF's idf.py, whose port and target options come before
// its actions: idf.py -p /dev/ttyUSB0 flash monitor writes the board, idf.py
// build (or app, all) builds.
func espIDF(args []string) kinds {
	switch {
	case hasWordArg(args, "flash") || hasWordArg(args, "app-flash"):
		return of(Deploy)
	case hasWordArg(args, "build") || hasWordArg(args, "app") || hasWordArg(args, "all"):
		return of(Build)
	}
	return 0
}

// ciQueries are the commands that read a CI run's result from the host.
func ciQuery(args []string) bool {
	if len(args) < 3 {
		return false
	}
	name, sub, next := program(args[0]), args[1], args[2]
	switch name {
	case "gh":
		return sub == "pr" && next == "checks" || sub == "run" && (next == "watch" || next == "view" || next == "list")
	case "glab":
		return sub == "ci" && (next == "status" || next == "view" || next == "list")
	}
	return false
}

// CIQuery reports a shell line that reads a CI run's result from the
// code host (gh pr checks, gh run watch, glab ci status): the evidence a
// claim about CI rests on.
func CIQuery(line string) bool {
	cmds, _ := parseBash(line)
	for _, c := range cmds {
		if args, _ := peel(c.Args, nil); !c.Nested && ciQuery(args) {
			return true
		}
	}
	return false
}

// ciConfigLint reads the CI hosts' validators of a pipeline's file, which
// lint it against the host's own schema: `glab ci lint` (GitLab's API, the
// .gitlab-ci.yml of the checkout), `circleci config validate`, `circleci
// orb validate`. Their other commands look at runs (see ciQuery) or act.
func ciConfigLint(args []string) kinds {
	sub, rest := firstWord(args)
	next, _ := firstWord(rest)
	switch {
	case sub == "ci" && next == "lint", sub == "config" && next == "validate", sub == "orb" && next == "validate":
		return of(Lint)
	}
	return 0
}

// helm lints and renders charts (checks) and installs them (a deploy).
func helm(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "lint":
		return of(Lint)
	case "template":
		return of(Build)
	case "install", "upgrade", "rollback":
		if hasFlag(rest, "--dry-run") {
			return of(Lint)
		}
		return of(Deploy)
	case "test":
		return of(Test)
	}
	return 0
}

// goreleaser check validates its configuration; build, and a release
// that publishes nothing (--snapshot, --skip=publish), build every target
// it names; a release that publishes builds them all first, from the
// configuration it read, and deploys.
func goreleaser(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "check":
		return of(Lint)
	case "build":
		return of(Build)
	case "release":
		if buildsOnly(rest) {
			return of(Build)
		}
		return of(Build) | of(Deploy)
	}
	return 0
}

// buildsOnly reports goreleaser release's switches that keep it from
// publishing: a snapshot, or publishing skipped.
func buildsOnly(args []string) bool {
	return hasFlag(args, "--snapshot", "--skip-publish", "--skip=publish")
}

// dhall type-checks what it reads: dhall type, and dhall --file x, which
// normalises it; lint, format and freeze rewrite files unless told only
// to check them.
func dhall(args []string) kinds {
	sub, rest := firstWord(args)
	if strings.HasSuffix(sub, ".dhall") {
		return of(Typecheck) // dhall --file config/dev.dhall
	}
	switch sub {
	case "", "type", "resolve", "normalize":
		return of(Typecheck)
	case "lint", "format", "freeze":
		if hasFlag(rest, "--check") {
			return of(Lint)
		}
	}
	return 0
}

// cue validates configurations against their schemas (vet), renders them
// (eval, export) and checks their formatting (fmt --check); fmt alone
// rewrites them.
func cue(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "vet":
		return of(Lint)
	case "eval", "export", "def":
		return of(Build)
	case "fmt":
		if hasFlag(rest, "--check") {
			return of(Lint)
		}
	}
	return 0
}

// dbt builds and tests data models: build runs both, test the tests, run
// the models, compile and parse only check them.
func dbt(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "build":
		return of(Build) | of(Test)
	case "test":
		return of(Test)
	case "run", "seed", "snapshot":
		return of(Run)
	case "compile", "parse":
		return of(Build)
	}
	return 0
}

// ghCI reads the GitHub CLI's views of CI: `gh pr checks` and `gh run
// watch --exit-status` exit non-zero when a check failed, so they observe
// the CI run's result as a test, and `gh run list` and `gh run view` show
// it in their rows; the rest of gh is no check.
func ghCI(args []string) kinds {
	sub, rest := firstWord(args)
	next, _ := firstWord(rest)
	switch {
	case sub == "pr" && next == "checks":
		return of(Test)
	case sub == "run" && next == "watch" && hasFlag(rest, "--exit-status"):
		return of(Test)
	case runsLook(args):
		return of(Test) // its rows tell the result (see runsResult)
	}
	return 0
}

func kubectl(args []string) kinds {
	sub, rest := positional(args, kubectlValued)
	switch sub {
	case "rollout":
		if next, _ := positional(rest, kubectlValued); next == "history" {
			return 0
		}
		return of(Deploy) // status watches the rollout; undo and restart make one
	case "apply", "set", "create", "replace", "patch":
		if hasFlag(rest, "--dry-run") {
			return of(Lint)
		}
		return of(Deploy)
	}
	return 0
}

// docker reads what the wrappers table did not: a build, a push, a run or
// compose up that starts the image's own program, and compose's check of
// its files.
func docker(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "build":
		return of(Build)
	case "buildx":
		if hasFlag(rest, "--push") {
			return of(Deploy)
		}
		return of(Build)
	case "push":
		return of(Deploy)
	case "run":
		return of(Run)
	case "compose":
		sub, _ = positional(rest, "-f --file -p --project-name --profile --env-file --project-directory")
		switch sub {
		case "build":
			return of(Build)
		case "up", "run":
			return of(Run)
		case "config":
			// compose's own check of its files: it resolves and validates
			// them, as nginx -t does a server's
			return of(Lint)
		}
	}
	return 0
}

// composeCLI reads the standalone docker-compose and podman-compose as
// docker compose.
func composeCLI(args []string) kinds {
	return docker(append([]string{"compose"}, args...))
}

func deploySub(subs ...string) func([]string) kinds {
	return func(args []string) kinds {
		for _, a := range args {
			for _, s := range subs {
				if a == s {
					return of(Deploy)
				}
			}
		}
		return 0
	}
}

// twine reads PyPI's uploader: check validates the distributions'
// metadata (a README that will not render fails it), upload and register
// publish them.
func twine(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "check":
		return of(Lint)
	case "upload", "register":
		return of(Deploy)
	}
	return 0
}

// cloudApply reads a cloud CLI's write that takes its change from a file
// (aws route53 change-resource-record-sets --change-batch
// file://dns/change.json, aws cloudformation deploy --template-file …):
// the service parsed the file and applied it, and its answer shows
// whether it took. A write with no file, or a look, verifies nothing.
func cloudApply(name string) func([]string) kinds {
	return func(args []string) kinds {
		if cloudAction(name, args) == "" {
			return 0
		}
		for i, a := range args {
			if strings.HasPrefix(a, "file://") || strings.HasPrefix(a, "fileb://") || strings.Contains(a, "=file://") ||
				(a == "--template-file" || a == "--cli-input-json" || a == "--cli-input-yaml") && i+1 < len(args) {
				return of(Deploy)
			}
		}
		return 0
	}
}

// nixosRebuild reads NixOS's deployers: switch, boot and test activate a
// configuration on the machine or on --target-host, and colmena apply on
// its hosts, which deploys it; build and dry-build build the system
// without activating it.
func nixosRebuild(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "switch", "boot", "test", "apply":
		return of(Deploy)
	case "build", "dry-build", "build-vm":
		return of(Build)
	}
	return 0
}

// shellSyntax counts `bash -n script` as a lint and `bash script.sh` as
// running the script; `bash -c` is read by the wrappers table.
func shellSyntax(args []string) kinds {
	if hasFlag(args, "-n") {
		if f, _ := firstWord(args); f != "" {
			return of(Lint) // a file's syntax; a here-document is no project file
		}
		return 0
	}
	for _, a := range args {
		if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "c") {
			return 0
		}
	}
	file, _ := firstWord(args)
	if file == "" {
		return 0
	}
	return script(file)
}

// powershellFile reads `pwsh -File script.ps1` by the script's name;
// -Command is read by the wrappers table.
func powershellFile(args []string) kinds {
	for i, a := range args {
		if strings.EqualFold(a, "-File") || strings.EqualFold(a, "-f") {
			if i+1 < len(args) {
				return script(args[i+1])
			}
		}
	}
	return 0
}
