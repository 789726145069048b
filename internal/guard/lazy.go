package guard

import (
	"regexp"
	"sync"
)

// lazyRegexp registers a pattern that compiles on its first use and
// returns the function that gives it out. Every hook process links this
// package, but only PreToolUse and PermissionRequest judge commands, and a
// command reaches few of the patterns: compiling all of them at init cost
// every hook process about 3 ms.
func lazyRegexp(expr string) func() *regexp.Regexp {
	re := sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
	allPatterns = append(allPatterns, re)
	return re
}

// allPatterns lists every lazyRegexp, so that a test can compile them all:
// a pattern that does not compile must fail the tests, not a hook.
var allPatterns []func() *regexp.Regexp
