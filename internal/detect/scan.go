package detect

// Scan judges an agent's final message. Premature, Waits and Handoff are
// decided by the closing sentences; Deferral, ScopeReduction, Unverified,
// Gap and Failure by any sentence of the agent's own prose.
func Scan(text string) Finding {
	f := Finding{Reasons: []string{}, Rules: []string{}}
	units := segment(text)
	s := newSentences(units)
	promiseAt := -1
	v, sent := closing(s)
	switch v.cls {
	case clsPromise:
		promiseAt = v.at
		f.Premature = true
		f.Waits = v.waits
		f.add(RulePromise, "closing sentence "+quoteShort(sent)+" "+v.rule)
		if v.waits {
			f.add(RuleWaitsRunning, "the promise waits on work someone else is running")
		}
	case clsWait:
		f.Waits = true
		if v.idle {
			f.add(RuleWaitsIdle, "closing sentence "+quoteShort(sent)+" "+v.rule)
		} else {
			f.add(RuleWaitsRunning, "closing sentence "+quoteShort(sent)+" "+v.rule)
		}
	}
	defers := make([]bool, len(units)) // sentences that postpone work
	for i, u := range units {
		if !prose(u) {
			continue
		}
		if r := deferralSentence(u); r != "" {
			defers[i] = true
			if !f.Deferral {
				f.Deferral = true
				f.add(RuleDeferral, "deferral: "+quoteShort(u.text())+" "+r)
			}
		}
	}
	next := -1 // the closing promise that carries on with the work now
	if f.Premature && !f.Deferral {
		next = promiseAt
	}
	if r := scopeReduction(s, defers, next, f.Waits); r != "" {
		f.ScopeReduction = true
		f.add(scopeRuleID(r), "scope reduction: "+r)
	}
	if q, id := handoff(s); q != "" {
		f.Handoff = true
		f.Offer = offersMore(q)
		f.add(id, HandoffLead+quoteShort(q))
	} else if q := awaitsInput(units); q != "" {
		f.Handoff = true
		f.add(RuleHandoff, "waits on the user's input: "+q)
	}
	if g := verifyGap(s); g.said != "" {
		f.Unverified = true
		if g.why != "" {
			f.Gap = g.why
			f.add(RuleGapReasoned, "says "+g.said+" is not verified, because "+g.why)
		} else {
			f.add(RuleUnverified, "says "+g.said+" is not verified, with no reason given")
		}
	}
	if r := failureMention(units); r != "" {
		f.Failure = true
		f.add(RuleFailure, FailureLead+r)
	}
	return f
}

// add records one reason and the rule that gave it.
func (f *Finding) add(rule, reason string) {
	f.Rules = append(f.Rules, rule)
	f.Reasons = append(f.Reasons, reason)
}

// Closing returns the sentence of text that decides how it closes, the one
// Scan judges for a premature stop; when no sentence decides (the message
// ends in output, a table or plain statements), the last sentence of prose.
// Replay shows it, so that a reader sees what was judged, not only the
// message's last line.
func Closing(text string) string {
	units := segment(text)
	if _, sent := closing(newSentences(units)); sent != "" {
		return sent
	}
	for i := len(units) - 1; i >= 0; i-- {
		if prose(units[i]) {
			return units[i].text()
		}
	}
	return ""
}

// HandoffLead opens the reason Scan gives for a handoff, before the
// question it quotes: a reader of Reasons finds the question after it.
const HandoffLead = "hands a decision to the user: "

// FailureLead opens the reason Scan gives for a failure told, before the
// sentence it quotes.
const FailureLead = "mentions a failure: "
