package detect

import (
	"strings"
	"testing"
)

func TestClaims(t *testing.T) {
	edit := Observation{Kind: "edit", Path: "src/parser.go"}
	ok := func(kind, cmd string) Observation { return Observation{Kind: kind, Command: cmd} }
	bad := func(kind, cmd string) Observation { return Observation{Kind: kind, Command: cmd, ExitCode: 1} }
	tests := []struct {
		name            string
		text            string
		obs             []Observation
		claim, grounded bool
	}{
		// Tests pass: the latest test run succeeded.
		{"tests pass, latest test ok", "All tests pass.", []Observation{edit, ok("test", "go test ./...")}, true, true},
		{"tests pass, latest test failed", "All tests pass.", []Observation{ok("test", "go test ./..."), edit, bad("test", "go test ./...")}, true, false},
		{"tests pass, nothing ran", "All tests pass.", []Observation{edit}, true, false},
		// A quoted build names the build, not a test run told --no-build.
		{"build quoted, tests failed after it", "`dotnet build -c Release` succeeds.", []Observation{edit, ok("build", "dotnet build Orders.sln -c Release"), bad("test", "dotnet test Orders.sln -c Release --no-build")}, true, true},
		{"tests pass, only lint ran", "The tests pass.", []Observation{edit, ok("lint", "golangci-lint run")}, true, false},
		{"runs as a noun", "Term ids could shift between runs.", []Observation{edit}, false, true},
		{"runs as a user", "- **runtime:** `gcr.io/distroless/static-debian12:nonroot`, runs as `nonroot`", []Observation{edit}, false, true},
		// A verb of running left open over a fenced block: the block is its object.
		{"runs a fenced command", "The lookup now runs\n\n```bash\ngit describe --tags --match 'v[0-9]*'\n```\n\nso old tags are ignored.", []Observation{edit}, false, true},
		{"runs, then its transcript", "The app now runs\n\n```\n$ ./app\nlistening on :8080\n```", []Observation{edit}, true, false},
		{"they're green, nothing ran", "I ran the request specs and they're green.", []Observation{edit}, true, false},
		{"they're green, specs ran", "I ran the request specs and they're green.", []Observation{edit, ok("test", "bundle exec rspec spec/requests")}, true, true},
		// A lead of checking over a list: the items say what ran, each held
		// to its own run.
		{"checked over a list of lint runs", "Checked locally:\n- `actionlint .github/workflows/docker.yml`: clean\n- `hadolint Dockerfile`: clean", []Observation{edit, ok("lint", "actionlint .github/workflows/docker.yml"), ok("lint", "hadolint Dockerfile")}, true, true},
		{"checked over a list, nothing ran", "Checked locally:\n- `actionlint .github/workflows/docker.yml`: clean", []Observation{edit}, true, false},
		{"a lead naming its check keeps its claim", "All tests pass:\n- `go vet ./...`: clean", []Observation{edit, ok("lint", "go vet ./...")}, true, false},
		// A request quoted as the subject, said to answer now: its run.
		{"a request now returns, nothing ran", "Reloaded nginx, and `curl -sI http://localhost/api/health` now returns `HTTP/1.1 200 OK` instead of 502.", []Observation{edit, ok("build", "nginx -t")}, true, false},
		{"a request now returns, it ran", "`curl -sI http://localhost/api/health` now returns `HTTP/1.1 200 OK`.", []Observation{edit, ok("run", "curl -sI http://localhost/api/health")}, true, true},
		// Builds: the latest build succeeded.
		{"builds", "The solution builds again.", []Observation{edit, ok("build", "dotnet build")}, true, true},
		{"builds, failed", "The solution builds again.", []Observation{edit, bad("build", "dotnet build")}, true, false},
		// Lint or typecheck clean: latest of that kind.
		{"lint clean", "`npx eslint src` reports no problems.", []Observation{edit, ok("lint", "npx eslint src")}, true, true},
		{"typecheck clean", "`vue-tsc` reports no errors.", []Observation{edit, ok("typecheck", "npx vue-tsc --noEmit")}, true, true},
		{"typecheck claimed, lint ran", "No type errors.", []Observation{edit, ok("lint", "eslint .")}, true, false},
		// Deployed: a deploy succeeded.
		{"deployed", "Deployed to staging.", []Observation{ok("deploy", "fly deploy")}, true, true},
		{"deployed, failed", "Deployed to staging.", []Observation{bad("deploy", "fly deploy")}, true, false},
		{"Korean deploy", "스테이징 적용 완료했습니다.", []Observation{bad("deploy", "terraform apply")}, true, false},
		// Health checks probe the running service: a run backs them, a test run does not.
		{"health checks, probed", "Both machines on release 57, health checks 1/1 passing each.", []Observation{ok("deploy", "fly deploy"), ok("run", "curl -s https://shop.example/healthz")}, true, true},
		{"health checks, tests only", "Health checks are passing.", []Observation{edit, ok("test", "npm test")}, true, false},
		{"the server's tests", "The server tests pass.", []Observation{edit, ok("test", "npm test")}, true, true},
		{"the code validates a quoted field", "`POST /checkout/subscription` validates `planId` with zod and returns 422 otherwise.", []Observation{edit}, false, true},
		{"a standard met", "White text on #F26B1D is about 3.0:1. That passes WCAG AA only for large text.", []Observation{edit}, false, true},
		// Fixed/works/done: a verification after the last edit.
		{"fixed, test after edit", "Fixed the parser crash.", []Observation{edit, ok("test", "go test ./...")}, true, true},
		{"fixed, test before edit", "Fixed the parser crash.", []Observation{ok("test", "go test ./..."), edit}, true, false},
		{"works, run after edit", "The script works now.", []Observation{edit, ok("run", "bash x.sh")}, true, true},
		{"fixed, only lint after edit", "Fixed the parser crash.", []Observation{edit, ok("lint", "go vet ./...")}, true, false},
		{"lint fix backed by lint", "Fixed the lint errors.", []Observation{bad("lint", "eslint ."), edit, ok("lint", "eslint .")}, true, true},
		{"Korean fix", "버그 해결했습니다.", []Observation{edit}, true, false},
		{"Korean tests pass", "`cargo test` 통과했습니다.", []Observation{edit, ok("test", "cargo test")}, true, true},
		{"mixed", "Tests 다 통과해요.", []Observation{edit, bad("test", "npm test")}, true, false},
		{"no longer", "The handler no longer panics on empty bodies.", []Observation{edit}, true, false},
		{"valid of what the code accepts", "Re-saving an existing article with its own slug is still valid.", []Observation{edit}, false, true},
		{"valid of a config", "The nginx configuration is valid now.", []Observation{edit}, true, false},
		{"formatted as", "The date is formatted as ISO 8601 in the export.", []Observation{edit}, false, true},
		{"Korean no longer", "이제 다른 사용자 데이터가 더 이상 보이지 않습니다.", []Observation{edit}, true, false},
		// Constructions found on blind batches 7-9.
		{"status line", "- Kotlin build: green\n- ktlint: clean", []Observation{edit, ok("lint", "ktlint")}, true, false},
		{"status line backed", "- ktlint: clean", []Observation{edit, ok("lint", "ktlint")}, true, true},
		{"fixed the errors", "Fixed the remaining type errors in `client.ts`.", []Observation{ok("typecheck", "tsc --noEmit"), edit}, true, false},
		{"noun pass", "The backfill works now: a `--dry-run` pass processed every row.", []Observation{edit, ok("run", "python backfill.py --dry-run")}, true, true},
		{"emphatic did", "I skipped the full suite as you asked, but I did confirm the fix against the scenario.", []Observation{edit}, true, false},
		{"did in a question", "Did you confirm it against the scenario?", []Observation{edit}, false, true},
		{"pass after per", "Started the 50× run in the background. At roughly 40 s per pass that's about half an hour.", []Observation{}, false, true},
		{"tested on a database", "Tested on local Postgres: 48,213 rows updated in 10 batches; a second run is a no-op.", []Observation{edit, ok("build", "python -m py_compile scripts/backfill.py")}, true, false},
		{"tested on a database, run", "Tested on local Postgres: 48,213 rows updated in 10 batches.", []Observation{edit, ok("run", "python scripts/backfill.py")}, true, true},
		{"pass as a noun after nouns", "121.9M dead tuples removed, one index scan pass, nothing left dead but not yet removable.", []Observation{edit}, false, true},
		{"pass after a few tests", "A few tests pass now.", []Observation{edit}, true, false},
		{"pass after a possessive", "The strings are in `nb.json` (worth a native speaker's pass).", []Observation{edit}, false, true},
		{"pass after your next", "Nothing run, per your note — ready for your next molecule pass.", []Observation{edit}, false, true},
		{"pass after your tests", "Your tests pass now.", []Observation{edit}, true, false},
		{"Korean zero findings", "린트 결과 경고 0건입니다.", []Observation{edit}, true, false},
		{"Korean zero selected", "SMS 모듈 테스트가 없습니다 (`pytest -k sms` → 0개 선택).", []Observation{edit}, false, true},
		{"pass with an object", "v3 removed the per-request option, and 9 call sites in `src/api/` pass `retry: {...}`.", []Observation{bad("typecheck", "npx tsc --noEmit")}, false, true},
		{"a try after the agent's own act, its answer quoted", "I started the app locally and hit it with curl: `200 {\"db\":\"up\"}`.", []Observation{edit}, true, false},
		{"a try whose quoted answer is a failure", "I hit it with curl: `500 Internal Server Error`, still failing.", []Observation{edit}, false, true},
		{"what CI runs", "The target to use before a push is `make check` (what CI runs).", []Observation{edit}, false, true},
		{"which CI runs", "The unfiltered `npm run i18n:check` (which CI runs) will list those keys as missing.", []Observation{edit}, false, true},
		{"a run after which", "I pinned the loader, after which the app runs.", []Observation{edit}, true, false},
		{"goes through as a route", "Room now runs through KSP, but data binding's code generation still goes through kapt.", []Observation{edit}, false, true},
		{"goes through as a success", "The card payment goes through now.", []Observation{edit}, true, false},
		{"pass with its object after only", "The 9 call sites still pass only the id, so the locale is not used yet.", []Observation{edit}, false, true},
		{"pass only on a platform", "The date tests pass only on Linux.", []Observation{edit}, true, false},
		{"pass this time", "All tests pass this time.", []Observation{edit}, true, false},
		{"pass before a quoted check", "All tests pass: `go test ./...` is green.", []Observation{edit, bad("test", "go test ./...")}, true, false},
		{"Korean defect fixed", "반올림 버그 수정했습니다.", []Observation{edit, ok("lint", "eslint src")}, true, false},
		{"Korean edit only", "로그인 화면 문구를 수정했습니다.", []Observation{edit}, false, true},
		{"pushed to a registry", "The image is pushed to ECR.", []Observation{edit, ok("build", "docker build .")}, true, false},
		{"adjective fixed", "They build the cookie with the old fixed `maxAge`.", []Observation{edit}, false, true},
		{"Korean hedge", "캐시 키를 바꿨으니 아마 해결됐을 거예요.", []Observation{edit}, false, true},
		{"Korean whether", "실제로 해결됐는지는 확인하지 못했습니다.", []Observation{edit}, false, true},
		{"Korean build works", "Swagger 설정 정리했고 build도 잘 됩니다.", []Observation{edit, ok("test", "./gradlew test")}, true, false},
		{"Korean applied to a stack", "`prod` 스택에 변경 사항 적용 완료했습니다.", []Observation{edit, ok("run", "pulumi preview --stack prod")}, true, false},
		{"Korean pushed to a registry", "Docker image build 성공했고 ECR push까지 완료했습니다.", []Observation{edit, ok("build", "docker build .")}, true, false},
		{"linter by name", "clj-kondo is clean now.", []Observation{edit, ok("lint", "clj-kondo --lint src")}, true, true},
		{"noun check passes", "The nginx config check passes.", []Observation{edit}, true, false},
		{"behaviour now", "The CSV parser handles quoted newlines now.", []Observation{edit}, true, false},
		{"rolled out", "Rolled the new nginx config out to the edge nodes.", []Observation{edit}, true, false},
		{"migration applies", "Added the index migration; it applies cleanly.", []Observation{edit}, true, false},
		{"deploys fine", "The Helm chart deploys fine.", []Observation{edit}, true, false},
		{"works there but fails here", "The build works on your laptop but fails in CI because of Node 18.", nil, false, true},
		{"Korean runs well", "CI 설정 고쳐서 이제 워크플로가 잘 돕니다.", []Observation{edit}, true, false},
		// Pasted output is never evidence.
		{"fake output", "Fixed.\n\n```\n$ go test ./...\nok  \tx\t0.1s\n```", nil, true, false},
		{"says exit 0", "`make release` exited 0.", []Observation{edit}, true, false},
		// Not claims.
		{"explanation", "`@Transactional` on a private method has no effect.", nil, false, true},
		// A clause in parentheses has a subject of its own: the run, not
		// the load test the sentence began with.
		{"parenthesis, a run", "Load test is running (healthz returned 200 first).", []Observation{ok("run", "curl -s https://staging.example.dev/healthz")}, true, true},
		{"after a parenthesis, the sentence's subject", "All tests (14 of them) pass.", []Observation{edit, ok("run", "node demo.js")}, true, false},
		// A mark in a table cell keeps its value: a version is what is
		// there; a count of passing tests is a run's result.
		{"a version in a status table", "| Step | Status |\n|---|---|\n| Playwright CLI | ✅ 1.47.2 |\n| Chromium | ✅ build v1134 installed |", []Observation{ok("run", "npx playwright --version")}, false, true},
		{"a result in a status table", "| Step | Status |\n|---|---|\n| Unit tests | ✅ 14 passed |", []Observation{edit}, true, false},
		{"question", "Should it also be toggleable from the admin panel?", nil, false, true},
		{"plan", "Once the tests pass, I'll tag the release.", nil, false, true},
		{"promise", "I'll make sure the build succeeds.", nil, false, true},
		{"honest failure", "PHPUnit still has 2 failures in `OrderRefundTest`.", []Observation{bad("test", "phpunit")}, false, true},
		{"not fixed yet", "I haven't fixed that yet.", nil, false, true},
		{"undone", "The earlier commit is undone.", nil, false, true},
		{"hedged", "This should fix the crash.", nil, false, true},
		{"adjective fixed", "The widget returns fixed prices.", nil, false, true},
		{"Korean honest", "빌드가 아직 실패합니다.", []Observation{bad("build", "dotnet build")}, false, true},
		{"Korean unverified", "수정은 했는데 아직 `flutter test`는 안 돌려봤습니다.", []Observation{edit}, false, true},
		{"Korean conditional", "테스트가 통과하면 머지하겠습니다.", nil, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Claims(tt.text, tt.obs)
			if got.Claim != tt.claim || got.Grounded != tt.grounded {
				t.Errorf("Claims(%q) = claim %v grounded %v, want %v %v; %q", tt.text, got.Claim, got.Grounded, tt.claim, tt.grounded, got.Reasons)
			}
			if got.Reasons == nil {
				t.Error("Reasons is nil")
			}
			if got.Claim && !got.Grounded && len(got.Reasons) == 0 {
				t.Error("unsupported claim without reasons")
			}
		})
	}
}

