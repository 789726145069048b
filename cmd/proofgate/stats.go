package main

import (
	"time"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/decisions"
)

func statsCommand() *cli.Command {
	return &cli.Command{
		Name:  "stats",
		Usage: "count the gate's and the guardrails' decisions per rule, and how many you marked wrong",
		Description: `Reads the decision log (decisions.jsonl in proofgate's state directory, kept
across sessions and rotated at 8 MiB) and counts, for the period: sessions,
stops, blocks and warnings per rule with how many of each you marked wrong
(/proofgate:wrong), the guardrails' denials and asks per rule, and pauses.
It reads only the log, never the ledgers. Lines it cannot read are skipped
and counted.

--since takes a length back from now (7d, 2w, 36h) or all. --project keeps
one project's decisions (the directory the sessions ran in).

Examples:
   proofgate stats
   proofgate stats --since 30d --project .
   proofgate stats --since all --json | jq '.rules[] | select(.wrong_blocks > 0)'`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "since", Value: "7d", Usage: "the period: 7d, 2w, 36h, or all"},
			&cli.StringFlag{Name: "project", Usage: "only this project directory's decisions"},
			&cli.BoolFlag{Name: "json", Usage: "print JSON for scripts"},
		},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			since, err := decisions.ParseSince(c.String("since"), time.Now())
			if err != nil {
				return usageError(c, "--since: %v", err)
			}
			filter := decisions.Filter{Since: since}
			projects := "all projects"
			if dir := c.String("project"); dir != "" {
				filter.Project = decisions.ProjectKey(dir)
				projects = "project " + dir
			}
			g, err := decisions.Open(decisions.DefaultDir())
			if err != nil {
				return err
			}
			s, err := g.Summarize(filter)
			if err != nil {
				return err
			}
			if c.Bool("json") {
				return printIndented(c, s)
			}
			period := "the whole log"
			if !since.IsZero() {
				period = "since " + since.Local().Format("2006-01-02 15:04") + " (" + c.String("since") + ")"
			}
			decisions.Write(c.App.Writer, s, period+", "+projects)
			return nil
		},
	}
}
