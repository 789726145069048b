package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/shell"
)

// TestsShown reports a line that ran tests through a program no table
// reads, as its output shows: the tables will never name every runner
// (swipl's plunit, Pharo's SUnit, a project's own ./run-tests), but a
// runner's summary says what ran and how it ended ("All 8 tests passed",
// "24 run, 24 passes, 0 failures, 0 errors", "2 tests failed"). ok is
// false unless the line runs such a program, found holds no test run of
// its own, the output's tail sums a test run up, and the line or its
// output speaks of tests (a doctor's "8 passed, 0 failed" checks a setup);
// passed is the summary's verdict, and false for a line that failed.
//
// A program that only reads or prints (cat, grep, echo, git log) shows
// text, not a run of its own, and a look at CI (gh run view) is read as
// one elsewhere: neither counts.
func (r Recognizer) TestsShown(tool, line string, found []Check, failed bool, res event.Result) (passed, ok bool) {
	if !mayShow(Test, tool, line, found, res, func() bool { return mayShowTests(res.Output) }) {
		return false, false
	}
	e, named := none, namesTests(strings.ToLower(line))
	// A count of tests run, then counts of failures on a line of their
	// own: clojure.test's "Ran 11 tests containing 27 assertions." and
	// "0 failures, 0 errors.".
	ran, failing, clean := false, false, false
	for l := range rawLines(lastBytes(res.Output, tailBytes)) {
		l = trimPrefix(l)
		s := testSummary(l)
		switch {
		case s.effect == fail:
			e = fail
		case s.effect == pass && e == none:
			e = pass
		}
		if ran {
			failing = failing || s.failing
			clean = clean || s.clean
		}
		ran = ran || s.ran
		named = named || namesTests(strings.ToLower(l))
	}
	if e == none && ran {
		switch {
		case failing:
			e = fail
		case clean:
			e = pass
		}
	}
	if !named {
		// "8 passed, 0 failed" from a doctor that checks a setup: a
		// summary in a test runner's shape, of no tests.
		return false, false
	}
	return shownVerdict(e, failed)
}

// shownVerdict is what a summary's effect says of a run whose line failed
// or not: a pass only on a line that did not fail; no run at all when the
// output said neither.
func shownVerdict(e effect, failed bool) (passed, ok bool) {
	switch e {
	case pass:
		return !failed, true
	case fail:
		return false, true
	}
	return false, false
}

// mayShow reports a line whose output may show a run of kind that its
// own checks do not: none of found is of kind, the line ended (not in the
// background, not interrupted), words reports the output holds the words
// a summary needs (a cheap look, asked only then), and a program no table
// reads ran.
func mayShow(kind Kind, tool, line string, found []Check, res event.Result, words func() bool) bool {
	for _, c := range found {
		if c.Kind == kind {
			return false
		}
	}
	return !res.Background && !res.Interrupted && words() && runsUnlisted(tool, line, nil)
}

// mayShowTests is a cheap test of output for a word every summary
// TestsShown reads holds.
func mayShowTests(out string) bool {
	out = lastBytes(out, tailBytes)
	return strings.Contains(out, "pass") || strings.Contains(out, "Pass") || strings.Contains(out, "PASS") ||
		strings.Contains(out, "fail") || strings.Contains(out, "Fail") || strings.Contains(out, "FAIL")
}

// runsUnlisted reports a line with a command whose program no table of
// checks reads (see unlistedProgram) and whose words also satisfy, when
// also is set.
func runsUnlisted(tool, line string, also func(args []string) bool) bool {
	for _, c := range commands(tool, line) {
		if !c.Nested && len(c.Args) > 0 && unlistedProgram(c) && (also == nil || also(c.Args)) {
			return true
		}
	}
	return false
}

// unlistedProgram reports a command whose program no table of checks
// reads and that is not known to only read, print or move files: a
// runner the tables do not name, or the project's own executable.
func unlistedProgram(c shell.Command) bool {
	name := program(c.Args[0])
	if readingPrograms(name) || fileTools(name) {
		return false
	}
	// ./pharo and bin/test are the project's own programs; ./gradlew is
	// Gradle, whose "BUILD SUCCESSFUL" ends any task it ran.
	_, listed := byProgram(name)
	if !listed && projectTasks(name) {
		// make db-snapshot, just seed: a target the tables give no kind
		// runs the project's own recipe, as ./bin/run does.
		return Recognizer{}.kindsOf(c.Args) == 0
	}
	return !listed && bySubcommand(name) == nil && wrappers(name) == nil
}

