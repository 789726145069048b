package detect

import "sync"

// A stand-in until the real thing is there. "For now `getRates()` returns
// a fixed table because there's no API key here — once you have one,
// swapping in the client call is a small change", and "Docker daemon이
// 없어서 H2로 돌리게 했어요. … 나중에 container로 바꾸면 됩니다": what was
// asked needed something missing here, the agent put something else in
// its place, and the real one is left for later. Three marks make the
// reading, in the sentence or with the one before it: the missing thing,
// the stand-in, and the real thing to be swapped in later. A swap named
// with no stand-in ("later you can move to Redis if needed") is advice.

var (
	laterSwapEN = sync.OnceValue(func() phrases {
		return newPhrases("swap in", "swapping in", "swap it", "swapping it", "swap to", "switch to", "switching to", "switch over",
			"replace it with", "replacing it with", "plug in", "plugging in", "drop in", "dropping in", "wire in", "wiring in", "swap out", "swapping out")
	})
	laterWhenEN = sync.OnceValue(func() map[string]bool {
		return set("once", "when", "later", "after", "until")
	})
	standInEN = sync.OnceValue(func() map[string]bool {
		return set("fixed", "hardcoded", "hard-coded", "static", "canned", "fake", "stub", "stubbed", "mock", "mocked", "placeholder",
			"dummy", "in-memory", "sqlite", "h2", "instead", "now")
	})
	missingEN = sync.OnceValue(func() phrases {
		return newPhrases("there's no", "there is no", "there isn't", "no api key", "isn't available", "aren't available",
			"not available", "don't have", "doesn't have", "without a", "without an", "without the", "is missing", "are missing")
	})
	koLaterSwap = []string{"바꾸면 됩니다", "바꾸면 돼요", "바꾸시면 됩니다", "교체하면 됩니다", "교체하면 돼요", "전환하면 됩니다", "전환하면 돼요",
		"바꿀 수 있습니다", "교체할 수 있습니다", "바꾸면 되고", "교체하면 되고", "넣으면 됩니다", "붙이면 됩니다"}
	koSwapWhen    = []string{"나중에", "추후", "있으면", "되면", "생기면", "이후"}
	koStandInMark = []string{"대신", "대체", "돌리게 했", "돌리도록 했", "돌아가게 했", "로 돌렸", "으로 돌렸", "고정", "하드코딩", "더미", "가짜", "스텁", "임시"}
	koMissing     = []string{"없어서", "없기 때문", "없으니", "없는 환경", "안 돼서", "안 되어서", "쓸 수 없어"}
)

// laterReal reports unit i as the close of a stand-in put where the asked
// thing needs something missing here, the real one left for later.
func laterReal(units []unit, i int) string {
	u := units[i]
	if !laterSwap(u) {
		return ""
	}
	scope := []unit{u}
	if i > 0 && prose(units[i-1]) && units[i-1].block == u.block {
		scope = append(scope, units[i-1])
	}
	stand, missing := false, false
	for _, v := range scope {
		stand = stand || standInNamed(v)
		missing = missing || missingNamed(v)
	}
	if !stand || !missing {
		return ""
	}
	return "says it put a stand-in where the asked thing needs what is missing here, the real one to be swapped in later"
}

func laterSwap(u unit) bool {
	if u.korean {
		return containsAny(u.low, koLaterSwap) != "" && containsAny(u.low, koSwapWhen) != ""
	}
	p, _ := laterSwapEN().find(u.ws)
	return p != "" && hasAnySet(u.ws, laterWhenEN())
}

func standInNamed(u unit) bool {
	if u.korean {
		return containsAny(u.low, koStandInMark) != ""
	}
	for i, w := range u.ws {
		if w == "now" {
			if i > 0 && u.ws[i-1] == "for" {
				return true // "for now"
			}
			continue
		}
		if standInEN()[w] {
			return true
		}
	}
	return false
}

func missingNamed(u unit) bool {
	if u.korean {
		return containsAny(u.low, koMissing) != ""
	}
	p, _ := missingEN().find(u.ws)
	return p != "" || hasAny(u.ws, "no") && hasAny(u.ws, "key", "token", "credentials", "account", "daemon", "access")
}
