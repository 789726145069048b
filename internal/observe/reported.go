package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/rx"
	"github.com/proofgate/proofgate/internal/shell"
)

// Verdict is a verification a command's output reports, with its result.
type Verdict struct {
	Kind    Kind
	Success *bool // never nil: only results the output shows are reported
}

// Reported returns the verifications that a line's hooks and sub-steps
// report in its output: git commit and git push print what their
// pre-commit and pre-push hooks ran (husky, lint-staged, lefthook, the
// pre-commit framework, a project's own script), and pre-commit run,
// lefthook run and lint-staged print the same when run by hand. tool names
// the shell tool, as for ReadTool; failed and res are as for Outcome.
//
// A kind is credited only when the output shows its runner ran and how it
// ended: a step's own status line ("Typecheck....Passed", "[COMPLETED]
// eslint --fix"), a runner's summary ("1329 pass", "Checked 278 files",
// "0 issues."), or a command the hook echoed ("$ tsc --noEmit"), which
// passed when its summary says so or, printing none, when the hook as a
// whole did not fail. A formatter that rewrites files (prettier --write)
// verifies nothing. When the hook failed, a step it echoed without a
// summary of its own is reported failed. Other lines return nil.
func (r Recognizer) Reported(tool, line string, failed bool, res event.Result) []Verdict {
	if res.Background || res.Output == "" || !mayRunHooks(line) {
		return nil
	}
	if !runsHooks(commands(tool, line)) {
		return nil
	}
	rep := report{}
	out := lastBytes(res.Output, tailBytes)
	hookFailed := failed || res.Interrupted || mayReportFailure(out) && hookFailure.Get().MatchString(out)
	var seg segment
	for raw := range rawLines(out) {
		l := trimPrefix(raw)
		if strings.Contains(l, "...") {
			if m := stepLine.Get().FindStringSubmatch(l); m != nil {
				rep.add(hookKind(m[1]), m[2] == "Passed")
				continue
			}
		}
		if strings.Contains(l, "✔️") || strings.Contains(l, "🥊") {
			if m := lefthookLine.Get().FindStringSubmatch(l); m != nil {
				rep.add(hookKind(m[2]), m[1] == "✔️")
				continue
			}
		}
		if status, task, ok := lintStaged(raw); ok && r.kindsOf(strings.Fields(task)) != 0 {
			rep.addTask(task, status)
			continue
		}
		if cmd, ok := echoed(l); ok {
			seg.close(&rep, hookFailed)
			seg = segment{kinds: r.kindsOf(strings.Fields(cmd))}
			continue
		}
		seg.read(l)
		for i, e := range evidence(l) {
			if e == pass || e == fail {
				rep.add(of(kindOrder[i]), e == pass)
			}
		}
	}
	seg.close(&rep, hookFailed)
	rep.closeTasks(hookFailed)
	return rep.verdicts
}

// mayRunHooks is a cheap test that spares most lines a second parse.
func mayRunHooks(line string) bool {
	for _, w := range []string{"commit", "push", "pre-commit", "lefthook", "lint-staged", "prek"} {
		if strings.Contains(line, w) {
			return true
		}
	}
	return false
}

// mayReportFailure is a cheap test before the hookFailure expression.
func mayReportFailure(out string) bool {
	for _, w := range []string{"husky", "FAILED: git", "hook failed", "🥊", "hook exited"} {
		if strings.Contains(out, w) {
			return true
		}
	}
	return false
}

// runsHooks reports a command whose hooks or steps print their checks.
func runsHooks(cmds []shell.Command) bool {
	for _, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		switch program(c.Args[0]) {
		case "git":
			sub, _ := positional(c.Args[1:], "-C -c --git-dir --work-tree --namespace --config-env")
			if sub == "commit" || sub == "push" || sub == "merge" {
				return true
			}
		case "pre-commit", "prek", "lefthook":
			if sub, _ := firstWord(c.Args[1:]); sub == "run" {
				return true
			}
		case "lint-staged":
			return true
		}
	}
	return false
}

