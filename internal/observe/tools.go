package observe

import (
	"strings"
	"sync"
)

// byProgram maps programs whose name alone says what they verify. It is
// built on first use: every hook process links this package, and only
// tool results read it.
var byProgram = sync.OnceValue(func() map[string]Kind {
	return map[string]Kind{
		// test runners
		"pytest": Test, "py.test": Test, "tox": Test, "nox": Test, "nose2": Test, "gotestsum": Test,
		"jest": Test, "vitest": Test, "mocha": Test, "ava": Test, "tap": Test, "karma": Test, "jasmine": Test,
		"playwright": Test, "cypress": Test, "cargo-nextest": Test, "rspec": Test, "phpunit": Test, "pest": Test,
		"ctest": Test, "bats": Test, "busted": Test, "prove": Test, "minitest": Test,
		// builds
		"webpack": Build, "esbuild": Build, "rollup": Build, "parcel": Build, "ninja": Build, "msbuild": Build,
		// linters and static validators
		"golangci-lint": Lint, "staticcheck": Lint, "revive": Lint, "ruff": Lint, "flake8": Lint, "pylint": Lint,
		"eslint": Lint, "biome": Lint, "stylelint": Lint, "shellcheck": Lint, "rubocop": Lint, "hadolint": Lint,
		"tflint": Lint, "yamllint": Lint, "markdownlint": Lint, "actionlint": Lint, "ktlint": Lint, "swiftlint": Lint,
		"clang-tidy": Lint, "cppcheck": Lint, "credo": Lint, "buf": Lint, "golint": Lint,
		// type checkers
		"mypy": Typecheck, "pyright": Typecheck, "pytype": Typecheck, "phpstan": Typecheck, "psalm": Typecheck,
		"vue-tsc": Typecheck, "flow": Typecheck,
		// smoke checks
		"curl": Run, "wget": Run, "http": Run, "https": Run, "httpie": Run, "grpcurl": Run, "websocat": Run,
		// deploys
		"vercel": Deploy, "netlify": Deploy, "flyctl": Deploy, "fly": Deploy, "firebase": Deploy, "serverless": Deploy,
		"sls": Deploy, "twine": Deploy, "helm": Deploy,
	}
})

// bySubcommand maps programs whose subcommand or flags decide. It is built
// on first use, and set in init because runner and friends call back into
// classify, which reads it.
var bySubcommand func() map[string]func(args []string) (Kind, bool)

func init() { bySubcommand = sync.OnceValue(subcommandTable) }

func subcommandTable() map[string]func(args []string) (Kind, bool) {
	return map[string]func(args []string) (Kind, bool){
		"go":      goTool,
		"cargo":   cargo,
		"python":  python,
		"python3": python,
		"py":      python,
		"node":    node,
		"deno":    deno,
		"tsc":     tsc,
		"npm":     packageScript,
		"pnpm":    packageScript,
		"yarn":    packageScript,
		"bun":     packageScript,
		"npx":     runner,
		"bunx":    runner,
		"uv":      uv,
		"uvx":     runner,
		"poetry":  runSub,
		"pipenv":  runSub,
		"pdm":     runSub,
		"hatch":   hatch,
		"bundle":  bundle,
		"rake":    target,
		"rails":   target,
		"mix":     mix,
		"mvn":     maven,
		"mvnw":    maven,
		"gradle":  target,
		"gradlew": target,
		"dotnet":  dotnet,
		"swift":   swift,
		"xcodebuild": func(args []string) (Kind, bool) {
			if hasWordArg(args, "test") {
				return Test, true
			}
			return Build, true
		},
		"make":      makeLike,
		"gmake":     makeLike,
		"just":      makeLike,
		"task":      makeLike,
		"bazel":     target,
		"bazelisk":  target,
		"nx":        target,
		"turbo":     runSub,
		"lerna":     runSub,
		"cmake":     cmake,
		"php":       php,
		"composer":  target,
		"gofmt":     formatCheck("-l", "-d"),
		"prettier":  formatCheck("--check", "-c", "--list-different", "-l"),
		"black":     formatCheck("--check", "--diff"),
		"isort":     formatCheck("--check", "--check-only", "--diff", "-c"),
		"rustfmt":   formatCheck("--check"),
		"terraform": terraform,
		"tofu":      terraform,
		"kubectl":   kubectl,
		"docker":    docker,
		"podman":    docker,
		"gcloud":    deploySub("deploy"),
		"cdk":       deploySub("deploy"),
		"pulumi":    deploySub("up", "update"),
		"bash":      shellSyntax,
		"sh":        shellSyntax,
		"zsh":       shellSyntax,
		"ruby":      interpreter,
		"perl":      interpreter,
		"elixir":    interpreter,
		"java":      interpreter,
	}
}

