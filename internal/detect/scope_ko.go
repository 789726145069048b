package detect

import "strings"

// Korean scope reduction by construction. Korean marks the cut with a
// particle or an adverb more than with a verb: restrictive 만 ("목록 화면만
// 바꿨습니다"), 까지만, a provisional adverb (일단, 우선, 임시로, 당분간), or a
// topic 은/는 contrasted with a negated verb of making ("e2e 테스트는 작성하지
// 않았습니다"). The rules below read those frames; the cue list in
// scope_words.go keeps the fixed expressions.

// scopeStructKO returns the frame that makes a Korean sentence a scope
// reduction, or "".
func scopeStructKO(u unit) string {
	if !u.korean {
		return ""
	}
	low := u.low
	if u.lowAny(koFine) != "" && u.lowAny(koLoosen) == "" && !strings.Contains(low, "만 ") {
		return "" // a report that things still pass
	}
	if r := koOnlyPart(u); r != "" {
		return r
	}
	if strings.Contains(low, "아직") && u.lowAny(koOld) != "" && u.lowAny(koStillUse) != "" && u.lowAny(koFine) == "" {
		return "says the rest is still on the old way (아직 … 기존)"
	}
	if k := u.lowAny(koKeepAsIs); k != "" {
		if p := u.lowAny(koProvisional); p != "" || u.lowAny(koHardCause) != "" {
			return "says it left part as it was (" + k + ")"
		}
	}
	if p := u.lowAny(koToPass); p != "" {
		if l := u.lowAny(koLoosen); l != "" || u.lowAny(koProvisional) != "" {
			return "says it made a check pass instead of satisfying it (" + p + ")"
		}
	}
	if r := koNegatedMake(&u); r != "" {
		return r
	}
	if w := u.lowAny(koLaterPlace); w != "" && u.lowAny(koLaterDo) != "" && koTopicPart(u) && !pastKOReport(koTail(low)) {
		return "moves a named part to later work (" + w + ")"
	}
	if w := u.lowAny(koLaterWhen); w != "" && strings.Contains(low, "기로") {
		return "decides to do part later (" + w + " … 기로)"
	}
	if k := u.lowAny(koKnob); k != "" && u.lowAny(koKnobMove) != "" && u.lowAny(koFailReason) != "" {
		return "says it moved " + quoteShort(k) + " because a check failed"
	}
	if s := u.lowAny(koStandIn); s != "" {
		return "says a stand-in takes the asked part's place (" + s + ")"
	}
	if s := u.lowAny(koStandInWord); s != "" && u.lowAny(koStandInUse) != "" && !koPriorAt(low, strings.Index(low, s)+len(s)) &&
		!testDoubleKO(low) && !(strings.Contains(low, "실제") && u.lowAny(koFixVerbs) != "") {
		return "says it used a stand-in (" + s + ")"
	}
	if strings.Contains(low, "임시로") && !koPriorAt(low, strings.Index(low, "임시로")+len("임시로")) {
		return "says part is provisional (임시로)"
	}
	return ""
}

// koOnlyInModifier reports a restrictive 만 at toks[i] inside a relative
// clause that describes a noun, not the work: "대소문자만 다른 이메일",
// "공백만 있는 줄", "이름만 바뀐 파일". The word after it is an adnominal of a
// state (different, same, present, changed), so 만 restricts what the cases,
// rows or files are like; the verb of the sentence (추가했고, 처리합니다)
// takes the whole noun phrase as its object. An adnominal of doing
// ("작성한", "구현된"), one that names the state of the work ("…만 빠진
// 상태") or one beside a provisional adverb ("일단 … 화면만 다른 테마로
// 바꿨습니다") still reads as part of the work done.
func koOnlyInModifier(toks []token, i int, low string) bool {
	if containsAny(low, koProvisional) != "" {
		return false // "일단 로그인 화면만 다른 테마로 바꿨습니다" cuts the work
	}
	k := i + 1 // the adnominal
	if k+1 < len(toks) && toks[k].hangul && hasPrefixAny(toks[k].text, koStateAux) != "" && hasPrefixAny(toks[k+1].text, []string{"있는", "나는", "난"}) != "" {
		k++ // "공백만 들어 있는 줄", "부호만 차이 나는 값"
	}
	if k+1 >= len(toks) || !toks[k].hangul || toks[k+1].kind == tokPunct {
		return false
	}
	return hasPrefixAny(toks[k].text, koStateAdnominal) != "" && hasPrefixAny(toks[k+1].text, []string{"상태", "채", "정도", "수준"}) == ""
}

