package hook

import (
	"bytes"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/redact"
)

// repeatAt is the failure, in a row with the same first error, at which
// the agent is told to step back: twice is an agent trying a fix; three
// times is a loop.
const repeatAt = 3

// recordRuns counts, in the prompt's memory, the failures in a row of
// each check the command ran with the first error line of its output,
// and forgets a check that passed. It reports, once per prompt, a check
// that has now failed repeatAt times or more that way, with that line
// ("" for a run that printed nothing).
func recordRuns(l *ledger.Ledger, checks []ledger.Check, output string) (first string, repeated bool) {
	read := false
	for _, c := range checks {
		switch {
		case c.Passed():
			l.RecordPass(c.Command)
		case c.Failed():
			if !read {
				first, read = firstErrorLine(output), true
			}
			if l.RecordFailure(c.Command, normalizeErrorLine(first)) >= repeatAt && !repeated && l.TellRepeat() {
				repeated = true
			}
		}
	}
	return first, repeated
}

// repeatAdvice tells the agent that command keeps failing with the same
// first error, and how to step back.
func repeatAdvice(command, first string) string {
	s := "proofgate: `" + command + "` has failed " + strconv.Itoa(repeatAt) + " times in a row in this prompt with the same first error"
	if first != "" {
		s += " (`" + clipLine(redact.String(first), 160) + "`)"
	}
	return s + ". Step back before running it again: read that first error closely, isolate it in a smaller run (one test, one package), or ask the user."
}

// maxScan bounds how much of a tool's output is searched for its first
// error: the failure advice path stays fast on a megabyte of test log.
const maxScan = 64 << 10

// firstErrorLine is the first line of output that reports an error: a
// failed test, a compiler error, a panic, an assertion; else the first
// line that is not blank. The harness's "Exit code N" line and the
// banners runners print before any failure ("=== FAILURES ===") say
// nothing of which failure it is and are skipped.
func firstErrorLine(output string) string {
	if len(output) > maxScan {
		output = output[:maxScan]
	}
	// One lower-case copy of the whole output, not one per line: the
	// markers are ASCII, and offsets stay those of output.
	low := []byte(output)
	for i, c := range low {
		if 'A' <= c && c <= 'Z' {
			low[i] = c + 'a' - 'A'
		}
	}
	fallback := ""
	for start := 0; start < len(output); {
		end := strings.IndexByte(output[start:], '\n')
		if end < 0 {
			end = len(output)
		} else {
			end += start
		}
		line, lowLine := output[start:end], low[start:end]
		start = end + 1
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "Exit code ") || isBanner(trimmed) {
			continue
		}
		if fallback == "" {
			fallback = trimmed
		}
		for _, m := range errorMarkers {
			if bytes.Contains(lowLine, m) {
				return trimmed
			}
		}
	}
	return fallback
}

var errorMarkers = [][]byte{[]byte("error"), []byte("fail"), []byte("panic"), []byte("fatal"), []byte("exception"), []byte("traceback"),
	[]byte("assert"), []byte("expected"), []byte("cannot"), []byte("undefined"), []byte("not found"), []byte("✗"), []byte("✕"), []byte("✘"), []byte("×")}

// isBanner reports a line that only decorates a word all failing runs
// share: "=== FAILURES ===", "FAIL", "ERRORS".
func isBanner(line string) bool {
	word := strings.TrimFunc(line, func(r rune) bool {
		return r == '=' || r == '-' || r == '_' || r == '*' || r == '#' || unicode.IsSpace(r)
	})
	if word == "" {
		return true
	}
	for _, b := range banners {
		if strings.EqualFold(word, b) {
			return true
		}
	}
	return false
}

var banners = []string{"fail", "failed", "failures", "error", "errors", "short test summary info"}

// normalizeErrorLine makes the same error read the same across runs:
// numbers (durations, addresses, line numbers that moved with an edit)
// become "#" and runs of blank space one space.
func normalizeErrorLine(line string) string {
	var b strings.Builder
	digit, space := false, false
	for _, r := range line {
		switch {
		case unicode.IsDigit(r):
			if !digit {
				b.WriteByte('#')
			}
			digit, space = true, false
		case unicode.IsSpace(r):
			if !space {
				b.WriteByte(' ')
			}
			digit, space = false, true
		default:
			b.WriteRune(r)
			digit, space = false, false
		}
		if b.Len() > 300 {
			break
		}
	}
	return b.String()
}

// clipLine shortens a line for quoting, on a rune boundary.
func clipLine(s string, n int) string {
	s = strings.ReplaceAll(s, "`", "'")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
