// Command proofgate is a Claude Code plugin that keeps an AI coding agent
// from ending its turn on unverified work. See README.md.
package main

import (
	"fmt"
	"os"
)

// version is set at link time: -ldflags "-X main.version=v1.2.3".
var version = "dev"

func main() {
	if err := app().Run(os.Args); err != nil {
		fmt.Fprintln(os.Stderr, "proofgate:", err)
		os.Exit(1)
	}
}
