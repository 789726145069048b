package gate

import (
	"path"
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// A claim of the whole suite ("All tests pass", "전체 테스트 통과했습니다")
// rests on a run of the whole suite. When every test run after the last
// change was pointed at part of the project (`go test ./internal/billing/`,
// `pytest packages/features/tests`) and the session changed code outside
// that part, the suite that would read those changes never ran: the run
// backs a narrower claim than the one made. This file reads such claims.

// wholeSuite are the words that claim the whole suite, not one run's tests.
var wholeSuite = []string{"all tests", "all the tests", "all unit tests", "full suite", "full test suite", "whole suite",
	"all packages", "every package", "all crates", "all workspaces", "whole solution", "entire solution", "whole workspace",
	"whole test suite", "entire suite", "entire test suite", "every test", "전체 테스트", "모든 테스트", "테스트 전체", "테스트 전부"}

// claimsWholeSuite reports a line (lower case) that claims the whole suite:
// one of wholeSuite, or, where the claim's phrase starts on it, "full",
// "whole" or "entire" with one word, a runner's or a language's name,
// before "suite" ("the full bats suite is green"). A suite so named
// elsewhere in the line is what the line says of it ("the full e2e suite
// is now running in the background"), not the claim.
func claimsWholeSuite(line, phrase string) bool {
	for _, w := range wholeSuite {
		if strings.Contains(line, w) {
			return true
		}
	}
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return false
	}
	ws := strings.Fields(line[max(0, at-40) : at+len(phrase)])
	for i := 2; i < len(ws); i++ {
		w := strings.Trim(ws[i], "`*.:;!,()")
		if w == "suite" && (ws[i-2] == "full" || ws[i-2] == "whole" || ws[i-2] == "entire") && strings.HasPrefix(phrase, w) {
			return true
		}
	}
	return false
}

// partRun returns, for a claim (phrase, lower case, in line) of the whole suite,
// the latest passing test run after the last change, when every such run
// was pointed at part of the project, and a change of the task that no
// passing test run after it read: outside every part of the runs made
// since (an earlier run of that part, after the change, read it). nil when
// the claim is not of the whole suite, a run after the last change read it
// all, or every change was read.
func (e evidence) partRun(line, phrase string) (*ledger.Check, *ledger.Change) {
	if !claimsWholeSuite(line, phrase) {
		return nil, nil
	}
	// Each passing test run's targets, read once: the changes are held to
	// them one by one, and reading a command parses it.
	runs := make([]readTargets, len(e.l.Checks))
	var last *ledger.Check
	var named []string // the test files the runs after the last change named
	for i := range e.l.Checks {
		c := &e.l.Checks[i]
		if c.Kind != observe.Test || !c.Passed() {
			continue
		}
		t, ok := e.targetsOf(c)
		runs[i] = readTargets{t: t, ok: ok, read: true}
		if c.Seq <= e.lastChange {
			continue
		}
		if !ok || t.whole {
			return nil, nil
		}
		if t.empty() {
			continue
		}
		named = append(named, t.files...)
		last = c
	}
	if last == nil || namesAny(line, named) {
		return nil, nil // "All tests in test_parser.py pass" claims that file's
	}
	if suiteAsked(e.l.Asked) {
		// "run the whole test suite afterwards, lots of packages use the
		// pool": the user asked for the runs that read the dependents too.
		// So where the prompt spared that suite ("don't bother running the
		// whole bats suite, CI will"): a claim of it is of the run the user
		// knows did not happen.
		return last, nil
	}
	for i := range e.l.Changes {
		// The task's changes: an earlier task's were its stops' to judge.
		c := &e.l.Changes[i]
		if c.Behavioural() && c.Behaviour > e.l.Task && !e.readAfter(c, runs) {
			return last, c
		}
	}
	return nil, nil
}

// suiteAsked reports a prompt (its words, lower case) that asks for the
// whole test suite: "run the whole test suite", "the full suite",
// "전체 테스트 돌려 줘".
func suiteAsked(asked []string) bool {
	whole, suite, all, tests := false, false, false, false
	for _, w := range asked {
		switch {
		case w == "whole" || w == "full" || w == "entire":
			whole = true
		case w == "suite":
			suite = true
		case strings.HasPrefix(w, "전체"):
			all = true
		case strings.HasPrefix(w, "테스트"):
			tests = true
		}
	}
	return whole && suite || all && tests
}

// runTargets is what one test check was pointed at: parts of the project
// (folders, packages), test files, or all of it.
type runTargets struct {
	parts, files []string
	whole        bool
}

func (t runTargets) empty() bool { return !t.whole && len(t.parts) == 0 && len(t.files) == 0 }

