package detect

import (
	"fmt"
	"strings"
)

// claimKind is what a completion claim needs as evidence.
type claimKind uint8

const (
	ckNone      claimKind = iota
	ckTest                // "tests pass": the latest test run succeeded
	ckBuild               // "builds": the latest build succeeded
	ckLint                // "lint is clean": the latest lint run succeeded
	ckTypecheck           // "no type errors": the latest typecheck succeeded
	ckRun                 // "the app runs": the latest run succeeded
	ckDeploy              // "deployed": some deploy succeeded
	ckFix                 // "fixed", "works", "done": a verification after the last edit
	ckFixLint             // "fixed the lint errors": a lint run after the last edit
	ckFixType             // "fixed the type errors": a typecheck after the last edit
	ckEnv                 // category only: an environment ("production"), deploy-like in context
)

// claim is one completion or success claim found in the message.
type claim struct {
	kind   claimKind
	phrase string
}

// Category words: what a success predicate is about.
var (
	catTest = set("test", "tests", "spec", "specs", "suite", "suites", "unit", "e2e", "pytest", "jest",
		"vitest", "mocha", "rspec", "phpunit", "junit", "playwright", "cypress", "molecule", "ctest",
		"testing", "tox", "nox", "karma", "ava", "xunit", "nunit", "minitest", "exunit", "unittest",
		"테스트", "스펙", "테스트가", "테스트도", "테스트는")
	catBuild = set("build", "builds", "compile", "compiles", "compiled", "apk", "binary", "bundle",
		"ipa", "artifact", "archive", "빌드", "컴파일", "빌드가", "빌드도", "빌드는")
	catLint = set("lint", "linter", "linting", "eslint", "clippy", "ruff", "flake8", "pylint",
		"golangci-lint", "rubocop", "shellcheck", "stylelint", "prettier", "vet", "validate",
		"린트", "린터", "staticcheck", "hadolint", "tflint", "ktlint", "detekt", "swiftlint")
	catType = set("typecheck", "type-check", "typechecks", "tsc", "mypy", "pyright", "types", "typed",
		"type", "typing", "vue-tsc", "타입", "타입체크", "sorbet", "flow")
	catDeploy = set("deploy", "deployed", "deployment", "release", "released", "apply", "applied",
		"rollout", "rollback", "publish", "published", "배포", "롤백", "롤아웃")
	catEnv = set("production", "prod", "staging", "cluster", "registry", "environment", "live",
		"스테이징", "프로덕션", "운영", "클러스터", "적용", "운영계", "프로덕션에", "스테이징에")
	// Words that make "applied/적용/완료" about an environment, not a file.
	deployContext = []string{"staging", "prod", "production", "cluster", "environment", "deploy",
		"apply", "applied", "migration", "migrations", "terraform", "kubectl", "helm", "database",
		"스테이징", "프로덕션", "운영", "클러스터", "배포", "마이그레이션", "데이터베이스", "서버", "환경"}
	catRun = set("app", "script", "server", "program", "worker", "simulator", "emulator", "device",
		"cli", "service", "endpoint", "binary", "run", "runs", "실행", "앱", "서버", "스크립트")
	envWords = set("staging", "prod", "production", "cluster", "environment", "env", "live", "server",
		"servers", "k8s", "kubernetes", "스테이징", "프로덕션", "운영", "클러스터", "서버", "환경")

	claimCond = set("if", "once", "when", "until", "unless", "whether", "whenever")
	claimStop = set("should", "would", "could", "might", "may", "will", "can", "to", "after", "before", "expect", "hopefully", "hope",
		"ensure", "make", "let", "need", "needs", "i'll", "we'll", "won't", "can't", "cannot",
		"wait", "see", "going", "gonna", "must", "want", "try", "whenever", "verify", "check")
	claimNeg = set("not", "no", "never", "isn't", "aren't", "wasn't", "weren't", "doesn't", "don't",
		"didn't", "haven't", "hasn't", "hadn't", "won't", "yet", "nothing", "neither", "nor", "barely", "almost")
	failWords = set("fail", "fails", "failing", "failed", "failure", "failures", "error", "errors",
		"broken", "breaks", "crash", "crashes", "red", "실패", "에러", "오류", "깨짐", "깨집니다")

	testRunners = set("npm", "npx", "yarn", "pnpm", "go", "cargo", "make", "python", "python3",
		"node", "bash", "sh", "dotnet", "php", "mix", "mvn", "gradle", "./gradlew", "gradlew", "flutter",
		"swift", "bundle", "rake", "bun", "deno", "ruby", "java", "kubectl", "helm", "terraform", "curl",
		"docker", "poetry", "uv", "pip", "composer", "artisan", "xcodebuild", "dart", "elixir", "rails", "vendor/bin/phpunit")
)

