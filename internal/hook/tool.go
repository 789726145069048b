package hook

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/redact"
)

// toolResult records what a finished tool call changed and verified. Calls
// that neither change files nor verify anything leave the ledger alone,
// which keeps the common case (reads, searches) free of disk writes. In a
// task whose mode is blocked, a shell command that crosses the boundary
// is recorded too, as the evidence that the risky action ran.
func (e *Engine) toolResult(ev event.Event) (event.Decision, error) {
	failed := ev.Kind == event.ToolFailed
	if len(ev.Notices) > 0 {
		return e.taskRead(ev)
	}
	if observe.MCPTool(ev.Tool.Name) {
		return e.mcpResult(ev, failed)
	}
	var changes []ledger.Change
	var checks []ledger.Check
	if !failed {
		for _, p := range ev.Tool.Paths {
			kind := fileKind(p, ev.Cwd)
			changes = append(changes, ledger.Change{Path: p, Kind: kind, Tool: ev.Tool.Name, Behaviour: behaviour(p, ev.Tool), Cut: cutOf(p, ev.Tool),
				Embedded: embeddedOf(p, ev.Tool)})
		}
	}
	edited := len(changes) // the tool's own edits; a shell line's writes follow
	shell := ev.Tool.Shell() && ev.Tool.Command != ""
	named := false // the line names files it writes, of whatever kind
	// shownAs holds, per change a shell line made of code, the name the
	// line gave it: a search earlier in the session may show that its edit
	// touched comments only (see observe.CommentsShown), which only the
	// ledger can tell.
	var shownAs map[int]string
	// moves holds, per check of the line, its line's last move on the
	// stash before it; stash the line's last move of all.
	var moves []observe.StashMove
	stash := observe.StashNone
	// unread is set for a line that ran, and ended well, a program no
	// table reads, with no check of its own: evidence the gate cannot read.
	unread := false
	if shell {
		found, writes := e.Recognizer.ReadTool(ev.Tool.Name, ev.Tool.Command)
		if len(found) == 0 && len(writes) == 0 && !ev.Result.Background {
			// A script whose name no table reads is what its output
			// shows it ran.
			found = e.Recognizer.ScriptChecks(ev.Tool.Command, ev.Result.Output)
		}
		for _, c := range found {
			moves = append(moves, c.Stash)
		}
		if !failed {
			stash = observe.LineStash(ev.Tool.Name, ev.Tool.Command)
		}
		named = len(writes) > 0
		for _, p := range writes {
			abs := absolute(ev.Cwd, p)
			if k := fileKind(abs, ev.Cwd); k == observe.Code || k == observe.Config {
				// sed -i 's|// old|// new|' x.go, like an editor's
				// comment-only edit, alters no behaviour; so does an edit
				// whose git diff, printed after it, changes only comments.
				b := 1
				if observe.CommentEdit(ev.Tool.Command, p) || !failed && observe.DiffShowsCosmetic(ev.Tool.Command, ev.Result.Output, p) {
					b = 0
				} else if !failed {
					if shownAs == nil {
						shownAs = map[int]string{}
					}
					shownAs[len(changes)] = p
				}
				changes = append(changes, ledger.Change{Path: abs, Kind: k, Tool: ev.Tool.Name, Behaviour: b})
			}
		}
		checks = shellChecks(e.Recognizer, ev, found, failed)
		verdicts := e.Recognizer.Reported(ev.Tool.Name, ev.Tool.Command, failed, ev.Result)
		verdicts = append(verdicts, e.Recognizer.MakeEchoed(ev.Tool.Name, ev.Tool.Command, found, failed, ev.Result)...)
		for _, v := range verdicts {
			checks = append(checks, ledger.Check{Command: redact.String(ev.Tool.Command), Kind: v.Kind, Success: v.Success, Agent: ev.AgentID})
		}
		if !slices.ContainsFunc(checks, func(c ledger.Check) bool { return c.Kind == observe.Test }) {
			if passed, ok := e.Recognizer.TestsShown(ev.Tool.Name, ev.Tool.Command, found, failed, ev.Result); ok {
				checks = append(checks, testsShown(ev, passed))
			} else if passed, ok := e.Recognizer.TestTasksShown(ev.Tool.Name, ev.Tool.Command, found, failed, ev.Result); ok {
				checks = append(checks, testsShown(ev, passed))
			}
		}
		if !slices.ContainsFunc(checks, func(c ledger.Check) bool { return c.Kind == observe.Build }) {
			if passed, ok := e.Recognizer.BuildShown(ev.Tool.Name, ev.Tool.Command, found, failed, ev.Result); ok {
				checks = append(checks, shownRun(ev, observe.Build, passed))
			}
		}
		unread = len(checks) == 0 && e.Recognizer.UnreadRun(ev.Tool.Name, ev.Tool.Command, found, failed, ev.Result)
	}
	var actions []observe.ActionKind
	if shell && !ev.Result.Interrupted {
		actions = actionsOf(ev.Tool.Command, ev.Result.Output, failed)
	}
	// A line that acted (a deploy, a push) is held to its act, not read as
	// a check.
	unread = unread && len(actions) == 0 && len(changes) == 0
	var opaque, rewrote bool
	rewriter := ev.Tool.Command // the command line that rewrote code, a package script's where its output shows one
	if shell && len(changes) == 0 {
		opaque, rewrote = observe.WriteEffects(ev.Tool.Command)
		if opaque && !rewrote {
			if l := observe.ScriptGenerates(ev.Tool.Command, ev.Result.Output); l != "" {
				rewrote, rewriter = true, l
			}
		}
		rewrote = rewrote && !failed
		// A codemod's own run changed the code it would vouch for.
		unread = unread && !rewrote
	}
	if shell && !failed {
		// A file renamed (git mv) changed where the code is, not what it
		// says: a change, but no write of content the line names, so the
		// rewrites beside it are read as they were.
		for _, p := range observe.Renames(ev.Tool.Command) {
			abs := absolute(ev.Cwd, p)
			if k := fileKind(abs, ev.Cwd); k == observe.Code || k == observe.Config {
				changes = append(changes, ledger.Change{Path: abs, Kind: k, Tool: ev.Tool.Name, Behaviour: 1})
			}
		}
	}
	// A search whose hits all lie in comments is what shows a later
	// rewrite of its pattern to be a comment edit.
	var shown bool
	var before, after int
	var docHits []string
	if shell && !failed && !named && !opaque {
		before, after, shown = observe.CommentSearch(ev.Tool.Command, ev.Result.Output)
		if !shown {
			docHits = observe.DocHits(ev.Tool.Command, ev.Result.Output)
			shown = len(docHits) > 0
		}
	}
	// A look at the file a run wrote its output to may tell its result.
	var logs []string
	if shell && !failed && observe.MayTellResult(ev.Result.Output) {
		logs = observe.LogsRead(ev.Tool.Name, ev.Tool.Command)
	}
	quiet := len(changes) == 0 && len(checks) == 0 && len(actions) == 0 && !opaque && !shown && !unread && stash == observe.StashNone
	if quiet && len(logs) == 0 {
		return event.Decision{}, nil
	}
	var first string
	var repeated bool
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		if read := e.readLogs(l, ev, logs); quiet {
			if !read {
				return errNoChange
			}
			return nil
		}
		// Read before this line's own changes end them.
		var searches []observe.ShownSearch
		if len(shownAs) > 0 || rewrote && !named {
			searches = l.ShownSearches()
		}
		for i, c := range changes {
			cosmetic := c.Behaviour == 0
			if p, ok := shownAs[i]; ok && len(searches) > 0 {
				cosmetic = observe.CommentsShown(ev.Tool.Command, p, searches)
			}
			l.RecordChange(c.Path, c.Kind, c.Tool, cosmetic)
			switch {
			case c.Cut != "":
				l.MarkCut(c.Path, c.Cut)
			case i < edited && l.Changes[len(l.Changes)-1].Cut != "" && uncutOf(c.Path, ev.Tool):
				// Read only for a file whose earlier edit made a cut.
				l.ClearCut(c.Path)
			}
			if c.Embedded != "" {
				l.MarkEmbedded(c.Path, c.Embedded)
			}
		}
		// A line's edits come before its checks, as a line is usually
		// written (gofmt -w x.go && gofmt -l .): named changes above, and
		// the rewrites it does not name here.
		switch {
		case rewrote && !named && observe.RewritesCode(rewriter) && !observe.CommentsShown(rewriter, "", searches) &&
			!observe.DocsOnly(rewriter, searches):
			l.RecordRecode(redact.String(ev.Tool.Command))
		case rewrote:
			l.RecordRewrite()
		case opaque:
			l.RecordOpaque()
		}
		if unread {
			l.RecordUnread(redact.String(ev.Tool.Command))
		}
		if shown {
			for i, f := range docHits {
				docHits[i] = redact.String(f)
			}
			l.RecordCommentSearch(redact.String(ev.Tool.Command), before, after, docHits)
		}
		stashAside(l, checks, moves)
		markOnChange(l, checks, ev)
		recordChecks(l, checks)
		l.RecordStash(stash)
		first, repeated = recordRuns(l, checks, ev.Result.Output)
		var task string
		if ev.Result.Background {
			task = ev.Result.Task
		}
		l.RecordActions(redact.String(ev.Tool.Command), actions, !failed, task)
		return nil
	})
	if err != nil {
		return event.Decision{}, err
	}
	advice := failureAdvice(checks)
	if repeated {
		advice = joinMessages(advice, repeatAdvice(failedCommand(checks), first))
	}
	return event.Decision{Context: advice, Message: msg}, nil
}