// report gathers verdicts, one per kind: a kind that failed anywhere
// failed.
type report struct {
	verdicts []Verdict
	tasks    map[string]string // lint-staged task → its last status
	order    []string
}

func (rep *report) add(ks kinds, ok bool) {
	for _, k := range ks.list() {
		found := false
		for i := range rep.verdicts {
			if rep.verdicts[i].Kind == k {
				found = true
				if !ok {
					rep.verdicts[i].Success = ptr(false)
				}
			}
		}
		if !found {
			rep.verdicts = append(rep.verdicts, Verdict{Kind: k, Success: ptr(ok)})
		}
	}
}

// addTask records a lint-staged task's status; it is judged at the end,
// when its last status is known.
func (rep *report) addTask(task, status string) {
	if rep.tasks == nil {
		rep.tasks = map[string]string{}
	}
	if _, seen := rep.tasks[task]; !seen {
		rep.order = append(rep.order, task)
	}
	rep.tasks[task] = status
}

func (rep *report) closeTasks(hookFailed bool) {
	for _, task := range rep.order {
		ks := classify(strings.Fields(task))
		switch rep.tasks[task] {
		case "COMPLETED":
			rep.add(ks, true)
		case "FAILED":
			rep.add(ks, false)
		case "STARTED":
			if hookFailed {
				rep.add(ks, false) // cut short by the failure
			}
		}
	}
}

// segment is the output of one command a hook echoed, up to the next.
type segment struct {
	kinds  kinds
	seen   [hollowUnit + 1]bool
	active bool
}

func (s *segment) read(line string) {
	if s.kinds == 0 {
		return
	}
	s.active = true
	for _, k := range s.kinds.list() {
		s.seen[judgeLine(line, k)] = true
	}
}

// close judges the segment: by its own summary, else by whether the hook
// failed.
func (s *segment) close(rep *report, hookFailed bool) {
	switch {
	case s.kinds == 0:
	case s.seen[fail]:
		rep.add(s.kinds, false)
	case s.seen[pass]:
		rep.add(s.kinds, true)
	case s.seen[hollow], s.seen[hollowUnit]:
		// tested nothing: no credit either way
	default:
		rep.add(s.kinds, !hookFailed)
	}
	*s = segment{}
}

// echoed reads a command line a script runner printed before running it:
// "$ tsc --noEmit" (bun, yarn, pnpm) or "> eslint ." (npm, after its
// "> pkg@1.0.0 lint" line).
func echoed(line string) (string, bool) {
	for _, p := range []string{"$ ", "> "} {
		if cmd, ok := strings.CutPrefix(line, p); ok && strings.TrimSpace(cmd) != "" {
			if p == "> " && strings.Contains(strings.Fields(cmd)[0], "@") {
				return "", false // npm's "> pkg@1.0.0 script" header
			}
			return cmd, true
		}
	}
	return "", false
}

// lintStaged reads lint-staged's task lines: "[COMPLETED] eslint --fix"
// without a terminal, "✔ eslint --fix" with one.
func lintStaged(line string) (status, task string, ok bool) {
	t := strings.TrimLeft(line, " ")
	if !strings.HasPrefix(t, "[STARTED] ") && !strings.HasPrefix(t, "[COMPLETED] ") && !strings.HasPrefix(t, "[FAILED] ") &&
		!strings.HasPrefix(t, "✔") && !strings.HasPrefix(t, "✖") {
		return "", "", false
	}
	if m := lintStagedLine.Get().FindStringSubmatch(line); m != nil {
		status = m[1]
		switch m[2] {
		case "✔":
			status = "COMPLETED"
		case "✖":
			status = "FAILED"
		}
		return status, strings.TrimSpace(m[3]), true
	}
	return "", "", false
}

