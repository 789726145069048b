package gate

import (
	"slices"
	"strings"
	"unicode"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/once"
)

// evidence is what the ledger shows about the session's changes and their
// verification, read once per stop.
type evidence struct {
	l *ledger.Ledger
	// lastChange is the sequence number of the session's latest change
	// that can alter behaviour; 0 when there is none.
	lastChange int
	// turn are this turn's changes that can alter behaviour; turnAny is
	// set when the turn changed any file at all, turnChecked when it ran
	// a verification, turnActed when it acted beyond the working tree
	// (a commit, a push, a deploy).
	turn                            []ledger.Change
	turnAny, turnChecked, turnActed bool
	// code is set when a change that can alter behaviour is code, which a
	// pattern linter cannot vouch for; reads caches what each check's
	// command reads (see checkReads).
	code  bool
	reads *checkReads
	// latest holds, per kind, the latest verification after lastChange.
	latest map[observe.Kind]*ledger.Check
	// uncovered are this turn's changes that no passing verification after
	// them can vouch for, though one passed after the last change: a `go
	// build` after a JavaScript edit (see observe.Covers).
	uncovered []ledger.Change
	// open are the changes of the turn that still need a verification
	// (see needVerification).
	open []ledger.Change
	// proof is the strongest passing verification after lastChange,
	// failing the latest failing one, pending a verification after it
	// whose result has not arrived; passed is any verification that passed
	// after lastChange, even one a later run of its kind failed.
	proof, failing, pending, passed *ledger.Check
	// reproduced is the failing test run after the last change in a task
	// that asked for a test reproducing a bug, and no fix, where the turn
	// changed only tests: the run the user asked for (see reproduces).
	reproduced *ledger.Check
}

// verifying are the kinds of check that can vouch for a change, strongest
// first: a proof names the strongest kind that passed.
var verifying = []observe.Kind{observe.Test, observe.Build, observe.Typecheck, observe.Run, observe.Lint}

func readEvidence(l *ledger.Ledger) evidence {
	e := evidence{l: l, latest: map[observe.Kind]*ledger.Check{}}
	e.turn = make([]ledger.Change, 0, len(l.Changes)) // grown by append, a full ledger's took twice its size
	for _, c := range l.Changes {
		if c.Seq > l.Turn {
			e.turnAny = true
		}
		if !c.Behavioural() {
			continue
		}
		e.lastChange = max(e.lastChange, c.Behaviour)
		if c.Behaviour > l.Turn {
			e.turn = append(e.turn, c)
		}
		e.code = e.code || c.Kind == observe.Code
	}
	if l.Recoded > l.Turn {
		// Sources a shell command rewrote without naming them (xargs sed
		// -i, a codemod): a change of code as real as an edit, of files
		// unknown.
		e.lastChange = max(e.lastChange, l.Recoded)
		e.turn = append(e.turn, ledger.Change{Kind: observe.Code, Seq: l.Recoded, Behaviour: l.Recoded, Tool: "Bash"})
		e.code = true
		e.turnAny = true
	}
	if e.lastChange == 0 && l.DroppedCode && len(l.Changes) > 0 {
		// A behavioural change was pushed out of the bounded list; it came
		// before every change still listed.
		e.lastChange = l.Changes[0].Seq
	}
	for _, a := range l.Actions {
		e.turnActed = e.turnActed || a.Seq > l.Turn && a.Kind != observe.Discard
	}
	e.reads = newCheckReads(l, e.code)
	var audit *ledger.Check
	for i := range l.Checks {
		c := &l.Checks[i]
		// An MCP call is a look or an act of the agent's tools, not a check
		// of the work: alone it does not make the turn report on runs.
		e.turnChecked = e.turnChecked || c.Seq > l.Turn && c.Kind != observe.MCP
		if c.Kind == observe.Audit && c.Seq > max(e.lastChange, l.Opaque) && told(c) {
			audit = c
		}
		if c.Seq <= e.lastChange || !slices.Contains(verifying, c.Kind) || e.reads.ignore(i) {
			continue
		}
		if !told(c) {
			continue // it told nothing: it neither hides nor replaces a run that did
		}
		e.latest[c.Kind] = c
		if c.Passed() {
			e.passed = c
		}
	}
	if len(e.turn) == 0 && e.lastChange > 0 && shipsInTurn(l) && !toldSince(l, e.lastChange) {
		e.turn = carried(l)
	} else if len(e.turn) > 0 {
		e.turn = append(e.turn, taskChanges(l)...)
	} else if l.Task < l.Turn && l.Mode != "quick" && !toldSince(l, l.Task) && !l.Pasted && !l.Confirmed && !userRan(l.Asked) {
		// A turn of the task that changed nothing, after one whose stop
		// nobody judged (the user cut it short): its changes that nothing
		// verified are still this task's to answer for, and no stop has
		// told of them. A question the user broke in with ("what are you
		// doing?") is answered, not held to them; a prompt that brings the
		// user's own run of them, pasted or reported, vouches for them.
		e.turn = unverifiedTaskChanges(l)
	}
	for kind, c := range e.latest {
		if f := e.leftOut(c); f != nil {
			// pytest -k "not pagination" after the run that failed on
			// pagination: the pass leaves the failure out, not behind.
			e.latest[kind] = f
		}
	}
	// In the order of kinds, not of the map: which of two runs of one line
	// fails, or waits, must not depend on the draw.
	for _, kind := range verifying {
		c := e.latest[kind]
		if c == nil {
			continue
		}
		switch {
		case c.Failed() && (c.Kind != observe.Lint || lintAsked(l.Asked, c) || c.OnChange):
			// A failing lint often reports what was there before the
			// change; it neither breaks the change nor outweighs a pass.
			// Not one the prompt names: "detekt and the unit tests must
			// both pass" makes the lint part of what the task must pass;
			// nor one whose finding is in a file the session changed.
			// Of one line's failures, the one whose exit status the
			// session saw ("cmd; echo exit=$?") is the line's.
			if e.failing == nil || c.Seq > e.failing.Seq || c.Seq == e.failing.Seq && e.failing.ExitCode == nil && c.ExitCode != nil {
				e.failing = c
			}
		case c.Passed():
			if e.proof == nil || stronger(c.Kind, e.proof.Kind) {
				e.proof = c
			}
		case c.Task != "" && !c.Serves:
			// A server or a watcher in the background never ends: it is
			// no verification under way.
			e.pending = c
		}
	}
	if audit != nil && audit.Failed() && auditAsked(l.Asked, audit) && (e.failing == nil || audit.Seq > e.failing.Seq) {
		// An audit checks no code and vouches for none, but one the
		// prompt names is what the task must pass ("the `npm audit` step
		// keeps failing"): still failing after the work, and after the
		// installs that may have done it, it is the failure to report.
		// One the prompt does not name reports advisories of the
		// dependencies the task may not be about.
		e.failing = audit
	}
	if e.reproduces() {
		e.reproduced, e.failing = e.failing, nil
	}
	if e.verified() {
		e.uncovered = e.reads.uncovered(e.turn)
	}
	e.open = e.needVerification()
	return e
}

