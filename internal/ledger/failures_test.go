package ledger

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func TestRecordFailure(t *testing.T) {
	type step struct {
		pass        bool   // a passing run of check
		newPrompt   bool   // the user types a prompt first
		check, line string // the check and its first error line
		want        int    // failures in a row with that line
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"three in a row", []step{
			{check: "go test ./...", line: "--- FAIL: TestPage", want: 1},
			{check: "go test ./...", line: "--- FAIL: TestPage", want: 2},
			{check: "go test ./...", line: "--- FAIL: TestPage", want: 3},
			{check: "go test ./...", line: "--- FAIL: TestPage", want: 4},
		}},
		{"another first error starts over", []step{
			{check: "go test ./...", line: "--- FAIL: TestPage", want: 1},
			{check: "go test ./...", line: "--- FAIL: TestPage", want: 2},
			{check: "go test ./...", line: "--- FAIL: TestTotal", want: 1},
			{check: "go test ./...", line: "--- FAIL: TestTotal", want: 2},
		}},
		{"checks are counted apart", []step{
			{check: "go test ./...", line: "x", want: 1},
			{check: "go vet ./...", line: "x", want: 1},
			{check: "go test ./...", line: "x", want: 2},
		}},
		{"a pass forgets", []step{
			{check: "npm test", line: "FAIL src/cart.test.ts", want: 1},
			{check: "npm test", line: "FAIL src/cart.test.ts", want: 2},
			{check: "npm test", pass: true},
			{check: "npm test", line: "FAIL src/cart.test.ts", want: 1},
		}},
		{"a new prompt forgets", []step{
			{check: "pytest", line: "E assert 1 == 2", want: 1},
			{check: "pytest", line: "E assert 1 == 2", want: 2},
			{newPrompt: true, check: "pytest", line: "E assert 1 == 2", want: 1},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := New("s", "/p")
			for i, s := range tt.steps {
				if s.newPrompt {
					l.StartPrompt(Prompt{Mode: "normal"})
				}
				if s.pass {
					l.RecordPass(s.check)
					continue
				}
				if got := l.RecordFailure(s.check, s.line); got != s.want {
					t.Fatalf("step %d: %d failures in a row, want %d", i, got, s.want)
				}
			}
		})
	}
}

func TestTellRepeatOncePerPrompt(t *testing.T) {
	l := New("s", "/p")
	if !l.TellRepeat() || l.TellRepeat() {
		t.Fatal("told twice, or not at all, in one prompt")
	}
	l.StartPrompt(Prompt{Mode: "normal"})
	if !l.TellRepeat() {
		t.Error("a new prompt may be told again")
	}
}

// The memory is bounded and keeps no text of the command or its output.
func TestFailuresBoundedAndHashed(t *testing.T) {
	l := New("s", "/p")
	secret := "TOKEN=hunter2 ./deploy-check.sh"
	for i := range 100 {
		l.RecordFailure(fmt.Sprintf("%s %d", secret, i), "error: hunter2 rejected")
	}
	if n := len(l.Failures.Runs); n != maxFailures {
		t.Errorf("%d checks remembered, want %d", n, maxFailures)
	}
	data, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "hunter2") || strings.Contains(string(data), "deploy-check") {
		t.Errorf("the ledger keeps the text: %s", data)
	}
	// The newest are kept: the 99th run is still counted.
	if got := l.RecordFailure(fmt.Sprintf("%s %d", secret, 99), "error: hunter2 rejected"); got != 2 {
		t.Errorf("the latest check was dropped: count %d", got)
	}
}