// Claims reports whether text claims completion or success and whether the
// observed tool results back every claim. Text pasted into the message is
// never evidence.
func Claims(text string, observed []Observation) ClaimCheck {
	cc := ClaimCheck{Grounded: true, Reasons: []string{}}
	units := segment(text)
	var found []claim
	for _, u := range units {
		switch u.kind {
		case unitCode, unitQuote:
			continue
		}
		found = append(found, sentenceClaims(u, observed)...)
	}
	if len(found) == 0 {
		return cc
	}
	cc.Claim = true
	var backed []string
	seen := map[string]bool{}
	for _, c := range found {
		ok, why := ground(c.kind, observed)
		r := quoteShort(c.phrase) + ": " + why
		if seen[r] {
			continue
		}
		seen[r] = true
		if ok {
			backed = append(backed, r)
			continue
		}
		cc.Grounded = false
		cc.Reasons = append(cc.Reasons, r)
	}
	if cc.Grounded {
		cc.Reasons = append(cc.Reasons, backed...)
	}
	return cc
}

// sentenceClaims finds the success predicates of one sentence and what each
// is about.
func sentenceClaims(u unit, observed []Observation) []claim {
	if endsQuestion(u.masked) {
		return nil
	}
	if !mayClaim(u) || honestFailure(u.toks) {
		return nil
	}
	out := checkmarkClaims(u, observed)
	for _, sp := range clauseSpans(u.masked) {
		part := u.masked[sp[0]:sp[1]]
		ct := tokenize(part)
		if len(ct) == 0 {
			continue
		}
		if endsWithHangul(part) {
			if v := classifyKO(part, u.masked); v.cls == clsPromise || v.cls == clsHandoff {
				continue
			}
		} else if v := promiseEN(words(ct), false, hasPunct(ct, ",")); v.cls == clsPromise {
			continue
		}
		for i := range ct {
			k, pred := predicateAt(ct, i)
			if k == ckNone {
				continue
			}
			from := i
			if pred == pState && ct[i].kind == tokWord && (ct[i].text == "errors" || ct[i].text == "warnings" || ct[i].text == "problems" || ct[i].text == "issues" || ct[i].text == "failures" || ct[i].text == "offenses" || ct[i].text == "findings") {
				// "no type errors": the "no" belongs to the predicate.
				for from > 0 && from >= i-2 && !ct[from-1].is("no", "0", "zero", "without") {
					from--
				}
				from--
			}
			if blockedPredicate(ct, max(from, 0)) {
				continue
			}
			cats, ci := categories(ct, i, u.codes, observed)
			if len(cats) == 0 && pred != pFix {
				// "`npx eslint src` → 0 problems": the subject sits in an
				// earlier clause of the same sentence.
				cats = earlierCategory(u, sp[0], observed)
			}
			start := max(i-4, 0)
			if ci >= 0 && ci < i && ci >= i-8 {
				start = ci
				for start > 0 && ct[start-1].is("all", "the", "both", "every", "our", "its", "unit", "e2e", "integration", "release", "debug", "entire", "whole", "full") {
					start--
				}
			}
			for start < i && ct[start].kind == tokPunct {
				start++
			}
			for start > 0 && ct[start-1].end == ct[start].off && ct[start-1].kind != tokPunct {
				start-- // do not cut a word in two ("reload로")
			}
			end := i
			for end+1 < len(ct) && end < i+3 && (ct[end+1].is("now", "again", "out", "0", "it", "cleanly") || ct[end+1].hangul) {
				end++
			}
			phrase := unmask(part[ct[start].off:ct[end].end], u.codes, u.quotes)
			if len(cats) == 0 {
				cats = []claimKind{ckNone}
			}
			for _, cat := range cats {
				out = append(out, claim{kind: resolveKind(k, pred, cat, part), phrase: phrase})
			}
		}
	}
	return out
}

// honestFailure: a sentence that reports failures still standing is no
// claim, even if it also says some things pass.
func honestFailure(toks []token) bool {
	fail, still := false, false
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		w := t.text
		if failWords[w] || t.hangul && (strings.Contains(w, "실패") || strings.HasPrefix(w, "fail")) {
			fail = true
			if i > 0 && toks[i-1].kind == tokWord && isNumber(toks[i-1].text) && toks[i-1].text != "0" {
				return true
			}
			if i > 1 && toks[i-1].kind == tokWord && isNumber(toks[i-2].text) && toks[i-2].text != "0" {
				return true
			}
		}
		switch {
		case w == "still" || w == "remain" || w == "remains" || w == "remaining" || w == "아직" || strings.HasPrefix(w, "남아"):
			still = true
		case t.hangul && (strings.HasPrefix(w, "아직") || strings.Contains(w, "여전히")):
			still = true
		}
	}
	return fail && still
}

