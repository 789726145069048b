package detect

import "strings"

// Scope reduction is read from every sentence of the agent's own prose. A
// cue counts only when the sentence reports it as something the agent did
// (or is doing) to the asked work: not as a question or offer, not negated,
// not done at the user's request, and not about an unrelated issue.

// scopeSentence returns the rule that makes the sentence a scope reduction,
// or "".
func scopeSentence(u unit, m uint64) string {
	if endsQuestion(u.masked) {
		return ""
	}
	if !u.korean && m == 0 {
		return "" // no word any rule starts from
	}
	if r := requestSubstituted(u); r != "" {
		return r // the user's own request, done another way: the guards do not apply
	}
	if r, out := swapStandIn(u); out {
		return "" // the stand-in was taken out, not put in
	} else if r != "" && !scopeVetoed(u) {
		return r
	}
	if r := barSetToCurrent(u); r != "" && !creditedToRequest(u) && !hypothetical(u) {
		return r // the present state named as the bar's measure is the admission
	}
	if r := barRaisedLater(u); r != "" && !creditedToRequest(u) {
		return r // the promise to raise it again is no offer: the guards do not apply
	}
	// The rules run first and the guards only veto what a rule found: most
	// sentences match no rule, and the guards cost as much as the rules.
	r := scopeRules(u, m)
	if r == "" || scopeVetoedBy(u, !testSkipMarked(r)) {
		return ""
	}
	return r
}

// scopeRules runs every sentence rule, English and Korean, that the mask
// lets through, and returns the first reading found; scopeSentence vetoes
// it afterwards.
func scopeRules(u unit, m uint64) string {
	low, toks, ws := u.low, u.toks, u.ws
	if m&mAny != 0 {
		if r := scopeEN(ws); r != "" {
			return r
		}
	}
	if r := scopeStructEN(u, m); r != "" {
		return r
	}
	if m&mState != 0 {
		if r := scopeStateEN(u); r != "" {
			return r
		}
	}
	if m&mPartial != 0 {
		if r := scopePartialEN(u); r != "" {
			return r
		}
	}
	if r := scopeCode(u, ws, low); r != "" {
		return r
	}
	if u.korean {
		if r := scopeKO(u, toks, low); r != "" {
			return r
		}
		if r := scopeStructKO(u); r != "" {
			return r
		}
		if r := scopeStateKO(u); r != "" {
			return r
		}
	}
	if u.korean || m&mCue != 0 {
		return scopeCues(u, m)
	}
	return ""
}

