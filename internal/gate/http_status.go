package gate

import (
	"strconv"
	"strings"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
)

// errorAnswered reports a claim that a run worked (claim.run) resting on
// a run after the last change whose last response was an error that says
// the thing asked for is not there or broke: 404, or a 5xx. curl exits 0
// on either, so the run passed while what it asked for failed. A message
// that names the code ("it now answers 404", "returns 503 while Redis is
// down, as asked") reports what the user can judge; other codes (401,
// 405 to a HEAD probe) are too often the endpoint working as meant.
func (s *stop) errorAnswered(c claim, backing *ledger.Check) bool {
	if c.rule != detect.RuleClaimRun || backing == nil || !backing.Passed() || backing.Seq <= s.ev.lastChange {
		return false
	}
	code := backing.HTTPStatus
	return (code == 404 || code >= 500 && code <= 599) && !strings.Contains(s.in.Message, strconv.Itoa(code))
}

// errorAnsweredReason sends the agent back to a claim that a run worked
// whose latest response was an error.
func errorAnsweredReason(c claim, ch *ledger.Check) string {
	return "your final message claims success the session does not show (" + quote(c.phrase) + ": the latest response, from `" +
		clipText(ch.Command, 120) + "`, was HTTP " + strconv.Itoa(ch.HTTPStatus) +
		"). Find out why it answered that, fix it and run it again, or report the response as it was."
}
