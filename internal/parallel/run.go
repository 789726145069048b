// Package parallel runs independent pieces of one hook's work side by side.
package parallel

import (
	"runtime"
	"sync"

	"github.com/proofgate/proofgate/internal/stack"
)

// Run runs fns and returns when all have returned: the first on the
// calling goroutine, each other on one of its own when the process has
// more than one processor to run them on, else one after another in
// order. A hook is a process on the user's critical path; independent
// readings of a long prompt finish sooner side by side than in a row.
// The functions must not depend on each other's effects.
//
// Each goroutine's stack is grown at its start (see package stack): the
// readings go deep, and growing a deep stack copies it each time, which
// cost a 10 KB prompt's process 0.3 to 0.4 ms.
//
// A panic in any of them is raised again on the calling goroutine once
// all have returned, so the hook's recovery fails open as if the work had
// run in line (a panic on a goroutine of its own would end the process).
func Run(fns ...func()) {
	if len(fns) == 0 {
		return
	}
	if runtime.GOMAXPROCS(0) < 2 {
		for _, fn := range fns {
			fn()
		}
		return
	}
	panics := make([]any, len(fns))
	var wg sync.WaitGroup
	for i, fn := range fns[1:] {
		wg.Go(func() {
			defer func() { panics[i+1] = recover() }()
			stack.Grow()
			fn()
		})
	}
	func() {
		defer func() { panics[0] = recover() }()
		fns[0]()
	}()
	wg.Wait()
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
}
