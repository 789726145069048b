package detect

import "strings"

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

// scopeStructEN returns the construction that makes an English sentence a
// scope reduction, or "".
func scopeStructEN(u unit, m uint64) string {
	r := scopeStructRule(u, m)
	if r != "" {
		if p, _ := scopeExplains.find(u.ws); p != "" {
			return "" // explains a bug; the state it names is the old one
		}
	}
	return r
}

// scopeStructRule reads the constructions listed above, word by word from
// the words the prefilter marks, and returns the first found.
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
		case scopeRestNouns.has(w):
			if r := restStill(ws, i); r != "" {
				return r
			}
		case scopeLeftVerbs.has(w):
			if r := leftForReason(ws, i); r != "" {
				return r
			}
		case scopeWeakenVerbs.has(w):
			for j := i + 1; j < n && j <= i+5; j++ {
				if scopeWeakenNouns.has(ws[j]) {
					return "says it " + w + " a check"
				}
			}
		case scopeStandInState.has(w) && i > 0:
			if r := standInState(ws, i); r != "" {
				return r
			}
		case scopeLaterVerbs.has(w) && i > 0 && (ws[i-1] == "can" || ws[i-1] == "could" || ws[i-1] == "will" || ws[i-1] == "should"):
			if p, j := scopeLaterWhen.find(ws[i+1:]); p != "" && j <= 3 && !hasAny(ws, "you", "your") {
				return "leaves part for later (" + w + " " + p + ")"
			}
		case scopeNegAux.has(w) || w == "did" || w == "have" || w == "has":
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
	if p, i := scopeFirstCut.find(ws); p != "" && !negatedBefore(ws, i) && !(scopeInProgress.has(p) && hasAny(ws, "i'll", "we'll", "next")) {
		for j := max(i-3, 0); j < i; j++ {
			if scopeFirstCutFrame.has(ws[j]) {
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
	p, _ := scopeCompat.find(ws)
	return p != ""
}

// restStill: "the remaining/other N … still <verb>" where the verb is not
// one of passing; or the rest is still on the old way.
func restStill(ws []string, i int) string {
	end := min(i+10, len(ws))
	if p, _ := scopeCompat.find(ws); p != "" {
		return ""
	}
	for j := i + 1; j < end; j++ {
		if ws[j] == "still" && j+1 < len(ws) && !scopeStillFine.has(ws[j+1]) && !claimNeg.has(ws[j+1]) {
			return "says the " + ws[i] + " still " + ws[j+1] + " the old way"
		}
		if scopeOldWays.has(ws[j]) && hasAny(ws[i:end], "still", "use", "uses", "on", "through", "via", "keep", "keeps") {
			return "says the " + ws[i] + " is still on the " + ws[j] + " way"
		}
	}
	return ""
}

// leftForReason: "left X as-is because it needs more thought".
func leftForReason(ws []string, i int) string {
	if p, _ := scopeCompat.find(ws); negatedBefore(ws, i) || p != "" {
		return ""
	}
	if (ws[i] == "left" || ws[i] == "leaving") && agentFrame(ws, i) {
		if p, _ := scopeTempMark.find(ws[i:]); p != "" {
			return "says it left part as it was " + quoteShort(p) // "left `release.groovy` on Jenkins for now"
		}
	}
	for j := i + 1; j < len(ws) && j <= i+6; j++ {
		if !scopeLeftState.has(ws[j]) || ws[j] == "as" && (j+1 >= len(ws) || ws[j+1] != "is") {
			continue
		}
		if p, _ := scopeHardReason.find(ws[j:]); p != "" {
			return "says it left part " + ws[j] + " (" + p + ")"
		}
	}
	return ""
}

// standInState: "X is stubbed", "the handler still returns a placeholder".
func standInState(ws []string, i int) string {
	be := false
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if scopePresentBe.has(ws[j]) {
			be = true
		}
		if claimNeg.has(ws[j]) || ws[j] == "longer" || ws[j] == "was" || ws[j] == "were" || ws[j] == "had" {
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
	for j < len(ws) && (enAdverb.has(ws[j]) || ws[j] == "been" || ws[j] == "get" || ws[j] == "to") {
		j++
	}
	if j >= len(ws) || !scopeNegMake.has(ws[j]) {
		return ""
	}
	if p, _ := scopeNoNeed.find(ws); p != "" {
		return ""
	}
	lo, hi := max(i-4, 0), min(j+6, len(ws))
	for k := lo; k < hi; k++ {
		// Running is no making: "I didn't run the migration" leaves what
		// was made unverified (gap.go reads that), not cut; only a
		// backfill, whose run is the asked work itself, is.
		if scopeWorkObj.has(ws[k]) && (ws[j] != "run" || ws[k] == "backfill" || ws[k] == "backfills") {
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
		scopeNegBuild.has(ws[j]) && j+2 < len(ws) && ws[j+1] == "the" && !hasAny(ws, "because", "since", "already", "need", "needed", "necessary", "unrelated") {
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
	// The verb is looked for first: it is a word, and the knob may be
	// searched for in every code span of the sentence.
	verb := -1
	for i, w := range ws {
		if scopeKnobVerbs.has(w) && !negatedBefore(ws, i) {
			verb = i
			break
		}
	}
	if verb < 0 {
		return ""
	}
	knob := ""
	for _, w := range ws {
		if scopeKnobs.has(w) {
			knob = w
			break
		}
	}
	if knob == "" {
		in := codeSpans(u)
		for i, c := range u.codes {
			if !in.has(i) {
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
	if scopeLowerVerbs.has(ws[verb]) && (scopeBarKnobs.has(knob) || containsAny(lowerASCII(knob), scopeBarKnobCode) != "") {
		return "says it " + ws[verb] + " the bar " + quoteShort(knob)
	}
	if p, _ := scopeFailReason.find(ws); p != "" {
		return "says it " + ws[verb] + " " + quoteShort(knob) + " because a check failed (" + p + ")"
	}
	for i := 0; i < len(ws); i++ {
		switch ws[i] {
		case "so", "to", "until":
			for j := i + 1; j < len(ws) && j <= i+10; j++ {
				if scopePassWords.has(ws[j]) && !negatedBefore(ws, j) || (ws[j] == "stop" || ws[j] == "stops") && j+1 < len(ws) && scopeFailGerund.has(ws[j+1]) {
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
		if t.kind != tokWord || !scopeStandInAdj.has(t.text) || toks[i+1].kind != tokCode {
			continue
		}
		if t.text == "sample" || t.text == "mock" || t.text == "fake" || t.text == "stub" {
			if testDoubleEN(u.ws) {
				continue
			}
		}
		if k := indexWords(u.ws, t.text); negatedBefore(u.ws, k) || k > 0 && removedBefore(u.ws, k) || k > 0 && (u.ws[k-1] == "was" || u.ws[k-1] == "were") {
			continue // "(was hard-coded `1m`)": the value before the change
		}
		return "says it used a " + t.text + " value in place of the real one"
	}
	return ""
}

// Provisional and switched-off states, in English. A part of the work can be
// reported as a state rather than an action: it behaves minimally "for the
// moment" ("error states just show the default spinner for the moment"), it
// is off "until" something ("defaults to off until we have a webhook"), a
// check is excluded or disabled in the passive ("the Python 3.8 job is
// excluded from the matrix"), a piece still runs on the old way ("still hits
// the old `/v1/geo` endpoint"), a part is wanted "later", or a test is
// removed because it fails.

// scopeStateEN returns the provisional or switched-off state an English
// sentence reports, unless it speaks of what the user found or of a
// compatibility kept on purpose.
func scopeStateEN(u unit) string {
	if hasAny(u.ws, "you", "your", "noticed", "spotted") {
		return ""
	}
	if r := scopeStateRule(u); r != "" && !compatNote(u.ws) {
		return r
	}
	return ""
}

// scopeStateRule reads the provisional and switched-off states, before
// scopeStateEN applies its guards.
func scopeStateRule(u unit) string {
	ws := u.ws
	if r := scopeBareState(ws); r != "" {
		return r
	}
	if p, i := scopeTempMark.find(ws); p != "" && !negatedBefore(ws, i) {
		for j := max(i-10, 0); j < min(i+10, len(ws)); j++ {
			if scopeLimited.has(ws[j]) && (j < i || j >= i+phraseLen(p)) {
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
		case scopePassiveCut.has(w) && i > 0 && scopeBeNow.has(ws[i-1]) && !negatedBefore(ws, i) && !(i > 1 && ws[i-1] == "been" && ws[i-2] == "had"):
			// "tests that had been skipped since March": a state before the change.
			for j := max(i-6, 0); j < i; j++ {
				if scopeCheckNouns.has(ws[j]) && ws[j] != "it" && ws[j] != "them" && ws[j] != "that" {
					return "says a " + ws[j] + " is " + w
				}
			}
		case w == "still" && i+1 < n && !scopeStillFine.has(ws[i+1]) && !(i > 0 && (ws[i-1] == "was" || ws[i-1] == "were")):
			// "The script was still writing to the old path, …": the state
			// the fix found, told in the past, not one it leaves.
			for j := i + 2; j < n && j <= i+4; j++ {
				if scopeOldWays.has(ws[j]) {
					return "says part still " + ws[i+1] + " the " + ws[j] + " way"
				}
			}
		case scopeWantLater.has(w):
			if p, j := scopeLaterWhen.find(ws); p != "" && p != "next" && j > i-6 && j < i+6 && !hasAny(ws, "easier", "easy", "ready", "simpler") {
				return "leaves part for later (" + w + " … " + p + ")"
			}
		case (w == "removed" || w == "deleted" || w == "dropped" || w == "disabled" || w == "skipped") && i+1 < n && agentFrame(ws, i):
			if p, _ := scopeFailsNow.find(ws[i:]); p != "" && removesTest(u, ws, i) {
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
		if scopeCheckNouns.has(ws[j]) && ws[j] != "it" && ws[j] != "them" && ws[j] != "that" {
			return true
		}
	}
	in := codeSpans(u)
	for k, c := range u.codes {
		if in.has(k) && containsAny(lowerASCII(c), scopeTestish) != "" {
			return true
		}
	}
	return false
}

// scopeBareState: "error handling is minimal", "didn't touch X; I have no
// way to test it here", "works for single-tenant setups only".
func scopeBareState(ws []string) string {
	n := len(ws)
	for i, w := range ws {
		switch {
		case scopeBareAdj.has(w) && i >= 2 && (ws[i-1] == "is" || ws[i-1] == "are" || ws[i-1] == "remains" || ws[i-1] == "stays" || ws[i-1] == "still"):
			if !scopeSmallOK.has(ws[i-2]) && !negatedBefore(ws, i-1) {
				return "says part is " + w
			}
		case w == "touch" || w == "touched":
			if i > 0 && (ws[i-1] == "didn't" || ws[i-1] == "haven't" || ws[i-1] == "not") {
				if p, _ := scopeUnable.find(ws[i:]); p != "" {
					return "says it did not touch a part it could not do (" + p + ")"
				}
			}
		case w == "only" && i == n-1 && i >= 3 && hasAny(ws[:i], "works", "supports", "handles", "applies", "covers"):
			return "says it works only for part"
		}
	}
	return ""
}

// Partial support and lesser substitutes, in English. These report a cut
// through the shape of the sentence rather than a cue verb: support with an
// exception ("handles quoted fields but not multi-line values"), a negated
// participle of work on a named part ("so it's not wrapped"), "only X were
// regenerated", a substitute for the proper thing ("instead of a proper
// backoff", "rather than real Parquet structs", "doing it properly needs
// …"), and narrowing the scope ("scoped this down to the read path").

// scopePartialEN returns the partial support or lesser substitute an
// English sentence reports, unless it is a compatibility kept on purpose.
func scopePartialEN(u unit) string {
	if r := scopePartialRule(u); r != "" && !compatNote(u.ws) {
		return r
	}
	return ""
}

// scopePartialRule reads partial support and lesser substitutes, before
// scopePartialEN applies its guard.
func scopePartialRule(u unit) string {
	ws := u.ws
	n := len(ws)
	if p, i := scopeNarrowed.find(ws); p != "" && !negatedBefore(ws, i) {
		return "says it narrowed the work (" + p + ")"
	}
	for i, w := range ws {
		if scopeClassOf(w)&mPartial == 0 {
			continue
		}
		switch {
		case scopeSupportVerbs.has(w):
			// "handles quoted fields but not multi-line values"
			for j := i + 2; j+1 < n && j <= i+10; j++ {
				if ws[j] == "but" && ws[j+1] == "not" {
					return "says it " + w + " only part (… but not …)"
				}
			}
		case scopeBeNeg.has(w) && i+1 < n && scopeWorkParticiple.has(ws[i+1]) && !hasAny(ws, "i", "we"):
			if p, _ := scopeNoNeed.find(ws); p == "" && !hasAny(ws, "yet", "longer") || hasAny(ws, "so", "because", "since") {
				return "says a part is not " + ws[i+1]
			}
		case w == "only" && i+1 < n:
			// "only `en` and `de` were regenerated"
			for j := i + 1; j+1 < n && j <= i+6; j++ {
				if (ws[j] == "was" || ws[j] == "were" || ws[j] == "got") && (pastVerbEN(ws[j+1]) || scopeWorkParticiple.has(ws[j+1])) {
					return "says only part was " + ws[j+1]
				}
			}
		case (w == "instead" && i+1 < n && ws[i+1] == "of" || w == "rather" && i+1 < n && ws[i+1] == "than") && i+2 < n:
			k := i + 2
			if ws[k] == "a" || ws[k] == "an" || ws[k] == "the" {
				k++
			}
			if k < n && scopeProperWords.has(ws[k]) {
				return "says it used a substitute for the " + ws[k] + " thing"
			}
		case w == "properly" && i+1 < n && (ws[i+1] == "needs" || ws[i+1] == "would" || ws[i+1] == "requires" || ws[i+1] == "will"):
			return "says doing it properly is still ahead"
		case w == "still" && i+1 < n && !scopeStillFine.has(ws[i+1]) && oldCodeNear(u):
			return "says part still " + ws[i+1] + " the old code"
		}
	}
	return ""
}

// oldCodeNear reports inline code that names an old or legacy component
// (`LegacyRepo`, `v1Client`).
func oldCodeNear(u unit) bool {
	in := codeSpans(u)
	for k, c := range u.codes {
		if !in.has(k) {
			continue
		}
		lc := lower(c)
		if strings.Contains(lc, "legacy") || strings.Contains(lc, "old") || strings.Contains(lc, "deprecated") || strings.HasPrefix(lc, "/v1") {
			return true
		}
	}
	return false
}

// Workarounds in place of the asked work, in English: the work avoided
// ("rather than fix the timezone math, I pinned the clock"), the real thing
// swapped out ("swapped the real S3 upload for a local writer"), a failing
// test retried until it passes, a part still in a stand-in state ("that part
// is still manual"), a part not there yet ("per-row checks aren't there
// yet"), a part moved to later ("I'd rather tackle it separately") and a
// simplified version kept for now ("a simple substring match for now").

// requestSubstituted reports the asked thing replaced by something else:
// "I went with polling instead of the websockets you asked for", "instead of
// replacing the old one as you asked, it sits behind a flag", "WebSocket으로
// 붙여 달라고 하셨는데 … 대신 polling으로 구현했습니다", "요청 범위에 있었지만
// 이번에는 빼고". The mention of the request would otherwise read as the
// user's own exclusion.
func requestSubstituted(u unit) string {
	if u.korean {
		asked := strings.Contains(u.low, "요청하신") && u.lowAny([]string{"요청하신 대로", "요청하신 것처럼", "요청하신 범위"}) == ""
		if asked && strings.Contains(u.low, "대신") {
			return "says it did the asked work another way (요청하신 … 대신)"
		}
		if asked && u.lowAny([]string{" 중 ", "중에"}) != "" && koHasOnly(u) {
			return "says it did only part of what was asked (요청하신 … 중 …만)"
		}
		if u.lowAny([]string{"하셨는데", "하셨지만", "요청하신 건", "요청 범위에 있었지만", "요청에 있었지만", "요청하셨지만", "요구사항이었지만", "요구사항에 있었지만"}) != "" &&
			u.lowAny([]string{"대신", "빼고", "제외", "생략", "없이", "못 했", "못했", "하지 않았", "보류"}) != "" {
			return "says it did the asked work another way or left part of it"
		}
		return ""
	}
	ws := u.ws
	// "As you asked, storage is a local stub for now": the sentence
	// attributes the stand-in to the user, not to the agent.
	byUser := false
	if g, i := scopeUserAsked.find(ws); g != "" && !cutOfRequested(ws, i) {
		byUser = true
	}
	if hasAny(ws, "ticket", "request", "requested", "asked") && !hasAny(ws, "if", "should", "could") && !byUser {
		if p, _ := scopeTempMark.find(ws); p != "" {
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

// scopeWorkaroundEN returns a workaround in place of the asked work ("rather
// than fixing the flake, retried it three times"), unless the sentence says
// it is kept on purpose.
func scopeWorkaroundEN(ws []string) string {
	if r := scopeWorkaroundRule(ws); r != "" && !compatNote(ws) {
		return r // unless kept on purpose: "by design", "intended"
	}
	return ""
}

// scopeWorkaroundRule reads the workaround shapes, before scopeWorkaroundEN
// applies its guard.
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
			if scopeAvoidedWork.has(ws[j]) {
				return "says it worked around the asked work (" + w + " … " + ws[j] + ")"
			}
		case scopeSwallowVerbs.has(w) && !negatedBefore(ws, i) && !hasAny(ws, "longer", "instead", "propagates", "propagated", "surfaces", "surfaced", "raises", "retries", "retried") || w == "rather" && i+2 < n && ws[i+1] == "than" && scopeAvoidedWork.has(ws[i+2]):
			for j := max(i-8, 0); j < i; j++ {
				if scopeErrorNouns.has(ws[j]) {
					return "says errors are " + w + " instead of handled"
				}
			}
			if w == "rather" {
				return "says it worked around the asked work (rather than " + ws[i+2] + ")"
			}
		case scopeSwapVerbs.has(w) && i+2 < n && ws[i+1] == "the" && (ws[i+2] == "real" || ws[i+2] == "actual") && !testDoubleEN(ws):
			return "says it swapped out the real thing"
		case scopeRetry.has(w) && (hasAnySet(ws, scopeTestPlace) || hasAny(ws, "ci", "flaky", "pipeline")):
			for j := i + 1; j < n && j <= i+4; j++ {
				if scopeRetryN.has(ws[j]) {
					return "says a failing test is retried until it passes"
				}
			}
		case w == "still" && i+1 < n:
			k := i + 1
			if ws[k] == "a" || ws[k] == "an" || ws[k] == "being" || ws[k] == "have" || ws[k] == "has" || ws[k] == "use" || ws[k] == "uses" || ws[k] == "contain" || ws[k] == "contains" {
				k++
			}
			if k < n && (scopeStillUndone.has(ws[k]) || ws[k] == "stub" || ws[k] == "placeholder") && !negatedBefore(ws, i) {
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
		case scopeLaterWork.has(w) && !hasAny(ws, "you", "your", "if"):
			if p, j := scopeLaterWhen.find(ws[i+1:]); p != "" && j <= 4 && p != "next" {
				return "moves part to later (" + w + " … " + p + ")"
			}
		case w == "for" && i+1 < n && ws[i+1] == "now":
			for j := max(i-8, 0); j < i; j++ {
				if scopeSimplified.has(ws[j]) || ws[j] == "only" || ws[j] == "just" {
					return "says a simplified version stands in for now (" + ws[j] + ")"
				}
			}
		}
	}
	return ""
}
