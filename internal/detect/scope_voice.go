package detect

import (
	"strings"
	"sync"
)

// Who cut the work. A scope reduction is the agent saying that it did not
// do part of what it was asked: "I skipped the two legacy tests", "Stubbed
// the payment call", "중복 검사는 일단 빈 함수로 두었습니다". The cue words of
// a cut (skip, only, stub, ignored, left untouched, incomplete) are just as
// common in sentences that describe what code does ("`.agents/*` stays
// ignored; only the three skills are allowlisted", "It skips `setCache()`
// so …"), that report findings of a review or an analysis ("the suggested
// fix is incomplete"), that estimate or plan ("Would need CTR-aware partial
// decryption"), that offer options ("Skip the hook with `--no-verify`"), or
// that explain a cause ("The issue was that I was editing files in another
// path instead of …"). None of those is the agent's own omission.
//
// So a sentence a scope rule matched counts only when its voice makes it
// the agent's report: the agent is the subject of a verb of doing (I, we;
// a report fragment that opens with a past verb, "Skipped the …"; a Korean
// past predicate with no other subject), or the sentence marks a part of
// the work as provisional (for now, temporarily, yet, later, a follow-up,
// TODO; 일단, 임시, 아직, 나중에), which only the one who left it so says.
// And never when it is hypothetical, an imperative option, the cause of a
// bug, a choice handed to the user, or a skip justified on its merits.

var (
	// Verbs after a first-person subject that report no doing on the work:
	// "I mention X only as …", "we only read commit metadata".
	voiceNotDoing = sync.OnceValue(func() map[string]bool {
		return set("mention", "mentioned", "think", "thought", "noticed", "found", "saw", "see", "read", "checked",
			"reviewed", "looked", "believe", "recommend", "suggest", "guess", "assume", "expect", "want", "wanted",
			"need", "needed", "know", "knew", "verified", "confirmed", "said", "note", "noted", "explained", "described",
			"call", "called", "consider", "hit", "traced", "investigated", "review", "analyze", "analyse", "investigate", "look", "explain", "summarize", "walk", "flag", "flagged", "flagging",
			"noting", "reported", "reviewed", "confirmed", "guaranteed", "would", "could", "might",
			"can", "may", "should", "was", "were", "am", "are", "is", "have", "has", "had")
	})
	// Markers of a part left provisional by whoever left it.
	provisionalEN = sync.OnceValue(func() phrases {
		return newPhrases("for now", "for the time being", "temporarily", "temporary", "in the meantime", "as a stopgap",
			"as a workaround", "stopgap", "for later", "later", "follow-up", "followup", "next session", "next pr",
			"next sprint", "separate pr", "yet", "until we", "until i", "until then", "a todo", "as todo", "still todo",
			"placeholder for now", "for a later", "another pass", "at the moment", "for the moment", "right now", "will need",
			"still need", "still needs", "still to be", "remain to be", "remains to be")
	})
	provisionalKO = []string{"일단", "우선", "임시", "당분간", "나중에", "추후", "아직", "후속", "다음에", "다음 pr", "지금은",
		"이번에는", "이번엔", "todo", "차후", "향후"}
	// Phrases that set out a cause, not an omission.
	causeEN = sync.OnceValue(func() phrases {
		return newPhrases("the issue was", "the problem was", "the bug was", "the cause was", "root cause", "which is why",
			"that's why", "that is why", "turned out to be", "was caused by", "because of this", "the reason was", "the culprit")
	})
	// Merits that justify leaving something as it is: a decision, not an
	// omission.
	justifiedEN = sync.OnceValue(func() phrases {
		return newPhrases("intentionally", "deliberately", "on purpose", "by design", "as intended", "are fine", "is fine",
			"is reasonable", "are reasonable", "legitimate", "not needed", "unnecessary", "false positive", "not applicable",
			"doesn't apply", "does not apply", "already handled", "matches the established", "matches the existing",
			"established pattern", "codebase pattern", "existing convention", "is correct", "are correct", "no longer exists",
			"no longer exist", "was removed from", "were removed from", "not in the diff", "is acceptable", "are acceptable",
			"works as intended", "left as designed", "not worth", "ensures", "is properly", "are properly")
	})
	// Choices handed to the user about a part: "you can backfill it later".
	choiceToUser = sync.OnceValue(func() phrases {
		return newPhrases("you can", "you could", "you may", "you might", "you'll want", "you may want", "you might want",
			"if you want", "your call", "waiting on your", "waiting for your", "your go", "your approval", "your go-ahead",
			"up to you", "let me know if", "you will", "you'll need", "you need")
	})
	// Base verbs of a cut: at the head of a sentence they make an option or
	// advice ("Skip the hook with `--no-verify`"), not a report.
	cutImperative = sync.OnceValue(func() map[string]bool {
		return set("skip", "stub", "mock", "disable", "ignore", "comment", "defer", "exclude", "mark", "lower", "bump",
			"suppress", "silence", "hardcode", "leave", "drop", "delete", "remove", "relax", "loosen", "fake", "postpone", "punt")
	})
)

