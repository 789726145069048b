package detect

import "testing"

func TestClosing(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"a promise closes", "Switched the discount to math.Round.\n\nI'll run the cart tests now.", "I'll run the cart tests now."},
		{"a plain statement after a promise to act", "I'll patch the parser. It's a one-line change.", "I'll patch the parser."},
		{"no deciding sentence: the last prose", "Updated the handler.\n\nThe tests pass.", "The tests pass."},
		{"a question hands off", "Should I drop the old column, or keep it for a release?", "Should I drop the old column, or keep it for a release?"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Closing(tt.text); got != tt.want {
				t.Errorf("Closing(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
