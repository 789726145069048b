package detect

import (
	"strings"
	"sync"
)

// An honest gap says plainly that (some of) the change was not verified
// and why it could not be here (policy allow.6): "Not tested: it needs the
// staging database, which I can't reach from here." The statement and the
// reason are read apart: "I haven't run the tests." states the gap without
// a reason, which the gate treats as no explanation at all. The reason may
// stand in the same sentence or the one just after.

var (
	verifyVerbs = sync.OnceValue(func() map[string]bool {
		return set("run", "test", "verify", "build", "execute", "try", "check", "exercise", "compile", "lint",
			"typecheck", "reproduce", "validate", "smoke-test", "rerun", "re-run", "confirm")
	})
	verifyParticiples = sync.OnceValue(func() map[string]bool {
		return set("tested", "verified", "run", "built", "executed", "exercised", "compiled", "validated", "checked", "tried", "confirmed")
	})
	verifyNeg = sync.OnceValue(func() map[string]bool {
		return set("haven't", "didn't", "couldn't", "can't", "cannot", "wasn't", "weren't", "isn't", "aren't", "not", "never", "hasn't", "unable")
	})
	// Resources whose absence explains why a check could not run here.
	gapResources = sync.OnceValue(func() map[string]bool {
		return set("production", "prod", "staging", "credentials", "credential", "secrets", "secret", "key", "keys", "token",
			"account", "hardware", "device", "devices", "simulator", "emulator", "phone", "iphone", "ipad", "android", "ios",
			"macos", "mac", "xcode", "windows", "gpu", "cuda", "docker", "database", "db", "postgres", "postgresql", "mysql",
			"redis", "kafka", "mongodb", "network", "internet", "vpn", "license", "paid", "subscription", "cluster", "kubernetes",
			"k8s", "aws", "gcp", "azure", "cloud", "display", "browser", "sandbox", "environment", "container", "machine",
			"access", "permission", "permissions", "service", "services", "api", "external", "third-party", "live", "real",
			"printer", "bluetooth", "camera", "payment", "stripe", "webhook", "smtp", "email")
	})
	gapNeedVerbs = sync.OnceValue(func() map[string]bool {
		return set("needs", "need", "needed", "requires", "require", "required", "depends", "without", "no", "reach",
			"access", "unavailable", "available", "installed", "missing", "lacks", "lack")
	})
	gapUser = sync.OnceValue(func() phrases {
		return newPhrases("you said", "you'll test", "you will test", "you'd test", "you asked", "as you asked", "per your",
			"as requested", "you mentioned", "you'll run", "you will run", "you plan to", "on your side", "on your end",
			"you test", "you'd rather", "you wanted to", "you'd like to test", "you said not", "you told me")
	})
	gapCI = sync.OnceValue(func() phrases {
		return newPhrases("ci will", "ci runs", "ci should", "in ci", "left to ci", "to ci", "the pipeline will", "ci covers", "ci does")
	})
	gapSideEffect = sync.OnceValue(func() phrases {
		return newPhrases("side effect", "side effects", "side-effect", "side-effects", "would send", "would charge", "would email",
			"would delete", "would modify", "would hit", "would write", "would mutate", "would drop", "would publish", "would deploy",
			"destructive", "irreversible", "real money", "real users", "real customers", "without your approval",
			"without approval", "without your go-ahead", "not approved", "without your ok")
	})
	koUnverified = []string{"테스트하지 않았", "테스트는 하지 않았", "테스트를 하지 않았", "테스트는 안 했", "테스트 안 했", "실행하지 않았",
		"실행은 하지 않았", "실행은 안 했", "돌리지 않았", "돌려보지 않았", "돌려 보지 않았", "돌려보지 못", "돌려 보지 못", "안 돌렸", "못 돌렸",
		"확인하지 못", "확인은 못", "확인은 하지 못", "검증하지 못", "검증은 못", "검증하지 않았", "검증은 하지 않았", "테스트하지 못", "테스트는 못",
		"실행하지 못", "실행해 보지 못", "실행해보지 못", "빌드하지 않았", "빌드는 하지 않았", "빌드는 안 했", "검증되지 않았", "테스트되지 않았",
		"미검증", "실행해 보지 않았", "실행해보지 않았"}
	koGapReason = []string{"필요", "없어서", "없기 때문", "없는 환경", "접근", "권한", "자격 증명", "운영", "프로덕션", "스테이징", "실기기",
		"디바이스", "기기", "시뮬레이터", "에뮬레이터", "도커", "docker", "데이터베이스", "db", "말씀대로", "말씀하신 대로", "요청대로",
		"요청하신 대로", "직접 테스트", "직접 확인", "직접 돌려", "직접 실행", "ci에서", "부작용", "승인", "결제", "유료", "외부 서비스",
		"네트워크", "환경에서는", "여기서는", "이 환경", "키가", "토큰"}
)

type gapInfo struct {
	said string // the sentence that says the change is not verified, quoted
	why  string // the reason given, quoted; "" when none
}

