package hook

import (
	"fmt"
	"path/filepath"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/redact"
)

// toolResult records what a finished tool call changed and verified. Calls
// that neither change files nor verify anything leave the ledger alone,
// which keeps the common case (reads, searches) free of disk writes.
func (e *Engine) toolResult(ev event.Event) (event.Decision, error) {
	failed := ev.Kind == event.ToolFailed
	var changes []ledger.Change
	var checks []ledger.Check
	if !failed {
		for _, p := range ev.Tool.Paths {
			changes = append(changes, ledger.Change{Path: p, Kind: observe.File(p), Tool: ev.Tool.Name})
		}
	}
	if ev.Tool.Shell() && ev.Tool.Command != "" {
		found, writes := e.Recognizer.ReadTool(ev.Tool.Name, ev.Tool.Command)
		for _, p := range writes {
			if k := observe.File(p); k == observe.Code || k == observe.Config {
				changes = append(changes, ledger.Change{Path: absolute(ev.Cwd, p), Kind: k, Tool: ev.Tool.Name})
			}
		}
		checks = shellChecks(ev, found, failed)
		for _, v := range e.Recognizer.Reported(ev.Tool.Name, ev.Tool.Command, failed, ev.Result) {
			checks = append(checks, ledger.Check{Command: redact.String(ev.Tool.Command), Kind: v.Kind, Success: v.Success})
		}
	}
	if len(changes) == 0 && len(checks) == 0 {
		return event.Decision{}, nil
	}
	msg, err := e.update(ev, func(l *ledger.Ledger) error {
		for _, c := range changes {
			l.RecordChange(c.Path, c.Kind, c.Tool)
		}
		l.RecordChecks(checks)
		return nil
	})
	if err != nil {
		return event.Decision{}, err
	}
	return event.Decision{Context: failureAdvice(checks), Message: msg}, nil
}

func shellChecks(ev event.Event, found []observe.Check, failed bool) []ledger.Check {
	var out []ledger.Check
	var command string
	for _, c := range found {
		if command == "" {
			command = redact.String(ev.Tool.Command)
		}
		check := ledger.Check{Command: command, Kind: c.Kind, Success: observe.Outcome(c, failed, ev.Result)}
		if ev.Result.ExitCode >= 0 && failed {
			code := ev.Result.ExitCode
			check.ExitCode = &code
		}
		out = append(out, check)
	}
	return out
}

// failureAdvice is the one sentence a failed verification earns.
func failureAdvice(checks []ledger.Check) string {
	for _, c := range checks {
		if c.Success != nil && !*c.Success {
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
