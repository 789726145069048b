package gate

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// Prefix starts every reason, so that the model, the user and proofgate
// itself can tell where a block came from.
const Prefix = "proofgate: "

// Reasons are addressed to the model: they say what is missing and the
// shortest way to satisfy it, in plain prose.

func prematureReason(f detect.Finding) string {
	return "your final message announces work that was not done" + because(reasonsOf(f, detect.RulePromise)) +
		". Do that work now with tool calls. If you need the user's decision first, ask the question explicitly instead."
}

func scopeReason(f detect.Finding) string {
	return "your final message says part of the requested work was skipped, stubbed or disabled" + because(reasonsOf(f, "scope.")) +
		". Finish the skipped part now, or state plainly that it is not done and ask the user whether to continue."
}

// claimReason sends the agent back to a claim latest does not back;
// stashed, when latest is nil, is a run of the claim's kind made while the
// changes were stashed away (see ledger.Check.Stashed).
func claimReason(c claim, latest, stashed *ledger.Check) string {
	s := "your final message claims success the session does not show (" + quote(c.phrase) + ": "
	switch {
	case latest == nil && stashed != nil:
		s += "`" + clipText(stashed.Command, 120) + "` ran while the changes were stashed, so it ran the code before them"
	case latest == nil:
		s += "no such run was observed in this session"
	case latest.Failed() || latest.TestedNothing:
		s += "the latest run, `" + clipText(latest.Command, 120) + "`, " + result(*latest)
	default:
		s += "the latest run, `" + clipText(latest.Command, 120) + "`, has not reported its result yet"
	}
	return s + "). Run the check now and report its real result, or correct the claim."
}

// partRunReason sends the agent back to a claim of the whole suite that a
// run of part of it backs, with a change outside that part.
func partRunReason(c claim, run *ledger.Check, outside string) string {
	return "your final message claims the whole suite (" + quote(c.phrase) + "), but the test runs after the last change were pointed at part of the project (the latest, `" +
		clipText(run.Command, 120) + "`), and " + filepath.Base(outside) +
		" changed outside it. Run the whole suite now and report its real result, or say which tests ran."
}

// suiteAskedReason sends the agent back to a claim of the whole suite,
// which the user asked for or spared (waived), that a run of part of it
// backs.
func suiteAskedReason(c claim, run *ledger.Check, waived bool) string {
	if waived {
		return "your final message claims the whole suite (" + quote(c.phrase) + "), which the user said need not run, but the test runs after the last change were pointed at part of the project (the latest, `" +
			clipText(run.Command, 120) + "`). Say which tests ran instead of the whole suite."
	}
	return "your final message claims the whole suite (" + quote(c.phrase) + "), which the user asked for, but the test runs after the last change were pointed at part of the project (the latest, `" +
		clipText(run.Command, 120) + "`). Run the whole suite now and report its real result, or say which tests ran."
}

// skippedReason sends the agent back to a claim that a test passes which
// the run behind it skipped.
func skippedReason(c claim, name string, run *ledger.Check) string {
	return "your final message says " + quote(c.phrase) + " of `" + clipText(name, 80) + "`, but `" + clipText(run.Command, 120) +
		"` skipped that test. Make it run (the reason it was skipped is in the output) and report its real result, or say it did not run."
}

// claimWarning tells the user of a claim the session does not back, in a
// turn where nothing contradicts it either.
func claimWarning(c claim, latest, stashed *ledger.Check, unread string) string {
	s := "the message says " + quote(c.phrase)
	switch {
	case latest == nil && stashed != nil:
		return s + "; `" + clipText(stashed.Command, 80) + "` ran only while the changes were stashed."
	case latest == nil && unread != "":
		return s + "; the only run after the last change, `" + clipText(unread, 80) + "`, is one proofgate cannot read."
	case latest == nil:
		return s + "; no run in this session shows it."
	case latest.Failed() || latest.TestedNothing:
		return s + "; the latest run, `" + clipText(latest.Command, 80) + "`, " + result(*latest) + "."
	case latest.Success == nil:
		return s + "; `" + clipText(latest.Command, 80) + "` has not reported yet."
	}
	return s + "; no run after the last change shows it."
}

