package status

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

func sample() *ledger.Ledger {
	l := ledger.New("s1", "/p")
	l.StartPrompt(ledger.Prompt{ID: "p1", Mode: "normal", Waiver: "no need to build"})
	pass, fail, code := true, false, 1
	l.RecordChecks([]ledger.Check{{Command: "go test ./...", Kind: observe.Test, Success: &fail, ExitCode: &code}})
	l.RecordChange("/p/a.go", observe.Code, "Edit", false)
	l.RecordChecks([]ledger.Check{{Command: "go vet ./...", Kind: observe.Lint, Success: &pass}})
	l.RecordChecks([]ledger.Check{{Command: "go test ./... | tail", Kind: observe.Test}})
	l.RecordStop(ledger.Stop{Block: true, Rule: "unverified.changed"})
	l.RecordStop(ledger.Stop{Warn: true, Rule: "claim.tests-pass"})
	return l
}

func TestOfJSONContract(t *testing.T) {
	data, err := json.Marshal(Of(sample(), 2))
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	json.Unmarshal(data, &got)
	for _, key := range []string{"mode", "risks", "changed_paths", "verifications", "stop_blocks", "stop_warnings", "stops", "waiver"} {
		if _, ok := got[key]; !ok {
			t.Errorf("status JSON lacks %q: %s", key, data)
		}
	}
	v := got["verifications"].([]any)
	if len(v) != 3 {
		t.Fatalf("verifications = %v", v)
	}
	first, last := v[0].(map[string]any), v[2].(map[string]any)
	if first["success"] != false || first["after_last_change"] != false || last["success"] != nil || last["after_last_change"] != true {
		t.Errorf("verification fields: %v / %v", first, last)
	}
	if got["stop_warnings"].(float64) != 1 {
		t.Errorf("stop_warnings = %v", got["stop_warnings"])
	}
	if got["blocks_left"].(float64) != 1 {
		t.Errorf("blocks_left = %v", got["blocks_left"])
	}
	if gate := got["gate"].(map[string]any); gate["block"] != false {
		t.Errorf("a passing vet after the change should satisfy the gate: %v", gate)
	}
}

func TestWriteTable(t *testing.T) {
	var b bytes.Buffer
	Write(&b, Of(sample(), 2))
	out := b.String()
	for _, want := range []string{"mode      normal (risks: none)", "code    /p/a.go  (this turn)", "waiver    \"no need to build\"", "block  unverified.changed", "warn   claim.tests-pass", "FAIL test      go test ./...  (before the last change, generic)", "ok   lint      go vet ./...  (after the last change, generic)", "?    test", "1 used, 1 left", "would allow a stop: `go vet ./...` passed"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestEmptyListsAreArrays(t *testing.T) {
	data, _ := json.Marshal(Of(ledger.New("s", "/p"), 2))
	for _, key := range []string{`"risks":[]`, `"changed_paths":[]`, `"verifications":[]`} {
		if !bytes.Contains(data, []byte(key)) {
			t.Errorf("%s missing in %s", key, data)
		}
	}
}

func TestPauseIsShown(t *testing.T) {
	at := time.Date(2026, 12, 1, 19, 0, 0, 0, time.UTC)
	tests := []struct {
		name      string
		pause     *ledger.Pause
		wantJSON  string
		wantTable string
	}{
		{"on", nil, "", ""},
		{"session", &ledger.Pause{At: at}, `"pause":{"scope":"session","guards":false,"since":"2026-12-01 19:00:00Z"}`,
			"PAUSED    the user paused the gate for the rest of the session, since 2026-12-01 19:00:00Z (guardrails still on"},
		{"prompt with guards", &ledger.Pause{Prompt: true, Guards: true, At: at}, `"pause":{"scope":"prompt","guards":true,`,
			"PAUSED    the user paused the gate until the next prompt, since 2026-12-01 19:00:00Z (guardrails paused too"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := ledger.New("s1", "/p")
			l.StartPrompt(ledger.Prompt{ID: "p1", Mode: "normal"})
			l.RecordChange("/p/b.go", observe.Code, "Edit", false)
			l.Pause = tt.pause
			r := Of(l, 2)
			data, _ := json.Marshal(r)
			var b bytes.Buffer
			Write(&b, r)
			if tt.pause == nil {
				if bytes.Contains(data, []byte(`"pause"`)) || strings.Contains(b.String(), "PAUSED") {
					t.Errorf("an unpaused session shows a pause:\n%s\n%s", data, b.String())
				}
				if !r.Gate.Block {
					t.Errorf("the unverified b.go should block: %+v", r.Gate)
				}
				return
			}
			if !bytes.Contains(data, []byte(tt.wantJSON)) {
				t.Errorf("JSON lacks %s:\n%s", tt.wantJSON, data)
			}
			if !strings.Contains(b.String(), tt.wantTable) {
				t.Errorf("table lacks %q:\n%s", tt.wantTable, b.String())
			}
			if r.Gate.Block || r.Gate.Rule != "paused" {
				t.Errorf("a paused gate should allow by the rule paused: %+v", r.Gate)
			}
		})
	}
}

// TestRewriteShown: a shell command that rewrote sources without naming
// them shows under the changed files, as the gate holds it to a check.
func TestRewriteShown(t *testing.T) {
	l := ledger.New("s1", "/p")
	l.StartPrompt(ledger.Prompt{ID: "p1", Mode: "normal"})
	l.RecordRecode(`grep -rl getUserById src | xargs sed -i 's/getUserById/findUser/g'`)
	r := Of(l, 2)
	if r.Rewrite == nil || !r.Rewrite.ThisTurn || !strings.Contains(r.Rewrite.Command, "xargs sed -i") {
		t.Fatalf("Rewrite = %+v", r.Rewrite)
	}
	var b bytes.Buffer
	Write(&b, r)
	if !strings.Contains(b.String(), "files a shell command rewrote without naming them: grep -rl getUserById src") {
		t.Errorf("table lacks the rewrite:\n%s", b.String())
	}
	if !r.Gate.Block || r.Gate.Rule != "unverified.changed" {
		t.Errorf("the gate should hold the unchecked rewrite: %+v", r.Gate)
	}
}

// TestUnreadRunShown: a run proofgate cannot read after the change lets
// the stop through, and status names it.
func TestUnreadRunShown(t *testing.T) {
	l := ledger.New("s1", "/p")
	l.StartPrompt(ledger.Prompt{ID: "p1", Mode: "normal"})
	l.RecordChange("/p/src/Codec.idr", observe.Other, "Edit", false)
	l.RecordUnread("idris2 --build codec.ipkg")
	r := Of(l, 2)
	if r.Gate.Block || r.Gate.Rule != "run.unread" || !strings.Contains(r.Gate.Reason, "`idris2 --build codec.ipkg` ran after the last change") {
		t.Errorf("Gate = %+v", r.Gate)
	}
}
