package ledger

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/observe"
)

func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "state", "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRecordChangeMovesRepeatedPathToEnd(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/a.go", observe.Code, "Edit", false)
	l.RecordChange("/p/b.md", observe.Docs, "Write", false)
	l.RecordChange("/p/a.go", observe.Code, "Edit", false)
	if len(l.Changes) != 2 || l.Changes[1].Path != "/p/a.go" || l.Changes[1].Seq != 3 {
		t.Fatalf("changes = %+v", l.Changes)
	}
}

func TestListsAreBounded(t *testing.T) {
	l := New("s", "/p")
	for i := range 3 * Limit {
		l.RecordChange(fmt.Sprintf("/p/f%d.go", i), observe.Code, "Write", false)
		l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}})
		l.RecordDenial(Denial{Rule: "r"})
	}
	if len(l.Changes) != Limit || len(l.Checks) != Limit || len(l.Denials) != maxDenials {
		t.Fatalf("lengths %d %d %d, want %d %d %d", len(l.Changes), len(l.Checks), len(l.Denials), Limit, Limit, maxDenials)
	}
	if last := l.Denials[maxDenials-1].Seq; last != l.Seq {
		t.Errorf("newest denial lost: seq %d, ledger at %d", last, l.Seq)
	}
	if l.Dropped != 2*Limit || !l.DroppedCode {
		t.Errorf("Dropped = %d, DroppedCode = %v", l.Dropped, l.DroppedCode)
	}
	if last := l.Changes[Limit-1].Path; last != fmt.Sprintf("/p/f%d.go", 3*Limit-1) {
		t.Errorf("newest change lost: %s", last)
	}
}

// TestRecordingIntoAFullLedgerAllocatesNothing: an entry added to a full
// list takes the oldest one's place in the same array. A hook decodes a
// full ledger and adds an entry on every event of a long session, and
// growing the array to add it, then copying it to drop the oldest, took
// twice the list in fresh memory each time.
func TestRecordingIntoAFullLedgerAllocatesNothing(t *testing.T) {
	l := New("s", "/p")
	for i := range Limit + maxStops {
		l.RecordChange(fmt.Sprintf("/p/f%d.go", i), observe.Code, "Write", false)
		l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}})
		l.RecordDenial(Denial{Rule: "r"})
		l.RecordActions("git push", []observe.ActionKind{observe.Push}, true, "")
		l.RecordStop(Stop{Rule: "r"})
	}
	checks := []Check{{Command: "go test ./...", Kind: observe.Test}}
	kinds := []observe.ActionKind{observe.Push}
	paths := []string{"/p/a.go", "/p/b.go"}
	i := 0
	allocs := testing.AllocsPerRun(20, func() {
		i++
		l.RecordChange(paths[i%2], observe.Code, "Edit", false)
		l.RecordChecks(checks)
		l.RecordDenial(Denial{Rule: "r"})
		l.RecordActions("git push", kinds, true, "")
		l.RecordStop(Stop{Rule: "r"})
	})
	if allocs > 0 {
		t.Errorf("recording into a full ledger allocated %.0f times", allocs)
	}
	if len(l.Changes) != Limit || len(l.Checks) != Limit || len(l.Denials) != maxDenials || len(l.Stops) != maxStops ||
		len(l.Actions) != maxActions || l.Changes[Limit-1].Path != paths[i%2] {
		t.Errorf("lists %d %d %d %d %d, newest change %s", len(l.Changes), len(l.Checks), len(l.Denials), len(l.Stops),
			len(l.Actions), l.Changes[Limit-1].Path)
	}
}

// TestDiscardsKeepToTheLatestFew: an agent's cleanups (rm -r of a cache,
// git checkout -- of an edit) are actions too, and a session full of them
// still keeps its push.
func TestDiscardsKeepToTheLatestFew(t *testing.T) {
	l := New("s", "/p")
	l.RecordActions("git push origin main", []observe.ActionKind{observe.Push}, true, "")
	for i := range 3 * maxActions {
		l.RecordActions(fmt.Sprintf("rm -rf tmp/%d", i), []observe.ActionKind{observe.Discard}, true, "")
	}
	l.RecordActions("git reset --hard && git push -f", []observe.ActionKind{observe.Discard, observe.Push}, true, "")
	var kinds []observe.ActionKind
	for _, a := range l.Actions {
		kinds = append(kinds, a.Kind)
	}
	want := []observe.ActionKind{observe.Push, observe.Discard, observe.Discard, observe.Discard, observe.Discard, observe.Push}
	if !slices.Equal(kinds, want) {
		t.Fatalf("actions %v, want %v", kinds, want)
	}
	if last := l.Actions[len(l.Actions)-3]; last.Command != fmt.Sprintf("rm -rf tmp/%d", 3*maxActions-1) {
		t.Errorf("the latest cleanup kept is %q", last.Command)
	}
}

