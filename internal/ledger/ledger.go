// Package ledger is proofgate's record of what really happened in one agent
// session: the files changed, the verifications run and their results, what
// the user waived or authorised, the actions denied, and the stop decisions.
//
// Evidence belongs to the session: a test that passed under one prompt still
// counts when the next prompt says "commit and push". Only the task's mode,
// its risk flags and the block counter belong to a prompt; Turn marks where
// the current prompt's records start.
//
// A Ledger is plain data with pure methods; a Store keeps ledgers on disk,
// one per session and working directory, under a lock, so that hooks running
// at the same time lose nothing.
package ledger

import (
	"slices"
	"strings"
	"time"

	"github.com/proofgate/proofgate/internal/observe"
)

// Version is the on-disk format; a ledger of another version is started
// afresh.
const Version = 2

// Limit bounds the evidence lists: the gate needs the recent past, and a
// ledger read on every hook call must stay small. The histories kept for
// status and tracing are shorter (maxStops, maxDenials).
const Limit = 64

// Ledger is one session's record.
type Ledger struct {
	Version  int    `json:"version"`
	Session  string `json:"session"`
	Cwd      string `json:"cwd"`
	PromptID string `json:"prompt_id,omitempty"`

	// Mode and Risks come from classifying the current prompt.
	Mode  string   `json:"mode"`
	Risks []string `json:"risks"`
	// Turn is the sequence number at which the current prompt started:
	// records with a greater Seq happened in this turn.
	Turn int `json:"turn"`
	// Task is the sequence number at which the current task started: the
	// Turn of the latest prompt that did not only go on with the task
	// before it ("yes", "ok do it"; see Prompt.Continues) and that
	// followed a turn the gate judged (see judged).
	Task int `json:"task,omitempty"`
	// Waiver is the user's phrase that waived verification, from any
	// prompt of the session ("don't run the tests", "빌드는 내가 할게").
	Waiver string `json:"waiver,omitempty"`
	// Cuts are the parts of the task the user said to skip, stub or defer.
	Cuts []string `json:"cuts,omitempty"`
	// Prompts counts the user's prompts. Teammate is set for a session that
	// only ever took instructions from an agent team's lead (its messages
	// start its turns, no user prompt does): its stops are reports to the
	// lead, judged like a subagent's.
	Prompts  int  `json:"prompts,omitempty"`
	Teammate bool `json:"teammate,omitempty"`
	// Asked are the words of the current prompt (redacted, lower case, at
	// most MaxAsked): a "cut" that repeats what the user asked for ("skip
	// items with a zero quantity") is the requested behaviour.
	Asked []string `json:"asked,omitempty"`
	// TestsAsked is set when the current prompt asks the agent to run the
	// tests itself: a build does not answer that.
	TestsAsked bool `json:"tests_asked,omitempty"`
	// ReproAsked is set when the task asks for a test that reproduces a
	// bug and not for its fix (see classify.RequestsRepro): that test's
	// failing run is what the user asked for.
	ReproAsked bool `json:"repro_asked,omitempty"`
	// Pasted is set when the current prompt carries output the user pasted
	// (a log, a test run, CI): what the user saw is evidence too.
	Pasted bool `json:"pasted,omitempty"`
	// Confirmed is set when the current prompt says the work now does
	// what it should ("that looks great now"; see classify.Confirms): the
	// user saw it.
	Confirmed bool `json:"confirmed,omitempty"`
	// WentOn is set when the current prompt goes on with the task before it
	// ("yes, go ahead", "진행해"; see Prompt.Continues): it asks for the
	// work the task asked for.
	WentOn bool `json:"went_on,omitempty"`
	// Held is the task across a sensitive boundary (blocked mode) that a
	// question interrupted before its act was done: "deploy hotfix-1.4.2 to
	// prod, show me the dry-run first", then "how do I roll back?", then
	// "ok go ahead". The go-ahead continues it, not the question (see
	// HeldTask). nil when no such task waits.
	Held *Held `json:"held,omitempty"`

	// Seq orders every record of the session; it only grows.
	Seq     int      `json:"seq"`
	Changes []Change `json:"changes"`
	Checks  []Check  `json:"verifications"`
	Denials []Denial `json:"denials,omitempty"`
	// Dropped counts changes pushed out by Limit; DroppedCode is true when
	// one of them changed behaviour.
	Dropped     int  `json:"dropped_changes,omitempty"`
	DroppedCode bool `json:"dropped_code,omitempty"`
	// Actions are the latest commands that acted beyond the working tree
	// (a commit, a push, a publish, a deploy, a write to a database), with
	// how they ended: a report of the act is held to them.
	Actions []Action `json:"actions,omitempty"`
	// Unseen is the sequence number of the latest work done where
	// proofgate could not see its tool calls (a subagent whose transcript
	// a replay could not read). Evidence after it is unknown, not absent.
	Unseen int `json:"unseen_work,omitempty"`
	// Opaque is the sequence number of the latest shell command that may
	// have changed files it does not name (a generator, an installer, a
	// project script; see observe.MayWrite): a session with one did not
	// surely change nothing.
	Opaque int `json:"opaque_work,omitempty"`
	// Rewrote is the sequence number of the latest shell command that
	// surely rewrote sources it does not name (xargs sed -i, a fixer, a
	// codemod; see observe.Rewrites): the turn changed code.
	Rewrote int `json:"rewrote,omitempty"`
	// Recoded is the sequence number of the latest shell command that
	// rewrote the code of sources it does not name (grep -rl … | xargs sed
	// -i, a codemod, a patch; see observe.RewritesCode), and RecodedBy that
	// command, redacted: a change the gate holds to a check though no file
	// of it is known.
	Recoded   int    `json:"recoded,omitempty"`
	RecodedBy string `json:"recoded_by,omitempty"`
	// Unread is the sequence number of the latest shell command that ran,
	// and ended well, a program no table of checks reads (see
	// observe.UnreadRun), and UnreadBy that command, redacted: a check the
	// gate cannot read, evidence unknown rather than absent.
	Unread   int    `json:"unread,omitempty"`
	UnreadBy string `json:"unread_by,omitempty"`
	// Stash is the sequence number of the `git stash` whose changes are
	// still out of the work tree (see RecordStash); 0 when none is.
	Stash int `json:"stash,omitempty"`
	// CommentSearches are the latest searches whose every printed hit had
	// its pattern in a comment (observe.CommentSearch): a later rewrite of
	// that pattern changed comments only.
	CommentSearches []CommentSearch `json:"comment_searches,omitempty"`

	// Blocks counts the stop blocks of the current prompt; SubagentBlocks
	// those of each subagent.
	Blocks         int            `json:"stop_blocks"`
	SubagentBlocks map[string]int `json:"subagent_blocks,omitempty"`
	// Stops are the latest stop decisions, newest last.
	Stops []Stop `json:"stops,omitempty"`
	// Pause is the user's off switch (proofgate pause); nil when the gate
	// is on.
	Pause *Pause `json:"pause,omitempty"`
	// Wrong are the user's verdicts on stop decisions (/proofgate:wrong),
	// newest last; see MarkWrong and MarkedWrong.
	Wrong []Verdict `json:"wrong,omitempty"`
	// Harness names the agent harness whose hooks write the ledger
	// (claude, codex, …), for bug reports.
	Harness string `json:"harness,omitempty"`
	// Failures remembers, for the current prompt, which checks keep
	// failing with the same first error (see failures.go).
	Failures *Failures `json:"failures,omitempty"`

	Updated time.Time `json:"updated"`
}

