package observe

import (
	"slices"
	"strings"
)

// This file reads the toolchains of languages: their subcommands and the
// flags that change what they prove.

func goTool(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "test":
		if benchmarksOnly(rest) {
			return of(Run)
		}
		return of(Test)
	case "build", "install":
		return of(Build)
	case "vet":
		return of(Lint)
	case "run":
		return of(Run)
	}
	return 0
}

// benchmarksOnly reports go test's flags that run benchmarks and no test:
// -bench with a -run pattern that names none ("go test -run '^$' -bench
// BenchmarkTagInsert"). Such a run measures the program; its PASS says
// nothing of the tests, so it is a run, not a test run.
func benchmarksOnly(args []string) bool {
	bench, none := false, false
	for i, a := range args {
		if !strings.HasPrefix(a, "-") {
			continue
		}
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !eq && i+1 < len(args) {
			value = args[i+1]
		}
		switch name {
		case "bench", "test.bench":
			bench = bench || value != ""
		case "run", "test.run":
			switch strings.ToLower(strings.Trim(value, `'"`)) {
			case "^$", "^$$", "xxx", "none", "nothing", "^none$", "^xxx$", "-":
				none = true
			}
		}
	}
	return bench && none
}

func cargo(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "test", "nextest", "bench", "miri":
		return of(Test)
	case "package", "publish":
		// Both build the packaged crate to verify it (publish --dry-run
		// stops there); a real publish then uploads it, which classify
		// adds.
		if hasFlag(rest, "--list", "-l") {
			return 0 // the files it would package, listed
		}
		return of(Build)
	case "build", "install":
		return of(Build)
	case "check":
		return of(Typecheck)
	case "clippy":
		return of(Lint)
	case "fmt":
		return formatCheck("--check")(rest)
	case "run":
		return of(Run)
	}
	return 0
}

// python reads `python -m tool`, `python tests/test_x.py`, `python app.py`
// and inline programs (-c, or a script from a here-document).
func python(args []string) kinds {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case (a == "-W" || a == "-X") && i+1 < len(args):
			i++ // python -W error -m pytest: the warning filter is the option's value, no script
		case a == "-m" && i+1 < len(args):
			mod := args[i+1]
			if k, ok := byProgram(mod); ok {
				return of(k)
			}
			switch mod {
			case "unittest", "doctest", "pytest":
				return of(Test)
			case "compileall", "py_compile", "build":
				return of(Build)
			case "json.tool":
				return of(Lint)
			case "ruff", "black", "isort":
				return bySubcommand(mod)(args[i+2:])
			case "pip", "venv", "http.server", "ensurepip", "site":
				return 0
			}
			return of(Run)
		case a == "-c" && i+1 < len(args):
			return inlineKinds("python", args[i+1])
		case a == "-c":
			return 0
		case strings.HasPrefix(a, "-"):
			continue
		default:
			if program(a) == "manage.py" {
				return djangoManage(args[i+1:])
			}
			return script(a)
		}
	}
	return 0
}

// djangoManage reads `python manage.py <command>`: check and a dry
// makemigrations inspect the project without running its code; test tests;
// the project's own commands run it; the rest change the database or files.
func djangoManage(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "test":
		return of(Test)
	case "check", "validate_templates":
		return of(Lint)
	case "makemigrations":
		if hasFlag(rest, "--check", "--dry-run") {
			return of(Lint)
		}
		return 0
	case "", "migrate", "collectstatic", "createsuperuser", "startapp", "startproject",
		"compilemessages", "makemessages", "dbshell", "flush", "loaddata", "dumpdata",
		"showmigrations", "sqlmigrate", "squashmigrations", "help", "version", "diffsettings", "changepassword":
		return 0
	}
	return of(Run)
}

func node(args []string) kinds {
	if hasFlag(args, "--test") {
		return of(Test)
	}
	if hasFlag(args, "--check", "-c") {
		return of(Lint) // a syntax check
	}
	for i, a := range args {
		if (a == "-e" || a == "--eval" || a == "-p" || a == "--print") && i+1 < len(args) {
			return inlineKinds("node", args[i+1])
		}
	}
	file, _ := positional(args, "-r --require --import --loader --input-type")
	if file == "" {
		return 0
	}
	return script(file)
}

func deno(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "test", "bench":
		return of(Test)
	case "check":
		return of(Typecheck)
	case "lint":
		return of(Lint)
	case "fmt":
		return formatCheck("--check")(args)
	case "compile":
		return of(Build)
	case "run", "task":
		return of(Run)
	case "eval":
		code, _ := firstWord(rest)
		return inlineKinds("node", code)
	}
	return 0
}

// dart reads the Dart SDK. The analyzer is the compiler's front end: its
// errors are the type errors a build would hit and its lints are lints, so
// `dart analyze` counts as both a type check and a lint.
func dart(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "analyze":
		return of(Lint, Typecheck)
	case "test":
		return of(Test)
	case "format":
		return formatCheck("--set-exit-if-changed")(rest)
	case "compile":
		return of(Build)
	case "run":
		return dartRun(rest)
	}
	return 0
}

