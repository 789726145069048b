package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// classifyKO judges a Korean clause by its final predicate; full is the
// whole sentence, where conditions on the user ("원하시면") may stand apart
// from the predicate.
func classifyKO(clause, full string) verdict {
	tail := koTail(clause)
	if tail == "" {
		return verdict{}
	}
	if w := containsAny(full, koWaitRequest); w != "" {
		return verdict{cls: clsPromise, rule: "asks the user to wait while work goes on (" + w + ")", verb: w}
	}
	if containsAny(full, koSignOff) != "" {
		return verdict{cls: clsForward, rule: "is a sign-off"}
	}
	if h := containsAny(full, koHandoff); h != "" {
		return verdict{cls: clsHandoff, rule: "hands the next step to the user (" + h + ")"}
	}
	// Propositive "-보죠/-합시다" ("정리해 보죠"): the agent leads the next step.
	if x := hasSuffixAny(tail, []string{"해보죠", "어보죠", "아보죠", "봅시다", "합시다", "하죠", "해보자", "하자", "보자"}); x != "" &&
		(x != "하죠" && x != "하자" || containsAny(tail, koActionStem) != "") {
		return verdict{cls: clsPromise, rule: "proposes to do it now (-" + x + ")", verb: tail}
	}
	if q := koQuestionTail(tail, koQuestionEnd); q != "" {
		return verdict{cls: clsHandoff, rule: "is a question to the user (-" + q + ")"}
	}
	if containsAny(tail, koNegPromise) != "" {
		return verdict{}
	}
	if w, idle := waitKO(tail, full); w {
		if idle {
			return verdict{cls: clsWait, idle: true, rule: "waits for the next instruction (" + tail + ")", waits: true}
		}
		return verdict{cls: clsWait, rule: "waits on work already running (" + tail + ")", waits: true}
	}
	if runningJobKO(clause) {
		return verdict{cls: clsWait, waits: true, rule: "reports work still running (" + tail + ")"}
	}
	if v := promiseKO(tail, clause); v.cls == clsPromise {
		v.waits = containsAny(full, koWaitCue) != ""
		return v
	}
	if pastKO(tail) || containsAny(tail, koDoneWord) != "" || containsAny(clause, koDoneWord) != "" {
		return verdict{cls: clsDone, rule: "reports work done"}
	}
	if evidenceWords(clause) {
		return verdict{cls: clsDone, rule: "reports a result"}
	}
	// "`X`을 추가했고, … 잡혀 있습니다": an action reported in the past
	// before the closing state.
	for _, w := range strings.Fields(clause) {
		if hasSuffixAny(strings.TrimRight(w, ",."), []string{"했고", "했으며", "했는데", "했으니", "었고", "았고", "였고", "됐고"}) != "" {
			return verdict{cls: clsDone, rule: "reports work done (" + w + ")"}
		}
	}
	if hasSuffixAny(tail, koPrediction) != "" {
		return verdict{cls: clsForward, rule: "looks ahead"}
	}
	return verdict{}
}

