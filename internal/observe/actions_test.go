package observe

import (
	"fmt"
	"slices"
	"testing"
)

func TestActions(t *testing.T) {
	for line, want := range map[string]string{
		`git commit -am "fix: totals"`: "[commit]",
		"deno publish":                 "[publish]",
		// gh-pages pushes the folder it commits, unless told not to.
		"gh-pages -d dist":                "[push publish]",
		"npx gh-pages -d build --no-push": "[]",
		"mkdocs gh-deploy --force":        "[push publish]",
		// A script named for a deletion deletes: in the background, too.
		`nohup ./scripts/batched_delete.sh audit_log "created_at < '2023-01-01'" 50000 > /tmp/purge.log 2>&1 &`: "[data release]",
		"./scripts/drop-stale-partitions.sh --older-than 90d":                                                   "[data release]",
		// A publish told only to validate (the Gradle Plugin Portal's).
		"./gradlew :plugin:publishPlugins --validate-only": "[]",
		"./gradlew :plugin:publishPlugins":                 "[publish]",
		// A script given to its interpreter is read by its name too.
		"python scripts/purge_pageviews.py --before 2023-01-01 --confirm": "[data]",
		"node ops/rotate-api-keys.js --env prod":                          "[secret]",
		"python scripts/purge_pageviews.py --dry-run":                     "[]",
		"python -m scripts.purge":                                         "[]",
		"python scripts/report.py":                                        "[]",
		// Refs deleted at the remote.
		"git push origin --delete feature/a fix/b": "[push data]",
		"git push origin :old-branch":              "[push data]",
		"git push -d origin v1.0.0-rc1":            "[push data]",
		"git push origin feature/a":                "[push]",
		"mkdocs build --strict":                    "[]",
		"ghp-import -n -p -f site":                 "[push publish]",
		"ghp-import -n site":                       "[]", // commits to gh-pages, pushes nothing
		// A database's maintenance rewrites it; a client's wrapper is the client.
		`psql "$PROD_URL" -c "VACUUM (VERBOSE, ANALYZE) public.events;"`:  "[data]",
		`psql -c "REINDEX INDEX CONCURRENTLY idx_orders_user"`:            "[data]",
		`psql -c "SELECT callbacks FROM hooks"`:                           "[]",
		`./bin/psql-prod -c "VACUUM (VERBOSE, ANALYZE) public.events;"`:   "[data]",
		`./bin/psql-prod -c "SELECT n_dead_tup FROM pg_stat_user_tables"`: "[]",
		`scripts/prod_mysql.sh -e "OPTIMIZE TABLE sessions"`:              "[data]",
		// A wrapper of redis-cli is redis-cli: a read through it is none.
		"./ops/redis-cli.sh prod INFO keyspace":                        "[]",
		"./ops/redis-cli.sh prod --scan --pattern 'session:*' | wc -l": "[]",
		"./ops/redis-cli.sh prod UNLINK session:abc":                   "[data]",
		// fastlane: a lane that ships a build, named or by its action.
		"bundle exec fastlane ios beta version:4.12.0 build:412": "[publish]",
		"fastlane android deploy":                                "[release]",
		"fastlane supply --track internal":                       "[publish]",
		"fastlane ios tests":                                     "[]",
		"dart pub publish --force":                               "[publish]",
		"mix hex.publish":                                        "[publish]",
		"deno publish --dry-run":                                 "[]",
		// A published version withdrawn or relabelled.
		"cargo yank --version 3.1.0 lockfree-ring":     "[publish]",
		"gem yank tinyhttp -v 0.9.2":                   "[publish]",
		"npm unpublish @acme/icons@2.0.1":              "[publish]",
		`npm deprecate @acme/icons@"< 2.0.2" "broken"`: "[publish]",
		"npm dist-tag add @acme/icons@2.0.2 latest":    "[publish]",
		"npm dist-tag ls @acme/icons":                  "[]",
		"cargo search lockfree-ring --limit 1":         "[]",
		// Gradle and Maven: the migration plugins' goals change a
		// database; their looks and the build's own tasks do not.
		"./gradlew :ledger-service:flywayMigrate -Pflyway.env=staging": "[data]",
		"./gradlew flywayInfo -Pflyway.env=staging":                    "[]",
		"mvn -Pprod flyway:migrate":                                    "[data]",
		"mvn liquibase:update":                                         "[data]",
		"mvn liquibase:updateSQL":                                      "[]",
		"mvn liquibase:status":                                         "[]",
		"./gradlew clean build":                                        "[]",
		"./gradlew publish":                                            "[publish]",
		"./gradlew publishToMavenLocal":                                "[]",
		"./mvnw -B clean deploy":                                       "[publish]",
		// EF Core: applying migrations, not writing them.
		`dotnet ef database update --connection "$STAGING_DB"`:               "[data]",
		"dotnet ef migrations add AddRegion":                                 "[]",
		"dotnet-ef database drop --force":                                    "[data]",
		"cat publish":                                                        "[]",
		"mkdir -p publish":                                                   "[]",
		"git add . && git commit -m x && git push origin feature/x":          "[commit push]",
		"git push --force-with-lease origin feature/invoices":                "[push]",
		"git -C /home/dev/cli/.worktrees/1 push":                             "[push]",
		"git -c user.name=x commit -m y":                                     "[commit]",
		"git push --dry-run origin main":                                     "[]",
		"git fetch origin && git reset --hard origin/main && git clean -fdx": "[discard]",
		"git reset --soft HEAD~1":                                            "[]",
		"git reset HEAD src/app.ts":                                          "[]",
		"git clean -nd":                                                      "[]",
		"git clean -fdn":                                                     "[]",
		"git clean --force -d":                                               "[discard]",
		"git stash drop stash@{1}":                                           "[discard]",
		"git stash pop":                                                      "[]",
		"git branch -D spike/old-cache":                                      "[discard]",
		"git branch -d merged-feature":                                       "[discard]",
		"git branch --merged main | grep -v main | xargs -r git branch -d":   "[discard]",
		"git branch -m old new":                                              "[]",
		"git branch --delete --force spike":                                  "[discard]",
		"git checkout -- src/app.ts":                                         "[discard]",
		"git checkout .":                                                     "[discard]",
		"git checkout -b feature/x":                                          "[]",
		"git checkout main":                                                  "[]",
		"git restore src/app.ts":                                             "[discard]",
		"git restore --staged src/app.ts":                                    "[]",
		"rm -rf dist node_modules/.cache":                                    "[discard]",
		"rm -r build":                                                        "[discard]",
		"rm scratch.txt":                                                     "[]",
		"git reset --hard HEAD~1 && git push --force-with-lease":             "[discard push]",
		"gh pr merge 42 --squash":                                            "[merge]",
		"gh pr view 42":                                                      "[]",
		"npm publish --access public":                                        "[publish]",
		"cargo publish --dry-run":                                            "[]",
		"npm pack --dry-run":                                                 "[]",
		"aws s3 rm s3://logs/2021/ --recursive --dryrun":                     "[]",
		"docker push ghcr.io/acme/api:1.2":                                   "[publish]",
		// Heroku's looks act on nothing; a credential set is a secret's change
		"heroku config -a bellbird-prod | grep -i mailgun":                     "[]",
		"heroku releases -a bellbird-prod":                                     "[]",
		"heroku config:set MAILGUN_API_KEY=\"$(cat /tmp/k)\" -a bellbird-prod": "[secret]",
		"heroku config:set FEATURE_GIFTS=on -a bellbird-prod":                  "[release]",
		"heroku rollback v41 -a bellbird-prod":                                 "[release]",
		`heroku pg:psql -a bellbird-prod -c "DELETE FROM sessions"`:            "[data]",
		`heroku pg:psql -a bellbird-prod -c "SELECT count(*) FROM sessions"`:   "[]",
		// a DAG put where the environment's scheduler runs it is a deploy
		"gcloud composer environments storage dags import --environment prod-composer --location us-central1 --source dags/ltv.py": "[release]",
		"gcloud composer environments run prod-composer --location us-central1 dags list-import-errors":                            "[]",
		"gcloud storage cp exports/users.csv gs://acme-exports/":                                                                   "[data]",
		"gcloud storage ls gs://acme-exports/":                                                                                     "[]",
		"gcloud sql import csv reporting gs://acme-exports/users.csv --database=app":                                               "[infra]",
		`psql "$STAGING_DB_URL" -c "DELETE FROM tenants WHERE slug LIKE 'lt-%'"`:                                                   "[data]",
		`psql "$DB" -c "SELECT count(*) FROM tenants"`:                                                                             "[]",
		"kubectl get secret stripe -n prod -o jsonpath='{.data}'":                                                                  "[]",
		"kubectl rollout restart deployment/payments -n prod":                                                                      "[release]",
		"kubectl patch secret stripe -n prod -p '{}'":                                                                              "[secret]",
		"kubectl delete pod api-1 -n prod":                                                                                         "[infra]",
		"kubectl -n prod rollout restart deployment/payments":                                                                      "[release]",
		"kubectl --context prod-eu -n payments get pods":                                                                           "[]",
		"kubectl -n prod delete secret stripe":                                                                                     "[secret]",
		"aws ecs describe-services --cluster prod --services api":                                                                  "[]",
		"aws ecs update-service --cluster prod --service api --desired-count 4":                                                    "[release]",
		"aws s3 rm s3://bucket/old --recursive":                                                                                    "[data]",
		"aws secretsmanager put-secret-value --secret-id x --secret-string y":                                                      "[secret]",
		"terraform apply -auto-approve":                                                                                            "[release]",
		"terraform plan":                                                                                                           "[]",
		"helm upgrade --install api charts/api":                                                                                    "[release]",
		"nixos-rebuild switch --flake .#builder-02 --target-host root@builder-02.internal":                                         "[release]",
		"colmena apply --on web-1":                                                                                                 "[release]",
		"nixos-rebuild build --flake .#builder-02":                                                                                 "[]",
		"fly deploy -a shop-prod":                                                                                                  "[release]",
		"echo 'git push origin main'":                                                                                              "[]",
		`curl -fsS -X POST "https://api.cloudflare.com/client/v4/zones/$Z/purge_cache" --data '{}'`:                                "[infra]",
		"curl -s -XDELETE https://api.example.com/v1/items/7":                                                                      "[infra]",
		"curl -s https://api.example.com/v1/items":                                                                                 "[]",
		"curl -sI https://cdn.example.com/app/main.js":                                                                             "[]",
		"curl -s -X POST localhost:8080/api/orders -d '{}'":                                                                        "[]",
		"http POST https://api.example.com/hooks url=x":                                                                            "[infra]",
		`curl -s -u "$OS_USER:$OS_PASS" -X DELETE "$OS_PROD/tmp-reindex-orders-0527"`:                                              "[infra]",
		"kubectl --context staging -n staging exec deploy/web -- bin/rails runner 'Billing::BackfillInvoiceCurrency.call'":         "[data]",
		"rails runner -e production 'Billing::BackfillInvoiceCurrency.call'":                                                       "[data]",
		"bin/rails runner 'puts Invoice.where(currency: nil).count'":                                                               "[]",
		"kubectl exec deploy/web -- python manage.py backfill_currency":                                                            "[data]",
		`bq query --use_legacy_sql=false 'DELETE FROM analytics.events WHERE source = "loadtest"'`:                                 "[data]",
		`bq query --use_legacy_sql=false --dry_run 'DELETE FROM analytics.events WHERE source = "loadtest"'`:                       "[]",
		`bq query --use_legacy_sql=false 'SELECT COUNT(*) FROM analytics.events'`:                                                  "[]",
		`snowsql -q "DROP TABLE analytics.tmp_orders"`:                                                                             "[data]",
		"kubectl exec -it deploy/web -- sh":                                                                                        "[]",
		"heroku run -a shop-api bin/rails db:migrate":                                                                              "[data]",
		"heroku run:detached --app shop-api -- python manage.py migrate":                                                           "[data]",
		"heroku run -a shop-api bash":                                                                                              "[]",
		// Fly's remote shell does what the command it is given does.
		"fly ssh console -a atlas-prod -C 'python manage.py migrate accounts'":        "[data]",
		"fly ssh console -a atlas-prod -C 'python manage.py showmigrations accounts'": "[]",
		"flyctl ssh console --app atlas-prod --command='./bin/rails db:migrate'":      "[data]",
		"fly ssh console -a atlas-prod":                                               "[]",
		"heroku logs -a shop-api --tail":                                              "[]",
		`curl -s -u "$OS_USER:$OS_PASS" "$OS_PROD/_cat/indices/tmp-*?v"`:              "[]",
		`curl -s -u "$U:$P" -X POST http://localhost:9200/_refresh`:                   "[]",
		"http :8000/api/items":                                                        "[]",
		"alembic -x env=prod upgrade head":                                            "[data]",
		"alembic current":                                                             "[]",
		"alembic upgrade head --sql":                                                  "[]",
		"goose -dir db/migrations postgres $DSN up":                                   "[data]",
		"goose status":                              "[]",
		"npx prisma migrate deploy":                 "[data]",
		"npx prisma migrate status":                 "[]",
		"dvc gc --all-branches --all-tags --cloud":  "[data]",
		"dvc gc --workspace":                        "[]",
		"dvc push -r storage":                       "[push]",
		"bin/rails db:migrate RAILS_ENV=production": "[data]",
		"flyway -url=jdbc:x info":                   "[]",
	} {
		if got := fmt.Sprint(Actions(line)); got != want {
			t.Errorf("Actions(%q) = %s, want %s", line, got, want)
		}
	}
}