// Change is a file an editing tool wrote.
type Change struct {
	Path string           `json:"path"`
	Kind observe.FileKind `json:"kind"`
	Tool string           `json:"tool"`
	Seq  int              `json:"seq"`
	// Behaviour is the sequence number of the latest change to the file
	// that could alter behaviour; 0 when every change so far only touched
	// comments or blank space.
	Behaviour int `json:"behaviour_seq"`
	// Cut is what an edit of the file did to the asked work, as its text
	// shows it (a skip marker, a TODO; see observe.Cut), and CutSeq that
	// edit's sequence number; "" for none. A later edit keeps it unless it
	// takes the marker out: a file edited again after its TODO still holds
	// the TODO.
	Cut    observe.CutKind `json:"cut,omitempty"`
	CutSeq int             `json:"cut_seq,omitempty"`
	// Embedded is the language inside the file that an edit of it changed
	// and that the file's own tools do not read (a query in a Go string;
	// see observe.EmbeddedEdit), and EmbeddedSeq that edit's sequence
	// number: a later edit of the file's code does not check it.
	Embedded    observe.Embedded `json:"embedded,omitempty"`
	EmbeddedSeq int              `json:"embedded_seq,omitempty"`
}

// Behavioural reports whether the change needs verification: a file whose
// behaviour can break, changed in more than comments or blank space.
func (c Change) Behavioural() bool {
	return c.Behaviour > 0 && observe.Behavioural(c.Kind)
}

