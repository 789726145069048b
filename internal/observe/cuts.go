package observe

import (
	"github.com/proofgate/proofgate/internal/ascii"
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
)

// CutKind names what an edit did to the asked work, as its text shows it.
type CutKind string

const (
	CutSkip     CutKind = "skip"     // a skip marker put on a test: t.Skip, @pytest.mark.skip, it.skip, #[ignore]
	CutTodo     CutKind = "todo"     // a TODO or an unimplemented body: TODO, FIXME, NotImplementedError, todo!()
	CutSuppress CutKind = "suppress" // a check silenced: eslint-disable, noqa, nolint, @ts-ignore, continue-on-error
	CutStub     CutKind = "stub"     // a stand-in outside tests: placeholder, stub, dummy, hard-coded values
	CutRemoved  CutKind = "removed"  // a test taken out: its declaration in the old text and not in the new
	CutLowered  CutKind = "lowered"  // a quality bar lowered: a coverage threshold, fail_under, a minimum
	CutDisabled CutKind = "disabled" // a whole check switched off in a build's config: ignoreBuildErrors, skipTests
)

// Hides reports a cut that makes a check pass without the work passing
// it: a test skipped or taken out, a quality bar lowered. A TODO, a stub
// or a silenced lint line is often part of honest work in progress; these
// change what "the suite is green" means.
func (k CutKind) Hides() bool { return k == CutSkip || k == CutLowered || k == CutDisabled }

// Cut returns the first cut an edit of the file at p makes (or, where that
// one hides nothing, a skip the same edit put beside it): a marker on a
// line of new that old does not have, or a test declaration that old has
// and new lost; "" for none. It is how the gate tells a message that says
// "I skipped the flaky test" with the skip in the diff from one that only
// describes skipping (the importer skips empty rows): the first is
// evidence, the second words. Only added lines count, so that an edit near
// an old TODO does not make one.
func Cut(p, old, new string) CutKind {
	if k := File(p); k != Code && k != Config && k != Other {
		// A file of a language no table names (Haxe, Pony, a DSL) is
		// read as code: a TODO or a skip marker is one there too.
		return ""
	}
	test := IsTestFile(p)
	if k := configCut(p, old, new); k != "" {
		return k
	}
	oldLines := map[string]bool{}
	for _, l := range strings.Split(old, "\n") {
		oldLines[strings.TrimSpace(l)] = true
	}
	var added []string
	for _, l := range strings.Split(new, "\n") {
		if t := strings.TrimSpace(l); t != "" && !oldLines[t] {
			added = append(added, t)
		}
	}
	if bazelManual(p, added) || testsExcluded(old, added) {
		return CutSkip
	}
	if k := firstLineCut(added, test); k != "" {
		if !k.Hides() {
			if h := hidingCut(added, test); h != "" {
				return h // "test.skip(" under its "// FIXME: flaky": the skip is the cut
			}
		}
		return k
	}
	if test && testDecls(old) > testDecls(new) {
		return CutRemoved
	}
	return ""
}