// reproduces reports a failing test run after the last change, in a task
// that asked for a test reproducing a bug and not for its fix ("I want a
// failing test that reproduces #482. Just the test."), where every change
// of the turn is a test file: the test fails as it was asked to, and its
// run is the check of what changed. A change beyond the tests, or the fix
// asked too, leaves the failure a failure.
func (e evidence) reproduces() bool {
	if !e.l.ReproAsked || e.failing == nil || e.failing.Kind != observe.Test || len(e.turn) == 0 {
		return false
	}
	for _, c := range e.turn {
		if c.Path == "" || !observe.IsTestFile(c.Path) {
			return false
		}
	}
	return true
}

// lintAsked reports a lint check one of whose checkers (see checkersOf)
// the prompt's words (asked) name: detekt in `./gradlew detekt` after
// "detekt랑 unit test 둘 다 통과해야", eslint in `npm run lint` that ran
// `eslint src` after a pasted CI log of it failing.
func lintAsked(asked []string, c *ledger.Check) bool {
	if len(asked) == 0 {
		return false
	}
	for _, w := range checkersOf(c) {
		// A Korean particle stays on the word: "detekt랑", "eslint도".
		if slices.ContainsFunc(asked, func(a string) bool { return particled(a, w) }) {
			return true
		}
	}
	return false
}

// auditAsked reports an audit (observe.Audit) the prompt's words (asked)
// name: by a checker's name ("gitleaks in CI started failing", "trivy"),
// or as an audit of the ecosystem it ran in ("`npm audit` step이 계속
// 깨져요", "pip-audit in CI is failing": "audit" beside the program's
// own word). "Fix the XSS in the comment form" names none, and the
// advisories `npm audit` reports there are not the task's.
func auditAsked(asked []string, c *ledger.Check) bool {
	if lintAsked(asked, c) {
		return true
	}
	audit, own := false, false
	words := auditWords(c.Command)
	for _, a := range asked {
		audit = audit || particled(a, "audit") || strings.HasPrefix(a, "audit-")
		own = own || slices.ContainsFunc(words, func(w string) bool { return particled(a, w) })
	}
	return audit && own
}

// auditWords are the words of an audit's command line, lower case, that
// may name it in a prompt: its programs, subcommands and arguments split
// at every non-letter (pip-audit: pip; npm audit --omit=dev: npm, omit,
// dev), less "audit" and words of no program's own.
func auditWords(command string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(command), func(r rune) bool { return r < 'a' || r > 'z' }) {
		switch w {
		case "audit", "run", "exec", "check", "txt", "level", "high", "low", "moderate", "critical", "all", "only":
			continue
		}
		if len(w) > 2 {
			out = append(out, w)
		}
	}
	return out
}

// particled reports a prompt's word a that is w, or w with a Korean
// particle after it ("npm에서", "audit가").
func particled(a, w string) bool {
	rest, ok := strings.CutPrefix(a, w)
	return ok && (rest == "" || rest[0] >= 0x80)
}

// checkersOf returns the checkers (checkerNames) that check c's command
// names, and the line its package script ran (ledger.Check.Script).
func checkersOf(c *ledger.Check) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(c.Command+" "+c.Script), notToolRune) {
		if checkerNames(w) {
			out = append(out, w)
		}
	}
	return out
}

// leftOut returns, for a passing run c, the latest run of its kind and
// program before it, and after the last change, that failed on what c did
// not read: c leaves tests out (see excludesTests), or it was pointed at
// less than the failing run (`pants test src/python/orders::` after `pants
// test ::` failed in invoicing), and no run between read it all again. c
// does not tell whether what failed still fails. Nil otherwise.
func (e evidence) leftOut(c *ledger.Check) *ledger.Check {
	if !c.Passed() {
		return nil
	}
	prog := firstProgram(c.Command)
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		f := &e.l.Checks[i]
		if f.Seq >= c.Seq || f.Kind != c.Kind {
			continue
		}
		if f.Seq <= e.lastChange {
			return nil
		}
		if !f.Failed() || firstProgram(f.Command) != prog {
			continue
		}
		if excludesTests(c.Command) || !killed(f) && e.narrowedAfter(f, c, prog) {
			return f
		}
		return nil
	}
	return nil
}

// narrowedAfter reports that c and every passing run of its kind and
// program between the failing run f and c were pointed inside what f read
// (see narrows): none of them ran all of it again.
func (e evidence) narrowedAfter(f, c *ledger.Check, prog string) bool {
	for i := range e.l.Checks {
		p := &e.l.Checks[i]
		if p.Seq <= f.Seq || p.Seq > c.Seq || p.Kind != c.Kind || !p.Passed() || firstProgram(p.Command) != prog {
			continue
		}
		if !narrows(p, f) {
			return false
		}
	}
	return true
}

// killed reports a run stopped from outside (a time limit's SIGTERM or
// SIGKILL: exit 124, 137 or 143): it did not fail on the code, it did not
// finish, and a narrower run after it is how an agent gets a result.
func killed(c *ledger.Check) bool {
	return c.ExitCode != nil && (*c.ExitCode == 124 || *c.ExitCode == 137 || *c.ExitCode == 143)
}

// narrows reports a run p pointed at paths inside what f, a run of the
// whole project by the same tool, read: `pants test src/python/orders::`
// after `pants test ::`, `go test ./internal/cart/` after `go test ./...`.
// Another tool, another task of a runner (`bun run lint:fix` after `bun
// run lint`), or a line that does not parse narrows nothing.
func narrows(p, f *ledger.Check) bool {
	fc := commandsOf(strings.ToLower(f.Command))
	if len(fc) == 0 {
		return false
	}
	ft, fr := split(fc[0])
	if !fr.whole() {
		return false
	}
	narrowed := false
	for _, ws := range commandsOf(strings.ToLower(p.Command)) {
		pt, pr := split(ws)
		if pt != ft {
			continue
		}
		if pr.whole() || len(pr.ops) == 0 || slices.ContainsFunc(pr.ops, func(o string) bool { return !pathLike(o) }) {
			return false
		}
		narrowed = true
	}
	return narrowed
}

