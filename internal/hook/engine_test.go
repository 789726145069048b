package hook

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

func newEngine(t *testing.T) *Engine {
	t.Helper()
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	return New(store, config.Default())
}

func ev(kind event.Kind) event.Event {
	return event.Event{Kind: kind, Session: "s1", Cwd: "/p", PromptID: "p1", Result: event.Result{ExitCode: -1}}
}

func prompt(text string) event.Event {
	e := ev(event.PromptSubmit)
	e.Prompt = text
	return e
}

func edit(path string) event.Event {
	e := ev(event.ToolDone)
	e.Tool = event.Tool{Name: "Edit", Paths: []string{path}}
	e.Result.ExitCode = 0
	return e
}

func bash(cmd string, exit int, output string) event.Event {
	e := ev(event.ToolDone)
	if exit != 0 {
		e.Kind = event.ToolFailed
	}
	e.Tool = event.Tool{Name: "Bash", Command: cmd}
	e.Result = event.Result{ExitCode: exit, Output: output}
	return e
}

func stop(msg string, active bool) event.Event {
	e := ev(event.Stop)
	e.Final = event.Final{Message: msg, HasMessage: true, HookActive: active}
	return e
}

func handle(t *testing.T, e *Engine, evs ...event.Event) event.Decision {
	t.Helper()
	var d event.Decision
	for _, x := range evs {
		var err error
		if d, err = e.Handle(x); err != nil {
			t.Fatalf("Handle(%s): %v", x.Kind, err)
		}
	}
	return d
}

func load(t *testing.T, e *Engine) *ledger.Ledger {
	t.Helper()
	l, err := e.Store.Load(ledger.Key("s1", "/p"))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestPromptClassifiesAndStartsATurn(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("Refactor the storage layer to use the new repository interface across all services"), edit("/p/a.go"))
	seq := load(t, e).Seq
	d := handle(t, e, prompt("how does the retry logic in client.go work?"))
	if !strings.Contains(d.Context, "proofgate task mode: quick.") || !strings.HasSuffix(d.Context, "Never claim verification that was not actually observed.") {
		t.Errorf("context = %q", d.Context)
	}
	if n := strings.Count(d.Context, "\n") + 1; n > 10 {
		t.Errorf("context has %d lines, want at most 10", n)
	}
	// The mode is the new prompt's; the evidence stays the session's.
	if l := load(t, e); l.Mode != "quick" || len(l.Changes) != 1 || l.Turn != seq {
		t.Errorf("new turn: mode %s, %d changes, turn %d (want quick, 1, %d)", l.Mode, len(l.Changes), l.Turn, seq)
	}
}

func TestPromptCarriesRisks(t *testing.T) {
	e := newEngine(t)
	d := handle(t, e, prompt("deploy the current main to production now"))
	if !strings.Contains(d.Context, "blocked") || !strings.Contains(d.Context, "Risk flags: production") {
		t.Errorf("context = %q", d.Context)
	}
}

func TestOwnReasonKeepsLedger(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("Add input validation to the signup handler in api/signup.go"), edit("/p/api/signup.go"))
	before := load(t, e)
	d := handle(t, e, prompt("Stop hook feedback:\nproofgate: you changed signup.go but no passing verification was observed"))
	after := load(t, e)
	if len(after.Changes) != 1 || after.Mode != before.Mode {
		t.Errorf("ledger changed by proofgate's own reason: %+v", after)
	}
	if !strings.Contains(d.Context, "proofgate task mode: "+before.Mode) {
		t.Errorf("context not re-injected: %q", d.Context)
	}
}

func TestToolResults(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("fix the off-by-one in pager.go"))
	d := handle(t, e,
		edit(`/p/pager.go`),
		bash("cat pager.go", 0, "package x"), // not a verification: no record
		bash("go test ./...", 1, "Exit code 1\n--- FAIL: TestPage"),
	)
	if !strings.Contains(d.Context, "failed with exit code 1") {
		t.Errorf("failure context = %q", d.Context)
	}
	handle(t, e, bash("cat > gen.go <<'EOF'\npackage x\nEOF", 0, ""), bash("go vet ./... && go test ./...", 0, "ok"))
	l := load(t, e)
	if len(l.Changes) != 2 || l.Changes[1].Path != "/p/gen.go" {
		t.Errorf("changes = %+v", l.Changes)
	}
	if len(l.Checks) != 3 || *l.Checks[0].Success || *l.Checks[0].ExitCode != 1 || !*l.Checks[2].Success {
		t.Errorf("checks = %+v", l.Checks)
	}
	if l.Checks[1].Seq != l.Checks[2].Seq {
		t.Error("checks of one command should share a sequence number")
	}
}

