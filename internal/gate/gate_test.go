package gate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
)

// ledgerOf builds a ledger from steps: "prompt:normal" starts a turn in that
// mode, "edit:a.go" changes a file, "comment:a.go" changes only its
// comments, "test:go test ./...:pass" records a check that passed, failed
// ("fail") or has no result ("unknown"), "waiver:don't run the tests"
// records a user's waiver.
func ledgerOf(steps ...string) *ledger.Ledger {
	l := ledger.New("s", "/p")
	for _, s := range steps {
		parts := strings.SplitN(s, ":", 3)
		switch parts[0] {
		case "prompt":
			p := ledger.Prompt{Mode: parts[1]}
			if p.Mode == "blocked" {
				p.Risks = []string{"production"}
			}
			l.StartPrompt(p)
			continue
		case "waiver":
			l.StartPrompt(ledger.Prompt{Mode: l.Mode, Waiver: parts[1]})
			continue
		case "edit", "comment":
			l.RecordChange("/p/"+parts[1], observe.File(parts[1]), "Edit", parts[0] == "comment")
			continue
		}
		c := ledger.Check{Command: parts[1], Kind: observe.Kind(parts[0])}
		switch parts[2] {
		case "pass":
			t := true
			c.Success = &t
		case "fail":
			f, code := false, 1
			c.Success, c.ExitCode = &f, &code
		}
		l.RecordChecks([]ledger.Check{c})
	}
	return l
}

const report = "Updated the handler and added a test for the empty case."

func TestDecide(t *testing.T) {
	tests := []struct {
		name    string
		in      Input
		block   bool
		rule    string
		warning bool
	}{
		// A continuation and the cap end the turn, showing any open gap.
		{"hook active, gap warns", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go"), Message: report, HookActive: true}, false, "hook-active", true},
		{"hook active, promise allowed", Input{Ledger: ledgerOf("prompt:normal"), Message: "I'll fix it now.", HookActive: true}, false, "hook-active", false},
		{"cap reached warns", Input{Ledger: withBlocks(ledgerOf("prompt:deep", "edit:a.go"), 2), Message: report}, false, "cap", true},
		{"custom cap", Input{Ledger: withBlocks(ledgerOf("prompt:deep", "edit:a.go"), 1), Message: report, Cap: 1}, false, "cap", true},
		// Verification of this turn's changes, whatever the mode.
		{"quick mode edit, no check", Input{Ledger: ledgerOf("prompt:quick", "edit:a.go"), Message: report}, true, "unverified.changed", false},
		{"edit then pass", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "test:go test ./...:pass"), Message: report}, false, "", false},
		{"pass then edit", Input{Ledger: ledgerOf("prompt:normal", "test:go test ./...:pass", "edit:a.go"), Message: report}, true, "unverified.changed", false},
		{"edit, fail, pass", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "test:go test:fail", "test:go test:pass"), Message: report}, false, "", false},
		{"edit then unknown result", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "test:go test | tail:unknown"), Message: report}, true, "unverified.changed", false},
		{"edit then deploy only", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "deploy:kubectl apply -f k8s:pass"), Message: report}, true, "unverified.changed", false},
		{"edit, lint passes, test unknown", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "lint:go vet:pass", "test:go test | tail:unknown"), Message: report}, false, "", false},
		{"code then docs after pass", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "build:go build:pass", "edit:CHANGELOG.md"), Message: report}, false, "", false},
		{"docs only", Input{Ledger: ledgerOf("prompt:normal", "edit:README.md", "edit:docs/guide.md"), Message: report}, false, "", false},
		{"comments only", Input{Ledger: ledgerOf("prompt:normal", "comment:a.go"), Message: report}, false, "", false},
		{"config change needs check", Input{Ledger: ledgerOf("prompt:deep", "edit:config.yaml"), Message: report}, true, "unverified.changed", false},
		{"nothing changed", Input{Ledger: ledgerOf("prompt:deep"), Message: "The flake comes from a shared temp dir between tests."}, false, "", false},
		// Evidence belongs to the session; only changes of this turn need it.
		{"verified last turn, committed now", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "test:go test:pass", "prompt:blocked"), Message: "Committed."}, false, "", false},
		{"unverified last turn, question now", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go", "prompt:quick"), Message: "It retries three times, then gives up."}, false, "", false},
		// Exemptions allow with a warning naming them.
		{"waiver", Input{Ledger: ledgerOf("prompt:normal", "waiver:don't run the tests", "edit:a.go"), Message: report}, false, "waiver.verification", true},
		// Subagents: only the promise rules, against their own count.
		{"subagent promise", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go"), Message: "I'll search the remaining packages next.", Subagent: "a1"}, true, "premature.promise", false},
		{"subagent report, gap ignored", Input{Ledger: ledgerOf("prompt:normal", "edit:a.go"), Message: "Found three call sites: a.go:12, b.go:40, c.go:7.", Subagent: "a1"}, false, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.in.On = AllOn
			if tt.in.Cap == 0 {
				tt.in.Cap = DefaultCap
			}
			v := Decide(tt.in)
			if v.Block != tt.block || v.Rule != tt.rule {
				t.Errorf("Decide = block %v rule %q (%s), want block %v rule %q", v.Block, v.Rule, v.Reason, tt.block, tt.rule)
			}
			if (v.Warning != "") != tt.warning {
				t.Errorf("Warning = %q, want present=%v", v.Warning, tt.warning)
			}
			if v.Block && !strings.HasPrefix(v.Reason, Prefix) {
				t.Errorf("reason %q lacks the %q prefix", v.Reason, Prefix)
			}
		})
	}
}

