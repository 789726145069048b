package gate_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/scenario"
)

// play runs a session's payloads through a fresh engine, as the hooks
// would, and returns the Stop's decision.
func play(t *testing.T, s scenario.Session) (block bool, rule, reason, warning string) {
	t.Helper()
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	e := hook.New(store, config.Default())
	payloads := s.Payloads("example", "/home/dev/shop")
	for i, p := range payloads {
		ev, err := claude.Adapter{}.Decode(p)
		if err != nil {
			t.Fatal(err)
		}
		d, err := e.Handle(ev)
		if err != nil {
			t.Fatal(err)
		}
		if i == len(payloads)-1 {
			return d.Block, d.Rule, d.Reason, d.Message
		}
	}
	return false, "", "", ""
}

// TestRuleExamples holds every rule to its documented examples: each Fire
// session is blocked by that rule, and no Pass session is blocked by it.
func TestRuleExamples(t *testing.T) {
	for _, r := range gate.Rules() {
		t.Run(r.ID, func(t *testing.T) {
			ex := examples(r)
			for _, s := range ex.Fire {
				block, rule, reason, _ := play(t, s)
				if !block || !fromRule(rule, r.ID) {
					t.Errorf("must fire on %q: got block %v by %q (%s)", s.Final, block, rule, reason)
				}
			}
			for _, s := range ex.Pass {
				if block, rule, reason, _ := play(t, s); block && fromRule(rule, r.ID) {
					t.Errorf("must not fire on %q: %s", s.Final, reason)
				}
			}
			for _, s := range ex.Warn {
				block, rule, reason, warning := play(t, s)
				if block || !fromRule(rule, r.ID) || !strings.Contains(warning, "("+rule+")") {
					t.Errorf("must warn on %q: got block %v by %q (%s), warning %q", s.Final, block, rule, reason, warning)
				}
			}
		})
	}
}

// examples builds r's examples; a rule without them has none, which
// TestRulesAreDocumented reports.
func examples(r *gate.Rule) gate.Examples {
	if r.Examples == nil {
		return gate.Examples{}
	}
	return r.Examples()
}

// fromRule reports whether a decision's rule id is r's, or one of its
// variants (claim.tests-pass is the claim rule's).
func fromRule(id, r string) bool { return id == r || strings.HasPrefix(id, r+".") }

// TestRulesAreDocumented holds the registry to its contract: unique ids,
// a family that configuration can switch, a doc, and examples both ways.
func TestRulesAreDocumented(t *testing.T) {
	var ids []string
	for _, r := range gate.Rules() {
		ex := examples(r)
		switch {
		case r.ID == "" || slices.Contains(ids, r.ID):
			t.Errorf("rule id %q is empty or repeated", r.ID)
		case !slices.Contains([]string{"premature", "scope", "claims", "mode"}, r.Family):
			t.Errorf("%s: family %q is no configuration switch", r.ID, r.Family)
		case len(strings.Fields(r.Doc)) < 25:
			t.Errorf("%s: the doc should say in a paragraph what it blocks and what it lets through", r.ID)
		case len(ex.Fire)+len(ex.Warn) == 0 || len(ex.Pass) == 0:
			t.Errorf("%s: needs examples that must fire (or warn) and must not", r.ID)
		}
		ids = append(ids, r.ID)
	}
}
