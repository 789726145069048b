// Package stack grows the main goroutine's stack at once, while it is
// shallow, to the size a hook's work needs, before the other packages
// initialise. A program imports it for that:
//
//	import _ "github.com/proofgate/proofgate/internal/stack"
//
// Go starts a goroutine on an 8 KB stack and doubles it each time it runs
// out, copying the stack and decoding the tables of every frame on it. In
// a hook process that happened three times on the main goroutine, twice
// in other packages' initialisation (mvdan.cc/sh/v3/fileutil and
// urfave/cli compile regular expressions, recursively) and once where
// hook.Main grew it for the hook's work: 70,000 to 150,000 instructions
// and some 20 page faults a process, most of them in the function tables,
// for a process that lives three milliseconds. Grown once while only the
// runtime's frames are on it, the stack holds all of that without another
// copy.
//
// Go initialises packages one at a time, each time the first in
// import-path order whose imports are all initialised. This package imports
// nothing, so only the ready packages that sort before it run first, and
// TestStackGrowsBeforeAnyInitWorks in cmd/proofgate holds that none of
// them does work.
package stack

// frame is the frame the growth takes. The stack grows to the next power
// of two that holds it, 32 KB, which is as deep as a hook's work goes (the
// shell parser's walk, the stop rules, a prompt's pattern matching).
const frame = 16 << 10

func init() { grow() }

// grow grows the calling goroutine's stack to 32 KB, if it is smaller,
// with one copy of the frames on it now: call it first thing. It must not
// be inlined, or the compiler would fold it into its caller and drop the
// unused array.
//
//go:noinline
func grow() {
	var f [frame]byte
	keep(f[:])
}

// keep stops the compiler from dropping grow's frame.
//
//go:noinline
func keep([]byte) {}