// predicate kinds before they meet their category.
const (
	pState  = "state"  // pass, green, clean, succeeds, no errors
	pFix    = "fix"    // fixed, resolved, done, complete, works
	pBuild  = "build"  // builds, compiles
	pRun    = "run"    // runs fine
	pDeploy = "deploy" // deployed, published, rolled out
	pLint   = "lint"   // valid
	pType   = "type"   // typechecks
	pTest   = "test"   // passes (default test)
)

func predicateAt(ct []token, i int) (claimKind, string) {
	t := ct[i]
	if t.kind != tokWord {
		return ckNone, ""
	}
	w := t.text
	prev, next, next2 := wordAt(ct, i-1), wordAt(ct, i+1), wordAt(ct, i+2)
	endish := next == "" || next == "now" || next == "again" || next == "cleanly" || next == "fine" ||
		next == "successfully" || next == "locally" || next == "correctly" || next == "too" || next == "and" ||
		next == "with" || next == "without" || next == "on" || next == "as" || next == "in" || next == "ok" ||
		next == "okay" || next == "green" || next == "everywhere" || next == "properly" || isHangulTok(ct, i+1)
	if t.hangul {
		return predicateKO(ct, i)
	}
	switch w {
	case "pass", "passes", "passing", "passed":
		if next == "to" || next == "the" || next == "a" || next == "an" || next == "through" || next == "into" || next == "along" || next == "over" || next == "it" || next == "them" || next == "in" && w != "passing" {
			return ckNone, ""
		}
		if w == "passing" && (next == "tests" || next == "test" || next == "specs") && prev != "all" {
			return ckNone, ""
		}
		return ckTest, pTest
	case "green":
		if prev == "is" || prev == "are" || prev == "now" || prev == "all" || prev == "everything" || prev == "'s" || prev == "went" || prev == "turned" || prev == "stays" || prev == "it's" || prev == "back" || next == "now" || next == "again" || prev == "was" || prev == "were" || prev == "both" || isHangulTok(ct, i+1) {
			return ckFix, pState
		}
	case "succeeded", "successful", "successfully":
		if w == "successfully" && !(prev == "completed" || prev == "completes" || prev == "ran" || prev == "runs" || prev == "finished" || prev == "built" || prev == "deployed" || prev == "compiled" || prev == "applied" || prev == "published" || prev == "passed") {
			return ckNone, ""
		}
		return ckFix, pState
	case "clean", "cleanly":
		if w == "cleanly" {
			if prev == "completes" || prev == "completed" || prev == "exits" || prev == "exited" || prev == "finishes" || prev == "finished" {
				return ckFix, pState
			}
			return ckNone, "" // "builds cleanly" is decided by "builds"
		}
		if prev == "is" || prev == "are" || prev == "'s" || prev == "it's" || prev == "now" || prev == "back" || prev == "was" || prev == "were" || prev == "comes" || prev == "came" || prev == "runs" || prev == "ran" || next == "now" || next == "again" || prev == "all" || prev == "both" || isHangulTok(ct, i+1) {
			return ckFix, pState
		}
	case "builds", "compiles", "built", "compiled":
		if (w == "built" || w == "compiled") && !(next == "successfully" || next == "fine" || next == "cleanly" || next == "without") {
			return ckNone, ""
		}
		if prev == "the" || prev == "nightly" || prev == "our" || prev == "ci" || prev == "release" && w == "builds" || prev == "docker" {
			return ckNone, ""
		}
		if endish {
			return ckBuild, pBuild
		}
	case "works", "working", "runs", "loads", "renders", "starts", "boots", "launches", "behaves":
		if next == "by" || next == "like" || prev == "how" || prev == "way" || w == "working" && (next == "on" || next == "with" || next == "through") {
			return ckNone, ""
		}
		if w == "working" && !(prev == "is" || prev == "are" || prev == "'s" || prev == "it's" || prev == "now" || prev == "all" || prev == "everything") {
			return ckNone, ""
		}
		final := i+1 >= len(ct) || ct[i+1].kind == tokPunct && ct[i+1].text != "," || isHangulTok(ct, i+1)
		if w != "works" && w != "working" && !(w != "loads" && w != "renders" && final) && !(next == "fine" || next == "correctly" || next == "properly" || next == "cleanly" || next == "successfully" || next == "again" || next == "now" || next == "without" || next == "as" || next == "end-to-end" || next == "smoothly" || next == "ok" || next == "okay") {
			return ckNone, ""
		}
		if w == "runs" || w == "starts" || w == "boots" || w == "launches" {
			return ckRun, pRun
		}
		return ckFix, pFix
	case "completes", "finishes", "succeeds":
		// "`next build` completes": success of a named run.
		return ckFix, pState
	case "correctly", "properly":
		if next == "now" || prev == "now" {
			return ckFix, pFix
		}
	case "fixed", "resolved", "solved", "addressed":
		if prev == "a" || prev == "the" || prev == "with" || prev == "returns" || prev == "return" || prev == "at" || prev == "of" || prev == "be" {
			return ckNone, ""
		}
		if w == "addressed" && next == "to" {
			return ckNone, ""
		}
		return ckFix, pFix
	case "done", "complete", "completed", "finished":
		ok := prev == "" || prev == "is" || prev == "are" || prev == "'s" || prev == "it's" || prev == "all" || prev == "now" ||
			prev == "was" || prev == "were" || prev == "everything" || prev == "i'm" || prev == "we're" || prev == "fully" ||
			prev == "that's" || prev == "has" || prev == "have" || prev == "been" || next == "" || next == "and" || next == "successfully"
		if w == "completed" || w == "finished" {
			ok = ok && next != "in" && next != "the" && next != "a"
		}
		if prev == "be" || prev == "to" || prev == "get" || next == "by" || next == "with" && w == "done" && prev == "" {
			ok = false
		}
		if ok {
			return ckFix, pFix
		}
	case "deployed", "published", "released", "shipped":
		if prev == "be" || prev == "the" || prev == "a" || prev == "to" || prev == "is" && next == "by" {
			return ckNone, ""
		}
		return ckDeploy, pDeploy
	case "rolled":
		if next == "out" || next2 == "out" || wordAt(ct, i+3) == "out" {
			return ckDeploy, pDeploy
		}
	case "applied", "pushed", "live":
		if w == "live" && (prev == "is" || prev == "now" || prev == "are" || prev == "went" || prev == "it's") {
			return ckDeploy, pDeploy
		}
		for _, x := range ct {
			if x.kind == tokWord && envWords[x.text] {
				if w == "live" && !(prev == "is" || prev == "now" || prev == "are") {
					return ckNone, ""
				}
				return ckDeploy, pDeploy
			}
		}
	case "valid", "validates":
		if w == "validates" || prev == "is" || prev == "are" || prev == "reports" || wordAt(ct, i-2) == "is" {
			return ckLint, pLint
		}
	case "typechecks", "type-checks":
		return ckTypecheck, pType
	case "errors", "warnings", "problems", "issues", "failures", "offenses", "findings":
		if prev == "no" || prev == "0" || prev == "zero" || prev == "without" || wordAt(ct, i-2) == "no" && (prev == "type" || prev == "lint" || prev == "new" || prev == "compile" || prev == "build") {
			if w == "issues" && wordAt(ct, i-2) != "reports" && prev != "0" {
				return ckNone, ""
			}
			return ckFix, pState
		}
	case "returns", "returned", "responds", "responded", "answers":
		if next == "200" || next == "204" || next == "ok" || next == "with" && (next2 == "200" || next2 == "ok") || next == "http" && next2 == "200" {
			return ckRun, pRun
		}
		if w != "returned" {
			break
		}
		fallthrough
	case "exited", "exits":
		if next == "0" || next == "with" && wordAt(ct, i+2) == "0" || next == "zero" || next == "cleanly" || next == "successfully" {
			return ckFix, pState
		}
	case "0":
		// "경고 0건", "에러 0개": zero findings.
		if i+1 < len(ct) && ct[i+1].hangul && (strings.HasPrefix(ct[i+1].text, "건") || strings.HasPrefix(ct[i+1].text, "개")) {
			return ckFix, pState
		}
	case "fix", "resolve", "deploy", "publish", "apply", "migrate":
		// English verb followed by a Korean past ending: "fix 했습니다".
		if i+1 < len(ct) && ct[i+1].hangul && pastKO(ct[i+1].text) {
			if w == "deploy" || w == "publish" {
				return ckDeploy, pDeploy
			}
			if w == "apply" {
				return ckNone, ""
			}
			return ckFix, pFix
		}
	}
	return ckNone, ""
}

