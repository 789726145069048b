package observe

// The maps these tables were before they became switches, kept to prove
// the switches hold the same entries (tables_test.go).

import "strings"

func oldByProgram() map[string]Kind {
	return map[string]Kind{
		// test runners
		"pytest": Test, "py.test": Test, "tox": Test, "nox": Test, "nose2": Test, "gotestsum": Test,
		"jest": Test, "vitest": Test, "mocha": Test, "ava": Test, "tap": Test, "karma": Test, "jasmine": Test,
		"playwright": Test, "cypress": Test, "cargo-nextest": Test, "rspec": Test, "phpunit": Test, "pest": Test,
		"ctest": Test, "bats": Test, "busted": Test, "prove": Test, "minitest": Test, "gitlab-ci-local": Test,
		// builds
		"webpack": Build, "esbuild": Build, "rollup": Build, "parcel": Build, "ninja": Build, "msbuild": Build,
		"sphinx-build": Build, "antora": Build,
		"dhall-to-yaml": Build, "dhall-to-yaml-ng": Build, "dhall-to-json": Build, "dhall-to-toml": Build, "jsonnet": Build,
		// linters and static validators
		"staticcheck": Lint, "revive": Lint, "flake8": Lint, "pylint": Lint,
		"eslint": Lint, "stylelint": Lint, "shellcheck": Lint, "rubocop": Lint, "hadolint": Lint,
		"tflint": Lint, "yamllint": Lint, "markdownlint": Lint, "markdownlint-cli2": Lint, "actionlint": Lint,
		"ktlint": Lint, "swiftlint": Lint, "clang-tidy": Lint, "cppcheck": Lint, "credo": Lint, "golint": Lint,
		"oxlint": Lint, "htmlhint": Lint, "textlint": Lint, "cspell": Lint, "codespell": Lint, "sqlfluff": Lint,
		"taplo": Lint, "checkov": Lint, "semgrep": Lint, "bandit": Lint, "vulture": Lint, "pydocstyle": Lint,
		"erb_lint": Lint, "erblint": Lint, "detekt": Lint, "gosec": Lint, "brakeman": Lint,
		"kubeconform": Lint, "kubeval": Lint, "kube-linter": Lint, "kube-score": Lint, "conftest": Lint, "cfn-lint": Lint,
		"check-jsonschema": Lint, "ajv": Lint, "yajsv": Lint,
		// type checkers
		"mypy": Typecheck, "pyright": Typecheck, "pytype": Typecheck, "phpstan": Typecheck, "psalm": Typecheck,
		"vue-tsc": Typecheck, "flow": Typecheck, "basedpyright": Typecheck, "svelte-check": Typecheck,
		// smoke checks
		"curl": Run, "wget": Run, "http": Run, "https": Run, "httpie": Run, "grpcurl": Run, "websocat": Run,
		// a browser run on the served page (a headless screenshot) looks at what the user will see
		"chrome": Run, "chromium": Run, "chromium-browser": Run, "google-chrome": Run, "google chrome": Run,
		"google-chrome-stable": Run, "firefox": Run, "msedge": Run,
		// benchmarks and load tests run the program and measure it
		"hyperfine": Run, "k6": Run, "locust": Run, "wrk": Run, "wrk2": Run, "ab": Run, "hey": Run, "oha": Run,
		"vegeta": Run, "bombardier": Run, "artillery": Run, "autocannon": Run, "siege": Run, "ghz": Run, "lighthouse": Run, "lhci": Run,
		// deploys
		"vercel": Deploy, "netlify": Deploy, "flyctl": Deploy, "fly": Deploy, "firebase": Deploy, "serverless": Deploy,
		"sls": Deploy,
	}
}

