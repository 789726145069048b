package detect

import (
	"slices"
	"strings"
)

// Helpers for skip and stub markers written as inline code.

// searchCommand reports inline code that searches for a marker rather than
// being one: `grep -rn TODO src/` finds TODOs, it does not leave one.
func searchCommand(lc string) bool {
	f := strings.Fields(lc)
	if len(f) == 0 {
		return false
	}
	switch f[0] {
	case "grep", "rg", "ag", "ack", "findstr", "sed", "awk":
		return true
	case "git":
		return len(f) > 1 && (f[1] == "grep" || f[1] == "log")
	}
	return false
}

// codeUndone reports whether the verb that governs code span i undoes the
// marker ("removed `@ts-ignore`", "without `--no-verify`"). The nearest verb
// before the span decides, so "added `t.Skip` so it passes without Docker"
// still applies the marker; with no verb near, an undo verb anywhere in the
// sentence counts.
func codeUndone(u unit, span int) bool {
	at := -1
	for j, t := range u.toks {
		if t.kind == tokCode && t.span == span {
			at = j
			break
		}
	}
	if at >= 0 {
		for j := at - 1; j >= 0 && j >= at-6; j-- {
			t := u.toks[j]
			if t.kind != tokWord {
				continue
			}
			if scopeCodeUndo.has(t.text) || scopePriorMark.has(t.text) {
				return true // "removed `@ts-ignore`", "there was a `@skip`"
			}
			if (t.text == "left" || t.text == "kept" || t.text == "leaving") && u.toks[at-1].is("the", "that", "this", "those", "these", "existing") {
				return true // "left the `TODO` comment alone": found, not added
			}
			if scopeCodeVerbs.has(t.text) || pastVerbEN(t.text) {
				if j > 0 && (u.toks[j-1].is("were", "was", "been", "had")) {
					break // "the two that were marked `xfail`": a prior state
				}
				return false
			}
		}
	}
	for _, w := range u.ws {
		if scopeCodeUndo.has(w) && w != "no" && w != "without" {
			return true
		}
	}
	return false
}

// codeMarker returns the skip, silence or stub marker in inline code c, or "".
func codeMarker(c string) string {
	return codeMarkerLow(c, lower(c))
}

// codeMarkerLow is codeMarker for c and lc, c lower-cased.
func codeMarkerLow(c, lc string) string {
	sig := sigOf(lc)
	if x := containsAnySig(lc, &sig, scopeCodeMarkers); x != "" {
		return x
	}
	for _, x := range scopeCodeUpper {
		if strings.Contains(c, x) {
			return x
		}
	}
	if lc == "xit" || lc == "xtest" {
		return lc
	}
	if swallowCode(lc) {
		return "an empty error handler"
	}
	return ""
}

// swallowCode reports an error handler that drops the error: `except
// ValueError: continue`, `catch (e: Exception) {}`, `rescue nil`, `_ = err`.
func swallowCode(lc string) bool {
	// Each shape below holds one of these, and white space only ever
	// narrows to one space: most code holds none, and is not compacted.
	if !strings.Contains(lc, "except") && !strings.Contains(lc, "catch") && !strings.Contains(lc, "rescue") && !strings.Contains(lc, "_") {
		return false
	}
	compact := strings.Join(strings.Fields(lc), " ")
	switch {
	case strings.Contains(compact, "except") && (strings.HasSuffix(compact, ": pass") || strings.HasSuffix(compact, ": continue") || strings.Contains(compact, ": pass ")):
		return true
	case strings.Contains(compact, "catch") && (strings.HasSuffix(compact, "{}") || strings.HasSuffix(compact, "{ }")):
		return true
	case strings.Contains(compact, "rescue nil") || compact == "_ = err" || strings.HasPrefix(compact, "_ = err"):
		return true
	}
	return false
}

// removesMarker reports a sentence that takes a marker out: "Removed the
// `xit` from the three specs" restores them, whatever else it names.
func removesMarker(u unit) bool {
	for i, c := range u.codes {
		if codeMarker(c) != "" && codeUndone(u, i) && !searchCommand(lower(c)) {
			for j := range u.toks {
				if u.toks[j].kind == tokCode && u.toks[j].span == i {
					return j > 0 && removedBefore(u.ws[:min(len(u.ws), wordIndex(u.toks, j))], wordIndex(u.toks, j))
				}
			}
		}
	}
	return false
}

// flagOff reports code span i as a flag that leaves part of a check out
// (`--no-build-vignettes`, `--skip-integration`, `--ignore=tests/e2e`),
// added so that the check passes. key is the span, trimmed and lower-cased.
func flagOff(u unit, span int, key string) bool {
	if !strings.Contains(key, "--") {
		return false // every flag below starts so: most code is no flag
	}
	flag := false
	for _, w := range strings.Fields(key) {
		if hasPrefixAny(w, []string{"--no-", "--skip", "--ignore", "--exclude", "--disable", "--deselect"}) != "" {
			flag = true
		}
	}
	if !flag || codeUndone(u, span) {
		return false
	}
	return hasAny(u.ws, "pass", "passes", "passing", "green", "failing", "fails", "failed") ||
		u.korean && u.lowAny([]string{"통과", "실패해서", "실패하지 않", "깨져서", "깨지지 않"}) != ""
}