// ownCut reports whether sentence u, matched by a scope rule whose reason
// is r, reports the agent's own omission (see above). report says the
// message reports the agent's own work: there a state of the delivered work
// ("The iOS path was not updated", "the callback handler is a no-op") is the
// agent's account of what it left, while in an answer, a review or a plan
// it is a finding about code. Two kinds of reading stay weak even there:
// converging cues and the stock phrases of a state ("left untouched",
// "commented out"), which describe what code does as often as what the
// agent left; they need the agent's voice or a provisional marker.
func ownCut(u unit, report bool, r string) bool {
	if cutVetoed(u) || label(u) {
		return false
	}
	if agentVoice(u) {
		return true
	}
	if hypothetical(u) || handsChoice(u) || strictReading(r) {
		return false
	}
	if provisional(u) {
		return true
	}
	return report && !weakReading(u, r)
}

// weakReading reports the readings that describe code as often as cuts.
func weakReading(u unit, r string) bool {
	if strings.Contains(r, `limited "until `) && (strings.HasSuffix(r, "(only)") || strings.HasSuffix(r, "(just)")) {
		return true // "only exists locally until the next push": timing, not a part left
	}

	if strings.Contains(r, "says it applied") && !hasAny(u.ws, "silenced", "suppressed", "marked", "tagged", "got", "needed", "added", "annotated", "wrapped", "with", "put", "left") {
		return true // "It's `//nolint:unused` since …": the marker named, not applied
	}
	return strings.Contains(r, "converging cues") || strings.Contains(r, "calls the work") || strings.Contains(r, `says "left untouched"`) || strings.Contains(r, `says "commented out"`) ||
		strings.Contains(r, `says "turned off"`)
}

// strictReading reports readings that name an act and so need the agent's
// voice: doing the asked work another way ("I went with polling instead of
// the websockets you asked for"); an explanation that sets the request
// beside something else is none.
func strictReading(r string) bool {
	return strings.Contains(r, "what was asked") || strings.Contains(r, "what the user asked")
}

// reportsWork reports a message in which the agent reports its own work:
// some sentence of its prose in the agent's voice, or a checked item.
func reportsWork(units []unit) bool {
	for _, u := range units {
		if prose(u) && u.kind != unitHeading && (u.check || agentVoice(u) && !hypothetical(u) || changedState(u)) {
			return true
		}
	}
	return false
}

// changedState reports a sentence that tells the state of the work after
// the change: "The Android flow now uses FCM", "the suite passes", "Email
// templates are converted to MJML".
func changedState(u unit) bool {
	if u.korean {
		return false // Korean reports are in the past tense, read by agentVoice
	}
	ws := u.ws
	if hypothetical(u) || endsQuestion(u.masked) {
		return false
	}
	for i, w := range ws {
		switch {
		case w == "now" && (i == 0 || ws[i-1] != "for" && ws[i-1] != "right") && (i+1 >= len(ws) || ws[i+1] != "that"):
			return true
		case (w == "passes" || w == "pass") && i > 0 && (wordKind(ws[i-1]) != ckNone || ws[i-1] == "suite" || ws[i-1] == "all"):
			return true
		case w == "works" && i > 0 && !hasAny(ws, "designed", "expected", "how"):
			return true // "The widget works with …": the delivered thing, as it stands
		case (w == "is" || w == "are") && i+1 < len(ws) && changeParticiples()[ws[i+1]]:
			return true
		}
	}
	return false
}

