package observe

import (
	"strconv"
	"strings"
	"sync"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/rx"
)

// This file reads runners' own summaries from output. Each reader knows
// one format ("Tests:  2 passed (2)", "0 issues.", "test result: ok.",
// "No issues found!") and what it says: a pass, a failure, or a run that
// tested nothing. Only such lines count: a test that logs "error:
// connection failed" on its way to passing is not a failure.

// effect is what one summary line says.
type effect uint8

const (
	none   effect = iota
	pass          // the run passed
	fail          // the run failed
	hollow        // the run checked nothing: no tests, no files
	// hollowUnit: one package or binary of the run had nothing to test;
	// others may have passed in output cut from the middle.
	hollowUnit
)

// reader is one summary format. needle is a literal the line must hold,
// so that most lines are passed over without a regular expression.
type reader struct {
	needle string
	kinds  kinds
	re     *lazyRegexp
	judge  func(m []string) effect
}

// lazyRegexp is a reader's pattern, taken from regexps_gen.go the first time
// a line holds the reader's needle: an output reaches few of the hundred
// readers, and laying out all their programs at once cost a test run's
// event a twentieth of its instructions.
type lazyRegexp struct {
	expr string
	once sync.Once
	re   *rx.Regexp
}

func lazy(expr string) *lazyRegexp { return &lazyRegexp{expr: expr} }

func (l *lazyRegexp) FindStringSubmatch(s string) []string {
	l.once.Do(func() { l.re = regexps.MustCompile(l.expr) })
	return l.re.FindStringSubmatch(s)
}

// fixed says the same thing whenever the line matches.
func fixed(e effect) func([]string) effect { return func([]string) effect { return e } }

// counted judges "N failed" style captures: m[1] counts failures, m[2]
// (when present) passes.
func counted(m []string) effect {
	if n(m, 1) > 0 {
		return fail
	}
	if len(m) > 2 && n(m, 2) == 0 {
		return hollow
	}
	return pass
}

func n(m []string, i int) int {
	if i >= len(m) {
		return 0
	}
	v, _ := strconv.Atoi(strings.ReplaceAll(m[i], ",", ""))
	return v
}

//go:generate go test -run TestRegexpTable -update

