package detect

import "strings"

// Most sentences of a report say nothing about cutting the work, and the
// scope rules are many. One lookup per word gives the word's classes as
// bits; their union over the sentence tells which rule families can match at
// all, so a sentence skips the families none of its words can start. The
// classes are built from the rules' own word sets and the first words of
// their phrases, so a rule that gains a word gains its trigger.

const (
	mAny        uint64 = 1 << iota // some rule of scope.go starts here
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
