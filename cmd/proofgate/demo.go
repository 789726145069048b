package main

import (
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/demo"
)

func demoCommand() *cli.Command {
	return &cli.Command{
		Name:  "demo",
		Usage: "replay a sample session through the real hooks and show each decision",
		Description: `Needs no Claude Code: a bundled session (prompt, edit, a stop that only
promises work, a failing and a passing test run, a final stop) goes through
the same code the hooks run, with its ledger in a temporary directory.

Example:
   go run ./cmd/proofgate demo`,
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			dir, err := os.MkdirTemp("", "proofgate-demo-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(dir)
			return demo.Run(c.App.Writer, filepath.Join(dir, "ledgers"))
		},
	}
}
