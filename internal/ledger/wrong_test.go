package ledger

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/observe"
)

var at = time.Date(2026, 8, 1, 12, 0, 0, 0, time.UTC)

func passed(v bool) *bool { return &v }

// session is a ledger with an edit, a failing test, a block on it, then
// more work after the block.
func blockedSession() *Ledger {
	l := New("s", "/p")
	l.StartPrompt(Prompt{ID: "p1", Mode: "normal"})
	l.RecordChange("/p/cart.go", observe.Code, "Edit", false)                                       // 1
	l.RecordChecks([]Check{{Command: "go test ./...", Kind: observe.Test, Success: passed(false)}}) // 2
	l.RecordStop(Stop{Block: true, Rule: "failure.unreported", Closing: "All done."})
	l.RecordChange("/p/cart_test.go", observe.Code, "Edit", false) // 3
	l.RecordStop(Stop{Rule: ""})
	return l
}

func TestMarkWrongJudgesTheLatestBlockOrWarning(t *testing.T) {
	tests := []struct {
		name      string
		stops     []Stop
		wantRule  string
		wantBlock bool
		wantErr   error
	}{
		{"no stop", nil, "", false, ErrNothingJudged},
		{"only allows", []Stop{{}, {Rule: "paused"}}, "", false, ErrNothingJudged},
		{"a block then an allow", []Stop{{Block: true, Rule: "unverified.changed"}, {}}, "unverified.changed", true, nil},
		{"a warning after a block", []Stop{{Block: true, Rule: "premature.promise"}, {Warn: true, Rule: "gap.reasoned"}}, "gap.reasoned", false, nil},
		{"a subagent's block", []Stop{{Block: true, Rule: "premature.promise", Agent: "a1"}}, "premature.promise", true, nil},
		// The warning of the stop after the block's continuation repeats
		// the block's gap: the user disputes the block.
		{"a release after a block", []Stop{{Block: true, Rule: "unverified.changed"}, {Warn: true, Rule: "hook-active"}, {}}, "unverified.changed", true, nil},
		{"a warning after a release", []Stop{{Block: true, Rule: "unverified.changed"}, {Warn: true, Rule: "hook-active"}, {Warn: true, Rule: "handoff.question"}}, "handoff.question", false, nil},
		{"only a release", []Stop{{Warn: true, Rule: "hook-active"}, {Warn: true, Rule: "cap"}}, "cap", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := New("s", "/p")
			for _, s := range tt.stops {
				l.RecordStop(s)
			}
			v, again, err := l.MarkWrong("it was fine", at)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if err != nil {
				if len(l.Wrong) != 0 {
					t.Errorf("a verdict was recorded: %+v", l.Wrong)
				}
				return
			}
			if v.Rule != tt.wantRule || v.Block != tt.wantBlock || v.Why != "it was fine" || !v.At.Equal(at) || len(l.Wrong) != 1 || again {
				t.Errorf("verdict %+v, ledger %+v", v, l.Wrong)
			}
		})
	}
}

func TestMarkWrongKeepsTheEvidenceTheGateHad(t *testing.T) {
	l := blockedSession()
	v, _, err := l.MarkWrong("the failure is pre-existing", at)
	if err != nil {
		t.Fatal(err)
	}
	if v.Rule != "failure.unreported" || v.Seq != 2 || v.Closing != "All done." {
		t.Errorf("judged stop: %+v", v)
	}
	if len(v.Checks) != 1 || v.Checks[0].Command != "go test ./..." || !v.Checks[0].Failed() {
		t.Errorf("checks: %+v", v.Checks)
	}
	// cart_test.go was changed after the block: not evidence the gate had.
	if strings.Join(v.Changed, ",") != "/p/cart.go" {
		t.Errorf("changed: %q", v.Changed)
	}
	// Said twice about the same block: one verdict, the newer words.
	if _, again, err := l.MarkWrong("really", at); err != nil || !again || len(l.Wrong) != 1 || l.Wrong[0].Why != "really" {
		t.Errorf("second verdict on the same block: %+v, %v", l.Wrong, err)
	}
}

func TestMarkedWrong(t *testing.T) {
	l := blockedSession()
	if l.MarkedWrong("failure.unreported", 0) {
		t.Fatal("marked before any verdict")
	}
	if _, _, err := l.MarkWrong("", at); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		rule  string
		since int
		want  bool
	}{
		{"failure.unreported", 0, true},
		{"failure.unreported", 2, true},  // the gap the block judged
		{"failure.unreported", 3, false}, // work after the block: a new gap
		{"unverified.changed", 0, false},
		{"failure", 0, false}, // ids are exact, not families
	}
	for _, tt := range tests {
		if got := l.MarkedWrong(tt.rule, tt.since); got != tt.want {
			t.Errorf("MarkedWrong(%q, %d) = %v, want %v", tt.rule, tt.since, got, tt.want)
		}
	}
}

