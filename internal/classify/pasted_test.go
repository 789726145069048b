package classify

import "testing"

func TestPasted(t *testing.T) {
	tests := []struct {
		prompt string
		want   bool
	}{
		{"now I'm getting\n[main a2c0e9c] Checkpoint: 991c\n 6 files changed, 88 insertions(+)\n create mode 100644 a/b.txt\nremote: Permission denied", true},
		{"the build fails:\n```\nsrc/a.ts(3,1): error TS2304\n```", true},
		{"Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\nValueError: bad", true},
		{"--- FAIL: TestTotal (0.00s)\n    total_test.go:12: got 3\nFAIL\texample.com/cart\t0.01s", true},
		{"Fix the rounding in cart/total.go. It is off by one cent when a discount applies.", false},
		{"commit and push", false},
		{"Add a --since flag.\nIt should take a tag.\nDefault to all commits.", false},
	}
	for _, tt := range tests {
		if got := Pasted(tt.prompt); got != tt.want {
			t.Errorf("Pasted(%q) = %v, want %v", tt.prompt, got, tt.want)
		}
	}
}