// excludesTests reports a test command told to leave some tests out:
// pytest -k "not …" or --deselect, go test -skip, cargo test -- --skip,
// jest --testPathIgnorePatterns, --exclude.
func excludesTests(command string) bool {
	low := strings.ToLower(command)
	for _, w := range []string{"--deselect", " -skip", "--skip", "--exclude", "--testpathignorepatterns", "--ignore"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	for _, q := range []string{`-k "not `, `-k 'not `, `-k not `} {
		if strings.Contains(low, q) {
			return true
		}
	}
	return false
}

// firstProgram is the tool a command line runs first (see commandsOf: a
// cd before it and settings in front of it are not the tool).
func firstProgram(command string) string {
	if cmds := commandsOf(strings.ToLower(command)); len(cmds) > 0 {
		return cmds[0][0]
	}
	return ""
}

// shipsInTurn reports a commit, push, merge or publish in this turn that
// succeeded: it presents the session's changes as done.
func shipsInTurn(l *ledger.Ledger) bool {
	for _, a := range l.Actions {
		if a.Seq > l.Turn && a.OK && (a.Kind == observe.Commit || a.Kind == observe.Push || a.Kind == observe.Merge || a.Kind == observe.Publish) {
			return true
		}
	}
	return false
}

// toldSince reports a stop after seq whose decision told the user of an
// open gap: a block, or an allow with a warning (a waiver, a reasoned gap,
// a question, the cap). The user then ships the changes knowingly.
func toldSince(l *ledger.Ledger, seq int) bool {
	for _, s := range l.Stops {
		if s.Seq >= seq && s.Agent == "" && (s.Block || s.Rule != "") {
			return true
		}
	}
	return false
}

// taskChanges are the behavioural changes made in the earlier turns of a task
// this turn went on with ("yes", "ok do it"; see ledger.Ledger.Task) and
// that no stop since blocked on. A turn that changes more of the task
// ends it as a whole: the changes made before the question it answered
// are part of the work it reports. A change the gate blocked on already,
// and the agent came back to, was the agent's to settle then, and is not
// raised again.
func taskChanges(l *ledger.Ledger) []ledger.Change {
	var out []ledger.Change
	for _, c := range l.Changes {
		if c.Behavioural() && c.Behaviour > l.Task && c.Behaviour <= l.Turn && !blockedSince(l, c.Behaviour) {
			out = append(out, c)
		}
	}
	return out
}

// userRan reports a prompt (its words) in which the user tells of a run of
// their own that went well: "I ran pytest locally, all 212 pass".
func userRan(asked []string) bool {
	ran := slices.ContainsFunc(asked, func(w string) bool {
		return w == "ran" || w == "tested" || w == "tried" || w == "verified" || w == "checked"
	})
	return ran && slices.ContainsFunc(asked, func(w string) bool {
		return w == "pass" || w == "passes" || w == "passed" || w == "fine" || w == "works" || w == "worked" || w == "green"
	})
}

// unverifiedTaskChanges are the task's changes (see taskChanges) that no
// passing verification followed.
func unverifiedTaskChanges(l *ledger.Ledger) []ledger.Change {
	open := carried(l)
	return slices.DeleteFunc(taskChanges(l), func(c ledger.Change) bool {
		return !slices.ContainsFunc(open, func(o ledger.Change) bool { return o.Path == c.Path && o.Behaviour == c.Behaviour })
	})
}

// opaqueRunner returns the latest check after the last change that passed
// through a task runner or a project script whose steps the session does
// not know (make check, just ci, tox, ./scripts/verify.sh; not a package
// script, whose text the hook read, nor a package manager's own command):
// it may have run a check of any kind.
func (e evidence) opaqueRunner() *ledger.Check {
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		c := &e.l.Checks[i]
		if c.Seq <= e.lastChange {
			break
		}
		if !c.Passed() || c.Script != "" {
			continue
		}
		for _, ws := range commandsOf(strings.ToLower(c.Command)) {
			switch w := ws[0]; {
			case w == "make" || w == "gmake" || w == "just" || w == "task" || w == "mise" || w == "tox" || w == "nox" || w == "invoke",
				w != "./gradlew" && w != "./mvnw" && (strings.HasPrefix(w, "./") || strings.HasSuffix(w, ".sh")):
				return c
			}
		}
	}
	return nil
}

// blockedSince reports a block of the main agent's stop at or after seq
// (a stop takes the sequence number of the last record before it) that the
// agent answered: it went back and stopped again on the same prompt. A
// block the agent never came back from (the user interrupted it, or, in a
// replay, the recorded agent never saw it) left the gap unsettled.
func blockedSince(l *ledger.Ledger, seq int) bool {
	for i, s := range l.Stops {
		if s.Seq < seq || s.Agent != "" || !s.Block {
			continue
		}
		for _, after := range l.Stops[i+1:] {
			if after.Agent == "" && after.Prompt == s.Prompt {
				return true
			}
		}
	}
	return false
}

// carried are the session's behavioural changes that no passing
// verification followed, made before this turn; a migration its tool ran
// was checked by that run (see applied).
func carried(l *ledger.Ledger) []ledger.Change {
	proof := 0
	for _, c := range l.Checks {
		if c.Passed() && slices.Contains(verifying, c.Kind) {
			proof = max(proof, c.Seq)
		}
	}
	var out []ledger.Change
	for _, c := range l.Changes {
		if c.Behavioural() && c.Behaviour > proof && !applied(l, c) {
			out = append(out, c)
		}
	}
	return out
}

// unverified returns this turn's changes that need a verification (see
// needVerification), read once per stop.
func (e evidence) unverified() []ledger.Change { return e.open }

// needVerification returns this turn's changes that need a verification:
// all of them when none passed after the last change, else those the
// passing ones do not cover; a SQL file the database ran needs none.
func (e evidence) needVerification() []ledger.Change {
	if e.reproduced != nil {
		return nil
	}
	changes := e.uncovered
	if !e.verified() {
		changes = e.turn
	}
	var out []ledger.Change
	for _, c := range changes {
		if !e.applied(c) {
			out = append(out, c)
		}
	}
	return out
}

// verified reports a passing verification after the last change and no
// kind whose latest run after it failed: a clean lint does not outweigh a
// failing test.
func (e evidence) verified() bool { return e.proof != nil && e.failing == nil }