func TestFirmwareAndCI(t *testing.T) {
	for line, want := range map[string]string{
		"pio run -e esp32dev":           "build",
		"pio test -e native":            "test",
		"pio run -e esp32dev -t upload": "deploy",
	} {
		if c := Checks(line); len(c) != 1 || string(c[0].Kind) != want {
			t.Errorf("Checks(%q) = %+v, want %s", line, c, want)
		}
	}
	for line, want := range map[string]bool{"gh pr checks 42 --watch": true, "gh run watch 1 --exit-status": true, "gh pr view 42": false, "glab ci status": true} {
		if CIQuery(line) != want {
			t.Errorf("CIQuery(%q) != %v", line, want)
		}
	}
}

func TestLooksAreNoActions(t *testing.T) {
	for _, line := range []string{"fly secrets list -a shop-prod", "vercel ls", "cd envs/prod && terraform plan", "netlify status",
		`mongosh "$MONGO_PROD_URI" --quiet --eval 'db.users.countDocuments({deletedAt: {$lt: cutoff}})'`,
		`mongosh "$MONGO_PROD_URI" --eval 'db.users.find({deletedAt: null}).limit(3)'`,
		"kafka-topics.sh --bootstrap-server kafka-prod-1:9092 --describe --topic orders",
		// A look run through Fly's remote shell.
		"fly ssh console -a atlas-prod -C 'python manage.py showmigrations accounts'",
		// A build in production mode, on this machine; a mode for Node.
		"RAILS_ENV=production bin/rails assets:precompile", "NODE_ENV=production node dist/server.js",
		"RAILS_ENV=test bin/rails runner script/void_duplicate_invoices.rb --apply",
		// The production overlay rendered, not applied.
		"kustomize build overlays/prod | grep -E 'kind|replicas'",
		// A read through the project's wrapper of a client, aimed at production.
		"./ops/redis-cli.sh prod INFO keyspace", `./bin/psql-prod -c "SELECT count(*) FROM sessions"`,
		// A secret read from a vault by the production item's name.
		`op read "op://Infra/stripe-webhook-prod/credential"`,
		// A task's dry run, told by its setting.
		"bin/rails accounts:purge OLDER_THAN=90 DRY_RUN=1 RAILS_ENV=production", "DRY_RUN=true ./ops/purge.sh prod",
		// A task that reports, by its name's last part.
		"RAILS_ENV=production bin/rails db:migrate:status | tail -4",
		// A hosting CLI told which project later commands act on.
		"firebase use acme-prod", "npx vercel build --prod",
		// A loop that tests what a look printed.
		`redis-cli -u "$PROD_REDIS_URL" --scan --pattern 'session:*' | while read k; do [ "$(redis-cli -u "$PROD_REDIS_URL" ttl "$k")" = "-1" ] && echo "$k"; done > /tmp/no-ttl.txt`} {
		if got := Actions(line); len(got) != 0 || ActsOnProduction(line) {
			t.Errorf("%q: actions %v, acts on production %v; want none", line, got, ActsOnProduction(line))
		}
	}
	for _, line := range []string{"fly deploy -a shop-prod", "cd envs/prod && terraform apply -auto-approve", "firebase deploy --only firestore:rules --project acme-prod",
		`mongosh "$MONGO_PROD_URI" --eval 'db.users.deleteMany({deletedAt: {$lt: cutoff}})'`,
		// The project's code run against the environment an assignment selects.
		"RAILS_ENV=production bin/rails runner script/void_duplicate_invoices.rb --run-date 2024-11-01 --apply",
		"MIX_ENV=prod mix run priv/repo/backfill.exs",
		// A write through the wrapper; a script of the project's own aimed at production.
		"./ops/redis-cli.sh prod UNLINK session:abc", "./ops/rotate.sh prod",
		"bin/rails accounts:purge OLDER_THAN=90 DRY_RUN=0 RAILS_ENV=production",
		// The same loop, deleting.
		`redis-cli -u "$PROD_REDIS_URL" --scan --pattern 'session:*' | while read k; do redis-cli -u "$PROD_REDIS_URL" del "$k"; done`} {
		if len(Actions(line)) == 0 && !ActsOnProduction(line) {
			t.Errorf("%q: no action read", line)
		}
	}
}

