package observe

import (
	"strings"
	"testing"
)

func TestElsewhereThanProduction(t *testing.T) {
	for line, want := range map[string]bool{
		`psql "$DEV_DATABASE_URL" -f migrations/20240912_currency.sql`:  true,
		"kubectl --context staging apply -f k8s/":                       true,
		"psql -h localhost -U app -f migrate.sql":                       true,
		"terraform apply -var-file=envs/stg.tfvars":                     true,
		`psql "$PROD_DATABASE_URL" -f migrations/20240912_currency.sql`: false,
		"./deploy.sh prod": false,
		"kubectl --context staging get pods && kubectl --context prod apply -f k8s/": false, // production named too
		"psql -f migrations/20240912_currency.sql":                                   false, // no environment named
		"alembic upgrade head": false,
		// The local Compose stack's services run on this machine.
		"docker compose exec -T db psql -U app -d app -c 'DROP TABLE IF EXISTS audit_log_2019;'": true,
		"docker-compose run --rm web bin/rails db:migrate":                                       true,
		"docker compose -f compose.yaml exec db psql -c 'VACUUM'":                                true,
		"docker compose -f docker-compose.prod.yml exec db psql -c 'VACUUM'":                     false, // production named
		"docker --context prod-swarm compose exec db psql -c 'VACUUM'":                           false,
		"DOCKER_HOST=ssh://deploy@db1 docker compose exec db psql -c 'VACUUM'":                   false,
		"docker compose up -d": false, // no command run in a service
		// A hosting CLI's deploy goes to a preview unless told production.
		"vercel deploy --prebuilt":                     true,
		"vercel":                                       true,
		"netlify deploy --dir=dist":                    true,
		"vercel deploy --prebuilt --prod":              false,
		"vercel --prod":                                false,
		"vercel deploy --target production":            false,
		"netlify deploy --prod --dir=dist":             false,
		"vercel promote https://shop-7hq2k.vercel.app": false, // a preview made production
		"vercel ls":                                    false,
	} {
		if got := ElsewhereThanProduction(line); got != want {
			t.Errorf("ElsewhereThanProduction(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestDefaultDatabase(t *testing.T) {
	for line, want := range map[string]bool{
		"bin/rails db:migrate":              true,
		"python manage.py migrate":          true,
		"alembic upgrade head":              true,
		"cd api && npx knex migrate:latest": true,
		// An environment named, or another host that runs it.
		"DATABASE_URL=$PROD_DATABASE_URL alembic upgrade head": false,
		"RAILS_ENV=production bin/rails db:migrate":            false,
		"alembic -x env=staging upgrade head":                  false,
		"kamal app exec -d production 'bin/rails db:migrate'":  false,
		"heroku run rails db:migrate -a shop-api":              false,
		"ssh deploy@db1 'cd /srv/app && bin/rails db:migrate'": false,
		"kubectl exec deploy/api -- python manage.py migrate":  false,
		// No migration applied at all.
		"python manage.py migrate --plan": false,
		"bin/rails db:migrate:status":     false,
		"pytest -q":                       false,
	} {
		if got := DefaultDatabase(line); got != want {
			t.Errorf("DefaultDatabase(%q) = %v, want %v", line, got, want)
		}
	}
}

// FuzzDefaultDatabase: any line is read without a panic, and a line that
// names production never runs on the checkout's own database.
func FuzzDefaultDatabase(f *testing.F) {
	f.Add("bin/rails db:migrate")
	f.Add("kamal app exec -d production 'bin/rails db:migrate'")
	f.Add("cd a && alembic upgrade head; echo $(")
	f.Fuzz(func(t *testing.T, line string) {
		if DefaultDatabase(line) && DefaultDatabase(line+" --env prod") {
			t.Errorf("DefaultDatabase(%q + \" --env prod\") = true", line)
		}
	})
}

// FuzzDryRun: one plain command told its dry run by a setting does nothing
// beyond the working tree.
func FuzzDryRun(f *testing.F) {
	f.Add("bin/rails accounts:purge OLDER_THAN=90 RAILS_ENV=production")
	f.Add("./ops/purge.sh prod")
	f.Add("fly deploy -a shop-prod")
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, ";|&<>()`$'\"\\#\n\r{}[]*?!~=") || strings.TrimSpace(line) == "" {
			return
		}
		dry := line + " DRY_RUN=1"
		if got := Actions(dry); len(got) != 0 || ActsOnProduction(dry) {
			t.Errorf("%q: actions %v, acts on production %v", dry, got, ActsOnProduction(dry))
		}
	})
}
