package detect

import (
	"strings"
	"sync"
)

// Workarounds in place of the asked work, in English: the work avoided
// ("rather than fix the timezone math, I pinned the clock"), the real thing
// swapped out ("swapped the real S3 upload for a local writer"), a failing
// test retried until it passes, a part still in a stand-in state ("that part
// is still manual"), a part not there yet ("per-row checks aren't there
// yet"), a part moved to later ("I'd rather tackle it separately") and a
// simplified version kept for now ("a simple substring match for now").

var (
	// Verbs of the asked work that "rather than"/"instead of" set aside.
	scopeAvoidedWork = sync.OnceValue(func() map[string]bool {
		return set("fix", "fixing", "solve", "solving", "debug", "debugging", "investigate", "investigating",
			"root-cause", "chase", "chasing", "migrate", "migrating", "rework", "reworking", "port", "porting", "convert",
			"converting", "implement", "implementing", "handle", "handling", "address", "addressing", "resolve", "resolving",
			"update", "updating", "refactor", "refactoring", "retry", "retrying", "retried", "raised", "surfaced", "propagated",
			"handled", "reported", "fixed")
	})
	// Verbs that throw an error away instead of handling it.
	scopeSwallowVerbs = sync.OnceValue(func() map[string]bool {
		return set("swallowed", "swallows", "swallow", "swallowing", "ignored", "ignores", "discarded", "discards",
			"dropped", "drops", "suppressed", "suppresses", "eaten")
	})
	scopeErrorNouns = sync.OnceValue(func() map[string]bool {
		return set("error", "errors", "exception", "exceptions", "failure", "failures", "failed", "panic", "panics", "err")
	})
	scopeSwapVerbs = sync.OnceValue(func() map[string]bool {
		return set("swapped", "replaced", "substituted", "traded", "swapping", "replacing")
	})
	scopeRetry = sync.OnceValue(func() map[string]bool {
		return set("retries", "retry", "reruns", "rerun", "re-runs", "re-run", "retried")
	})
	scopeRetryN = sync.OnceValue(func() map[string]bool {
		return set("twice", "thrice", "times", "2", "3", "5")
	})
	// States that, after "still", say a part is not done.
	scopeStillUndone = sync.OnceValue(func() map[string]bool {
		return set("manual", "inline", "hand-written", "handwritten", "missing", "pending", "todo", "unimplemented", "unhandled", "stubbed", "mocked",
			"hardcoded", "hard-coded", "outstanding", "unsupported", "untested", "uncovered", "unconverted", "unported")
	})
	// Verbs of work that a later-marker after them defers.
	scopeLaterWork = sync.OnceValue(func() map[string]bool {
		return set("tackle", "handle", "do", "address", "port", "convert", "migrate", "add", "implement", "wire",
			"finish", "cover", "fix", "update", "deal", "look")
	})
	// Simplified versions that "for now" marks as a stand-in.
	scopeSimplified = sync.OnceValue(func() map[string]bool {
		return set("simple", "basic", "naive", "crude", "minimal", "rough", "hardcoded", "hard-coded", "manual",
			"dummy", "fake", "placeholder", "stub", "in-memory", "simplified")
	})
	scopeFailGerund = sync.OnceValue(func() map[string]bool {
		return set("failing", "tripping", "complaining", "flagging", "erroring", "breaking", "timing", "flaking")
	})
	scopeFailReason = sync.OnceValue(func() phrases {
		return newPhrases("timing out", "timed out", "kept failing", "keeps failing", "was failing", "were failing",
			"kept timing", "was flaky", "were flaky", "flaky", "root cause is still", "root cause is unknown", "not sure why")
	})
)

// requestSubstituted reports the asked thing replaced by something else:
// "I went with polling instead of the websockets you asked for", "instead of
// replacing the old one as you asked, it sits behind a flag", "WebSocket으로
// 붙여 달라고 하셨는데 … 대신 polling으로 구현했습니다", "요청 범위에 있었지만
// 이번에는 빼고". The mention of the request would otherwise read as the
// user's own exclusion.
func requestSubstituted(u unit) string {
	if u.korean {
		asked := strings.Contains(u.low, "요청하신") && containsAny(u.low, []string{"요청하신 대로", "요청하신 것처럼", "요청하신 범위"}) == ""
		if asked && strings.Contains(u.low, "대신") {
			return "says it did the asked work another way (요청하신 … 대신)"
		}
		if asked && containsAny(u.low, []string{" 중 ", "중에"}) != "" && koHasOnly(u) {
			return "says it did only part of what was asked (요청하신 … 중 …만)"
		}
		if containsAny(u.low, []string{"하셨는데", "하셨지만", "요청하신 건", "요청 범위에 있었지만", "요청에 있었지만", "요청하셨지만", "요구사항이었지만", "요구사항에 있었지만"}) != "" &&
			containsAny(u.low, []string{"대신", "빼고", "제외", "생략", "없이", "못 했", "못했", "하지 않았", "보류"}) != "" {
			return "says it did the asked work another way or left part of it"
		}
		return ""
	}
	ws := u.ws
	// "As you asked, storage is a local stub for now": the sentence
	// attributes the stand-in to the user, not to the agent.
	byUser := false
	if g, i := scopeUserAsked().find(ws); g != "" && !cutOfRequested(ws, i) {
		byUser = true
	}
	if hasAny(ws, "ticket", "request", "requested", "asked") && !hasAny(ws, "if", "should", "could") && !byUser {
		if p, _ := scopeTempMark().find(ws); p != "" {
			return "says part of the asked work is only provisional (" + p + ")" // "HEIC uploads, which the ticket also covers, are rejected for now"
		}
	}
	if !hasAny(ws, "instead", "rather") {
		return ""
	}
	if hasAny(ws, "request", "requested", "ticket", "spec", "issue") && (hasWords(ws, "from the") || hasWords(ws, "in the") || hasAny(ws, "requested")) ||
		hasWords(ws, "keep it simple") || hasWords(ws, "for simplicity") {
		return "says it replaced what was asked for with something simpler"
	}
	if requestAfterInstead(ws) {
		if hasAny(ws, "should", "could", "can", "if", "would") && !hasAny(ws, "i", "went", "used", "chose", "it", "left") {
			return "" // a suggestion, not a report
		}
		return "says it replaced what the user asked for"
	}
	return ""
}

