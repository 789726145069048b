package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/decisions"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/harness"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/suggest"
)

func hookCommand() *cli.Command {
	return &cli.Command{
		Name:  "hook",
		Usage: "answer one agent hook call (payload on stdin, decision on stdout)",
		Description: `The agent harness runs this for every registered event (see hooks/hooks.json
for Claude Code, hooks/codex.json for Codex CLI). It reads one JSON payload on
stdin, writes at most one JSON object on stdout and always exits 0: anything
that goes wrong becomes a notice, never a block. --harness says whose payload
it is; the hook file of each harness passes it.

Example:
   echo '{"hook_event_name":"Stop","session_id":"s","cwd":"/tmp","last_assistant_message":"I'll fix it now."}' | proofgate hook
   echo '{"hook_event_name":"Stop","session_id":"s","turn_id":"t","cwd":"/tmp","last_assistant_message":"I'll fix it now."}' | proofgate hook --harness codex`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "harness", Value: harness.Default, Usage: "the agent harness calling: " + strings.Join(harness.Names, ", ")},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				// A hook must exit 0 with at most one object (exit 2 would
				// block the agent): a misconfigured hook line says so to
				// the user instead of judging anything.
				return printJSON(c, map[string]string{"systemMessage": fmt.Sprintf(
					"proofgate: `proofgate hook` takes no arguments (got %q): check the hook command (the gate did not run)", c.Args().Slice())})
			}
			runHook(c.String("harness"))
			return nil
		},
	}
}

// hookHarness recognises the hook command lines the hook files run
// (`hook`, `hook --harness NAME`, `hook --harness=NAME`) so that main can
// answer them without building the command-line app. It reports the
// harness named, "" for none.
func hookHarness(args []string) (string, bool) {
	switch {
	case len(args) == 1 && args[0] == "hook":
		return "", true
	case len(args) == 2 && args[0] == "hook" && strings.HasPrefix(args[1], "--harness="):
		return strings.TrimPrefix(args[1], "--harness="), true
	case len(args) == 3 && args[0] == "hook" && (args[1] == "--harness" || args[1] == "-harness"):
		return args[2], true
	}
	return "", false
}

// runHook answers one hook call of the named harness on stdin and stdout.
// An unknown harness still answers: with a fail-open notice.
func runHook(name string) {
	if name == "" {
		name = harness.Default
	}
	hook.Main(os.Stdin, os.Stdout, harness.Adapter(name), func(ev event.Event) (*hook.Engine, error) {
		e, err := openEngine(ev)
		if e != nil {
			e.Harness = name
		}
		return e, err
	})
}

// openEngine configures the engine for the project the event comes from:
// CLAUDE_PROJECT_DIR when Claude Code sets it, else the event's cwd.
func openEngine(ev event.Event) (*hook.Engine, error) {
	project := projectDir(ev.Cwd)
	cfg, err := config.Load(project, nil)
	if err != nil {
		return nil, fmt.Errorf("configuration error in %w", err)
	}
	if cfg.Disabled {
		return nil, hook.ErrDisabled
	}
	store, err := ledger.Open(ledger.DefaultDir())
	if err != nil {
		return nil, err
	}
	e := hook.New(store, cfg)
	e.Project = project
	e.Suggest = func(paths []string) string { return suggest.For(project, paths) }
	e.Task = func(cwd string, named []string) suggest.Task { return suggest.ForTask(project, cwd, named) }
	e.Home, _ = os.UserHomeDir()
	// The decision log is for stats, opened when a decision is recorded;
	// a log that cannot be opened leaves the hook as it was.
	e.LogDir = decisions.DefaultDir()
	return e, nil
}

func projectDir(cwd string) string {
	if p := os.Getenv("CLAUDE_PROJECT_DIR"); p != "" {
		return p
	}
	return cwd
}