func TestStartPromptKeepsTheSessionsEvidence(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/a.go", observe.Code, "Edit", false)
	l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}})
	l.RecordDenial(Denial{Rule: "r"})
	l.RecordStop(Stop{Block: true, Rule: "unverified.changed"})
	l.RecordStop(Stop{Block: true, Rule: "premature.promise", Agent: "a1"})
	seq := l.Seq
	l.StartPrompt(Prompt{ID: "p2", Mode: "deep", Risks: []string{"database"}, Waiver: "don't run the tests", Cuts: []string{"pdf"}})
	if l.Blocks != 0 || l.SubagentBlocks != nil || l.Mode != "deep" || l.Risks[0] != "database" || l.Turn != seq {
		t.Errorf("per-prompt state not reset: %+v", l)
	}
	if len(l.Changes) != 1 || len(l.Checks) != 1 || len(l.Denials) != 1 || len(l.Stops) != 2 || l.Seq != seq {
		t.Errorf("session evidence lost: %+v", l)
	}
	l.StartPrompt(Prompt{ID: "p3", Mode: "normal", Waiver: "no need to build", Cuts: []string{"pdf", "windows"}})
	if l.Waiver != "don't run the tests" || strings.Join(l.Cuts, ",") != "pdf,windows" {
		t.Errorf("waiver %q, cuts %q: the session's first waiver and every cut once", l.Waiver, l.Cuts)
	}
	l.StartPrompt(Prompt{ID: "p4", Mode: "normal", TestsAsked: true})
	if l.Waiver != "" {
		t.Errorf("waiver %q after the user asked for the tests: the latest word on running them takes it back", l.Waiver)
	}
	l.StartPrompt(Prompt{ID: "p5", Mode: "normal", Waiver: "don't run anything for now"})
	l.StartPrompt(Prompt{ID: "p6", Mode: "normal", TakesBack: true})
	if l.Waiver != "" {
		t.Errorf("waiver %q after the user took it back", l.Waiver)
	}
}

// A file edited again after its cut keeps the cut and when it was made,
// unless the later edit takes the marker out.
func TestCutOutlivesLaterEdits(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/transport.rs", observe.Code, "Edit", false)
	l.MarkCut("/p/transport.rs", observe.CutTodo)
	cutAt := l.Changes[0].Seq
	l.RecordChange("/p/transport.rs", observe.Code, "Edit", false)
	c := l.Changes[len(l.Changes)-1]
	if c.Cut != observe.CutTodo || c.CutAt() != cutAt || c.Seq == cutAt {
		t.Fatalf("after a second edit: cut %q at %d (seq %d), want the TODO at %d", c.Cut, c.CutAt(), c.Seq, cutAt)
	}
	l.RecordChange("/p/transport.rs", observe.Code, "Edit", false)
	l.ClearCut("/p/transport.rs")
	if c := l.Changes[len(l.Changes)-1]; c.Cut != "" {
		t.Errorf("cut %q after the edit that took the marker out", c.Cut)
	}
	// A ledger written before CutSeq was kept dates the cut by the change.
	if old := (Change{Seq: 7, Cut: observe.CutSkip}); old.CutAt() != 7 {
		t.Errorf("CutAt of an old change = %d, want its Seq", old.CutAt())
	}
}

// A question in the middle of a task across a boundary holds the task for
// the go-ahead after it, until its act is done or another task starts.
func TestQuestionHoldsTheTask(t *testing.T) {
	l := New("s", "/p")
	l.StartPrompt(Prompt{ID: "p1", Mode: "blocked", Risks: []string{"production"}})
	l.RecordChecks([]Check{{Command: "./deploy.sh prod --dry-run", Kind: observe.Run}})
	l.StartPrompt(Prompt{ID: "p2", Mode: "quick"})
	h := l.HeldTask()
	if h == nil || !slices.Equal(h.Risks, []string{"production"}) {
		t.Fatalf("held task %+v, want the blocked deploy", h)
	}
	l.StartPrompt(Prompt{ID: "p3", Mode: "quick"})
	if l.HeldTask() == nil {
		t.Error("a second question dropped the held task")
	}
	l.RecordActions("./deploy.sh prod", []observe.ActionKind{observe.Release}, true, "")
	if h := l.HeldTask(); h != nil {
		t.Errorf("held task %+v after its act was done", h)
	}
	l.StartPrompt(Prompt{ID: "p4", Mode: "normal"})
	if l.Held != nil || l.HeldTask() != nil {
		t.Errorf("a new task kept the held one: %+v", l.Held)
	}
	// A question after a task that crossed no boundary holds nothing.
	l.StartPrompt(Prompt{ID: "p5", Mode: "quick"})
	if l.HeldTask() != nil {
		t.Error("a question held a normal task")
	}
}

