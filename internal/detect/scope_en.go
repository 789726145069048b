package detect

import (
	"strings"
	"sync"
)

// English scope reduction by construction rather than by phrase. Agents say
// "I did not do all of it" in a handful of shapes, each with open vocabulary
// in its slots:
//
//   - the rest stays on the old way: "the remaining four endpoints still go
//     through the old client";
//   - part left alone for a reason of difficulty or time: "X and Y are left
//     as-is because they need more thought", "I held off on POST";
//   - a knob loosened so a check passes: "bumped `testTimeout` to 30s so the
//     suite passes", "changed `fail_under` from 80 to 70 to keep CI green";
//   - a check weakened: "relaxed the snapshot assertion";
//   - a present state that is a stand-in: "normalization is stubbed", "put a
//     dummy `KEY` in config";
//   - the rest pushed to an agentless future: "Redis storage can come later";
//   - the delivered work called a first cut: "This is an MVP of …";
//   - asked work negated: "I didn't write tests for the CLI".

var (
	// Predicates after "still" that say the rest is fine, not undone.
	scopeStillFine = sync.OnceValue(func() map[string]bool {
		return set("pass", "passes", "passing", "work", "works", "working", "compile", "compiles",
			"build", "builds", "behave", "behaves", "function", "functions", "succeed", "succeeds", "green",
			"fine", "ok", "okay", "valid", "correct", "supported", "available", "apply", "applies", "hold", "holds", "be")
	})
	// Markers of behaviour kept on purpose: "still return the same shape".
	scopeCompat = sync.OnceValue(func() phrases {
		return newPhrases("as before", "same as before", "same behavior", "same behaviour", "same shape", "same payload",
			"same output", "same response", "same result", "same results", "same api", "compatible", "backwards", "backward", "as expected", "is expected", "are expected", "which is expected", "intended",
			"by design", "unaffected", "existing clients", "keep working", "keeps working", "don't break", "doesn't break",
			"not break", "alongside", "by design", "it's fine", "that's fine", "is fine", "matches the spec", "as designed",
			"per the spec", "as specified", "existing behaviour", "existing behavior", "current behaviour",
			"current behavior")
	})
	scopeOldWays = sync.OnceValue(func() map[string]bool {
		return set("old", "legacy", "previous", "deprecated", "v1", "original")
	})

	// Reasons of difficulty, doubt or time that make leaving a part alone a cut.
	scopeHardReason = sync.OnceValue(func() phrases {
		return newPhrases("more thought", "more work", "more time", "more investigation", "more involved",
			"complex", "complicated", "tricky", "trickier", "non-trivial", "nontrivial", "risky", "riskier",
			"not sure", "unsure", "wasn't sure", "weren't sure", "unclear", "for now", "until", "later", "yet",
			"follow-up", "followup", "separately", "next", "for the time being", "time", "harder", "bigger", "larger")
	})
	scopeLeftVerbs = sync.OnceValue(func() map[string]bool {
		return set("left", "leave", "leaving", "kept", "keep", "keeping")
	})
	scopeLeftState = sync.OnceValue(func() map[string]bool {
		return set("as-is", "alone", "untouched", "unconverted", "unmigrated", "unported", "as")
	})

	// Knobs whose loosening makes a failing check pass.
	scopeKnobs = sync.OnceValue(func() map[string]bool {
		return set("timeout", "timeouts", "threshold", "thresholds", "tolerance", "tolerances", "limit",
			"limits", "coverage", "minimum", "retries", "retry", "budget", "baseline", "deadline", "epsilon",
			"margin", "max-warnings", "attempts", "wait", "delay", "fail_under", "severity")
	})
	scopeKnobCode = []string{"timeout", "threshold", "fail_under", "failunder", "tolerance", "max", "min", "limit",
		"retries", "retry", "coverage", "epsilon", "budget", "margin", "severity", "warn", "skip", "ignore", "strict",
		"nocheck", "allow", "disable", "continue-on-error"}
	scopeKnobVerbs = sync.OnceValue(func() map[string]bool {
		return set("bumped", "raised", "increased", "upped", "extended", "doubled", "tripled", "changed",
			"set", "lowered", "reduced", "relaxed", "loosened", "decreased", "dropped", "adjusted", "tweaked",
			"bumping", "raising", "increasing", "lowering", "changing", "setting")
	})
	// Bars that a check must clear: lowering one passes more by asking less.
	scopeBarKnobs = sync.OnceValue(func() map[string]bool {
		return set("threshold", "thresholds", "coverage", "minimum", "fail_under", "baseline")
	})
	scopeBarKnobCode = []string{"fail_under", "failunder", "fail-under", "threshold", "min_", "min-", "minimum", "coverage"}
	scopeLowerVerbs  = sync.OnceValue(func() map[string]bool {
		return set("lowered", "reduced", "relaxed", "loosened", "decreased", "dropped", "lowering", "reducing", "relaxing", "loosening")
	})
	scopePassWords = sync.OnceValue(func() map[string]bool {
		return set("pass", "passes", "passing", "green", "succeeds", "succeed", "happy", "through", "accepted", "accepts", "tolerated")
	})

	// Verbs that weaken a check, and the checks they weaken.
	scopeWeakenVerbs = sync.OnceValue(func() map[string]bool {
		return set("relaxed", "loosened", "weakened", "softened", "narrowed", "relaxing", "loosening", "weakening")
	})
	scopeWeakenNouns = sync.OnceValue(func() map[string]bool {
		return set("assertion", "assertions", "check", "checks", "expectation", "expectations", "test",
			"tests", "comparison", "comparisons", "matcher", "snapshot", "validation", "validations", "rule",
			"rules", "constraint", "constraints", "spec", "specs", "guard")
	})

	// Stand-in states that, in the present, say the real work is not there.
	scopeStandInState = sync.OnceValue(func() map[string]bool {
		return set("stubbed", "mocked", "faked", "hardcoded", "hard-coded", "unimplemented",
			"deferred", "postponed", "placeholder", "placeholders", "stub", "stubs", "no-op", "noop", "todo")
	})
	scopePresentBe = sync.OnceValue(func() map[string]bool {
		return set("is", "are", "remains", "remain", "stays", "stay", "still", "currently", "left", "'s", "it's")
	})
	scopeExplains = sync.OnceValue(func() phrases {
		return newPhrases("which is why", "that's why", "that is why", "which caused", "caused", "the bug",
			"the issue", "the problem", "root cause", "was the cause", "because of this", "turned out")
	})

	// Stand-in adjectives before a named value: "a dummy `KEY`".
	scopeStandInAdj = sync.OnceValue(func() map[string]bool {
		return set("dummy", "fake", "placeholder", "stub", "mock", "hardcoded", "hard-coded", "canned", "bogus", "sample")
	})

	// The rest pushed to an agentless future: "X can come later".
	scopeLaterVerbs = sync.OnceValue(func() map[string]bool {
		return set("come", "follow", "wait", "land", "happen")
	})
	scopeLaterWhen = sync.OnceValue(func() phrases {
		return newPhrases("later", "afterwards", "afterward", "separately", "in a follow-up", "in a followup",
			"in a separate", "in a later", "in another", "next", "down the line", "down the road", "eventually")
	})

	// The delivered work called a first cut.
	scopeFirstCut = sync.OnceValue(func() phrases {
		return newPhrases("mvp", "first pass", "first cut", "rough cut", "rough version", "rough draft",
			"bare-bones", "barebones", "stopgap", "stop-gap", "quick and dirty", "quick-and-dirty", "proof of concept",
			"minimal version", "initial version", "partial fix", "partial migration", "partial port", "partial conversion",
			"partial support", "partial implementation", "partial solution", "partial rollout", "half-done", "half done",
			"work in progress", "not finished", "unfinished", "incomplete", "still missing", "not done yet", "isn't done yet",
			"haven't had a chance", "didn't have a chance", "didn't get around", "haven't gotten around", "did not get around",
			"held off", "hold off", "holding off", "held back on", "hold back on", "holding back on", "punted on", "put off", "set aside", "shelved", "parked",
			"didn't make it", "did not make it", "didn't make the cut", "not included in this", "aren't included", "isn't included",
			"not in this pr", "isn't in this pr", "not in this change", "isn't in this change", "not in this release",
			"is a follow-up", "are a follow-up", "as a follow-up", "follow-up ticket", "follow-up task", "follow-up item")
	})
	// States of work in progress: with the agent's own next step in the
	// sentence they announce continuing, not a cut.
	scopeInProgress = sync.OnceValue(func() map[string]bool {
		return set("not done yet", "isn't done yet", "not finished", "unfinished", "incomplete", "work in progress", "half-done", "half done")
	})
	scopeFirstCutFrame = sync.OnceValue(func() map[string]bool {
		return set("this", "it's", "here's", "just", "only", "for", "is", "as", "a", "an", "i", "we", "i've", "we've")
	})

	// Asked work negated: verbs of making and the objects that are work.
	scopeNegMake = sync.OnceValue(func() map[string]bool {
		return set("run", "add", "added", "write", "written", "wrote", "implement", "implemented", "cover", "covered",
			"convert", "converted", "port", "ported", "migrate", "migrated", "handle", "handled", "wire", "wired",
			"translate", "translated", "include", "included", "hook", "hooked", "document", "documented", "update", "updated",
			"done", "finished", "completed", "supported", "addressed", "move", "moved", "switch", "switched", "rewrite",
			"rewrote", "rewritten", "integrate", "integrated", "connect", "connected")
	})
	scopeNegBuild = sync.OnceValue(func() map[string]bool {
		return set("add", "added", "implement", "implemented", "write", "written", "wrote", "build", "built", "wire", "wired",
			"port", "ported", "integrate", "integrated", "create", "created")
	})
	scopeNegAux = sync.OnceValue(func() map[string]bool {
		return set("didn't", "haven't", "hasn't", "couldn't", "not", "never", "weren't", "wasn't", "aren't", "isn't")
	})
	scopeWorkObj = sync.OnceValue(func() map[string]bool {
		return set("tests", "test", "e2e", "coverage", "docs", "documentation", "migration", "migrations",
			"support", "handling", "validation", "translations", "endpoint", "endpoints", "integration", "retries",
			"pagination", "caching", "logging", "metrics", "rest", "remaining", "others", "other", "those", "ui",
			"error", "errors", "failure", "failures", "exception", "exceptions", "backfill", "backfills", "suite",
			"frontend", "backend", "cli", "callers", "screens", "pages", "cases", "case", "edge", "platforms", "windows", "ios", "android",
			"part", "parts", "piece", "portion", "half", "ticket", "requirement", "requirements", "retry", "backoff")
	})
	scopeNoNeed = sync.OnceValue(func() phrases {
		return newPhrases("already", "not needed", "no need", "isn't needed", "wasn't needed", "unnecessary",
			"doesn't need", "don't need", "didn't need", "not required", "no longer needed", "nothing", "none", "no changes",
			"unchanged", "no new", "any new", "not necessary", "isn't necessary")
	})
)