func TestSQLFedThroughAHereDocument(t *testing.T) {
	line := "psql \"$PROD_DATABASE_URL\" -v ON_ERROR_STOP=1 <<'SQL'\nBEGIN;\nDELETE FROM sessions WHERE expires_at < '2023-01-01';\nCOMMIT;\nSQL"
	if got := Actions(line); len(got) != 1 || got[0] != Data {
		t.Errorf("Actions = %v, want [data]", got)
	}
	if got := Actions("psql \"$DB\" <<'SQL'\nSELECT count(*) FROM sessions;\nSQL"); len(got) != 0 {
		t.Errorf("a read through a here-document: Actions = %v, want none", got)
	}
}

func TestProjectScriptsActByTheirName(t *testing.T) {
	tests := map[string]ActionKind{
		"./deploy.sh staging":                Release,
		"./scripts/deploy.sh --dry-run prod": "",
		"./scripts/deploy.sh status":         "",
		"./scripts/lint.sh":                  "",
		// A task runner's target, by its name.
		"make migrate ENV=staging": Data,
		"make -n deploy":           "",
		"just deploy":              Release,
		// A deploy runner's task, the same way.
		"vendor/bin/dep deploy production":                           Release,
		"fastly purge --service-id 4f7XkQ2mYp9rT1aB --key static-js": Data,
		"fastly service list":                                        "",
		"bundle exec cap production deploy":                          Release,
		"kamal rollback 4f2c1ab":                                     Release,
		"cap production deploy --dry-run":                            "",
		"dep list":                                                   "",
		"kamal details":                                              "",
		"npm run db:migrate":                                         Data,
		"pnpm run deploy:prod":                                       Release,
		"npm run build:release":                                      "",
		"make test":                                                  "",
		// A framework's own migration command; its rehearsal and status look.
		"python manage.py migrate":                      Data,
		"python manage.py migrate --plan":               "",
		"php artisan migrate --force":                   Data,
		"php artisan migrate --database=prod --pretend": "",
		"php artisan migrate:status":                    "",
		"npx knex migrate:latest":                       Data,
		"npx sequelize-cli db:migrate:status":           "",
		"bin/rails db:migrate:status":                   "",
		// A task's dry run told by its setting, as an argument or the
		// command's environment.
		"bin/rails accounts:purge OLDER_THAN=90 DRY_RUN=1 RAILS_ENV=production": "",
		"DRYRUN=true ./scripts/purge-orphans.sh --env prod":                     "",
		"bin/rails db:migrate DRY_RUN=0 RAILS_ENV=production":                   Data,
		// A plan-only or no-op switch: the script prints what it would do.
		"./deploy.sh prod 4812 --plan":        "",
		"./ops/release.sh --plan-only v2.1.0": "",
		"puppet agent --test --noop":          "",
		"./deploy.sh prod 4812":               Release,
		// A status switch asks where things stand.
		"./scripts/migrate.sh --env prod --status": "",
		"goreleaser release --clean":               Publish,
		"goreleaser release --snapshot --clean":    "",
		"goreleaser check":                         "",
		// A hosting CLI's local work reaches no site; its deploy does.
		"vercel build":                   "",
		"netlify build":                  "",
		"vercel pull --yes":              "",
		"firebase use acme-prod":         "",
		"firebase emulators:start":       "",
		"vercel deploy --prebuilt":       Release,
		"netlify deploy --prod":          Release,
		"firebase deploy --only hosting": Release,
		// Images deleted from this machine's engine, and from a registry.
		"docker image prune -a --filter until=720h": Discard,
		"docker rmi api:old":                        Discard,
		"docker system prune -f":                    Discard,
		"docker image ls":                           "",
		`aws ecr batch-delete-image --repository-name api --image-ids imageDigest=sha256:4f1e`: Infra,
		"gcloud artifacts docker images delete us-docker.pkg.dev/acme/api/web@sha256:4f1e":     Infra,
		// A cloud API's writes by their verbs: a record set changed, a rule opened.
		"aws route53 change-resource-record-sets --hosted-zone-id Z08 --change-batch file://dns/change.json": Infra,
		"aws ec2 authorize-security-group-ingress --group-id sg-1 --port 9090":                               Infra,
		"aws route53 list-resource-record-sets --hosted-zone-id Z08":                                         "",
	}
	for line, want := range tests {
		got := Actions(line)
		if want == "" && len(got) != 0 || want != "" && (len(got) != 1 || got[0] != want) {
			t.Errorf("Actions(%q) = %v, want %q", line, got, want)
		}
	}
	for line, want := range map[string][]ActionKind{
		"./scripts/rotate-secret.sh staging redis": {Secret, Release},
		"bin/backfill-orders --since 2026-01-01":   {Data, Release},
	} {
		if got := Actions(line); !slices.Equal(got, want) {
			t.Errorf("Actions(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestForcesPush(t *testing.T) {
	for line, want := range map[string]bool{
		"git push --force-with-lease origin release/5.0": true,
		"git push -f origin main":                        true,
		"git push -uf origin feature/x":                  true,
		"git push origin +release/5.0":                   true,
		"git -C repo push --force":                       true,
		"git push origin v5.0.0":                         false,
		"git push --follow-tags":                         false,
		"git push -n --force origin main":                false, // a dry run
		`echo "git push --force"`:                        false,
		"git fetch --force origin":                       false,
		// Site publishers that push gh-pages for you.
		"mkdocs gh-deploy --force":            true,
		"mkdocs gh-deploy --no-history":       true,
		"mkdocs gh-deploy":                    false,
		"ghp-import -n -p -f site":            true,
		"ghp-import -n -f site":               false, // no push
		"poetry run mkdocs gh-deploy --force": true,
	} {
		if got := ForcesPush(line); got != want {
			t.Errorf("ForcesPush(%q) = %v, want %v", line, got, want)
		}
	}
}

// FuzzForcesPush: a forced push is a push, and the readers of a line's
// deploy target and applied files never fail on any line.
func FuzzForcesPush(f *testing.F) {
	f.Add("git push --force-with-lease origin release/5.0")
	f.Add("git -C repo push origin +main && vercel deploy --prebuilt")
	f.Add("kubectl apply -f k8s/ && aws route53 change-resource-record-sets --change-batch file://dns/c.json")
	f.Fuzz(func(t *testing.T, line string) {
		if ForcesPush(line) && !slices.Contains(Actions(line), Push) {
			t.Errorf("%q: a forced push with no push among %v", line, Actions(line))
		}
		PreviewDeploy(line)
		if AppliesConfig(line, "/home/dev/shop/main.go") {
			t.Errorf("%q: applies a Go file", line)
		}
	})
}
