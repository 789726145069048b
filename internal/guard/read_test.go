package guard

import "testing"

// TestSearch judges Grep and Glob by where they look and what they pick.
func TestSearch(t *testing.T) {
	tests := []struct {
		dir, glob string
		want      Decision
	}{
		{"", "**/.env", Deny},
		{"~/.ssh", "", Deny},
		{"/home/dev", ".aws/*", Deny},
		{"", "config/{.env.production,app.yml}", Deny},
		{"src", "**/*.{ts,tsx}", Allow},
		{"", "", Allow},
		{".", "*.env.example", Allow},
	}
	for _, tt := range tests {
		if v := Search(tt.dir, tt.glob, dev); v.Decision != tt.want {
			t.Errorf("Search(%q, %q) = %s (%s), want %s", tt.dir, tt.glob, v.Decision, v.Reason, tt.want)
		}
	}
}

func BenchmarkRead(b *testing.B) {
	for b.Loop() {
		Read("/home/dev/proj/internal/guard/read.go", dev)
	}
}

func BenchmarkWrite(b *testing.B) {
	for b.Loop() {
		Write("/home/dev/proj/.claude/settings.json", `{"permissions": {"allow": ["Bash(go test:*)"]}}`, dev)
	}
}
