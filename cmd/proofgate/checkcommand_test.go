package main

import "testing"

// TestCheckCommandTools judges each kind of tool call from the command
// line, with the exit code the decision maps to.
func TestCheckCommandTools(t *testing.T) {
	state := t.TempDir()
	tests := []struct {
		tool, input string
		exit        int
	}{
		{"Bash", "rm -rf ~", 2},
		{"Bash", "git stash drop", 1},
		{"Bash", "ls", 0},
		{"Read", "~/.ssh/id_rsa", 2},
		{"Read", "README.md", 0},
		{"Write", ".env.example", 0},
	}
	for _, tt := range tests {
		if out, code := run(t, state, tt.input, "check-command", "--tool", tt.tool, "--cwd", state); code != tt.exit {
			t.Errorf("%s %q: exit %d (%s), want %d", tt.tool, tt.input, code, out, tt.exit)
		}
	}
}
