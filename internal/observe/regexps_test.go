package observe

import (
	"flag"
	"testing"

	"github.com/proofgate/proofgate/internal/rx/rxtest"
)

var updateRegexps = flag.Bool("update", false, "rewrite regexps_gen.go")

// TestRegexpTable holds regexps_gen.go to the patterns the readers use:
// every one is compiled at build time, so that no hook compiles one.
func TestRegexpTable(t *testing.T) {
	exprs := rxtest.Collect(pythonSignals.Get(), nodeSignals.Get(), rubySignals.Get(), phpSignals.Get(), perlSignals.Get(), luaSignals.Get(),
		nodeRequire.Get(), ansi.Get(), markers.Get(), whereBlock.Get(), stepLine.Get(), lefthookLine.Get(),
		lintStagedLine.Get(), hookFailure.Get())
	for _, r := range append(readers.Get(), scopedFailures.Get()...) {
		exprs = append(exprs, r.re.expr)
	}
	rxtest.Check(t, "regexps_gen.go", "observe", "regexps", "go test -run TestRegexpTable -update", exprs, *updateRegexps)
	for _, expr := range exprs {
		if !*updateRegexps && !regexps.Has(expr) {
			t.Errorf("%q is not in regexps_gen.go", expr)
		}
	}
}