func withBlocks(l *ledger.Ledger, n int) *ledger.Ledger {
	l.Blocks = n
	return l
}

func TestReasonsNameTheEvidenceAndTheWayOut(t *testing.T) {
	suggest := func(paths []string) string { return "go test ./internal/" }
	v := Decide(Input{Ledger: ledgerOf("prompt:normal", "edit:internal/parser.go", "test:go test ./...:fail"), Message: "Updated the parser; two tests still fail.", On: AllOn, Cap: DefaultCap, Suggest: suggest})
	for _, want := range []string{"parser.go", "`go test ./...`", "failed (exit 1)", "`go test ./internal/`"} {
		if !strings.Contains(v.Reason, want) {
			t.Errorf("reason %q does not mention %q", v.Reason, want)
		}
	}
}

func TestFamiliesSwitchOff(t *testing.T) {
	l := ledgerOf("prompt:normal", "edit:a.go")
	if v := Decide(Input{Ledger: l, Message: "I'll fix it now.", On: Switches{Mode: true}, Cap: DefaultCap}); v.Rule != "unverified.changed" {
		t.Errorf("with premature off: rule %q, want unverified.changed", v.Rule)
	}
	if v := Decide(Input{Ledger: l, Message: report, On: Switches{Premature: true}, Cap: DefaultCap}); v.Block {
		t.Errorf("with mode off: blocked by %q", v.Rule)
	}
}

func TestSubagentCap(t *testing.T) {
	l := ledgerOf("prompt:normal")
	l.SubagentBlocks = map[string]int{"a1": 2}
	if v := Decide(Input{Ledger: l, Message: "I'll do it next.", Subagent: "a1", On: AllOn, Cap: DefaultCap}); v.Block {
		t.Error("subagent blocked past its cap")
	}
	if v := Decide(Input{Ledger: l, Message: "I'll do it next.", Subagent: "a2", On: AllOn, Cap: DefaultCap}); !v.Block {
		t.Error("another subagent's cap was applied")
	}
}

func TestCapZeroOnlyWarns(t *testing.T) {
	v := Decide(Input{Ledger: ledgerOf("prompt:normal", "edit:a.go"), Message: "I'll test it now.", On: AllOn, Cap: 0})
	if v.Block || v.Warning == "" {
		t.Errorf("cap 0: %+v, want an allow with a warning", v)
	}
}

func TestObservationsOrder(t *testing.T) {
	l := ledgerOf("test:go test:fail", "edit:a.go", "edit:README.md", "comment:b.go", "test:go test:pass")
	obs := Observations(l)
	var kinds []string
	for _, o := range obs {
		kinds = append(kinds, o.Kind)
	}
	if got := strings.Join(kinds, ","); got != "test,edit,test" {
		t.Errorf("observations %s, want test,edit,test", got)
	}
	if obs[0].ExitCode != 1 || obs[2].ExitCode != 0 {
		t.Errorf("exit codes %d, %d", obs[0].ExitCode, obs[2].ExitCode)
	}
}

func TestSummarize(t *testing.T) {
	s := Summarize(ledgerOf("prompt:normal", "edit:a.go", "test:go test:fail", "lint:go vet:pass"))
	if s.Proof == nil || s.Failing == nil || s.Failing.Command != "go test" || len(s.Unverified) != 1 {
		t.Errorf("failing test after a change: %+v", s)
	}
	s = Summarize(ledgerOf("prompt:normal", "edit:a.go", "test:go test ./...:pass", "lint:go vet ./...:pass"))
	if s.Proof == nil || s.Proof.Command != "go test ./..." || len(s.Unverified) != 0 {
		t.Errorf("proof = %+v, want the test run, the strongest kind", s.Proof)
	}
}

