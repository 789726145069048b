package observe

import "testing"

func TestApplies(t *testing.T) {
	const mig = "db/migrations/0058_products_search.sql"
	tests := []struct {
		line, path string
		want       bool
	}{
		{`psql "$LOCAL_DATABASE_URL" -f db/migrations/0058_products_search.sql`, mig, true},
		{`psql "$DB" --file=/home/dev/app/db/migrations/0058_products_search.sql`, mig, true},
		{"sqlite3 app.db < schema.sql", "schema.sql", true},
		{`mysql -u root shop < db/migrations/0058_products_search.sql`, mig, true},
		{"alembic upgrade head", "alembic/migrations/0058_add.sql", true},
		{"bin/rails db:migrate", mig, true},
		{"flyway migrate", "sql/V42__add.sql", false}, // not in a migrations folder: which files flyway reads is its config's
		{`psql "$DB" -c "SELECT count(*) FROM products"`, mig, false},
		{`psql "$DB" -c "DELETE FROM products WHERE id = 1"`, mig, false},
		{`psql "$DB" -f db/migrations/0057_other.sql`, mig, false},
		{"sqlfluff lint db/migrations/", mig, false},
		{"cat db/migrations/0058_products_search.sql", mig, false},
		{`psql "$DB" -f db/migrations/0058_products_search.sql`, "internal/store/orders.go", false},
		// A migration written in code is run by its tool, not by a SQL
		// client, and only where it lies in a migrations folder.
		{"python manage.py migrate", "shop/orders/migrations/0042_customer_idx.py", true},
		{"bin/rails db:migrate", "db/migrate/20240612093000_add_discount_to_line_items.rb", true},
		{"alembic upgrade head && alembic downgrade -1 && alembic upgrade head", "alembic/versions/7f3a2c1d9e4b_orders_idx.py", true},
		{"npx knex migrate:latest", "migrations/20240612_orders_idx.js", true},
		{`psql "$DB" -f shop/orders/migrations/0042_customer_idx.py`, "shop/orders/migrations/0042_customer_idx.py", false},
		{"python manage.py migrate --plan", "shop/orders/migrations/0042_customer_idx.py", false}, // a rehearsal applies nothing
		{"python manage.py migrate", "shop/orders/models.py", false},
		// Flyway's and Liquibase's folders, run through Gradle, Maven or
		// EF Core's tool.
		{"./gradlew :ledger-service:flywayMigrate -Pflyway.env=staging", "ledger-service/src/main/resources/db/migration/V59__backfill.sql", true},
		{"mvn -q liquibase:update", "src/main/resources/db/changelog/042-orders.yaml", true},
		{"./gradlew :ledger-service:flywayInfo", "ledger-service/src/main/resources/db/migration/V59__backfill.sql", false},
		{"dotnet ef database update", "src/Shop.Data/Migrations/20240612_AddRegion.cs", true},
		{"dotnet ef migrations add AddRegion", "src/Shop.Data/Migrations/20240612_AddRegion.cs", false},
	}
	for _, tt := range tests {
		if got := Applies(tt.line, tt.path); got != tt.want {
			t.Errorf("Applies(%q, %q) = %v, want %v", tt.line, tt.path, got, tt.want)
		}
	}
}

func FuzzApplies(f *testing.F) {
	f.Add(`psql "$DB" -f db/migrations/1.sql`, "db/migrations/1.sql")
	f.Add("sqlite3 a.db < s.sql", "s.sql")
	f.Fuzz(func(t *testing.T, line, p string) {
		Applies(line, p) // must not panic on any line
	})
}

func TestAppliesConfig(t *testing.T) {
	tests := []struct {
		line, path string
		want       bool
	}{
		{"kubectl --context staging apply -f k8s/api.yaml", "/home/dev/shop/k8s/api.yaml", true},
		{"kubectl apply -f k8s/", "/home/dev/shop/k8s/api.yaml", true},
		{"kubectl apply -k overlays/prod", "/home/dev/shop/overlays/prod/kustomization.yaml", true},
		{"aws route53 change-resource-record-sets --hosted-zone-id Z08 --change-batch file://dns/change.json", "/home/dev/shop/dns/change.json", true},
		{"helm upgrade api ./chart -f values-prod.yaml", "/home/dev/shop/values-prod.yaml", true},
		// Another file, a look, code, a parent outside the project.
		{"kubectl apply -f k8s/worker.yaml", "/home/dev/shop/k8s/api.yaml", false},
		{"kubectl diff -f k8s/api.yaml", "/home/dev/shop/k8s/api.yaml", false},
		{"kubectl apply -f k8s/", "/home/dev/shop/src/app.ts", false},
		{"kubectl apply -f ../", "/home/dev/shop/k8s/api.yaml", false},
		{"cat k8s/api.yaml", "/home/dev/shop/k8s/api.yaml", false},
	}
	for _, tt := range tests {
		if got := AppliesConfig(tt.line, tt.path); got != tt.want {
			t.Errorf("AppliesConfig(%q, %q) = %v, want %v", tt.line, tt.path, got, tt.want)
		}
	}
}
