package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/once"
)

// userCommands are proofgate's slash commands that only the user may run:
// each switches the gate or overrules it.
var userCommands = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"pause": true, "resume": true, "unpause": true, "wrong": true}
}}

// Skill judges a call of the model's Skill tool (or SlashCommand, on
// older clients) that invokes name: "proofgate:pause", "/proofgate:wrong
// it was fine". Calling proofgate's own pause, resume or wrong is denied
// under self-protect, as running `proofgate pause` from Bash is: the
// commands' front matter already hides them from the model
// (disable-model-invocation), and this is the second line should a client
// ignore it. Every other skill, proofgate's guidance skill included, is
// allowed.
func Skill(name string, ctx Context) Verdict {
	return judgeWith(ctx, func(j *judge) {
		fields := strings.Fields(name)
		if len(fields) == 0 {
			return
		}
		// The client strips a leading slash and reads plugin:command.
		ns, cmd, ok := strings.Cut(strings.ToLower(strings.TrimLeft(fields[0], "/")), ":")
		if ok && ns == "proofgate" && userCommands.Get()[cmd] {
			j.add(Deny, ruleSelfProtect, "/proofgate:"+cmd+" is the user's command: only the user may type it")
		}
	})
}
