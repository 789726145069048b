package observe

import "strings"

// byProgram names the kind of programs whose name alone says what they
// verify. It is a switch, not a map: every hook event is a process of its
// own, and a map would be built again in each one that reads it; the
// compiler makes a switch on strings a binary search, built at compile
// time. A name listed twice fails to compile.
func byProgram(name string) (Kind, bool) {
	switch name {
	// test runners
	case "pytest", "py.test", "tox", "nox", "nose2", "gotestsum",
		"jest", "vitest", "mocha", "ava", "tap", "karma", "jasmine",
		"playwright", "cypress", "cargo-nextest", "rspec", "phpunit", "pest",
		"ctest", "bats", "busted", "prove", "minitest",
		// a GitLab pipeline's jobs run on this machine
		"gitlab-ci-local":
		return Test, true
	// builds
	case "webpack", "esbuild", "rollup", "parcel", "ninja", "msbuild",
		// documentation and site builders that take no subcommand
		"sphinx-build", "antora",
		// configuration languages rendered, type-checked on the way
		"dhall-to-yaml", "dhall-to-yaml-ng", "dhall-to-json", "dhall-to-toml", "jsonnet":
		return Build, true
	// linters and static validators
	case "staticcheck", "revive", "flake8", "pylint",
		"eslint", "stylelint", "shellcheck", "rubocop", "hadolint",
		"tflint", "yamllint", "markdownlint", "markdownlint-cli2", "actionlint",
		"ktlint", "swiftlint", "clang-tidy", "cppcheck", "credo", "golint",
		"oxlint", "htmlhint", "textlint", "cspell", "codespell", "sqlfluff",
		"taplo", "checkov", "semgrep", "bandit", "vulture", "pydocstyle",
		"erb_lint", "erblint", "detekt",
		// security linters: gosec type-checks Go for unsafe patterns, brakeman reads a Rails app's data flow
		"gosec", "brakeman",
		// manifest validators: Kubernetes schemas and policies, CloudFormation
		"kubeconform", "kubeval", "kube-linter", "kube-score", "conftest", "cfn-lint",
		// JSON Schema validators of data files (a SARIF report, a config)
		"check-jsonschema", "ajv", "yajsv":
		return Lint, true
	// type checkers
	case "mypy", "pyright", "pytype", "phpstan", "psalm",
		"vue-tsc", "flow", "basedpyright", "svelte-check":
		return Typecheck, true
	// smoke checks
	case "curl", "wget", "http", "https", "httpie", "grpcurl", "websocat",
		// a browser run on the served page (a headless screenshot) looks at what the user will see
		"chrome", "chromium", "chromium-browser", "google-chrome", "google chrome",
		"google-chrome-stable", "firefox", "msedge",
		// benchmarks and load tests run the program and measure it
		"hyperfine", "k6", "locust", "wrk", "wrk2", "ab", "hey", "oha", "vegeta", "bombardier", "artillery",
		"autocannon", "siege", "ghz",
		// Lighthouse audits the served page and asserts its scores
		"lighthouse", "lhci":
		return Run, true
	// deploys
	case "vercel", "netlify", "flyctl", "fly", "firebase", "serverless",
		"sls":
		return Deploy, true
	}
	return "", false
}

