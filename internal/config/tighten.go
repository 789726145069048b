package config

import "github.com/proofgate/proofgate/internal/guard"

// tightenOnly applies a project's file's guardrails the only way a file
// committed to a repository may: stricter than the user's configuration
// and the defaults (guard.Tighten), never switching the guardrails gate
// off. A cloned repository cannot set "read-secret": "allow". It drops
// the rest from f and returns them described; loosening is read from the
// user's own file and the environment.
func (c *Config) tightenOnly(f *file) []string {
	var out []string
	if on, ok := f.Gates["guardrails"]; ok && !on && c.Gates.Guardrails {
		out = append(out, "gates.guardrails off")
		delete(f.Gates, "guardrails")
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