// unreached reports a check after the last change that never reached
// the code (see observe.Unreached): the shell could not find or run its
// program, as xcodebuild on Linux, or it could not reach the account or
// profile it reads, as dbt without its profile's keyfile. The machine
// cannot verify the change with it. A ledger written before Unreached was
// kept shows the missing program by its status alone (127, 126).
func (e evidence) unreached() bool {
	for _, c := range e.l.Checks {
		if c.Seq > e.lastChange && c.Success == nil && (c.Unreached || c.ExitCode != nil && (*c.ExitCode == 127 || *c.ExitCode == 126)) {
			return true
		}
	}
	return false
}

// unseen reports work after the last change whose tool calls proofgate
// could not see: its evidence is unknown, not absent.
func (e evidence) unseen() bool { return e.l.Unseen > e.lastChange && e.l.Unseen > e.l.Turn }

// unread reports a run after the last change of a program no table reads
// that ended well (see observe.UnreadRun): it may have checked the change,
// and proofgate cannot tell; its evidence is unknown, not absent.
func (e evidence) unread() bool { return e.lastChange > 0 && e.l.Unread > e.lastChange }

// unreadRun is the command of the unread run after the last change (see
// unread); "" when there is none.
func (e evidence) unreadRun() string {
	if e.unread() {
		return e.l.UnreadBy
	}
	return ""
}

func stronger(a, b observe.Kind) bool {
	return slices.Index(verifying, a) < slices.Index(verifying, b)
}

// backing returns the run a claim rests on: for a claim about CI, the
// latest look at a CI run (gh pr checks); for a claim whose line names its
// command ("`terraform validate` passes"), that command's latest run; for a
// claim of a deploy or a run, the latest such check or, failing that, the
// latest release, publish or data action after the last change (its own
// output shows it); else the latest run of a kind that can back it.
func (e evidence) backing(c claim) *ledger.Check {
	if c.aboutCI() {
		return e.lastCIQuery(false)
	}
	line := strings.ToLower(c.line + " " + c.phrase)
	if e.quotesUnrun(strings.ToLower(c.line), strings.ToLower(c.phrase)) {
		return nil // "`go test ./...` passes" after only `go test ./billing/`
	}
	if e.namesUnrun(line, strings.ToLower(c.phrase)) {
		return nil // "mypy reports no issues" after only py_compile
	}
	if e.claimsDeviceLook(strings.ToLower(c.line), strings.ToLower(c.phrase)) {
		return nil // "I checked it on the iPhone 15 simulator" after only jest
	}
	if e.repeatUnrun(c.kinds, strings.ToLower(c.line), strings.ToLower(c.phrase)) {
		return nil // "passed 50/50 with `--count=50`" after one run
	}
	if c.rule == detect.RuleClaimTests && e.quotesTestsUnrun(strings.ToLower(c.line), strings.ToLower(c.phrase)) {
		return nil // "`go build ./...`, `go vet ./...` and `go test ./...` all pass" with no go test run
	}
	if ch := e.quotedBeside(c.kinds, line, strings.ToLower(c.phrase)); ch != nil {
		// "`ansible-lint roles/` passes": the run quoted, of whatever kind
		// the words read as. Asked first: a quote right beside the claim
		// names its run more closely than one elsewhere in its line ("The
		// first `go test ./hub/` run failed …; it passed 20/20 with
		// `-count=20`").
		return ch
	}
	if ch := e.quoted(c.kinds, line, strings.ToLower(c.phrase)); ch != nil {
		return ch // the whole command is quoted: "`go test ./billing/...` → 14 passed"
	}
	if ch := e.checkerRun(c.kinds, line, strings.ToLower(c.phrase)); ch != nil {
		return ch // the clause names the checker: "Playwright `e2e/checkout`: all specs pass"
	}
	if ch := e.named(c.kinds, func(ch *ledger.Check) bool {
		for _, name := range commandNames(ch.Command) {
			if strings.Contains(line, name) && !namedElsewhere(line, strings.ToLower(c.phrase), name) {
				return true
			}
		}
		return false
	}); ch != nil {
		return ch
	}
	kinds := c.kinds
	if c.rule == detect.RuleClaimBuild {
		if b := e.latestOf(observe.Build); b != nil && b.Seq > e.lastChange {
			// A build ran after the change: "the production build
			// completes" is its result, not a test run's that compiled
			// some of the code, whether the build failed or still runs.
			kinds = []observe.Kind{observe.Build}
		}
	}
	latest := e.latestOf(kinds...)
	if latest == nil {
		// No run of the claim's kind: a claim of one check rests on the
		// project's own checker ("the feature schema check passed" after
		// `python -m rec.features.check`). A run of the kind, failed or
		// not, is the claim's own and is asked first.
		if c.rule == detect.RuleClaimTests || c.rule == detect.RuleClaimRun {
			// Only a claim the readers took for tests or a run: "the type
			// check passes" names its kind, which a format script is not.
			if ch := e.checkNamed(strings.ToLower(c.phrase)); ch != nil {
				return ch
			}
		}
		// No run of the claim's kind told a result, and one said it had
		// none to tell: "`swift test --filter TokenRefreshTests` passes"
		// after a filter that matched no test rests on that run.
		if ch := e.latestEmpty(c.kinds); ch != nil {
			return ch
		}
		// No run of the claim's kind, and the line quotes a command that
		// ran: the claim reports that command's result in its words
		// ("`nginx -t`: syntax is ok, test is successful").
		// Not for a claim that names its kind of run beside a package
		// script whose output showed what it ran, which the check's kind
		// already says: `pnpm verify` that printed `> pnpm lint && pnpm
		// typecheck` ran no tests. A claim that it runs clean is that
		// script's result.
		if ch := e.named(verifying, func(ch *ledger.Check) bool {
			return (ch.Script == "" || c.rule == detect.RuleClaimRun) && quotesCommand(line, strings.ToLower(c.phrase), ch.Command)
		}); ch != nil {
			return ch
		}
		// No lint or type check ran, and a task runner whose tasks the
		// session cannot see passed after the last change: "`make check`
		// passes: ruff clean, mypy clean, 212 passed" reads its output. A
		// claim of tests or a build names what such a runner's kind
		// already says it ran, or did not.
		if c.rule == detect.RuleClaimLint || c.rule == detect.RuleClaimTypecheck {
			if ch := e.opaqueRunner(); ch != nil {
				return ch
			}
		}
		// No local run of the kind at all, and this turn looked at CI:
		// "lint ✅, unit running" reports the checks the look showed.
		if ci := e.lastCIQuery(true); ci != nil && ci.Seq > e.l.Turn {
			return ci
		}
	}
	if latest != nil && latest.Success == nil {
		// Still running: a claim can rest on the run that finished before
		// it ("unit tests pass; the integration suite still runs").
		if done := e.latestDone(kinds...); done != nil && done.Passed() {
			return done
		}
	}
	if (c.rule == detect.RuleClaimDeploy || c.rule == detect.RuleClaimRun) && (latest == nil || !latest.Passed()) {
		// The action's own output shows what it did: "deleted 3,912
		// objects; a listing after shows none" rests on the delete.
		if a := e.lastRelease(); a != nil && a.Seq > e.lastChange {
			ok := a.OK
			return &ledger.Check{Command: a.Command, Kind: observe.Deploy, Success: &ok, Seq: a.Seq}
		}
	}
	return latest
}