func nothingDoneReason(sentence string) string {
	return "your final message reports a change (" + quote(clipText(sentence, 120)) + "), but this session changed no file" +
		". Make the change now with tool calls and check it, or correct the message."
}

func pastedReason(command string) string {
	return "your final message shows a run of `" + clipText(command, 120) + "` with its output, but this session never ran it" +
		". Run it now and report what it prints, or take the transcript out."
}

func actionReason(kind, command string) string {
	return "your final message reports the " + actionNoun(kind) + " done, but `" + clipText(command, 120) + "` failed in this turn and no later run of it succeeded" +
		". Fix what stopped it and run it again, or say plainly that it did not happen and why."
}

// unactedReason sends the agent back to a yes to a question about an act
// no command of the session carried out.
func unactedReason(kind string) string {
	return "the user asked whether the " + actionNoun(kind) + " went through and your final message says yes, but no command in this session carried it out" +
		". Run it now if the task asked for it, or say plainly that it did not happen."
}

func runningActionReason(command string) string {
	return "your final message reports the work of `" + clipText(command, 120) + "` done, but it went to the background and is still running: nothing in the session saw it end" +
		". Wait for it and read its result before you report it, or say plainly that it is still running."
}

// actionNoun names a kind of action (see detect.ReportedActions) as the
// reason's sentence reads it.
func actionNoun(kind string) string {
	switch kind {
	case "data":
		return "deletion"
	case "secret":
		return "secret's rotation"
	case "infra":
		return "infrastructure change"
	case "release":
		return "deploy"
	}
	return kind // commit, push, merge, publish
}

func failureReason(c ledger.Check) string {
	return "`" + clipText(c.Command, 120) + "` " + result(c) + " after your last change, and your final message does not mention it" +
		". Fix the failure and re-run it, or report it plainly (what fails, and whether it predates your change)."
}

func riskReason(l *ledger.Ledger, report, elsewhere string) string {
	s := "this task asks for an action across a sensitive boundary (" + strings.Join(l.Risks, ", ") +
		"), and your final message reports it done (" + quote(clipText(report, 100)) + "), but no command in this turn carried it out"
	if elsewhere != "" {
		where := "names another environment"
		switch {
		case observe.DefaultDatabase(elsewhere):
			where = "names no environment: it ran on this checkout's own database"
		case observe.PreviewDeploy(elsewhere):
			where = "made a preview deploy: production takes --prod"
		}
		s += " in production (`" + clipText(elsewhere, 100) + "` " + where + ")"
	}
	return s + ". Run it now if the user asked for it, or correct the message to say exactly what was and was not done."
}

func unverifiedReason(s *stop) string {
	ev := s.ev
	msg := "you changed " + fileList(ev.unverified()) + " but no passing verification was observed after the last change"
	if ev.verified() {
		msg = uncoveredReason(ev.uncovered)
	}
	if last := ev.failing; last != nil {
		msg += "; the last run, `" + clipText(last.Command, 120) + "`, " + result(*last)
	}
	msg += ". Run "
	if cmd := suggestion(s); cmd != "" {
		msg += "`" + cmd + "` (or the narrowest check that exercises the change)"
	} else {
		msg += "the narrowest check that exercises the change (a focused test, build or typecheck)"
	}
	return msg + " and report its result, or say plainly why it cannot be verified here."
}