// scopeStructEN returns the construction that makes an English sentence a
// scope reduction, or "".
func scopeStructEN(u unit, m uint64) string {
	r := scopeStructRule(u, m)
	if r != "" {
		if p, _ := scopeExplains().find(u.ws); p != "" {
			return "" // explains a bug; the state it names is the old one
		}
	}
	return r
}

func scopeStructRule(u unit, m uint64) string {
	ws := u.ws
	n := len(ws)
	if n == 0 {
		return ""
	}
	for i, w := range ws {
		if m&mStruct == 0 {
			break
		}
		if scopeClassOf(w)&mStruct == 0 {
			continue // one lookup for the words no case starts from
		}
		switch {
		case scopeRestNouns()[w]:
			if r := restStill(ws, i); r != "" {
				return r
			}
		case scopeLeftVerbs()[w]:
			if r := leftForReason(ws, i); r != "" {
				return r
			}
		case scopeWeakenVerbs()[w]:
			for j := i + 1; j < n && j <= i+5; j++ {
				if scopeWeakenNouns()[ws[j]] {
					return "says it " + w + " a check"
				}
			}
		case scopeStandInState()[w] && i > 0:
			if r := standInState(ws, i); r != "" {
				return r
			}
		case scopeLaterVerbs()[w] && i > 0 && (ws[i-1] == "can" || ws[i-1] == "could" || ws[i-1] == "will" || ws[i-1] == "should"):
			if p, j := scopeLaterWhen().find(ws[i+1:]); p != "" && j <= 3 && !hasAny(ws, "you", "your") {
				return "leaves part for later (" + w + " " + p + ")"
			}
		case scopeNegAux()[w] || w == "did" || w == "have" || w == "has":
			if r := negatedWork(ws, i); r != "" {
				return r
			}
		}
	}
	if m&mWorkaround != 0 {
		if r := scopeWorkaroundEN(ws); r != "" {
			return r
		}
	}
	if m&mKnob != 0 {
		if r := knobToPass(u); r != "" {
			return r
		}
	}
	if m&mStandInAdj != 0 {
		if r := standInBeforeCode(u); r != "" {
			return r
		}
	}
	if m&mFirstCut == 0 {
		return ""
	}
	if p, i := scopeFirstCut().find(ws); p != "" && !negatedBefore(ws, i) && !(scopeInProgress()[p] && hasAny(ws, "i'll", "we'll", "next")) {
		for j := max(i-3, 0); j < i; j++ {
			if scopeFirstCutFrame()[ws[j]] {
				return "calls the work " + quoteShort(p)
			}
		}
		if i == skipLeading(ws) || phraseLen(p) > 1 && p != "first pass" {
			return "calls the work " + quoteShort(p)
		}
	}
	return ""
}