func TestWorkSeq(t *testing.T) {
	tests := []struct {
		name string
		fill func(l *Ledger)
		want int
	}{
		{"nothing", func(l *Ledger) {}, 0},
		{"a check only", func(l *Ledger) { l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}}) }, 0},
		{"a change then a check", func(l *Ledger) {
			l.RecordChange("/p/a.go", observe.Code, "Edit", false)
			l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}})
		}, 1},
		{"an opaque command last", func(l *Ledger) {
			l.RecordChange("/p/a.go", observe.Code, "Edit", false)
			l.RecordOpaque()
		}, 2},
		{"a rewrite", func(l *Ledger) { l.RecordRewrite() }, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := New("s", "/p")
			tt.fill(l)
			if got := l.WorkSeq(); got != tt.want {
				t.Errorf("WorkSeq = %d, want %d", got, tt.want)
			}
		})
	}
}

// TestVerdictsAreBounded marks many blocks wrong, each with long words and
// a full ledger of long commands and paths: the verdicts stay few, only
// the newest keep their evidence, and they add little to the ledger every
// hook reads.
func TestVerdictsAreBounded(t *testing.T) {
	l := New("s", "/p")
	long := strings.Repeat("x", 1000)
	for i := range Limit {
		l.RecordChange(fmt.Sprintf("/p/%s/%d.go", long, i), observe.Code, "Write", false)
		l.RecordChecks([]Check{{Command: "go test " + long, Kind: observe.Test}})
	}
	before, _ := json.Marshal(l)
	for i := range 3 * maxWrong {
		l.RecordStop(Stop{Block: true, Rule: fmt.Sprintf("rule.%d", i), Closing: long})
		if _, _, err := l.MarkWrong(long, at); err != nil {
			t.Fatal(err)
		}
	}
	if len(l.Wrong) != maxWrong || l.Wrong[maxWrong-1].Rule != fmt.Sprintf("rule.%d", 3*maxWrong-1) {
		t.Fatalf("%d verdicts, newest %q", len(l.Wrong), l.Wrong[len(l.Wrong)-1].Rule)
	}
	for i, w := range l.Wrong {
		hasEvidence := len(w.Checks) > 0 || len(w.Changed) > 0
		if hasEvidence != (i >= maxWrong-keepEvidence) {
			t.Errorf("verdict %d keeps evidence: %v", i, hasEvidence)
		}
		if len(w.Checks) > maxVerdictCheck || len(w.Changed) > maxVerdictPaths || len(w.Why) > maxWhy+8 || len(w.Closing) > maxReason+8 {
			t.Errorf("verdict %d not bounded: %d checks, %d paths, why %d bytes", i, len(w.Checks), len(w.Changed), len(w.Why))
		}
	}
	after, _ := json.Marshal(l)
	if grown := len(after) - len(before); grown > 16<<10 {
		t.Errorf("verdicts add %d bytes to the ledger, want < 16 KB", grown)
	}
}

func TestStoreMarkWrongFindsTheSession(t *testing.T) {
	s := openTemp(t)
	s.Now = func() time.Time { return at }
	// The hooks recorded a block in s1 under its own cwd, and only an
	// allow in s2.
	if _, err := s.Update("s1", "/proj", func(l *Ledger) error {
		l.RecordStop(Stop{Block: true, Rule: "premature.promise", Closing: "I'll add it now."})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("s2", "/other", func(l *Ledger) error { l.RecordStop(Stop{}); return nil }); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, session, cwd string
		wantErr            error
	}{
		{"by id from another directory", "s1", "/elsewhere", nil},
		{"by directory without an id", "", "/proj", nil},
		{"a session with nothing judged", "s2", "/other", ErrNothingJudged},
		{"an unknown session", "s3", "/proj", ErrNothingJudged},
		{"no id, no ledger here", "", "/nowhere", ErrNoSession},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := s.MarkWrong(tt.session, tt.cwd, "it asked a question")
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if v := m.Verdict; v.Rule != "premature.promise" || v.Closing != "I'll add it now." || !v.At.Equal(at) || m.Ledger.Cwd != "/proj" {
				t.Errorf("verdict %+v in ledger of %s", v, m.Ledger.Cwd)
			}
			back, err := s.Load(Key("s1", "/proj"))
			if err != nil || !back.MarkedWrong("premature.promise", 0) {
				t.Errorf("stored: %+v, %v", back, err)
			}
		})
	}
}
