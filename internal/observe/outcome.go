package observe

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/rx"
)

// tailBytes is how much of a command's output is read: runners print
// their verdict last, and Claude Code cuts long output in the middle.
const tailBytes = 16 << 10

// Outcome says whether check c passed in a tool call that ended as r;
// failed is true for a failure event (a non-zero exit). It returns nil when
// the call does not tell: proofgate never counts what it did not see. A
// call whose exit status the harness did not report (r.ExitCode < 0, not
// failed) is read from its output alone.
//
// A check the line's status covers passed when the call succeeded, unless
// its output shows it checked nothing (every package "[no test files]",
// "no tests ran", "Linting: 0 file(s)"). A masked check is read from the
// tail of its output: an exit status the line echoed for it, then its
// runner's own summary (any failure wins; a summary of nothing tested is
// no result), then, when a filter after it keeps every failure line, the
// absence of one, then the generic words of failure and success, and
// last, for an interpreter's script, lines printed with no trace after
// them (see ranToItsEnd).
// When the line prints marker lines between its commands (echo "---"),
// each check is read from its own part of the output (see part).
func Outcome(c Check, failed bool, r event.Result) *bool {
	got := outcome(c, failed, r)
	if c.fixer && got != nil && *got {
		// eslint --fix exits 0 once it has fixed what it could: a
		// formatter's success, not a look at the code as written. Its
		// failure is the errors it could not fix.
		return nil
	}
	return got
}

func outcome(c Check, failed bool, r event.Result) *bool {
	if c.runs && !r.Interrupted && !r.Background {
		// Its status is gh's own, not the runs': a failed look read
		// nothing (no auth, no such run).
		if failed {
			return nil
		}
		own, _, _ := c.part.of(r.Output)
		return runsResult(own)
	}
	cut := failed && r.ExitCode == sigpipe && c.part.head > 0
	switch {
	case failed && !r.Interrupted && (c.Masked || cut):
		// The line's status is not this check's: a later stage failed (a
		// grep that found nothing exits 1), or a head after it stopped
		// reading and the pipe killed it (under pipefail), so the check's
		// own output decides, as for any masked check.
		out := r.Output
		if first, rest, _ := strings.Cut(out, "\n"); strings.HasPrefix(first, "Exit code ") {
			out = rest
		}
		got := fromOutput(c, out)
		if got != nil && *got && r.ExitCode != 1 && !cut {
			return nil // a stage erred (grep exits 2): its silence proves nothing
		}
		return got
	case failed && !r.Interrupted && notRun(r):
		return nil // the check never started: its program is missing or not executable
	case failed && !r.Interrupted && unreachable(c, r):
		return nil // it could not reach the account or cluster it reads: nothing of the code was checked
	case failed && !r.Interrupted && noneSelected(c, r):
		return nil // pytest's filter matched no test: nothing was checked, nothing failed
	case r.Interrupted || failed:
		return ptr(false)
	case r.Background:
		return nil // still running: not a finished verification
	case r.ExitCode < 0:
		// The harness did not say how the call ended (Codex's
		// PostToolUse carries no exit code): a success event proves
		// nothing, so only the output can tell, as for a masked check.
		// Claude Code always reports a status, so it never gets here.
		return fromOutput(c, r.Output)
	case !c.Masked:
		if _, text, _ := c.part.of(r.Output); read(text, c.Kind) == hollow {
			return nil
		}
		return ptr(true)
	}
	return fromOutput(c, r.Output)
}

// TestedNothing reports a run of check c that ended well and whose own
// output says it checked nothing: a filter that matched no test
// ("Executed 0 tests", "No test matches the given testcase filter"),
// every package "[no test files]". Outcome returns nil for it, as for a
// run whose output told nothing; this tells the two apart.
func TestedNothing(c Check, failed bool, r event.Result) bool {
	if failed && !r.Interrupted && noneSelected(c, r) {
		return true
	}
	if failed || r.Background || r.Interrupted || r.ExitCode > 0 {
		return false
	}
	_, text, _ := c.part.of(r.Output)
	return read(text, c.Kind) == hollow
}

// Unreached reports a failed run of check c that never reached the code:
// its program is missing or not executable (see notRun), or it could not
// reach the account, cluster or profile it reads (see unreachable).
// Outcome returns nil for it, as for a run whose output told nothing; this
// tells the two apart, so that a message saying the change is not verified
// has the session's reason beside it.
func Unreached(c Check, failed bool, r event.Result) bool {
	if !failed || r.Interrupted || c.Masked {
		return false
	}
	return notRun(r) || unreachable(c, r)
}