// targetsOf reads what c's test commands were pointed at; ok is false
// where a command names what only the project knows (`mise run test:ci`,
// `cargo test -p api`, a workspace package whose folder no change shows).
func (e evidence) targetsOf(c *ledger.Check) (t runTargets, ok bool) {
	dir := "" // where a cd of the line went, relative to the session's folder
	for part := range strings.SplitSeq(separators.Get().Replace(c.Command), ";") {
		ran := toolWords(part)
		if len(ran) > 1 && ran[0] == "cd" {
			// `cd /repo/cc-backend && go test ./cmd/...`: the operands are
			// that folder's.
			if dir, ok = e.within(dir, ran[1]); !ok {
				return t, false
			}
			continue
		}
		if len(ran) == 0 || !testRun(ran) {
			continue
		}
		ran = peelRunner(ran)
		if pkgs := workspaceFilter(ran); len(pkgs) > 0 {
			// `pnpm --filter @acme/core test`: one package, found by its
			// folder among the changes.
			for _, p := range pkgs {
				dir := e.packageDir(p)
				if dir == "" {
					return t, false
				}
				t.parts = append(t.parts, dir)
			}
			continue
		}
		_, tg := split(ran)
		if len(tg.ops) == 0 || tg.whole() {
			t.whole = true
			continue
		}
		if slices.ContainsFunc(tg.ops, func(o string) bool { return !pathLike(o) }) {
			return t, false
		}
		for _, o := range tg.ops {
			if dir != "" {
				o = path.Join(dir, o)
			}
			if testFile(o) {
				t.files = append(t.files, o)
			} else {
				t.parts = append(t.parts, o)
			}
		}
	}
	return t, true
}

// within returns the folder a cd to target leads to from dir (both
// relative to the session's folder, lower case as toolWords gives them),
// and whether it stays inside the session's folder.
func (e evidence) within(dir, target string) (string, bool) {
	target = strings.Trim(target, `"'`)
	cwd := strings.ToLower(strings.TrimSuffix(e.l.Cwd, "/"))
	if path.IsAbs(target) {
		target = path.Clean(target)
		if target == cwd {
			return "", true
		}
		if rest, ok := strings.CutPrefix(target, cwd+"/"); ok && cwd != "" {
			return rest, true
		}
		return "", false
	}
	d := path.Join(dir, target)
	switch {
	case d == ".":
		return "", true
	case strings.HasPrefix(d, ".."):
		return "", false
	}
	return d, true
}

// readTargets is a passing test check's targets as partRun read them
// (read is false for any other check).
type readTargets struct {
	t        runTargets
	ok, read bool
}

// readAfter reports a change that a passing test run after it read: one
// that ran all of the project, or named what the project keeps it in
// (its part, or a test file named after it). A run whose targets cannot be
// read counts as reading it. runs holds each check's targets, by index.
func (e evidence) readAfter(c *ledger.Change, runs []readTargets) bool {
	rel := strings.ToLower(e.rel(*c)) // the operands come lower case (toolWords)
	if rel == "" {
		return true
	}
	for i := range e.l.Checks {
		r := runs[i]
		if !r.read || e.l.Checks[i].Seq <= c.Behaviour {
			continue
		}
		if t := r.t; !r.ok || t.whole || len(t.parts) > 0 && readByAny(rel, t.parts) || len(t.files) > 0 && subjectOfAny(rel, t.files) {
			return true
		}
	}
	return false
}

// testFile reports an operand that names one test file (test_user_repo.py,
// cart_test.go, total.test.ts, CartSpec.scala, user_spec.rb): a run of it
// is that file's tests, never the whole suite, whatever the file imports.
func testFile(op string) bool {
	base := path.Base(strings.Trim(op, `"'`))
	ext := path.Ext(base)
	if ext == "" {
		return false
	}
	stem := strings.TrimSuffix(base, ext)
	for _, suf := range []string{"Test", "Tests", "Spec", "Specs"} {
		if strings.HasSuffix(stem, suf) && len(stem) > len(suf) {
			return true // CartTest.java, CartTests.swift, CartSpec.scala
		}
	}
	low := strings.ToLower(stem)
	if strings.HasPrefix(low, "test_") {
		return true
	}
	for _, suf := range []string{"_test", ".test", "-test", "_spec", ".spec", "-spec", "_tests", ".tests"} {
		if strings.HasSuffix(low, suf) {
			return true
		}
	}
	return false
}

// subjectOfAny reports a change (a relative path) that is one of the test
// files run, or the file they are named after (user_repo.py for
// test_user_repo.py, total.ts for total.test.ts): the run read it.
func subjectOfAny(rel string, files []string) bool {
	stem := testStem(path.Base(rel))
	for _, f := range files {
		if path.Clean(strings.Trim(f, `"'`)) == rel || testStem(path.Base(f)) == stem {
			return true
		}
	}
	return false
}

// testStem is a file's name without its extension and its test affixes:
// "user_repo" for test_user_repo.py, user_repo.py and user_repo_test.go.
func testStem(base string) string {
	stem := strings.TrimSuffix(base, path.Ext(base))
	for _, suf := range []string{"Tests", "Test", "Specs", "Spec"} {
		if s, ok := strings.CutSuffix(stem, suf); ok && s != "" {
			stem = s
			break
		}
	}
	stem = strings.TrimPrefix(strings.ToLower(stem), "test_")
	for _, suf := range []string{"_test", ".test", "-test", "_spec", ".spec", "-spec", "_tests", ".tests"} {
		if s, ok := strings.CutSuffix(stem, suf); ok && s != "" {
			return s
		}
	}
	return stem
}

