package gate

import (
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// ledgerOf builds a ledger from steps: "edit:a.go", "edit:README.md",
// "test:go test ./...:pass", "build:go build:fail", "test:npm test:unknown".
func ledgerOf(mode string, steps ...string) *ledger.Ledger {
	l := ledger.New("s", "/p")
	l.Mode = mode
	if mode == "blocked" {
		l.Risks = []string{"production"}
	}
	for _, s := range steps {
		parts := strings.SplitN(s, ":", 3)
		if parts[0] == "edit" {
			l.RecordChange("/p/"+parts[1], observe.File(parts[1]), "Edit")
			continue
		}
		c := ledger.Check{Command: parts[1], Kind: observe.Kind(parts[0])}
		switch parts[2] {
		case "pass":
			t := true
			c.Success = &t
		case "fail":
			f, code := false, 1
			c.Success, c.ExitCode = &f, &code
		}
		l.RecordChecks([]ledger.Check{c})
	}
	return l
}

const report = "Updated the handler and added a test for the empty case."

func TestDecide(t *testing.T) {
	tests := []struct {
		name    string
		in      Input
		block   bool
		rule    string
		warning bool
	}{
		// 1. A stop after a stop-hook continuation always ends the turn.
		{"hook active, gap warns", Input{Ledger: ledgerOf("normal", "edit:a.go"), Message: report, HookActive: true}, false, "hook-active", true},
		{"hook active, promise allowed", Input{Ledger: ledgerOf("normal"), Message: "I'll fix it now.", HookActive: true}, false, "hook-active", false},
		// 2. The cap.
		{"cap reached warns", Input{Ledger: withBlocks(ledgerOf("deep", "edit:a.go"), 2), Message: report}, false, "cap", true},
		{"custom cap", Input{Ledger: withBlocks(ledgerOf("deep", "edit:a.go"), 1), Message: report, Cap: 1}, false, "cap", true},
		{"quick mode cap no warning", Input{Ledger: withBlocks(ledgerOf("quick", "edit:a.go"), 2), Message: report}, false, "cap", false},
		// 3. Promises.
		{"promise only", Input{Ledger: ledgerOf("quick"), Message: "I'll implement the parser now."}, true, "premature", false},
		{"korean promise", Input{Ledger: ledgerOf("quick"), Message: "이제 테스트를 실행하겠습니다."}, true, "premature", false},
		{"question to user", Input{Ledger: ledgerOf("normal"), Message: "Should I also update the migration?"}, false, "", false},
		{"wait on background", Input{Ledger: ledgerOf("quick"), Message: "The suite is running in the background; I'll check the result when it finishes.", BackgroundTasks: 1}, false, "", false},
		// 4. Quick mode and docs-only changes.
		{"quick, edit, no test", Input{Ledger: ledgerOf("quick", "edit:a.go"), Message: report}, false, "", false},
		{"docs only", Input{Ledger: ledgerOf("normal", "edit:README.md", "edit:docs/guide.md"), Message: report}, false, "", false},
		{"docs only in blocked mode", Input{Ledger: ledgerOf("blocked", "edit:README.md"), Message: report}, false, "", false},
		// 5. Blocked mode.
		{"blocked mode", Input{Ledger: ledgerOf("blocked"), Message: report}, true, "blocked", false},
		// 6. Verification gaps.
		{"edit, no verification", Input{Ledger: ledgerOf("normal", "edit:a.go"), Message: report}, true, "unverified", false},
		{"edit then pass", Input{Ledger: ledgerOf("normal", "edit:a.go", "test:go test ./...:pass"), Message: report}, false, "", false},
		{"pass then edit", Input{Ledger: ledgerOf("normal", "test:go test ./...:pass", "edit:a.go"), Message: report}, true, "unverified", false},
		{"edit then fail", Input{Ledger: ledgerOf("normal", "edit:a.go", "test:go test ./...:fail"), Message: report}, true, "unverified", false},
		{"edit, fail, pass", Input{Ledger: ledgerOf("normal", "edit:a.go", "test:go test:fail", "test:go test:pass"), Message: report}, false, "", false},
		{"edit then unknown result", Input{Ledger: ledgerOf("normal", "edit:a.go", "test:go test | tail:unknown"), Message: report}, true, "unverified", false},
		{"edit then deploy only", Input{Ledger: ledgerOf("normal", "edit:a.go", "deploy:kubectl apply -f k8s:pass"), Message: report}, true, "unverified", false},
		{"edit, test fails, lint passes", Input{Ledger: ledgerOf("normal", "edit:a.go", "test:go test:fail", "lint:go vet:pass"), Message: report}, true, "unverified", false},
		{"edit, lint passes, test unknown", Input{Ledger: ledgerOf("normal", "edit:a.go", "lint:go vet:pass", "test:go test | tail:unknown"), Message: report}, false, "", false},
		{"code then docs after pass", Input{Ledger: ledgerOf("normal", "edit:a.go", "build:go build:pass", "edit:CHANGELOG.md"), Message: report}, false, "", false},
		{"config change needs check", Input{Ledger: ledgerOf("deep", "edit:config.yaml"), Message: report}, true, "unverified", false},
		{"deep, nothing done", Input{Ledger: ledgerOf("deep"), Message: "The flake comes from a shared temp dir between tests."}, true, "no-proof", false},
		{"deep, verified investigation", Input{Ledger: ledgerOf("deep", "test:go test -count=20 ./...:fail"), Message: "The flake comes from a shared temp dir between tests."}, false, "", false},
		{"normal, nothing done", Input{Ledger: ledgerOf("normal"), Message: "The function already handles that case."}, false, "", false},
		// Subagents: only the promise rule, against their own count.
		{"subagent promise", Input{Ledger: ledgerOf("normal", "edit:a.go"), Message: "I'll search the remaining packages next.", Subagent: "a1"}, true, "premature", false},
		{"subagent report, gap ignored", Input{Ledger: ledgerOf("normal", "edit:a.go"), Message: "Found three call sites: a.go:12, b.go:40, c.go:7.", Subagent: "a1"}, false, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.in.Rules == (Rules{}) {
				tt.in.Rules = AllRules
			}
			if tt.in.Cap == 0 {
				tt.in.Cap = DefaultCap
			}
			v := Decide(tt.in)
			if v.Block != tt.block || v.Rule != tt.rule {
				t.Errorf("Decide = block %v rule %q (%s), want block %v rule %q", v.Block, v.Rule, v.Reason, tt.block, tt.rule)
			}
			if (v.Warning != "") != tt.warning {
				t.Errorf("Warning = %q, want present=%v", v.Warning, tt.warning)
			}
			if v.Block && !strings.HasPrefix(v.Reason, Prefix) {
				t.Errorf("reason %q lacks the %q prefix", v.Reason, Prefix)
			}
		})
	}
}