// ShowsPass reports output that a run of kind k printing it passed: a
// runner's summary of success, or the generic words of one, and no
// failure ("214 passed, 4 skipped"). It reads output as Outcome reads a
// masked check's, with no exit status.
func ShowsPass(output string, k Kind) bool {
	switch read(output, k) {
	case pass:
		return true
	case fail, hollow:
		return false
	}
	m := markers.Get()
	t := withoutEchoes(lastBytes(output, tailBytes))
	return !m.failure.MatchString(t) && m.success.MatchString(t)
}

// noneSelected reports a test run that ended with pytest's status for "no
// tests collected" (5) and its summary of nothing run: "212 deselected in
// 0.31s" after `pytest -k printer` in a suite with no printer test. Its
// failure says the filter matched nothing, not that a test failed.
func noneSelected(c Check, r event.Result) bool {
	if r.ExitCode != 5 || c.Kind != Test {
		return false
	}
	out := strings.TrimRight(lastBytes(r.Output, tailBytes), " \n\r")
	last := out[strings.LastIndexByte(out, '\n')+1:]
	last = strings.ToLower(strings.Trim(strings.TrimSpace(last), "= "))
	if strings.Contains(last, "passed") || strings.Contains(last, "failed") || strings.Contains(last, "error") {
		return false
	}
	return strings.Contains(last, "no tests ran") || strings.Contains(last, "deselected in ") && last[0] >= '0' && last[0] <= '9'
}

// notRun reports a failure whose status or output says the shell found
// no such program, or could not execute it (127, 126: "xcodebuild: command
// not found" on a machine without Xcode). Nothing was checked: it is not a
// failing run the message owes a report of.
func notRun(r event.Result) bool {
	if r.ExitCode != 127 && r.ExitCode != 126 {
		return false
	}
	low := strings.ToLower(r.Output)
	return strings.Contains(low, "command not found") || strings.Contains(low, "not found") ||
		strings.Contains(low, "no such file or directory") || strings.Contains(low, "permission denied") ||
		strings.Contains(low, "is not recognized")
}

// unreachable reports an infrastructure tool's failure to reach the
// account or cluster it reads, before it compared anything: terraform plan
// with no cloud credentials in this shell ("No valid credential sources
// found"), kubectl with no cluster. Like a missing program, it says
// nothing of the change; the message owes the user the gap, not a failure.
// A test suite failing on credentials may be the change's own failure, so
// only the tools whose credentials are the shell's are read; dbt's are
// its profile's, which it reads before it parses a model ("Env var required
// but not provided" for the keyfile a profile names).
func unreachable(c Check, r event.Result) bool {
	switch c.tool {
	case "terraform", "tofu", "terragrunt", "pulumi", "kubectl", "helm", "aws", "gcloud", "az", "dbt":
	default:
		return false
	}
	low := strings.ToLower(lastBytes(r.Output, tailBytes))
	for _, m := range []string{
		"no valid credential sources", "unable to locate credentials", "failed to refresh cached credentials",
		"could not find default credentials", "please run 'az login'", "gcloud auth login",
		"you must be logged in to the server", "unable to connect to the server", "the connection to the server",
		"error: no configuration has been provided", "no credentials found",
		"env var required but not provided", "could not find profile named",
		// a role or token this shell's identity may not use
		"cannot assume iam role", "is not authorized to perform: sts:assumerole", "expiredtoken",
		"the security token included in the request is expired", "the security token included in the request is invalid",
	} {
		if strings.Contains(low, m) {
			return true
		}
	}
	return false
}

// sigpipe is the status of a command the pipe killed (128+SIGPIPE): a
// head that had read its lines closed the pipe while the command still
// wrote. It says nothing of the command's own result.
const sigpipe = 141

