package detect

import (
	"strings"
	"sync"
)

// Agents report progress in tables: one row per asked item, a status
// column saying how far it got. A status cell that says the item was not
// done ("skipped — depends on …", "보류", "미구현") reports a cut in the
// same way a sentence would; the item cell beside it names what was cut.
// Failing results ("❌ 2 failing") are honest failure, not a cut.

var (
	undoneStatusEN = sync.OnceValue(func() phrases {
		return newPhrases("skipped", "skip", "not done", "not started", "not implemented", "unimplemented",
			"stubbed", "stub", "deferred", "postponed", "todo", "to do", "later", "left as is", "left as-is",
			"out of scope", "not migrated", "not converted", "not ported", "not covered", "not yet", "partial",
			"partially", "disabled", "mocked", "hardcoded", "next pr", "follow-up", "on hold", "descoped")
	})
	undoneStatusKO = []string{"보류", "미구현", "미완료", "미적용", "미지원", "미작성", "생략", "제외", "스킵", "건너뜀",
		"다음 pr", "추후", "나중에", "일부", "부분", "하지 않음", "안 함", "못 함", "못함", "예정", "todo"}
)

// tableUndone returns the status cell of a table row that reports an item
// not done, or "".
func tableUndone(u unit) string {
	cells := strings.Split(u.masked, "|")
	if len(cells) < 2 || u.korean && containsAny(u.low, koScopeGuard) != "" {
		return ""
	}
	for _, c := range cells[1:] {
		c = strings.TrimSpace(c)
		if c == "" || strings.Trim(c, "-: ") == "" {
			continue
		}
		low := strings.ToLower(strings.TrimLeft(c, "❌⚠️⏸⏭🚧⛔ *_"))
		ws := words(tokenize(low))
		if p, at := undoneStatusEN().find(ws); p != "" && at == 0 {
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
