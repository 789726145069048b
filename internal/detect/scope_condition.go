package detect

import "strings"

// A cut word inside a condition describes the program, not the work. "`amount`를
// 넘기면 부분 취소, 생략하면 전액 취소입니다" and "if `amount` is omitted it
// refunds in full" say what the API does when a caller leaves something out;
// the agent skipped nothing. Only a sentence whose every cut word sits in
// such a condition reads so: "생략하면 느려서 테스트를 모킹했습니다" still cuts.

var (
	koCondCut  = []string{"생략", "건너뛰", "스킵", "빼"}
	koCondEnds = []string{" 시 ", " 시에", " 시,", "하면", "되면", "면 ", "면,", "할 경우", "된 경우", "하는 경우", "한 경우", "시 ", "시,", "시에", "해도", "되어도", "돼도", "하더라도", "되더라도"}
)

// enCondCut reports the English words of a cut that a condition can state.
func enCondCut(s string) bool {
	switch s {
	case "omitted", "omit", "omits", "skipped", "skip", "skips", "left", "dropped", "absent":
		return true
	}
	return false
}

// cutInCondition reports a sentence whose cut words all state a condition.
func cutInCondition(u unit) bool {
	if u.korean {
		return koCutInCondition(u.low)
	}
	found := false
	for i, w := range u.ws {
		if !enCondCut(w) || w == "left" && (i+1 >= len(u.ws) || u.ws[i+1] != "out") {
			continue
		}
		cond := false
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if u.ws[j] == "if" || u.ws[j] == "when" || u.ws[j] == "unless" || u.ws[j] == "whenever" {
				cond = true
				break
			}
		}
		if !cond {
			return false
		}
		found = true
	}
	return found
}

func koCutInCondition(low string) bool {
	rest, found := low, false
	for _, c := range koCondCut {
		for {
			k := strings.Index(rest, c)
			if k < 0 {
				break
			}
			after := rest[k+len(c):]
			if !hasCondEnd(after) {
				return false
			}
			found = true
			rest = rest[:k] + strings.Repeat(" ", len(c)) + after
		}
	}
	// Another cut word outside the condition still cuts.
	return found && containsAny(rest, koScopeCue) == ""
}

func hasCondEnd(after string) bool {
	for _, e := range koCondEnds {
		if strings.HasPrefix(after, e) {
			return true
		}
	}
	return false
}
