package redact

import (
	"flag"
	"testing"

	"github.com/proofgate/proofgate/internal/rx/rxtest"
)

var update = flag.Bool("update", false, "rewrite regexps_gen.go")

// TestRegexpTable holds regexps_gen.go to the rules' patterns: they are
// compiled at build time, so that no hook compiles one.
func TestRegexpTable(t *testing.T) {
	var exprs []string
	for _, r := range rules.Get() {
		exprs = append(exprs, r.re().String())
	}
	rxtest.Check(t, "regexps_gen.go", "redact", "regexps", "go test -run TestRegexpTable -update", exprs, *update)
	for _, expr := range exprs {
		if !*update && !regexps.Has(expr) {
			t.Errorf("%q is not in regexps_gen.go", expr)
		}
	}
}
