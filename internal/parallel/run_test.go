package parallel

import (
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"testing"
	"unsafe"
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

// descend uses about 20 KB of stack below its caller, and reports whether
// the stack moved (was copied to a larger one) on the way down.
func descend() (moved bool) {
	var mark byte
	at := uintptr(unsafe.Pointer(&mark))
	deep(40)
	return uintptr(unsafe.Pointer(&mark)) != at
}

//go:noinline
func deep(n int) byte {
	var pad [512]byte
	pad[n%len(pad)] = byte(n)
	if n == 0 {
		return pad[0]
	}
	return deep(n-1) + pad[n%len(pad)]
}

// TestRunGrowsEachGoroutinesStack: the work Run starts on goroutines of
// its own runs 20 KB deep without a copy of the stack (see stack.Grow),
// where on a goroutine started plainly it does copy it, which shows that
// the test sees a copy.
func TestRunGrowsEachGoroutinesStack(t *testing.T) {
	// A collection sets the size new goroutines start with from the
	// stacks it scans (the runtime's adaptive start); none may run between
	// the control and the check.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	plain := make(chan bool)
	go func() { plain <- descend() }()
	if !<-plain {
		t.Skip("a new goroutine's stack already holds 20 KB of frames (the runtime's adaptive start): nothing to check")
	}
	withProcs(t, 4, func() {
		var moved [3]atomic.Bool
		Run(func() {}, func() { moved[1].Store(descend()) }, func() { moved[2].Store(descend()) })
		for i := 1; i < len(moved); i++ {
			if moved[i].Load() {
				t.Errorf("function %d's goroutine copied its stack", i)
			}
		}
	})
}
