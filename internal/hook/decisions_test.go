package hook

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/decisions"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/ledger"
)

func withLog(t *testing.T, e *Engine) *decisions.Log {
	t.Helper()
	g, err := decisions.Open(filepath.Join(t.TempDir(), "proofgate"))
	if err != nil {
		t.Fatal(err)
	}
	e.Log, e.Harness, e.Project = g, "claude", "/p"
	return g
}

func logged(t *testing.T, g *decisions.Log) []decisions.Record {
	t.Helper()
	var recs []decisions.Record
	if _, err := g.Read(func(r decisions.Record) { recs = append(recs, r) }); err != nil {
		t.Fatal(err)
	}
	return recs
}

func pre(name, command string) event.Event {
	e := ev(event.PreTool)
	e.Tool = event.Tool{Name: name, Command: command}
	return e
}

// TestDecisionsAreLogged: every stop, and every guardrail deny and ask,
// adds one line with its rule; an allowed tool call and a tool result add
// none; no command or message reaches the log but a redacted closing.
func TestDecisionsAreLogged(t *testing.T) {
	subagentStop := stop("I'll check the schema next.", false)
	subagentStop.Kind, subagentStop.AgentID = event.SubagentStop, "a1"
	tests := []struct {
		name   string
		events []event.Event
		want   string // event decision rule [closing], one per line
	}{
		{"a block", []event.Event{prompt("Fix the cart total."), edit("/p/cart.go"), stop("Fixed. I'll run the tests with API_KEY=sk-live-0123456789abcdefghij now.", false)},
			"stop block premature.promise [I'll run the tests with API_KEY=[REDACTED] now.]"},
		{"an allow", []event.Event{prompt("What does cart.go do?"), stop("It sums the cart.", false)},
			"stop allow  []"},
		{"a warning", []event.Event{prompt("Fix the cart total, don't run the tests, I'll test it myself."), edit("/p/cart.go"), stop("Fixed the total.", false)},
			"stop warn waiver.verification [Fixed the total.]"},
		{"a subagent's block", []event.Event{prompt("Review the schema."), subagentStop},
			"subagent-stop block premature.promise [I'll check the schema next.]"},
		{"a deny and an ask", []event.Event{pre("Bash", "cat .env"), pre("Bash", "git push origin feature"), pre("Bash", "ls")},
			"guard deny read-secret []\nguard ask remote-write []"},
		{"tool results", []event.Event{edit("/p/cart.go"), bash("go test ./...", 0, "ok")}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			g := withLog(t, e)
			handle(t, e, tt.events...)
			var lines []string
			for _, r := range logged(t, g) {
				if r.Session != "s1" || r.Harness != "claude" || r.Project != decisions.ProjectKey("/p") || r.Time.IsZero() {
					t.Errorf("record without its context: %+v", r)
				}
				lines = append(lines, r.Event+" "+r.Decision+" "+r.Rule+" ["+r.Closing+"]")
			}
			if got := strings.Join(lines, "\n"); got != tt.want {
				t.Errorf("logged:\n%s\nwant:\n%s", got, tt.want)
			}
			data, _ := os.ReadFile(g.Path())
			for _, secret := range []string{"sk-live", ".env", "git push", "cart.go", "go test"} {
				if strings.Contains(string(data), secret) {
					t.Errorf("the log holds %q:\n%s", secret, data)
				}
			}
		})
	}
}

// TestStopKeepsTheJudgedClosing: the ledger's stop holds the closing a
// block judged, redacted, for /proofgate:wrong; an allow keeps none, and
// the ledger names the harness.
func TestStopKeepsTheJudgedClosing(t *testing.T) {
	e := newEngine(t)
	e.Harness = "codex"
	handle(t, e, prompt("Fix the cart total."), edit("/p/cart.go"),
		stop("Changed cart.go.\n\nI'll now run the tests with --token abc123secret.", false))
	l := load(t, e)
	if n := len(l.Stops); n != 1 || !l.Stops[0].Block || l.Stops[0].Closing != "I'll now run the tests with --token [REDACTED]" {
		t.Fatalf("stops: %+v", l.Stops)
	}
	if l.Harness != "codex" {
		t.Errorf("harness %q", l.Harness)
	}
	handle(t, e, bash("go test ./...", 0, "ok"), stop("Fixed; go test ./... passes.", false))
	if s := load(t, e).Stops[1]; s.Block || s.Closing != "" {
		t.Errorf("an allow kept a closing: %+v", s)
	}
}

// TestUserCommandsAreDeniedToTheModel: the model's Skill (or SlashCommand)
// call of /proofgate:pause, /proofgate:resume or /proofgate:wrong is
// denied, as Claude Code sends it, and is recorded and logged; a pause of
// the guardrails does not lift it, and proofgate's own skill stays allowed.
func TestUserCommandsAreDeniedToTheModel(t *testing.T) {
	payload := func(tool, input string) []byte {
		return []byte(`{"session_id":"s1","cwd":"/p","hook_event_name":"PreToolUse","tool_name":"` + tool + `","tool_input":` + input + `}`)
	}
	tests := []struct {
		name    string
		payload []byte
		deny    bool
	}{
		{"Skill pause", payload("Skill", `{"skill":"proofgate:pause","args":"--prompt"}`), true},
		{"Skill resume with a slash", payload("Skill", `{"skill":"/proofgate:resume"}`), true},
		{"Skill wrong", payload("Skill", `{"skill":"proofgate:wrong","args":"it was fine"}`), true},
		{"SlashCommand pause", payload("SlashCommand", `{"command":"/proofgate:pause --guards"}`), true},
		{"proofgate's own skill", payload("Skill", `{"skill":"proofgate:proofgate"}`), false},
		{"another plugin's skill", payload("Skill", `{"skill":"review:pause"}`), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			g := withLog(t, e)
			// The user paused the guardrails: still no way for the model.
			if _, err := e.Store.SetPause("s1", "/p", &ledger.Pause{Guards: true}); err != nil {
				t.Fatal(err)
			}
			out := runOn(t, e, tt.payload)
			if got := strings.Contains(out, `"permissionDecision":"deny"`); got != tt.deny {
				t.Fatalf("denied %v, want %v: %s", got, tt.deny, out)
			}
			if !tt.deny {
				return
			}
			if !strings.Contains(out, "[self-protect]") {
				t.Errorf("the reason does not name the rule: %s", out)
			}
			if d := load(t, e).Denials; len(d) != 1 || d[0].Tool == "" || d[0].Rule != "self-protect" {
				t.Errorf("denials: %+v", d)
			}
			if recs := logged(t, g); len(recs) != 1 || recs[0].Decision != decisions.Deny || recs[0].Rule != "self-protect" {
				t.Errorf("logged: %+v", recs)
			}
		})
	}
}

// runOn answers one Claude Code payload with e.
func runOn(t *testing.T, e *Engine, payload []byte) string {
	t.Helper()
	var out bytes.Buffer
	Run(bytes.NewReader(payload), &out, claude.Adapter{}, func(event.Event) (*Engine, error) { return e, nil })
	return out.String()
}
