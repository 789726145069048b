package gate

import (
	"slices"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// Gap is what the ledger says about verification of the changes.
type Gap struct {
	// DocsOnly is set when something changed and all of it is documentation.
	DocsOnly bool
	// Unverified are the non-documentation changes that no passing
	// verification vouches for; empty when the changes are verified.
	Unverified []ledger.Change
	// LastRun is the run that explains the gap: the latest failing one
	// after the last change, else the latest run after it, if any.
	LastRun *ledger.Check
	// Proof is the passing run that vouches for the changes, when there is
	// no gap.
	Proof *ledger.Check
}

// verifying are the kinds of check that can vouch for a code change,
// strongest first: a proof names the strongest kind that passed.
var verifying = []observe.Kind{observe.Test, observe.Build, observe.Typecheck, observe.Run, observe.Lint}

// Gaps reads the ledger for changes no passing verification followed. A
// kind whose latest run after the last change failed leaves a gap even when
// another kind passed: a clean lint does not outweigh a failing test.
func Gaps(l *ledger.Ledger) Gap {
	var g Gap
	lastCode := 0
	for _, c := range l.Changes {
		if c.Kind != observe.Docs {
			lastCode = max(lastCode, c.Seq)
		}
	}
	if lastCode == 0 && l.DroppedCode && len(l.Changes) > 0 {
		// A code change was pushed out of the bounded list; it came
		// before every change still listed.
		lastCode = l.Changes[0].Seq
	}
	if lastCode == 0 {
		g.DocsOnly = len(l.Changes) > 0
		return g
	}
	latest := map[observe.Kind]*ledger.Check{}
	lastPassBefore := 0
	for i, c := range l.Checks {
		if !slices.Contains(verifying, c.Kind) {
			continue
		}
		if c.Seq < lastCode {
			if passed(c) {
				lastPassBefore = c.Seq
			}
			continue
		}
		latest[c.Kind] = &l.Checks[i]
		g.LastRun = &l.Checks[i]
	}
	var failing *ledger.Check
	for _, c := range latest {
		switch {
		case c.Success != nil && !*c.Success:
			if failing == nil || c.Seq > failing.Seq {
				failing = c
			}
		case passed(*c) && (g.Proof == nil || stronger(c.Kind, g.Proof.Kind)):
			g.Proof = c
		}
	}
	if g.Proof != nil && failing == nil {
		return Gap{Proof: g.Proof}
	}
	g.Proof = nil
	if failing != nil {
		g.LastRun = failing
	}
	for _, c := range l.Changes {
		if c.Kind != observe.Docs && c.Seq > lastPassBefore {
			g.Unverified = append(g.Unverified, c)
		}
	}
	if len(g.Unverified) == 0 {
		// Only a dropped change is unverified: name the oldest listed one.
		g.Unverified = l.Changes[:1]
	}
	return g
}

func passed(c ledger.Check) bool { return c.Success != nil && *c.Success }

func stronger(a, b observe.Kind) bool {
	return slices.Index(verifying, a) < slices.Index(verifying, b)
}

// Observations lists the ledger's changes and checks in the order they
// happened, as the claim detector reads them. Documentation edits are left
// out: they need no verification, and "done" after a README edit is true.
func Observations(l *ledger.Ledger) []detect.Observation {
	type item struct {
		seq int
		obs detect.Observation
	}
	var items []item
	for _, c := range l.Changes {
		if c.Kind != observe.Docs {
			items = append(items, item{c.Seq, detect.Observation{Kind: "edit", Path: c.Path}})
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
