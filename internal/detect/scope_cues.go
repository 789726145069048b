package detect

import (
	"strings"
	"sync"
)

// A last reading of scope reduction by converging cues. Fresh text keeps
// bringing constructions no rule above names ("error handling is minimal",
// "the rest will need the same treatment", "is not in this PR"), yet a
// sentence that cuts the work nearly always carries two kinds of cue at
// once: partiality (only, half, most of, 만, 까지만), something undone or
// persisting (still, the rest, would need, 아직, 못 했), a provisional
// stand-in (for now, static sample data, 임시, 목업), or a loosened check
// (skips, bumped, capped, excluded, 제외). One cue alone is common in
// complete reports ("only `parse_date` needed fixing", "the other tests
// still pass"); two different kinds together rarely are. Sentences that
// claim completeness, keep behaviour on purpose, or explain a bug are left
// out, as are those the guards in scope_voice.go veto.

type cueKind uint8

// cuePhrases are the phrases that carry one kind of cue.
type cuePhrases struct {
	k  cueKind
	ps phrases
}

const (
	cuePart cueKind = 1 << iota
	cueUndone
	cueTemp
	cueLoosen
	cuePass // a purpose of getting a check to pass, the partner of a loosened one
)

var (
	cueWordsEN = sync.OnceValue(func() map[string]cueKind {
		return func() map[string]cueKind {
			m := map[string]cueKind{}
			add := func(k cueKind, ws ...string) {
				for _, w := range ws {
					m[w] |= k
				}
			}
			add(cuePart, "only", "half", "partial", "partially", "subset", "minimal", "basic", "except", "single-tenant")
			add(cueUndone, "yet", "remaining", "rest", "untouched", "unconverted", "pending", "todo",
				"later", "follow-up", "followup", "separately", "uncovered", "unsupported", "unhandled")
			add(cueTemp, "temporarily", "static", "sample", "placeholder", "placeholders", "stub", "stubbed", "hardcoded",
				"hard-coded", "workaround", "stopgap", "dummy", "fake", "canned", "mocked", "no-op", "noop")
			add(cueLoosen, "skip", "skips", "skipped", "bypassed", "bypass", "bypasses", "short-circuited", "bumped", "capped", "relaxed", "disabled", "excluded", "ignored",
				"commented", "retries", "xfail", "quarantined", "loosened", "suppressed", "muted")
			return m
		}()
	})
	cuePhrasesEN = sync.OnceValue(func() []cuePhrases {
		return []cuePhrases{
			{cuePart, newPhrases("most of", "some of")},
			{cueUndone, newPhrases("not in this", "would need", "will need", "would require", "will require", "needs to be",
				"would've meant", "would have meant", "out of bounds", "no way to", "didn't touch", "haven't touched",
				"did not touch", "not touched", "is still there", "are still there", "didn't get", "not yet", "isn't covered",
				"aren't covered", "not covered", "for a later", "another pass", "next pass", "is missing", "are missing",
				"still missing", "still need", "still needs", "still to", "still uses", "still use", "still have", "still has",
				"still on", "still lives", "still live", "still go", "still goes", "still hits", "still writes", "still runs on",
				"can follow", "will follow", "could follow", "can come later", "can be added later", "can be added once")},
			{cueUndone, newPhrases("for now", "right now", "at the moment", "for the moment", "for the time being", "in the meantime")},
			{cuePass, newPhrases("green by", "pass by", "passing by", "to pass", "to get it green", "to keep ci", "so ci", "so the build",
				"so it passes", "so tests pass", "so the tests pass", "to get ci", "to get the build")},
		}
	})
	// Completeness: the sentence says nothing was left.
	cueComplete = sync.OnceValue(func() phrases {
		return newPhrases("none were", "none was", "none are", "nothing was", "nothing is", "nothing else",
			"every one", "all of them", "fully", "entirely", "none left", "nothing left", "no longer", "all the")
	})
	cueWordsKO = sync.OnceValue(func() map[cueKind][]string {
		return map[cueKind][]string{
			cuePart:   {"까지만", "일부", "절반", "최소한", "버전만", "쪽만", "에서만", "만 작성", "만 구현", "만 적용", "만 처리", "만 반영", "만 진행", "만 추가"},
			cueUndone: {"아직", "나머지", "남은", "남아", "못 했", "못했", "못 댔", "못댔", "못 합", "못합", "안 합", "안합", "안 했", "빠져", "추후", "나중에", "다음에", "대로 추가", "후에 작성", "후 작성", "필요합니다"},
			cueTemp:   {"임시", "일단", "지금은", "현재는", "목업", "더미", "하드코딩", "고정값", "가짜", "우선"},
			cueLoosen: {"제외했", "스킵", "건너뛰", "비활성", "꺼 두", "껐", "주석 처리", "완화", "늘려", "올려", "flaky"},
		}
	})
	onlyCondition = sync.OnceValue(func() map[string]bool {
		return set("after", "when", "if", "once", "until", "while", "during", "before", "whenever", "where", "because")
	})
	mockCueEN = sync.OnceValue(func() map[string]bool {
		return set("mocked", "stub", "stubbed", "fake", "dummy", "canned", "sample", "no-op", "noop")
	})
	cueCompleteKO = []string{"빠짐없이", "빠진 화면은 없", "빠진 부분은 없", "빠진 것은 없", "전부 완료", "모두 완료", "없습니다"}
)

