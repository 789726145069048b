package observe

import "strings"

// MeasuresCoverage reports a run that measured code coverage: its command
// asks for it (jest --coverage, pytest --cov, go test -cover, cargo
// tarpaulin, coverage run, nyc, c8, a coverage script) or its output shows
// a coverage report (a runner configured to print one on every run). A
// coverage figure the agent reports rests on such a run.
func MeasuresCoverage(command, output string) bool {
	for _, f := range strings.Fields(strings.ToLower(command)) {
		switch w := strings.TrimLeft(f, "-"); {
		case strings.HasPrefix(w, "cov"), strings.Contains(w, "coverage"), strings.Contains(w, ":cov"),
			w == "tarpaulin", w == "llvm-cov", w == "nyc", w == "c8", strings.Contains(w, "jacoco"), strings.Contains(w, "kover"):
			return true
		}
	}
	if !strings.Contains(output, "%") {
		return false
	}
	for _, marker := range coverageMarkers {
		if strings.Contains(output, marker) {
			return true
		}
	}
	return false
}

// coverageMarkers are lines of the coverage reports runners print: istanbul's
// table (jest, vitest, nyc, c8), go's summary, coverage.py's, tarpaulin's,
// SimpleCov's, dotnet's and JaCoCo's.
var coverageMarkers = []string{"% Stmts", "% Lines", "coverage: ", "Coverage: ", "Coverage report", "coverage report",
	"TOTAL ", "Statements   :", "Lines        :", "% coverage", "LOC (", "covered at", "Line coverage", "Total Coverage", "Code coverage"}