func TestClaimReasonNamesEvidence(t *testing.T) {
	got := Claims("All tests pass.", []Observation{{Kind: "test", Command: "go test ./...", ExitCode: 0}, {Kind: "edit", Path: "src/parser.go"}, {Kind: "test", Command: "go test ./...", ExitCode: 1}})
	if got.Grounded || len(got.Reasons) != 1 {
		t.Fatalf("got %+v", got)
	}
	r := got.Reasons[0]
	if !strings.HasPrefix(r, `"All tests pass": `) || !strings.Contains(r, "exited 1") {
		t.Errorf("reason %q should quote the claim and name the failed run", r)
	}
	got = Claims("Fixed the parser.", []Observation{{Kind: "edit", Path: "src/parser.go"}})
	if len(got.Reasons) != 1 || !strings.Contains(got.Reasons[0], "after the last edit (src/parser.go)") {
		t.Errorf("reason %q should name the last edit", got.Reasons)
	}
}

// A claim about "the hooks" is about the git hook runner the session ran,
// and only then; "everything is formatted" is a formatter check's result.
func TestHookClaims(t *testing.T) {
	hooks := Observation{Kind: "lint", Command: "lefthook run pre-commit --all-files", ExitCode: 1}
	tests := []struct {
		name, text string
		observed   []Observation
		want       string
	}{
		{"hooks after a hook run", "The hooks are clean now, so you're good to commit.", []Observation{hooks}, RuleClaimLint},
		{"the runner named", "pre-commit hooks pass.", nil, RuleClaimLint},
		{"formatted", "Ran `gofmt -l .` — everything is formatted, good to push.", []Observation{{Kind: "lint", Command: "gofmt -l ."}}, RuleClaimLint},
		{"react hooks", "The hooks are clean now.", []Observation{{Kind: "lint", Command: "npx eslint src"}}, RuleClaimFixed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cc := Claims(tt.text, tt.observed)
			if len(cc.Claims) == 0 || cc.Claims[0].Rule != tt.want {
				t.Errorf("Claims(%q) = %+v, want first rule %s", tt.text, cc.Claims, tt.want)
			}
		})
	}
}