// uncoveredReason says why the checks that passed do not vouch for the
// changes: the language they read, or the query or script the edit
// changed inside the file.
func uncoveredReason(changes []ledger.Change) string {
	var sql, script, image []ledger.Change
	for _, c := range changes {
		if observe.FileToolchain(c.Path) == "container" {
			image = append(image, c)
		}
		switch c.Embedded {
		case observe.SQL:
			sql = append(sql, c)
		case observe.Script:
			script = append(script, c)
		}
	}
	switch {
	case len(sql) > 0:
		return "you changed the query in " + fileList(sql) + ", and no test or run passed after that edit: a build, typecheck or lint compiles the program around a query without running it"
	case len(script) > 0:
		return "you changed the script in " + fileList(script) + ", and no check that reads JavaScript or loads the page passed after that edit (a build of the server that serves the page does not run its script)"
	case len(image) == len(changes):
		return "you changed " + fileList(image) + ", and no build or lint of the image passed after it (`docker build`, `hadolint`; building the program the image holds does not read its build file)"
	}
	return "you changed " + fileList(changes) + ", and no check that passed after it reads that language (a check of another language, such as `go build` after a JavaScript edit, does not exercise it)"
}

func requestedReason(s *stop, changes []ledger.Change) string {
	msg := "the user asked you to run the tests, and no test run passed after your last change to " + fileList(changes)
	if cmd := suggestion(s); cmd != "" {
		msg += ". Run `" + cmd + "` (or the tests the user named)"
	} else {
		msg += ". Run the tests the user asked for"
	}
	return msg + " and report the result, or say plainly why they cannot run here."
}

func suggestion(s *stop) string {
	if s.in.Suggest == nil {
		return ""
	}
	var paths []string
	for _, c := range s.ev.turn {
		if c.Path != "" {
			paths = append(paths, c.Path)
		}
	}
	return s.in.Suggest(paths)
}

// warnPrefix starts a warning: the user sees that the gate let the stop
// through, and which rule to mark wrong or tune.
func warnPrefix(rule string) string { return Prefix + "warning (" + rule + "): " }

func unverifiedWarning(ev evidence) string {
	return Prefix + "the turn ended with " + fileList(ev.unverified()) + " changed and no passing verification after the last change."
}

// unreadWarning tells the user what is open when the only run after the
// last change is one proofgate cannot read.
func unreadWarning(ev evidence) string {
	return Prefix + "the turn ended with " + fileList(ev.unverified()) + " changed; after the last change only `" + clipText(ev.l.UnreadBy, 80) +
		"` ran, which proofgate cannot read as a check."
}

// reasonsOf keeps the finding's reasons given by the rule id, or by any
// rule of a family ("scope."): the others are informational.
func reasonsOf(f detect.Finding, id string) []string {
	var out []string
	for i, r := range f.Reasons {
		if i < len(f.Rules) && (f.Rules[i] == id || strings.HasSuffix(id, ".") && strings.HasPrefix(f.Rules[i], id)) {
			out = append(out, r)
		}
	}
	return out
}

func because(reasons []string) string {
	if len(reasons) == 0 {
		return ""
	}
	return " (" + strings.Join(reasons, "; ") + ")"
}

func quote(s string) string { return `"` + s + `"` }

// clipText shortens s to about n bytes at a word boundary.
func clipText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	if i := strings.LastIndexByte(s[:n], ' '); i > n/2 {
		return s[:i] + " …"
	}
	return s[:n] + "…"
}

// fileList names up to five files by their base name.
func fileList(changes []ledger.Change) string {
	var names []string
	for i, c := range changes {
		if i == 5 {
			names = append(names, fmt.Sprintf("%d more", len(changes)-5))
			break
		}
		if c.Path == "" {
			names = append(names, "the sources a shell command rewrote") // see ledger.Recoded
			continue
		}
		names = append(names, filepath.Base(filepath.FromSlash(strings.ReplaceAll(c.Path, `\`, "/"))))
	}
	return strings.Join(names, ", ")
}

func result(c ledger.Check) string {
	switch {
	case c.TestedNothing:
		return "tested nothing (its output shows no test ran)"
	case c.Success == nil:
		return "has no observed result"
	case *c.Success:
		return "passed"
	case c.ExitCode != nil:
		return fmt.Sprintf("failed (exit %d)", *c.ExitCode)
	}
	return "failed"
}
