package gate

import (
	"slices"
	"testing"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// TestCoverageFollowsRecordedReads: a stop judges a check by the reads
// recorded with it, and works them out from the line only for a check
// recorded without them (a ledger from before they were kept). The
// recorded reads here differ from the line's on purpose, to tell which
// one was used.
func TestCoverageFollowsRecordedReads(t *testing.T) {
	passed := true
	for _, tc := range []struct {
		name    string
		command string
		reads   ledger.Reads
		covered bool
	}{
		{"none recorded: the line is read", "go test ./...", 0, true},
		{"none recorded: a formatter's line is read", "gofmt -l .", 0, false},
		{"recorded as the line reads", "go test ./...", pack(t, []observe.Toolchain{"go"}, false, false), true},
		{"recorded as another ecosystem's", "go test ./...", pack(t, []observe.Toolchain{"js"}, false, false), false},
		{"recorded as a formatter's", "go test ./...", pack(t, []observe.Toolchain{"go"}, true, false), false},
		{"recorded as a pattern linter's, code changed", "go test ./...", pack(t, nil, false, true), false},
		{"recorded as naming no ecosystem", "gofmt -l .", pack(t, nil, false, false), true},
		{"recorded by a newer proofgate: the line is read", "gofmt -l .", pack(t, nil, false, false) | 1<<20, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := ledger.New("s", "/p")
			l.RecordChange("/p/main.go", observe.Code, "Edit", false)
			l.RecordChecks([]ledger.Check{{Command: tc.command, Kind: observe.Test, Success: &passed, Reads: tc.reads}})
			unverified := Summarize(l).Unverified
			if got := len(unverified) == 0; got != tc.covered {
				t.Errorf("covered = %v, want %v (unverified: %v)", got, tc.covered, unverified)
			}
		})
	}
}

func pack(t *testing.T, ts []observe.Toolchain, formatOnly, patternOnly bool) ledger.Reads {
	t.Helper()
	r, ok := ledger.PackReads(observe.Reads{Toolchains: ts, FormatOnly: formatOnly, PatternOnly: patternOnly})
	if !ok {
		t.Fatalf("cannot pack %v", ts)
	}
	return r
}

// TestReadsOfAsksOnlyOfVerifyingChecks: the reads of a check of a kind
// that vouches for no change are never asked, and not kept.
func TestReadsOfAsksOnlyOfVerifyingChecks(t *testing.T) {
	if r := ReadsOf(&ledger.Check{Command: "mcp__playwright__browser_click", Kind: observe.MCP}); r != 0 {
		t.Errorf("an MCP call's reads: %b, want none", r)
	}
	r := ReadsOf(&ledger.Check{Command: "npm run lint", Kind: observe.Lint, Script: "eslint src"})
	if rd := r.Unpack(); !r.Recorded() || !rd.PatternOnly || rd.FormatOnly || !slices.Equal(rd.Toolchains, []observe.Toolchain{"js"}) {
		t.Errorf("npm run lint running eslint reads %b, want js, pattern only", r)
	}
}
