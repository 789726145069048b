package observe

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/proofgate/proofgate/internal/event"
)

// tailBytes is how much of a command's output is read for a hidden status:
// runners print their verdict last, and long output is cut in the middle.
const tailBytes = 4096

// Outcome says whether check c passed in a tool call that ended as r;
// failed is true for a failure event (a non-zero exit). It returns nil when
// the call does not tell: proofgate never counts what it did not see.
func Outcome(c Check, failed bool, r event.Result) *bool {
	switch {
	case r.Interrupted || failed:
		return ptr(false)
	case r.Background:
		return nil // still running: not a finished verification
	case !c.Masked:
		return ptr(true)
	}
	return fromOutput(c.Kind, r.Output)
}

// fromOutput reads a masked check's verdict from the tail of its output:
// an explicit exit status first, then failure words, then success words.
func fromOutput(kind Kind, output string) *bool {
	tail := output
	if len(tail) > tailBytes {
		tail = tail[len(tail)-tailBytes:]
	}
	m := markers()
	if code, ok := lastExitStatus(m, tail); ok {
		return ptr(code == 0)
	}
	if m.failure.MatchString(tail) {
		return ptr(false)
	}
	if m.success.MatchString(tail) {
		return ptr(true)
	}
	// Linters, type checkers and compilers print nothing when clean.
	if strings.TrimSpace(tail) == "" && (kind == Lint || kind == Typecheck || kind == Build) {
		return ptr(true)
	}
	return nil
}

func lastExitStatus(m *outputMarkers, tail string) (int, bool) {
	all := m.exit.FindAllStringSubmatch(tail, -1)
	if len(all) == 0 {
		return 0, false
	}
	code, err := strconv.Atoi(all[len(all)-1][1])
	return code, err == nil
}

type outputMarkers struct{ exit, failure, success *regexp.Regexp }

// markers are compiled on first use: most hook calls never need them.
var markers = sync.OnceValue(func() *outputMarkers {
	return &outputMarkers{
		exit: regexp.MustCompile(`(?im)^\s*(?:exit(?:[ _]?code|[ _]status)?|rc|status|return code)\s*[:=]?\s*(\d{1,3})\s*$`),
		failure: regexp.MustCompile(`(?m)` + strings.Join([]string{
			`^(?:--- )?FAIL\b`,
			`\bFAILED\b`,
			`(?i)\b[1-9]\d* (?:failed|failing|failures?|errors?)\b`,
			`(?i)\b(?:failures|errors|failed):? +[1-9]`,
			`(?i)\bBUILD FAIL`,
			`(?i)test result: FAILED`,
			`^npm ERR!`,
			`^error(?:\[E\d+\])?:`,
			`^panic: `,
			`(?i)\b(?:compilation|build) failed\b`,
			`✖ [1-9]\d* problem`,
		}, "|")),
		success: regexp.MustCompile(`(?m)` + strings.Join([]string{
			`^ok\s+\S`,
			`^PASS$`,
			`(?i)\b\d+ (?:passed|passing)\b`,
			`(?i)\btest result: ok\b`,
			`(?i)\bBUILD SUCCESS`,
			`(?i)\ball (?:\d+ )?tests? passed\b`,
			`(?i)\bTests run: \d+, Failures: 0, Errors: 0`,
			`(?i)\b0 (?:failed|failures|errors)\b`,
			`(?i)\b(?:compiled|built|finished) successfully\b`,
			`(?i)\bno (?:issues|problems|errors) found\b`,
		}, "|")),
	}
})

func ptr(b bool) *bool { return &b }