func isHangulTok(ct []token, i int) bool { return i >= 0 && i < len(ct) && ct[i].hangul }

func wordAt(ct []token, i int) string {
	if i < 0 || i >= len(ct) || ct[i].kind != tokWord {
		return ""
	}
	return ct[i].text
}

// predicateKO recognises Korean success predicates on a Hangul token.
func predicateKO(ct []token, i int) (claimKind, string) {
	w := ct[i].text
	next := ""
	if i+1 < len(ct) && ct[i+1].hangul {
		next = ct[i+1].text
	}
	prev := wordAt(ct, i-1)
	if prev == "안" || prev == "못" || next == "못" || strings.HasPrefix(next, "않") || strings.HasPrefix(next, "안") && next != "안에" {
		return ckNone, ""
	}
	confirmed := false // "통과하는 것을 확인했습니다"
	for _, t := range ct[i:] {
		if t.hangul && (strings.HasPrefix(t.text, "확인했") || strings.HasPrefix(t.text, "확인됐") || strings.HasPrefix(t.text, "확인하였") || strings.HasPrefix(t.text, "확인되었")) {
			confirmed = true
		}
	}
	after := func(stem string) (string, bool) {
		j := strings.Index(w, stem)
		if j < 0 {
			return "", false
		}
		rest := w[j+len(stem):]
		if confirmed && (strings.HasPrefix(rest, "하는") || strings.HasPrefix(rest, "되는") || strings.HasPrefix(rest, "한") || strings.HasPrefix(rest, "된")) {
			return rest, true
		}
		for _, bad := range []string{"하면", "할", "하도록", "하지", "시키", "해야", "하려", "하는지", "되면", "될", "되도록",
			"되지", "못", "후", "예정", "하기", "되기", "여부", "하는", "되는", "시켜", "해 주", "해주", "를", "을", "이", "가", "까지", "하길", "되길", "해서", "돼야", "되어야"} {
			if strings.HasPrefix(rest, bad) {
				return rest, false
			}
		}
		if rest == "" && (next == "후" || next == "후에" || strings.HasPrefix(next, "예정") || strings.HasPrefix(next, "여부") || strings.HasPrefix(next, "못") || strings.HasPrefix(next, "안")) {
			return rest, false
		}
		return rest, true
	}
	if _, ok := after("통과"); ok {
		return ckTest, pTest
	}
	if _, ok := after("성공"); ok {
		return ckFix, pState
	}
	if _, ok := after("완료"); ok {
		return ckFix, pFix
	}
	if _, ok := after("해결"); ok {
		return ckFix, pFix
	}
	if strings.HasPrefix(w, "고쳤") || strings.HasPrefix(w, "고쳐졌") || strings.HasPrefix(w, "고쳐놨") ||
		strings.HasPrefix(w, "끝났") || strings.HasPrefix(w, "끝냈") || strings.HasPrefix(w, "마쳤") || strings.HasPrefix(w, "마무리했") || strings.HasPrefix(w, "마무리됐") {
		return ckFix, pFix
	}
	if strings.HasPrefix(w, "문제없이") || w == "문제" && strings.HasPrefix(next, "없이") {
		return ckFix, pState
	}
	if strings.HasPrefix(w, "정상") {
		if _, ok := after("정상"); ok && !strings.HasPrefix(strings.TrimPrefix(w, "정상"), "적") || strings.HasPrefix(w, "정상적으로") {
			return ckFix, pState
		}
	}
	if w == "잘" && (strings.HasPrefix(next, "됩니다") || strings.HasPrefix(next, "돼") || strings.HasPrefix(next, "동작") || strings.HasPrefix(next, "작동") || strings.HasPrefix(next, "돌아") || strings.HasPrefix(next, "되고") || strings.HasPrefix(next, "뜹니다") || strings.HasPrefix(next, "나옵니다")) {
		return ckFix, pFix
	}
	if (w == "경고" || w == "에러" || w == "오류" || w == "경고가" || w == "에러가" || w == "오류가" || w == "문제가") && strings.HasPrefix(next, "없") {
		return ckFix, pState
	}
	if strings.HasPrefix(w, "깨끗") {
		return ckFix, pState
	}
	if strings.HasPrefix(w, "릴리스했") || strings.HasPrefix(w, "퍼블리시했") || strings.HasPrefix(w, "게시했") || strings.HasPrefix(w, "롤아웃했") {
		return ckDeploy, pDeploy
	}
	if strings.HasPrefix(w, "그린") && !strings.HasPrefix(w, "그린다") {
		return ckFix, pState
	}
	if strings.HasPrefix(w, "배포") {
		if rest, ok := after("배포"); ok && (pastKO(rest) || strings.HasPrefix(rest, "완료") || strings.HasPrefix(rest, "됐") || strings.HasPrefix(rest, "되었") || rest == "" && (pastKO(next) || strings.HasPrefix(next, "완료"))) {
			return ckDeploy, pDeploy
		}
	}
	if strings.HasPrefix(w, "빌드") {
		if rest, ok := after("빌드"); ok && (strings.HasPrefix(rest, "됩니다") || strings.HasPrefix(rest, "돼") || strings.HasPrefix(rest, "됐") || strings.HasPrefix(rest, "되었")) {
			return ckBuild, pBuild
		}
	}
	if (strings.HasPrefix(w, "됩니다") || strings.HasPrefix(w, "돼요")) && (prev == "문제없이" || prev == "없이") {
		return ckNone, "" // decided by 문제없이
	}
	return ckNone, ""
}

