package bench

import (
	"encoding/json"
	"fmt"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// SessionEvent is tool event i of a long session, as its hook payload:
// edits of distinct files (half the events), passing test runs (a
// quarter), and by turns a failing vet run and a force push that the
// guardrails deny. Each adds one record to the ledger, so that after a few
// hundred events every capped list is full.
func SessionEvent(p Params, i int) []byte {
	var payload map[string]any
	switch i % 4 {
	case 0, 1:
		payload = map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Edit",
			"tool_input":    map[string]any{"file_path": sessionFile(p, i), "old_string": "a", "new_string": "b"},
			"tool_response": map[string]any{}}
	case 2:
		payload = map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Bash",
			"tool_input":    map[string]any{"command": sessionTest(i)},
			"tool_response": map[string]any{"stdout": "ok", "stderr": ""}}
	case 3:
		if i%8 == 3 {
			payload = map[string]any{"hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
				"tool_input": map[string]any{"command": "go vet ./..."}, "error": "Exit code 1\n" + vetError}
		} else {
			payload = map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash",
				"tool_input": map[string]any{"command": sessionPush(i)}}
		}
	}
	payload["session_id"], payload["cwd"], payload["prompt_id"] = p.Session, p.Cwd, "p1"
	data, err := json.Marshal(payload)
	if err != nil {
		panic(err)
	}
	return data
}

// FillLedger records in l what events from to to-1 of SessionEvent record,
// without running the hooks: a session of 10,000 events is built in
// milliseconds. The hook tests check it against the hooks.
func FillLedger(l *ledger.Ledger, p Params, from, to int) {
	passed, failed, exit := true, false, 1
	for i := from; i < to; i++ {
		switch i % 4 {
		case 0, 1:
			path := sessionFile(p, i)
			l.RecordChange(path, observe.File(path), "Edit", false)
		case 2:
			recordCheck(l, ledger.Check{Command: sessionTest(i), Kind: observe.Test, Success: &passed})
			l.RecordPass(sessionTest(i))
		case 3:
			if i%8 == 3 {
				recordCheck(l, ledger.Check{Command: "go vet ./...", Kind: observe.Lint, Success: &failed, ExitCode: &exit})
				// The hooks count the same first error and, at the third
				// failure in a row, tell the agent once (hook.repeatAt).
				if l.RecordFailure("go vet ./...", vetError) >= 3 {
					l.TellRepeat()
				}
			} else {
				l.RecordDenial(ledger.Denial{Tool: "Bash", Target: sessionPush(i), Decision: "deny", Rule: "force-push-main", Reason: "force push to main"})
			}
		}
	}
}

// recordCheck records c, a test or lint run, as the hooks do: with what
// its line reads (gate.ReadsOf, which this package cannot import).
func recordCheck(l *ledger.Ledger, c ledger.Check) {
	l.RecordChecks([]ledger.Check{c})
	last := &l.Checks[len(l.Checks)-1]
	last.Reads, _ = ledger.PackReads(observe.ReadsOf(last.Command, last.Script))
}

// vetError is the failing vet run's output, its first error line.
const vetError = "vet: bad"

func sessionFile(p Params, i int) string {
	return fmt.Sprintf("%s/internal/pkg%03d/file%05d.go", p.Cwd, i%97, i)
}

func sessionTest(i int) string {
	return fmt.Sprintf("go test -run 'TestLastPage/total_%d' ./internal/pkg%03d/...", i, i%97)
}

func sessionPush(i int) string { return fmt.Sprintf("git push --force origin main # %d", i) }
