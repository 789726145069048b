package observe

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// Checks returns the verifications a shell line runs, recognising the
// built-in runners only.
func Checks(line string) []Check { return Recognizer{}.Checks(line) }

// Recognizer finds verifications, with a project's own commands first.
type Recognizer struct {
	Patterns []Pattern
}

// Checks returns the verifications a shell line runs, one per kind, in the
// order they first appear. A line that runs none returns nil.
func (r Recognizer) Checks(line string) []Check {
	checks, _ := r.Read(line)
	return checks
}

// Read parses a shell line once and returns both what it verifies (as
// Checks) and the files it writes (as Writes): a hook reads both, and
// parsing is most of the cost.
func (r Recognizer) Read(line string) (checks []Check, writes []string) {
	cmds, _ := shell.Parse(line)
	return r.checks(cmds), writesOf(cmds)
}

func (r Recognizer) checks(cmds []shell.Command) []Check {
	var checks []Check
	for _, c := range cmds {
		if c.Nested {
			continue
		}
		kind, ok := r.match(c.Args)
		if !ok {
			kind, ok = classify(c.Args)
		}
		if !ok {
			continue
		}
		checks = merge(checks, Check{Kind: kind, Masked: c.Masked})
	}
	return checks
}

// merge adds c unless a check of its kind is already there; a kind seen both
// masked and unmasked counts as unmasked, since the line's status then
// covers at least one run of it.
func merge(checks []Check, c Check) []Check {
	for i := range checks {
		if checks[i].Kind == c.Kind {
			checks[i].Masked = checks[i].Masked && c.Masked
			return checks
		}
	}
	return append(checks, c)
}

// classify names the kind of verification args run, by their command word.
func classify(args []string) (Kind, bool) {
	if len(args) == 0 {
		return "", false
	}
	name := program(args[0])
	rest := args[1:]
	if k, ok := byProgram()[name]; ok {
		return k, true
	}
	if fn, ok := bySubcommand()[name]; ok {
		return fn(rest)
	}
	if strings.HasPrefix(args[0], "./") || strings.HasPrefix(args[0], "/") || strings.Contains(args[0], "/") {
		return script(args[0])
	}
	return "", false
}

// program is the bare, lower-case name of an executable: no directory, no
// .exe/.cmd suffix, so C:\tools\pytest.exe and ./node_modules/.bin/jest
// both resolve.
func program(word string) string {
	word = strings.ReplaceAll(word, `\`, "/")
	name := strings.ToLower(path.Base(word))
	for _, ext := range []string{".exe", ".cmd", ".bat"} {
		name = strings.TrimSuffix(name, ext)
	}
	return name
}

// script judges an executable named by path (./run_tests.sh) by its name.
func script(word string) (Kind, bool) {
	name := program(word)
	if k, ok := byProgram()[name]; ok {
		return k, true
	}
	if fn, ok := bySubcommand()[name]; ok {
		return fn(nil)
	}
	if k, ok := targetKind(strings.TrimSuffix(name, path.Ext(name))); ok {
		return k, true
	}
	return Run, true
}

// targetKind reads a build-tool target or script name ("test:unit",
// "typecheck", "build-prod", "lint:fix") word by word, so that "ci" matches
// "ci" and "test:ci" but not "precise".
func targetKind(target string) (Kind, bool) {
	words := strings.FieldsFunc(strings.ToLower(target), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
	for _, rule := range targetRules {
		for _, w := range words {
			if matchesStem(w, rule.stems) {
				return rule.kind, true
			}
		}
	}
	return "", false
}

// targetRules are tried in order: "typecheck" is a type check before it is
// a check, "test-build" a test before a build.
var targetRules = []struct {
	kind  Kind
	stems []string
}{
	{Typecheck, []string{"typecheck", "types", "tsc", "mypy", "pyright"}},
	{Lint, []string{"lint", "vet", "clippy", "style", "static", "fmtcheck"}},
	{Test, []string{"test", "spec", "check", "verify", "e2e", "ci", "coverage", "cov", "integration", "unit"}},
	{Deploy, []string{"deploy", "publish", "release", "ship"}},
	{Build, []string{"build", "compile", "dist", "bundle", "package", "all"}},
	{Run, []string{"start", "serve", "dev", "run", "smoke", "preview"}},
}

// matchesStem matches short stems exactly and longer ones as prefixes
// ("tests", "linting", "building").
func matchesStem(word string, stems []string) bool {
	for _, s := range stems {
		if word == s || len(s) >= 4 && strings.HasPrefix(word, s) {
			return true
		}
	}
	return false
}

// firstWord returns the first argument that is not an option.
func firstWord(args []string) (string, []string) {
	for i, a := range args {
		if !strings.HasPrefix(a, "-") {
			return a, args[i+1:]
		}
	}
	return "", nil
}

func hasFlag(args []string, flags ...string) bool {
	for _, a := range args {
		for _, f := range flags {
			if a == f || strings.HasPrefix(a, f+"=") {
				return true
			}
		}
	}
	return false
}
