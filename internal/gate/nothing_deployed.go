package gate

import (
	"strings"

	"github.com/proofgate/proofgate/internal/observe"
)

// nothingDeployed reports a session in which nothing could have deployed:
// no action beyond the repository (a deploy, a push, a publish, an apply,
// failed or not), no deploy-kind check, no look at CI, no command that
// may have written or run what proofgate cannot name (a project script, a
// generator), no run it could not read, no work it could not see, no MCP
// call, and nothing still running. A deploy claim then rests on nothing
// the session did: "스테이징 배포했습니다" after only a build.
func (s *stop) nothingDeployed() bool {
	l := s.l
	if l.Opaque > 0 || l.Unread > 0 || l.Unseen > 0 || l.Teammate || s.running() {
		return false
	}
	for _, a := range l.Actions {
		if a.Kind.Boundary() {
			return false
		}
	}
	for i := range l.Checks {
		if c := &l.Checks[i]; c.Kind == observe.Deploy || c.Kind == observe.MCP || observe.CIQuery(c.Command) {
			return false
		}
	}
	return true
}

// asksForDeploy reports a prompt whose words ask for a deploy or a publish
// in the verb's own form ("deploy it to staging", "publish the docs",
// "스테이징에 배포해줘"): a risk flag alone ("on the production database")
// asks for none, and neither does a participle the prompt dictates
// ("add a changelog line: docs deployed to the new domain").
func asksForDeploy(asked []string) bool {
	for _, w := range asked {
		switch {
		case w == "deploy" || w == "redeploy" || w == "publish":
			return true
		case strings.HasPrefix(w, "배포") && !strings.HasPrefix(w, "배포된") && !strings.HasPrefix(w, "배포됐") && !strings.HasPrefix(w, "배포되"):
			return true
		}
	}
	return false
}

// saysDeployed reports a claim whose own words name the deploy ("Built and
// deployed", "스테이징 배포했습니다", "published", "is live"), not a word
// that may describe the code ("connections are released sooner"), nor
// one a condition holds ("after this is deployed to the host, run …").
func saysDeployed(phrase string) bool {
	p := strings.ToLower(phrase)
	if conditional(p) {
		return false
	}
	for _, w := range []string{"deploy", "publish", "배포", "is live", "went live", "롤아웃", "rolled out"} {
		if strings.Contains(p, w) {
			return true
		}
	}
	return false
}

// saysApplied reports a claim whose own words say the apply was made
// ("Applied to staging", "Apply complete", "적용했습니다"), under no
// condition: in a task that asked an infrastructure tool's apply (see
// infraApplyAsked), the act the task asked for.
func saysApplied(phrase string) bool {
	p := strings.ToLower(phrase)
	return !conditional(p) && (strings.Contains(p, "applied") || strings.Contains(p, "apply complete") || strings.Contains(p, "적용했") || strings.Contains(p, "적용 완료") || saysDeployed(p))
}

// conditional reports a phrase (lower case) that a condition holds: "after
// this is deployed to the host, run …" tells no deploy made.
func conditional(p string) bool {
	for _, w := range strings.Fields(p) {
		switch w {
		case "after", "once", "when", "until", "before", "if", "unless":
			return true
		}
	}
	return false
}