func oldSubcommandTable() map[string]func(args []string) kinds {
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
		"julia":   julia,
		"rscript": rscript,
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
		"ng":       angular,
		"nx":       nx,
		"turbo":    turbo,
		"lerna":    runSub,
		"cmake":    cmake,
		"composer": target,
		"vite":     vite,
		"hugo":     siteGenerator, "mkdocs": siteGenerator, "zola": siteGenerator, "jekyll": siteGenerator,
		"mdbook": siteGenerator, "docusaurus": siteGenerator, "quarto": siteGenerator, "eleventy": siteGenerator,
		"vitepress": siteGenerator, "gatsby": siteGenerator,
		"next": next,
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
		"pint":           formatCheck("--test"),
		"clang-format":   formatCheck("--dry-run", "-n", "--Werror"),
		"buf":            buf,
		"fieldalignment": unlessFix,
		"modernize":      unlessFix,
		// infrastructure
		"terraform":      terraform,
		"pio":            platformio,
		"platformio":     platformio,
		"west":           zephyrWest,
		"idf.py":         espIDF,
		"helm":           helm,
		"goreleaser":     goreleaser,
		"glab":           ciConfigLint,
		"circleci":       ciConfigLint,
		"nixos-rebuild":  nixosRebuild,
		"darwin-rebuild": nixosRebuild,
		"colmena":        nixosRebuild,
		"nixops":         deploySub("deploy"),
		"morph":          deploySub("deploy"),
		"dbt":            dbt,
		"dhall":          dhall,
		"cue":            cue,
		"gh":             ghCI,
		"tofu":           terraform,
		"kubectl":        kubectl,
		"docker":         docker,
		"podman":         docker,
		"docker-compose": composeCLI,
		"podman-compose": composeCLI,
		"gcloud":         deploySub("deploy"),
		"aws":            cloudApply("aws"),
		"az":             cloudApply("az"),
		"doctl":          cloudApply("doctl"),
		"twine":          twine,
		"cdk":            deploySub("deploy"),
		"pulumi":         deploySub("up", "update"),
		// C and C++ compilers: a syntax-only run type-checks, any other compiles
		"gcc":     compiler,
		"g++":     compiler,
		"cc":      compiler,
		"c++":     compiler,
		"clang":   compiler,
		"clang++": compiler,
		// a server's own check of its configuration
		"nginx":           configTest("-t", "-T"),
		"apachectl":       configTest("configtest", "-t"),
		"apache2ctl":      configTest("configtest", "-t"),
		"httpd":           configTest("-t"),
		"haproxy":         configTest("-c"),
		"caddy":           configTest("validate"),
		"promtool":        promtool,
		"amtool":          amtool,
		"sshd":            configTest("-t", "-T"),
		"visudo":          configTest("-c"),
		"systemd-analyze": configTest("verify"),
		// shells
		"bash":       shellSyntax,
		"sh":         shellSyntax,
		"zsh":        shellSyntax,
		"pwsh":       powershellFile,
		"powershell": powershellFile,
	}
}

func oldWrappers() map[string]wrapperFunc {
	m := map[string]wrapperFunc{
		// package runners
		"npx":      options("-p --package -c --call --node-options"),
		"valgrind": options("--tool --log-file --suppressions"),
		"pnpx":     options(""),
		"bunx":     options(""),
		"uvx":      options("--from --with -p --python --index --extra-index-url"),
		"pnpm":     globalThenSub("-C --dir --filter -F --workspace-root", "exec dlx", "-c --shell-mode"),
		"npm":      globalThenSub("--prefix -w --workspace -C", "exec x", "-p --package -c --call -w --workspace"),
		"yarn":     globalThenSub("--cwd", "dlx exec", "-p --package"),
		"bun":      globalThenSub("--cwd --filter", "x", ""),
		"uv":       globalThenSub("--directory --project --python -p --with --extra --group --package --env-file --index", "run", "--directory --project --python -p --with --extra --group --package --env-file --index --with-requirements"),
		"poetry":   globalThenSub("-C --directory -P --project", "run", ""),
		"pipenv":   globalThenSub("", "run", ""),
		"conda":    globalThenSub("", "run", "-n --name -p --prefix"),
		"mamba":    globalThenSub("", "run", "-n --name -p --prefix"),
		"bundle":   globalThenSub("", "exec", ""),
		"corepack": func(args []string) (inner, bool) {
			return inner{start: 0}, len(args) > 0 && !strings.HasPrefix(args[0], "-")
		},
		// environments
		"dotenv":    options("-e -v -c -p"),
		"env-cmd":   options("-f --file -e --environments -r --rc-file"),
		"cross-env": assignsThen,
		"dotenvx":   globalThenSub("", "run", "-f --env-file --env"),
		"op":        globalThenSub("", "run", "--env-file"),
		"doppler":   globalThenSub("", "run", "-p --project -c --config"),
		"infisical": globalThenSub("", "run", "--env --path --projectId"),
		"aws-vault": positionals("exec", 1, "-d --duration --region"),
		"direnv":    positionals("exec", 1, ""),
		"mise":      toolsThenCommand,
		"rtx":       toolsThenCommand,
		"asdf":      globalThenSub("", "exec", ""),
		"nix":       nixCommand,
		"nix-shell": nixShell,
		"xvfb-run":  options("-n -s -f -e --server-num --server-args --auth-file --error-file"),
		"unbuffer":  options(""),
		"gtimeout":  positionals("", 1, "-s -k --signal --kill-after"),
		"rtk":       rtk,
		"wsl":       wsl,
		"docker":    container,
		"podman":    container,
		"kubectl":   kubeExec,
		"oc":        kubeExec,
		"heroku":    globalThenSub("", "run run:detached run:inside", "-a --app -r --remote -s --size -e --env --type"),
		"docker-compose": func(args []string) (inner, bool) {
			return compose(args)
		},
		"pwsh":       powershell,
		"powershell": powershell,
		"cmd":        cmdExe,
		"ssh":        remoteShell,
	}
	for _, sh := range []string{"bash", "sh", "zsh", "dash", "ksh"} {
		m[sh] = shellScript
	}
	return m
}