// readers are built on first use: most hook calls never read output. Their
// patterns come compiled from regexps_gen.go (see package rx), each when a
// line first holds its needle.
var readers = once.Value[[]reader]{Build: func() []reader {
	re := lazy
	return []reader{
		// go test
		{"ok", tests, re(`^ok\s+\S+\s+(?:\(cached\)|[\d.]+s)(?:\s+coverage:.*?)?(\s+\[no tests to run\])?\s*$`), func(m []string) effect {
			if m[1] != "" {
				return hollowUnit
			}
			return pass
		}},
		{"FAIL", tests, re(`^(?:--- )?FAIL\b`), fixed(fail)},
		{"no test files", tests, re(`^\?\s+\S+\s+\[no test files\]`), fixed(hollowUnit)},
		{"no tests to run", tests, re(`^testing: warning: no tests to run`), fixed(hollowUnit)},
		{"--- PASS: ", tests, re(`^--- PASS: `), fixed(pass)},
		{"panic: ", of(Test, Run), re(`^panic: `), fixed(fail)},
		// pytest, and the plain "N passed, N failed" of any language
		{" in ", tests, re(`^=*\s*((?:\d+ (?:passed|failed|errors?|skipped|xfailed|xpassed|deselected|warnings?|rerun)(?:, )?)+) in [\d.]+s`), pytestSummary},
		{"passed", tests, re(`^(?:\w+: )?(\d+) passed, (\d+) failed(?:, \d+ skipped)?\s*$`), func(m []string) effect { return counted([]string{"", m[2], m[1]}) }},
		{"no tests ran", tests, re(`no tests ran`), fixed(hollow)},
		{"collected 0 items", tests, re(`collected 0 items`), fixed(hollow)},
		// jest, vitest
		{"Tests:", tests, re(`^Tests:\s+(.*)\btotal$`), jestSummary},
		{"Test Suites:", tests, re(`^Test Suites:.*\b[1-9]\d* failed`), fixed(fail)},
		{"Tests", tests, re(`^\s*Tests\s+(.*)\((\d+)\)$`), vitestSummary},
		{"Test Files", tests, re(`^\s*Test Files\s+.*\b[1-9]\d* failed`), fixed(fail)},
		{"No test", tests, re(`^No tests? (?:files )?found`), fixed(hollow)},
		{"FAIL", tests, re(`^\s*FAIL\s+\S`), fixed(fail)},
		// bun test: " 12 pass", " 0 fail", "Ran 12 tests across 3 files."
		{"pass", tests, re(`^\s*(\d+) pass$`), func(m []string) effect { return gate(n(m, 1) > 0, pass, hollow) }},
		{"fail", tests, re(`^\s*([1-9]\d*) fail$`), fixed(fail)},
		{"Ran 0 tests", tests, re(`^Ran 0 tests`), fixed(hollow)},
		// mocha, playwright
		{"passing", tests, re(`^\s*(\d+) passing\b`), func(m []string) effect { return gate(n(m, 1) > 0, pass, hollow) }},
		{"failing", tests, re(`^\s*[1-9]\d* failing\b`), fixed(fail)},
		{"passed", tests, re(`^\s*(\d+) passed \([\d.]+m?s\)$`), func(m []string) effect { return gate(n(m, 1) > 0, pass, hollow) }},
		{"failed", tests, re(`^\s*[1-9]\d* failed$`), fixed(fail)},
		// cargo test, nextest
		{"test result", tests, re(`^test result: ok\. (\d+) passed; (\d+) failed`), func(m []string) effect {
			return gate(n(m, 1) > 0, pass, hollowUnit)
		}},
		{"test result", tests, re(`^test result: FAILED`), fixed(fail)},
		{"running 0 tests", tests, re(`^running 0 tests$`), fixed(hollowUnit)},
		{"tests run", tests, re(`^\s*Summary \[.*\] (\d+) tests? run: (\d+) passed(?:.*?(\d+) failed)?`), func(m []string) effect { return counted([]string{"", m[3], m[2]}) }},
		{"error: test failed", tests, re(`^error: test failed`), fixed(fail)},
		// deno, node --test
		{" passed | ", tests, re(`^(?:ok|FAILED) \| (\d+) passed \| (\d+) failed`), func(m []string) effect { return counted([]string{"", m[2], m[1]}) }},
		{"pass", tests, re(`^(?:#|ℹ) pass (\d+)$`), func(m []string) effect { return gate(n(m, 1) > 0, pass, hollow) }},
		{"fail", tests, re(`^(?:#|ℹ) fail [1-9]`), fixed(fail)},
		// dart test, flutter test
		{"All tests passed", tests, re(`All tests passed!`), fixed(pass)},
		{"Some tests failed", tests, re(`Some tests failed\.`), fixed(fail)},
		{"No tests ran", tests, re(`No tests ran\.|All tests skipped\.`), fixed(hollow)},
		// rspec, minitest, phpunit, ctest, swift, dotnet, maven surefire
		{"examples", tests, re(`^(\d+) examples?, (\d+) failures?`), func(m []string) effect { return counted([]string{"", m[2], m[1]}) }},
		{"runs", tests, re(`^(\d+) runs, \d+ assertions, (\d+) failures, (\d+) errors`), func(m []string) effect { return counted([]string{"", strconv.Itoa(n(m, 2) + n(m, 3)), m[1]}) }},
		{"OK (", tests, re(`^OK \((\d+) tests?`), func(m []string) effect { return gate(n(m, 1) > 0, pass, hollow) }},
		{"!", tests, re(`^(?:FAILURES|ERRORS)!$`), fixed(fail)},
		{"No tests executed", tests, re(`No tests executed!`), fixed(hollow)},
		{"tests passed", tests, re(`^\d+% tests passed, (\d+) tests failed out of (\d+)`), counted},
		{"No tests were found", tests, re(`No tests were found`), fixed(hollow)},
		{"No test matches", tests, re(`No test matches the given testcase filter`), fixed(hollow)},
		{"Executed", tests, re(`Executed (\d+) tests?, with (\d+) failures?`), func(m []string) effect { return counted([]string{"", m[2], m[1]}) }},
		{"Failed!", tests, re(`^Failed!\s+-\s+Failed:`), fixed(fail)},
		// dotnet test prints one summary per test assembly: one that ran
		// nothing (its tests all skipped) tested nothing of its own.
		{"Passed!", tests, re(`^Passed!\s+-\s+Failed:\s+0, Passed:\s+(\d+)`), func(m []string) effect { return gate(n(m, 1) > 0, pass, hollowUnit) }},
		{"Tests run:", of(Test, Build), re(`Tests run: (\d+), Failures: (\d+), Errors: (\d+)`), func(m []string) effect {
			return counted([]string{"", strconv.Itoa(n(m, 2) + n(m, 3)), m[1]})
		}},
		{"tests completed", of(Test, Build), re(`\d+ tests completed, [1-9]\d* failed`), fixed(fail)},
		{"not ok", tests, re(`^not ok \d+`), fixed(fail)},

		// linters and type checkers
		{"problem", linting, re(`^✖ \d+ problems? \((\d+) errors?, \d+ warnings?\)`), counted},
		{"issues", linting, re(`^(\d+) issues?[.:]`), func(m []string) effect { return gate(n(m, 1) == 0, pass, fail) }},
		{"Checked", linting, re(`^Checked \d+ files? in `), fixed(pass)},
		{"Some errors were emitted", linting, re(`Some errors were emitted while running checks`), fixed(fail)},
		{"Found", linting, re(`^Found ([1-9]\d*) errors?\b`), fixed(fail)},
		{"All checks passed", linting, re(`^All checks passed!`), fixed(pass)},
		{"Success: no issues found", linting, re(`^Success: no issues found`), fixed(pass)},
		{"error", linting, re(`^(\d+) errors?, \d+ warnings?, \d+ informations?`), func(m []string) effect { return gate(n(m, 1) == 0, pass, fail) }},
		{"error TS", of(Typecheck, Build, Lint), re(`error TS\d+:`), fixed(fail)},
		{"No issues found", linting, re(`No issues found!`), fixed(pass)},
		{"found", linting, re(`^\s*(\d+) issues? found`), func(m []string) effect { return gate(n(m, 1) == 0, pass, fail) }},
		{"Summary:", linting, re(`^Summary: (\d+) (?:error|issue)`), func(m []string) effect { return gate(n(m, 1) == 0, pass, fail) }},
		{"Linting:", linting, re(`^Linting: 0 file`), fixed(hollow)},
		{" in ", linting, re(`^[✔✖] (\d+) errors?, \d+ warnings? and \d+ suggestions? in (\d+) files?`), func(m []string) effect {
			if n(m, 2) == 0 {
				return hollow
			}
			return gate(n(m, 1) == 0, pass, fail)
		}},
		{"MD", linting, re(`^\S+\.mdx?:\d+(?::\d+)?\s+(?:error\s+)?MD\d{3}`), fixed(fail)},
		{"Prettier code style", linting, re(`All matched files use Prettier code style!`), fixed(pass)},
		{"Code style issues", linting, re(`Code style issues (?:found|were found)`), fixed(fail)},
		{"would be reformatted", linting, re(`\b[1-9]\d* files? would be reformatted`), fixed(fail)},
		{"would be left unchanged", linting, re(`files? would be left unchanged|files? already formatted`), fixed(pass)},
		{"Formatted", linting, re(`^Formatted \d+ files? \((\d+) changed\)`), func(m []string) effect { return gate(n(m, 1) == 0, pass, fail) }},
		{".go:", of(Lint, Typecheck, Build), re(`^(?:vet(?:\.exe)?: )?[\w./\\-]+\.go:\d+:\d+: `), fixed(fail)},
		{"In ", linting, re(`^In \S+ line \d+:$`), fixed(fail)},
		{"Success! The configuration is valid", linting, re(`Success! The configuration is valid`), fixed(pass)},
		// terraform plan: the plan it made, or that none was needed
		{"Plan: ", linting, re(`^Plan: \d+ to add, \d+ to change, \d+ to destroy\.`), fixed(pass)},
		{"No changes.", linting, re(`^No changes\. (?:Your infrastructure matches the configuration|Infrastructure is up-to-date)`), fixed(pass)},
		{"No syntax errors detected", linting, re(`^No syntax errors detected`), fixed(pass)},
		{"rror", linting, re(`^(?:PHP )?Parse error:|^SyntaxError:|^jq: error|^parse error: |JSONDecodeError|^luac: `), fixed(fail)},

		// builds
		{"BUILD SUCCESS", of(Build, Test, Lint), re(`^BUILD SUCCESS(?:FUL)?\b`), fixed(pass)},
		{"BUILD FAIL", of(Build, Test, Lint), re(`^BUILD FAIL(?:ED|URE)\b`), fixed(fail)},
		{"built in", building, re(`✓ built in [\d.]+m?s`), fixed(pass)},
		{"Compiled", building, re(`(?i)\bcompiled successfully\b`), fixed(pass)},
		{"Failed to compile", building, re(`^Failed to compile`), fixed(fail)},
		{"compiled with", building, re(`compiled with [1-9]\d* errors?`), fixed(fail)},
		{"Built ", building, re(`^✓ Built \S`), fixed(pass)},
		// astro build
		{"[build] Complete!", building, re(`\[build\] Complete!$`), fixed(pass)},
		// docker build with BuildKit: the image named at its end, or the
		// solve that failed.
		{"naming to", building, re(`^(?:#\d+|\s*=> =>) naming to \S+(?: done| [\d.]+s)?\s*$`), fixed(pass)},
		{"ERROR: failed to", building, re(`^(?:#\d+ )?ERROR: failed to (?:solve|build)`), fixed(fail)},
		{"Build succeeded", building, re(`^Build succeeded\.`), fixed(pass)},
		{"Build FAILED", building, re(`^Build FAILED\.`), fixed(fail)},
		{"after", building, re(`^Succeeded after [\d.]+m?s`), fixed(pass)},
		{"after", building, re(`^Failed after [\d.]+m?s`), fixed(fail)},
		{"could not compile", of(Build, Test, Typecheck, Lint), re(`^error: could not compile`), fixed(fail)},
		{"Finished", of(Build, Typecheck, Lint), re(`^\s*Finished .*(?:profile|target)`), fixed(pass)},
		{"Build complete!", building, re(`^Build complete!`), fixed(pass)}, // swift build
		// next build prints its route table's legend only after a build
		// that succeeded
		{"(Static)", building, re(`^○\s+\(Static\)\s+(?:prerendered as static content|automatically rendered as static HTML)`), fixed(pass)},
		{"error: ", building, re(`^error: (?:compile command failed|emit-module command failed|fatalError)`), fixed(fail)},
		{"** BUILD", building, re(`^\*\* BUILD SUCCEEDED \*\*`), fixed(pass)}, // xcodebuild
		{"** BUILD", building, re(`^\*\* BUILD FAILED \*\*`), fixed(fail)},
		{"** TEST", of(Test), re(`^\*\* TEST SUCCEEDED \*\*`), fixed(pass)},
		{"** TEST", of(Test), re(`^\*\* TEST FAILED \*\*`), fixed(fail)},

		// a request answered: curl -sI, httpie, wget -S print the status
		// line, whatever the pipe after them exits with
		{"HTTP/", of(Run), re(`^\s*HTTP/[\d.]+ [1-5]\d\d\b`), fixed(pass)},

		// task runners and package managers that end a failing run
		{"ERR", anyKind, re(`^npm ERR! (?:code|errno)|^error Command failed with exit code [1-9]`), fixed(fail)},
		{"ERROR task failed", anyKind, re(`ERROR task failed`), fixed(fail)},
		{"Error", anyKind, re(`^make(?:\[\d+\])?: \*\*\* .*Error \d+`), fixed(fail)},
		{"failed on line", anyKind, re(`^error: Recipe .* failed on line`), fixed(fail)},
		{"Failed to run task", anyKind, re(`^task: Failed to run task`), fixed(fail)},
		{"Tasks:", anyKind, re(`^\s*Tasks:\s+(\d+) successful, (\d+) total`), func(m []string) effect { return gate(n(m, 1) == n(m, 2), pass, fail) }},
		{"Failed:", anyKind, re(`^\s*Failed:\s+\S+#\S+`), fixed(fail)},
		{"Successfully ran target", anyKind, re(`Successfully ran targets?\b`), fixed(pass)},
		{"failed", anyKind, re(`Ran targets? .* \(\d+ failed\)|Running targets? .* failed`), fixed(fail)},
		{"exit status", anyKind, re(`(?i)^exit status [1-9]\d*$`), fixed(fail)},
	}
}}

