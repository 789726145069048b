package gate

import (
	"path"
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/observe"
)

// A claim that quotes its command next to it ("`go test ./...` passes")
// says which run backs it. The session may show a run of the same program
// and subcommand that read less (`go test ./internal/billing/ -run
// TestTotal`): that run backs the narrower claim the message did not make,
// and the quoted one never ran. This file reads such quotes.

// quoteReach is how far, in bytes, a code span may stand from the claim's
// phrase and still be the claim's command: "`go test ./...`: all green",
// "all tests pass (`go test ./...`)".
const quoteReach = 24

// quotesUnrun reports a line (lower case) whose claim phrase stands next
// to a quoted command that no check of the session ran as broadly, while
// a check of the same program and subcommand did run: the claim names a
// wider run than the session shows. A quote of another tool, or of one
// the session never ran at all, is left to the other readings, but for
// the project's test script quoted after test runs all pointed at part of
// the project (scriptedSuite).
func (e evidence) quotesUnrun(line, phrase string) bool {
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return false
	}
	for _, sp := range codeSpans(line) {
		if !nextTo(line, sp, at, at+len(phrase)) || sp[0] > at+len(phrase) && joinsClauses(line, sp, at, at+len(phrase)) {
			// "It builds clean now and `ctest` passes": a quote after the
			// claim, past a conjunction, opens the next clause as its
			// subject; it is not this claim's run.
			continue
		}
		if e.expandsRun(line, sp) {
			continue
		}
		quoted := toolWords(line[sp[0]:sp[1]])
		tool, q := split(quoted)
		if tool == "" || q.filtered && len(q.ops) == 0 {
			continue // a filter only narrows what the quote claims
		}
		if e.ranProgramAt(strings.TrimSpace(line[sp[0]:sp[1]])) {
			// "all 4 pass with the vendored `test/bats/bin/bats`": the
			// program, by the path the session ran it by, not a run of it
			// with no operands.
			continue
		}
		// A default target is the claim's own unless the quote is a
		// suite: "`ruff check` is clean" after `ruff check
		// src/uploads.py`, "`pip install` done" after `pip install -r
		// requirements.txt`.
		suite := len(q.ops) > 0 || testRun(quoted)
		// Only a quote of the project's test script is held to the
		// other runners' runs: the rest parse no check again.
		scripted := scriptedSuite(tool, q.ops)
		same, covered, narrowed, tests := false, false, true, false
		for i := range e.l.Checks {
			for _, ran := range commandsOf(e.l.Checks[i].Command) {
				t, r := split(ran)
				if t == tool {
					same = true
					covered = covered || !suite || r.reaches(q) || quotesFilter(line, sp, ran)
				}
				if scripted && e.l.Checks[i].Kind == observe.Test && testRun(ran) {
					tests = true
					narrowed = narrowed && !r.whole()
				}
			}
		}
		if same && !covered || !same && tests && narrowed && scripted {
			return true
		}
	}
	return false
}

// expandsRun reports a span inside an aside that follows a quote of a
// command the session ran: "`make check` (gofmt, `go vet`, `go test -race
// ./...`) passes" names what the wrapper runs, and the claim's run is the
// wrapper's.
func (e evidence) expandsRun(line string, sp [2]int) bool {
	open := strings.LastIndexByte(line[:sp[0]], '(')
	if open < 0 || strings.ContainsRune(line[open:sp[0]], ')') || !strings.ContainsRune(line[sp[1]:], ')') {
		return false
	}
	before := strings.TrimRight(line[:open], " ")
	if !strings.HasSuffix(before, "`") {
		return false
	}
	start := strings.LastIndexByte(before[:len(before)-1], '`')
	if start < 0 {
		return false
	}
	return e.ranQuote(toolWords(before[start+1 : len(before)-1]))
}

// ranQuote reports a quoted command (words, lower case) that some check of
// the session ran as written, past its directory change.
func (e evidence) ranQuote(quoted []string) bool {
	if len(quoted) == 0 {
		return false
	}
	for i := range e.l.Checks {
		for _, ran := range commandsOf(e.l.Checks[i].Command) {
			if slices.Equal(ran, quoted) {
				return true
			}
		}
	}
	return false
}

