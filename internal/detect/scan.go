package detect

import "strings"

// Scan judges an agent's final message. Premature is decided by the closing
// sentences only; Deferral and ScopeReduction by any sentence of the agent's
// own prose.
func Scan(text string) Finding {
	f := Finding{Reasons: []string{}}
	units := segment(text)
	if v, sent := closing(units); v.cls == clsPromise {
		f.Premature = true
		f.WaitsOnBackground = v.waits
		what := "closing sentence " + quoteShort(sent) + " " + v.rule
		if v.waits {
			what += "; it only waits on work already running"
		}
		f.Reasons = append(f.Reasons, what)
	}
	masks := make([]uint64, len(units)) // scope word classes, per sentence
	for i, u := range units {
		switch u.kind {
		case unitCode, unitQuote, unitTable:
			continue
		}
		masks[i] = scopeMask(u)
		if !f.ScopeReduction {
			if l := undoneSection(units, i); l != "" {
				f.ScopeReduction = true
				f.Reasons = append(f.Reasons, "scope reduction: the section "+quoteShort(u.text())+" lists work not done")
			}
		}
		if r := deferralSentence(u); r != "" {
			if !f.Deferral {
				f.Deferral = true
				f.Reasons = append(f.Reasons, "deferral: "+quoteShort(u.text())+" "+r)
			}
			if !f.ScopeReduction && (mentionsRest(u) || deferralNamesPart(u)) && !unrelatedNote(u) {
				f.ScopeReduction = true
				f.Reasons = append(f.Reasons, "scope reduction: "+quoteShort(u.text())+" defers part of the work")
			}
		}
		if !f.ScopeReduction {
			if r := scopeSentence(u, masks[i]); r != "" && !(i+1 < len(units) && setsApart(units[i+1])) {
				f.ScopeReduction = true
				f.Reasons = append(f.Reasons, "scope reduction: "+quoteShort(u.text())+" "+r)
			}
		}
	}
	if !f.ScopeReduction {
		if i, r := scopeCuePair(units, masks); r != "" {
			f.ScopeReduction = true
			f.Reasons = append(f.Reasons, "scope reduction: "+quoteShort(units[i].text())+" "+r)
		}
	}
	return f
}

func mentionsRest(u unit) bool {
	return u.korean && strings.Contains(u.low, "나머지") || hasAny(u.ws, "rest", "remaining", "remainder", "others")
}
