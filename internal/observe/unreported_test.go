package observe

import (
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

// TestOutcomeOfAnUnreportedStatus: a harness that does not report how a
// command ended (Codex without its rollout) gets no pass for the asking;
// the output decides, and silence proves nothing.
func TestOutcomeOfAnUnreportedStatus(t *testing.T) {
	c := Checks("go test ./...")[0]
	tests := []struct {
		output string
		want   string
	}{
		{"--- FAIL: TestAdd (0.00s)\nFAIL\nFAIL\texample.com/calc\t0.01s\n", "false"},
		{"ok  \texample.com/calc\t0.01s\n", "true"},
		{"", "nil"},
	}
	for _, tt := range tests {
		got := Outcome(c, false, event.Result{ExitCode: -1, Output: tt.output})
		s := "nil"
		if got != nil {
			s = map[bool]string{true: "true", false: "false"}[*got]
		}
		if s != tt.want {
			t.Errorf("Outcome(unreported, %q) = %s, want %s", tt.output, s, tt.want)
		}
		// The same call reported as a success passes, as before.
		if ok := Outcome(c, false, event.Result{ExitCode: 0, Output: tt.output}); tt.output != "" && (ok == nil || !*ok) {
			t.Errorf("Outcome(exit 0, %q) = %v, want a pass", tt.output, ok)
		}
	}
}
