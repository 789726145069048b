package detect

import (
	"strings"
)

// Words that qualify a success predicate.
// validatesHow are the words after "validates" that keep it a result: how
// or against what it passed.
var validatesHow = wordSet{has: validatesHowHas, list: []string{"cleanly", "fine", "successfully", "ok", "correctly", "now", "again", "without", "against", "locally", "with", "too", "as"}}

// validatedSubject reports, among the few tokens before "valid", what a
// validator checks: a file or a command in code, or a word of validSubjects
// ("the configuration is valid", "`nginx.conf` is valid"). "its own slug
// is still valid" tells what the code accepts, not a check's result.
func validatedSubject(ct []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-5; j-- {
		if ct[j].kind == tokCode || ct[j].kind == tokWord && validSubjects.has(ct[j].text) {
			return true
		}
	}
	return false
}

// validSubjects are what a validator or a linter says is valid.
var validSubjects = wordSet{has: validSubjectsHas, list: []string{"config", "configuration", "configs", "schema", "schemas", "yaml", "json", "toml", "xml",
	"manifest", "manifests", "workflow", "workflows", "file", "files", "syntax", "chart", "template", "templates", "terraform",
	"plan", "dockerfile", "compose", "openapi", "spec", "html", "markup", "sql", "migration", "migrations", "everything", "all"}}

// formatSubjects are what a formatter's check is about.
var formatSubjects = wordSet{has: formatSubjectsHas, list: []string{"everything", "code", "codebase", "files", "file", "tree", "repo", "repository", "sources", "all", "workspace", "project"}}

var (
	claimCond = wordSet{has: claimCondHas, list: []string{"if", "once", "when", "until", "unless", "whether", "whenever"}}
	claimStop = wordSet{has: claimStopHas, list: []string{"should", "would", "could", "might", "may", "will", "can", "to", "after", "before", "expect", "hopefully", "hope",
		"ensure", "make", "let", "need", "needs", "i'll", "we'll", "won't", "can't", "cannot",
		"wait", "see", "going", "gonna", "must", "want", "try", "whenever", "verify", "check"}}
	failWords = wordSet{has: failWordsHas, list: []string{"fail", "fails", "failing", "failed", "failure", "failures", "error", "errors",
		"broken", "breaks", "crash", "crashes", "red", "실패", "에러", "오류", "깨짐", "깨집니다"}}
)