// readLogs reads, for each file of logs the line printed, the result of
// the runs that wrote their output there and had not told it, from the
// line's output, as each run's own reader reads it, and the end of the
// acts sent to the background that wrote there; it reports whether a run
// or an act took a result.
func (e *Engine) readLogs(l *ledger.Ledger, ev event.Event, logs []string) bool {
	read := false
	for _, p := range logs {
		p = redact.String(p)
		// An act sent to the background names its log as it wrote it.
		read = l.LogSeen(p) || read
		path := absolute(ev.Cwd, p)
		read = l.ReadLog(path, func(command string, kind observe.Kind) *bool {
			found, _ := e.Recognizer.ReadTool(ev.Tool.Name, command)
			for _, c := range found {
				if c.Kind == kind {
					// The look's own status says nothing of the run.
					return observe.Outcome(c, false, event.Result{Output: ev.Result.Output, ExitCode: -1})
				}
			}
			return nil
		}) || read
	}
	return read
}

// stashAside drops the result of each of checks that ran with the
// session's changes stashed away (see ledger.StashedAway), moves[i] being
// check i's line's move on the stash before it: it tells how the code was
// before them, which neither verifies them nor fails them.
func stashAside(l *ledger.Ledger, checks []ledger.Check, moves []observe.StashMove) {
	for i := range checks {
		m := observe.StashNone
		if i < len(moves) {
			m = moves[i]
		}
		if c := &checks[i]; l.StashedAway(m) {
			c.Stashed = true
			c.Success, c.ExitCode, c.Task, c.Log = nil, nil, "", ""
		}
	}
}

