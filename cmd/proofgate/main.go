// Command proofgate is a Claude Code plugin that keeps an AI coding agent
// from ending its turn on unverified work. See README.md.
package main

import (
	"fmt"
	"os"

	// Grows the main goroutine's stack before the other packages initialise.
	_ "github.com/proofgate/proofgate/internal/stack"
)

// version is set at link time: -ldflags "-X main.version=v1.2.3".
var version = "dev"

func main() {
	// Every hook is a process on the user's critical path: `proofgate hook`,
	// as the hook files run it, skips building the command-line app.
	if name, ok := hookHarness(os.Args[1:]); ok {
		runHook(name)
		return
	}
	if err := runApp(os.Args); err != nil {
		fmt.Fprintln(os.Stderr, "proofgate:", err)
		os.Exit(1)
	}
}