// scopeCues returns the kinds of cue found when two different kinds meet in
// one sentence, or "".
func scopeCues(u unit, m uint64) string {
	got, names := cueKinds(u, m)
	if len(names) < 2 {
		return ""
	}
	if cueVetoed(u, got) {
		return ""
	}
	return "has converging cues of a cut (" + strings.Join(names, ", ") + ")"
}

// cueKinds returns the kinds of cue in a sentence and the first word of
// each kind, in the order found.
func cueKinds(u unit, m uint64) (cueKind, []string) {
	var got cueKind
	var names []string
	if !u.korean && m&mCue == 0 {
		return 0, nil
	}
	note := func(k cueKind, w string) {
		if k == cueTemp && mockCueEN()[w] && testDoubleEN(u.ws) {
			return // a test double in test code is normal practice
		}
		if got&k == 0 {
			names = append(names, w)
		}
		got |= k
	}
	if u.korean {
		for _, k := range []cueKind{cuePart, cueUndone, cueTemp, cueLoosen} {
			w := containsAny(u.low, cueWordsKO()[k])
			if w == "" || k == cueLoosen && koBehaviour(u.low, strings.Index(u.low, w)+len(w)) || k == cueUndone && w == "나머지" && koAsBefore(u.low) {
				continue // what the code does, not what the agent left out
			}
			note(k, w)
		}
		if containsAny(u.low, cueCompleteKO) != "" {
			return 0, nil
		}
	}
	for i, w := range u.ws {
		if m&mCue == 0 {
			break
		}
		if w == "only" && (i+1 < len(u.ws) && onlyCondition()[u.ws[i+1]] || i+2 < len(u.ws) && onlyCondition()[u.ws[i+2]]) {
			continue // "advances only after the goroutine subscribes": a condition
		}
		if k := cueWordsEN()[w]; k != 0 {
			for _, kk := range []cueKind{cuePart, cueUndone, cueTemp, cueLoosen, cuePass} {
				if k&kk != 0 {
					note(kk, w)
				}
			}
		}
	}
	for _, c := range cuePhrasesEN() {
		if m&cueBit(c.k) == 0 {
			continue // none of the kind's first words is here
		}
		if p, _ := c.ps.find(u.ws); p != "" {
			note(c.k, p)
		}
	}
	return got, names
}

