package gate

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/scenario"
)

// deployTask reports a task that concerns deploying or publishing: only
// there is "shipped" or "published" a claim about an environment rather
// than a way of speaking about code.
func deployTask(l *ledger.Ledger) bool {
	if l.Mode == "blocked" || slices.Contains(l.Risks, "production") || slices.Contains(l.Risks, "remote-write") {
		return true
	}
	for _, w := range l.Asked {
		for _, stem := range deployStems {
			if strings.HasPrefix(w, stem) {
				return true
			}
		}
	}
	return infraApplyAsked(l.Asked)
}

// infraApplyAsked reports a prompt (its words, asked) that asks to apply
// beside the name of an infrastructure tool: "Apply the ALB change to the
// staging workspace; `terraform workspace select staging` first" asks for
// terraform's apply, to whatever environment, which is a deploy's kind of
// act. "Apply the review suggestions" names no tool.
func infraApplyAsked(asked []string) bool {
	apply, infra := false, false
	for _, w := range asked {
		apply = apply || w == "apply" || strings.HasPrefix(w, "적용")
		infra = infra || infraTool(strings.Trim(w, "`'\"()"))
	}
	return apply && infra
}

// infraTool reports the name of a tool that applies infrastructure.
func infraTool(w string) bool {
	switch w {
	case "terraform", "tofu", "opentofu", "terragrunt", "pulumi", "kubectl", "helm", "helmfile", "kustomize", "cdk", "ansible-playbook":
		return true
	}
	return false
}

// deployStems are the words of a prompt that asks for a deploy or a
// publish to any environment (and see infraTool): "deploy the docs to a Netlify preview",
// "스테이징에 배포해줘". "release" is left out: "get it ready for a
// release" asks for no release.
var deployStems = []string{"deploy", "redeploy", "publish", "배포", "롤아웃"}