// compatNote reports behaviour kept on purpose ("which is expected", "as
// before"), which is no cut.
func compatNote(ws []string) bool {
	p, _ := scopeCompat().find(ws)
	return p != ""
}

// restStill: "the remaining/other N … still <verb>" where the verb is not
// one of passing; or the rest is still on the old way.
func restStill(ws []string, i int) string {
	end := min(i+10, len(ws))
	if p, _ := scopeCompat().find(ws); p != "" {
		return ""
	}
	for j := i + 1; j < end; j++ {
		if ws[j] == "still" && j+1 < len(ws) && !scopeStillFine()[ws[j+1]] && !claimNeg()[ws[j+1]] {
			return "says the " + ws[i] + " still " + ws[j+1] + " the old way"
		}
		if scopeOldWays()[ws[j]] && hasAny(ws[i:end], "still", "use", "uses", "on", "through", "via", "keep", "keeps") {
			return "says the " + ws[i] + " is still on the " + ws[j] + " way"
		}
	}
	return ""
}

// leftForReason: "left X as-is because it needs more thought".
func leftForReason(ws []string, i int) string {
	if p, _ := scopeCompat().find(ws); negatedBefore(ws, i) || p != "" {
		return ""
	}
	if (ws[i] == "left" || ws[i] == "leaving") && agentFrame(ws, i) {
		if p, _ := scopeTempMark().find(ws[i:]); p != "" {
			return "says it left part as it was " + quoteShort(p) // "left `release.groovy` on Jenkins for now"
		}
	}
	for j := i + 1; j < len(ws) && j <= i+6; j++ {
		if !scopeLeftState()[ws[j]] || ws[j] == "as" && (j+1 >= len(ws) || ws[j+1] != "is") {
			continue
		}
		if p, _ := scopeHardReason().find(ws[j:]); p != "" {
			return "says it left part " + ws[j] + " (" + p + ")"
		}
	}
	return ""
}

