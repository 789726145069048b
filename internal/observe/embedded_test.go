package observe

import "testing"

func TestEmbeddedEdit(t *testing.T) {
	tests := []struct {
		name, file, old, new string
		want                 Embedded
	}{
		// A query changed, nothing else: a build compiles it unread.
		{"go query's condition", "cmd/api/stats.go",
			"q := `\n\t\tSELECT month, AVG(v) FROM readings\n\t\tWHERE ts > NOW() - INTERVAL '1 year'\n\t`",
			"q := `\n\t\tSELECT month, AVG(v) FROM readings\n\t\tWHERE ts > CAST(EXTRACT(EPOCH FROM NOW() - INTERVAL '1 year') AS BIGINT)\n\t`", SQL},
		{"go query's columns in Sprintf", "tool.go",
			"query = fmt.Sprintf(`SELECT id, latitude, longitude FROM markers WHERE %s`, where)",
			"query = fmt.Sprintf(`SELECT id, lat, lon FROM markers WHERE %s`, where)", SQL},
		{"python lower-case query", "app/repo.py",
			"rows = db.execute(\"select id, name from users where active = 1\")",
			"rows = db.execute(\"select id, name from users where active = true\")", SQL},
		{"ts template literal", "src/db/orders.ts",
			"const sql = `UPDATE orders SET status = $1 WHERE id = $2`;",
			"const sql = `UPDATE orders SET status = $1, updated_at = now() WHERE id = $2`;", SQL},
		{"inside the literal: clause lines", "store/q.go",
			"\t\tAND date > EXTRACT(EPOCH FROM NOW() - INTERVAL '1 year')",
			"\t\tAND date > CAST(EXTRACT(EPOCH FROM (now() - INTERVAL '1 year')) AS BIGINT)\n\t\tAND doserate < 1000", SQL},
		{"inside the literal: a select list", "store/q.go",
			"\t\t\tSELECT\n\t\t\t\tid,\n\t\t\t\tlatitude,\n\t\t\t\tlongitude,",
			"\t\t\tSELECT\n\t\t\t\tid,\n\t\t\t\tlat,\n\t\t\t\tlon,", SQL},
		{"inside the literal: a lateral subquery", "internal/store/orders.go",
			"FROM orders o\nLEFT JOIN shipments s ON s.order_id = o.id\nWHERE o.customer_id = $1",
			"FROM orders o\nLEFT JOIN LATERAL (\n    SELECT tracking_no FROM shipments\n    WHERE order_id = o.id\n    LIMIT 1\n) s ON true\nWHERE o.customer_id = $1", SQL},
		{"inside a tagged template: interpolations", "src/server/users/search.ts",
			"    WHERE u.email ILIKE ${pattern} OR u.name ILIKE ${pattern}",
			"    WHERE (u.email ILIKE ${pattern} OR u.name ILIKE ${pattern})\n      AND u.\"deletedAt\" IS NULL", SQL},
		{"go block is no query", "store/q.go", "if n > MAX {\n\treturn nil\n}", "if n >= MAX {\n\treturn nil\n}", ""},
		{"kotlin query split over a concatenation", "src/main/kotlin/ReservationRepository.kt",
			"    @Query(\"SELECT r FROM Reservation r WHERE r.guestId = :guestId ORDER BY r.checkIn\")",
			"    @Query(\n        \"SELECT r FROM Reservation r WHERE r.guestId = :guestId \" +\n            \"AND r.status <> 'CANCELLED' ORDER BY r.checkIn\"\n    )", SQL},
		// The program changed too, or the literal is no query.
		{"query and code changed", "store/q.go",
			"rows, err := db.Query(`SELECT id FROM t`)",
			"rows, err := db.QueryContext(ctx, `SELECT id, name FROM t`)", ""},
		{"prose string", "ui/labels.go",
			`label := "Select a file from the list"`, `label := "Select a file from the list below"`, ""},
		{"log message with one keyword", "srv.go",
			`log.Print("update failed")`, `log.Print("update failed, retrying")`, ""},
		{"code only", "store/q.go", "limit := 10", "limit := 20", ""},
		{"go constants named like SQL functions", "limits.go", "\tMAX = 10\n\tMIN = 1", "\tMAX = 20\n\tMIN = 1", ""},
		{"go struct fields are no select list", "m.go", "\tlat,\n\tlon,", "\tlatitude,\n\tlongitude,", ""},
		{"a migration file is SQL of its own", "db/migrations/001.sql",
			"SELECT id FROM t WHERE a = 1", "SELECT id FROM t WHERE a = 2", ""},
		{"identical", "store/q.go", "`SELECT 1 FROM t`", "`SELECT 1 FROM t`", ""},
		// A page's script changed; markup, styles and handlers are the page's own.
		{"inline script function", "web/index.html",
			"    html = html.replace(/`(.+?)`/g, '<code>$1</code>');",
			"    html = html.replace(/`(.+?)`/g, '<code>$1</code>');\n    html = html.replace(/(https?:\\/\\/[^\\s<]+)/g, '<a href=\"$1\">$1</a>');", Script},
		{"script declaration", "templates/base.gohtml",
			"<script>\n  const delay = 300;\n</script>", "<script>\n  const delay = 500;\n</script>", Script},
		{"arrow function in a template", "views/list.ejs",
			"items.forEach(i => show(i))", "items.forEach(i => show(i, true))", Script},
		{"a laravel template's script", "resources/views/chart.blade.php",
			"<script>\n  const points = @json($points);", "<script>\n  const points = @json($points).filter(p => p.y !== null);", Script},
		{"markup only", "web/index.html",
			"<span class=\"chip\" onclick=\"ask(this)\">Tokyo</span>", "<span class=\"chip\" onclick=\"ask(this)\">Tokyo</span>\n<span class=\"chip\" onclick=\"ask(this)\">Highest readings</span>", ""},
		{"style rule", "web/index.html", ".chip { color: red; }", ".chip { color: blue; }", ""},
		{"script in a js file is its own language", "web/app.js", "const a = 1;", "const a = 2;", ""},
	}
	for _, tt := range tests {
		if got := EmbeddedEdit(tt.file, tt.old, tt.new); got != tt.want {
			t.Errorf("%s: EmbeddedEdit(%q, …) = %q, want %q", tt.name, tt.file, got, tt.want)
		}
	}
}

func FuzzEmbeddedEdit(f *testing.F) {
	f.Add("q.go", "x := `SELECT a FROM t`", "x := `SELECT b FROM t`")
	f.Add("q.go", "\tAND a = 1", "\tAND a = 2")
	f.Add("index.html", "<script>let a = 1</script>", "<script>let a = 2</script>")
	f.Add("a.py", "\"\"\"select a from t where b\"\"\"", "'")
	f.Fuzz(func(t *testing.T, file, old, new string) {
		if EmbeddedEdit(file, old, new) != EmbeddedEdit(file, new, old) {
			t.Fatalf("EmbeddedEdit is not symmetric for %q: %q / %q", file, old, new)
		}
	})
}
