package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/event"
)

// BuildShown reports a line that built the project through a program no
// table reads, as its output shows, the way TestsShown reads test runs:
// `lake build` ends on "Build completed successfully.", a project's
// ./build.sh on "BUILD SUCCESSFUL" or "Build failed with 2 errors". ok is
// false unless the line runs such a program, found holds no build of its
// own, and a line of the output's tail says how a build ended; passed is
// that verdict, and false for a line that failed.
func (r Recognizer) BuildShown(tool, line string, found []Check, failed bool, res event.Result) (passed, ok bool) {
	out := lastBytes(res.Output, tailBytes)
	if !mayShow(Build, tool, line, found, res, func() bool { return strings.Contains(out, "uild") || strings.Contains(out, "UILD") }) {
		return false, false
	}
	e := none
	for l := range rawLines(out) {
		switch buildSummary(trimPrefix(l)) {
		case fail:
			e = fail
		case pass:
			if e == none {
				e = pass
			}
		}
	}
	return shownVerdict(e, failed)
}

// buildSummary reads a line that says how a build ended: in a builder's
// own format (readers.go), or as "build" beside a word of success or
// failure ("Build completed successfully.", "Build succeeded", "build
// failed"). A line that only mentions a build ("building module 3 of 12")
// says nothing.
func buildSummary(line string) effect {
	if len(line) < 8 {
		return none
	}
	if e := evidence(line)[kindIndex(Build)]; e == pass || e == fail {
		return e
	}
	ws := summaryWords(line)
	build := false
	for _, w := range ws {
		if w == "build" || w == "compilation" {
			build = true
		}
	}
	if !build {
		return none
	}
	for i, w := range ws {
		switch w {
		case "failed", "failure", "error", "errors":
			if i == 0 || ws[i-1] != "0" && ws[i-1] != "no" {
				return fail // not "0 errors"
			}
		}
	}
	for _, w := range ws {
		switch w {
		case "succeeded", "successful", "successfully", "completed", "finished":
			return pass
		}
	}
	return none
}
