package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/report"
)

func reportCommand() *cli.Command {
	return &cli.Command{
		Name:  "report",
		Usage: "print the decision you marked wrong as a Markdown bug report",
		Description: `Prints the latest decision marked wrong with /proofgate:wrong (proofgate
wrong) as a Markdown bug report for proofgate's issue tracker: proofgate's
version and platform, the harness, the rule, the closing sentence it judged,
the evidence it had (commands with their exit status, changed paths) and your
words. Secrets are redacted; no file contents are included; paths inside the
project are relative to it.

--last reports the session's latest block or warning instead, whether or not
you marked it wrong. Without --session it reads the latest session recorded
for --cwd.

Examples:
   proofgate report > bug.md
   proofgate report --last --session 5f0c2a8e-…`,
		Flags: append(sessionFlags(),
			&cli.BoolFlag{Name: "last", Usage: "the latest block or warning, marked wrong or not"},
		),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			store, err := ledger.Open(ledger.DefaultDir())
			if err != nil {
				return err
			}
			session, cwd := c.String("session"), workDir(c)
			l, err := store.Find(session, cwd)
			switch {
			case errors.Is(err, fs.ErrNotExist) && session != "":
				return fmt.Errorf("no ledger for session %s in %s", session, store.Dir())
			case errors.Is(err, fs.ErrNotExist):
				return fmt.Errorf("no ledger for %s in %s: proofgate has not recorded a session here yet", cwd, store.Dir())
			case err != nil:
				return err
			}
			v, marked, ok := report.Latest(l, c.Bool("last"))
			switch {
			case !ok && c.Bool("last"):
				return fmt.Errorf("session %s has no block or warning to report", l.Session)
			case !ok:
				return fmt.Errorf("session %s has no decision marked wrong: mark one with /proofgate:wrong (proofgate wrong), or report the latest block or warning with --last", l.Session)
			}
			home, _ := os.UserHomeDir()
			report.Write(c.App.Writer, report.Input{Version: buildVersion(), Platform: runtime.GOOS + "/" + runtime.GOARCH,
				Ledger: l, Verdict: v, Marked: marked, Home: home})
			return nil
		},
	}
}
