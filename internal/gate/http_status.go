package gate

import (
	"strconv"
	"strings"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
)

// errorAnswered returns the latest run after the last change that showed
// an HTTP response, where that response was an error (4xx, 5xx) and the
// message, claiming a run worked (claim.run), never names its code: curl
// exits 0 on a 404 or a 500, so the run passed while what it asked for
// failed. A message that says "404" or "returns 503 as asked" reports
// the code the user can judge. Nil otherwise.
func (s *stop) errorAnswered(c claim) *ledger.Check {
	if c.rule != detect.RuleClaimRun {
		return nil
	}
	for i := len(s.l.Checks) - 1; i >= 0; i-- {
		ch := &s.l.Checks[i]
		if ch.Seq <= s.ev.lastChange {
			return nil
		}
		if ch.HTTPStatus == 0 {
			continue
		}
		if ch.HTTPStatus < 400 || strings.Contains(s.in.Message, strconv.Itoa(ch.HTTPStatus)) {
			return nil
		}
		return ch
	}
	return nil
}

// errorAnsweredReason sends the agent back to a claim that a run worked
// whose latest response was an error.
func errorAnsweredReason(c claim, ch *ledger.Check) string {
	return "your final message claims success the session does not show (" + quote(c.phrase) + ": the latest response, from `" +
		clipText(ch.Command, 120) + "`, was HTTP " + strconv.Itoa(ch.HTTPStatus) +
		"). Find out why it answered that, fix it and run it again, or report the response as it was."
}
