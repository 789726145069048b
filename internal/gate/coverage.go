package gate

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// A check vouches only for what it reads. This file decides, change by
// change, whether a passing check read it: a check of the file's
// ecosystem (go build reads no JavaScript), one that reads what the edit
// changed inside the file (a query in a string needs a run, a page's
// script a JavaScript check), and not a linter that only reads patterns.
// A SQL file the database ran has had its check.

// lintBlind reports a check that cannot vouch for the session's code: a
// linter that reads code for patterns without compiling or running it
// (see observe.PatternOnly), itself or as the package script it ran,
// unless the task is about what linters report ("fix the eslint
// errors"), where it is the check the user asked for.
func (e evidence) lintBlind(c *ledger.Check) bool {
	if !e.code || lintTask(e.l.Asked) {
		return false
	}
	return observe.PatternOnly(c.Command) || c.Script != "" && observe.PatternOnly(c.Script)
}

// lintTask reports a prompt whose words ask about linting.
func lintTask(asked []string) bool {
	for _, w := range asked {
		if strings.Contains(w, "lint") || strings.Contains(w, "린트") {
			return true
		}
		switch w {
		case "ruff", "flake8", "shellcheck", "rubocop", "stylelint", "sqlfluff", "warning", "warnings", "경고":
			return true
		}
	}
	return false
}

// uncovered returns the changes of turn that no passing verification after
// them covers: one of their ecosystem, or of none the command names. A
// change to a language embedded in the file (a query in a Go string, a
// page's script) needs a check that reads that language too.
func uncovered(l *ledger.Ledger, turn []ledger.Change, blind func(*ledger.Check) bool) []ledger.Change {
	var out []ledger.Change
	tools := map[int][]observe.Toolchain{}
	toolsOf := func(i int) []observe.Toolchain {
		ts, ok := tools[i]
		if !ok {
			ts = observe.CommandToolchains(l.Checks[i].Command)
			tools[i] = ts
		}
		return ts
	}
	for _, c := range turn {
		if observe.FileToolchain(c.Path) == "" && c.Embedded == "" {
			continue
		}
		if !covered(l, c, blind, toolsOf) {
			out = append(out, c)
		}
	}
	return out
}

// covered reports a passing verification after change c that vouches for
// it: one of its file's ecosystem after its last change and, for an
// embedded language it changed, one that reads that language after that
// edit (see readsEmbedded).
func covered(l *ledger.Ledger, c ledger.Change, blind func(*ledger.Check) bool, toolsOf func(int) []observe.Toolchain) bool {
	file := observe.FileToolchain(c.Path) == ""
	embedded := c.Embedded == ""
	for i := range l.Checks {
		ch := &l.Checks[i]
		if !ch.Passed() || !slices.Contains(verifying, ch.Kind) || blind(ch) || observe.FormatOnly(ch.Command) {
			continue
		}
		if !file && ch.Seq > c.Behaviour && observe.Covers(ch.Command, toolsOf(i), c.Path) {
			file = true
		}
		if !embedded && ch.Seq > c.EmbeddedSeq && readsEmbedded(c, ch, toolsOf(i)) {
			embedded = true
		}
		if file && embedded {
			return true
		}
	}
	if !embedded && c.Embedded == observe.SQL {
		// The query sent to the database itself: psql, a migration tool.
		for _, a := range l.Actions {
			if a.Seq > c.EmbeddedSeq && a.OK && a.Kind == observe.Data {
				embedded = true
				break
			}
		}
	}
	return file && embedded
}

// readsEmbedded reports a passing check ch, whose command runs the
// ecosystems ts, that reads the language change c embedded: a query only
// a run reads (a test of the program, the program or the app served),
// a script any check of JavaScript or of the whole page.
func readsEmbedded(c ledger.Change, ch *ledger.Check, ts []observe.Toolchain) bool {
	switch c.Embedded {
	case observe.SQL:
		return ch.Kind == observe.Run || ch.Kind == observe.Test && observe.Covers(ch.Command, ts, c.Path)
	case observe.Script:
		return ts == nil || slices.Contains(ts, "js") || ch.Kind == observe.Test && observe.DrivesBrowser(ch.Command)
	}
	return true
}

// applied reports a SQL file (a migration, a schema) that the database ran
// after its last change: psql -f, a migration tool over its folder (see
// observe.Applies). That run is its check; no compiler reads it.
func (e evidence) applied(c ledger.Change) bool {
	for _, a := range e.l.Actions {
		if a.Seq > c.Behaviour && a.OK && a.Kind == observe.Data && observe.Applies(a.Command, c.Path) {
			return true
		}
	}
	return false
}
