package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/replay"
)

func replayCommand() *cli.Command {
	return &cli.Command{
		Name:      "replay",
		Usage:     "show what proofgate would have decided at every stop of a recorded session",
		ArgsUsage: "TRANSCRIPT.jsonl",
		Description: `Reads a Claude Code transcript (~/.claude/projects/<project>/<session>.jsonl),
feeds every prompt, tool result and stop through the same code the hooks run,
into a throw-away ledger, and prints the decision at each stop. The file is
streamed, so long sessions replay in bounded memory. The configuration of the
project in --cwd (default: the current directory) applies.

Examples:
   proofgate replay ~/.claude/projects/-home-me-shop/0b3f6a2e.jsonl
   proofgate replay --json session.jsonl | jq '.stops[] | select(.block)'`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "print JSON for scripts"},
			&cli.StringFlag{Name: "cwd", Usage: "the project whose configuration applies"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError(c, "takes one transcript (.jsonl) or a folder of them; got %d arguments", c.NArg())
			}
			path := c.Args().First()
			if _, err := os.Stat(path); err != nil {
				return err
			}
			cwd := workDir(c)
			cfg, err := config.Load(projectDir(cwd), nil)
			if err != nil {
				return err
			}
			dir, err := os.MkdirTemp("", "proofgate-replay-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(dir)
			store, err := ledger.Open(filepath.Join(dir, "ledgers"))
			if err != nil {
				return err
			}
			if c.Bool("json") {
				return replayJSON(c, path, hook.New(store, cfg))
			}
			return replayText(c.App.Writer, path, hook.New(store, cfg))
		},
	}
}

func replayText(w io.Writer, path string, e *hook.Engine) error {
	sum, err := replay.File(path, e, func(s replay.Stop) {
		fmt.Fprintf(w, "line %d", s.Line)
		if s.HookActive {
			fmt.Fprint(w, " (after a stop-hook continuation)")
		}
		fmt.Fprintf(w, "\n  prompt: %s\n  agent:  %s\n", clip(s.Prompt, 100), clip(lastLine(s.Message), 100))
		switch {
		case s.Block:
			fmt.Fprintf(w, "  → BLOCK [%s] %s\n", s.Rule, s.Reason)
		case s.Warning != "":
			fmt.Fprintf(w, "  → allow [%s], warning: %s\n", s.Rule, s.Warning)
		default:
			fmt.Fprintln(w, "  → allow")
		}
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%d prompts, %d tool results, %d stops, %d would be blocked", sum.Prompts, sum.Tools, sum.Stops, sum.Blocked)
	if sum.Skipped > 0 {
		fmt.Fprintf(w, " (%d unreadable lines skipped)", sum.Skipped)
	}
	fmt.Fprintln(w)
	return nil
}

func replayJSON(c *cli.Context, path string, e *hook.Engine) error {
	stops := []replay.Stop{}
	sum, err := replay.File(path, e, func(s replay.Stop) { stops = append(stops, s) })
	if err != nil {
		return err
	}
	return printIndented(c, struct {
		Summary replay.Summary `json:"summary"`
		Stops   []replay.Stop  `json:"stops"`
	}{sum, stops})
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