var changeParticiples = sync.OnceValue(func() map[string]bool {
	return set("migrated", "converted", "ported", "implemented", "wired", "updated", "moved", "added", "fixed", "done",
		"generated", "regenerated", "refactored", "rewritten", "replaced", "switched", "extracted")
})

// cutVetoed reports the moods and purposes that are never a cut, whoever
// speaks: an imperative option, the cause of a bug, a justified decision.
func cutVetoed(u unit) bool {
	ws := u.ws
	if len(ws) > 0 && cutImperative()[ws[0]] && !u.korean {
		return true
	}
	if p, _ := causeEN().find(ws); p != "" {
		return true
	}
	if p, _ := justifiedEN().find(ws); p != "" {
		return true
	}
	if hasAny(ws, "severity", "nit", "non-blocking", "nitpick") {
		return true // a review finding about someone's code
	}
	return u.korean && containsAny(u.low, []string{"의도적으로", "일부러", "문제가 없", "정상입니다", "원인은", "원인이"}) != ""
}

// agentVoice reports a sentence whose subject is the agent doing something
// to the work: a first-person subject of a verb of doing, a report
// fragment opening with a past verb, or a Korean active past predicate.
func agentVoice(u unit) bool {
	if u.korean && endsWithHangul(u.masked) {
		if strings.Contains(u.low, "제가") || strings.Contains(u.low, "저는") {
			return true
		}
		for _, t := range u.toks {
			if t.hangul && pastKO(t.text) && !koPassivePast(t.text) {
				return true // "…으로 돌려 두었습니다", "…는 migrate 했고"
			}
		}
		return false
	}
	ws := u.ws
	for i, w := range ws {
		switch w {
		case "i", "we", "i've", "we've", "i'm", "we're", "i'll", "we'll", "let's":
			if next := nextVerb(ws, i+1); next != "" && !voiceNotDoing()[next] {
				return true
			}
		case "this":
			// "is not in this PR", "out of bounds for this pass": the
			// agent's own deliverable, named from inside.
			if i+1 < len(ws) && ownDeliverable()[ws[i+1]] {
				return true
			}
		}
	}
	if s := skipLeading(ws); s+1 < len(ws) && (ws[s] == "didn't" || ws[s] == "haven't" || ws[s] == "couldn't" || ws[s] == "never") && !enDeterminer()[ws[s+1]] {
		return true // "Didn't touch the Windows installer script"
	}
	return reportFragment(u)
}

var ownDeliverable = sync.OnceValue(func() map[string]bool {
	return set("pr", "change", "changeset", "pass", "diff", "commit", "round", "iteration", "patch", "branch")
})

// reportFragment reports a sentence that opens with a past verb of doing
// and its object: "Skipped the two legacy tests", "Left `X` as a TODO",
// "Ported the routes". A participle followed by a preposition or an adverb
// describes a state ("Gated behind the trusted-template check", "Applied
// consistently in X"); "Hardcoded map removed" names a thing, not an act.
func reportFragment(u unit) bool {
	ws := u.ws
	s := skipLeading(ws)
	if s >= len(ws) || !(pastVerbEN(ws[s]) || scopeVerbs()[ws[s]]) || enDeterminer()[ws[s]] || voiceNotDoing()[ws[s]] {
		return false
	}
	if s+1 < len(ws) && hasAny(ws[s+1:min(len(ws), s+4)], "is", "are", "was", "were", "removed", "replaced", "gone") {
		return false
	}
	// The token after the verb: an object (code, a determiner, a noun, a
	// particle) makes an act; a preposition or an adverb a state.
	for j, t := range u.toks {
		if t.kind != tokWord || t.text != ws[s] {
			continue
		}
		if j+1 >= len(u.toks) {
			return true
		}
		n := u.toks[j+1]
		if n.kind != tokWord {
			return n.kind == tokCode || n.kind == tokQuote
		}
		if strings.HasSuffix(n.text, "ly") && n.text != "only" || scopePrepositions()[n.text] {
			return false
		}
		return true
	}
	return false
}

var scopePrepositions = sync.OnceValue(func() map[string]bool {
	return set("in", "on", "at", "by", "behind", "with", "to", "from", "for", "into", "via", "under", "as", "through", "across", "against", "within", "after", "before", "since", "because", "so")
})

