package hook

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/decisions"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/guard"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/suggest"
)

// Engine judges events against the ledgers in Store.
type Engine struct {
	Store *ledger.Store
	// Cap is the number of stop blocks allowed per prompt.
	Cap int
	// On says which families of stop rules are on.
	On gate.Switches
	// Recognizer finds verification commands, the project's own first.
	Recognizer observe.Recognizer
	// Guard is the guardrail policy.
	Guard Policy
	// RefuseBlocked refuses prompts classified as blocked.
	RefuseBlocked bool
	// Warnings are configuration problems shown once per prompt.
	Warnings []string
	// Project is the project root for the guardrails (CLAUDE_PROJECT_DIR);
	// empty means each call's cwd. Home is the user's home directory.
	Project, Home string
	// Suggest names the project's narrowest check for changed files, for
	// block reasons; nil names none.
	Suggest func(paths []string) string
	// Log receives one line per decision (stops, guardrail denials and
	// asks) for `proofgate stats`; nil keeps none (replays, tests).
	Log *decisions.Log
	// LogDir, when set and Log is nil, is opened as Log on the first
	// decision to record: most hook calls record none, and opening the
	// log costs a directory check on every process.
	LogDir string
	// StopCheck lets a stop that would block unchecked changes run the
	// project's narrowest check first (the user's stop_check setting).
	StopCheck config.StopCheck
	// Harness names the agent harness whose hooks call (claude, codex, …):
	// the ledger and the log keep it for bug reports and stats.
	Harness string
	// Task names the project's check for a task started in cwd, with the
	// paths its prompt names, for the prompt's guidance; nil names none.
	Task func(cwd string, named []string) suggest.Task
}

// New returns an Engine on store configured by cfg.
func New(store *ledger.Store, cfg config.Config) *Engine {
	e := &Engine{
		Store: store,
		Cap:   cfg.BlockCap,
		On: gate.Switches{
			Premature: cfg.Gates.Premature,
			Scope:     cfg.Gates.Scope,
			Claims:    cfg.Gates.Claims,
			Mode:      cfg.Gates.Mode,
		},
		Guard:         Policy{Off: !cfg.Gates.Guardrails, Overrides: map[string]guard.Decision{}},
		RefuseBlocked: cfg.RefuseBlockedPrompts,
		StopCheck:     cfg.StopCheck,
		Warnings:      cfg.Warnings,
	}
	for kind, patterns := range cfg.Verification {
		for _, p := range patterns {
			e.Recognizer.Patterns = append(e.Recognizer.Patterns, observe.NewPattern(observe.Kind(kind), p))
		}
	}
	for rule, d := range cfg.Guardrails {
		e.Guard.Overrides[rule] = guard.Decision(d)
	}
	e.Guard.Own = ownDirs()
	return e
}

// ownDirs are proofgate's own directories, from the environment: the
// plugin's root and data, the user's configuration directory and the
// ledgers' directory.
func ownDirs() []string {
	dirs := []string{filepath.Dir(config.UserFile()), filepath.Dir(ledger.DefaultDir())}
	for _, v := range []string{"CLAUDE_PLUGIN_ROOT", "CLAUDE_PLUGIN_DATA"} {
		if d := os.Getenv(v); d != "" && filepath.IsAbs(d) {
			dirs = append(dirs, d)
		}
	}
	return dirs
}

// Handle judges one event. An error means the event could not be judged;
// the caller fails open.
func (e *Engine) Handle(ev event.Event) (event.Decision, error) {
	switch ev.Kind {
	case event.PromptSubmit:
		return e.prompt(ev)
	case event.ToolDone, event.ToolFailed:
		return e.toolResult(ev)
	case event.Stop, event.SubagentStop:
		return e.stop(ev)
	case event.PreTool, event.PermissionRequest:
		return e.preTool(ev)
	}
	return event.Decision{}, nil
}

// errNoChange ends an Update whose ledger needs no write.
var errNoChange = errors.New("no change")

// update runs fn on the event's ledger. When fn returns errNoChange nothing
// is written and update reports success. A ledger found corrupt is noted in
// the returned message.
func (e *Engine) update(ev event.Event, fn func(*ledger.Ledger) error) (string, error) {
	up, err := e.Store.Update(ev.Session, ev.Cwd, func(l *ledger.Ledger) error {
		if err := fn(l); err != nil {
			return err
		}
		if e.Harness != "" {
			l.Harness = e.Harness
		}
		return nil
	})
	switch {
	case errors.Is(err, errNoChange):
		return "", nil
	case err != nil:
		return "", err
	case up.Recovered != "":
		return "proofgate: the session ledger was unreadable and was started afresh in normal mode (" + up.Recovered + ")", nil
	}
	return "", nil
}

func joinMessages(msgs ...string) string {
	var kept []string
	for _, m := range msgs {
		if m != "" {
			kept = append(kept, m)
		}
	}
	return strings.Join(kept, "\n")
}

// RecordUnseen notes, in the ledger of session and cwd, that work happened
// whose tool calls proofgate could not see (a replay without a subagent's
// transcript): the gate then treats its evidence as unknown, not absent.
func (e *Engine) RecordUnseen(session, cwd string) {
	_, _ = e.Store.Update(session, cwd, func(l *ledger.Ledger) error {
		l.RecordUnseen()
		return nil
	})
}
