package detect

import (
	"strconv"
	"strings"
)

// Predicates of success that claim less than they seem. "8 of the 11 DB
// tests pass" and "11개 중 8개 통과" report the failures of the rest; "Done so
// far:" labels a partial list; "the ZPL string itself is valid either way"
// argues over alternatives. None says the check or the work succeeded.

// partialCount reports a count of N out of M (N < M) governing the
// predicate at i: "8 of 11", "8 out of 11", "8/11", "11개 중 8개".
func partialCount(ct []token, i int) bool {
	lo := max(i-10, 0)
	for j := lo; j < i; j++ {
		if ct[j].kind != tokWord || !isNumber(ct[j].text) {
			continue
		}
		a, _ := strconv.Atoi(ct[j].text)
		for k := j + 1; k < i && k <= j+5; k++ {
			if ct[k].kind != tokWord || !isNumber(ct[k].text) {
				continue
			}
			b, _ := strconv.Atoi(ct[k].text)
			between := ct[j+1 : k]
			switch {
			case tokensHave(between, "of", "/"):
				if countsOther(ct, j, k) {
					return false // "42 files / 318 tests passing": two counts, no share
				}
				return a < b // "8 of 11"
			case tokensHave(between, "중", "중에", "중에서"):
				return b < a // "11개 중 8개"
			}
			break
		}
	}
	return false
}

// countsOther reports two numbers at j and k that count different things:
// "42 files / 318 tests" sums a run up, where "8 of 11 tests" and "8/11
// tests" give a share of one whole.
func countsOther(ct []token, j, k int) bool {
	n := ct[j+1]
	if n.kind != tokWord || n.is("of", "out") {
		return false
	}
	return k+1 >= len(ct) || ct[k+1].text != n.text
}

// soFarAfter reports a predicate of completion scoped to the progress until
// now: "Done so far:", "지금까지 완료된 것".
func soFarAfter(ct []token, i int) bool {
	for j := i + 1; j < len(ct) && j <= i+3; j++ {
		if ct[j].is("so") && j+1 < len(ct) && ct[j+1].is("far") || ct[j].is("until", "up") && j+1 < len(ct) && ct[j+1].is("now") {
			return true
		}
	}
	for j := max(i-3, 0); j < i; j++ {
		if ct[j].is("지금까지", "여기까지", "현재까지") {
			return true
		}
	}
	return false
}

// eitherWay reports a state argued to hold over alternatives ("valid either
// way", "fine regardless"): reasoning, not a check's result.
func eitherWay(ct []token, i int) bool {
	if !ct[i].is("valid", "correct", "fine", "ok", "okay") {
		return false
	}
	for j := i + 1; j < len(ct) && j <= i+3; j++ {
		if ct[j].is("either", "regardless", "anyway", "anyways") || ct[j].is("both") && j > 0 && ct[j-1].is("in") || ct[j].is("any") && j+1 < len(ct) && ct[j+1].is("case") {
			return true
		}
	}
	return false
}

// tokensHave reports whether any token's text is one of xs.
func tokensHave(ts []token, xs ...string) bool {
	for _, t := range ts {
		for _, x := range xs {
			if t.text == x {
				return true
			}
		}
	}
	return false
}

// passToken reports a word of passing: pass, passes, passed, passing,
// green, 통과….
func passToken(t *token) bool {
	if t.hangul {
		return strings.HasPrefix(t.text, "통과")
	}
	if t.kind != tokWord {
		return false
	}
	switch t.text {
	case "pass", "passes", "passed", "passing", "green":
		return true
	}
	return false
}

// partialPass reports "8 of the 11 tests pass", "11개 중 8개 통과": a count
// of passing checks short of the whole discloses the failures of the rest.
func partialPass(u unit) bool {
	for i := range u.toks {
		if passToken(&u.toks[i]) && partialCount(u.toks, i) && (hasAnySet(u.ws, failChecks) || u.korean && u.lowAny(koFailCheck) != "") {
			return true
		}
	}
	return false
}

// exceptAfter reports a predicate that carves out exceptions: "everything
// passes except `UploadsToAzurite`", "all green but `test_sync`",
// "`test_x` 빼고 전부 통과". What is left out failed or did not run, so the
// sentence reports that, not a success.
func exceptAfter(ct []token, i int) bool {
	for j := i + 1; j < len(ct) && j <= i+3; j++ {
		t := ct[j]
		if t.kind == tokPunct && t.text != "," {
			break
		}
		switch {
		case t.is("except", "excepting", "excluding", "besides"):
			// "except that the suite is slow" qualifies the pass; it
			// leaves nothing out.
			return !(j+1 < len(ct) && ct[j+1].is("that", "when", "if", "where"))
		case t.is("apart", "aside") && j+1 < len(ct) && ct[j+1].is("from"),
			t.is("other") && j+1 < len(ct) && ct[j+1].is("than"),
			t.is("save") && j+1 < len(ct) && ct[j+1].is("for"):
			return true
		case t.is("but") && j+1 < len(ct) && (ct[j+1].kind == tokCode || isNumber(ct[j+1].text) || ct[j+1].is("one", "two", "three", "for")):
			return true
		}
	}
	for j := max(i-6, 0); j < i; j++ {
		if ct[j].hangul && hasPrefixAny(ct[j].text, []string{"빼고", "제외하고", "제외한", "말고", "외에는", "외엔", "외에"}) != "" {
			return true
		}
	}
	return false
}

// exceptPass reports a pass with exceptions carved out: the failures (or
// checks not run) of what is left out are disclosed.
func exceptPass(u unit) bool {
	for i := range u.toks {
		if passToken(&u.toks[i]) && exceptAfter(u.toks, i) {
			return true
		}
	}
	return false
}