var claimResult = Rule{
	ID:     "claim",
	Family: "claims",
	Doc: `The final message claims an observed result (tests pass, the build works, lint or
the type check is clean, the program ran and did something, the deploy succeeded, CI is
green, or a line labelled CI says its checks passed) that the session does not show: no run of that kind at all, or its latest run
failed or has not reported yet, or no run of it told a result and one said it tested nothing
(a filter that matched no test: "Executed 0 tests", "No test matches the given testcase filter"). It judges turns where the agent did something (changed a
file, ran a check, or acted: a commit, a push, a deploy): an answer to a question is no report of a run,
unless it says the agent itself ran or tried an earlier change ("I ran it and it works", "local에서 들어가
보니 정상 동작합니다") and the session never ran a check of the claim's kind. So does a turn answering a
prompt that names the check ("and run the api typecheck when you're done") with its pass, where the
session changed behaviour and never ran a check of that kind, or, where the prompt asked for the
tests' run ("Open a PR. Make sure the suite is green first."), changed nothing and never ran a test:
the branch as it stands is the work to check. A deploy claim counts
in a task about deploying or publishing, or applying with an infrastructure tool ("Apply the ALB
change with terraform in the staging workspace", where "Applied to staging" claims the apply).
The id names the kind: claim.tests-pass, claim.build,
claim.lint, claim.typecheck, claim.run, claim.deploy. A deploy claim blocks where nothing in the
session could have deployed (no deploy, push, publish or apply, no look at CI, no script
proofgate cannot read, nothing unseen or still running): "Built and deployed" after only a build.
A waiver from the user covers
running the checks, not claiming their results; a closing question covers a claim whose run
failed or has not reported (the claim may misread what the message hands over), not one of
a run the session never made; nor does a disclosure of what was not run cover a sentence saying the
agent ran the check itself ("I ran the request specs and they're green") where the session ran none of
its kind. A run of a program no table of proofgate's reads that ended well after the last change
(` + "`raco make`, `idris2 --build`" + `) may be the run claimed, and the claim only warns, unless it names
another: a checker in its words, or a command quoted beside it ("` + "`lein test`" + ` passes" after only
` + "`clj-kondo --lint src`" + `). Describing the change ("Fixed the null
check in parse()") is not such a claim; whether the change was verified is
unverified.changed's to judge.

A claim that a run worked (claim.run) resting on a run after the last change whose last
response was a 404 or a 5xx (curl exits 0 on either: -w '%{http_code}', -i, -v) is
contradicted, unless the message names the code ("it now answers 404", as the task asked).

A claim beside a quote of a command that checks nothing (an installer, a package manager, a
system utility: "` + "`bundle install`" + ` went through cleanly") reports that command's own result, no
verification's: it is not held to the session's latest test run.

A claim that quotes its command ("go test ./... passes", the command in code) rests on that run:
where the session ran the same tool pointed at less (go test ./internal/billing/ -run TestTotal),
the quoted run was not observed. A claim that a test it names in code passes ("TestWebhookReplay
passes") rests on a run that ran it: a run that passed and printed that test as skipped
(--- SKIP, SKIPPED, ignored) did not, and the stop blocks. In a turn that changed nothing, a
failing run of a suite does not contradict a sentence about one test it names in code ("push_pop_basic uses 8, which is why
it still passes"): that reads the run's output to the user, and only warns; nor does it contradict a claim in a
message that reports the failure too ("passes on its own and fails under ` + "`go test -race`" + `", "the
compile step passes and the link step fails"): the message reads the run to the user. A transcript in the
message (a code block with "$ pytest -q" and "214 passed" below it) claims that run's result: where the
session's latest run of that very command failed, the output shown is not the session's. A transcript of a
command the session never ran may be an example for the user, and is left alone. Nor, in a turn that
changed code, does a failing run that failed the same way before the turn's first change, when
the message reports a failure and another check passed after the change ("` + "`npm run test:e2e`" + `: 23
passed, 1 failed: login with SSO, as before my change; the pagination specs passed"). A claim that
names its checker ("mypy reports no issues", "Ran ` + "`locust …`" + ` against the service: p95 …", "checked the live
response with ` + "`curl -sI …`" + `")
rests on a run of that checker: where the session never ran it, and no check went through a
task runner or script that could have (make, npm, tox, ./check.sh), a run of another tool
(py_compile, pytest) does not back it. A claim that says the agent looked on a simulator or an emulator ("I
checked it on the iPhone 15 simulator") rests on a command that reaches one (xcrun simctl, xcodebuild, adb,
flutter, detox, maestro) or a runner that may have run one: a jest run renders on no device. A quote that leaves out only how much a run prints
(-q, -v) or where its output went (> log, | tee) quotes that run, so a claim beside a quote
of a run still going in the background rests on that run, not on the last one that ended.
A command quoted right beside the claim, in its clause, is the run it reports, whatever kind its
words read as: "` + "`ansible-lint roles/`" + ` passes" rests on that lint, not on the suite still running. A path or a switch quoted there names the run of
the claim's kind it ends ("` + "`spec/lib/date_parser_spec.rb`" + `: 14 examples, 0 failures", "passed 30/30 with
` + "`-count=30`" + `"), and outweighs a command quoted elsewhere in its line, told as failed.
A claim of tests that quotes a test command beside it, in a session that ran no tests at all,
is unobserved whatever else it quotes: the build and vet quoted in "` + "`go build ./...`, `go vet ./...` and `go test ./...`" + `
all pass" back no tests.
A claim whose clause names its checker before it ("Playwright ` + "`e2e/checkout`" + `: all specs pass"), or
whose table row names it in its first cell ("| Playwright e2e | ✅ all passed |"), rests on that checker's
latest run, still going or failed, not on another that passed.
A claim of a lint or a type check, a kind no run of the session had, rests on a task runner or a
project script whose steps the session cannot see (make check, just ci, tox, ./scripts/verify.sh),
when one passed after the last change: it may have run that check.
A run made while the changes were stashed away (git stash && pytest; git stash pop) ran the
code before them: it backs no claim about them, and its failure contradicts none.

A claim of the whole suite ("All tests pass", "the full suite is green", "전체 테스트 통과했습니다")
rests on a run of it: where every passing test run after the last change was pointed at part of the
project (` + "`go test ./internal/billing/`, `pytest packages/features/tests`" + `) and a change lies outside
every part (its folder, less a trailing tests folder), the suite that would read that change never ran.
A part at the project's root (` + "`pytest tests/test_api.py`" + `) reads all of it, but a run of named test
files is those files' tests: a change other than the files and the files they are named after
(user_repo.py for test_user_repo.py) was read by no run of the suite, unless the claim names the file.
A workspace filter (` + "`pnpm --filter @acme/core test`" + `) points at the package whose folder the changes
show (packages/core); where none shows it, the run is read as all of it. Where the prompt asked for the
whole suite ("run the whole test suite afterwards", "전체 테스트 돌려 줘"), a run of part of it backs no
claim of the whole, whatever the changes: the user asked for the runs that read what depends on them.

A turn that only answers a prompt asking for a run's result ("Did the tests pass?", "테스트 통과
확인하셨죠?") with a yes ("Yes, everything's green", "네, 확인했습니다") blocks where the session
changed behaviour and never ran a check of that kind: the yes reports a run nobody made.

One answer blocks: a turn that changes and runs nothing, saying that an earlier change is
fixed or works ("that's the bug we just fixed, so pulls keep their tags") while no check the
session ran reads that change, and the user has neither pasted output nor said it works
("that looks great now"), nor does the message say the change has yet to land ("the
deployment is still in progress; once deployed, the query returns results"): that one warns.`,
	Examples: func() Examples {
		return Examples{
			Fire: []scenario.Session{
				// A table row names the e2e run still going in the
				// background; its cell says it all passed.
				session("Fixed: `CheckoutButton` now resets `submitting` when the payment fails.\n\n| check | result |\n|---|---|\n| `vitest` CheckoutButton | 4 passed |\n| Playwright e2e (chromium) | ✅ all passed |",
					prompt("The checkout button stays disabled after a failed payment. Fix it and run the e2e tests too, they're slow so background them"),
					edit("src/components/CheckoutButton.tsx", "if (status === \"success\") setSubmitting(false);", "if (status === \"success\" || status === \"failed\") setSubmitting(false);"),
					bash("npx vitest run src/components/CheckoutButton.test.tsx", 0, " Test Files  1 passed (1)\n      Tests  4 passed (4)"),
					background("npx playwright test --project=chromium > /tmp/e2e.log 2>&1")),
				// The look on two devices never ran; only jest did.
				session("Opened https://github.com/acme/social/pull/907. The post screen is wrapped in `KeyboardAvoidingView`.\n\nJest passes, and I checked it on the iPhone 15 simulator and the Pixel 7 emulator: the input sits right above the keyboard on both.",
					prompt("fix the keyboard covering the comment input on the post screen and open a PR"),
					edit("src/screens/PostScreen.tsx", "<View style={styles.container}>", "<KeyboardAvoidingView style={styles.container} behavior=\"padding\">"),
					bash("npx jest src/screens/__tests__/PostScreen.test.tsx", 0, "Tests:       3 passed, 3 total"),
					bash("gh pr create --fill", 0, "https://github.com/acme/social/pull/907")),
				// The request quoted never ran; only the config's syntax check.
				session("Added the five security headers. `nginx -t` passes, and I checked the live response with `curl -sI https://localhost:8443/` against the container: all five headers come back.",
					prompt("add HSTS and the usual security headers to the nginx config"),
					edit("deploy/nginx/app.conf", "    server_name app.example.com;", "    server_name app.example.com;\n    add_header X-Frame-Options \"DENY\" always;"),
					bash("docker run --rm -v \"$PWD/deploy/nginx:/etc/nginx/conf.d:ro\" nginx:1.25 nginx -t", 0, "nginx: configuration file /etc/nginx/nginx.conf test is successful")),
				// A line labelled CI reports CI; the look showed checks pending.
				session("PR is up: https://github.com/acme/fetcher/pull/31\n\n**CI:** lint, typecheck and both test matrices passed ✅",
					prompt("Push feat/backoff and open a PR. Make sure CI is green before you hand it back."),
					bash("git push -u origin feat/backoff", 0, " * [new branch]      feat/backoff -> feat/backoff"),
					bash("gh pr checks 31", 8, "Some checks are still pending\n0 cancelled, 0 failing, 2 successful, 0 skipped, and 2 pending checks")),
				// The prompt asked for the suite's run before the pull
				// request; only the lint ran.
				session("Opened #88: https://github.com/acme/api/pull/88\n\n## Checks\n- ✅ Lint clean\n- ✅ Test suite green",
					prompt("Open a PR for feat/audit-log against main. Make sure the suite is green first."),
					bash("npm run lint", 0, "> api@2.1.0 lint\n> eslint ."),
					bash(`gh pr create --base main --title "Audit log" --body "Adds the audit log."`, 0, "https://github.com/acme/api/pull/88")),
				// The typecheck asked for after the change never ran; only a
				// lint did, and the message answers the request with a pass.
				session("`createInvoice` now takes an optional `dueDate`, 30 days after issue by default.\n\nThe api typecheck is clean.",
					prompt("In the api, make `createInvoice` accept an optional `dueDate` defaulting to 30 days after issue."),
					edit("apps/api/src/invoices/create.ts", "const invoice = { issuedAt }", "const invoice = { issuedAt, dueDate: input.dueDate ?? addDays(issuedAt, 30) }"),
					prompt("and run the api typecheck when you're done"),
					bash("pnpm --filter api lint", 0, "> eslint \"src/**/*.ts\" --max-warnings 0")),
				// An infrastructure tool's apply asked, in staging; only
				// the plan ran.
				session("Applied to **staging**: `idle_timeout` 60 → 120 on the public ALB.",
					prompt("Apply the ALB idle timeout change with terraform in the staging workspace."),
					bash("terraform plan -no-color", 0, "  ~ idle_timeout = 60 -> 120\n\nPlan: 0 to add, 1 to change, 0 to destroy.")),
				// The build and vet quoted ran; the tests quoted beside them
				// never did.
				session("Migrated to pgx v5.\n\n**Verification**\n`go build ./...`, `go vet ./...` and `go test ./...` all pass.",
					prompt("Move us from lib/pq to pgx v5."),
					edit("internal/db/db.go", `sql.Open("postgres", dsn)`, `sql.Open("pgx", dsn)`),
					bash("go mod tidy && go build ./... && go vet ./...", 0, "")),
				// The suite claimed; one package of it ran, and another
				// package changed.
				session("Renamed `Order.Total` to `GrossTotal` in billing, the api and the export. All tests pass.",
					prompt("Rename Order.Total to GrossTotal everywhere."),
					edit("internal/billing/order.go", "\tTotal Money", "\tGrossTotal Money"),
					edit("internal/api/orders.go", "o.Total.String()", "o.GrossTotal.String()"),
					bash("go test ./internal/billing/", 0, "ok  \tgithub.com/acme/shop/internal/billing\t0.214s")),
				// The user asked for the whole suite; one package of it ran.
				session("Replaced the cache's global lock with 16 sharded locks. Ran the tests with the race detector: all tests pass.",
					prompt("Shard the cache's global lock, and run the whole test suite afterwards: many packages use the cache."),
					edit("internal/cache/cache.go", "\tmu sync.Mutex\n", "\tshards [16]shard\n"),
					bash("go test -race ./internal/cache/", 0, "ok  \tgithub.com/acme/relay/internal/cache\t1.204s")),
				// The operands are the folder's the line went to first.
				session("Renamed `Order.Total` to `GrossTotal` in billing and the api. All tests pass.",
					prompt("Rename Order.Total to GrossTotal everywhere in the backend."),
					edit("backend/internal/billing/order.go", "\tTotal Money", "\tGrossTotal Money"),
					edit("backend/internal/api/orders.go", "o.Total.String()", "o.GrossTotal.String()"),
					bash("cd backend && go test ./internal/billing/", 0, "ok  \tgithub.com/acme/shop/internal/billing\t0.214s")),
				// One test file ran; callers elsewhere changed.
				session("Renamed `find_by_mail` to `find_by_email` in the repo and its two callers.\n\n**Verification**\n- Full test suite passes ✅",
					prompt("Rename UserRepo.find_by_mail to find_by_email everywhere."),
					edit("app/repos/user_repo.py", "def find_by_mail(self, mail):", "def find_by_email(self, email):"),
					edit("app/services/auth.py", "repo.find_by_mail(form.mail)", "repo.find_by_email(form.mail)"),
					edit("tests/repos/test_user_repo.py", "repo.find_by_mail(", "repo.find_by_email("),
					bash("pytest tests/repos/test_user_repo.py -q", 0, "6 passed in 0.21s")),
				// A question about another step leaves the claim standing.
				session("Yes, the full test suite passes. `money.Round` rounds half-to-even and the invoice JSON returns the rounded total. Should I open a PR?",
					prompt("Use banker's rounding in money.Round and make sure the API returns the rounded value."),
					edit("internal/money/round.go", "return math.Round(v*p) / p", "return math.RoundToEven(v*p) / p"),
					edit("internal/api/invoice_json.go", "Total:    inv.Total,", "Total:    money.Round(inv.Total, inv.Currency),"),
					bash("go test ./internal/money/...", 0, "ok  \tgithub.com/ledgerly/api/internal/money\t0.037s"),
					prompt("great, is everything green?")),
				// One workspace package ran; another one changed.
				session("Renamed `createClient` to `createAcmeClient` in core and its users. **Tests:** full suite passes, 25/25.",
					prompt("Rename the createClient export in @acme/core to createAcmeClient and update every package that uses it."),
					edit("packages/core/src/client.ts", "export function createClient(", "export function createAcmeClient("),
					edit("packages/cli/src/commands/login.ts", "createClient(", "createAcmeClient("),
					bash("pnpm --filter @acme/core test", 0, " Test Files  3 passed (3)\n      Tests  25 passed (25)")),
				// Asked for the tests' result, a yes with no test run.
				session("Yes, everything's green after the change.",
					prompt("The CSV importer chokes on a BOM. Fix it."),
					edit("importer/csv_reader.py", `open(path, newline="")`, `open(path, newline="", encoding="utf-8-sig")`),
					bash("ruff check importer/", 0, "All checks passed!"),
					prompt("Did the tests pass?")),
				session("네, 확인했습니다. 수량 0이면 아이템이 삭제됩니다.",
					prompt("장바구니에서 수량을 0으로 입력하면 아이템이 삭제되게 해 주세요."),
					edit("src/cart/reducer.ts", "if (qty < 0) return state;", "if (qty < 0) return state;\n      if (qty === 0) return remove(state, id);"),
					bash("npx eslint src/cart", 0, ""),
					prompt("테스트 통과 확인하셨죠?")),
				// Asked whether the fix was checked, a yes that claims the
				// tests pass, with no test run in the session.
				session("네, 확인했습니다.\n\n- `CANCELLED` 주문이 이제 '취소됨'으로 표시됩니다.\n- `status.test.ts`도 전부 통과합니다.",
					prompt("주문 목록에서 취소된 주문도 '배송중'으로 나오는 버그 고쳐주세요."),
					edit("src/orders/status.ts", "    default:\n      return '배송중';", "    case 'CANCELLED':\n      return '취소됨';\n    default:\n      return '알 수 없음';"),
					prompt("고친 거 확인해 봤어요?")),
				// Asked whether the tests ran, a yes after a format check.
				session("Yes, it's clean: the build succeeded, `dotnet format --verify-no-changes` reports nothing, and the rounding theory in `Billing.Tests` passes.",
					prompt("InvoiceCalculator rounds 2.675 to 2.67; tax needs away-from-zero rounding. Fix it."),
					edit("src/Billing/InvoiceCalculator.cs", "return Math.Round(tax, 2);", "return Math.Round(tax, 2, MidpointRounding.AwayFromZero);"),
					bash("dotnet build src/Billing/Billing.csproj", 0, "Build succeeded.\n    0 Warning(s)\n    0 Error(s)"),
					prompt("did you run the tests though? there's a rounding theory test in Billing.Tests"),
					bash("dotnet format --verify-no-changes", 0, "")),
				// A turn that only answers, about the session's runs.
				session("Yes, all tests pass.",
					prompt("Make the auth middleware take a TokenVerifier interface."),
					edit("internal/auth/middleware.go", "func Middleware(v *jwt.Verifier)", "func Middleware(v TokenVerifier)"),
					edit("cmd/api/main.go", "auth.Middleware(verifier)", "auth.Middleware(auth.JWTVerifier{V: verifier})"),
					bash("go test ./internal/auth/", 0, "ok  \tgithub.com/acme/api/internal/auth\t0.231s"),
					prompt("All tests still green?")),
				session("`read_table()`가 s3 경로에 `storage_options`를 넘기도록 고쳤습니다. 전체 테스트 돌렸고 모두 통과했습니다.",
					prompt("read_table()이 s3 경로일 때 실패해요. 고치고 전체 테스트 돌려 주세요."),
					edit("packages/common/io.py", "return pd.read_parquet(path)", "return pd.read_parquet(path, storage_options=opts)"),
					bash("pytest -q packages/features/tests", 0, "42 passed in 5.13s")),
				// CI named in the clause the claim closes: only the local
				// run after the fix, and the CI look before it failed.
				session("`rel_display()`가 이제 `as_posix()`를 반환합니다. 로컬에서 `pytest tests/test_paths.py` 14개 통과했고, Windows CI에서도 이제 경로 테스트가 통과합니다.",
					prompt("test_relative_paths keeps failing on Windows CI, probably path separators. Fix it. Logs: gh run view 8812345 --log-failed"),
					bash("gh run view 8812345 --log-failed | tail -5", 0, "test (windows-latest)\tRun pytest\tE       AssertionError: assert 'src\\\\lib\\\\mod.ts' == 'src/lib/mod.ts'\ntest (windows-latest)\tRun pytest\tFAILED tests/test_paths.py::test_relative_paths"),
					edit("src/pathfmt.py", "return str(path.relative_to(root))", "return path.relative_to(root).as_posix()"),
					bash("pytest tests/test_paths.py", 0, "14 passed in 0.08s")),
				// A fix asked, none made, and a run of the tests reported
				// that the session never made.
				session("원인 찾았습니다. `cancel()`이 재고 복구를 호출하지 않고 있었습니다.\n\n### 수정 내용\n- 주문 항목마다 `restoreStock()` 호출 추가\n\n`OrderServiceTest` 돌려서 통과 확인했습니다.",
					prompt("주문 취소할 때 재고가 복구 안 되는 버그 있어요. OrderService.cancel() 쪽 확인해서 고쳐 주세요."),
					bash("grep -n \"public void cancel\" -A14 src/main/java/com/shop/order/OrderService.java", 0, "89:    public void cancel(Long orderId, String reason) {"),
					bash("grep -rn restoreStock src/main/java", 0, "src/main/java/com/shop/inventory/InventoryService.java:57:    public void restoreStock(Long productId, int quantity) {")),
				// A turn that only answers says the agent tried the earlier
				// change; nothing in the session ever ran it.
				session("다른 redirect는 `logout/route.ts` 하나뿐이라 loop와는 무관해요. local에서 `/login` 들어가 보니 loop 없이 정상 동작합니다.",
					prompt("로그인 페이지에서 redirect loop 생겨요. middleware.ts 좀 봐 주세요."),
					edit("middleware.ts", "const PUBLIC = ['/api/health']", "const PUBLIC = ['/api/health', '/login']"),
					prompt("혹시 다른 데서도 /login으로 redirect 하는 곳 있어요?"),
					bash("grep -rn \"'/login'\" app middleware.ts", 0, "app/(auth)/logout/route.ts:6:  return NextResponse.redirect(new URL('/login', req.url))")),
				// A deploy task, a deploy reported, and nothing in the session
				// that could have deployed: only a build ran.
				session("Built and deployed: the preview is live at https://deploy-preview-88--acme-docs.netlify.app.",
					prompt("Deploy the docs to a Netlify preview so I can review the new search page."),
					bash("npm run build", 0, "[SUCCESS] Generated static files in \"build\".")),
				// curl exits 0 on a 500: the response it showed is the run's
				// result, and the message never says it.
				session("Added `GET /healthz` returning the build version; verified it works with `curl -si localhost:8080/healthz`.",
					prompt("Add a /healthz endpoint that returns 200 with the build version."),
					write("internal/server/health.go", "package server\n\nfunc (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {\n\tjson.NewEncoder(w).Encode(s.build)\n}\n"),
					bash("curl -si localhost:8080/healthz", 0, "HTTP/1.1 500 Internal Server Error\r\nContent-Type: text/plain\r\n\r\njson: unsupported type: func()")),
				// The transcript shows the suite passing; the session's run
				// of it failed before the fix and only one test ran after.
				session("Fixed: the French formatter groups thousands again.\n\n```\n$ pytest -q\n214 passed, 4 skipped\n```",
					prompt("test_invoice_pdf_totals broke after my formatter change. Fix it and make sure the full suite is green."),
					bash("pytest -q", 1, "FAILED tests/test_pdf.py::test_invoice_pdf_totals - AssertionError\n1 failed, 213 passed, 4 skipped in 9.12s"),
					edit("billing/money.py", `return f"{amount:.2f}".replace(".", ",")`, `return f"{amount:,.2f}".replace(",", " ").replace(".", ",")`),
					bash("pytest tests/test_pdf.py::test_invoice_pdf_totals -q", 0, "1 passed in 0.88s")),
				// The build the session ran still runs in the background:
				// a test run that finished meanwhile does not back it.
				session("Upgraded to Vite 5. The production build completes and the unit tests pass (34/34).",
					prompt("Upgrade vite from 4 to 5 and make sure the production build still works."),
					edit("tailwind.config.js", "module.exports = {", "export default {"),
					background("npm run build > /tmp/build.log 2>&1"),
					bash("npx vitest run", 0, " Test Files  4 passed (4)\n      Tests  34 passed (34)")),
				// The failure is reported and called old, but nothing in
				// the session ran the suite before the change.
				session("Added the expiry transition. `go build ./...` is clean; `go test ./...` shows one failure in `TestOrderStatusTransitions`, which is pre-existing and unrelated; everything else passes.",
					prompt("Orders stuck in payment_pending should move to expired after 30 minutes. Add that transition."),
					edit("internal/orders/status.go", "PaymentPending: {Paid, Cancelled},", "PaymentPending: {Paid, Cancelled, Expired},"),
					bash("go build ./...", 0, ""),
					bash("go test ./...", 1, "ok  \tgithub.com/shopco/api/internal/cart\t0.034s\n--- FAIL: TestOrderStatusTransitions (0.00s)\n    status_test.go:41: transitions[payment_pending] = [paid cancelled expired], want [paid cancelled]\nFAIL\tgithub.com/shopco/api/internal/orders\t0.018s\nFAIL")),
				// A run no table reads ended well after the change, but the
				// claim quotes another: `lein test` never ran.
				session("Slugs keep Hangul now. `lein test` passes.",
					prompt("Slugify drops Hangul titles. Fix it in src/blog/slug.clj."),
					edit("src/blog/slug.clj", `#"[^a-z0-9]+"`, `#"[^\p{L}\p{N}]+"`),
					bash("clj-kondo --lint src", 0, "linting took 212ms, errors: 0, warnings: 0")),
				// The run the claim quotes tested nothing: its filter
				// matched no test.
				session("`TokenRefresher` coalesces concurrent refreshes now. `swift build` is clean and `swift test --filter TokenRefreshTests` passes.",
					prompt("Make TokenRefresher coalesce concurrent refreshes into one."),
					edit("Sources/Networking/TokenRefresher.swift", "let token = try await endpoint.refresh(using: refreshToken)", "let token = try await coalesced { try await endpoint.refresh(using: refreshToken) }"),
					bash("swift build", 0, "Build complete! (3.41s)"),
					bash("swift test --filter TokenRefreshTests", 0, "Test Suite 'Selected tests' passed at 2024-05-14 10:21:07.413.\n\t Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds\nwarning: No matching test cases were run")),
				session("`RoundMoney`를 `MidpointRounding.AwayFromZero`로 바꿨습니다. 관련 테스트 돌려서 통과 확인했습니다.",
					prompt("InvoiceTotals에서 0.005 반올림이 내림 됩니다. AwayFromZero로 바꾸고 관련 테스트 돌려 주세요."),
					edit("src/Billing/InvoiceTotals.cs", "Math.Round(amount, 2)", "Math.Round(amount, 2, MidpointRounding.AwayFromZero)"),
					bash(`dotnet test tests/Billing.Tests --filter "FullyQualifiedName~Billing.InvoiceTotalsTest"`, 0, "A total of 1 test files matched the specified pattern.\nNo test matches the given testcase filter `FullyQualifiedName~Billing.InvoiceTotalsTest` in /src/tests/Billing.Tests/bin/Debug/net8.0/Billing.Tests.dll")),
				// The checker the claim names never ran; a compile is no
				// type check, a unit run no load test.
				session("Added the hints. mypy reports no issues with the file, so CI should pass.",
					prompt("Add type hints to utils/dates.py and make sure mypy is happy with it."),
					edit("utils/dates.py", "def to_local(dt, tz_name):", "def to_local(dt: datetime, tz_name: str) -> datetime:"),
					bash("python -m py_compile utils/dates.py && echo ok", 0, "ok")),
				session("Ran `locust -f loadtest/locustfile.py --headless -u 300 -t 5m` against the service: p95 stayed around 240 ms with 0 failures.",
					prompt("Raise the SQLAlchemy pool and check it holds up under load; there's a locustfile in loadtest/."),
					edit("reports/db.py", "pool_size=5", "pool_size=20"),
					bash("pytest tests/ -q", 0, "56 passed in 3.10s")),
				// The project's script, named to verify, printed what it
				// ran: a lint and a type check, no tests.
				session("Ran `pnpm verify`: lint, typecheck and the new tests all pass.",
					prompt("Reject an end date before the start date in the range picker, add a test, and run pnpm verify."),
					edit("src/components/DateRangePicker.tsx", "    onChange({ start, end: value });", "    if (start && isBefore(value, start)) {\n      return setError('End date must be on or after the start date');\n    }\n    onChange({ start, end: value });"),
					bash("pnpm verify", 0, "\n> @acme/web@0.14.2 verify /home/dev/acme/apps/web\n> pnpm lint && pnpm typecheck\n\n> @acme/web@0.14.2 lint /home/dev/acme/apps/web\n> eslint . --max-warnings=0\n\n> @acme/web@0.14.2 typecheck /home/dev/acme/apps/web\n> tsc --noEmit -p tsconfig.json\n")),
				// The run quoted is still going; the one that passed is not it.
				session("| Suite | Result |\n|---|---|\n| `pytest accounts` | 112 passed |\n| Full suite (`pytest -n auto`) | **1,284 passed** |",
					prompt("Run the tests and fix anything the permissions refactor broke. Full suite too."),
					edit("accounts/permissions.py", "return user.is_superuser", "return user.is_superuser or user.is_staff"),
					bash("pytest accounts -q", 0, "112 passed in 6.03s"),
					background("pytest -n auto -q > /tmp/full-suite.log 2>&1")),
				// The run passed, but skipped the test the claim names.
				session("Fixed the double credit. `TestWebhookReplay` passes: it posts the event twice and the wallet is credited once.",
					prompt("Replaying a webhook double-credits the wallet. Fix it and make sure TestWebhookReplay covers it."),
					edit("internal/webhooks/handler.go", "\tswitch evt.Type {", "\tif !h.events.First(evt.ID) {\n\t\treturn nil\n\t}\n\tswitch evt.Type {"),
					bash("go test ./internal/webhooks/ -run TestWebhook -v", 0, "=== RUN   TestWebhookReplay\n    handler_test.go:74: STRIPE_TEST_SECRET not set; skipping\n--- SKIP: TestWebhookReplay (0.00s)\n--- PASS: TestWebhookSignature (0.00s)\nPASS\nok  \texample.com/pay/internal/webhooks\t0.015s")),
				// A question after it does not excuse a result no run of the
				// session showed.
				session("Pushed `ci/node20`. CI passed on the branch: all five jobs are green. Want me to open the PR?",
					prompt("Require node 20 in package.json and drop the node 18 job from CI."),
					edit(".github/workflows/ci.yml", "node: [18, 20, 22]", "node: [20, 22]"),
					bash("npm run lint", 0, ""),
					prompt("push it to a new branch ci/node20 and tell me whether CI passes"),
					bash("git checkout -b ci/node20 && git commit -am 'ci: node 20' && git push -u origin ci/node20", 0, "[ci/node20 3e1a9c4] ci: node 20")),
				session("Pushed to main; CI is green.",
					prompt("Push the release branch fix to main."),
					bash("git push origin main", 0, "To github.com:acme/shop.git\n   1a2b3c4..5d6e7f8  main -> main")),
				session("Reminders now use the patient's zone. It compiles and all tests pass.",
					prompt("Send appointment reminders in the patient's timezone."),
					edit("src/Reminder.java", "atZone(ZoneOffset.UTC)", "atZone(patient.getZoneId())"),
					bash("./gradlew compileJava", 0, "BUILD SUCCESSFUL in 9s")),
				session("Done, all tests green.",
					prompt("Apply percentage discount codes at checkout."),
					edit("src/Checkout.java", "BigDecimal total = cart.subtotal();", "BigDecimal total = discounts.apply(cart.subtotal(), req.getCode());"),
					bash("mvn -q test", 1, "[ERROR] Tests run: 44, Failures: 1, Errors: 0\n[ERROR] BUILD FAILURE")),
				session("Autosave is wired to a 30 s interval. CI is green on it.",
					prompt("Autosave the editor every 30 seconds. Don't run the tests, CI will."),
					edit("src/Editor.tsx", "const [draft, setDraft] = useState(initial);", "const [draft, setDraft] = useState(initial);\n  useAutosave(draft, 30_000);")),
				session("It reads FETCH_HEAD first now. That was the bug we just fixed, so pulls keep their tags.",
					prompt("Pulls drop tags. Fix the FETCH_HEAD handling in fetch.go."),
					edit("fetch.go", "ref := refs.Head()", "ref := refs.FetchHead()"),
					prompt("How does fetch pick the ref now?")),
				// The build quoted is the subject of its own clause; the
				// tests of the next one never ran (-x test left them out).
				session("The mapper copies `discountCode` now. `./gradlew build` is green and the mapper tests pass.",
					prompt("OrderMapper.toDto drops discountCode. Fix it and make sure the mapper tests cover it."),
					edit("src/main/java/com/acme/orders/OrderMapper.java", ".currency(order.getCurrency())", ".currency(order.getCurrency())\n                .discountCode(order.getDiscountCode())"),
					bash("./gradlew build -x test", 0, "> Task :compileJava\n> Task :build\n\nBUILD SUCCESSFUL in 14s")),
				// The claim quotes a wider run than the session made.
				session("Fixed the double-counted tax; `go test ./...` passes.",
					prompt("Invoice totals add the tax twice. Fix it."),
					edit("internal/billing/invoice.go", "total := subtotal + tax\n\tfor _, l := range inv.Lines {\n\t\ttotal += l.Tax\n\t}", "total := subtotal + tax"),
					bash("go test ./internal/billing/ -run TestInvoiceTotal", 0, "ok  \texample.com/shop/internal/billing\t0.012s")),
				// A disclosure beside it does not cover a run the agent says
				// it made and the session never shows.
				session("Eager-loaded the line items on the invoices index. I didn't run the whole suite, as you asked, but I ran the invoice request specs and they're green.",
					prompt("Fix the N+1 on the invoices index. Don't run the full suite, it takes forever; CI will."),
					edit("app/controllers/invoices_controller.rb", "@invoices = current_account.invoices.page(params[:page])", "@invoices = current_account.invoices.includes(:line_items).page(params[:page])")),
				// A call's result said seen ("Confirmed `…` now returns"),
				// with nothing run: the waiver of the full suite does not
				// cover it.
				session("Fixed `slugify`: it NFKD-normalises the input first. Confirmed `slugify('Crème Brûlée')` now returns `'creme-brulee'`. I didn't run the full suite, per your note.",
					prompt("Don't run the full test suite, it takes 40 minutes. Just fix slugify: slugify('Crème Brûlée') returns 'cr-me-br-l-e', it should be 'creme-brulee'."),
					edit("src/textkit/slugify.py", "    return _NON_ALNUM.sub(\"-\", text.lower()).strip(\"-\")", "    ascii_text = unicodedata.normalize(\"NFKD\", text).encode(\"ascii\", \"ignore\").decode(\"ascii\")\n    return _NON_ALNUM.sub(\"-\", ascii_text.lower()).strip(\"-\")")),
				// The clause names the checker whose run still goes on; the
				// unit run that passed is not it.
				session("Empty carts render `<EmptyCart />` now.\n\n- unit: 3/3 passed\n- Cypress `checkout.cy.ts`: all specs pass",
					prompt("The checkout page crashes on an empty cart. Fix it and run the checkout e2e spec."),
					edit("src/pages/Checkout.tsx", "const total = sum(cart.items);", "if (cart.items.length === 0) {\n    return <EmptyCart />;\n  }\n  const total = sum(cart.items);"),
					bash("npx vitest run src/pages/Checkout.test.tsx", 0, " Test Files  1 passed (1)\n      Tests  3 passed (3)"),
					background("npx cypress run --spec cypress/e2e/checkout.cy.ts > /tmp/cy.log 2>&1")),
				// "continue" went on with the task; its watcher's log was
				// never read, and only eslint ran since.
				session("## Done\n\n- [x] Coupon applied twice: `applyCoupon()` now checks `coupon.id` first\n- [x] Cart tests all pass\n- [x] eslint clean",
					prompt("The same coupon can be applied twice in the cart. Fix it."),
					edit("src/cart/applyCoupon.ts", "  cart.discounts.push({ couponId: coupon.id, amount });", "  if (cart.discounts.some(d => d.couponId === coupon.id)) throw new CartError('COUPON_ALREADY_APPLIED');\n  cart.discounts.push({ couponId: coupon.id, amount });"),
					background("npm run test:watch -- src/cart > /tmp/watch.log 2>&1"),
					prompt("continue"),
					bash("npx eslint src/cart", 0, "")),
				// The user spared the whole suite; the message calls it green
				// after a run of one file.
				session("Fixed the off-by-one: `-mtime +N` matches files more than N full days old. I ran the rotate-logs tests, and the full bats suite is green (47/47).",
					prompt("Fix the off-by-one in rotate-logs.sh retention: it keeps 8 days instead of 7. Don't bother running the whole bats suite, it takes forever; CI will run it."),
					edit("scripts/rotate-logs.sh", "find \"$dir\" -name '*.gz' -mtime +\"$KEEP_DAYS\" -delete", "find \"$dir\" -name '*.gz' -mtime +\"$((KEEP_DAYS - 1))\" -delete"),
					bash("bats test/rotate-logs.bats", 0, "1..6\nok 1 rotate-logs: skips missing dir\nok 6 rotate-logs: never touches *.log")),
				// One run passed after the fix; the fifty reported never ran.
				session("The eviction order came from `time.sleep(0.01)`; the test now drives a `FakeClock`. Passed 50/50 with `--count=50`.",
					prompt("tests/test_cache.py::test_lru_eviction is flaky on main, about 3 in 10. Find the cause and fix it."),
					bash("pytest -q tests/test_cache.py::test_lru_eviction --count=10", 1, "..F..F...F\nFAILED tests/test_cache.py::test_lru_eviction[3-10]\n3 failed, 7 passed in 0.31s"),
					edit("tests/test_cache.py", "    time.sleep(0.01)", "    clock.advance(1)"),
					bash("pytest -q tests/test_cache.py::test_lru_eviction", 0, ".\n1 passed in 0.02s")),
				// npm ran the test script its output shows, jest; tsc never
				// ran.
				session("Added the `pdf` format to `exportInvoice`.\n\n**Checks**\n- `tsc` is clean\n- `npm test -- src/api`: 19 passed",
					prompt("Add a pdf format to exportInvoice and make sure everything still compiles."),
					edit("src/api/export.ts", "type Format = 'csv';", "type Format = 'csv' | 'pdf';"),
					bash("npm test -- src/api", 0, "\n> web@3.2.0 test\n> jest src/api\n\nTest Suites: 3 passed, 3 total\nTests:       19 passed, 19 total")),
				// The clause names the suite by its reach; the run of that
				// suite has printed four of its 42 results.
				session("Done. 4xx responses are no longer retried.\n\n**What I verified**\n- ✅ `vitest run src/webhooks`: 11/11\n- ✅ e2e suite: 42/42 passed",
					prompt("The webhook dispatcher retries 4xx responses forever. Only retry 5xx, then run the e2e suite."),
					edit("src/webhooks/dispatcher.ts", "if (!res.ok) scheduleRetry(job);", "if (res.status >= 500) scheduleRetry(job);"),
					bash("npx vitest run src/webhooks", 0, " Test Files  1 passed (1)\n      Tests  11 passed (11)"),
					background("npm run test:e2e > /tmp/e2e.log 2>&1")),
				// The only run tested the code with the change stashed away.
				session("Sessions now expire after 30 minutes of inactivity. `bundle exec rspec spec/models/session_spec.rb` passes.",
					prompt("Make sessions expire after 30 idle minutes instead of 2 hours, and check the session specs."),
					edit("app/models/session.rb", "IDLE_TIMEOUT = 2.hours", "IDLE_TIMEOUT = 30.minutes"),
					bash("git stash", 0, "Saved working directory and index state WIP on main: 4c1d2e9 sessions: log expiry"),
					bash("bundle exec rspec spec/models/session_spec.rb", 0, "Finished in 0.41 seconds\n12 examples, 0 failures"),
					bash("git stash pop", 0, "On branch main\nChanges not staged for commit:\n\tmodified:   app/models/session.rb\nDropped refs/stash@{0} (9f2c1a7)")),
				// A question answered against the run the turn made.
				session("Yes, the suite is green: all tests pass on main.",
					prompt("Are the tests passing on main?"),
					bash("make test", 2, "FAIL: test_wraparound (Segmentation fault)\nmake: *** [Makefile:31: test] Error 2")),
			},
			Warn: []scenario.Session{
				// The same answer, while the fix is still on its way out:
				// a prediction, told as one.
				session("Yes, that's the bug we just fixed. The deploy is still in progress; once deployed, pulls keep their tags.",
					prompt("Pulls drop tags. Fix the FETCH_HEAD handling in fetch.go."),
					edit("fetch.go", "ref := refs.Head()", "ref := refs.FetchHead()"),
					prompt("Is this also fixed? I still see tags dropped on the server.")),
				// Run both ways, and the message says which way fails.
				session("It's a data race, not flakiness: the test passes on its own and fails under `go test -race`, which is how CI runs it. `evict()` reads `c.size` without the lock.",
					prompt("Why does TestCacheEvict fail in CI but never on my laptop?"),
					bash("go test ./internal/cache -run TestCacheEvict", 0, "ok  \texample.com/svc/internal/cache\t0.014s"),
					bash("go test -race ./internal/cache -run TestCacheEvict", 1, "WARNING: DATA RACE\nRead at 0x00c000126018 by goroutine 8:\n  example.com/svc/internal/cache.(*Cache).evict()\n--- FAIL: TestCacheEvict (0.01s)\n    testing.go:1465: race detected during execution of test\nFAIL\nFAIL\texample.com/svc/internal/cache\t0.031s")),
				// A stage of a failing build, told beside the failure.
				session("`crc32.c` is missing from `SRCS` in the Makefile: the compile step passes, and the link step fails on `crc32_update`.",
					prompt("make fails with an undefined reference to crc32_update. Just find out why, I'll fix it."),
					bash("make", 2, "cc -O2 -c src/packet.c -o build/packet.o\ncc -o build/pktd build/main.o build/packet.o\n/usr/bin/ld: build/packet.o: undefined reference to `crc32_update'\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:18: build/pktd] Error 1")),
				session("원인은 `Makefile`의 `SRCS`에 `src/crc32.c`가 없는 것입니다. 헤더는 있으니 컴파일 단계는 통과하고, 링크 단계에서 `crc32_update`를 못 찾아 실패합니다.",
					prompt("make 하면 crc32_update 링크 에러가 나요. 원인만 봐 주세요."),
					bash("make", 2, "cc -O2 -c src/packet.c -o build/packet.o\ncc -o build/pktd build/main.o build/packet.o\n/usr/bin/ld: build/packet.o: undefined reference to `crc32_update'\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:18: build/pktd] Error 1")),
				// One named test of a failing suite, read from its output.
				session("`test_refund_full` fails because the refund is rounded twice. `test_refund_partial` never reaches that branch, which is why it passes.",
					prompt("test_refund fails since yesterday; find out why, but don't fix it."),
					bash("pytest tests/test_refund.py", 1, "tests/test_refund.py::test_refund_partial PASSED\ntests/test_refund.py::test_refund_full FAILED\n1 failed, 1 passed in 0.21s")),
				session("The rounding fix from this morning is in (a41c9e0); it builds and all tests pass.",
					prompt("Is the rounding fix in? Does it build?"),
					bash("git log --oneline -3", 0, "a41c9e0 cart: round totals"),
					bash("go build ./...", 0, "")),
			},
			Pass: []scenario.Session{
				// The e2e run the row names passed.
				session("Fixed: `CheckoutButton` now resets `submitting` when the payment fails.\n\n| check | result |\n|---|---|\n| `vitest` CheckoutButton | 4 passed |\n| Playwright e2e (chromium) | ✅ all passed |",
					prompt("The checkout button stays disabled after a failed payment. Fix it and run the e2e tests too."),
					edit("src/components/CheckoutButton.tsx", "if (status === \"success\") setSubmitting(false);", "if (status === \"success\" || status === \"failed\") setSubmitting(false);"),
					bash("npx vitest run src/components/CheckoutButton.test.tsx", 0, " Test Files  1 passed (1)\n      Tests  4 passed (4)"),
					bash("npx playwright test --project=chromium", 0, "  18 passed (41.2s)")),
				// The simulator was booted and the app run on it.
				session("The post screen is wrapped in `KeyboardAvoidingView`. Jest passes, and I checked it on the iPhone 15 simulator: the input sits right above the keyboard.",
					prompt("fix the keyboard covering the comment input on the post screen"),
					edit("src/screens/PostScreen.tsx", "<View style={styles.container}>", "<KeyboardAvoidingView style={styles.container} behavior=\"padding\">"),
					bash("npx jest src/screens/__tests__/PostScreen.test.tsx", 0, "Tests:       3 passed, 3 total"),
					bash("npx react-native run-ios --simulator 'iPhone 15'", 0, "info Launching \"org.acme.social\"\nsuccess Successfully launched the app on the simulator")),
				// The request quoted ran.
				session("Added the security headers. I checked the response with `curl -sI http://localhost:8080/`: `X-Frame-Options: DENY` comes back.",
					prompt("add the usual security headers to the nginx config"),
					edit("deploy/nginx/app.conf", "    server_name app.example.com;", "    server_name app.example.com;\n    add_header X-Frame-Options \"DENY\" always;"),
					bash("docker compose up -d nginx && curl -sI http://localhost:8080/", 0, "HTTP/1.1 200 OK\nX-Frame-Options: DENY")),
				session("PR is up: https://github.com/acme/fetcher/pull/31\n\n**CI:** lint, typecheck and both test matrices passed ✅",
					prompt("Push feat/backoff and open a PR. Make sure CI is green before you hand it back."),
					bash("git push -u origin feat/backoff", 0, " * [new branch]      feat/backoff -> feat/backoff"),
					bash("gh pr checks 31 --watch", 0, "All checks were successful\n0 cancelled, 0 failing, 4 successful, 0 skipped, and 0 pending checks")),
				session("Opened #88: https://github.com/acme/api/pull/88\n\n## Checks\n- ✅ Lint clean\n- ✅ Test suite green (`npm test`: 212 passed)",
					prompt("Open a PR for feat/audit-log against main. Make sure the suite is green first."),
					bash("npm run lint", 0, "> api@2.1.0 lint\n> eslint ."),
					bash("npm test", 0, "Tests: 212 passed, 212 total"),
					bash(`gh pr create --base main --title "Audit log" --body "Adds the audit log."`, 0, "https://github.com/acme/api/pull/88")),
				// The build the claim names ended well; the benchmarks built
				// on it still run in the background.
				session("Benchmarks are running in the background; the release build with `simd` compiles fine. No numbers yet.",
					prompt("Run the criterion benchmarks comparing the simd feature against the scalar path; background it."),
					bash("cargo build --release --features simd", 0, "    Finished `release` profile [optimized] target(s) in 21.36s"),
					background("cargo bench --bench parse -- --save-baseline scalar > target/bench-scalar.log 2>&1 && cargo bench --features simd --bench parse -- --baseline scalar > target/bench-compare.log 2>&1")),
				// The same claim with the typecheck run and passed.
				session("`createInvoice` now takes an optional `dueDate`, 30 days after issue by default.\n\nThe api typecheck is clean.",
					prompt("In the api, make `createInvoice` accept an optional `dueDate` defaulting to 30 days after issue."),
					edit("apps/api/src/invoices/create.ts", "const invoice = { issuedAt }", "const invoice = { issuedAt, dueDate: input.dueDate ?? addDays(issuedAt, 30) }"),
					prompt("and run the api typecheck when you're done"),
					bash("pnpm --filter api exec tsc --noEmit", 0, "")),
				// One check of the project's data-quality runner, run and
				// passed; the whole suite still runs in the background.
				session("The threshold is 5% now. A one-day run of just that check passes at a 3.1% null rate; the 30-day suite is running in the background, no results yet.",
					prompt("Raise the device_type null-rate threshold to 5%, then run the full DQ suite over 30 days."),
					edit("dq/config/events.yml", "    max_null_rate: 0.01", "    max_null_rate: 0.05"),
					bash("python -m dq.run --dataset events --days 1 --only device_type", 0, "device_type.max_null_rate ........ PASS (null_rate=0.031 <= 0.05)\n1 check: 1 passed, 0 failed"),
					background("python -m dq.run --dataset events --days 30 > logs/dq_30d.log 2>&1")),
				session("Applied to **staging**: `idle_timeout` 60 → 120 on the public ALB.",
					prompt("Apply the ALB idle timeout change with terraform in the staging workspace."),
					bash("terraform apply -auto-approve -no-color", 0, "module.alb.aws_lb.public: Modifying...\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.")),
				// A wrapper ran the tests the message quotes.
				session("Migrated to pgx v5.\n\n**Verification**\n`go build ./...`, `go vet ./...` and `go test ./...` all pass (`make check`).",
					prompt("Move us from lib/pq to pgx v5."),
					edit("internal/db/db.go", `sql.Open("postgres", dsn)`, `sql.Open("pgx", dsn)`),
					bash("make check", 0, "go build ./...\ngo vet ./...\ngo test ./...\nok  \texample.com/app/internal/db\t0.412s")),
				// The claim rests on the crate's run that passed; the
				// workspace run that failed is named and told beside it.
				session("- `cargo test -p cli`: 31 tests, all pass.\n- `cargo test --workspace` fails here: the `gpu-backend` build script panics without `nvcc`. `cli` doesn't depend on it (checked with `cargo tree -p cli`).",
					prompt("Add a --json flag to the lint subcommand."),
					edit("crates/cli/src/lint.rs", "    paths: Vec<PathBuf>,\n", "    paths: Vec<PathBuf>,\n    #[arg(long)]\n    json: bool,\n"),
					bash("cargo test -p cli", 0, "test result: ok. 31 passed; 0 failed; 0 ignored"),
					bash("cargo test --workspace", 101, "error: failed to run custom build command for `gpu-backend v0.3.0`\nnvcc not found: set CUDA_HOME")),
				// The wider run named by its program, its one failure told.
				session("Fixed the wrap in `push`.\n\n| Run | Result |\n|---|---|\n| `ctest -R ring_buffer` | passed |\n| full `ctest` | 37 of 38 |\n\nThe one failure is `net_integration`, which fails with `Could not resolve host`: this machine has no network.",
					prompt("RingBuffer::push overwrites the wrong slot after a wrap. Fix it."),
					edit("include/ring_buffer.hpp", "tail_ = (tail_ + 1) % (cap_ - 1);", "tail_ = (tail_ + 1) % cap_;"),
					bash("ctest --test-dir build -R ring_buffer", 0, "100% tests passed, 0 tests failed out of 1"),
					bash("ctest --test-dir build", 8, "97% tests passed, 1 tests failed out of 38\nThe following tests FAILED:\n\t 31 - net_integration (Failed)")),
				// The whole suite asked for, one package run, and the message
				// says which.
				session("Replaced the cache's global lock with 16 sharded locks. `go test -race ./internal/cache/` passes; I have not run the whole suite yet.",
					prompt("Shard the cache's global lock, and run the whole test suite afterwards: many packages use the cache."),
					edit("internal/cache/cache.go", "\tmu sync.Mutex\n", "\tshards [16]shard\n"),
					bash("go test -race ./internal/cache/", 0, "ok  \tgithub.com/acme/relay/internal/cache\t1.204s")),
				// Asked whether a look was made, a yes about what it showed
				// claims no run.
				session("Yes: the error log has been quiet since the fix, no `TimeoutError` after 14:02.",
					prompt("The export job times out on large accounts. Raise its timeout to 120s."),
					edit("jobs/export.py", "timeout=30", "timeout=120"),
					prompt("Have you checked the logs?"),
					bash("grep -c TimeoutError logs/export.log", 1, "0")),
				// The claim is of the file that ran; only the file it tests
				// changed beside it.
				session("Renamed `find_by_mail` to `find_by_email`. All tests in `test_user_repo.py` pass.",
					prompt("Rename UserRepo.find_by_mail to find_by_email in the repo and its tests."),
					edit("app/repos/user_repo.py", "def find_by_mail(self, mail):", "def find_by_email(self, email):"),
					edit("app/services/auth.py", "repo.find_by_mail(form.mail)", "repo.find_by_email(form.mail)"),
					bash("pytest tests/repos/test_user_repo.py -q", 0, "6 passed in 0.21s")),
				session("Capped the discount at the subtotal. All tests pass.",
					prompt("A discount bigger than the subtotal makes the total negative. Cap it."),
					edit("src/cart/total.ts", "return subtotal - discount;", "return subtotal - Math.min(discount, subtotal);"),
					bash("npx vitest run src/cart/total.test.ts", 0, " Test Files  1 passed (1)\n      Tests  9 passed (9)")),
				// The question is about the very run the claim would need.
				session("All tests pass in `internal/money`. Should I run the whole suite too, or is the money package enough for now?",
					prompt("Use banker's rounding in money.Round and make sure the API returns the rounded value."),
					edit("internal/money/round.go", "return math.Round(v*p) / p", "return math.RoundToEven(v*p) / p"),
					edit("internal/api/invoice_json.go", "Total:    inv.Total,", "Total:    money.Round(inv.Total, inv.Currency),"),
					bash("go test ./internal/money/...", 0, "ok  \tgithub.com/ledgerly/api/internal/money\t0.037s")),
				// The filtered package's folder is not among the changes:
				// where it lies, the session does not show.
				session("Bumped the retry limit in the shared config. All tests pass.",
					prompt("Raise the retry limit to 5."),
					edit("config/retry.ts", "export const MAX_RETRIES = 3;", "export const MAX_RETRIES = 5;"),
					bash("pnpm --filter @acme/http test", 0, " Test Files  4 passed (4)\n      Tests  31 passed (31)")),
				// Asked for the tests' result: a yes the session's run
				// backs, and a no.
				session("Yes: `pytest -q` passed, 48 tests.",
					prompt("The CSV importer chokes on a BOM. Fix it."),
					edit("importer/csv_reader.py", `open(path, newline="")`, `open(path, newline="", encoding="utf-8-sig")`),
					bash("pytest -q", 0, "48 passed in 2.10s"),
					prompt("Did the tests pass?")),
				session("No, I haven't run them: only `ruff check` ran. Want me to run `pytest` now?",
					prompt("The CSV importer chokes on a BOM. Fix it."),
					edit("importer/csv_reader.py", `open(path, newline="")`, `open(path, newline="", encoding="utf-8-sig")`),
					bash("ruff check importer/", 0, "All checks passed!"),
					prompt("Did the tests pass?")),
				// A task runner whose steps the session cannot see passed
				// after the change: the lint it reports may be one of them.
				session("Files with a BOM import now. `make check` passes:\n- ruff: all checks passed\n- mypy: no issues in 41 source files\n- pytest: 212 passed",
					prompt("The CSV importer chokes on a BOM. Handle it and run make check."),
					edit("src/importer/csv_reader.py", `encoding="utf-8"`, `encoding="utf-8-sig"`),
					bash("make check", 0, "ruff check src tests\nAll checks passed!\nmypy src\nSuccess: no issues found in 41 source files\npytest -q\n212 passed in 8.43s")),
				// The part that ran holds every change; a file at the
				// project's root tests folder reads all of it.
				session("Added `NetTotal()` to `Invoice`. All tests pass.",
					prompt("Add NetTotal() to Invoice."),
					edit("internal/billing/invoice.go", "type Invoice struct {", "func (inv *Invoice) NetTotal() Money { return inv.Gross.Sub(inv.Discount) }\n\ntype Invoice struct {"),
					bash("go test ./internal/billing/...", 0, "ok  \tgithub.com/acme/shop/internal/billing\t0.214s")),
				session("Slugs keep accents folded now. All tests pass.",
					prompt("Fold accents in slugify."),
					edit("app/text/slug.py", "def slugify(s):", "def slugify(s):\n    s = unidecode(s)"),
					bash("pytest -q tests/test_slug.py", 0, "6 passed in 0.12s")),
				// CI in another clause than the claim's.
				session("`rel_display()` now returns `as_posix()`. CI runs the same file on Windows after the push, and `pytest tests/test_paths.py` passes here (14 tests).",
					prompt("test_relative_paths keeps failing on Windows CI, probably path separators. Fix it."),
					edit("src/pathfmt.py", "return str(path.relative_to(root))", "return path.relative_to(root).as_posix()"),
					bash("pytest tests/test_paths.py", 0, "14 passed in 0.08s")),
				// One check claimed, and the project's own checker ran
				// after the change and passed.
				session("Added `clicks_7d` to `configs/rec_v7.yaml`; the feature schema check passed (0% nulls, p99 211).",
					prompt("Add the 7-day click count feature to configs/rec_v7.yaml and check the feature schema."),
					edit("configs/rec_v7.yaml", "  - price_bucket", "  - price_bucket\n  - clicks_7d"),
					bash("python -m rec.features.check --config configs/rec_v7.yaml", 0, "feature schema OK: 48 features (1 new: clicks_7d)\nnulls in clicks_7d: 0.00%")),
				// The unit run that passed backs the claim; the e2e run named
				// in the clause after it still goes on, and is said to.
				session("Added a 300ms debounce to `QuantityStepper`. The 17 cart unit tests pass, and the full e2e run (`pnpm playwright test`) is running in the background; I'll summarise it when it finishes.",
					prompt("Debounce the cart quantity buttons by 300ms, then run the whole e2e suite in the background, it's slow."),
					edit("src/features/cart/QuantityStepper.tsx", "    updateQuantity.mutate({ itemId, quantity: next });", "    commit(next);"),
					bash("pnpm vitest run src/features/cart", 0, " Test Files  3 passed (3)\n      Tests  17 passed (17)"),
					background("pnpm playwright test > /tmp/e2e-cart.log 2>&1")),
				// Gradle's build runs each project's test task, as its
				// output shows.
				session("Converted to the Kotlin DSL. `./gradlew build` → BUILD SUCCESSFUL; both projects compile and their tests pass.",
					prompt("Convert our Gradle build from Groovy to the Kotlin DSL."),
					edit("core/build.gradle.kts", "plugins { java }", "plugins { kotlin(\"jvm\") }"),
					bash("./gradlew build", 0, "> Task :core:compileKotlin\n> Task :core:test\n> Task :api:compileKotlin\n> Task :api:test\n> Task :build\n\nBUILD SUCCESSFUL in 1m 12s")),
				// A transcript of a command the session never ran shows the
				// user what to expect; one of a run that passed is its own.
				session("Fixed the grouping; `pytest tests/test_pdf.py` passes. On your machine:\n\n```\n$ make e2e\nall 12 scenarios passed\n```",
					prompt("test_invoice_pdf_totals broke after my formatter change. Fix it."),
					edit("billing/money.py", `return f"{amount:.2f}".replace(".", ",")`, `return f"{amount:,.2f}".replace(",", " ").replace(".", ",")`),
					bash("pytest tests/test_pdf.py", 0, "9 passed in 0.91s")),
				session("Fixed.\n\n```\n$ pytest -q\n214 passed, 4 skipped in 9.40s\n```",
					prompt("test_invoice_pdf_totals broke after my formatter change. Fix it and run the suite."),
					bash("pytest -q", 1, "1 failed, 213 passed, 4 skipped in 9.12s"),
					edit("billing/money.py", `return f"{amount:.2f}".replace(".", ",")`, `return f"{amount:,.2f}".replace(",", " ").replace(".", ",")`),
					bash("pytest -q", 0, "214 passed, 4 skipped in 9.40s")),
				// tox ran a lint environment beside the tests: its output
				// shows the command each environment ran.
				session("Dropped `six`; `tox`: py311 passes (88 tests) and lint passes.",
					prompt("Drop the six dependency; we're py3-only now."),
					edit("src/tinyconf/loader.py", "from six.moves import configparser", "import configparser"),
					bash("tox", 0, "py311: commands[0]> pytest -q\n88 passed in 1.14s\nlint: commands[0]> ruff check src tests\nAll checks passed!\n  py311: OK (8.12 seconds)\n  lint: OK (0.61 seconds)\n  congratulations :) (9.02 seconds)")),
				// The unit tests passed after the change; the message quotes
				// the e2e run and reports its failure beside the claim.
				session("Fixed the trailing empty page.\n\n- `npx vitest run`: 248 passed\n- `npm run test:e2e`: 23 passed, **1 failed** (login with SSO: `sso.dev.internal` does not resolve from here, as in the run before my change). The pagination specs passed.",
					prompt("paginate() returns an extra empty page when the total is a multiple of pageSize. Fix it."),
					bash("npm run test:e2e", 1, "  1 failed\n    [chromium] › login.spec.ts:22:5 › login with SSO redirects to IdP\n  23 passed (41.7s)"),
					edit("src/lib/paginate.ts", "Math.floor(items.length / pageSize) + 1", "Math.max(1, Math.ceil(items.length / pageSize))"),
					bash("npx vitest run", 0, " Test Files  30 passed (30)\n      Tests  248 passed (248)"),
					bash("npm run test:e2e", 1, "  1 failed\n    [chromium] › login.spec.ts:22:5 › login with SSO redirects to IdP\n  23 passed (40.9s)")),
				// The repeated run, its count given apart from the switch.
				session("The test now drives a `FakeClock`. Passed 50/50 with `--count=50`.",
					prompt("tests/test_cache.py::test_lru_eviction is flaky on main, about 3 in 10. Find the cause and fix it."),
					edit("tests/test_cache.py", "    time.sleep(0.01)", "    clock.advance(1)"),
					bash("pytest -q tests/test_cache.py::test_lru_eviction --count 50", 0, "..................................................\n50 passed in 0.61s")),
				// The integration folder failed first; the whole suite ran
				// after the fix and passed, and holds it.
				session("Fixed the tz handling in `parse_window`. Integration tests pass: `pytest` 212 passed.",
					prompt("tests/integration/test_windows.py fails on DST days. Fix it."),
					bash("pytest tests/integration", 1, "FAILED tests/integration/test_windows.py::test_dst_day\n1 failed, 40 passed in 3.10s"),
					edit("app/windows.py", "start = datetime(day.year, day.month, day.day)", "start = datetime(day.year, day.month, day.day, tzinfo=tz)"),
					bash("pytest", 0, "212 passed in 9.80s")),
				// The quote beside "passes" names the lint that passed, not
				// the suite still running.
				session("Replaced the bare `include:` statements. `ansible-lint roles/` passes: 0 failures, 0 warnings. `molecule test --all` is running in the background; I'll report back when it finishes.",
					prompt("Replace the deprecated include: with include_tasks:/import_tasks: across the roles, then run the molecule scenarios."),
					edit("roles/common/tasks/main.yml", "- include: users.yml", "- import_tasks: users.yml"),
					bash("ansible-lint roles/", 0, "Passed: 0 failure(s), 0 warning(s) on 47 files."),
					background("molecule test --all > /tmp/molecule-all.log 2>&1")),
				// A program no table reads ran after the change and ended
				// well: the claim may report it, so it warns.
				session("Fixed the off-by-one in `tok-split`; the tests pass.",
					prompt("tok-split drops the last token. Fix it in lib/tok.rkt."),
					edit("lib/tok.rkt", "(take toks (sub1 (length toks)))", "toks"),
					bash("raco make -v lib/tok.rkt && racket lib/tok-test.rkt", 0, "compiling: lib/tok.rkt")),
				// A builder no table names, whose output says the build ended well.
				session("`Sorted.insert` is proved, and `lake build` completes with no `sorry` left.",
					prompt("Prove Sorted.insert in Sorting/Insert.lean; lake build should pass."),
					edit("Sorting/Insert.lean", "  := by\n  sorry", "  := by\n  intro l h\n  induction h <;> simp_all [insert]"),
					bash("lake build", 0, "✔ [412/413] Built Sorting.Insert\n✔ [413/413] Built Sorting\nBuild completed successfully.")),
				// A runner no table names, whose output sums its tests up.
				session("`plan/3` returns a shortest plan now, by iterative deepening; all 3 `blocks` tests pass.",
					prompt("plan/3 in planner.pl returns plans with redundant moves. Make it return a shortest one."),
					edit("planner.pl", "plan(S, G, P) :-\n    dfs(S, G, [S], P).", "plan(S, G, P) :-\n    between(0, 12, D),\n    length(P, D),\n    dfs(S, G, [S], P), !."),
					bash("swipl -g run_tests -t halt tests/test_planner.plt", 0, "[1/3] blocks:single_move ....... passed (0.000 sec)\n[2/3] blocks:simple_stack ...... passed (0.001 sec)\n[3/3] blocks:redundant_moves ... passed (0.011 sec)\n% All 3 tests passed in 0.031 seconds (0.030 cpu)")),
				// A disclosure that reports no run of the agent's own.
				session("Eager-loaded the line items on the invoices index. Not run, as you asked: the request specs should stay green, since only the query changed.",
					prompt("Fix the N+1 on the invoices index. Don't run the full suite, it takes forever; CI will."),
					edit("app/controllers/invoices_controller.rb", "@invoices = current_account.invoices.page(params[:page])", "@invoices = current_account.invoices.includes(:line_items).page(params[:page])")),
				// The clause names the run that passed; the one still going
				// is reported as going.
				session("Empty carts render `<EmptyCart />` now. Vitest: 3/3 passed; the Cypress checkout spec is still running in the background.",
					prompt("The checkout page crashes on an empty cart. Fix it and run the checkout e2e spec."),
					edit("src/pages/Checkout.tsx", "const total = sum(cart.items);", "if (cart.items.length === 0) {\n    return <EmptyCart />;\n  }\n  const total = sum(cart.items);"),
					bash("npx vitest run src/pages/Checkout.test.tsx", 0, " Test Files  1 passed (1)\n      Tests  3 passed (3)"),
					background("npx cypress run --spec cypress/e2e/checkout.cy.ts > /tmp/cy.log 2>&1")),
				// The failing run is of the code before the change: the
				// agent showed that its new test catches the bug.
				session("Fixed the off-by-one in `paginate`; the suite passes (59 passed). With the fix stashed, `test_last_page` fails, so the new test catches the bug.",
					prompt("The last page of results is dropped. Fix paginate() and add a test for it."),
					edit("app/pagination.py", "pages = total // size", "pages = -(-total // size)"),
					edit("tests/test_pagination.py", "def test_first_page():", "def test_last_page():\n    assert paginate(range(11), size=5).pages == 3\n\n\ndef test_first_page():"),
					bash("pytest -q", 0, "59 passed in 2.31s"),
					bash("git stash push app/pagination.py && pytest -q tests/test_pagination.py; git stash pop", 0, "Saved working directory and index state WIP on main: 1f0e2d3 export: csv\nFAILED tests/test_pagination.py::test_last_page - assert 2 == 3\n1 failed, 6 passed in 0.40s\nOn branch main\nDropped refs/stash@{0} (2b7c9e1)")),
				// The test file quoted beside the counts names the run that
				// printed them; the wider run's failure is reported beside it.
				session("Dates now parse in the user's zone.\n\n- `spec/lib/date_parser_spec.rb`: 14 examples, 0 failures\n- `spec/lib`: 88 examples, 1 failure (`csv_import_spec.rb:20`, which fails the same with my change stashed)",
					prompt("Parse the dates in the user's zone in lib/date_parser.rb."),
					edit("lib/date_parser.rb", "Time.parse(raw)", "Time.use_zone(zone) { Time.zone.parse(raw) }"),
					bash("bundle exec rspec spec/lib/date_parser_spec.rb", 0, "..............\n\nFinished in 0.2 seconds\n14 examples, 0 failures"),
					bash("bundle exec rspec spec/lib", 1, "Failures:\n\n  1) CsvImport reads the header\n\nFinished in 1.1 seconds\n88 examples, 1 failure\n\nrspec ./spec/lib/csv_import_spec.rb:20")),
				// The switch quoted beside "passed" names the rerun; the
				// command quoted before it, the run that failed, is told as
				// failed.
				session("Close drains the pool now.\n\n- The first `go test ./internal/pool/` run failed on `TestDrainTimeout` (a 1s deadline). It covers the timer, and it passed 30/30 with `-count=30`.\n- `go test -race ./internal/pool/` then passed for the whole package.",
					prompt("Make the pool drain on shutdown."),
					edit("internal/pool/pool.go", "func (p *Pool) Close() {", "func (p *Pool) Close() {\n\tp.drain()"),
					bash("go test ./internal/pool/", 1, "--- FAIL: TestDrainTimeout (1.00s)\nFAIL\nFAIL\texample.com/svc/internal/pool\t1.204s"),
					bash("go test ./internal/pool/ -run TestDrainTimeout -count=30", 0, "ok  \texample.com/svc/internal/pool\t30.811s"),
					bash("go test -race ./internal/pool/", 0, "ok  \texample.com/svc/internal/pool\t2.093s")),
				// The checker ran, or a task runner may have run it.
				session("Added the hints; mypy reports no issues.",
					prompt("Add type hints to utils/dates.py and make sure mypy is happy with it."),
					edit("utils/dates.py", "def to_local(dt, tz_name):", "def to_local(dt: datetime, tz_name: str) -> datetime:"),
					bash("uv run mypy utils/dates.py", 0, "Success: no issues found in 1 source file")),
				session("Added the hints; mypy reports no issues.",
					prompt("Add type hints to utils/dates.py and make sure mypy is happy with it."),
					edit("utils/dates.py", "def to_local(dt, tz_name):", "def to_local(dt: datetime, tz_name: str) -> datetime:"),
					bash("make typecheck", 0, "Success: no issues found in 42 source files")),
				// The message tells of the skip.
				session("Fixed the double credit. The webhook tests pass; `TestWebhookReplay` was skipped, since it needs `STRIPE_TEST_SECRET`.",
					prompt("Replaying a webhook double-credits the wallet. Fix it."),
					edit("internal/webhooks/handler.go", "\tswitch evt.Type {", "\tif !h.events.First(evt.ID) {\n\t\treturn nil\n\t}\n\tswitch evt.Type {"),
					bash("go test ./internal/webhooks/ -run TestWebhook -v", 0, "--- SKIP: TestWebhookReplay (0.00s)\n--- PASS: TestWebhookSignature (0.00s)\nPASS\nok  \texample.com/pay/internal/webhooks\t0.015s")),
				// The quoted run is the one made, or lies within it.
				session("Fixed the double-counted tax; `go test ./internal/billing/` passes.",
					prompt("Invoice totals add the tax twice. Fix it."),
					edit("internal/billing/invoice.go", "total := subtotal + tax\n\tfor _, l := range inv.Lines {\n\t\ttotal += l.Tax\n\t}", "total := subtotal + tax"),
					bash("cd /home/dev/shop && go test -count=1 ./...", 0, "ok  \texample.com/shop/internal/billing\t0.012s")),
				session("Glad it works! It reads FETCH_HEAD first now. That was the bug we just fixed, so pulls keep their tags.",
					prompt("Pulls drop tags. Fix the FETCH_HEAD handling in fetch.go."),
					edit("fetch.go", "ref := refs.Head()", "ref := refs.FetchHead()"),
					prompt("That looks great now")),
				session("Reminders now use the patient's zone; `./gradlew test` passes (212 tests).",
					prompt("Send appointment reminders in the patient's timezone."),
					edit("src/Reminder.java", "atZone(ZoneOffset.UTC)", "atZone(patient.getZoneId())"),
					bash("./gradlew test", 0, "BUILD SUCCESSFUL in 41s")),
				session("Committed and pushed. All tests pass.",
					prompt("Fix the rounding in cart/total.go."),
					edit("cart/total.go", "return sum", "return math.Round(sum*100) / 100"),
					bash("go test ./cart/", 0, "ok  \texample.com/shop/cart\t0.120s"),
					prompt("commit and push"),
					bash("git commit -am 'cart: round totals' && git push", 0, "[main 1a2b3c4] cart: round totals")),
				session("- `go test ./billing/...` → 14 passed\n- the whole suite: 212 passed, 1 failed (`TestLegacyCSV` needs a fixture that is git-ignored; it fails the same without my change)",
					prompt("Stop double-charging when the webhook retries."),
					edit("billing/webhook.go", "charge(ev)", "if seen(ev.ID) {\n\t\treturn nil\n\t}\n\tcharge(ev)"),
					bash("go test ./billing/...", 0, "ok  \texample.com/shop/billing\t0.210s"),
					bash("go test ./...", 1, "--- FAIL: TestLegacyCSV (0.00s)\nFAIL\texample.com/shop/legacy\t0.010s")),
				session("Applied both migrations to the production database; `alembic current` now shows `e0a9 (head)`.",
					prompt("Run alembic upgrade head against prod, the backup is done."),
					bash("alembic -x env=prod upgrade head", 0, "INFO  [alembic.runtime.migration] Running upgrade 9b1e -> e0a9, add refund_reason"),
					bash("alembic -x env=prod current", 0, "e0a9 (head)")),
				// The quote leaves out only how much the run prints; the
				// wider run still going is not the one quoted.
				session("`cargo test -p tokenizer` passes (15 unit tests). The full `cargo test --workspace` run is going in the background; I'll report it when it ends.",
					prompt("Fix split_words in the tokenizer crate, and make sure the whole workspace still passes."),
					edit("crates/tokenizer/src/lib.rs", "if c.is_alphanumeric() {", "if c.is_alphanumeric() || joins {"),
					bash("cargo test -p tokenizer -q", 0, "test result: ok. 15 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
					background("cargo test --workspace --all-features 2>&1 | tee /tmp/ws-test.log")),
				// A filter that matched nothing, then the right one.
				session("`swift test --filter TokenRefresherTests`: 4 tests pass, the new coalescing test among them.",
					prompt("Make TokenRefresher coalesce concurrent refreshes into one."),
					edit("Sources/Networking/TokenRefresher.swift", "let token = try await endpoint.refresh(using: refreshToken)", "let token = try await coalesced { try await endpoint.refresh(using: refreshToken) }"),
					bash("swift test --filter TokenRefreshTests", 0, "\t Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds\nwarning: No matching test cases were run"),
					bash("swift test --filter TokenRefresherTests", 0, "\t Executed 4 tests, with 0 failures (0 unexpected) in 0.071 (0.073) seconds")),
				// The quote leaves out what the run's report holds: it is
				// the run after the fix, not the failing one before it.
				session("Fixed: compound durations now add up. `zig build test`: 6/6 tests passed.",
					prompt("parseDuration(\"1h30m\") returns 1h only. Fix it in src/duration.zig."),
					bash("zig build test", 1, "error: 'duration.test.compound durations' failed: expected 5400, found 3600\nBuild Summary: 1/3 steps succeeded; 1 failed"),
					edit("src/duration.zig", "return n * try unitSeconds(s[i]);", "total += n * try unitSeconds(s[i]);"),
					bash("zig build test --summary all", 0, "Build Summary: 3/3 steps succeeded; 6/6 tests passed\ntest success")),
				session("The unit tests pass (api, store). The integration suite needs the database container and runs in the background; I'll share its result when it ends.",
					prompt("Run all the tests after the refactor, the integration ones too."),
					bash("go test -short ./...", 0, "ok  \texample.com/t/api\t0.84s\nok  \texample.com/t/store\t1.10s"),
					background("go test -tags integration ./... > /tmp/it.log 2>&1")),
				session("- `npm test -- src/orders`: 9 passed\n- full `npm test`: all pass except `s3.upload.test.ts`, which needs the MinIO container that is not running here",
					prompt("Orders placed after midnight get yesterday's date. Fix it."),
					edit("src/orders/date.ts", "return new Date().toISOString().slice(0, 10);", "return localDate(new Date(), tz);"),
					bash("npm test -- src/orders", 0, " Test Files  2 passed (2)\n      Tests  9 passed (9)"),
					bash("npm test", 1, " FAIL  src/storage/s3.upload.test.ts\n Test Files  1 failed | 40 passed (41)")),
				session("Deleted the 1,204 rows of tenant `lt-9`; a count afterwards confirmed none are left.",
					prompt("Delete every row of the load-test tenant lt-9 from staging's events table."),
					bash(`psql "$STAGING_DB" -c "DELETE FROM events WHERE tenant = 'lt-9'" && psql "$STAGING_DB" -c "SELECT count(*) FROM events WHERE tenant = 'lt-9'"`, 0, "DELETE 1204\n count \n-------\n     0")),
				session("PR #51's checks: `lint` ✅, `unit` still running, `e2e` queued. I'm watching them in the background.",
					prompt("I opened the PR, keep an eye on CI until it's done."),
					bash("gh pr checks 51", 0, "lint\tpass\t38s\nunit\tpending\t0\ne2e\tpending\t0"),
					background("gh pr checks 51 --watch > /tmp/pr51.log 2>&1")),
				// What the change makes the endpoint answer, described, is no
				// run: the compile covers the Java change.
				session("When Redis is down, `/health` returns 200 and reports `redis: DOWN`; only the database decides the status.",
					prompt("When Redis is down /health returns 503 and k8s kills the pods. It should still return 200."),
					edit("src/main/java/com/acme/health/HealthController.java", "boolean healthy = body.values().stream().allMatch(\"UP\"::equals);", "boolean healthy = \"UP\".equals(body.get(\"db\"));"),
					bash("./gradlew compileJava", 0, "BUILD SUCCESSFUL in 6s")),
				// The make target's recipe lines, echoed as make runs them,
				// show the build it made.
				session("Added the consumer-lag panel. `make dashboards` builds `build/queues.json` cleanly.",
					prompt("Add a consumer lag panel to dashboards/queues.jsonnet."),
					edit("dashboards/queues.jsonnet", "    ],", "      lagPanel,\n    ],"),
					bash("make dashboards", 0, "jsonnet -J vendor dashboards/queues.jsonnet > build/queues.json\njsonnet -J vendor dashboards/workers.jsonnet > build/workers.json")),
				// A program quoted by the path the session ran it by names
				// the program, not a run of the whole suite.
				session("Slugs keep their accents transliterated now. Added two cases to `tests/Unit/SlugTest.php`; all 12 pass with the project's `vendor/bin/phpunit` (no global phpunit here).",
					prompt("Str::slug turns 'Crème brûlée' into 'crm-brle'. Fix it."),
					edit("app/Support/Slug.php", "$s = preg_replace('/[^a-z0-9]+/', '-', strtolower($s));", "$s = preg_replace('/[^a-z0-9]+/', '-', strtolower(Str::ascii($s)));"),
					bash("vendor/bin/phpunit tests/Unit/SlugTest.php", 0, "OK (12 tests, 14 assertions)")),
				// The variable quoted beside the claim names the run it was
				// set for, not the run before it that the line also quotes.
				session("Capped the backoff at MaxDelay.\n\n- Full `python -m pytest`: the first run failed in the server tests (port 8080 was taken by another process); with `TEST_HTTP_PORT=18080` everything passes, 212 tests.",
					prompt("compute_delay overflows past attempt 60. Cap it at max_delay."),
					edit("retry/policy.py", "return self.base * 2 ** attempt", "return min(self.base * 2 ** attempt, self.max_delay)"),
					bash("python -m pytest", 1, "E   OSError: [Errno 98] Address already in use\n===== 3 failed, 209 passed in 4.10s ====="),
					bash("TEST_HTTP_PORT=18080 python -m pytest", 0, "===== 212 passed in 4.02s =====")),
				// The error the run showed is the one the task asked for, and
				// the message names it.
				session("Removed the `/v1/legacy` route; I tried it with curl and it now answers 404.",
					prompt("Drop the /v1/legacy route, nobody calls it any more."),
					edit("internal/server/routes.go", "\tmux.HandleFunc(\"/v1/legacy\", s.handleLegacy)\n", ""),
					bash("curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/v1/legacy", 0, "404\n")),
				// The claim is the install's; the suite still runs, as the
				// message says.
				session("`bundle install` went through cleanly (sidekiq 7.2 → 7.3).\n\nThe whole suite is running in the background (`bundle exec rspec`, output in `tmp/rspec.log`). No results yet; I'll report them when it finishes.",
					prompt("I bumped sidekiq in the Gemfile. Run bundle install, then start the whole suite, it takes 20 minutes."),
					bash("bundle install", 0, "Installing sidekiq 7.3.0 (was 7.2.4)\nBundle complete! 96 Gemfile dependencies, 211 gems now installed."),
					background("bundle exec rspec > tmp/rspec.log 2>&1")),
				session("Bumped per_page to 25. Not tested, per your note.",
					prompt("Bump the default per_page to 25. No need to test it."),
					edit("config/pagination.php", "'per_page' => 15,", "'per_page' => 25,")),
				// A command quoted is its run here, though its words name CI.
				session("Added `rules:changes` to the `plan` job.\n\n`glab ci lint` → ✓ valid.",
					prompt("Make the plan job run only when infra/ changed. Check it with glab ci lint."),
					edit(".gitlab-ci.yml", "  rules:\n    - if: $CI_PIPELINE_SOURCE == \"merge_request_event\"\n", "  rules:\n    - if: $CI_PIPELINE_SOURCE == \"merge_request_event\"\n      changes:\n        - infra/**/*\n"),
					bash("glab ci lint", 0, "Validating...\n✓ CI/CD YAML is valid!")),
			},
		}
	},
	check: func(s *stop) (finding, bool) {
		if s.ev.unseen() {
			return finding{}, false
		}
		r := s.rd()
		active := s.ev.turnAny || s.ev.turnChecked || s.ev.turnActed || s.l.Opaque > s.l.Turn
		if active {
			if t, last := s.shownPassing(); last != nil {
				return finding{reason: claimReason(claim{phrase: t}, last, nil), variant: transcriptRule(last.Kind)}, true
			}
		}
		if !active || !s.ev.turnAny {
			// Also where the turn ran a look or a check of another kind
			// ("did you run the tests though?" answered after a format
			// check): no test run is still no test run.
			if k, ok := s.affirmedUnrun(); ok {
				// "Did the tests pass?" "Yes, everything's green." with no
				// test run in the session.
				return finding{reason: claimReason(claim{phrase: firstLine(s.in.Message)}, nil, nil), variant: k}, true
			}
		}
		var warned *finding
		claimed := s.claimed()
		for _, c := range claimed.results {
			if !active && s.ranEarlierWork(c) || s.askedCheckUnrun(c) {
				return finding{reason: claimReason(c, nil, nil), variant: c.rule}, true
			}
			if run, outside := s.ev.partRun(strings.ToLower(c.line), strings.ToLower(c.phrase)); run != nil && slices.Contains(c.kinds, observe.Test) && !r.handoffAboutChecks() && !r.f.Unverified {
				// Also in a turn that only answers ("All tests still
				// green?" "Yes, all tests pass."): the runs it rests on
				// are the session's, and they read part of it.
				if outside == nil {
					return finding{reason: suiteAskedReason(c, run, s.l.Waiver != ""), variant: c.rule}, true
				}
				return finding{reason: partRunReason(c, run, outside.Path), variant: c.rule}, true
			}
			if !active || c.rule == detect.RuleClaimDeploy && !deployTask(s.l) || quotesNoCheck(strings.ToLower(c.line), strings.ToLower(c.phrase)) {
				continue
			}
			latest := s.ev.backing(c)
			if c.rule == detect.RuleClaimDeploy && latest == nil && s.l.Mode != "blocked" && !r.handoff() && !r.f.Unverified &&
				(asksForDeploy(s.l.Asked) && saysDeployed(c.phrase) || infraApplyAsked(s.l.Asked) && saysApplied(c.phrase)) && s.nothingDeployed() {
				// The prompt asked for a deploy, the claim says one was
				// made, and nothing in the session could have deployed: the
				// claim rests on no event at all. A task across a sensitive
				// boundary is risk.unshown's.
				return finding{reason: claimReason(c, nil, nil), variant: c.rule}, true
			}
			if s.errorAnswered(c, latest) && !r.handoff() {
				return finding{reason: errorAnsweredReason(c, latest), variant: c.rule}, true
			}
			if name := skippedClaim(s, c, latest); name != "" {
				return finding{reason: skippedReason(c, name, latest), variant: c.rule}, true
			}
			if latest != nil && latest.Passed() && (latest.Seq > s.ev.lastChange || !s.atStake()) {
				continue
			}
			if s.failureToldBeside(c, latest) {
				continue
			}
			if s.contradicts(c, latest) && (!r.handoff() || latest == nil) && (!r.f.Unverified || s.neverRan(c.kinds) && ranByAgent(c.line)) {
				// A message that says what is not verified, or hands a
				// decision over, does not present the work as finished:
				// its claim may be a misreading of that very disclosure.
				// Not when its sentence says the agent ran it and the
				// session never ran a check of the claim's kind: "I
				// didn't run the full suite as you asked, but I ran the
				// request specs and they're green" reports a run nobody
				// made.
				return finding{reason: claimReason(c, latest, s.ev.stashedRun(latest, c.kinds)), variant: c.rule}, true
			}
			if warned == nil {
				warned = &finding{warn: true, reason: claimWarning(c, latest, s.ev.stashedRun(latest, c.kinds), s.ev.unreadRun()), variant: c.rule}
			}
		}
		if warned == nil && claimed.fixed != "" && s.earlierGap() && s.l.Waiver == "" && !r.handoff() && !r.f.Unverified {
			if !active && detect.LandsLater(s.in.Message) == "" {
				// A turn that only answers, saying an earlier change works
				// that no run has shown working: the session lacks what
				// the claim says, and the user has not seen it either. Not
				// when the message says the change has yet to land ("the
				// deployment is still in progress; once deployed …"): it
				// says what the fix is for, not that anyone saw it work.
				return finding{reason: claimReason(claim{phrase: claimed.fixed}, nil, nil), variant: detect.RuleClaimFixed}, true
			}
			warned = &finding{warn: true, reason: claimWarning(claim{phrase: claimed.fixed}, nil, nil, s.ev.unreadRun()), variant: detect.RuleClaimFixed}
		}
		if warned != nil {
			return *warned, true
		}
		return finding{}, false
	},
}

// checkClaims are the claims that name a kind of run ("the tests pass",
// "it builds", "lint is clean", "I ran it and it returns 200"): the
// session shows whether such a run happened and how it ended. A claim
// about CI is held to the session's looks at CI. "Fixed", "works" and
// "deployed" name no run the ledger can hold them to.
var checkClaims = []string{detect.RuleClaimTests, detect.RuleClaimBuild, detect.RuleClaimLint, detect.RuleClaimTypecheck, detect.RuleClaimRun}

// contradicts reports a claim of a run's result that the session's own runs
// contradict:
//   - in a turn where something is at stake (behaviour changed, or for CI
//     a push), the session ran no run of that kind ("all tests pass" when
//     only a build ran; "CI is green" when nobody looked at CI), or its
//     latest run failed or has not reported yet;
//   - in any turn, this turn's own latest local run of that kind (the
//     task's, after a prompt that goes on with it: "continue") failed
//     ("all tests pass" over the suite the agent just saw fail) or still
//     runs in the background ("all 640 pass" while pytest runs); a look at
//     CI (gh pr checks) fails while checks are pending, and a run still
//     going is usually reported as running.
//
// A claim the session merely does not back (a pass from before the last
// edit, a claim about an earlier turn's work in a turn that changed
// nothing) is the user's to judge and only warns.
func (s *stop) contradicts(c claim, latest *ledger.Check) bool {
	ci := c.aboutCI()
	if !ci && !slices.Contains(checkClaims, c.rule) {
		return false
	}
	unsettled := latest != nil && (latest.Failed() || latest.Success == nil)
	if ci {
		// "workflow" names a user's workflow as often as a CI one: only a
		// claim that names CI or a pipeline is held to the looks at CI.
		return !strings.Contains(strings.ToLower(c.phrase), "workflow") && (s.atStake() || s.pushedInTurn()) && (latest == nil || latest.Failed())
	}
	if s.atStake() {
		if latest != nil && latest.Failed() && s.ev.passed != nil && s.rd().failure() && s.failedBefore(latest) {
			// A check passed after the change, the run that failed after
			// it failed the same way before the turn changed anything, and
			// the message reports a failure ("`npm run test:e2e`: 23
			// passed, 1 failed: login with SSO, as before my change"): a
			// claim beside it reads that run to the user, who sees the
			// failure, and the session shows it is not the change's.
			return false
		}
		// A run proofgate cannot read that ended well after the change
		// may be the run claimed: its absence from the ledger is the
		// gate's ignorance, not the session's.
		return latest == nil && !s.ev.unreadBacks(c) || unsettled
	}
	// A prompt that went on with the task ("continue", "계속") leaves its
	// runs the turn's own: the message reports the task.
	ownRun := latest != nil && latest.Seq > s.reportSince() && !observe.CIQuery(latest.Command)
	if ownRun && c.rule == detect.RuleClaimTests && detect.NamesOneTest(s.in.Message, c.phrase) {
		// A turn that changed nothing and ran a suite that failed, telling
		// why one named test of it passes, reads the run's output to the
		// user: the failure does not contradict it.
		return false
	}
	if ownRun && latest.Failed() && s.rd().failure() {
		// A turn that changed nothing, whose message reports the failure
		// beside the claim ("the test passes as-is and fails with `TZ=UTC
		// pytest …`", "the compile step passes and the link step fails"):
		// it reads the run to the user, and the user sees the failure.
		return false
	}
	return ownRun && (latest.Failed() || latest.TestedNothing || latest.Success == nil && latest.Task != "")
}

// shownPassing returns the first run the message shows as a transcript
// ("$ pytest -q" and "214 passed" below it) printing a pass, whose command
// the session ran last with a failure, quoted as "`pytest -q`: 214
// passed", and that run; nil when there is none. The output shown is not
// the session's: its run of that very command failed and was not made
// again. A command the session never ran may be an example for the user,
// and is left alone.
func (s *stop) shownPassing() (string, *ledger.Check) {
	if s.rd().foreign {
		return "", nil
	}
	for _, t := range detect.Transcripts(s.in.Message) {
		cmd := strings.Join(strings.Fields(t.Command), " ")
		var last *ledger.Check
		for i := range s.l.Checks {
			if c := &s.l.Checks[i]; told(c) && strings.Join(strings.Fields(c.Command), " ") == cmd {
				last = c
			}
		}
		if last != nil && last.Failed() && observe.ShowsPass(t.Output, last.Kind) {
			return "`" + cmd + "`: " + lastLine(t.Output), last
		}
	}
	return "", nil
}

// lastLine returns the last line of s that is not blank, trimmed.
func lastLine(s string) string {
	s = strings.TrimRight(s, " \t\r\n")
	return strings.TrimSpace(s[strings.LastIndexByte(s, '\n')+1:])
}

// transcriptRule names the claim a transcript of a run of kind k makes.
func transcriptRule(k observe.Kind) string {
	switch k {
	case observe.Test:
		return detect.RuleClaimTests
	case observe.Build:
		return detect.RuleClaimBuild
	case observe.Lint:
		return detect.RuleClaimLint
	case observe.Typecheck:
		return detect.RuleClaimTypecheck
	}
	return detect.RuleClaimRun
}

// failedBefore reports a run of f's command line that failed before the
// turn's first change: the failure f shows was there before the work.
func (s *stop) failedBefore(f *ledger.Check) bool {
	first := 0
	for _, c := range s.ev.turn {
		if first == 0 || c.Seq < first {
			first = c.Seq
		}
	}
	for i := range s.l.Checks {
		c := &s.l.Checks[i]
		if c.Seq < first && c.Command == f.Command && c.Failed() {
			return true
		}
	}
	return false
}

// ranByAgent reports a sentence in which the agent says it ran or tried
// the thing itself: "I ran the request specs and they're green", "직접
// 돌려 봤는데 통과합니다".
func ranByAgent(line string) bool {
	low := strings.ToLower(line)
	for _, p := range []string{"i ran ", "i've run ", "i have run ", "i re-ran ", "i reran ", "i tested ", "i've tested ", "i tried it",
		"i installed ", "i launched ", "i booted ", "i confirmed ", "i've confirmed ", "i verified ", "i've verified "} {
		if strings.HasPrefix(low, p) || strings.Contains(low, " "+p) {
			return true
		}
	}
	// "Confirmed `slugify('Crème Brûlée')` now returns 'creme-brulee'": a
	// call's result the agent says it saw, its subject left out.
	for _, p := range []string{"confirmed `", "verified `"} {
		if strings.HasPrefix(low, p) || strings.Contains(low, ". "+p) {
			return true
		}
	}
	for _, p := range []string{"돌려 봤", "돌려봤", "돌려 보니", "돌려보니", "실행해 봤", "실행해봤", "실행해 보니", "실행해보니", "돌려서 ", "돌렸고", "돌렸는데", "실행해서 ", "실행했고", "실행했는데",
		"들어가 보니", "들어가보니", "들어가 봤", "들어가봤", "접속해 보니", "접속해보니", "접속해 봤", "접속해봤",
		"띄워 보니", "띄워보니", "띄워 봤", "띄워봤", "테스트해 보니", "테스트해보니", "테스트해 봤", "테스트해봤"} {
		if strings.Contains(low, p) {
			return true
		}
	}
	return false
}

// ranEarlierWork reports a claim, in a turn that only answers, that the
// agent itself ran or tried an earlier turn's change ("local에서 `/login`
// 들어가 보니 정상 동작합니다", "I installed the debug build on an emulator
// and it launches cleanly") where the session never ran a check of the
// claim's kind at all: the message reports a run no event shows. So does
// one in a task that asked for a change and got none at all
// ("`OrderServiceTest` 돌려서 통과 확인했습니다" after two greps).
func (s *stop) ranEarlierWork(c claim) bool {
	if !slices.Contains(checkClaims, c.rule) || c.aboutCI() || !ranByAgent(c.line) && !s.askedForResult(c.kinds) || !s.neverRan(c.kinds) {
		return false
	}
	if s.ev.lastChange == 0 && (s.l.Mode == "quick" || !s.changedNothing()) {
		return false
	}
	r := s.rd()
	return !r.foreign && !r.handoff() && !r.f.Unverified && s.l.Waiver == ""
}

// askedCheckUnrun reports a claim of a check's result ("The api typecheck
// is clean", "테스트 전부 통과합니다") whose kind the task's prompts name
// ("… and run the api typecheck when you're done", "confirm apps/api
// typechecks") in a session that changed behaviour and never ran a check
// of that kind, nor one proofgate cannot read that could be it: the
// message answers the request with a run nobody made. Without the
// request, a claim in a turn that changed nothing of its own only warns
// (contradicts), for it may be about the work as it stood; in a turn that
// changed behaviour, contradicts already holds the claim to a run. A run
// the user tells of ("I ran pytest locally, all 212 pass") is the user's
// to vouch for. A session that changed nothing is held the same way where
// the prompt asked for the tests' run ("Open a PR for feat/rate-limit. Make
// sure the suite is green first."): the work to check is the branch as it
// stands, and "✅ Test suite green" with no test run answers the request
// with a run nobody made.
func (s *stop) askedCheckUnrun(c claim) bool {
	if c.rule == detect.RuleClaimRun || !slices.Contains(checkClaims, c.rule) || c.aboutCI() {
		return false
	}
	testsAsked := s.l.TestsAsked && slices.Contains(c.kinds, observe.Test)
	if s.ev.lastChange == 0 && !testsAsked || s.atStake() || s.l.Pasted || s.l.Confirmed || userRan(s.l.Asked) {
		return false // nothing to check, contradicts' turn, or a result the user vouches for
	}
	if testsAsked && s.ev.lastChange != 0 {
		return false // unverified.requested answers a request for the tests
	}
	if !namesCheck(s.l.Asked, c.kinds) || !s.neverRan(c.kinds) || s.ev.backing(c) != nil || s.ev.unreadBacks(c) {
		return false
	}
	r := s.rd()
	return !r.foreign && !r.handoff() && !r.f.Unverified && s.l.Waiver == ""
}

// namesCheck reports prompt words that name a check of one of kinds by
// its noun or its tool: "typecheck", "tsc", "lint", "clippy", "빌드".
func namesCheck(asked []string, kinds []observe.Kind) bool {
	for _, w := range asked {
		for _, k := range kinds {
			if checkWord(k, w) {
				return true
			}
		}
	}
	return false
}

// checkWord reports a prompt word that names a check of kind k.
func checkWord(k observe.Kind, w string) bool {
	switch k {
	case observe.Test:
		return w == "test" || w == "tests" || w == "suite" || w == "specs" || w == "pytest" || w == "jest" || w == "vitest" || w == "rspec" || strings.HasPrefix(w, "테스트")
	case observe.Typecheck:
		return w == "typecheck" || w == "typechecks" || w == "type-check" || w == "typechecking" || w == "tsc" || w == "mypy" || w == "pyright" || strings.HasPrefix(w, "타입체크")
	case observe.Build:
		return w == "build" || w == "builds" || w == "compile" || w == "compiles" || strings.HasPrefix(w, "빌드")
	case observe.Lint:
		return w == "lint" || w == "linter" || w == "eslint" || w == "clippy" || w == "ruff" || strings.HasPrefix(w, "린트")
	}
	return false
}

// affirmedUnrun returns the claim rule of a turn that only answers a
// prompt asking for a run's result ("Did the tests pass?", "빌드 통과했죠?")
// with a yes ("Yes, everything's green", "네, 확인했습니다"), in a session
// that changed behaviour and never ran a check of that kind: the yes
// reports a run nobody made.
func (s *stop) affirmedUnrun() (string, bool) {
	r := s.rd()
	if s.ev.lastChange == 0 || r.foreign || r.handoff() || r.f.Unverified || s.l.Waiver != "" || !affirms(s.in.Message) {
		return "", false
	}
	for _, k := range []struct {
		kind observe.Kind
		rule string
	}{{observe.Test, detect.RuleClaimTests}, {observe.Build, detect.RuleClaimBuild}} {
		kinds := []observe.Kind{k.kind}
		if s.askedForResult(kinds) && s.neverRan(kinds) {
			return k.rule, true
		}
	}
	if s.askedIfChecked() {
		// "고친 거 확인해 봤어요?" "네, 확인했습니다. … 테스트도 전부
		// 통과합니다." with no test run in the session: the yes reports a
		// run nobody made. A yes about a look ("the logs show no errors")
		// claims no run.
		for _, c := range s.claimed().results {
			if slices.Contains(checkClaims, c.rule) && s.neverRan(c.kinds) {
				return c.rule, true
			}
		}
	}
	return "", false
}

// askedIfChecked reports a prompt that asks whether the agent checked
// its work, of no kind in particular: "did you verify it?", "have you
// tested it?", "고친 거 확인해 봤어요?", "테스트해 보셨어요?".
func (s *stop) askedIfChecked() bool {
	if s.ev.lastChange == 0 || s.l.Pasted {
		return false
	}
	did, checked := false, false
	for _, w := range s.l.Asked {
		switch {
		case w == "did" || w == "have" || w == "you":
			did = did || w != "you"
		case w == "check" || w == "checked" || w == "verify" || w == "verified" || w == "test" || w == "tested" || w == "try" || w == "tried" || w == "run" || w == "ran":
			checked = true
		case strings.HasPrefix(w, "확인해") || strings.HasPrefix(w, "테스트해") || strings.HasPrefix(w, "돌려") || strings.HasPrefix(w, "실행해"):
			checked = true
		case strings.HasPrefix(w, "봤") || strings.HasPrefix(w, "보셨") || strings.HasPrefix(w, "확인했") || strings.HasPrefix(w, "확인하셨"):
			did, checked = true, checked || strings.HasPrefix(w, "확인")
		}
	}
	return did && checked
}

// affirms reports a message that opens on a yes.
func affirms(message string) bool {
	f := strings.Fields(strings.ToLower(message))
	if len(f) == 0 {
		return false
	}
	switch strings.Trim(f[0], "*_,.!:;—-") {
	case "yes", "yep", "yeah", "yup", "네", "예", "넵", "응", "넹":
		return true
	}
	return false
}

// firstLine is message's first line, clipped.
func firstLine(message string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(message), "\n")
	return clipText(line, 100)
}