// evidence returns what a runner's summary line shows ran: for each kind
// (in kindOrder) whose runner printed it, the line's effect.
func evidence(line string) [len(kindOrder)]effect {
	var out [len(kindOrder)]effect
	if len(line) < 3 {
		return out
	}
	set := evidenceReaders.Get()
	for i := 0; i < len(line); i++ {
		for _, j := range set.index.at(line, i) {
			r := set.readers[j]
			if !strings.HasPrefix(line[i:], r.needle) {
				continue
			}
			m := r.re.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			e := r.judge(m)
			for x, k := range kindOrder {
				if e != none && r.shows().has(k) && out[x] != fail {
					out[x] = e
				}
			}
		}
	}
	return out
}

// evidenceReaders are the readers whose line shows a runner of some kind,
// indexed like readersOf's.
var evidenceReaders = once.Value[*readerSet]{Build: func() *readerSet {
	set := &readerSet{}
	for _, r := range readers.Get() {
		if r.shows() != 0 {
			set.add(r)
		}
	}
	return set
}}

// hookKind names the kind of a hook step by its name ("Typecheck",
// "run tests", "ruff", "check yaml"): in a hook, "check" and "validate"
// are checks of files, not test suites.
func hookKind(name string) kinds {
	if k := classify(strings.Fields(strings.ToLower(name))); k != 0 {
		return k
	}
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
	for _, rule := range hookRules {
		for _, w := range words {
			if matchesStem(w, rule.stems) {
				return of(rule.kind)
			}
		}
	}
	return 0
}

var hookRules = []struct {
	kind  Kind
	stems []string
}{
	{Typecheck, []string{"typecheck", "types", "type", "tsc", "mypy", "pyright"}},
	{Test, []string{"test", "spec", "e2e", "pytest", "jest", "vitest", "unit", "integration"}},
	{Build, []string{"build", "compile"}},
	{Lint, []string{"lint", "check", "validate", "verify", "vet", "clippy", "eslint", "ruff", "golangci", "format", "fmt", "style"}},
}

var (
	// stepLine is the pre-commit framework's (and many pre-push
	// scripts') "name.....Passed" line.
	stepLine = once.Value[*rx.Regexp]{Build: func() *rx.Regexp {
		return regexps.MustCompile(`^(\S.*?)\s*\.{3,}\s*(?:\(no files to check\))?(Passed|Failed)$`)
	}}
	// lefthookLine is a line of lefthook's summary: "✔️  lint", "🥊  test".
	lefthookLine = once.Value[*rx.Regexp]{Build: func() *rx.Regexp {
		return regexps.MustCompile(`^\s*(✔️|🥊)\s+(\S[^(]*?)\s*(?:\(.*\))?$`)
	}}
	lintStagedLine = once.Value[*rx.Regexp]{Build: func() *rx.Regexp {
		return regexps.MustCompile(`^\s*(?:\[(STARTED|COMPLETED|FAILED|SKIPPED)\]|(✔|✖)) (.+)$`)
	}}
	// hookFailure is a hook manager's word that the hook failed.
	hookFailure = once.Value[*rx.Regexp]{Build: func() *rx.Regexp {
		return regexps.MustCompile(`(?m)husky - .*(?:failed|exited with code [1-9])|^FAILED: git |pre-commit hook failed|^\s*🥊|hook exited with code [1-9]`)
	}}
)

// shows returns the kinds whose runner prints the reader's line: a pytest
// summary shows a test run, "0 issues." a lint, "error TS2322" a type
// check. Lines any runner may print (npm ERR!, exit status 1) show none.
func (r reader) shows() kinds {
	switch r.needle {
	case "Success: no issues found", "error TS", "error":
		return of(Typecheck) // mypy, tsc, pyright
	case "No issues found", "found":
		return of(Lint, Typecheck) // dart and flutter analyze
	}
	switch r.kinds {
	case tests, of(Test, Build):
		return of(Test)
	case linting:
		return of(Lint)
	case building, of(Build, Test, Lint):
		return of(Build)
	}
	return 0
}