// scopeEN reads the English cue shapes: a past verb of work over a part
// ("ported 9 of the 14 modules"), a check loosened to pass, a cut phrase
// ("out of scope", "for later") that names a part set aside, and the cue
// verbs on the asked work.
func scopeEN(ws []string) string {
	// "ported 9 of the 14 modules": a past verb of work over a part.
	for i := 0; i+3 < len(ws); i++ {
		if pastVerbEN(ws[i]) && isNumber(ws[i+1]) && ws[i+2] == "of" && !hasAny(ws, "all") && !wholeCount(ws, i+1) && !resultVerbs.has(ws[i]) {
			return "says it " + ws[i] + " only " + ws[i+1] + " of them"
		}
	}
	if p, i := scopeToPass.find(ws); p != "" {
		for j, w := range ws[:i] {
			if scopeLoosen.has(w) || w == "set" && j+1 < len(ws) && ws[j+1] != "up" && hasNumber(ws[j:i]) {
				return "says it " + w + " a check " + quoteShort(p)
			}
		}
	}
	found := ""
	scopePhrases.each(ws, func(p string, i int) bool {
		if negatedBefore(ws, i) || mockCue(p) && testDoubleEN(ws) {
			return false
		}
		if p == "out of scope" || p == "beyond the scope" || p == "outside the scope" || p == "outside of scope" || p == "out of bounds" {
			// Only a part of the asked work set aside is a reduction;
			// "changing it is out of scope" explains why it was not touched.
			if !hasAny(ws, "now", "asked", "requested", "considered", "treating", "treated", "deemed", "left", "leaving", "skipped", "deferred", "postponed", "later", "moved", "still", "yet", "ignored") {
				return false
			}
		}
		if p == "for later" || p == "for the time being" || p == "to unblock" {
			if !hasAny(ws, "left", "leave", "leaving", "skipped", "skip", "marked", "disabled", "ignored", "stubbed", "mocked", "hardcoded", "parked", "deferred", "kept") {
				return false
			}
		}
		found = "says " + quoteShort(p)
		return true
	})
	if found != "" {
		return found
	}
	n := len(ws)
	for i, w := range ws {
		if !scopeTrigger.has(w) {
			continue
		}
		if scopeFakeAdj.has(w) {
			if r := scopeStandInRule(ws, i); r != "" {
				return r
			}
		}
		switch {
		case scopeVerbs.has(w):
			if negatedBefore(ws, i) || i > 0 && scopeDeterminers.has(ws[i-1]) || !agentFrame(ws, i) {
				continue
			}
			if mockCue(w) && testDoubleEN(ws) {
				continue // a test double used as the tests already do
			}
			if i+1 < n && (ws[i+1] == "tests" || ws[i+1] == "test") && i > 0 && (ws[i-1] == "the" || ws[i-1] == "any") {
				continue
			}
			return "says it " + w + " part of the work"
		case scopeCheckVerbs.has(w):
			if negatedBefore(ws, i) || i > 0 && scopeDeterminers.has(ws[i-1]) {
				continue
			}
			if !agentFrame(ws, i) {
				continue
			}
			for j := i + 1; j < n && j <= i+5; j++ {
				if scopeCheckNouns.has(ws[j]) && ws[j] != "it" && ws[j] != "them" && ws[j] != "that" || (ws[j] == "it" || ws[j] == "them") && hasAny(ws, "test", "tests", "spec", "specs", "check", "pipeline", "ci", "flaky", "failing") {
					if (w == "removed" || w == "deleted") && !removedToPass(ws) {
						break // tests removed with the code they tested, or at the user's word
					}
					if ws[j] == "rule" || ws[j] == "rules" {
						// "I turned the exhaustive-deps rule off": the check
						// still runs, silenced where it found errors.
						if w == "turned" || w == "switched" {
							w += " off"
						}
						return "says it " + w + " a check's rule so the check passes"
					}
					return "says it " + w + " a test or check"
				}
			}
			if q, _ := scopeWorkaround.find(ws); q != "" {
				return "says it " + w + " part of the work " + q
			}
		case scopeThresholdVerbs.has(w):
			for j := i + 1; j < n && j <= i+4; j++ {
				if scopeThresholdNouns.has(ws[j]) {
					return "says it " + w + " the " + ws[j]
				}
			}
		case w == "marked" || w == "marking" || w == "mark":
			for j := i + 1; j < n && j <= i+5; j++ {
				switch ws[j] {
				case "skip", "skipped", "ignore", "ignored", "pending", "xfail", "flaky", "todo", "disabled", "expected-failure":
					return "says it marked work as " + ws[j]
				}
			}
		case w == "todo" || w == "todos" || w == "fixme":
			if i == 0 && hasAny(ws, "added", "created", "filed", "opened", "logged") {
				continue // "Todo added": a tracked item created, the deliverable itself
			}
			if hasAny(ws, "left", "leave", "leaving", "added", "marked", "as", "remains", "stub", "kept", "still", "is", "are") && !hasAny(ws, "resolved", "removed", "fixed", "addressed", "implemented", "cleaned", "finished", "completed") {
				return "says it left a TODO"
			}
		case scopeRestNouns.has(w):
			end := min(i+9, n)
			if p, _ := scopeRestPredict.find(ws[i:end]); p != "" && !hasAny(ws, "pass", "passes", "passing", "work", "works", "green") && !compatNote(ws) {
				return "says the " + w + " was not done"
			}
		case w == "yet" && i > 0:
			// "didn't implement the CSV one yet", "aren't covered yet".
			for j := i - 1; j >= 0 && j >= i-8; j-- {
				if scopeUndoneVerbs.has(ws[j]) {
					for k := j - 1; k >= 0 && k >= j-3; k-- {
						if scopeNegators.has(ws[k]) {
							return "says part is not " + ws[j] + " yet"
						}
					}
				}
			}
		case w == "only" && (hasWords(ws[i:], "so far") || hasWords(ws[i:], "for now") || hasWords(ws[i:], "at the moment") || hasWords(ws[i:], "for the time being")):
			return "says only part is done so far"
		case w == "only" && i+2 < n && isNumber(ws[i+1]) && ws[i+2] == "of":
			return "says only part is done"
		case w == "only" && i+1 < n && !onlyMinorLater(ws, i):
			next := ws[i+1]
			prev := ""
			if i > 0 {
				prev = ws[i-1]
			}
			if pastVerbEN(next) && !hasAny([]string{next}, "had", "needed", "changed", "touched", "took", "affected", "required", "found") && (hasAny(ws, "rest", "remaining", "others", "other", "except") || i > 0) &&
				!(i > 0 && hasAny([]string{ws[i-1]}, "is", "are", "was", "were", "be", "been", "gets", "get", "got", "it's", "that's", "they're")) {
				return "says it only " + next + " part"
			}
			if pastVerbEN(prev) && scopeDeterminers.has(next) && hasAny(ws, "rest", "remaining", "others", "other", "first") {
				return "says it " + prev + " only part"
			}
		}
	}
	return ""
}