// koPassivePast reports a Korean past form that is passive or a state, not
// an act: 됐, 되었, 졌, and the copula 였/이었.
func koPassivePast(w string) bool {
	return containsAny(w, []string{"됐", "되었", "졌", "였", "이었", "빠졌", "있었", "없었"}) != ""
}

// nextVerb returns the verb after a subject, past adverbs and auxiliaries
// of tense ("I have now skipped" → skipped), or "".
func nextVerb(ws []string, i int) string {
	for ; i < len(ws); i++ {
		switch w := ws[i]; {
		case enAdverb()[w] || w == "only" || w == "also" || w == "just" || w == "then" || w == "deliberately":
		case (w == "have" || w == "had") && i+1 < len(ws) && !pastVerbEN(ws[i+1]) && ws[i+1] != "been" && !enAdverb()[ws[i+1]] && ws[i+1] != "not" && ws[i+1] != "only":
			return w // "I have enough context": have is the verb
		case w == "have" || w == "had" || w == "did" || w == "didn't" || w == "haven't" || w == "will" || w == "not" || w == "couldn't" || w == "could" && i+1 < len(ws) && ws[i+1] == "only" || w == "wasn't" || w == "went" && i+1 < len(ws) && ws[i+1] == "ahead":
		default:
			return w
		}
	}
	return ""
}

// hypothetical reports an estimate, plan or guess: "would need X", "I'd
// verify it with a config test", "could be deferred".
func hypothetical(u unit) bool {
	if u.korean {
		return containsAny(u.low, []string{"필요할 것", "해야 할 것", "할 수 있", "듯합니다", "면 좋", "예상"}) != ""
	}
	for i, w := range u.ws {
		if (w == "i'd" || w == "we'd") && i+1 < len(u.ws) && u.ws[i+1] == "rather" {
			continue // "I'd rather tackle it separately": a choice made, not a guess
		}
		switch w {
		case "would", "might", "i'd", "we'd", "it'd", "that'd", "would've", "if", "unless", "whether":
			return true
		case "could":
			if i+1 < len(u.ws) && (u.ws[i+1] == "only" || u.ws[i+1] == "not") {
				continue // "I could only port three": what was done
			}
			return true
		}
	}
	return false
}

// provisional reports a marker of a part left for later or for now.
func provisional(u unit) bool {
	if u.korean && containsAny(u.low, provisionalKO) != "" {
		return true
	}
	if strings.Contains(u.masked, "TODO") || strings.Contains(u.masked, "FIXME") {
		return true
	}
	p, _ := provisionalEN().find(u.ws)
	return p != ""
}

// handsChoice reports a part whose fate the sentence leaves to the user.
func handsChoice(u unit) bool {
	p, _ := choiceToUser().find(u.ws)
	return p != "" || u.korean && strings.Contains(u.low, "시면")
}

// removalLead reports a list lead that names things removed: the items
// under "**Removed:**" are what the change took out, so a stand-in named
// there ("Hardcoded `X` map") is gone, not added.
func removalLead(u unit) bool {
	if !strings.HasSuffix(strings.TrimRight(u.masked, " *_)"), ":") || len(u.ws) > 4 {
		return false
	}
	if u.korean && containsAny(u.low, koSumUpLead) != "" {
		return false // "정리하면:" sums up what follows; it names no removal
	}
	return hasAny(u.ws, "removed", "deleted", "dropped", "replaced", "eliminated", "cleaned", "removals", "deletions") ||
		u.korean && containsAny(u.low, []string{"제거", "삭제", "정리"}) != ""
}

// Leads that sum up ("to sum up:"), whatever the verb they are made of.
var koSumUpLead = []string{"정리하면", "정리하자면", "정리해 보면", "정리해보면", "정리해 드리면", "정리해드리면", "요약하면", "요약하자면"}

// underRemovalLead reports a list item whose lead-in line names removals.
func underRemovalLead(units []unit, i int) bool {
	if units[i].kind != unitList {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-12; j-- {
		if units[j].kind == unitList {
			continue
		}
		return removalLead(units[j])
	}
	return false
}

// label reports a bare label line ("**Skipped:**"): the section it heads is
// read by undoneSection, item by item.
func label(u unit) bool {
	return len(u.ws) <= 3 && strings.HasSuffix(strings.TrimRight(u.masked, " *_)"), ":")
}
