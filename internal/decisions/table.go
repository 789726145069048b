package decisions

import (
	"fmt"
	"io"
	"strings"
)

// barWidth is the width of the longest bar in the tables.
const barWidth = 20

// Write prints s as the terminal table of `proofgate stats`; scope says
// which period and projects it covers ("the last 7 days, all projects").
func Write(w io.Writer, s Stats, scope string) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("proofgate decisions, %s\n\n", scope)
	if s.Decisions == 0 {
		p("no decisions recorded in this period.\n")
		if s.Skipped > 0 {
			p("\n%s\n", skippedNote(s.Skipped))
		}
		return
	}
	p("sessions    %d\n", s.Sessions)
	p("stops       %d (%d blocked, %d warned)\n", s.Stops, s.Blocks, s.Warnings)
	p("wrong       %s, %s marked wrong by the user (/proofgate:wrong)\n", count(s.WrongBlocks, "block"), count(s.WrongWarnings, "warning"))
	p("guardrails  %d denied, %d asked\n", s.Denials, s.Asks)
	p("pauses      %d (%d resumed)\n", s.Pauses, s.Resumes)

	if len(s.Rules) > 0 {
		most := 0
		for _, r := range s.Rules {
			most = max(most, r.Blocks+r.Warnings)
		}
		width := len("stop rule")
		for _, r := range s.Rules {
			width = max(width, len(r.Rule))
		}
		p("\n%-*s  %6s  %5s  %8s  %5s\n", width, "STOP RULE", "BLOCKS", "WRONG", "WARNINGS", "WRONG")
		for _, r := range s.Rules {
			p("%-*s  %6d  %5d  %8d  %5d  %s\n", width, r.Rule, r.Blocks, r.WrongBlocks, r.Warnings, r.WrongWarnings, bar(r.Blocks+r.Warnings, most))
		}
	}
	if len(s.Guardrails) > 0 {
		most := 0
		for _, g := range s.Guardrails {
			most = max(most, g.Denials+g.Asks)
		}
		width := len("guardrail")
		for _, g := range s.Guardrails {
			width = max(width, len(g.Rule))
		}
		p("\n%-*s  %6s  %5s\n", width, "GUARDRAIL", "DENIED", "ASKED")
		for _, g := range s.Guardrails {
			p("%-*s  %6d  %5d  %s\n", width, g.Rule, g.Denials, g.Asks, bar(g.Denials+g.Asks, most))
		}
	}
	if s.Skipped > 0 {
		p("\n%s\n", skippedNote(s.Skipped))
	}
}

// bar draws n out of most as a bar of at most barWidth blocks; any
// count above zero shows at least one.
func bar(n, most int) string {
	if n <= 0 || most <= 0 {
		return ""
	}
	return strings.Repeat("█", max(1, (n*barWidth+most/2)/most))
}

// count says n things.
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

func skippedNote(n int) string {
	if n == 1 {
		return "(1 line of the log could not be read and was skipped)"
	}
	return fmt.Sprintf("(%d lines of the log could not be read and were skipped)", n)
}
