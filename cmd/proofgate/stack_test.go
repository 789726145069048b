package main

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestStackGrowsBeforeAnyInitWorks: internal/stack grows the main
// goroutine's stack in its init, which helps only if it runs before the
// packages whose initialisation goes deep (mvdan.cc/sh/v3/fileutil and
// urfave/cli compile regular expressions). Go orders package
// initialisation by import path, so a package that allocates at start and
// sorts before it (or a new import of internal/stack's) would move it: the
// binary's inittrace must show no package doing work before it.
func TestStackGrowsBeforeAnyInitWorks(t *testing.T) {
	cmd := exec.Command(binary, "--version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	line := regexp.MustCompile(`(?m)^init (\S+) @.* ([0-9]+) bytes, ([0-9]+) allocs$`)
	const stack = "github.com/proofgate/proofgate/internal/stack"
	var before []string
	for _, m := range line.FindAllStringSubmatch(string(out), -1) {
		if m[1] == stack {
			if len(before) == 0 {
				t.Fatalf("no package initialised before %s: is inittrace's format the same?\n%s", stack, out)
			}
			return
		}
		if m[3] != "0" {
			t.Errorf("%s initialises before %s and allocates (%s bytes, %s allocations)", m[1], stack, m[2], m[3])
		}
		before = append(before, m[1])
	}
	t.Fatalf("%s is not in the binary's inittrace (initialised: %s)", stack, strings.Join(before, ", "))
}