func TestContinuationKeepsTheTask(t *testing.T) {
	l := New("s", "/p")
	l.StartPrompt(Prompt{ID: "p1", Mode: "blocked", Risks: []string{"production"}, Waiver: "i'll test it myself", Cuts: []string{"pdf"},
		Pasted: true, TestsAsked: true, Asked: []string{"deploy", "billing", "production"}})
	l.RecordChange("/p/a.go", observe.Code, "Edit", false)
	l.RecordStop(Stop{Block: true, Rule: "unverified.changed"})
	seq := l.Seq
	l.StartPrompt(Prompt{ID: "p2", Mode: "blocked", Risks: []string{"production"}, Continues: true, Asked: []string{"ahead", "deploy"}})
	if l.Mode != "blocked" || !slices.Equal(l.Risks, []string{"production"}) {
		t.Errorf("mode %s risks %v, want the task's", l.Mode, l.Risks)
	}
	if !l.TestsAsked || !slices.Equal(l.Asked, []string{"ahead", "deploy", "billing", "production"}) {
		t.Errorf("tests asked %v, asked %q: the task's request is lost", l.TestsAsked, l.Asked)
	}
	if l.Waiver != "i'll test it myself" || !slices.Equal(l.Cuts, []string{"pdf"}) {
		t.Errorf("waiver %q cuts %q: a continuation wiped what the user allowed", l.Waiver, l.Cuts)
	}
	// It is still a prompt the user typed: a turn of its own, in the task
	// that started with the first prompt.
	if l.Task != 0 {
		t.Errorf("task starts at %d, want 0: the continuation started a task", l.Task)
	}
	if l.Pasted || l.Blocks != 0 || l.Turn != seq || l.Prompts != 2 || l.PromptID != "p2" {
		t.Errorf("turn not started: pasted %v blocks %d turn %d (want %d) prompts %d id %s", l.Pasted, l.Blocks, l.Turn, seq, l.Prompts, l.PromptID)
	}
	// A new task replaces the task's words and request.
	l.RecordChange("/p/b.go", observe.Code, "Edit", false)
	l.RecordStop(Stop{})
	l.StartPrompt(Prompt{ID: "p3", Mode: "quick", Asked: []string{"explain"}})
	if l.Task != l.Turn || l.Task == 0 {
		t.Errorf("task %d, turn %d: a new task starts at its prompt", l.Task, l.Turn)
	}
	if l.TestsAsked || !slices.Equal(l.Asked, []string{"explain"}) {
		t.Errorf("new task kept the old one's: tests asked %v, asked %q", l.TestsAsked, l.Asked)
	}
}

func TestEmbeddedEditOutlivesLaterEdits(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/q.go", observe.Code, "Edit", false)
	l.MarkEmbedded("/p/q.go", observe.SQL)
	query := l.Seq
	l.RecordChange("/p/q.go", observe.Code, "Edit", false)
	c := l.Changes[len(l.Changes)-1]
	if c.Embedded != observe.SQL || c.EmbeddedSeq != query || c.Behaviour != l.Seq {
		t.Errorf("change %+v: want the query edit at %d kept under the later edit at %d", c, query, l.Seq)
	}
}

func TestCosmeticChangesKeepTheLastBehaviouralOne(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/a.go", observe.Code, "Edit", true)
	if l.Changes[0].Behavioural() {
		t.Fatalf("a comment-only edit needs no verification: %+v", l.Changes[0])
	}
	l.RecordChange("/p/a.go", observe.Code, "Edit", false)
	l.RecordChange("/p/a.go", observe.Code, "Edit", true)
	if c := l.Changes[0]; !c.Behavioural() || c.Behaviour != 2 || c.Seq != 3 {
		t.Errorf("after code, then comment edits: %+v, want behaviour 2 at seq 3", c)
	}
	l.RecordChange("/p/README.md", observe.Docs, "Edit", false)
	if l.Changes[1].Behavioural() {
		t.Errorf("documentation needs no verification: %+v", l.Changes[1])
	}
}

func TestSettleRecordsABackgroundResult(t *testing.T) {
	l := New("s", "/p")
	l.RecordChecks([]Check{{Command: "go test ./...", Kind: observe.Test, Task: "b1"}})
	if got := l.Pending(); len(got) != 1 || got[0] != "b1" {
		t.Fatalf("pending = %v", got)
	}
	ok := true
	if !l.Settle("b1", &ok, nil) || !l.Checks[0].Passed() || len(l.Pending()) != 0 {
		t.Errorf("not settled: %+v", l.Checks[0])
	}
	if l.Settle("b1", &ok, nil) || l.Settle("other", &ok, nil) {
		t.Error("settled twice or an unknown task")
	}
}

