package classify

import (
	"testing"

	"github.com/proofgate/proofgate/internal/rx/rxtest"
)

// regexpExprs are the programs the patterns' searches run: the anchored
// form of a pattern with lead literals, the pattern itself otherwise.
func regexpExprs(t *testing.T) []string {
	var exprs []string
	for _, p := range patterns(t) {
		if settledFor(p.expr).lead.head != nil {
			exprs = append(exprs, anchoredExpr(p.expr))
		} else {
			exprs = append(exprs, p.expr)
		}
	}
	return exprs
}

// TestRegexpTable holds regexps_gen.go to the patterns: every program a
// prompt's classification runs is compiled at build time.
func TestRegexpTable(t *testing.T) {
	exprs := regexpExprs(t)
	rxtest.Check(t, "regexps_gen.go", "classify", "regexps", "go test -run TestRegexpTable -update", exprs, *update)
	for _, expr := range exprs {
		if !*update && !regexps.Has(expr) {
			t.Errorf("%q is not in regexps_gen.go", expr)
		}
	}
}
