package detect

import (
	"strings"
	"sync"
)

// Scan judges an agent's final message. Premature, Waits and Handoff are
// decided by the closing sentences; Deferral, ScopeReduction, Unverified,
// Gap and Failure by any sentence of the agent's own prose.
func Scan(text string) Finding {
	f := Finding{Reasons: []string{}, Rules: []string{}}
	units := segment(text)
	promiseAt := -1
	v, sent := closing(units)
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
	if r := scopeReduction(units, defers, next, f.Waits); r != "" {
		f.ScopeReduction = true
		f.add(scopeRuleID(r), "scope reduction: "+r)
	}
	if q, id := handoff(units); q != "" {
		f.Handoff = true
		f.add(id, "hands a decision to the user: "+q)
	} else if q := awaitsInput(units); q != "" {
		f.Handoff = true
		f.add(RuleHandoff, "waits on the user's input: "+q)
	}
	if g := verifyGap(units); g.said != "" {
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
		f.add(RuleFailure, "mentions a failure: "+r)
	}
	return f
}

// add records one reason and the rule that gave it.
func (f *Finding) add(rule, reason string) {
	f.Rules = append(f.Rules, rule)
	f.Reasons = append(f.Reasons, reason)
}

// scopeReduction returns why the message reduces the scope of the work, or
// "". When the message ends by carrying on with the work now (the promise at
// unit next, or -1), what it says is not done yet just before that promise
// is what the promise takes up, not a cut: only an explicit cut (skipped,
// stubbed, hard-coded, left for later …) counts there. When the message
// closes waiting on others' work (waiting), its status tables report their
// progress, not the agent's cuts. A sentence counts only in the agent's own
// voice (ownCut).
func scopeReduction(units []unit, defers []bool, next int, waiting bool) string {
	masks := make([]uint64, len(units)) // scope word classes, per sentence
	report := reportsWork(units)
	all := next >= 0 && takesUpAll(units[next])
	from := len(units) // the first unit the closing promise takes up
	if next >= 0 {
		from = next - pendingReach(units, next)
	}
	for i, u := range units {
		continuing := i <= next && i >= from
		if u.kind == unitTable {
			header := i == 0 || units[i-1].kind != unitTable
			if c := tableUndone(u); c != "" && !header && !waiting && !scopeVetoed(u) && !(continuing && pendingOnly(u, false)) {
				return "the table row " + quoteShort(u.text()) + " has the status " + quoteShort(c)
			}
			continue
		}
		if !prose(u) {
			continue
		}
		masks[i] = scopeMask(u)
		if !continuing {
			if l := undoneSection(units, i); l != "" && !sectionJustified(units, i) && !listingForChoice(units) {
				return "the section " + quoteShort(u.text()) + " lists work not done"
			}
		}
		if defers[i] && (mentionsRest(u) || deferralNamesPart(u)) && !unrelatedNote(u) {
			return quoteShort(u.text()) + " defers part of the work"
		}
		if i > 0 && standInForRequest(units[i-1], u) {
			return quoteShort(u.text()) + " puts a stand-in where the user asked for the real thing"
		}
		if r := laterReal(units, i); r != "" && !creditedToRequest(u) && !(i > 0 && creditedToRequest(units[i-1])) && !hypothetical(u) {
			return quoteShort(u.text()) + " " + r
		}
		if continuing && pendingOnly(u, i == next || all) {
			continue
		}
		if leftAloneOnly(u) && !partialNear(units, i) {
			continue
		}
		if checkGapOnly(u) {
			continue
		}
		if i > 0 && prose(units[i-1]) && creditedToUser(units[i-1]) && goesOn(u) {
			continue
		}
		if r := scopeSentence(u, masks[i]); r != "" && ownCut(u, report, r) && !underRemovalLead(units, i) && !(i+1 < len(units) && (setsApart(units[i+1]) || awaitsGoAhead(u, units[i+1]))) {
			return quoteShort(u.text()) + " " + r
		}
	}
	if i, r := scopeCuePair(units, masks); r != "" && (ownCut(units[i], report, r) || ownCut(units[i+1], report, r)) && !(i >= from && pendingOnly(units[i], i == next || all)) {
		return quoteShort(units[i].text()) + " " + r
	}
	return ""
}

// standInForRequest reports a request restated and then met with a stand-in:
// "You wanted the payout test to hit the bank's sandbox. … so the test runs
// against a mocked `BankClient` instead."
func standInForRequest(prev, u unit) bool {
	asked := hasWords(prev.ws, "you wanted") || hasWords(prev.ws, "you asked") || hasWords(prev.ws, "you requested") || hasWords(prev.ws, "the ticket asks") ||
		prev.korean && containsAny(prev.low, []string{"요청하신", "하셨는데", "원하셨"}) != ""
	if !asked || !hasAny(u.ws, "instead") && !(u.korean && strings.Contains(u.low, "대신")) {
		return false
	}
	return hasAny(u.ws, "mock", "mocked", "stub", "stubbed", "fake", "faked", "dummy", "hardcoded", "placeholder", "simulated") ||
		u.korean && containsAny(u.low, []string{"목", "모킹", "스텁", "가짜", "더미", "하드코딩"}) != ""
}

