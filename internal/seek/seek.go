// Package seek finds the places of two bytes in a text, in order.
//
// A hook's prefilters look at a 10 KB prompt only around a few bytes (the
// colons and equals signs of NAME=value, the slashes and dots of a path),
// and a loop that tests every byte for them spends a few instructions on
// each. strings.IndexByte reads many bytes an instruction; a cursor for
// each byte that only goes forward keeps the walk linear however the two
// interleave.
package seek

import "strings"

// Two walks the positions of two bytes in a string in ascending order.
type Two struct {
	s      string
	a, b   byte
	na, nb int // the next position of a and of b found; -1: none left
}

// TwoOf starts a walk of the positions of a and b in s.
func TwoOf(s string, a, b byte) Two {
	t := Two{s: s, a: a, b: b, na: indexFrom(s, a, 0), nb: -1}
	if b != a {
		t.nb = indexFrom(s, b, 0)
	}
	return t
}

// Next returns the position of the first a or b at or after from, or -1.
// Each call's from is at least the last's.
func (t *Two) Next(from int) int {
	if t.na >= 0 && t.na < from {
		t.na = indexFrom(t.s, t.a, from)
	}
	if t.nb >= 0 && t.nb < from {
		t.nb = indexFrom(t.s, t.b, from)
	}
	switch {
	case t.na < 0:
		return t.nb
	case t.nb < 0:
		return t.na
	}
	return min(t.na, t.nb)
}

// indexFrom returns the position of the first c in s at or after from, or
// -1.
func indexFrom(s string, c byte, from int) int {
	if from >= len(s) {
		return -1
	}
	if i := strings.IndexByte(s[from:], c); i >= 0 {
		return from + i
	}
	return -1
}
