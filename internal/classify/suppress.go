package classify

import (
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// Suppressions returns what the prompt asks the agent to silence rather
// than fix: "add a comment to ignore that lint error" → "lint error", "just
// disable the flaky test" → "flaky test", "add a nolint for errcheck" →
// "nolint". A message that then reports the suppression ("Added
// //nolint:exhaustive") did what was asked: it is no cut.
func Suppressions(prompt string) []string {
	// An ASCII prompt lowered is the copy the prompt's other readers made
	// already. Any other is lowered as strings.ToLower does, which lowered
	// does not (it keeps a rune's length: the Kelvin sign stays, where
	// strings.ToLower makes it a "k").
	var low string
	if ascii.Is(prompt) {
		low = lowered(prompt)
	} else {
		low = strings.ToLower(prompt)
	}
	var out []string
	for _, m := range suppressRequest.FindAllStringSubmatch(low, -1) {
		obj := strings.TrimSpace(m[1] + m[2])
		if obj == "" || negatedAt(low, strings.Index(low, m[0])) {
			continue
		}
		out = append(out, obj)
	}
	return out
}

var suppressRequest = &lre{expr: `\b(?:ignore|suppress|silence|mute|disable|skip)s? (?:that |this |the |these |those |all |a |an )?((?:[a-z0-9_-]+ ){0,2}(?:lint|linter|warning|warnings|error|errors|check|checks|rule|rules|test|tests))\b` +
	`|\b(?:add|use|put) (?:a |an )?((?:nolint|noqa|eslint-disable|ts-ignore|ts-expect-error|type: ?ignore|@suppress\w*)[a-z:-]*)`}
