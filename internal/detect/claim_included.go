package detect

import "strings"

// A check named as included in a success claim. "Builds clean, clippy
// included." and "빌드 통과, clippy도 포함입니다" claim that the linter
// passed too, not only the build: the check rides on the claim beside it
// and needs its own evidence. Only a sentence that already claims a
// success carries it; "clippy included in the dev dependencies" claims
// nothing.

// includedChecks returns a claim for each check the sentence names as
// included with the success it claims.
func includedChecks(u unit, cs []claim) []claim {
	if len(cs) == 0 {
		return nil
	}
	var out []claim
	add := func(w string) {
		k := checkWordKind(w)
		if k == ckNone {
			return
		}
		for _, c := range cs {
			if c.kind == k {
				return
			}
		}
		for _, c := range out {
			if c.kind == k {
				return
			}
		}
		out = append(out, claim{kind: k, phrase: w + " included"})
	}
	ws := u.ws
	for i, w := range ws {
		if hasAny([]string{w}, "fixed", "updated", "added", "wrote", "rewrote", "adjusted", "changed", "touched") {
			break // "fixed the parser and its tests too": the tests were work, not a check run
		}
		switch {
		case (w == "included" || w == "too" || w == "as") && i > 0 && (w != "as" || i+1 < len(ws) && ws[i+1] == "well"):
			if i > 1 && hasAny(ws[i-2:i-1], "its", "their", "our", "a", "some", "new") {
				continue
			}
			add(ws[i-1]) // "clippy included", "lint too", "clippy as well"
		case (w == "including" || w == "incl") && i+1 < len(ws):
			add(ws[i+1])
		}
	}
	if u.korean {
		for i := 0; i+1 < len(u.toks); i++ {
			if strings.HasPrefix(u.toks[i+1].text, "포함") || strings.HasPrefix(u.toks[i+1].text, "도") && strings.Contains(u.low, "포함") {
				add(u.toks[i].text)
			}
		}
	}
	return out
}

// checkWordKind returns the kind of check a word names when it can only
// name a check ("eslint", "tsc", "pytest"), leaving out the words that are
// as often something else ("types", "unit", "ci").
func checkWordKind(w string) claimKind {
	switch {
	case catLint.has(w) && w != "validate" && w != "prettier":
		return ckLint
	case catType.has(w) && w != "types" && w != "type" && w != "typed" && w != "typing" && w != "flow":
		return ckTypecheck
	case catTest.has(w) && w != "unit" && w != "ci" && w != "pipeline":
		return ckTest
	}
	return ckNone
}
