package observe

import "testing"

// TestServes: a run of a server or a watcher never ends on its own; a run
// that does (a build, a smoke script, compose up -d) is no server.
func TestServes(t *testing.T) {
	for line, want := range map[string]bool{
		"npm run dev":              true,
		"pnpm dev":                 true,
		"yarn start:api":           true,
		"npx vite":                 true,
		"npx next start -p 3001":   true,
		"bin/rails server -p 3000": true,
		"python manage.py runserver 0.0.0.0:8000": true,
		"docker compose up":                       true,
		"php artisan serve":                       true,
		"mkdocs serve":                            true,
		"npx @11ty/eleventy --serve":              true,
		"npx @11ty/eleventy":                      false,
		"npm run build":                           false,
		"npx vite build":                          false,
		"npm run smoke":                           false,
		"docker compose up -d":                    false,
		"python scripts/smoke.py":                 false,
		"curl -fsS http://localhost:3000/health":  false,
	} {
		got := false
		for _, c := range Checks(line) {
			got = got || c.Serves()
		}
		if got != want {
			t.Errorf("Serves(%q) = %v, want %v", line, got, want)
		}
	}
}