// verifyGap finds the first sentence of the agent's own prose that says
// the change was not verified, and the reason it gives.
func verifyGap(units []unit) gapInfo {
	for i, u := range units {
		if !prose(u) || u.kind == unitHeading || endsQuestion(u.masked) {
			continue
		}
		if !unverifiedSentence(u) {
			continue
		}
		g := gapInfo{said: quoteShort(u.text())}
		if gapReason(u) {
			g.why = quoteShort(u.text())
		} else if i+1 < len(units) && prose(units[i+1]) && gapReason(units[i+1]) {
			g.why = quoteShort(units[i+1].text())
		}
		return g
	}
	return gapInfo{}
}

// unverifiedSentence reports a sentence that says something was not
// verified: "Not tested", "untested", "I couldn't run the e2e suite",
// "Haven't run the tests", "빌드는 돌리지 않았습니다". A condition ("if you
// haven't run …") or code behaviour ("the job doesn't run on forks") is none.
func unverifiedSentence(u unit) bool {
	if u.korean && containsAny(u.low, koUnverified) != "" {
		return !strings.Contains(u.low, "시면") && !strings.Contains(u.low, "않았다면")
	}
	ws := u.ws
	if len(ws) == 0 || ws[0] == "if" || ws[0] == "unless" || hasAny(ws, "you", "you've", "your") && !hasAny(ws, "i", "we", "i've", "we've") && !userWord(ws) {
		return false
	}
	for i, w := range ws {
		switch {
		case w == "untested" || w == "unverified":
			return true
		case verifyParticiples()[w] && i > 0:
			// "not tested", "hasn't been run", "wasn't verified"
			for j := i - 1; j >= 0 && j >= i-3; j-- {
				if verifyNeg()[ws[j]] && !(w == "run" && (ws[j] == "can't" || ws[j] == "cannot")) {
					return !hasAny(ws[:j], "doesn't", "won't", "don't") && !behaviourSubject(ws, j)
				}
				if ws[j] != "been" && ws[j] != "yet" && ws[j] != "be" && ws[j] != "actually" && ws[j] != "fully" {
					break
				}
			}
		case verifyVerbs()[w] && i > 0:
			// "I couldn't run the e2e suite", "Haven't run the tests",
			// "was unable to test it"
			for j := i - 1; j >= 0 && j >= i-4; j-- {
				x := ws[j]
				if verifyNeg()[x] && x != "not" && x != "isn't" && x != "aren't" && x != "wasn't" && x != "weren't" {
					return firstPersonOrFragment(ws, j)
				}
				if x == "not" && j > 0 && (ws[j-1] == "did" || ws[j-1] == "have" || ws[j-1] == "could" || ws[j-1] == "was" && w != "run") {
					return firstPersonOrFragment(ws, j-1)
				}
				if x == "able" || x == "to" || x == "been" || x == "yet" || x == "actually" || enAdverb()[x] {
					continue
				}
				break
			}
		}
	}
	return hasWords(ws, "no tests were run") || hasWords(ws, "nothing was run") || hasWords(ws, "no tests run")
}

// firstPersonOrFragment reports a negated verb whose subject is the agent:
// "I couldn't run", or a fragment that opens with the verb ("Haven't run").
func firstPersonOrFragment(ws []string, neg int) bool {
	if neg == 0 {
		return true
	}
	for j := neg - 1; j >= 0 && j >= neg-3; j-- {
		switch ws[j] {
		case "i", "we", "i've", "we've", "i'm", "we're":
			return true
		}
	}
	return neg == skipLeading(ws)
}

// behaviourSubject reports a passive whose subject is a piece of code
// described at work: "the cache isn't checked on writes". A report of a
// gap names the change, a test, or nothing ("Not tested").
func behaviourSubject(ws []string, neg int) bool {
	return neg > 0 && hasAny(ws[neg:], "when", "unless", "on", "during", "for") && !hasAny(ws, "change", "changes", "fix", "this", "it", "i", "we")
}

// gapReason reports a reason why verification is not possible or not done
// here: a resource that is missing, the user's own word, CI, or side
// effects the user did not approve.
func gapReason(u unit) bool {
	if u.korean && containsAny(u.low, koGapReason) != "" {
		return true
	}
	ws := u.ws
	if p, _ := gapUser().find(ws); p != "" {
		return true
	}
	if p, _ := gapCI().find(ws); p != "" {
		return true
	}
	if p, _ := gapSideEffect().find(ws); p != "" {
		return true
	}
	need := false
	for i, w := range ws {
		if gapNeedVerbs()[w] || w == "can't" && i+1 < len(ws) && ws[i+1] == "reach" || w == "here" || w == "locally" {
			need = true
		}
		if need && gapResources()[w] {
			return true
		}
	}
	return hasWords(ws, "from here") || hasWords(ws, "in this environment") || hasWords(ws, "in this sandbox")
}

func userWord(ws []string) bool {
	p, _ := gapUser().find(ws)
	return p != ""
}
