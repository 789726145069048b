package gate

import (
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

func TestQuotesUnrun(t *testing.T) {
	for _, tc := range []struct {
		name, line, phrase string
		ran                []string
		want               bool
	}{
		{"a wider run than the one made", "`go test ./...` passes.", "passes", []string{"go test ./internal/billing/ -run TestTotal -v"}, true},
		{"inside the phrase", "`go test ./...` 전부 통과하고", "`go test ./...` 전부 통과하고", []string{"go test ./internal/billing/"}, true},
		{"after the phrase", "all tests pass (`pytest tests/`)", "all tests pass", []string{"pytest tests/test_api.py -q"}, true},
		{"the run made", "`go test ./...` passes.", "passes", []string{"cd api && go test -count=1 ./..."}, false},
		{"a narrower quote than the run", "`go test ./internal/billing/` passes.", "passes", []string{"go test ./..."}, false},
		{"a file under the folder run", "`pytest tests/test_api.py` passes.", "passes", []string{"pytest -q tests"}, false},
		{"the default target run", "`npm test` passes.", "passes", []string{"npm test -- --run"}, false},
		// A switch's value that says where or how the run goes narrows
		// nothing; a quote past "and" is the next clause's subject.
		{"the suite run from its build folder", "`ctest` passes 37/37.", "passes", []string{"cmake --build build -j8 && ctest --test-dir build --output-on-failure"}, false},
		{"the suite run on four workers", "`pytest` passes.", "passes", []string{"pytest -n 4"}, false},
		{"the crate run by its manifest", "`cargo test` (12 passed) succeeds.", "12 passed", []string{"cargo test --manifest-path src-tauri/Cargo.toml"}, false},
		// A project or solution file runs all of its tests.
		{"the test project run", "`dotnet test` → 64 passed.", "64 passed", []string{"dotnet test Tests/Game.Tests.csproj"}, false},
		{"the solution run", "`dotnet test` passes.", "passes", []string{"dotnet test App.sln --no-restore"}, false},
		{"one test class of the project", "`dotnet test` passes.", "passes", []string{"dotnet test Tests/Game.Tests.csproj --filter FullyQualifiedName~Inventory"}, true},
		{"a filter's value", "`ctest` passes.", "passes", []string{"ctest --test-dir build -R mesh"}, true},
		// The filter the run was pointed at, quoted beside the runner: the
		// claim is of the run made.
		{"the runner and the filter's target quoted", "`xcodebuild test`로 `APIDateFormatterTests` 3개 all passed", "3개 all passed", []string{"xcodebuild test -scheme MoimKit -only-testing:MoimKitTests/APIDateFormatterTests | xcpretty"}, false},
		{"the filter's target quoted in another sentence", "Added `divide rounds half to even` to `MoneyTest`. `./gradlew test` passes.", "passes", []string{"./gradlew :core:test --tests 'com.acme.core.money.MoneyTest'"}, true},
		{"the runner and another name quoted", "`xcodebuild test` passes and `Settings` is untouched", "passes", []string{"xcodebuild test -scheme MoimKit -only-testing:MoimKitTests/APIDateFormatterTests"}, true},
		{"a quote in the next clause", "it builds clean now and `ctest` passes", "it builds", []string{"ctest --test-dir build -R mesh"}, false},
		{"switches are not operands", "`go test -race ./...` passes.", "passes", []string{"go test ./..."}, false},
		{"a pipe and a redirection after the run", "`go test ./internal/...` passes.", "passes", []string{"go test ./internal/auth/ -run 'Lockout|Fifth' 2>&1 | tail -8", "go test ./internal/... -count=1 2>&1 | tail -5"}, false},
		{"another tool", "`make check` passes.", "passes", []string{"go test ./internal/billing/"}, false},
		{"the project's suite after a part of it", "`make test` passes.", "passes", []string{"go test ./internal/billing/"}, true},
		{"the project's suite after one file", "Ran `npm test` and the whole suite passes", "passes", []string{"npx jest src/cart/total.test.ts"}, true},
		{"the project's script after one file", "`pnpm run test` passes", "passes", []string{"pnpm vitest run src/cart.test.ts"}, true},
		{"the project's suite after the runner's whole run", "`npm test` passes.", "passes", []string{"npx jest src/a.test.ts", "npx jest"}, false},
		{"the project's suite after the whole module", "`make test` passes.", "passes", []string{"go test ./..."}, false},
		{"the project's suite, no test run", "`npm test` passes.", "passes", []string{}, false},
		{"the suite's default after one file", "`pytest` passes: 212 tests.", "passes", []string{"pytest tests/test_api.py"}, true},
		{"the suite's default after one test of it", "`cargo test` passes", "passes", []string{"cargo test parser::tests::empty"}, true},
		{"an installer's default next to the claim", "`pip install` then `pytest -q`: 92 passed", "92 passed", []string{"pip install -q -r requirements.txt && pytest -q"}, false},
		{"the build's tests after one project's", "`./gradlew test` passes.", "passes", []string{"./gradlew :core:test --tests MoneyTest"}, true},
		{"one project's tests as run", "`./gradlew :core:test` passes.", "passes", []string{"./gradlew :core:test"}, false},
		{"a filtered quote", "`dotnet test --filter InvoiceServiceTests`: 11 passed, 0 failed.", "11 passed", []string{`dotnet test tests/Billing.Tests --filter "FullyQualifiedName~InvoiceServiceTests"`}, false},
		{"words left out of the quote", "`xcodebuild test ... -only-testing:ShopTests/CartViewModelTests`: all 3 passed", "all 3 passed", []string{"xcodebuild test -scheme Shop -destination 'platform=iOS Simulator,name=iPhone 15' -only-testing:ShopTests/CartViewModelTests 2>&1 | tail -12"}, false},
		{"words left out, and an operand the run lacks", "`pytest … tests/test_api.py` passes", "passes", []string{"pytest tests/test_cart.py"}, true},
		// A report shortens what the run was given: a path whose folders an
		// ellipsis stands for, a name inside the run's file name.
		{"leading folders elided", "`npx cypress run --component --spec …/user-menu.component.cy.ts` → 5/5 passing", "5/5 passing", []string{"npx cypress run --component --spec src/app/shell/user-menu/user-menu.component.cy.ts"}, false},
		{"a name inside the run's file", "`npx jest SettingsScreen` → 5 passed", "5 passed", []string{"npx jest src/screens/__tests__/SettingsScreen.test.tsx"}, false},
		{"a name outside the run's file", "`npx jest Checkout` → 5 passed", "5 passed", []string{"npx jest src/screens/__tests__/SettingsScreen.test.tsx"}, true},
		{"a name and a folder run", "`npx jest cart` → 5 passed", "5 passed", []string{"npx jest src/cart"}, true},
		{"an elided path the run lacks", "`pytest …/test_orders.py` passes", "passes", []string{"pytest tests/api/test_cart.py"}, true},
		// Every target of a monorepo's build tool is the whole project.
		{"pants' every target", "`pants test src/python/orders::` passes", "passes", []string{"pants test ::"}, false},
		{"bazel's every target", "`bazel test //services/api/...` passes", "passes", []string{"bazel test //..."}, false},
		{"the whole repository after a part", "`pants test ::` passes", "passes", []string{"pants test src/python/orders::"}, true},
		{"a filter is no target", "`go test -run TestTotal ./internal/billing/` passes", "passes", []string{"go test ./internal/billing/ -run TestTotal -v"}, false},
		{"the suite's default after a filtered run", "`pytest` passes: 212 tests.", "passes", []string{"pytest -k discount"}, true},
		{"a switch before a path", "`pytest -x tests/` passes", "passes", []string{"pytest -q tests/test_api.py"}, true},
		{"the suite's default after a filtered whole run", "`npm test` passes.", "passes", []string{"npm test -- --watchAll=false"}, false},
		{"a tool the session never ran", "`cargo test` passes.", "passes", nil, false},
		{"a switch that takes no value, before the quote's operand", "`./pharo Pharo.image test \"Shop-Core-Tests\"` → 24 run, 24 passes", "24 passes", []string{`./pharo Pharo.image test --junit-xml-output "Shop-Core-Tests"`}, false},
		{"a filter's value is no folder the quote names", "`pytest tests/` passes", "passes", []string{"pytest -k tests tests/test_api.py"}, true},
		// An aside after a wrapper's quote names what it runs.
		{"what the wrapper run runs", "`make check` (gofmt, `go vet`, `go test -race ./...`) passes after both changes.", "passes", []string{"go test ./internal/batch/", "make check"}, false},
		{"an aside after a wrapper the session never ran", "`make check` (gofmt, `go vet`, `go test -race ./...`) passes.", "passes", []string{"go test ./internal/batch/"}, true},
		{"an aside after a quote of no command", "`Chunk` (`go test ./...`) passes.", "passes", []string{"go test ./internal/batch/"}, true},
		{"too far from the phrase", "Run `go test ./...` before you merge, since everything else passes.", "passes", []string{"go test ./internal/billing/"}, false},
		{"another sentence", "Try `go test ./...` later. Billing passes.", "passes", []string{"go test ./internal/billing/"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := ledger.New("s", "/p")
			for _, c := range tc.ran {
				ok := true
				l.RecordChecks([]ledger.Check{{Command: c, Kind: observe.Test, Success: &ok}})
			}
			if got := readEvidence(l).quotesUnrun(tc.line, tc.phrase); got != tc.want {
				t.Errorf("quotesUnrun(%q, %q) after %q = %v, want %v", tc.line, tc.phrase, tc.ran, got, tc.want)
			}
		})
	}
}

// A lint's or type check's default target is the claim's: the gate does
// not read "`ruff check` is clean" after `ruff check src/uploads.py` as a
// wider run, as it reads a suite's.
func TestQuotesUnrunLintDefault(t *testing.T) {
	l := ledger.New("s", "/p")
	ok := true
	l.RecordChecks([]ledger.Check{{Command: "ruff check src/uploads.py", Kind: observe.Lint, Success: &ok}})
	if readEvidence(l).quotesUnrun("`ruff check` is clean", "is clean") {
		t.Error("a lint of the changed file does not back its quoted default")
	}
	l.RecordChecks([]ledger.Check{{Command: "ruff check src/", Kind: observe.Lint, Success: &ok}})
	if !readEvidence(l).quotesUnrun("`ruff check tests/` is clean", "is clean") {
		t.Error("a lint of src/ backs a quote of tests/")
	}
}

// FuzzQuotesUnrun: any line, phrase and command are read without a panic
// (by quotesUnrun and quotedBeside), a quote of the very command that ran
// is never a wider run, and a line without a code span quotes no run.
func FuzzQuotesUnrun(f *testing.F) {
	f.Add("`go test ./...` passes.", "passes", "go test ./internal/billing/ -run TestTotal")
	f.Add("all tests pass (`pytest tests/`)", "all tests pass", "pytest -q tests")
	f.Add("``", "", "cd /x && a b/... | c")
	f.Add("| Playwright e2e | ✅ all passed |", "all passed", "pants test :: 2>&1 | tail -3")
	f.Add("I checked it on the iPhone 15 simulator: fine.", "fine", "npx jest …/a.test.ts")
	f.Fuzz(func(t *testing.T, line, phrase, command string) {
		l := ledger.New("s", "/p")
		ok, failed := true, false
		// A failing run of the whole project first: the passing run after
		// it is asked whether it narrowed it (leftOut).
		l.RecordChecks([]ledger.Check{{Command: "pants test ::", Kind: "test", Success: &failed}})
		l.RecordChecks([]ledger.Check{{Command: command, Kind: "test", Success: &ok}})
		e := readEvidence(l)
		e.quotesUnrun(line, phrase)
		e.checkerRun(verifying, line, phrase)
		e.claimsDeviceLook(line, phrase)
		if ch := e.quotedBeside(verifying, line, phrase); ch != nil && !strings.Contains(line, "`") {
			t.Errorf("quotedBeside(%q, %q) = %q: a line with no code span quotes no run", line, phrase, ch.Command)
		}
		// The ledger keeps the command as it records it (redacted, valid
		// UTF-8): a message quotes what the session showed.
		recorded := l.Checks[1].Command
		if strings.ContainsAny(recorded, "`\n") || strings.TrimSpace(recorded) == "" {
			return
		}
		self := "`" + strings.ToLower(recorded) + "` passes"
		if e.quotesUnrun(self, "passes") {
			t.Errorf("quotesUnrun(%q) after %q = true", self, recorded)
		}
	})
}

// TestQuotedBeside: a command quoted right beside a claim is the run it
// reports, of whatever kind the claim's words read as; a quote in another
// clause, or one word that names no command, is not.
func TestQuotedBeside(t *testing.T) {
	l := ledger.New("s", "/p")
	ok, failed := true, false
	l.RecordChecks([]ledger.Check{{Command: "npx tsc --noEmit", Kind: observe.Typecheck, Success: &failed}})
	l.RecordChecks([]ledger.Check{{Command: "ansible-lint roles/", Kind: observe.Lint, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "npx tsc --noEmit && npx vitest run", Kind: observe.Test, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "go test ./internal/pool/...", Kind: observe.Test, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "uv run pytest -k VoiceNotFoundError", Kind: observe.Test, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "bundle exec rspec spec/lib/date_parser_spec.rb", Kind: observe.Test, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "rubocop spec/lib/csv_spec.rb", Kind: observe.Lint, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "go test ./internal/pool/ -run TestDrain -count=30", Kind: observe.Test, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "pytest tests/test_download.py -q", Kind: observe.Test, Success: &ok}})
	l.RecordChecks([]ledger.Check{{Command: "pytest -q", Kind: observe.Test, Success: &failed}})
	l.RecordChecks([]ledger.Check{{Command: "./mvnw -q verify", Kind: observe.Test, Success: &failed}})
	l.RecordChecks([]ledger.Check{{Command: "./mvnw verify 2>&1 | tail -12", Kind: observe.Test, Success: &ok}})
	e := readEvidence(l)
	tests := []struct {
		line, phrase, want string
	}{
		// A path or a switch ends the run it was given to, among the
		// claim's kinds (tests here): a lint of a spec file is not its run.
		{"`spec/lib/date_parser_spec.rb`: 14 examples, 0 failures", "14 examples, 0 failures", "bundle exec rspec spec/lib/date_parser_spec.rb"},
		{"it passed 30/30 with `-count=30`", "it passed", "go test ./internal/pool/ -run TestDrain -count=30"},
		{"`spec/lib/csv_spec.rb` passes", "passes", ""},
		// A path names its run wherever the run was given it, not only
		// at the end: the later, wider run is not the one quoted.
		{"`tests/test_download.py`: 9 passed", "9 passed", "pytest tests/test_download.py -q"},
		{"`tests/test_export.py`: 9 passed", "9 passed", ""},
		{"`ansible-lint roles/` passes: 0 failures", "`ansible-lint roles/` passes", "ansible-lint roles/"},
		{"`tsc --noemit` is now clean", "is now clean", "npx tsc --noEmit && npx vitest run"}, // the latest line that ran it
		{"`go test ./internal/pool/...` passes and lint is happy", "lint is happy", ""},
		{"the `voicenotfounderror` class passes only the name", "class passes", ""},
		{"`make verify` passes", "passes", ""},
		// Where the output went is not part of the run: the quote is the
		// later run piped to tail, not the failing one before it.
		{"`./mvnw verify`: 128 tests, 0 failures, build success.", "128 tests, 0 failures", "./mvnw verify 2>&1 | tail -12"},
	}
	for _, tt := range tests {
		got := ""
		if ch := e.quotedBeside([]observe.Kind{observe.Test}, tt.line, tt.phrase); ch != nil {
			got = ch.Command
		}
		if got != tt.want {
			t.Errorf("quotedBeside(%q, %q) = %q, want %q", tt.line, tt.phrase, got, tt.want)
		}
	}
}