func TestReadOnlyToolWritesNothing(t *testing.T) {
	e := newEngine(t)
	handle(t, e, bash("ls -la", 0, ""), bash("grep -rn failed src/", 0, ""))
	if _, err := e.Store.Load(ledger.Key("s1", "/p")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a read-only call wrote a ledger: %v", err)
	}
}

func TestStopCountsBlocksUpToCap(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("add a --json flag to the export command"), edit("/p/export.go"))
	for i, want := range []bool{true, true, false} {
		d := handle(t, e, stop("Added the flag.", false))
		if d.Block != want {
			t.Fatalf("stop %d: block %v, want %v (%s)", i+1, d.Block, want, d.Reason)
		}
	}
	if l := load(t, e); l.Blocks != 2 {
		t.Errorf("Blocks = %d, want 2", l.Blocks)
	}
	// The next prompt starts with a fresh counter.
	handle(t, e, prompt("now add a --csv flag too"), edit("/p/export.go"))
	if d := handle(t, e, stop("Added the flag.", false)); !d.Block {
		t.Error("a new prompt did not reset the block counter")
	}
}

func TestStopAllowsAfterVerification(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("add a --json flag to the export command"), edit("/p/export.go"), bash("go test ./export/...", 0, "ok"))
	if d := handle(t, e, stop("Added the --json flag; go test ./export/... passes.", false)); d.Block || d.Message != "" {
		t.Errorf("verified stop: %+v", d)
	}
}

func TestStopReadsTranscriptWithoutMessage(t *testing.T) {
	e := newEngine(t)
	dir := t.TempDir()
	tr := filepath.Join(dir, "t.jsonl")
	os.WriteFile(tr, []byte(`{"type":"assistant","message":{"id":"m1","content":[{"type":"text","text":"I'll write the migration next."}]}}`+"\n"), 0o600)
	s := ev(event.Stop)
	s.TranscriptPath = tr
	if d := handle(t, e, s); !d.Block {
		t.Error("promise read from the transcript was not blocked")
	}
	s.TranscriptPath = dir // a directory: no message, ledger rules only
	if d := handle(t, e, s); d.Block {
		t.Errorf("unreadable transcript blocked: %s", d.Reason)
	}
}

func TestSubagentStopHasItsOwnCounter(t *testing.T) {
	e := newEngine(t)
	s := ev(event.SubagentStop)
	s.AgentID = "a1"
	s.Final = event.Final{Message: "I'll look at the remaining files next.", HasMessage: true}
	for i := range 3 {
		d := handle(t, e, s)
		if d.Block != (i < 2) {
			t.Fatalf("subagent stop %d: block %v", i+1, d.Block)
		}
	}
	if l := load(t, e); l.Blocks != 0 || l.SubagentBlocks["a1"] != 2 {
		t.Errorf("counters: main %d, subagent %v", l.Blocks, l.SubagentBlocks)
	}
}

func TestCorruptLedgerIsReportedAndRecovered(t *testing.T) {
	e := newEngine(t)
	p := e.Store.File(ledger.Key("s1", "/p"))
	os.WriteFile(p, []byte("{garbage"), 0o600)
	d := handle(t, e, edit("/p/a.go"))
	if !strings.Contains(d.Message, "started afresh in normal mode") {
		t.Errorf("message = %q", d.Message)
	}
	if l := load(t, e); l.Mode != "normal" || len(l.Changes) != 1 {
		t.Errorf("recovered ledger = %+v", l)
	}
}

