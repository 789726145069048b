package main

import (
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/guard"
	"github.com/proofgate/proofgate/internal/hook"
)

func checkCommandCommand() *cli.Command {
	return &cli.Command{
		Name:      "check-command",
		Usage:     "judge a command (or, for Edit/Write/Read, a path) with the guardrails",
		ArgsUsage: "[COMMAND|-]",
		Description: `Judges COMMAND (one argument: quote it), or stdin when COMMAND is "-" or
missing, and prints {"decision":"allow|ask|deny","rule":…,"reason":…}.
Exits 0 for allow, 1 for ask, 2 for deny. The project root is CLAUDE_PROJECT_DIR,
else --cwd; guardrail overrides from the configuration apply.

Examples:
   proofgate check-command 'rm -rf ~'
   echo 'git push origin main' | proofgate check-command
   proofgate check-command --tool Write .env
   proofgate check-command --tool Read ~/.ssh/id_rsa`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "tool", Value: "Bash", Usage: "Bash, PowerShell, Edit, Write, MultiEdit, NotebookEdit or Read"},
			&cli.StringFlag{Name: "cwd", Usage: "the directory the command runs in (default: the current directory)"},
		},
		Action: func(c *cli.Context) error {
			input, err := textArg(c, os.Stdin)
			if err != nil {
				return err
			}
			if strings.TrimSpace(input) == "" {
				return usageError(c, "nothing to judge: give the command as an argument or on stdin")
			}
			cwd := workDir(c)
			tool := event.Tool{Name: c.String("tool")}
			switch tool.Name {
			case "Bash", "PowerShell":
				tool.Command = strings.TrimRight(input, "\n")
			case "Edit", "Write", "MultiEdit", "NotebookEdit":
				tool.Paths = []string{strings.TrimSpace(input)}
			case "Read":
				tool.Reads = []string{strings.TrimSpace(input)}
			default:
				return usageError(c, "unknown --tool %q: use Bash, PowerShell, Edit, Write, MultiEdit, NotebookEdit or Read", tool.Name)
			}
			project := projectDir(cwd)
			cfg, err := config.Load(project, nil)
			if err != nil {
				return err
			}
			home, _ := os.UserHomeDir()
			v := hook.New(nil, cfg).Guard.Judge(tool, cwd, project, home)
			if err := printJSON(c, v); err != nil {
				return err
			}
			switch v.Decision {
			case guard.Ask:
				return cli.Exit("", 1)
			case guard.Deny:
				return cli.Exit("", 2)
			}
			return nil
		},
	}
}
