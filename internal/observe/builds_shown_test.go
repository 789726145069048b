package observe

import (
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func TestBuildShown(t *testing.T) {
	tests := []struct {
		name, line, output string
		exit               int
		passed, ok         bool
	}{
		{"lake builds", "lake build", "✔ [412/413] Built Sorting.Insert\n✔ [413/413] Built Sorting\nBuild completed successfully.", 0, true, true},
		{"a project's packer fails", "./pack.sh release", "compiling engine...\nengine.c:12: error: expected ';'\nBuild failed with 1 error", 1, false, true},
		{"no errors is no failure", "alr build", "Build finished successfully in 2.3 seconds, 0 errors.", 0, true, true},
		{"a summary, the line failed", "lake build", "Build completed successfully.\nerror: could not write trace", 1, false, true},
		// Not a build of its own.
		{"gradle's line ends any task", "./gradlew spotlessApply", "> Task :spotlessApply\n\nBUILD SUCCESSFUL in 3s", 0, false, false},
		{"a file printed", "cat build.log", "Build completed successfully.", 0, false, false},
		{"building is no end", "lake build", "building module 3 of 12", 0, false, false},
		{"a listed builder reads its own", "go build ./...", "Build completed successfully.", 0, false, false},
	}
	for _, tt := range tests {
		found, _ := Recognizer{}.ReadTool("Bash", tt.line)
		res := event.Result{Output: tt.output, ExitCode: tt.exit}
		passed, ok := Recognizer{}.BuildShown("Bash", tt.line, found, tt.exit != 0, res)
		if passed != tt.passed || ok != tt.ok {
			t.Errorf("%s: BuildShown(%q) = %v, %v; want %v, %v", tt.name, tt.line, passed, ok, tt.passed, tt.ok)
		}
	}
}

func FuzzBuildShown(f *testing.F) {
	f.Add("lake build", "Build completed successfully.", false)
	f.Add("./build.sh", "Build failed with 1 error\n0 errors", true)
	f.Fuzz(func(t *testing.T, line, output string, failed bool) {
		found, _ := Recognizer{}.ReadTool("Bash", line)
		passed, ok := Recognizer{}.BuildShown("Bash", line, found, failed, event.Result{Output: output})
		if passed && (!ok || failed) {
			t.Fatalf("BuildShown(%q, %q, failed=%v) = %v, %v: a pass needs a summary and a line that did not fail", line, output, failed, passed, ok)
		}
	})
}