// promiseKO reads the final predicate of a Korean clause as a first-person
// promise: -겠- intention (not a feeling, guess or politeness), -ㄹ게(요), a
// stated intention, an announced start or work in progress, -러 갑니다, the
// next item on the agenda, -ㄹ 것입니다; otherwise no verdict.
func promiseKO(tail, clause string) verdict {
	rs := []rune(tail)
	n := len(rs)
	// -겠습니다 / -겠어요: intention, unless the stem makes it a feeling,
	// a guess or politeness.
	for _, end := range []string{"겠습니다", "겠어요", "겠음", "겠다", "겠습니다만", "겠고요"} {
		if strings.HasSuffix(tail, end) {
			pre := strings.TrimSuffix(tail, end)
			// 들 is cost or effort ("시간이 좀 들겠습니다"), but 만들 is to
			// make: "deterministic하게 만들겠습니다" promises the work.
			if (hasSuffixAny(pre, koNotPromiseBeforeGet) == "" || strings.HasSuffix(pre, "만들")) && pre != "" {
				return verdict{cls: clsPromise, rule: "is a first-person promise (-겠-)", verb: tail}
			}
			return verdict{}
		}
	}
	// -ㄹ게요 / -ㄹ게: a promise to the listener.
	for _, end := range []string{"게요", "께요", "게", "께"} {
		if strings.HasSuffix(tail, end) {
			k := n - len([]rune(end)) - 1
			if k >= 0 && hangulFinal(rs[k]) == finalRieul {
				return verdict{cls: clsPromise, rule: "is a first-person promise (-ㄹ게요)", verb: tail}
			}
		}
	}
	if x := containsAny(tail, koIntent); x != "" {
		return verdict{cls: clsPromise, rule: "states an intention (" + x + ")", verb: tail}
	}
	if x := hasSuffixAny(tail, koStartVerb); x != "" {
		return verdict{cls: clsPromise, rule: "announces starting the work (" + x + ")", verb: tail}
	}
	for _, end := range []string{"중입니다", "중이에요", "중이예요", "중입니다만"} {
		if strings.HasSuffix(tail, end) && len([]rune(tail)) > len([]rune(end)) {
			return verdict{cls: clsPromise, rule: "announces work in progress (" + end + ")", verb: tail}
		}
	}
	// "`errdefer` 추가하러 갑니다": going off to do it.
	if hasSuffixAny(tail, []string{"러갑니다", "러가요", "러가겠습니다", "러갈게요", "러갈게"}) != "" {
		return verdict{cls: clsPromise, rule: "is a first-person promise (-러 갑니다)", verb: tail}
	}
	// "다음은 장바구니 API 차례입니다": the next item on the agent's agenda.
	if hasSuffixAny(tail, []string{"차례입니다", "차례예요", "차례에요", "차례"}) != "" && containsAny(clause, []string{"다음은", "다음으로", "이제", "이어서", "그다음"}) != "" {
		return verdict{cls: clsPromise, rule: "names the next item on the agent's agenda (… 차례입니다)", verb: tail}
	}
	for _, end := range []string{"할것입니다", "할겁니다", "볼것입니다", "볼겁니다", "할거예요", "볼거예요", "할거에요"} {
		if strings.HasSuffix(tail, end) {
			return verdict{cls: clsPromise, rule: "is a first-person promise (-ㄹ 것입니다)", verb: tail}
		}
	}
	// "이제 X를 Y합니다" narrates the agent's next action, unless the verb is
	// passive ("처리됩니다") or the clause has its own subject or topic
	// ("역할은 이제 reload를 합니다" describes behaviour).
	if strings.HasSuffix(tail, "고있습니다") || strings.HasSuffix(tail, "고있어요") {
		if stem := containsAny(tail, koActionStem); stem != "" && !hasSubjectKO(clause) {
			return verdict{cls: clsPromise, rule: "announces work in progress (-고 있습니다)", verb: tail}
		}
	}
	if hasSuffixAny(tail, []string{"니다", "해요", "어요", "아요"}) != "" && !pastKO(tail) &&
		hasSuffixAny(tail, []string{"됩니다", "돼요", "되어요", "됩니다만", "있습니다", "없습니다"}) == "" && !hasSubjectKO(clause) {
		if adv := containsAny(clause, koNowAdverb); adv != "" {
			if stem := containsAny(tail, koActionStem); stem != "" {
				return verdict{cls: clsPromise, rule: "announces the next step (" + adv + " … " + stem + ")", verb: tail}
			}
			if transitiveNow(clause, tail) {
				return verdict{cls: clsPromise, rule: "announces the next step (" + adv + " … " + tail + ")", verb: tail}
			}
		}
	}
	return verdict{}
}

// transitiveNow reports a present-tense action verb on an object: "`Package.resolved`를
// 다시 맞춥니다". The verb is any -ㅂ니다 form (맞춥, 돌립, 고칩) but the
// copula (입니다) and verbs of state (됩, 있습, 없습); the object particle 을/를
// makes it something the speaker does to a thing.
func transitiveNow(clause, tail string) bool {
	rest, ok := strings.CutSuffix(tail, "니다")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(rest)
	if hangulFinal(r) != finalBieup || r == '입' || r == '됩' || r == '습' || containsAny(tail, koDoneWord) != "" || containsAny(tail, koWorks) != "" {
		return false
	}
	ws := strings.Fields(clause)
	for i := len(ws) - 2; i >= 0; i-- {
		w := strings.TrimRightFunc(ws[i], func(r rune) bool { return !unicode.IsLetter(r) })
		if hasSuffixAny(w, []string{"서", "고", "며", "면", "니까", "는데", "지만"}) != "" && !strings.HasSuffix(w, "에서") {
			return false // the object belongs to an earlier clause: "원인을 고쳐서 이제 통과합니다"
		}
		if strings.HasSuffix(w, "을") || strings.HasSuffix(w, "를") {
			return true
		}
	}
	return false
}

// evidenceWords reports result figures written in the text ("54 tests,
// 0 failures", "0 problems"), in either language.
func evidenceWords(s string) bool {
	toks := tokenize(lower(s))
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tokWord && isNumber(toks[i].text) {
			j := i + 1
			if toks[j].kind == tokWord && enResultNoun.has(toks[j].text) {
				return true
			}
		}
	}
	return false
}

// hasSubjectKO reports a subject or topic other than the speaker: a particle
// 은/는/이/가 on its own after a name ("Sidekiq이") or 은/는/가 ending a noun.
func hasSubjectKO(clause string) bool {
	prevNonHangul := false
	for _, t := range tokenize(clause) {
		if !t.hangul {
			prevNonHangul = t.kind == tokWord || t.kind == tokCode
			continue
		}
		switch t.text {
		case "이", "가", "은", "는":
			if prevNonHangul {
				return true
			}
		case "저는", "제가", "나는", "내가", "우리는", "오늘은", "지금은", "이번에는", "이번엔", "일단은", "우선은", "먼저는", "다음은", "이제는":
		case "남은", "같은", "많은", "작은", "좋은", "높은", "낮은", "짧은", "적은", "넓은", "깊은", "늦은", "새로운", "나머지는":
		default:
			if hasSuffixAny(t.text, []string{"하는", "되는", "있는", "없는", "않는", "오는", "가는", "보는", "주는", "나는", "하던", "려는"}) != "" {
				break // an adnominal ending, not a topic
			}
			rs := []rune(t.text)
			if len(rs) >= 2 {
				switch rs[len(rs)-1] {
				case '은', '는', '가':
					return true
				}
			}
		}
		prevNonHangul = false
	}
	return false
}
