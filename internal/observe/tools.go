package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/once"
)

// byProgram maps programs whose name alone says what they verify. It is
// built on first use: every hook process links this package, and only
// tool results read it.
var byProgram = once.Value[map[string]Kind]{Build: func() map[string]Kind {
	return map[string]Kind{
		// test runners
		"pytest": Test, "py.test": Test, "tox": Test, "nox": Test, "nose2": Test, "gotestsum": Test,
		"jest": Test, "vitest": Test, "mocha": Test, "ava": Test, "tap": Test, "karma": Test, "jasmine": Test,
		"playwright": Test, "cypress": Test, "cargo-nextest": Test, "rspec": Test, "phpunit": Test, "pest": Test,
		"ctest": Test, "bats": Test, "busted": Test, "prove": Test, "minitest": Test,
		// builds
		"webpack": Build, "esbuild": Build, "rollup": Build, "parcel": Build, "ninja": Build, "msbuild": Build,
		// linters and static validators
		"staticcheck": Lint, "revive": Lint, "flake8": Lint, "pylint": Lint,
		"eslint": Lint, "stylelint": Lint, "shellcheck": Lint, "rubocop": Lint, "hadolint": Lint,
		"tflint": Lint, "yamllint": Lint, "markdownlint": Lint, "markdownlint-cli2": Lint, "actionlint": Lint,
		"ktlint": Lint, "swiftlint": Lint, "clang-tidy": Lint, "cppcheck": Lint, "credo": Lint, "golint": Lint,
		"oxlint": Lint, "htmlhint": Lint, "textlint": Lint, "cspell": Lint, "codespell": Lint, "sqlfluff": Lint,
		"taplo": Lint, "checkov": Lint, "semgrep": Lint, "bandit": Lint, "vulture": Lint, "pydocstyle": Lint,
		"erb_lint": Lint, "erblint": Lint, "detekt": Lint,
		// type checkers
		"mypy": Typecheck, "pyright": Typecheck, "pytype": Typecheck, "phpstan": Typecheck, "psalm": Typecheck,
		"vue-tsc": Typecheck, "flow": Typecheck, "basedpyright": Typecheck, "svelte-check": Typecheck,
		// smoke checks
		"curl": Run, "wget": Run, "http": Run, "https": Run, "httpie": Run, "grpcurl": Run, "websocat": Run,
		// a browser run on the served page (a headless screenshot) looks at what the user will see
		"chrome": Run, "chromium": Run, "chromium-browser": Run, "google-chrome": Run, "google chrome": Run,
		"google-chrome-stable": Run, "firefox": Run, "msedge": Run,
		// deploys
		"vercel": Deploy, "netlify": Deploy, "flyctl": Deploy, "fly": Deploy, "firebase": Deploy, "serverless": Deploy,
		"sls": Deploy, "twine": Deploy,
	}
}}

// bySubcommand maps programs whose subcommand or flags decide. It is built
// on first use, and set in init because runner and friends call back into
// classify, which reads it.
var bySubcommand once.Value[map[string]func(args []string) kinds]

func init() { bySubcommand.Build = subcommandTable }