func TestSettleEndsABackgroundAction(t *testing.T) {
	for _, tc := range []struct {
		name    string
		success *bool
		ok      bool
	}{
		{"completed", ptr(true), true},
		{"failed", ptr(false), false},
		{"stopped before it told", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := New("s", "/p")
			l.RecordActions("psql -c 'REINDEX INDEX CONCURRENTLY i;'", []observe.ActionKind{observe.Data}, true, "b7")
			if !l.Actions[0].Running() || !slices.Contains(l.Pending(), "b7") {
				t.Fatalf("not running: %+v, pending %v", l.Actions[0], l.Pending())
			}
			if !l.Settle("b7", tc.success, nil) {
				t.Fatal("no action took the result")
			}
			if a := l.Actions[0]; a.Running() || a.OK != tc.ok || len(l.Pending()) != 0 {
				t.Errorf("settled as %+v, pending %v", a, l.Pending())
			}
			if l.Settle("", ptr(true), nil) {
				t.Error("an empty task id settled something")
			}
		})
	}
}

func TestLogSeenEndsTheActionThatWroteIt(t *testing.T) {
	for _, tc := range []struct {
		command, file string
		want          bool
	}{
		{"psql -c 'REINDEX INDEX i;' > /tmp/reindex.log 2>&1", "/tmp/reindex.log", true},
		{"./deploy.sh prod >>deploy.log", "deploy.log", true},
		{"./deploy.sh prod 2>&1 | tee -a out/deploy.log", "out/deploy.log", true},
		{"./deploy.sh prod | tee deploy.log", "deploy.log", true},
		// The file is read, not written; or another file shares its start.
		{"./deploy.sh prod --config deploy.log", "deploy.log", false},
		{"./deploy.sh prod > deploy.log.1", "deploy.log", false},
		{"./deploy.sh prod > /tmp/x", "", false},
	} {
		l := New("s", "/p")
		l.RecordActions(tc.command, []observe.ActionKind{observe.Release}, true, "b1")
		if got := l.LogSeen(tc.file); got != tc.want || l.Actions[0].Running() == tc.want {
			t.Errorf("LogSeen(%q) after %q = %v, action %+v", tc.file, tc.command, got, l.Actions[0])
		}
	}
}

func TestRecordStopCountsBlocksPerAgent(t *testing.T) {
	l := New("s", "/p")
	l.RecordStop(Stop{Rule: "allow"})
	l.RecordStop(Stop{Block: true, Rule: "claim.tests-pass"})
	l.RecordStop(Stop{Block: true, Rule: "premature.promise", Agent: "a"})
	if l.Blocks != 1 || l.SubagentBlocks["a"] != 1 || len(l.Stops) != 3 {
		t.Errorf("blocks %d, subagent %v, stops %d", l.Blocks, l.SubagentBlocks, len(l.Stops))
	}
	for range 2 * maxStops {
		l.RecordStop(Stop{})
	}
	if len(l.Stops) != maxStops {
		t.Errorf("stops not bounded: %d", len(l.Stops))
	}
}

