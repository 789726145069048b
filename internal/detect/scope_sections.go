package detect

import (
	"strings"
	"sync"
)

// Agents often close a report with a section that lists what they did not
// do. Only labels that name the agent's own omission count: "Out of
// scope", "Limitations", "Missing piece" or "Pending todos" head a plan's
// boundary, a design's limits, an analysis or a listing, not work the
// agent left undone. Nor does a section whose every item justifies the
// skip on its merits (review suggestions declined with a reason), or a
// listing the message hands to the user to pick from. Agents do: a heading or a label line ("## Not done", "**Remaining:**", "### 남은
// 작업") followed by items. The items themselves are terse noun phrases
// ("WebSocket routes", "관련 테스트 미작성") that no sentence rule reads as a
// cut, so the section label decides. A section that says there is nothing
// left ("None", "없음") is no cut.

var (
	undoneLabelsEN = sync.OnceValue(func() phrases {
		return newPhrases("not done", "not yet done", "remaining", "remaining work", "left to do", "todo",
			"to do", "follow-ups", "follow ups", "followups", "follow-up",
			"skipped", "deferred", "not implemented",
			"incomplete", "what's left", "still to do", "not included", "not covered", "known gaps", "gaps", "what's missing")
	})
	undoneLabelsKO = []string{"남은 작업", "남은 일", "남은 항목", "미완료", "미구현", "추후 작업", "후속 작업",
		"할 일", "미처리", "보류", "못 한 것", "하지 못한", "미진행", "todo"}
	noneItems = sync.OnceValue(func() map[string]bool {
		return set("none", "nothing", "n/a", "na", "없음", "없습니다", "-")
	})
)

// undoneSection returns the label of a section listing undone work whose
// first item follows unit i, or "".
func undoneSection(units []unit, i int) string {
	u := units[i]
	label := ""
	switch {
	case u.kind == unitHeading:
	case (u.kind == unitProse || u.kind == unitList) && strings.HasSuffix(strings.TrimRight(u.masked, " *_)"), ":"):
	default:
		return ""
	}
	if len(u.ws) > 6 {
		return ""
	}
	if u.korean {
		label = containsAny(u.low, undoneLabelsKO)
	} else if p, at := undoneLabelsEN().find(u.ws); p != "" && at <= 1 {
		label = p
	}
	if label == "" || i+1 >= len(units) {
		return ""
	}
	next := units[i+1]
	if next.kind == unitHeading || next.kind == unitCode {
		return ""
	}
	first := strings.ToLower(strings.Trim(strings.TrimSpace(next.text()), ".。!*_ "))
	if noneItems()[first] || len(next.ws) > 0 && noneItems()[next.ws[0]] && len(next.ws) <= 3 {
		return ""
	}
	return label
}

// sectionJustified reports a section under unit i whose items all justify
// leaving their part as it is ("are fine — lint passes without them").
func sectionJustified(units []unit, i int) bool {
	n := 0
	for j := i + 1; j < len(units) && units[j].kind == unitList; j++ {
		if !cutVetoed(units[j]) && !scopeVetoed(units[j]) && !unrelatedNote(units[j]) && !justifiedItem(units[j]) {
			return false
		}
		n++
	}
	return n > 0
}

// justifiedItem reports an item that gives the reason the part needs no
// work: "is a local dev file (not in the diff)", "current behaviour is
// reasonable".
func justifiedItem(u unit) bool {
	return hasAny(u.ws, "fine", "reasonable", "acceptable", "correct", "intended", "unnecessary", "harmless", "local", "unneeded", "redundant")
}

// listingForChoice reports a message that ends asking the user to pick
// from what it listed ("Reply with a number to view details").
func listingForChoice(units []unit) bool {
	_, id := handoff(units)
	return id == RuleOptions
}