func fromOutput(c Check, output string) *bool {
	own, text, whole := c.part.of(output)
	if c.status {
		if code, ok := statusShown(lastBytes(own, tailBytes)); ok {
			// A response came back, whatever its code says of the
			// change (a 404 may be the one asked for); 000 is none.
			return ptr(code != "000")
		}
	}
	tail := lastBytes(text, tailBytes)
	if c.echo != echoOther {
		if code, ok := lastExitStatus(lastBytes(own, tailBytes)); ok {
			return ptr(code == 0)
		}
	}
	if c.tool == "gofmt" || c.tool == "goimports" {
		return ptr(!listsFiles(tail))
	}
	switch read(tail, c.Kind) {
	case fail:
		return ptr(false)
	case pass:
		return ptr(true)
	case hollow:
		if !whole || !seesAll(c, tail) {
			return nil
		}
		// The filter removed the success lines that would tell a
		// hollow run from a passing one: what is left failed nowhere.
		return ptr(true)
	}
	if whole && seesAll(c, tail) {
		return ptr(true)
	}
	m := markers.Get()
	tail = withoutEchoes(tail)
	if m.failure.MatchString(tail) {
		return ptr(false)
	}
	if m.success.MatchString(tail) {
		return ptr(true)
	}
	// A render or a run grepped for what it should print, and found it:
	// it produced that output, and no failure line came with it.
	if c.selected {
		if strings.TrimSpace(tail) == "" {
			return nil // the grep found nothing: what was expected is not there
		}
		return ptr(true)
	}
	if !whole {
		return nil // what is missing may have gone to a file
	}
	// Linters, type checkers and compilers print nothing when clean.
	if strings.TrimSpace(tail) == "" && (c.Kind == Lint || c.Kind == Typecheck || c.Kind == Build) {
		return ptr(true)
	}
	if c.Kind == Run && ranToItsEnd(c, tail) {
		return ptr(true)
	}
	// A task runner ends a failing run with its own line, which the
	// readers above know: its last lines on screen without one passed.
	if footers(c.tool) && c.part.shown && c.part.endShown(text) && !truncated(text) {
		return ptr(true)
	}
	return nil
}

// ranToItsEnd reports a script run by an interpreter, masked by what
// follows it (`python scraper.py | head -5`), that printed its lines and
// no trace: an uncaught error stops such a program with its trace on
// standard error, which reaches the screen whole past the pipe (the check
// merges none into it, sends none to a file). A word of an error anywhere
// leaves the run untold.
func ranToItsEnd(c Check, tail string) bool {
	switch c.tool {
	case "python", "python3", "py", "node", "ruby", "deno", "bun":
	default:
		return false
	}
	if c.part.stderr || !c.part.shown || strings.TrimSpace(withoutEchoes(tail)) == "" {
		return false
	}
	for _, w := range []string{"Traceback", "Error", "error", "Exception", "    at ", "panic:", "Uncaught", "Killed", "Segmentation fault", "core dumped",
		"fail", "Fail", "FAIL", "could not", "Could not", "cannot", "Cannot", "denied", "not found", "No such"} {
		if strings.Contains(tail, w) {
			return false
		}
	}
	return true
}

// footers are the task runners that end every failing run with a line of
// their own, on standard error: make's "make: *** [lint] Error 1", just's
// "error: Recipe `lint` failed on line 3", task's "task: Failed to run
// task". npm and yarn are not among them: npm 7 and later, and yarn 2 and
// later, end a failing script with its own output alone.
func footers(s string) bool {
	switch s {
	case "make", "gmake", "just", "task":
		return true
	}
	return false
}

// seesAll reports whether the output shows every failure line of the check:
// a filter after it keeps them all, and no head or tail after it cut the
// output (it printed fewer lines than the stage keeps).
func seesAll(c Check, tail string) bool {
	if !c.filtered {
		return false
	}
	return c.window == 0 || strings.Count(strings.TrimSpace(tail), "\n")+1 < c.window
}

