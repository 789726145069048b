package config

import (
	"fmt"
	"strings"

	"github.com/proofgate/proofgate/internal/guard"
)

// tightenOnly applies a project's file the only way a file committed to a
// repository may: stricter than the user's configuration and the
// defaults. A cloned repository cannot set "read-secret": "allow", switch
// a gate off, lower the block cap, stop refusing blocked prompts, make
// a no-op count as a verification or make proofgate run commands. It drops the rest from f and returns
// them described; loosening is read from the user's own file and the
// environment.
func (c *Config) tightenOnly(f *file) []string {
	var out []string
	if f.StopCheck != nil {
		// Running commands is the user's call, never a repository's.
		out = append(out, "stop_check (only your own settings may make proofgate run commands)")
		f.StopCheck = nil
	}
	for name, on := range f.Gates {
		if !on && c.Gates.on(name) {
			out = append(out, "gates."+name+" off")
			delete(f.Gates, name)
		}
	}
	if f.BlockCap != nil && *f.BlockCap < c.BlockCap {
		out = append(out, fmt.Sprintf("block_cap %d (below %d)", *f.BlockCap, c.BlockCap))
		f.BlockCap = nil
	}
	if f.RefuseBlockedPrompts != nil && !*f.RefuseBlockedPrompts && c.RefuseBlockedPrompts {
		out = append(out, "refuse_blocked_prompts false")
		f.RefuseBlockedPrompts = nil
	}
	for kind, patterns := range f.Verification {
		kept := patterns[:0]
		for _, p := range patterns {
			if noOp(p) {
				out = append(out, fmt.Sprintf("verification.%s %q (a command that checks nothing)", kind, p))
				continue
			}
			kept = append(kept, p)
		}
		f.Verification[kind] = kept
	}
	user, project := map[string]guard.Decision{}, map[string]guard.Decision{}
	for r, d := range c.Guardrails {
		user[r] = guard.Decision(d)
	}
	for r, d := range f.Guardrails {
		project[r] = guard.Decision(d)
	}
	merged, dropped := guard.Tighten(user, project)
	for r := range f.Guardrails {
		if merged[r] != guard.Decision(f.Guardrails[r]) {
			delete(f.Guardrails, r)
		}
	}
	return append(out, dropped...)
}

// noOp reports a verification pattern whose command succeeds without
// checking anything: a repository that declares `true` its test command
// would vouch for every change.
func noOp(pattern string) bool {
	fields := strings.Fields(pattern)
	if len(fields) == 0 {
		return true
	}
	switch fields[0] {
	case "true", ":", "echo", "printf", "exit", "cat", "sleep", "env", "yes", "printenv", "pwd", "ls":
		return true
	}
	return false
}