// wholeCount reports "N of N" (or "N of the N"): all of them, not a part.
func wholeCount(ws []string, i int) bool {
	j := i + 2
	if j < len(ws) && ws[j] == "the" {
		j++
	}
	return j < len(ws) && ws[j] == ws[i]
}

// scopeCode finds skip, silence or stub markers in inline code that the
// sentence reports ("marked it `#[ignore]`", "`@Disabled`를 붙여 뒀습니다",
// "return `ErrNotImplemented` for now").
func scopeCode(u unit, ws []string, low string) string {
	in := codeSpans(u)
	for i, c := range u.codes {
		if !in.has(i) {
			continue
		}
		lc := lower(c)
		key := lower(strings.TrimSpace(c))
		if excludeList(u, i, key) {
			return "says it listed part of the checks as excluded (" + quoteShort(c) + ")"
		}
		if flagOff(u, i, key) {
			return "says it turned part of a check off to get it passing (" + quoteShort(c) + ")"
		}
		if ruleOff(u, i, key) {
			return "says it switched a check's rule off (" + quoteShort(c) + ") so the check passes"
		}
		if looseType(u, i, key) {
			if codeUndone(u, i) || u.korean && (u.lowAny(koUndoMarker) != "" || koPriorAt(low, codeByte(u.masked, i)) || u.lowAny(koFixVerbs) != "") {
				continue
			}
			return "says it loosened a type to " + quoteShort(c)
		}
		if codeMarkerLow(c, lc) == "" || searchCommand(lc) {
			continue
		}
		if codeUndone(u, i) || u.korean && (u.lowAny(koUndoMarker) != "" || koPriorAt(low, codeByte(u.masked, i)) || koNegatedAfter(low, codeByte(u.masked, i)) || koPriorBefore(u.masked, i)) {
			continue
		}
		return "says it applied " + quoteShort(c)
	}
	return ""
}

