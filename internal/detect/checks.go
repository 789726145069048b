package detect

import (
	"strings"
)

// Base layer: the kinds of check (test, build, lint, type-check, run,
// deploy) and the words and commands that name them, with the words of a
// failing check. The claim reader, the failure reader, the gap reader and
// the scope reader all ask which check a word or a command names.

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
	ckObserved            // "verified it works", "정상 동작 확인했습니다": a run or test after the last edit
)

// Category words: the check a success predicate is about.
var catTest = wordSet{has: catTestHas, list: []string{"test", "tests", "ci", "pipeline", "spec", "specs", "suite", "suites", "unit", "e2e", "pytest", "jest",
	"vitest", "mocha", "rspec", "phpunit", "junit", "playwright", "cypress", "molecule", "ctest",
	"testing", "tox", "nox", "karma", "ava", "xunit", "nunit", "minitest", "exunit", "unittest",
	"테스트", "스펙", "테스트가", "테스트도", "테스트는"}}

var catBuild = wordSet{has: catBuildHas, list: []string{"build", "builds", "compile", "compiles", "compiled", "apk", "binary", "bundle",
	"ipa", "artifact", "archive", "빌드", "컴파일", "빌드가", "빌드도", "빌드는"}}

var catLint = wordSet{has: catLintHas, list: []string{"lint", "linter", "linting", "eslint", "clippy", "ruff", "flake8", "pylint",
	"golangci-lint", "rubocop", "shellcheck", "stylelint", "prettier", "vet", "validate",
	"린트", "린터", "staticcheck", "hadolint", "tflint", "ktlint", "detekt", "swiftlint", "clj-kondo", "perlcritic",
	"clang-tidy", "cppcheck", "credo", "checkstyle", "spotbugs", "pmd", "yamllint", "markdownlint", "actionlint",
	"biome", "oxlint", "vale", "markdownlint-cli2", "cspell", "phpstan", "psalm", "phpcs", "brakeman", "bandit", "semgrep", "sqlfluff", "cargo-deny",
	// git hook runners: what they run is lint and format checks
	"pre-commit", "lefthook", "husky", "overcommit"}}

var catType = wordSet{has: catTypeHas, list: []string{"typecheck", "type-check", "typechecks", "tsc", "mypy", "pyright", "types", "typed",
	"type", "typing", "vue-tsc", "타입", "타입체크", "sorbet", "flow"}}

var catDeploy = wordSet{has: catDeployHas, list: []string{"deploy", "deployed", "deployment", "release", "released", "apply", "applied",
	"rollout", "rollback", "publish", "published", "배포", "롤백", "롤아웃"}}

var catEnv = wordSet{has: catEnvHas, list: []string{"production", "prod", "staging", "cluster", "registry", "environment", "live",
	"스테이징", "프로덕션", "운영", "클러스터", "적용", "운영계", "프로덕션에", "스테이징에"}}

var catRun = wordSet{has: catRunHas, list: []string{"app", "script", "server", "program", "worker", "simulator", "emulator", "device",
	"cli", "service", "endpoint", "binary", "run", "runs", "실행", "앱", "서버", "스크립트",
	// a probe of the running service: "health checks 1/1 passing"
	"health", "healthcheck", "healthchecks", "health-check", "health-checks", "liveness", "readiness", "probe", "probes"}}

var envWords = wordSet{has: envWordsHas, list: []string{"staging", "prod", "production", "cluster", "environment", "env", "live", "server",
	"servers", "k8s", "kubernetes", "스테이징", "프로덕션", "운영", "클러스터", "서버", "환경"}}

// Command words that make inline code a command someone ran.
var testRunners = wordSet{has: testRunnersHas, list: []string{"npm", "npx", "yarn", "pnpm", "go", "cargo", "make", "python", "python3",
	"node", "bash", "sh", "dotnet", "php", "mix", "mvn", "gradle", "./gradlew", "gradlew", "flutter",
	"swift", "bundle", "rake", "bun", "deno", "ruby", "java", "kubectl", "helm", "terraform", "curl",
	"docker", "poetry", "uv", "pip", "composer", "artisan", "xcodebuild", "dart", "elixir", "rails", "vendor/bin/phpunit"}}

// wordKind returns the kind of check a word names ("tests", "빌드",
// "eslint"), or ckNone.
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
		if strings.HasPrefix(w, "실행") || strings.HasPrefix(w, "앱") || strings.HasPrefix(w, "서버") || strings.HasPrefix(w, "헬스") {
			return ckRun
		}
		return ckNone
	}
	switch {
	case catTest.has(w):
		return ckTest
	case catBuild.has(w):
		return ckBuild
	case catLint.has(w):
		return ckLint
	case catType.has(w):
		return ckTypecheck
	case catDeploy.has(w):
		return ckDeploy
	case catEnv.has(w):
		return ckEnv
	case catRun.has(w):
		return ckRun
	}
	return ckNone
}