func TestRunFailsOpen(t *testing.T) {
	good := `{"hook_event_name":"Stop","session_id":"s","cwd":"/p","last_assistant_message":"ok"}`
	tests := []struct {
		name string
		in   string
		open Opener
		want string
	}{
		{"open error", good, func(event.Event) (*Engine, error) { return nil, errors.New("state dir is read-only") }, "state dir is read-only"},
		{"panic", good, func(event.Event) (*Engine, error) { panic("boom") }, "internal error: boom"},
		{"bad input", "nope", nil, "not a JSON object"},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		Run(strings.NewReader(tt.in), &out, claude.Adapter{}, tt.open)
		s := out.String()
		if !strings.Contains(s, tt.want) || !strings.Contains(s, "the gate did not run") || strings.Count(s, "\n") != 1 {
			t.Errorf("%s: output %q", tt.name, s)
		}
	}
}

func BenchmarkHandle(b *testing.B) {
	store, _ := ledger.Open(filepath.Join(b.TempDir(), "ledgers"))
	e := New(store, config.Default())
	e.Handle(prompt("fix the pagination bug in pager.go"))
	e.Handle(edit("/p/pager.go"))
	for name, x := range map[string]event.Event{
		"prompt": prompt("fix the pagination bug in pager.go"),
		"edit":   edit("/p/pager.go"),
		"test":   bash("go test ./...", 0, "ok"),
		"read":   bash("cat pager.go", 0, ""),
		"stop":   stop("Fixed the off-by-one in pager.go; go test ./... passes.", false),
	} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				e.Handle(x)
			}
		})
	}
}