func goTool(args []string) (Kind, bool) {
	sub, _ := firstWord(args)
	switch sub {
	case "test":
		return Test, true
	case "build", "install":
		return Build, true
	case "vet":
		return Lint, true
	case "run":
		return Run, true
	}
	return "", false
}

func cargo(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "test", "nextest", "bench", "miri":
		return Test, true
	case "build", "install":
		return Build, true
	case "check":
		return Typecheck, true
	case "clippy":
		return Lint, true
	case "fmt":
		return formatCheck("--check")(rest)
	case "run":
		return Run, true
	}
	return "", false
}

// python reads `python -m tool`, `python tests/test_x.py` and `python app.py`.
func python(args []string) (Kind, bool) {
	for i, a := range args {
		switch {
		case a == "-m" && i+1 < len(args):
			mod := args[i+1]
			if k, ok := byProgram()[mod]; ok {
				return k, true
			}
			switch mod {
			case "unittest", "doctest", "pytest":
				return Test, true
			case "compileall", "py_compile":
				return Build, true
			case "build":
				return Build, true
			}
			return Run, true
		case a == "-c":
			return Run, true
		case strings.HasPrefix(a, "-"):
			continue
		default:
			return script(a)
		}
	}
	return "", false
}

func node(args []string) (Kind, bool) {
	file, _ := firstWord(args)
	if hasFlag(args, "--test") {
		return Test, true
	}
	if file == "" {
		return "", false
	}
	return script(file)
}

func deno(args []string) (Kind, bool) {
	sub, _ := firstWord(args)
	switch sub {
	case "test", "bench":
		return Test, true
	case "check":
		return Typecheck, true
	case "lint":
		return Lint, true
	case "fmt":
		return formatCheck("--check")(args)
	case "compile":
		return Build, true
	case "run", "task":
		return Run, true
	}
	return "", false
}

func tsc(args []string) (Kind, bool) {
	if hasFlag(args, "--noEmit", "--noemit") {
		return Typecheck, true
	}
	return Build, true
}

// packageScript reads npm, pnpm, yarn and bun: `npm test`, `npm run build`,
// `yarn lint`, `pnpm exec vitest`, `bun test`.
func packageScript(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "test", "t", "tst":
		return Test, true
	case "run", "run-script":
		name, _ := firstWord(rest)
		return targetKind(name)
	case "exec", "dlx", "x":
		return runner(rest)
	case "publish":
		return Deploy, true
	case "install", "i", "ci", "add", "remove", "uninstall", "update", "init", "create", "link", "audit", "outdated", "ls", "list", "why", "info", "view", "config", "set", "cache", "pack", "version", "login", "logout", "whoami":
		return "", false
	case "":
		return "", false
	}
	// yarn and pnpm run scripts without "run"; bun runs files.
	if strings.ContainsAny(sub, "./") {
		return script(sub)
	}
	return targetKind(sub)
}

// runner reads npx/bunx/uvx/pnpm exec: the tool is the first non-option word.
func runner(args []string) (Kind, bool) {
	for i, a := range args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		// npx --package foo: a scoped "@scope/name@version" is still the tool.
		return classify(append([]string{stripVersion(a)}, args[i+1:]...))
	}
	return "", false
}

func stripVersion(pkg string) string {
	if i := strings.LastIndex(pkg, "@"); i > 0 {
		pkg = pkg[:i]
	}
	if i := strings.LastIndex(pkg, "/"); i >= 0 {
		pkg = pkg[i+1:]
	}
	return pkg
}

// packaging reads the subcommands project tools share: `build` builds the
// package and `publish` ships it.
func packaging(sub string) (Kind, bool) {
	switch sub {
	case "build":
		return Build, true
	case "publish":
		return Deploy, true
	}
	return "", false
}

func uv(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "run", "tool":
		if sub == "tool" {
			_, rest = firstWord(rest)
		}
		return runner(rest)
	}
	return packaging(sub)
}

// runSub reads tools whose `run X` runs X: poetry, pipenv, pdm, turbo, lerna.
func runSub(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "run", "exec":
		if k, ok := runner(rest); ok {
			return k, true
		}
		name, _ := firstWord(rest)
		return targetKind(name)
	case "test":
		return Test, true
	}
	return packaging(sub)
}

func hatch(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "test":
		return Test, true
	case "run":
		return runner(rest)
	}
	return packaging(sub)
}

func bundle(args []string) (Kind, bool) {
	if sub, rest := firstWord(args); sub == "exec" {
		return runner(rest)
	}
	return "", false
}

func mix(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "test":
		return Test, true
	case "compile":
		return Build, true
	case "credo":
		return Lint, true
	case "dialyzer":
		return Typecheck, true
	case "format":
		return formatCheck("--check-formatted")(rest)
	case "run", "phx.server":
		return Run, true
	}
	return "", false
}