// quoted returns the check of one of kinds, that told its result, whose
// whole command the line quotes; the longest such command wins, so that
// "`dotnet test tests/Jobs` passed" is not read as the bare "dotnet test"
// that ran after it, and of equal ones the latest. A chain that passed
// (`cargo fmt --check && cargo clippy`) is a passing run of each command
// in it: "`cargo fmt --check` now exits clean" rests on it, not on the
// failing `cargo fmt --check` before the fix.
func (e evidence) quoted(kinds []observe.Kind, line, phrase string) *ledger.Check {
	var best *ledger.Check
	bestLen := 0
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		ch := &e.l.Checks[i]
		if !told(ch) || !slices.Contains(kinds, ch.Kind) {
			continue
		}
		if n := quotedLen(line, phrase, ch); n > bestLen {
			best, bestLen = ch, n
		}
	}
	return best
}

// quotesTestsUnrun reports a phrase (lower case, in line) beside which a
// test command is quoted, by its program and a word of tests ("`go test
// ./...`", "`bundle exec rspec`", "`pytest -q`"), in a session that ran
// no tests at all: the build and vet quoted beside it ran, and back no
// claim of the tests.
func (e evidence) quotesTestsUnrun(line, phrase string) bool {
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return false
	}
	for _, sp := range codeSpans(line) {
		q := strings.TrimSpace(line[sp[0]:sp[1]])
		ws := strings.Fields(q)
		if len(ws) < 2 || !nextTo(line, sp, at, at+len(phrase)) || joinsClauses(line, sp, at, at+len(phrase)) {
			continue
		}
		if !slices.ContainsFunc(ws[:min(3, len(ws))], func(w string) bool { return strings.Contains(w, "test") || strings.Contains(w, "spec") }) {
			continue
		}
		if !e.ranQuoted(q) {
			return true
		}
	}
	return false
}

// ranQuoted reports a check that ran the quote q (see quotesPart) or
// holds it (`Automation RunTests Arena.Weapons` in an editor's -ExecCmds),
// or a test run of any program: a wrapper's (`make check`) may be the quote's,
// and how broadly it ran is quotesUnrun's and partRun's to judge.
func (e evidence) ranQuoted(q string) bool {
	for i := range e.l.Checks {
		ch := &e.l.Checks[i]
		if low := strings.ToLower(ch.Command); ch.Kind == observe.Test || strings.Contains(low, q) || quotesPart(low, q) {
			return true
		}
	}
	return false
}

// quotedBeside returns the latest check that told its result whose
// command a code span right beside the claim's phrase (see nextTo)
// quotes, whole or as its end (`tsc --noEmit` for npx tsc --noEmit), of
// any kind that can vouch for a change: "`ansible-lint roles/` passes"
// reports the lint, though "passes" reads as tests. A quote of one path or
// switch (`spec/lib/date_parser_spec.rb`, `-count=30`) names the run it
// ends only among the claim's kinds: a lint of a test file is no run of
// its tests. Nil for none, and for a quote of six bytes or fewer.
func (e evidence) quotedBeside(kinds []observe.Kind, line, phrase string) *ledger.Check {
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return nil
	}
	for _, sp := range codeSpans(line) {
		q := strings.TrimSpace(line[sp[0]:sp[1]])
		if len(q) <= 6 || !nextTo(line, sp, at, at+len(phrase)) || joinsClauses(line, sp, at, at+len(phrase)) {
			continue
		}
		operand := !strings.Contains(q, " ") && operandWord(q)
		for i := len(e.l.Checks) - 1; i >= 0; i-- {
			ch := &e.l.Checks[i]
			if !told(ch) || !slices.Contains(verifying, ch.Kind) || operand && !slices.Contains(kinds, ch.Kind) {
				continue
			}
			if quotesPart(strings.ToLower(ch.Command), q) {
				return ch
			}
		}
	}
	return nil
}

// quotesPart reports a command line (lower case) one of whose commands
// is q, whole, as its end, or but for the switches of what it prints (see
// quietless): `tsc --noEmit` quotes npx tsc --noEmit && npx vitest run,
// `zig build test` quotes zig build test --summary all. A path is what
// its run was given wherever it stands: `tests/test_download.py` quotes
// pytest tests/test_download.py -q.
func quotesPart(cmd, q string) bool {
	for part := range strings.SplitSeq(separators.Get().Replace(cmd), ";") {
		// Where the output went is not part of the run: `./mvnw verify`
		// quotes ./mvnw verify 2>&1 | tail -12.
		part = unredirected(part)
		// A quote of one word is a command only whole: `VoiceNotFoundError`
		// is a name, not the end of pytest -k VoiceNotFoundError. A path or
		// a switch is no name: `spec/models/user_spec.rb` and `-count=20`
		// end the runs they were given to.
		if part == q || (strings.Contains(q, " ") || operandWord(q)) && strings.HasSuffix(part, " "+q) {
			return true
		}
		if fs := strings.Fields(part); len(fs) > 1 && strings.Contains(q, "/") && !strings.Contains(q, " ") && slices.Contains(fs[1:], q) {
			return true
		}
		if fs := strings.Fields(part); assignment(q) && slices.Contains(leadingAssignments(fs), q) {
			return true // `TEST_PORT=5099` quotes TEST_PORT=5099 dotnet test
		}
		if strings.Contains(part, " -") && strings.Contains(q, " ") && strings.Join(quietless(strings.Fields(part)), " ") == q {
			return true // `zig build test` quotes zig build test --summary all
		}
	}
	return false
}