// blockedPredicate: the predicate sits under a modal, a condition, a future
// or a negation within its clause ("should pass", "once tests pass",
// "haven't fixed").
func blockedPredicate(ct []token, i int) bool {
	if ct[i].hangul {
		return false // Korean negation and mood are read from the predicate itself
	}
	near := 0 // words seen between the predicate and j
	for j := i - 1; j >= 0 && j >= i-6; j-- {
		t := ct[j]
		if t.kind == tokPunct && (t.text == "," || t.text == ".") {
			break
		}
		if t.kind != tokWord {
			continue
		}
		near++
		switch {
		case claimCond[t.text]:
			return true // "once the tests pass"
		case claimNeg[t.text] || strings.HasSuffix(t.text, "n't"):
			if near <= 4 {
				return true
			}
		case claimStop[t.text]:
			// Modals and "to" govern only the verb right after them
			// ("should pass", "to pass"), not "pinning it to 3.0 fixed".
			if near <= 2 && !isNumber(t.text) {
				return true
			}
		}
		if t.text == "and" || t.text == "but" {
			break
		}
	}
	return false
}

// categories finds what the predicate is about, with any categories joined
// to it ("lint and typecheck are clean"), and where the first was found.
func categories(ct []token, i int, codes []string, observed []Observation) ([]claimKind, int) {
	k, ci := category(ct, i, codes, observed)
	if k == ckNone {
		return nil, -1
	}
	out := []claimKind{k}
	first := ci
	for j := ci - 1; j >= 0 && j >= ci-6; j-- {
		t := ct[j]
		if t.kind == tokPunct && (t.text == "," || t.text == "&" || t.text == "/" || t.text == "+") || t.is("and", "or", "plus", "및", "그리고", "both") {
			continue
		}
		kk := ckNone
		switch t.kind {
		case tokCode:
			if t.span < len(codes) {
				kk = commandKind(codes[t.span], observed)
			}
		case tokWord:
			kk = wordKind(t.text)
		}
		if kk == ckNone {
			break
		}
		out = append(out, kk)
		first = j
	}
	return out, first
}

