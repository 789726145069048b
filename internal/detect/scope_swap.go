package detect

import (
	"strings"
	"sync"
)

// The direction of a swap. "Replaced the hardcoded strings with t()" and
// "swapped the mock client for the real one" take a stand-in out: the
// stand-in is what was replaced. "Replaced the carrier API call with a
// hardcoded rate table" puts one in: the stand-in is the replacement. English
// names the old thing as the object and the new one after with/for/by
// ("substituted Y for X" the other way round); Korean marks the old one
// with 을/를 and the new one with (으)로 ("하드코딩 문구를 `t()`로 교체",
// "결제 호출을 고정 응답으로 대체").

var (
	swapVerbsEN = sync.OnceValue(func() map[string]bool {
		return set("replaced", "replace", "replacing", "swapped", "swap", "swapping", "switched", "changed",
			"converted", "moved", "migrated", "substituted")
	})
	swapStandInEN = sync.OnceValue(func() map[string]bool {
		return set("stub", "stubs", "stubbed", "mock", "mocks", "mocked", "fake", "dummy", "placeholder", "placeholders",
			"hardcoded", "hard-coded", "canned", "no-op", "noop")
	})
	// Marks that leave the swapped part owed, or a second cut in the sentence.
	swapOwedEN = sync.OnceValue(func() map[string]bool {
		return set("but", "still", "yet", "later", "skip", "skipped", "disabled", "until", "temporarily", "though")
	})
	koSwapVerb = []string{"로 교체", "로 대체", "로 바꿨", "로 바꾸", "로 바꿔", "로 전환", "로 옮겼", "로 갈아"}
)

// swapStandIn reads a sentence that swaps one thing for another. It returns
// the reason when the stand-in is the replacement, and out when the
// stand-in is only what was taken out; both "" and false when the sentence
// is no such swap or says nothing of a stand-in.
func swapStandIn(u unit) (reason string, out bool) {
	if u.korean {
		return "", koSwapOut(u.low)
	}
	ws := u.ws
	for v, w := range ws {
		if !swapVerbsEN()[w] {
			continue
		}
		p := -1
		for j := v + 1; j < len(ws) && j <= v+8; j++ {
			if ws[j] == "with" || ws[j] == "for" || ws[j] == "by" || ws[j] == "to" || ws[j] == "into" {
				p = j
				break
			}
		}
		if p < 0 {
			continue
		}
		oldLo, oldHi := v+1, p
		if v > 0 && scopeBeNow()[ws[v-1]] { // "the mock was replaced with …"
			oldLo, oldHi = max(v-6, 0), v
		}
		newHi := min(p+7, len(ws))
		oldW, newW := swapStandInAt(ws[oldLo:oldHi]), swapStandInAt(ws[p+1:newHi])
		if w == "substituted" {
			oldW, newW = newW, oldW
		}
		switch {
		case newW != "" && oldW == "" && !testDoubleEN(ws):
			return "says it put a " + newW + " stand-in in place of the real thing", false
		case oldW != "" && newW == "" && !hasAnySet(ws, swapOwedEN()):
			return "", true
		}
	}
	return "", false
}

func swapStandInAt(ws []string) string {
	for _, w := range ws {
		if swapStandInEN()[w] {
			return w
		}
	}
	return ""
}

// koSwapOut: "하드코딩 문구를 `t()`로 교체": the stand-in is the object
// (을/를) and the replacement, marked (으)로, is no stand-in.
func koSwapOut(low string) bool {
	v := containsAny(low, koSwapVerb)
	if v == "" {
		return false
	}
	i := strings.Index(low, v)
	head := low[:i]
	o := max(strings.LastIndex(head, "을 "), strings.LastIndex(head, "를 "))
	if o < 0 {
		return false
	}
	return (containsAny(head[:o+1], koStandInNoun) != "" || containsAny(head[:o+1], []string{"hardcod", "hard-cod"}) != "") && containsAny(head[o:], koStandInNoun) == "" &&
		containsAny(low, []string{"아직", "일단", "임시", "나중", "못", "대신"}) == ""
}
