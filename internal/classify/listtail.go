package classify

import (
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// The tail of an English list ("…, the printer and the tests") is found
// from its comma: every comma of a prompt is a place it may start, and a
// long prompt has hundreds. Through the pattern engine each was a try of
// the whole pattern (40 µs of the 10 KB prose prompt's reading); the
// pattern's few choices are made below in the order the pattern makes
// them, so each comma costs a few compares. TestListTailAgrees and
// FuzzListTail hold it to enListTailPattern, compiled by the standard
// library.

// eachListTail calls fn with the span of each match of
//
//	,\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?,?\s+and\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\b
//
// in s, leftmost first, until fn returns true.
func eachListTail(s string, fn func(start, end int) bool) {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], ',')
		if k < 0 {
			return
		}
		comma := i + k
		if end := listTailAt(s, comma); end >= 0 {
			if fn(comma, end) {
				return
			}
			i = end
		} else {
			i = comma + 1
		}
	}
}

// listTailAt returns the end of the list tail that starts with the comma
// at s[i], -1 when none does. Each \s+ and [a-z]+ of the pattern takes its
// whole run, since what follows either cannot start with what a shorter
// run would leave; what remains are the optional parts, tried taken
// first, as the pattern tries them.
func listTailAt(s string, i int) int {
	j := skipSpace(s, i+1)
	if j == i+1 {
		return -1
	}
	end := -1
	eachPart(s, j, func(p int) bool {
		k := p
		if k < len(s) && s[k] == ',' {
			k++
		}
		and := skipSpace(s, k)
		if and == k || !strings.HasPrefix(s[and:], "and") {
			return false
		}
		after := skipSpace(s, and+len("and"))
		if after == and+len("and") {
			return false
		}
		return eachPart(s, after, func(e int) bool {
			if e == len(s) || !ascii.IsWord(s[e]) { // the pattern's final \b
				end = e
				return true
			}
			return false
		})
	})
	return end
}

// eachPart calls fn with each place a part of the list,
// (?:an?\s+)?[a-z]+(?:\s+[a-z]+)?, can end when it starts at j, in the
// order the pattern tries them, until fn returns true; it reports whether
// fn did.
func eachPart(s string, j int, fn func(end int) bool) bool {
	as, na := articleEnds(s, j)
	for _, a := range as[:na] {
		w := letters(s, a)
		if w == a {
			continue
		}
		ps, np := partEnds(s, w)
		for _, p := range ps[:np] {
			if fn(p) {
				return true
			}
		}
	}
	return false
}

// articleEnds returns where (?:an?\s+)? can end at j, ends[:n], in the
// order the pattern tries them: after "an" and its spaces, after "a" and
// its, and at j itself. (Arrays, not slices: a long prompt asks at
// hundreds of commas, and none of it need reach the heap.)
func articleEnds(s string, j int) (ends [3]int, n int) {
	if strings.HasPrefix(s[j:], "an") {
		if k := skipSpace(s, j+2); k > j+2 {
			ends[n], n = k, n+1
		}
	}
	if strings.HasPrefix(s[j:], "a") {
		if k := skipSpace(s, j+1); k > j+1 {
			ends[n], n = k, n+1
		}
	}
	ends[n], n = j, n+1
	return ends, n
}

// partEnds returns where (?:\s+[a-z]+)? can end after a word that ends at
// w, ends[:n]: after a second word if one follows, then at w itself.
func partEnds(s string, w int) (ends [2]int, n int) {
	if k := skipSpace(s, w); k > w {
		if e := letters(s, k); e > k {
			return [2]int{e, w}, 2
		}
	}
	return [2]int{w}, 1
}

// letters returns the end of the run of [a-z] at s[i].
func letters(s string, i int) int {
	for i < len(s) && 'a' <= s[i] && s[i] <= 'z' {
		i++
	}
	return i
}