// Check is a verification command and its result.
type Check struct {
	Command string       `json:"command"` // redacted
	Kind    observe.Kind `json:"kind"`
	// Success is nil when the run's result was not observed: it went to
	// the background, a pipe hid its status and its output said nothing,
	// or it tested nothing.
	Success  *bool `json:"success"`
	ExitCode *int  `json:"exit_code,omitempty"`
	Seq      int   `json:"seq"`
	// Task is the background task id of a run whose result is pending.
	Task string `json:"task,omitempty"`
	// Agent is the subagent that ran it; empty for the main agent.
	Agent string `json:"agent,omitempty"`
	// Script is the command line a package script ran, as its output
	// showed it (npm run lint → "eslint src"; see observe.ScriptRun),
	// redacted; "" when the command runs none or the output did not say.
	Script string `json:"script,omitempty"`
	// Reads is what the command line reads, worked out when the check was
	// recorded (see Reads); 0 in a ledger written before it was kept.
	Reads Reads `json:"reads,omitempty"`
	// Skipped are the tests a test run's output said it skipped (see
	// observe.SkippedTests), redacted and clipped: a pass vouches for none.
	Skipped []string `json:"skipped,omitempty"`
	// Coverage is set on a run that measured code coverage (see
	// observe.MeasuresCoverage): a coverage figure rests on one.
	Coverage bool `json:"coverage,omitempty"`
	// Log is the file a run whose result was not observed wrote its
	// output to (see observe.Log), absolute: a later look at it tells the
	// result (see Ledger.ReadLog). "" for any other run.
	Log string `json:"log,omitempty"`
	// Stashed is set on a run made while every change of the session
	// that can alter behaviour was stashed away (see RecordStash): its
	// result, which tells how the code was before them, is not kept.
	Stashed bool `json:"stashed,omitempty"`
	// TestedNothing is set on a run that ended well and whose output said
	// it tested nothing (see observe.TestedNothing): a filter that matched
	// no test. Its Success is nil, as for a run that told nothing.
	TestedNothing bool `json:"tested_nothing,omitempty"`
	// Unreached is set on a failed run that never reached the code (see
	// observe.Unreached): its program is missing, or it could not reach
	// the account or profile it reads. Its Success is nil.
	Unreached bool `json:"unreached,omitempty"`
	// Serves is set on a run of a server or a watcher (see
	// observe.Check.Serves): sent to the background it does not end on its
	// own, and no verification waits on it.
	Serves bool `json:"serves,omitempty"`
	// HTTPStatus is the status code of the last response the run showed
	// (see observe.Check.HTTPStatus): curl exits 0 on a 404 or a 500,
	// and a claim that the endpoint works is held to the code. 0 for none.
	HTTPStatus int `json:"http_status,omitempty"`
	// OnChange is set on a failed lint whose output names a file the
	// session had changed (see observe.NamesChanged): its finding is in
	// the work, not only in what was there before it.
	OnChange bool `json:"on_change,omitempty"`
}

// Passed reports an observed success.
func (c Check) Passed() bool { return c.Success != nil && *c.Success }

// Failed reports an observed failure.
func (c Check) Failed() bool { return c.Success != nil && !*c.Success }

// Action is one command that acted beyond the working tree.
type Action struct {
	Kind    observe.ActionKind `json:"kind"`
	Command string             `json:"command"` // redacted
	// OK is set on a command that succeeded; on one sent to the
	// background, on one that started.
	OK  bool `json:"ok"`
	Seq int  `json:"seq"`
	// Task is the background task id of a command whose end has not been
	// seen: a REINDEX sent to the background has not reindexed anything
	// until its task ends (see Settle).
	Task string `json:"task,omitempty"`
}

// Running reports an action sent to the background whose end has not been
// seen.
func (a Action) Running() bool { return a.Task != "" }

// maxActions bounds the actions kept.
const maxActions = 32

// maxDiscards bounds the local discards among them (observe.Discard): an
// agent cleans up often (rm -r of a cache, git checkout -- of an edit),
// and its cleanups must not push its pushes and deploys out of the list.
const maxDiscards = 4