func TestCommandNames(t *testing.T) {
	for cmd, want := range map[string]string{
		"terraform -chdir=infra/envs/prod validate": "[terraform validate]",
		"cd web && npm test":                        "[npm test]",
		"CI=1 go test ./...":                        "[go test]",
		"./gradlew test":                            "[gradlew test]",
		"make":                                      "[]",
		"pytest -q -x --ignore=tests/e2e":           "[]",
		"pytest tests/api/test_projects.py -q":      "[pytest tests/api/test_projects.py]",
		"cd infra && terraform fmt -check && terraform init -backend=false >/dev/null && terraform validate": "[terraform fmt terraform init terraform validate]",
		"go vet ./... || true; go test ./cart/": "[go vet go test]",
	} {
		if got := fmt.Sprint(commandNames(cmd)); got != want {
			t.Errorf("commandNames(%q) = %s, want %s", cmd, got, want)
		}
	}
}

func TestQuotesCommand(t *testing.T) {
	const nginx = `docker run --rm -v "$PWD/app.conf:/etc/nginx/conf.d/default.conf:ro" nginx:1.25-alpine nginx -t`
	tests := []struct {
		line, phrase, command string
		want                  bool
	}{
		{"`nginx -t` in a container: syntax is ok, test is successful", "test is successful", nginx, true},
		{"`go test ./billing/...` → 14 passed", "14 passed", "go test ./billing/... -count=1", true},
		{"terraform validate passes", "passes", "cd infra && terraform validate", true},
		{"all tests pass", "tests pass", nginx, false},
		{"`ok` everywhere", "ok", "go test ./...", false},
		// Across a conjunction the quote is another clause's subject.
		{"`./gradlew build` is green and the mapper tests pass", "tests pass", "./gradlew build -x test", false},
		{"the mapper tests pass, and `./gradlew build` is green", "tests pass", "./gradlew build -x test", false},
		{"`npm run lint` now covers `scripts/` and runs clean", "runs clean", "npm run lint", true},
		{"`ng build` 정상이고, 기존 단위 테스트도 모두 통과합니다.", "테스트도 모두 통과합니다", "npx ng build --configuration development", false},
		{"`ng build` 기준으로 빌드가 통과합니다.", "빌드가 통과합니다", "npx ng build --configuration development", true},
	}
	for _, tt := range tests {
		if got := quotesCommand(tt.line, tt.phrase, tt.command); got != tt.want {
			t.Errorf("quotesCommand(%q, %q, %q) = %v, want %v", tt.line, tt.phrase, tt.command, got, tt.want)
		}
	}
}

func TestCIClaim(t *testing.T) {
	for phrase, want := range map[string]bool{
		"CI is green": true, "CI도 통과합니다": true, "the pipeline passes": true, "CI(rspec, rubocop)도 통과 상태예요": true,
		"`mise run test:ci` all pass": false, "tests pass": false, "circleci config valid": false,
		// What CI runs, run here: a local run, not CI's status.
		"CI's command passes": false, "the CI checks pass locally": false, "CI's checks are green on the PR": true,
		"CI가 돌리는 `cargo test --workspace --locked`도 로컬(Linux)에서 통과했습니다": false, "CI에서 통과했습니다": true,
		// A command quoted names a run here, whatever its words.
		"`glab ci lint` → ✓": false, "`make ci` passes": false, "CI on `main` is green": true,
		// The subject after "and" is the quote, not the pipeline before it.
		"the pipeline and `tests/test_features.py` passes": false, "lint is clean and CI on `main` is green": true,
	} {
		if got := ciClaim(phrase); got != want {
			t.Errorf("ciClaim(%q) = %v, want %v", phrase, got, want)
		}
	}
}

func TestClaimAboutCI(t *testing.T) {
	for _, tt := range []struct {
		line, phrase string
		want         bool
	}{
		{"로컬 14개 통과했고, Windows CI에서도 이제 경로 테스트가 통과합니다.", "테스트가 통과합니다", true},
		{"On CI the whole suite passes again.", "suite passes", true},
		// CI in another clause than the claim's.
		{"CI runs it on push, and the path test passes here.", "test passes", false},
		{"Pushed for CI. The path test passes locally.", "test passes", false},
		{"the tests pass", "tests pass", false},
		// A workflow that far from the claim is as often the user's own.
		{"Everything in the workflow works in production. The privacy rules all verified against the live site.", "all verified", false},
		{"In the workflow the visibility rules are all verified against the live site.", "all verified", false},
	} {
		if got := (claim{line: tt.line, phrase: tt.phrase}).aboutCI(); got != tt.want {
			t.Errorf("aboutCI(%q in %q) = %v, want %v", tt.phrase, tt.line, got, tt.want)
		}
	}
}

