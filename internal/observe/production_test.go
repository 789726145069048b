package observe

import "testing"

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
	} {
		if got := ElsewhereThanProduction(line); got != want {
			t.Errorf("ElsewhereThanProduction(%q) = %v, want %v", line, got, want)
		}
	}
}