// Denial is a tool call a guardrail stopped or sent to the user.
type Denial struct {
	Tool     string `json:"tool"`
	Target   string `json:"target"` // the command or path, redacted
	Decision string `json:"decision"`
	Rule     string `json:"rule"`
	Reason   string `json:"reason"`
	Seq      int    `json:"seq"`
}

// Stop is one stop decision: the rule that decided it and whether it
// blocked, so that a wrong one can be traced.
type Stop struct {
	Seq   int    `json:"seq"`
	Block bool   `json:"block"`
	Rule  string `json:"rule,omitempty"`
	// Warn is set for a stop allowed with a warning to the user (Rule
	// names what warned); Prompt numbers the prompt it answered, so that a
	// warning is shown once per prompt.
	Warn   bool `json:"warn,omitempty"`
	Prompt int  `json:"prompt,omitempty"`
	// Agent is the subagent whose stop it was; empty for the main agent.
	Agent string `json:"agent,omitempty"`
	// Closing is the sentence of the final message the gate judged, for a
	// stop that blocked or warned (redacted by the caller, clipped): what
	// a user who says the decision was wrong disagrees with.
	Closing string `json:"closing,omitempty"`
}

// maxStops bounds the decision history kept for status and tracing.
const maxStops = 16

// maxDenials bounds the guardrail decisions kept for status. No rule reads
// them: every hook decodes and rewrites the ledger, and a session's 64
// force-pushes were 10 KB of a full ledger's 26 KB. Every decision stays
// in the decision log, for stats.
const maxDenials = 16

// Pause is the user's decision to switch the gate off: for the rest of the
// session, or until the next prompt the user types. The guardrails stay on
// unless Guards says the user paused them too.
type Pause struct {
	// Prompt limits the pause to the current prompt: the next one the user
	// types ends it.
	Prompt bool `json:"prompt,omitempty"`
	Guards bool `json:"guards,omitempty"`
	// At is when the user paused, for status.
	At time.Time `json:"at"`
}

// Scope says in words how long the pause lasts.
func (p Pause) Scope() string {
	if p.Prompt {
		return "until the next prompt"
	}
	return "for the rest of the session"
}

// GatePaused reports whether the user paused the stop gate.
func (l *Ledger) GatePaused() bool { return l.Pause != nil }

// GuardsPaused reports whether the user paused the guardrails too.
func (l *Ledger) GuardsPaused() bool { return l.Pause != nil && l.Pause.Guards }

// Held is a task in blocked mode a question interrupted: its risks, and
// the sequence number its prompt started at.
type Held struct {
	Risks []string `json:"risks"`
	Seq   int      `json:"seq"`
}

// HeldTask returns the task a question interrupted, for a prompt that goes
// on with the task in progress: the blocked task that was current when the
// question (quick mode) was asked, while no action has been recorded since
// it started, which the go-ahead then asks for. nil when the current prompt
// is no question, or the task's act was done before it.
func (l *Ledger) HeldTask() *Held {
	if l.Held == nil || l.Mode != "quick" {
		return nil
	}
	for _, a := range l.Actions {
		if a.Seq > l.Held.Seq {
			return nil
		}
	}
	return l.Held
}

// New returns an empty ledger for a session in normal mode.
func New(session, cwd string) *Ledger {
	return &Ledger{Version: Version, Session: session, Cwd: cwd, Mode: "normal", Risks: []string{}}
}

// Prompt is what a new prompt contributes to the ledger.
type Prompt struct {
	ID    string
	Mode  string
	Risks []string
	// Waiver and Cuts are what the prompt waived or authorised; they add
	// to the session's, since any prompt of the task may say so.
	Waiver string
	Cuts   []string
	// Pasted says the prompt carries output the user pasted, Confirmed
	// that the user says the work now does what it should; TestsAsked
	// that it asks the agent to run the tests; ReproAsked that it asks for
	// a test that reproduces a bug, and not the fix; TakesBack that it
	// takes back an earlier waiver ("scratch what I said about not
	// running things").
	Pasted, Confirmed, TestsAsked, ReproAsked, TakesBack bool
	// Asked are the prompt's words.
	Asked []string
	// Continues marks a prompt that goes on with the current task ("ok do
	// it", "진행해", "yes, and also …"): the task's words and its request
	// for tests stay, and the prompt's own add to them. Mode and Risks are
	// then the caller's merge of the task's and the prompt's.
	Continues bool
}