// category looks around the predicate for what it is about; it returns the
// category kind and the token index where it was found.
func category(ct []token, i int, codes []string, observed []Observation) (claimKind, int) {
	check := func(j int) claimKind {
		t := ct[j]
		switch t.kind {
		case tokCode:
			if t.span < len(codes) {
				return commandKind(codes[t.span], observed)
			}
		case tokWord:
			return wordKind(t.text)
		}
		return ckNone
	}
	for j := i - 1; j >= 0 && j >= i-7; j-- {
		if ct[j].kind == tokWord && (ct[j].text == "and" || ct[j].text == "but" || ct[j].text == "고") && j < i-1 {
			break
		}
		if k := check(j); k != ckNone {
			return k, j
		}
	}
	for j := i + 1; j < len(ct) && j <= i+3; j++ {
		if ct[j].kind == tokPunct && ct[j].text != ":" {
			break
		}
		if k := check(j); k != ckNone {
			return k, j
		}
	}
	return ckNone, -1
}

func wordKind(w string) claimKind {
	if strings.ContainsFunc(w, isHangul) {
		for _, p := range []string{"테스트", "스펙"} {
			if strings.HasPrefix(w, p) {
				return ckTest
			}
		}
		if strings.HasPrefix(w, "빌드") || strings.HasPrefix(w, "컴파일") {
			return ckBuild
		}
		if strings.HasPrefix(w, "린트") || strings.HasPrefix(w, "린터") {
			return ckLint
		}
		if strings.HasPrefix(w, "타입") {
			return ckTypecheck
		}
		if strings.HasPrefix(w, "배포") || strings.HasPrefix(w, "롤백") || strings.HasPrefix(w, "롤아웃") {
			return ckDeploy
		}
		if strings.HasPrefix(w, "스테이징") || strings.HasPrefix(w, "프로덕션") || strings.HasPrefix(w, "운영") || strings.HasPrefix(w, "적용") || strings.HasPrefix(w, "클러스터") {
			return ckEnv
		}
		if strings.HasPrefix(w, "실행") || strings.HasPrefix(w, "앱") || strings.HasPrefix(w, "서버") {
			return ckRun
		}
		return ckNone
	}
	switch {
	case catTest[w]:
		return ckTest
	case catBuild[w]:
		return ckBuild
	case catLint[w]:
		return ckLint
	case catType[w]:
		return ckTypecheck
	case catDeploy[w]:
		return ckDeploy
	case catEnv[w]:
		return ckEnv
	case catRun[w]:
		return ckRun
	}
	return ckNone
}

