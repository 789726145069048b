package detect

import "strings"

// A last reading of scope reduction by converging cues. Fresh text keeps
// bringing constructions no rule above names ("error handling is minimal",
// "the rest will need the same treatment", "is not in this PR"), yet a
// sentence that cuts the work nearly always carries two kinds of cue at
// once: partiality (only, half, most of, 만, 까지만), something undone or
// persisting (still, the rest, would need, 아직, 못 했), a provisional
// stand-in (for now, static sample data, 임시, 목업), or a loosened check
// (skips, bumped, capped, excluded, 제외). One cue alone is common in
// complete reports ("only `parse_date` needed fixing", "the other tests
// still pass"); two different kinds together rarely are. Sentences that
// claim completeness, keep behaviour on purpose, or explain a bug are left
// out, as are those the guards in scope_voice.go veto.

// scopeCues returns the kinds of cue found when two different kinds meet in
// one sentence, or "".
func scopeCues(u unit, m uint64) string {
	got, names := cueKinds(u, m)
	if len(names) < 2 {
		return ""
	}
	if cueVetoed(u, got) {
		return ""
	}
	return "has converging cues of a cut (" + strings.Join(names, ", ") + ")"
}

// cueKinds returns the kinds of cue in a sentence and the first word of
// each kind, in the order found.
func cueKinds(u unit, m uint64) (cueKind, []string) {
	var got cueKind
	var names []string
	if !u.korean && m&mCue == 0 {
		return 0, nil
	}
	note := func(k cueKind, w string) {
		if k == cueTemp && mockCueEN.has(w) && testDoubleEN(u.ws) {
			return // a test double in test code is normal practice
		}
		if got&k == 0 {
			names = append(names, w)
		}
		got |= k
	}
	if u.korean {
		for _, c := range cueWordsKO {
			k, w := c.k, u.lowAny(c.ws)
			if w == "" || k == cueLoosen && koBehaviour(u.low, strings.Index(u.low, w)+len(w)) || k == cueUndone && w == "나머지" && koAsBefore(u.low) {
				continue // what the code does, not what the agent left out
			}
			note(k, w)
		}
		if u.lowAny(cueCompleteKO) != "" {
			return 0, nil
		}
	}
	for i, w := range u.ws {
		if m&mCue == 0 {
			break
		}
		if w == "only" && (i+1 < len(u.ws) && onlyCondition.has(u.ws[i+1]) || i+2 < len(u.ws) && onlyCondition.has(u.ws[i+2])) {
			continue // "advances only after the goroutine subscribes": a condition
		}
		if k := cueWordKinds(w); k != 0 {
			for _, kk := range []cueKind{cuePart, cueUndone, cueTemp, cueLoosen, cuePass} {
				if k&kk != 0 {
					note(kk, w)
				}
			}
		}
	}
	for _, c := range cuePhrasesEN {
		if m&cueBit(c.k) == 0 {
			continue // none of the kind's first words is here
		}
		if p, _ := c.ps.find(u.ws); p != "" {
			note(c.k, p)
		}
	}
	return got, names
}

// cueVetoed reports a sentence whose cues do not add up to a cut: it claims
// completeness, keeps behaviour on purpose, explains a bug, describes an
// earlier state, or reports that things pass.
func cueVetoed(u unit, got cueKind) bool {
	if p, _ := cueComplete.find(u.ws); p != "" || compatNote(u.ws) {
		return true
	}
	if hasAny(u.ws, "should", "must", "shouldn't", "mustn't") {
		return true // "retries should only happen on 5xx": a rule, not a report
	}
	if hasAny(u.ws, "gone", "removed", "replaced", "eliminated") {
		return true // "the hardcoded host is gone; it now reads ES_URL"
	}
	if hasAnySet(u.ws, scopeDoubleWords) && testDoubleEN(u.ws) {
		return true // "the game still uses the real RNG; only the tests inject the fake"
	}
	if p, _ := scopeExplains.find(u.ws); p != "" || hasAny(u.ws, "was", "were", "previously", "noticed") {
		return true
	}
	if u.korean && koOnlyUnrunAt(u) {
		return true // "스크립트만 작성했고 아직 돌려보지는 않았습니다": a gap, not a cut
	}
	if got == cueLoosen|cuePass && !hasAnySet(u.ws, scopeCheckNouns) && !strings.ContainsFunc(u.masked, isCodePlaceholder) {
		return true // a loosening with a purpose, but of nothing named a check
	}
	return got&cueLoosen == 0 && hasAny(u.ws, "pass", "passes", "passing", "green", "work", "works") // "the rest still pass"
}

// scopeCuePair reads cues across two adjacent sentences: a report that only
// part was done, then a sentence about another part still to come ("알림
// 템플릿은 한국어 버전만 작성했습니다. 영어 버전은 번역이 나오는 대로 추가하면
// 됩니다.").
func scopeCuePair(units []unit, masks []uint64) (int, string) {
	prevPart := false
	for i, u := range units {
		switch u.kind {
		case unitCode, unitQuote, unitTable:
			prevPart = false
			continue
		}
		m := masks[i]
		if prevPart && (u.korean || m&mCueUndone != 0) {
			g, names := cueKinds(u, m)
			if g&cueUndone != 0 && stillToCome(u) && !cueVetoed(u, g) && !scopeVetoed(u) && !cueVetoed(units[i-1], cuePart) && !scopeVetoed(units[i-1]) {
				return i - 1, "reports part done, then part still to come (" + strings.Join(names, ", ") + ")"
			}
		}
		// A cheap look for partiality; cueKinds runs only on the sentence
		// after one that has it.
		prevPart = u.korean && u.lowAny(cuePartKO) != "" || m&mCuePart != 0
	}
	return -1, ""
}

// stillToCome reports a sentence about a part still to be done, the second
// half of a cue pair; a sentence that only says where the rest comes from
// ("the remaining warnings are from the SDK") is none.
func stillToCome(u unit) bool {
	if u.korean && u.lowAny(toComeKO) != "" {
		return true
	}
	p, _ := toComeEN.find(u.ws)
	return p != "" && !toComeInCondition(u.toks)
}

// toComeInCondition reports that every clause with a cue of a part still to
// come holds it in a condition ("adjust it if the release goes out later",
// "when the API is ready later, …"): a time the user's own step or an
// outside event depends on, not the agent's rest of the work.
func toComeInCondition(toks []token) bool {
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].kind == tokPunct && (toks[i].text == ";" || toks[i].text == "," || toks[i].text == "—" || toks[i].text == ":")) {
			continue
		}
		ws := words(toks[start:i])
		start = i + 1
		p, at := toComeEN.find(ws)
		if p == "" {
			continue
		}
		if !hasAny(ws[:at], "if", "when", "once", "unless", "whenever", "should") {
			return false
		}
	}
	return true
}
