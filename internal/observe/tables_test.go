package observe

import (
	"maps"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/switchtest"
)

// The lookups below were maps built in every hook process that read them;
// they are switches now. These tests hold each switch to the map it
// replaced (tables_old_test.go): the same keys, read from the source, and
// for each key the same value, or for a function the same function, and
// the same answers on every argument list of a corpus (factories such as
// formatCheck share one code pointer whatever they capture, and func
// literals moved out of the map are new functions).

// sameKeys fails t unless the cases of fn in file are exactly want's keys.
func sameKeys[V any](t *testing.T, file, fn string, want map[string]V) {
	t.Helper()
	got := switchtest.Cases(t, file, fn)
	seen := map[string]bool{}
	for _, k := range got {
		if seen[k] {
			t.Errorf("%s lists %q twice", fn, k)
		}
		seen[k] = true
		if _, ok := want[k]; !ok {
			t.Errorf("%s has %q, which the map did not", fn, k)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if !seen[k] {
			t.Errorf("%s lacks %q", fn, k)
		}
	}
}

// nonKeys are names no table holds, or near misses of names one does.
var nonKeys = []string{"", "Pytest", "PYTEST", "pytest ", " go", "go.", "google", "python3.12", "node.exe",
	"x", "ls", "cat", "echo", "git", "grep", "sed", "awk", "chrome-", "npm-run", "docker compose", "sudo"}

// corpusWords make the argument lists the functions are compared on.
var corpusWords = []string{"", "-", "--", "test", "check", "run", "lint", "build", "deploy", "up", "update",
	"validate", "configtest", "exec", "x", "dlx", "develop", "shell", "compose", "fmt", "vet", "install",
	"-l", "-d", "-c", "-n", "-t", "-T", "-v", "-e", "-p", "-C", "-fix", "--fix", "--write", "-w", "--check",
	"--check-only", "--diff", "--list-different", "--dry-run", "--Werror", "--version", "--help",
	"-fsyntax-only", "-print-search-dirs", "--command", "--run", "-Command", "/c", "-lc", "-o", "pipefail",
	"pytest", "go", "jest", "eslint", "npm", "python", "bash", "echo hi", "x.go", "a.py", "t.sh",
	"./scripts/test.sh", "tests/", "--filter", "api", "--with", "ruff", "-m", "print(1)", "A=1", "tool@1"}

func corpus() [][]string {
	out := [][]string{nil}
	for _, a := range corpusWords {
		out = append(out, []string{a})
		for _, b := range corpusWords {
			out = append(out, []string{a, b})
		}
	}
	for _, line := range []string{
		"run pytest -q", "exec jest --ci", "--filter api exec jest", "run --with x pytest tests",
		"-d dev -u me -- go test ./...", "exec -- npm test", "develop -c cargo test", "-lc 'go test ./...'",
		"-o pipefail -ec 'make test'", "-NoProfile -Command Invoke-Pester", "/s /c npm test",
		"compose run --rm api pytest", "exec -it web bundle exec rspec", "run -v x:/y img make check",
		"test go test ./...", "err make", "lint", "exec node@20 -- node t.js", "x -- jest",
		"-m pytest -x", "-m ruff check .", "-m black --check .", "-c import json", "check --fix src",
	} {
		out = append(out, strings.Fields(line))
	}
	return out
}

func funcPointer(f any) uintptr { return reflect.ValueOf(f).Pointer() }

// closure reports a func value made by a func literal (a factory's, such
// as formatCheck's, or one written in the map): its code pointer says
// nothing of what it captured, and the compiler may give an inlined
// factory's literal another one, so only its answers are compared.
func closure(f any) bool {
	return strings.Contains(runtime.FuncForPC(funcPointer(f)).Name(), ".func")
}

func TestByProgramIsTheMap(t *testing.T) {
	old := oldByProgram()
	sameKeys(t, "tools.go", "byProgram", old)
	for k, want := range old {
		if got, ok := byProgram(k); !ok || got != want {
			t.Errorf("byProgram(%q) = %q, %v; the map had %q", k, got, ok, want)
		}
	}
	for _, k := range append(nonKeys, slices.Collect(maps.Keys(oldSubcommandTable()))...) {
		if _, inMap := old[k]; inMap {
			continue
		}
		if got, ok := byProgram(k); ok {
			t.Errorf("byProgram(%q) = %q; the map had no entry", k, got)
		}
	}
}

func TestBySubcommandIsTheMap(t *testing.T) {
	old := oldSubcommandTable()
	sameKeys(t, "tools.go", "bySubcommand", old)
	// Func literals in the map, now named functions.
	hoisted := map[string]bool{"xcodebuild": true, "astro": true, "pre-commit": true, "rtk": true}
	args := corpus()
	for _, k := range slices.Sorted(maps.Keys(old)) {
		want, got := old[k], bySubcommand(k)
		if got == nil {
			t.Errorf("bySubcommand(%q) = nil", k)
			continue
		}
		if !hoisted[k] && !closure(want) && funcPointer(got) != funcPointer(want) {
			t.Errorf("bySubcommand(%q) is another function than the map's", k)
		}
		for _, a := range args {
			if g, w := got(a), want(a); g != w {
				t.Errorf("bySubcommand(%q)(%q) = %v; the map's gave %v", k, a, g, w)
			}
		}
	}
	for _, k := range append(nonKeys, slices.Collect(maps.Keys(oldByProgram()))...) {
		if _, inMap := old[k]; !inMap && bySubcommand(k) != nil {
			t.Errorf("bySubcommand(%q) is not nil; the map had no entry", k)
		}
	}
}

func TestWrappersIsTheMap(t *testing.T) {
	old := oldWrappers()
	sameKeys(t, "wrappers.go", "wrappers", old)
	args := corpus()
	for _, k := range slices.Sorted(maps.Keys(old)) {
		want, got := old[k], wrappers(k)
		if got == nil {
			t.Errorf("wrappers(%q) = nil", k)
			continue
		}
		if !closure(want) && funcPointer(got) != funcPointer(want) {
			t.Errorf("wrappers(%q) is another function than the map's", k)
		}
		for _, a := range args {
			gi, gok := got(a)
			wi, wok := want(a)
			if gi != wi || gok != wok {
				t.Errorf("wrappers(%q)(%q) = %+v, %v; the map's gave %+v, %v", k, a, gi, gok, wi, wok)
			}
		}
	}
	for _, k := range append(nonKeys, slices.Collect(maps.Keys(oldByProgram()))...) {
		if _, inMap := old[k]; !inMap && wrappers(k) != nil {
			t.Errorf("wrappers(%q) is not nil; the map had no entry", k)
		}
	}
}

func TestInlineSignalsAreTheMap(t *testing.T) {
	old := oldInlineSignals()
	sameKeys(t, "inline.go", "inlineSignals", old)
	expr := func(r interface{ String() string }) string {
		if reflect.ValueOf(r).IsNil() {
			return "<nil>"
		}
		return r.String()
	}
	for k, want := range old {
		v := inlineSignals(k)
		if v == nil {
			t.Errorf("inlineSignals(%q) = nil", k)
			continue
		}
		got := v.Get()
		g := []string{expr(got.writes), expr(got.stdin), expr(got.runs), expr(got.parses), expr(got.reads)}
		w := []string{expr(want.writes), expr(want.stdin), expr(want.runs), expr(want.parses), expr(want.reads)}
		if !slices.Equal(g, w) {
			t.Errorf("inlineSignals(%q) = %q; the map had %q", k, g, w)
		}
	}
	for _, k := range append(nonKeys, "python3", "bash", "deno", "Python") {
		if _, inMap := old[k]; !inMap && inlineSignals(k) != nil {
			t.Errorf("inlineSignals(%q) is not nil; the map had no entry", k)
		}
	}
}

func TestPythonStdlibIsTheSet(t *testing.T) {
	old := oldPythonStdlib()
	sameKeys(t, "inline.go", "pythonStdlib", old)
	for k := range old {
		if !pythonStdlib(k) {
			t.Errorf("pythonStdlib(%q) is false", k)
		}
	}
	for _, k := range append(nonKeys, "numpy", "requests", "myproject", "JSON", "os.path", "xml.etree") {
		if pythonStdlib(k) != old[k] {
			t.Errorf("pythonStdlib(%q) = %v; the set had %v", k, !old[k], old[k])
		}
	}
}
