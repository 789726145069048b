package hook

import (
	"strings"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/guard"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/redact"
)

// Policy is the guardrail configuration.
type Policy struct {
	Off bool
	// Overrides replaces a rule's decision, by rule id.
	Overrides map[string]guard.Decision
	// Own are proofgate's own directories (plugin root, configuration,
	// state), which the agent may not write; New fills them from the
	// environment.
	Own []string
}

// Judge runs the guardrails on a tool call about to run, applying the
// policy's overrides. project is the project root (the call's cwd when
// empty) and home the user's home.
func (p Policy) Judge(tool event.Tool, cwd, project, home string) guard.Verdict {
	v := judge(tool, guard.Context{Cwd: cwd, Project: project, Home: home, Own: p.Own})
	if d, ok := p.Overrides[v.Rule]; ok && v.Rule != "" {
		v.Decision = d
	}
	if v.Decision == guard.Allow {
		return guard.Verdict{Decision: guard.Allow}
	}
	return v
}

func judge(tool event.Tool, ctx guard.Context) guard.Verdict {
	if ctx.Project == "" {
		ctx.Project = ctx.Cwd
	}
	switch tool.Name {
	case "Bash":
		return guard.Bash(tool.Command, ctx)
	case "PowerShell":
		return guard.PowerShell(tool.Command, ctx)
	case "Read":
		if len(tool.Reads) > 0 {
			return guard.Read(tool.Reads[0], ctx)
		}
		return guard.Verdict{Decision: guard.Allow}
	case "Grep", "Glob":
		dir := ""
		if len(tool.Reads) > 0 {
			dir = tool.Reads[0]
		}
		return guard.Search(dir, tool.Glob, ctx)
	case "Skill", "SlashCommand":
		return guard.Skill(tool.Skill, ctx)
	}
	// What an editing tool writes: a Write's content, an Edit's new text.
	text := tool.Written
	for _, e := range tool.Edits {
		text += "\n" + e.New
	}
	v := guard.Verdict{Decision: guard.Allow}
	for _, p := range tool.Paths {
		if pv := guard.Write(p, text, ctx); strictness(pv.Decision) > strictness(v.Decision) {
			v = pv
		}
	}
	return v
}

func strictness(d guard.Decision) int {
	switch d {
	case guard.Deny:
		return 2
	case guard.Ask:
		return 1
	}
	return 0
}

// aboutProofgate reports a tool call that names proofgate (its command,
// its state, its plugin): a pause of the guardrails never lifts a verdict
// on those, so the user's off switch cannot become the agent's.
func aboutProofgate(t event.Tool) bool {
	if strings.Contains(strings.ToLower(t.Command), "proofgate") || strings.Contains(strings.ToLower(t.Skill), "proofgate") {
		return true
	}
	for _, p := range t.Paths {
		if strings.Contains(strings.ToLower(p), "proofgate") {
			return true
		}
	}
	return false
}

// preTool stops an irreversible action before it runs. A PermissionRequest
// only matters for a denial: the dialog itself already asks.
func (e *Engine) preTool(ev event.Event) (event.Decision, error) {
	if e.Guard.Off {
		return event.Decision{}, nil
	}
	v := e.Guard.Judge(ev.Tool, ev.Cwd, e.Project, e.Home)
	if v.Rule == "internal-error" {
		// A guard that failed to judge must not trap the user either.
		return event.Decision{Message: "proofgate: " + v.Reason + " (the guardrail did not run)"}, nil
	}
	if v.Decision == guard.Allow || (ev.Kind == event.PermissionRequest && v.Decision != guard.Deny) {
		return event.Decision{}, nil
	}
	target := ev.Tool.Command
	if target == "" && len(ev.Tool.Paths) > 0 {
		target = ev.Tool.Paths[0]
	}
	if target == "" && len(ev.Tool.Reads) > 0 {
		target = ev.Tool.Reads[0]
	}
	// The user may have paused the guardrails for this session (proofgate
	// pause --guards): that is read in the same locked pass that records
	// the verdict, so a stopped call reads the ledger once. A pause never
	// lifts a verdict on a call about proofgate itself, so the user's off
	// switch cannot become the agent's; a ledger that cannot be read
	// leaves the guardrails on.
	about, paused := aboutProofgate(ev.Tool), false
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		if !about && l.GuardsPaused() {
			paused = true
			return errNoChange
		}
		l.RecordDenial(ledger.Denial{
			Tool: ev.Tool.Name, Target: redact.String(target),
			Decision: string(v.Decision), Rule: v.Rule, Reason: v.Reason,
		})
		return nil
	})
	if paused {
		return event.Decision{}, nil
	}
	e.record(ev, guardRecord(v))
	// The verdict stands even when the ledger cannot take it: a guardrail
	// that failed to record must still stop the action.
	d := event.Decision{Permission: event.Permission(v.Decision), Reason: "proofgate: " + v.Reason + " [" + v.Rule + "]", Message: msg}
	if err != nil {
		d.Message = "proofgate: could not record the guardrail decision: " + err.Error()
	}
	return d, nil
}
