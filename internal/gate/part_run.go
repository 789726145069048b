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
	"whole test suite", "entire suite", "entire test suite", "every test", "전체 테스트", "모든 테스트", "테스트 전체", "테스트 전부"}

// claimsWholeSuite reports a line (lower case) that claims the whole suite.
func claimsWholeSuite(line string) bool {
	for _, w := range wholeSuite {
		if strings.Contains(line, w) {
			return true
		}
	}
	return false
}

// partRun returns, for a claim of the whole suite in line (lower case),
// the latest passing test run after the last change, when every such run
// was pointed at part of the project, and a change of the session outside
// every part they read; nil when the claim is not of the whole suite, a
// run read it all, or every change is inside a part.
func (e evidence) partRun(line string) (*ledger.Check, *ledger.Change) {
	if !claimsWholeSuite(line) {
		return nil, nil
	}
	var parts []string
	var last *ledger.Check
	for i := range e.l.Checks {
		c := &e.l.Checks[i]
		if c.Seq <= e.lastChange || c.Kind != observe.Test || !c.Passed() {
			continue
		}
		for _, ran := range commandsOf(c.Command) {
			if !testRun(ran) {
				continue
			}
			_, t := split(ran)
			if len(t.ops) == 0 || t.whole() || slices.ContainsFunc(t.ops, func(o string) bool { return !pathLike(o) }) {
				// The suite's default, all of it, or a name only the
				// project knows (`mise run test:ci`, `cargo test -p api`).
				return nil, nil
			}
			parts = append(parts, t.ops...)
			last = c
		}
	}
	if last == nil {
		return nil, nil
	}
	for i := range e.l.Changes {
		if c := &e.l.Changes[i]; c.Behavioural() && !readByAny(e.rel(*c), parts) {
			return last, c
		}
	}
	return nil, nil
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