// markOnChange marks each failed lint of checks whose output names a file
// the session changed (see observe.NamesChanged): its finding is the
// work's, which a lint failing on what was there before is not.
func markOnChange(l *ledger.Ledger, checks []ledger.Check, ev event.Event) {
	var paths []string
	for i := range checks {
		c := &checks[i]
		if c.Kind != observe.Lint || !c.Failed() || len(l.Changes) == 0 {
			continue
		}
		if paths == nil {
			paths = make([]string, len(l.Changes))
			for j, ch := range l.Changes {
				paths[j] = ch.Path
			}
		}
		c.OnChange = observe.NamesChanged(ev.Result.Output, ev.Cwd, paths)
	}
}

// recordChecks records checks, each with what its command line reads
// (gate.ReadsOf), worked out on the line as the ledger keeps it (clipped
// and redacted): the stop then judges coverage without parsing the lines
// again.
func recordChecks(l *ledger.Ledger, checks []ledger.Check) {
	l.RecordChecks(checks)
	for i := max(len(l.Checks)-len(checks), 0); i < len(l.Checks); i++ {
		l.Checks[i].Reads = gate.ReadsOf(&l.Checks[i])
	}
}

// testsShown is the test run a line's output shows (see
// observe.TestsShown), as the ledger keeps it.
func testsShown(ev event.Event, passed bool) ledger.Check {
	c := shownRun(ev, observe.Test, passed)
	for _, name := range observe.SkippedTests(ev.Result.Output) {
		c.Skipped = append(c.Skipped, redact.String(name))
	}
	return c
}

