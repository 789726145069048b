package guard

import (
	"maps"
	"slices"
)

// Tighten layers a project's guardrail overrides over the user's: the
// user's (and the environment's) stand as they are; a project's, which
// comes with a cloned repository, is kept only where it makes a rule
// stricter (allow → ask → deny) than the user's override or the rule's
// default. It returns the merged overrides and the project's settings
// that were dropped, described.
func Tighten(user, project map[string]Decision) (map[string]Decision, []string) {
	merged := maps.Clone(user)
	if merged == nil {
		merged = map[string]Decision{}
	}
	var dropped []string
	for _, rule := range slices.Sorted(maps.Keys(project)) {
		want, now := project[rule], defaultDecision(rule)
		if d, ok := user[rule]; ok {
			now = d
		}
		if want.strictness() < now.strictness() {
			dropped = append(dropped, "guardrails."+rule+" "+string(want)+" is looser than "+string(now))
			continue
		}
		merged[rule] = want
	}
	return merged, dropped
}

// defaultDecision is a rule's decision without configuration; an
// unknown rule counts as deny, so nothing is loosened by a name.
func defaultDecision(rule string) Decision {
	for _, r := range rules {
		if r.ID == rule {
			return r.Default
		}
	}
	return Deny
}
