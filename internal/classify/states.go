package classify

import (
	"sync"
	"sync/atomic"
	"unsafe"
)

// Where a pattern keeps what it settles. A lre lies in the binary's data,
// and the first write to one of those pages copies it: in a hook process,
// whose page was mapped already and whose old mapping the kernel then
// flushes from the other processor's TLB (the runtime's monitor thread
// wakes there every 20 µs), an interrupt for each. When each lre held its
// settled search, a profile of 400 short-prompt processes put 14% of
// classify.Request in those faults. Now a pattern's search is allocated
// on its first use, where the process writes it before reading it, and
// filed by the pattern's address in states; the lre is only read.

// states files each pattern's search by the pattern's address: an
// open-addressing table, read without a lock and grown, copied, under mu.
var states struct {
	mu  sync.Mutex
	tab atomic.Pointer[stateTable]
}

// stateTable is one generation of states' table: at most half full, its
// slots filled under states.mu and read at any time.
type stateTable struct {
	slots []atomic.Pointer[search] // a power of two
	n     int
}

// state returns l's search, settling it on first use.
func (l *lre) state() *search {
	if t := states.tab.Load(); t != nil {
		if s := t.find(l); s != nil {
			return s
		}
	}
	return l.settle()
}

// settle files l's search, settled, unless another reading did first.
func (l *lre) settle() *search {
	states.mu.Lock()
	defer states.mu.Unlock()
	t := states.tab.Load()
	if t != nil {
		if s := t.find(l); s != nil {
			return s
		}
	}
	if t == nil || 2*(t.n+1) > len(t.slots) {
		t = t.grown()
		states.tab.Store(t)
	}
	s := settledSearch(l)
	t.put(s)
	return s
}

// slotOf is where l's search is looked for first: its address hashed
// (Fibonacci hashing; lre values are 16 bytes apart).
func (t *stateTable) slotOf(l *lre) uintptr {
	h := uint64(uintptr(unsafe.Pointer(l))) >> 4 * 0x9E3779B97F4A7C15 >> 32
	return uintptr(h) & uintptr(len(t.slots)-1)
}

// find returns l's search, or nil.
func (t *stateTable) find(l *lre) *search {
	mask := uintptr(len(t.slots) - 1)
	for i := t.slotOf(l); ; i = (i + 1) & mask {
		s := t.slots[i].Load()
		if s == nil || s.l == l {
			return s
		}
	}
}

// put files s, under states.mu.
func (t *stateTable) put(s *search) {
	mask := uintptr(len(t.slots) - 1)
	for i := t.slotOf(s.l); ; i = (i + 1) & mask {
		if t.slots[i].Load() == nil {
			t.slots[i].Store(s)
			t.n++
			return
		}
	}
}

// grown returns a table twice t's size (256 slots for none) holding t's
// searches, under states.mu.
func (t *stateTable) grown() *stateTable {
	size := 256
	if t != nil {
		size = 2 * len(t.slots)
	}
	g := &stateTable{slots: make([]atomic.Pointer[search], size)}
	if t != nil {
		for i := range t.slots {
			if s := t.slots[i].Load(); s != nil {
				g.put(s)
			}
		}
	}
	return g
}

// The methods the readers call, on the pattern's search.

func (l *lre) MatchString(s string) bool      { return l.state().MatchString(s) }
func (l *lre) FindString(s string) string     { return l.state().FindString(s) }
func (l *lre) FindStringIndex(s string) []int { return l.state().FindStringIndex(s) }
func (l *lre) FindStringSubmatch(s string) []string {
	return l.state().FindStringSubmatch(s)
}
func (l *lre) FindStringSubmatchIndex(s string) []int {
	return l.state().FindStringSubmatchIndex(s)
}
func (l *lre) FindAllStringIndex(s string, n int) [][]int {
	return l.state().FindAllStringIndex(s, n)
}
func (l *lre) FindAllStringSubmatch(s string, n int) [][]string {
	return l.state().FindAllStringSubmatch(s, n)
}
func (l *lre) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.state().FindAllStringSubmatchIndex(s, n)
}
func (l *lre) indexFrom(s string, from int) int   { return l.state().indexFrom(s, from) }
func (l *lre) each(s string, fn func([]int) bool) { l.state().each(s, fn) }