// quotesFilter reports a line that quotes, beside the runner at sp, what
// the narrower run was pointed at: "`xcodebuild test`로
// `APIDateFormatterTests` 3개 all passed" after `xcodebuild test …
// -only-testing:MoimKitTests/APIDateFormatterTests` claims the run that
// ran, not the whole suite.
func quotesFilter(line string, sp [2]int, ran []string) bool {
	args := strings.Join(ran, " ")
	for _, o := range codeSpans(line) {
		if o == sp || strings.Contains(line[min(o[1], sp[1]):max(o[0], sp[0])], ". ") {
			continue // another sentence's quote: "Added it to `MoneyTest`. `./gradlew test` passes."
		}
		if q := strings.TrimSpace(line[o[0]:o[1]]); len(q) >= 4 && !strings.ContainsAny(q, " \t") && strings.Contains(args, q) {
			return true
		}
	}
	return false
}

// testRun reports a command (words, lower case) that runs tests.
func testRun(words []string) bool {
	for _, c := range observe.Checks(strings.Join(words, " ")) {
		if c.Kind == observe.Test {
			return true
		}
	}
	return false
}

// scriptedSuite reports a command that runs the project's own test script
// whole ("npm test", "pnpm run test", "make test"): the suite, by whatever
// runner the project names, which no run pointed at some of its files was.
func scriptedSuite(tool string, ops []string) bool {
	switch tool {
	case "npm run", "pnpm run", "yarn run", "bun run":
		return len(ops) == 1 && ops[0] == "test"
	case "npm test", "yarn test", "pnpm test", "make test", "just test", "composer test":
		return len(ops) == 0
	}
	return false
}

// whole reports a run of the project's default target or all of it
// ("./...", "."), with no filter.
func (t target) whole() bool {
	if t.filtered {
		return false
	}
	if len(t.ops) == 0 {
		return true
	}
	for _, o := range t.ops {
		if base, _ := strings.CutSuffix(o, "/..."); path.Clean(base) == "." || o == "..." || projectFile(o) || everyTarget(o) {
			return true
		}
	}
	return false
}

// everyTarget reports a build tool's pattern for every target of the
// repository: Pants's "::", Bazel's and Buck's "//..." (":all" too).
func everyTarget(o string) bool {
	switch o {
	case "::", "//...", "//...:all":
		return true
	}
	return false
}

// projectFile reports a build's project or solution file (Tests.csproj,
// App.sln): a run of it runs all of that project's tests, as the bare
// command does in its folder.
func projectFile(o string) bool {
	switch path.Ext(o) {
	case ".sln", ".slnx", ".csproj", ".fsproj", ".vbproj":
		return true
	}
	return false
}

// codeSpans returns the byte ranges of line's code spans, without their
// backticks.
func codeSpans(line string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		open := strings.IndexByte(line[i:], '`')
		if open < 0 {
			return out
		}
		start := i + open + 1
		end := strings.IndexByte(line[start:], '`')
		if end < 0 {
			return out
		}
		out = append(out, [2]int{start, start + end})
		i = start + end + 1
	}
}

// nextTo reports a span inside the phrase [from, to) or within
// quoteReach of it, with no sentence or clause end between them.
func nextTo(line string, sp [2]int, from, to int) bool {
	gap := gapBetween(line, sp, from, to)
	return len(gap) <= quoteReach && !strings.ContainsAny(gap, ".;!?\n")
}

// gapBetween is the text between the span sp, without its backticks, and
// [from, to); "" when they overlap.
func gapBetween(line string, sp [2]int, from, to int) string {
	switch {
	case sp[1] < from:
		return line[sp[1]+1 : from]
	case sp[0] > to:
		return line[to : sp[0]-1]
	}
	return ""
}

