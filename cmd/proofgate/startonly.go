//go:build proofgate_start_only

package main

import (
	"io"
	"os"
)

// Built with the tag proofgate_start_only, proofgate's binary does what the
// benchmark's floor program does (reads stdin, prints {}) once everything
// before main has run: the runtime's start on a binary of this size and
// every package's initialisation. The benchmark (internal/bench/cmd/
// procbench) runs it beside each event, so that an event's time splits
// into what starting proofgate costs and what its own work adds. Releases
// never carry the tag.
func init() {
	io.ReadAll(os.Stdin)
	os.Stdout.WriteString("{}\n")
	os.Exit(0)
}