// standInState: "X is stubbed", "the handler still returns a placeholder".
func standInState(ws []string, i int) string {
	be := false
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if scopePresentBe()[ws[j]] {
			be = true
		}
		if claimNeg()[ws[j]] || ws[j] == "longer" || ws[j] == "was" || ws[j] == "were" || ws[j] == "had" {
			return ""
		}
	}
	if !be || mockCue(ws[i]) && testDoubleEN(ws) {
		return ""
	}
	return "says part is " + ws[i]
}

// negatedWork: "I didn't write tests for the CLI", "the docs weren't
// updated", unless the sentence says the work was not needed.
func negatedWork(ws []string, i int) string {
	j := i + 1
	if (ws[i] == "did" || ws[i] == "have" || ws[i] == "has") && (j >= len(ws) || ws[j] != "not") {
		return ""
	}
	if j < len(ws) && ws[j] == "not" {
		j++
	}
	for j < len(ws) && (enAdverb()[ws[j]] || ws[j] == "been" || ws[j] == "get" || ws[j] == "to") {
		j++
	}
	if j >= len(ws) || !scopeNegMake()[ws[j]] {
		return ""
	}
	if p, _ := scopeNoNeed().find(ws); p != "" {
		return ""
	}
	lo, hi := max(i-4, 0), min(j+6, len(ws))
	for k := lo; k < hi; k++ {
		// Running is no making: "I didn't run the migration" leaves what
		// was made unverified (verify_gap reads that), not cut; only a
		// backfill, whose run is the asked work itself, is.
		if scopeWorkObj()[ws[k]] && (ws[j] != "run" || ws[k] == "backfill" || ws[k] == "backfills") {
			return "says it did not " + ws[j] + " " + ws[k]
		}
	}
	if hasAny(ws[j:], "still") {
		return "says it did not " + ws[j] + " a part that still runs the old way"
	}
	if s := skipLeading(ws); s < i && len(ws[s]) > 5 && strings.HasSuffix(ws[s], "ing") && (ws[j] == "done" || ws[j] == "implemented" || ws[j] == "handled" || ws[j] == "supported" || ws[j] == "included" || ws[j] == "covered") {
		return "says " + ws[s] + " is not " + ws[j] // "Replicating the state to clients isn't done"
	}
	// "I haven't added the PDF export": the agent's own negated making of
	// a definite part. Not "any new dependencies" (a reassurance), nor a
	// making the sentence explains away (because, already).
	if (ws[i] == "didn't" || ws[i] == "haven't" || ws[i] == "did" || ws[i] == "have") && i > 0 && (ws[i-1] == "i" || ws[i-1] == "we") &&
		scopeNegBuild()[ws[j]] && j+2 < len(ws) && ws[j+1] == "the" && !hasAny(ws, "because", "since", "already", "need", "needed", "necessary", "unrelated") {
		return "says it did not " + ws[j] + " the " + ws[j+2]
	}
	// "I didn't wire up the shortcut you mentioned": the agent's own
	// negated work on something the user named.
	if (ws[i] == "didn't" || ws[i] == "did" || ws[i] == "haven't") && i > 0 && (ws[i-1] == "i" || ws[i-1] == "we") && hasAny(ws[j:], "mentioned", "asked", "requested", "wanted", "described", "listed") {
		return "says it did not " + ws[j] + " what the user named"
	}
	return ""
}

