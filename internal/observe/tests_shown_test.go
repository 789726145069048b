package observe

import (
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func TestTestsShown(t *testing.T) {
	const plunit = "[1/3] blocks:single_move ....... passed (0.000 sec)\n[2/3] blocks:simple_stack ...... passed (0.001 sec)\n[3/3] blocks:sussman_anomaly ... passed (0.024 sec)\n% All 3 tests passed in 0.031 seconds (0.030 cpu)"
	tests := []struct {
		name, line, output string
		exit               int
		background         bool
		passed, ok         bool
	}{
		{"plunit passes", "swipl -g run_tests -t halt tests/test_planner.plt", plunit, 0, false, true, true},
		{"sunit passes", `./pharo Pharo.image test "Shop-Core-Tests"`, "Running tests in 1 Packages\n24 run, 24 passes, 0 failures, 0 errors.", 0, false, true, true},
		{"unknown runner fails", "odin run tests", "Running tests...\nsrc/cart.d(42): [unittest] total mismatch\n2 tests failed, 14 passed", 1, false, false, true},
		{"a summary of passes, the line failed", "odin run tests", "all 12 tests passed\nerror: could not remove cache", 1, false, false, true},
		{"summary in a known runner's shape", "./bin/shipit", "tests/test_cart.py ....\n===== 4 passed in 0.12s =====", 0, false, true, true},
		{"zero failures is no failure", "alr run", "7 tests passed, 0 failed.", 0, false, true, true},
		{"clojure.test passes", "clojure -X:test", "Testing blog.slug-test\n\nRan 11 tests containing 27 assertions.\n0 failures, 0 errors.", 0, false, true, true},
		{"clojure.test fails", "clojure -X:test :nses '[blog.slug-test]'", "FAIL in (hangul-title) (slug_test.clj:14)\n\nRan 4 tests containing 6 assertions.\n2 failures, 0 errors.", 1, false, false, true},
		{"tcltest's labelled counts fail", "tclsh tests/all.tcl", "expand.test\n==== expand-1.7 FAILED\nall.tcl:\tTotal\t48\tPassed\t47\tSkipped\t0\tFailed\t1\nSources of failed tests:\n\texpand.test", 0, false, false, true},
		{"tcltest's labelled counts pass", "tclsh tests/all.tcl", "all.tcl:\tTotal\t48\tPassed\t48\tSkipped\t0\tFailed\t0", 0, false, true, true},
		{"labels counted after a colon", "alr run test_suite", "Passed: 12, Failed: 0", 0, false, true, true},
		{"one label counted sums nothing up", "alr run test_suite", "download failed 2 times, retrying\ndone", 0, false, false, false},
		{"failures counted before the tests ran", "clojure -X:test", "retry: 2 failures so far\nRan 3 tests containing 5 assertions.", 0, false, false, false},
		// Not a run of tests of its own.
		{"a known runner reads its own", "pytest -q", "3 passed in 0.10s", 0, false, false, false},
		{"a file printed", "cat build/results.txt", "All 8 tests passed", 0, false, false, false},
		{"a message echoed", `echo "All 8 tests passed"`, "All 8 tests passed", 0, false, false, false},
		{"git prints history", "git log --oneline -3", "a1b2c3d ci: all 8 tests passed again", 0, false, false, false},
		{"a doctor's checks", "langlearn doctor", "✓ config\n✓ output folder\n8 passed, 0 failed", 0, false, false, false},
		{"no summary", "swipl -g run_tests -t halt tests/test_planner.plt", "Warning: tests/test_planner.plt:3: singleton variable", 0, false, false, false},
		{"still running", "swipl -g run_tests -t halt tests/test_planner.plt", plunit, 0, true, false, false},
		{"files passed a check", "./upload.sh", "3 files passed the checksum", 0, false, false, false},
	}
	for _, tt := range tests {
		found, _ := Recognizer{}.ReadTool("Bash", tt.line)
		res := event.Result{Output: tt.output, ExitCode: tt.exit, Background: tt.background}
		passed, ok := Recognizer{}.TestsShown("Bash", tt.line, found, tt.exit != 0, res)
		if passed != tt.passed || ok != tt.ok {
			t.Errorf("%s: TestsShown(%q) = %v, %v; want %v, %v", tt.name, tt.line, passed, ok, tt.passed, tt.ok)
		}
	}
}

func FuzzTestsShown(f *testing.F) {
	f.Add("swipl -g run_tests tests/t.plt", "% All 3 tests passed", false)
	f.Add("./pharo Pharo.image test X", "24 run, 24 passes, 0 failures, 0 errors", true)
	f.Add("x", "0 failed and 7 passed in 412 ms.\n2 tests failed", false)
	f.Fuzz(func(t *testing.T, line, output string, failed bool) {
		found, _ := Recognizer{}.ReadTool("Bash", line)
		res := event.Result{Output: output}
		passed, ok := Recognizer{}.TestsShown("Bash", line, found, failed, res)
		if passed && (!ok || failed) {
			t.Fatalf("TestsShown(%q, %q, failed=%v) = %v, %v: a pass needs a summary and a line that did not fail", line, output, failed, passed, ok)
		}
		if res.Background = true; func() bool { _, ok := (Recognizer{}).TestsShown("Bash", line, found, failed, res); return ok }() {
			t.Fatal("a run still going shows no tests")
		}
	})
}
