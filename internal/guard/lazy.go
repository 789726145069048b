package guard

import (
	"sync"

	"github.com/proofgate/proofgate/internal/rx"
)

// lazyRegexp is a pattern that is taken from regexps_gen.go on its first
// use. Every hook process links this package, but only PreToolUse and
// PermissionRequest judge commands, and a command reaches few of the
// patterns; they come compiled at build time (see package rx), so no hook
// compiles one. A package-level lazyRegexp is data the compiler lays out:
// it costs a process nothing at start.
//
// Every pattern is declared as a package-level lazyRegexp{expr: …} with a
// constant expr: the tests read them from the source (patternExprs) to
// hold regexps_gen.go to them.
//
//go:generate go test -run TestRegexpTable -update
type lazyRegexp struct {
	expr string
	once sync.Once
	re   *rx.Regexp
}

// get returns the compiled pattern.
func (l *lazyRegexp) get() *rx.Regexp {
	l.once.Do(func() { l.re = regexps.MustCompile(l.expr) })
	return l.re
}