// scopedFailures are a package manager's word that a named script failed
// (bun's `error: script "lint" exited with code 1`, pnpm's
// `ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  web@1.0.0 build: …`): they speak for
// the kinds the script's name has, not for the other checks of the line.
var scopedFailures = once.Value[[]reader]{Build: func() []reader {
	re := lazy
	return []reader{
		{"exited with code", anyKind, re(`^error: script "([^"]+)" exited with code [1-9]`), fixed(fail)},
		{"ERR_PNPM_", anyKind, re(`ERR_PNPM_\w+\s+\S+ ([\w:.-]+): `), fixed(fail)},
		{"script", anyKind, re(`^npm (?:ERR!|error) (?:Lifecycle script|missing script:) ` + "`" + `?([\w:.-]+)`), fixed(fail)},
	}
}}

func gate(cond bool, yes, no effect) effect {
	if cond {
		return yes
	}
	return no
}

// pytestSummary judges "1 failed, 4 passed in 0.3s", "3 skipped in 0.1s".
func pytestSummary(m []string) effect {
	passed, failed := 0, 0
	for part := range strings.SplitSeq(m[1], ", ") {
		count, word, _ := strings.Cut(strings.TrimSpace(part), " ")
		v, _ := strconv.Atoi(count)
		switch word {
		case "passed", "xpassed":
			passed += v
		case "failed", "error", "errors":
			failed += v
		}
	}
	return counted([]string{"", strconv.Itoa(failed), strconv.Itoa(passed)})
}

// jestSummary judges "Tests:  1 failed, 3 passed, 4 total".
func jestSummary(m []string) effect {
	return countWords(m[1])
}

// vitestSummary judges " Tests  1 failed | 3 passed (4)".
func vitestSummary(m []string) effect {
	return countWords(strings.ReplaceAll(m[1], "|", ","))
}

// countWords reads "N failed, N passed, N skipped" in any order.
func countWords(s string) effect {
	passed, failed := 0, 0
	for part := range strings.SplitSeq(s, ",") {
		f := strings.Fields(part)
		if len(f) < 2 {
			continue
		}
		v, _ := strconv.Atoi(f[0])
		switch f[1] {
		case "passed":
			passed += v
		case "failed":
			failed += v
		}
	}
	return counted([]string{"", strconv.Itoa(failed), strconv.Itoa(passed)})
}
