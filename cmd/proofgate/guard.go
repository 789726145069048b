package main

import (
	"fmt"
	"io"
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
		Name:  "check-command",
		Usage: "judge a command (or, for Edit/Write/Read, a path) with the guardrails",
		Description: `Reads the command on stdin and prints {"decision":"allow|ask|deny","rule":…,"reason":…}.
Exits 0 for allow, 1 for ask, 2 for deny. The project root is CLAUDE_PROJECT_DIR,
else --cwd; guardrail overrides from the configuration apply.

Examples:
   echo 'rm -rf ~' | proofgate check-command
   echo 'git push origin main' | proofgate check-command
   echo '.env' | proofgate check-command --tool Write
   echo '~/.ssh/id_rsa' | proofgate check-command --tool Read`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "tool", Value: "Bash", Usage: "Bash, PowerShell, Edit, Write, MultiEdit, NotebookEdit or Read"},
			&cli.StringFlag{Name: "cwd", Usage: "the directory the command runs in (default: the current directory)"},
		},
		Action: func(c *cli.Context) error {
			input, err := io.ReadAll(os.Stdin)
			if err != nil {
				return err
			}
			cwd := workDir(c)
			tool := event.Tool{Name: c.String("tool")}
			switch tool.Name {
			case "Bash", "PowerShell":
				tool.Command = strings.TrimRight(string(input), "\n")
			case "Edit", "Write", "MultiEdit", "NotebookEdit":
				tool.Paths = []string{strings.TrimSpace(string(input))}
			case "Read":
				tool.Reads = []string{strings.TrimSpace(string(input))}
			default:
				return fmt.Errorf("unknown --tool %q: use Bash, PowerShell, Edit, Write, MultiEdit, NotebookEdit or Read", tool.Name)
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