// maven reads lifecycle phases: the latest phase named decides, since each
// phase runs those before it.
func maven(args []string) (Kind, bool) {
	kind, ok := Kind(""), false
	for _, a := range args {
		switch a {
		case "compile", "package", "install":
			if kind != Test {
				kind, ok = Build, true
			}
		case "test", "verify", "integration-test":
			kind, ok = Test, true
		case "deploy":
			return Deploy, true
		}
		if strings.HasPrefix(a, "checkstyle:") || strings.HasPrefix(a, "spotless:check") {
			if !ok {
				kind, ok = Lint, true
			}
		}
	}
	return kind, ok
}

func dotnet(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "test":
		return Test, true
	case "build", "publish", "pack":
		return Build, true
	case "run":
		return Run, true
	case "format":
		return formatCheck("--verify-no-changes")(rest)
	}
	return "", false
}

func swift(args []string) (Kind, bool) {
	sub, _ := firstWord(args)
	switch sub {
	case "test":
		return Test, true
	case "build":
		return Build, true
	case "run":
		return Run, true
	}
	return "", false
}

// target reads tools whose positional words are task names: rake, gradle,
// bazel, composer. The most demanding task named decides.
func target(args []string) (Kind, bool) {
	best, found := Kind(""), false
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		if i := strings.LastIndex(a, ":"); i >= 0 && !strings.HasPrefix(a, "//") {
			a = a[i+1:] // gradle ":app:test", rake "db:test"
		}
		if k, ok := targetKind(a); ok && (!found || rank(k) > rank(best)) {
			best, found = k, true
		}
	}
	return best, found
}

// makeLike reads make, just and task: a bare `make` builds the default target.
func makeLike(args []string) (Kind, bool) {
	var targets []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-C" || a == "-f" || a == "-j" || a == "--directory" || a == "--file":
			i++
		case strings.HasPrefix(a, "-") || strings.Contains(a, "="):
		default:
			targets = append(targets, a)
		}
	}
	if len(targets) == 0 {
		return Build, true
	}
	return target(targets)
}

func cmake(args []string) (Kind, bool) {
	if hasFlag(args, "--build") {
		return Build, true
	}
	return "", false
}

func php(args []string) (Kind, bool) {
	if hasFlag(args, "-l") {
		return Lint, true
	}
	file, _ := firstWord(args)
	if file == "artisan" && len(args) > 1 && args[1] == "test" {
		return Test, true
	}
	if file == "" {
		return "", false
	}
	return script(file)
}

func terraform(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "validate", "plan", "fmt":
		if sub == "fmt" {
			return formatCheck("-check")(rest)
		}
		return Lint, true
	case "apply":
		return Deploy, true
	case "test":
		return Test, true
	}
	return "", false
}

func kubectl(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "apply", "rollout", "set", "create", "replace", "patch":
		if hasFlag(rest, "--dry-run") {
			return Lint, true
		}
		return Deploy, true
	}
	return "", false
}

func docker(args []string) (Kind, bool) {
	sub, rest := firstWord(args)
	switch sub {
	case "build":
		return Build, true
	case "buildx":
		if hasFlag(rest, "--push") {
			return Deploy, true
		}
		return Build, true
	case "push":
		return Deploy, true
	case "run":
		return Run, true
	case "compose":
		sub, _ = firstWord(rest)
		switch sub {
		case "build":
			return Build, true
		case "up", "run":
			return Run, true
		}
	}
	return "", false
}

func deploySub(subs ...string) func([]string) (Kind, bool) {
	return func(args []string) (Kind, bool) {
		for _, a := range args {
			for _, s := range subs {
				if a == s {
					return Deploy, true
				}
			}
		}
		return "", false
	}
}

// formatCheck makes formatters count as lint only in their checking mode:
// `gofmt -w` changes files, `gofmt -l` verifies them.
func formatCheck(flags ...string) func([]string) (Kind, bool) {
	return func(args []string) (Kind, bool) {
		if hasFlag(args, flags...) {
			return Lint, true
		}
		return "", false
	}
}

// shellSyntax counts `bash -n script` as a lint and `bash script.sh` as
// running the script.
func shellSyntax(args []string) (Kind, bool) {
	if hasFlag(args, "-n") {
		return Lint, true
	}
	if hasFlag(args, "-c") {
		return "", false
	}
	file, _ := firstWord(args)
	if file == "" {
		return "", false
	}
	return script(file)
}

func interpreter(args []string) (Kind, bool) {
	file, _ := firstWord(args)
	if file == "" || hasFlag(args, "-e") {
		return "", false
	}
	return script(file)
}

func hasWordArg(args []string, word string) bool {
	for _, a := range args {
		if a == word {
			return true
		}
	}
	return false
}

// rank orders kinds by how much of the program they exercise.
func rank(k Kind) int {
	switch k {
	case Test:
		return 5
	case Deploy:
		return 4
	case Build:
		return 3
	case Typecheck:
		return 2
	case Lint:
		return 1
	}
	return 0
}
