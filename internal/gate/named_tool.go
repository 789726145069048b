package gate

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// A claim may name the checker that says so: "mypy reports no issues",
// "Ran `locust -f loadtest/locustfile.py …`: p95 stayed around 240 ms".
// When the session never ran that checker, no run of another kind backs
// the claim (a py_compile is no mypy, a pytest no load test), whatever
// passed.

// checkerNames are programs whose name in a claim says which check it
// reports: type checkers, linters, test runners, benchmark and load tools.
// Project scripts and task runners (npm test, make check, tox) are not
// here: they run checkers whose names they do not print.
func checkerNames(w string) bool {
	switch w {
	case "mypy", "pyright", "pyre", "tsc", "vue-tsc", "eslint", "ruff", "flake8", "pylint", "rubocop", "golangci-lint",
		"staticcheck", "clippy", "shellcheck", "hadolint", "tflint", "ktlint", "detekt", "swiftlint", "stylelint",
		"biome", "oxlint", "phpstan", "psalm", "jest", "vitest", "pytest", "rspec", "phpunit", "mocha", "cypress",
		"playwright", "ctest", "gotestsum", "locust", "k6", "wrk", "hey", "vegeta", "artillery", "hyperfine", "jmeter",
		// static analysers of security and infrastructure a prompt names as its bar
		"bandit", "semgrep", "checkov", "yamllint", "actionlint", "sqlfluff", "cppcheck", "clang-tidy", "credo",
		"kubeconform", "kube-linter", "conftest", "cfn-lint", "revive", "gosec", "brakeman",
		// dependency and secret audits
		"pip-audit", "govulncheck", "trivy", "grype", "osv-scanner", "gitleaks", "trufflehog", "snyk", "cargo-deny",
		// requests that look at what a server answers ("checked the live
		// response with `curl -sI …`")
		"curl", "wget", "httpie", "grpcurl":
		return true
	}
	return false
}

// runnerNames run other programs: a check through one may have run any
// checker.
func runnerNames(w string) bool {
	switch w {
	case "make", "gmake", "just", "task", "mise", "npm", "pnpm", "yarn", "bun", "tox", "nox", "pre-commit", "prek",
		"lefthook", "bash", "sh", "zsh", "nx", "turbo", "rake", "bundle", "composer", "poetry", "hatch", "pdm", "invoke":
		return true
	}
	return strings.HasPrefix(w, "./") || strings.HasSuffix(w, ".sh")
}

// packageManager reports a runner of a package's scripts.
func packageManager(w string) bool { return w == "npm" || w == "pnpm" || w == "yarn" || w == "bun" }

// scriptShown reports a check whose line calls a package manager once and
// whose output showed the script it ran (`npm test -- src/api` printing
// "> jest src/api"): the runner ran that script, which is read in its
// place, and nothing unseen. Of two calls only the first one's script is
// known.
func scriptShown(c *ledger.Check) bool {
	if c.Script == "" {
		return false
	}
	n := 0
	for _, ws := range commandsOf(strings.ToLower(c.Command)) {
		if packageManager(ws[0]) {
			n++
		}
	}
	return n == 1
}

// containerRun reports words that start a command in a container (docker
// run, docker compose run or exec, podman …): what follows is the command
// run there.
func containerRun(ws []string) bool {
	return len(ws) > 1 && (ws[0] == "docker" || ws[0] == "podman" || ws[0] == "docker-compose" || ws[0] == "podman-compose") &&
		(slices.Contains(ws, "run") || slices.Contains(ws, "exec"))
}

// namesUnrun reports a claim (phrase, lower case, in line) that names a
// checker, in its words or in a command quoted beside it, which no check
// of the session ran, where no check went through a runner that could
// have run it unseen.
func (e evidence) namesUnrun(line, phrase string) bool {
	var named []string
	for _, w := range strings.FieldsFunc(phrase, notToolRune) {
		if checkerNames(w) {
			named = append(named, w)
		}
	}
	if at := strings.Index(line, phrase); at >= 0 && phrase != "" {
		for _, sp := range codeSpans(line) {
			if ws := toolWords(line[sp[0]:sp[1]]); len(ws) > 0 && checkerNames(ws[0]) && (nextTo(line, sp, at, at+len(phrase)) || ranInSentence(line, sp, at)) {
				named = append(named, ws[0])
			}
		}
	}
	for _, tool := range named {
		if !e.mayHaveRun(tool) {
			return true
		}
	}
	return false
}

// mayHaveRun reports a check of the session that ran tool, or went
// through a runner that may have.
func (e evidence) mayHaveRun(tool string) bool {
	for i := range e.l.Checks {
		if runs(&e.l.Checks[i], tool, true) {
			return true
		}
	}
	return false
}

// runs reports a check whose command line, or the script it ran, runs
// tool (npx playwright test runs playwright); with viaRunner, or goes
// through a runner that may have run it unseen.
func runs(c *ledger.Check, tool string, viaRunner bool) bool {
	// The package manager of a line whose script the output showed ran
	// that script, read below; the runners the script calls may run more.
	shown := scriptShown(c)
	return runsIn(c.Command, tool, viaRunner, shown) || c.Script != "" && runsIn(c.Script, tool, viaRunner, false)
}

