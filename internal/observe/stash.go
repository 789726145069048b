package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// A run between `git stash` and `git stash pop` reads the tree without the
// stashed changes. Agents stash to show that a failure was there before
// their work ("git stash && npm test; git stash pop"), and its result
// speaks of that older code: neither a pass nor a failure of the changes.

// StashMove is what a git command does to the work tree's stashed
// changes.
type StashMove uint8

const (
	// StashNone: the command leaves the stash alone (git stash list, show,
	// drop, or no git stash at all).
	StashNone StashMove = iota
	// Stashed: the changes leave the work tree (git stash, git stash push,
	// git stash save, git stash -u).
	Stashed
	// Unstashed: they come back (git stash pop, apply, branch).
	Unstashed
)

// stashMove reads one command.
func stashMove(c shell.Command) StashMove {
	if c.Nested || len(c.Args) < 2 || !slices.Contains(c.Args[1:], "stash") || program(c.Args[0]) != "git" {
		return StashNone // most commands: no stash word, and no program name worked out
	}
	sub, rest := gitSubcommand(c.Args[1:])
	if sub != "stash" {
		return StashNone
	}
	if len(rest) == 0 || strings.HasPrefix(rest[0], "-") {
		return Stashed // git stash -u, git stash -m "wip", git stash -- path: a push
	}
	switch rest[0] {
	case "push", "save":
		return Stashed
	case "pop", "apply", "branch":
		return Unstashed
	}
	return StashNone
}

// LineStash is the last move a shell line makes on the stash; StashNone
// for a line that makes none.
func LineStash(tool, line string) StashMove {
	if !strings.Contains(line, "stash") {
		return StashNone
	}
	last := StashNone
	for _, c := range commands(tool, line) {
		if m := stashMove(c); m != StashNone {
			last = m
		}
	}
	return last
}
