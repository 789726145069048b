package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/suggest"
)

func hookCommand() *cli.Command {
	return &cli.Command{
		Name:  "hook",
		Usage: "answer one Claude Code hook call (payload on stdin, decision on stdout)",
		Description: `Claude Code runs this for every registered event (see hooks/hooks.json).
It reads one JSON payload on stdin, writes at most one JSON object on stdout
and always exits 0: anything that goes wrong becomes a notice, never a block.

Example:
   echo '{"hook_event_name":"Stop","session_id":"s","cwd":"/tmp","last_assistant_message":"I'll fix it now."}' | proofgate hook`,
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				// A hook must exit 0 with at most one object (exit 2 would
				// block the agent): a misconfigured hook line says so to
				// the user instead of judging anything.
				return printJSON(c, map[string]string{"systemMessage": fmt.Sprintf(
					"proofgate: `proofgate hook` takes no arguments (got %q): check the hook command (the gate did not run)", c.Args().Slice())})
			}
			runHook()
			return nil
		},
	}
}

// runHook answers one hook call on stdin and stdout. main calls it
// directly for `proofgate hook`, without building the command-line app.
func runHook() {
	hook.Main(os.Stdin, os.Stdout, claude.Adapter{}, openEngine)
}

// openEngine configures the engine for the project the event comes from:
// CLAUDE_PROJECT_DIR when Claude Code sets it, else the event's cwd.
func openEngine(ev event.Event) (*hook.Engine, error) {
	project := projectDir(ev.Cwd)
	cfg, err := config.Load(project, nil)
	if err != nil {
		return nil, fmt.Errorf("configuration error in %w", err)
	}
	if cfg.Disabled {
		return nil, hook.ErrDisabled
	}
	store, err := ledger.Open(ledger.DefaultDir())
	if err != nil {
		return nil, err
	}
	e := hook.New(store, cfg)
	e.Project = project
	e.Suggest = func(paths []string) string { return suggest.For(project, paths) }
	e.Home, _ = os.UserHomeDir()
	return e, nil
}

func projectDir(cwd string) string {
	if p := os.Getenv("CLAUDE_PROJECT_DIR"); p != "" {
		return p
	}
	return cwd
}
