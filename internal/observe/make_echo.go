package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/event"
)

// MakeEchoed returns the checks a make target no table reads ran, read
// from the recipe lines make echoed before running them: `make
// dashboards` printing "jsonnet -J vendor dashboards/queues.jsonnet >
// build/queues.json" built the dashboards. Make prints each recipe line
// as it runs it, so a line of its output whose first word is a program
// the tables know as a check (and that reads as one) is what the target
// did; each kind passed where make ended well and failed where it did
// not. A kind the line found by itself (`make test` is a test run) keeps
// that reading; the other kinds its recipe echoed are added (`make check`
// echoing "ruff check ." and "mypy src/" linted and type-checked too). A
// line that ran in the background or runs no make returns nil; so does an
// output whose lines name no check (a recipe written with "@" echoes
// nothing).
func (r Recognizer) MakeEchoed(tool, line string, found []Check, failed bool, res event.Result) []Verdict {
	if res.Background || res.Interrupted || res.Output == "" || !runsMake(tool, line) {
		return nil
	}
	ok := !failed
	var out []Verdict
	for l := range rawLines(lastBytes(res.Output, tailBytes)) {
		l = strings.TrimSpace(l)
		first, _, _ := strings.Cut(l, " ")
		if first == "" || !knownProgram(program(first)) {
			continue
		}
		for _, c := range r.Checks(l) {
			if !slices.ContainsFunc(out, func(v Verdict) bool { return v.Kind == c.Kind }) && !slices.ContainsFunc(found, func(f Check) bool { return f.Kind == c.Kind }) {
				out = append(out, Verdict{Kind: c.Kind, Success: ptr(ok)})
			}
		}
	}
	return out
}

// runsMake reports a line whose commands include make or gmake.
func runsMake(tool, line string) bool {
	if !strings.Contains(line, "make") {
		return false
	}
	for _, c := range commands(tool, line) {
		if n := c.Name(); n == "make" || n == "gmake" {
			return true
		}
	}
	return false
}

// knownProgram reports a program a table of checks names.
func knownProgram(name string) bool {
	if _, ok := byProgram(name); ok {
		return true
	}
	return bySubcommand(name) != nil
}