// requestAfterInstead reports "instead of …" or "rather than …" followed by
// a mention of the request ("the websockets you asked for", "as you
// asked"): what was done replaced what was asked.
func requestAfterInstead(ws []string) bool {
	for i, w := range ws {
		if w != "instead" && w != "rather" {
			continue
		}
		for j := i + 1; j+1 < len(ws) && j <= i+12; j++ {
			if ws[j] == "you" && (ws[j+1] == "asked" || ws[j+1] == "requested" || ws[j+1] == "wanted") ||
				ws[j] == "as" && ws[j+1] == "requested" || (ws[j] == "ticket" || ws[j] == "spec") && ws[j+1] == "asked" {
				return true
			}
		}
	}
	return false
}

// koHasOnly reports a restrictive 만 on a word: "리소스만", "한국어만".
func koHasOnly(u unit) bool {
	for _, t := range u.toks {
		if t.hangul && strings.HasSuffix(t.text, "만") && hasSuffixAny(t.text, []string{"지만", "마는", "만약", "만큼"}) == "" {
			return true
		}
	}
	return false
}

func scopeWorkaroundEN(ws []string) string {
	if r := scopeWorkaroundRule(ws); r != "" && !compatNote(ws) {
		return r // unless kept on purpose: "by design", "intended"
	}
	return ""
}

func scopeWorkaroundRule(ws []string) string {
	n := len(ws)
	for i, w := range ws {
		if scopeClassOf(w)&mWorkaround == 0 {
			continue
		}
		switch {
		case (w == "rather" && i+1 < n && ws[i+1] == "than" || w == "instead" && i+1 < n && ws[i+1] == "of") && i+2 < n:
			j := i + 2
			if ws[j] == "the" && j+1 < n && (ws[j+1] == "real" || ws[j+1] == "actual") {
				return "says it used a stand-in instead of the real thing"
			}
			if scopeAvoidedWork()[ws[j]] {
				return "says it worked around the asked work (" + w + " … " + ws[j] + ")"
			}
		case scopeSwallowVerbs()[w] && !negatedBefore(ws, i) && !hasAny(ws, "longer", "instead", "propagates", "propagated", "surfaces", "surfaced", "raises", "retries", "retried") || w == "rather" && i+2 < n && ws[i+1] == "than" && scopeAvoidedWork()[ws[i+2]]:
			for j := max(i-8, 0); j < i; j++ {
				if scopeErrorNouns()[ws[j]] {
					return "says errors are " + w + " instead of handled"
				}
			}
			if w == "rather" {
				return "says it worked around the asked work (rather than " + ws[i+2] + ")"
			}
		case scopeSwapVerbs()[w] && i+2 < n && ws[i+1] == "the" && (ws[i+2] == "real" || ws[i+2] == "actual") && !testDoubleEN(ws):
			return "says it swapped out the real thing"
		case scopeRetry()[w] && (hasAnySet(ws, scopeTestPlace()) || hasAny(ws, "ci", "flaky", "pipeline")):
			for j := i + 1; j < n && j <= i+4; j++ {
				if scopeRetryN()[ws[j]] {
					return "says a failing test is retried until it passes"
				}
			}
		case w == "still" && i+1 < n:
			k := i + 1
			if ws[k] == "a" || ws[k] == "an" || ws[k] == "being" || ws[k] == "have" || ws[k] == "has" || ws[k] == "use" || ws[k] == "uses" || ws[k] == "contain" || ws[k] == "contains" {
				k++
			}
			if k < n && (scopeStillUndone()[ws[k]] || ws[k] == "stub" || ws[k] == "placeholder") && !negatedBefore(ws, i) {
				return "says part is still " + ws[k]
			}
		case w == "yet" && i > 0:
			for j := i - 1; j >= 0 && j >= i-4; j-- {
				switch ws[j] {
				case "aren't", "isn't", "not", "wasn't", "weren't":
					// "not done yet: I'll finish it next" is work in
					// progress, which the closing promise reports.
					// "… because the table isn't created yet": the state
					// is the reason for something else, not a part cut.
					if !hasAny(ws, "pass", "passing", "passes", "green", "released", "merged", "deployed", "approved", "you", "i'll", "we'll", "next",
						"planned", "scheduled", "prioritized", "triaged", "decided", "pushed", "committed", "published") && !hasAny(ws[:j], "because", "since") {
						return "says part is not there yet"
					}
				}
			}
		case scopeLaterWork()[w] && !hasAny(ws, "you", "your", "if"):
			if p, j := scopeLaterWhen().find(ws[i+1:]); p != "" && j <= 4 && p != "next" {
				return "moves part to later (" + w + " … " + p + ")"
			}
		case w == "for" && i+1 < n && ws[i+1] == "now":
			for j := max(i-8, 0); j < i; j++ {
				if scopeSimplified()[ws[j]] || ws[j] == "only" || ws[j] == "just" {
					return "says a simplified version stands in for now (" + ws[j] + ")"
				}
			}
		}
	}
	return ""
}
