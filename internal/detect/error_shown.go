package detect

import "strings"

// ErrorShown returns the first line of an output block that shows an
// error ("smoke: error: STAGING_API_TOKEN is not set", "FAILED
// tests/test_api.py::test_retry", "panic: runtime error"), where the
// sentence that leads into the block names the run by one of names (lower
// case: its program and subcommand, "smoke.sh staging"); "" for none.
//
// Pasting what the run printed is how a report often tells its failure:
// "`./scripts/smoke.sh staging` stops before sending any request:" over
// the error says what failed without a word of failure in the prose. A
// block of code (a language's info string) shows no run's output, and a
// block led by a sentence that names another run is that run's.
func ErrorShown(text string, names []string) string {
	if len(names) == 0 || !strings.Contains(text, "```") && !strings.Contains(text, "~~~") {
		return ""
	}
	var lead *unit
	for _, u := range segment(text) {
		if u.kind != unitCode {
			lead = &u
			continue
		}
		if lead == nil || !lead.colon || !outputLang(u.lang) || !leadNames(lead, names) {
			lead = nil
			continue
		}
		for line := range strings.Lines(u.raw) {
			if errorLine(line) {
				return strings.TrimSpace(line)
			}
		}
		lead = nil
	}
	return ""
}

// outputLang reports a fenced block's info string that a run's output
// carries: none, or one that names a console or plain text. A shell's
// (bash, sh) marks the commands to run more often than what they printed.
func outputLang(lang string) bool {
	switch strings.ToLower(lang) {
	case "", "text", "txt", "plaintext", "console", "log", "output", "stderr", "terminal":
		return true
	}
	return false
}

// leadNames reports a leading sentence that names the run by one of names.
func leadNames(u *unit, names []string) bool {
	low := strings.ToLower(u.text())
	for _, n := range names {
		if n != "" && strings.Contains(low, n) {
			return true
		}
	}
	return false
}

// errorLine reports a line of output that tells an error or a failure:
// "error:", "ERROR", "FAILED", "fatal:", "panic:", a traceback or an
// exception.
func errorLine(line string) bool {
	low := strings.ToLower(line)
	for _, w := range []string{"error", "fail", "fatal:", "panic:", "traceback", "exception", "denied"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