// namesAny reports a claim line (lower case) that names one of the test
// files run, by its name or its stem: the claim is of that file.
func namesAny(line string, files []string) bool {
	for _, f := range files {
		base := strings.ToLower(path.Base(strings.Trim(f, `"'`)))
		if strings.Contains(line, base) || strings.Contains(line, strings.TrimSuffix(base, path.Ext(base))) {
			return true
		}
	}
	return false
}

// peelRunner drops the environment runner in front of a test command, so
// that its operands are read: `uv run pytest packages/ingest`, `poetry run
// pytest tests/api`, `npx vitest run src/cart`, `bundle exec rspec
// spec/models`.
func peelRunner(ws []string) []string {
	if len(ws) < 2 {
		return ws
	}
	switch ws[0] {
	case "uv", "poetry", "pipenv", "pdm", "hatch", "rye":
		if ws[1] == "run" && len(ws) > 2 {
			return ws[2:]
		}
	case "bundle":
		if ws[1] == "exec" && len(ws) > 2 {
			return ws[2:]
		}
	case "npx", "bunx", "pnpx":
		for i, w := range ws[1:] {
			if !strings.HasPrefix(w, "-") {
				return ws[1+i:]
			}
		}
	}
	return ws
}

// workspaceFilter returns the packages a workspace runner's filter names
// (pnpm --filter @acme/core test, yarn workspace @acme/ui test, npm test
// -w packages/api, turbo run test --filter=web), by their last name
// segment; nil for any other run.
func workspaceFilter(ws []string) []string {
	if len(ws) == 0 {
		return nil
	}
	var out []string
	add := func(v string) {
		v = strings.Trim(v, `"'`)
		if v == "" || strings.ContainsAny(v, "*{}!.[") {
			return
		}
		out = append(out, v[strings.LastIndexByte(v, '/')+1:])
	}
	switch ws[0] {
	case "pnpm", "npm", "turbo", "nx":
		for i, w := range ws[1:] {
			switch {
			case (w == "--filter" || w == "-F" || w == "-f" && ws[0] == "pnpm" || w == "--workspace" || w == "-w" && ws[0] == "npm") && i+2 < len(ws):
				add(ws[i+2])
			case strings.HasPrefix(w, "--filter=") || strings.HasPrefix(w, "--workspace="):
				add(w[strings.IndexByte(w, '=')+1:])
			}
		}
	case "yarn":
		if len(ws) > 2 && ws[1] == "workspace" {
			add(ws[2])
		}
	}
	return out
}

// packageDir returns the folder of a workspace package named name (its
// name's last segment), as the session's changes show it: the path up to
// a folder of that name inside a workspace folder (packages/core for
// "core"), or "" when no change lies in one.
func (e evidence) packageDir(name string) string {
	for _, c := range e.l.Changes {
		segs := strings.Split(strings.ToLower(e.rel(c)), "/")
		for i := 1; i < len(segs)-1; i++ {
			if segs[i] == name && workspaceFolder(segs[i-1]) {
				return strings.Join(segs[:i+1], "/")
			}
		}
	}
	return ""
}

// workspaceFolder reports a folder monorepos keep their packages in.
func workspaceFolder(s string) bool {
	switch s {
	case "packages", "apps", "libs", "services", "modules", "crates", "components", "tools", "plugins":
		return true
	}
	return false
}

// rel is a change's path relative to the session's folder; "" outside it.
func (e evidence) rel(c ledger.Change) string {
	r, ok := strings.CutPrefix(c.Path, strings.TrimSuffix(e.l.Cwd, "/")+"/")
	if !ok {
		return ""
	}
	return r
}

// readByAny reports a change (a relative path; "" for one outside the
// session's folder, which no part names) inside the part of the project
// one of the runs was pointed at (see partOf).
func readByAny(rel string, parts []string) bool {
	if rel == "" {
		return true
	}
	for _, p := range parts {
		base := partOf(p)
		if base == "." || strings.HasPrefix(rel, base+"/") {
			return true
		}
	}
	return false
}

// partOf is the part of the project whose code a run pointed at op reads:
// a folder without tests in its path is itself (`./internal/billing/`, a
// Go package); one inside a test folder is what precedes that folder, the
// code the tests beside it read (`packages/features/tests` reads
// `packages/features/`, `test/widgets/` and `t/` all of the project); a
// file outside any test folder names no part, since what it imports may
// lie anywhere: ".", all of it.
func partOf(op string) string {
	op = path.Clean(strings.TrimSuffix(strings.Trim(op, `"'`), "/..."))
	if strings.HasPrefix(op, "..") || path.IsAbs(op) {
		return "."
	}
	segs := strings.Split(op, "/")
	for i, s := range segs {
		switch s {
		case "t", "test", "tests", "spec", "specs", "__tests__", "testing", "e2e", "integration":
			return path.Join(append([]string{"."}, segs[:i]...)...)
		}
	}
	if path.Ext(op) != "" {
		return "."
	}
	return op
}