func oldInlineSignals() map[string]inlineSig {
	re := regexps.MustCompile
	return map[string]inlineSig{
		"python": {
			writes: re(`open\([^)]*,\s*(?:mode\s*=\s*)?['"][wax]|\.write_(?:text|bytes)\(|shutil\.(?:copy|move)|os\.(?:rename|replace|remove|unlink)\(`),
			stdin:  re(`sys\.stdin|\binput\(|fileinput`),
			runs:   re(`exec\(\s*open\(|runpy\.|importlib\.import_module\(|__import__\(|sys\.path\.(?:insert|append)\(`),
			parses: re(`json\.loads?\(|yaml\.(?:safe_|full_|unsafe_)?load\(|toml(?:lib|i)?\.loads?\(|ast\.parse\(|\bcompile\(|py_compile|ET\.parse\(|ElementTree\.parse\(|plistlib\.load`),
			reads:  re(`open\(|read_text\(|read_bytes\(|\.parse\(\s*['"]`),
		},
		"node": {
			writes: re(`writeFile(?:Sync)?\(|appendFile(?:Sync)?\(|renameSync\(|copyFileSync\(|\brmSync\(|unlinkSync\(`),
			stdin:  re(`process\.stdin|readFileSync\(\s*(?:0|['"]/dev/stdin)`),
			runs:   nil, // see nodeRunsProject
			parses: re(`JSON\.parse\(|YAML\.parse\(|yaml\.(?:load|parse)\(|require\(\s*['"][^'"]+\.json['"]\)|new Function\(|vm\.Script\(`),
			reads:  re(`readFileSync\(|readFile\(|require\(\s*['"][^'"]+\.json`),
		},
		"ruby": {
			writes: re(`File\.(?:write|open\([^)]*['"][wa])|FileUtils\.`),
			stdin:  re(`\bSTDIN\b|\$stdin|\bARGF\b|\bgets\b`),
			runs:   re(`require_relative|require\s*\(?\s*['"]\.{1,2}/|\bload\s*\(?\s*['"]`),
			parses: re(`YAML\.(?:load_file|safe_load|load|parse)|JSON\.(?:parse|load_file)|Psych\.|TOML\.(?:load_file|parse)`),
			reads:  re(`load_file|File\.read|IO\.read|File\.open`),
		},
		"php": {
			writes: re(`file_put_contents|fopen\([^)]*['"][wax]`),
			stdin:  re(`php://stdin|STDIN`),
			runs:   re(`\b(?:require|include)(?:_once)?\b`),
			parses: re(`json_decode\(|yaml_parse|simplexml_load_file|token_get_all\(`),
			reads:  re(`file_get_contents\(|_file\(`),
		},
		"perl": {
			writes: re(`open\s*\(?[^;]*['"]?\+?>`),
			stdin:  re(`<STDIN>|<>`),
			runs:   re(`\b(?:require|do)\s+['"]`),
			parses: re(`decode_json|LoadFile|XMLin`),
			reads:  re(`open|LoadFile|read_file|slurp`),
		},
		"lua": {
			writes: re(`io\.open\([^)]*['"][wa]`),
			stdin:  re(`io\.read\(|io\.stdin`),
			runs:   re(`dofile\(|require\s*\(?\s*['"]`),
			parses: re(`loadfile\(|load\(`),
			reads:  re(`loadfile\(|io\.open\(|io\.lines\(`),
		},
	}
}

func oldPythonStdlib() map[string]bool {
	m := map[string]bool{}
	for _, name := range strings.Fields(`__future__ abc argparse ast asyncio base64 binascii bisect builtins
		calendar cgi cmath codecs collections colorsys compileall concurrent configparser contextlib copy csv
		ctypes dataclasses datetime decimal difflib dis email encodings enum errno filecmp fileinput fnmatch
		fractions ftplib functools gc getopt getpass gettext glob gzip hashlib heapq hmac html http imaplib
		importlib inspect io ipaddress itertools json keyword linecache locale logging lzma mailbox math
		mimetypes mmap multiprocessing netrc numbers operator os pathlib pickle pkgutil platform plistlib
		pprint profile pstats py_compile queue quopri random re readline reprlib resource runpy sched secrets
		select selectors shelve shlex shutil signal site smtplib socket socketserver sqlite3 ssl stat
		statistics string stringprep struct subprocess sys sysconfig tarfile tempfile textwrap threading
		time timeit tkinter token tokenize tomllib trace traceback types typing unicodedata unittest
		urllib uuid venv warnings wave weakref xml xmlrpc zipfile zipimport zlib zoneinfo
		yaml toml tomli tomlkit ruamel json5 jsonschema xmltodict`) {
		m[name] = true
	}
	return m
}
