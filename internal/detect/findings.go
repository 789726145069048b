package detect

// FindingsRemain returns the sentence of text that says an audit's or a
// scanner's findings are still there ("One high-severity advisory
// remains: next", "`ip` has no fix available upstream", "ip 취약점은 아직
// 남아 있습니다"), or "" when none does. An audit that still fails is
// reported by what it found, not by a failure word: the gate reads such a
// sentence as the failing audit's report. A sentence that says none remain
// ("no vulnerabilities left", "남은 취약점은 없습니다") reports nothing.
// Text in code or quotes is not read (see mask).
func FindingsRemain(text string) string {
	for _, u := range segment(text) {
		if u.kind == unitCode || u.kind == unitQuote {
			continue
		}
		low := lower(u.masked)
		if u.korean {
			if containsAny(low, findingNounsKO) != "" && containsAny(low, remainCuesKO) != "" && containsAny(low, noneRemainKO) == "" ||
				containsAny(low, findingNouns) != "" && containsAny(low, remainCuesKO) != "" {
				return u.text()
			}
			continue
		}
		if containsAny(low, findingNouns) != "" && containsAny(low, remainCues) != "" && containsAny(low, noneRemain) == "" {
			return u.text()
		}
	}
	return ""
}

var (
	findingNouns = []string{"vulnerab", "advisor", "cve-", "ghsa-", "finding", "leak", "high-severity", "high severity",
		"critical", " high ", " highs", "moderate", "issue"}
	remainCues = []string{"remain", "still report", "still flag", "still show", "still list", "still find", "still there",
		"still present", "still open", "still vulnerable", "still has", "still have", "still affected", "still fail", " left", "outstanding", "unresolved", "unfixed", "no fix", "not fixed",
		"can't be fixed", "cannot be fixed", "no patched", "no upstream fix", "not fixable", "isn't fixable", "only fix"}
	noneRemain = []string{"no vulnerab", "0 vulnerab", "zero vulnerab", "no advisor", "no remaining", "none remain",
		"nothing remain", "no high", "no critical", "no known", "no issues", "no finding", "no leaks", "none left",
		"nothing left", "clean"}

	findingNounsKO = []string{"취약점", "권고", "advisory", "어드바이저리"}
	remainCuesKO   = []string{"남아", "남았", "남은", "여전히", "아직", "해결되지", "해결 안", "해결이 안", "수정 버전이 없", "수정 버전 없",
		"fix 없", "fix가 없", "픽스가 없", "패치가 없", "패치 없"}
	noneRemainKO = []string{"남은 취약점은 없", "남은 취약점 없", "취약점은 없", "취약점이 없", "취약점 0", "0건"}
)
