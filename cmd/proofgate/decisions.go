package main

import (
	"github.com/proofgate/proofgate/internal/decisions"
	"github.com/proofgate/proofgate/internal/ledger"
)

// logDecision appends the user's decision on the session of l (a pause, a
// resume, a wrong) to the decision log. It is best effort: the command has
// done its work, and a log that cannot be written only costs a line of
// statistics.
func logDecision(l *ledger.Ledger, r decisions.Record) {
	g, err := decisions.Open(decisions.DefaultDir())
	if err != nil {
		return
	}
	r.Session, r.Harness, r.Project = l.Session, l.Harness, decisions.ProjectKey(projectDir(l.Cwd))
	_ = g.Append(r)
}