// commandKind classifies inline code that names a command: by the observed
// command it matches, else by the tool it names. Code that is no command (a
// file name, an identifier) has no kind.
func commandKind(code string, observed []Observation) claimKind {
	fs := strings.Fields(lower(code))
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
		oc := " " + lower(o.Command) + " "
		all := true
		for _, p := range parts {
			if !inOperand(oc, p) {
				all = false
				break
			}
		}
		if all && !(len(parts) == 1 && optionValue(oc, parts[0])) {
			if kk := obsKind(o.Kind); kk != ckNone {
				return kk
			}
		}
	}
	known := testRunners.has(parts[0]) || len(parts) > 1
	for _, p := range parts {
		for _, sub := range strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == ':' || r == '.' || r == '_' }) {
			switch {
			case strings.Contains(sub, "test") || catTest.has(sub) || sub == "verify" || sub == "check" && parts[0] == "mix":
				return ckTest
			case catType.has(sub) || sub == "tsc" || sub == "vue-tsc":
				return ckTypecheck
			case catLint.has(sub):
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
	if testRunners.has(parts[0]) || strings.HasPrefix(parts[0], "./") {
		return ckRun
	}
	return ckNone
}

// optionValue reports a word that the command (spaced at both ends)
// holds only as an option's value ("--features simd", "-p billing"): a
// code span of that one word names the feature or the package, not the
// run ("the release build with `simd` compiles fine" beside `cargo bench
// --features simd` is the build's).
// inOperand reports w in the command line oc (lower case, spaced at both
// ends) other than only inside a switch: "build" is in "dotnet build
// orders.sln" and "npm run build:web", not in "dotnet test --no-build".
func inOperand(oc, w string) bool {
	for from := 0; ; {
		i := strings.Index(oc[from:], w)
		if i < 0 {
			return false
		}
		i += from
		start := strings.LastIndexByte(oc[:i], ' ') + 1
		if oc[start] != '-' {
			return true
		}
		from = i + 1
	}
}

func optionValue(oc, w string) bool {
	fs := strings.Fields(oc)
	seen := false
	for i, f := range fs {
		if f != w {
			continue
		}
		if i == 0 || !strings.HasPrefix(fs[i-1], "-") {
			return false
		}
		seen = true
	}
	return seen
}

// obsKind returns the kind of check an observation's kind names, or ckNone.
func obsKind(k string) claimKind {
	switch lower(strings.TrimSpace(k)) {
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

// failEN are the words of a failing check.
var failEN = wordSet{has: failENHas, list: []string{"fail", "fails", "failing", "failed", "failure", "failures", "error", "errors", "erroring", "errored",
	"broken", "breaks", "crash", "crashes", "crashing", "panics", "red", "flaky", "flakes"}}

// Checks a failure can be about.
var failChecks = wordSet{has: failChecksHas, list: []string{"test", "tests", "spec", "specs", "suite", "suites", "build", "builds", "lint", "linter", "typecheck", "tsc",
	"check", "checks", "job", "jobs", "ci", "pipeline", "e2e", "compile", "compilation", "compiler", "workflow",
	"assertion", "assertions", "hook", "pre-commit", "mypy", "eslint", "clippy", "vet", "pytest", "jest", "vitest",
	"cargo", "gradle", "maven", "xcodebuild", "step", "stage", "run", "analyze", "analyzer", "type", "types",
	// checkers named as the subject: "detekt still fails on two magic numbers"
	"ruff", "flake8", "pylint", "pyright", "rubocop", "golangci-lint", "staticcheck", "shellcheck", "hadolint", "ktlint",
	"detekt", "swiftlint", "stylelint", "biome", "phpstan", "psalm", "rspec", "phpunit", "mocha", "playwright", "cypress", "ctest",
	// tests named by what they compare: "the `summary` snapshot fails"
	"snapshot", "snapshots", "doctest", "doctests",
	// a module loaded to try it: "even importing `pd_severity` fails locally"
	"import", "importing"}}

// koFailCheck are the Korean and mixed-script names of a check that fails.
var koFailCheck = []string{"테스트", "빌드", "린트", "검사", "ci", "컴파일", "타입", "파이프라인", "스펙", "lint", "build", "test"}

// fixedBefore reports a verb of fixing among the four words before token i.
func fixedBefore(toks []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		if toks[j].is("fixed", "resolved", "addressed", "cleared", "eliminated", "removed", "silenced", "fixing", "fix") {
			return true
		}
	}
	return false
}