func subcommandTable() map[string]func(args []string) kinds {
	return map[string]func(args []string) kinds{
		// languages
		"go":      goTool,
		"cargo":   cargo,
		"python":  python,
		"python3": python,
		"py":      python,
		"node":    node,
		"tsx":     node,
		"ts-node": node,
		"deno":    deno,
		"dart":    dart,
		"flutter": flutter,
		"tsc":     tsc,
		"mix":     mix,
		"dotnet":  dotnet,
		"swift":   swift,
		"php":     php,
		"ruby":    ruby,
		"perl":    perl,
		"lua":     lua,
		"luajit":  lua,
		"luac":    luac,
		"elixir":  interpreter,
		"java":    interpreter,
		"jq":      jq,
		"xcodebuild": func(args []string) kinds {
			if hasWordArg(args, "test") {
				return of(Test)
			}
			return of(Build)
		},
		// package and task runners
		"npm":      packageScript,
		"pnpm":     packageScript,
		"yarn":     packageScript,
		"bun":      packageScript,
		"uv":       uv,
		"poetry":   runSub,
		"pipenv":   runSub,
		"pdm":      runSub,
		"pixi":     runSub,
		"hatch":    hatch,
		"rake":     target,
		"rails":    target,
		"mvn":      maven,
		"mvnw":     maven,
		"gradle":   target,
		"gradlew":  target,
		"make":     makeLike,
		"gmake":    makeLike,
		"just":     recipes,
		"task":     recipes,
		"mise":     mise,
		"rtx":      mise,
		"bazel":    bazel,
		"bazelisk": bazel,
		"buck2":    bazel,
		"sbt":      target,
		"lein":     target,
		"stack":    target,
		"cabal":    target,
		"zig":      zig,
		"nix":      nix,
		"astro": func(args []string) kinds {
			if sub, _ := firstWord(args); sub == "check" {
				return of(Typecheck)
			}
			return 0
		},
		"pre-commit": func(args []string) kinds {
			if sub, _ := firstWord(args); sub == "run" {
				return of(Lint) // the configured hooks: linters and formatters in check mode
			}
			return 0
		},
		"nx":       nx,
		"turbo":    turbo,
		"lerna":    runSub,
		"cmake":    cmake,
		"composer": target,
		"vite":     vite,
		"next":     next,
		"rtk": func(args []string) kinds {
			if sub, _ := firstWord(args); sub == "lint" {
				return of(Lint) // rtk's own ESLint front end
			}
			return 0
		},
		// linters with modes
		"golangci-lint":  golangci,
		"ruff":           ruff,
		"biome":          biome,
		"vale":           vale,
		"gofmt":          formatCheck("-l", "-d"),
		"goimports":      formatCheck("-l", "-d"),
		"prettier":       formatCheck("--check", "-c", "--list-different", "-l"),
		"black":          formatCheck("--check", "--diff"),
		"isort":          formatCheck("--check", "--check-only", "--diff", "-c"),
		"rustfmt":        formatCheck("--check"),
		"clang-format":   formatCheck("--dry-run", "-n", "--Werror"),
		"buf":            buf,
		"fieldalignment": unlessFix,
		"modernize":      unlessFix,
		// infrastructure
		"terraform":  terraform,
		"pio":        platformio,
		"platformio": platformio,
		"helm":       helm,
		"dbt":        dbt,
		"gh":         ghCI,
		"tofu":       terraform,
		"kubectl":    kubectl,
		"docker":     docker,
		"podman":     docker,
		"gcloud":     deploySub("deploy"),
		"cdk":        deploySub("deploy"),
		"pulumi":     deploySub("up", "update"),
		// C and C++ compilers: a syntax-only run type-checks, any other compiles
		"gcc":     compiler,
		"g++":     compiler,
		"cc":      compiler,
		"c++":     compiler,
		"clang":   compiler,
		"clang++": compiler,
		// a server's own check of its configuration
		"nginx":      configTest("-t", "-T"),
		"apachectl":  configTest("configtest", "-t"),
		"apache2ctl": configTest("configtest", "-t"),
		"httpd":      configTest("-t"),
		"haproxy":    configTest("-c"),
		"caddy":      configTest("validate"),
		"promtool":   configTest("check"),
		"sshd":       configTest("-t", "-T"),
		"visudo":     configTest("-c"),
		// shells
		"bash":       shellSyntax,
		"sh":         shellSyntax,
		"zsh":        shellSyntax,
		"pwsh":       powershellFile,
		"powershell": powershellFile,
	}
}

// configTest reads a server run only to check its configuration (nginx -t,
// caddy validate): it parses the files the change touched, as a linter
// does, and starts nothing.
func configTest(flags ...string) func([]string) kinds {
	return func(args []string) kinds {
		for _, a := range args {
			for _, f := range flags {
				if a == f {
					return of(Lint)
				}
			}
		}
		return 0
	}
}

// compiler reads a C or C++ compiler: -fsyntax-only type-checks the files
// without building; a compile or link builds; --version and the like
// check nothing.
func compiler(args []string) kinds {
	if len(args) == 0 {
		return 0
	}
	for _, a := range args {
		switch {
		case a == "-fsyntax-only":
			return of(Typecheck)
		case a == "--version" || a == "-v" || a == "--help" || a == "-dumpversion" || strings.HasPrefix(a, "-print-"):
			return 0
		}
	}
	return of(Build)
}
