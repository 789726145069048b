package gate

import (
	"strings"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/observe"
)

// reading is what the gate takes from the final message for every rule:
// Scan's finding. What the message claims and the actions it reports are
// read when a rule asks for them (see stop): a subagent's stop, judged by
// the premature rules alone, asks for neither, and only a blocked task
// asks which actions the message reports done.
type reading struct {
	// foreign is set for a message in a language the readers do not read
	// (see detect.Reads): every reading of the message stays empty, and
	// the evidence rules decide alone.
	foreign bool
	f       detect.Finding
}

// claims are what the message claims.
type claims struct {
	// results are the results the message says were observed.
	results []claim
	// fixed is the first claim that something is fixed, done or works.
	fixed string
}

// claim is one observed result the message asserts: "all tests pass".
type claim struct {
	rule   string         // claim.tests-pass, claim.build, …
	kinds  []observe.Kind // the kinds of run that can back it
	phrase string
	// line is the message's line that holds the phrase: a report names
	// the command beside its result ("`pytest tests/api` → 6 passed").
	line string
}

// aboutCI reports a claim about CI: its phrase names CI, or the clause it
// closes names CI by that word ("Windows CI에서도 이제 `test_relative_paths`
// 통과합니다", "on CI the suite passes again"); a workflow or a pipeline
// that far from the claim is as often the user's own ("Everything in the
// workflow works in production"). The clause runs back from the phrase to
// a comma, a semicolon or a sentence's end.
func (c claim) aboutCI() bool {
	return ciClaim(c.phrase) || namesCI(c.clause(), false) || namesCI(c.label(), false)
}

// label returns the label a line opens on, where the phrase stands after
// it ("**CI:** lint, typecheck and integration all passed ✅", "- CI: …"):
// up to its colon, of three words at most; "" for none. The label names
// what the whole line reports on.
func (c claim) label() string {
	head, _, ok := strings.Cut(c.line, ":")
	if !ok || !strings.Contains(c.line[len(head):], c.phrase) {
		return ""
	}
	head = strings.Trim(strings.TrimSpace(head), "*_-# ")
	if head == "" || len(strings.Fields(head)) > 3 {
		return ""
	}
	return head
}

// clause returns the line's text from the start of the clause that holds
// the phrase to the phrase's end; the phrase alone where the line does not
// hold it.
func (c claim) clause() string {
	at := strings.Index(c.line, c.phrase)
	if at < 0 {
		return c.phrase
	}
	head := c.line[:at]
	from := 0
	for _, sep := range []string{", ", "; ", ". ", ".** ", "\n", ": ", " — "} {
		if i := strings.LastIndex(head, sep); i >= 0 && i+len(sep) > from {
			from = i + len(sep)
		}
	}
	return c.line[from : at+len(c.phrase)]
}

func read(message string) reading {
	if !detect.Reads(message) {
		// A question mark is read in any language: the turn is the user's.
		return reading{foreign: true, f: detect.Finding{Handoff: endsInQuestion(message)}}
	}
	return reading{f: detect.Scan(message)}
}

// readClaims reads what a message the readers read claims, against the
// session's observations.
func readClaims(message string, obs []detect.Observation) claims {
	var r claims
	for _, c := range detect.Claims(message, obs).Claims {
		if kinds, ok := backedBy(c.Rule); ok {
			r.results = append(r.results, claim{rule: c.Rule, kinds: kinds, phrase: c.Phrase, line: lineOf(message, c.Phrase)})
		}
		if c.Rule == detect.RuleClaimFixed && c.Kind == "fix" && r.fixed == "" {
			r.fixed = c.Phrase
		}
	}
	return r
}

// lineOf returns the line of message that holds phrase, or phrase.
func lineOf(message, phrase string) string {
	i := strings.Index(message, phrase)
	if i < 0 || phrase == "" {
		return phrase
	}
	start := strings.LastIndexByte(message[:i], '\n') + 1
	end := strings.IndexByte(message[i:], '\n')
	if end < 0 {
		return message[start:]
	}
	return message[start : i+end]
}

// backing names, per claim of an observed result, the kinds of run that can
// back it. A build is shown by a test or type-check run of compiled code
// too. "Fixed" and "done" (claim.fixed) describe the change: whether it was
// verified is unverified.changed's to judge, from the ledger.
//
// It is data the compiler lays out (a map was built on first use, in every
// Stop's process); backedBy looks a rule up in it.
var backing = []struct {
	rule  string
	kinds []observe.Kind
}{
	{detect.RuleClaimTests, []observe.Kind{observe.Test}},
	{detect.RuleClaimBuild, []observe.Kind{observe.Build, observe.Test, observe.Typecheck}},
	{detect.RuleClaimLint, []observe.Kind{observe.Lint}},
	{detect.RuleClaimTypecheck, []observe.Kind{observe.Typecheck, observe.Build, observe.Test}},
	{detect.RuleClaimRun, []observe.Kind{observe.Run, observe.Test, observe.MCP}},
	{detect.RuleClaimDeploy, []observe.Kind{observe.Deploy}},
}

// backedBy returns the kinds of run that can back a claim of rule, and
// whether the rule is a claim of an observed result.
func backedBy(rule string) ([]observe.Kind, bool) {
	for _, b := range backing {
		if b.rule == rule {
			return b.kinds, true
		}
	}
	return nil, false
}

// handoff reports a final message that hands a real decision to the user.
func (r reading) handoff() bool { return r.f.Handoff }

// handoffAboutChecks reports a handoff whose question is about running or
// checking ("Should I run the whole suite?", "CI에서 돌려 볼까요?"): the
// claim before it may be one the question itself qualifies. A question
// about something else ("Should I open a PR?") leaves the claim standing.
func (r reading) handoffAboutChecks() bool {
	if !r.f.Handoff {
		return false
	}
	for _, why := range r.f.Reasons {
		q, ok := strings.CutPrefix(why, detect.HandoffLead)
		if !ok {
			continue
		}
		q = strings.ToLower(q)
		for _, w := range []string{"test", "suite", "run", "check", "ci", "build", "verify", "테스트", "돌려", "실행", "확인", "빌드"} {
			if strings.Contains(q, w) {
				return true
			}
		}
		return false
	}
	return true // a handoff read from options with no question quoted: keep the exemption
}

// reasonedGap reports a final message that states plainly what is not
// verified and why it cannot be here.
func (r reading) reasonedGap() bool { return r.f.Unverified && r.f.Gap != "" }

// waits reports a closing that only waits on work someone else is doing.
func (r reading) waits() bool { return r.f.Waits }

// failure reports a message that mentions a failure.
func (r reading) failure() bool { return r.f.Failure }

// failureTold returns the sentence, quoted and maybe shortened, in which
// the message tells a failure, or "".
func (r reading) failureTold() string {
	for _, why := range r.f.Reasons {
		if told, ok := strings.CutPrefix(why, detect.FailureLead); ok {
			return told
		}
	}
	return ""
}

// endsInQuestion reports a message whose last mark is a question mark.
func endsInQuestion(message string) bool {
	t := strings.TrimRight(message, " \t\r\n)\"'*`")
	return strings.HasSuffix(t, "?") || strings.HasSuffix(t, "？")
}
