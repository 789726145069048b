package main

import (
	"encoding/json"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/classify"
	"github.com/proofgate/proofgate/internal/detect"
)

func scanCommand() *cli.Command {
	return &cli.Command{
		Name:      "scan",
		Usage:     "judge an agent's final message for premature stops, deferrals and scope cuts",
		ArgsUsage: "[MESSAGE|-]",
		Description: `Judges MESSAGE, the text itself (not a file name), or stdin when MESSAGE is
"-" or missing, and prints
{"premature":bool,"deferral":bool,"scope_reduction":bool,"reasons":[…]}.
Exits 0 when nothing was found, 1 otherwise.

Example:
   proofgate scan "I'll add the migration next."
   proofgate scan - < final-message.txt`,
		Action: func(c *cli.Context) error {
			text, err := textArg(c, os.Stdin)
			if err != nil {
				return err
			}
			f := detect.Scan(text)
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
		Name:      "check-claim",
		Usage:     "check a message's completion claims against observed tool results",
		ArgsUsage: "[JSON|-]",
		Description: `Reads {"text":"…","observed":[…]} from the argument, or stdin when it is "-"
or missing, where observed lists in time order
{"kind":"edit","path":…} or {"kind":"test|build|lint|typecheck|run|deploy",
"command":…,"exit_code":N}, and prints {"claim":bool,"grounded":bool,"reasons":[…]}.
Exits 0 when grounded, 1 otherwise, 2 for input that is not such an object.

Examples:
   proofgate check-claim '{"text":"All tests pass.","observed":[{"kind":"edit","path":"a.go"}]}'
   proofgate check-claim < claim.json`,
		Action: func(c *cli.Context) error {
			text, err := textArg(c, os.Stdin)
			if err != nil {
				return err
			}
			var in struct {
				Text     string               `json:"text"`
				Observed []detect.Observation `json:"observed"`
			}
			if err := json.Unmarshal([]byte(text), &in); err != nil {
				return usageError(c, "expected {\"text\":…,\"observed\":[…]}: %v", err)
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
		Name:      "classify",
		Usage:     "classify a prompt into a task mode and risk flags",
		ArgsUsage: "[PROMPT|-]",
		Description: `Classifies PROMPT, the text itself, or stdin when PROMPT is "-" or missing,
and prints {"mode":…,"risks":[…]}, using the same classifier as the
UserPromptSubmit hook.

Examples:
   proofgate classify "drop the users table on prod"
   echo "fix the typo in README.md" | proofgate classify`,
		Action: func(c *cli.Context) error {
			text, err := textArg(c, os.Stdin)
			if err != nil {
				return err
			}
			return printJSON(c, classify.Prompt(text))
		},
	}
}
