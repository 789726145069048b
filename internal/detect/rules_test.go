package detect

import (
	"slices"
	"strings"
	"testing"
)

// TestRegistry runs every example of every rule: the rule must decide on
// each message of Fires and on none of Quiet.
func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Registry() {
		if seen[r.ID] {
			t.Errorf("%s: listed twice", r.ID)
		}
		seen[r.ID] = true
		if r.Doc == "" || len(r.Fires) == 0 || len(r.Quiet) == 0 {
			t.Errorf("%s: needs a doc and examples of both kinds", r.ID)
		}
		for _, m := range r.Fires {
			if ok, why := fires(r, m); !ok {
				t.Errorf("%s should fire on %q; got %v", r.ID, m, why)
			}
		}
		for _, m := range r.Quiet {
			if ok, why := fires(r, m); ok {
				t.Errorf("%s should not fire on %q; got %v", r.ID, m, why)
			}
		}
	}
	for _, id := range []string{RulePromise, RuleDeferral, RuleWaitsRunning, RuleWaitsIdle, RuleHandoff, RuleOptions,
		RuleGapReasoned, RuleUnverified, RuleFailure, RuleScopeSkipped, RuleScopeStubbed, RuleScopeDisabled,
		RuleScopeSuppressed, RuleScopeTodo, RuleScopeDeferred, RuleScopePartial, RuleClaimTests, RuleClaimBuild,
		RuleClaimLint, RuleClaimTypecheck, RuleClaimRun, RuleClaimDeploy, RuleClaimFixed, RuleActs, RuleReported} {
		if !seen[id] {
			t.Errorf("%s: no registry entry", id)
		}
	}
}

// fires reports whether rule r decides on message m, and what decided.
func fires(r RuleDoc, m string) (bool, any) {
	if strings.HasPrefix(r.ID, "claim.") {
		cc := Claims(m, r.Observed)
		for _, c := range cc.Unsupported {
			if c.Rule == r.ID {
				return true, cc.Reasons
			}
		}
		return false, cc.Reasons
	}
	if r.ID == RuleReported {
		got := ReportedActions(m)
		return got != nil, got
	}
	if r.ID == RuleActs {
		acts, _ := Acts(m)
		return acts != nil, acts
	}
	// A scope example names the rule of its family it belongs to: the id
	// must be the one read from the reason.
	f := Scan(m)
	return slices.Contains(f.Rules, r.ID), f.Reasons
}
