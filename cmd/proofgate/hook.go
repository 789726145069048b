package main

import (
	"os"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
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
			hook.Run(os.Stdin, os.Stdout, claude.Adapter{}, openEngine)
			return nil
		},
	}
}

func openEngine() (*hook.Engine, error) {
	store, err := ledger.Open(ledger.DefaultDir())
	if err != nil {
		return nil, err
	}
	e := hook.New(store)
	e.Project = os.Getenv("CLAUDE_PROJECT_DIR")
	e.Home, _ = os.UserHomeDir()
	return e, nil
}