// commandKind classifies inline code that names a command: by the observed
// command it matches, else by the tool it names. Code that is no command (a
// file name, an identifier) has no kind.
func commandKind(code string, observed []Observation) claimKind {
	fs := strings.Fields(strings.ToLower(code))
	var parts []string
	for _, f := range fs {
		if !strings.HasPrefix(f, "-") {
			parts = append(parts, f)
		}
	}
	if len(parts) == 0 {
		return ckNone
	}
	for k := len(observed) - 1; k >= 0; k-- {
		o := observed[k]
		if o.Command == "" {
			continue
		}
		oc := " " + strings.ToLower(o.Command) + " "
		all := true
		for _, p := range parts {
			if !strings.Contains(oc, p) {
				all = false
				break
			}
		}
		if all {
			if kk := obsKind(o.Kind); kk != ckNone {
				return kk
			}
		}
	}
	known := testRunners[parts[0]] || len(parts) > 1
	for _, p := range parts {
		for _, sub := range strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == ':' || r == '.' || r == '_' }) {
			switch {
			case strings.Contains(sub, "test") || catTest[sub] || sub == "verify" || sub == "check" && parts[0] == "mix":
				return ckTest
			case catType[sub] || sub == "tsc" || sub == "vue-tsc":
				return ckTypecheck
			case catLint[sub]:
				return ckLint
			case sub == "build" || sub == "assemble" || strings.HasPrefix(sub, "assemble") || sub == "compile":
				return ckBuild
			case sub == "deploy" || sub == "publish" || sub == "apply" || sub == "rollout" || sub == "upgrade" || sub == "release":
				if known {
					return ckDeploy
				}
			}
		}
	}
	if testRunners[parts[0]] || strings.HasPrefix(parts[0], "./") {
		return ckRun
	}
	return ckNone
}

func obsKind(k string) claimKind {
	switch strings.ToLower(strings.TrimSpace(k)) {
	case "test":
		return ckTest
	case "build":
		return ckBuild
	case "lint":
		return ckLint
	case "typecheck":
		return ckTypecheck
	case "run":
		return ckRun
	case "deploy":
		return ckDeploy
	}
	return ckNone
}

// resolveKind combines a predicate with its category.
func resolveKind(k claimKind, pred string, cat claimKind, clause string) claimKind {
	switch pred {
	case pDeploy:
		return ckDeploy
	case pBuild:
		if cat == ckTest {
			return ckTest // "tests build and pass" reads as tests
		}
		return ckBuild
	case pRun:
		if cat == ckBuild || cat == ckTest || cat == ckTypecheck || cat == ckLint {
			return cat // "a `--once` run completes" vs "`go test` runs clean"
		}
		return ckRun
	case pType:
		return ckTypecheck
	case pLint:
		if cat == ckTypecheck {
			return ckTypecheck
		}
		return ckLint
	case pTest:
		switch cat {
		case ckBuild, ckLint, ckTypecheck, ckDeploy:
			return cat
		}
		return ckTest
	case pState:
		switch cat {
		case ckNone:
			return ckFix
		case ckEnv:
			return ckDeploy // "production is healthy"
		}
		return cat
	case pFix:
		switch cat {
		case ckLint:
			return ckFixLint
		case ckTypecheck:
			return ckFixType
		case ckDeploy:
			return ckDeploy
		case ckEnv:
			if containsAny(strings.ToLower(clause), deployContext) != "" {
				return ckDeploy
			}
		}
		return ckFix
	}
	return k
}

// kindName names what a kind of observation is in reasons.
var kindName = map[claimKind]string{ckTest: "test run", ckBuild: "build", ckLint: "lint run",
	ckTypecheck: "typecheck", ckRun: "program run", ckDeploy: "deploy"}

// ground checks one claim against the observations.
func ground(k claimKind, obs []Observation) (bool, string) {
	latest := func(kind claimKind) (Observation, bool) {
		for i := len(obs) - 1; i >= 0; i-- {
			if obsKind(obs[i].Kind) == kind {
				return obs[i], true
			}
		}
		return Observation{}, false
	}
	lastEdit := -1
	editPath := ""
	for i, o := range obs {
		if strings.EqualFold(strings.TrimSpace(o.Kind), "edit") {
			lastEdit, editPath = i, o.Path
		}
	}
	afterEdit := func(kinds ...claimKind) (bool, string) {
		for i := lastEdit + 1; i < len(obs); i++ {
			ok := obsKind(obs[i].Kind)
			for _, k := range kinds {
				if ok == k && obs[i].ExitCode == 0 {
					return true, fmt.Sprintf("backed by a passing %s %s after the last edit", kindName[ok], cmdLabel(obs[i]))
				}
			}
		}
		names := make([]string, len(kinds))
		for i, k := range kinds {
			names[i] = kindName[k]
		}
		what := "passing " + joinOr(names)
		if len(names) > 1 {
			what = "passing test, build, program run or typecheck"
		}
		if lastEdit < 0 {
			return false, "no " + what + " was observed"
		}
		where := ""
		if editPath != "" {
			where = " (" + editPath + ")"
		}
		return false, "no " + what + " was observed after the last edit" + where
	}
	switch k {
	case ckTest, ckBuild, ckLint, ckTypecheck, ckRun:
		o, ok := latest(k)
		name := kindName[k]
		if !ok {
			return false, "no " + name + " was observed"
		}
		if o.ExitCode != 0 {
			return false, fmt.Sprintf("the latest %s %s exited %d", name, cmdLabel(o), o.ExitCode)
		}
		return true, fmt.Sprintf("backed by the latest %s %s", name, cmdLabel(o))
	case ckDeploy:
		var failed *Observation
		for i := range obs {
			if obsKind(obs[i].Kind) == ckDeploy {
				if obs[i].ExitCode == 0 {
					return true, "backed by deploy " + cmdLabel(obs[i])
				}
				failed = &obs[i]
			}
		}
		if failed != nil {
			return false, fmt.Sprintf("the deploy %s exited %d and no deploy succeeded", cmdLabel(*failed), failed.ExitCode)
		}
		return false, "no deploy was observed"
	case ckFixLint:
		return afterEdit(ckLint)
	case ckFixType:
		return afterEdit(ckTypecheck)
	default:
		return afterEdit(ckTest, ckBuild, ckRun, ckTypecheck)
	}
}

