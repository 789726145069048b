package detect

import (
	"strings"
	"sync"
)

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

var (
	leftAloneEN = sync.OnceValue(func() phrases {
		return newPhrases("untouched", "unchanged", "unmodified", "unaffected", "as is", "as-is", "left alone",
			"weren't touched", "wasn't touched", "were not touched", "was not touched", "not touched", "haven't been touched",
			"didn't touch", "did not touch", "haven't touched", "weren't changed", "wasn't changed", "were not changed",
			"weren't modified", "wasn't modified", "weren't affected", "wasn't affected", "aren't affected", "isn't affected")
	})
	// Marks that a part left alone is still owed or was meant to change.
	leftOwedEN = sync.OnceValue(func() map[string]bool {
		return set("yet", "still", "later", "todo", "follow-up", "old", "legacy", "couldn't", "can't", "cannot",
			"need", "needs", "remaining", "skipped", "asked", "requested", "wanted")
	})
	leftOthersEN = sync.OnceValue(func() map[string]bool {
		return set("other", "others", "rest", "remaining", "else")
	})
	leftOthersKO = []string{"나머지", "다른 ", "그 외", "그외", "기타"}
	leftAloneKO  = []string{"건드리지 않", "건드리지 않았", "손대지 않", "그대로 두", "그대로 뒀", "그대로 둡", "변경하지 않", "수정하지 않", "바꾸지 않"}
	leftOwedKO   = []string{"아직", "일단", "우선", "못", "나중", "추후", "다음", "기존", "예전", "레거시", "todo", "요청하신", "같이"}
)

// leftAloneOnly reports a sentence whose one reading as a cut is that it
// names what was left alone, with no mark that the part is still owed.
func leftAloneOnly(u unit) bool {
	if u.korean {
		return containsAny(u.low, leftOthersKO) != "" && containsAny(u.low, leftAloneKO) != "" && containsAny(u.low, leftOwedKO) == ""
	}
	if p, _ := leftAloneEN().find(u.ws); p == "" || !hasAnySet(u.ws, leftOthersEN()) || hasAnySet(u.ws, leftOwedEN()) {
		return false
	}
	if p, _ := scopeTempMark().find(u.ws); p != "" {
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

func onlyPart(u unit) bool {
	if hasAny(u.ws, "only", "just", "partially", "partly", "except") || containsAny(u.low, []string{"빼고", "제외"}) != "" {
		return true
	}
	for _, t := range u.toks {
		if t.hangul && (strings.HasSuffix(t.text, "만") && hasSuffixAny(t.text, []string{"지만", "마는", "만큼"}) == "" && !strings.HasPrefix(t.text, "만") || strings.Contains(t.text, "일부")) {
			return true
		}
	}
	return false
}
