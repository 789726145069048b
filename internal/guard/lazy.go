package guard

import (
	"sync"

	"github.com/proofgate/proofgate/internal/rx"
)

// lazyRegexp registers a pattern that is taken from regexps_gen.go on its
// first use and returns the function that gives it out. Every hook process
// links this package, but only PreToolUse and PermissionRequest judge
// commands, and a command reaches few of the patterns; they come compiled
// at build time (see package rx), so no hook compiles one.
//
//go:generate go test -run TestRegexpTable -update
func lazyRegexp(expr string) func() *rx.Regexp {
	re := sync.OnceValue(func() *rx.Regexp { return regexps.MustCompile(expr) })
	allPatterns = append(allPatterns, re)
	return re
}

// allPatterns lists every lazyRegexp, so that a test can compile them all
// and hold regexps_gen.go to them: a pattern that does not compile must
// fail the tests, not a hook.
var allPatterns []func() *rx.Regexp