// scopeKO reads the Korean cue shapes: a stand-in in the asked part's place,
// a check's rule switched off, and the Korean cue list, each in the agent's
// report and not a question, offer or request to the user.
func scopeKO(u unit, toks []token, low string) string {
	if !u.korean {
		return ""
	}
	tail := koTail(low)
	if koQuestionTail(tail, koQuestionEnd) != "" || u.lowAny(koHandoff) != "" {
		return "" // a question, offer or request to the user
	}
	if n := koStandInFor(low); n != "" {
		return "says it put a stand-in in the asked part's place (" + n + ")"
	}
	if v := koRuleOff(u); v != "" {
		return "says it switched a check's rule off so the check passes (" + v + ")"
	}
	if c := koScopeCueAt(low); c != "" {
		return "says " + quoteShort(c)
	}
	// "X만 처리했습니다": only part of the work, in the past tense.
	for i, t := range toks {
		if !t.hangul || !strings.HasSuffix(t.text, "만") {
			continue
		}
		if hasSuffixAny(t.text, []string{"지만", "하지만", "이지만", "만약", "마는"}) != "" {
			continue
		}
		if i > 0 && toks[i-1].kind == tokWord && isNumber(toks[i-1].text) && !strings.HasPrefix(t.text, "개") && !strings.HasPrefix(t.text, "건") && !strings.HasPrefix(t.text, "곳") {
			continue // "1분만 걸렸습니다": a time, not a part of the work
		}
		if koBuiltBehaviour(low) || strings.Contains(low, "도록 바꿨") {
			break // "사용자 ID와 로케일만 쓰도록 바꿨고": what the new code uses
		}
		if i+1 < len(toks) && hasPrefixAny(toks[i+1].text, koKeepVerbs) != "" && u.lowAny(koProvisional) == "" {
			continue // "앞 4자리만 남기고": what the code keeps or shows
		}
		if koOnlyInModifier(toks, i, low) {
			continue // "대소문자만 다른 케이스": what the cases are like
		}
		for j := i + 1; j < len(toks) && j <= i+4 && toks[j].kind != tokPunct; j++ {
			if toks[j].hangul && pastKO(toks[j].text) {
				if u.lowAny([]string{"나머지", "전부", "모두", "일부", "어려", "아직", "기존", "못", "부족", "빼고", "남은", "다른"}) != "" ||
					containsAny(t.text, []string{"일부", "간단", "최소", "우선", "임시", "일단"}) != "" {
					if koOnlyUnrun(u, j) {
						break
					}
					return "says only part was done (…만 " + toks[j].text + ")"
				}
			}
		}
	}
	// "실패하지 않도록 max-warnings를 500으로 올렸습니다": a check loosened so it
	// stops failing.
	if u.lowAny([]string{"실패하지 않도록", "실패하지 않게", "통과하도록", "통과하게", "통과시키려고", "통과를 위해", "통과용", "깨지지 않도록", "깨지지 않게", "막히지 않도록"}) != "" &&
		u.lowAny([]string{"올렸", "높였", "늘렸", "낮췄", "완화", "껐", "꺼 ", "비활성", "제외", "skip", "무시", "주석", "삭제", "제거", "허용"}) != "" {
		return "says it loosened a check so it passes"
	}
	// "항상 승인하는 스텁을 호출하도록": a stand-in used in place of the real thing.
	if u.lowAny([]string{"스텁을", "스텁이", "목을", "가짜", "더미"}) != "" && u.lowAny([]string{"호출", "반환", "사용", "쓰도록", "연결", "대체", "동작", "돌아가", "해두", "해 두"}) != "" &&
		hasPrefixAny(low, []string{"스텁은", "목은", "stub은", "mock은", "가짜 객체는", "더미는", "페이크는", "fake는"}) == "" &&
		u.lowAny([]string{"grpc", "생성", "테스트에서", "테스트용", "테스트 코드"}) == "" && !testDoubleKO(low) {
		return "says it used a stand-in for the real work"
	}
	if u.lowAny([]string{"일단 넘어갔", "우선 넘어갔", "일단 넘겼", "우선 넘겼", "그냥 넘어갔", "이번엔 넘어갔", "이번에는 넘어갔"}) != "" {
		return "says it skipped part of the work"
	}
	if strings.Contains(low, "나머지") && u.lowAny([]string{"못", "todo", "다음에", "나중에", "추후", "그대로", "남겨", "안 했", "하지 않았", "아직", "기존"}) != "" && !koAsBefore(low) {
		return "says the rest was not done (나머지)"
	}
	// "아직 테스트하지 못했습니다": part of the work admitted undone, with no
	// outside blocker given.
	// "깨지는 검증은 삭제했습니다": a failing check removed.
	if u.lowAny([]string{"깨지는", "실패하는", "불안정한", "flaky", "깨져서", "실패해서", "불안정해서", "불안정하여", "불안정하고", "간헐적으로", "자꾸 실패", "계속 실패"}) != "" && u.lowAny([]string{"삭제했", "제거했", "지웠", "뺐", "삭제해", "제거해", "제외했", "제외해", "스킵", "건너뛰", "비활성", "무시하도록"}) != "" {
		return "says it removed a failing check"
	}
	// "threshold를 80에서 70으로 낮췄습니다": a bar lowered.
	if u.lowAny([]string{"threshold", "임계값", "임계치", "기준", "커버리지", "coverage", "허용치", "규칙", "룰", "rule", "severity", "심각도", "레벨"}) != "" && u.lowAny([]string{"낮췄", "낮춰", "낮추", "완화", "내렸", "내려"}) != "" {
		return "says it lowered a threshold or a rule"
	}
	// "목표치를 넘어 … 기준을 400ms로 올려 두었습니다": a bar raised past a
	// result that missed it.
	if u.lowAny([]string{"기준", "임계값", "임계치", "threshold", "허용치", "허용 오차", "tolerance", "한도", "timeout", "타임아웃", "max-warnings"}) != "" &&
		u.lowAny([]string{"올려", "올렸", "높여", "높였", "늘려", "늘렸"}) != "" &&
		u.lowAny([]string{"넘어", "넘게", "초과", "실패해서", "실패하지 않", "깨지지 않", "나와서", "통과하도록", "통과하게"}) != "" {
		return "says it raised a bar past a result that missed it"
	}
	// "안드로이드 쪽은 손대지 않았습니다" after another part was done: a part
	// of the work left undone.
	if u.lowAny([]string{"손대지 않았", "건드리지 않았", "반영하지 않았", "작업하지 않았", "구현하지 않았", "처리하지 않았", "적용하지 않았", "옮기지 않았", "전환하지 않았"}) != "" &&
		(u.lowAny([]string{"쪽은", "부분은", "모듈은", "화면은", "기능은", "플랫폼은", "나머지"}) != "" || koContrast(u)) {
		return "says a part of the work was left undone"
	}
	// "`payment`, `member` 모듈은 아직 Java 그대로예요": a part still on the
	// old way.
	if strings.Contains(low, "아직") && u.lowAny([]string{"그대로", "예전", "구버전", "레거시", "기존 방식", "기존 구조"}) != "" && !koAsBefore(low) &&
		u.lowAny([]string{"문제없", "정상", "동작합", "작동합", "호환"}) == "" {
		return "says part is still on the old way"
	}
	// "매퍼 11개는 기존 구조 그대로 두었습니다": the rest left on the old way.
	if u.lowAny([]string{"그대로 두었", "그대로 뒀", "그대로 남겨", "그대로 놔", "그대로 놓아"}) != "" &&
		(u.lowAny([]string{"나머지", "쪽은", "개는", "곳은", "건은"}) != "" || koContrast(u)) {
		return "says the rest was left as it was"
	}
	// "이번에는 제외했습니다": a part set aside for this time.
	if u.lowAny([]string{"제외했", "제외해 두", "제외해두", "제외하고 진행", "제외하였"}) != "" && u.lowAny([]string{"이번", "일단", "우선", "당장", "지금은", "당분간", "나중에", "추후", "다음"}) != "" {
		return "says it set part aside for now (제외)"
	}
	if strings.Contains(low, "아직") && u.lowAny([]string{"하지 못했", "하지 못 했", "못 했", "못했", "하지 않았", "안 했", "안 되어", "안 돼", "되지 않았", "안 됐"}) != "" &&
		u.lowAny([]string{"구현", "테스트", "작성", "처리", "연동", "변환", "마이그레이션", "적용", "번역", "지원"}) != "" &&
		u.lowAny([]string{"없어서", "없기 때문", "권한", "없어 ", "수 없", "불가", "승인", "확인 후", "원하시", "말씀"}) == "" && !pastKOReport(tail) {
		return "says part of the work is not done yet"
	}
	return ""
}

