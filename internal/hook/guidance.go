package hook

import (
	"strings"

	"github.com/proofgate/proofgate/internal/classify"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/suggest"
)

// TaskGuide is what the prompt's context says beyond the mode, so that
// the stop has nothing to block: how this project checks its work, and
// how the kinds of change the prompt asks for are shown to work.
type TaskGuide struct {
	Check suggest.Task
	Kinds []classify.Kind
}

// maxGuidanceLines bounds the context added to every prompt: it is read
// at every turn, and advice that runs longer gets skimmed.
const maxGuidanceLines = 5

// GuidanceFor is the context added to the model's prompt: the mode and
// its risk flags, the mode's advice, then, outside quick mode, the
// project's check and one line per kind of change, and last the rule
// that matters most. The kinds fill the lines the budget leaves: two
// without a project check, one with it.
func GuidanceFor(mode string, risks []string, g TaskGuide) string {
	head := "proofgate task mode: " + mode + "."
	if len(risks) > 0 {
		head += " Risk flags: " + strings.Join(risks, ", ") + ". Treat these areas as irreversible: confirm the exact target before acting on them."
	}
	lines := []string{head, modeAdvice.Get()[mode]}
	if mode != "quick" {
		if c := checkLine(g.Check); c != "" {
			lines = append(lines, c)
		}
		for _, k := range g.Kinds {
			if len(lines) == maxGuidanceLines-1 {
				break
			}
			if l := kindAdvice.Get()[k]; l != "" {
				lines = append(lines, l)
			}
		}
	}
	return strings.Join(append(lines, "Never claim verification that was not actually observed."), "\n")
}

// checkLine names the project's own check and its narrowest part: "This
// project checks with `go test ./...`; after a change, run the narrowest
// package (`go test ./internal/cart/`)."
func checkLine(t suggest.Task) string {
	if len(t.Checks) == 0 {
		return ""
	}
	quoted := make([]string, len(t.Checks))
	for i, c := range t.Checks {
		quoted[i] = "`" + c + "`"
	}
	s := "This project checks with " + strings.Join(quoted, " and ")
	if t.Narrow == "" {
		return s + "; run it after a change."
	}
	return s + "; after a change, run the narrowest " + t.Unit + " (`" + t.Narrow + "`)."
}

// kindAdvice is the one line each kind of change earns: what shows that
// change working, which a passing build alone does not.
var kindAdvice = once.Value[map[classify.Kind]string]{Build: func() map[classify.Kind]string {
	return map[classify.Kind]string{
		classify.BugFix:      "Bug fix: reproduce the bug first (a failing test or command), then show that same reproduction passing after the fix.",
		classify.UIChange:    "UI change: look at the rendered result (a screenshot or the served page), not only the build or the tests.",
		classify.DataChange:  "Migration or data change: dry-run it on a scratch copy first (a local or throwaway database) and report what it changed there.",
		classify.Performance: "Performance change: measure before and after with the same command and input, and report both numbers.",
		classify.Dependency:  "Dependency bump: build, and run the tests of the code that uses the dependency, not only the install.",
	}
}}

// taskGuide is the guidance of a new task: the kinds of change its prompt
// asks for (read by readPrompt) and the project's check, read from files
// in the session's directory. Quick mode gets neither, and a reply that only
// goes on with the task ("ok do it") neither: its task's prompt had them.
func (e *Engine) taskGuide(ev event.Event, mode string, reply classify.Reply, rd reading) TaskGuide {
	if mode == "quick" || mode == "" || reply == classify.Continues {
		return TaskGuide{}
	}
	g := TaskGuide{Kinds: rd.kinds}
	if e.Task != nil {
		g.Check = e.Task(ev.Cwd, rd.named)
	}
	return g
}