func withBlocks(l *ledger.Ledger, n int) *ledger.Ledger {
	l.Blocks = n
	return l
}

func TestReasonsNameTheEvidence(t *testing.T) {
	v := Decide(Input{Ledger: ledgerOf("normal", "edit:internal/parser.go", "test:go test ./...:fail"), Message: report, Rules: AllRules, Cap: DefaultCap})
	for _, want := range []string{"parser.go", "`go test ./...`", "failed (exit 1)"} {
		if !strings.Contains(v.Reason, want) {
			t.Errorf("reason %q does not mention %q", v.Reason, want)
		}
	}
}

func TestRulesSwitchOff(t *testing.T) {
	l := ledgerOf("normal", "edit:a.go")
	if v := Decide(Input{Ledger: l, Message: "I'll fix it now.", Rules: Rules{Mode: true}, Cap: DefaultCap}); v.Rule != "unverified" {
		t.Errorf("with Premature off: rule %q, want unverified", v.Rule)
	}
	if v := Decide(Input{Ledger: l, Message: report, Rules: Rules{Premature: true}, Cap: DefaultCap}); v.Block {
		t.Errorf("with Mode off: blocked by %q", v.Rule)
	}
}

func TestSubagentCap(t *testing.T) {
	l := ledgerOf("normal")
	l.SubagentBlocks = map[string]int{"a1": 2}
	if v := Decide(Input{Ledger: l, Message: "I'll do it next.", Subagent: "a1", Rules: AllRules, Cap: DefaultCap}); v.Block {
		t.Error("subagent blocked past its cap")
	}
	if v := Decide(Input{Ledger: l, Message: "I'll do it next.", Subagent: "a2", Rules: AllRules, Cap: DefaultCap}); !v.Block {
		t.Error("another subagent's cap was applied")
	}
}

func TestObservationsOrder(t *testing.T) {
	l := ledgerOf("normal", "test:go test:fail", "edit:a.go", "edit:README.md", "test:go test:pass")
	obs := Observations(l)
	var kinds []string
	for _, o := range obs {
		kinds = append(kinds, o.Kind)
	}
	if got := strings.Join(kinds, ","); got != "test,edit,test" {
		t.Errorf("observations %s, want test,edit,test", got)
	}
	if obs[0].ExitCode != 1 || obs[2].ExitCode != 0 {
		t.Errorf("exit codes %d, %d", obs[0].ExitCode, obs[2].ExitCode)
	}
}

func TestCapZeroOnlyWarns(t *testing.T) {
	v := Decide(Input{Ledger: ledgerOf("normal", "edit:a.go"), Message: "I'll test it now.", Rules: AllRules, Cap: 0})
	if v.Block || v.Warning == "" {
		t.Errorf("cap 0: %+v, want an allow with a warning", v)
	}
}

func TestGapsProofAndLastRun(t *testing.T) {
	g := Gaps(ledgerOf("normal", "edit:a.go", "test:go test:fail", "lint:go vet:pass"))
	if g.Proof != nil || g.LastRun == nil || g.LastRun.Command != "go test" {
		t.Errorf("failing test: proof %v, last run %+v", g.Proof, g.LastRun)
	}
	g = Gaps(ledgerOf("normal", "edit:a.go", "test:go test:fail", "test:go test -run X:pass"))
	if g.Proof == nil || g.Proof.Command != "go test -run X" || len(g.Unverified) != 0 {
		t.Errorf("fixed test: %+v", g)
	}
}

func TestProofNamesStrongestKind(t *testing.T) {
	g := Gaps(ledgerOf("normal", "edit:a.go", "test:go test ./...:pass", "lint:go vet ./...:pass"))
	if g.Proof == nil || g.Proof.Command != "go test ./..." {
		t.Errorf("proof = %+v, want the test run", g.Proof)
	}
}
