package observe

import (
	"fmt"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func kindNames(checks []Check) string {
	var parts []string
	for _, c := range checks {
		s := string(c.Kind)
		if c.Masked {
			s += "(masked)"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ",")
}

func TestChecks(t *testing.T) {
	tests := []struct{ line, want string }{
		// test runners across ecosystems
		{"go test ./...", "test"},
		{"go test -run TestX ./internal/ledger", "test"},
		{"npx autocannon -c 100 -d 30 http://localhost:3000/api/catalog", "run"},
		{"npx lhci autorun", "run"},
		{"ssh prod-api-1 systemd-analyze verify /tmp/api.service", "lint"},
		{"systemd-analyze blame", ""},
		// Benchmarks with no test selected measure the program.
		{"go test -run '^$' -bench BenchmarkTagInsert -benchmem ./internal/stats/", "run"},
		{"go test -run=XXX -bench=. ./...", "run"},
		{"go test -bench . ./internal/stats/", "test"},
		{"go test -run TestTop -bench . ./internal/stats/", "test"},
		{"pytest -q tests/test_api.py", "test"},
		{"python -m pytest -x", "test"},
		{"python -W error -m pytest -q", "test"},
		{"python3 -X dev -m unittest discover", "test"},
		{"python -W ignore scripts/report.py", "run"},
		{"python3 -m unittest discover", "test"},
		{"python tests/test_parser.py", "test"},
		{"npm test", "test"},
		{"npm run test:unit", "test"},
		{"pnpm test", "test"},
		{"yarn test --watch=false", "test"},
		{"bun test", "test"},
		{"npx jest src/a.test.ts", "test"},
		{"npx vitest run", "test"},
		{"npx playwright test", "test"},
		{"cargo test", "test"},
		{"cargo nextest run", "test"},
		{"mvn -q test", "test"},
		{"mvn verify", "test"},
		{"./mvnw clean verify", "test"},
		{"gradle test", "test"},
		{"./gradlew :app:check", "test"},
		{"./gradlew publishToMavenLocal", "build"},
		{"./gradlew publish", "deploy"},
		{"dotnet test", "test"},
		{"bundle exec rspec spec/models", "test"},
		{"rspec", "test"},
		{"vendor/bin/phpunit", "test"},
		{"mix test", "test"},
		{"swift test", "test"},
		{"ctest --output-on-failure", "test"},
		{"make test", "test"},
		{"make check", "test"},
		{"just test", "test"},
		{"task test", "test"},
		{"uv run pytest", "test"},
		{"poetry run pytest", "test"},
		{"deno test", "test"},
		{"node --test", "test"},
		{"./run_tests.sh", "test"},
		{"bats tests/", "test"},
		// wrappers and compound lines
		{"cd api && go test ./...", "test"},
		{"env CI=1 npm test", "test"},
		{"sudo -u app time pytest", "test"},
		{"go vet ./... && go test ./...", "lint,test"},
		{"go test ./... 2>&1 | tail -20", "test(masked)"},
		{"go test ./... || true", "test(masked)"},
		{"go test ./...; echo done", "test(masked)"},
		// builds, linters, type checkers
		{"go build ./...", "build"},
		{"cargo build --release", "build"},
		{"tsc", "build"},
		{"npx tsc --noEmit", "typecheck"},
		{"npm run build", "build"},
		// "release" that qualifies a build builds release artifacts; beside a
		// word that ships, or alone, it ships.
		{"./scripts/build-release.sh", "build"},
		{"npm run build:release", "build"},
		{"./scripts/release.sh", "deploy"},
		{"./scripts/build-and-publish-release.sh", "deploy"},
		{"npm run typecheck", "typecheck"},
		{"kustomize build k8s/overlays/staging | kubeconform -strict -summary", "lint"},
		{"conftest test deploy/", "lint"},
		{"npm run lint", "lint"},
		{"make", "build"},
		{"go vet ./...", "lint"},
		{"golangci-lint run", "lint"},
		{"ruff check .", "lint"},
		{"eslint src", "lint"},
		{"mypy src", "typecheck"},
		{"pyright", "typecheck"},
		{"cargo clippy -- -D warnings", "lint"},
		{"cargo check", "typecheck"},
		{"gofmt -l .", "lint(masked)"}, // exits 0 whatever it lists: the output tells
		// What find runs on each file it finds is a command of its own;
		// find's status reports it only when run in batches ("+").
		{"find . -name '*.sh' -exec shellcheck {} +", "lint"},
		{`find scripts -name '*.sh' -exec shellcheck -x {} \;`, "lint(masked)"},
		{"find . -name '*.py' -not -path './.venv/*' -exec python -m py_compile {} +", "build"},
		{"find . -name '*.py' -exec grep -l TODO {} +", ""},
		{"terraform validate", "lint"},
		{"docker build -t x .", "build"},
		// smoke checks and deploys
		{"curl -fsS http://localhost:8080/health", "run"},
		{"go run ./cmd/server", "run"},
		{"python app.py", "run"},
		{"python manage.py check", "lint"},
		{"sbt test", "test"},
		{"MIX_ENV=test mix do ecto.migrate, test test/notifications", "test"},
		{"mix do compile --warnings-as-errors + test", "build,test"},
		{"lein test", "test"},
		{"stack build", "build"},
		{"cabal test", "test"},
		{"zig build test", "test"},
		{"zig build", "build"},
		{"buck2 test //...", "test"},
		{"nix flake check", "test"},
		{"nix develop", ""},
		{"pre-commit run --all-files", "lint"},
		{"pre-commit install", ""},
		{"npx astro check", "typecheck"},
		{"python3 manage.py test orders", "test"},
		{"python manage.py makemigrations --check --dry-run", "lint"},
		{"python manage.py migrate", ""},
		{"python manage.py export_orders --format xlsx", "run"},
		{"terraform apply -auto-approve", "deploy"},
		{"kubectl apply -f k8s/", "deploy"},
		{"kubectl -n prod rollout status deploy/api", "deploy"},
		{"kubectl -n prod rollout history deploy/api", ""},
		{"npm publish", "deploy"},
		// A hosting CLI's deploys, and what it does on this machine only.
		{"npx vercel --prod", "deploy"},
		{"vercel deploy --prebuilt --prod", "deploy"},
		{"netlify deploy --prod --dir=dist", "deploy"},
		{"npx vercel build --prod", "build"},
		{"netlify build", "build"},
		{"vercel dev", ""},
		{"vercel pull --yes --environment=production", ""},
		{"firebase emulators:exec --only firestore 'npm run test:rules'", "test"},
		{"firebase emulators:exec ./scripts/seed-and-smoke.sh", "run"},
		{"firebase use acme-prod", ""},
		{"firebase deploy --only firestore:rules", "deploy"},
		{"cargo publish", "build,deploy"},
		{"cargo publish --dry-run", "build"}, // it builds the packaged crate to verify it
		{"helm upgrade --install api charts/api", "deploy"},
		{"nixos-rebuild switch --flake .#builder-02 --target-host root@builder-02.internal", "deploy"},
		{"nixos-rebuild build --flake .#web", "build"},
		{"colmena apply --on web-1", "deploy"},
		// not verifications
		{"cat build.log", ""},
		{"grep -rn failed src/", ""},
		{"ls -la", ""},
		{"git status", ""},
		{"echo 'go test ./...'", ""},
		{"gofmt -w main.go", ""},
		{"npm install", ""},
		{"pip install -r requirements.txt", ""},
		{"sed -n 1,20p test/main_test.go", ""},
		{"echo $(go test ./...)", ""},
	}
	for _, tt := range tests {
		if got := kindNames(Checks(tt.line)); got != tt.want {
			t.Errorf("Checks(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestOutcome(t *testing.T) {
	unmasked := Check{Kind: Test}
	masked := Check{Kind: Test, Masked: true}
	lint := Check{Kind: Lint, Masked: true}
	tests := []struct {
		name   string
		check  Check
		failed bool
		result event.Result
		want   string
	}{
		{"exit 0", unmasked, false, event.Result{}, "true"},
		{"failure event", unmasked, true, event.Result{ExitCode: 1}, "false"},
		{"interrupted", unmasked, false, event.Result{Interrupted: true}, "false"},
		{"background", unmasked, false, event.Result{Background: true}, "nil"},
		{"piped go failure", masked, false, event.Result{Output: "ok  \ta\t0.1s\n--- FAIL: TestX\nFAIL\tb\t0.2s\nFAIL"}, "false"},
		{"piped pytest tail", masked, false, event.Result{Output: strings.Repeat("x\n", 5000) + "===== 1 failed, 120 passed in 3.2s ====="}, "false"},
		{"piped pass", masked, false, event.Result{Output: "ok  \tgithub.com/x/a\t0.3s\nok  \tgithub.com/x/b\t0.1s"}, "true"},
		{"piped jest pass", masked, false, event.Result{Output: "Tests:       12 passed, 12 total"}, "true"},
		{"explicit exit status", masked, false, event.Result{Output: "... 3 passed\nexit=2"}, "false"},
		{"explicit exit zero", masked, false, event.Result{Output: "noise\nEXIT CODE: 0"}, "true"},
		{"piped unknown", masked, false, event.Result{Output: "running…"}, "nil"},
		{"piped quiet lint", lint, false, event.Result{Output: ""}, "true"},
		{"zero failures", masked, false, event.Result{Output: "Tests run: 5, Failures: 0, Errors: 0"}, "true"},
		{"program missing", unmasked, true, event.Result{ExitCode: 127, Output: "Exit code 127\nbash: xcodebuild: command not found"}, "nil"},
		{"not executable", unmasked, true, event.Result{ExitCode: 126, Output: "bash: ./gradlew: Permission denied"}, "nil"},
		{"a test that exits 127", unmasked, true, event.Result{ExitCode: 127, Output: "FAIL: TestSpawn (exit status 127)"}, "false"},
		// An infrastructure tool that could not reach its account or
		// cluster compared nothing; a suite failing on credentials may be
		// the change's own failure.
		{"plan without cloud credentials", Check{Kind: Lint, tool: "terraform"}, true, event.Result{ExitCode: 1, Output: "│ Error: No valid credential sources found\n│ \n│   with provider[\"registry.terraform.io/hashicorp/aws\"],"}, "nil"},
		{"plan with a role this shell may not assume", Check{Kind: Lint, tool: "terraform"}, true, event.Result{ExitCode: 1, Output: "│ Error: Cannot assume IAM Role\n│ IAM Role (arn:aws:iam::778899001122:role/terraform-prod) cannot be assumed.\n│ Error: operation error STS: AssumeRole, https response error StatusCode: 403, api error AccessDenied: User: arn:aws:sts::334455667788:assumed-role/dev/s is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::778899001122:role/terraform-prod"}, "nil"},
		// pytest's 5 is "no tests collected": a filter that matched nothing.
		{"pytest -k matching no test", Check{Kind: Test, tool: "pytest"}, true, event.Result{ExitCode: 5, Output: "\n212 deselected in 0.31s"}, "nil"},
		{"pytest's 5 under its banner", Check{Kind: Test, tool: "pytest"}, true, event.Result{ExitCode: 5, Output: "collected 40 items / 40 deselected / 0 selected\n\n=========================== 40 deselected in 0.12s ============================"}, "nil"},
		{"pytest failing with deselected tests", Check{Kind: Test, tool: "pytest"}, true, event.Result{ExitCode: 1, Output: "FAILED tests/test_a.py::test_x\n1 failed, 3 passed, 208 deselected in 0.51s"}, "false"},
		{"kubectl without a cluster", Check{Kind: Lint, tool: "kubectl"}, true, event.Result{ExitCode: 1, Output: "The connection to the server localhost:8080 was refused - did you specify the right host or port?"}, "nil"},
		{"a piped astro build", Check{Kind: Build, Masked: true}, false, event.Result{Output: "15:02:44 [build] 38 page(s) built in 2.41s\n15:02:44 [build] Complete!"}, "true"},
		// BuildKit's end: the image named, or the solve that failed.
		{"a piped docker build that named its image", Check{Kind: Build, Masked: true}, false, event.Result{Output: "#14 DONE 0.2s\n#15 exporting to image\n#15 writing image sha256:5f2c done\n#15 naming to docker.io/library/ingest-gateway:ci-check done"}, "true"},
		{"a piped docker build that failed to solve", Check{Kind: Build, Masked: true}, false, event.Result{Output: "#9 ERROR: process \"/bin/sh -c cargo build --release\" did not complete successfully: exit code: 101\nERROR: failed to solve: process \"/bin/sh -c cargo build --release\" did not complete successfully: exit code: 101"}, "false"},
		{"dbt without its profile's keyfile", Check{Kind: Build, tool: "dbt"}, true, event.Result{ExitCode: 2, Output: "10:41:22  Running with dbt=1.7.14\n10:41:22  Encountered an error:\nParsing Error\n  Env var required but not provided: 'DBT_BQ_KEYFILE'"}, "nil"},
		{"dbt with an error in the model", Check{Kind: Build, tool: "dbt"}, true, event.Result{ExitCode: 1, Output: "Compilation Error in model fct_orders (models/marts/fct_orders.sql)\n  'ref' is undefined"}, "false"},
		{"plan with an error in the code", Check{Kind: Lint, tool: "terraform"}, true, event.Result{ExitCode: 1, Output: "│ Error: Unsupported argument\n│ An argument named \"instance_clas\" is not expected here."}, "false"},
		// A linter told to fix: its clean exit is a formatter's; the
		// errors it could not fix are a failing lint.
		{"a fixer's clean exit", Check{Kind: Lint, fixer: true}, false, event.Result{}, "nil"},
		{"a fixer's errors left", Check{Kind: Lint, fixer: true}, true, event.Result{ExitCode: 1, Output: "✖ 3 problems (2 errors, 1 warning)"}, "false"},
		{"a suite failing on credentials", Check{Kind: Test, tool: "pytest"}, true, event.Result{ExitCode: 1, Output: "E   botocore.exceptions.NoCredentialsError: Unable to locate credentials\n1 failed, 40 passed"}, "false"},
	}
	for _, tt := range tests {
		got := "nil"
		if p := Outcome(tt.check, tt.failed, tt.result); p != nil {
			got = fmt.Sprint(*p)
		}
		if got != tt.want {
			t.Errorf("%s: Outcome = %s, want %s", tt.name, got, tt.want)
		}
	}
}

func TestFile(t *testing.T) {
	tests := map[string]FileKind{
		"/p/README.md":             Docs,
		"/p/docs/guide.rst":        Docs,
		"/p/docs/conf.py":          Code, // extension beats the docs/ folder
		"/p/docs/notes":            Docs,
		"/p/LICENSE":               Docs,
		"/p/main.go":               Code,
		`C:\p\src\App.tsx`:         Code,
		"/p/package.json":          Config,
		"/p/Dockerfile":            Config,
		"/p/.env.local":            Meta,
		"/p/.gitignore":            Meta,
		"/p/app.json.example":      Meta,
		"/p/.claude/settings.json": Meta,
		"/p/.claude/hooks/run.sh":  Code,
		"/p/go.mod":                Config,
		"/p/static/logo.png":       Assets,
		"/p/data/records.parquet":  Other,
		"/p/infra/main.tf":         Code,
		"/p/CHANGELOG":             Docs,

		// a workflow's records: data, not configuration
		"/p/_bmad-output/implementation-artifacts/sprint-status.yaml": Docs,
		"/p/reports/coverage-summary.json":                            Docs,
		"/p/charts/reports/templates/networkpolicy.yaml":              Config,
		"/p/services/reports/config.yaml":                             Config,
		"/p/build-output/report.py":                                   Code,

		// an agent client's settings: Meta, but its scripts stay code
		"/p/.mcp.json":                         Meta,
		"/p/web/.mcp.json":                     Meta,
		"/p/.cursor/rules/style.mdc":           Meta,
		"/p/.cursor/mcp.json":                  Meta,
		"/p/.gemini/settings.json":             Meta,
		"/p/.codex/config.toml":                Meta,
		"/p/.claude/agents/reviewer.md":        Docs,
		"/p/.claude/skills/pdf/scripts/cut.py": Code,
		"/p/.cursorrules":                      Meta,
		"/p/.aider.conf.yml":                   Meta,
		// a worktree under an agent's folder is the project
		"/p/.claude/worktrees/fix-auth/src/auth.ts":        Code,
		"/p/.claude/worktrees/fix-auth/package.json":       Config,
		"/home/u/.codex/worktrees/a1b2/shop/config/db.yml": Config,
		// the project's own hidden folders configure what it does
		"/p/.github/workflows/ci.yml":        Config,
		"/p/.husky/pre-commit":               Other,
		"/p/.devcontainer/devcontainer.json": Config,
		"/p/.cargo/config.toml":              Config,
		"/p/.config/nextest.toml":            Config,
		"/p/.storybook/main.ts":              Code,
		// logs are output; a log among test fixtures is input
		"/p/server.log":                ScratchFile,
		"/p/.entire/trace.log":         ScratchFile,
		"/p/logs/npm-debug.log":        ScratchFile,
		"/p/testdata/nginx-access.log": Other,
		"/p/tests/fixtures/crash.log":  Other,
		"/p/catalog.go":                Code,
		"/p/blog/post.md":              Docs,
		// text files a build reads are its configuration
		"/p/requirements.txt":            Config,
		"/p/requirements-dev.txt":        Config,
		"/p/requirements/base.txt":       Config,
		"/p/constraints.txt":             Config,
		"/p/native/CMakeLists.txt":       Config,
		"/p/runtime.txt":                 Config,
		"/p/docs/requirements-notes.md":  Docs,
		"/p/notes.txt":                   Docs,
		"/p/static/robots.txt":           Docs,
		"/p/docs/requirements/scope.txt": Docs,
		"/p/docs/CMakeLists.txt":         Config,
	}
	for p, want := range tests {
		if got := File(p); got != want {
			t.Errorf("File(%q) = %s, want %s", p, got, want)
		}
	}
}

// TestWorkState keeps the folders of an agent's or a tool's working state
// out of the project, and the project's own hidden folders in it. File
// reads them in a relative path; Scratch, which knows the project's root,
// in an absolute one.
func TestWorkState(t *testing.T) {
	tests := []struct {
		path    string
		scratch bool
	}{
		{".superpowers/brainstorm/4242-1700000000/content/layout.html", true},
		{"web/.superpowers/brainstorm/s1/index.html", true},
		{".entire/metadata/8f0c/prompt.txt", true},
		{".entire/settings.json", true},
		{".playwright-mcp/page-2024.png", true},
		{".specstory/history/2025-01-01_chat.md", true},
		{".cache/eslint/results.json", true},
		{"packages/api/.pytest_cache/v/cache/lastfailed", true},
		{".tmp/out.js", true},
		{".scratch/try.go", true},
		{".aider.tags.cache.v3/cache.db", true},
		{".history/src/app_20240101.ts", true},

		{"src/cache/lru.go", false}, // not hidden: the project's code
		{"internal/tmp/plan.go", false},
		{".github/workflows/release.yml", false},
		{".husky/pre-push", false},
		{".devcontainer/Dockerfile", false},
		{".changeset/config.json", false},
		{".claude/hooks/format.sh", false},
		{".claude/worktrees/feat/src/main.go", false},
		{".cachedir/x.go", false}, // a name that only starts like one
	}
	for _, tt := range tests {
		if got := File(tt.path) == ScratchFile; got != tt.scratch {
			t.Errorf("File(%q) = %s, want scratch %v", tt.path, File(tt.path), tt.scratch)
		}
		if got := Scratch("/home/dev/shop/"+tt.path, "/home/dev/shop"); got != tt.scratch {
			t.Errorf("Scratch(%q) = %v, want %v", tt.path, got, tt.scratch)
		}
	}
	// Only the project's own folders count: one checked out under a
	// folder named like a tool's keeps its files.
	if Scratch("/home/dev/.cache/src/shop/main.go", "/home/dev/.cache/src/shop") {
		t.Error("a project under ~/.cache lost its files")
	}
	if !Scratch("/home/dev/.cache/pre-commit/repo1/hook.py", "/home/dev/shop") {
		t.Error("a tool's cache outside the project is the project")
	}
	for _, k := range []FileKind{ScratchFile, Meta} {
		if Behavioural(k) {
			t.Errorf("Behavioural(%s) = true", k)
		}
	}
}

func BenchmarkChecks(b *testing.B) {
	for b.Loop() {
		Checks("cd api && CI=1 go vet ./... && go test -race ./... 2>&1 | tail -50")
	}
}

func TestWrites(t *testing.T) {
	tests := []struct{ line, want string }{
		{"cat > main.go <<'EOF'\npackage main\nEOF", "main.go"},
		{"echo x >> config.yaml", "config.yaml"},
		{"go test ./... > test.log 2>&1", "test.log"},
		{"echo hi > /dev/null", ""},
		{"A=1 > out.txt", "out.txt"}, // no program: the redirect alone writes
		{"A=<0", ""},
		{"printf x | tee a.go b.go", "a.go,b.go"},
		{"grep -rl foo src | tee /dev/stderr | xargs sed -i 's/foo/bar/g'", ""}, // a device is no file
		{"sed -i 's/a/b/' src/x.py", "src/x.py"},
		{"git mv components/NavBar.tsx components/Navbar.tsx", ""}, // a rename writes no content (see Renames)
		// A remote shell's writes are on its host, not in the checkout.
		{`ssh web1 "sudo sed -i 's/a/b/' /etc/nginx/sites-available/app && echo ok > /tmp/done"`, ""},
		// A word standing for each file found names none of them.
		{`grep -rl foo src | xargs -I{} sed -i 's/foo/bar/' {}`, ""},
		{`grep -rl foo src | xargs -I% sed -i 's/foo/bar/' % docs/x.md`, "docs/x.md"},
		{`find . -name '*.py' -exec sed -i 's/foo/bar/g' {} +`, ""},
		{`find . -name '*.py' -exec sed -i 's/foo/bar/g' {} + > find.log`, "find.log"},
		// gawk -i inplace names the files after its program.
		{"gawk -i inplace '/^#/ { gsub(/a/, \"b\") } { print }' scripts/backup.sh && git diff scripts/backup.sh", "scripts/backup.sh"},
		{"awk -i inplace -v n=2 -F: '{ sub(/x/, \"y\") } 1' a.conf b.conf", "a.conf,b.conf"},
		{"awk -i inplace -f fix.awk Dockerfile", "Dockerfile"},
		{"awk '{print $1}' access.log", ""},
		{"sed -i.bak -e 's/a/b/' x.py y.py", "x.py,y.py"},
		{"sed -i '' 's/a/b/' src/x.py", "src/x.py"}, // BSD sed: '' is the backup suffix
		{"sed -i i ''", ""}, // an empty word names no file
		{"printf x | tee ''", ""},
		{"perl -pi -e 's/a/b/' lib/x.pm", "lib/x.pm"},
		// Grouped switches, as sed and perl read them.
		{"sed -Ei 's/a+/b/' src/x.py", "src/x.py"},
		{"sed -ni 's/a/b/p' src/x.py", "src/x.py"},
		{"sed -ri.bak 's/a/b/' src/x.py", "src/x.py"},
		{"sed -ie 's/a/b/' src/x.py", "src/x.py"}, // -i with the suffix e: the script is an operand
		{"sed -i -nEe 's/a/b/p' src/x.py", "src/x.py"},
		{"sed -e 's/a/b/' -i src/x.py", "src/x.py"},
		{"sed -nE 's/a/b/p' src/x.py", ""},
		{"sed -ne 's/i/x/p' src/x.py", ""}, // the i is the script's
		{"sed -- -i src/x.py", ""},
		{"perl -pi.bak -e 's/a/b/' lib/x.pm", "lib/x.pm"},
		{"perl -0pi -e 's/a/b/s' lib/x.pm", "lib/x.pm"},
		{"perl -pe 's/i/x/' lib/x.pm", ""},
		{"cp template.go handler.go", "handler.go"},
		{"npm install next@14.2.4 eslint-config-next@14.2.4", "package.json"},
		{"pnpm add -D vitest", "package.json"},
		{"go get github.com/jackc/pgx/v5@v5.6.0", "go.mod"},
		{"cargo add serde --features derive", "Cargo.toml"},
		{"uv add httpx", "pyproject.toml"},
		{"npm install", ""},
		{"npm ci", ""},
		{"npm install --prefix web react", ""},
		{"go get -d", ""},
		{"sed -n 1,5p x.go", ""},
		{"grep -rn x src", ""},
		{"cat main.go", ""},
	}
	for _, tt := range tests {
		if got := strings.Join(Writes(tt.line), ","); got != tt.want {
			t.Errorf("Writes(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestRecognizerPatterns(t *testing.T) {
	r := Recognizer{Patterns: []Pattern{
		NewPattern(Test, "make ci"),
		NewPattern(Lint, "./scripts/check.sh"),
		NewPattern(Test, "scripts/*-test.sh"),
		NewPattern(Run, "bin/smoke"),
	}}
	tests := []struct{ line, want string }{
		{"make ci", "test"},
		{"make ci-fast", "test"}, // built-in: a "ci" target
		{"./scripts/check.sh --all", "lint"},
		{"scripts/check.sh", "lint"},
		{"./scripts/api-test.sh", "test"},
		{"bin/smoke staging", "run"},
		{"make docs", ""},
		{"cat scripts/check.sh", ""},
	}
	for _, tt := range tests {
		if got := kindNames(r.Checks(tt.line)); got != tt.want {
			t.Errorf("Checks(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestCoverageOf(t *testing.T) {
	changed := []string{"/p/internal/cart/total.go", "/p/web/src/Cart.tsx"}
	tests := []struct {
		command string
		want    Coverage
	}{
		{"go test ./...", Generic},
		{"npm test", Generic},
		{"make check", Generic},
		{"go test -count 20 -race ./...", Generic},
		{"go test ./internal/cart/...", Direct},
		{"go test ./internal/cart", Direct},
		{"cd /p && go test -run TestTotal ./internal/...", Direct},
		{"go test internal/cart/total_test.go", Direct},
		{"npx vitest run Cart", Direct},
		{"pytest tests/test_orders.py", Uncertain},
		{"go test ./internal/auth/...", Uncertain},
		{"cat total.go", Generic}, // not a verification: nothing to cover
	}
	for _, tt := range tests {
		if got := CoverageOf(tt.command, changed, "/p"); got != tt.want {
			t.Errorf("CoverageOf(%q) = %s, want %s", tt.command, got, tt.want)
		}
	}
}

func TestRenames(t *testing.T) {
	for line, want := range map[string]string{
		"git mv components/NavBar.tsx components/Navbar.tsx":                                      "components/Navbar.tsx",
		"git mv -k old.go new.go":                                                                 "new.go",
		"grep -rl brandBlue Sources/ | xargs sed -i '' 's/a/b/g' && git mv a.colorset b.colorset": "b.colorset",
		"git rm --cached .env":                                                                    "",
		"mv a.go b.go":                                                                            "", // Writes names it
	} {
		if got := strings.Join(Renames(line), ","); got != want {
			t.Errorf("Renames(%q) = %q, want %q", line, got, want)
		}
	}
}
