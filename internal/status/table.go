package status

import (
	"fmt"
	"io"
	"strings"
)

// Write prints r as a readable table.
func Write(w io.Writer, r Report) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("session   %s\n", r.Session)
	p("directory %s\n", r.Cwd)
	p("updated   %s\n", r.Updated)
	risks := "none"
	if len(r.Risks) > 0 {
		risks = strings.Join(r.Risks, ", ")
	}
	p("mode      %s (risks: %s)\n", r.Mode, risks)
	if r.Waiver != "" {
		p("waiver    %q (the user waived verification)\n", r.Waiver)
	}
	if r.Pause != nil {
		scope := "for the rest of the session"
		if r.Pause.Scope == "prompt" {
			scope = "until the next prompt"
		}
		guards := "guardrails still on"
		if r.Pause.Guards {
			guards = "guardrails paused too"
		}
		p("PAUSED    the user paused the gate %s, since %s (%s; resume: /proofgate:resume)\n", scope, r.Pause.Since, guards)
	}
	p("blocks    %d used, %d left this prompt\n\n", r.StopBlocks, r.BlocksLeft)

	p("changed files (%d)\n", len(r.Changes))
	for _, c := range r.Changes {
		var notes []string
		if c.ThisTurn {
			notes = append(notes, "this turn")
		}
		if !c.Behavioural && c.Kind != "docs" {
			notes = append(notes, "no behaviour change")
		}
		note := ""
		if len(notes) > 0 {
			note = "  (" + strings.Join(notes, ", ") + ")"
		}
		p("  %-7s %s%s\n", c.Kind, c.Path, note)
	}
	if rw := r.Rewrite; rw != nil {
		note := ""
		if rw.ThisTurn {
			note = "  (this turn)"
		}
		p("  code    files a shell command rewrote without naming them: %s%s\n", rw.Command, note)
	}
	p("\nverifications (%d)\n", len(r.Verifications))
	for _, v := range r.Verifications {
		when := "before the last change"
		switch {
		case v.Stashed:
			when = "with the changes stashed"
		case v.AfterLastChange:
			when = "after the last change"
		}
		p("  %-4s %-9s %s  (%s, %s)\n", mark(v.Success), v.Kind, v.Command, when, v.Coverage)
	}
	if len(r.Denials) > 0 {
		p("\nguardrail decisions (%d)\n", len(r.Denials))
		for _, d := range r.Denials {
			p("  %-4s %s: %s\n", d.Decision, d.Target, d.Reason)
		}
	}
	if len(r.Stops) > 0 {
		p("\nstops (latest %d, newest last)\n", len(r.Stops))
		for _, s := range r.Stops {
			verdict, rule := "allow", s.Rule
			switch {
			case s.Block:
				verdict = "block"
			case s.Warn:
				verdict = "warn"
			}
			if rule == "" {
				rule = "-"
			}
			if s.Agent != "" {
				rule += " (subagent " + s.Agent + ")"
			}
			p("  %-6s %s\n", verdict, rule)
		}
	}
	p("\ngate now: ")
	if r.Gate.Block {
		p("would block a stop [%s]\n  %s\n", r.Gate.Rule, r.Gate.Reason)
	} else {
		p("would allow a stop: %s\n  (unless the final message promises work, cuts scope or claims what was not observed)\n", r.Gate.Reason)
	}
}

func mark(success *bool) string {
	switch {
	case success == nil:
		return "?"
	case *success:
		return "ok"
	}
	return "FAIL"
}