func TestUpdateRoundTripAndModes(t *testing.T) {
	s := openTemp(t)
	_, err := s.Update("sess", "/p", func(l *Ledger) error {
		l.RecordChange("/p/a.go", observe.Code, "Edit", false)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	l, err := s.Load(Key("sess", "/p"))
	if err != nil || len(l.Changes) != 1 {
		t.Fatalf("Load = %+v, %v", l, err)
	}
	dirInfo, _ := os.Stat(s.Dir())
	fileInfo, _ := os.Stat(s.path(Key("sess", "/p")))
	if dirInfo.Mode().Perm() != 0o700 || fileInfo.Mode().Perm() != 0o600 {
		t.Errorf("modes dir %v file %v, want 0700 and 0600", dirInfo.Mode().Perm(), fileInfo.Mode().Perm())
	}
	entries, _ := os.ReadDir(s.Dir())
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".tmp" {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func TestUpdateErrorWritesNothing(t *testing.T) {
	s := openTemp(t)
	boom := errors.New("boom")
	if _, err := s.Update("sess", "/p", func(*Ledger) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if _, err := s.Load(Key("sess", "/p")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("ledger written despite error: %v", err)
	}
}

func TestUpdateRecoversCorruptLedger(t *testing.T) {
	for _, tt := range []struct {
		name, file, content string
	}{
		{"garbage", "journal", "{not json\n"},
		{"torn only", "journal", `{"version":2,"mode":"qu`},
		{"empty", "journal", ""},
		{"garbage", "legacy", "{not json"},
		{"truncated", "legacy", `{"version":2,"mode":"qu`},
	} {
		t.Run(tt.file+"/"+tt.name, func(t *testing.T) {
			s := openTemp(t)
			if err := os.WriteFile(fileOf(s, tt.file), []byte(tt.content), 0o600); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Load(Key("sess", "/p")); !errors.Is(err, ErrCorrupt) {
				t.Errorf("Load = %v, want ErrCorrupt", err)
			}
			up, err := s.Update("sess", "/p", func(*Ledger) error { return nil })
			if err != nil {
				t.Fatal(err)
			}
			if up.Recovered == "" || up.Ledger.Mode != "normal" {
				t.Errorf("Recovered = %q, mode %q; want a note and normal mode", up.Recovered, up.Ledger.Mode)
			}
			if _, err := s.Load(Key("sess", "/p")); err != nil {
				t.Errorf("Load after the recovery: %v", err)
			}
		})
	}
}

// fileOf is the session's journal ("journal") or the file proofgate wrote
// before journals ("legacy").
func fileOf(s *Store, which string) string {
	if which == "legacy" {
		return s.legacyPath(Key("sess", "/p"))
	}
	return s.path(Key("sess", "/p"))
}

// TestUpdateStartsAnotherVersionAfresh: a ledger an older proofgate wrote
// is replaced silently; an upgrade is not a fault worth a notice.
func TestUpdateStartsAnotherVersionAfresh(t *testing.T) {
	for _, which := range []string{"journal", "legacy"} {
		t.Run(which, func(t *testing.T) {
			s := openTemp(t)
			if err := os.WriteFile(fileOf(s, which), []byte(`{"version":1,"mode":"quick","stop_blocks":2}`+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Load(Key("sess", "/p")); !errors.Is(err, ErrVersion) {
				t.Errorf("Load = %v, want ErrVersion", err)
			}
			up, err := s.Update("sess", "/p", func(*Ledger) error { return nil })
			if err != nil {
				t.Fatal(err)
			}
			if up.Recovered != "" || up.Ledger.Mode != "normal" || up.Ledger.Blocks != 0 || up.Ledger.Version != Version {
				t.Errorf("Recovered = %q, ledger %+v; want a fresh ledger without a note", up.Recovered, up.Ledger)
			}
		})
	}
}

func TestLoadRefusesSymlink(t *testing.T) {
	for _, which := range []string{"journal", "legacy"} {
		t.Run(which, func(t *testing.T) {
			s := openTemp(t)
			target := filepath.Join(t.TempDir(), "elsewhere.json")
			os.WriteFile(target, []byte(`{"version":1}`), 0o600)
			if err := os.Symlink(target, fileOf(s, which)); err != nil {
				t.Skip("symlinks unavailable:", err)
			}
			if _, err := s.Load(Key("sess", "/p")); !errors.Is(err, ErrCorrupt) {
				t.Fatalf("Load through symlink: err = %v, want ErrCorrupt", err)
			}
			if _, err := s.Update("sess", "/p", func(l *Ledger) error { l.Mode = "deep"; return nil }); err != nil {
				t.Fatal(err)
			}
			if data, _ := os.ReadFile(target); string(data) != `{"version":1}` {
				t.Errorf("write followed the symlink: target now %s", data)
			}
			if l, err := s.Load(Key("sess", "/p")); err != nil || l.Mode != "deep" {
				t.Errorf("Load after the update: %+v, %v", l, err)
			}
		})
	}
}

func TestOpenRefusesSymlinkedDir(t *testing.T) {
	real := t.TempDir()
	link := filepath.Join(t.TempDir(), "ledgers")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("symlinks unavailable:", err)
	}
	if _, err := Open(link); err == nil {
		t.Fatal("Open accepted a symlinked state directory")
	}
}

func TestConcurrentUpdatesLoseNothing(t *testing.T) {
	s := openTemp(t)
	const n = 64
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			// Each goroutine opens its own lock, as separate processes do.
			st := *s
			if _, err := st.Update("sess", "/p", func(l *Ledger) error {
				l.RecordChange(fmt.Sprintf("/p/f%02d.go", i), observe.Code, "Write", false)
				return nil
			}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	l, err := s.Load(Key("sess", "/p"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Changes) != n || l.Seq != n {
		t.Errorf("kept %d changes (seq %d) of %d", len(l.Changes), l.Seq, n)
	}
}

func TestLockTimeout(t *testing.T) {
	s := openTemp(t)
	s.LockWait = 50 * time.Millisecond
	unlock, err := s.lock(Key("sess", "/p"))
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	_, err = s.Update("sess", "/p", func(*Ledger) error { return nil })
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("err = %v, want ErrLocked", err)
	}
}

func TestPruneAndLatest(t *testing.T) {
	s := openTemp(t)
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { return now }
	for _, sess := range []string{"old", "a", "b"} {
		s.Update(sess, "/p", func(*Ledger) error { return nil })
		now = now.Add(time.Minute)
	}
	old := s.path(Key("old", "/p"))
	stale := now.Add(-8 * 24 * time.Hour)
	os.Chtimes(old, stale, stale)
	s.Prune()
	if _, err := os.Stat(old); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale ledger kept: %v", err)
	}
	l, err := s.Latest(func(l *Ledger) bool { return l.Cwd == "/p" })
	if err != nil || l.Session != "b" {
		t.Errorf("Latest = %+v, %v; want session b", l, err)
	}
	if _, err := s.Latest(func(l *Ledger) bool { return l.Cwd == "/elsewhere" }); err == nil {
		t.Error("Latest found a ledger for another directory")
	}
}

// TestPruneSweepsOnceADay: the first Prune sweeps and leaves its mark; a
// ledger gone stale since is left until PruneEvery has passed, so that a
// prompt does not read the age of every file of a week's sessions.
func TestPruneSweepsOnceADay(t *testing.T) {
	s := openTemp(t)
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { return now }
	stale := func(sess string) string {
		s.Update(sess, "/p", func(*Ledger) error { return nil })
		p := s.File(Key(sess, "/p"))
		old := now.Add(-MaxAge - time.Hour)
		os.Chtimes(p, old, old)
		return p
	}
	gone := func(p string) bool { _, err := os.Stat(p); return errors.Is(err, os.ErrNotExist) }

	first := stale("first")
	s.Prune()
	if !gone(first) {
		t.Fatal("the first Prune kept a stale ledger")
	}
	second := stale("second")
	now = now.Add(PruneEvery - time.Minute)
	s.Prune()
	if gone(second) {
		t.Error("a Prune within a day of the last swept again")
	}
	now = now.Add(2 * time.Minute)
	s.Prune()
	if !gone(second) {
		t.Error("a Prune a day after the last did not sweep")
	}
}

// TestSweepSparesALedgerItsLockHolds: a session resumed after a week holds
// its lock while it writes; the sweep, which runs in another session's
// hook, must not delete the ledger under it, nor the lock of a session
// whose ledger is fresh (taking a lock leaves the file's time as it was).
func TestSweepSparesALedgerItsLockHolds(t *testing.T) {
	s := openTemp(t)
	now := time.Now()
	s.Now = func() time.Time { return now }
	old := now.Add(-MaxAge - time.Hour)
	age := func(p string) { os.Chtimes(p, old, old) }
	exists := func(p string) bool { _, err := os.Lstat(p); return err == nil }

	s.Update("resumed", "/p", func(*Ledger) error { return nil })
	resumed, resumedLock := s.File(Key("resumed", "/p")), filepath.Join(s.Dir(), Key("resumed", "/p")+".lock")
	age(resumed)
	age(resumedLock)
	s.Update("live", "/p", func(*Ledger) error { return nil })
	liveLock := filepath.Join(s.Dir(), Key("live", "/p")+".lock")
	age(liveLock)

	unlock, err := s.lock(Key("resumed", "/p")) // the resumed session's hook, mid-update
	if err != nil {
		t.Fatal(err)
	}
	s.Prune()
	unlock()
	if !exists(resumed) || !exists(resumedLock) {
		t.Error("the sweep removed a ledger whose lock another hook held")
	}
	if !exists(liveLock) {
		t.Error("the sweep removed the lock of a session whose ledger is fresh")
	}

	now = now.Add(PruneEvery + time.Minute) // the next day's sweep, the lock free
	s.Prune()
	if exists(resumed) || exists(resumedLock) {
		t.Error("a stale ledger and its lock outlived a sweep with the lock free")
	}
}

// TestUpdateReplacesAJournalItCannotOpen: a journal this user cannot open
// for writing (mode 0400) is read and replaced, not a fault on every
// later hook.
func TestUpdateReplacesAJournalItCannotOpen(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root opens a 0400 file for writing")
	}
	s := openTemp(t)
	s.Update("sess", "/p", change("/p/a.go"))
	os.Chmod(s.File(Key("sess", "/p")), 0o400)
	up, err := s.Update("sess", "/p", change("/p/b.go"))
	if err != nil || len(up.Ledger.Changes) != 2 {
		t.Fatalf("Update of a read-only journal: %v, %+v", err, up.Ledger)
	}
	if l, err := s.Load(Key("sess", "/p")); err != nil || len(l.Changes) != 2 {
		t.Errorf("Load after: %+v, %v", l, err)
	}
}

// TestPruneMarkIsNotFollowed: a mark replaced by a symlink is left alone,
// and its target untouched; the sweep still runs.
func TestPruneMarkIsNotFollowed(t *testing.T) {
	s := openTemp(t)
	target := filepath.Join(t.TempDir(), "elsewhere")
	os.WriteFile(target, []byte("x"), 0o600)
	old := time.Now().Add(-30 * 24 * time.Hour)
	os.Chtimes(target, old, old)
	if err := os.Symlink(target, filepath.Join(s.Dir(), pruned)); err != nil {
		t.Skip("symlinks unavailable:", err)
	}
	s.Prune()
	if info, err := os.Stat(target); err != nil || !info.ModTime().Equal(old) {
		t.Errorf("the mark's symlink target was touched: %v", err)
	}
}

func TestKeyIsAHash(t *testing.T) {
	k := Key("../../etc/passwd", "/p")
	if len(k) != 24 || filepath.Base(k) != k {
		t.Fatalf("Key = %q", k)
	}
	if Key("a", "b|c") == Key("a|b", "c") {
		t.Error("keys of different sessions collide")
	}
}

func BenchmarkUpdate(b *testing.B) {
	s, _ := Open(filepath.Join(b.TempDir(), "l"))
	for i := range 40 {
		s.Update("sess", "/p", func(l *Ledger) error {
			l.RecordChange(fmt.Sprintf("/p/f%d.go", i), observe.Code, "Edit", false)
			l.RecordChecks([]Check{{Command: "go test ./...", Kind: observe.Test}})
			return nil
		})
	}
	for b.Loop() {
		s.Update("sess", "/p", func(l *Ledger) error {
			l.RecordChange("/p/x.go", observe.Code, "Edit", false)
			return nil
		})
	}
}

func TestEntriesAreClipped(t *testing.T) {
	long := "cat > internal/api/list_test.go <<'EOF'\n" + strings.Repeat("é line of code\n", 200) + "EOF\ngo test ./internal/api/..."
	l := New("s", "/p")
	l.RecordChecks([]Check{{Command: long, Kind: observe.Test}})
	l.RecordDenial(Denial{Target: long, Reason: long})
	l.RecordChange("/p/"+strings.Repeat("deep/", 200)+"x.go", observe.Code, "Write", false)
	c := l.Checks[0].Command
	if len(c) > maxCommand+8 || !strings.HasPrefix(c, "cat > internal/api/list_test.go") || !strings.HasSuffix(c, "go test ./internal/api/...") || !utf8.ValidString(c) {
		t.Errorf("clipped command = %q (%d bytes)", c, len(c))
	}
	if len(l.Denials[0].Target) > maxCommand+8 || len(l.Denials[0].Reason) > maxReason+8 {
		t.Errorf("denial not clipped: %d, %d bytes", len(l.Denials[0].Target), len(l.Denials[0].Reason))
	}
	if p := l.Changes[0].Path; len(p) > maxPath+8 || !strings.HasSuffix(p, "/x.go") {
		t.Errorf("path = %q", p)
	}
}

func TestPauseEndsAsTheUserChose(t *testing.T) {
	tests := []struct {
		name              string
		pause             Pause
		gateAfter, guards bool
	}{
		{"session pause outlives the next prompt", Pause{}, true, false},
		{"prompt pause ends with the next prompt", Pause{Prompt: true}, false, false},
		{"session pause of the guards too", Pause{Guards: true}, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := New("s", "/p")
			l.StartPrompt(Prompt{ID: "p1", Mode: "normal"})
			p := tt.pause
			l.Pause = &p
			if !l.GatePaused() || l.GuardsPaused() != tt.pause.Guards {
				t.Fatalf("just paused: gate %v, guards %v", l.GatePaused(), l.GuardsPaused())
			}
			l.StartPrompt(Prompt{ID: "p2", Mode: "normal"})
			if l.GatePaused() != tt.gateAfter || l.GuardsPaused() != tt.guards {
				t.Errorf("after the next prompt: gate paused %v (want %v), guards paused %v (want %v)", l.GatePaused(), tt.gateAfter, l.GuardsPaused(), tt.guards)
			}
		})
	}
}

func TestPauseSurvivesTheStore(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("s", "/p", func(l *Ledger) error { l.Pause = &Pause{Guards: true}; return nil }); err != nil {
		t.Fatal(err)
	}
	l, err := s.Load(Key("s", "/p"))
	if err != nil || !l.GuardsPaused() {
		t.Fatalf("reloaded pause: %+v, %v", l, err)
	}
	if _, err := s.Update("s", "/p", func(l *Ledger) error { l.Pause = nil; return nil }); err != nil {
		t.Fatal(err)
	}
	if l, _ := s.Load(Key("s", "/p")); l.GatePaused() {
		t.Error("resume did not clear the pause")
	}
}

func TestSetPauseFindsTheSession(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	// The hooks recorded the session under its own cwd.
	if _, err := s.Update("s1", "/proj", func(l *Ledger) error { return nil }); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, session, cwd string
		pause              *Pause
		wantCwd            string
		wantErr            error
	}{
		{"by id from another directory", "s1", "/elsewhere", &Pause{}, "/proj", nil},
		{"by directory without an id", "", "/proj", &Pause{Prompt: true}, "/proj", nil},
		{"resume", "s1", "/proj", nil, "/proj", nil},
		{"unknown id starts its ledger", "s2", "/new", &Pause{}, "/new", nil},
		{"no id, no ledger here", "", "/nowhere", &Pause{}, "", ErrNoSession},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := s.SetPause(tt.session, tt.cwd, tt.pause)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if l.Cwd != tt.wantCwd || l.GatePaused() != (tt.pause != nil) {
				t.Errorf("ledger cwd %q paused %v", l.Cwd, l.GatePaused())
			}
			back, err := s.Load(Key(l.Session, l.Cwd))
			if err != nil || back.GatePaused() != (tt.pause != nil) {
				t.Errorf("stored: %+v, %v", back, err)
			}
		})
	}
}

// TestShownSearchesEndAtACodeChange: a search that showed its hits in
// comments speaks for the code as it was; an edit of code after it, or a
// rewrite of code, may have put its pattern in code.
func TestShownSearchesEndAtACodeChange(t *testing.T) {
	l := New("s", "/p")
	l.RecordChange("/p/a.py", observe.Code, "Edit", false)
	for i := range 2 * maxCommentSearches {
		l.RecordCommentSearch(fmt.Sprintf("grep -rn p%d .", i), i, 1, nil)
	}
	got := l.ShownSearches()
	if len(got) != maxCommentSearches || got[0].Command != fmt.Sprintf("grep -rn p%d .", maxCommentSearches) || got[0].Before != maxCommentSearches {
		t.Fatalf("shown searches %+v: want the latest %d", got, maxCommentSearches)
	}
	l.RecordChange("/p/b.py", observe.Code, "Edit", true) // a comment edit
	if len(l.ShownSearches()) != maxCommentSearches {
		t.Errorf("a comment edit ended the searches")
	}
	l.RecordChange("/p/b.py", observe.Code, "Edit", false)
	if got := l.ShownSearches(); len(got) != 0 {
		t.Errorf("an edit of code left %+v", got)
	}
	l.RecordCommentSearch("grep -rn p .", 0, 0, nil)
	l.RecordRecode("grep -rl q . | xargs sed -i s/q/r/")
	if got := l.ShownSearches(); len(got) != 0 {
		t.Errorf("a rewrite of code left %+v", got)
	}
	l.RecordCommentSearch(strings.Repeat("x", maxCommand+1), 0, 0, nil)
	if len(l.ShownSearches()) != 0 {
		t.Errorf("a search longer than the ledger keeps was noted")
	}
	l.RecordCommentSearch("grep -rn a docs", 0, 0, []string{"docs/a.md"})
	l.RecordCommentSearch("grep -rn c .", 0, 0, nil)
	l.RecordCommentSearch("grep -rn b docs", 0, 0, []string{"docs/b.md"})
	var kept []string
	for _, s := range l.ShownSearches() {
		kept = append(kept, s.Command)
	}
	if !slices.Equal(kept, []string{"grep -rn c .", "grep -rn b docs"}) {
		t.Errorf("searches kept %q: one search's files at a time", kept)
	}
}

// TestATurnCutShortKeepsTheTask: a turn that changed code and ended with
// no stop of the main agent (the user interrupted it, and the client sends
// no Stop) was never judged; the next prompt's task holds its changes. A
// turn the gate judged, or that changed nothing, ends the task as before.
func TestATurnCutShortKeepsTheTask(t *testing.T) {
	for _, tc := range []struct {
		name      string
		turn      func(l *Ledger)
		keepsTask bool
	}{
		{"changed code, no stop", func(l *Ledger) { l.RecordChange("/p/a.go", observe.Code, "Edit", false) }, true},
		{"changed code, only a subagent stopped", func(l *Ledger) {
			l.RecordChange("/p/a.go", observe.Code, "Edit", false)
			l.RecordStop(Stop{Agent: "a1"})
		}, true},
		{"changed code, judged", func(l *Ledger) {
			l.RecordChange("/p/a.go", observe.Code, "Edit", false)
			l.RecordStop(Stop{})
		}, false},
		{"changed a comment, no stop", func(l *Ledger) { l.RecordChange("/p/a.go", observe.Code, "Edit", true) }, false},
		{"read only, no stop", func(l *Ledger) { l.RecordChecks([]Check{{Command: "go test", Kind: observe.Test}}) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := New("s", "/p")
			l.StartPrompt(Prompt{ID: "p1", Mode: "normal"})
			task := l.Task
			tc.turn(l)
			l.StartPrompt(Prompt{ID: "p2", Mode: "normal"})
			if kept := l.Task == task; kept != tc.keepsTask {
				t.Errorf("task kept %v, want %v (task %d, seq %d)", kept, tc.keepsTask, l.Task, l.Seq)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

// FuzzWritesTo: a command writes to a file only where it names the file.
func FuzzWritesTo(f *testing.F) {
	f.Add("psql -c 'REINDEX INDEX i;' > /tmp/reindex.log 2>&1", "/tmp/reindex.log")
	f.Add("./deploy.sh prod | tee -a out/deploy.log", "out/deploy.log")
	f.Add("./deploy.sh prod --config deploy.log", "deploy.log")
	f.Fuzz(func(t *testing.T, command, file string) {
		if writesTo(command, file) && (file == "" || !strings.Contains(command, file)) {
			t.Fatalf("writesTo(%q, %q) with the file not in the command", command, file)
		}
	})
}
