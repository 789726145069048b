package observe

import "slices"

// This file reads dependency and secret audits: programs that look the
// project's dependencies up in an advisory database (npm audit,
// pip-audit, cargo audit, govulncheck, trivy, osv-scanner) or search its
// files and history for credentials (gitleaks, trufflehog). Their run is
// a check of its own kind, Audit: it says whether the dependencies or the
// history are clean, and nothing of what the project's code does.

// auditPrograms are programs whose run, whatever its arguments, is an
// audit. A switch for the reason byProgram is one.
func auditPrograms(name string) bool {
	switch name {
	case "pip-audit", "safety", "osv-scanner", "grype", "trivy", "govulncheck", "bundler-audit", "bundle-audit",
		"cargo-audit", "cargo-deny", "audit-ci", "better-npm-audit", "retire", "gitleaks", "trufflehog",
		"dependency-check", "dependency-check.sh":
		return true
	}
	return false
}

// dependencyAudit reports a command line (args[0] the program, name its
// bare name) that audits: an audit program, or a package manager's audit
// subcommand (npm audit, cargo audit, composer audit, bundle audit, mix
// deps.audit, dotnet list package --vulnerable, snyk test). Told to fix
// what it finds (npm audit fix, pip-audit --fix, cargo audit fix) it
// installs, and is none.
func dependencyAudit(name string, args []string) bool {
	// The program first: every command of every line is asked, and most
	// name no audit, so their arguments are not read for a fix.
	if !auditPrograms(name) && !auditSubcommand(name, args[1:]) {
		return false
	}
	return !slices.Contains(args[1:], "fix") && !fixing(args[1:])
}

// auditSubcommand reports a package manager's or a tool's subcommand that
// audits (npm audit, cargo deny, mix deps.audit, dotnet list package
// --vulnerable, snyk test).
func auditSubcommand(name string, args []string) bool {
	sub, rest := firstWord(args)
	switch name {
	case "npm", "pnpm", "yarn", "bun", "cargo", "composer", "bundle", "bundler":
		return sub == "audit" || name == "cargo" && sub == "deny"
	case "mix":
		return sub == "deps.audit" || sub == "hex.audit"
	case "dotnet":
		return sub == "list" && slices.Contains(rest, "--vulnerable")
	case "snyk":
		return sub == "test" || sub == "container" || sub == "iac"
	}
	return false
}