func TestPreToolDeniesAndRecords(t *testing.T) {
	e := newEngine(t)
	e.Home = "/home/dev"
	pre := ev(event.PreTool)
	pre.Cwd = "/home/dev/proj"
	pre.Tool = event.Tool{Name: "Bash", Command: "rm -rf ~"}
	d := handle(t, e, pre)
	if d.Permission != event.Deny || !strings.HasPrefix(d.Reason, "proofgate: ") {
		t.Fatalf("rm -rf ~: %+v", d)
	}
	pre.Tool.Command = "git push origin main"
	if d := handle(t, e, pre); d.Permission != event.Ask {
		t.Errorf("git push: %+v", d)
	}
	pre.Tool.Command = "rm -rf ./build"
	if d := handle(t, e, pre); d != (event.Decision{}) {
		t.Errorf("rm -rf ./build: %+v", d)
	}
	perm := pre
	perm.Kind = event.PermissionRequest
	perm.Tool.Command = "git push origin main"
	if d := handle(t, e, perm); d != (event.Decision{}) {
		t.Errorf("PermissionRequest for an ask: %+v", d)
	}
	write := pre
	write.Tool = event.Tool{Name: "Write", Paths: []string{"/home/dev/proj/.env"}}
	if d := handle(t, e, write); d.Permission != event.Deny {
		t.Errorf("Write .env: %+v", d)
	}
	l, err := e.Store.Load(ledger.Key("s1", "/home/dev/proj"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Denials) != 3 || l.Denials[0].Decision != "deny" || l.Denials[1].Decision != "ask" {
		t.Errorf("denials = %+v", l.Denials)
	}
}

// TestPreToolJudgesReads holds the Read, Grep and Glob tools to the rule
// cat is held to, and checks that a read is never a change.
func TestPreToolJudgesReads(t *testing.T) {
	e := newEngine(t)
	e.Home = "/home/dev"
	tests := []struct {
		tool event.Tool
		want event.Permission
	}{
		{event.Tool{Name: "Read", Reads: []string{"/home/dev/.ssh/id_rsa"}}, event.Deny},
		{event.Tool{Name: "Read", Reads: []string{"/home/dev/proj/.env"}}, event.Deny},
		{event.Tool{Name: "Grep", Reads: []string{"/home/dev/proj"}, Glob: ".env*"}, event.Deny},
		{event.Tool{Name: "Glob", Reads: []string{"/home/dev"}, Glob: ".ssh/id_*"}, event.Deny},
		{event.Tool{Name: "Read", Reads: []string{"/home/dev/proj/README.md"}}, ""},
		{event.Tool{Name: "Grep", Reads: []string{"/home/dev/proj"}, Glob: "*.go"}, ""},
		{event.Tool{Name: "Glob", Glob: "**/*.go"}, ""},
	}
	for _, tt := range tests {
		pre := ev(event.PreTool)
		pre.Cwd = "/home/dev/proj"
		pre.Tool = tt.tool
		if d := handle(t, e, pre); d.Permission != tt.want {
			t.Errorf("%+v: %+v, want %q", tt.tool, d, tt.want)
		}
	}
	l, err := e.Store.Load(ledger.Key("s1", "/home/dev/proj"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Changes) != 0 || len(l.Denials) != 4 {
		t.Errorf("changes %+v, denials %d", l.Changes, len(l.Denials))
	}
}

// TestPreToolProtectsProofgate: settings ask, unless what is written
// switches the hooks off.
func TestPreToolProtectsProofgate(t *testing.T) {
	e := newEngine(t)
	e.Home = "/home/dev"
	pre := ev(event.PreTool)
	pre.Cwd = "/home/dev/proj"
	pre.Tool = event.Tool{Name: "Write", Paths: []string{"/home/dev/.claude/settings.json"}, Written: `{"permissions":{}}`}
	if d := handle(t, e, pre); d.Permission != event.Ask {
		t.Errorf("settings: %+v", d)
	}
	pre.Tool.Written = `{"env":{"PROOFGATE_DISABLE":"1"}}`
	if d := handle(t, e, pre); d.Permission != event.Deny {
		t.Errorf("settings that switch proofgate off: %+v", d)
	}
	pre.Tool = event.Tool{Name: "Edit", Paths: []string{"/home/dev/proj/.claude/settings.json"}, Edits: []event.Edit{{Old: "{", New: `{"disableAllHooks": true,`}}}
	if d := handle(t, e, pre); d.Permission != event.Deny {
		t.Errorf("disableAllHooks: %+v", d)
	}
}

func TestEngineConfiguration(t *testing.T) {
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.RefuseBlockedPrompts = true
	cfg.Verification = map[string][]string{"test": {"./scripts/ci.sh"}}
	cfg.Guardrails = map[string]string{"remote-write": "allow"}
	cfg.Warnings = []string{"config.json: unknown key \"x\""}
	e := New(store, cfg)

	d := handle(t, e, prompt("force-push my branch over origin/main right now"))
	if !d.Block || !strings.Contains(d.Reason, "refuse_blocked_prompts") {
		t.Errorf("blocked prompt not refused: %+v", d)
	}
	d = handle(t, e, prompt("fix the typo in the login error message in auth/login.go"))
	if d.Block || !strings.Contains(d.Message, `unknown key "x"`) {
		t.Errorf("warnings not shown with the prompt: %+v", d)
	}
	handle(t, e, edit("/p/auth/login.go"), bash("./scripts/ci.sh", 0, ""))
	if l := load(t, e); len(l.Checks) != 1 || l.Checks[0].Kind != "test" {
		t.Errorf("project pattern not recognised: %+v", l.Checks)
	}
	push := ev(event.PreTool)
	push.Tool = event.Tool{Name: "Bash", Command: "git push origin feature"}
	if d := handle(t, e, push); d != (event.Decision{}) {
		t.Errorf("override to allow ignored: %+v", d)
	}

	cfg.Gates.Guardrails = false
	off := New(store, cfg)
	push.Tool.Command = "rm -rf /"
	if d := handle(t, off, push); d != (event.Decision{}) {
		t.Errorf("guardrails off still judged: %+v", d)
	}
}

func TestCommentOnlyEditNeedsNoVerification(t *testing.T) {
	e := newEngine(t)
	c := edit("/p/cart/total.go")
	c.Tool.Edits = []event.Edit{{Old: "// Total sums.\nfunc Total() {", New: "// Total sums the items.\nfunc Total() {"}}
	handle(t, e, prompt("fix the doc comment on Total"), c)
	if d := handle(t, e, stop("Reworded the comment.", false)); d.Block {
		t.Errorf("comment-only edit blocked: %s", d.Reason)
	}
	c.Tool.Edits = []event.Edit{{Old: "return sum", New: "return sum + tax"}}
	handle(t, e, c)
	if d := handle(t, e, stop("Added tax.", false)); !d.Block || d.Rule != "unverified.changed" {
		t.Errorf("code edit: %+v, want an unverified.changed block", d)
	}
}

func TestScratchFilesAreNotTheProject(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("draft a design proposal as an html page"), edit("/tmp/claude-501/scratchpad/proposal.html"))
	if d := handle(t, e, stop("The proposal is in the scratchpad.", false)); d.Block {
		t.Errorf("a scratch file outside the project blocked: %s", d.Reason)
	}
}

func TestBackgroundResultArrivesAsANotice(t *testing.T) {
	e := newEngine(t)
	run := bash("go test ./...", 0, "")
	run.Result.Background, run.Result.Task = true, "b1"
	handle(t, e, prompt("fix the pager and run the suite"), edit("/p/pager.go"), run)
	if l := load(t, e); len(l.Pending()) != 1 {
		t.Fatalf("pending = %v", l.Pending())
	}
	running := stop("Fixed the pager; the suite is running in the background.", false)
	running.Final.BackgroundTasks = 1
	if d := handle(t, e, running); d.Block {
		t.Errorf("a stop while the verification runs was blocked: %s", d.Reason)
	}
	notice := prompt("<task-notification>\n<task-id>b1</task-id>\n<status>completed</status>\n<summary>Background command \"go test\" completed (exit code 0)</summary>\n</task-notification>")
	notice.Injected = true
	notice.Notices = []event.Notice{{Task: "b1", Status: "completed", ExitCode: new(int)}}
	handle(t, e, notice)
	l := load(t, e)
	if len(l.Pending()) != 0 || !l.Checks[0].Passed() || l.Mode != "normal" || l.Turn == l.Seq {
		t.Errorf("notice: checks %+v, mode %s: want the run passed and the turn kept", l.Checks, l.Mode)
	}
	if d := handle(t, e, stop("Fixed the pager; `go test ./...` passed.", false)); d.Block {
		t.Errorf("verified in the background, still blocked: %s", d.Reason)
	}
}

// TestBackgroundActionEndsWhenSeen holds an act sent to the background to
// running until its end is seen: a report of it done at a stop where it
// still runs is sent back; its notice, the agent's read of its output, or a
// look at the log it wrote lets the report stand.
func TestBackgroundActionEndsWhenSeen(t *testing.T) {
	const reindex = `psql "$STAGING_URL" -c 'REINDEX INDEX CONCURRENTLY idx_orders_status;' > /tmp/reindex.log 2>&1`
	const report = "Reindexed `idx_orders_status` on staging: 11 GB → 1.9 GB."
	ended := prompt("<task-notification>\n<task-id>b9</task-id>\n<status>completed</status>\n</task-notification>")
	ended.Injected = true
	ended.Notices = []event.Notice{{Task: "b9", Status: "completed", ExitCode: new(int)}}
	read := event.Event{Kind: event.ToolDone, Session: "s1", Cwd: "/p", Tool: event.Tool{Name: "TaskOutput"},
		Notices: []event.Notice{{Task: "b9", Status: "completed", ExitCode: new(int)}}}
	tests := []struct {
		name    string
		after   []event.Event
		running int // background tasks the stop lists
		block   bool
	}{
		{"still running", nil, 1, true},
		{"the harness lists nothing running", nil, 0, false},
		{"its notice", []event.Event{ended}, 1, false},
		{"its output read", []event.Event{read}, 1, false},
		{"its log read", []event.Event{bash("tail -n 3 /tmp/reindex.log", 0, "REINDEX\nNOTICE: done, 0 errors")}, 1, false},
		{"another file read", []event.Event{bash("tail -n 3 /tmp/other.log", 0, "REINDEX\nNOTICE: done, 0 errors")}, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			run := bash(reindex, 0, "")
			run.Result.Background, run.Result.Task = true, "b9"
			handle(t, e, prompt("idx_orders_status on staging is 11 GB for a 2 GB table. Reindex it concurrently."), run)
			handle(t, e, tt.after...)
			st := stop(report, false)
			st.Final.BackgroundTasks = tt.running
			if d := handle(t, e, st); d.Block != tt.block || d.Block && d.Rule != "claim.action" {
				t.Errorf("stop: %+v, want block %v by claim.action", d, tt.block)
			}
		})
	}
}