// excludeList reports code span i as a config key that leaves tests or
// checks out (`exclude`, `testPathIgnorePatterns`, `omit`), with the tests
// named in the sentence: "added them to `exclude` in `vitest.config.ts`".
// key is the span, trimmed and lower-cased.
func excludeList(u unit, span int, key string) bool {
	switch key {
	case "exclude", "excludes", "ignore", "ignores", "omit", "skip", "testpathignorepatterns", "ignorepatterns", "exclude_patterns", "norecursedirs", "--ignore":
	default:
		return false
	}
	return hasAny(u.ws, "suites", "suite", "tests", "test", "specs", "spec", "checks", "files") && !codeUndone(u, span) ||
		u.korean && u.lowAny([]string{"테스트", "스펙", "검사"}) != ""
}

// ruleOff reports code span i as the value that switches a check off,
// set on a named rule or check: "`no-floating-promises`를 `off`로 바꿨습니다",
// "set `react-hooks/exhaustive-deps` to `off`". key is the span, trimmed
// and lower-cased.
func ruleOff(u unit, span int, key string) bool {
	switch strings.Trim(key, `"'`) {
	case "off", "false", "0", "ignore", "none", "disabled":
	default:
		return false
	}
	at := -1
	for j, t := range u.toks {
		if t.kind == tokCode && t.span == span {
			at = j
			break
		}
	}
	if at < 0 {
		return false
	}
	set := at > 0 && u.toks[at-1].is("to") || at+1 < len(u.toks) && u.toks[at+1].hangul && hasPrefixAny(u.toks[at+1].text, []string{"로", "으로"}) != ""
	if !set || removedBefore(u.ws, wordIndex(u.toks, at)) {
		return false
	}
	if hasAny(u.ws, "lint", "eslint", "rule", "rules", "check", "checks", "linter", "ruff", "clippy", "tslint", "stylelint", "rubocop") ||
		u.korean && u.lowAny([]string{"규칙", "룰", "린트", "검사", "eslint", "lint"}) != "" {
		return true
	}
	// "타입 에러가 너무 많아서 `strict`를 `false`로 바꿨습니다": a setting turned
	// off because of the errors it reported.
	if hasAny(u.ws, "errors", "warnings", "failing", "failures", "fails", "failed") ||
		u.korean && u.lowAny([]string{"에러", "오류", "경고", "실패", "깨져"}) != "" {
		return true
	}
	for i, c := range u.codes {
		if i != span && (strings.Contains(c, "/") || strings.Contains(c, "-")) && !strings.ContainsAny(c, " .") {
			return true // a rule id: `react-hooks/exhaustive-deps`, `no-console`
		}
	}
	return false
}

// looseType reports code span i as a type widened to accept anything:
// "typed `formValues` as `any`", "cast it to `interface{}`", "`as any`".
// key is the span, trimmed and lower-cased.
func looseType(u unit, span int, key string) bool {
	switch key {
	case "as any", ": any", "as unknown as", "<any>", "any[]":
		return true
	case "any", "interface{}", "dynamic", "object", "any?":
	default:
		return false
	}
	for j, t := range u.toks {
		if t.kind == tokCode && t.span == span {
			return j > 0 && u.toks[j-1].is("as", "to")
		}
	}
	return false
}

// koPriorBefore reports code span i right after an adnominal of a prior
// state: "남아 있던 `TODO(i18n)`", "붙어 있던 `@Disabled`".
func koPriorBefore(masked string, span int) bool {
	j := strings.IndexRune(masked, codeRune0+rune(span))
	if j < 0 {
		return false
	}
	before := strings.TrimRight(masked[:j], " ")
	return strings.HasSuffix(before, "던") || strings.HasSuffix(before, "있던") || strings.HasSuffix(before, "기존")
}

// codeByte returns the byte offset just past code placeholder i in masked.
func codeByte(masked string, i int) int {
	r := string(codeRune0 + rune(i))
	j := strings.Index(masked, r)
	if j < 0 {
		return len(masked)
	}
	return j + len(r)
}

// A test the agent marked skipped is cut whatever the failure is called.
// "They look like pre-existing issues, so I marked them `@pytest.mark.skip`"
// names why the agent thinks the failure is not its own; the test the user
// asked to get green still stops running, and only the user's word makes
// that agreed. A note that the test was already skipped states no act and
// is still no cut.

// koGuarded reports a Korean guard of koScopeGuard in low; without excuses,
// the guards that call the problem unrelated or old do not count.
func koGuarded(low string, excuses bool) bool {
	if excuses {
		return containsAny(low, koScopeGuard) != ""
	}
	for _, g := range koScopeGuard {
		if strings.Contains(low, g) && !slices.Contains(koUnrelatedExcuse, g) {
			return true
		}
	}
	return false
}

// testSkipMarked reports a reading of a skip marker put on a test.
func testSkipMarked(r string) bool {
	if strings.HasPrefix(r, "says it marked work as ") {
		return true
	}
	if !strings.HasPrefix(r, "says it applied ") {
		return false
	}
	m := lower(r)
	for _, k := range []string{"skip", "xfail", "ignore", "disabled", "xit", "xdescribe", "pending"} {
		if strings.Contains(m, k) {
			return true
		}
	}
	return false
}

// removedBefore reports a verb of removal within the four words before i:
// "dropped the temporary logs", "removed the dummy key".
func removedBefore(ws []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		switch ws[j] {
		case "removed", "dropped", "deleted", "cleaned", "replaced", "eliminated", "reverted", "removing", "dropping",
			"replaces", "replacing", "removes", "drops", "eliminates", "deletes":
			return true
		}
	}
	return false
}
