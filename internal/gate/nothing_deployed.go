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

// asksDeploy reports a prompt whose words ask for a deploy or a publish
// (see deployStems): a risk flag alone ("on the production database")
// asks for none.
func asksDeploy(asked []string) bool {
	for _, w := range asked {
		for _, stem := range deployStems {
			if strings.HasPrefix(w, stem) {
				return true
			}
		}
	}
	return false
}

// saysDeployed reports a claim whose own words name the deploy ("Built and
// deployed", "스테이징 배포했습니다", "published", "is live"), not a word
// that may describe the code ("connections are released sooner").
func saysDeployed(phrase string) bool {
	p := strings.ToLower(phrase)
	for _, w := range []string{"deploy", "publish", "배포", "is live", "went live", "롤아웃", "rolled out"} {
		if strings.Contains(p, w) {
			return true
		}
	}
	return false
}
