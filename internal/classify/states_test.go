package classify

import (
	"fmt"
	"sync"
	"testing"
	"unsafe"
)

// A pattern in the binary's data holds its expression and nothing a
// search writes: what it settles lives in its search (states.go).
func TestPatternIsOnlyRead(t *testing.T) {
	if got, want := unsafe.Sizeof(lre{}), unsafe.Sizeof(""); got != want {
		t.Fatalf("lre is %d bytes, want %d: keep what a pattern settles in its search", got, want)
	}
}

// Readings on several goroutines at once settle each pattern once: every
// caller gets the same search for a pattern, another for another, through
// the table's growth from 256 slots to past a thousand patterns.
func TestStatesSettleEachPatternOnce(t *testing.T) {
	pats := make([]*lre, 1500)
	for i := range pats {
		pats[i] = &lre{expr: fmt.Sprintf(`\bword%04d\b`, i)}
	}
	got := make([][]*search, 4)
	var wg sync.WaitGroup
	for g := range got {
		got[g] = make([]*search, len(pats))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range pats {
				i := (k*7919 + g*389) % len(pats) // a permutation, another start for each goroutine
				got[g][i] = pats[i].state()
			}
		}()
	}
	wg.Wait()
	seen := map[*search]bool{}
	for i, p := range pats {
		s := got[0][i]
		for g := range got {
			if got[g][i] != s {
				t.Fatalf("pattern %d: goroutine %d got another search", i, g)
			}
		}
		if s.l != p || seen[s] {
			t.Fatalf("pattern %d: search for %q", i, s.l.expr)
		}
		seen[s] = true
		if !p.MatchString(fmt.Sprintf("a word%04d here", i)) || p.MatchString("a word here") {
			t.Fatalf("pattern %d matches wrongly", i)
		}
	}
}
