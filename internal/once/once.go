// Package once holds values built on first use that cost a process nothing
// at start.
//
// Every hook event is a process of its own, so whatever a package builds
// before main is paid on every tool call. sync.OnceValue allocates its
// state when it is called, which for a package-level table is in package
// init: two or so allocations a table, in every process, though most
// events never read most tables. A package-level Value whose Build is a
// func literal that captures nothing is laid out by the compiler as data,
// and nothing runs until the first Get.
package once

import "sync"

// Value is built by Build on the first Get. Its zero value, less Build, is
// ready to use; it must not be copied after the first Get.
type Value[T any] struct {
	Build func() T
	once  sync.Once
	v     T
}

// Get builds the value on the first call and returns it; later calls, from
// any goroutine, return the same value.
func (l *Value[T]) Get() T {
	l.once.Do(func() { l.v = l.Build() })
	return l.v
}
