package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// This file reads package managers and task runners, whose verification
// is named by a script, task or target ("npm run test:unit", "mise run
// lint", "nx run web:build").

// npmValued are the options of npm, pnpm, yarn and bun that take a value
// and may come before the script: --prefix dir, --filter pkg, -w pkg.
const npmValued = "--prefix -w --workspace -C --dir --filter -F --cwd --reporter --loglevel --config"

// packageScript reads npm, pnpm, yarn and bun: `npm test`, `npm run build`,
// `yarn lint`, `pnpm --filter api test`, `bun test`, `pnpm vitest`.
func packageScript(args []string) kinds {
	sub, rest := positional(args, npmValued)
	switch sub {
	case "test", "t", "tst":
		return of(Test)
	case "run", "run-script", "rr":
		name, _ := positional(rest, "-w --workspace --filter -F")
		if strings.ContainsAny(name, "/\\") || strings.HasSuffix(name, ".ts") || strings.HasSuffix(name, ".js") {
			return script(name) // bun run src/main.ts
		}
		return targetKind(name)
	case "exec", "dlx", "x":
		return classify(rest)
	case "workspace":
		if len(rest) > 1 {
			return packageScript(rest[1:]) // yarn workspace web test
		}
		return 0
	case "workspaces":
		// yarn workspaces foreach -A --parallel run test (berry), yarn
		// workspaces run test (classic): the command each workspace runs.
		if len(rest) > 0 && rest[0] == "foreach" {
			name, more := positional(rest[1:], "--from --include --exclude -j --jobs --since")
			return packageScript(append([]string{name}, more...))
		}
		return packageScript(rest)
	case "publish":
		return of(Deploy)
	case "install", "i", "ci", "add", "remove", "uninstall", "update", "up", "init", "create", "link", "audit",
		"outdated", "ls", "list", "why", "info", "view", "config", "set", "cache", "pack", "version", "login",
		"logout", "whoami", "store", "prune", "dedupe", "rebuild", "import", "patch", "env", "setup", "":
		return 0
	}
	if strings.ContainsAny(sub, "/\\") {
		return script(sub)
	}
	// yarn and pnpm run scripts and installed tools without "run".
	if k := classify(append([]string{sub}, rest...)); k != 0 {
		return k
	}
	return targetKind(sub)
}

func uv(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "run":
		return projectCommand(rest)
	case "tool":
		if s, r := firstWord(rest); s == "run" {
			return classify(r)
		}
		return 0
	}
	return packaging(sub)
}

// runSub reads tools whose `run X` runs a program or a task named X:
// poetry, pipenv, pdm, pixi, lerna.
func runSub(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "run", "exec":
		return projectCommand(rest)
	case "test":
		return of(Test)
	}
	return packaging(sub)
}

// projectCommand reads what a project-environment runner (uv run, poetry
// run, pdm run, pipenv run, pixi run, hatch run) runs: a known tool by its
// own table, else as the project's own command (see ownCommand).
func projectCommand(args []string) kinds {
	if k := classify(args); k != 0 {
		return k
	}
	inner, _ := peel(args, nil)
	return ownCommand(inner)
}

// ownCommand reads a program no table knows that a project-environment
// runner runs: the project's own entry point or a task the runner
// defines. Its name is read as a task's (poetry run lint), and failing
// that its subcommand, for the words a project names its verification by
// only (uv run punt audit, poetry run app check): the subcommand of a
// program nothing else is known of is not read for a build, a run or a
// deploy, since "app serve" may start anything. A known tool that
// verified nothing (ruff check --fix) stays nothing, and so does a command
// given a fixing flag.
func ownCommand(args []string) kinds {
	if len(args) == 0 || known(args[0]) || fixing(args[1:]) {
		return 0
	}
	name, rest := firstWord(args)
	if k := targetKind(name); k != 0 {
		return k
	}
	sub, _ := firstWord(rest)
	return targetKind(sub) & of(Lint, Typecheck, Test)
}

