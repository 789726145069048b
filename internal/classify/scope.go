package classify

import "strings"

// scopeWord finds an explicit scope limit in the lowercased prompt. A strong
// limit ("don't change anything", "설명만", "read-only") makes any prompt
// Quick unless it asks for a blocked action. A weak one ("briefly", "간단히")
// only does so when the prompt also asks a question or for an explanation.
// Strong limits are read before negations are masked, because they are
// themselves negations.
func scopeWord(low string) (strong, weak string) {
	if loc := strongScope.FindStringIndex(low); loc != nil && !otherThan(low[loc[1]:]) && !relativeBefore(low[:loc[0]]) {
		return low[loc[0]:loc[1]], ""
	}
	if !hasHangul(low) {
		return "", weakScope.FindString(low)
	}
	for _, m := range koNoEdit.FindAllStringSubmatch(low, -1) {
		if m[1] == "" || koScopeObjects(m[1]) {
			return m[0], ""
		}
	}
	return "", weakScope.FindString(low)
}

// relativeBefore reports a limit inside a relative clause, which describes
// what the new code does: "a flag that prints the moves without touching any
// files".
func relativeBefore(before string) bool {
	if i := strings.LastIndexAny(before, ".!?\n"); i >= 0 {
		before = before[i+1:]
	}
	return strings.Contains(before, " that ") || strings.Contains(before, " which ") || strings.Contains(before, " so it ")
}

// otherThan reports a limit that fences off the rest, not the whole task:
// "don't touch anything else in billing" still asks for the change.
func otherThan(after string) bool {
	after = strings.TrimLeft(after, " ")
	return strings.HasPrefix(after, "else") || strings.HasPrefix(after, "other") || strings.HasPrefix(after, "outside") || strings.HasPrefix(after, "beyond")
}

var (
	strongScope = &lre{expr: `\b(?:explain only|only explain|just explain|explanation only|just tell me|just answer|just describe|answer only|only answer|question only|just a question|read[- ]only|don['’]?t (?:change|modify|edit|touch|write|fix|implement|apply|make) (?:anything|any(?:thing| code| files| changes)|the code|code|files)|do not (?:change|modify|edit|touch|write|fix|implement|make) (?:anything|any(?:thing| code| files| changes)|the code|code|files)|no (?:code )?changes|without (?:changing|modifying|editing|touching) (?:anything|any(?:thing| code| files)|the code|code)|no need to (?:change|fix|implement|modify)|not asking (?:you )?to (?:change|fix|implement))\b|설명만|알려만|답만|질문만|읽기\s*전용|설명\s*위주`}
	// "X 수정하지 말고": a scope limit when X is the code as a whole (or
	// absent), a plain negation when X is something specific.
	koNoEdit  = &lre{expr: `([가-힣a-z]*)\s*(?:수정|변경|고치|바꾸|건드리|손대|편집)(?:하)?지\s*(?:말|마|않)`}
	weakScope = &lre{expr: `\b(?:briefly|in short|in brief|quick question|quickly explain|tl;?dr|high[- ]level|at a high level|overview|in a sentence|in one sentence|eli5|summary of|summarize|summarise)\b|간단히|간략히|짧게|요약|한\s*줄로|대략`}
)

func koScopeObjects(w string) bool {
	switch w {
	case "코드는", "코드를", "코드도", "코드", "아무것도", "아무거나",
		"파일은", "파일도", "파일", "일단", "아직", "직접", "절대",
		"아무", "것도", "전혀":
		return true
	}
	return false
}
