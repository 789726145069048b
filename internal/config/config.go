// Package config reads proofgate's settings: the project's
// .claude/proofgate.json, then the user's <xdg config>/proofgate/config.json,
// then the defaults, with environment variables over all of them.
//
// A file that cannot be read or parsed is an error naming the file, line
// and problem; the hook then fails open, so a typo never traps the user.
// Unknown keys are warnings, so a newer file still works with an older
// proofgate.
package config

import (
	"path/filepath"
	"time"

	"github.com/proofgate/proofgate/internal/basedir"
)

// Config is the effective configuration.
type Config struct {
	// Disabled turns every hook into a no-op (PROOFGATE_DISABLE=1).
	Disabled bool
	// BlockCap is how many stops one prompt may have blocked.
	BlockCap int
	// Gates switches each part of proofgate on or off.
	Gates Gates
	// Verification lists the project's own verification commands by kind
	// (test, build, lint, typecheck, run, deploy), as word patterns:
	// "make ci", "./scripts/check.sh", "./scripts/*-test.sh".
	Verification map[string][]string
	// Guardrails overrides a guardrail rule's decision: rule id → allow,
	// ask or deny.
	Guardrails map[string]string
	// RefuseBlockedPrompts makes UserPromptSubmit refuse a prompt classified
	// as blocked instead of advising the model.
	RefuseBlockedPrompts bool
	// StopCheck lets the Stop hook run the project's narrowest check
	// itself before it would block unchecked changes. Only the user's own
	// file may switch it on: a cloned repository must not make proofgate
	// run commands.
	StopCheck StopCheck

	// Sources are the files that were read, highest precedence first.
	Sources []string
	// Warnings are problems that did not stop the files from being used.
	Warnings []string
	// Loosened are the settings of the project's file that would have
	// loosened proofgate and were ignored: a file committed to a
	// repository may only tighten it (see tighten.go).
	Loosened []string
	// Rejected is the error that made the project's file be ignored
	// (it is among the Warnings too), or "".
	Rejected string
}

// Gates switches the parts of proofgate.
type Gates struct {
	Premature  bool // promises and deferrals at stop
	Scope      bool // scope reductions at stop
	Claims     bool // unsupported success claims at stop
	Mode       bool // the mode and verification rules at stop
	Guardrails bool // PreToolUse and PermissionRequest
}

// StopCheck is the opt-in run of the narrowest check at a stop.
type StopCheck struct {
	Run    bool
	Budget time.Duration
}

// DefaultStopCheckBudget is how long the check may run when the user's
// file does not say; MaxStopCheckBudget bounds it below the Stop hook's
// timeout in hooks.json (120 s), so the hook still answers.
const (
	DefaultStopCheckBudget = 60 * time.Second
	MaxStopCheckBudget     = 100
)

// Default is the configuration without files or environment.
func Default() Config {
	return Config{
		StopCheck: StopCheck{Budget: DefaultStopCheckBudget},
		BlockCap:  2,
		Gates:     Gates{Premature: true, Scope: true, Claims: true, Mode: true, Guardrails: true},
	}
}

// ProjectFile is the project's configuration, checked into the project.
func ProjectFile(projectDir string) string {
	return filepath.Join(projectDir, ".claude", "proofgate.json")
}

// UserFile is the user's configuration.
func UserFile() string {
	return filepath.Join(basedir.ConfigHome(), "proofgate", "config.json")
}
