package detect

import (
	"strings"
	"sync"
)

// Partial support and lesser substitutes, in English. These report a cut
// through the shape of the sentence rather than a cue verb: support with an
// exception ("handles quoted fields but not multi-line values"), a negated
// participle of work on a named part ("so it's not wrapped"), "only X were
// regenerated", a substitute for the proper thing ("instead of a proper
// backoff", "rather than real Parquet structs", "doing it properly needs
// …"), and narrowing the scope ("scoped this down to the read path").

var (
	scopeSupportVerbs = sync.OnceValue(func() map[string]bool {
		return set("handles", "supports", "covers", "accepts", "parses", "works", "handle", "support", "cover")
	})
	// Participles of asked work; negated in the passive they name a part
	// left undone.
	scopeWorkParticiple = sync.OnceValue(func() map[string]bool {
		return set("wrapped", "converted", "migrated", "ported", "covered", "handled", "implemented", "wired",
			"translated", "supported", "integrated", "connected", "hooked", "enforced", "typed", "localized", "regenerated",
			"refactored", "updated", "rewritten", "split", "moved", "replaced", "validated")
	})
	scopeProperWords = sync.OnceValue(func() map[string]bool {
		return set("proper", "real", "actual", "correct", "production")
	})
	scopeNarrowed = sync.OnceValue(func() phrases {
		return newPhrases("scoped this down", "scoped it down", "scoped down", "narrowed the scope", "narrowed this down",
			"limited the scope", "kept the scope to", "trimmed the scope", "cut the scope", "reduced the scope", "good enough to",
			"good enough for now", "good enough for the")
	})
	scopeBeNeg = sync.OnceValue(func() map[string]bool {
		return set("isn't", "aren't", "wasn't", "weren't", "not")
	})
)

func scopePartialEN(u unit) string {
	if r := scopePartialRule(u); r != "" && !compatNote(u.ws) {
		return r
	}
	return ""
}

func scopePartialRule(u unit) string {
	ws := u.ws
	n := len(ws)
	if p, i := scopeNarrowed().find(ws); p != "" && !negatedBefore(ws, i) {
		return "says it narrowed the work (" + p + ")"
	}
	for i, w := range ws {
		if scopeClassOf(w)&mPartial == 0 {
			continue
		}
		switch {
		case scopeSupportVerbs()[w]:
			// "handles quoted fields but not multi-line values"
			for j := i + 2; j+1 < n && j <= i+10; j++ {
				if ws[j] == "but" && ws[j+1] == "not" {
					return "says it " + w + " only part (… but not …)"
				}
			}
		case scopeBeNeg()[w] && i+1 < n && scopeWorkParticiple()[ws[i+1]] && !hasAny(ws, "i", "we"):
			if p, _ := scopeNoNeed().find(ws); p == "" && !hasAny(ws, "yet", "longer") || hasAny(ws, "so", "because", "since") {
				return "says a part is not " + ws[i+1]
			}
		case w == "only" && i+1 < n:
			// "only `en` and `de` were regenerated"
			for j := i + 1; j+1 < n && j <= i+6; j++ {
				if (ws[j] == "was" || ws[j] == "were" || ws[j] == "got") && (pastVerbEN(ws[j+1]) || scopeWorkParticiple()[ws[j+1]]) {
					return "says only part was " + ws[j+1]
				}
			}
		case (w == "instead" && i+1 < n && ws[i+1] == "of" || w == "rather" && i+1 < n && ws[i+1] == "than") && i+2 < n:
			k := i + 2
			if ws[k] == "a" || ws[k] == "an" || ws[k] == "the" {
				k++
			}
			if k < n && scopeProperWords()[ws[k]] {
				return "says it used a substitute for the " + ws[k] + " thing"
			}
		case w == "properly" && i+1 < n && (ws[i+1] == "needs" || ws[i+1] == "would" || ws[i+1] == "requires" || ws[i+1] == "will"):
			return "says doing it properly is still ahead"
		case w == "still" && i+1 < n && !scopeStillFine()[ws[i+1]] && oldCodeNear(u):
			return "says part still " + ws[i+1] + " the old code"
		}
	}
	return ""
}

// oldCodeNear reports inline code that names an old or legacy component
// (`LegacyRepo`, `v1Client`).
func oldCodeNear(u unit) bool {
	for k, c := range u.codes {
		if !strings.ContainsRune(u.masked, codeRune0+rune(k)) {
			continue
		}
		lc := strings.ToLower(c)
		if strings.Contains(lc, "legacy") || strings.Contains(lc, "old") || strings.Contains(lc, "deprecated") || strings.HasPrefix(lc, "/v1") {
			return true
		}
	}
	return false
}
