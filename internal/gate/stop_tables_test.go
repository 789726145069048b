package gate

import (
	"reflect"
	"slices"
	"testing"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/observe"
)

// oldRules and oldBacking are rules and backing as they were built on first
// use in every Stop's process; TestStopTablesAgree holds the data to them.
func oldRules() []Rule {
	return []Rule{
		prematureDeferral, prematurePromise,
		claimResult,
		claimMeasured,
		claimPasted,
		claimNothingDone,
		claimAction,
		failureUnreported,
		scopeCut,
		riskUnshown,
		unverifiedRequested,
		unverifiedChanged,
	}
}

func oldBacking() map[string][]observe.Kind {
	return map[string][]observe.Kind{
		detect.RuleClaimTests:     {observe.Test},
		detect.RuleClaimBuild:     {observe.Build, observe.Test, observe.Typecheck},
		detect.RuleClaimLint:      {observe.Lint},
		detect.RuleClaimTypecheck: {observe.Typecheck, observe.Build, observe.Test},
		detect.RuleClaimRun:       {observe.Run, observe.Test, observe.MCP},
		detect.RuleClaimDeploy:    {observe.Deploy},
	}
}

func TestStopTablesAgree(t *testing.T) {
	old := oldRules()
	if len(Rules()) != len(old) {
		t.Fatalf("%d rules, the builder gave %d", len(Rules()), len(old))
	}
	fn := func(f any) uintptr { return reflect.ValueOf(f).Pointer() }
	for i, r := range Rules() {
		o := old[i]
		if r.ID != o.ID || r.Family != o.Family || r.Doc != o.Doc || r.subagents != o.subagents ||
			fn(r.check) != fn(o.check) || fn(r.Examples) != fn(o.Examples) {
			t.Errorf("rule %d is %s, the builder gave %s", i, r.ID, o.ID)
		}
	}
	// Every rule id the detector documents, the old keys, and some others.
	ids := []string{"", "claim", "claim.tests", detect.RuleClaimFixed}
	for _, d := range detect.Registry() {
		ids = append(ids, d.ID, d.ID+"x")
	}
	m := oldBacking()
	for id := range m {
		ids = append(ids, id)
	}
	for _, id := range ids {
		got, ok := backedBy(id)
		want, wantOK := m[id]
		if ok != wantOK || !slices.Equal(got, want) {
			t.Errorf("backedBy(%q) = %v, %v; the map gives %v, %v", id, got, ok, want, wantOK)
		}
	}
	if len(backing) != len(m) {
		t.Errorf("backing has %d rules, the map %d", len(backing), len(m))
	}
}