// bySubcommand returns the reader of a program whose subcommand or flags
// decide, or nil. A switch for the reason byProgram is one; as a function
// it also needs no init to break the cycle through runner and friends,
// which call back into classify, which calls it.
func bySubcommand(name string) func(args []string) kinds {
	switch name {
	// languages
	case "go":
		return goTool
	case "cargo":
		return cargo
	case "python", "python3", "py":
		return python
	case "node", "tsx", "ts-node":
		return node
	case "deno":
		return deno
	case "dart":
		return dart
	case "flutter":
		return flutter
	case "tsc":
		return tsc
	case "mix":
		return mix
	case "dotnet":
		return dotnet
	case "swift":
		return swift
	case "php":
		return php
	case "ruby":
		return ruby
	case "perl":
		return perl
	case "lua", "luajit":
		return lua
	case "julia":
		return julia
	case "rscript":
		return rscript
	case "luac":
		return luac
	case "elixir", "java":
		return interpreter
	case "jq":
		return jq
	case "xcodebuild":
		return xcodebuild
	// package and task runners
	case "npm", "pnpm", "yarn", "bun":
		return packageScript
	case "uv":
		return uv
	case "poetry", "pipenv", "pdm", "pixi", "lerna":
		return runSub
	case "hatch":
		return hatch
	case "rake", "rails", "gradle", "gradlew", "sbt", "lein", "stack", "cabal", "composer":
		return target
	case "mvn", "mvnw":
		return maven
	case "make", "gmake":
		return makeLike
	case "just", "task":
		return recipes
	case "mise", "rtx":
		return mise
	case "bazel", "bazelisk", "buck2":
		return bazel
	case "zig":
		return zig
	case "nix":
		return nix
	case "astro":
		return astro
	case "ng":
		return angular
	case "pre-commit":
		return preCommit
	case "nx":
		return nx
	case "turbo":
		return turbo
	case "cmake":
		return cmake
	case "vite":
		return vite
	case "hugo", "mkdocs", "zola", "jekyll", "mdbook", "docusaurus", "quarto", "eleventy", "vitepress", "gatsby":
		return siteGenerator
	case "next":
		return next
	case "rtk":
		return rtkLint
	// linters with modes
	case "golangci-lint":
		return golangci
	case "ruff":
		return ruff
	case "biome":
		return biome
	case "vale":
		return vale
	case "gofmt", "goimports":
		return formatCheck("-l", "-d")
	case "prettier":
		return formatCheck("--check", "-c", "--list-different", "-l")
	case "black":
		return formatCheck("--check", "--diff")
	case "isort":
		return formatCheck("--check", "--check-only", "--diff", "-c")
	case "rustfmt":
		return formatCheck("--check")
	case "pint":
		return formatCheck("--test")
	case "clang-format":
		return formatCheck("--dry-run", "-n", "--Werror")
	case "buf":
		return buf
	case "fieldalignment", "modernize":
		return unlessFix
	// infrastructure
	case "terraform", "tofu":
		return terraform
	case "pio", "platformio":
		return platformio
	case "west":
		return zephyrWest
	case "idf.py":
		return espIDF
	case "helm":
		return helm
	case "goreleaser":
		return goreleaser
	case "glab", "circleci":
		return ciConfigLint
	case "nixos-rebuild", "darwin-rebuild", "colmena":
		return nixosRebuild
	case "nixops", "morph":
		return deploySub("deploy")
	case "dbt":
		return dbt
	case "dhall":
		return dhall
	case "cue":
		return cue
	case "gh":
		return ghCI
	case "kubectl":
		return kubectl
	case "docker", "podman":
		return docker
	case "docker-compose", "podman-compose":
		return composeCLI
	case "gcloud", "cdk":
		return deploySub("deploy")
	case "aws", "az", "doctl":
		return cloudApply(name)
	case "twine":
		return twine
	case "pulumi":
		return deploySub("up", "update")
	// C and C++ compilers: a syntax-only run type-checks, any other compiles
	case "gcc", "g++", "cc", "c++", "clang", "clang++":
		return compiler
	// a server's own check of its configuration
	case "nginx", "sshd":
		return configTest("-t", "-T")
	case "apachectl", "apache2ctl":
		return configTest("configtest", "-t")
	case "httpd":
		return configTest("-t")
	case "haproxy":
		return configTest("-c")
	case "caddy":
		return configTest("validate")
	case "promtool":
		return promtool
	case "amtool":
		return amtool
	case "visudo":
		return configTest("-c")
	case "systemd-analyze":
		// `systemd-analyze verify api.service` checks a unit file
		return configTest("verify")
	// shells
	case "bash", "sh", "zsh":
		return shellSyntax
	case "pwsh", "powershell":
		return powershellFile
	}
	return nil
}

// promtool reads Prometheus's tool: `check` validates rule and config
// files, `test rules` runs the rules' unit tests.
func promtool(args []string) kinds {
	if len(args) > 1 && args[0] == "test" && args[1] == "rules" {
		return of(Test)
	}
	return configTest("check")(args)
}

// amtool reads Alertmanager's tool: `check-config` validates the
// configuration, `config routes test` checks where labels are routed.
func amtool(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "check-config":
		return of(Lint)
	case "config":
		if len(rest) > 1 && rest[0] == "routes" && rest[1] == "test" {
			return of(Test)
		}
	}
	return 0
}

func xcodebuild(args []string) kinds {
	if hasWordArg(args, "test") {
		return of(Test)
	}
	return of(Build)
}

func astro(args []string) kinds {
	if sub, _ := firstWord(args); sub == "check" {
		return of(Typecheck)
	}
	return 0
}

// angular reads the Angular CLI: ng build, ng test, ng lint, ng e2e;
// ng serve runs the app and ng deploy ships it. ng extract-i18n and ng
// generate write files and check nothing.
func angular(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "build", "b":
		return of(Build)
	case "test", "t", "e2e", "e":
		return of(Test)
	case "lint":
		return of(Lint)
	case "serve", "s":
		return of(Run)
	case "deploy":
		return of(Deploy)
	}
	return 0
}

func preCommit(args []string) kinds {
	if sub, _ := firstWord(args); sub == "run" {
		return of(Lint) // the configured hooks: linters and formatters in check mode
	}
	return 0
}

// rtkLint reads rtk as a tool; its runner subcommands are peeled as a
// wrapper (see wrappers.go).
func rtkLint(args []string) kinds {
	if sub, _ := firstWord(args); sub == "lint" {
		return of(Lint) // rtk's own ESLint front end
	}
	return 0
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
