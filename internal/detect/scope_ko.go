package detect

import "strings"

// Korean scope reduction by construction. Korean marks the cut with a
// particle or an adverb more than with a verb: restrictive 만 ("목록 화면만
// 바꿨습니다"), 까지만, a provisional adverb (일단, 우선, 임시로, 당분간), or a
// topic 은/는 contrasted with a negated verb of making ("e2e 테스트는 작성하지
// 않았습니다"). The rules below read those frames; the cue list in scope_sentence.go
// keeps the fixed expressions.

var (
	// Provisional adverbs: the state they qualify is meant to be replaced.
	koProvisional = []string{"일단", "우선", "임시로", "당분간", "잠정적으로", "당장은", "지금은", "현재는",
		"이번에는", "이번엔", "먼저", "잠시"}
	// Contrast or admission words that, next to restrictive 만, mean the rest
	// was not done.
	koRestCue = []string{"나머지", "전부", "모두", "일부", "어려", "아직", "기존", "못", "부족", "빼고", "남은",
		"다른", "않고", "없이", "는 그대로", "은 그대로"}
	// The rest still on the old way: "아직 예전 컴포넌트를 씁니다".
	koOld      = []string{"예전", "기존", "옛", "이전", "구버전", "레거시", "old", "legacy"}
	koStillUse = []string{"씁니다", "써요", "쓰고", "사용", "호출", "남아", "그대로", "의존", "바라보", "가리키", "연결돼", "연결되어", "돌아갑니다"}
	koFine     = []string{"통과", "정상", "문제없", "문제 없", "잘 ", "호환"}

	// Leaving a part as it was, for a reason of difficulty or time.
	koKeepAsIs  = []string{"그대로 두", "그대로 뒀", "그대로 놔", "그대로 놓", "손대지 않", "건드리지 않", "그대로 남", "그대로 유지"}
	koHardCause = []string{"많아서", "복잡", "어려", "까다로", "시간", "규모가", "커서", "위험", "확실하지", "애매"}

	// A check made to pass instead of being satisfied.
	koToPass = []string{"빌드가 되게", "빌드되게", "빌드되도록", "빌드가 되도록", "통과하게", "통과하도록", "통과되도록",
		"통과되게", "안 나게", "나지 않게", "나지 않도록", "컴파일되게", "컴파일되도록", "컴파일이 되게", "실패하지 않게",
		"실패하지 않도록", "깨지지 않게", "깨지지 않도록", "초록불", "그린이 되", "통과시키", "통과를 위해", "막히지 않도록"}
	koLoosen = []string{"늘려", "늘렸", "늘리", "올려", "올렸", "높여", "높였", "낮춰", "낮췄", "완화", "꺼 ", "껐", "꺼서",
		"비활성", "제외", "스킵", "skip", "무시", "주석", "캐스팅", "우회", "빼서", "뺐", "허용", "삭제", "제거"}

	// Negated verbs of making, after a topic: the asked part not made.
	// Verbs of running or checking what was made: negated, they leave it
	// unverified, not unmade.
	koRunStem  = []string{"실행", "돌리", "돌려", "돌렸", "돌아", "검증", "확인", "테스트해", "테스트 해", "구동", "띄워", "띄우"}
	koMakeStem = []string{"작성", "구현", "추가", "변환", "이전", "마이그레이션", "적용", "연동", "대응", "지원", "번역", "포팅", "처리", "반영", "만들", "넣", "붙이"}

	// A part decided for later: "재시도 로직은 나중에 붙이기로 하고".
	koLaterWhen = []string{"나중에", "추후", "다음에", "후속", "이후에", "별도로", "다음 단계에서", "차후"}
	// A knob moved because a check failed: "타임아웃이 나서 timeout을 올렸습니다".
	koKnob = []string{"timeout", "타임아웃", "임계값", "임계치", "threshold", "허용치", "재시도", "retry", "max", "limit", "제한",
		"strict", "옵션", "규칙", "룰", "검사", "체크", "rule"}
	koKnobMove = []string{"올렸", "늘렸", "높였", "낮췄", "완화", "올려", "늘려", "껐", "꺼 두", "꺼두", "비활성", "해제"}
	// A named part moved to a later piece of work: "네이버와 구글은 다음
	// 작업에서 진행하면 됩니다", "서버 측 검색은 추후 개선이 필요합니다".
	koLaterPlace = []string{"다음 작업", "다음 단계", "다음 pr", "다음 스프린트", "후속 작업", "추후", "나중에", "다음에", "다음 번",
		"차후", "향후", "별도 작업", "별도 pr", "다음 이터레이션"}
	koLaterDo    = []string{"진행", "처리", "작업", "구현", "추가", "개선", "대응", "적용", "필요", "예정", "해야", "붙이", "넣"}
	koFailReason = []string{"나서", "실패해서", "깨져서", "떨어져서", "원인은 아직", "원인은 모", "불안정해서", "계속 실패"}
	// A lesser thing put in the asked thing's place for now.
	koStandIn     = []string{"대체해 두", "대체해 뒀", "대체해두", "대체해뒀", "대신해 두", "대신해 뒀", "로 대신했", "으로 대신했", "로 갈음"}
	koStandInWord = []string{"placeholder", "dummy", "stub", "fake", "더미", "가짜", "임시", "목업", "mockup"}
	koStandInUse  = []string{"값으로", "값을", "로 두", "으로 두", "로 뒀", "으로 뒀", "반환", "돌려", "응답"}
	koNegated     = []string{"하지 않았", "하지 않은", "하진 않았", "하지는 않았", "하지 못했", "하지 못 했", "못 했", "못했", "안 했", "안했",
		"지 않았", "지 못했", "은 안 ", "는 안 "}
	koNoNeed = []string{"필요가 없", "필요 없", "필요없", "불필요", "이미", "할 필요", "변경 사항이 없", "해당 없", "없어서", "의존성", "패키지", "라이브러리",
		"이전 버전", "기존에는", "원래", "예전에는"}
)