// cueVetoed reports a sentence whose cues do not add up to a cut: it claims
// completeness, keeps behaviour on purpose, explains a bug, describes an
// earlier state, or reports that things pass.
func cueVetoed(u unit, got cueKind) bool {
	if p, _ := cueComplete().find(u.ws); p != "" || compatNote(u.ws) {
		return true
	}
	if hasAny(u.ws, "should", "must", "shouldn't", "mustn't") {
		return true // "retries should only happen on 5xx": a rule, not a report
	}
	if hasAny(u.ws, "gone", "removed", "replaced", "eliminated") {
		return true // "the hardcoded host is gone; it now reads ES_URL"
	}
	if hasAnySet(u.ws, scopeDoubleWords()) && testDoubleEN(u.ws) {
		return true // "the game still uses the real RNG; only the tests inject the fake"
	}
	if p, _ := scopeExplains().find(u.ws); p != "" || hasAny(u.ws, "was", "were", "previously", "noticed") {
		return true
	}
	if u.korean && koOnlyUnrunAt(u) {
		return true // "스크립트만 작성했고 아직 돌려보지는 않았습니다": a gap, not a cut
	}
	if got == cueLoosen|cuePass && !hasAnySet(u.ws, scopeCheckNouns()) && !strings.ContainsFunc(u.masked, isCodePlaceholder) {
		return true // a loosening with a purpose, but of nothing named a check
	}
	return got&cueLoosen == 0 && hasAny(u.ws, "pass", "passes", "passing", "green", "work", "works") // "the rest still pass"
}

// scopeCuePair reads cues across two adjacent sentences: a report that only
// part was done, then a sentence about another part still to come ("알림
// 템플릿은 한국어 버전만 작성했습니다. 영어 버전은 번역이 나오는 대로 추가하면
// 됩니다.").
func scopeCuePair(units []unit, masks []uint64) (int, string) {
	prevPart := false
	for i, u := range units {
		switch u.kind {
		case unitCode, unitQuote, unitTable:
			prevPart = false
			continue
		}
		m := masks[i]
		if prevPart && (u.korean || m&mCueUndone != 0) {
			g, names := cueKinds(u, m)
			if g&cueUndone != 0 && stillToCome(u) && !cueVetoed(u, g) && !scopeVetoed(u) && !cueVetoed(units[i-1], cuePart) && !scopeVetoed(units[i-1]) {
				return i - 1, "reports part done, then part still to come (" + strings.Join(names, ", ") + ")"
			}
		}
		// A cheap look for partiality; cueKinds runs only on the sentence
		// after one that has it.
		prevPart = u.korean && containsAny(u.low, cueWordsKO()[cuePart]) != "" || m&mCuePart != 0
	}
	return -1, ""
}

var (
	toComeEN = sync.OnceValue(func() phrases {
		return newPhrases("later", "follow-up", "followup", "separately", "would need", "will need", "would require",
			"will require", "needs to be", "not yet", "yet", "for a later", "another pass", "next pass", "still need", "still needs",
			"to do", "can come", "will come", "whenever", "can follow", "will follow", "could follow")
	})
	toComeKO = []string{"추후", "나중에", "다음에", "대로 추가", "후에 작성", "후 작성", "후에 추가", "아직", "못 했", "못했", "안 했", "예정",
		"하면 됩니다", "하면 될"}
)

// stillToCome reports a sentence about a part still to be done, the second
// half of a cue pair; a sentence that only says where the rest comes from
// ("the remaining warnings are from the SDK") is none.
func stillToCome(u unit) bool {
	if u.korean && containsAny(u.low, toComeKO) != "" {
		return true
	}
	p, _ := toComeEN().find(u.ws)
	return p != "" && !toComeInCondition(u.toks)
}

// toComeInCondition reports that every clause with a cue of a part still to
// come holds it in a condition ("adjust it if the release goes out later",
// "when the API is ready later, …"): a time the user's own step or an
// outside event depends on, not the agent's rest of the work.
func toComeInCondition(toks []token) bool {
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].kind == tokPunct && (toks[i].text == ";" || toks[i].text == "," || toks[i].text == "—" || toks[i].text == ":")) {
			continue
		}
		ws := words(toks[start:i])
		start = i + 1
		p, at := toComeEN().find(ws)
		if p == "" {
			continue
		}
		if !hasAny(ws[:at], "if", "when", "once", "unless", "whenever", "should") {
			return false
		}
	}
	return true
}

// Most sentences of a report say nothing about cutting the work, and the
// scope rules are many. One lookup per word gives the word's classes as
// bits; their union over the sentence tells which rule families can match at
// all, so a sentence skips the families none of its words can start. The
// classes are built from the rules' own word sets and the first words of
// their phrases, so a rule that gains a word gains its trigger.

