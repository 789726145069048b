package detect

import "sync"

// lazy is a value built on first use. A package-level lazy whose build is
// a func literal that captures nothing is laid out by the compiler, so it
// costs a process nothing at start; sync.OnceValue, which these tables
// were, allocated its state in package init, about two allocations per
// table in every hook process.
type lazy[T any] struct {
	once  sync.Once
	build func() T
	v     T
}

// get builds the value on the first call and returns it.
func (l *lazy[T]) get() T {
	l.once.Do(func() { l.v = l.build() })
	return l.v
}