func TestStopRecordsItsRule(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("add a --json flag"), edit("/p/export.go"), stop("Added the flag.", false))
	l := load(t, e)
	if len(l.Stops) != 1 || !l.Stops[0].Block || l.Stops[0].Rule != "unverified.changed" {
		t.Errorf("stops = %+v", l.Stops)
	}
}

func TestBlockedTaskRecordsTheAction(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("push the hotfix to origin main"), bash("git log --oneline -1", 0, "c4d5e6f fix"))
	if l, err := e.Store.Load(ledger.Key("s1", "/p")); err == nil && len(l.Actions) != 0 {
		t.Fatalf("a look was recorded as an action: %+v", l.Actions)
	}
	handle(t, e, bash("git push origin main", 1, "! [rejected] main -> main (fetch first)"), bash("git push origin main", 0, "main -> main"))
	l := load(t, e)
	if len(l.Actions) != 2 || l.Actions[0].OK || !l.Actions[1].OK || l.Actions[1].Kind != "push" {
		t.Errorf("actions = %+v, want a refused push and a push", l.Actions)
	}
}

func TestPauseInTheHooks(t *testing.T) {
	tests := []struct {
		name string
		// pause is what the user set after the first block; typed is the
		// prompt the user types next ("" for none).
		pause             ledger.Pause
		typed             string
		stopBlocked       bool
		guardDenies       bool
		pausedAfterPrompt bool
	}{
		{"session pause lets the stop through, guards stay on", ledger.Pause{}, "", false, true, true},
		{"guards paused too", ledger.Pause{Guards: true}, "", false, false, true},
		{"the pause command's own prompt does not end a prompt pause", ledger.Pause{Prompt: true}, "/proofgate:pause --prompt", false, true, true},
		{"the next typed prompt ends a prompt pause", ledger.Pause{Prompt: true}, "Add a test for the handler", true, true, false},
		{"the next typed prompt keeps a session pause", ledger.Pause{}, "Add a test for the handler", false, true, true},
		{"a typed continuation ends a prompt pause too", ledger.Pause{Prompt: true}, "ok, continue", true, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			e.Home = "/home/dev"
			if d := handle(t, e, prompt("Fix the parser in parse.go"), edit("/p/parse.go"), stop("Fixed the parser.", false)); !d.Block {
				t.Fatalf("the untested edit was not blocked: %+v", d)
			}
			if _, err := e.Store.SetPause("s1", "/p", &tt.pause); err != nil {
				t.Fatal(err)
			}
			if tt.typed != "" {
				handle(t, e, prompt(tt.typed), edit("/p/parse.go"))
			}
			if got := load(t, e).GatePaused(); got != tt.pausedAfterPrompt {
				t.Errorf("paused after the prompt = %v, want %v", got, tt.pausedAfterPrompt)
			}
			if d := handle(t, e, stop("Fixed the parser.", false)); d.Block != tt.stopBlocked {
				t.Errorf("stop blocked = %v, want %v: %+v", d.Block, tt.stopBlocked, d)
			}
			pre := ev(event.PreTool)
			pre.Tool = event.Tool{Name: "Bash", Command: "rm -rf ~"}
			if d := handle(t, e, pre); (d.Permission == event.Deny) != tt.guardDenies {
				t.Errorf("rm -rf ~ denied = %v, want %v: %+v", d.Permission == event.Deny, tt.guardDenies, d)
			}
		})
	}
}

