package observe

import (
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

func TestCosmetic(t *testing.T) {
	tests := []struct {
		name, file, old, new string
		want                 bool
	}{
		{"go comment reworded", "cart/total.go", "// Total sums the items.\nfunc Total() {", "// Total sums the items and rounds.\nfunc Total() {", true},
		{"go doc comment added", "a.go", "func F() {}", "// F does nothing.\nfunc F() {}", true},
		{"go block comment", "a.go", "x := 1 /* one */", "x := 1 /* uno */", true},
		{"go code changed", "a.go", "return sum", "return math.Round(sum)", false},
		{"ocaml doc comment", "lib/ledger.mli", "(** Opens a new acount. *)\nval open_account : owner:string -> account", "(** Opens a new account. *)\nval open_account : owner:string -> account", true},
		{"ocaml signature changed", "lib/ledger.mli", "val balance : account -> int", "val balance : account -> Money.t", false},
		{"haskell block comment", "src/Cart.hs", "{- sums items -}\ntotal = sum", "{- sums the items -}\ntotal = sum", true},
		{"clojure comment", "src/cart.clj", "; sums items\n(defn total [xs] (reduce + xs))", ";; sums the items\n(defn total [xs] (reduce + xs))", true},
		{"clojure code changed", "src/cart.clj", "(defn total [xs] (reduce + xs))", "(defn total [xs] (reduce + 0 xs))", false},
		{"erlang comment", "src/cart.erl", "% sums items\ntotal(Xs) -> lists:sum(Xs).", "%% sums the items\ntotal(Xs) -> lists:sum(Xs).", true},
		{"julia block comment", "src/rolling.jl", "#= slow =#\nf(x) = x", "#= O(n) =#\nf(x) = x", true},
		{"fortran comment", "src/solver.f90", "!! Solves the system.\nsubroutine solve(a, b)", "!! Solves the linear system in place.\nsubroutine solve(a, b)", true},
		{"fortran code changed", "src/solver.f90", "x = a / b", "x = a / max(b, eps)", false},
		{"gdscript comment", "scripts/enemy.gd", "# chase the player\nfunc _process(delta):", "# chase the nearest player\nfunc _process(delta):", true},
		{"lua block comment", "lua/cart.lua", "--[[ sums ]]\nlocal t = 0", "--[[ sums the items ]]\nlocal t = 0", true},
		{"go string changed", "a.go", `msg := "http://a // b"`, `msg := "http://a // c"`, false},
		{"go whitespace only", "a.go", "x:=a+b", "x := a + b", true},
		{"ts reformatted call", "r.ts", "names.add(\n\t\te.replace(/x/, \"\"),\n\t);", "names.add(e.replace(/x/, \"\"));", true},
		{"ts comma between arguments", "r.ts", "f(a, b)", "f(a b)", false},
		{"python tuple comma", "a.py", "x = (1,)", "x = (1)", false},
		{"go tokens merged", "a.go", "return x", "returnx", false},
		{"go comment then code", "a.go", "// note\nx := 1", "// note\nx := 2", false},
		{"ts jsdoc", "src/a.ts", "/** Old. */\nexport const a = 1;", "/**\n * New.\n */\nexport const a = 1;", true},
		{"python comment", "app.py", "x = 1  # one", "x = 1  # uno", true},
		{"python indentation", "app.py", "if a:\n    b()\nc()", "if a:\n    b()\n    c()", false},
		{"python blank lines", "app.py", "a()\nb()", "a()\n\n\nb()", true},
		{"python tabs to spaces", "app.py", "def f():\n\tif a:\n\t\treturn 1\n\treturn 2", "def f():\n    if a:\n        return 1\n    return 2", true},
		{"python dedent with spaces", "app.py", "def f():\n\tif a:\n\t\treturn 1\n\treturn 2", "def f():\n    if a:\n        return 1\n        return 2", false},
		{"yaml re-nested", "ci.yml", "a:\n  b: 1\n  c: 2", "a:\n  b: 1\nc: 2", false},
		{"yaml two to four spaces", "ci.yml", "a:\n  b:\n    c: 2", "a:\n    b:\n        c: 2", true},
		{"python hash in string", "app.py", `s = "a # b"`, `s = "a # c"`, false},
		{"shell length is code", "run.sh", "echo ${#a}", "echo ${#b}", false},
		{"shell comment", "run.sh", "make build # compile", "make build # build it", true},
		{"yaml comment", "ci.yml", "steps:\n  - run: make # all", "steps:\n  - run: make # everything", true},
		{"yaml value", "ci.yml", "timeout: 10", "timeout: 20", false},
		{"sql comment", "q.sql", "-- users\nSELECT 1;", "-- all users\nSELECT 1;", true},
		{"html comment", "index.html", "<!-- nav -->\n<nav>", "<!-- top nav -->\n<nav>", true},
		{"unknown language", "notes.weird", "a", "b", false},
		{"coq comment", "theories/Sorting.v", "(* Insertion sort. *)\nFixpoint merge", "(* Merge sort: [msort] sorts its input. *)\nFixpoint merge", true},
		{"coq proof changed", "theories/Sorting.v", "(* sorts *)\nProof. auto. Qed.", "(* sorts *)\nProof. lia. Qed.", false},
		{"verilog comment", "rtl/top.v", "// counter\nalways @(posedge clk)", "// 8-bit counter\nalways @(posedge clk)", true},
		{"verilog attribute is code", "rtl/top.v", "(* keep *) reg a; // x", "(* keep = 0 *) reg a; // x", false},
		{"pascal brace comment", "src/uMatrix.pas", "{ Berechnet die Determinante }\nfunction Det(const M: TMatrix): Double;", "{ Computes the determinant by LU decomposition. }\nfunction Det(const M: TMatrix): Double;", true},
		{"pascal paren comment", "src/uMatrix.pas", "(* alt *)\nx := 1;", "(* the old value *)\nx := 1;", true},
		{"pascal directive is code", "src/uMatrix.pas", "{$IFDEF DEBUG}\nLog(x);\n{$ENDIF}", "{$IFDEF TRACE}\nLog(x);\n{$ENDIF}", false},
		{"pascal code changed", "src/uMatrix.pas", "x := 1; // one", "x := 2; // one", false},
		{"bicep comment", "infra/network.bicep", "resource aks 'Microsoft.Network/virtualNetworks/subnets@2023-09-01' = {", "// /22 for Azure CNI\nresource aks 'Microsoft.Network/virtualNetworks/subnets@2023-09-01' = {", true},
		{"dhall comment", "config/dev.dhall", "{- dev -}\n{ timeoutMs = 3000 }", "{- local development -}\n{ timeoutMs = 3000 }", true},
		{"dhall value", "config/dev.dhall", "{ timeoutMs = 3000 }", "{ timeoutMs = 5000 }", false},
		{"smalltalk comment", "src/Shop-Core/Money.class.st", "\"adds\"\n^ amount + other amount", "\"adds two amounts of one currency\"\n^ amount + other amount", true},
		{"smalltalk string", "src/Shop-Core/Money.class.st", "^ 'EUR'", "^ 'USD'", false},
		{"powershell block comment", "Deploy.psm1", "<# deploys #>\nfunction Deploy {}", "<# deploys the site #>\nfunction Deploy {}", true},
		{"nim block comment", "src/cart.nim", "#[ sums ]#\nproc total() = discard", "#[ sums the items ]#\nproc total() = discard", true},
		{"unknown language comment lines", "src/planner.xyz", "-- plan\nplan(S, G, P) :- dfs(S, G, P).", "-- shortest plan\n-- by iterative deepening\nplan(S, G, P) :- dfs(S, G, P).", true},
		{"unknown language hash comment", "conf/site.weird", "  # old\nkey = 1", "  # new\n\nkey = 1", true},
		{"unknown language preprocessor line", "src/blink.weird", "#define LED 13\nint x;", "#define LED 12\nint x;", false},
		{"unknown language decrement", "src/a.weird", "--count\nx", "--total\nx", false},
		{"unknown language trailing comment", "src/a.weird", "x = 1 // one", "x = 2 // one", false},
		{"unknown language block comment", "src/a.weird", "/* a\n   b */", "/* a\n   c */", false},
		{"unknown language indentation", "src/a.weird", "if a\n  b", "if a\nb", false},
		{"kernel-doc lines inside a comment", "drivers/spi/spi_core.c", " * Return: number of bytes transferred, or -1 on timeout.\n */", " * Return: number of bytes transferred, -EINVAL if @len is 0, or\n * -ETIMEDOUT if the EOT interrupt doesn't arrive within @timeout_ms.\n */", true},
		{"javadoc lines without their close", "src/main/java/Cart.java", "   * @param items the items\n   *\n   * @return the sum", "   * @param items the items in the cart\n   *\n   * @return the sum, rounded to cents", true},
		{"code after a starred comment's close", "a.c", " * old\n */\nint x = 1;", " * new\n */\nint x = 2;", false},
		{"code after a starred comment's close, unchanged", "a.c", " * old\n */\nint x = 1;", " * new text\n */\nint x = 1;", true},
		{"only one text opens in a comment", "a.c", " * n\n */\nint x;", "int y;\n/* n */\nint x;", false},
		{"a dereference is code", "a.c", "*p = 1;", "*p = 2;", false},
		{"a multiplication's continuation is code", "a.c", "x = a\n    * b;", "x = a\n    * c;", false},
		{"stars in a css comment", "site.css", " * old palette\n */\n.a { color: red }", " * new palette\n */\n.a { color: red }", true},
		{"unclosed block", "a.go", "x := 1 /* open", "x := 1 /* still", false},
		{"identical", "a.bin", "same", "same", true},
		{"rust lifetimes pair up as quotes", "lib.rs", "fn f<'a>(x: &'a str) // a", "fn f<'a>(x: &'a str) // b", true},
		{"rust odd lifetime is read as code", "lib.rs", "fn f(x: &'a str) // a", "fn f(x: &'a str) // b", false},
	}
	for _, tt := range tests {
		if got := Cosmetic(tt.file, tt.old, tt.new); got != tt.want {
			t.Errorf("%s: Cosmetic(%q, %q, %q) = %v, want %v", tt.name, tt.file, tt.old, tt.new, got, tt.want)
		}
	}
}

func FuzzCosmetic(f *testing.F) {
	f.Add("a.go", "// x\nfunc F() {}", "func F() {}")
	f.Add("a.py", "if a:\n  b # c", "if a:\n  b")
	f.Add("a.sh", "echo ${#a} 'q'", "echo \"x\" # y")
	f.Fuzz(func(t *testing.T, file, old, new string) {
		if Cosmetic(file, old, new) != Cosmetic(file, new, old) {
			t.Fatalf("Cosmetic is not symmetric for %q: %q / %q", file, old, new)
		}
		if !Cosmetic(file, old, old) {
			t.Fatal("an edit that changes nothing is cosmetic")
		}
	})
}

func TestFormatOnly(t *testing.T) {
	for line, want := range map[string]bool{
		"terraform fmt -check -recursive":            true,
		"terraform -chdir=infra fmt -check":          true,
		"npx prettier --check src":                   true,
		"gofmt -l . && go vet ./...":                 false,
		"cargo fmt --check && cargo clippy":          false,
		"black --check . && isort --check-only .":    true,
		"go test ./...":                              false,
		"terraform validate && terraform fmt -check": false,
		"./vendor/bin/pint --test":                   true,
	} {
		if got := FormatOnly(line); got != want {
			t.Errorf("FormatOnly(%q) = %v, want %v", line, got, want)
		}
	}
	// A package script is read as what it ran.
	for _, tt := range []struct {
		line, script string
		want         bool
	}{
		{"composer lint", "./vendor/bin/pint --test", true},
		{"npm run format:check", "prettier --check .", true},
		{"composer check", "./vendor/bin/pint --test; ./vendor/bin/phpunit", false},
		{"npm run lint", "", false},
	} {
		if got := ReadsOf(tt.line, tt.script).FormatOnly; got != tt.want {
			t.Errorf("ReadsOf(%q, %q).FormatOnly = %v, want %v", tt.line, tt.script, got, tt.want)
		}
	}
}

func TestPatternOnly(t *testing.T) {
	for line, want := range map[string]bool{
		"npx -y markdownlint-cli2 '**/*.md'": true,
		"vale docs/":                         true,
		"ruff check app/storage && ruff format --check app/": true,
		"npx eslint src/server/users":                        true,
		"shellcheck scripts/*.sh":                            true,
		"bundle exec rubocop app/models":                     true,
		"markdownlint README.md && go test ./...":            false,
		"golangci-lint run ./...":                            false, // type-checks the packages
		"go vet ./... && staticcheck ./...":                  false,
		"cargo clippy -- -D warnings":                        false,
		"pnpm lint":                                          false, // the project's script may run anything
		"mise run lint":                                      false,
		"npx tsc --noEmit && npx eslint src":                 false,
		"go test ./...":                                      false,
		"ls docs":                                            false,
	} {
		if got := PatternOnly(line); got != want {
			t.Errorf("PatternOnly(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestScriptKinds(t *testing.T) {
	for script, want := range map[string]string{
		"pnpm lint && pnpm typecheck": "lint,typecheck",
		"vitest run && eslint .":      "test,lint",
		"echo done":                   "",
		"./vendor/bin/pint --test":    "lint",
		"":                            "",
	} {
		var got []string
		for _, k := range (Recognizer{}).ScriptKinds(script) {
			got = append(got, string(k))
		}
		if strings.Join(got, ",") != want {
			t.Errorf("ScriptKinds(%q) = %q, want %q", script, got, want)
		}
	}
}

func TestScriptRun(t *testing.T) {
	tests := []struct{ line, output, want string }{
		{"npm run lint", "\n> console@4.2.0 lint\n> eslint src --ext .ts,.tsx\n", "eslint src --ext .ts,.tsx"},
		{"pnpm lint", "\n> web@0.1.0 lint /home/dev/web\n> next lint && tsc --noEmit\n\n✔ No ESLint warnings", "next lint && tsc --noEmit"},
		{"yarn lint", "yarn run v1.22.19\n$ eslint .\nDone in 3.1s.", "eslint ."},
		{"npm test", "Tests: 4 passed", ""},
		{"make lint", "> app@1.0.0 lint\n> eslint .", ""},
		{"composer lint", "> ./vendor/bin/pint --test\n\n  PASS   ....... 212 files", "./vendor/bin/pint --test"},
		{"composer check", "> ./vendor/bin/pint --test\n> ./vendor/bin/phpstan analyse\n> ./vendor/bin/phpunit", "./vendor/bin/pint --test; ./vendor/bin/phpstan analyse; ./vendor/bin/phpunit"},
		// tox echoes each environment's commands: what it checked is them.
		{"tox", "py311: commands[0]> pytest -q\n88 passed in 1.14s\npy312: commands[0]> pytest -q\n88 passed in 1.09s\nlint: commands[0]> ruff check src tests\nAll checks passed!\n  py311: OK (8.12 seconds)", "pytest -q; ruff check src tests"},
		{"tox -e py311", "py311 run-test: commands[0] | pytest -q\n3 passed", "pytest -q"},
		{"tox", "  py311: OK (8.12 seconds)\n  congratulations :)", ""},
	}
	for _, tt := range tests {
		if got := ScriptRun(tt.line, tt.output); got != tt.want {
			t.Errorf("ScriptRun(%q, …) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestScriptLines(t *testing.T) {
	tests := []struct {
		line, output string
		want         []string
	}{
		{"npm run deploy", "\n> portfolio@0.0.0 predeploy\n> npm run build\n\n> portfolio@0.0.0 build\n> vite build\n\n✓ built in 1.38s\n\n> portfolio@0.0.0 deploy\n> gh-pages -d dist\n\nPublished",
			[]string{"npm run build", "vite build", "gh-pages -d dist"}},
		{"yarn deploy", "yarn run v1.22.19\n$ gh-pages -d build\nPublished\nDone in 9.1s.", []string{"gh-pages -d build"}},
		{"npm test", "Tests: 4 passed", nil},
		{"make deploy", "> app@1.0.0 deploy\n> gh-pages -d dist", nil},
	}
	for _, tt := range tests {
		if got := ScriptLines(tt.line, tt.output); !slices.Equal(got, tt.want) {
			t.Errorf("ScriptLines(%q, …) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestScriptGenerates(t *testing.T) {
	tests := []struct{ line, output, want string }{
		{"npm run gen:api", "\n> web@3.2.0 gen:api\n> openapi-generator-cli generate -i openapi/openapi.yaml -g typescript-fetch -o src/api/generated\n\n[main] INFO writing file src/api/generated/apis/InvoicesApi.ts",
			"openapi-generator-cli generate -i openapi/openapi.yaml -g typescript-fetch -o src/api/generated"},
		{"yarn codegen", "yarn run v1.22.19\n$ graphql-codegen --config codegen.ts\n✔ Generate outputs\nDone in 3.1s.", "graphql-codegen --config codegen.ts"},
		// A script that runs no generator, and one whose output shows none.
		{"npm run build", "\n> web@3.2.0 build\n> vite build\n\n✓ built in 1.38s", ""},
		{"npm run gen:api", "wrote 14 files", ""},
		{"make gen", "> web@3.2.0 gen\n> orval", ""},
	}
	for _, tt := range tests {
		if got := ScriptGenerates(tt.line, tt.output); got != tt.want {
			t.Errorf("ScriptGenerates(%q, …) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestScriptChecks(t *testing.T) {
	tests := []struct{ line, output, want string }{
		{"npm run lhci", "\n> landing@2.0.0 lhci\n> lhci autorun\n\nAll results processed!", "run"},
		{"pnpm run quality", "\n> web@1.0.0 quality\n> eslint src && tsc --noEmit\n", "lint,typecheck"},
		// A program no table reads may be anything; a deploy is an act.
		{"npm run seed", "\n> api@1.0.0 seed\n> node scripts/seed.js\n", ""},
		{"npm run ship", "\n> site@1.0.0 ship\n> vercel deploy --prod\n", ""},
		{"make lhci", "> lhci autorun", ""},
	}
	for _, tt := range tests {
		var kinds []string
		for _, c := range (Recognizer{}).ScriptChecks(tt.line, tt.output) {
			kinds = append(kinds, string(c.Kind))
		}
		if got := strings.Join(kinds, ","); got != tt.want {
			t.Errorf("ScriptChecks(%q, …) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestDrivesBrowser(t *testing.T) {
	for line, want := range map[string]bool{
		"bin/rails test:system TEST=test/system/orders_test.rb": true,
		"npx playwright test checkout":                          true,
		"npm run e2e":                                           true,
		"go test ./...":                                         false,
		"bundle exec rspec spec/models":                         false,
	} {
		if got := DrivesBrowser(line); got != want {
			t.Errorf("DrivesBrowser(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestOutcomeOfAFilterThatFoundNothing(t *testing.T) {
	line := `npx eslint src/a.tsx src/b.tsx 2>&1 | grep -E "error|warning"`
	checks := Checks(line)
	if len(checks) != 1 || !checks[0].Masked {
		t.Fatalf("checks = %+v", checks)
	}
	if got := Outcome(checks[0], true, event.Result{ExitCode: 1, Output: "Exit code 1"}); got == nil || !*got {
		t.Errorf("grep found no error line: %v, want a pass", got)
	}
	if got := Outcome(checks[0], false, event.Result{ExitCode: 0, Output: "  3:1  error  'x' is assigned a value but never used  no-unused-vars\n✖ 1 problem (1 error, 0 warnings)"}); got == nil || *got {
		t.Errorf("an error line got through: %v, want a failure", got)
	}
	if got := Outcome(checks[0], true, event.Result{ExitCode: 2, Output: "Exit code 2\ngrep: bad regex"}); got != nil {
		t.Errorf("grep's own error: %v, want no result", *got)
	}
}

func TestInfraAndCIChecks(t *testing.T) {
	for line, want := range map[string]string{
		"helm lint charts/app":                     "lint",
		"helm template charts/app --set a=b":       "build",
		"goreleaser check":                         "lint",
		"goreleaser release --snapshot --clean":    "build",
		"goreleaser release --clean":               "build,deploy",
		"helm upgrade --install app charts/app":    "deploy",
		"dbt build --select fct_orders":            "build,test",
		"dbt test":                                 "test",
		"gh pr checks 42":                          "test",
		"gh run watch 123 --exit-status":           "test",
		"gh pr view 42":                            "",
		"aws ecs describe-services --cluster prod": "",
		"dhall-to-yaml --file config/dev.dhall":    "build",
		"dhall type --file config/dev.dhall":       "typecheck",
		"dhall --file config/dev.dhall":            "typecheck",
		"dhall format --check config/dev.dhall":    "lint",
		"dhall format config/dev.dhall":            "",
		"jsonnet -J vendor dashboards/api.jsonnet": "build",
		"cue vet ./schema/ ./envs/...":             "lint",
		"cue export ./envs/prod -e deployments":    "build",
		"cue fmt --check ./...":                    "lint",
		"cue fmt ./...":                            "",
	} {
		var kinds []string
		for _, c := range Checks(line) {
			kinds = append(kinds, string(c.Kind))
		}
		if got := strings.Join(kinds, ","); got != want {
			t.Errorf("Checks(%q) = %q, want %q", line, got, want)
		}
	}
	if ActsOnProduction("aws ecs describe-services --cluster prod --services api") {
		t.Error("a describe call acts on production")
	}
	if !ActsOnProduction("./ops/rotate.sh prod") {
		t.Error("a script run against production is not an action")
	}
	for _, look := range []string{
		"helm template api charts/api -f charts/api/values-prod.yaml | grep image:",
		"cat config/prod.yaml",
		"npm run build -- --mode production",
		"kubectl -n prod get pods",
	} {
		if ActsOnProduction(look) {
			t.Errorf("%q acts on production", look)
		}
	}
}

func TestOutcomeOfARenderGreppedForItsOutput(t *testing.T) {
	checks := Checks("helm template charts/app --set ingress.className=traefik | grep ingressClassName")
	if len(checks) != 1 {
		t.Fatalf("checks = %+v", checks)
	}
	if got := Outcome(checks[0], false, event.Result{Output: "  ingressClassName: traefik"}); got == nil || !*got {
		t.Errorf("found what it rendered: %v, want a pass", got)
	}
	if got := Outcome(checks[0], true, event.Result{ExitCode: 1, Output: "Exit code 1"}); got != nil && *got {
		t.Errorf("grep found nothing: %v, want no pass", *got)
	}
	if got := Outcome(checks[0], false, event.Result{Output: "Error: template: app/templates/ingress.yaml:3: function \"x\" not defined"}); got == nil || *got {
		t.Errorf("an error line: %v, want a failure", got)
	}
}