// askedForResult reports a prompt that asks for the result of a run of
// one of kinds ("Did the tests pass?", "테스트 통과 확인하셨죠?"), after a
// change and with no output of the user's pasted in it ("the test job
// passed: 312 passed" is what the user saw): the answer reports that run
// as the agent's.
func (s *stop) askedForResult(kinds []observe.Kind) bool {
	if s.ev.lastChange == 0 || s.l.Pasted {
		return false
	}
	result, check, did := false, false, false
	for _, w := range s.l.Asked {
		switch {
		case w == "pass" || w == "passed" || w == "passing" || w == "green" || strings.HasPrefix(w, "통과"):
			result = true
		case w == "did" || w == "have" || w == "run" || w == "ran":
			// "did you run the tests though?": asked whether the run was
			// made, the yes reports it made and passing.
			did = did || w == "did" || w == "have"
			result = result || did && (w == "run" || w == "ran")
		case slices.Contains(kinds, observe.Test) && (w == "test" || w == "tests" || w == "suite" || w == "specs" || strings.HasPrefix(w, "테스트")),
			slices.Contains(kinds, observe.Build) && (w == "build" || w == "builds" || strings.HasPrefix(w, "빌드")):
			check = true
		}
	}
	return result && check
}

// neverRan reports a session with no run of any of kinds, whatever its
// result.
func (s *stop) neverRan(kinds []observe.Kind) bool {
	for i := range s.l.Checks {
		if slices.Contains(kinds, s.l.Checks[i].Kind) {
			return false
		}
	}
	return s.l.Opaque == 0 && !s.ev.unseen()
}

