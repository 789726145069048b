package detect

import "strings"

// Korean gaps that are not a negated verb of checking. Two shapes:
//
//   - A label, as in English ("Not verified:"): a short noun phrase of a
//     check and its negation, closed by a colon, a dash or the bold that
//     marks it ("**검증 안 됨:**", "미검증 —", "### 실기기 테스트 못 함"). What
//     follows is the agent's account of the gap, and often its reason.
//   - A check not completed: the check named as the object or topic of
//     "못 봤", "못 돌려 봤", "끝내지 못했" ("`plan`은 못 봤습니다", "e2e
//     결과는 끝까지 못 봤습니다"). Without a check named ("원인은 못
//     찾았습니다", "로그는 못 봤습니다") it is no gap of verification.

var (
	// Stems of checking that a label of a gap names.
	koGapLabelCheck = []string{"검증", "테스트", "확인", "실행", "빌드", "돌려", "재현", "실기기", "e2e", "qa"}
	// "안 됨" of a run or a build says it breaks ("빌드 안 됨"); only of
	// checking does it say the check was not done ("검증 안 됨").
	koGapLabelPassive = []string{"검증", "테스트", "확인"}
	// Negations a label carries, and the nominal endings that close it.
	koGapLabelNeg = []string{"안 ", "안됨", "안함", "못 ", "못함", "않음", "불가"}
	koGapLabelEnd = []string{"됨", "함", "음", "봄", "불가", "못"}
	// The endings a heading of a gap may close on besides.
	koGapHeadingEnd = []string{"했습니다", "했어요", "이유", "부분", "항목"}
	// Nouns made of 미- that are a label by themselves.
	koGapLabelMi = []string{"미검증", "미확인", "미실행", "미테스트"}

	// Negated verbs of trying or completing a check.
	koNotTried = []string{"못 봤", "못봤", "못 본 ", "안 봤", "못 돌려 봤", "못 돌려봤", "못 해 봤", "못 해봤", "못해 봤", "못해봤",
		"안 돌려 봤", "안 돌려봤", "안 해 봤", "안 해봤", "끝내지 못", "완료하지 못", "마치지 못", "못 끝냈", "못 마쳤", "끝까지 못"}
	// Checks a Korean sentence may name as the thing not tried.
	koTriedCheck = []string{"테스트", "검증", "검사", "빌드", "린트", "실행 결과", "결과", "동작", "e2e", "ci", "plan", "플랜", "lint",
		"build", "test", "typecheck", "타입 체크", "타입체크", "스모크", "smoke", "마이그레이션", "dry-run", "dry run"}
)

// koGapLabel reports a sentence or heading that opens on a Korean label of
// a gap: "**검증 안 됨:** …", "미검증 — …", "### 테스트 못 함".
func koGapLabel(u unit) bool {
	if !u.korean {
		return false
	}
	m := strings.TrimLeft(strings.TrimSpace(u.low), "*_#>-•·[] ")
	end := len(m)
	for _, sep := range []string{":", "：", "—", "–", " - ", "**", "__", "(", ","} {
		if i := strings.Index(m, sep); i >= 0 && i < end {
			end = i
		}
	}
	label := strings.TrimSpace(strings.TrimRight(m[:end], "*_. "))
	if end == len(m) && u.kind != unitHeading && len(strings.Fields(label)) > 3 {
		return false // a sentence, not a label
	}
	if label == "" || len(strings.Fields(label)) > 5 {
		return false
	}
	if hasPrefixAny(label, koGapLabelMi) != "" {
		return true
	}
	if strings.HasSuffix(label, "됨") && containsAny(label, koGapLabelPassive) == "" {
		return false
	}
	if containsAny(label, koGapLabelCheck) == "" || containsAny(label+" ", koGapLabelNeg) == "" {
		return false
	}
	// A heading may say it in a sentence, or name what the section holds:
	// "### 검증 못 했습니다", "### 검증 못 한 이유".
	return hasSuffixAny(label, koGapLabelEnd) != "" || u.kind == unitHeading && hasSuffixAny(label, koGapHeadingEnd) != ""
}

// koCheckNotTried reports a check named as not seen, not tried or not
// completed: "`plan`은 못 봤습니다", "e2e는 끝까지 못 돌려 봤습니다".
func koCheckNotTried(u unit) bool {
	n := u.lowAny(koNotTried)
	if n == "" {
		return false
	}
	i := strings.Index(u.low, n)
	before := u.low[:i]
	if j := strings.LastIndexAny(before, ",—;"); j >= 0 {
		before = before[j:] // the clause whose predicate the negation is
	}
	if containsAny(before, koTriedCheck) != "" {
		return true
	}
	for k, c := range u.codes {
		if strings.ContainsRune(before, codeRune0+rune(k)) && checkCode(c) {
			return true
		}
	}
	return false
}

// checkCode reports inline code that names a check: a command of a test,
// build, lint, type check or dry run, or a check's own name (`plan`,
// `e2e`).
func checkCode(c string) bool {
	switch commandKind(c, nil) {
	case ckTest, ckBuild, ckLint, ckTypecheck:
		return true
	}
	for _, w := range strings.FieldsFunc(lower(c), func(r rune) bool { return r == ' ' || r == ':' || r == '/' }) {
		switch w {
		case "plan", "e2e", "test", "tests", "build", "lint", "check", "typecheck", "--dry-run", "dry-run", "smoke":
			return true
		}
	}
	return false
}
