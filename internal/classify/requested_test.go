package classify

import "testing"

func TestRequestsTests(t *testing.T) {
	tests := []struct {
		prompt string
		want   bool
	}{
		{"Upgrade the solution to .NET 8 and run the tests.", true},
		{"Make the reminder use the patient's zone and make sure the tests still pass.", true},
		{"## Verification\n1. Build the app\n2. Run `cargo test --features fuse` for unit tests", true},
		{"리팩터링하고 테스트도 돌려 주세요", true},
		{"Fix the rounding. Don't run the tests, I'll do it.", false},
		{"No need to run the tests, just change the constant.", false},
		{"Why does `go test ./...` fail on CI?", false},
		{"Add a --since flag to scripts/gen_changelog.py.", false},
		{"The tests are slow; can you explain why?", false},
	}
	for _, tt := range tests {
		if got := RequestsTests(tt.prompt); got != tt.want {
			t.Errorf("RequestsTests(%q) = %v, want %v", tt.prompt, got, tt.want)
		}
	}
}