// MaxAsked bounds the words kept of a prompt: the first MaxAsked are.
const MaxAsked = 128

// StartPrompt starts a new turn: the mode, risks and block counters become
// the new prompt's, and the evidence of the session is kept. A prompt that
// continues the task starts a turn too: the user typed it, so its stops
// get their own blocks and a pause for the prompt ends.
func (l *Ledger) StartPrompt(p Prompt) {
	switch {
	case p.Mode == "quick" && !p.Continues && l.Mode == "blocked" && l.Prompts > 0:
		// A question in the middle of a task across a boundary: the task
		// waits on it.
		l.Held = &Held{Risks: slices.Clone(l.Risks), Seq: l.Turn}
	case p.Mode != "quick":
		l.Held = nil
	}
	l.PromptID = p.ID
	l.Mode = p.Mode
	l.Risks = append([]string{}, p.Risks...)
	if !p.Continues && l.judged() {
		l.Task = l.Seq
	}
	l.Turn = l.Seq
	l.Prompts++
	l.Teammate = false
	// Pasted stays the prompt's own: output pasted with an earlier prompt
	// was seen before this turn's work and vouches for none of it.
	l.Pasted = p.Pasted
	l.Confirmed = p.Confirmed
	l.WentOn = p.Continues
	if p.Continues {
		l.TestsAsked = l.TestsAsked || p.TestsAsked
		l.ReproAsked = l.ReproAsked || p.ReproAsked
		l.Asked = keepFirst(unionWords(p.Asked, l.Asked), MaxAsked)
	} else {
		l.TestsAsked = p.TestsAsked
		l.ReproAsked = p.ReproAsked
		l.Asked = keepFirst(p.Asked, MaxAsked)
	}
	if p.Waiver != "" && l.Waiver == "" {
		l.Waiver = clip(p.Waiver, maxReason)
	} else if (p.TestsAsked || p.TakesBack) && p.Waiver == "" {
		// "actually, do run the specs": the user's latest word on running
		// the checks takes back an earlier waiver.
		l.Waiver = ""
	}
	for _, c := range p.Cuts {
		if c = clip(c, maxReason); !slices.Contains(l.Cuts, c) {
			l.Cuts = keepLast(append(l.Cuts, c), maxCuts)
		}
	}
	l.Blocks = 0
	l.SubagentBlocks = nil
	if l.Pause != nil && l.Pause.Prompt {
		l.Pause = nil
	}
}

// judged reports whether the current prompt's turn ended in a stop of
// the main agent that the gate judged, or changed nothing: a turn the user
// cut short (the client sends no Stop for it) left its changes unseen, and
// the next prompt's work answers for them.
func (l *Ledger) judged() bool {
	for _, s := range l.Stops {
		if s.Agent == "" && s.Prompt == l.Prompts {
			return true
		}
	}
	for _, c := range l.Changes {
		if c.Behaviour > l.Turn {
			return false
		}
	}
	return true
}