// unredirected returns one command of a line, trimmed, without its
// redirections ("2>&1", "> /tmp/out.log", "<input.txt").
func unredirected(part string) string {
	part = strings.TrimSpace(part)
	if !strings.ContainsAny(part, "<>") {
		return part
	}
	fs := strings.Fields(part)
	out := fs[:0]
	for i := 0; i < len(fs); i++ {
		w := fs[i]
		at := strings.IndexAny(w, "<>")
		if at < 0 {
			out = append(out, w)
			continue
		}
		if strings.TrimLeft(w[:at], "0123456789&") != "" {
			out = append(out, w) // "a>b" inside a word is no redirection
			continue
		}
		if strings.TrimRight(w[at:], "<>&|") == "" && i+1 < len(fs) {
			i++ // "> /tmp/out.log": the target is the next word
		}
	}
	return strings.Join(out, " ")
}

// operandWord reports a word that can only be what a command was given: a
// path (a slash in it), a switch ("-count=20", "--runInBand") or a
// variable set for it ("TEST_PORT=5099").
func operandWord(q string) bool {
	return strings.Contains(q, "/") || len(q) > 2 && q[0] == '-' && q[1] != ' ' || assignment(q)
}

// assignment reports a word that sets an environment variable: a name
// (letters, digits, underscores, not starting with a digit), "=" and a
// value without blanks.
func assignment(w string) bool {
	eq := strings.IndexByte(w, '=')
	if eq <= 0 || strings.ContainsAny(w, " \t") {
		return false
	}
	for i := 0; i < eq; i++ {
		c := w[i] | 0x20 // lower case; '_' stays apart from the letters
		if w[i] != '_' && (c < 'a' || c > 'z') && (i == 0 || w[i] < '0' || w[i] > '9') {
			return false
		}
	}
	return true
}

// leadingAssignments are the words that set variables before a
// command's program.
func leadingAssignments(fs []string) []string {
	n := 0
	for n < len(fs) && assignment(fs[n]) {
		n++
	}
	return fs[:n]
}

// joinsClauses reports a conjunction or a comma between the span sp and
// the phrase [from, to): "`go test ./…` passes and lint is happy" gives
// each clause its own subject, and the quote is not the lint's.
func joinsClauses(line string, sp [2]int, from, to int) bool {
	gap := gapBetween(line, sp, from, to)
	return strings.Contains(gap, ",") || hasConjunction(gap)
}

// conjunctions join clauses that may each have a subject of their own:
// in Korean the connective endings before a comma ("`ng build` 정상이고,
// 기존 단위 테스트도 모두 통과합니다"), and 그리고.
var conjunctions = [...]string{" and ", " but ", " while ", "고, ", "며, ", "지만, ", " 그리고 "}

// connectivesKO join two clauses without a comma ("응답이 정상인 것
// 확인하고 `k6 run …`를 시작했습니다"); before 있 the same ending is the
// progressive ("확인하고 있습니다"), one clause.
var connectivesKO = [...]string{"하고 ", "했고 ", "이고 ", "되고 ", "됐고 ", "였고 ", "했으며 ", "하며 ", "한 뒤 ", "한 후 ", "한 다음 "}

// hasConjunction reports a conjunction in gap.
func hasConjunction(gap string) bool {
	for _, c := range conjunctions {
		if strings.Contains(gap, c) {
			return true
		}
	}
	for _, c := range connectivesKO {
		if i := strings.Index(gap, c); i >= 0 && !strings.HasPrefix(gap[i+len(c):], "있") {
			return true
		}
	}
	return false
}

// quotedLen is the length of the longest of ch's command, and of the
// commands of its && chain when it passed, that line quotes; 0 for none.
// A command of six bytes or fewer ("go vet") is too short to be told from
// a mention.
func quotedLen(line, phrase string, ch *ledger.Check) int {
	cmd := strings.ToLower(strings.TrimSpace(ch.Command))
	if len(cmd) > 6 && strings.Contains(line, cmd) {
		return len(cmd)
	}
	if n := quotedLoud(line, phrase, cmd); n > 0 {
		return n
	}
	if !ch.Passed() || !strings.Contains(cmd, "&&") {
		return 0
	}
	best := 0
	for part := range strings.SplitSeq(cmd, "&&") {
		part = strings.TrimSpace(part)
		if len(part) > 6 && len(part) > best && strings.Contains(line, part) {
			best = len(part)
		}
	}
	return best
}

// quotedLoud is the length of a code span of line that quotes cmd but for
// the switches that only change how much it prints ("`cargo test -p
// tokenizer` passes" after `cargo test -p tokenizer -q`) and where its
// output went, beside phrase (the claim) as a quote of the run it reports
// (see nextTo); 0 for none. A switch that narrows the run (-run, -k,
// --filter) keeps them apart.
func quotedLoud(line, phrase, cmd string) int {
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return 0
	}
	if i := strings.IndexAny(cmd, "|;&>"); i >= 0 {
		// Where the output went is not part of the run: "`pytest -n
		// auto`" quotes pytest -n auto -q > /tmp/full.log 2>&1.
		cmd = strings.TrimRight(strings.TrimRight(cmd[:i], "0123456789"), " ")
	}
	if !strings.Contains(cmd, " -") {
		return 0
	}
	ran := quietless(strings.Fields(cmd))
	for _, sp := range codeSpans(line) {
		if !nextTo(line, sp, at, at+len(phrase)) {
			continue
		}
		q := quietless(strings.Fields(line[sp[0]:sp[1]]))
		if len(q) >= 2 && slices.Equal(q, ran) {
			return sp[1] - sp[0]
		}
	}
	return 0
}

// quietless drops the switches of how much a run prints from its words:
// the quiet and verbose ones, and those that choose what its report
// holds (pytest's --tb=short and --durations=10, zig build's --summary
// all).
func quietless(ws []string) []string {
	out := make([]string, 0, len(ws))
	for i := 0; i < len(ws); i++ {
		switch w := ws[i]; {
		case w == "-q", w == "-qq", w == "--quiet", w == "-v", w == "-vv", w == "--verbose", w == "-s", w == "--silent",
			w == "--no-color", w == "--color=never", w == "--nocapture", w == "--no-header", w == "-rA",
			strings.HasPrefix(w, "--tb="), strings.HasPrefix(w, "--durations="):
		case w == "--summary" && i+1 < len(ws) && reportChoice(ws[i+1]):
			i++ // and its value
		default:
			out = append(out, w)
		}
	}
	return out
}

// reportChoice reports a value of zig build's --summary.
func reportChoice(w string) bool {
	switch w {
	case "all", "new", "failures", "none":
		return true
	}
	return false
}

// lastCIQuery returns the session's latest look at CI runs (gh pr checks,
// gh run watch) that told its result or still runs, or nil; told prefers
// the latest that told its result over a watch still running.
func (e evidence) lastCIQuery(told bool) *ledger.Check {
	var running *ledger.Check
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		ch := &e.l.Checks[i]
		switch {
		case !observe.CIQuery(ch.Command):
		case ch.Success != nil:
			return ch
		case ch.Task != "" && running == nil:
			if !told {
				return ch
			}
			running = ch
		}
	}
	return running
}

