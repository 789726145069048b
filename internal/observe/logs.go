package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// A run whose output goes to a file tells its result to whoever reads the
// file: "dotnet test > /tmp/t.log 2>&1 &", then "sleep 40; tail -n 5
// /tmp/t.log". Recognizer.Log names the file, LogsRead the files a later
// line shows.

// Log returns the file the line's one check (as r reads checks, the
// project's own commands first) writes its output to: a
// redirection of its standard output (> f, >> f, &> f) or a tee it feeds
// (| tee f, | tee -a f). "" when the line runs no check or several, or
// sends the output nowhere it names.
func (r Recognizer) Log(tool, line string) string {
	if !strings.Contains(line, ">") && !strings.Contains(line, "tee") {
		return ""
	}
	cmds := commands(tool, line)
	log, checks := "", 0
	for i, c := range cmds {
		if c.Nested || len(r.checks(cmds[i:i+1])) == 0 {
			continue
		}
		checks++
		log = outputFile(c, cmds[i+1:])
	}
	if checks != 1 {
		return ""
	}
	return log
}

// outputFile is the file c's standard output goes to: its own
// redirection, or the tee of the pipeline it feeds (rest are the commands
// after it).
func outputFile(c shell.Command, rest []shell.Command) string {
	for _, r := range c.Redirects {
		stdout := r.Fd == "" || r.Fd == "1" || r.Fd == "*"
		if stdout && (r.Op == ">" || r.Op == ">>" || r.Op == ">|" || r.Op == "&>" || r.Op == "&>>") && isFileRedirect(r) && !strings.HasPrefix(r.Target, "-") {
			return r.Target
		}
	}
	if !c.Piped || len(rest) == 0 || rest[0].Pipeline != c.Pipeline || rest[0].Name() != "tee" {
		return ""
	}
	for i, a := range rest[0].Args[1:] {
		if a != "" && !strings.HasPrefix(a, "-") && rest[0].Literal[i+1] {
			return a
		}
	}
	return ""
}

// LogsRead returns the files the line prints whole or in part for the
// agent to read (cat, tail, head, less, more), in order, but for source
// and configuration files; nil for none. A line that filters what it
// prints (tail f | grep x) shows only part of a result, and reads none.
func LogsRead(tool, line string) []string {
	if !strings.Contains(line, "tail") && !strings.Contains(line, "cat") && !strings.Contains(line, "head") &&
		!strings.Contains(line, "less") && !strings.Contains(line, "more") {
		return nil
	}
	var out []string
	for _, c := range commands(tool, line) {
		switch c.Name() {
		case "cat", "tail", "head", "less", "more":
		default:
			continue
		}
		if c.Nested || c.Piped {
			continue
		}
		for i, a := range c.Args[1:] {
			if a != "" && !strings.HasPrefix(a, "-") && c.Literal[i+1] && !numeric(a) && !slices.Contains(out, a) && !source(a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// source reports a file of code or configuration: a look at one reads the
// project, not a run's log, and need not open the ledger to find out.
func source(p string) bool {
	k := File(p)
	return k == Code || k == Config
}

// numeric reports a word of digits: the count after tail -n.
func numeric(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// resultWords are words a runner's summary prints (pytest's "3 passed",
// go test's "FAIL", dotnet's "Passed!", cargo's "test result:", Gradle's
// "BUILD SUCCESSFUL"): output without any tells no run's result, so a
// look at a file need not be matched to the runs that wrote one.
var resultWords = []string{"pass", "Pass", "PASS", "fail", "Fail", "FAIL", "ok ", "ok\t", "test result", "BUILD", "Tests:", "error", "Error", "ERROR", "✓", "✗", "✔", "✘"}

// MayTellResult reports output that may hold a run's result.
func MayTellResult(output string) bool {
	if output == "" {
		return false
	}
	for _, w := range resultWords {
		if strings.Contains(output, w) {
			return true
		}
	}
	return false
}
