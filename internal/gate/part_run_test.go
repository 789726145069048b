package gate

import "testing"

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
	for line, want := range map[string]bool{
		"all tests pass.":         true,
		"the full suite is green": true,
		"전체 테스트 돌렸고 모두 통과했습니다":                 true,
		"`go test ./internal/billing/` passes": false,
		"all 14 tests pass":                    false,
	} {
		if got := claimsWholeSuite(line); got != want {
			t.Errorf("claimsWholeSuite(%q) = %v, want %v", line, got, want)
		}
	}
}
