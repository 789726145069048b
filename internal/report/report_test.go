package report

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

var update = flag.Bool("update", false, "rewrite the golden reports")

func ok(v bool) *bool { return &v }
func exit(n int) *int { return &n }

// session is a ledger with an edit, a failing and a passing run, a block,
// and work after it.
func session() *ledger.Ledger {
	l := ledger.New("s1", "/home/dev/shop")
	l.Harness = "claude"
	l.StartPrompt(ledger.Prompt{ID: "p1", Mode: "normal"})
	l.RecordChange("/home/dev/shop/cart/total.go", observe.Code, "Edit", false)
	l.RecordChange("/home/dev/notes/plan.md", observe.Docs, "Write", false)
	l.RecordChecks([]ledger.Check{{Command: "go test ./cart/ | grep -v '^ok'", Kind: observe.Test, Success: ok(false), ExitCode: exit(1)}})
	l.RecordChecks([]ledger.Check{{Command: "STRIPE_KEY=sk_live_0123456789abcdefghij go run ./cmd/smoke", Kind: observe.Run, Success: ok(true)}})
	l.RecordStop(ledger.Stop{Block: true, Rule: "failure.unreported", Closing: "The cart total is fixed and `go test` is green."})
	l.RecordChange("/home/dev/shop/cart/total_test.go", observe.Code, "Edit", false)
	return l
}

func TestWrite(t *testing.T) {
	at := time.Date(2026, 8, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		make func() *ledger.Ledger
		last bool
	}{
		{"marked", func() *ledger.Ledger {
			l := session()
			_, _, _ = l.MarkWrong("The failure is the flaky network test | my token is ghp_0123456789abcdefghijABCDEFGHIJ", at)
			return l
		}, false},
		{"last-unmarked", session, true},
		{"warning-no-message", func() *ledger.Ledger {
			l := ledger.New("s2", "/p")
			l.Harness = "copilot"
			l.RecordStop(ledger.Stop{Warn: true, Rule: "waiver.verification", Agent: "a1"})
			_, _, _ = l.MarkWrong("", at)
			return l
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := tt.make()
			v, marked, found := Latest(l, tt.last)
			if !found {
				t.Fatal("no decision")
			}
			var b bytes.Buffer
			Write(&b, Input{Version: "0.1.0", Platform: "linux/amd64", Ledger: l, Verdict: v, Marked: marked, Home: "/home/dev"})
			out := b.String()
			for _, secret := range []string{"sk_live_0123", "ghp_0123"} {
				if strings.Contains(out, secret) {
					t.Errorf("the report holds %s", secret)
				}
			}
			golden := filepath.Join("testdata", tt.name+".md")
			if *update {
				os.WriteFile(golden, b.Bytes(), 0o644)
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if out != string(want) {
				t.Errorf("report differs from %s (go test -update rewrites it):\n%s", golden, out)
			}
		})
	}
}

func TestLatest(t *testing.T) {
	at := time.Date(2026, 8, 1, 12, 0, 0, 0, time.UTC)
	l := ledger.New("s", "/p")
	if _, _, found := Latest(l, false); found {
		t.Error("a verdict in an empty ledger")
	}
	if _, _, found := Latest(l, true); found {
		t.Error("a judged stop in an empty ledger")
	}
	l.RecordStop(ledger.Stop{Block: true, Rule: "premature.promise"})
	if _, _, found := Latest(l, false); found {
		t.Error("a verdict before /proofgate:wrong")
	}
	if v, marked, found := Latest(l, true); !found || marked || v.Rule != "premature.promise" {
		t.Errorf("--last: %+v, marked %v", v, marked)
	}
	_, _, _ = l.MarkWrong("it asked", at)
	l.RecordStop(ledger.Stop{Block: true, Rule: "unverified.changed"})
	if v, marked, _ := Latest(l, false); !marked || v.Rule != "premature.promise" {
		t.Errorf("the marked decision: %+v", v)
	}
	if v, marked, _ := Latest(l, true); marked || v.Rule != "unverified.changed" {
		t.Errorf("--last after a newer block: %+v, marked %v", v, marked)
	}
}

func TestCode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"go test ./...", "`go test ./...`"},
		{"echo `date`", "`` echo `date` ``"},
		{"a | b", "`a \\| b`"},
		{"line one\nline two", "`line one line two`"},
	}
	for _, tt := range tests {
		if got := code(tt.in); got != tt.want {
			t.Errorf("code(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