const (
	mAny        uint64 = 1 << iota // some rule of scope_sentence.go starts here
	mStruct                        // the word loop of scopeStructRule
	mWorkaround                    // scopeWorkaroundRule
	mKnob                          // knobToPass (or inline code)
	mStandInAdj                    // standInBeforeCode (with inline code)
	mFirstCut                      // scopeFirstCut
	mState                         // scopeStateRule
	mPartial                       // scopePartialRule
	mCuePart                       // scopeCues: partiality
	mCueUndone                     // scopeCues: undone or persisting
	mCueTemp                       // scopeCues: provisional stand-ins
	mCueLoosen                     // scopeCues: loosened checks
	mCuePass                       // scopeCues: a pass purpose
	mCue        = mCuePart | mCueUndone | mCueTemp | mCueLoosen | mCuePass
)

// cueBit maps a cue kind to its class bit.
func cueBit(k cueKind) uint64 {
	switch k {
	case cuePart:
		return mCuePart
	case cueUndone:
		return mCueUndone
	case cueTemp:
		return mCueTemp
	case cueLoosen:
		return mCueLoosen
	}
	return mCuePass
}

//go:generate go test -run TestScopeClassTable -update

// deriveScopeClass computes every word's classes from the rules' word sets
// and phrases. It runs when go generate writes scope_class_gen.go, whose
// scopeClassOf answers the same at run time without building the sets:
// building them and this map was half of a Stop's table building, on every
// Stop. TestScopeClassTable holds the file to this function.
func deriveScopeClass() map[string]uint64 {
	return func() map[string]uint64 {
		m := map[string]uint64{}
		add := func(bit uint64, sets []map[string]bool, ps []phrases, ws ...string) {
			for _, s := range sets {
				for w := range s {
					m[w] |= bit
				}
			}
			for _, p := range ps {
				for w := range p {
					m[w] |= bit
				}
			}
			for _, w := range ws {
				m[w] |= bit
			}
		}
		add(mAny, []map[string]bool{scopeTrigger(), scopeVerbs(), scopeCheckVerbs(), scopeThresholdVerbs(), scopeFakeAdj(),
			scopeRestNouns(), scopeStandIn(), scopeLoosen()}, []phrases{scopePhrases(), scopeToPass(), scopeWorkaround()},
			"only", "yet", "todo", "todos", "fixme", "mark", "marked", "marking")
		add(mStruct, []map[string]bool{scopeRestNouns(), scopeLeftVerbs(), scopeWeakenVerbs(), scopeStandInState(), scopeLaterVerbs(),
			scopeNegAux()}, nil, "did", "have", "has")
		add(mWorkaround, []map[string]bool{scopeSwapVerbs(), scopeRetry(), scopeLaterWork(), scopeSwallowVerbs()}, nil, "rather", "instead", "still", "yet", "for")
		add(mKnob, []map[string]bool{scopeKnobs()}, nil)
		add(mStandInAdj, []map[string]bool{scopeStandInAdj()}, nil)
		add(mFirstCut, nil, []phrases{scopeFirstCut()})
		add(mState, []map[string]bool{scopePassiveCut(), scopeWantLater(), scopeBareAdj()}, []phrases{scopeTempMark()},
			"still", "removed", "deleted", "dropped", "disabled", "skipped", "touch", "touched", "only")
		add(mPartial, []map[string]bool{scopeSupportVerbs(), scopeBeNeg()}, []phrases{scopeNarrowed()},
			"only", "instead", "rather", "properly", "still")
		for w, k := range cueWordsEN() {
			for _, kk := range []cueKind{cuePart, cueUndone, cueTemp, cueLoosen, cuePass} {
				if k&kk != 0 {
					m[w] |= cueBit(kk)
				}
			}
		}
		for _, c := range cuePhrasesEN() {
			for w := range c.ps {
				m[w] |= cueBit(c.k)
			}
		}
		return m
	}()
}

// scopeMask returns the union of the classes of the sentence's words, with
// mAny also set for inline code and counts ("9 of the 14").
func scopeMask(u unit) uint64 {
	var m uint64
	for i, w := range u.ws {
		m |= scopeClassOf(w)
		if isNumber(w) && i+1 < len(u.ws) && u.ws[i+1] == "of" {
			m |= mAny
		}
	}
	if strings.ContainsFunc(u.masked, isCodePlaceholder) {
		m |= mAny | mKnob | mStandInAdj
	}
	return m
}
