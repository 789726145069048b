package detect

import (
	"strings"
	"sync"
)

// Provisional and switched-off states, in English. A part of the work can be
// reported as a state rather than an action: it behaves minimally "for the
// moment" ("error states just show the default spinner for the moment"), it
// is off "until" something ("defaults to off until we have a webhook"), a
// check is excluded or disabled in the passive ("the Python 3.8 job is
// excluded from the matrix"), a piece still runs on the old way ("still hits
// the old `/v1/geo` endpoint"), a part is wanted "later", or a test is
// removed because it fails.

var (
	scopeTempMark = sync.OnceValue(func() phrases {
		return newPhrases("for the moment", "for now", "at the moment", "for the time being", "temporarily",
			"in the meantime", "as a stopgap", "as a workaround", "until we", "until the", "until it's", "until they")
	})
	scopeLimited = sync.OnceValue(func() map[string]bool {
		return set("just", "only", "simply", "merely", "default", "off", "disabled", "placeholder", "hardcoded",
			"hard-coded", "stub", "stubbed", "fake", "dummy", "basic", "simple", "manual", "manually", "skipped", "ignored",
			"no-op", "noop", "generic", "static", "unchanged", "untouched", "missing", "manual", "empty")
	})
	scopePassiveCut = sync.OnceValue(func() map[string]bool {
		return set("excluded", "disabled", "skipped", "ignored", "removed", "commented", "muted", "quarantined", "dropped")
	})
	scopeBeNow = sync.OnceValue(func() map[string]bool {
		return set("is", "are", "now", "been", "stays", "remain", "remains", "currently", "were", "was", "got")
	})
	scopeWantLater = sync.OnceValue(func() map[string]bool {
		return set("want", "need", "needs", "needed", "wanted", "require", "requires")
	})
	scopeFailsNow = sync.OnceValue(func() phrases {
		return newPhrases("fails", "failing", "failed", "flaky", "intermittently", "intermittent", "broken",
			"breaks", "times out", "timing out", "timed out", "red", "keeps failing", "kept failing")
	})
	scopeTestish = []string{"test", "spec", "check", "e2e"}
)

func scopeStateEN(u unit) string {
	if hasAny(u.ws, "you", "your", "noticed", "spotted") {
		return ""
	}
	if r := scopeStateRule(u); r != "" && !compatNote(u.ws) {
		return r
	}
	return ""
}

func scopeStateRule(u unit) string {
	ws := u.ws
	if r := scopeBareState(ws); r != "" {
		return r
	}
	if p, i := scopeTempMark().find(ws); p != "" && !negatedBefore(ws, i) {
		for j := max(i-10, 0); j < min(i+10, len(ws)); j++ {
			if scopeLimited()[ws[j]] && (j < i || j >= i+phraseLen(p)) {
				return "says part is limited " + quoteShort(p) + " (" + ws[j] + ")"
			}
		}
	}
	n := len(ws)
	for i, w := range ws {
		if scopeClassOf(w)&mState == 0 {
			continue
		}
		switch {
		case scopePassiveCut()[w] && i > 0 && scopeBeNow()[ws[i-1]] && !negatedBefore(ws, i) && !(i > 1 && ws[i-1] == "been" && ws[i-2] == "had"):
			// "tests that had been skipped since March": a state before the change.
			for j := max(i-6, 0); j < i; j++ {
				if scopeCheckNouns()[ws[j]] && ws[j] != "it" && ws[j] != "them" && ws[j] != "that" {
					return "says a " + ws[j] + " is " + w
				}
			}
		case w == "still" && i+1 < n && !scopeStillFine()[ws[i+1]]:
			for j := i + 2; j < n && j <= i+4; j++ {
				if scopeOldWays()[ws[j]] {
					return "says part still " + ws[i+1] + " the " + ws[j] + " way"
				}
			}
		case scopeWantLater()[w]:
			if p, j := scopeLaterWhen().find(ws); p != "" && p != "next" && j > i-6 && j < i+6 && !hasAny(ws, "easier", "easy", "ready", "simpler") {
				return "leaves part for later (" + w + " … " + p + ")"
			}
		case (w == "removed" || w == "deleted" || w == "dropped" || w == "disabled" || w == "skipped") && i+1 < n && agentFrame(ws, i):
			if p, _ := scopeFailsNow().find(ws[i:]); p != "" && removesTest(u, ws, i) {
				return "says it " + w + " a failing test (" + p + ")"
			}
		}
	}
	return ""
}

// removesTest reports whether the object of the verb at i is a test or
// check: a check noun or inline code naming a test.
func removesTest(u unit, ws []string, i int) bool {
	for j := i + 1; j < len(ws) && j <= i+5; j++ {
		if scopeCheckNouns()[ws[j]] && ws[j] != "it" && ws[j] != "them" && ws[j] != "that" {
			return true
		}
	}
	for k, c := range u.codes {
		if strings.ContainsRune(u.masked, codeRune0+rune(k)) && containsAny(lowerASCII(c), scopeTestish) != "" {
			return true
		}
	}
	return false
}

// More states of a part left out, in English.
var (
	// "Error handling is minimal": a part of the work described as bare.
	scopeBareAdj = sync.OnceValue(func() map[string]bool {
		return set("minimal", "rudimentary", "bare-bones", "barebones", "naive", "crude", "limited", "basic", "partial", "incomplete", "unfinished", "half-done")
	})
	// Subjects whose smallness is a virtue: "the diff is minimal".
	scopeSmallOK = sync.OnceValue(func() map[string]bool {
		return set("change", "changes", "diff", "impact", "risk", "overhead", "footprint", "downtime", "cost", "churn", "blast",
			"fix", "patch", "pr", "refactor", "migration", "ask", "surface", "overlap")
	})
	// Reasons of inability after "didn't touch": "I have no way to test it".
	scopeUnable = sync.OnceValue(func() phrases {
		return newPhrases("no way to", "couldn't", "could not", "can't", "cannot", "unable to", "no access", "not able to",
			"don't have access", "didn't have access")
	})
)

// scopeBareState: "error handling is minimal", "didn't touch X; I have no
// way to test it here", "works for single-tenant setups only".
func scopeBareState(ws []string) string {
	n := len(ws)
	for i, w := range ws {
		switch {
		case scopeBareAdj()[w] && i >= 2 && (ws[i-1] == "is" || ws[i-1] == "are" || ws[i-1] == "remains" || ws[i-1] == "stays" || ws[i-1] == "still"):
			if !scopeSmallOK()[ws[i-2]] && !negatedBefore(ws, i-1) {
				return "says part is " + w
			}
		case w == "touch" || w == "touched":
			if i > 0 && (ws[i-1] == "didn't" || ws[i-1] == "haven't" || ws[i-1] == "not") {
				if p, _ := scopeUnable().find(ws[i:]); p != "" {
					return "says it did not touch a part it could not do (" + p + ")"
				}
			}
		case w == "only" && i == n-1 && i >= 3 && hasAny(ws[:i], "works", "supports", "handles", "applies", "covers"):
			return "says it works only for part"
		}
	}
	return ""
}