func TestGuardsPauseNeverCoversProofgateItself(t *testing.T) {
	e := newEngine(t)
	e.Home = "/home/dev"
	handle(t, e, prompt("Fix the parser in parse.go"))
	if _, err := e.Store.SetPause("s1", "/p", &ledger.Pause{Guards: true}); err != nil {
		t.Fatal(err)
	}
	pre := ev(event.PreTool)
	for _, cmd := range []string{"rm -rf ~/.local/state/proofgate", "rm -rf ~/.claude/plugins/cache/proofgate"} {
		pre.Tool = event.Tool{Name: "Bash", Command: cmd}
		if d := handle(t, e, pre); d.Permission != event.Deny {
			t.Errorf("%s under a pause of the guardrails: %+v, want still denied", cmd, d)
		}
	}
	pre.Tool = event.Tool{Name: "Bash", Command: "rm -rf ~/other"}
	if d := handle(t, e, pre); d.Permission == event.Deny {
		t.Errorf("rm -rf ~/other under a pause of the guardrails: %+v, want allowed", d)
	}
}

func mcp(tool string, failed bool) event.Event {
	e := ev(event.ToolDone)
	if failed {
		e.Kind = event.ToolFailed
		e.Result.Output = "Error executing tool: unknown voice"
	} else {
		e.Result.ExitCode = 0
	}
	e.Tool = event.Tool{Name: tool, Paths: []string{"/p/out/voice.mp3"}}
	return e
}

