package hook

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/ledger"
)

// A reply that only goes on with the task keeps its mode and risks: on its
// own words "ok do it" is a quick question, just when the risky part starts.
func TestContinuationKeepsTheTask(t *testing.T) {
	tests := []struct {
		name    string
		task    string
		replies []string // each continues the one before
		risks   []string
	}{
		{"ok do it after a production deploy", "deploy the billing service to production and rotate the stripe key",
			[]string{"ok do it"}, []string{"production", "secret-or-auth"}},
		{"a chain keeps the original task", "deploy the billing service to production and rotate the stripe key",
			[]string{"sounds good, do it", "2", "yes please", "continue"}, []string{"production", "secret-or-auth"}},
		{"진행해 after a Korean deploy", "이 브랜치 운영에 배포해줘",
			[]string{"진행해"}, []string{"production"}},
		{"a Korean chain", "운영 DB에서 `tmp_import` 테이블 drop 해줘",
			[]string{"네", "진행해 주세요", "ㅇㅇ"}, []string{"production", "database", "destructive"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			handle(t, e, prompt(tt.task))
			for _, reply := range tt.replies {
				d := handle(t, e, prompt(reply))
				if !strings.Contains(d.Context, "proofgate task mode: blocked.") ||
					!strings.Contains(d.Context, "Risk flags: "+strings.Join(tt.risks, ", ")+".") ||
					!strings.Contains(d.Context, modeAdvice.Get()["blocked"]) {
					t.Errorf("%q: context = %q", reply, d.Context)
				}
				if l := load(t, e); l.Mode != "blocked" || !slices.Equal(l.Risks, tt.risks) {
					t.Errorf("%q: ledger mode %s risks %v", reply, l.Mode, l.Risks)
				}
			}
		})
	}
}

// The kept mode is the one the gate judges by: a deploy reported done
// after "ok do it" with no deploy run is caught.
func TestContinuationIsJudgedAsTheTask(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("deploy the billing service to production"))
	d := handle(t, e, prompt("ok do it"), bash("./deploy.sh --help", 0, "usage: deploy.sh <env>"),
		stop("Deployed the billing service to production.", false))
	if !d.Block || !strings.Contains(d.Reason, "production") {
		t.Errorf("unshown deploy after a continuation let through: %+v", d)
	}
	if l := load(t, e); len(l.Stops) == 0 || l.Stops[len(l.Stops)-1].Rule != "risk.unshown" {
		t.Errorf("stops = %+v, want risk.unshown", l.Stops)
	}
}

// An assent that adds a request merges it with the task; a refusal and a
// new question are read on their own.
func TestRepliesThatAreNotBareContinuations(t *testing.T) {
	const deploy = "deploy the billing service to production"
	tests := []struct {
		reply string
		mode  string
		risks []string
	}{
		{"yes, and also delete the old bucket", "blocked", []string{"production", "destructive"}},
		{"lgtm ship it", "blocked", []string{"production"}},
		{"no, don't do it", "normal", []string{}},
		{"stop", "normal", []string{}},
		{"아니, 하지 마", "quick", []string{}},
	}
	for _, tt := range tests {
		e := newEngine(t)
		handle(t, e, prompt(deploy))
		d := handle(t, e, prompt(tt.reply))
		if l := load(t, e); l.Mode != tt.mode || !slices.Equal(l.Risks, tt.risks) {
			t.Errorf("%q after a deploy: mode %s risks %v, want %s %v", tt.reply, l.Mode, l.Risks, tt.mode, tt.risks)
		}
		if !strings.Contains(d.Context, "proofgate task mode: "+tt.mode+".") {
			t.Errorf("%q: context = %q", tt.reply, d.Context)
		}
	}
}

// A continuation is a prompt the user typed, a turn of its own, and
// nothing the task allowed or asked is lost.
func TestContinuationKeepsWhatTheTaskAllowedAndAsked(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("Add two-factor via SMS to the login flow, but stub the SMS provider for now. Run the tests; I'll test the UI myself."),
		edit("/p/auth/sms.go"))
	before := load(t, e)
	if before.Waiver == "" || len(before.Cuts) == 0 || !before.TestsAsked {
		t.Fatalf("the task set up no waiver, cut or test request: %+v", before)
	}
	handle(t, e, prompt("ok, continue"))
	l := load(t, e)
	if l.Mode != before.Mode || !slices.Equal(l.Risks, before.Risks) || l.Waiver != before.Waiver || !slices.Equal(l.Cuts, before.Cuts) ||
		!l.TestsAsked || !slices.Equal(l.Asked, before.Asked) {
		t.Errorf("continuation lost the task:\nbefore %+v\nafter  %+v", before, l)
	}
	if l.Turn != before.Seq || l.Prompts != before.Prompts+1 {
		t.Errorf("continuation started no turn: turn %d prompts %d", l.Turn, l.Prompts)
	}
}

// A bare continuation typed first knows no task: a change, never quick.
func TestContinuationWithNoTask(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("ok do it"))
	if l := load(t, e); l.Mode != "normal" {
		t.Errorf("mode %s, want normal", l.Mode)
	}
}

// refuse_blocked_prompts refuses what the reply itself asks, even behind
// an assent, but not a continuation of a task it let through.
func TestRefusalReadsTheReplysOwnRequest(t *testing.T) {
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.RefuseBlockedPrompts = true
	e := New(store, cfg)
	handle(t, e, prompt("Add a retry to the upload client in upload.go"))
	if d := handle(t, e, prompt("lgtm ship it")); !d.Block {
		t.Errorf("a deploy behind an assent was not refused: %+v", d)
	}
	if d := handle(t, e, prompt("ok do it")); d.Block || !strings.Contains(d.Context, "task mode: normal.") {
		t.Errorf("continuation of a task let through: %+v", d)
	}
}
