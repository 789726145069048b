package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// proofgateCommand denies the agent running proofgate pause, resume or
// wrong, by any path to the binary (bin/proofgate, "${CLAUDE_PLUGIN_ROOT}/
// bin/proofgate"): only the user may pause the guardrails or overrule the
// gate, from a slash command. It reports whether c runs proofgate.
func (j *judge) proofgateCommand(c shell.Command) bool {
	name := program(c)
	if name != "proofgate" && !isShell(name) {
		return false
	}
	ws := args(c)
	if isShell(name) {
		// sh "${CLAUDE_PLUGIN_ROOT}/bin/proofgate" pause runs the launcher.
		if _, cmdMode, op := shellScript(ws); !cmdMode && op != nil && strings.EqualFold(path.Base(op.text), "proofgate") {
			k := 0
			for k < len(ws) && &ws[k] != op {
				k++
			}
			ws = ws[k+1:]
		} else {
			return false
		}
	}
	for _, w := range ws {
		if strings.HasPrefix(w.text, "-") {
			continue
		}
		switch sub := strings.ToLower(w.text); sub {
		case "pause", "resume", "unpause":
			j.add(Deny, ruleSelfProtect, "proofgate "+sub+" switches the guardrails: only the user may, from the /proofgate slash command")
		case "wrong":
			j.add(Deny, ruleSelfProtect, "proofgate wrong overrules the gate: only the user may, from /proofgate:wrong")
		}
		return true
	}
	return true
}