// bazelManual reports a Bazel BUILD file whose added lines tag a target
// "manual": the target drops out of `//...`, so `bazel test //...` goes
// green without it while it can still be run by name.
func bazelManual(p string, added []string) bool {
	if base := path.Base(strings.ReplaceAll(p, `\`, "/")); base != "BUILD" && base != "BUILD.bazel" {
		return false
	}
	for _, l := range added {
		if strings.Contains(l, `"manual"`) {
			return true
		}
	}
	return false
}

// testsExcluded reports an added line that tells a test runner to leave
// tests out, with a switch old did not give: pytest's --ignore,
// --ignore-glob or --deselect, jest's --testPathIgnorePatterns, vitest's
// --exclude, go test's -skip, as a CI step, a Makefile recipe or a package
// script runs it (`pytest -q -n auto --ignore=tests/e2e`). The suite then
// goes green without them. A linter's --ignore (ruff --ignore=E501) names
// rules, not tests, and its line names no test runner.
func testsExcluded(old string, added []string) bool {
	oldLow := ""
	for _, l := range added {
		low := strings.ToLower(l)
		var switches []string
		switch {
		case strings.Contains(low, "pytest"):
			switches = []string{"--ignore", "--deselect"}
		case strings.Contains(low, "jest"):
			switches = []string{"--testpathignorepatterns"}
		case strings.Contains(low, "vitest"):
			switches = []string{"--exclude"}
		case strings.Contains(low, "go test"):
			switches = []string{"-skip"}
		default:
			continue
		}
		for _, f := range strings.Fields(low) {
			for _, sw := range switches {
				if !strings.HasPrefix(f, sw) || len(f) > len(sw) && f[len(sw)] != '=' && f[len(sw)] != '-' {
					continue
				}
				if oldLow == "" {
					oldLow = strings.ToLower(old) // only for a line that gives such a switch
				}
				if !strings.Contains(oldLow, f) {
					return true
				}
			}
		}
	}
	return false
}

// cutMarkers are the spellings of each cut, in lower case, matched in a
// line's lower case; stubs count only outside test files, where a fake is
// the point.
var cutMarkers = []struct {
	kind     CutKind
	marks    []string
	testOnly bool // a call that skips only in a file of tests: `skip "…"` elsewhere is anyone's method
}{
	{CutSkip, []string{"t.skip(", "t.skipnow(", "@pytest.mark.skip", "pytest.skip(", "@pytest.mark.xfail", "pytest.xfail(", "@unittest.skip", "@unittest.expectedfailure", "it.skip(", "test.skip(",
		"describe.skip(", "xit(", "xdescribe(", "xtest(", "#[ignore]", "@disabled", "@ignore", "[ignore]", "[ignore(", "skip=\"", "skip = \"",
		"self.skiptest(", "marktestskipped(", "it.todo(", "test.todo(", "test.fixme(", "describe.fixme(",
		// Julia, ExUnit, XCTest, Dart, Zig and testthat
		"@test_skip", "@test_broken", "@tag :skip", "@moduletag :skip", "xctskip(", "skip: true", "error.skipzigtest",
		"skip_if(", "skip(\"",
		// Pester
		"' -skip {", "\" -skip {", "-skip:$true"}, false},
	// RSpec and Minitest: skip or pending with its reason, as a call or as
	// an example's metadata (it "…", skip: "…" do), a spec x'd.
	{CutSkip, []string{"skip \"", "skip '", "pending \"", "pending '", "skip: \"", "skip: '", "pending: \"", "pending: '",
		"xit \"", "xit '", "xdescribe \"", "xcontext \"", "xspecify \""}, true},
	// A build told to pass whatever its type check or lint finds, or not
	// to run the tests: Next.js's typescript.ignoreBuildErrors and
	// eslint.ignoreDuringBuilds, Maven's skipTests.
	{CutDisabled, []string{"ignorebuilderrors: true", "ignoreduringbuilds: true", "<skiptests>true</skiptests>", "<maven.test.skip>true</maven.test.skip>"}, false},
	{CutTodo, []string{"notimplementederror", "notimplementedexception", "unimplemented!(", "todo!(",
		"not implemented", "not yet implemented"}, false},
	{CutSuppress, []string{"eslint-disable", "# noqa", "#noqa", "//nolint", "// nolint", "@ts-ignore", "@ts-expect-error", "@ts-nocheck",
		"# type: ignore", "pylint: disable", "rubocop:disable", "@suppresswarnings", "#[allow(", "#![allow(", "continue-on-error: true",
		"|| true", "--passwithnotests", "--no-verify", "istanbul ignore", "c8 ignore", "pragma: no cover",
		// Credo, PHP_CodeSniffer, PHPStan, SwiftLint, clang-tidy, C#,
		// Kotlin, ShellCheck and staticcheck
		"credo:disable", "phpcs:ignore", "phpcs:disable", "@phpstan-ignore", "swiftlint:disable", "nolintnextline",
		"#pragma warning disable", "[suppressmessage(", "@suppress(", "shellcheck disable=", "//lint:ignore"}, false},
}

var stubMarkers = []string{"placeholder", "stub", "dummy", "hardcoded", "hard-coded", "hard coded", "fake ", "mock data", "mocked"}

// firstLineCut is the cut of the first of lines that has one, as lineCut
// reads each; lines hold no newline. A Write's whole file is added text,
// and sixty searches on each of its lines cost more than the rest of the
// hook: the lines are joined and read once, each position compared only
// with the markers that start with its two bytes, and only the first line
// that holds a marker is read with lineCut.
func firstLineCut(lines []string, test bool) CutKind {
	if len(lines) < 8 {
		for _, l := range lines {
			if k := lineCut(l, test); k != "" {
				return k
			}
		}
		return ""
	}
	text := strings.Join(lines, "\n")
	first := len(lines) // the index of the first line that holds a marker
	// No marker holds a newline, so a match lies inside one line.
	for _, mark := range []string{"TODO", "FIXME"} {
		if i := strings.Index(text, mark); i >= 0 {
			first = min(first, strings.Count(text[:i], "\n"))
		}
	}
	idx := cutIndex.Get()
	if test {
		idx = testCutIndex.Get()
	}
	if l := firstMarked(strings.ToLower(text), idx, test); l >= 0 {
		first = min(first, l)
	}
	if first == len(lines) {
		return ""
	}
	return lineCut(lines[first], test)
}

// hidingCut returns the cut of the first of lines that holds a skip
// marker or a check switched off, where that line's cut hides a failure,
// or "". Asked only of an
// edit whose first cut hides nothing (a TODO, a FIXME): the skip beside
// it is what the change did to the suite.
func hidingCut(lines []string, test bool) CutKind {
	l := firstMarked(strings.ToLower(strings.Join(lines, "\n")), skipIndex.Get(), test)
	if l < 0 {
		return ""
	}
	if k := lineCut(lines[l], test); k.Hides() {
		return k
	}
	return ""
}

// skipIndex holds the markers of cutMarkers whose cut hides a failure (a
// skip, a check switched off), for hidingCut.
var skipIndex = once.Value[*needleIndex[cutMark]]{Build: func() *needleIndex[cutMark] {
	return markIndex(func(kind CutKind, _ bool) bool { return kind.Hides() }, false)
}}

// firstMarked returns the number of the first line of low that holds one
// of the index's markers (the stubs only outside tests), or -1.
func firstMarked(low string, idx *needleIndex[cutMark], test bool) int {
	line := 0
	for i := 0; i < len(low); i++ {
		if low[i] == '\n' {
			line++
			continue
		}
		for _, m := range idx.at(low, i) {
			if (!test || !m.stub) && (test || !m.testOnly) && strings.HasPrefix(low[i:], m.mark) && (!wordMark(m.mark) || i == 0 || !identByte(low[i-1])) {
				return line
			}
		}
	}
	return -1
}

// cutMark is a marker of cutMarkers or, stub set, of stubMarkers.
type cutMark struct {
	mark     string
	stub     bool
	testOnly bool
}

// cutIndex is built on the first Write of eight lines or more in a
// process: seventy markers, cheaper than one search of a long file. It
// leaves out the markers that count only in tests, which testCutIndex
// holds as well: most long writes are not tests, and a marker as common
// as "pending \"" costs every position that starts like it.
var (
	cutIndex = once.Value[*needleIndex[cutMark]]{Build: func() *needleIndex[cutMark] {
		return markIndex(func(_ CutKind, testOnly bool) bool { return !testOnly }, true)
	}}
	testCutIndex = once.Value[*needleIndex[cutMark]]{Build: func() *needleIndex[cutMark] {
		return markIndex(func(CutKind, bool) bool { return true }, true)
	}}
)

// markIndex indexes the markers of cutMarkers that keep takes, and with
// stubs the stub markers.
func markIndex(keep func(kind CutKind, testOnly bool) bool, stubs bool) *needleIndex[cutMark] {
	idx := &needleIndex[cutMark]{}
	for _, m := range cutMarkers {
		if !keep(m.kind, m.testOnly) {
			continue
		}
		for _, mark := range m.marks {
			idx.add(mark, cutMark{mark: mark, testOnly: m.testOnly})
		}
	}
	if stubs {
		for _, mark := range stubMarkers {
			idx.add(mark, cutMark{mark: mark, stub: true})
		}
	}
	return idx
}

// containsMark reports mark in low; a mark that is a call by its name
// (xit(, xtest(, xdescribe() only where the name starts: "sys.exit(" holds
// "xit(" and skips nothing.
func containsMark(low, mark string) bool {
	if !wordMark(mark) {
		return strings.Contains(low, mark)
	}
	for i := 0; ; {
		j := strings.Index(low[i:], mark)
		if j < 0 {
			return false
		}
		if at := i + j; at == 0 || !identByte(low[at-1]) {
			return true
		}
		i += j + 1
	}
}

// wordMark reports a mark that must start a word: a function's name and
// its parenthesis (xit(), or a word and the quote of its argument (skip
// "…", xit '…'), which "exit \"$rc\"" and "appending '…'" only contain.
func wordMark(mark string) bool {
	n := len(mark)
	return mark[0] == 'x' && mark[n-1] == '(' || n > 2 && (mark[n-1] == '"' || mark[n-1] == '\'') && mark[n-2] == ' ' && ascii.IsWord(mark[0])
}

// identByte reports a byte that may continue an identifier or a
// qualified name.
func identByte(b byte) bool { return ascii.IsWord(b) || b == '.' }

func lineCut(line string, test bool) CutKind {
	// TODO and FIXME are markers in capitals only: a todo list is code.
	if strings.Contains(line, "TODO") || strings.Contains(line, "FIXME") {
		return CutTodo
	}
	low := strings.ToLower(line)
	for _, m := range cutMarkers {
		if m.testOnly && !test {
			continue
		}
		for _, s := range m.marks {
			if containsMark(low, s) {
				return m.kind
			}
		}
	}
	if !test {
		for _, s := range stubMarkers {
			if strings.Contains(low, s) {
				return CutStub
			}
		}
	}
	return ""
}

// IsTestFile reports a file of tests by the conventions of the common
// languages: foo_test.go, test_foo.py, foo.test.ts, FooTest.java, spec/.
func IsTestFile(p string) bool {
	low := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	base := path.Base(low)
	stem := strings.TrimSuffix(base, path.Ext(base))
	switch {
	case strings.HasSuffix(stem, "_test"), strings.HasPrefix(stem, "test_"), strings.HasSuffix(stem, ".test"),
		strings.HasSuffix(stem, ".spec"), strings.HasSuffix(stem, "test") && stem != "test", strings.HasSuffix(stem, "tests"),
		strings.HasSuffix(stem, "_spec"):
		return true
	}
	for _, d := range []string{"/test/", "/tests/", "/spec/", "/__tests__/", "/testing/"} {
		if strings.Contains("/"+low, d) {
			return true
		}
	}
	return false
}

// testDecls counts the test declarations in a piece of a test file.
func testDecls(s string) int {
	n := 0
	for _, l := range strings.Split(s, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "func Test"), strings.HasPrefix(t, "def test_"), strings.HasPrefix(t, "async def test_"),
			strings.HasPrefix(t, "it(") || strings.HasPrefix(t, "test(") || strings.HasPrefix(t, "it('") || strings.HasPrefix(t, "it(\""),
			strings.HasPrefix(t, "#[test]"), strings.HasPrefix(t, "@Test"), strings.HasPrefix(t, "[Fact]"), strings.HasPrefix(t, "[Test]"):
			n++
		}
	}
	return n
}

// linterConfig reports a linter's or type checker's configuration file,
// where a rule set to "off" loosens the check.
func linterConfig(p string) bool {
	base := strings.ToLower(path.Base(strings.ReplaceAll(p, `\`, "/")))
	for _, n := range []string{"eslint", "lint", "biome", "tsconfig", "golangci", "ruff", "flake8", "mypy", "pyright", "package.json", "rubocop", "detekt", "checkstyle"} {
		if strings.Contains(base, n) {
			return true
		}
	}
	return false
}

// configCut reads the loosenings that live in configuration: a lint rule
// turned off, strict type checking switched off, or a quality bar
// (coverage threshold, fail_under, minimum) lowered; and in configuration
// and tests alike a ceiling raised (a frame-time budget, a tolerance).
func configCut(p, old, new string) CutKind {
	// What the file is decides whether any line can count: read it once,
	// not for each line of a whole file written.
	linter, bar, sizes := linterConfig(p), barFile(p), sizeLimits(p)
	test := !bar && IsTestFile(p)
	if !linter && !bar && !test {
		return ""
	}
	olds := strings.Split(old, "\n")
	for _, l := range strings.Split(new, "\n") {
		low := strings.ToLower(strings.TrimSpace(l))
		if low == "" || strings.Contains(old, strings.TrimSpace(l)) {
			continue
		}
		if linter && (strings.Contains(low, `'off'`) || strings.Contains(low, `"off"`) || strings.Contains(low, `"strict": false`) ||
			strings.Contains(low, "strict: false") || strings.Contains(low, "noimplicitany\": false") ||
			// tflint's and RuboCop's rule switched off, detekt's made inactive
			strings.HasPrefix(low, "enabled = false") || strings.HasPrefix(low, "enabled: false") || strings.HasPrefix(low, "active: false")) {
			return CutSuppress
		}
		if !bar && !test {
			continue
		}
		if bar && coverageOmit(low) {
			return CutLowered // coverage.py's omit, jest's coveragePathIgnorePatterns: code left out of the measure
		}
		for _, o := range olds {
			if loosened(strings.ToLower(strings.TrimSpace(o)), low, !test, sizes) {
				return CutLowered
			}
		}
	}
	return ""
}

// coverageOmit reports an added line (lower case) of a bar file that
// leaves code out of the coverage measure ("omit = app/legacy/*",
// coveragePathIgnorePatterns): the figure rises with no test added.
func coverageOmit(low string) bool {
	if strings.Contains(low, "coveragepathignorepatterns") {
		return true
	}
	key, _, ok := strings.Cut(low, "=")
	if !ok {
		key, _, ok = strings.Cut(low, ":")
	}
	key = strings.Trim(strings.TrimSpace(key), `"'`)
	return ok && (key == "omit" || key == "extend-omit")
}

// barFile reports a file where quality bars are set: configuration, a
// tool's config module (jest.config.js, vitest.config.ts), a CI
// workflow, a build script (build.gradle.kts's jacoco rule, build.sbt's
// coverageMinimum). In a program's code a lower number beside "lines" is
// a buffer size, not a bar.
func barFile(p string) bool {
	base := strings.ToLower(path.Base(strings.ReplaceAll(p, `\`, "/")))
	return File(p) == Config || strings.Contains(base, ".config.") || strings.Contains(base, "coveragerc") ||
		strings.HasPrefix(base, ".nycrc") || strings.HasPrefix(base, "codecov") ||
		base == "build.gradle" || base == "build.gradle.kts" || base == "build.sbt"
}

// sizeLimits reports the configuration of a bundle-size check
// (size-limit's .size-limit.json or .size-limit.js, bundlesize's
// .bundlesize.json), whose "limit" is a ceiling.
func sizeLimits(p string) bool {
	base := strings.ToLower(path.Base(strings.ReplaceAll(p, `\`, "/")))
	return strings.Contains(base, "size-limit") || strings.Contains(base, "bundlesize")
}

// barWords name a quality bar with a floor: lowering its number loosens
// the check.
var barWords = []string{"threshold", "coverage", "fail_under", "fail-under", "failunder", "minimum", "min_", "lines", "branches",
	"statements", "functions"}

// ceilingWords name a bar with a ceiling: raising its number loosens the
// check (a frame-time budget, a size limit, a tolerance, an allowed rate of
// nulls or of warnings).
var ceilingWords = []string{"budget", "tolerance", "maxsize", "max_size", "max-size", "max_ms", "max_duration",
	// A data-quality check's or a linter's allowance: max_null_rate: 0.02
	// raised to 0.05 lets through what failed it.
	"max_null_rate", "max_error_rate", "max_failure_rate", "max_warnings", "max-warnings", "maxwarnings"}

// loosened reports a line whose first number moved the way that loosens
// the bar the line names, the rest alike but a trailing comment: down on a
// floor (where floors counts), up on a ceiling; in a bundle-size check's
// configuration (sizeLimitFile), up on its "limit".
func loosened(old, new string, floors, sizeLimitFile bool) bool {
	so, no, okO := numberSkeleton(old)
	sn, nn, okN := numberSkeleton(new)
	if !okO || !okN || so != sn || nn == no {
		return false
	}
	if sizeLimitFile && nn > no && strings.Contains(sn, "limit") {
		return true // size-limit's "limit": "180 kB" raised to "195 kB"
	}
	words := ceilingWords
	if nn < no {
		if !floors {
			return false
		}
		words = barWords
	}
	for _, w := range words {
		if strings.Contains(sn, w) {
			return true
		}
	}
	return false
}

// numberSkeleton returns a line without its trailing comment, its digits
// taken out, and the value of its first number; ok is false when it has
// none.
func numberSkeleton(s string) (skel string, num float64, ok bool) {
	for _, c := range []string{" #", " //"} {
		if i := strings.Index(s, c); i > 0 {
			s = strings.TrimSpace(s[:i])
		}
	}
	var b strings.Builder
	n := 0
	frac := 0.0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9' && n == 0:
			ok = true
			if frac > 0 {
				num += float64(r-'0') * frac
				frac /= 10
			} else {
				num = num*10 + float64(r-'0')
			}
		case r == '.' && ok && n == 0 && frac == 0:
			frac = 0.1
		default:
			if ok {
				n = 1 // only the first number is compared
			}
			if !(r >= '0' && r <= '9') {
				b.WriteRune(r)
			}
		}
	}
	return b.String(), num, ok
}
