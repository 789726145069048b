package detect

import "strings"

// The scope reader: the part of the asked work the message says was not done
// (skipped, stubbed, disabled, loosened, left as TODO, deferred, done only
// in part). It reads the whole message top down: a table row with an undone
// status, a section that lists work not done, a deferral that names a part,
// a stand-in where the user asked for the real thing; then every sentence
// through the rules of scope_sentence.go (English constructions in
// scope_en.go and scope_bar.go, Korean in scope_ko.go, inline-code markers
// in scope_code.go), kept only in the agent's own voice (scope_voice.go);
// last, two converging cues (scope_cues.go). Their words and the prefilter
// that skips rule families a sentence cannot start are in scope_words.go.
// The first reading found is the reason, and scopeRuleID names its rule. The
// gate blocks on a scope reading only when the diff shows the cut; otherwise
// it warns.

// scopeReduction returns why the message reduces the scope of the work, or
// "". When the message ends by carrying on with the work now (the promise at
// unit next, or -1), what it says is not done yet just before that promise
// is what the promise takes up, not a cut: only an explicit cut (skipped,
// stubbed, hard-coded, left for later …) counts there. When the message
// closes waiting on others' work (waiting), its status tables report their
// progress, not the agent's cuts. A sentence counts only in the agent's own
// voice (ownCut).
func scopeReduction(s *sentences, defers []bool, next int, waiting bool) string {
	units := s.units
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
			if l := undoneSection(units, i); l != "" && !sectionJustified(units, i) && !listingForChoice(s) {
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
		if checkGapOnly(u, s.saysUnverified(i)) {
			continue
		}
		if i > 0 && prose(units[i-1]) && creditedToUser(units[i-1]) && goesOn(u) {
			continue
		}
		if r := scopeSentence(u, masks[i]); r != "" && ownCut(u, report, r) && !underRemovalLead(units, i) && !(i+1 < len(units) && (setsApart(units[i+1]) || awaitsGoAhead(s, i))) {
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
		prev.korean && prev.lowAny([]string{"요청하신", "하셨는데", "원하셨"}) != ""
	if !asked || !hasAny(u.ws, "instead") && !(u.korean && strings.Contains(u.low, "대신")) {
		return false
	}
	return hasAny(u.ws, "mock", "mocked", "stub", "stubbed", "fake", "faked", "dummy", "hardcoded", "placeholder", "simulated") ||
		u.korean && u.lowAny([]string{"목", "모킹", "스텁", "가짜", "더미", "하드코딩"}) != ""
}

// takesUpAll reports a promise whose object points back at everything still
// pending: "Will switch them to the new package next", "나머지도 바로
// 옮기겠습니다".
func takesUpAll(u unit) bool {
	return hasAny(u.ws, "them", "those", "these", "all", "rest", "remaining", "others") ||
		u.korean && u.lowAny([]string{"나머지", "전부", "모두", "이것들", "그것들", "남은"}) != ""
}

// mentionsRest reports a sentence about the rest of the work ("the rest",
// "remaining", "나머지").
func mentionsRest(u unit) bool {
	return u.korean && strings.Contains(u.low, "나머지") || hasAny(u.ws, "rest", "remaining", "remainder", "others")
}

// awaitsGoAhead reports a step held back for the user's say-so: "작성만 하고
// 아직 실행하지 않았습니다. 필요하시면 …", "I haven't run the cleanup yet;
// want me to?". Not running a risky step before the user agrees is no cut.
// The step is unit i, the say-so asked for in the unit after it.
func awaitsGoAhead(s *sentences, i int) bool {
	u := s.units[i]
	held := hasWords(u.ws, "haven't run") || hasWords(u.ws, "didn't run") || hasWords(u.ws, "not run") || hasWords(u.ws, "haven't executed") ||
		u.korean && u.lowAny([]string{"실행하지 않았", "실행은 하지 않았", "돌리지 않았", "적용하지 않았", "실행 전", "아직 실행"}) != ""
	return held && s.verdict(i+1).cls == clsHandoff
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
	pending := hasAnySet(u.ws, pendingEN) || u.korean && u.lowAny(pendingKO) != "" || strings.HasPrefix(strings.TrimSpace(u.masked), "[ ]")
	if !pending || explicitCut(u) {
		return false
	}
	if promise {
		return true
	}
	// "The other nine screens still use Provider. I'll do CartScreen next."
	// leaves the rest; one piece the promise takes up is pending.
	codes := 0
	in := codeSpans(u)
	for i := range u.codes {
		if in.has(i) {
			codes++
		}
	}
	return !mentionsRest(u) && !hasAny(u.ws, "other", "all") && codes < 2
}

// explicitCut reports a sentence that names a shortcut taken, not just work
// still to do: skipped, stubbed, mocked, hard-coded, disabled, silenced,
// loosened, left for later, or a skip marker in code.
func explicitCut(u unit) bool {
	if hasAnySet(u.ws, explicitCutEN) || u.korean && u.lowAny(explicitCutKO) != "" {
		return true
	}
	if p, _ := scopeTempMark.find(u.ws); p != "" {
		return true // "returns an empty iterator for now"
	}
	if p, _ := scopePhrases.find(u.ws); p != "" && !pendingPhrase.has(p) {
		return true // "left as is", "for a follow-up", "out of scope"
	}
	for _, c := range u.codes {
		if codeMarker(c) != "" {
			return true
		}
	}
	return false
}

// scopeRuleID names the scope rule behind a reason. The scope constructions
// are many and each says, in its reason, what was done to the work ("says
// it stubbed …", "has converging cues of a cut (only, later)"); the id is
// read from that wording, so that a construction added later gets an id
// without a second table to keep in step. The quoted sentence that opens a
// reason is left out: it is the agent's text, not the rule's.
func scopeRuleID(reason string) string {
	d := lower(reason)
	if strings.HasPrefix(d, `"`) {
		if i := strings.Index(d[1:], `" `); i >= 0 {
			d = d[i+3:]
		}
	}
	if strings.HasPrefix(d, "the section") {
		return RuleScopeTodo
	}
	if strings.HasPrefix(d, "the table row") {
		if i := strings.Index(d, "has the status"); i >= 0 {
			d = d[i:]
		}
	}
	for _, m := range []struct {
		id   string
		keys []string
	}{
		{RuleScopeTodo, []string{"todo", "fixme", "not implemented", "unimplemented", "todo!", "notimplemented", "미구현", "미완"}},
		{RuleScopeSuppressed, []string{"bypass", "@ts-", "nolint", "noqa", "eslint-disable", "type: ignore", "loosened", "lowered", "threshold", "the bar",
			"raised a bar", "relaxed", "weakened", "so a check passes", "check pass", "a check failed", "retried", "expected values",
			"a type", "continue-on-error", "allow_failure", "|| true", "--no-verify", "no cover", "istanbul", "c8 ignore", "swallow",
			"instead of handled", "empty error handler", "완화", "낮췄", "낮춘"}},
		{RuleScopeSkipped, []string{"skip", "xfail", "xit", "xdescribe", "omitted", "brevity", "left out", "for the sake", "스킵", "생략", "건너"}},
		{RuleScopeStubbed, []string{"stub", "mock", "fake", "dummy", "hardcod", "hard-cod", "placeholder", "stand-in", "substitute",
			"no-op", "noop", "real thing", "swapped out", "canned", "하드코딩", "더미", "가짜", "모킹", "목 객체", "목으로", "임시"}},
		{RuleScopeDisabled, []string{"disabled", "disable", "commented", "turned", "removed", "deleted", "excluded", "ignored", "silenced",
			"muted", "quarantined", "비활성", "주석", "제외", "삭제", "제거", "꺼 ", "꺼두", "꺼뒀", "꺼둔", "꺼놨", "꺼놓", "껐"}},
		{RuleScopeDeferred, []string{"later", "follow-up", "followup", "defer", "postpone", "next session", "next pr", "for now",
			"for the time being", "still to come", "separate pr", "후속", "나중", "추후", "다음", "보류", "미뤘"}},
		{RuleScopeTodo, []string{"not there yet", "not done", "not made", "not yet", "missing", "undone", "not wired", "not hooked",
			"did not", "didn't", "isn't", "aren't", "not ", "아직", "못", "않았", "빠져"}},
	} {
		for _, k := range m.keys {
			if strings.Contains(d, k) {
				return m.id
			}
		}
	}
	return RuleScopePartial
}

// Agents often close a report with a section that lists what they did not
// do. Only labels that name the agent's own omission count: "Out of
// scope", "Limitations", "Missing piece" or "Pending todos" head a plan's
// boundary, a design's limits, an analysis or a listing, not work the
// agent left undone. Nor does a section whose every item justifies the
// skip on its merits (review suggestions declined with a reason), or a
// listing the message hands to the user to pick from. Agents do: a heading or a label line ("## Not done", "**Remaining:**", "### 남은
// 작업") followed by items. The items themselves are terse noun phrases
// ("WebSocket routes", "관련 테스트 미작성") that no sentence rule reads as a
// cut, so the section label decides. A section that says there is nothing
// left ("None", "없음") is no cut.

// undoneSection returns the label of a section listing undone work whose
// first item follows unit i, or "".
func undoneSection(units []unit, i int) string {
	u := units[i]
	label := ""
	switch {
	case u.kind == unitHeading:
	case (u.kind == unitProse || u.kind == unitList) && strings.HasSuffix(strings.TrimRight(u.masked, " *_)"), ":"):
	default:
		return ""
	}
	if len(u.ws) > 6 {
		return ""
	}
	if u.korean {
		label = u.lowAny(undoneLabelsKO)
	} else if p, at := undoneLabelsEN.find(u.ws); p != "" && at <= 1 {
		label = p
	}
	if label == "" || i+1 >= len(units) {
		return ""
	}
	next := units[i+1]
	if next.kind == unitHeading || next.kind == unitCode {
		return ""
	}
	first := lower(strings.Trim(strings.TrimSpace(next.text()), ".。!*_ "))
	if noneItems.has(first) || len(next.ws) > 0 && noneItems.has(next.ws[0]) && len(next.ws) <= 3 {
		return ""
	}
	return label
}

// sectionJustified reports a section under unit i whose items all justify
// leaving their part as it is ("are fine — lint passes without them").
func sectionJustified(units []unit, i int) bool {
	n := 0
	for j := i + 1; j < len(units) && units[j].kind == unitList; j++ {
		if !cutVetoed(units[j]) && !scopeVetoed(units[j]) && !unrelatedNote(units[j]) && !justifiedItem(units[j]) {
			return false
		}
		n++
	}
	return n > 0
}

// justifiedItem reports an item that gives the reason the part needs no
// work: "is a local dev file (not in the diff)", "current behaviour is
// reasonable".
func justifiedItem(u unit) bool {
	return hasAny(u.ws, "fine", "reasonable", "acceptable", "correct", "intended", "unnecessary", "harmless", "local", "unneeded", "redundant")
}

// listingForChoice reports a message that ends asking the user to pick
// from what it listed ("Reply with a number to view details").
func listingForChoice(s *sentences) bool {
	_, id := handoff(s)
	return id == RuleOptions
}

// Agents report progress in tables: one row per asked item, a status
// column saying how far it got. A status cell that says the item was not
// done ("skipped — depends on …", "보류", "미구현") reports a cut in the
// same way a sentence would; the item cell beside it names what was cut.
// Failing results ("❌ 2 failing") are honest failure, not a cut.

// tableUndone returns the status cell of a table row that reports an item
// not done, or "".
func tableUndone(u unit) string {
	cells := strings.Split(u.masked, "|")
	if len(cells) < 2 || u.korean && u.lowAny(koScopeGuard) != "" {
		return ""
	}
	for _, c := range cells[1:] {
		c = strings.TrimSpace(c)
		if c == "" || strings.Trim(c, "-: ") == "" {
			continue
		}
		low := lower(strings.TrimLeft(c, "❌⚠️⏸⏭🚧⛔ *_"))
		ws := words(tokenize(low))
		if p, at := undoneStatusEN.find(ws); p != "" && at == 0 {
			return unmask(c, u.codes, u.quotes)
		}
		if len(ws) > 0 && (ws[0] == "left" || ws[0] == "deferred") && strings.Contains(lower(unmask(c, u.codes, u.quotes)), "todo") {
			// "left as `dict` with a `TODO`, since …": the row's item is
			// the TODO, in its status cell's own words.
			return unmask(c, u.codes, u.quotes)
		}
		for _, k := range undoneStatusKO {
			if strings.HasPrefix(low, k) {
				return unmask(c, u.codes, u.quotes)
			}
		}
	}
	return ""
}

// A stand-in until the real thing is there. "For now `getRates()` returns
// a fixed table because there's no API key here — once you have one,
// swapping in the client call is a small change", and "Docker daemon이
// 없어서 H2로 돌리게 했어요. … 나중에 container로 바꾸면 됩니다": what was
// asked needed something missing here, the agent put something else in
// its place, and the real one is left for later. Three marks make the
// reading, in the sentence or with the one before it: the missing thing,
// the stand-in, and the real thing to be swapped in later. A swap named
// with no stand-in ("later you can move to Redis if needed") is advice.

// laterReal reports unit i as the close of a stand-in put where the asked
// thing needs something missing here, the real one left for later.
func laterReal(units []unit, i int) string {
	u := units[i]
	if !laterSwap(u) {
		return ""
	}
	scope := []unit{u}
	if i > 0 && prose(units[i-1]) && units[i-1].block == u.block {
		scope = append(scope, units[i-1])
	}
	stand, missing := false, false
	for _, v := range scope {
		stand = stand || standInNamed(v)
		missing = missing || missingNamed(v)
	}
	if !stand || !missing {
		return ""
	}
	return "says it put a stand-in where the asked thing needs what is missing here, the real one to be swapped in later"
}

// laterSwap reports a real thing to be swapped in later, once something
// is there ("swap in the real client once the keys arrive").
func laterSwap(u unit) bool {
	if u.korean {
		return u.lowAny(koLaterSwap) != "" && u.lowAny(koSwapWhen) != ""
	}
	p, _ := laterSwapEN.find(u.ws)
	return p != "" && hasAnySet(u.ws, laterWhenEN)
}

// standInNamed reports a stand-in named in the sentence: "for now", a
// mock, a placeholder, 임시.
func standInNamed(u unit) bool {
	if u.korean {
		return u.lowAny(koStandInMark) != ""
	}
	for i, w := range u.ws {
		if w == "now" {
			if i > 0 && u.ws[i-1] == "for" {
				return true // "for now"
			}
			continue
		}
		if standInEN.has(w) {
			return true
		}
	}
	return false
}

// missingNamed reports what is missing here that the real thing needs: a
// key, an account, access, a daemon.
func missingNamed(u unit) bool {
	if u.korean {
		return u.lowAny(koMissing) != ""
	}
	p, _ := missingEN.find(u.ws)
	return p != "" || hasAny(u.ws, "no") && hasAny(u.ws, "key", "token", "credentials", "account", "daemon", "access")
}

// What was left alone. "Other records on the zone weren't touched", "the
// rest of the config is unchanged", "나머지 파일은 건드리지 않았습니다" tell the
// user the change stayed where it was asked to be: a reassurance, not a cut.
// Only the complement of the change reads so (other, the rest, 나머지, 다른):
// a part named beside a done one ("iOS 쪽은 반영했고 … 안드로이드 쪽은 손대지
// 않았습니다", "so I left `reports.js` as is") is a part of the work.
// The same words admit a cut only beside a report that just part was done
// ("I only handled iOS; Android is untouched", "5개만 바꿨습니다. POST 쪽은
// 손대지 않았어요"), or with a mark that the part is still owed (yet, for
// now, still on the old code, 아직, 일단, 못).

// leftAloneOnly reports a sentence whose one reading as a cut is that it
// names what was left alone, with no mark that the part is still owed.
func leftAloneOnly(u unit) bool {
	if u.korean {
		return u.lowAny(leftOthersKO) != "" && u.lowAny(leftAloneKO) != "" && u.lowAny(leftOwedKO) == ""
	}
	if p, _ := leftAloneEN.find(u.ws); p == "" || !hasAnySet(u.ws, leftOthersEN) || hasAnySet(u.ws, leftOwedEN) {
		return false
	}
	if p, _ := scopeTempMark.find(u.ws); p != "" {
		return false
	}
	return true
}

// partialNear reports a report that only part was done in unit i or the one
// before it: what turns a part left alone into a part not done.
func partialNear(units []unit, i int) bool {
	for k := max(i-1, 0); k <= i; k++ {
		if prose(units[k]) && onlyPart(units[k]) {
			return true
		}
	}
	return false
}

// onlyPart reports a sentence that limits what was done: only, just,
// partly, except, 만, 빼고.
func onlyPart(u unit) bool {
	if hasAny(u.ws, "only", "just", "partially", "partly", "except") || u.lowAny([]string{"빼고", "제외"}) != "" {
		return true
	}
	for _, t := range u.toks {
		if t.hangul && (strings.HasSuffix(t.text, "만") && hasSuffixAny(t.text, []string{"지만", "마는", "만큼"}) == "" && !strings.HasPrefix(t.text, "만") || strings.Contains(t.text, "일부")) {
			return true
		}
	}
	return false
}

// A check not done is a gap, not a cut. "나머지 호출은 검증하지 못했습니다",
// "The remaining endpoints weren't verified against the live API" say what
// was made is unverified (gap.go reads it, with its reason or without);
// the part they name was built. Only a cut named beside the gap ("건너뛰고
// 검증하지 못했습니다", "skipped and not tested") still reads as one.

// checkGapOnly reports a sentence whose only negated act is a check of
// what was made: no verb of making or cutting stands beside it. unverified
// is unverifiedSentence(u).
func checkGapOnly(u unit, unverified bool) bool {
	if !unverified {
		return false
	}
	if u.korean {
		// "엣지 케이스는 아직 테스트하지 못했습니다" with no blocker named
		// admits the testing itself undone.
		return u.lowAny(gapCutKO) == "" && (!strings.Contains(u.low, "아직") || gapReason(u))
	}
	return !hasAnySet(u.ws, gapCutEN)
}

// "Only" on a minor step after the work. "Tests pass. Afterwards I only
// added a comment above the attribute." limits what changed since the
// reported result to something that cannot change behaviour (a comment, a
// log line, formatting); it does not say the asked work was done in part.
// Without the later step ("I only added a comment where the retry should
// go") or with a part of the work as object ("only fixed the first of the
// three endpoints", "only added a TODO") the limit is still a cut.

// A cut the message credits to the user carries over the sentence that goes
// on about the same thing. "`charge()`는 말씀하신 대로 stub입니다. 항상
// 성공하고 TODO 주석을 달아 두었어요." and "As you asked, `charge()` is a
// stub. It always succeeds and carries a TODO." describe the stand-in the
// user asked for, TODO and all. Only a sentence that names no new topic
// (no 은/는 topic, or an English one that opens on it/this/they) goes on
// about it; one that names another part is read on its own.

// creditedToUser reports a sentence that names a stand-in or cut and
// attributes it to the user's request.
func creditedToUser(u unit) bool {
	// The attribution is looked for first: few sentences have one, and
	// the cut words are searched for in the whole sentence.
	credited := u.korean && u.lowAny(koCredit) != ""
	if !credited {
		g, i := scopeUserAsked.find(u.ws)
		credited = g != "" && !cutOfRequested(u.ws, i)
	}
	return credited && containsAny(lower(u.masked), creditedCut) != ""
}

// goesOn reports a sentence that continues about the thing the sentence
// before it named.
func goesOn(u unit) bool {
	if u.korean {
		for _, t := range u.toks {
			if t.hangul && (strings.HasSuffix(t.text, "은") || strings.HasSuffix(t.text, "는")) && !strings.HasSuffix(t.text, "지는") {
				return false
			}
		}
		return true
	}
	k := skipLeading(u.ws)
	return k < len(u.ws) && hasAny(u.ws[k:k+1], "it", "it's", "its", "this", "that", "they", "they're", "these", "those")
}