// TestMCPCallsAreRecorded records an MCP server's tool call as a check of
// its own kind, named by the tool, that succeeded or failed as the harness
// said; its input's paths are no change, a failure earns no advice, and
// only the latest call of each tool is kept.
func TestMCPCallsAreRecorded(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("read this sentence aloud"))
	if d := handle(t, e, mcp("mcp__tts__synthesize", true)); d.Context != "" {
		t.Errorf("a failed MCP call earned advice: %q", d.Context)
	}
	handle(t, e, mcp("mcp__tts__synthesize", false), mcp("mcp__github__pull_request_read", false))
	l := load(t, e)
	if len(l.Changes) != 0 {
		t.Errorf("an MCP call's paths were recorded as changes: %+v", l.Changes)
	}
	if len(l.Checks) != 2 {
		t.Fatalf("checks = %+v, want the latest call of each tool", l.Checks)
	}
	for _, c := range l.Checks {
		if c.Kind != observe.MCP || !c.Passed() || !strings.HasPrefix(c.Command, "mcp__") {
			t.Errorf("check %+v, want a passed mcp check named by its tool", c)
		}
	}
	handle(t, e, mcp("MCP:playwright:browser_navigate", true))
	if l := load(t, e); !l.Checks[len(l.Checks)-1].Failed() {
		t.Errorf("a Cursor MCP failure: %+v", l.Checks[len(l.Checks)-1])
	}
	// an MCP call is no verification the gate credits (yet)
	handle(t, e, prompt("make the voice configurable"), edit("/p/tts.py"), mcp("mcp__tts__synthesize", false))
	if d := handle(t, e, stop("Made the voice configurable.", false)); !d.Block {
		t.Error("an MCP call after a code change counted as its verification")
	}
}

// TestMCPPayloads reads Claude Code's payloads of an MCP call: a result
// of content blocks is a success, an error event a failure.
func TestMCPPayloads(t *testing.T) {
	e := newEngine(t)
	handle(t, e, prompt("merge the pull request"))
	for _, payload := range []string{
		`{"session_id":"s1","cwd":"/p","hook_event_name":"PostToolUse","tool_name":"mcp__plugin_github_github__merge_pull_request","tool_input":{"owner":"o","repo":"r","pullNumber":3},"tool_response":[{"type":"text","text":"{\"merged\":true}"}]}`,
		`{"session_id":"s1","cwd":"/p","hook_event_name":"PostToolUseFailure","tool_name":"mcp__browser__computer","tool_input":{"action":"screenshot"},"error":"screenshot failed: timed out","is_interrupt":false}`,
	} {
		ev, err := claude.Adapter{}.Decode([]byte(payload))
		if err != nil {
			t.Fatal(err)
		}
		handle(t, e, ev)
	}
	l := load(t, e)
	if len(l.Checks) != 2 || !l.Checks[0].Passed() || !l.Checks[1].Failed() || l.Checks[1].Command != "mcp__browser__computer" {
		t.Errorf("checks = %+v, want the merge passed and the screenshot failed", l.Checks)
	}
}

func TestBackgroundResultReadByTheAgent(t *testing.T) {
	e := newEngine(t)
	run := bash("npx vitest run", 0, "")
	run.Result.Background, run.Result.Task = true, "b2"
	handle(t, e, prompt("fix the pager and run the suite"), edit("/p/pager.ts"), run)
	read := event.Event{Kind: event.ToolDone, Session: "s1", Cwd: "/p", Tool: event.Tool{Name: "TaskOutput"},
		Notices: []event.Notice{{Task: "b2", Status: "completed", ExitCode: new(int)}}}
	handle(t, e, read)
	l := load(t, e)
	if len(l.Pending()) != 0 || !l.Checks[0].Passed() {
		t.Fatalf("checks %+v: want the run read as passed", l.Checks)
	}
	if d := handle(t, e, stop("Fixed the pager; the suite passes (148 tests).", false)); d.Block {
		t.Errorf("a result the agent read was not seen: %s", d.Reason)
	}
}

