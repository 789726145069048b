package gate

import (
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/ledger"
)

func TestPartOf(t *testing.T) {
	for _, tc := range []struct{ op, want string }{
		{"./internal/billing/", "internal/billing"},
		{"./internal/billing/...", "internal/billing"},
		{"packages/features/tests", "packages/features"},
		{"packages/features/tests/test_io.py", "packages/features"},
		{"src/test/java/com/acme/CartTest.java", "src"},
		// A test folder at the root, or a file outside any, reads it all.
		{"test/widgets/", "."},
		{"t/", "."},
		{"tests/test_api.py", "."},
		{"src/cart/total.test.ts", "."},
		{"../other", "."},
		{"/abs/path", "."},
	} {
		if got := partOf(tc.op); got != tc.want {
			t.Errorf("partOf(%q) = %q, want %q", tc.op, got, tc.want)
		}
	}
}

func TestClaimsWholeSuite(t *testing.T) {
	tests := []struct {
		line, phrase string
		want         bool
	}{
		{"all tests pass.", "all tests pass", true},
		{"the full suite is green", "suite is green", true},
		{"전체 테스트 돌렸고 모두 통과했습니다", "모두 통과했습니다", true},
		{"`go test ./internal/billing/` passes", "passes", false},
		{"all 14 tests pass", "14 tests pass", false},
		{"✅ all packages pass.", "all packages pass", true},
		{"the whole solution builds and its tests pass", "tests pass", true},
		{"the e2e run across all playwright projects is running", "running", false},
		{"both specs pass on every browser project", "specs pass", false},
		// A suite named by its runner, where the claim starts on it.
		{"i ran the rotate-logs tests, and the full bats suite is green (47/47).", "suite is green", true},
		{"the whole `pytest` suite passes", "suite passes", true},
		// The same words elsewhere in the line say something else of it.
		{"both specs pass on chromium (11/11). the full e2e suite is now running in the background", "both specs pass", false},
		{"a full test run of the suite passes", "suite passes", false},
	}
	for _, tt := range tests {
		if got := claimsWholeSuite(tt.line, tt.phrase); got != tt.want {
			t.Errorf("claimsWholeSuite(%q, %q) = %v, want %v", tt.line, tt.phrase, got, tt.want)
		}
	}
}

func TestTestFile(t *testing.T) {
	for op, want := range map[string]bool{
		"tests/repos/test_user_repo.py": true,
		"internal/cart/cart_test.go":    true,
		"src/cart/total.test.ts":        true,
		"src/cart/Total.spec.tsx":       true,
		"spec/models/user_spec.rb":      true,
		"src/test/java/CartTest.java":   true,
		"Tests/CartTests.swift":         true,
		"src/latest.ts":                 false, // a word that ends in "test"
		"src/contest/rules.py":          false,
		"tests/":                        false,
		"tests/conftest.py":             false,
	} {
		if got := testFile(op); got != want {
			t.Errorf("testFile(%q) = %v, want %v", op, got, want)
		}
	}
}

func TestTestStem(t *testing.T) {
	for base, want := range map[string]string{
		"test_user_repo.py": "user_repo",
		"user_repo.py":      "user_repo",
		"cart_test.go":      "cart",
		"total.test.ts":     "total",
		"CartTest.java":     "cart",
		"Cart.java":         "cart",
	} {
		if got := testStem(base); got != want {
			t.Errorf("testStem(%q) = %q, want %q", base, got, want)
		}
	}
}

func TestWorkspaceFilter(t *testing.T) {
	for line, want := range map[string]string{
		"pnpm --filter @acme/core test":      "core",
		"pnpm -F web test":                   "web",
		"yarn workspace @acme/ui test":       "ui",
		"npm test --workspace=packages/api":  "api",
		"turbo run test --filter=web":        "web",
		"pnpm --filter './packages/**' test": "", // a pattern, not one package
		"pnpm test":                          "",
		"go test ./...":                      "",
	} {
		got := workspaceFilter(strings.Fields(line))
		if want == "" && len(got) != 0 || want != "" && (len(got) != 1 || got[0] != want) {
			t.Errorf("workspaceFilter(%q) = %q, want %q", line, got, want)
		}
	}
}

func TestPeelRunner(t *testing.T) {
	for line, want := range map[string]string{
		"uv run pytest packages/ingest -q": "pytest packages/ingest -q",
		"poetry run pytest tests/api":      "pytest tests/api",
		"npx -y vitest run src/cart":       "vitest run src/cart",
		"bundle exec rspec spec/models":    "rspec spec/models",
		"go test ./internal/billing/":      "go test ./internal/billing/",
		"uv run":                           "uv run",
	} {
		if got := strings.Join(peelRunner(strings.Fields(line)), " "); got != want {
			t.Errorf("peelRunner(%q) = %q, want %q", line, got, want)
		}
	}
}

func TestWithin(t *testing.T) {
	e := evidence{l: &ledger.Ledger{Cwd: "/home/dev/shop"}}
	for _, tc := range []struct {
		dir, target, want string
		ok                bool
	}{
		{"", "/home/dev/shop", "", true},
		{"", "/home/dev/shop/backend", "backend", true},
		{"", "backend", "backend", true},
		{"backend", "..", "", true},
		{"", "..", "", false},
		{"", "/home/dev/other", "", false},
	} {
		got, ok := e.within(tc.dir, tc.target)
		if got != tc.want || ok != tc.ok {
			t.Errorf("within(%q, %q) = %q, %v; want %q, %v", tc.dir, tc.target, got, ok, tc.want, tc.ok)
		}
	}
}
