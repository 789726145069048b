package observe

import (
	"fmt"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func TestOutcomeOfALookAtCIRuns(t *testing.T) {
	const listed = "completed\tsuccess\tRelease prep: bump to 0.9.0 (#418)\tCI\tmain\tpush\t9318002117\t6m12s\t2024-06-11T08:51:33Z\n"
	tests := []struct {
		name, line, output string
		failed             bool
		want               string
	}{
		{"the newest run passed", "gh run list --branch main --limit 1", listed, false, "true"},
		// A failed run is no failing check of the session's changes: the
		// row may be another workflow's, the run the task's old failure.
		{"the newest run failed", "gh run list --branch main", "completed\tfailure\tfix flaky test\tCI\tmain\tpush\t931\t4m\t2024-06-11\n" + listed, false, "nil"},
		{"the newest run still going", "gh run list --workflow release.yml --limit 1", "in_progress\t\tv0.9.0\tRelease\tv0.9.0\tpush\t9318511490\t14s\t2024-06-11T09:40:02Z\n", false, "nil"},
		{"a cancelled run", "gh run list -L 1", "completed\tcancelled\tdocs\tCI\tmain\tpush\t932\t1m\t2024-06-11\n", false, "nil"},
		{"a skipped run tells nothing", "gh run list -L 1", "completed\tskipped\tdocs\tCI\tmain\tpush\t932\t1m\t2024-06-11\n", false, "nil"},
		{"a terminal's marks", "gh run list -L 2", "STATUS  TITLE            WORKFLOW  BRANCH  EVENT  ID   ELAPSED  AGE\n✓       Release prep     CI        main    push   931  6m12s    about 1 hour ago\nX       fix flaky test   CI        main    push   930  4m1s     about 2 hours ago\n", false, "true"},
		{"a run viewed", "gh run view 9318002117", "\n✓ main CI · 9318002117\nTriggered via push about 1 hour ago\n\nJOBS\n✓ test in 5m2s (ID 123)\n", false, "true"},
		{"a failed run viewed", "gh run view 9318002117", "\nX main CI · 9318002117\nTriggered via push about 1 hour ago\n\nJOBS\nX test in 5m2s (ID 123)\n", false, "nil"},
		{"a run viewed while it goes", "gh run view 9318002117", "\n* main CI · 9318002117\nTriggered via push 1 minute ago\n", false, "nil"},
		// gh's own failure reads no run.
		{"gh failed", "gh run list -L 1", "HTTP 401: Bad credentials", true, "nil"},
	}
	for _, tt := range tests {
		checks, _ := Recognizer{}.Read(tt.line)
		if len(checks) != 1 || checks[0].Kind != Test {
			t.Errorf("%s: checks of %q = %+v, want one look at CI", tt.name, tt.line, checks)
			continue
		}
		r := event.Result{Output: tt.output}
		if tt.failed {
			r.ExitCode = 1
		}
		got := "nil"
		if p := Outcome(checks[0], tt.failed, r); p != nil {
			got = fmt.Sprint(*p)
		}
		if got != tt.want {
			t.Errorf("%s: Outcome = %s, want %s", tt.name, got, tt.want)
		}
	}
	for _, line := range []string{"gh run view 931 --log-failed", "gh run view 931 --json conclusion", "gh run rerun 931", "gh pr view 12"} {
		if checks, _ := (Recognizer{}).Read(line); len(checks) != 0 {
			t.Errorf("%q read as %+v, want no look at CI runs' rows", line, checks)
		}
	}
}

func TestNewestRun(t *testing.T) {
	for output, want := range map[string]string{
		"completed\tsuccess\tfix\tCI\tmain\tpush\t931\t6m\t2024-06-11\n":   "true",
		"completed\tfailure\tfix\tCI\tmain\tpush\t931\t6m\t2024-06-11\n":   "false",
		"completed\ttimed_out\tfix\tCI\tmain\tpush\t931\t6m\t2024-06-11\n": "false",
		"queued\t\tfix\tCI\tmain\tpush\t931\t0s\t2024-06-11\n":             "nil",
		"STATUS  TITLE\n✓       fix\n":                                     "true",
		"\nX main CI · 931\n":                                              "false",
		"no runs found":                                                    "nil",
		"":                                                                 "nil",
	} {
		got := "nil"
		if p := newestRun(output); p != nil {
			got = fmt.Sprint(*p)
		}
		if got != want {
			t.Errorf("newestRun(%q) = %s, want %s", output, got, want)
		}
	}
}