// named returns the latest check of one of kinds that told its result and
// that the line names: a test claim beside a lint command is no claim
// about the lint.
func (e evidence) named(kinds []observe.Kind, names func(*ledger.Check) bool) *ledger.Check {
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		if ch := &e.l.Checks[i]; told(ch) && slices.Contains(kinds, ch.Kind) && names(ch) {
			return ch
		}
	}
	return nil
}

// checkNamed returns the latest run that told its result of a program the
// project named for checking (`python -m rec.features.check`,
// `./scripts/validate-schema.sh`, `bin/verify_dump`, a data-quality
// runner: `python -m dq.run`), when the claim (lower
// case) is of one check: "the schema check passed", "피처 스키마 체크
// 통과했습니다", "스키마 검증 통과". Such a claim names no runner the other
// readers know; the run of the project's own checker is its result. "All
// checks pass" claims more than one such run shows.
func (e evidence) checkNamed(phrase string) *ledger.Check {
	one := false
	for _, w := range strings.FieldsFunc(phrase, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch {
		case w == "check", strings.HasPrefix(w, "체크"), strings.HasPrefix(w, "검증"), strings.HasPrefix(w, "검사"):
			one = true
		case w == "checks", w == "all", w == "모든", w == "전체":
			return nil
		}
	}
	if !one {
		return nil
	}
	checker := func(ch *ledger.Check) bool {
		for _, w := range strings.FieldsFunc(strings.ToLower(ch.Command), func(r rune) bool { return !unicode.IsLetter(r) }) {
			if w == "check" || w == "checks" || strings.HasPrefix(w, "validat") || strings.HasPrefix(w, "verif") || dataQuality(w) {
				return true
			}
		}
		return false
	}
	// A run that ended answers the claim before one still going in the
	// background ("a one-day run of that check passes; the 30-day suite
	// is still running").
	if ch := e.named(verifying, func(ch *ledger.Check) bool { return ch.Success != nil && checker(ch) }); ch != nil {
		return ch
	}
	return e.named(verifying, checker)
}

// dataQuality reports a word of a command that names a data-quality
// checker (`python -m dq.run --only device_type`, `soda scan`, a
// great_expectations checkpoint): a run of one of its checks is the
// check's result.
func dataQuality(w string) bool {
	switch w {
	case "dq", "quality", "soda", "checkpoint", "expectations":
		return true
	}
	return false
}

// lastRelease returns the session's latest action that released,
// published or changed data, or nil.
func (e evidence) lastRelease() *ledger.Action {
	for i := len(e.l.Actions) - 1; i >= 0; i-- {
		switch a := &e.l.Actions[i]; a.Kind {
		case observe.Release, observe.Publish, observe.Data, observe.Infra:
			return a
		}
	}
	return nil
}

// ciClaim reports a claim about a CI run rather than a local one: "CI is
// green", "the pipeline passes", "CI도 통과합니다"; not a task named
// test:ci.
func ciClaim(phrase string) bool { return namesCI(phrase, true) }

// namesCI reports text that names CI ("CI", "CI도") or, with pipelines
// set, a pipeline or a workflow, outside a local run of CI's commands and
// outside code.
func namesCI(phrase string, pipelines bool) bool {
	low := strings.ToLower(phrase)
	if ciRunsLocally(low) {
		return false
	}
	if i := strings.LastIndex(low, " and "); i >= 0 && strings.Contains(low[i:], "`") {
		// "Both features are in the pipeline and `tests/test_features.py`
		// passes": the quote after "and" is the predicate's subject; the
		// pipeline before it is the other clause's.
		low = low[i:]
	}
	if strings.IndexByte(low, '`') >= 0 {
		// A command quoted is its run here: "`glab ci lint` → ✓".
		low = blankCode(low)
	}
	for _, w := range strings.FieldsFunc(low, func(r rune) bool {
		// "test:ci" and "ci-lint" are names; "CI(rspec" and "CI도" say CI
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(":-_./", r)
	}) {
		if rest, ok := strings.CutPrefix(w, "ci"); ok && (rest == "" || startsHangul(rest)) {
			return true
		}
		switch w {
		case "pipeline", "pipelines", "workflow", "workflows":
			if pipelines {
				return true
			}
		}
	}
	return false
}