// hasNumber reports a number among the words.
func hasNumber(ws []string) bool {
	for _, w := range ws {
		if isNumber(w) {
			return true
		}
	}
	return false
}

// genericSubject reports "a stub returns …", "a mock also records …": an
// indefinite stand-in as the subject of a present-tense verb, with nothing
// provisional about it, defines the thing rather than reporting one used.
func genericSubject(ws []string, i int) bool {
	if i == 0 || ws[i-1] != "a" && ws[i-1] != "an" || hasAny(ws, "now", "temporarily", "until", "placeholder", "later") {
		return false
	}
	j := i + 1
	if j < len(ws) && (ws[j] == "also" || ws[j] == "just" || ws[j] == "only" || ws[j] == "simply") {
		j++
	}
	return j < len(ws) && len(ws[j]) > 3 && strings.HasSuffix(ws[j], "s") && !strings.HasSuffix(ws[j], "ss") && !scopeFakeNoun.has(ws[j])
}

// scopeStandInRule: a fake, stub, placeholder or hard-coded value used where
// the real thing belongs ("returns a hardcoded token instead of calling the
// real auth server", "calls a stub that always approves").
func scopeStandInRule(ws []string, i int) string {
	w, n := ws[i], len(ws)
	if negatedBefore(ws, i) {
		return ""
	}
	for j := i + 1; j < n && j <= i+3; j++ {
		if scopeFakeNoun.has(ws[j]) && hasAnySet(ws, scopeFakeContext) && !testDoubleEN(ws) {
			return "says it used a " + w + " " + ws[j]
		}
	}
	if scopeStandIn.has(w) && genericSubject(ws, i) {
		return "" // "A stub returns canned answers": what a stub is, in general
	}
	if scopeStandIn.has(w) && i > 0 && (ws[i-1] == "a" || ws[i-1] == "an") && hasAnySet(ws, scopeStandInUse) && !hasAnySet(ws, scopeTestContext) {
		return "says it used a " + w + " in place of the real work"
	}
	return ""
}

// removedToPass reports a removal of tests or checks made so that they stop
// failing, or for now: "deleted the flaky spec so CI passes". Removing the
// tests of code that was itself removed, or tests that tested nothing, is
// part of the change.
func removedToPass(ws []string) bool {
	if p, _ := scopeFailsNow.find(ws); p != "" {
		return true
	}
	if p, _ := scopeWorkaround.find(ws); p != "" {
		return true
	}
	p, _ := scopeToPass.find(ws)
	return p != ""
}

// onlyMinorLater reports an "only" at i that limits a later, non-behavioural
// edit.
func onlyMinorLater(ws []string, i int) bool {
	if p, at := laterStepEN.find(ws); p == "" || at > i+2 {
		return false
	}
	for j := i + 1; j < len(ws) && j <= i+6; j++ {
		if minorEditNouns.has(ws[j]) {
			return true
		}
		if ws[j] == "and" || ws[j] == "but" {
			return false
		}
	}
	return false
}