func TestResultReadFromTheRunsLog(t *testing.T) {
	const summary = "Passed!  - Failed:     0, Passed:   148, Skipped:     0, Total:   148, Duration: 1 s - Billing.Tests.dll (net8.0)"
	tests := []struct {
		name, look, output string
		want               *bool
	}{
		{"the log read", "sleep 40; tail -n 5 /p/t.log", summary, new(true)},
		{"the log read relative", "tail -n 5 t.log", "Failed!  - Failed:     2, Passed:   146, Skipped:     0, Total:   148", new(false)},
		{"another file", "tail -n 5 /p/other.log", summary, nil},
		{"the log filtered", "tail -n 50 /p/t.log | grep Passed", summary, nil},
		{"nothing in it yet", "cat /p/t.log", "Build started...", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			handle(t, e, prompt("fix the rounding and run the billing tests"), edit("/p/Invoice.cs"),
				bash("dotnet test tests/Billing.Tests > /p/t.log 2>&1 &", 0, "[1] 23817"),
				bash(tt.look, 0, tt.output))
			l := load(t, e)
			got := l.Checks[0].Success
			if (got == nil) != (tt.want == nil) || got != nil && *got != *tt.want {
				t.Errorf("checks %+v: want success %v", l.Checks, tt.want)
			}
		})
	}
}

// TestRunsWithTheChangesStashed holds a run made while the session's
// changes were stashed away to no result: it ran the code before them.
func TestRunsWithTheChangesStashed(t *testing.T) {
	const failing = "--- FAIL: TestEvict (0.00s)\nFAIL\nFAIL\texample.com/svc/internal/cache\t0.011s"
	tests := []struct {
		name    string
		before  []event.Event // after the prompt
		run     event.Event
		after   []event.Event
		stashed bool
	}{
		{"in its line", []event.Event{edit("/p/lru.go")},
			bash("git stash && go test ./internal/cache/; git stash pop", 1, failing), nil, true},
		{"lines apart", []event.Event{edit("/p/lru.go"), bash("git stash", 0, "Saved working directory")},
			bash("go test ./internal/cache/", 1, failing), []event.Event{bash("git stash pop", 0, "Dropped refs/stash@{0}")}, true},
		{"after the pop", []event.Event{edit("/p/lru.go"), bash("git stash", 0, ""), bash("git stash pop", 0, "")},
			bash("go test ./internal/cache/", 1, failing), nil, false},
		{"popped in its line", []event.Event{edit("/p/lru.go"), bash("git stash", 0, "")},
			bash("git stash pop && go test ./internal/cache/", 1, failing), nil, false},
		// Work done after the stash, on the branch it switched to, is
		// what the run read.
		{"work after the stash", []event.Event{edit("/p/lru.go"), bash("git stash && git checkout main", 0, ""), edit("/p/ttl.go")},
			bash("go test ./internal/cache/", 1, failing), nil, false},
		// Nothing of the session's was stashed: the user's own edits.
		{"nothing changed", nil,
			bash("git stash && go test ./internal/cache/; git stash pop", 1, failing), nil, false},
		{"a stash listed", []event.Event{edit("/p/lru.go")},
			bash("git stash list && go test ./internal/cache/", 1, failing), nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEngine(t)
			handle(t, e, prompt("evict by last access in internal/cache"))
			handle(t, e, tt.before...)
			handle(t, e, tt.run)
			handle(t, e, tt.after...)
			l := load(t, e)
			c := l.Checks[len(l.Checks)-1]
			if c.Stashed != tt.stashed || tt.stashed && c.Success != nil || !tt.stashed && !c.Failed() {
				t.Errorf("check %+v: want stashed %v", c, tt.stashed)
			}
			if l.Stash != 0 && tt.after != nil {
				t.Errorf("stash %d still open after the pop", l.Stash)
			}
		})
	}
}