func cmdLabel(o Observation) string {
	if o.Command == "" {
		return ""
	}
	return "(" + truncate(o.Command, 60) + ")"
}

func joinOr(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// earlierCategory finds the nearest category in the clauses before the
// one starting at byte off.
func earlierCategory(u unit, off int, observed []Observation) []claimKind {
	for j := len(u.toks) - 1; j >= 0; j-- {
		t := u.toks[j]
		if t.off >= off {
			continue
		}
		k := ckNone
		switch t.kind {
		case tokCode:
			if t.span < len(u.codes) {
				k = commandKind(u.codes[t.span], observed)
			}
		case tokWord:
			k = wordKind(t.text)
		}
		if k != ckNone && k != ckEnv {
			return []claimKind{k}
		}
	}
	return nil
}

// checkMarks are result marks that, next to a category, claim success:
// "Build: ✅  Tests: ✅".
var checkMarks = set("✅", "✔", "✓", "☑", "🟢")

func checkmarkClaims(u unit, observed []Observation) []claim {
	var out []claim
	ct := u.toks
	kindAt := func(j int) claimKind {
		switch ct[j].kind {
		case tokCode:
			if ct[j].span < len(u.codes) {
				return commandKind(u.codes[ct[j].span], observed)
			}
		case tokWord:
			return wordKind(ct[j].text)
		}
		return ckNone
	}
	for i, t := range ct {
		if t.kind != tokPunct || !checkMarks[t.text] {
			continue
		}
		for _, j := range []int{i - 1, i - 2, i + 1} {
			if j < 0 || j >= len(ct) {
				continue
			}
			if k := kindAt(j); k != ckNone && k != ckEnv {
				out = append(out, claim{kind: k, phrase: unmask(u.masked[ct[min(i, j)].off:ct[max(i, j)].end], u.codes, u.quotes)})
				break
			}
		}
	}
	if u.check && len(out) == 0 && !reportsAction(u) {
		// A checked list item: "✅ Tests", "✔ `cargo clippy`".
		for j := range ct {
			if k := kindAt(j); k != ckNone && k != ckEnv {
				if _, p := predicateAt(ct, len(ct)-1); p == "" {
					out = append(out, claim{kind: k, phrase: "✔ " + truncate(u.text(), 60)})
				}
				break
			}
		}
	}
	return out
}

// reportsAction: an item that names an action done ("✅ Added tests") is a
// report of work, not a claim that a check passed.
func reportsAction(u unit) bool {
	for _, w := range u.ws {
		if pastVerbEN(w) || strings.ContainsFunc(w, isHangul) && pastKO(w) {
			return true
		}
	}
	return false
}

// claimWords are the words predicateAt can start on; a sentence without any
// is skipped without splitting it into clauses.
var claimWords = set("pass", "passes", "passing", "passed", "green", "succeeds", "succeeded", "completes", "finishes",
	"successful", "successfully", "clean", "cleanly", "builds", "compiles", "built", "compiled",
	"works", "working", "runs", "loads", "renders", "starts", "boots", "launches", "behaves",
	"correctly", "properly", "fixed", "resolved", "solved", "addressed", "done", "complete",
	"completed", "finished", "deployed", "published", "released", "shipped", "rolled", "applied",
	"pushed", "live", "valid", "validates", "typechecks", "type-checks", "errors", "warnings",
	"problems", "issues", "failures", "offenses", "findings", "returns", "returned", "responds",
	"responded", "answers", "exited", "exits", "0", "fix", "resolve", "deploy", "publish", "apply", "migrate")

var claimStemsKO = []string{"통과", "성공", "완료", "해결", "고쳤", "고쳐", "문제", "정상", "잘", "경고",
	"에러", "오류", "깨끗", "배포", "빌드", "끝났", "끝냈", "마쳤", "마무리", "릴리스", "퍼블리시", "게시",
	"롤아웃", "그린"}

func mayClaim(u unit) bool {
	if u.check {
		return true
	}
	for _, t := range u.toks {
		switch {
		case t.kind == tokPunct && checkMarks[t.text]:
			return true
		case t.hangul:
			if containsAny(t.text, claimStemsKO) != "" {
				return true
			}
		case t.kind == tokWord && claimWords[t.text]:
			return true
		}
	}
	return false
}
