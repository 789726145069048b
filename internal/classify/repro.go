package classify

import (
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// RequestsRepro reports whether the prompt asks for a test that reproduces
// a bug, and only that: "I want a failing test in the repo that reproduces
// it. Just the test, don't fix the code", "재현 테스트부터 만들어 주세요".
// Such a test is meant to fail: its failing run is the outcome the user
// asked for, not a failure to report. A prompt that also asks for the fix
// ("add a failing test, then fix it") asks for a test that passes in the
// end, and "fix the failing test" names one that exists.
func RequestsRepro(prompt string) bool {
	prompt = truncate(prompt, maxPromptBytes)
	if !mayAskRepro(prompt) {
		return false // most prompts: no word of failing or reproducing to lower and read
	}
	low := lowered(prompt)
	plain := blanked(low)
	if !reproRequest.MatchString(plain) {
		return false
	}
	return !asksFix(plain)
}

// reproRequest finds a request for a new test that fails or reproduces:
// "write a failing test", "a test that reproduces it", "a repro test",
// "재현 테스트부터 만들어 주세요" (a Korean one with the verb that makes it:
// "재현 테스트가 깨져요" names one that exists). Each reading holds a stem
// mayAskRepro looks for.
var reproRequest = &lre{expr: `\b(?:write|add|create|need|want|give me|start with|begin with|put in|commit)\s+(?:me\s+)?(?:a|an|one|some|the)?\s*(?:new\s+)?failing\s+(?:unit\s+|integration\s+|regression\s+|e2e\s+|junit\s+|rspec\s+)?(?:tests?|specs?|cases?)\b` +
	`|\b(?:tests?|specs?)\s+(?:that|which)\s+(?:reliably\s+|actually\s+)?(?:reproduces?|fails?)\b` +
	`|\b(?:repro|reproduction|reproducing)\s+(?:unit\s+|regression\s+)?(?:tests?|specs?|cases?)\b` +
	`|(?:재현\s*(?:용\s*)?|재현하는\s*|실패하는\s*)(?:테스트|케이스|test)\S*\s*(?:\S+\s+)?(?:만들|작성|추가|짜|넣)`}

// mayAskRepro reports a prompt that holds a stem every reading of
// reproRequest needs: "ail" (failing, fails) or "epro" (reproduces,
// repro) in any case of ASCII, or 재현 or 실패.
func mayAskRepro(p string) bool {
	for i := 0; i+3 <= len(p); i++ {
		switch p[i] | 0x20 {
		case 'a':
			if p[i+1]|0x20 == 'i' && p[i+2]|0x20 == 'l' {
				return true
			}
		case 'e':
			if i+4 <= len(p) && p[i+1]|0x20 == 'p' && p[i+2]|0x20 == 'r' && p[i+3]|0x20 == 'o' {
				return true
			}
		}
	}
	return strings.Contains(p, "재현") || strings.Contains(p, "실패")
}

// asksFix reports a request to fix the bug as well: "fix" as a verb not
// negated ("… and fix it", not "don't fix the code" or "the fix"), or 고쳐,
// 수정해 not taken back ("고쳐 주지 마").
func asksFix(plain string) bool {
	for i := 0; i < len(plain); {
		j := strings.Index(plain[i:], "fix")
		if j < 0 {
			break
		}
		at := i + j
		i = at + 3
		if at > 0 && ascii.IsWord(plain[at-1]) || i < len(plain) && ascii.IsWord(plain[i]) && plain[i] != 'e' {
			continue // "prefix", "fixture"; "fixes" reads on
		}
		if negatedAt(plain, at) || nounBefore(plain[:at]) {
			continue
		}
		return true
	}
	for _, v := range []string{"고쳐", "수정해", "수정도", "고치고", "수정하고"} {
		if k := strings.Index(plain, v); k >= 0 && !strings.Contains(plain[k:min(len(plain), k+len(v)+12)], "마") {
			return true
		}
	}
	return false
}

// nounBefore reports a determiner right before a word: "the fix", "her
// fix", "a fix".
func nounBefore(before string) bool {
	f := strings.Fields(before)
	if len(f) == 0 {
		return false
	}
	switch strings.Trim(f[len(f)-1], ".,;:!?\"'`(") {
	case "the", "a", "an", "her", "his", "their", "your", "our", "my", "its", "this", "that", "real", "proper", "actual", "any":
		return true
	}
	return false
}