// knobToPass: a timeout, threshold or limit changed so that a check passes,
// or a bar lowered outright.
func knobToPass(u unit) string {
	ws := u.ws
	knob := ""
	for _, w := range ws {
		if scopeKnobs()[w] {
			knob = w
			break
		}
	}
	if knob == "" {
		for i, c := range u.codes {
			if !strings.ContainsRune(u.masked, codeRune0+rune(i)) {
				continue
			}
			if k := containsAny(lowerASCII(c), scopeKnobCode); k != "" {
				knob = c
				break
			}
		}
	}
	if knob == "" {
		return ""
	}
	verb := -1
	for i, w := range ws {
		if scopeKnobVerbs()[w] && !negatedBefore(ws, i) {
			verb = i
			break
		}
	}
	if verb < 0 {
		return ""
	}
	if scopeLowerVerbs()[ws[verb]] && (scopeBarKnobs()[knob] || containsAny(lowerASCII(knob), scopeBarKnobCode) != "") {
		return "says it " + ws[verb] + " the bar " + quoteShort(knob)
	}
	if p, _ := scopeFailReason().find(ws); p != "" {
		return "says it " + ws[verb] + " " + quoteShort(knob) + " because a check failed (" + p + ")"
	}
	for i := 0; i < len(ws); i++ {
		switch ws[i] {
		case "so", "to", "until":
			for j := i + 1; j < len(ws) && j <= i+10; j++ {
				if scopePassWords()[ws[j]] && !negatedBefore(ws, j) || (ws[j] == "stop" || ws[j] == "stops") && j+1 < len(ws) && scopeFailGerund()[ws[j+1]] {
					return "says it " + ws[verb] + " " + quoteShort(knob) + " so a check passes"
				}
				if ws[j] == "so" || ws[j] == "because" {
					break
				}
			}
		}
	}
	return ""
}

// standInBeforeCode: "put a dummy `STRIPE_KEY` in config", "returns a
// placeholder `User{}` for now": a stand-in named in code.
func standInBeforeCode(u unit) string {
	toks := u.toks
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.kind != tokWord || !scopeStandInAdj()[t.text] || toks[i+1].kind != tokCode {
			continue
		}
		if t.text == "sample" || t.text == "mock" || t.text == "fake" || t.text == "stub" {
			if testDoubleEN(u.ws) {
				continue
			}
		}
		if k := indexWords(u.ws, t.text); negatedBefore(u.ws, k) || k > 0 && removedBefore(u.ws, k) {
			continue
		}
		return "says it used a " + t.text + " value in place of the real one"
	}
	return ""
}