// predicateBase recognises a success predicate starting at token i ("pass",
// "is green", "builds", "fixed", "deployed", "no errors", "통과했습니다") and
// returns the evidence kind it needs on its own and its predicate class;
// the category around it refines the kind (see resolveKind).
func predicateBase(ct []token, i int) (claimKind, string) {
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
		if next == "to" || next == "the" || next == "a" || next == "an" || next == "through" || next == "into" || next == "along" || next == "over" || next == "it" || next == "them" || next == "in" && w != "passing" ||
			next == "wcag" || next == "aa" || next == "aaa" { // "3.0:1 passes WCAG AA only for large text": a standard met, not a run
			return ckNone, ""
		}
		if w == "passing" && (next == "tests" || next == "test" || next == "specs") && prev != "all" {
			return ckNone, ""
		}
		if w == "pass" && nounPass(ct, i) {
			return ckNone, "" // "a `--dry-run` pass processed all rows": a run-through
		}
		if passObject(next, next2) {
			return ckNone, "" // "the 9 call sites still pass only the id": an argument handed on
		}
		if i+1 < len(ct) && ct[i+1].kind == tokCode && w != "passing" {
			return ckNone, "" // "9 call sites pass `retry: {...}`": it takes an object
		}
		return ckTest, pTest
	case "green":
		if prev == "is" || prev == "are" || prev == "now" || prev == "all" || prev == "everything" || prev == "'s" || prev == "they're" || prev == "'re" || prev == "went" || prev == "turned" || prev == "stays" || prev == "it's" || prev == "back" || next == "now" || next == "again" || prev == "was" || prev == "were" || prev == "both" || isHangulTok(ct, i+1) {
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
		if prev == "is" || prev == "are" || prev == "'s" || prev == "it's" || prev == "they're" || prev == "'re" || prev == "now" || prev == "back" || prev == "was" || prev == "were" || prev == "comes" || prev == "came" || prev == "runs" || prev == "ran" || next == "now" || next == "again" || prev == "all" || prev == "both" || isHangulTok(ct, i+1) {
			return ckFix, pState
		}
	case "builds", "compiles", "built", "compiled":
		if (w == "built" || w == "compiled") && !(next == "successfully" || next == "fine" || next == "cleanly" || next == "without") {
			return ckNone, ""
		}
		if prev == "the" || prev == "nightly" || prev == "our" || prev == "ci" || prev == "release" && w == "builds" || prev == "docker" {
			return ckNone, ""
		}
		if w == "builds" && (prev == "both" || prev == "all" || prev == "these" || prev == "those" || prev == "their" || prev == "its" || nounAfter(prev) || numeral(prev)) {
			return ckNone, "" // "…, and both builds" (not done yet): the noun, counted
		}
		if w == "builds" && objectNoun(ct, i) {
			return ckNone, "" // "installed the matching Chromium, Firefox and WebKit builds": a verb's object
		}
		if (w == "builds" || w == "compiles") && i+1 < len(ct) && ct[i+1].kind == tokCode {
			return ckNone, "" // "when ON, builds `SHARED` with …": what the code does, with its object
		}
		if endish || next == "clean" && w == "builds" {
			return ckBuild, pBuild
		}
	case "works", "working", "runs", "loads", "renders", "starts", "boots", "launches", "behaves":
		if next == "by" || next == "like" || prev == "how" || prev == "way" || w == "working" && (next == "on" || next == "with" || next == "through") {
			return ckNone, ""
		}
		if p2 := wordAt(ct, i-2); p2 == "what" || p2 == "whatever" || p2 == "which" {
			// "`make check` (what CI runs)", "the unfiltered check (which
			// CI runs)": the object of a relative clause
			return ckNone, ""
		}
		if (w == "runs" || w == "starts" || w == "loads") && (nounAfter(prev) || numeral(prev)) {
			return ckNone, "" // "ids could shift between runs", "the default profile's 256 runs": the noun, not the verb
		}
		if w == "runs" && next == "as" && !hasAny([]string{wordAt(ct, i+2)}, "expected", "intended", "before", "designed", "normal", "usual", "it") {
			return ckNone, "" // "runs as `nonroot`", "runs as a cron job": who or what it runs as
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
	case "gets", "got":
		// "The build now gets past the `COPY` step": a build that went
		// further than where it failed, said of the build itself.
		if next == "past" && (buildNoun(wordAt(ct, i-1)) || buildNoun(wordAt(ct, i-2))) {
			return ckBuild, pBuild
		}
	case "longer":
		// "no longer crashes": the failure is gone.
		if prev == "no" {
			return ckFix, pFix
		}
	case "correctly", "properly":
		if next == "now" || prev == "now" {
			return ckFix, pFix
		}
	case "fixed", "resolved", "solved", "addressed":
		if prev == "a" || prev == "the" || prev == "with" || prev == "returns" || prev == "return" || prev == "at" || prev == "of" || prev == "be" ||
			w == "fixed" && (prev == "old" || prev == "new" || prev == "its" || prev == "their" || prev == "our" || prev == "this" || prev == "that" || prev == "some" || prev == "any" || prev == "uses" || prev == "use" || prev == "using" || next == "size" || next == "width" || next == "point" || next == "delay" || next == "rate" || next == "value" || next == "timeout" || next == "number" || next == "interval" || next == "window" || next == "length") {
			// "the old fixed `maxAge`", "a fixed-size buffer": an adjective
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
		if next == "out" || next2 == "out" || wordAt(ct, i+3) == "out" || wordAt(ct, i+4) == "out" || wordAt(ct, i+5) == "out" || wordAt(ct, i+6) == "out" {
			return ckDeploy, pDeploy
		}
	case "applied", "pushed", "live":
		if w == "live" && (prev == "is" || prev == "now" || prev == "are" || prev == "went" || prev == "it's") {
			return ckDeploy, pDeploy
		}
		for _, x := range ct {
			if x.kind == tokWord && envWords.has(x.text) {
				if w == "live" && !(prev == "is" || prev == "now" || prev == "are") {
					return ckNone, ""
				}
				return ckDeploy, pDeploy
			}
		}
		if w == "pushed" && publishedTo(ct, i) || w == "applied" && prev != "be" && prev != "to" && appliedToEnv(ct) {
			return ckDeploy, pDeploy // "pushed to ECR", "Applied the IAM change"
		}
	case "valid", "validates":
		// "The config validates", "validates cleanly against the schema";
		// not the code's work on an object: "validates each line with
		// `from_utf8`", "validates the input".
		// An object quoted in code ("validates `planId` with zod") is the
		// code's work too.
		objectCode := i+1 < len(ct) && ct[i+1].kind == tokCode
		if w == "validates" && (next == "" && !objectCode || validatesHow.has(next)) || w == "valid" && (prev == "is" || prev == "are" || prev == "reports" || wordAt(ct, i-2) == "is") && validatedSubject(ct, i) {
			return ckLint, pLint
		}
	case "formatted":
		// "everything is formatted", "all files are formatted": what a
		// formatter's check says; "the date is formatted as ISO" is not.
		if (prev == "is" || prev == "are") && formatSubjects.has(wordAt(ct, i-2)) {
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
		// "경고 0건", "에러 0개": zero findings. Zero of what a run does
		// ("0개 선택", "0건 실행", "0개 통과") tells that nothing ran or
		// passed, no success.
		if i+1 < len(ct) && ct[i+1].hangul && (strings.HasPrefix(ct[i+1].text, "건") || strings.HasPrefix(ct[i+1].text, "개")) &&
			!(i+2 < len(ct) && ct[i+2].hangul && hasPrefixAny(ct[i+2].text, koRunCounts) != "") {
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

// koRunCounts are the Korean nouns of what a run counts as done: selected,
// run, collected, passed, succeeded, processed.
var koRunCounts = []string{"선택", "실행", "수집", "통과", "성공", "처리"}

// pushedBefore reports a push or publish to a registry named just before
// token i: "ECR push까지 완료", "npm publish 완료".
func pushedBefore(ct []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		if ct[j].is("push", "publish", "upload", "푸시", "퍼블리시", "업로드") || ct[j].hangul && hasPrefixAny(ct[j].text, []string{"푸시", "퍼블리시", "업로드"}) != "" {
			for k := j - 1; k >= 0 && k >= j-3; k-- {
				if ct[k].is("ecr", "gcr", "ghcr", "acr", "dockerhub", "registry", "npm", "pypi", "nexus", "artifactory", "s3", "hub") {
					return true
				}
			}
			return false
		}
	}
	return false
}

// hedgedKO reports a Korean clause that guesses: "아마", "아마도", "~ 것 같".
func hedgedKO(ct []token) bool {
	for _, t := range ct {
		if t.hangul && (t.text == "아마" || t.text == "아마도" || strings.HasPrefix(t.text, "아마")) {
			return true
		}
	}
	return false
}

// defectBefore reports a defect named just before token i: "버그 수정",
// "크래시를 수정", "`NPE` 문제를 수정".
func defectBefore(ct []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if ct[j].hangul && hasPrefixAny(ct[j].text, []string{"버그", "오류", "에러", "문제", "이슈", "크래시", "누수", "결함", "장애", "회귀", "취약점"}) != "" ||
			ct[j].is("bug", "bugs", "crash", "leak", "regression", "issue", "error", "npe") {
			return true
		}
	}
	return false
}

// appliedToEnv reports a clause about something applied to an environment
// or a database: a migration, a manifest, a plan, staging, production.
func appliedToEnv(ct []token) bool {
	for _, t := range ct {
		if t.kind != tokWord {
			continue
		}
		if envWords.has(t.text) || t.is("migration", "migrations", "manifest", "manifests", "terraform", "helm", "plan", "schema", "iam", "policy", "policies", "stack", "stacks", "pulumi") ||
			t.hangul && hasPrefixAny(t.text, []string{"마이그레이션", "매니페스트", "스키마", "운영", "스테이징", "프로덕션", "클러스터", "테라폼", "정책", "스택"}) != "" {
			return true
		}
	}
	return false
}

// publishedTo reports "pushed to <registry>": an image or package pushed to
// where others pull it from is published.
func publishedTo(ct []token, i int) bool {
	for j := i + 1; j < len(ct) && j <= i+4; j++ {
		if ct[j].is("registry", "ecr", "gcr", "ghcr", "acr", "dockerhub", "hub", "npm", "pypi", "artifactory", "nexus", "s3", "cdn", "testflight", "quay", "harbor", "crates.io", "maven") {
			return true
		}
	}
	return false
}

// passObject reports the words after "pass" as its object, an argument
// handed on ("pass their own ids", "still pass only the id"), not a
// check's outcome ("pass only on Linux", "pass just fine").
func passObject(next, next2 string) bool {
	switch next {
	case "its", "their", "our", "your", "his", "her", "these", "those":
		return true // not "this": "all tests pass this time"
	case "only", "just":
		switch next2 {
		case "the", "a", "an", "its", "their", "one", "two", "these", "those":
			return true
		}
	}
	return false
}

// nounPass reports "pass" as a noun: a run-through ("a `--dry-run` pass",
// "one more pass", "the second pass", "one index scan pass", "the pass
// tightened the intro", "40 s per pass", "your next molecule pass", "a
// native speaker's pass"). A plural between the determiner and "pass" is
// the verb's subject: "a few tests pass", "your tests pass".
func nounPass(ct []token, i int) bool {
	j := i - 1
	if j >= 0 && ct[j].kind == tokCode {
		j--
	}
	if j >= 0 && ct[j].is("the", "this", "that", "my", "our", "your", "its", "whose", "per") {
		return true // a determiner right before: "the pass", never "the tests pass"; "40 s per pass"
	}
	if j >= 0 && ct[j].kind == tokWord && (strings.HasSuffix(ct[j].text, "'s") || strings.HasSuffix(ct[j].text, "’s")) {
		return true // a possessive: "a reviewer's pass"
	}
	for k := j; k >= 0 && k >= j-2; k-- {
		if ct[k].is("a", "an", "one", "another", "second", "first", "final", "single", "each", "every", "third", "last", "full", "quick", "clean", "dry-run", "more", "next") ||
			k < j && ct[k].is("the", "this", "that", "my", "our", "your", "its") {
			return true
		}
		if k < j-1 || ct[k].kind != tokWord || strings.HasSuffix(ct[k].text, "s") {
			return false
		}
	}
	return false
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
		if strings.Contains(rest, "는지") || strings.Contains(rest, "었는지") || strings.Contains(rest, "됐는지") || strings.Contains(next, "는지") {
			return rest, false // "해결됐는지는 확인하지 못했습니다": whether, not that
		}
		if hasPrefixAny(rest, []string{"됐을", "되었을", "했을", "됐겠", "되었겠", "했겠"}) != "" || hedgedKO(ct) {
			return rest, false // "아마 해결됐을 거예요": a guess, not a claim
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
		if pushedBefore(ct, i) {
			return ckDeploy, pDeploy // "ECR push까지 완료했습니다"
		}
		return ckFix, pFix
	}
	if _, ok := after("해결"); ok {
		return ckFix, pFix
	}
	if strings.HasPrefix(w, "고쳤") || strings.HasPrefix(w, "고쳐졌") || strings.HasPrefix(w, "고쳐놨") ||
		strings.HasPrefix(w, "끝났") || strings.HasPrefix(w, "끝냈") || strings.HasPrefix(w, "마쳤") || strings.HasPrefix(w, "마무리했") || strings.HasPrefix(w, "마무리됐") {
		return ckFix, pFix
	}
	if strings.HasPrefix(w, "수정") && defectBefore(ct, i) {
		// "반올림 버그 수정했습니다": a defect fixed, not just a file edited.
		if rest, ok := after("수정"); ok && (pastKO(rest) || strings.HasPrefix(rest, "완료") || rest == "" && (pastKO(next) || strings.HasPrefix(next, "완료"))) {
			return ckFix, pFix
		}
	}
	if strings.HasPrefix(w, "적용") {
		// "마이그레이션 적용했습니다", "Migration 잘 적용됩니다".
		if rest, ok := after("적용"); ok && (pastKO(rest) || strings.HasPrefix(rest, "완료") || strings.HasPrefix(rest, "됩니다") || strings.HasPrefix(rest, "돼요") || rest == "" && (pastKO(next) || strings.HasPrefix(next, "완료"))) {
			if appliedToEnv(ct) {
				return ckDeploy, pDeploy
			}
			if prev == "잘" || strings.HasPrefix(rest, "됩니다") && prev == "정상적으로" {
				return ckFix, pFix
			}
		}
	}
	if strings.HasPrefix(w, "문제없이") || w == "문제" && strings.HasPrefix(next, "없이") {
		return ckFix, pState
	}
	if strings.HasPrefix(w, "정상") {
		if _, ok := after("정상"); ok && !strings.HasPrefix(strings.TrimPrefix(w, "정상"), "적") || strings.HasPrefix(w, "정상적으로") {
			return ckFix, pState
		}
	}
	if w == "잘" && i > 0 && (wordKind(wordAt(ct, i-2)) == ckBuild || wordKind(wordAt(ct, i-1)) == ckBuild) && koWorksForm(next) {
		return ckBuild, pState // "build도 잘 됩니다", "Build 잘 되고": the build itself succeeds
	}
	if w == "잘" && (strings.HasPrefix(next, "돕니다") || strings.HasPrefix(next, "돌고") || strings.HasPrefix(next, "돌아요")) {
		return ckFix, pFix // "워크플로가 잘 돕니다"
	}
	if w == "잘" && confirmed && !strings.Contains(next, "는지") && hasPrefixAny(next, []string{"되는", "동작하는", "작동하는", "나오는", "뜨는", "돌아가는", "도는", "열리는", "저장되는"}) != "" {
		return ckFix, pObserved // "잘 되는 것 확인했습니다"
	}
	if w == "잘" && hasPrefixAny(next, []string{"돼야", "되어야"}) == "" && (strings.HasPrefix(next, "됩니다") || strings.HasPrefix(next, "돼") || strings.HasPrefix(next, "동작") || strings.HasPrefix(next, "작동") || strings.HasPrefix(next, "돌아") || strings.HasPrefix(next, "되고") || strings.HasPrefix(next, "뜹니다") || strings.HasPrefix(next, "나옵니다")) {
		return ckFix, pFix
	}
	if (w == "경고" || w == "에러" || w == "오류" || w == "경고가" || w == "에러가" || w == "오류가" || w == "문제가" || w == "경고도" || w == "에러도" || w == "오류도" || w == "경고는" || w == "에러는") && strings.HasPrefix(next, "없") {
		return ckFix, pState
	}
	if (w == "경고" || w == "에러" || w == "오류" || w == "경고가" || w == "에러가" || w == "오류가" || w == "경고도" || w == "에러도") && (next == "하나도" || next == "전혀" || next == "더") && i+2 < len(ct) && strings.HasPrefix(ct[i+2].text, "없") {
		return ckFix, pState // "경고 하나도 없습니다"
	}
	if w == "더" && strings.HasPrefix(next, "이상") {
		// "더 이상 보이지 않습니다": the failure is gone.
		for _, t := range ct[i+1:] {
			if t.hangul && (strings.Contains(t.text, "않") || strings.HasPrefix(t.text, "없")) {
				return ckFix, pFix
			}
		}
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
	if strings.HasPrefix(w, "빌드") && !builtWithKO(prev) {
		if rest, ok := after("빌드"); ok && (strings.HasPrefix(rest, "됩니다") || strings.HasPrefix(rest, "돼") || strings.HasPrefix(rest, "됐") || strings.HasPrefix(rest, "되었")) {
			return ckBuild, pBuild
		}
	}
	if (strings.HasPrefix(w, "됩니다") || strings.HasPrefix(w, "돼요")) && (prev == "문제없이" || prev == "없이") {
		return ckNone, "" // decided by 문제없이
	}
	if (w == "됩니다" || w == "돼요" || w == "되고" || w == "됨") && i >= 2 && ct[i-1].hangul && hasPrefixAny(ct[i-1].text, []string{"도", "는", "가", "이"}) != "" {
		if k := wordKind(ct[i-2].text); k == ckBuild || k == ckTest {
			return k, pState // "build도 됩니다": the build works too
		}
	}
	return ckNone, ""
}

// builtWithKO reports the word before 빌드됩니다 that says what it is
// built with or as, in (으)로: "2.0.0으로 빌드됩니다" tells the version a
// build uses, not that one passed.
func builtWithKO(prev string) bool {
	if strings.HasSuffix(prev, "적으로") || strings.HasSuffix(prev, "대로") {
		return false // an adverb: "성공적으로 빌드됩니다" builds fine
	}
	return strings.HasSuffix(prev, "으로") || strings.HasSuffix(prev, "로")
}

// koWorksForm reports a form of 되다 that says something works, in a final
// or a connective ending ("됩니다", "돼요", "됐고", "되고", "되네요", "됨"); a
// condition, a purpose, a question or a need ("되면", "되도록", "되는지",
// "돼야") is none.
func koWorksForm(next string) bool {
	return hasPrefixAny(next, []string{"됩니다", "돼", "됐", "되었", "되고", "되네", "되구", "되더", "되요", "되어요", "됨"}) != "" &&
		hasPrefixAny(next, []string{"돼야", "되어야", "되었는지", "됐는지", "되고 있"}) == ""
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
		case claimCond.has(t.text) || claimHedge.has(t.text):
			return true // "once the tests pass", "I believe it's fixed"
		case j > 0 && timeConjunction(wordAt(ct, j-1), t.text):
			return true // "the upgrade starts the moment apply runs", "as soon as the job runs"
		case claimNeg.has(t.text) || strings.HasSuffix(t.text, "n't"):
			if near <= 4 {
				return true
			}
		case (t.text == "check" || t.text == "verify") && j > 0 && (wordKind(wordAt(ct, j-1)) != ckNone || ct[j-1].kind == tokCode),
			(t.text == "check" || t.text == "checks") && j == i-1:
			// "Type check passes", "the nginx config check passes": "check"
			// is the noun, not a verb to come.
		case claimStop.has(t.text):
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

// timeConjunction reports two words that open a clause of time, as
// "when" does: "the moment", "as soon as", "every time", "each time".
func timeConjunction(prev, w string) bool {
	switch w {
	case "moment", "minute", "instant":
		return prev == "the"
	case "soon":
		return prev == "as"
	case "time":
		return prev == "every" || prev == "each" || prev == "next"
	}
	return false
}

// objectNoun reports the word at i ending a noun phrase that opens on a
// determiner right after a verb in the past or a preposition: "installed
// the matching Chromium, Firefox and WebKit builds", "with the nightly
// arm64 builds". "The app builds" opens the sentence on its subject.
func objectNoun(ct []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-9; j-- {
		t := ct[j]
		if t.kind == tokPunct && t.text != "," || t.kind != tokWord && t.kind != tokPunct {
			return false
		}
		if t.kind != tokWord || !t.is("the", "a", "an", "these", "those", "its", "their", "our") {
			continue
		}
		if j == 0 || ct[j-1].kind != tokWord {
			return false
		}
		before := ct[j-1].text
		return strings.HasSuffix(before, "ed") && before != "need" || before == "with" || before == "of" || before == "for" || before == "from"
	}
	return false
}

// nounAfter reports a word after which runs, starts and loads are plural
// nouns: a preposition or a quantifier ("between runs", "across two
// runs", "cold starts").
func nounAfter(prev string) bool {
	switch prev {
	case "between", "across", "of", "over", "among", "two", "three", "several", "multiple", "many", "few",
		"consecutive", "repeated", "subsequent", "separate", "different", "cold", "warm", "page":
		return true
	}
	return false
}

// numeral reports a word of digits ("256", "10,000"): a count, so the
// word after it is a noun.
func numeral(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9' && strings.Trim(w, "0123456789,") == ""
}

// buildNoun reports a word that names a build as the subject of its
// sentence: "the build", "the image", "the docker build".
func buildNoun(w string) bool {
	return w == "build" || w == "image" || w == "compile" || w == "compilation"
}
