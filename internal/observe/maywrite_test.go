package observe

import "testing"

func TestMayWrite(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"grep -rn Shutdown internal/ | head -20", false},
		{"npx -y node@20 -v", false},
		{"terraform --version && java -version", false},
		{"helm version", false},
		{"node scripts/gen.js -v", true},
		{"git status && git diff --stat", false},
		{"go test ./internal/cart/", false},
		// A test run that writes its snapshots or golden files again.
		{"npx jest src/components/Button -u", true},
		{"npx vitest run --update", true},
		{"npx playwright test --update-snapshots", true},
		{"go test ./internal/render -update", true},
		{"INSTA_UPDATE=always cargo test -p fmt", true},
		{"UPDATE_SNAPSHOTS=0 npx jest", false},
		{"npx jest src/components/Button", false},
		{"npx tsc --noEmit 2>&1 | head -30", false},
		{"sed -n 10,40p main.go", false},
		{"python scripts/migrate_layout.py", true},
		{"npm install zod", true},
		// A cluster's or a cloud's client asked only to show what is there.
		{"kubectl --context prod-use1 -n reports get pods -l app=report-worker", false},
		{"kubectl -n prod rollout status deploy/api", false},
		{"kubectl -n prod rollout restart deploy/api", true},
		{"kubectl apply -f k8s/", true},
		{"helm list -n web", false},
		{"docker ps --format '{{.Names}}'", false},
		{"docker compose logs api --tail 3", false},
		{"docker compose -f compose.dev.yml stop redis && curl -s localhost:8000/health", false},
		{"docker-compose restart worker", false},
		{"docker --context staging restart api", false},
		{"podman compose ps", false},
		// A program run in the stack may write through a bind mount.
		{"docker compose run --rm app python manage.py makemigrations", true},
		{"docker compose exec app rails db:migrate", true},
		{"docker compose up -d", true},
		{"docker cp api:/tmp/dump.sql .", true},
		{"aws ec2 describe-volumes --region us-east-1 --filters Name=status,Values=available", false},
		{"aws s3 cp report.csv s3://bucket/", true},
		{"gcloud run services list --project shop", false},
		{"gcloud run deploy api --image x", true},
		{"kustomize build overlays/prod | grep replicas", false},
		{"kustomize build overlays/prod -o out/prod.yaml", true},
		{"npm ls axios", false},
		// A pull request or an issue made on the host; a checkout writes.
		{`gh pr create --base main --title "Add rate limiting" --body "Token bucket."`, false},
		{"gh issue comment 41 --body 'Fixed in #214'", false},
		{"gh pr checkout 214", true},
		{"gh pr diff 214", true},
		{"bundle exec gem dependency rack -R | head -8", false},
		{"gem contents rack-3.0.8 | grep utils", false},
		{"gem install rack -v 3.0.11", true},
		{"bundle exec bundle-audit check --update", false},
		{"npm view axios@1.7.4 version", false},
		{"cd packages/core && flutter pub outdated", false},
		{"dart pub deps --style=compact", false},
		{"flutter pub get", true},
		{"gh secret list", false},
		{"gh issue view 42 --comments", false},
		{"gh pr diff 214", true},
		{"gh run view 123 --log-failed", false},
		{"gh api repos/actions/checkout/git/ref/tags/v4.1.7 -q .object.sha", false},
		{"gh api -X POST repos/acme/api/dispatches -f event_type=deploy", false},
		{"test -s ~/.config/npm-token-new && echo present", false},
		{"gh repo clone acme/api", true},
		{"gh pr checkout 42", true},
		{"go list -m all", false},
		{"pip show requests", false},
		{"pip index versions requests 2>/dev/null | head -2", false},
		// An audit reads the lock file; told to fix, it rewrites it.
		{"npm audit --omit=dev", false},
		{"pnpm audit --prod", false},
		{"cargo audit", false},
		{"go mod why -m golang.org/x/net", false},
		{"npm audit fix", true},
		{"npm audit fix --force", true},
		{"cargo audit fix", true},
		{"go mod tidy", true},
		{"npm run build", false},
		{"npm update", true},
		{"npx eslint --fix src/", true},
		{"gofmt -w .", true},
		{"git checkout -- src/app.ts", true},
		{"sed -i 's/foo/bar/' main.go", true},
		{"sed -Ei 's/foo+/bar/' main.go", true},
		{"sed -nE 's/foo/bar/p' main.go", false},
		{"cargo fmt --check", false},
		{"ruff format --diff .", false},
		{"pre-commit run --all-files", true}, // its hooks fix files
		{"npx lint-staged", true},
		{"awk -i inplace '{sub(/a/, \"b\")} 1' main.go", true},
		{"awk -F: '{print $1}' /etc/passwd", false},
		{"./gen.sh && go build ./...", true},
	}
	for _, tt := range tests {
		if got := MayWrite(tt.line); got != tt.want {
			t.Errorf("MayWrite(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

func TestRewrites(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{`grep -rl "getUserById" src | xargs sed -i 's/\bgetUserById\b/findUser/g'`, true},
		{`grep -rl "getUserById" src | xargs sed -Ei 's/\bgetUserById\b/findUser/g'`, true},
		{"perl -0pi -e 's/a/b/s' lib/x.pm", true},
		{"sed -pi", true}, // Rewrites implies MayWrite (FuzzWrites)
		// A patch applied to the index alone, or only checked, leaves the work tree.
		{"git apply --cached fix.patch", false},
		{"git apply --check fix.patch", false},
		{"git apply fix.patch", true},
		// What a remote shell rewrites lies on its host.
		{`ssh web1 "grep -rl old /etc/app | xargs sed -i 's/old/new/'"`, false},
		// Formatters: told to write, writing by default, or asked only to report.
		{"cargo fmt", true},
		{"cargo fmt --check", false},
		{"cargo fmt -- --check", false},
		{"ruff format --diff .", false},
		{"ruff format .", true},
		{"black src/", true},
		{"uv run black src/", true},
		{"black --check src/", false},
		{"isort --check-only .", false},
		{"rustfmt src/main.rs", true},
		{"clang-format -i src/a.c", true},
		{"clang-format src/a.c", false},
		{"dotnet format --verify-no-changes", false},
		{"mix format --check-formatted", false},
		{"deno fmt --check", false},
		{"biome format .", false},
		{"biome format --write .", true},
		{"sed -nE 's/a/b/p' main.go", false},
		{"perl -ne 'print if /i/' lib/x.pm", false},
		{"npx eslint --fix src/", true},
		{"git stash pop", true},
		{"git stash list", false},
		{"git restore --staged src/app.ts", false}, // the index only
		{"git restore src/app.ts", true},
		{"git restore --staged --worktree src/app.ts", true},
		{"git reset HEAD~1", false},
		{"git reset --hard HEAD~1", true},
		{"gawk -i inplace -v n=2 '{print}' main.go", true},
		{"pre-commit run --all-files", false}, // may write, not surely
		{"npx jscodeshift -t transform.js src/", true},
		{"git push --force-with-lease origin feature/search-v2", false},
		{`gh pr view --json number,commits --jq '.number'`, false},
		// A package manager moving the dependencies rewrites the lock
		// file, and the code the program runs; installing from it as it
		// stands moves nothing.
		{"npm install zod", true},
		{"npm install", false},
		// curl's -w formats what it prints.
		{`curl -s -o /dev/null -w "%{http_code}" http://localhost:3000/`, false},
		{"npm ci", false},
		{"bundle install", false},
		{"bundle update rails --conservative", true},
		{"cargo update -p openssl", true},
		{"go get golang.org/x/net@v0.23.0", true},
		{"uv lock --upgrade-package requests", true},
		{"uv lock", false},
		{"python scripts/report.py > out.txt", false},
		{"go test ./...", false},
	}
	for _, tt := range tests {
		if got := Rewrites(tt.line); got != tt.want {
			t.Errorf("Rewrites(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

func TestRewritesCode(t *testing.T) {
	for line, want := range map[string]bool{
		`grep -rl "getUserById" src | xargs sed -i 's/getUserById/findUser/g'`: true,
		`sed -i 's/a/b/' $(grep -rl a src)`:                                    true,
		"comby 'fmt.Println(:[x])' 'log.Println(:[x])' .go -i":                 true,
		"npx jscodeshift -t codemods/rename.js src/":                           true,
		// Code generators told to write.
		"rm -rf gen/go && buf generate": true,
		"go generate ./...":             true,
		"npx @openapitools/openapi-generator-cli generate -i specs/payments.yaml -g typescript-fetch -o src/clients/payments": true,
		"protoc --go_out=. --go-grpc_out=. api/billing.proto":                                                                 true,
		"bin/rails g migration AddIndexToPaymentsExternalRef":                                                                 true,
		"dart run build_runner build --delete-conflicting-outputs":                                                            true,
		"buf lint":                    false,
		"protoc --version":            false,
		"dart run build_runner watch": false,
		"rails routes":                false,
		"git apply --cached fix.patch && git diff --cached --stat": false, // the index only
		"git apply --check fix.patch":                              false,
		"patch --dry-run -p1 < fix.patch":                          false,
		"git apply fix.patch":                                      true,
		"npx eslint --fix src/":                                    false, // a fixer
		"gofmt -w .":                                               false,
		"git checkout -- src/":                                     false, // a committed state put back
		"git stash pop":                                            false,
		"go test ./...":                                            false,
		// Comments only, in the language the file pattern names.
		`for f in scripts/*.sh; do sed -i '1a # SPDX-License-Identifier: Apache-2.0' "$f"; done`: false,
		`grep -rl recieve --include=*.go . | xargs sed -i 's|// recieve|// receive|'`:            false,
		`for f in scripts/*.sh; do sed -i '1i #!/usr/bin/env bash' "$f"; done`:                   true, // a shebang
		`for f in scripts/*.sh; do sed -i '1a set -euo pipefail' "$f"; done`:                     true,
		`grep -rl recieve . | xargs sed -i 's|// recieve|// receive|'`:                           true, // no language named
		// Files the patterns name that no program reads.
		`grep -rl "npm run dev:server" --include='*.md' --exclude-dir=node_modules . | xargs sed -i 's/npm run dev:server/npm run dev/g'`: false,
		`find docs -name '*.rst' -exec sed -i 's/v1/v2/g' {} +`:                                                                           false,
		`grep -rl "dev:server" --include='*.md' --include='*.ts' . | xargs sed -i 's/dev:server/dev/g'`:                                   true,
		// find runs the rewrite on each file it finds.
		`find src -name '*.ts' -exec sed -i '' -e 's/oldApi/newApi/g' {} \;`:        true,
		`find . -name '*.sh' -exec sed -i '1a # SPDX-License-Identifier: MIT' {} +`: false,
		`find . -name '*.go' -exec gofmt -w {} +`:                                   false, // a formatter
		`find . -name '*.py' -exec grep -l getUserById {} +`:                        false,
	} {
		if got := RewritesCode(line); got != want {
			t.Errorf("RewritesCode(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestUpdatesSnapshots(t *testing.T) {
	for line, want := range map[string]bool{
		"npx jest -u src/components/layout":       true,
		"go test ./serializer/... -update":        true,
		"INSTA_UPDATE=always cargo test -p fmt":   true,
		"npx vitest run --update && git status":   true,
		"npx jest src/components/layout":          false,
		"UPDATE_SNAPSHOTS=0 npx jest":             false,
		"bundle exec bundle-audit check --update": false, // no test run
		"apt-get update":                          false,
	} {
		if got := UpdatesSnapshots(line); got != want {
			t.Errorf("UpdatesSnapshots(%q) = %v, want %v", line, got, want)
		}
	}
}
