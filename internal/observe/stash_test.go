package observe

import "testing"

func TestLineStash(t *testing.T) {
	for _, tc := range []struct {
		line string
		want StashMove
	}{
		{"git stash", Stashed},
		{"git stash -u", Stashed},
		{"git stash push -m 'wip' -- src/app.ts", Stashed},
		{"git -C services/api stash save wip", Stashed},
		{"git stash && git checkout main && git pull", Stashed},
		{"git stash pop", Unstashed},
		{"git stash apply stash@{1}", Unstashed},
		{"git stash && go test ./...; git stash pop", Unstashed},
		{"git stash pop && git stash", Stashed},
		// Looks and deletions leave the work tree as it is.
		{"git stash list", StashNone},
		{"git stash show -p stash@{0}", StashNone},
		{"git stash drop", StashNone},
		{"echo stash", StashNone},
		{"grep -rn 'git stash' docs/", StashNone},
		{"go test ./...", StashNone},
	} {
		if got := LineStash("Bash", tc.line); got != tc.want {
			t.Errorf("LineStash(%q) = %d, want %d", tc.line, got, tc.want)
		}
	}
}

// TestCheckStash holds each check to the line's last move on the stash
// before it.
func TestCheckStash(t *testing.T) {
	for _, tc := range []struct {
		line string
		want StashMove
	}{
		{"git stash && go test ./...; git stash pop", Stashed},
		{"git stash && npm test 2>&1 | tail -20 ; git stash pop", Stashed},
		{"git stash pop && go test ./...", Unstashed},
		{"go test ./... && git stash", StashNone},
		{"git stash list && go test ./...", StashNone},
		// Run with the changes and without: one run read them.
		{"git stash && go test ./...; git stash pop && go test ./...", Unstashed},
		{"go test ./...; git stash && go test ./...; git stash pop", StashNone},
	} {
		checks := Checks(tc.line)
		if len(checks) != 1 {
			t.Fatalf("Checks(%q) = %d checks, want 1", tc.line, len(checks))
		}
		if got := checks[0].Stash; got != tc.want {
			t.Errorf("Checks(%q)[0].Stash = %d, want %d", tc.line, got, tc.want)
		}
	}
}
