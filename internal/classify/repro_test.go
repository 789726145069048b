package classify

import "testing"

func TestRequestsRepro(t *testing.T) {
	tests := []struct {
		prompt string
		want   bool
	}{
		{"Before anyone touches the fix for #482, I want a failing test in the repo that reproduces it. Just the test, don't fix the code. I'll hand the fix to Priya.", true},
		{"`useDebouncedSearch` hook이 빠르게 타이핑하면 이전 결과가 덮어써요. 재현 테스트부터 만들어 주세요.", true},
		{"Issue #412: duplicate numbers under concurrency. I want a JUnit test that reproduces it reliably. Only the test for now, don't fix the generator.", true},
		{"Write a failing spec for the coupon stacking bug.", true},
		{"재현하는 테스트만 추가해 주세요. 코드는 고치지 마세요.", true},
		// The fix asked as well: the test is to pass in the end.
		{"Add a failing test for #482, then fix it.", false},
		{"재현 테스트 만들고 고쳐 주세요.", false},
		{"Write a test that reproduces the crash and fix the parser.", false},
		// A failing test that exists.
		{"Fix the failing tests in the scheduler package.", false},
		{"The checkout spec is failing on CI, can you look?", false},
		{"Add tests for the parser.", false},
		// A Korean reproduction test that exists.
		{"재현 테스트가 CI에서만 깨져요. 원인 좀 봐 주세요.", false},
		{"실패하는 테스트 목록 알려줘", false},
	}
	for _, tt := range tests {
		if got := RequestsRepro(tt.prompt); got != tt.want {
			t.Errorf("RequestsRepro(%q) = %v, want %v", tt.prompt, got, tt.want)
		}
	}
}

// FuzzRequestsRepro holds RequestsRepro to what a request for the fix as
// well can do: it never makes a prompt ask for a reproduction only; and its
// prefilter to the pattern: it never passes over a prompt the pattern reads.
func FuzzRequestsRepro(f *testing.F) {
	for _, s := range []string{
		"I want a failing test that reproduces #482. Just the test, don't fix the code.",
		"재현 테스트부터 만들어 주세요.", "Fix the failing tests.", "prefix fixture `fix`", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if RequestsRepro(s+"\n\nFix it too.") && !RequestsRepro(s) {
			t.Errorf("RequestsRepro(%q) is false, but true with a request for the fix after it", s)
		}
		if p := truncate(s, maxPromptBytes); !mayAskRepro(p) && reproRequest.MatchString(blanked(lowered(p))) {
			t.Errorf("mayAskRepro(%q) is false, but reproRequest matches it", s)
		}
	})
}