// known reports a program one of the tables reads.
func known(word string) bool {
	name := program(word)
	_, byName := byProgram(name)
	return byName || bySubcommand(name) != nil || wrappers(name) != nil || strings.ContainsAny(word, `/\`)
}

// projectRunners are the wrappers that run a command in the project's
// own environment, where its entry points are installed.
func projectRunners(s string) bool {
	switch s {
	case "uv", "poetry", "pipenv":
		return true
	}
	return false
}

// projectRunner is the wrapper name expand records on a command it peeled
// from a project runner.
const projectRunner = "(project runner)"

// ranInProject reports a command that expand peeled from a project
// runner.
func ranInProject(c shell.Command) bool { return slices.Contains(c.Wrappers, projectRunner) }

// inProject reports args that run their command through a project
// runner, after any other wrappers.
func inProject(args []string) bool {
	for range maxPeel {
		if len(args) == 0 {
			return false
		}
		name := program(args[0])
		w := wrappers(name)
		if w == nil {
			return false
		}
		in, ok := w(args[1:])
		if !ok || in.script != "" || in.setup != "" || in.start >= len(args)-1 {
			return false
		}
		if projectRunners(name) {
			return true
		}
		args = shell.Unwrap(shell.Command{Args: args[1+in.start:], Literal: litsOr(nil, len(args)-1-in.start)}).Args
	}
	return false
}

func hatch(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "test":
		return of(Test)
	case "run":
		return projectCommand(rest)
	}
	return packaging(sub)
}

// packaging reads the subcommands project tools share: `build` builds the
// package and `publish` ships it.
func packaging(sub string) kinds {
	switch sub {
	case "build":
		return of(Build)
	case "publish":
		return of(Deploy)
	}
	return 0
}

// maven reads lifecycle phases: the latest phase named decides, since each
// phase runs those before it.
func maven(args []string) kinds {
	kind := Kind("")
	for _, a := range args {
		switch a {
		case "compile", "package", "install":
			if kind != Test {
				kind = Build
			}
		case "test", "verify", "integration-test":
			kind = Test
		case "deploy":
			return of(Deploy)
		}
		if kind == "" && (strings.HasPrefix(a, "checkstyle:") || strings.HasPrefix(a, "spotless:check")) {
			kind = Lint
		}
	}
	if kind == "" {
		return 0
	}
	return of(kind)
}

// target reads tools whose positional words are task names: rake,
// gradle, composer. Each task named adds its kind ("clean build test").
//
// A task excluded (gradle's "build -x test") adds nothing. Of a namespaced
// task the last part names it ("db:test", ":app:test"), or else the first
// ("test:system", rails' system tests).
func target(args []string) kinds {
	var ks kinds
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-x" || a == "--exclude-task" {
			i++
			continue
		}
		if strings.HasPrefix(a, "-") || strings.Contains(a, "=") {
			continue
		}
		k := targetKind(a)
		if j := strings.LastIndex(a, ":"); j >= 0 && !strings.HasPrefix(a, "//") {
			k = targetKind(a[j+1:])
			if first, _, _ := strings.Cut(strings.TrimPrefix(a, ":"), ":"); k == 0 {
				k = targetKind(first)
			}
		}
		ks |= k
	}
	return ks
}

// makeLike reads make: a bare `make` builds the default target.
func makeLike(args []string) kinds {
	targets := operandsSkipping(args, "-C -f -j -l -o -W --directory --file --jobs --load-average --what-if --assume-old --assume-new")
	if len(targets) == 0 {
		return of(Build)
	}
	return target(targets)
}

// recipes reads just and go-task, which name their recipes or tasks
// (followed by arguments, which add nothing). A bare call runs a default
// recipe whose content the line does not show.
func recipes(args []string) kinds {
	var names []string
	for _, a := range operandsSkipping(args, "-f --justfile -d --working-directory --dir -t --taskfile -o --output -C --concurrency --shell --set --dotenv-filename --dotenv-path") {
		if a == "--" {
			break
		}
		names = append(names, a)
	}
	return target(names)
}

// mise reads `mise run TASK [args] [::: TASK …]` (and `mise r`, `mise
// tasks run`): each task named adds its kind.
func mise(args []string) kinds {
	sub, rest := firstWord(args)
	if sub == "tasks" {
		sub, rest = firstWord(rest)
	}
	if sub != "run" && sub != "r" {
		return 0
	}
	var ks kinds
	next := true
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a == ":::":
			next = true
		case strings.HasPrefix(a, "-"):
			if hasWord("-j --jobs -C --cd -o --output -E --env -P --profile --timeout", a) {
				i++
			}
		case next:
			ks |= targetKind(a)
			next = false
		}
	}
	return ks
}

// bazel reads its command: test, build, run, coverage.
func bazel(args []string) kinds {
	sub, _ := positional(args, "--output_base --output_user_root --bazelrc")
	switch sub {
	case "test", "coverage":
		return of(Test)
	case "build":
		return of(Build)
	case "run":
		return of(Run)
	}
	return 0
}