// unionWords returns a's words, then b's that a does not hold: the newest
// prompt's words come first, so the bound drops the oldest.
func unionWords(a, b []string) []string {
	out := slices.Clone(a)
	for _, w := range b {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// maxCuts bounds the authorised cuts kept for a session.
const maxCuts = 16

// next gives out the next sequence number.
func (l *Ledger) next() int {
	l.Seq++
	return l.Seq
}

// RecordChange notes that tool wrote path; cosmetic is true when the edit
// only touched comments or blank space. A path changed again moves to the
// end with the new sequence number and keeps its latest behavioural change.
func (l *Ledger) RecordChange(path string, kind observe.FileKind, tool string, cosmetic bool) {
	path = clip(path, maxPath)
	seq := l.next()
	behaviour := seq
	if cosmetic {
		behaviour = 0
	}
	var embedded observe.Embedded
	var embeddedSeq, cutSeq int
	var cut observe.CutKind
	for i, c := range l.Changes {
		if c.Path == path {
			if cosmetic {
				behaviour = c.Behaviour
			}
			embedded, embeddedSeq = c.Embedded, c.EmbeddedSeq
			cut, cutSeq = c.Cut, c.CutSeq
			l.Changes = append(l.Changes[:i], l.Changes[i+1:]...)
			break
		}
	}
	if over := len(l.Changes) + 1 - Limit; over > 0 {
		for _, c := range l.Changes[:over] {
			l.DroppedCode = l.DroppedCode || c.Behavioural()
		}
		l.Dropped += over
		l.Changes = makeRoom(l.Changes, 1, Limit)
	}
	l.Changes = append(l.Changes, Change{Path: path, Kind: kind, Tool: tool, Seq: seq, Behaviour: behaviour, Embedded: embedded, EmbeddedSeq: embeddedSeq,
		Cut: cut, CutSeq: cutSeq})
}

// MarkCut notes on the latest change of path what its edit did to the
// asked work (see observe.Cut).
func (l *Ledger) MarkCut(path string, cut observe.CutKind) {
	path = clip(path, maxPath)
	for i := len(l.Changes) - 1; i >= 0; i-- {
		if c := &l.Changes[i]; c.Path == path {
			c.Cut, c.CutSeq = cut, c.Seq
			return
		}
	}
}

// ClearCut notes that the latest edit of path took out the marker of the
// cut an earlier edit made (a TODO implemented, a skip removed).
func (l *Ledger) ClearCut(path string) {
	path = clip(path, maxPath)
	for i := len(l.Changes) - 1; i >= 0; i-- {
		if c := &l.Changes[i]; c.Path == path {
			c.Cut, c.CutSeq = "", 0
			return
		}
	}
}

// CutAt is the sequence number of the edit that made the change's cut:
// CutSeq, or Seq in a ledger written before it was kept.
func (c Change) CutAt() int {
	if c.CutSeq > 0 {
		return c.CutSeq
	}
	return c.Seq
}

// MarkEmbedded notes on the latest change of path that its edit changed
// the embedded language k (see observe.EmbeddedEdit).
func (l *Ledger) MarkEmbedded(path string, k observe.Embedded) {
	path = clip(path, maxPath)
	for i := len(l.Changes) - 1; i >= 0; i-- {
		if c := &l.Changes[i]; c.Path == path {
			c.Embedded, c.EmbeddedSeq = k, c.Seq
			return
		}
	}
}

// RecordChecks notes the verifications one command ran; they share a
// sequence number because they ran together.
func (l *Ledger) RecordChecks(checks []Check) {
	if len(checks) == 0 {
		return
	}
	seq := l.next()
	l.Checks = makeRoom(l.Checks, len(checks), Limit)
	for _, c := range checks {
		c.Seq = seq
		c.Command = clip(c.Command, maxCommand)
		c.Script = clip(c.Script, maxCommand)
		if len(c.Log) > maxPath {
			c.Log = "" // a clipped path names no file
		}
		for i, name := range c.Skipped {
			c.Skipped[i] = clip(name, maxPath)
		}
		l.Checks = append(l.Checks, c)
	}
	l.Checks = keepLast(l.Checks, Limit)
}

// RecordStash notes the last move a shell line made on the stash, after
// the line's checks are recorded with StashedAway.
func (l *Ledger) RecordStash(m observe.StashMove) {
	switch m {
	case observe.Stashed:
		l.Stash = l.next()
	case observe.Unstashed:
		l.Stash = 0
	}
}

// StashedAway reports whether a run whose line had made move m on the
// stash before it ran without any of the session's changes that can
// alter behaviour: after a `git stash` in its line or, when its line had
// not touched the stash, in an earlier one still in effect, with every
// such change made before that stash. A session that changed nothing has
// nothing stashed away.
func (l *Ledger) StashedAway(m observe.StashMove) bool {
	last := l.Recoded
	for _, c := range l.Changes {
		last = max(last, c.Behaviour)
	}
	if last == 0 && !l.DroppedCode {
		return false
	}
	switch m {
	case observe.Stashed:
		return true // every change so far came before this line's stash
	case observe.StashNone:
		return l.Stash > last
	}
	return false
}

// Settle records the result of the background task id, reported when it
// finished; success is nil when it was stopped before it could tell. It
// reports whether a pending check or action was waiting for it. An action
// stopped before it could tell is not taken as done.
func (l *Ledger) Settle(task string, success *bool, exitCode *int) bool {
	found := false
	for i := range l.Checks {
		if c := &l.Checks[i]; c.Task == task && c.Success == nil {
			c.Success, c.ExitCode, c.Task = success, exitCode, ""
			found = true
		}
	}
	for i := range l.Actions {
		if a := &l.Actions[i]; a.Task == task && task != "" {
			a.OK, a.Task = success != nil && *success, ""
			found = true
		}
	}
	return found
}

// ReadLog records the result a look at the file path showed for the runs
// that wrote their output there and had not told it; read decides, from
// the output, the result of a run of kind by command, nil when it shows
// none. It reports whether a run took a result.
func (l *Ledger) ReadLog(path string, read func(command string, kind observe.Kind) *bool) bool {
	found := false
	for i := range l.Checks {
		c := &l.Checks[i]
		if c.Log != path || c.Success != nil {
			continue
		}
		if got := read(c.Command, c.Kind); got != nil {
			c.Success, c.Task, c.Log = got, "", ""
			found = true
		}
	}
	return found
}

// LogSeen records a look at file, as the line that looked wrote it, that
// printed a run's result: an action sent to the background that wrote its
// output there (psql … > /tmp/reindex.log) has ended as the look showed.
// It reports whether an action was waiting for it.
func (l *Ledger) LogSeen(file string) bool {
	found := false
	for i := range l.Actions {
		if a := &l.Actions[i]; a.Running() && writesTo(a.Command, file) {
			a.Task = ""
			found = true
		}
	}
	return found
}

// writesTo reports a command line that names file after a redirection or
// a tee: "psql … > /tmp/r.log 2>&1" writes to /tmp/r.log.
func writesTo(command, file string) bool {
	if file == "" {
		return false
	}
	for from := 0; ; {
		i := strings.Index(command[from:], file)
		if i < 0 {
			return false
		}
		at, end := from+i, from+i+len(file)
		from = end
		if end < len(command) && !strings.ContainsRune(" \t;&|)", rune(command[end])) {
			continue
		}
		before := strings.TrimRight(command[:at], " \t")
		if strings.HasSuffix(before, ">") || strings.HasSuffix(before, "tee") || strings.HasSuffix(before, "tee -a") {
			return true
		}
	}
}

// Pending lists the background task ids whose results are still awaited:
// checks' and actions'.
func (l *Ledger) Pending() []string {
	var ids []string
	for _, c := range l.Checks {
		if c.Task != "" && c.Success == nil && !slices.Contains(ids, c.Task) {
			ids = append(ids, c.Task)
		}
	}
	for _, a := range l.Actions {
		if a.Running() && !slices.Contains(ids, a.Task) {
			ids = append(ids, a.Task)
		}
	}
	return ids
}

// RecordActions notes the actions one command carried out, and whether it
// succeeded; they share a sequence number. task is the background task id
// of a command that went to the background, "" for one that ended.
func (l *Ledger) RecordActions(command string, kinds []observe.ActionKind, ok bool, task string) {
	if len(kinds) == 0 {
		return
	}
	seq := l.next()
	if slices.Contains(kinds, observe.Discard) {
		l.Actions = dropOldestDiscard(l.Actions)
	}
	l.Actions = makeRoom(l.Actions, len(kinds), maxActions)
	for _, k := range kinds {
		l.Actions = append(l.Actions, Action{Kind: k, Command: clip(command, maxCommand), OK: ok, Seq: seq, Task: task})
	}
	l.Actions = keepLast(l.Actions, maxActions)
}

// dropOldestDiscard makes room for one more discard among actions when
// they hold maxDiscards of them.
func dropOldestDiscard(actions []Action) []Action {
	n, first := 0, -1
	for i, a := range actions {
		if a.Kind == observe.Discard {
			n++
			if first < 0 {
				first = i
			}
		}
	}
	if n < maxDiscards {
		return actions
	}
	return slices.Delete(actions, first, first+1)
}

// RecordTeammateMessage notes a message from another member of an agent
// team: it did work this session cannot see, and a session no user has
// prompted is itself a teammate.
func (l *Ledger) RecordTeammateMessage() {
	l.RecordUnseen()
	if l.Prompts == 0 {
		l.Teammate = true
	}
}

// RecordOpaque notes a command that may have changed files it does not
// name.
func (l *Ledger) RecordOpaque() { l.Opaque = l.next() }

// RecordRewrite notes a command that surely rewrote sources it does not
// name; it may also have written others.
func (l *Ledger) RecordRewrite() {
	l.Opaque = l.next()
	l.Rewrote = l.Opaque
}

// RecordRecode notes a rewrite (see RecordRewrite) that changed the code
// of the sources, by command (redacted by the caller).
func (l *Ledger) RecordRecode(command string) {
	l.RecordRewrite()
	l.Recoded = l.Rewrote
	l.RecodedBy = clip(command, maxCommand)
}

// RecordUnread notes a run of a program no table reads that ended well
// (see observe.UnreadRun), by command (redacted by the caller).
func (l *Ledger) RecordUnread(command string) {
	l.Unread = l.next()
	l.UnreadBy = clip(command, maxCommand)
}

// CommentSearch is a search whose every printed hit had its pattern in a
// comment (see observe.ShownSearch).
type CommentSearch struct {
	Seq     int    `json:"seq"`
	Command string `json:"command"`
	Before  int    `json:"before"`
	After   int    `json:"after"`
	// Files are the files its hits lay in, when it was kept because some
	// are documentation (see observe.DocHits) rather than for comments.
	Files []string `json:"files,omitempty"`
}

// maxCommentSearches bounds the comment searches kept: a rewrite follows
// the search that showed its hits within a few commands.
const maxCommentSearches = 4

// RecordCommentSearch notes a search whose every hit had its pattern in a
// comment, with at least before and after bytes of comment text around it
// (see observe.CommentSearch), or, with files, one whose hits lay in those
// files, documentation among them (see observe.DocHits); command is
// redacted by the caller. A command longer than the ledger keeps is not
// noted: clipped, it would be another search; nor is a file name.
func (l *Ledger) RecordCommentSearch(command string, before, after int, files []string) {
	if len(command) > maxCommand || slices.ContainsFunc(files, func(f string) bool { return len(f) > maxPath }) {
		return
	}
	if len(files) > 0 {
		// One search's files at a time: each event reads and writes the
		// ledger, and a rewrite follows the search it repeats.
		l.CommentSearches = slices.DeleteFunc(l.CommentSearches, func(c CommentSearch) bool { return len(c.Files) > 0 })
	}
	s := CommentSearch{Seq: l.next(), Command: command, Before: before, After: after, Files: files}
	l.CommentSearches = append(makeRoom(l.CommentSearches, 1, maxCommentSearches), s)
}

// ShownSearches returns the comment searches no change of code has
// followed (a later edit may have put their pattern in code), for
// observe.CommentsShown.
func (l *Ledger) ShownSearches() []observe.ShownSearch {
	last := l.Recoded
	for _, c := range l.Changes {
		last = max(last, c.Behaviour)
	}
	var out []observe.ShownSearch
	for _, s := range l.CommentSearches {
		if s.Seq > last {
			out = append(out, observe.ShownSearch{Command: s.Command, Before: s.Before, After: s.After, Files: s.Files})
		}
	}
	return out
}

// RecordUnseen notes work whose tool calls proofgate could not see.
func (l *Ledger) RecordUnseen() { l.Unseen = l.next() }

// RecordDenial notes a guardrail decision.
func (l *Ledger) RecordDenial(d Denial) {
	d.Seq = l.next()
	d.Target = clip(d.Target, maxCommand)
	d.Reason = clip(d.Reason, maxReason)
	l.Denials = append(makeRoom(l.Denials, 1, maxDenials), d)
}

// RecordStop notes a stop decision; a block also counts against the
// prompt's cap (or the subagent's).
func (l *Ledger) RecordStop(s Stop) {
	s.Seq = l.Seq
	s.Prompt = l.Prompts
	s.Closing = clip(s.Closing, maxReason)
	l.Stops = append(makeRoom(l.Stops, 1, maxStops), s)
	if !s.Block {
		return
	}
	if s.Agent == "" {
		l.Blocks++
		return
	}
	if l.SubagentBlocks == nil {
		l.SubagentBlocks = map[string]int{}
	}
	l.SubagentBlocks[s.Agent]++
}

func keepFirst[T any](list []T, n int) []T {
	if len(list) <= n {
		return list
	}
	return append([]T(nil), list[:n]...)
}

// makeRoom drops the oldest entries of list that adding k would push past
// n, moving the rest down in list's own array: a hook decodes a full list
// and appends one entry, and growing the array to append and copying it
// to drop the first took twice the list in fresh memory on every event of
// a long session. When k alone is over n, the caller keeps the last n.
func makeRoom[T any](list []T, k, n int) []T {
	over := len(list) + k - n
	if over <= 0 {
		return list
	}
	over = min(over, len(list))
	m := copy(list, list[over:])
	clear(list[m:])
	return list[:m]
}

func keepLast[T any](list []T, n int) []T {
	if len(list) <= n {
		return list
	}
	return append([]T(nil), list[len(list)-n:]...)
}
