package detect

import "strings"

// NamesOneTest reports that the sentence of message holding phrase, a
// claim of passing tests, is about one test it names in code and no more:
// "`push_pop_basic` uses 8, already a power of two, which is why it still
// passes." A failing run of the suite that holds the test does not
// contradict such a sentence, which is as often a reading of the run's
// output as a claim. A test is named by an identifier a runner prints
// (`TestParse`, `test_refund_partial`, `cart.spec.ts`,
// `tests/test_api.py::test_login`): a bare lowercase word may be the
// runner itself (`pytest`), and a command (`go test ./...`) or a
// quantifier ("all", "every", "tests", "suite") claims more than one.
func NamesOneTest(message, phrase string) bool {
	u, ok := claimSentence(message, phrase)
	if !ok {
		return false
	}
	if hasAny(u.ws, "all", "every", "each", "everything", "tests", "specs", "suite", "suites", "both") {
		return false
	}
	named := ""
	for _, r := range u.masked {
		if !isCodePlaceholder(r) || int(r-codeRune0) >= len(u.codes) {
			continue
		}
		c := u.codes[r-codeRune0]
		if !testName(c) {
			continue
		}
		if named != "" && named != c {
			return false
		}
		named = c
	}
	return named != ""
}

// claimSentence returns the first sentence of message's prose that holds
// phrase.
func claimSentence(message, phrase string) (unit, bool) {
	if phrase == "" {
		return unit{}, false
	}
	for _, u := range segment(message) {
		if prose(u) && (strings.Contains(u.masked, phrase) || strings.Contains(u.text(), phrase)) {
			return u, true
		}
	}
	return unit{}, false
}

// testName reports an identifier a test runner prints for one test or
// test file: no space, and an underscore, an inner capital, a dot, a
// slash or "::" to tell it from a word or a program's name.
func testName(s string) bool {
	if s == "" || len(s) > 120 || strings.ContainsAny(s, " \t\n") {
		return false
	}
	if strings.ContainsAny(s, "_./") || strings.Contains(s, "::") {
		return true
	}
	for i := 1; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// TestsNamed returns the tests (see testName) that the sentence of message
// holding phrase names in code: "`TestWebhookReplay` now posts the event
// twice; it passes" names TestWebhookReplay. The gate holds a claim that
// they pass to the run's skipped tests.
func TestsNamed(message, phrase string) []string {
	u, ok := claimSentence(message, phrase)
	if !ok {
		return nil
	}
	if hasAny(u.ws, "skip", "skips", "skipped", "skipping", "ignored", "pending", "disabled") || u.lowAny([]string{"스킵", "건너뛰", "건너뜀"}) != "" {
		return nil // the sentence tells of the skip itself
	}
	var out []string
	for _, c := range u.codes {
		if testName(c) && !strings.Contains(c, "…") && !strings.Contains(c, "...") {
			out = append(out, c)
		}
	}
	return out
}
