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
		Usage:     "show what proofgate would have decided at every stop of a recorded session, or of a project's sessions",
		ArgsUsage: "TRANSCRIPT.jsonl|DIR",
		Description: `Reads a Claude Code transcript (~/.claude/projects/<project>/<session>.jsonl),
feeds every prompt, tool result and stop through the same code the hooks run,
into a throw-away ledger, and prints the decision at each stop with the
closing sentence the gate judged. The file is streamed, so long sessions
replay in bounded memory. The configuration of the project in --cwd (default:
the current directory) applies.

Given a folder (a project's ~/.claude/projects/<project>/), it replays every
transcript in it, newest first, and prints one line per session and a total;
--json gives each session's stops too.

Examples:
   proofgate replay ~/.claude/projects/-home-me-shop/0b3f6a2e.jsonl
   proofgate replay ~/.claude/projects/-home-me-shop/
   proofgate replay session.jsonl --json | jq '.stops[] | select(.block) | .closing'`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "print JSON for scripts"},
			&cli.StringFlag{Name: "cwd", Usage: "the project whose configuration applies"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError(c, "takes one transcript (.jsonl) or a folder of them; got %d arguments", c.NArg())
			}
			path := c.Args().First()
			info, err := os.Stat(path)
			if err != nil {
				return err
			}
			cfg, err := config.Load(projectDir(workDir(c)), nil)
			if err != nil {
				return err
			}
			tmp, err := os.MkdirTemp("", "proofgate-replay-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(tmp)
			r := replayer{cfg: cfg, tmp: tmp}
			if info.IsDir() {
				return r.dir(c, path)
			}
			sess := r.file(path)
			if sess.err != nil {
				return sess.err
			}
			if c.Bool("json") {
				return printIndented(c, struct {
					Summary replay.Summary `json:"summary"`
					Stops   []replay.Stop  `json:"stops"`
				}{sess.Summary, sess.Stops})
			}
			writeStops(c.App.Writer, sess.Stops)
			fmt.Fprintf(c.App.Writer, "\n%s\n", summaryLine(sess.Summary))
			return nil
		},
	}
}

// replayer replays transcripts, each into a throw-away ledger of its own.
type replayer struct {
	cfg config.Config
	tmp string
	n   int
}

// session is one replayed transcript.
type session struct {
	File    string         `json:"file"`
	Summary replay.Summary `json:"summary"`
	Stops   []replay.Stop  `json:"stops"`
	Error   string         `json:"error,omitempty"`
	err     error
}

func (r *replayer) file(path string) session {
	r.n++
	s := session{File: path, Stops: []replay.Stop{}}
	store, err := ledger.Open(filepath.Join(r.tmp, fmt.Sprint(r.n)))
	if err != nil {
		s.err = err
	} else {
		s.Summary, s.err = replay.File(path, hook.New(store, r.cfg), func(st replay.Stop) { s.Stops = append(s.Stops, st) })
	}
	if s.err != nil {
		s.Error = s.err.Error()
	}
	return s
}

// dir replays every transcript in dir, newest first. A transcript that
// cannot be read is reported on its line and makes the exit status 1; the
// others still replay.
func (r *replayer) dir(c *cli.Context, dir string) error {
	list, err := replay.Transcripts(dir)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		return fmt.Errorf("no transcripts (*.jsonl) in %s", dir)
	}
	var total replay.Summary
	sessions := []session{}
	failed, width := 0, 0
	for _, t := range list {
		width = max(width, len(filepath.Base(t.Path)))
	}
	for _, t := range list {
		s := r.file(t.Path)
		total.Add(s.Summary)
		if s.err != nil {
			failed++
		}
		if !c.Bool("json") {
			name := filepath.Base(t.Path)
			if s.err != nil {
				fmt.Fprintf(c.App.Writer, "%s  %-*s  error: %v\n", t.Modified.Format("2006-01-02 15:04"), width, name, s.err)
			} else {
				fmt.Fprintf(c.App.Writer, "%s  %-*s  %s\n", t.Modified.Format("2006-01-02 15:04"), width, name, summaryLine(s.Summary))
			}
		}
		sessions = append(sessions, s)
	}
	if c.Bool("json") {
		if err := printIndented(c, struct {
			Sessions []session      `json:"sessions"`
			Total    replay.Summary `json:"total"`
		}{sessions, total}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(c.App.Writer, "\ntotal: %d sessions, %s\n", len(list), summaryLine(total))
	}
	if failed > 0 {
		return cli.Exit(fmt.Sprintf("proofgate replay: %d of %d transcripts could not be replayed", failed, len(list)), 1)
	}
	return nil
}

func summaryLine(sum replay.Summary) string {
	s := fmt.Sprintf("%d prompts, %d tool results, %d stops, %d would be blocked", sum.Prompts, sum.Tools, sum.Stops, sum.Blocked)
	if sum.Skipped > 0 {
		s += fmt.Sprintf(" (%d unreadable lines skipped)", sum.Skipped)
	}
	return s
}

func writeStops(w io.Writer, stops []replay.Stop) {
	for _, s := range stops {
		fmt.Fprintf(w, "line %d", s.Line)
		if s.HookActive {
			fmt.Fprint(w, " (after a stop-hook continuation)")
		}
		closing := s.Closing
		if closing == "" {
			closing = lastLine(s.Message)
		}
		fmt.Fprintf(w, "\n  prompt:  %s\n  closing: %s\n", clip(s.Prompt, 100), clip(closing, 100))
		switch {
		case s.Block:
			fmt.Fprintf(w, "  → BLOCK [%s] %s\n", s.Rule, firstLine(s.Reason))
		case s.Warning != "":
			fmt.Fprintf(w, "  → allow [%s], warning: %s\n", s.Rule, s.Warning)
		default:
			fmt.Fprintln(w, "  → allow")
		}
	}
}

// firstLine drops the pause hint that ends every block reason: it is for
// the user of a live session, not for a reader of a replay.
func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
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