// shownRun is a check of kind that only the line's output shows (see
// observe.TestsShown and observe.BuildShown), as the ledger keeps it.
func shownRun(ev event.Event, kind observe.Kind, passed bool) ledger.Check {
	c := ledger.Check{Command: redact.String(ev.Tool.Command), Kind: kind, Success: &passed, Agent: ev.AgentID}
	if !passed && ev.Result.ExitCode > 0 {
		code := ev.Result.ExitCode
		c.ExitCode = &code
	}
	return c
}

// failedCommand is the command of the first failed check.
func failedCommand(checks []ledger.Check) string {
	for _, c := range checks {
		if c.Failed() {
			return c.Command
		}
	}
	return ""
}

// mcpResult records a call of an MCP server's tool as a check of kind
// observe.MCP, named by the tool: it succeeded when the harness reported
// it done (Claude Code sends a call that failed, or whose result the
// server marked isError, to PostToolUseFailure instead), and failed when
// the harness reported a failure or the user interrupted it. The paths in
// its input are not recorded as changes: a read_file and a write_file
// look alike, and which one a server's tool is cannot be told. Only the
// latest call of each tool is kept, so that a session of browser clicks
// does not push the shell's checks out of the bounded ledger; and no
// advice follows a failure, since what the call was for is not known.
func (e *Engine) mcpResult(ev event.Event, failed bool) (event.Decision, error) {
	ok := !failed && !ev.Result.Interrupted
	check := ledger.Check{Command: ev.Tool.Name, Kind: observe.MCP, Success: &ok, Agent: ev.AgentID}
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		l.Checks = slices.DeleteFunc(l.Checks, func(c ledger.Check) bool {
			return c.Kind == observe.MCP && c.Command == check.Command && c.Agent == check.Agent
		})
		recordChecks(l, []ledger.Check{check})
		return nil
	})
	if err != nil {
		return event.Decision{}, err
	}
	return event.Decision{Message: msg}, nil
}

// fileKind is the kind of a changed file; outside the project, temporary
// files and the agent's own notes are scratch.
func fileKind(path, cwd string) observe.FileKind {
	if observe.Scratch(path, cwd) {
		return observe.ScratchFile
	}
	return observe.File(path)
}

// behaviour is 0 when every replacement the tool made only touched
// comments or blank space, or rewrote a Python docstring, 1 otherwise
// (the ledger numbers it).
func behaviour(path string, tool event.Tool) int {
	if len(tool.Edits) == 0 {
		return 1
	}
	for _, e := range tool.Edits {
		if e.Old == e.New || !observe.Cosmetic(path, e.Old, e.New) && !observe.HeadedDocstringEdit(path, e.Old, e.New) && !docstringEdit(path, e) {
			return 1
		}
	}
	return 0
}

// maxDocstringFile bounds the file read to place a docstring edit.
const maxDocstringFile = 1 << 20

