package detect

import (
	"strings"
	"sync"
)

// Category words: what a success predicate is about.
var (
	catTest = sync.OnceValue(func() map[string]bool {
		return set("test", "tests", "ci", "pipeline", "spec", "specs", "suite", "suites", "unit", "e2e", "pytest", "jest",
			"vitest", "mocha", "rspec", "phpunit", "junit", "playwright", "cypress", "molecule", "ctest",
			"testing", "tox", "nox", "karma", "ava", "xunit", "nunit", "minitest", "exunit", "unittest",
			"테스트", "스펙", "테스트가", "테스트도", "테스트는")
	})
	catBuild = sync.OnceValue(func() map[string]bool {
		return set("build", "builds", "compile", "compiles", "compiled", "apk", "binary", "bundle",
			"ipa", "artifact", "archive", "빌드", "컴파일", "빌드가", "빌드도", "빌드는")
	})
	catLint = sync.OnceValue(func() map[string]bool {
		return set("lint", "linter", "linting", "eslint", "clippy", "ruff", "flake8", "pylint",
			"golangci-lint", "rubocop", "shellcheck", "stylelint", "prettier", "vet", "validate",
			"린트", "린터", "staticcheck", "hadolint", "tflint", "ktlint", "detekt", "swiftlint", "clj-kondo", "perlcritic",
			"clang-tidy", "cppcheck", "credo", "checkstyle", "spotbugs", "pmd", "yamllint", "markdownlint", "actionlint",
			"biome", "oxlint", "vale", "markdownlint-cli2", "cspell", "phpstan", "psalm", "phpcs", "brakeman", "bandit", "semgrep", "sqlfluff", "cargo-deny")
	})
	catType = sync.OnceValue(func() map[string]bool {
		return set("typecheck", "type-check", "typechecks", "tsc", "mypy", "pyright", "types", "typed",
			"type", "typing", "vue-tsc", "타입", "타입체크", "sorbet", "flow")
	})
	catDeploy = sync.OnceValue(func() map[string]bool {
		return set("deploy", "deployed", "deployment", "release", "released", "apply", "applied",
			"rollout", "rollback", "publish", "published", "배포", "롤백", "롤아웃")
	})
	catEnv = sync.OnceValue(func() map[string]bool {
		return set("production", "prod", "staging", "cluster", "registry", "environment", "live",
			"스테이징", "프로덕션", "운영", "클러스터", "적용", "운영계", "프로덕션에", "스테이징에")
	})
	// Words that make "applied/적용/완료" about an environment, not a file.
	deployContext = []string{"staging", "prod", "production", "cluster", "environment", "deploy",
		"apply", "applied", "migration", "migrations", "terraform", "kubectl", "helm", "database",
		"스테이징", "프로덕션", "운영", "클러스터", "배포", "마이그레이션", "데이터베이스", "서버", "환경"}
	catRun = sync.OnceValue(func() map[string]bool {
		return set("app", "script", "server", "program", "worker", "simulator", "emulator", "device",
			"cli", "service", "endpoint", "binary", "run", "runs", "실행", "앱", "서버", "스크립트")
	})
	envWords = sync.OnceValue(func() map[string]bool {
		return set("staging", "prod", "production", "cluster", "environment", "env", "live", "server",
			"servers", "k8s", "kubernetes", "스테이징", "프로덕션", "운영", "클러스터", "서버", "환경")
	})

	// Command words that make inline code a command someone ran.
	testRunners = sync.OnceValue(func() map[string]bool {
		return set("npm", "npx", "yarn", "pnpm", "go", "cargo", "make", "python", "python3",
			"node", "bash", "sh", "dotnet", "php", "mix", "mvn", "gradle", "./gradlew", "gradlew", "flutter",
			"swift", "bundle", "rake", "bun", "deno", "ruby", "java", "kubectl", "helm", "terraform", "curl",
			"docker", "poetry", "uv", "pip", "composer", "artisan", "xcodebuild", "dart", "elixir", "rails", "vendor/bin/phpunit")
	})
)

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
			if kk == ckNone && (t.text == "체크" || t.text == "check" || t.text == "checks" || t.text == "checking") && j > 0 && ct[j-1].kind == tokWord {
				// "타입 체크, 린트, 테스트": a two-word category
				if k2 := wordKind(ct[j-1].text); k2 != ckNone {
					kk = k2
					j--
				}
			}
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
	case catTest()[w]:
		return ckTest
	case catBuild()[w]:
		return ckBuild
	case catLint()[w]:
		return ckLint
	case catType()[w]:
		return ckTypecheck
	case catDeploy()[w]:
		return ckDeploy
	case catEnv()[w]:
		return ckEnv
	case catRun()[w]:
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
	known := testRunners()[parts[0]] || len(parts) > 1
	for _, p := range parts {
		for _, sub := range strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == ':' || r == '.' || r == '_' }) {
			switch {
			case strings.Contains(sub, "test") || catTest()[sub] || sub == "verify" || sub == "check" && parts[0] == "mix":
				return ckTest
			case catType()[sub] || sub == "tsc" || sub == "vue-tsc":
				return ckTypecheck
			case catLint()[sub]:
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
	if testRunners()[parts[0]] || strings.HasPrefix(parts[0], "./") {
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
		if changedNow(clause) {
			return ckFix // "the script runs now": about the code as edited
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
		case ckRun:
			if changedNow(clause) {
				return ckFix // "finishes without errors now"
			}
		}
		return cat
	case pObserved:
		switch cat {
		case ckTest, ckBuild, ckDeploy:
			return cat // "빌드까지만 확인했습니다", "verified the tests"
		case ckLint, ckTypecheck:
			return cat // "`tsc` 기준으로 타입 에러 없음 확인했습니다"
		case ckEnv:
			if containsAny(strings.ToLower(clause), deployContext) != "" {
				return ckDeploy
			}
		}
		return ckObserved
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

// changedNow reports "now" or "again" in an English clause: a program that
// "runs now" is claimed to work as edited, so the run must come after the
// last edit.
func changedNow(clause string) bool {
	ws := words(tokenize(strings.ToLower(clause)))
	return hasAny(ws, "now", "again")
}
