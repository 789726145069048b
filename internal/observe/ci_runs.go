package observe

import "strings"

// A look at a code host's CI runs (gh run list, gh run view) exits 0
// whatever the runs' results: its rows tell them. `gh run list` prints a
// row a run, newest first, its status and conclusion in the first two
// columns when its output is not a terminal ("completed\tsuccess\t…"), a
// mark when it is ("✓  Release prep …"); `gh run view` opens on the run's
// mark ("✓ main CI · 9318002117", "X main CI …", "* main CI …" while it
// runs). The newest run's success is the result (see runsResult); a run
// still going, or one that failed, tells none.

// listsRuns reports a command (args[0] the program) that shows CI runs'
// rows: gh run list, gh run view without --log or --json.
func listsRuns(args []string) bool {
	return len(args) >= 3 && program(args[0]) == "gh" && runsLook(args[1:])
}

// runsLook reports gh's arguments (after the program) that show CI runs'
// rows.
func runsLook(args []string) bool {
	if len(args) < 2 || args[0] != "run" {
		return false
	}
	switch args[1] {
	case "list", "ls":
	case "view":
		for _, a := range args[2:] {
			if a == "--log" || a == "--log-failed" || strings.HasPrefix(a, "--json") || strings.HasPrefix(a, "--web") {
				return false
			}
		}
	default:
		return false
	}
	return true
}

// runsResult reads the newest run's result from a look's output: true for
// a success, nil for anything else. A failure is not read as one: the
// newest row of a list may be another workflow's or another branch's, and
// a run viewed may be the old failure the task is about, so a failed look
// is no failing check of the session's changes; a claim that CI passed
// finds no look to rest on all the same.
func runsResult(output string) *bool {
	if got := newestRun(output); got != nil && *got {
		return got
	}
	return nil
}

// newestRun reads the newest run's row: true for a success, false for a
// failure, nil for a run still going or output that shows none.
func newestRun(output string) *bool {
	for line := range strings.Lines(output) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "STATUS") {
			continue
		}
		if cols := strings.Split(line, "\t"); len(cols) >= 2 {
			switch cols[0] {
			case "completed":
				return conclusion(cols[1])
			case "in_progress", "queued", "waiting", "pending", "requested":
				return nil
			}
		}
		switch {
		case strings.HasPrefix(line, "✓"):
			return ptr(true)
		case strings.HasPrefix(line, "X "), strings.HasPrefix(line, "✗"), strings.HasPrefix(line, "×"):
			return ptr(false)
		}
		return nil // the newest row tells no result: a run going, or text of another shape
	}
	return nil
}

// conclusion reads a completed run's conclusion.
func conclusion(s string) *bool {
	switch s {
	case "success":
		return ptr(true)
	case "failure", "cancelled", "timed_out", "startup_failure", "action_required":
		return ptr(false)
	}
	return nil // skipped, neutral, stale
}