// docstringEdit reports an edit of a Python file that the file, as the
// edit left it, shows inside documentation: one string literal replaced
// with another where the file shows a docstring (observe.Docstring), or
// prose replaced inside a docstring or a comment (observe.EditInsideDocs).
// The file is read only for such an edit, and only up to
// maxDocstringFile.
func docstringEdit(path string, e event.Edit) bool {
	whole := observe.DocstringEdit(path, e.Old, e.New)
	if !whole && !observe.ProseEdit(path, e.Old, e.New) {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	content, err := io.ReadAll(io.LimitReader(f, maxDocstringFile+1))
	if err != nil || len(content) > maxDocstringFile {
		return false
	}
	if whole {
		return observe.Docstring(content, e.New)
	}
	return observe.EditInsideDocs(content, e.Old, e.New)
}

// cutOf is what the tool's edit of path did to the asked work, if its text
// shows a cut (see observe.Cut); a Write's whole text is new.
func cutOf(path string, tool event.Tool) observe.CutKind {
	if len(tool.Edits) == 0 {
		return observe.Cut(path, "", tool.Written)
	}
	for _, e := range tool.Edits {
		if k := observe.Cut(path, e.Old, e.New); k != "" {
			return k
		}
	}
	return ""
}

// uncutOf reports a tool's edit of path that took out a cut's marker (a
// TODO implemented, a skip marker removed), or a Write, whose text is the
// whole file: a cut an earlier edit made is then gone.
func uncutOf(path string, tool event.Tool) bool {
	if len(tool.Edits) == 0 {
		return true
	}
	for _, e := range tool.Edits {
		if k := observe.Cut(path, e.New, e.Old); k != "" && k != observe.CutRemoved {
			return true
		}
	}
	return false
}

// embeddedOf is the embedded language the tool's edits of path changed
// (see observe.EmbeddedEdit); a Write's new text is a file's code as a
// whole, which its own tools read.
func embeddedOf(path string, tool event.Tool) observe.Embedded {
	for _, e := range tool.Edits {
		if k := observe.EmbeddedEdit(path, e.Old, e.New); k != "" {
			return k
		}
	}
	return ""
}

// actionsOf lists what a shell command did beyond the working tree: its
// commits, pushes, publishes, deploys and writes to data, a script run
// against production (./ops/rotate.sh prod), and a push the output of a
// line that ended well shows (`yarn deploy` publishing a site to
// gh-pages): where the line failed, the push may be all that did not.
func actionsOf(command, output string, failed bool) []observe.ActionKind {
	kinds := observe.Actions(command)
	if len(kinds) == 0 && observe.ActsOnProduction(command) {
		kinds = []observe.ActionKind{observe.Release}
	}
	if !failed && !slices.Contains(kinds, observe.Push) && observe.PushShown(output) {
		kinds = append(kinds, observe.Push)
	}
	if !failed && !slices.Contains(kinds, observe.Publish) && strings.Contains(command, "fastlane") && observe.StoreUploadShown(output) {
		kinds = append(kinds, observe.Publish) // `fastlane android internal` ran upload_to_play_store
	}
	if !failed && len(kinds) > 0 && observe.RehearsalShown(output) {
		// "DRY RUN (pass --execute to delete) … Nothing deleted.": the
		// script acted on nothing, whatever its name says.
		kinds = slices.DeleteFunc(kinds, func(k observe.ActionKind) bool { return k != observe.Commit })
	}
	if !failed {
		// What a package script ran is what it did: `npm run deploy` that
		// printed "> gh-pages -d dist" pushed a branch.
		for _, run := range observe.ScriptLines(command, output) {
			for _, k := range observe.Actions(run) {
				if !slices.Contains(kinds, k) {
					kinds = append(kinds, k)
				}
			}
		}
	}
	return kinds
}

func shellChecks(r observe.Recognizer, ev event.Event, found []observe.Check, failed bool) []ledger.Check {
	var out []ledger.Check
	var command, script string
	// What the line's output and words say of every check of the line,
	// read once: its log, the tests it skipped, whether it measured
	// coverage.
	var line struct {
		logRead, testRead bool
		log               string
		skipped           []string
		coverage          bool
	}
	if len(found) == 1 {
		// One check, one script: a chained line's output shows several,
		// and which is whose only its order tells. What the script ran
		// is what it checked: `pnpm verify` that printed `> pnpm lint &&
		// pnpm typecheck` linted and type-checked, whatever its name
		// promised, and one that ran checks of several kinds is each of
		// them (tox's test and lint environments); a script no table
		// reads keeps its name's kind.
		run := observe.ScriptRun(ev.Tool.Command, ev.Result.Output)
		script = redact.String(run)
		if run != "" {
			if ks := r.ScriptKinds(run); len(ks) > 0 && !(len(ks) == 1 && ks[0] == found[0].Kind) {
				found = rekinded(found[0], ks)
			}
		}
	}
	for _, c := range found {
		if command == "" {
			command = redact.String(ev.Tool.Command)
		}
		check := ledger.Check{Command: command, Kind: c.Kind, Success: observe.Outcome(c, failed, ev.Result), Agent: ev.AgentID, Script: script}
		if ev.Result.ExitCode >= 0 && failed {
			code := ev.Result.ExitCode
			check.ExitCode = &code
		} else if check.Failed() {
			// Its status was printed, not returned: `cmd; echo "exit=$?"`.
			if code, ok := observe.EchoedStatus(c, ev.Result.Output); ok && code != 0 {
				check.ExitCode = &code
			}
		}
		if ev.Result.Background && check.Success == nil {
			check.Task = ev.Result.Task
		}
		check.TestedNothing = check.Success == nil && observe.TestedNothing(c, failed, ev.Result)
		check.Unreached = check.Success == nil && observe.Unreached(c, failed, ev.Result)
		check.Serves = c.Serves()
		if check.Success != nil && *check.Success {
			check.HTTPStatus = c.HTTPStatus(ev.Result.Output)
		}
		if check.Success == nil && !failed {
			if !line.logRead {
				if p := r.Log(ev.Tool.Name, ev.Tool.Command); p != "" {
					line.log = absolute(ev.Cwd, redact.String(p))
				}
				line.logRead = true
			}
			check.Log = line.log
		}
		if c.Kind == observe.Test {
			if !line.testRead {
				for _, name := range observe.SkippedTests(ev.Result.Output) {
					line.skipped = append(line.skipped, redact.String(name))
				}
				line.coverage = observe.MeasuresCoverage(ev.Tool.Command, ev.Result.Output)
				line.testRead = true
			}
			check.Skipped = slices.Clone(line.skipped)
			check.Coverage = line.coverage
		}
		out = append(out, check)
	}
	return out
}

// rekinded returns c once for each of kinds.
func rekinded(c observe.Check, kinds []observe.Kind) []observe.Check {
	out := make([]observe.Check, len(kinds))
	for i, k := range kinds {
		out[i] = c
		out[i].Kind = k
	}
	return out
}

// taskRead records the result of a background task the agent read
// (TaskOutput) on the check waiting for it.
func (e *Engine) taskRead(ev event.Event) (event.Decision, error) {
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		if !settle(l, ev.Notices) {
			return errNoChange
		}
		return nil
	})
	return event.Decision{Message: msg}, err
}

// failureAdvice is the one sentence a failed verification earns.
func failureAdvice(checks []ledger.Check) string {
	for _, c := range checks {
		if c.Failed() {
			status := "failed"
			if c.ExitCode != nil {
				status = fmt.Sprintf("failed with exit code %d", *c.ExitCode)
			}
			return "proofgate: `" + c.Command + "` " + status + ". Do not report completion until it passes, is shown to be a pre-existing failure, or is stated as a known failure."
		}
	}
	return ""
}

func absolute(cwd, p string) string {
	if filepath.IsAbs(p) || cwd == "" {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(filepath.Join(cwd, p))
}