// projectTasks are the runners of a project's own named recipes.
func projectTasks(name string) bool {
	switch name {
	case "make", "gmake", "just", "task":
		return true
	}
	return false
}

// summary is what one line of output says of a test run.
type summary struct {
	effect effect // the run's verdict, when the line sums it up
	// ran: the line counts tests run ("Ran 11 tests"); failing and clean:
	// it counts failures, some or none ("2 failures", "0 failures, 0
	// errors"), which a line of its own may do after the count of tests.
	ran, failing, clean bool
}

// testSummary reads a line that sums a test run up, in a runner's own
// format (readers.go) or in the shape most runners share: a count of tests
// and a word of passing or failing ("All 8 tests passed", "Tests: 12
// passed", "24 run, 24 passes, 0 failures, 0 errors", "3 tests failed").
// A line that names no tests (an upload's "3 files passed the checksum")
// has no verdict.
func testSummary(line string) summary {
	var s summary
	if len(line) < 6 {
		return s
	}
	if e := evidence(line)[testOrder()]; e == pass || e == fail {
		s.effect = e
		return s
	}
	ws := summaryWords(line)
	tests, passed := false, false
	for i, w := range ws {
		switch {
		case testNouns(w):
			tests = true
		case w == "run" && i > 0 && isCount(ws[i-1]):
			tests = true // SUnit's "24 run"
		}
		if !isCount(w) {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+2; j++ {
			v := ws[j]
			if testNouns(v) {
				s.ran = s.ran || w != "0" && j == i+1
				continue // "8 tests passed"
			}
			passed = passed || passWords(v) && w != "0"
			s.failing = s.failing || failWords(v) && w != "0"
			s.clean = s.clean || failWords(v) && w == "0"
			break
		}
	}
	if l, ok := labelled(ws); ok {
		// "Total 48 Passed 47 Skipped 0 Failed 1" (tcltest), "Passed: 12,
		// Failed: 0": counts after their labels sum a run up too, and
		// each count is its label's, not the next one's.
		s, tests, passed = l, true, !l.failing
	}
	switch {
	case !tests:
	case s.failing:
		s.effect = fail
	case passed || len(ws) >= 3 && ws[0] == "all" && testNouns(ws[1]) && passWords(ws[2]): // "All tests passed!"
		s.effect = pass
	}
	return s
}

// labelled reads a line of counts written after their labels ("Passed
// 47", "Failed: 1"); ok is false unless both a passing and a failing label
// are counted: one alone ("failed 2 times, retrying") sums nothing up.
func labelled(ws []string) (s summary, ok bool) {
	pass, fail := false, false
	for i := 0; i+1 < len(ws); i++ {
		if !isCount(ws[i+1]) {
			continue
		}
		switch w := ws[i]; {
		case passWords(w):
			pass = true
		case failWords(w):
			fail = true
			s.failing = s.failing || ws[i+1] != "0"
		}
	}
	s.clean = !s.failing
	return s, pass && fail
}

// namesTests reports text (lower case) with a word of testing in it:
// "tests/test_cart.py", "run_tests", "Shop-Core-Tests", "spec" (not
// "latest" or "inspect").
func namesTests(low string) bool {
	if !strings.Contains(low, "test") && !strings.Contains(low, "spec") {
		return false
	}
	for _, w := range summaryWords(low) {
		if strings.HasPrefix(w, "test") || testNouns(w) {
			return true
		}
	}
	return false
}

// testOrder is Test's place in kindOrder, which evidence indexes by.
func testOrder() int { return kindIndex(Test) }

// kindIndex is k's place in kindOrder, which evidence indexes by.
func kindIndex(k Kind) int {
	for i, o := range kindOrder {
		if o == k {
			return i
		}
	}
	return 0 // unreachable: kindOrder lists every kind a check can have
}

// summaryWords splits a line into lower-case words of letters and digits.
func summaryWords(line string) []string {
	return strings.FieldsFunc(strings.ToLower(line), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
}

func isCount(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}

func testNouns(w string) bool {
	switch w {
	case "test", "tests", "example", "examples", "spec", "specs", "case", "cases", "assertion", "assertions", "scenario", "scenarios":
		return true
	}
	return false
}

func passWords(w string) bool {
	switch w {
	case "passed", "passes", "passing", "pass", "succeeded", "successful", "ok":
		return true
	}
	return false
}

func failWords(w string) bool {
	switch w {
	case "failed", "failures", "failure", "failing", "fail", "fails", "errors", "error", "errored":
		return true
	}
	return false
}