// takesUpAll reports a promise whose object points back at everything still
// pending: "Will switch them to the new package next", "나머지도 바로
// 옮기겠습니다".
func takesUpAll(u unit) bool {
	return hasAny(u.ws, "them", "those", "these", "all", "rest", "remaining", "others") ||
		u.korean && containsAny(u.low, []string{"나머지", "전부", "모두", "이것들", "그것들", "남은"}) != ""
}

func mentionsRest(u unit) bool {
	return u.korean && strings.Contains(u.low, "나머지") || hasAny(u.ws, "rest", "remaining", "remainder", "others")
}

// awaitsGoAhead reports a step held back for the user's say-so: "작성만 하고
// 아직 실행하지 않았습니다. 필요하시면 …", "I haven't run the cleanup yet;
// want me to?". Not running a risky step before the user agrees is no cut.
func awaitsGoAhead(u, next unit) bool {
	held := hasWords(u.ws, "haven't run") || hasWords(u.ws, "didn't run") || hasWords(u.ws, "not run") || hasWords(u.ws, "haven't executed") ||
		u.korean && containsAny(u.low, []string{"실행하지 않았", "실행은 하지 않았", "돌리지 않았", "적용하지 않았", "실행 전", "아직 실행"}) != ""
	return held && classifyUnit(next).cls == clsHandoff
}

// pendingReach returns how many units before the promise at next belong to
// what it takes up: the sentence just before it, or the whole section or
// list right before it.
func pendingReach(units []unit, next int) int {
	n := 0
	for j := next - 1; j >= 0; j-- {
		n++
		k := units[j].kind
		if k == unitHeading || k == unitCode || k == unitQuote {
			return n
		}
		if k != unitList && k != unitTable && n >= 1 {
			return n
		}
	}
	return n
}

// pendingOnly reports a sentence that only says work is not done yet ("is
// written but not registered yet", "still missing those rows", "아직 남은
// 작업") without naming a shortcut taken for it. The promise itself
// ("Still to do on my side: add the tests") is what it promises.
func pendingOnly(u unit, promise bool) bool {
	pending := hasAnySet(u.ws, pendingEN()) || u.korean && containsAny(u.low, pendingKO) != "" || strings.HasPrefix(strings.TrimSpace(u.masked), "[ ]")
	if !pending || explicitCut(u) {
		return false
	}
	if promise {
		return true
	}
	// "The other nine screens still use Provider. I'll do CartScreen next."
	// leaves the rest; one piece the promise takes up is pending.
	codes := 0
	for i := range u.codes {
		if strings.ContainsRune(u.masked, codeRune0+rune(i)) {
			codes++
		}
	}
	return !mentionsRest(u) && !hasAny(u.ws, "other", "all") && codes < 2
}

var (
	// pendingPhrase are phrases of scopePhrases that name work still to do
	// rather than a shortcut.
	pendingPhrase = sync.OnceValue(func() map[string]bool {
		return set("still to do", "still todo", "remains to be done", "left to do", "will need to be done", "to be done later")
	})
	pendingEN = sync.OnceValue(func() map[string]bool {
		return set("yet", "still", "remaining", "missing", "pending", "unfinished", "incomplete", "todo", "next")
	})
	pendingKO = []string{"아직", "남은", "남아", "미완료", "진행 중", "예정"}
)

// explicitCut reports a sentence that names a shortcut taken, not just work
// still to do: skipped, stubbed, mocked, hard-coded, disabled, silenced,
// loosened, left for later, or a skip marker in code.
func explicitCut(u unit) bool {
	if hasAnySet(u.ws, explicitCutEN()) || u.korean && containsAny(u.low, explicitCutKO) != "" {
		return true
	}
	if p, _ := scopeTempMark().find(u.ws); p != "" {
		return true // "returns an empty iterator for now"
	}
	if p, _ := scopePhrases().find(u.ws); p != "" && !pendingPhrase()[p] {
		return true // "left as is", "for a follow-up", "out of scope"
	}
	for _, c := range u.codes {
		if codeMarker(c) != "" {
			return true
		}
	}
	return false
}

var (
	explicitCutEN = sync.OnceValue(func() map[string]bool {
		return set("skip", "skipped", "skipping", "stub", "stubbed", "stubs", "mock", "mocked", "fake", "faked", "dummy",
			"placeholder", "hardcoded", "hard-coded", "disabled", "commented", "xfail", "xfailed", "ignored", "suppressed",
			"silenced", "muted", "lowered", "relaxed", "loosened", "omitted", "brevity", "quarantined", "no-op", "noop", "swallowed", "except", "later", "follow-up", "separate")
	})
	explicitCutKO = []string{"생략", "스킵", "건너뛰", "건너뛴", "하드코딩", "스텁", "모킹", "목 ", "임시", "주석 처리", "비활성",
		"제외", "낮춰", "낮췄", "완화", "무시", "더미", "가짜", "고정값", "다음 pr", "후속", "추후", "나중에", "별도", "범위", "이번에는", "이번엔", "일단", "우선"}
)

// Closing returns the sentence of text that decides how it closes, the one
// Scan judges for a premature stop; when no sentence decides (the message
// ends in output, a table or plain statements), the last sentence of prose.
// Replay shows it, so that a reader sees what was judged, not only the
// message's last line.
func Closing(text string) string {
	units := segment(text)
	if _, sent := closing(units); sent != "" {
		return sent
	}
	for i := len(units) - 1; i >= 0; i-- {
		if prose(units[i]) {
			return units[i].text()
		}
	}
	return ""
}
