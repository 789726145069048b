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
	for _, u := range units {
		switch u.kind {
		case unitCode, unitQuote, unitTable:
			continue
		}
		if r := deferralSentence(u); r != "" {
			if !f.Deferral {
				f.Deferral = true
				f.Reasons = append(f.Reasons, "deferral: "+quoteShort(u.raw)+" "+r)
			}
			if !f.ScopeReduction && (mentionsRest(u) || deferralNamesPart(u)) {
				f.ScopeReduction = true
				f.Reasons = append(f.Reasons, "scope reduction: "+quoteShort(u.raw)+" defers part of the work")
			}
		}
		if !f.ScopeReduction {
			if r := scopeSentence(u); r != "" {
				f.ScopeReduction = true
				f.Reasons = append(f.Reasons, "scope reduction: "+quoteShort(u.raw)+" "+r)
			}
		}
	}
	return f
}

func mentionsRest(u unit) bool {
	return u.korean && strings.Contains(u.low, "나머지") || hasAny(u.ws, "rest", "remaining", "remainder", "others")
}

// deferralNamesPart reports whether a deferral postpones a named piece of
// the work ("I'll pick up the data backfill next session", "데이터 백필은 다음
// 세션에서"), which reduces the scope of this turn, rather than the turn as a
// whole ("stopping here for now").
func deferralNamesPart(u unit) bool {
	if u.korean {
		for _, t := range u.toks {
			if !t.hangul {
				continue
			}
			switch t.text {
			case "오늘은", "이번에는", "이번엔", "지금은", "일단은", "우선은", "저는", "제가", "오늘", "나머지는":
				continue
			}
			rs := []rune(t.text)
			if len(rs) >= 2 {
				switch rs[len(rs)-1] {
				case '은', '는', '을', '를':
					return true
				}
			}
		}
		return false
	}
	ws := u.ws
	for i, w := range ws {
		if !deferContinueVerbs[w] {
			continue
		}
		j := i + 1
		for j < len(ws) && (ws[j] == "up" || ws[j] == "on" || ws[j] == "with" || ws[j] == "back" || ws[j] == "to") {
			j++
		}
		if j+1 < len(ws) && (ws[j] == "the" || ws[j] == "a" || ws[j] == "an") && ws[j+1] != "work" && ws[j+1] != "task" && ws[j+1] != "rest" {
			return true
		}
	}
	return false
}
