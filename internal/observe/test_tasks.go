package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/event"
)

// TestTasksShown reports a build of Gradle or Maven that ran the project's
// tests on its way, as its output shows: `./gradlew build` runs every
// project's test task (Gradle's build depends on check, check on test)
// and prints "> Task :core:test" for each; `mvn package` and `mvn
// install` run Surefire and print "Tests run: 96, Failures: 0, Errors: 0".
// The line's own words name a build, which vouches for no test; its
// output shows the tests ran. ok is false unless the line runs gradle,
// gradlew, mvn or mvnw, found holds no test run of its own, and the
// output shows a test task run (not SKIPPED or NO-SOURCE) or a count of
// tests run. passed is false where a test task FAILED or a count shows
// failures or errors; a line that failed with neither (a compile error)
// shows no test verdict at all.
func (r Recognizer) TestTasksShown(tool, line string, found []Check, failed bool, res event.Result) (passed, ok bool) {
	for _, c := range found {
		if c.Kind == Test {
			return false, false
		}
	}
	out := lastBytes(res.Output, tailBytes)
	if res.Background || res.Interrupted || !strings.Contains(out, "> Task :") && !strings.Contains(out, "Tests run:") {
		return false, false
	}
	gradle, maven := buildToolsOf(tool, line)
	if !gradle && !maven {
		return false, false
	}
	ran, failing := false, false
	for l := range rawLines(out) {
		var r, f bool
		switch l = trimPrefix(strings.TrimSpace(l)); {
		case gradle && strings.HasPrefix(l, "> Task :"):
			r, f = gradleTestTask(l[len("> Task "):])
		case maven && strings.HasPrefix(l, "Tests run:"):
			r, f = surefireCount(l)
		}
		ran, failing = ran || r, failing || f
	}
	switch {
	case failing:
		return false, true
	case ran && !failed:
		return true, true
	}
	return false, false
}

// buildToolsOf reports whether the line runs Gradle and whether it runs
// Maven, through their wrappers too.
func buildToolsOf(tool, line string) (gradle, maven bool) {
	if !strings.Contains(line, "gradle") && !strings.Contains(line, "mvn") {
		return false, false
	}
	for _, c := range commands(tool, line) {
		if len(c.Args) == 0 || c.Nested {
			continue
		}
		switch program(c.Args[0]) {
		case "gradle", "gradlew":
			gradle = true
		case "mvn", "mvnw":
			maven = true
		}
	}
	return gradle, maven
}

// gradleTestTask reads the rest of a "> Task " line: ":core:test",
// ":app:testDebugUnitTest FAILED", ":api:integrationTest NO-SOURCE". A
// task runs tests when its name ends in "test" (test, integrationTest,
// testDebugUnitTest, jvmTest) or is allTests, and does not compile or
// prepare them (compileTestKotlin, processTestResources, testClasses end
// otherwise); ran is false for a task Gradle skipped or found nothing to
// run for, and for one whose result it took from an earlier run.
func gradleTestTask(s string) (ran, failed bool) {
	name, status, _ := strings.Cut(s, " ")
	if i := strings.LastIndexByte(name, ':'); i >= 0 {
		name = name[i+1:]
	}
	name = strings.ToLower(name)
	if !strings.HasSuffix(name, "test") && name != "alltests" || strings.HasPrefix(name, "compile") || strings.HasPrefix(name, "process") {
		return false, false
	}
	switch strings.TrimSpace(status) {
	case "":
		return true, false
	case "FAILED":
		return true, true
	}
	return false, false
}

// surefireCount reads Surefire's "Tests run: 12, Failures: 0, Errors: 0,
// Skipped: 1": ran when it counts a test, failed when it counts a failure
// or an error.
func surefireCount(l string) (ran, failed bool) {
	for field := range strings.SplitSeq(l, ",") {
		name, n, ok := strings.Cut(strings.TrimSpace(field), ":")
		if !ok {
			continue
		}
		n, _, _ = strings.Cut(strings.TrimSpace(n), " ")
		if n == "" || n == "0" || !numeric(n) {
			continue
		}
		switch name {
		case "Tests run":
			ran = true
		case "Failures", "Errors":
			failed = true
		}
	}
	return ran, failed
}
