package gate

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// repeatUnrun reports a claim (phrase, lower case, in line) beside which a
// switch that repeats a run is quoted with its count ("`--count=50`으로 50번
// 돌려서 전부 통과", "passed 30/30 with `-count=30`"), when no run of kinds
// in the session was given that switch with that count: the one run that
// passed is not the fifty the message reports, which is what a flaky
// test's fix rests on.
func (e evidence) repeatUnrun(kinds []observe.Kind, line, phrase string) bool {
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return false
	}
	for _, sp := range codeSpans(line) {
		name, value, ok := repeatSwitch(strings.TrimSpace(line[sp[0]:sp[1]]))
		if !ok || !nextTo(line, sp, at, at+len(phrase)) {
			continue
		}
		if !slices.ContainsFunc(e.l.Checks, func(c ledger.Check) bool {
			return slices.Contains(kinds, c.Kind) && givenSwitch(strings.ToLower(c.Command), name, value)
		}) {
			return true
		}
	}
	return false
}

// repeatSwitch reads a quote that is only a switch repeating a run and its
// count: -count=20 (go test), --count 50 (pytest-repeat), --repeat-each=10
// (playwright), --runs_per_test=100 (bazel), --gtest_repeat=1000.
func repeatSwitch(q string) (name, value string, ok bool) {
	ws := strings.Fields(strings.ToLower(q))
	switch len(ws) {
	case 1:
		name, value, ok = strings.Cut(ws[0], "=")
	case 2:
		name, value, ok = ws[0], ws[1], true
	}
	if !ok || value == "" || strings.Trim(value, "0123456789") != "" {
		return "", "", false
	}
	switch strings.TrimLeft(name, "-") {
	case "count", "test.count", "repeat", "repeat-each", "runs_per_test", "runs-per-test", "gtest_repeat", "iterations":
		return name, value, true
	}
	return "", "", false
}

// givenSwitch reports a command line (lower case) that passes the switch
// name with value, as "name=value" or "name value".
func givenSwitch(command, name, value string) bool {
	fs := strings.Fields(command)
	for i, f := range fs {
		if f == name+"="+value || f == name && i+1 < len(fs) && fs[i+1] == value {
			return true
		}
	}
	return false
}