func TestPause(t *testing.T) {
	gap := func() *ledger.Ledger { return ledgerOf("prompt:normal", "edit:a.go") }
	on := Decide(Input{Ledger: gap(), Message: "I'll run the tests now.", Cap: DefaultCap, On: AllOn})
	if !on.Block || !strings.HasSuffix(on.Reason, "\n"+PauseHint) {
		t.Fatalf("an unpaused gap should block, its reason ending with the pause hint: %+v", on)
	}
	l := gap()
	l.Pause = &ledger.Pause{Prompt: true}
	v := Decide(Input{Ledger: l, Message: "I'll run the tests now.", Cap: DefaultCap, On: AllOn})
	if v.Block || v.Rule != Paused || v.Warning != "" {
		t.Errorf("a paused gate decided %+v, want a plain allow by %q", v, Paused)
	}
}

// A command's name counts for a claim in the claim's own sentence and
// clause; in the sentence after it, or a clause joined after it, it is
// another clause's.
func TestNamedElsewhere(t *testing.T) {
	for _, tt := range []struct {
		line, phrase, name string
		want               bool
	}{
		{"the 17 unit tests pass, and the e2e run (`pnpm playwright test`) is running in the background", "unit tests pass", "pnpm playwright", true},
		{"장바구니 단위 테스트 17개 통과했고, e2e 전체(`pnpm playwright test`)는 돌고 있어요", "테스트 17개 통과했고", "pnpm playwright", true},
		{"unit tests pass. the e2e run (`pnpm playwright test`) still runs", "unit tests pass", "pnpm playwright", true},
		{"`pnpm playwright test`: all 40 specs pass", "all 40 specs pass", "pnpm playwright", false},
		{"all specs pass with `pnpm playwright test --project=chromium`", "all specs pass", "pnpm playwright", false},
	} {
		if got := namedElsewhere(tt.line, tt.phrase, tt.name); got != tt.want {
			t.Errorf("namedElsewhere(%q, %q, %q) = %v, want %v", tt.line, tt.phrase, tt.name, got, tt.want)
		}
	}
}

func TestToldExit(t *testing.T) {
	one, three := 1, 3
	for _, tc := range []struct {
		msg  string
		code *int
		want bool
	}{
		{"which is the intended behaviour (hence the exit 1).", &one, true},
		{"`check_lag` prints UNKNOWN / exit 3 when it cannot connect.", &three, true},
		{"It exited with 1 as it should.", &one, true},
		{"exit status 1", &one, true},
		{"exit code 13 means something else", &one, false},
		{"The probe now fails fast.", &one, false},
		{"exit 1", nil, false},
	} {
		if got := toldExit(tc.msg, &ledger.Check{ExitCode: tc.code}); got != tc.want {
			t.Errorf("toldExit(%q) = %v, want %v", tc.msg, got, tc.want)
		}
	}
}

// TestCheckNamedBacking holds a claim of one check to the project's own
// checker only when the readers took it for tests or a run: a claim that
// names its kind rests on a run of that kind.
func TestCheckNamedBacking(t *testing.T) {
	l := ledgerOf("prompt:normal", "edit:configs/rec.yaml", "run:python -m rec.features.check --config configs/rec.yaml:pass")
	e := readEvidence(l)
	for _, tc := range []struct {
		c    claim
		want bool
	}{
		{claim{rule: detect.RuleClaimTests, kinds: []observe.Kind{observe.Test}, phrase: "the feature schema check passed", line: "the feature schema check passed"}, true},
		{claim{rule: detect.RuleClaimTypecheck, kinds: []observe.Kind{observe.Typecheck}, phrase: "the type check passes", line: "the type check passes"}, false},
		{claim{rule: detect.RuleClaimTests, kinds: []observe.Kind{observe.Test}, phrase: "all checks pass", line: "all checks pass"}, false},
	} {
		if got := e.backing(tc.c) != nil; got != tc.want {
			t.Errorf("backing(%q, %s) found a run: %v, want %v", tc.c.phrase, tc.c.rule, got, tc.want)
		}
	}
}

// TestFailingOfOneLine holds the choice between two failures of one line
// to the one whose exit status the session saw, the same every time: it
// was a map's draw, and one stop in six read differently.
func TestFailingOfOneLine(t *testing.T) {
	l := ledgerOf("prompt:normal", "edit:main.go", "test:go test ./...:pass")
	f, code := false, 3
	line := `go build -o /tmp/lagcheck . && /tmp/lagcheck -dsn x; echo "exit=$?"`
	l.RecordChecks([]ledger.Check{{Command: line, Kind: observe.Build, Success: &f}, {Command: line, Kind: observe.Run, Success: &f, ExitCode: &code}})
	for range 20 {
		e := readEvidence(l)
		if e.failing == nil || e.failing.Kind != observe.Run {
			t.Fatalf("failing = %+v, want the run whose exit status was seen", e.failing)
		}
	}
}