// blankCode returns s with its code spans' text (and their backquotes)
// as spaces.
func blankCode(s string) string {
	b := []byte(s)
	for _, sp := range codeSpans(s) {
		for i := max(sp[0]-1, 0); i < min(sp[1]+1, len(b)); i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// ciRunsLocally reports a phrase (lower case) about the command CI runs,
// run here: "CI's command passes", "the CI checks pass locally", "CI가
// 돌리는 `cargo test`도 로컬에서 통과했습니다". It reports a local run, not
// CI's status ("CI's checks are green" still is).
func ciRunsLocally(low string) bool {
	if strings.Contains(low, "locally") || strings.Contains(low, "로컬") {
		return true
	}
	for _, ap := range []string{"ci's ", "ci’s "} {
		if _, rest, ok := strings.Cut(low, ap); ok {
			switch noun, _, _ := strings.Cut(rest, " "); noun {
			case "command", "commands", "invocation":
				return true
			}
		}
	}
	return false
}

func startsHangul(s string) bool {
	for _, r := range s {
		return unicode.Is(unicode.Hangul, r)
	}
	return false
}

var separators = once.Value[*strings.Replacer]{Build: func() *strings.Replacer {
	return strings.NewReplacer("&&", " ; ", "||", " ; ", ";", " ; ", "|", " ; ", "\n", " ; ")
}}

// commandNames are the program and subcommand, lower case ("terraform
// validate", "go test"), of each command of a check's line, past cd and
// environment assignments: "cd infra && terraform fmt -check && terraform
// validate" names both. A command without a second word names nothing: a
// bare "pytest" would match every mention of pytest.
func commandNames(command string) []string {
	var names, words []string
	flush := func() {
		if len(words) >= 2 && words[0] != "cd" {
			names = append(names, words[0][strings.LastIndexAny(words[0], `/\`)+1:]+" "+words[1])
		}
		words = nil
	}
	for _, w := range strings.Fields(separators.Get().Replace(strings.ToLower(command))) {
		switch {
		case w == ";":
			flush()
		case len(words) >= 2:
		case strings.Contains(w, "=") && len(words) == 0, strings.HasPrefix(w, "-") && len(words) == 1,
			strings.HasPrefix(w, ">") || strings.HasPrefix(w, "2>"):
		default:
			words = append(words, strings.Trim(w, "`\"'"))
		}
	}
	flush()
	return names
}

// containsName reports name in s with no letter, digit, '-' or '_'
// joined to it on either side: "list.go" is in "`api/list.go`." but not in
// "list.gob" or "old-list.go".
func containsName(s, name string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			return false
		}
		k += i
		end := k + len(name)
		if (k == 0 || !nameByte(s[k-1])) && (end == len(s) || !nameByte(s[end])) {
			return true
		}
		i = k + 1
	}
}

// nameByte reports a byte that joins a name: a letter, a digit, - or _.
func nameByte(b byte) bool {
	return b == '_' || b == '-' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// namedElsewhere reports a command's name that stands in the line only
// in another sentence than the claim's phrase, or in a clause joined
// after it: "The 17 cart unit tests pass, and the full e2e run (`pnpm
// playwright test`) is running in the background", "장바구니 단위 테스트
// 17개 통과했고, e2e 전체(`pnpm playwright test`)는 돌고 있어요" name the
// e2e run for the clause after the claim, which rests on the unit run
// that passed.
func namedElsewhere(line, phrase, name string) bool {
	at := strings.Index(line, phrase)
	if at < 0 {
		return false
	}
	for off := 0; ; {
		i := strings.Index(line[off:], name)
		if i < 0 {
			return true
		}
		i += off
		from, to := min(i, at), max(i+len(name), at+len(phrase))
		gap := line[from:to]
		// After the claim, a connective may end the phrase itself
		// ("…통과했고, e2e …"): the gap is read from the phrase's last
		// syllable.
		after := i >= at+len(phrase) && hasConjunction(line[max(at, at+len(phrase)-3):i])
		if !strings.Contains(gap, ". ") && !strings.Contains(gap, "; ") && !after {
			return false
		}
		off = i + len(name)
	}
}

// quotesCommand reports a line that names command (one of its
// commands' names, or a code span of four bytes or more within it) in the clause of
// phrase, the claim: "`nginx -t` in a container: syntax is ok, test is
// successful". A name across a conjunction is another clause's subject:
// "`./gradlew build` is green and the mapper tests pass" does not report
// the mapper tests through the build; a predicate joined to the quote's
// own ("`npm run lint` now covers scripts/ and runs clean") does.
func quotesCommand(line, phrase, command string) bool {
	at := strings.Index(line, phrase)
	if at < 0 {
		at = len(line)
	}
	sameClause := func(from, to int) bool {
		switch {
		case to <= at:
			// "`npm run lint` now covers scripts/ and runs clean": a verb
			// right after the conjunction shares the quote as its subject;
			// "… is green and the mapper tests pass" starts another.
			gap := line[to:at]
			for _, c := range conjunctions {
				if i := strings.LastIndex(gap, c); i >= 0 && strings.TrimSpace(gap[i+len(c):]) != "" {
					return false
				}
			}
		case from >= at+len(phrase):
			return !hasConjunction(line[at+len(phrase) : from])
		}
		return true
	}
	low := strings.ToLower(command)
	for _, name := range commandNames(command) {
		for off := 0; ; {
			i := strings.Index(line[off:], name)
			if i < 0 {
				break
			}
			if sameClause(off+i, off+i+len(name)) {
				return true
			}
			off += i + len(name)
		}
	}
	for _, sp := range codeSpans(line) {
		span := strings.TrimSpace(line[sp[0]:sp[1]])
		if !strings.Contains(span, " ") && operandWord(span) {
			continue // a path or a switch names what the run was given, not the run: see quotedBeside
		}
		if len(span) >= 4 && strings.Contains(low, span) && sameClause(sp[0], sp[1]) {
			return true
		}
	}
	return false
}

// latestDone returns the session's latest check of any of kinds that
// told its result, or nil.
func (e evidence) latestDone(kinds ...observe.Kind) *ledger.Check {
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		if c := &e.l.Checks[i]; slices.Contains(kinds, c.Kind) && c.Success != nil {
			return c
		}
	}
	return nil
}

// stashedRun returns, when latest is nil, the session's latest run of one
// of kinds made while the changes were stashed away, whose result was
// dropped (see ledger.Check.Stashed): the reason then says why it is no
// run of the changes. Nil otherwise.
func (e evidence) stashedRun(latest *ledger.Check, kinds []observe.Kind) *ledger.Check {
	if latest != nil {
		return nil
	}
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		if c := &e.l.Checks[i]; c.Stashed && slices.Contains(kinds, c.Kind) {
			return c
		}
	}
	return nil
}

// told reports a check that told its result, or that still runs in the
// background and will.
func told(c *ledger.Check) bool { return c.Success != nil || c.Task != "" }

// latestOf returns the session's latest check of any of kinds that told
// its result or still runs in the background, or nil. A run whose output
// said nothing (a benchmark piped through grep) does not hide an earlier
// one that did.
func (e evidence) latestOf(kinds ...observe.Kind) *ledger.Check {
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		c := &e.l.Checks[i]
		if slices.Contains(kinds, c.Kind) && told(c) {
			return c
		}
	}
	return nil
}

// latestEmpty returns the session's latest check of any of kinds whose
// output said it tested nothing (ledger.Check.TestedNothing), or nil.
func (e evidence) latestEmpty(kinds []observe.Kind) *ledger.Check {
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		if c := &e.l.Checks[i]; c.TestedNothing && slices.Contains(kinds, c.Kind) {
			return c
		}
	}
	return nil
}

// Summary is what the ledger says about verification, for people: the
// turn's changes that need it and the runs that answer them.
type Summary struct {
	// Unverified are this turn's changes that can alter behaviour and that
	// no passing verification vouches for; empty when verified.
	Unverified []ledger.Change
	// TurnChanged is set when this turn changed any file; Behavioural when
	// one of its changes can alter behaviour.
	TurnChanged, Behavioural bool
	// Proof is the passing run that vouches for the changes; Failing the
	// latest failing one after the last change.
	Proof, Failing *ledger.Check
	// LastChange is the sequence number of the session's latest change that
	// can alter behaviour (0 for none).
	LastChange int
}

// Summarize reads the ledger's evidence without a final message.
func Summarize(l *ledger.Ledger) Summary {
	e := readEvidence(l)
	s := Summary{TurnChanged: e.turnAny, Behavioural: len(e.turn) > 0, Proof: e.proof, Failing: e.failing, LastChange: e.lastChange}
	s.Unverified = e.unverified()
	return s
}
