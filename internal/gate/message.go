package gate

import (
	"strings"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/observe"
)

// reading is what the gate takes from the final message.
type reading struct {
	f detect.Finding
	// claims are the results the message says were observed.
	claims []claim
	// completion is set when the message claims any completion or success.
	completion bool
}

// claim is one observed result the message asserts: "all tests pass".
type claim struct {
	rule   string       // claim.tests-pass, claim.build, …
	kinds  []observe.Kind // the kinds of run that can back it
	phrase string
}

func read(message string, obs []detect.Observation) reading {
	r := reading{f: detect.Scan(message)}
	cc := detect.Claims(message, obs)
	r.completion = cc.Claim
	r.claims = resultClaims(cc)
	return r
}

// resultClaims keeps the claims of an observed result (tests pass, the
// build works, lint is clean, the program ran, the deploy succeeded).
// "Fixed" and "done" describe the change; whether it was verified is the
// unverified rule's to judge, from the ledger.
func resultClaims(cc detect.ClaimCheck) []claim {
	var out []claim
	for _, r := range cc.Reasons {
		phrase, why, _ := strings.Cut(r, ": ")
		for _, k := range resultKinds {
			if strings.Contains(why, k.name) && !strings.Contains(why, "after the last edit") && !strings.Contains(why, "passing test, build") {
				out = append(out, claim{rule: k.rule, kinds: k.kinds, phrase: phrase})
				break
			}
		}
	}
	return out
}

var resultKinds = []struct {
	name, rule string
	kinds      []observe.Kind
}{
	{"test run", "claim.tests-pass", []observe.Kind{observe.Test}},
	{"build", "claim.build", []observe.Kind{observe.Build, observe.Test, observe.Typecheck}},
	{"lint run", "claim.lint", []observe.Kind{observe.Lint}},
	{"typecheck", "claim.typecheck", []observe.Kind{observe.Typecheck, observe.Build, observe.Test}},
	{"program run", "claim.run", []observe.Kind{observe.Run, observe.Test}},
	{"deploy", "claim.deploy", []observe.Kind{observe.Deploy}},
}

// handoff reports a final message that hands a real decision to the user.
func (r reading) handoff() bool { return false }

// reasonedGap reports a final message that states plainly what is not
// verified and why it cannot be here.
func (r reading) reasonedGap() bool { return false }

// waits reports a closing that only waits on work someone else is doing.
func (r reading) waits() bool { return r.f.WaitsOnBackground }

// failure reports a message that mentions a failure.
func (r reading) failure() bool { return false }
