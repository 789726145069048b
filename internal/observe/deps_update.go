package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// updatesDependencies reports a package manager told to move the
// project's dependencies: bundle update, cargo update, npm install lodash@4,
// yarn upgrade, go get, poetry add. It rewrites the manifest or the lock
// file, and with it the code the program runs, though no edit names it:
// a bump of rails whose test run fails is a change with a failing check.
// An install from the lock file as it stands (npm ci, bundle install,
// npm install with no package) moves nothing.
func updatesDependencies(c shell.Command) bool {
	args := c.Args
	if len(args) < 2 {
		return false
	}
	name, sub, rest := program(args[0]), args[1], operandsAfter(args[2:])
	switch name {
	case "bundle":
		return sub == "update" || sub == "add" || sub == "lock" && hasFlag(args, "--update")
	case "cargo":
		return sub == "update" || sub == "add" || sub == "upgrade"
	case "npm", "pnpm", "yarn", "bun":
		switch sub {
		case "update", "up", "upgrade", "add":
			return true
		case "install", "i":
			return rest > 0
		}
	case "go":
		return sub == "get"
	case "poetry", "pdm", "uv":
		return sub == "add" || sub == "update" || sub == "lock" && (hasFlag(args, "--upgrade", "-U") || hasFlagPrefix(args, "--upgrade-package"))
	case "composer":
		return sub == "update" || sub == "require" || sub == "upgrade"
	case "mix":
		return sub == "deps.update"
	case "swift":
		return sub == "package" && len(args) > 2 && args[2] == "update"
	case "dotnet":
		return sub == "add" && len(args) > 2 && args[2] == "package"
	}
	return false
}

// operandsAfter counts the arguments that are not options.
func operandsAfter(args []string) int {
	n := 0
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			n++
		}
	}
	return n
}

// hasFlagPrefix reports an argument that starts with one of prefixes.
func hasFlagPrefix(args []string, prefixes ...string) bool {
	for _, a := range args {
		for _, p := range prefixes {
			if strings.HasPrefix(a, p) {
				return true
			}
		}
	}
	return false
}
