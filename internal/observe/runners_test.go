package observe

import "testing"

// TestChecksRunners covers task runners, toolchains, linters, inline
// programs and wrappers: each construction with lines that must be
// credited and lines that must not.
func TestChecksRunners(t *testing.T) {
	tests := []struct{ line, want string }{
		// mise, just, go-task, make
		{"mise run lint", "lint"},
		{"mise r test", "test"},
		{"mise run test:ci 2>&1", "test"},
		{"mise run test:integration -- -run TestCheckout", "test"},
		{"mise tasks run typecheck", "typecheck"},
		{"mise run lint ::: test", "lint,test"},
		{"mise run fmt", ""},
		{"mise trust && mise install", ""},
		{"mise exec node@22 -- npm test", "test"},
		{"just test", "test"},
		{"just lint test", "lint,test"},
		{"just deploy staging", "deploy"},
		{"just", ""},
		{"task lint", "lint"},
		{"task --dir api test", "test"},
		{"make -C web lint test", "lint,test"},
		{"make -j4 build", "build"},
		// monorepo runners
		{"nx run web:test", "test"},
		{"nx run api:build:production", "build"},
		{"nx test checkout", "test"},
		{"nx affected -t test", "test"},
		{"nx run-many -t lint,typecheck", "lint,typecheck"},
		{"nx affected:lint", "lint"},
		{"nx format:check", "lint"},
		{"nx graph", ""},
		{"turbo run test", "test"},
		{"turbo test --filter=web", "test"},
		{"turbo run lint build", "lint,build"},
		{"turbo prune web", ""},
		{"bazel test //...", "test"},
		{"bazel build //cmd/server", "build"},
		{"bazel query //...", ""},
		{"./gradlew test", "test"},
		{"./gradlew :app:connectedDebugAndroidTest", "test"},
		{"valgrind --leak-check=full --error-exitcode=1 ./build/tests/tokenizer_test", "test"},
		{"./gradlew assembleDebug", "build"},
		{"./gradlew ktlintCheck", "lint"},
		{"./gradlew spotlessApply", ""},
		{"./gradlew build -x test", "build"},
		{"gradle build --exclude-task test", "build"},
		{"bin/rails test:system TEST=test/system/orders_test.rb", "test"},
		{"bin/rake db:test:prepare", ""},
		// package managers with options before the script
		{"pnpm --filter api test", "test"},
		{"pnpm -r test", "test"},
		{"pnpm --filter storefront build 2>&1 | tail -8", "build(masked)"},
		{"pnpm --filter api exec jest --runInBand", "test"},
		{"pnpm --filter @shop/e2e add -D @shop/crypto", ""},
		{"npm --prefix web test", "test"},
		{"npm -w api run lint", "lint"},
		{"yarn workspace web test", "test"},
		{"./scripts/deploy.sh prod hotfix-1.4.2", "deploy"},
		// A rehearsal deploys nothing; it runs the script's own code.
		{"./scripts/deploy.sh prod hotfix-1.4.2 --dry-run", "run"},
		{"bin/release --what-if", "run"},
		{"DRY_RUN=1 ./scripts/deploy-site.sh", "run"},
		{"make release-notes VERSION=3.2.0 DRY_RUN=1", "run"},
		{"make release-notes VERSION=3.2.0", "deploy"},
		{"yarn workspaces foreach -A --parallel run test", "test"},
		{"yarn workspaces foreach --all --exclude @acme/docs -pt run lint", "lint"},
		{"yarn workspaces foreach -A --jobs 4 run build", "build"},
		{"yarn workspaces run test", "test"},
		{"yarn workspaces foreach -A exec rm -rf dist", ""},
		{"yarn workspaces list --json", ""},
		{"yarn workspaces focus @acme/api", ""},
		{"yarn jest src/cart", "test"},
		{"pnpm tsc --noEmit", "typecheck"},
		{"bun test", "test"},
		{"bun run test", "test"},
		{"bun run src/server.ts", "run"},
		{"bunx vitest run", "test"},
		// Dart and Flutter
		{"dart analyze lib/", "lint,typecheck"},
		{"flutter analyze --no-fatal-infos", "lint,typecheck"},
		{"dart test", "test"},
		{"flutter test test/cart_test.dart", "test"},
		{"flutter build apk --release", "build"},
		{"dart run build_runner build --delete-conflicting-outputs", "build"},
		{"dart format --set-exit-if-changed lib", "lint"},
		{"dart format lib", ""},
		{"flutter gen-l10n", ""},
		{"flutter pub get", ""},
		{"dart run intl_utils:generate", ""},
		// a toolchain's own test command, and test runs called inline
		{"gleam test", "test"},
		{"ansible-lint roles/", "lint"},
		{"yamllint -s .", "lint"},
		{"ansible-lint --fix roles/", "lint"}, // a fixer, read as one where checks are recorded
		{"dune test --force", "test"},
		{"julia --project -e 'using Pkg; Pkg.test()'", "test"},
		{"Rscript -e 'devtools::test()'", "test"},
		{"Rscript -e 'install.packages(\"x\")'", ""},
		{"crystal spec", "test"},
		{"npx elm-test", "test"},
		{"rebar3 compile", "build"},
		{"kustomize build k8s/overlays/prod", ""},
		{"mkdir test", ""},
		{"git add test", ""},
		{"cat test", ""},
		// linters of docs, config and scripts
		{"markdownlint-cli2 \"docs/**/*.md\"", "lint"},
		{"npx -y markdownlint-cli2 --config .markdownlint-cli2.yaml README.md", "lint"},
		{"vale docs/guide.md", "lint"},
		{"vale sync", ""},
		{"luac -p scripts/init.lua", "lint"},
		{"php -l src/Cart.php", "lint"},
		{"bash -n deploy.sh", "lint"},
		{"sh -n install.sh", "lint"},
		{"bash -n <<'EOF'\necho hi\nEOF", ""},
		{"jq . config/app.json", "lint"},
		{"jq empty package.json", "lint"},
		{"jq -r .version package.json", ""},
		{"terraform validate", "lint"},
		{"actionlint", "lint"},
		{"glab ci lint", "lint"},
		{"circleci config validate .circleci/config.yml", "lint"},
		{"glab ci status", ""},
		{"glab mr create --fill", ""},
		{"yamllint .github/workflows", "lint"},
		{"node --check dist/app.js", "lint"},
		{"ruby -c lib/cart.rb", "lint"},
		{"python -m json.tool data/menu.json", "lint"},
		{"golangci-lint run ./...", "lint"},
		{"golangci-lint linters", ""},
		{"ruff check .", "lint"},
		{"ruff format .", ""},
		{"ruff format --check .", "lint"},
		{"biome check src", "lint"},
		{"biome format --write src", ""},
		{"eslint --fix src", "lint"}, // a fixer: only its failure tells (see TestOutcome)
		{"prettier --write src", ""},
		{"fieldalignment ./...", "lint"},
		{"fieldalignment -fix ./...", "lint"},
		{"go vet ./...", "lint"},
		{"go build ./...", "build"},
		// inline programs: validation, project code, edits and filters
		{`python3 -c "import json; json.load(open('locales/en.json')); print('ok')"`, "lint"},
		{`python3 -c "import yaml; yaml.safe_load(open('deploy/compose.yml'))"`, "lint"},
		{`ruby -e 'require "yaml"; YAML.load_file("config/app.yml")'`, "lint"},
		{`node -e "JSON.parse(require('fs').readFileSync('tsconfig.json','utf8'))"`, "lint"},
		{`python -c "from shop.cart import total; print(total([1, 2]))"`, "run"},
		{`node -e "require('./dist/index.js').main()"`, "run"},
		{`python3 -c "print(open('src/app.ts').read().find('export'))"`, ""},
		{`python3 -c "s=open('a.ts').read(); open('a.ts','w').write(s.replace('x','y'))"`, ""},
		{`npx eslint src -f json | python3 -c "import json,sys; print(len(json.load(sys.stdin)))"`, "lint(masked)"},
		{`python3 -c "import json; d=json.load(open('/tmp/report.json')); print(d['total'])"`, ""},
		{"python3 - <<'EOF'\nimport json\njson.load(open('data/seed.json'))\nEOF", "lint"},
		{"python3 - <<'EOF'\nfrom billing import invoice\ninvoice.render(1)\nEOF", "run"},
		// wrappers
		{"rtk go test ./...", "test"},
		{"rtk test pnpm test 2>&1 | tail -20", "test(masked)"},
		{"rtk cargo clippy", "lint"},
		{"rtk lint", "lint"},
		{"rtk git status", ""},
		{"rtk gain", ""},
		{`wsl.exe -d Ubuntu -- bash -lc "cd /mnt/c/src/app && go test ./..."`, "test"},
		{"wsl -e go test ./...", "test"},
		{"wsl --shutdown", ""},
		{"docker compose run --rm api pytest -x", "test"},
		{"docker compose exec -T web npm test", "test"},
		{"docker exec -it shop-api go test ./...", "test"},
		// A remote shell runs its words as a script, and exits with it.
		{`ssh deploy@203.0.113.24 "sudo cp gallery gallery.bak && sudo nginx -t"`, "lint"},
		{"ssh -p 2222 -i ~/.ssh/deploy web1 'cd /srv/app && npm test'", "test"},
		{"ssh -o StrictHostKeyChecking=no web1 uptime", ""},
		{"ssh web1", ""},
		{"docker run --rm -v $PWD:/src golang:1.23 go vet ./...", "lint"},
		{"docker run --rm shop-api", "run"},
		// Options after the image are its entrypoint's: the image's program runs.
		{"docker run --rm kvd:vtest --version", "run"},
		// A cloud write given its change as a file applies it; a look does not.
		{"aws route53 change-resource-record-sets --hosted-zone-id Z08 --change-batch file://dns/change.json", "deploy"},
		{"aws route53 list-resource-record-sets --hosted-zone-id Z08", ""},
		{"aws s3 cp build/ s3://acme-site/ --recursive", ""},
		// A package's checks before its upload: twine check lints the
		// metadata, cargo publish --dry-run builds the packaged crate.
		{"twine check dist/*", "lint"},
		{"twine upload dist/*", "deploy"},
		{"cargo publish --dry-run", "build"},
		{"cargo package", "build"},
		{"cargo package --list", ""},
		{"docker compose up -d", "run"},
		{"hyperfine --warmup 3 'node old.js' 'node new.js'", "run"},
		{"k6 run loadtest/checkout.js", "run"},
		{"locust -f loadtest/locustfile.py --headless -u 300 -t 5m", "run"},
		{"TAG=dev docker compose -f docker-compose.prod.yml config --quiet", "lint"},
		{"docker-compose -f compose.yml config", "lint"},
		{"docker-compose up -d", "run"},
		{"docker compose ps", ""},
		{"nix develop -c cargo test", "test"},
		{`nix-shell --run "make check"`, "test"},
		{"uv run pytest -q", "test"},
		{"uv run --with pytest-cov pytest", "test"},
		{"poetry run mypy src", "typecheck"},
		{"pnpm exec vitest run", "test"},
		{"pnpm dlx tsc --noEmit", "typecheck"},
		{"yarn dlx eslint .", "lint"},
		{"dotenv -e .env.test -- jest", "test"},
		{"env CI=1 NODE_ENV=test npm test", "test"},
		{"time timeout 600 nice -n 5 go test ./...", "test"},
		{"xvfb-run -a npx playwright test", "test"},
		{`bash -c "go build ./... && go test ./..."`, "build,test"},
		{`sh -c 'npm test || true'`, "test(masked)"},
		{`bash -ec "go vet ./...; go test ./..."`, "lint,test"},
		{"cd api\ngo test ./...\ncd ../web && npm test", "test"},
		{"for d in api web; do (cd $d && make lint); done", "lint"},
		{"check() { go vet ./...; }; check", "lint(masked)"}, // a body is read where defined
		{`pwsh -NoProfile -Command "Invoke-Pester; npm test"`, "test"},
		{"pwsh -File scripts/run_tests.ps1", "test"},
		{"corepack pnpm test", "test"},
		{"cross-env CI=1 vitest run", "test"},

		// the words a project names its own verification by
		{"npm run validate", "test"},
		{"yarn validate", "test"},
		{"just preflight", "test"},
		{"make check", "test"},
		{"./scripts/validate-schemas.sh", "test"},
		{"npm run audit", "lint"},
		{"make audit", "lint"},
		{"mise run audit:conventions", "lint"},
		{"npm run invalidate-cache", ""}, // "invalidate" is not "validate"
		{"npm run preview", "run"},
		// sed's script is no subcommand: `sed -n test x.txt` prints lines
		{"sed -n test x.txt", ""},
		{"sed -i test", ""},
		// the Angular CLI
		{"npx ng build --localize", "build"},
		{"ng test --watch=false --browsers=ChromeHeadless", "test"},
		{"ng lint", "lint"},
		{"npx ng extract-i18n --output-path src/locale", ""},
		{"ng generate component restock-banner", ""},
		// an audit of dependencies is a check of its own kind, which says
		// nothing of the project's code; told to fix, it installs
		{"npm audit", "audit"},
		{"pnpm audit --prod", "audit"},
		{"cargo audit", "audit"},
		{"npm run audit:deps", "audit"},
		{"make security-audit", "audit"},
		{"uv run pip-audit", "audit"},
		{"npm audit --audit-level=high --omit=dev", "audit"},
		{"yarn npm audit --all --recursive", "audit"},
		{"bundle exec bundle-audit check --update", "audit"},
		{"composer audit --locked", "audit"},
		{"mix deps.audit", "audit"},
		{"dotnet list package --vulnerable --include-transitive", "audit"},
		{"cargo deny check advisories", "audit"},
		{"govulncheck ./...", "audit"},
		{"trivy image --severity HIGH,CRITICAL --exit-code 1 app:latest", "audit"},
		{"osv-scanner -r .", "audit"},
		{"snyk test --severity-threshold=high", "audit"},
		{"gitleaks detect --source . -v", "audit"},
		{"npm audit fix", ""},
		{"npm audit fix --force", ""},
		{"pip-audit -r requirements.txt --fix", ""},
		{"cargo audit fix", ""},
		{"dotnet list package --outdated", ""},
		// the project's own command, run in its environment: its name as a
		// task's, else its subcommand for the verification words only
		{"uv run punt audit", "lint"},
		{"uv run --frozen punt check --strict", "test"},
		{"poetry run shop validate", "test"},
		{"pipenv run manage-check", "test"},
		{"pdm run lint", "lint"},
		{"uv run app serve", ""},
		{"uv run app deploy prod", ""},
		{"uv run app build", ""},
		{"uv run punt audit --fix", ""},
		{"uv run ruff check --fix", "lint"}, // a known tool keeps its own reading
		{"punt audit", ""},                  // outside the project's environment: anyone's program
		{"npx punt audit", ""},
		// static site and documentation generators
		{"mkdocs build --strict", "build"},
		{"hugo --minify", "build"},
		{"bundle exec jekyll build", "build"},
		{"sphinx-build -W -b html docs docs/_build", "build"},
		{"npx docusaurus build", "build"},
		{"zola check", "lint"},
		{"mdbook test", "test"},
		{"mkdocs gh-deploy --force", "deploy"},
		{"hugo server -D", "run"},
		{"hugo new content posts/hello.md", ""},
		// embedded toolchains' meta-tools
		{"west build -b nrf52840dk_nrf52840 app", "build"},
		{"west flash", "deploy"},
		{"west twister -T tests/", "test"},
		{"idf.py -p /dev/ttyUSB0 flash monitor", "deploy"},
		{"idf.py build", "build"},
		{"idf.py menuconfig", ""},
	}
	for _, tt := range tests {
		if got := kindNames(Checks(tt.line)); got != tt.want {
			t.Errorf("Checks(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestChecksPowerShell reads lines of the PowerShell tool, where a pipe to
// a cmdlet masks as a Bash pipe does.
func TestChecksPowerShell(t *testing.T) {
	tests := []struct{ line, want string }{
		{`npx -y markdownlint-cli2 "docs/**/*.md" 2>&1 | Select-Object -Last 40`, "lint(masked)"},
		{"go test ./... 2>&1 | Select-String FAIL", "test(masked)"},
		{`cd C:\src\shop; dotnet test`, "test"},
		{"go vet ./... && go test ./...", "lint,test"},
		{`& "C:\Program Files\Go\bin\go.exe" build ./...`, "build"},
		{`foreach ($p in 'api','web') { npm --prefix $p test }`, "test(masked)"},
		{`$out = cargo test 2>&1; $out | Select-String 'test result'`, "test(masked)"},
		{`Get-Content "$env:TEMP\lint.txt" | Where-Object { $_ -match 'error' }`, ""},
		{"git diff --stat | Select-Object -Last 5", ""},
		{"npm run build 2>&1 | Out-File build.log", "build(masked)"},
	}
	for _, tt := range tests {
		checks, _ := Recognizer{}.ReadTool("PowerShell", tt.line)
		if got := kindNames(checks); got != tt.want {
			t.Errorf("ReadTool(PowerShell, %q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestHeadlessBrowserIsARun(t *testing.T) {
	for _, line := range []string{
		`chromium --headless --screenshot=/tmp/shot.png http://localhost:5173/`,
		`CHROME="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"; "$CHROME" --headless=new --screenshot=/tmp/a.png http://localhost:5173`,
	} {
		found := false
		for _, c := range Checks(line) {
			found = found || c.Kind == Run
		}
		if !found {
			t.Errorf("Checks(%q) has no run: %v", line, Checks(line))
		}
	}
}

func TestConfigTestsAreLints(t *testing.T) {
	for _, line := range []string{"nginx -t", `docker run --rm -v "$PWD/app.conf:/etc/nginx/conf.d/default.conf:ro" nginx:1.25-alpine nginx -t`, "caddy validate --config Caddyfile", "sudo apachectl configtest"} {
		if cs := Checks(line); len(cs) != 1 || cs[0].Kind != Lint {
			t.Errorf("Checks(%q) = %v, want one lint", line, cs)
		}
	}
	for _, line := range []string{"nginx", "sudo nginx -s reload", "caddy run"} {
		if cs := Checks(line); len(cs) != 0 {
			t.Errorf("Checks(%q) = %v, want none", line, cs)
		}
	}
	// promtool checks rule files, and runs their unit tests.
	// amtool validates Alertmanager's configuration and tests its routes.
	for line, want := range map[string]Kind{"promtool check rules rules/payments.yml": Lint, "promtool test rules tests/payments_test.yml": Test,
		"amtool check-config alertmanager/alertmanager.yml": Lint, "amtool config routes test --config.file=am.yml team=ledger severity=critical": Test} {
		if cs := Checks(line); len(cs) != 1 || cs[0].Kind != want {
			t.Errorf("Checks(%q) = %v, want one %s", line, cs, want)
		}
	}
}

func TestCompilers(t *testing.T) {
	tests := map[string]Kind{
		"gcc -fsyntax-only -Iinclude drivers/bme280.c": Typecheck,
		"clang++ -std=c++20 -c src/main.cpp -o main.o": Build,
	}
	for line, want := range tests {
		if cs := Checks(line); len(cs) != 1 || cs[0].Kind != want {
			t.Errorf("Checks(%q) = %v, want one %s", line, cs, want)
		}
	}
	if cs := Checks("gcc --version"); len(cs) != 0 {
		t.Errorf("gcc --version checks nothing: %v", cs)
	}
}