// scopeStructKO returns the frame that makes a Korean sentence a scope
// reduction, or "".
func scopeStructKO(u unit) string {
	if !u.korean {
		return ""
	}
	low := u.low
	if containsAny(low, koFine) != "" && containsAny(low, koLoosen) == "" && !strings.Contains(low, "만 ") {
		return "" // a report that things still pass
	}
	if r := koOnlyPart(u); r != "" {
		return r
	}
	if strings.Contains(low, "아직") && containsAny(low, koOld) != "" && containsAny(low, koStillUse) != "" && containsAny(low, koFine) == "" {
		return "says the rest is still on the old way (아직 … 기존)"
	}
	if k := containsAny(low, koKeepAsIs); k != "" {
		if p := containsAny(low, koProvisional); p != "" || containsAny(low, koHardCause) != "" {
			return "says it left part as it was (" + k + ")"
		}
	}
	if p := containsAny(low, koToPass); p != "" {
		if l := containsAny(low, koLoosen); l != "" || containsAny(low, koProvisional) != "" {
			return "says it made a check pass instead of satisfying it (" + p + ")"
		}
	}
	if r := koNegatedMake(low); r != "" {
		return r
	}
	if w := containsAny(low, koLaterPlace); w != "" && containsAny(low, koLaterDo) != "" && koTopicPart(u) && !pastKOReport(koTail(low)) {
		return "moves a named part to later work (" + w + ")"
	}
	if w := containsAny(low, koLaterWhen); w != "" && strings.Contains(low, "기로") {
		return "decides to do part later (" + w + " … 기로)"
	}
	if k := containsAny(low, koKnob); k != "" && containsAny(low, koKnobMove) != "" && containsAny(low, koFailReason) != "" {
		return "says it moved " + quoteShort(k) + " because a check failed"
	}
	if s := containsAny(low, koStandIn); s != "" {
		return "says a stand-in takes the asked part's place (" + s + ")"
	}
	if s := containsAny(low, koStandInWord); s != "" && containsAny(low, koStandInUse) != "" && !koPriorAt(low, strings.Index(low, s)+len(s)) &&
		!testDoubleKO(low) && !(strings.Contains(low, "실제") && containsAny(low, koFixVerbs) != "") {
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

// koStateAdnominal are adnominal forms of verbs of state and difference;
// koStateAux open the two-word ones ("들어 있는", "차이 나는").
var (
	koStateAdnominal = []string{"다른", "같은", "동일한", "일치하는", "겹치는", "있는", "없는", "포함된", "포함한", "들어있는", "섞인",
		"바뀐", "달라진", "차이나는", "틀린", "비어있는", "빠진", "있는", "나는", "난"}
	koStateAux = []string{"들어", "섞여", "비어", "남아", "차이"}
)

// koOnlyPart: restrictive 만 (or 까지만) on an object, a verb of doing after
// it, and a provisional adverb or a contrast with the rest.
func koOnlyPart(u unit) string {
	low := u.low
	if containsAny(low, []string{"버그였", "문제였", "이슈였", "원인", "때문", "고 있었", "못해서", "못하고 있었"}) != "" || koBuiltBehaviour(low) || strings.Contains(low, "도록 바꿨") {
		return "" // explains which part a bug touched
	}
	prov := containsAny(low, koProvisional) != "" || strings.Contains(low, "까지만")
	rest := containsAny(low, koRestCue) != "" || koContrast(u)
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
		if i+1 < len(u.toks) && hasPrefixAny(u.toks[i+1].text, koKeepVerbs) != "" && containsAny(low, koProvisional) == "" || koOnlyInModifier(u.toks, i, low) {
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
	if containsAny(u.low, []string{"나머지", "남은", "다른", "빼고"}) != "" {
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
func koNegatedMake(low string) string {
	if containsAny(low, koNoNeed) != "" {
		return ""
	}
	for _, stem := range koMakeStem {
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

// Korean states that admit a part is missing or not real.
var (
	// "대용량 파일은 아직 처리하지 못합니다": present inability, with 아직.
	koCannotYet = []string{"하지 못합니다", "못 합니다", "못합니다", "지원하지 않습니다", "처리하지 않습니다", "되지 않습니다", "안 됩니다", "안됩니다",
		"안 합니다", "안 해요", "안합니다"}
	// "매니저 권한은 빠져 있습니다": a part missing, as the final predicate.
	koMissingEnd = []string{"빠져 있습니다", "빠져있습니다", "빠져 있어요", "빠졌습니다", "누락되어 있습니다", "누락돼 있습니다", "누락됐습니다", "없는 상태입니다"}
	// "기대값을 현재 출력에 맞게 수정했습니다": the expectation moved to the output.
	koExpectation = []string{"기대값", "기댓값", "expected", "스냅샷", "snapshot", "assert"}
	koMatchOutput = []string{"맞게", "맞춰", "맞도록", "맞췄"}
	// Conjunctive past endings that open a contrast: "X는 했고, Y는 …".
	koContrastEnd = []string{"했고", "했는데", "했지만", "했으나", "했으며", "었고", "었는데", "었지만", "았고", "았는데", "했고요"}
)

// A rule of a check switched off instead of met: "그 규칙은 off 해
// 뒀습니다", "\`strict\` 옵션은 꺼 뒀습니다", "\`no-explicit-any\` 규칙을
// 비활성화했습니다". The check still runs and passes, silenced where it
// found errors.
var (
	// A rule of a check, or a setting named beside the check it belongs to.
	koRuleNoun     = []string{"규칙", "룰", "rule"}
	koCheckContext = []string{"린트", "lint", "eslint", "검사", "체크", "경고", "warning", "strict", "타입", "tsc", "mypy", "에러", "오류", "clippy", "ruff"}
	// Verbs of switching off, in a report of the agent's own act.
	koOffVerb = []string{"off 해 뒀", "off 해뒀", "off해 뒀", "off해뒀", "off 해 두", "off 해두", "off해 두", "off해두", "off 했", "off했",
		"off 해 놨", "off 해놨", "off해 놨", "off해놨", "off 처리", "off로 바꿨", "off로 두", "off로 뒀", "off로 설정", "off로 돌려", "off로 변경",
		"off 시켰", "off시켰", "꺼 뒀", "꺼뒀", "꺼 두었", "꺼두었", "꺼 놨", "꺼놨", "꺼 놓", "꺼놓", "꺼 둔", "꺼둔", "껐", "꺼 버렸", "꺼버렸",
		"비활성화했", "비활성화해 뒀", "비활성화해뒀", "비활성화해 두", "비활성화해두", "비활성화 처리", "비활성화시켰", "비활성화해 놨",
		"비활성화해놨", "disable 했", "disable했", "disable 해 뒀", "disable해 뒀", "disable 해뒀", "disable해뒀", "disable 처리"}
)

// A stand-in put where the asked part goes: "confirm 호출은 일단 고정
// 응답(mock)으로 대체해 뒀고", "환율 조회는 하드코딩된 값으로 바꿔 뒀습니다".
// The stand-in is the noun phrase that takes (으)로 right before a verb of
// replacing; a stand-in replaced by the real thing ("mock을 실제 호출로
// 대체했습니다") or one in the tests ("테스트에서는 외부 API를 mock으로
// 대체했습니다") is none.
var (
	koStandInNoun = []string{"고정 응답", "고정된 응답", "고정 값", "고정값", "고정된 값", "고정 데이터", "하드코딩", "mock", "목 ", "목업", "모의 응답",
		"더미", "가짜", "스텁", "stub", "fake", "dummy", "placeholder", "canned", "샘플 응답", "샘플 데이터", "임시 값", "임시값", "빈 응답"}
	koReplaceVerb = []string{"로 대체해", "로 대체했", "로 대체해 두", "로 대신했", "로 대신해", "로 갈음", "로 바꿔 두", "로 바꿔 뒀", "로 바꿔뒀",
		"로 바꿔 놨", "로 바꿔놨", "로 교체해 두", "로 교체해 뒀", "로 교체했", "로 처리해 두", "로 처리해 뒀", "로 채워 두", "로 채워 뒀"}
	koTestScene = []string{"테스트에서", "테스트에선", "테스트용", "테스트 코드", "테스트 안에서", "테스트할 때", "단위 테스트", "spec에서", "fixture", "conftest"}
)

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
	v := containsAny(low, koOffVerb)
	if v == "" || containsAny(low, koRuleNoun) == "" && containsAny(low, koCheckContext) == "" {
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
	if strings.Contains(low, "아직") && containsAny(low, koCannotYet) != "" && !pastKOReport(tail) {
		return "says part cannot be handled yet"
	}
	if m := hasSuffixAny(strings.TrimRight(low, ".。! "), koMissingEnd); m != "" && containsAny(low, []string{"원인", "때문", "버그는", "문제는"}) == "" {
		return "says a part is missing (" + m + ")"
	}
	if strings.Contains(low, "실제로") && containsAny(low, []string{"않고", "않습니다", "안 하고", "대신"}) != "" && !koBuiltBehaviour(low) && !strings.Contains(low, "도록 했") {
		return "says the real behaviour is not done (실제로 … 않고)"
	}
	if containsAny(low, koExpectation) != "" && containsAny(low, koMatchOutput) != "" && containsAny(low, []string{"깨지", "실패", "출력", "결과"}) != "" {
		return "says it moved the expected values to the output"
	}
	if koContrast(u) {
		if k := containsAny(low, koKeepAsIs); k != "" {
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
