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

// ReadsOf works out what check c's command line reads (observe.ReadsOf)
// for the ledger to keep (ledger.Check.Reads), so that a stop, which asks
// it of every check, parses none of their lines. It is 0 for a check of a
// kind that vouches for no change (see verifying), which a stop never
// asks about, and for one whose line runs a toolchain a ledger.Reads
// cannot hold.
func ReadsOf(c *ledger.Check) ledger.Reads {
	if !slices.Contains(verifying, c.Kind) {
		return 0
	}
	r, _ := ledger.PackReads(observe.ReadsOf(c.Command, c.Script))
	return r
}

// checkReads holds what a stop asks of each check's command line: its
// recorded Reads or, for a check recorded without them, observe.ReadsOf,
// worked out once (a stop asks it of every check once per change).
// Index i is the ledger's check i.
type checkReads struct {
	l *ledger.Ledger
	// blindCode is set when the session changed code and the task is not
	// about what linters report: a pattern linter then vouches for nothing.
	blindCode bool
	read      []*observe.Reads
}

func newCheckReads(l *ledger.Ledger, code bool) *checkReads {
	return &checkReads{l: l, blindCode: code && !lintTask(l.Asked), read: make([]*observe.Reads, len(l.Checks))}
}

// reads returns what check i's command line reads.
func (r *checkReads) reads(i int) *observe.Reads {
	if r.read[i] == nil {
		c := &r.l.Checks[i]
		var rd observe.Reads
		if c.Reads.Recorded() {
			rd = c.Reads.Unpack()
		} else {
			rd = observe.ReadsOf(c.Command, c.Script)
		}
		r.read[i] = &rd
	}
	return r.read[i]
}

// ignore reports a check that vouches for no change whatever its result:
// a formatter's check mode (gofmt -l), or, when blindCode is set, a
// linter that reads code for patterns without compiling or running it
// (see observe.PatternOnly), itself or as the package script it ran. A
// formatter's check the prompt names that failed is not ignored: "Run
// `terraform fmt -check` and `terraform validate`" makes it a bar of the
// task, and its failure the task's.
func (r *checkReads) ignore(i int) bool {
	rd := r.reads(i)
	if rd.FormatOnly {
		c := &r.l.Checks[i]
		return !c.Failed() || !namesCommand(r.l.Asked, c.Command)
	}
	return r.blindCode && rd.PatternOnly
}

// namesCommand reports prompt words (asked) that hold a word of command
// other than an option or a path, of three letters or more: "fmt" of
// `terraform fmt -check -recursive infra/modules/exports`, "prettier" of
// `npx prettier --check src`.
func namesCommand(asked []string, command string) bool {
	for _, w := range strings.Fields(strings.ToLower(command)) {
		if len(w) < 3 || strings.HasPrefix(w, "-") || strings.ContainsAny(w, "/.=$'\"&|;<>") {
			continue
		}
		if slices.ContainsFunc(asked, func(a string) bool { return particled(a, w) }) {
			return true
		}
	}
	return false
}

// toolchains returns the ecosystems check i runs (see
// observe.CommandToolchains).
func (r *checkReads) toolchains(i int) []observe.Toolchain { return r.reads(i).Toolchains }

// lintTask reports a prompt whose words ask about linting, or name a
// pattern linter or scanner the work is to satisfy.
func lintTask(asked []string) bool {
	for _, w := range asked {
		if strings.Contains(w, "lint") || strings.Contains(w, "린트") {
			return true
		}
		switch w {
		case "ruff", "flake8", "shellcheck", "rubocop", "stylelint", "sqlfluff", "warning", "warnings", "경고",
			// scanners the task makes its bar ("so `bandit -r toolbox` comes back clean")
			"bandit", "semgrep", "checkov", "hadolint", "yamllint", "actionlint":
			return true
		}
	}
	return false
}

// uncovered returns the changes that no passing verification after them
// covers: one of their ecosystem, or of none the command names. A change
// to a language embedded in the file (a query in a Go string, a page's
// script) needs a check that reads that language too.
func (r *checkReads) uncovered(changes []ledger.Change) []ledger.Change {
	var out []ledger.Change
	for _, c := range changes {
		if observe.FileToolchain(c.Path) == "" && c.Embedded == "" {
			continue
		}
		if !r.covered(c) {
			out = append(out, c)
		}
	}
	return out
}

// covered reports a passing verification after change c that vouches for
// it: one of its file's ecosystem after its last change and, for an
// embedded language it changed, one that reads that language after that
// edit (see readsEmbedded).
func (r *checkReads) covered(c ledger.Change) bool {
	file := observe.FileToolchain(c.Path) == ""
	embedded := c.Embedded == ""
	for i := range r.l.Checks {
		ch := &r.l.Checks[i]
		forFile, forEmbedded := !file && ch.Seq > c.Behaviour, !embedded && ch.Seq > c.EmbeddedSeq
		if !forFile && !forEmbedded || !ch.Passed() || !slices.Contains(verifying, ch.Kind) || r.ignore(i) {
			continue
		}
		if forFile && observe.Covers(ch.Command, r.toolchains(i), c.Path) {
			file = true
		}
		if forEmbedded && readsEmbedded(c, ch, r.toolchains(i)) {
			embedded = true
		}
		if file && embedded {
			return true
		}
	}
	if !embedded && c.Embedded == observe.SQL {
		// The query sent to the database itself: psql, a migration tool.
		for _, a := range r.l.Actions {
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
// after its last change, or a migration in code its tool ran: psql -f, a
// migration tool over its folder (see observe.Applies); or a manifest or
// change batch a service applied (kubectl apply -f, aws … file://; see
// observe.AppliesConfig). That run is its check; no compiler reads it.
func (e evidence) applied(c ledger.Change) bool { return applied(e.l, c) }

func applied(l *ledger.Ledger, c ledger.Change) bool {
	for _, a := range l.Actions {
		if a.Seq <= c.Behaviour || !a.OK {
			continue
		}
		if a.Kind == observe.Data && observe.Applies(a.Command, c.Path) ||
			(a.Kind == observe.Release || a.Kind == observe.Infra) && observe.AppliesConfig(a.Command, c.Path) {
			return true
		}
	}
	return false
}