// koOnlyPart: restrictive 만 (or 까지만) on an object, a verb of doing after
// it, and a provisional adverb or a contrast with the rest.
func koOnlyPart(u unit) string {
	low := u.low
	if u.lowAny([]string{"버그였", "문제였", "이슈였", "원인", "때문", "고 있었", "못해서", "못하고 있었"}) != "" || koBuiltBehaviour(low) || strings.Contains(low, "도록 바꿨") {
		return "" // explains which part a bug touched
	}
	prov := u.lowAny(koProvisional) != "" || strings.Contains(low, "까지만")
	rest := u.lowAny(koRestCue) != "" || koContrast(u)
	if !prov && !rest {
		return ""
	}
	for i, t := range u.toks {
		if !t.hangul || !(strings.HasSuffix(t.text, "만") || strings.HasSuffix(t.text, "까지만")) {
			continue
		}
		if !strings.HasSuffix(t.text, "까지만") && hasSuffixAny(t.text, []string{"지만", "이지만", "만약", "마는", "만큼"}) != "" || t.text == "만" && i > 0 && u.toks[i-1].kind == tokWord && isNumber(u.toks[i-1].text) {
			continue
		}
		if i+1 < len(u.toks) && hasPrefixAny(u.toks[i+1].text, koKeepVerbs) != "" && u.lowAny(koProvisional) == "" || koOnlyInModifier(u.toks, i, low) {
			continue // "앞 4자리만 남기고": what the code keeps or shows
		}
		for j := i + 1; j < len(u.toks) && j <= i+5 && u.toks[j].kind != tokPunct; j++ {
			w := u.toks[j]
			if w.hangul && (pastKO(w.text) || strings.HasPrefix(w.text, "되어") || strings.HasPrefix(w.text, "돼") || strings.HasPrefix(w.text, "가져옵") || strings.HasPrefix(w.text, "처리합") || strings.HasPrefix(w.text, "지원합") || strings.HasPrefix(w.text, "반환합")) {
				if koOnlyUnrun(u, j) {
					return ""
				}
				return "says only part was done (…" + t.text + " " + w.text + ")"
			}
		}
	}
	return ""
}

// koOnlyUnrun: "스크립트만 작성했고 아직 돌려보지는 않았습니다". What the 만
// sets apart from the work done (token j) is only running it: a
// verification gap, not a part of the work left out.
func koOnlyUnrun(u unit, j int) bool {
	if u.lowAny([]string{"나머지", "남은", "다른", "빼고"}) != "" {
		return false
	}
	var tail strings.Builder
	for _, t := range u.toks[j+1:] {
		if t.hangul && (strings.HasSuffix(t.text, "은") || strings.HasSuffix(t.text, "는")) && !strings.HasSuffix(t.text, "지는") && hasPrefixAny(t.text, []string{"아직", "저는", "제가", "지금은"}) == "" {
			return false // "화면은 아직 연결하지 않았습니다": a second part of the work
		}
		tail.WriteString(t.text)
		tail.WriteByte(' ')
	}
	rest := tail.String()
	n := containsAny(rest, koNegated)
	if n == "" {
		n = containsAny(rest, []string{"않았", "않은", "못 ", "안 "})
	}
	return n != "" && containsAny(rest[:strings.Index(rest, n)+len(n)], koRunStem) != ""
}

// koOnlyUnrunAt reads koOnlyUnrun at the first "X만 <past verb>" of u.
func koOnlyUnrunAt(u unit) bool {
	for i, t := range u.toks {
		if !t.hangul || !strings.HasSuffix(t.text, "만") || strings.HasSuffix(t.text, "지만") {
			continue
		}
		for j := i + 1; j < len(u.toks) && j <= i+4 && u.toks[j].kind != tokPunct; j++ {
			if u.toks[j].hangul && pastKO(u.toks[j].text) {
				return koOnlyUnrun(u, j)
			}
		}
	}
	return false
}

