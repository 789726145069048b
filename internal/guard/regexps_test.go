package guard

import (
	"flag"
	"testing"

	"github.com/proofgate/proofgate/internal/rx/rxtest"
)

var update = flag.Bool("update", false, "rewrite regexps_gen.go")

// TestRegexpTable holds regexps_gen.go to the patterns declared as
// lazyRegexp: they are compiled at build time, so that no hook compiles
// one.
func TestRegexpTable(t *testing.T) {
	exprs := patternExprs(t)
	rxtest.Check(t, "regexps_gen.go", "guard", "regexps", "go test -run TestRegexpTable -update", exprs, *update)
	for _, expr := range exprs {
		if !*update && !regexps.Has(expr) {
			t.Errorf("%q is not in regexps_gen.go", expr)
		}
	}
}
