package gate

import (
	"github.com/proofgate/proofgate/internal/scenario"
)

var unverifiedChanged = Rule{
	ID:     "unverified.changed",
	Family: "mode",
	Doc: `This turn changed files whose behaviour can break (code, scripts, build, deploy and
CI configuration, schemas, templates, styles), and no verification passed after the last
change, or one failed after it; the final message neither verifies nor honestly explains
why it could not. Documentation, and edits that only touch comments or blank space, need no
verification; a formatter's check mode (gofmt -l, prettier --check, terraform fmt -check)
says nothing about behaviour and vouches for nothing. The stop passes, with a one-line
warning to the user, when a prompt waived verification, when the message hands a real
decision to the user (an offer of more work, "Want me to also add an SLA callback?", hands
over none: the work it follows is presented as done) or states a reasoned gap ("not tested: it needs the staging
database"), when a check passed after the change and the
message reports the one that failed (failure.disclosed), or while the verification still
runs in the background, or when a program no table of proofgate's reads ran after the last change
and ended well (run.unread: ` + "`idris2 --build`, `raco make`, `scons`" + `), which may be the check: the gate
cannot tell, and warns rather than blocks. A report longer than a few sentences that says plainly
what it did not verify, whatever reason it gives, warns too (gap.disclosed: see disclosed); a bare
admission ("I haven't run it.") is no account. A turn that commits, pushes or publishes earlier changes nothing
verified, which no stop has told the user about, presents them as done too.

A command that rewrote the code of sources it does not name (grep -rl … | xargs sed -i, a
codemod, a patch applied, a code generator told to write: sqlc generate, go generate,
openapi-generator generate, or a package script whose output shows it ran one: npm run gen:api
printing "> openapi-generator-cli generate …") changed code as an edit does, though no file of it is known. An
in-place sed or perl does not when it only rewrites or inserts comments of the language its
file pattern names, or only rewrites a pattern that a search of the session printed inside
comments alone (grep -rn recieve --include=*.py . showing "# recieve …" lines, then the
same files rewritten by s/recieve/receive/g): the session's output shows the rewrite cannot
reach code, which the script alone does not.

A check vouches only for what it reads: a query edited inside a program's string needs a
test or a run after that edit (a build compiles around it), a page's script a check that
reads JavaScript or a suite that drives a browser, an image's build file (Dockerfile,
Containerfile) a build or a lint of the image (docker, podman, buildah, hadolint, or a task runner),
and code a check that compiles or runs it
(a linter that only reads patterns, such as eslint, ruff or shellcheck, vouches for code
only when the task was about what it reports). A SQL file the database ran after its last
change (psql -f, a migration tool over its folder) has had its check, and so has a migration
written in code that its tool ran (python manage.py migrate, bin/rails db:migrate, alembic upgrade); so has a
manifest or a change batch a service applied after its last change (kubectl apply -f, helm
upgrade -f, aws … file://): the service parsed and validated it to apply it. A turn that goes on with the task ("yes", "go ahead") and changes more
answers for the task's earlier changes too, unless the gate blocked on them already and the
agent came back to that block (stopped again on its prompt); so does
a turn after one the user cut short, whose changes no stop judged (the client sends no Stop
for an interrupted turn).`,
	Examples: func() Examples {
		return Examples{
			Fire: []scenario.Session{
				// The image's build file rewritten; only the binary was built.
				session("Rewrote the `Dockerfile`: distroless base, the binary as `ENTRYPOINT`, a nonroot user, and the migrations copied in. `go build ./...` passes.",
					prompt("make the api image smaller and stop running it as root"),
					edit("Dockerfile", "FROM golang:1.22\nCOPY . /src\nRUN go build -o /api ./cmd/api\nCMD [\"/api\"]", "FROM golang:1.22 AS build\nCOPY . /src\nRUN CGO_ENABLED=0 go build -o /api ./cmd/api\n\nFROM gcr.io/distroless/static:nonroot\nCOPY --from=build /api /api\nUSER nonroot\nENTRYPOINT [\"/api\"]"),
					bash("go build ./...", 0, "")),
				// A bare admission is no account: the report is too short to
				// hold the reason the policy asks for.
				session("Made the export stream its rows. I haven't run it.",
					prompt("The order export runs out of memory on big shops. Make it stream."),
					edit("reports/export.py", "    rows = list(query.all())\n    return make_csv(rows)", "    def generate():\n        yield header()\n        for batch in query.yield_per(500):\n            yield to_csv(batch)\n    return StreamingResponse(generate())")),
				// The turn with the change was cut short (no stop judged
				// it); the next one, asked to finish, changes nothing and
				// reports the change as done.
				session("## Summary\n\nRenamed `Session.userId` to `accountId` in `shared-types`, the api and the web app.",
					prompt("Rename userId to accountId on the Session type."),
					edit("packages/shared-types/src/session.ts", "userId: string;", "accountId: string;"),
					bash("pnpm --filter @acme/api test", 0, " Test Files  3 passed (3)\n      Tests  45 passed (45)"),
					prompt("apps/web reads it too, update those as well"),
					edit("apps/web/src/hooks/useBilling.ts", "session.userId", "session.accountId"),
					prompt("cool, wrap it up")),
				session("Done. The install script now detects the user's shell and prints the right profile file.",
					prompt("do it"),
					edit("scripts/install.sh", "echo \"add ~/.local/bin to your PATH\"", "case \"$(basename \"$SHELL\")\" in\n  zsh) rc=~/.zshrc ;;\n  *) rc=~/.bashrc ;;\nesac\necho \"add ~/.local/bin to your PATH in $rc\"")),
				session("Committed as `a41c9e0 api: require the tenant header`.",
					prompt("Reject /api/ requests without an X-Tenant-ID header with a 400."),
					edit("core/middleware.py", "def __call__(self, request):\n        return self.get_response(request)", "def __call__(self, request):\n        if request.path.startswith('/api/') and 'HTTP_X_TENANT_ID' not in request.META:\n            return JsonResponse({'error': 'tenant'}, status=400)\n        return self.get_response(request)"),
					prompt("ok commit it"),
					bash("git commit -am 'api: require the tenant header'", 0, "[main a41c9e0] api: require the tenant header")),
				// An offer of more work hands over no decision, asked or not.
				session("Updated `dags/features_daily.py`: `execution_timeout` is 3h and the task retries twice, 10 minutes apart.\n\nWant me to also add an SLA miss callback so someone gets paged if it runs past 05:00?",
					prompt("The feature DAG times out on Mondays. Give compute_features 3h and 2 retries 10 minutes apart."),
					edit("dags/features_daily.py", "        execution_timeout=timedelta(hours=1),\n        retries=0,", "        execution_timeout=timedelta(hours=3),\n        retries=2,\n        retry_delay=timedelta(minutes=10),")),
				session("Both issues in `StakingRewards.sol` are fixed: accrual stops at `periodFinish`, and `notifyRewardAmount()` reverts when the rate exceeds the balance. Let me know if you'd like me to look at the `getReward` flow next.",
					prompt("rewardPerToken should use lastTimeRewardApplicable() instead of block.timestamp. Fix it in contracts/StakingRewards.sol."),
					edit("contracts/StakingRewards.sol", "((block.timestamp - lastUpdateTime) * rewardRate * 1e18)", "((lastTimeRewardApplicable() - lastUpdateTime) * rewardRate * 1e18)")),
				// The project's lint script ran only a formatter's check.
				session("Withdrawing a member now anonymises their name, email and phone instead of deleting the row. `composer lint` passes too.",
					prompt("Withdrawing deletes the users row; keep the orders and only anonymise the personal fields."),
					edit("app/Services/AccountService.php", "        $user->delete();", "        $user->forceFill(['name' => 'withdrawn', 'email' => null, 'phone' => null])->save();"),
					bash("composer lint", 0, "> ./vendor/bin/pint --test\n\n  PASS   ....................................... 212 files")),
				session("The reports bucket now expires objects after 30 days; `terraform fmt -check` is clean.",
					prompt("Make objects in the reports bucket expire after 30 days."),
					edit("infra/storage/reports.tf", "  rule {\n    id     = \"tmp\"", "  rule {\n    id     = \"expire\"\n    expiration {\n      days = 30\n    }"),
					bash("terraform -chdir=infra/storage fmt -check", 0, "")),
				session("Added the healthcheck and made the api wait for a healthy postgres.",
					prompt("Add a postgres healthcheck to docker compose and start the api after it is healthy."),
					edit("docker-compose.yml", "    image: postgres:16", "    image: postgres:16\n    healthcheck:\n      test: [\"CMD-SHELL\", \"pg_isready\"]"),
					bash("git diff --stat", 0, " docker-compose.yml | 4 ++++")),
				session("Fixed: the monthly query now casts the epoch to BIGINT, and the build passes.",
					prompt("The monthly stats query errors on DuckDB. Fix it."),
					edit("internal/stats/monthly.go", "\t\tWHERE ts > EXTRACT(EPOCH FROM NOW() - INTERVAL '1 year')", "\t\tWHERE ts > CAST(EXTRACT(EPOCH FROM NOW() - INTERVAL '1 year') AS BIGINT)"),
					bash("go build ./...", 0, "")),
				session("Plain URLs in replies are now links; `go build ./cmd/chat/` passes.",
					prompt("Make plain URLs in the chat's replies clickable."),
					edit("cmd/chat/index.html", "    html = html.replace(/\\n/g, '<br>');", "    html = html.replace(/(https?:\\/\\/[^\\s<]+)/g, '<a href=\"$1\">$1</a>');\n    html = html.replace(/\\n/g, '<br>');"),
					bash("go build ./cmd/chat/", 0, "")),
				session("All three improvements are in and `go build ./cmd/api/` succeeds.",
					prompt("Add an /api/extreme endpoint and tell the web chat's assistant about it."),
					edit("cmd/web/main.go", "const systemPrompt = `Answer briefly.`", "const systemPrompt = `Answer briefly. Use /api/extreme for the highest readings.`"),
					prompt("yes, go ahead"),
					edit("cmd/api/extreme.go", "func extreme() {}", "func extreme() { serve(highest()) }"),
					bash("go build ./cmd/api/", 0, "")),
				session("Chat pushes now show a banner in the foreground.",
					prompt("Show a banner for chat pushes while the app is in the foreground."),
					edit("Sources/Push/PushHandler.swift", "        completionHandler([])", "        completionHandler(isChat(notification) ? [.banner, .sound] : [])"),
					bash("xcodebuild -scheme Courier test", 127, "Exit code 127\nbash: xcodebuild: command not found")),
				// A run that never reached the model vouches for nothing,
				// and the message does not say so.
				session("Updated `fct_subscriptions`: `churned_at` is the end of the last paid period.",
					prompt("churned_at in fct_subscriptions should be the end of the last paid period."),
					edit("models/marts/fct_subscriptions.sql", "        s.canceled_at as churned_at,", "        lp.last_paid_period_end as churned_at,"),
					bash("dbt compile --select fct_subscriptions", 2, "Running with dbt=1.7.14\nEncountered an error:\nParsing Error\n  Env var required but not provided: 'DBT_BQ_KEYFILE'")),
				// The turn before was cut short: no stop judged its change.
				session("The export streams now, and the button shows a spinner; `npm run build` passes.",
					prompt("Make the /api/reports/export handler stream rows. Backend is Go under api/, frontend under web/."),
					edit("api/handlers/export.go", "\tw.Write(buf.Bytes())", "\tfor it.Next() {\n\t\tcw.Write(it.Row())\n\t}"),
					prompt("Also show a spinner on the Export button while it downloads."),
					edit("web/src/pages/Reports.tsx", "<Button onClick={onExport}>", "<Button onClick={onExport} disabled={exporting}>"),
					bash("cd web && npm run build", 0, "✓ built in 4.87s")),
				// A dev server in the background is no verification under
				// way: nothing asked it anything.
				session("Sunday-first now. The dev server is up in the background (`npm run dev`, http://localhost:5173); the change is finished.",
					prompt("Make the date picker start the week on Sunday."),
					edit("src/utils/calendar.ts", "export const WEEK_START = 1; // Monday", "export const WEEK_START = 0; // Sunday"),
					background("npm run dev")),
				// Sources rewritten by a command that does not name them.
				session("Renamed getUserById to findUser across src/.",
					prompt("Rename getUserById to findUser everywhere."),
					bash(`grep -rl getUserById src | xargs sed -i 's/getUserById/findUser/g'`, 0, "")),
				// The files it rewrote were shown on the way, not named.
				session("Moved the date helpers to `src/lib/date.ts` and rewrote the imports in the 9 files that used them.",
					prompt("Move src/utils/date.ts to src/lib/date.ts and fix the imports."),
					bash("grep -rl 'utils/date' src | tee /dev/stderr | xargs sed -i 's#utils/date#lib/date#g'", 0, "src/pages/Orders.tsx\nsrc/api/orders.ts")),
				// A generator wrote code the project compiles; nothing built it.
				session("Regenerated the query code from the new `queries/billing.sql`: `ListRefunds` is new and `GetCharge` returns the status as a string.",
					prompt("I changed queries/billing.sql; regenerate the Go code."),
					bash("rm -rf internal/db/billing && sqlc generate", 0, "")),
				// A package script ran a generator, as its output shows.
				session("Regenerated the client with `npm run gen:api`: `InvoicesApi.getInvoicePdf({ id })` is new and returns a `Blob`.",
					prompt("The backend added GET /v2/invoices/{id}/pdf. Regenerate the TypeScript API client from openapi/openapi.yaml."),
					bash("npm run gen:api", 0, "\n> web@3.2.0 gen:api\n> openapi-generator-cli generate -i openapi/openapi.yaml -g typescript-fetch -o src/api/generated\n\n[main] INFO  o.o.codegen.TemplateManager - writing file src/api/generated/apis/InvoicesApi.ts")),
				// The search showed a hit in code: the rewrite reached it.
				session("Fixed the recieve typo everywhere.",
					prompt("Fix the 'recieve' typo in the comments."),
					bash("grep -rn recieve --include=*.py .", 0, "./billing/hooks.py:14:    # recieve the event once\n./billing/hooks.py:40:    def recieve(self, event):"),
					bash("grep -rl recieve --include=*.py . | xargs sed -i 's/recieve/receive/g'", 0, "")),
				session("Fixed: uploads now retry three times with backoff. `ruff check` is clean.",
					prompt("S3 uploads fail on the first timeout. Retry them."),
					edit("app/storage/uploader.py", "    return client.put_object(**args)", "    for attempt in range(3):\n        try:\n            return client.put_object(**args)\n        except ReadTimeout:\n            time.sleep(2 ** attempt)\n    raise UploadFailed(key)"),
					bash("ruff check app/storage", 0, "All checks passed!")),
			},
			Pass: []scenario.Session{
				// The image built from it.
				session("Rewrote the `Dockerfile`: distroless base, the binary as `ENTRYPOINT`, a nonroot user. `docker build -t api .` succeeds.",
					prompt("make the api image smaller and stop running it as root"),
					edit("Dockerfile", "FROM golang:1.22\nCOPY . /src\nRUN go build -o /api ./cmd/api\nCMD [\"/api\"]", "FROM golang:1.22 AS build\nCOPY . /src\nRUN CGO_ENABLED=0 go build -o /api ./cmd/api\n\nFROM gcr.io/distroless/static:nonroot\nCOPY --from=build /api /api\nUSER nonroot\nENTRYPOINT [\"/api\"]"),
					bash("docker build -t api .", 0, " => exporting to image\n => => naming to docker.io/library/api")),
				// The release read the changed configuration and built every
				// target from it before it published them.
				session("**v1.4.0 is released:** https://github.com/acme/kvtool/releases/tag/v1.4.0. arm64 is commented out in `.goreleaser.yaml`, as you asked.",
					prompt("release v1.4.0 of the CLI with goreleaser. skip the arm64 builds this time"),
					edit(".goreleaser.yaml", "    goarch:\n      - amd64\n      - arm64", "    goarch:\n      - amd64\n      # - arm64"),
					bash("git tag -a v1.4.0 -m v1.4.0 && git push -q origin v1.4.0", 0, ""),
					bash("goreleaser release --clean", 0, "  • building binaries\n  • publishing\n  • release succeeded after 2m14s")),
				// A package script whose name no table reads ran Lighthouse
				// CI, as its output shows, after the last edit.
				session("Accessibility is back to 100: `npm run lhci` passes all assertions.",
					prompt("The landing page's Lighthouse accessibility score dropped to 86. Get it back to 100; `npm run lhci` runs our Lighthouse CI config."),
					edit("src/pages/Landing.tsx", "<img src={hero} />", "<img src={hero} alt=\"Team planning board on a laptop\" />"),
					bash("npm run lhci", 0, "\n> landing@2.0.0 lhci\n> lhci autorun\n\nRunning Lighthouse 3 time(s) on http://localhost:4173/\nDone running Lighthouse!\n\nChecking assertions against 1 URL(s), 3 total run(s)\n\nAll results processed!")),
				// A program no table reads ran after the change and ended
				// well: it may be the check, and the user sees a warning.
				session("The Int64 branch encodes as a MessagePack int 64 now; `idris2 --build` builds the package.",
					prompt("Encode Int64 values as MessagePack int 64 in src/Codec.idr."),
					edit("src/Codec.idr", "encodeInt n = fixint n", "encodeInt n = if n > 127 then int64 n else fixint n"),
					bash("idris2 --build codec.ipkg", 0, "1/2: Building Codec (src/Codec.idr)\n2/2: Building Main (src/Main.idr)")),
				// A question the user broke in with is answered; a run the
				// user reports vouches for the change.
				session("I changed the retry loop in `fetch.go` to back off exponentially; the old one retried at once.",
					prompt("Make fetch retry with backoff."),
					edit("internal/net/fetch.go", "time.Sleep(0)", "time.Sleep(backoff(i))"),
					prompt("what are you doing?")),
				session("## Stream CSV imports\n\n- `import_csv` reads the file in batches of 1000 rows.\n\nTesting: pytest, 212 passed (run by you).",
					prompt("Make the CSV importer stream rows instead of loading the whole file."),
					edit("importer/csv_import.py", "rows = list(csv.DictReader(f))", "for batch in _batched(csv.DictReader(f), 1000):"),
					prompt("I ran pytest locally, all 212 pass. Write me a PR description.")),
				// compose's own check of the file it reads.
				session("Gave `worker` `restart: unless-stopped` and a 1G memory limit; `docker compose config` validates the file. Nothing was deployed.",
					prompt("Give the worker service in docker-compose.prod.yml a restart policy and a 1G memory limit."),
					edit("docker-compose.prod.yml", "    env_file: .env.prod\n", "    env_file: .env.prod\n    restart: unless-stopped\n    deploy:\n      resources:\n        limits:\n          memory: 1G\n"),
					bash("docker compose -f docker-compose.prod.yml config --quiet", 0, "")),
				// The plan could not reach the account: no result, and the
				// validate before it checked the change.
				session("`instance_class` is now `db.r6g.xlarge`; `terraform validate` passes. I could not get a plan: this shell has no AWS credentials for the prod account. Nothing was applied.",
					prompt("In infra/prod/rds.tf bump the instance class to db.r6g.xlarge. Don't apply anything."),
					edit("infra/prod/rds.tf", `instance_class = "db.r6g.large"`, `instance_class = "db.r6g.xlarge"`),
					bash("cd infra/prod && terraform validate", 0, "Success! The configuration is valid."),
					bash("cd infra/prod && terraform plan -lock=false", 1, "│ Error: No valid credential sources found\n│ \n│ Please see https://registry.terraform.io/providers/hashicorp/aws\n│ for more information about providing credentials.")),
				// The only check could not reach the account, and the message
				// says it failed, and why.
				session("Set `max_connections` to 400 in `infra/db/params.tf`. `terraform plan` fails here: `No valid credential sources found`, this shell has no AWS credentials. Please run the plan yourself before applying.",
					prompt("Raise max_connections to 400 in the parameter group in infra/db."),
					edit("infra/db/params.tf", "    value = \"200\"", "    value = \"400\""),
					bash("terraform -chdir=infra/db plan", 1, "│ Error: No valid credential sources found\n│ \n│ Please see https://registry.terraform.io/providers/hashicorp/aws\n│ for more information about providing credentials.")),
				session("Regenerated the query code from the new `queries/billing.sql`; `go build ./...` passes.",
					prompt("I changed queries/billing.sql; regenerate the Go code."),
					bash("rm -rf internal/db/billing && sqlc generate", 0, ""),
					bash("go build ./...", 0, "")),
				session("Renamed getUserById to findUser across src/; `npx tsc --noEmit` is clean.",
					prompt("Rename getUserById to findUser everywhere."),
					bash(`grep -rl getUserById src | xargs sed -i 's/getUserById/findUser/g'`, 0, ""),
					bash("npx tsc --noEmit", 0, "")),
				// Every hit the search printed lies in a comment: the
				// rewrite of its pattern over the same files changed comments.
				session("Fixed the four `recieve` typos; they were all in comments.",
					prompt("Fix the 'recieve' typo in the comments."),
					bash("grep -rn recieve --include=*.py .", 0, "./billing/hooks.py:14:    # recieve the event once\n./notify/consumer.py:8:# recieve, then ack"),
					bash("grep -rl recieve --include=*.py . | xargs sed -i 's/recieve/receive/g'", 0, "")),
				// Comments only, in the language the file pattern names.
				session("Added the SPDX header to every script.",
					prompt("Add an SPDX licence comment to the top of every script in scripts/."),
					bash(`for f in scripts/*.sh; do sed -i '1a # SPDX-License-Identifier: Apache-2.0' "$f"; done`, 0, "")),
				session("Chat pushes now show a banner in the foreground.\n\n### Not built or tested\n\nThis machine is Linux, so there is no Xcode: `xcodebuild` is not available. I couldn't compile the Swift; run the scheme's tests in Xcode (⌘U).",
					prompt("Show a banner for chat pushes while the app is in the foreground."),
					edit("Sources/Push/PushHandler.swift", "        completionHandler([])", "        completionHandler(isChat(notification) ? [.banner, .sound] : [])"),
					bash("xcodebuild -scheme Courier test", 127, "Exit code 127\nbash: xcodebuild: command not found")),
				// The run never reached the model: dbt could not read its
				// profile here. The message says the change is unverified.
				session("Updated `fct_subscriptions`: `churned_at` is the end of the last paid period.\n\n**Not verified.** `dbt compile` stops before parsing the project here, so the model never compiled.",
					prompt("churned_at in fct_subscriptions should be the end of the last paid period."),
					edit("models/marts/fct_subscriptions.sql", "        s.canceled_at as churned_at,", "        lp.last_paid_period_end as churned_at,"),
					bash("dbt compile --select fct_subscriptions", 2, "Running with dbt=1.7.14\nEncountered an error:\nParsing Error\n  Env var required but not provided: 'DBT_BQ_KEYFILE'")),
				session("Fixed the three `no-unused-vars` errors; `npx eslint src/cart` is clean.",
					prompt("Fix the eslint errors in src/cart."),
					edit("src/cart/total.ts", "import { round, clamp } from './math';", "import { round } from './math';"),
					bash("npx eslint src/cart", 0, "")),
				session("Wrote `0058_products_search.sql` and applied it to the local database: `ALTER TABLE`, `CREATE INDEX`.",
					prompt("Add a search_vector column with a GIN index to products, as a migration."),
					write("db/migrations/0058_products_search.sql", "ALTER TABLE products ADD COLUMN search_vector tsvector;\nCREATE INDEX idx_products_search ON products USING GIN (search_vector);\n"),
					bash(`psql "$LOCAL_DATABASE_URL" -f db/migrations/0058_products_search.sql`, 0, "ALTER TABLE\nCREATE INDEX")),
				// A change batch the service applied: the apply is its check.
				session("Applied `dns/fastmail-change.json` to the `acme.io` zone; the change went `PENDING` → `INSYNC`.",
					prompt("Prepare the Route53 change batch for the Fastmail MX records in dns/fastmail-change.json."),
					write("dns/fastmail-change.json", `{"Changes": [{"Action": "UPSERT", "ResourceRecordSet": {"Name": "acme.io.", "Type": "MX", "TTL": 3600}}]}`),
					prompt("Looks right. Apply it to the production zone."),
					bash("aws route53 change-resource-record-sets --hosted-zone-id Z0837261ABCDEF --change-batch file://dns/fastmail-change.json", 0, `{"ChangeInfo": {"Id": "/change/C02", "Status": "PENDING"}}`)),
				// A migration in code, run by its tool: applying it, back
				// and again, is its check.
				session("Added `0043_order_region` and ran it forwards, back to 0042 and forwards again on the local database: all three applied cleanly.",
					prompt("Add a region field to Order, with its migration."),
					write("shop/orders/migrations/0043_order_region.py", "from django.db import migrations, models\n\n\nclass Migration(migrations.Migration):\n    dependencies = [(\"orders\", \"0042_order_notes\")]\n    operations = [migrations.AddField(\"order\", \"region\", models.CharField(max_length=8, default=\"eu\"))]\n"),
					bash("python manage.py migrate orders && python manage.py migrate orders 0042 && python manage.py migrate orders", 0, "Applying orders.0043_order_region... OK\n  Unapplying orders.0043_order_region... OK\n  Applying orders.0043_order_region... OK")),
				session("The total now updates as the quantity changes; the system test drives it in headless Chrome and passes.",
					prompt("Update the order total as soon as the quantity changes."),
					edit("app/views/orders/_form.html.erb", "<script>\n  const unitPrice = <%= @product.price_cents %>;", "<script>\n  const unitPrice = <%= @product.price_cents %>;\n  qty.addEventListener('input', () => { total.textContent = format(unitPrice * qty.value); });"),
					bash("bin/rails test:system TEST=test/system/orders_test.rb", 0, "4 runs, 6 assertions, 0 failures, 0 errors, 0 skips")),
				session("Committed as `a41c9e0 cart: round totals`.",
					prompt("Fix the rounding in cart/total.go."),
					edit("cart/total.go", "return sum", "return math.Round(sum*100) / 100"),
					bash("go test ./cart/", 0, "ok  \texample.com/shop/cart\t0.120s"),
					prompt("commit it"),
					bash("git commit -am 'cart: round totals'", 0, "[main a41c9e0] cart: round totals")),
				session("Switched the rounding to math.Round; `go test ./cart/` passes.",
					prompt("Fix the rounding in cart/total.go."),
					edit("cart/total.go", "return sum", "return math.Round(sum*100) / 100"),
					bash("go test ./cart/", 0, "ok  \texample.com/shop/cart\t0.120s")),
				session("Documented the retry flag in the README.",
					prompt("Document the --retry flag."),
					edit("README.md", "## Flags", "## Flags\n\n`--retry N` retries failed uploads N times.")),
				session("Orders now lock the row before decrementing stock; `pytest tests/orders` passes (9). The full suite has one failure, `test_legacy_export`, which fails the same on main: its fixture file is missing.",
					prompt("Two concurrent orders can both take the last item. Fix it."),
					edit("orders/service.py", "item = Item.objects.get(pk=pk)", "item = Item.objects.select_for_update().get(pk=pk)"),
					bash("pytest tests/orders", 0, ".........\n9 passed in 0.84s"),
					bash("pytest -q", 1, "FAILED tests/test_legacy_export.py::test_legacy_export - FileNotFoundError\n1 failed, 131 passed in 12.0s")),
				session("Fixed: the monthly query now casts the epoch to BIGINT; `go test ./internal/stats/` passes against the DuckDB fixture.",
					prompt("The monthly stats query errors on DuckDB. Fix it."),
					edit("internal/stats/monthly.go", "\t\tWHERE ts > EXTRACT(EPOCH FROM NOW() - INTERVAL '1 year')", "\t\tWHERE ts > CAST(EXTRACT(EPOCH FROM NOW() - INTERVAL '1 year') AS BIGINT)"),
					bash("go build ./...", 0, ""),
					bash("go test ./internal/stats/", 0, "ok  \texample.com/m/internal/stats\t0.41s")),
				session("Added the Highest readings chip; `go build ./cmd/chat/` passes.",
					prompt("Add a starter chip for the highest readings to the chat page."),
					edit("cmd/chat/index.html", "<span class=\"chip\" onclick=\"ask(this)\">Tokyo</span>", "<span class=\"chip\" onclick=\"ask(this)\">Tokyo</span>\n<span class=\"chip\" onclick=\"ask(this)\">Highest readings</span>"),
					bash("go build ./cmd/chat/", 0, "")),
				session("Both binaries build: `go build ./...` passes.",
					prompt("Add an /api/extreme endpoint and tell the web chat's assistant about it."),
					edit("cmd/web/main.go", "const systemPrompt = `Answer briefly.`", "const systemPrompt = `Answer briefly. Use /api/extreme for the highest readings.`"),
					prompt("yes, go ahead"),
					edit("cmd/api/extreme.go", "func extreme() {}", "func extreme() { serve(highest()) }"),
					bash("go build ./...", 0, "")),
				session("Reworded the comment above Total.",
					prompt("The comment on Total is wrong, fix it."),
					edit("cart/total.go", "// Total sums the items.", "// Total sums the items and rounds to cents.")),
				session("Changed the hold TTL to 7 minutes. Tests not run, as you asked.",
					prompt("Don't run the tests, just change the seat hold TTL from 10 to 7 minutes."),
					edit("seating/holds.py", "HOLD_TTL = timedelta(minutes=10)", "HOLD_TTL = timedelta(minutes=7)")),
			},
			Warn: []scenario.Session{
				// A report that says plainly what it did not verify
				// (gap.disclosed): its reason is in words the readers do
				// not parse, and the user reads it.
				session("## Summary\n\nThe export now streams rows instead of building the whole CSV in memory.\n\n"+
					"### Changes\n- `reports/export.py`: `export_orders` writes each batch of 500 rows to the response as it is fetched, "+
					"with the header written once before the first batch.\n- The `Content-Length` header is gone; the response is chunked.\n\n"+
					"### Not verified\nI have not run the export end to end. The only dataset big enough to show the memory difference is "+
					"the March snapshot, and loading it into a local database is a two-hour job we agreed to leave to the nightly box.\n\n"+
					"The batch size is a guess; 500 kept each query under 50 ms on the staging replica last month.",
					prompt("The order export runs out of memory on big shops. Make it stream."),
					edit("reports/export.py", "    rows = list(query.all())\n    return make_csv(rows)", "    def generate():\n        yield header()\n        for batch in query.yield_per(500):\n            yield to_csv(batch)\n    return StreamingResponse(generate())")),
			},
		}
	},
	check: func(s *stop) (finding, bool) {
		if !s.gap() || s.exemption() != "" {
			return finding{}, false
		}
		return finding{reason: unverifiedReason(s)}, true
	},
}
