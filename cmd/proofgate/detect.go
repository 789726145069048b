package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/classify"
	"github.com/proofgate/proofgate/internal/detect"
)

func scanCommand() *cli.Command {
	return &cli.Command{
		Name:  "scan",
		Usage: "judge an agent's final message for premature stops, deferrals and scope cuts",
		Description: `Reads the message on stdin and prints
{"premature":bool,"deferral":bool,"scope_reduction":bool,"reasons":[…]}.
Exits 0 when nothing was found, 1 otherwise.

Example:
   echo "I'll add the migration next." | proofgate scan`,
		Action: func(c *cli.Context) error {
			text, err := io.ReadAll(os.Stdin)
			if err != nil {
				return err
			}
			f := detect.Scan(string(text))
			if err := printJSON(c, f); err != nil {
				return err
			}
			if f.Premature || f.Deferral || f.ScopeReduction {
				return cli.Exit("", 1)
			}
			return nil
		},
	}
}

func checkClaimCommand() *cli.Command {
	return &cli.Command{
		Name:  "check-claim",
		Usage: "check a message's completion claims against observed tool results",
		Description: `Reads {"text":"…","observed":[…]} on stdin, where observed lists in time order
{"kind":"edit","path":…} or {"kind":"test|build|lint|typecheck|run|deploy",
"command":…,"exit_code":N}, and prints {"claim":bool,"grounded":bool,"reasons":[…]}.
Exits 0 when grounded, 1 otherwise.

Example:
   echo '{"text":"All tests pass.","observed":[{"kind":"edit","path":"a.go"}]}' | proofgate check-claim`,
		Action: func(c *cli.Context) error {
			var in struct {
				Text     string               `json:"text"`
				Observed []detect.Observation `json:"observed"`
			}
			if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil {
				return fmt.Errorf("reading stdin: expected {\"text\":…,\"observed\":[…]}: %w", err)
			}
			check := detect.Claims(in.Text, in.Observed)
			if err := printJSON(c, check); err != nil {
				return err
			}
			if !check.Grounded {
				return cli.Exit("", 1)
			}
			return nil
		},
	}
}

func classifyCommand() *cli.Command {
	return &cli.Command{
		Name:  "classify",
		Usage: "classify a prompt into a task mode and risk flags",
		Description: `Reads a prompt on stdin and prints {"mode":…,"risks":[…]}, using the same
classifier as the UserPromptSubmit hook.

Example:
   echo "drop the users table on prod" | proofgate classify`,
		Action: func(c *cli.Context) error {
			text, err := io.ReadAll(os.Stdin)
			if err != nil {
				return err
			}
			return printJSON(c, classify.Prompt(string(text)))
		},
	}
}
