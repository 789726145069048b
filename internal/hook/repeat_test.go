package hook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/golden"
)

// goFail is a failing go test run; the duration differs between runs as
// it does for real.
func goFail(test string, run int) string {
	return fmt.Sprintf("Exit code 1\n--- FAIL: %s (0.0%ds)\n    pager_test.go:%d: got 3, want 4\nFAIL\nFAIL\tshop/internal/cart\t0.01%ds\nFAIL", test, run, 40+run, run)
}

const stepBack = "times in a row in this prompt with the same first error"

func TestRepeatedFailureStepsBack(t *testing.T) {
	type run struct {
		cmd    string
		exit   int
		output string
		prompt string // a new prompt before the run
		told   bool   // the step-back advice follows
	}
	tests := []struct {
		name string
		runs []run
	}{
		{"the third same failure", []run{
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 1)},
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 2)},
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 3), told: true},
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 4)}, // once per prompt
		}},
		{"another first error is progress", []run{
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 1)},
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 2)},
			{cmd: "go test ./...", exit: 1, output: goFail("TestTotal", 3)},
			{cmd: "go test ./...", exit: 1, output: goFail("TestTotal", 4)},
			{cmd: "go test ./...", exit: 1, output: goFail("TestTotal", 5), told: true},
		}},
		{"a pass in between", []run{
			{cmd: "npm test", exit: 1, output: "Exit code 1\nFAIL src/cart.test.ts\n  ● cart › adds"},
			{cmd: "npm test", exit: 1, output: "Exit code 1\nFAIL src/cart.test.ts\n  ● cart › adds"},
			{cmd: "npm test", exit: 0, output: "PASS src/cart.test.ts"},
			{cmd: "npm test", exit: 1, output: "Exit code 1\nFAIL src/cart.test.ts\n  ● cart › adds"},
			{cmd: "npm test", exit: 1, output: "Exit code 1\nFAIL src/cart.test.ts\n  ● cart › adds"},
		}},
		{"another check", []run{
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 1)},
			{cmd: "go vet ./...", exit: 1, output: "Exit code 1\n# shop\nvet: pager.go:3: unreachable code"},
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 2)},
			{cmd: "go vet ./...", exit: 1, output: "Exit code 1\n# shop\nvet: pager.go:3: unreachable code"},
			{cmd: "go test ./...", exit: 1, output: goFail("TestPage", 3), told: true},
			{cmd: "go vet ./...", exit: 1, output: "Exit code 1\n# shop\nvet: pager.go:3: unreachable code"}, // told once already
		}},
		{"a new prompt starts over", []run{
			{cmd: "pytest", exit: 1, output: "Exit code 1\n===== FAILURES =====\nE   assert 3 == 4"},
			{cmd: "pytest", exit: 1, output: "Exit code 1\n===== FAILURES =====\nE   assert 3 == 4"},
			{prompt: "keep going, the page count is still wrong", cmd: "pytest", exit: 1, output: "Exit code 1\n===== FAILURES =====\nE   assert 3 == 4"},
			{cmd: "pytest", exit: 1, output: "Exit code 1\n===== FAILURES =====\nE   assert 3 == 4"},
			{cmd: "pytest", exit: 1, output: "Exit code 1\n===== FAILURES =====\nE   assert 3 == 4", told: true},
		}},
		{"no output at all", []run{
			{cmd: "./test.sh", exit: 1}, {cmd: "./test.sh", exit: 1}, {cmd: "./test.sh", exit: 1, told: true},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			handle(t, e, prompt("fix the page count in pager.go"), edit("/p/pager.go"))
			for i, r := range tt.runs {
				if r.prompt != "" {
					handle(t, e, prompt(r.prompt))
				}
				d := handle(t, e, bash(r.cmd, r.exit, r.output))
				if got := strings.Contains(d.Context, stepBack); got != r.told {
					t.Errorf("run %d (%s): step-back advice %v, want %v: %q", i+1, r.cmd, got, r.told, d.Context)
				}
			}
		})
	}
}

// The third failure's context, as the model reads it.
func TestRepeatedFailureGolden(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("fix the page count in pager.go"), edit("/p/pager.go"))
	var context string
	for run := 1; run <= 3; run++ {
		context = handle(t, e, bash("go test ./internal/cart/", 1, goFail("TestPage", run))).Context
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(struct {
		Context []string `json:"context"`
	}{strings.Split(context, "\n")}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "failure_repeated", bytes.TrimSpace(out.Bytes()))
}

// The ledger keeps hashes only: the output's words are not in it.
func TestRepeatedFailureKeepsNoOutput(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("fix the login"), edit("/p/login.go"))
	handle(t, e, bash("go test ./...", 1, "Exit code 1\n--- FAIL: TestLogin: password sekrit-value-123 rejected"))
	data, err := json.Marshal(load(t, e))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte("sekrit")) || bytes.Contains(data, []byte("TestLogin")) {
		t.Errorf("the ledger holds the output: %s", data)
	}
}

func TestFirstErrorLine(t *testing.T) {
	tests := []struct {
		name, output, want string
	}{
		{"go test", goFail("TestPage", 1), "--- FAIL: TestPage (0.01s)"},
		{"go build", "Exit code 1\n# shop/internal/cart\ninternal/cart/pager.go:12:2: undefined: total", "internal/cart/pager.go:12:2: undefined: total"},
		{"pytest", "Exit code 1\n============ test session starts ============\ncollected 3 items\n\ntests/test_cart.py F..\n\n================= FAILURES =================\n___ test_total ___\nE   assert 3 == 4", "E   assert 3 == 4"},
		{"jest", "Exit code 1\n FAIL  src/cart.test.ts\n  ● cart › adds", "FAIL  src/cart.test.ts"},
		{"cargo", "Exit code 101\n   Compiling shop v0.1.0\nerror[E0308]: mismatched types", "error[E0308]: mismatched types"},
		{"tsc", "Exit code 2\nsrc/a.ts(3,5): error TS2322: Type 'string' is not assignable", "src/a.ts(3,5): error TS2322: Type 'string' is not assignable"},
		{"no marker", "Exit code 1\nsomething odd\nmore", "something odd"},
		{"banners only", "Exit code 1\n=====\nFAIL\n", ""},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		if got := firstErrorLine(tt.output); got != tt.want {
			t.Errorf("%s: firstErrorLine = %q, want %q", tt.name, got, tt.want)
		}
	}
	long := strings.Repeat("ok\n", maxScan) + "FAIL: late"
	if got := firstErrorLine(long); got != "ok" {
		t.Errorf("scanned past the bound: %q", got)
	}
}

func TestNormalizeErrorLine(t *testing.T) {
	if a, b := normalizeErrorLine("--- FAIL: TestPage (0.01s)"), normalizeErrorLine("--- FAIL: TestPage  (12.5s)"); a != b {
		t.Errorf("durations differ: %q %q", a, b)
	}
	if a, b := normalizeErrorLine("--- FAIL: TestPage"), normalizeErrorLine("--- FAIL: TestTotal"); a == b {
		t.Error("different tests read the same")
	}
}

// A megabyte of passing tests before the failure: the scan stops at
// maxScan.
func BenchmarkFirstErrorLine(b *testing.B) {
	out := "Exit code 1\n" + strings.Repeat("=== RUN   TestX\n--- PASS: TestX (0.00s)\n", 20000) + "--- FAIL: TestPage (0.01s)\n"
	for b.Loop() {
		firstErrorLine(out)
	}
}
