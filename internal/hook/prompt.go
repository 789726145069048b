package hook

import (
	"strings"

	"github.com/proofgate/proofgate/internal/classify"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/redact"
	"github.com/proofgate/proofgate/internal/suggest"
)

// prompt classifies a new prompt, starts its part of the ledger and advises
// the model. A prompt that is proofgate's own block reason coming back (some
// clients resubmit it), or that the harness wrote (a background task's
// notice, a teammate's message), continues the current task instead. So
// does the user's reply that only goes on with it ("ok do it", "진행해"):
// it keeps the task's mode and risks, and one that adds a request merges
// it with the task (see classify.Continue).
func (e *Engine) prompt(ev event.Event) (event.Decision, error) {
	if ev.Injected {
		return e.notices(ev)
	}
	var mode string
	var risks []string
	reply := classify.Continues // proofgate's own reason or command adds no task
	continuing := isOwnReason(ev.Prompt) || isOwnCommand(ev.Prompt)
	var rd reading
	if !continuing {
		rd = readPrompt(ev.Prompt)
		reply = rd.reply
	}
	var refused *classify.Result
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		if continuing {
			mode, risks = l.Mode, l.Risks
			return errNoChange
		}
		// Only what the prompt itself asks is refused: the task it goes on
		// with was let through when it was asked.
		if rd.own.Mode == classify.Blocked && e.RefuseBlocked && reply != classify.Continues {
			refused = &rd.own
			return errNoChange
		}
		var task classify.Result // none before the session's first prompt
		if l.Prompts > 0 {
			task = classify.Result{Mode: classify.Mode(l.Mode), Risks: l.Risks}
		}
		if h := l.HeldTask(); h != nil && reply != classify.NewTask {
			// "ok go ahead" after "how do I roll back?" goes on with the
			// deploy the question interrupted, not with the question.
			task = classify.Result{Mode: classify.Blocked, Risks: classify.UnionRisks(h.Risks, l.Risks)}
		}
		r := classify.Continue(rd.own, reply, task)
		mode, risks = string(r.Mode), r.Risks
		asked := rd.asked
		if reply == classify.Continues {
			asked = nil // "yes", "ahead", "please" name nothing the report owes
		}
		l.StartPrompt(ledger.Prompt{ID: ev.PromptID, Mode: mode, Risks: risks, Waiver: r.Waiver, Cuts: append(r.Cuts, rd.suppressed...),
			Pasted: rd.pasted, Confirmed: rd.confirmed, TestsAsked: rd.testsAsked, ReproAsked: rd.reproAsked, TakesBack: rd.takesBack, Asked: asked,
			Continues: task.Mode != "" && reply != classify.NewTask})
		return nil
	})
	if err != nil {
		return event.Decision{}, err
	}
	notices := joinMessages(append([]string{msg}, e.Warnings...)...)
	if refused != nil {
		return event.Decision{Block: true, Reason: refusal(*refused), Message: notices}, nil
	}
	if !continuing {
		e.Store.Prune()
	}
	return event.Decision{Context: GuidanceFor(mode, risks, e.taskGuide(ev, mode, reply, rd)), Message: notices}, nil
}

// reading is what a prompt's own words say: what it asks, how it stands to
// the task in progress, and what the ledger and the guidance keep of it.
type reading struct {
	own        classify.Result
	reply      classify.Reply
	suppressed []string // classify.Suppressions
	pasted     bool
	confirmed  bool
	testsAsked bool
	takesBack  bool // the prompt takes back an earlier waiver
	reproAsked bool
	asked      []string // the words the report owes an answer to
	kinds      []classify.Kind
	named      []string // the paths the prompt names
}

// readPrompt reads the prompt. Nothing of it depends on the ledger, so it
// is read before the ledger is locked: another hook of the session does
// not wait on it. It is read on one processor, like the rest of a hook:
// read side by side on two, a 10 KB prompt took as long or longer
// (docs/performance.md, twelfth round), as every page written after it
// was read, while the other thread runs, costs the other processor an
// interrupt to flush its TLB.
func readPrompt(prompt string) reading {
	var rd reading
	rd.own, rd.reply = classify.Request(prompt)
	rd.kinds = classify.Kinds(prompt)
	rd.named = suggest.Named(prompt)
	rd.asked = classify.FirstWords(redact.String(prompt), ledger.MaxAsked)
	rd.suppressed = classify.Suppressions(prompt)
	rd.pasted = classify.Pasted(prompt)
	rd.confirmed = classify.Confirms(prompt)
	rd.testsAsked = classify.RequestsTests(prompt)
	rd.takesBack = classify.TakesBackWaiver(prompt)
	rd.reproAsked = classify.RequestsRepro(prompt)
	return rd
}

// notices records what a harness message reports: the results of
// background tasks that finished, or a teammate's message (work this
// session cannot see). It starts no prompt and adds no context.
func (e *Engine) notices(ev event.Event) (event.Decision, error) {
	if len(ev.Notices) == 0 && !ev.Teammate {
		return event.Decision{}, nil
	}
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		if ev.Teammate {
			l.RecordTeammateMessage()
			settle(l, ev.Notices)
			return nil
		}
		if !settle(l, ev.Notices) {
			return errNoChange
		}
		return nil
	})
	return event.Decision{Message: msg}, err
}

// settle records each notice's result on the check waiting for it; it
// reports whether any was waiting.
func settle(l *ledger.Ledger, notices []event.Notice) bool {
	changed := false
	for _, n := range notices {
		var code *int
		if n.ExitCode != nil {
			c := *n.ExitCode
			code = &c
		}
		if l.Settle(n.Task, n.Success(), code) {
			changed = true
		}
	}
	return changed
}

// refusal tells the user why a blocked prompt was erased.
func refusal(r classify.Result) string {
	s := gate.Prefix + "this prompt asks the agent to act across a sensitive boundary (" + strings.Join(r.Risks, ", ") + ")"
	if len(r.Reasons) > 0 {
		s += ": " + strings.Join(r.Reasons, "; ")
	}
	return s + ". This project refuses such prompts (refuse_blocked_prompts); carry it out yourself, or ask for a dry run or a plan instead."
}

// isOwnCommand reports proofgate's own slash commands (/proofgate:pause,
// /proofgate:resume): they switch the gate, they are not a new task, so
// they neither reset the prompt's blocks nor end a pause for the prompt
// whichever runs first, the hook or the command's shell step.
func isOwnCommand(prompt string) bool {
	return strings.HasPrefix(strings.TrimSpace(prompt), "/proofgate:")
}

func isOwnReason(prompt string) bool {
	p := strings.TrimSpace(prompt)
	p = strings.TrimSpace(strings.TrimPrefix(p, "Stop hook feedback:"))
	return strings.HasPrefix(p, gate.Prefix)
}

// Guidance is the context added to the model's prompt when nothing is
// known of the task beyond its mode and risk flags (see GuidanceFor).
func Guidance(mode string, risks []string) string {
	return GuidanceFor(mode, risks, TaskGuide{})
}

var modeAdvice = once.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"quick":   "Answer directly; no change is expected. If you do change files, verify them like any other change.",
		"normal":  "Make the change, then run the narrowest check that exercises it (a focused test, build or typecheck) and report the command and its real result.",
		"deep":    "Plan the steps, verify each one as you go, and before finishing run the relevant tests or build and report each command with its result.",
		"blocked": "This asks for an action across a sensitive boundary: do not carry it out until the user has confirmed the exact target; prefer a dry run, and report exactly what was and was not done.",
	}
}}
