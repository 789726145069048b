package observe

import (
	"fmt"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func verdicts(vs []Verdict) string {
	var parts []string
	for _, v := range vs {
		parts = append(parts, fmt.Sprintf("%s=%v", v.Kind, *v.Success))
	}
	return strings.Join(parts, ",")
}

// TestReported reads the checks git hooks and hook runners print.
func TestReported(t *testing.T) {
	bunHook := "$ bun test src/\nbun test v1.2.0\n\nsrc/cart.test.ts:\nerror: Payment gateway timeout\n    at charge (src/pay.ts:9:3)\n\n 88 pass\n 0 fail\nRan 88 tests across 9 files. [310.00ms]\n" +
		"$ biome check --error-on-warnings\nChecked 61 files in 20ms. No fixes applied.\n$ tsc --noEmit\n[main 1a2b3c4] fix: round totals\n 2 files changed, 8 insertions(+)"
	lintFails := "$ bun test src/\n 88 pass\n 0 fail\n$ biome check\nChecked 61 files in 20ms. No fixes applied.\nFound 3 errors.\nerror: script \"lint\" exited with code 1\nhusky - pre-commit script failed (code 1)"
	tscFails := "$ bun test src/\n 88 pass\n 0 fail\n$ tsc --noEmit\nsrc/cart.ts(4,7): error TS2322: Type 'string' is not assignable to type 'number'.\nhusky - pre-commit script failed (code 2)"
	prePush := "Build.............................................Passed\nTypecheck.........................................Passed\nLint..............................................Passed\nTest..............................................Passed\n" +
		"To example.org:shop/shop.git\n   1a2b3c4..5d6e7f8  main -> main"
	rejected := strings.Replace(prePush, "   1a2b3c4..5d6e7f8  main -> main", " ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'example.org:shop/shop.git'", 1)
	lintStaged := "[STARTED] Running tasks for staged files...\n[STARTED] *.{ts,tsx} — 2 files\n[STARTED] eslint --fix\n[COMPLETED] eslint --fix\n[STARTED] prettier --write\n[COMPLETED] prettier --write\n[COMPLETED] Running tasks for staged files...\n[main 9f8e7d6] feat: coupons"
	onlyPrettier := "[STARTED] Running tasks for staged files...\n[STARTED] *.md — 1 file\n[STARTED] prettier --write\n[COMPLETED] prettier --write\n[main 9f8e7d6] docs: readme"
	eslintFails := "[STARTED] eslint --fix\n[FAILED] eslint --fix [FAILED]\n✖ 2 problems (2 errors, 0 warnings)\nhusky - pre-commit script failed (code 1)"
	preCommit := "ruff.....................................................................Passed\nmypy.....................................................................Failed\n- hook id: mypy\ntrim trailing whitespace.................................Passed\ncheck yaml...........................................(no files to check)Skipped"
	lefthook := "│ 🥊 lefthook v1.7.0  hook: pre-commit │\n┃  lint ❯\n0 issues.\n┃  test ❯\nok  \texample.com/shop/cart\t0.1s\n  ────────────────────\nsummary: (done in 3.2 seconds)\n✔️  lint\n🥊  test"

	tests := []struct {
		name, line string
		failed     bool
		output     string
		want       string
	}{
		{"hook checks pass", `git commit -m "fix: round totals"`, false, bunHook, "test=true,lint=true,typecheck=true"},
		{"hook lint fails", `git commit -m "fix"`, true, lintFails, "test=true,lint=false"},
		{"hook tsc fails", `git commit -m "fix"`, true, tscFails, "test=true,typecheck=false"},
		{"rtk hides the exit status", `rtk git commit -m "fix"`, false, "FAILED: git commit\n" + lintFails, "test=true,lint=false"},
		{"pre-push steps", "git push origin main", false, prePush, "build=true,typecheck=true,lint=true,test=true"},
		{"push rejected after the hook passed", "git push origin main", true, rejected, "build=true,typecheck=true,lint=true,test=true"},
		// A fixer (eslint --fix) rewrites what it checks: no evidence.
		{"lint-staged eslint --fix", "git add -A && git commit -m coupons", false, lintStaged, ""},
		{"lint-staged eslint", "git add -A && git commit -m coupons", false, strings.ReplaceAll(lintStaged, "eslint --fix", "eslint --max-warnings=0"), "lint=true"},
		{"lint-staged formatter only", "git commit -m docs", false, onlyPrettier, ""},
		{"lint-staged eslint fails", "git commit -m x", true, eslintFails, "lint=false"},
		{"pre-commit framework", "pre-commit run --all-files", true, preCommit, "lint=true,typecheck=false"},
		{"lefthook", "lefthook run pre-commit", true, lefthook, "lint=true,test=false"},
		{"no hook output", `git commit -m "wip"`, false, "[main 1a2b3c4] wip\n 1 file changed", ""},
		{"commit without hooks failed", `git commit -m "wip"`, true, "Exit code 1\nnothing to commit, working tree clean", ""},
		{"not a hook command", "go test ./... | tail", false, "ok  \texample.com/shop/cart\t0.1s", ""},
		{"commit message is not output", `git log --oneline -3`, false, "1a2b3c4 fix: 3 tests passed", ""},
		{"PowerShell commit", "git add .; git commit -m @'\nfix: totals\n'@", false, bunHook, "test=true,lint=true,typecheck=true"},
	}
	for _, tt := range tests {
		tool := "Bash"
		if strings.Contains(tt.line, "@'") {
			tool = "PowerShell"
		}
		got := verdicts(Recognizer{}.Reported(tool, tt.line, tt.failed, event.Result{Output: tt.output}))
		if got != tt.want {
			t.Errorf("%s: Reported(%q) = %q, want %q", tt.name, tt.line, got, tt.want)
		}
	}
	if got := (Recognizer{}).Reported("Bash", "git push", false, event.Result{Output: prePush, Background: true}); got != nil {
		t.Errorf("a push still running reports %v", got)
	}
}

func BenchmarkReported(b *testing.B) {
	out := strings.Repeat("[api] POST /orders 201\n", 300) + " 88 pass\n 0 fail\n$ biome check\nChecked 61 files in 20ms. No fixes applied.\n[main 1a2b3c4] fix"
	for b.Loop() {
		Recognizer{}.Reported("Bash", `git commit -m "fix"`, false, event.Result{Output: out})
	}
}
