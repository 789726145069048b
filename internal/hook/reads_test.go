package hook_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
)

// TestStopParsesNoCheckLine: the hooks keep on each check they record
// what its command line reads (gate.ReadsOf), so that a stop, which asks
// it of every check in the ledger, parses none of their lines. The shell
// parser was a Stop's costliest code, run for nothing else. Whether the
// parser ran is read from the memory profile: it allocates on every parse.
func TestStopParsesNoCheckLine(t *testing.T) {
	p := bench.DefaultParams()
	named := byName(bench.Payloads(p))
	open, store := opener(t, t.TempDir())
	for _, prime := range []string{"prompt", "post-edit", "post-bash-test", "post-failure"} {
		runHook(open, named[prime])
	}
	l, err := store.Load(ledger.Key(p.Session, p.Cwd))
	if err != nil || len(l.Checks) == 0 {
		t.Fatalf("the primed ledger: %v, %d checks", err, len(l.Checks))
	}
	for _, c := range l.Checks {
		if want := gate.ReadsOf(&c); !c.Reads.Recorded() || c.Reads != want {
			t.Fatalf("check %q was recorded reading %b, want %b", c.Command, c.Reads, want)
		}
	}

	defer func(rate int) { runtime.MemProfileRate = rate }(runtime.MemProfileRate)
	runtime.MemProfileRate = 1
	before := parserAllocations()
	runHook(open, named["stop"])
	if n := parserAllocations() - before; n > 0 {
		t.Errorf("the stop ran the shell parser (%d allocations)", n)
	}
}

// parserAllocations counts the allocations the memory profile shows
// made inside the shell parser.
func parserAllocations() int64 {
	for range 3 {
		runtime.GC() // the profile shows allocations up to two cycles old
	}
	n, _ := runtime.MemProfile(nil, true)
	records := make([]runtime.MemProfileRecord, n+64)
	n, _ = runtime.MemProfile(records, true)
	var total int64
	for _, r := range records[:n] {
		frames := runtime.CallersFrames(r.Stack())
		for {
			f, more := frames.Next()
			if strings.HasPrefix(f.Function, "mvdan.cc/sh/v3/syntax.") {
				total += r.AllocObjects
				break
			}
			if !more {
				break
			}
		}
	}
	return total
}