// runsIn reports a command line that runs tool, or with viaRunner a runner
// that may have run it; a package manager only unless scripted, when the
// script it ran is known.
func runsIn(line, tool string, viaRunner, scripted bool) bool {
	for _, ws := range commandsOf(strings.ToLower(line)) {
		for j, w := range ws {
			w = w[strings.LastIndexAny(w, `/\`)+1:]
			if w == tool || viaRunner && (j == 0 || containerRun(ws[:j])) && runnerNames(w) && !(scripted && packageManager(w)) {
				// The runner may be what a container runs: `docker compose
				// run --rm ci make check`.
				return true
			}
		}
	}
	return false
}

// checkerRun returns the latest check of one of kinds, that told its
// result or still runs, of a checker the claim's clause names before the
// claim (phrase, lower case, in line): "Playwright `e2e/checkout`: all
// specs pass" reports the Playwright run, not the unit run that passed
// beside it. A suite the clause names by its reach ("e2e suite: 42/42
// passed") is the latest run of kinds only, when its command names that
// suite (`npm run test:e2e`): a run of kinds after it may have run the
// suite again. Nil when the clause names none, or none ran.
func (e evidence) checkerRun(kinds []observe.Kind, line, phrase string) *ledger.Check {
	at := strings.Index(line, phrase)
	if at <= 0 || phrase == "" {
		return nil
	}
	clause := line[:at]
	for _, end := range []string{". ", "; ", "! ", "? ", "|", "\n"} {
		// A dot inside a word ("checkout.cy.ts") ends no sentence.
		if i := strings.LastIndex(clause, end); i >= 0 {
			clause = clause[i+len(end):]
		}
	}
	if label := rowLabel(line, at); label != "" {
		// "| Playwright e2e (chromium) | ✅ all passed |": a table row's
		// first cell names the check its other cells report.
		clause = label + " " + clause
	}
	var named, suites []string
	for _, w := range strings.FieldsFunc(clause, notToolRune) {
		switch {
		case checkerNames(w):
			named = append(named, w)
		case suiteNames(w):
			suites = append(suites, w)
		}
	}
	if len(named) == 0 && len(suites) == 0 {
		return nil
	}
	later := false // a run of kinds came after: a wider run may have run the suite again
	for i := len(e.l.Checks) - 1; i >= 0; i-- {
		c := &e.l.Checks[i]
		if !told(c) || !slices.Contains(kinds, c.Kind) {
			continue
		}
		for _, tool := range named {
			if runs(c, tool, false) {
				return c
			}
		}
		for _, suite := range suites {
			if !later && runsSuite(c, suite) {
				return c
			}
		}
		later = true
	}
	return nil
}

// rowLabel returns the first cell of a table row (line, lower case) when
// the byte at lies in a later cell; "" otherwise.
func rowLabel(line string, at int) string {
	row := strings.TrimSpace(line)
	if !strings.HasPrefix(row, "|") {
		return ""
	}
	start := strings.IndexByte(line, '|') + 1
	end := strings.IndexByte(line[start:], '|')
	if end < 0 || start+end >= at {
		return ""
	}
	return strings.TrimSpace(line[start : start+end])
}

// suiteNames are the words that name a suite of tests by its reach, as a
// project names the script, target or folder that runs it: "e2e suite:
// 42/42 passed" reports `npm run test:e2e`, not the unit run beside it.
func suiteNames(w string) bool {
	switch w {
	case "e2e", "integration", "acceptance", "smoke", "contract", "functional", "unit":
		return true
	}
	return false
}

// runsSuite reports a check whose command names suite as a part of one of
// its words: a package script (test:e2e, test-integration), a make or
// just target (e2e), a folder (tests/integration/), a tox environment.
func runsSuite(c *ledger.Check, suite string) bool {
	for _, ws := range commandsOf(strings.ToLower(c.Command)) {
		if ws[0] == "tee" {
			continue // the log the run's output went to names no suite
		}
		for _, w := range ws {
			if strings.ContainsRune(w, '>') {
				break // nor does the file it was redirected to
			}
			for part := range strings.FieldsFuncSeq(w, func(r rune) bool { return r == ':' || r == '-' || r == '_' || r == '/' || r == '.' || r == '=' }) {
				if part == suite {
					return true
				}
			}
		}
	}
	return false
}

// notToolRune splits prose into the words a program's name is made of.
func notToolRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-')
}

// ranInSentence reports a span the sentence of the claim at opens with
// "ran" or "running" before it: "Ran `locust …` against the service: p95
// stayed around 240 ms" reports that run's result, however far the
// figures are from the quote.
func ranInSentence(line string, sp [2]int, at int) bool {
	if sp[0] > at || strings.ContainsAny(line[sp[1]:at], ".;!?\n") {
		return false
	}
	before := strings.TrimRight(line[:sp[0]-1], " ")
	return strings.HasSuffix(before, "ran") || strings.HasSuffix(before, "running") || strings.HasSuffix(before, "ran it with")
}