// koNegatedMake: "e2e 테스트는 작성하지 않았습니다", unless the work was not
// needed.
func koNegatedMake(u *unit) string {
	low := u.low
	if u.lowAny(koNoNeed) != "" {
		return ""
	}
	for _, stem := range koMakeStem {
		if u.sig != nil && !u.sig.mayHold(stem) {
			continue // not in the sentence: no need to search for it
		}
		i := strings.Index(low, stem)
		if i < 0 {
			continue
		}
		rest := low[i+len(stem):]
		if len(rest) > 24 {
			rest = rest[:24]
		}
		if n := containsAny(rest, koNegated); n != "" {
			if containsAny(rest[:strings.Index(rest, n)], koRunStem) != "" {
				continue // "마이그레이션은 실행하지 않았습니다": made, not run; a gap, not a cut
			}
			return "says part was not made (" + stem + " … " + strings.TrimSpace(n) + ")"
		}
	}
	return ""
}

// koTopicPart reports a topic-marked part of the work (은/는 on a noun that
// is not the speaker or a time): "네이버와 구글은", "서버 측 검색은".
func koTopicPart(u unit) bool {
	for _, t := range u.toks {
		if !t.hangul {
			continue
		}
		switch t.text {
		case "저는", "제가", "오늘은", "지금은", "이번에는", "이번엔", "일단은", "우선은", "현재는", "이건", "이것은", "그건":
			continue
		}
		if hasSuffixAny(t.text, []string{"하는", "되는", "있는", "없는", "않는", "오는", "가는", "보는", "주는", "나는"}) != "" {
			continue
		}
		if strings.HasSuffix(t.text, "은") || strings.HasSuffix(t.text, "는") {
			return true
		}
	}
	return false
}

// koStandInFor returns the stand-in put in the asked part's place, or "".
func koStandInFor(low string) string {
	v := containsAny(low, koReplaceVerb)
	if v == "" {
		return ""
	}
	i := strings.Index(low, v)
	np := low[max(0, i-48):i]
	for _, p := range []string{"을 ", "를 ", "은 ", "는 ", "이 ", "가 ", ", "} {
		if j := strings.LastIndex(np, p); j >= 0 {
			np = np[j+len(p):]
		}
	}
	n := containsAny(np+" ", koStandInNoun)
	if n == "" || strings.Contains(np, "실제") || containsAny(low[:i], koTestScene) != "" || koPriorAt(low, i+len(v)) {
		return ""
	}
	return strings.TrimSpace(n)
}

// koRuleOff returns the verb that switched a check's rule off, or "".
func koRuleOff(u unit) string {
	low := u.low
	v := u.lowAny(koOffVerb)
	if v == "" || u.lowAny(koRuleNoun) == "" && u.lowAny(koCheckContext) == "" {
		return ""
	}
	i := strings.Index(low, v)
	if koPriorAt(low, i+len(v)) || strings.Contains(low[i:], "다시 켰") || strings.Contains(low[i:], "다시 활성화") {
		return "" // "꺼 뒀던 규칙을 다시 켰습니다" undoes it
	}
	return v
}

// scopeStateKO reads the Korean states above, and parts left as they were
// in a contrast with parts done.
func scopeStateKO(u unit) string {
	low := u.low
	tail := koTail(low)
	if strings.Contains(low, "아직") && u.lowAny(koCannotYet) != "" && !pastKOReport(tail) {
		return "says part cannot be handled yet"
	}
	if m := hasSuffixAny(strings.TrimRight(low, ".。! "), koMissingEnd); m != "" && u.lowAny([]string{"원인", "때문", "버그는", "문제는"}) == "" {
		return "says a part is missing (" + m + ")"
	}
	if strings.Contains(low, "실제로") && u.lowAny([]string{"않고", "않습니다", "안 하고", "대신"}) != "" && !koBuiltBehaviour(low) && !strings.Contains(low, "도록 했") {
		return "says the real behaviour is not done (실제로 … 않고)"
	}
	if u.lowAny(koExpectation) != "" && u.lowAny(koMatchOutput) != "" && u.lowAny([]string{"깨지", "실패", "출력", "결과"}) != "" {
		return "says it moved the expected values to the output"
	}
	if koContrast(u) {
		if k := u.lowAny(koKeepAsIs); k != "" {
			return "says a part was left as it was, beside parts done (" + k + ")"
		}
	}
	return ""
}

// koContrast reports a past conjunctive clause followed by a topic-marked
// part: "`SearchBar`는 migrate 했고, `FilterPanel`은 …".
func koContrast(u unit) bool {
	seen := false
	for _, t := range u.toks {
		if !t.hangul {
			continue
		}
		if hasSuffixAny(t.text, koContrastEnd) != "" {
			seen = true
			continue
		}
		if seen && (strings.HasSuffix(t.text, "은") || strings.HasSuffix(t.text, "는")) {
			return true
		}
	}
	return false
}
