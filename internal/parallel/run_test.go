package parallel

import (
	"runtime"
	"sync/atomic"
	"testing"
)

// withProcs runs fn with GOMAXPROCS at n, so that Run takes both
// of its ways on any machine.
func withProcs(t *testing.T, n int, fn func()) {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(n))
	fn()
}

func TestRunRunsEachOnce(t *testing.T) {
	for _, procs := range []int{1, 4} {
		withProcs(t, procs, func() {
			var ran [5]atomic.Int32
			fns := make([]func(), len(ran))
			for i := range fns {
				fns[i] = func() { ran[i].Add(1) }
			}
			Run(fns...)
			for i := range ran {
				if n := ran[i].Load(); n != 1 {
					t.Errorf("GOMAXPROCS=%d: function %d ran %d times, want 1", procs, i, n)
				}
			}
		})
	}
	Run() // nothing to run
}

// A panic on another goroutine would end the process, where the hook must
// fail open: Run raises it on the caller's, after the others
// finished.
func TestRunRaisesAPanicInTheCaller(t *testing.T) {
	for _, procs := range []int{1, 4} {
		for bad := range 3 {
			withProcs(t, procs, func() {
				var finished atomic.Int32
				fns := make([]func(), 3)
				for i := range fns {
					fns[i] = func() {
						if i == bad {
							panic("reading " + string(rune('a'+i)))
						}
						finished.Add(1)
					}
				}
				got := func() (r any) {
					defer func() { r = recover() }()
					Run(fns...)
					return nil
				}()
				if want := "reading " + string(rune('a'+bad)); got != want {
					t.Errorf("GOMAXPROCS=%d, panic in %d: recovered %v, want %q", procs, bad, got, want)
				}
				if procs > 1 && finished.Load() != 2 {
					t.Errorf("GOMAXPROCS=%d, panic in %d: %d others finished before the panic was raised, want 2", procs, bad, finished.Load())
				}
			})
		}
	}
}