// dartRun reads "dart run": build_runner generates code, test runs tests,
// anything else runs the program.
func dartRun(args []string) kinds {
	pkg, rest := firstWord(args)
	switch {
	case pkg == "build_runner":
		if sub, _ := firstWord(rest); sub == "build" || sub == "test" {
			return targetKind(sub)
		}
		return 0
	case pkg == "test":
		return of(Test)
	case strings.Contains(pkg, ":"):
		return 0 // a package's tool (intl_utils:generate)
	}
	return of(Run)
}

// flutter reads the Flutter tool; analyze is dart analyze.
func flutter(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "analyze":
		return of(Lint, Typecheck)
	case "test", "drive":
		return of(Test)
	case "build":
		return of(Build)
	case "run":
		return of(Run)
	case "pub":
		if s, r := firstWord(rest); s == "run" {
			return dartRun(r)
		}
	}
	return 0
}

func tsc(args []string) kinds {
	if hasFlag(args, "--noEmit", "--noemit") {
		return of(Typecheck)
	}
	return of(Build)
}

func mix(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "do":
		// mix do a, b arg (or a + b): each task in turn
		var ks kinds
		var task []string
		for _, a := range append(slices.Clip(rest), ",") { // rest may be a parsed command's, shared (parseBash)
			if a == "," || a == "+" || strings.HasSuffix(a, ",") {
				if w := strings.TrimSuffix(a, ","); w != "" && w != "+" {
					task = append(task, w)
				}
				if len(task) > 0 {
					ks |= mix(task)
				}
				task = nil
				continue
			}
			task = append(task, a)
		}
		return ks
	case "test":
		return of(Test)
	case "compile":
		return of(Build)
	case "credo":
		return of(Lint)
	case "dialyzer":
		return of(Typecheck)
	case "format":
		return formatCheck("--check-formatted")(rest)
	case "run", "phx.server":
		return of(Run)
	}
	return 0
}

func dotnet(args []string) kinds {
	sub, rest := firstWord(args)
	switch sub {
	case "test":
		return of(Test)
	case "build", "publish", "pack":
		return of(Build)
	case "run":
		return of(Run)
	case "format":
		return formatCheck("--verify-no-changes")(rest)
	}
	return 0
}

func swift(args []string) kinds {
	sub, _ := firstWord(args)
	switch sub {
	case "test":
		return of(Test)
	case "build":
		return of(Build)
	case "run":
		return of(Run)
	}
	return 0
}

func php(args []string) kinds {
	if hasFlag(args, "-l") {
		return of(Lint)
	}
	for i, a := range args {
		if a == "-r" && i+1 < len(args) {
			return inlineKinds("php", args[i+1])
		}
	}
	file, _ := firstWord(args)
	if file == "artisan" && len(args) > 1 && args[1] == "test" {
		return of(Test)
	}
	if file == "" {
		return 0
	}
	return script(file)
}

// ruby reads `ruby -c file` (a syntax check), `ruby -e CODE` and scripts.
func ruby(args []string) kinds {
	if hasFlag(args, "-c") {
		return of(Lint)
	}
	return inlineOrScript("ruby", args, "-e")
}

func perl(args []string) kinds {
	if hasFlag(args, "-c") {
		return of(Lint)
	}
	return inlineOrScript("perl", args, "-e", "-E")
}

func lua(args []string) kinds { return inlineOrScript("lua", args, "-e") }

// luac -p only parses: a syntax check; otherwise it compiles.
func luac(args []string) kinds {
	if hasFlag(args, "-p") {
		return of(Lint)
	}
	if f, _ := firstWord(args); f != "" {
		return of(Build)
	}
	return 0
}

// inlineOrScript reads an interpreter's inline program (after one of
// flags) or the script file it runs.
func inlineOrScript(lang string, args []string, flags ...string) kinds {
	for i, a := range args {
		for _, f := range flags {
			if a == f && i+1 < len(args) {
				return inlineKinds(lang, args[i+1])
			}
		}
	}
	return interpreter(args)
}

func interpreter(args []string) kinds {
	file, _ := firstWord(args)
	if file == "" || hasFlag(args, "-e") {
		return 0
	}
	return script(file)
}

// jq validates JSON when its filter is the identity or "empty" and it
// reads files: it fails on the first syntax error. Other filters query.
func jq(args []string) kinds {
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--arg" || a == "--argjson" || a == "--slurpfile" || a == "--rawfile":
			i += 2
		case a == "--indent" || a == "-f" || a == "--from-file" || a == "-L":
			i++
		case strings.HasPrefix(a, "-") && len(a) > 1:
		default:
			pos = append(pos, a)
		}
	}
	if len(pos) >= 2 && (pos[0] == "." || pos[0] == "empty") {
		return of(Lint)
	}
	return 0
}

func hasWordArg(args []string, word string) bool {
	for _, a := range args {
		if a == word {
			return true
		}
	}
	return false
}
