package config

import (
	"fmt"
	"maps"
	"slices"

	"github.com/proofgate/proofgate/internal/guard"
)

// strictness orders guardrail decisions: allow < ask < deny.
var strictness = map[string]int{"allow": 0, "ask": 1, "deny": 2}

// tightenOnly removes from a project's file every guardrail setting that
// would loosen the guardrails below what the user's configuration and the
// defaults say, and returns them described. A cloned repository's
// committed .claude/proofgate.json must not be able to set "read-secret":
// "allow" or switch the guardrails off: it may only raise a rule
// allow → ask → deny. Loosening is read from the user's own file and the
// environment.
func (c *Config) tightenOnly(f *file) []string {
	var out []string
	if on, ok := f.Gates["guardrails"]; ok && !on && c.Gates.Guardrails {
		out = append(out, "gates.guardrails off")
		delete(f.Gates, "guardrails")
	}
	for _, rule := range slices.Sorted(maps.Keys(f.Guardrails)) {
		want, now := f.Guardrails[rule], c.ruleDecision(rule)
		if strictness[want] < strictness[now] {
			out = append(out, fmt.Sprintf("guardrails.%s %s is looser than %s", rule, want, now))
			delete(f.Guardrails, rule)
		}
	}
	return out
}

// ruleDecision is a guardrail rule's decision before the project's file:
// the user's override, else the rule's default.
func (c *Config) ruleDecision(rule string) string {
	if d, ok := c.Guardrails[rule]; ok {
		return d
	}
	for _, r := range guard.Rules() {
		if r.ID == rule {
			return string(r.Default)
		}
	}
	return "deny"
}