// toolWords are the words of one command, lower case, past environment
// assignments, with the program's directory cut ("/usr/bin/go" is "go");
// nil for a line of several commands.
func toolWords(command string) []string {
	if strings.ContainsAny(command, "|;\n") || strings.Contains(command, "&&") {
		return nil
	}
	var ws []string
	for _, w := range strings.Fields(strings.ToLower(command)) {
		if len(ws) == 0 && strings.Contains(w, "=") {
			continue
		}
		ws = append(ws, w)
	}
	if len(ws) > 0 {
		ws[0] = ws[0][strings.LastIndexAny(ws[0], `/\`)+1:]
	}
	return ws
}

// commandsOf returns the words of each command of a check's line (see
// toolWords), past cd.
func commandsOf(line string) [][]string {
	var out [][]string
	for part := range strings.SplitSeq(separators.Get().Replace(line), ";") {
		if ws := toolWords(part); len(ws) > 0 && ws[0] != "cd" {
			out = append(out, ws)
		}
	}
	return out
}

// A target is what a command was pointed at: its operands, the packages,
// paths and names after the tool, and whether a switch's value narrowed it
// (-run TestTotal, --filter Invoice, -k discount).
type target struct {
	ops      []string
	filtered bool
	// elided is set when the command was quoted with words left out
	// ("xcodebuild test ... -only-testing:CartTests"): what they were,
	// the quote does not say.
	elided bool
	// values are the words read as a switch's value: whether the switch
	// takes one, only the program knows (Pharo's --junit-xml-output does
	// not), so a quote that has the word as an operand still names them.
	values []string
}

// split returns a command's tool, its program and subcommand ("go test",
// "npm run") or the program alone when the next word is a switch or a
// path ("pytest" in "pytest tests/api"), and its target. A bare word
// right after a switch is read as the switch's value, a filter, unless it
// names a path: "-run TestTotal" filters, "-v ./..." points.
func split(ws []string) (tool string, t target) {
	if len(ws) == 0 {
		return "", t
	}
	tool, rest := ws[0], ws[1:]
	if len(rest) > 0 && subcommand(rest[0]) {
		sub := rest[0]
		if project, task, ok := gradleTask(tool, sub); ok {
			// ./gradlew :core:test is the test task of one project.
			sub, t.ops = task, append(t.ops, project)
		}
		tool, rest = tool+" "+sub, rest[1:]
	}
	for i, w := range rest {
		switch {
		case w == "..." || w == "…":
			t.elided = true
		case strings.HasPrefix(w, "-") || strings.ContainsAny(w, "<>&"):
		case i > 0 && settingSwitch(rest[i-1]):
			// --test-dir build, -j 8: where and how the run goes, not what
			// it reads.
		case i > 0 && switchWord(rest[i-1]) && !pathLike(w):
			t.filtered = true
			t.values = append(t.values, strings.Trim(w, `"'`))
		default:
			t.ops = append(t.ops, strings.Trim(w, `"'`))
		}
	}
	return tool, t
}

// gradleTask splits a Gradle task path (":core:test") into the project it
// names and the task.
func gradleTask(tool, sub string) (project, task string, ok bool) {
	if tool != "gradle" && tool != "gradlew" && tool != "gradlew.bat" {
		return "", "", false
	}
	i := strings.LastIndexByte(sub, ':')
	if i <= 0 || i == len(sub)-1 {
		return "", "", false
	}
	return sub[:i], sub[i+1:], true
}

// switchWord reports a switch that may take the next word as its value:
// not "--", not one with its value attached ("--filter=X").
func switchWord(w string) bool {
	return strings.HasPrefix(w, "-") && w != "--" && !strings.Contains(w, "=")
}

// settingSwitch reports a switch whose value says where or how a run
// goes (its directory, configuration, output, parallelism, time limit),
// which never narrows what it reads: ctest --test-dir build runs the whole
// suite, pytest -n 4 too, and cargo test --manifest-path src-tauri/Cargo.toml
// is cargo test run there, as after a cd. Any other switch's bare value may be a filter.
func settingSwitch(w string) bool {
	switch w {
	case "--test-dir", "--dir", "--cwd", "--root", "--rootdir", "-c", "--config", "--config-file", "--preset",
		"--manifest-path",
		"--build-config", "--output", "-o", "--reporter", "--format", "-j", "--jobs", "--parallel", "-n",
		"--workers", "--timeout", "-timeout", "--retries", "--repeat", "--maxfail", "-count", "--log-level", "--color":
		return true
	}
	return false
}

// pathLike reports a word that names a file, folder or package pattern.
func pathLike(w string) bool {
	w = strings.Trim(w, `"'`)
	return strings.ContainsAny(w, `/\`) || strings.HasPrefix(w, ".") || strings.Contains(w, "...")
}

// subcommand reports a word that names a subcommand rather than a switch
// or a path: letters, digits, '-' and ':' only.
func subcommand(w string) bool {
	if w == "" || w[0] == '-' {
		return false
	}
	for _, r := range w {
		if !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-' || r == ':') {
			return false
		}
	}
	return true
}

// reaches reports a run pointed at t that read at least what one pointed
// at quoted would: a run at the default target (no operand) reads the
// project's default, which the gate does not second-guess; a quote of the
// default target is reached only by an unfiltered run of it or of the
// whole project ("./..."); otherwise each quoted operand must be one the
// run names, or lie under a folder or a recursive pattern it names. A
// quote with words left out and no operand names no target to reach.
func (t target) reaches(quoted target) bool {
	if len(quoted.ops) == 0 {
		return quoted.elided || t.whole()
	}
	if len(t.ops) == 0 || t.whole() {
		return true
	}
	for _, q := range quoted.ops {
		if !underAny(q, t.ops) && !slices.Contains(t.values, q) && !abbreviates(q, t.ops) {
			return false
		}
	}
	return true
}

// abbreviates reports a quoted operand that shortens one the run was
// given, as a report does to keep a line short: a path whose leading
// folders an ellipsis stands for ("…/user-menu.component.cy.ts" for
// src/app/shell/user-menu/user-menu.component.cy.ts), or a bare name
// inside the run's file name ("SettingsScreen" for
// src/screens/__tests__/SettingsScreen.test.tsx). Neither names more than
// the run read; a folder, a pattern or a path of its own still has to lie
// under what ran.
func abbreviates(q string, ran []string) bool {
	tail, elided := strings.CutPrefix(q, "…/")
	if !elided {
		tail, elided = strings.CutPrefix(q, ".../")
	}
	name := !elided && len(q) >= 4 && !strings.ContainsAny(q, `/\*?[`) && q[0] != '.' && q[0] != '-'
	if !elided && !name || elided && tail == "" {
		return false
	}
	for _, r := range ran {
		r = path.Clean(strings.Trim(r, `"'`))
		switch {
		case elided && (r == tail || strings.HasSuffix(r, "/"+tail)):
			return true
		case name && path.Ext(r) != "" && strings.Contains(path.Base(r), q):
			return true
		}
	}
	return false
}

func underAny(q string, ran []string) bool {
	q = path.Clean(q)
	for _, r := range ran {
		base, recursive := strings.CutSuffix(r, "/...")
		base = path.Clean(base)
		switch {
		case path.Clean(r) == q, base == "." && (recursive || !strings.HasPrefix(q, "..")) && !path.IsAbs(q):
			return true
		case strings.HasPrefix(q, base+"/") && (recursive || !strings.Contains(q[len(base)+1:], "...")):
			return true
		}
	}
	return false
}

// quotesNoCheck reports a claim every quote beside which (see nextTo) is
// a command that checks nothing (observe.ChecksNothing): "`bundle
// install` went through cleanly" reports the install's own result, not a
// verification's, and the session's latest test run is not what it is
// about. A quote past a conjunction opens the next clause, as in
// quotesUnrun.
func quotesNoCheck(line, phrase string) bool {
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return false
	}
	quoted := false
	for _, sp := range codeSpans(line) {
		if !nextTo(line, sp, at, at+len(phrase)) || sp[0] > at+len(phrase) && joinsClauses(line, sp, at, at+len(phrase)) {
			continue
		}
		q := strings.TrimSpace(line[sp[0]:sp[1]])
		if testFile(q) || !observe.ChecksNothing(q) {
			// "`formatDate.test.ts` still passes": a file of tests, no
			// command; the claim is of those tests.
			return false
		}
		quoted = true
	}
	return quoted
}

// ranProgramAt reports a quote (lower case) of one word, a path, that is
// the program some check of the session ran, as the check wrote it.
func (e evidence) ranProgramAt(q string) bool {
	if !strings.Contains(q, "/") || strings.ContainsAny(q, " \t") {
		return false
	}
	for i := range e.l.Checks {
		for part := range strings.SplitSeq(separators.Get().Replace(e.l.Checks[i].Command), ";") {
			fs := strings.Fields(strings.ToLower(part))
			if n := len(leadingAssignments(fs)); n < len(fs) && fs[n] == q {
				return true
			}
		}
	}
	return false
}
