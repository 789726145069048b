package main

import (
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

func app() *cli.App {
	a := &cli.App{
		Name:                 "proofgate",
		Usage:                "a completion gate for AI coding agents",
		Version:              buildVersion(),
		EnableBashCompletion: true,
		OnUsageError:         onUsageError,
		// Without a command: the help; with a word that names none, a
		// usage error rather than urfave/cli's "No help topic" (exit 3).
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError(c, "unknown command %q", c.Args().First())
			}
			return cli.ShowAppHelp(c)
		},
		Commands: []*cli.Command{
			hookCommand(),
			statusCommand(),
			pauseCommand(),
			resumeCommand(),
			wrongCommand(),
			reportCommand(),
			statsCommand(),
			demoCommand(),
			scanCommand(),
			checkClaimCommand(),
			classifyCommand(),
			checkCommandCommand(),
			replayCommand(),
			doctorCommand(),
			completionCommand(),
		},
	}
	for _, cmd := range a.Commands {
		cmd.OnUsageError = onUsageError
	}
	return a
}

// runApp runs the command line in args (os.Args), flags in any position.
func runApp(args []string) error {
	a := app()
	return a.Run(flagsFirst(a, args))
}

// buildVersion prefers the linked version, then the module version a
// `go install …@vX` records.
func buildVersion() string {
	if version != "dev" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return version
}