// nx reads `nx run proj:target`, `nx run-many -t a,b`, `nx affected -t
// test`, `nx affected:test` and the shorthand `nx test proj`.
func nx(args []string) kinds {
	sub, rest := firstWord(args)
	switch {
	case sub == "run":
		t, _ := firstWord(rest)
		parts := strings.Split(t, ":")
		if len(parts) >= 2 {
			return targetKind(parts[1])
		}
		return 0
	case sub == "run-many" || sub == "affected":
		return nxTargets(rest)
	case strings.HasPrefix(sub, "affected:"):
		return targetKind(strings.TrimPrefix(sub, "affected:"))
	case sub == "format:check":
		return of(Lint)
	case sub == "graph" || sub == "show" || sub == "generate" || sub == "g" || sub == "migrate" || sub == "format" ||
		sub == "format:write" || sub == "init" || sub == "reset" || sub == "daemon" || sub == "list" || sub == "report" ||
		sub == "add" || sub == "sync" || sub == "watch" || sub == "connect" || sub == "release" || sub == "":
		return 0
	}
	return targetKind(sub)
}

// nxTargets reads -t/--target/--targets values, comma-separated.
func nxTargets(args []string) kinds {
	var ks kinds
	for i := 0; i < len(args); i++ {
		a := args[i]
		val := ""
		switch {
		case a == "-t" || a == "--target" || a == "--targets":
			if i+1 < len(args) {
				i++
				val = args[i]
			}
		case strings.HasPrefix(a, "--target=") || strings.HasPrefix(a, "--targets="):
			_, val, _ = strings.Cut(a, "=")
		}
		for t := range strings.SplitSeq(val, ",") {
			ks |= targetKind(t)
		}
	}
	return ks
}

// turbo reads `turbo run a b` and `turbo a b`: each task adds its kind.
func turbo(args []string) kinds {
	ops := operandsSkipping(args, "--filter -F --concurrency --cache-dir --output-logs --log-order --cwd --team --token --env-mode --cache --log-prefix")
	if len(ops) > 0 && ops[0] == "run" {
		ops = ops[1:]
	} else if len(ops) > 0 && hasWord("prune login logout link unlink daemon gen generate ls info query telemetry scan bin", ops[0]) {
		return 0
	}
	return target(ops)
}

func vite(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "build":
		return of(Build)
	case "", "dev", "serve", "preview":
		return of(Run)
	}
	return 0
}

// siteGenerator reads a static site or documentation generator: a build
// renders every page (mkdocs build --strict and zola build fail on a
// broken link or a bad template), check and test verify the content,
// serve and its kin run the site, and gh-deploy, deploy and publish ship
// it. Hugo and Eleventy build when given no subcommand.
func siteGenerator(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "build", "b", "render":
		return of(Build)
	case "":
		if hasFlag(args, "--serve", "--watch", "-w") {
			return of(Run) // eleventy --serve
		}
		return of(Build) // hugo --minify, eleventy
	case "check":
		return of(Lint) // zola check: internal and external links
	case "test":
		return of(Test) // mdbook test: the book's Rust examples
	case "serve", "server", "s", "dev", "develop", "start", "preview", "watch":
		return of(Run)
	case "gh-deploy", "deploy", "publish":
		return of(Deploy)
	}
	return 0
}

func next(args []string) kinds {
	switch sub, _ := firstWord(args); sub {
	case "build":
		return of(Build)
	case "lint":
		return of(Lint)
	case "dev", "start":
		return of(Run)
	}
	return 0
}

func cmake(args []string) kinds {
	if hasFlag(args, "--build") {
		return of(Build)
	}
	return 0
}

// operandsSkipping returns the arguments that are neither options nor the
// values of the valued ones, nor NAME=value assignments.
func operandsSkipping(args []string, valued string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case strings.HasPrefix(a, "-") && len(a) > 1 && a != "--":
			if !strings.Contains(a, "=") && hasWord(valued, a) {
				i++
			}
		case strings.Contains(a, "="):
		default:
			out = append(out, a)
		}
	}
	return out
}

// zig reads `zig test file.zig`, `zig build` and `zig build test` (a
// build step named like a test).
func zig(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "test":
		return of(Test)
	case "build":
		if k := target(rest); k != 0 {
			return k
		}
		return of(Build)
	case "run":
		return of(Run)
	}
	return 0
}

// nix reads `nix flake check`, which builds and runs the flake's checks,
// and `nix build`.
func nix(args []string) kinds {
	switch sub, rest := firstWord(args); sub {
	case "flake":
		if next, _ := firstWord(rest); next == "check" {
			return of(Test)
		}
	case "build":
		return of(Build)
	}
	return 0
}
