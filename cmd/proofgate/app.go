package main

import (
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

func app() *cli.App {
	return &cli.App{
		Name:                 "proofgate",
		Usage:                "a completion gate for AI coding agents",
		Version:              buildVersion(),
		EnableBashCompletion: true,
		Commands: []*cli.Command{
			hookCommand(),
			statusCommand(),
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
