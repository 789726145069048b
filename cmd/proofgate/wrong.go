package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/decisions"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/redact"
)

// maxWhy bounds the words read from stdin; the ledger keeps fewer.
const maxWhy = 4 << 10

func wrongCommand() *cli.Command {
	return &cli.Command{
		Name:      "wrong",
		Usage:     "record that the latest block or warning was wrong, and why",
		ArgsUsage: "[WHY…|-]",
		Description: `The user's verdict on the gate. Inside Claude Code type /proofgate:wrong
followed by why, if you like: the plugin's command runs this with the session's
id and your words. It records, in the session's ledger, the rule of the latest
block or warning, the closing sentence it judged, the evidence it had
(commands with their results, changed paths) and your words (secrets
redacted). The same rule then does not block the same gap again in that
session, and proofgate report prints the decision as a bug report.

Only the user can mark a decision wrong: the guardrails deny the agent
running it, and the slash command cannot be invoked by the model.

The words are the arguments, or stdin with "-". Without --session it marks
the latest session recorded for --cwd.

Examples:
   proofgate wrong "the change only touched comments"
   proofgate wrong --session 5f0c2a8e-… - <<'EOF'
   it asked me a question; that is not a promise
   EOF
   proofgate report`,
		Flags: sessionFlags(),
		Action: func(c *cli.Context) error {
			why := strings.Join(c.Args().Slice(), " ")
			if why == "-" {
				data, err := io.ReadAll(io.LimitReader(c.App.Reader, maxWhy))
				if err != nil {
					return err
				}
				why = string(data)
			}
			store, err := ledger.Open(ledger.DefaultDir())
			if err != nil {
				return err
			}
			m, err := store.MarkWrong(c.String("session"), workDir(c), redact.String(strings.TrimSpace(why)))
			if errors.Is(err, ledger.ErrNothingJudged) {
				return fmt.Errorf("nothing to mark wrong: %w", err)
			}
			if err != nil {
				return err
			}
			l, v := m.Ledger, m.Verdict
			judged, what := decisions.Warn, "warning"
			if v.Block {
				judged, what = decisions.Block, "block"
			}
			if !m.Again {
				// The log counts decisions: words changed later are
				// the same verdict.
				logDecision(l, decisions.Record{Event: decisions.EventWrong, Decision: decisions.Wrong, Rule: v.Rule, Judged: judged})
			}
			fmt.Fprintf(c.App.Writer, "proofgate: recorded that the %s by [%s] in session %s was wrong. The gate will not block that gap under %s again in this session; proofgate report prints the decision as a bug report.\n",
				what, v.Rule, l.Session, v.Rule)
			return nil
		},
	}
}
