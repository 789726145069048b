package observe

import (
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func TestTestTasksShown(t *testing.T) {
	gradleBuild := "> Task :core:compileKotlin\n> Task :core:test\n> Task :api:compileKotlin\n> Task :api:test\n> Task :build\n\nBUILD SUCCESSFUL in 1m 12s\n41 actionable tasks: 41 executed"
	tests := []struct {
		name, line, output string
		exit               int
		passed, ok         bool
	}{
		{"gradle's build runs each project's tests", "./gradlew build", gradleBuild, 0, true, true},
		{"an Android unit test task", "./gradlew :app:build", "> Task :app:compileDebugKotlin\n> Task :app:testDebugUnitTest\n> Task :app:lintDebug\n\nBUILD SUCCESSFUL in 48s", 0, true, true},
		{"a test task failed", "gradle build --console=plain", "> Task :core:compileJava\n> Task :core:test FAILED\n\nFAILURE: Build failed with an exception.", 1, false, true},
		{"surefire counts in mvn package", "mvn -q package", "[INFO] Tests run: 96, Failures: 0, Errors: 0, Skipped: 2\n[INFO] BUILD SUCCESS", 0, true, true},
		{"surefire counts a failure", "./mvnw install -pl core", "[ERROR] Tests run: 12, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE", 1, false, true},
		// No test run shown, or the line's own words name one.
		{"no tests to run", "./gradlew build", "> Task :core:compileJava\n> Task :core:test NO-SOURCE\n\nBUILD SUCCESSFUL in 4s", 0, false, false},
		{"tests skipped", "./gradlew build -x test", "> Task :core:test SKIPPED\n\nBUILD SUCCESSFUL in 4s", 0, false, false},
		{"the test sources compiled, not run", "./gradlew assemble testClasses", "> Task :core:compileTestKotlin\n> Task :core:testClasses\n\nBUILD SUCCESSFUL in 9s", 0, false, false},
		{"a compile error stops the build before the tests", "./gradlew build", "> Task :core:compileKotlin FAILED\ne: Unresolved reference: Clock\n\nBUILD FAILED in 6s", 1, false, false},
		{"surefire skipped with -DskipTests", "mvn package -DskipTests", "[INFO] Tests are skipped.\n[INFO] BUILD SUCCESS", 0, false, false},
		{"no test counted", "mvn package", "[INFO] Tests run: 0, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", 0, false, false},
		{"a test task's own line", "./gradlew test", "> Task :core:test\n\nBUILD SUCCESSFUL in 22s", 0, false, false},
		{"a log printed", "cat build/reports/gradle.log", gradleBuild, 0, false, false},
		{"another builder's output", "npm run build", "> Task :core:test\nTests run: 4, Failures: 0, Errors: 0", 0, false, false},
	}
	for _, tt := range tests {
		found, _ := Recognizer{}.ReadTool("Bash", tt.line)
		res := event.Result{Output: tt.output, ExitCode: tt.exit}
		passed, ok := Recognizer{}.TestTasksShown("Bash", tt.line, found, tt.exit != 0, res)
		if passed != tt.passed || ok != tt.ok {
			t.Errorf("%s: TestTasksShown(%q) = %v, %v; want %v, %v", tt.name, tt.line, passed, ok, tt.passed, tt.ok)
		}
	}
	background := event.Result{Output: gradleBuild, Background: true}
	if _, ok := (Recognizer{}).TestTasksShown("Bash", "./gradlew build", nil, false, background); ok {
		t.Error("TestTasksShown read a build still running in the background")
	}
}

func FuzzTestTasksShown(f *testing.F) {
	f.Add("./gradlew build", "> Task :core:test\n\nBUILD SUCCESSFUL", false)
	f.Add("mvn package", "Tests run: 3, Failures: 1, Errors: 0", true)
	f.Fuzz(func(t *testing.T, line, output string, failed bool) {
		found, _ := Recognizer{}.ReadTool("Bash", line)
		passed, ok := Recognizer{}.TestTasksShown("Bash", line, found, failed, event.Result{Output: output})
		if passed && (!ok || failed) {
			t.Fatalf("TestTasksShown(%q, %q, failed=%v) = %v, %v: a pass needs a test run shown and a line that did not fail", line, output, failed, passed, ok)
		}
	})
}
