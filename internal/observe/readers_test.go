package observe

import (
	"fmt"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

// outcomeOf reads the line's check of kind k from output, as the hook does.
func outcomeOf(t *testing.T, tool, line string, k Kind, failed bool, output string) string {
	t.Helper()
	checks, _ := Recognizer{}.ReadTool(tool, line)
	for _, c := range checks {
		if c.Kind == k {
			if p := Outcome(c, failed, event.Result{Output: output}); p != nil {
				return fmt.Sprint(*p)
			}
			return "nil"
		}
	}
	return "no check"
}

// TestOutcomeReaders reads masked runs by their runners' own summaries.
func TestOutcomeReaders(t *testing.T) {
	bunLog := "src/api.test.ts:\n[api] POST /orders\nerror: Database connection failed\n    at handler (src/api.ts:12:5)\n\n 214 pass\n 0 fail\n 480 expect() calls\nRan 214 tests across 19 files. [1.02s]"
	tests := []struct {
		name, line string
		kind       Kind
		output     string
		want       string
	}{
		{"eslint warnings only", "npx eslint src | tail -3", Lint, "✖ 1 problem (0 errors, 1 warning)", "true"},
		{"eslint errors", "npx eslint src | tail -3", Lint, "✖ 3 problems (2 errors, 1 warning)", "false"},
		{"golangci clean", "golangci-lint run | tail -3", Lint, "0 issues.", "true"},
		{"swift build", "swift build --target Sync 2>&1 | tail -2", Build, "[12/12] Compiling Sync BLEConnector.swift\nBuild complete! (4.81s)", "true"},
		{"swift build error", "swift build 2>&1 | tail -3", Build, "Sources/Sync/A.swift:3:5: error: cannot find 'x' in scope\nerror: compile command failed due to signal 1", "false"},
		{"xcodebuild test", "xcodebuild test -scheme App | tail -5", Test, "Test Suite 'All tests' passed\n** TEST SUCCEEDED **", "true"},
		{"a request answered, through a pipe", "sleep 8 && curl -sI http://localhost:3100/docs/v1/install | head -3", Run, "HTTP/1.1 308 Permanent Redirect\nLocation: /docs/install", "true"},
		{"a request not answered, through a pipe", "curl -sI http://localhost:3100/ | head -3", Run, "curl: (7) Failed to connect to localhost port 3100", "nil"},
		{"xcodebuild build failed", "xcodebuild -scheme App build | tail -5", Build, "** BUILD FAILED **", "false"},
		{"golangci issues", "golangci-lint run | tail -3", Lint, "cart/total.go:12:3: Error return value is not checked (errcheck)\n3 issues:\n* errcheck: 3", "false"},
		{"bun logs an error on its way to passing", "bun test 2>&1 | tail -40", Test, bunLog, "true"},
		{"bun failure", "bun test | tail", Test, " 210 pass\n 4 fail\nRan 214 tests across 19 files.", "false"},
		{"vitest pass", "npx vitest run | tail", Test, " Test Files  3 passed (3)\n      Tests  2 passed (2)", "true"},
		{"vitest failure", "npx vitest run | tail", Test, " Test Files  1 failed | 2 passed (3)\n      Tests  1 failed | 11 passed (12)", "false"},
		{"jest failure", "npx jest | tail", Test, "Tests:       1 failed, 3 passed, 4 total", "false"},
		{"jest pass", "npx jest | tail", Test, "Test Suites: 4 passed, 4 total\nTests:       40 passed, 40 total", "true"},
		{"go test pass", "go test ./... | tail", Test, "ok  \texample.com/shop/cart\t0.012s\nok  \texample.com/shop/api\t(cached)", "true"},
		{"go test failure", "go test ./... | tail", Test, "--- FAIL: TestTotal (0.00s)\nFAIL\texample.com/shop/cart\t0.011s\nok  \texample.com/shop/api\t0.2s", "false"},
		{"go test panic", "go test ./... | tail", Test, "panic: runtime error: index out of range\n", "false"},
		{"pytest pass", "pytest -q | tail -2", Test, "........\n8 passed in 0.31s", "true"},
		{"pytest failure", "pytest | tail -2", Test, "===== 1 failed, 4 passed in 0.52s =====", "false"},
		{"cargo pass", "cargo test | tail", Test, "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured", "true"},
		{"cargo failure", "cargo test | tail", Test, "test result: FAILED. 11 passed; 1 failed; 0 ignored", "false"},
		{"dart analyze clean", "dart analyze | tail", Lint, "Analyzing lib...\nNo issues found!", "true"},
		{"dart analyze issues", "dart analyze | tail", Typecheck, "  error - cart.dart:3:5 - Undefined name 'x'.\n\n2 issues found.", "false"},
		{"flutter test pass", "flutter test | tail -3", Test, "00:04 +42: All tests passed!", "true"},
		{"flutter test failure", "flutter test | tail -3", Test, "00:04 +40 -2: Some tests failed.", "false"},
		{"tsc clean prints nothing", "npx tsc --noEmit | head", Typecheck, "", "true"},
		{"next build's route table", "npm run build 2>&1 | tail -6", Build, "├ ƒ /dashboard\n└ ○ /signup\n\nƒ Proxy (Middleware)\n\n○  (Static)   prerendered as static content\nƒ  (Dynamic)  server-rendered on demand", "true"},
		{"next build failed", "npm run build 2>&1 | tail -6", Build, "Failed to compile.\n\n./app/page.tsx:3:1\nType error: Cannot find name 'x'.", "false"},
		{"tsc error", "npx tsc --noEmit | head", Typecheck, "src/cart.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.", "false"},
		{"script runner echo only", "bun run typecheck 2>&1 | tail", Typecheck, "$ tsc --noEmit", "true"},
		{"markdownlint-cli2 clean", "npx markdownlint-cli2 '**/*.md' | tail -3", Lint, "Linting: 12 file(s)\nSummary: 0 error(s)", "true"},
		{"markdownlint-cli2 errors", "npx markdownlint-cli2 '**/*.md' | tail -3", Lint, "docs/a.md:3:121 error MD013/line-length Line length\nSummary: 1 error(s)", "false"},
		{"biome clean", "npx biome check | tail", Lint, "Checked 84 files in 40ms. No fixes applied.", "true"},
		{"biome errors", "npx biome check | tail", Lint, "Checked 84 files in 40ms. No fixes applied.\nFound 2 errors.", "false"},
		{"ruff clean", "ruff check . | tail", Lint, "All checks passed!", "true"},
		{"mypy clean", "mypy src | tail", Typecheck, "Success: no issues found in 14 source files", "true"},
		{"mypy errors", "mypy src | tail", Typecheck, "Found 2 errors in 1 file (checked 14 source files)", "false"},
		{"terraform plan, a change planned", "terraform plan -no-color | sed -n '/Terraform will perform/,$p'", Lint, "  # aws_route53_record.status will be updated in-place\n\nPlan: 0 to add, 1 to change, 0 to destroy.", "true"},
		{"terraform plan, nothing to change", "terraform plan -no-color | tail -3", Lint, "No changes. Your infrastructure matches the configuration.", "true"},
		{"terraform plan, an error", "terraform plan -no-color | tail -5", Lint, "Error: Reference to undeclared resource\n\n  on records.tf line 50", "false"},
		{"gradle pass", "./gradlew build | tail", Build, "BUILD SUCCESSFUL in 12s", "true"},
		{"gradle failure", "./gradlew build | tail", Build, "BUILD FAILED in 4s", "false"},
		{"maven failure", "mvn -q test | tail", Test, "[INFO] BUILD FAILURE", "false"},
		{"vite build", "pnpm --filter storefront build 2>&1 | tail -4", Build, "dist/index.js  120 kB\n✓ built in 2.41s", "true"},
		{"pnpm script failure", "pnpm --filter storefront build 2>&1 | tail -4", Build, " ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @shop/web@1.0.0 build: `tsc -b && vite build`\nExit status 1", "false"},
		{"mise task prefix", "mise run lint 2>&1 | tail -3", Lint, "[lint:go] 0 issues.\n[lint] Finished in 2.1s", "true"},
		{"mise task failure", "mise run lint 2>&1 | tail -3", Lint, "[lint:go] 1 issues:\n[lint:go] * unused: 1\n[lint:go] ERROR task failed", "false"},
		{"colour codes", "npx vitest run | tail", Test, "\x1b[32m Tests \x1b[39m 5 passed (5)", "true"},
		{"another script's failure does not fail the test", "bun run test | tail -5 && bun run lint | tail -3", Test,
			" 30 pass\n 0 fail\nRan 30 tests across 4 files.\nerror: script \"lint\" exited with code 1", "true"},
		{"gofmt lists a file", "gofmt -l .", Lint, "cart/total.go", "false"},
		{"gofmt lists nothing", "gofmt -l . && go test ./...", Lint, "ok  \texample.com/shop/cart\t0.01s", "true"},
		{"unreadable", "npm test | tail", Test, "running…", "nil"},
	}
	for _, tt := range tests {
		if got := outcomeOf(t, "Bash", tt.line, tt.kind, false, tt.output); got != tt.want {
			t.Errorf("%s: Outcome(%q) = %s, want %s", tt.name, tt.line, got, tt.want)
		}
	}
}

// TestOutcomeHollow refuses credit for runs that tested nothing, masked or
// not, and only on positive evidence.
func TestOutcomeHollow(t *testing.T) {
	tests := []struct {
		name, line, output, want string
	}{
		{"no test files anywhere", "go test ./...", "?   \texample.com/shop/cmd\t[no test files]\n?   \texample.com/shop/docs\t[no test files]", "nil"},
		{"run filter matched nothing", "go test -run TestNope ./cart", "testing: warning: no tests to run\nPASS\nok  \texample.com/shop/cart\t0.01s [no tests to run]", "nil"},
		{"some packages tested", "go test ./...", "?   \texample.com/shop/cmd\t[no test files]\nok  \texample.com/shop/cart\t0.01s", "true"},
		{"cut in the middle", "go test ./...", "?   \texample.com/shop/a\t[no test files]\n... [48211 characters truncated] ...\n?   \texample.com/shop/z\t[no test files]", "true"},
		{"pytest collected nothing", "pytest tests/", "collected 0 items\n\n===== no tests ran in 0.01s =====", "nil"},
		{"pytest all skipped", "pytest", "===== 5 skipped in 0.04s =====", "nil"},
		{"pytest some passed", "pytest", "===== 3 passed, 2 skipped in 0.04s =====", "true"},
		{"jest found nothing", "npx jest --passWithNoTests", "No tests found, exiting with code 0", "nil"},
		{"vitest all skipped", "npx vitest run", " Tests  5 skipped (5)", "nil"},
		{"cargo ran nothing", "cargo test", "running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured", "nil"},
		{"cargo doc tests empty, unit tests ran", "cargo test", "test result: ok. 7 passed; 0 failed; 0 ignored\n   Doc-tests shop\nrunning 0 tests\ntest result: ok. 0 passed; 0 failed; 0 ignored", "true"},
		{"dotnet: every assembly's tests skipped", "dotnet test", "Passed!  - Failed:     0, Passed:     0, Skipped:     4, Total:     4, Duration: 12 ms - Billing.IntegrationTests.dll (net8.0)", "nil"},
		{"dotnet: one assembly passed, another skipped all", "dotnet test", "Passed!  - Failed:     0, Passed:    87, Skipped:     0, Total:    87, Duration: 1 s - Billing.UnitTests.dll (net8.0)\n  Skipped Billing.IntegrationTests.InvoiceRepositoryTests.Save_RoundTrips [< 1 ms]\nPassed!  - Failed:     0, Passed:     0, Skipped:     4, Total:     4, Duration: 12 ms - Billing.IntegrationTests.dll (net8.0)", "true"},
		{"bun found nothing", "bun test", " 0 pass\n 0 fail\nRan 0 tests across 0 files. [3.00ms]", "nil"},
		{"markdownlint matched no file", "npx markdownlint-cli2 'nope/*.md'", "Linting: 0 file(s)\nSummary: 0 error(s)", "nil"},
		{"dotnet filter matched nothing", `dotnet test tests/Billing.Tests --filter "FullyQualifiedName~Billing.InvoiceTotalsTest"`, "A total of 1 test files matched the specified pattern.\nNo test matches the given testcase filter `FullyQualifiedName~Billing.InvoiceTotalsTest` in /src/tests/Billing.Tests/bin/Debug/net8.0/Billing.Tests.dll", "nil"},
		{"swift filter matched nothing", "swift test --filter TokenRefreshTests", "Test Suite 'Selected tests' passed at 2024-05-14 10:21:07.413.\n\t Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds\nwarning: No matching test cases were run", "nil"},
		{"quiet output is no evidence", "go test ./...", "", "true"},
	}
	for _, tt := range tests {
		kind := Test
		if strings.Contains(tt.line, "markdownlint") {
			kind = Lint
		}
		if got := outcomeOf(t, "Bash", tt.line, kind, false, tt.output); got != tt.want {
			t.Errorf("%s: Outcome(%q) = %s, want %s", tt.name, tt.line, got, tt.want)
		}
	}
}

// TestTestedNothing tells a run that said it tested nothing from one
// whose output told nothing, a failure and a run still going.
func TestTestedNothing(t *testing.T) {
	tests := []struct {
		name, line, output string
		failed, background bool
		want               bool
	}{
		{"go filter matched nothing", "go test -run TestNope ./cart", "testing: warning: no tests to run\nPASS\nok  \texample.com/shop/cart\t0.01s [no tests to run]", false, false, true},
		{"swift filter matched nothing", "swift test --filter TokenRefreshTests", "\t Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds", false, false, true},
		{"a pass", "go test ./cart", "ok  \texample.com/shop/cart\t0.01s", false, false, false},
		{"output that tells nothing", "npm test | tail", "running…", false, false, false},
		{"a failure", "pytest tests/", "collected 0 items\nERROR: file or directory not found: tests/", true, false, false},
		{"still running", "pytest", "", false, true, false},
	}
	for _, tt := range tests {
		checks, _ := Recognizer{}.ReadTool("Bash", tt.line)
		if len(checks) == 0 {
			t.Fatalf("%s: no check read in %q", tt.name, tt.line)
		}
		res := event.Result{Output: tt.output, Background: tt.background}
		if got := TestedNothing(checks[0], tt.failed, res); got != tt.want {
			t.Errorf("%s: TestedNothing(%q) = %v, want %v", tt.name, tt.line, got, tt.want)
		}
	}
	// pytest ends a filter that matched nothing with status 5.
	checks, _ := Recognizer{}.ReadTool("Bash", "pytest -q -k printer")
	for _, r := range []struct {
		res  event.Result
		want bool
	}{
		{event.Result{ExitCode: 5, Output: "\n212 deselected in 0.31s"}, true},
		{event.Result{ExitCode: 5, Output: "no tests ran in 0.01s"}, true},
		{event.Result{ExitCode: 1, Output: "1 failed, 211 deselected in 0.40s"}, false},
		{event.Result{ExitCode: 5, Output: "ERROR: file or directory not found: tests/printer"}, false},
	} {
		if got := TestedNothing(checks[0], true, r.res); got != r.want {
			t.Errorf("pytest -q -k printer, status %d, %q: TestedNothing = %v, want %v", r.res.ExitCode, r.res.Output, got, r.want)
		}
	}
}

// TestOutcomeFilters reads runs whose output a filter cut down, and the
// exit statuses a line echoes.
func TestOutcomeFilters(t *testing.T) {
	tests := []struct {
		name, tool, line, output, want string
	}{
		{"grep -v ok leaves nothing", "Bash", `go test ./... 2>&1 | grep -v "^ok"`, "", "true"},
		{"grep -v ok leaves only empty packages", "Bash", `go test ./... 2>&1 | grep -v '^ok'`, "?   \texample.com/shop/cmd\t[no test files]", "true"},
		{"grep -v ok leaves a failure", "Bash", `go test ./... 2>&1 | grep -v '^ok'`, "--- FAIL: TestTotal (0.00s)\nFAIL\texample.com/shop/cart\t0.01s\nFAIL", "false"},
		{"grep -v ok and no test files", "Bash", `go test ./... 2>&1 | grep -v "^ok\|no test files"` + "\necho done", "done", "true"},
		{"grep FAIL finds none", "Bash", "go test ./... 2>&1 | grep FAIL", "", "true"},
		{"a filter that drops failures", "Bash", "go test ./... 2>&1 | grep -v FAIL", "", "nil"},
		{"a count is not the lines", "Bash", "go test ./... 2>&1 | grep -c FAIL", "0", "nil"},
		{"head may have cut the failure", "Bash", `npm run lint 2>&1 | grep -v "^$" | head -3`, "a\nb\nc", "nil"},
		{"head kept everything", "Bash", `go test ./... 2>&1 | grep -v "^ok" | head -20`, "?   \texample.com/shop/cmd\t[no test files]", "true"},
		{"filtered output to a file", "Bash", `go test ./... | grep -v '^ok' > fails.txt`, "", "nil"},
		{"Where-Object -notmatch", "PowerShell", `go test ./... 2>&1 | Where-Object { $_ -notmatch '^ok' }`, "", "true"},
		{"Select-String FAIL shows one", "PowerShell", "go test ./... 2>&1 | Select-String FAIL", "FAIL\texample.com/shop/cart\t0.2s", "false"},
		{"echoed own status", "Bash", `luac -p scripts/init.lua; echo "exit=$?"`, "exit=0", "true"},
		{"echoed own failure", "Bash", `go test ./...; echo "exit=$?"`, "ok  \texample.com/shop/cart\t0.01s\nexit=1", "false"},
		{"echoed the pipe's status", "Bash", `go test ./... 2>&1 | tail -3; echo "EXIT:$?"`, "FAIL\texample.com/shop/cart\t0.2s\nEXIT:0", "false"},
		{"echoed PIPESTATUS", "Bash", `go test ./... | tail -3; echo "rc=${PIPESTATUS[0]}"`, "ok  \texample.com/shop/cart\t0.01s\nrc=2", "false"},
	}
	for _, tt := range tests {
		if got := outcomeOf(t, tt.tool, tt.line, Test, false, tt.output); got != tt.want && !(strings.Contains(tt.line, "lint") || strings.Contains(tt.line, "luac")) {
			t.Errorf("%s: Outcome(%q) = %s, want %s", tt.name, tt.line, got, tt.want)
		}
		if strings.Contains(tt.line, "lint") || strings.Contains(tt.line, "luac") {
			if got := outcomeOf(t, tt.tool, tt.line, Lint, false, tt.output); got != tt.want {
				t.Errorf("%s: Outcome(%q) = %s, want %s", tt.name, tt.line, got, tt.want)
			}
		}
	}
}

// TestOutcomeFailedCall keeps a failed call a failure whatever its output,
// unless the check's status was masked: then another stage failed, and the
// check's own output decides.
func TestOutcomeFailedCall(t *testing.T) {
	if got := outcomeOf(t, "Bash", "go test ./...", Test, true, "ok  \tx\t0.1s"); got != "false" {
		t.Errorf("failed call = %s", got)
	}
	if got := outcomeOf(t, "Bash", "go test ./... | tail", Test, true, "--- FAIL: TestX\nFAIL\tx\t0.1s"); got != "false" {
		t.Errorf("failed masked call showing a failure = %s", got)
	}
	c, _ := Recognizer{}.Read("go build ./... 2>&1 | tail -60 && go vet ./... | grep -v unsafe")
	if got := Outcome(c[0], true, event.Result{ExitCode: 1, Output: "Exit code 1"}); got == nil || !*got {
		t.Errorf("build masked, the grep after it failed = %v, want a pass", got)
	}
}

func BenchmarkOutcome(b *testing.B) {
	checks := Checks("go test ./... 2>&1 | tail -40")
	out := strings.Repeat("[api] GET /orders 200 3ms\n", 400) + "ok  \texample.com/shop/cart\t0.012s\n"
	for b.Loop() {
		Outcome(checks[0], false, event.Result{Output: out})
	}
}

// TestOutcomeOfAChainedLine reads each check of a line that prints a
// marker between its commands from its own part of the output: another
// check's failure is not its failure, and its silence is its own.
func TestOutcomeOfAChainedLine(t *testing.T) {
	chain := `npx tsc --noEmit 2>&1 | head -50; echo "---"; npm run lint 2>&1 | tail -20; echo "---"; npm run build 2>&1 | tail -30`
	next := "Route (app)\n┌ ○ /\n└ ○ /login\n\n○  (Static)  prerendered as static content"
	tests := []struct {
		name, line string
		kind       Kind
		failed     bool
		output     string
		want       string
	}{
		{"clean type check", chain, Typecheck, false, "---\n\n> app@0.1.0 lint\n> eslint\n\n---\n" + next, "true"},
		{"clean lint", chain, Lint, false, "---\n\n> app@0.1.0 lint\n> eslint\n\n---\n" + next, "true"},
		{"clean build", chain, Build, false, "---\n\n> app@0.1.0 lint\n> eslint\n\n---\n" + next, "true"},
		{"the lint's failure is not the type check's", chain, Typecheck, false, "---\n> eslint\n\n✖ 1 problem (1 error, 0 warnings)\n---\n" + next, "true"},
		{"the lint failed", chain, Lint, false, "---\n> eslint\n\n✖ 1 problem (1 error, 0 warnings)\n---\n" + next, "false"},
		{"the type check failed", chain, Typecheck, false, "src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.\n---\n> eslint\n---\n" + next, "false"},
		{"a type error is not the lint's", chain, Lint, false, "src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.\n---\n> eslint\n---\n" + next, "true"},
		{"an unknown build output tells nothing", chain, Build, false, "---\n> eslint\n---\nRoute (app)\n┌ ○ /", "nil"},
		{"a marker seen twice as often cuts nothing", chain, Typecheck, false, "---\n> eslint\n---\nmodel: x\n---\n✖ 1 problem (1 error, 0 warnings)", "false"},
		{"a marker missing cuts nothing", chain, Typecheck, false, "✖ 1 problem (1 error, 0 warnings)", "false"},
		// its standard error lands at the end of the output, unless 2>&1
		{"stderr at the end", `npx tsc --noEmit | head; echo "== lint"; npx eslint .`, Typecheck, false, "== lint\nsh: tsc: command not found", "nil"},
		{"stderr at the end, clean", `npx tsc --noEmit | head; echo "== lint"; npx eslint .`, Typecheck, false, "== lint", "true"},
		{"output sent to a file", `npx tsc --noEmit > tsc.txt; echo "== lint"; npx eslint .`, Typecheck, false, "== lint", "nil"},
		// an echoed status is read in its own part
		{"each part's status", `go test ./...; echo "exit=$?"; echo ===; go vet ./...; echo "exit=$?"`, Test, false, "--- FAIL: TestX\nexit=1\n===\nexit=0", "false"},
		{"the vet's own status", `go test ./...; echo "exit=$?"; echo ===; go vet ./...; echo "exit=$?"`, Lint, false, "--- FAIL: TestX\nexit=1\n===\nexit=0", "true"},
		// a task runner ends every failing run with its own line
		{"make's last lines and no error", `make lint 2>&1 | tail -5; echo ---; make test 2>&1 | tail -5`, Lint, false, "eslint src\nmypy app\n---\nok  \tshop\t0.1s", "true"},
		{"make's error", `make lint 2>&1 | tail -5; echo ---; make test 2>&1 | tail -5`, Lint, false, "eslint src\nmake: *** [Makefile:4: lint] Error 1\n---\nok  \tshop\t0.1s", "false"},
		{"a head may have cut make's error", `make lint 2>&1 | head -2; echo ---; make test 2>&1 | tail -5`, Lint, false, "eslint src\nsrc/a.js: 3 warnings\n---\nok  \tshop\t0.1s", "nil"},
		{"a head that kept it all", `make lint 2>&1 | head -20; echo ---; make test 2>&1 | tail -5`, Lint, false, "eslint src\n---\nok  \tshop\t0.1s", "true"},
		{"npm ends a failing script with its output alone", `npm run lint 2>&1 | tail -5; echo ---; npm test`, Lint, false, "> eslint .\n/src/a.js\n---\nTests: 3 passed, 3 total", "nil"},
		// a pipe cut by head is no failure of the check (under pipefail)
		{"killed by the pipe, passing", "set -o pipefail; go test ./... 2>&1 | head -3", Test, true, "Exit code 141\nok  \tshop/a\t0.1s\nok  \tshop/b\t0.1s\nok  \tshop/c\t0.1s", "true"},
		{"killed by the pipe, failing", "set -o pipefail; go test ./... 2>&1 | head -3", Test, true, "Exit code 141\n--- FAIL: TestX\nFAIL\tshop/a\t0.1s\nok  \tshop/b\t0.1s", "false"},
		{"a failure under pipefail", "set -o pipefail; go test ./... 2>&1 | tail -3", Test, true, "Exit code 1\nok  \tshop/b\t0.1s", "false"},
	}
	for _, tt := range tests {
		checks, _ := Recognizer{}.Read(tt.line)
		got := "no check"
		for _, c := range checks {
			if c.Kind != tt.kind {
				continue
			}
			r := event.Result{Output: tt.output}
			if tt.failed {
				r.ExitCode = exitCodeOf(tt.output)
			}
			got = "nil"
			if p := Outcome(c, tt.failed, r); p != nil {
				got = fmt.Sprint(*p)
			}
		}
		if got != tt.want {
			t.Errorf("%s: %s of %q = %s, want %s", tt.name, tt.kind, tt.line, got, tt.want)
		}
	}
}

func exitCodeOf(output string) int {
	var code int
	if _, err := fmt.Sscanf(output, "Exit code %d", &code); err != nil {
		return -1
	}
	return code
}

// TestOutcomeOfAScriptRunThroughAPipe reads an interpreter's program whose
// status a pipe hides from what reached the screen: its trace, had it
// died, lands there whole.
func TestOutcomeOfAScriptRunThroughAPipe(t *testing.T) {
	tests := []struct {
		name, line, output, want string
	}{
		{"its lines and no trace", "python scraper.py | head -5; python scraper.py | wc -l", "A Light in the Attic | £51.77\nTipping the Velvet | £53.74\n20", "true"},
		{"a trace after its lines", "python scraper.py | head -5", "A Light in the Attic | £51.77\nTraceback (most recent call last):\n  File \"scraper.py\", line 9\nAttributeError: 'NoneType' object has no attribute 'find_all'", "nil"},
		{"a node error", "node export.js | tail -3", "wrote 3 rows\nTypeError: Cannot read properties of undefined (reading 'id')\n    at main (export.js:12:9)", "nil"},
		{"nothing printed", "python migrate_ids.py | tail -3", "", "nil"},
		{"its standard error merged into a head", "python scraper.py 2>&1 | head -5", "a\nb\nc\nd\ne", "nil"},
		{"its standard error thrown away", "python scraper.py 2>/dev/null | head -5", "a\nb", "nil"},
		{"a refusal in its own words", "python sync.py || true", "could not connect to db.internal:5432", "nil"},
		{"a program the rule does not read", "./bin/export | head -3", "a\nb\nc", "nil"},
	}
	for _, tt := range tests {
		if got := outcomeOf(t, "Bash", tt.line, Run, false, tt.output); got != tt.want {
			t.Errorf("%s: Outcome(%q) = %s, want %s", tt.name, tt.line, got, tt.want)
		}
	}
}

// TestEchoedStatus reads the status a line printed for one of its checks:
// the status a report gives for a run whose line ended well.
func TestEchoedStatus(t *testing.T) {
	const validate = `python -m sqlsnob check examples/bad.sql --format sarif > /tmp/out.sarif; echo "exit=$?"; check-jsonschema --schemafile schema.json /tmp/out.sarif`
	tests := []struct {
		name, line string
		kind       Kind
		output     string
		code       int
		ok         bool
	}{
		{"the run's own", validate, Run, "exit=1\nok -- validation done", 1, true},
		{"the validator's is none printed", validate, Lint, "exit=1\nok -- validation done", 0, false},
		{"each part's own", `go test ./...; echo "exit=$?"; echo ===; go vet ./...; echo "exit=$?"`, Lint, "--- FAIL: TestX\nexit=1\n===\nexit=3", 3, true},
		{"a pipe's last stage", `go test ./... | tail -3; echo "exit=$?"`, Test, "ok  \tshop\t0.1s\nexit=0", 0, false},
		{"none printed", "go test ./...", Test, "ok  \tshop\t0.1s", 0, false},
	}
	for _, tt := range tests {
		checks, _ := Recognizer{}.Read(tt.line)
		found := false
		for _, c := range checks {
			if c.Kind != tt.kind {
				continue
			}
			found = true
			if code, ok := EchoedStatus(c, tt.output); code != tt.code || ok != tt.ok {
				t.Errorf("%s: EchoedStatus = %d, %v; want %d, %v", tt.name, code, ok, tt.code, tt.ok)
			}
		}
		if !found {
			t.Errorf("%s: no %s check in %q", tt.name, tt.kind, tt.line)
		}
	}
}
