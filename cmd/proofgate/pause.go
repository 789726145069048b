package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/decisions"
	"github.com/proofgate/proofgate/internal/ledger"
)

// sessionFlags pick the ledger pause, resume, wrong and report act on.
func sessionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "session", Usage: "the session id (default: the latest session in --cwd)"},
		&cli.StringFlag{Name: "cwd", Usage: "the project directory (default: the current directory)"},
	}
}

func pauseCommand() *cli.Command {
	return &cli.Command{
		Name:  "pause",
		Usage: "let the agent end its turns unchecked: for this session, or only this prompt",
		Description: `The user's off switch. Inside Claude Code type /proofgate:pause (or
/proofgate:pause --prompt): the plugin's command runs this with the session's
id. The pause is recorded in the session's ledger and shown by status; the
guardrails stay on unless --guards pauses them too. Only the user can pause:
the guardrails deny the agent running it.

Without --session it pauses the latest session recorded for --cwd.

Examples:
   proofgate pause                 # the gate, for the rest of the session
   proofgate pause --prompt        # until the next prompt
   proofgate pause --guards        # the guardrails too
   proofgate resume`,
		Flags: append(sessionFlags(),
			&cli.BoolFlag{Name: "prompt", Usage: "pause only until the next prompt"},
			&cli.BoolFlag{Name: "guards", Usage: "pause the guardrails too"},
		),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			p := &ledger.Pause{Prompt: c.Bool("prompt"), Guards: c.Bool("guards")}
			l, err := setPause(c, p)
			if err != nil {
				return err
			}
			logDecision(l, decisions.Record{Event: decisions.EventPause, Decision: decisions.Pause})
			guards := "The guardrails stay on."
			if p.Guards {
				guards = "The guardrails are paused too."
			}
			fmt.Fprintf(c.App.Writer, "proofgate: the completion gate is paused %s in session %s. %s Resume with /proofgate:resume (proofgate resume).\n",
				l.Pause.Scope(), l.Session, guards)
			return nil
		},
	}
}

func resumeCommand() *cli.Command {
	return &cli.Command{
		Name:  "resume",
		Usage: "turn the gate (and the guardrails) back on after a pause",
		Description: `Ends a pause of proofgate pause; inside Claude Code, /proofgate:resume.
Without --session it resumes the latest session recorded for --cwd.

Example:
   proofgate resume`,
		Flags: sessionFlags(),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			l, err := setPause(c, nil)
			if err != nil {
				return err
			}
			logDecision(l, decisions.Record{Event: decisions.EventPause, Decision: decisions.Resume})
			fmt.Fprintf(c.App.Writer, "proofgate: the completion gate and the guardrails are on in session %s.\n", l.Session)
			return nil
		},
	}
}

func setPause(c *cli.Context, p *ledger.Pause) (*ledger.Ledger, error) {
	store, err := ledger.Open(ledger.DefaultDir())
	if err != nil {
		return nil, err
	}
	return store.SetPause(c.String("session"), workDir(c), p)
}