// withoutEchoes drops the command lines a script runner prints before it
// runs a script ("$ tsc --noEmit", "> app@1.0.0 lint", "> eslint ."), so
// that a clean run's output reads as empty.
func withoutEchoes(tail string) string {
	if !strings.Contains(tail, "$ ") && !strings.Contains(tail, "> ") {
		return tail
	}
	var b strings.Builder
	for line := range lines(tail) {
		if strings.HasPrefix(line, "$ ") || strings.HasPrefix(line, "> ") || strings.TrimSpace(line) == "" {
			continue
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// read returns what the summaries of kind k's runners in output say: a
// failure if any says so; else hollow if a run's summary says it tested
// nothing ("no tests ran", "Linting: 0 file(s)"), even beside a count of
// no failures; else a pass if any; else hollow if every package or binary
// shown had nothing to test and the output is whole (a cut middle may
// have held the rest); else none.
func read(output string, k Kind) effect {
	if output == "" {
		return none
	}
	var seen [hollowUnit + 1]bool
	for line := range lines(lastBytes(output, tailBytes)) {
		seen[judgeLine(line, k)] = true
	}
	switch {
	case seen[fail]:
		return fail
	case seen[hollow]:
		return hollow
	case seen[pass]:
		return pass
	case seen[hollowUnit] && !truncated(output):
		return hollow
	}
	return none
}

// judgeLine returns what one normalised line says about kind k.
func judgeLine(line string, k Kind) effect {
	if len(line) < 3 {
		return none
	}
	set := readersOf(k)
	var hit [4]uint64 // readers whose needle the line holds
	found := false
	for i := 0; i < len(line); i++ {
		for _, j := range set.index.at(line, i) {
			if strings.HasPrefix(line[i:], set.readers[j].needle) {
				hit[j/64] |= 1 << (j % 64)
				found = true
			}
		}
	}
	for j := 0; found && j < len(set.readers); j++ {
		if hit[j/64]&(1<<(j%64)) == 0 {
			continue
		}
		r := set.readers[j]
		if m := r.re.FindStringSubmatch(line); m != nil {
			if e := r.judge(m); e != none {
				return e
			}
		}
	}
	for _, r := range scopedFailures.Get() {
		if strings.Contains(line, r.needle) {
			if m := r.re.FindStringSubmatch(line); m != nil && targetKind(m[1]).has(k) {
				return fail
			}
		}
	}
	return none
}

// readerSet is the readers of one kind, indexed by their needles, so that
// a line is scanned once for all of them.
type readerSet struct {
	readers []reader
	index   needleIndex[int] // indices into readers
}

// add appends r to the set.
func (set *readerSet) add(r reader) {
	set.index.add(r.needle, len(set.readers))
	set.readers = append(set.readers, r)
}

// readersOf returns the readers that speak for kind k, nil for a kind
// none speaks for. Each kind's set is built the first time it is asked
// for: a hook reads one command's output, of one kind or two, and building
// all six was a test run's largest table.
func readersOf(k Kind) *readerSet {
	i := slices.Index(kindOrder[:], k)
	if i < 0 {
		return nil
	}
	s := &readerSets[i]
	s.once.Do(func() { s.set = newReaderSet(k) })
	return s.set
}

// readerSets are the kinds' reader sets, in kindOrder, built by readersOf.
var readerSets [len(kindOrder)]struct {
	once sync.Once
	set  *readerSet
}

func newReaderSet(k Kind) *readerSet {
	set := &readerSet{}
	for _, r := range readers.Get() {
		if r.kinds.has(k) {
			set.add(r)
		}
	}
	if len(set.readers) > 4*64 {
		panic("observe: too many readers for one kind")
	}
	return set
}

// lines yields the lines of s as rawLines does, with the prefix that task
// runners put before their tasks' lines ("[lint:go] ", "web:test: ",
// "│ ") cut.
func lines(s string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		for line := range rawLines(s) {
			if !yield(trimPrefix(line)) {
				return
			}
		}
	}
}

// rawLines yields the lines of s, normalised: colour codes removed, what
// a carriage return overwrote dropped, trailing blanks trimmed.
func rawLines(s string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		for line := range strings.SplitSeq(s, "\n") {
			if i := strings.LastIndexByte(strings.TrimRight(line, "\r"), '\r'); i >= 0 {
				line = line[i+1:]
			}
			if strings.IndexByte(line, 0x1b) >= 0 {
				line = ansi.Get().ReplaceAllString(line, "")
			}
			if !yield(strings.TrimRight(line, " \t\r")) {
				return
			}
		}
	}
}

// trimPrefix cuts one task runner's prefix from a line.
func trimPrefix(line string) string {
	switch {
	case strings.HasPrefix(line, "["):
		if i := strings.Index(line, "] "); i > 0 && !strings.ContainsAny(line[1:i], " \t") {
			return line[i+2:]
		}
	case strings.HasPrefix(line, "│ "), strings.HasPrefix(line, "┃ "):
		return strings.TrimLeft(line[len("│ "):], " ")
	}
	return trimTaskPrefix(line)
}

// trimTaskPrefix cuts a "package:task: " prefix (turbo's "web:test: "):
// a name without blanks, a colon, a task that starts with a letter, and
// ": ". A path's "cart.go:12:3: " is no such prefix.
func trimTaskPrefix(line string) string {
	colon := strings.IndexByte(line, ':')
	if colon <= 0 || colon+1 >= len(line) || !isLetter(line[colon+1]) {
		return line
	}
	for i := 0; i < colon; i++ {
		if c := line[i]; !(isLetter(c) || c >= '0' && c <= '9' || strings.IndexByte("@._/-", c) >= 0) {
			return line
		}
	}
	end := strings.Index(line[colon+1:], ": ")
	if end < 0 {
		return line
	}
	for _, c := range []byte(line[colon+1 : colon+1+end]) {
		if !(isLetter(c) || c >= '0' && c <= '9' || c == ':' || c == '-' || c == '_') {
			return line
		}
	}
	return line[colon+1+end+2:]
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

var ansi = once.Value[*rx.Regexp]{Build: func() *rx.Regexp { return regexps.MustCompile(`\x1b(?:\[[0-9;?]*[A-Za-z]|[78()][A-Z0-9]?)`) }}

// truncated reports output that Claude Code cut in the middle or saved
// aside, so that what is missing cannot be told.
func truncated(output string) bool {
	return strings.Contains(output, "characters truncated]") || strings.Contains(output, "<persisted-output>") ||
		strings.Contains(output, "... (truncated)")
}

// listsFiles reports gofmt -l or -d output naming a file to reformat.
func listsFiles(tail string) bool {
	for line := range lines(tail) {
		if strings.HasSuffix(line, ".go") && !strings.ContainsAny(line, " \t:") || strings.HasPrefix(line, "diff ") && strings.Contains(line, ".go") {
			return true
		}
	}
	return false
}

func lastBytes(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// EchoedStatus returns the exit status the line printed for c ("exit=1"
// after `cmd; echo "exit=$?"`), read as Outcome reads it; ok is false when
// the line printed none right after c. A line that ended well may print a
// check's failure this way, and its status is the one a report gives.
func EchoedStatus(c Check, output string) (code int, ok bool) {
	if c.echo != echoOwn {
		return 0, false
	}
	own, _, _ := c.part.of(output)
	return lastExitStatus(lastBytes(own, tailBytes))
}

// lastExitStatus returns the last exit status a line of the tail states
// ("exit=1", "EXIT: 0", "rc=2"). Lines are tested for the words before the
// expression runs: most lines hold none.
func lastExitStatus(tail string) (int, bool) {
	code, found := 0, false
	for line := range rawLines(tail) {
		if len(line) > 64 || !mentionsStatus(line) {
			continue
		}
		if m := markers.Get().exit.FindStringSubmatch(line); m != nil {
			if c, err := strconv.Atoi(m[1]); err == nil {
				code, found = c, true
			}
		}
	}
	return code, found
}

func mentionsStatus(line string) bool {
	for i := 0; i+1 < len(line); i++ {
		switch line[i] | 0x20 {
		case 'e', 's', 'r':
			for _, w := range [...]string{"exit", "status", "rc", "return"} {
				if len(line)-i >= len(w) && strings.EqualFold(line[i:i+len(w)], w) {
					return true
				}
			}
		}
	}
	return false
}

type outputMarkers struct{ exit, failure, success *rx.Regexp }

// markers are the generic words of an exit status, a failure and a
// success, read only when no runner's summary speaks for the check.
var markers = once.Value[*outputMarkers]{Build: func() *outputMarkers {
	return &outputMarkers{
		exit: regexps.MustCompile(`(?i)^\s*(?:[\w-]+\s+)?(?:exit(?:[ _]?code|[ _]status)?|rc|status|return code)\s*[:=]?\s*(\d{1,3})\s*$`),
		failure: regexps.MustCompile(`(?m)` + strings.Join([]string{
			`^(?:--- )?FAIL\b`,
			`\bFAILED\b`,
			`(?i)\b[1-9]\d* (?:failed|failing|failures?|errors?)\b`,
			`(?i)\b(?:failures|errors|failed):? +[1-9]`,
			`(?i)\bBUILD FAIL`,
			`(?i)test result: FAILED`,
			`^npm ERR!`,
			`^error(?:\[E\d+\])?:`,
			`^panic: `,
			`(?i)\b(?:compilation|build) failed\b`,
		}, "|")),
		success: regexps.MustCompile(`(?m)` + strings.Join([]string{
			`^ok\s+\S`,
			`^PASS$`,
			`(?i)\b\d+ (?:passed|passing)\b`,
			`(?i)\btest result: ok\b`,
			`(?i)\bBUILD SUCCESS`,
			`(?i)\ball (?:\d+ )?tests? passed\b`,
			`(?i)\bTests run: \d+, Failures: 0, Errors: 0`,
			`(?i)\b0 (?:failed|failures|errors)\b`,
			`(?i)\b(?:compiled|built|finished) successfully\b`,
			`(?i)\bno (?:issues|problems|errors) found\b`,
		}, "|")),
	}
}}

func ptr(b bool) *bool { return &b }
