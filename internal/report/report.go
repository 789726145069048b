// Package report writes a stop decision the user disputes as a Markdown
// bug report, ready to paste into an issue tracker: which proofgate and
// harness, the rule, the closing sentence it judged, the evidence it had
// (commands with their results, changed paths) and the user's words.
//
// Everything in it comes from the ledger, whose commands and words were
// redacted when they were recorded; they are redacted again here, paths
// inside the project are shown relative to it and the home directory as
// ~, and no file's contents are ever included.
package report

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/redact"
)

// Input is what a report is written from.
type Input struct {
	// Version is proofgate's version, Platform its OS and architecture
	// ("linux/amd64").
	Version, Platform string
	// Ledger is the session's ledger; Verdict the decision reported. When
	// Marked is false the user has not marked it wrong (report --last):
	// the evidence then comes from the ledger as it is now.
	Ledger  *ledger.Ledger
	Verdict ledger.Verdict
	Marked  bool
	// Home is the user's home directory, shown as ~.
	Home string
}

// Latest returns what report prints for l: the newest decision the user
// marked wrong, or with last the newest block or warning whether marked
// or not. ok is false when there is none.
func Latest(l *ledger.Ledger, last bool) (v ledger.Verdict, marked, ok bool) {
	if !last {
		v, ok = l.LatestWrong()
		return v, ok, ok
	}
	s, ok := l.Judged()
	if !ok {
		return ledger.Verdict{}, false, false
	}
	v = ledger.Verdict{Rule: s.Rule, Seq: s.Seq, Block: s.Block, Agent: s.Agent, Closing: s.Closing}
	for _, w := range l.Wrong {
		if w.Seq == s.Seq && w.Rule == s.Rule && w.Agent == s.Agent {
			v, marked = w, true
		}
	}
	if len(v.Checks) == 0 && len(v.Changed) == 0 {
		// An older verdict kept no evidence: the ledger still has it,
		// up to the stop's sequence number.
		v.Checks, v.Changed = l.Evidence(s.Seq)
	}
	return v, marked, true
}

// maxListed bounds the verifications and paths a report lists.
const maxListed = 10

// Write prints the report as Markdown.
func Write(w io.Writer, in Input) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	v, l := in.Verdict, in.Ledger
	what := "a warning"
	if v.Block {
		what = "a block"
	}
	if in.Marked {
		p("## proofgate: %s by `%s` that the user judged wrong\n\n", what, rule(v.Rule))
	} else {
		p("## proofgate: %s by `%s`\n\n", what, rule(v.Rule))
	}
	harness := l.Harness
	if harness == "" {
		harness = "claude"
	}
	p("| | |\n|---|---|\n")
	p("| proofgate | %s |\n", cell(in.Version))
	p("| platform | %s |\n", cell(in.Platform))
	p("| harness | %s |\n", cell(harness))
	p("| rule | `%s` (%s) |\n", rule(v.Rule), strings.TrimPrefix(what, "a "))
	if v.Agent != "" {
		p("| stop of | subagent `%s` |\n", cell(v.Agent))
	}
	p("| task mode | %s |\n", cell(l.Mode))
	if in.Marked && !v.At.IsZero() {
		p("| marked wrong | %s |\n", v.At.UTC().Format("2006-01-02 15:04 UTC"))
	}
	if l.Waiver != "" {
		p("| waiver | %s |\n", cell(redact.String(l.Waiver)))
	}
	p("\n### The closing sentence it judged\n\n")
	if v.Closing == "" {
		p("(none recorded: the harness sends no final message, or the stop was judged on the ledger alone)\n")
	} else {
		p("%s\n", quote(redact.String(v.Closing)))
	}

	p("\n### The evidence the gate had\n\n")
	if len(v.Checks) == 0 {
		p("No verification command was recorded.\n")
	} else {
		p("| command | kind | result |\n|---|---|---|\n")
		for _, c := range last(v.Checks, maxListed) {
			p("| %s | %s | %s |\n", code(redact.String(c.Command)), cell(string(c.Kind)), result(c))
		}
	}
	p("\n")
	if len(v.Changed) == 0 {
		p("No changed file was recorded.\n")
	} else {
		p("Changed files (paths only):\n\n")
		for _, path := range last(v.Changed, maxListed) {
			p("- %s\n", code(in.shorten(path)))
		}
	}
	if more := len(v.Checks) + len(v.Changed) - len(last(v.Checks, maxListed)) - len(last(v.Changed, maxListed)); more > 0 {
		p("\n(%d older entries left out)\n", more)
	}

	p("\n### The user's verdict\n\n")
	switch {
	case !in.Marked:
		p("Not marked wrong with /proofgate:wrong.\n")
	case v.Why == "":
		p("Marked wrong with /proofgate:wrong, without a reason given.\n")
	default:
		p("%s\n", quote(redact.String(v.Why)))
	}
	p("\n<sub>Written by `proofgate report`: secrets redacted, no file contents.</sub>\n")
}

// rule names a decision's rule; a stop allowed with a warning and no rule
// is rare but possible.
func rule(id string) string {
	if id == "" {
		return "-"
	}
	return strings.ReplaceAll(id, "`", "")
}

// result says how a verification ended.
func result(c ledger.Check) string {
	switch {
	case c.Passed():
		return "passed"
	case c.Failed() && c.ExitCode != nil:
		return fmt.Sprintf("failed (exit %d)", *c.ExitCode)
	case c.Failed():
		return "failed"
	case c.Task != "":
		return "still running"
	}
	return "no result observed"
}

// shorten shows a path relative to the project, or under ~.
func (in Input) shorten(path string) string {
	if cwd := in.Ledger.Cwd; cwd != "" {
		if rel, err := filepath.Rel(cwd, path); err == nil && !strings.HasPrefix(rel, "..") && !filepath.IsAbs(rel) {
			return filepath.ToSlash(rel)
		}
	}
	if in.Home != "" {
		if rel, ok := strings.CutPrefix(path, strings.TrimRight(in.Home, "/")+"/"); ok {
			return "~/" + rel
		}
	}
	return path
}

// quote is s as a Markdown block quote, line by line.
func quote(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, line := range lines {
		lines[i] = strings.TrimRight("> "+line, " ")
	}
	return strings.Join(lines, "\n")
}

// code is s as inline code in a table cell or list: fenced with more
// backticks than it holds, on one line, its pipes escaped.
func code(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	pad := ""
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		pad = " "
	}
	return fence + pad + strings.ReplaceAll(s, "|", `\|`) + pad + fence
}

// cell is s as plain text in a table cell.
func cell(s string) string {
	if s == "" {
		return "-"
	}
	return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", `\|`)
}

func last[T any](list []T, n int) []T {
	if len(list) <= n {
		return list
	}
	return list[len(list)-n:]
}
