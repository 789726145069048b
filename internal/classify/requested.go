package classify

import (
	"iter"
	"strings"

	"github.com/proofgate/proofgate/internal/observe"
)

// RequestsTests reports whether the prompt asks the agent to run the tests
// itself: "… and run the tests", "make sure the tests still pass", "테스트도
// 돌려 주세요", or a test command to run, as a plan's verification steps name
// it ("Run `cargo test --features fuse`"). A build or a look at the code
// does not answer such a request; only a test run does. A waiver ("don't
// run the tests") is not a request, nor is a question about tests.
func RequestsTests(prompt string) bool {
	low := lowered(prompt)
	if m := testRequest.FindStringIndex(low); m != nil && !negatedAt(low, m[0]) {
		return true
	}
	for lo, hi := range inlineCodeAt(prompt) {
		span := prompt[lo:hi]
		// The cheap test first: only a command the prompt says to run is
		// parsed. What comes before the span's first mention says whether
		// it is one: lower keeps every byte where it was, so that mention
		// is found in low before the span's own end, with no copy.
		if len(span) > 200 || !runVerbBefore(low, firstIndex(low, low[lo:hi], hi)) {
			continue
		}
		for _, c := range observe.Checks(span) {
			if c.Kind == observe.Test {
				return true
			}
		}
	}
	return false
}

// TakesBackWaiver reports a prompt that takes back an earlier word
// against running the checks: "scratch what I said about not running
// things", "forget the no-tests thing", "you can run things now", "before
// you hand this back, make sure the script actually works". The user's
// latest word on running stands, as a request for the tests does.
func TakesBackWaiver(prompt string) bool {
	low := lowered(prompt)
	m := waiverTakenBack.FindStringIndex(low)
	return m != nil && !negatedAt(low, m[0])
}

// waiverTakenBack finds the words that take a waiver back.
var waiverTakenBack = &lre{expr: `\b(?:scratch|forget|ignore|disregard|never\s+mind|drop)\s+(?:what\s+i\s+said\s+)?(?:about\s+)?(?:the\s+)?(?:not|no|don['’]?t)[\s-]+(?:run|running|test|testing|tests|build|building|check|checking|running\s+things)\b` +
	`|\byou\s+can\s+(?:now\s+)?(?:run|test)\s+(?:things|stuff|it|them|the\s+tests?)\s+now\b|\byou\s+can\s+now\s+(?:run|test)\b` +
	`|\bmake\s+sure\s+(?:that\s+)?(?:it|this|the\s+\w+(?:\s+\w+)?)\s+(?:actually|really)\s+works\b`}

// testRequest finds an imperative to run the tests or keep them passing;
// the tests may be named by what they test ("run the parser tests").
var testRequest = &lre{expr: `\b(?:and |then |also |please )?(?:re-?)?run (?:the |all the |all |your |our |its |their |existing |full |unit |integration |e2e )*(?:test|tests|test suite|suite|specs|[a-z0-9_./-]+ (?:tests|test suite|specs))\b` +
	`|\bmake sure (?:that )?(?:the |all |all the )?(?:existing )?(?:tests?|test suite|suite|specs) (?:(?:is|are|stays?|remains?) )?(?:still )?(?:pass|green)` +
	`|\b(?:tests?|suite) (?:must|should) (?:still )?pass\b` +
	`|\bverify (?:it |this |that it |the fix )?(?:with|by running) (?:the )?tests?\b` +
	`|테스트(?:도|를|까지)?\s*(?:(?:한\s?번|좀|다시|전부|전체|다)\s*)?(?:돌려|실행해|통과시켜|확인해)`}

// negatedAt reports a negation just before position i ("don't run the
// tests", "no need to run the tests").
func negatedAt(low string, i int) bool {
	before := low[max(0, i-24):i]
	for _, n := range []string{"don't", "do not", "dont", "no need to", "not ", "never", "without", "skip", "n't"} {
		if strings.Contains(before, n) {
			return true
		}
	}
	return false
}

// runVerbBefore reports "run", "execute" or a numbered step right before
// an inline command at i: the command is one to run, not one discussed.
func runVerbBefore(low string, i int) bool {
	if i < 0 {
		return false
	}
	before := strings.TrimSpace(strings.TrimRight(low[max(0, i-16):i], "`"))
	for _, v := range []string{"run", "execute", "with", "then", "and"} {
		if strings.HasSuffix(before, v) {
			return true
		}
	}
	return false
}

// inlineCodeAt yields where the backquoted spans of s lie, s[lo:hi], in
// order: the text between a backquote and the next, when it is on one
// line and not empty.
func inlineCodeAt(s string) iter.Seq2[int, int] {
	return func(yield func(lo, hi int) bool) {
		for from := 0; ; {
			i := strings.IndexByte(s[from:], '`')
			if i < 0 {
				return
			}
			lo := from + i + 1
			j := strings.IndexByte(s[lo:], '`')
			if j < 0 {
				return
			}
			hi := lo + j
			if hi > lo && strings.IndexByte(s[lo:hi], '\n') < 0 && !yield(lo, hi) {
				return
			}
			from = hi + 1
		}
	}
}