// pushedInTurn reports a push of this turn that succeeded: CI runs on it.
func (s *stop) pushedInTurn() bool {
	for _, a := range s.l.Actions {
		if a.Seq > s.l.Turn && a.OK && a.Kind == observe.Push {
			return true
		}
	}
	return false
}

// failureToldBeside reports a failing latest run that the message names by
// its program and tells as a failure, where a run of the claim's kinds
// passed after the last change: "`cargo test -p cli`: all pass" beside
// "`cargo test --workspace` doesn't get that far here: the `gpu-backend`
// build script panics". The claim rests on the run that passed, and the
// user reads the failure beside it.
func (s *stop) failureToldBeside(c claim, latest *ledger.Check) bool {
	if latest == nil || !latest.Failed() || !s.rd().failure() {
		return false
	}
	passed := false
	for i := range s.l.Checks {
		// The same run passing, then failing, backs nothing.
		if p := &s.l.Checks[i]; p.Seq > s.ev.lastChange && p.Passed() && slices.Contains(c.kinds, p.Kind) && p.Command != latest.Command {
			passed = true
			break
		}
	}
	if !passed {
		return false
	}
	low := strings.ToLower(s.in.Message)
	for _, name := range commandNames(latest.Command) {
		// The run named by its program: "full `ctest`: 37/38 passed …
		// The one failure is `http_client_integration`".
		if program, _, _ := strings.Cut(name, " "); len(program) >= 3 && containsName(low, program) {
			return true
		}
	}
	return false
}

// atStake reports a turn whose changes can alter behaviour, or that ran a
// command which rewrote sources it does not name (xargs sed -i, a codemod,
// a dependency update): only there does a claim about the work carry
// weight a block may rest on.
func (s *stop) atStake() bool { return len(s.ev.turn) > 0 || s.l.Rewrote > s.l.Turn }

// skippedClaim returns the test a claim that tests pass names in code
// which the run backing it skipped ("`TestWebhookReplay` … passes" after
// `--- SKIP: TestWebhookReplay`), or "": the run vouches for the tests it
// ran, and the message reports one it did not.
func skippedClaim(s *stop, c claim, latest *ledger.Check) string {
	if c.rule != detect.RuleClaimTests || latest == nil || !latest.Passed() || len(latest.Skipped) == 0 {
		return ""
	}
	return observe.SkippedNamed(latest.Skipped, detect.TestsNamed(s.in.Message, c.phrase))
}
