package main

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/gate"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/status"
)

func statusCommand() *cli.Command {
	return &cli.Command{
		Name:  "status",
		Usage: "show what the gate has recorded for a session",
		Description: `Shows the most recently updated ledger for the current directory (or the
session given with --session): the task mode, changed files, verifications
and their results, and what the gate would decide on a stop now.

Examples:
   proofgate status
   proofgate status --json | jq .verifications`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "session", Usage: "the session id (default: the latest session in --cwd)"},
			&cli.StringFlag{Name: "cwd", Usage: "the project directory (default: the current directory)"},
			&cli.BoolFlag{Name: "json", Usage: "print JSON for scripts"},
		},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			cwd := workDir(c)
			store, err := ledger.Open(ledger.DefaultDir())
			if err != nil {
				return err
			}
			session := c.String("session")
			l, err := store.Latest(func(l *ledger.Ledger) bool {
				if session != "" {
					return l.Session == session
				}
				return l.Cwd == cwd
			})
			if errors.Is(err, fs.ErrNotExist) {
				if session != "" {
					return fmt.Errorf("no ledger for session %s in %s", session, store.Dir())
				}
				return fmt.Errorf("no ledger for %s in %s: proofgate has not recorded a session here yet (is the plugin enabled?)", cwd, store.Dir())
			}
			if err != nil {
				return err
			}
			capacity := gate.DefaultCap
			if cfg, err := config.Load(projectDir(l.Cwd), nil); err == nil {
				capacity = cfg.BlockCap
			}
			report := status.Of(l, capacity)
			if c.Bool("json") {
				return printIndented(c, report)
			}
			status.Write(c.App.Writer, report)
			return nil
		},
	}
}
