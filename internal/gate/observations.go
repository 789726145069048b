package gate

import (
	"slices"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
)

// Observations lists the ledger's changes and checks in the order they
// happened, as the claim detector reads them. Changes that cannot alter
// behaviour are left out: "done" after a README edit is true.
func Observations(l *ledger.Ledger) []detect.Observation {
	type item struct {
		seq int
		obs detect.Observation
	}
	items := make([]item, 0, len(l.Changes)+len(l.Checks)) // grown by append, a full ledger's list took twice its size
	for _, c := range l.Changes {
		if c.Behavioural() {
			items = append(items, item{c.Behaviour, detect.Observation{Kind: "edit", Path: c.Path}})
		}
	}
	for _, c := range l.Checks {
		items = append(items, item{c.Seq, detect.Observation{Kind: string(c.Kind), Command: c.Command, ExitCode: exitCode(c)}})
	}
	slices.SortStableFunc(items, func(a, b item) int { return a.seq - b.seq })
	out := make([]detect.Observation, len(items))
	for i, it := range items {
		out[i] = it.obs
	}
	return out
}

// exitCode turns a check's result into the detector's exit code. An
// unobserved result is not a success.
func exitCode(c ledger.Check) int {
	switch {
	case c.Success == nil:
		return -1
	case *c.Success:
		return 0
	case c.ExitCode != nil && *c.ExitCode != 0:
		return *c.ExitCode
	}
	return 1
}
