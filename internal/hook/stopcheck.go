package hook

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/redact"
)

// maxCheckOutput bounds what is kept of a check proofgate runs itself.
const maxCheckOutput = 64 << 10

// checkRun is a check proofgate ran itself at a stop.
type checkRun struct {
	command string
	exit    int
	output  string
}

// stopCheck runs the project's narrowest check for the changes that would
// block this stop, when the user switched it on (config's stop_check): a
// block the gate can settle by running one command costs the user a round
// trip for nothing. The gate is asked first, under the ledger's lock,
// without recording anything; the command runs with the lock released,
// since other hooks of the session must not wait on it; its result is then
// recorded like any run the agent makes. It returns the run, or nil when
// nothing ran: no block of unverified.changed, no command the project
// shows, or a run that did not finish within the budget (then the gate
// decides as it would have).
func (e *Engine) stopCheck(ev event.Event, message string) *checkRun {
	// Claude Code's Stop hook has the timeout that leaves room for the
	// budget (hooks/hooks.json); other harnesses' hooks would be killed.
	if !e.StopCheck.Run || e.Suggest == nil || ev.Kind != event.Stop || ev.Final.HookActive || !filepath.IsAbs(ev.Cwd) ||
		e.Harness != "" && e.Harness != "claude" {
		return nil
	}
	var command string
	_, err := e.update(ev, func(l *ledger.Ledger) error {
		in := e.gateInput(ev, l, message)
		in.Suggest = nil // only whether it blocks matters here, not the reason's text
		v := gate.Decide(in)
		if v.Block && v.Rule == "unverified.changed" {
			var paths []string
			for _, c := range gate.Summarize(l).Unverified {
				paths = append(paths, c.Path)
			}
			command = e.Suggest(paths)
		}
		return errNoChange
	})
	if err != nil || command == "" {
		return nil
	}
	run, ok := runCheck(command, ev.Cwd, e.StopCheck.Budget)
	if !ok {
		return nil
	}
	e.update(ev, func(l *ledger.Ledger) error {
		res := event.Result{ExitCode: run.exit, Output: run.output}
		failed := run.exit != 0
		found, _ := e.Recognizer.ReadTool("Bash", command)
		recordChecks(l, shellChecks(e.Recognizer, event.Event{Tool: event.Tool{Name: "Bash", Command: command}, Result: res}, found, failed))
		return nil
	})
	return &run
}

// runCheck runs command through the platform's shell in dir within
// budget; ok is false when it could not start or did not finish in time.
func runCheck(command, dir string, budget time.Duration) (checkRun, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	name, flag := "/bin/sh", "-c"
	if runtime.GOOS == "windows" {
		name, flag = "cmd", "/C"
	}
	cmd := exec.CommandContext(ctx, name, flag, command)
	cmd.Dir = dir
	var out limitedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.WaitDelay = time.Second
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return checkRun{}, false
	case errors.As(err, &exit):
		return checkRun{command: command, exit: exit.ExitCode(), output: redact.String(out.String())}, true
	case err != nil:
		return checkRun{}, false
	}
	return checkRun{command: command, output: redact.String(out.String())}, true
}

// failedCheckNote is what a block carries when the check proofgate ran
// failed: the command, its status and the first lines of its output.
func failedCheckNote(run *checkRun) string {
	if run == nil || run.exit == 0 {
		return ""
	}
	lines := strings.Split(strings.TrimSpace(run.output), "\n")
	if len(lines) > 12 {
		lines = lines[:12]
	}
	return fmt.Sprintf("\nproofgate ran `%s` itself (stop_check): exit %d\n%s", run.command, run.exit, strings.Join(lines, "\n"))
}

// limitedBuffer keeps the first maxCheckOutput bytes written to it.
type limitedBuffer struct{ bytes.Buffer }

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := maxCheckOutput - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
