package observe

import (
	"strings"
	"testing"
)

func TestCut(t *testing.T) {
	tests := []struct {
		name, path, old, new string
		want                 CutKind
	}{
		{"a skip put on a Go test", "scheduler/next_test.go", "func TestLegacy(t *testing.T) {", "func TestLegacy(t *testing.T) {\n\tt.Skip(\"deprecated\")", CutSkip},
		{"a pytest skip marker", "tests/test_export.py", "def test_pdf():", "@pytest.mark.skip(reason='later')\ndef test_pdf():", CutSkip},
		{"a pytest test marked to fail", "tests/api/test_orders.py", "def test_page_2(client):", "@pytest.mark.xfail(reason=\"offset pagination removed\")\ndef test_page_2(client):", CutSkip},
		{"a unittest expected failure", "tests/test_rounding.py", "    def test_half_cent(self):", "    @unittest.expectedFailure\n    def test_half_cent(self):", CutSkip},
		{"a jacoco minimum lowered in a Gradle build", "service/build.gradle.kts", "                minimum = \"0.80\".toBigDecimal()", "                minimum = \"0.70\".toBigDecimal()", CutLowered},
		{"a jest coverage bar lowered", "jest.config.js", "  coverageThreshold: { global: { lines: 90, branches: 85 } },", "  coverageThreshold: { global: { lines: 85, branches: 85 } },", CutLowered},
		{"code left out of coverage.py's measure", ".coveragerc", "[run]\nsource = app", "[run]\nsource = app\nomit = app/legacy/*", CutLowered},
		{"code left out of jest's coverage", "jest.config.js", "  collectCoverage: true,", "  collectCoverage: true,\n  coveragePathIgnorePatterns: ['/src/legacy/'],", CutLowered},
		{"a credo check disabled on a line", "lib/shop/checkout.ex", "  def finalize(cart) do", "  # credo:disable-for-next-line\n  def finalize(cart) do", CutSuppress},
		{"a C# warning disabled", "src/Tracking/Poller.cs", "var x = Get();", "#pragma warning disable CS8602\nvar x = Get();", CutSuppress},
		{"a jest test skipped", "src/cart.test.ts", "it('drops empty items', () => {", "it.skip('drops empty items', () => {", CutSkip},
		{"a julia test skipped", "test/runtests.jl", "@test rolling_mean(Float32[1, 2, 3], 2) ≈ Float32[1.5, 2.5]", "@test_skip rolling_mean(Float32[1, 2, 3], 2) ≈ Float32[1.5, 2.5]", CutSkip},
		{"an exunit test tagged skip", "test/shop/cart_test.exs", "test \"drops empty items\" do", "@tag :skip\n  test \"drops empty items\" do", CutSkip},
		{"a testthat skip", "tests/testthat/test-export.R", "test_that(\"pdf renders\", {", "test_that(\"pdf renders\", {\n  skip(\"renderer not ready\")", CutSkip},
		{"an rspec example skipped with its reason", "spec/notifications/digest_notification_spec.rb", "  it \"batches mentions\" do", "  it \"batches mentions\" do\n    skip \"Outbox has no batching yet\"", CutSkip},
		{"an rspec example x'd", "spec/models/cart_spec.rb", "  it 'drops empty items' do", "  xit 'drops empty items' do", CutSkip},
		{"an rspec example skipped in its metadata", "spec/services/payout_scheduler_spec.rb", "  it \"schedules for the next business day\" do", "  it \"schedules for the next business day\", skip: \"flaky around the cutoff\" do", CutSkip},
		{"an rspec option named pending in app code", "app/models/order.rb", "scope :open, -> { where(state: 'open') }", "scope :open, -> { where(state: 'open', pending: 'no') }", ""},
		{"a method named skip outside the tests", "lib/importer.rb", "rows.each do |row|", "rows.each do |row|\n  skip \"empty row\" if row.empty?", ""},
		{"a shell exit with its status", "ops/cron/pg-dump-to-s3.sh", "echo done", "on_error() {\n  local rc=$?\n  exit \"$rc\"\n}", ""},
		{"a message appended", "lib/log.rb", "log(msg)", "log(\"appending \" + msg)", ""},
		// A test runner told to leave tests out, in CI or a script.
		{"pytest told to ignore a folder in CI", ".github/workflows/ci.yml", "      - run: pytest -q", "      - run: pytest -q -n auto --ignore=tests/e2e", CutSkip},
		{"jest told to ignore a path in a script", "package.json", "    \"test\": \"jest\",", "    \"test\": \"jest --testPathIgnorePatterns=e2e\",", CutSkip},
		{"go test told to skip a test in a Makefile", "Makefile", "\tgo test ./...", "\tgo test -skip TestSlowSync ./...", CutSkip},
		{"an ignore that was already there", ".github/workflows/ci.yml", "      - run: pytest -q --ignore=tests/e2e", "      - run: pytest -q -n auto --ignore=tests/e2e", ""},
		{"a linter's ignore", ".github/workflows/ci.yml", "      - run: ruff check .", "      - run: ruff check --ignore=E501 .", ""},
		{"a pester test skipped", "tests/Get-Config.Tests.ps1", "    It 'handles UNC paths' {", "    It 'handles UNC paths' -Skip {", CutSkip},
		{"a file written with a TODO before a skip", "tests/test_search.py", "", "import pytest\n\n# TODO: fixtures for the new index\n\ndef test_suburb():\n    pass\n\n\n\n@pytest.mark.skip(reason=\"flaky after upgrade\")\ndef test_paginate():\n    pass\n", CutSkip},
		{"a TODO alone", "tests/test_search.py", "", "import pytest\n\n# TODO: fixtures for the new index\n\ndef test_suburb():\n    pass\n\n\n\ndef test_paginate():\n    pass\n", CutTodo},
		{"a skip under its FIXME comment", "tests/e2e/search.spec.ts", "  test('filters by suburb', async ({ page }) => {", "  // FIXME: flaky after Next 14 upgrade\n  test.skip('filters by suburb', async ({ page }) => {", CutSkip},
		{"a TODO in place of the body", "invoices/export.py", "return render(inv)", "# TODO: PDF renderer\n    raise NotImplementedError", CutTodo},
		{"a TODO in a language no table names", "src/codec/MsgPack.hx", "", "class MsgPack {\n\t#if cpp\n\t// TODO: hxcpp Int64\n\tthrow new haxe.exceptions.NotImplementedException();\n\t#end\n}", CutTodo},
		{"a rust todo!()", "src/lib.rs", "fn parse() -> Ast {}", "fn parse() -> Ast { todo!() }", CutTodo},
		{"a lint silenced", "src/app.ts", "const x: any = y;", "// eslint-disable-next-line @typescript-eslint/no-explicit-any\nconst x: any = y;", CutSuppress},
		{"a CI step allowed to fail", ".github/workflows/ci.yml", "run: npm test", "run: npm test\n        continue-on-error: true", CutSuppress},
		{"a placeholder outside tests", "src/rates.ts", "return fetchRates(base)", "return { EUR: 1.0 } // placeholder until the API key arrives", CutStub},
		{"a test function removed", "cart/total_test.go", "func TestRound(t *testing.T) {\n}\nfunc TestSum(t *testing.T) {\n}", "func TestSum(t *testing.T) {\n}", CutRemoved},

		{"a lint rule turned off", ".eslintrc.cjs", "rules: {", "rules: {\n    'react-hooks/exhaustive-deps': 'off',", CutSuppress},
		{"a tflint rule switched off", ".tflint.hcl", "plugin \"aws\" {", "rule \"terraform_naming_convention\" {\n  enabled = false\n}\n\nplugin \"aws\" {", CutSuppress},
		{"a rubocop cop switched off", ".rubocop.yml", "Style/StringLiterals:\n  EnforcedStyle: double_quotes", "Style/StringLiterals:\n  Enabled: false", CutSuppress},
		{"a feature switched off in app config", "config/features.yml", "search:\n  enabled: true", "search:\n  enabled: false", ""},
		{"a playwright test marked fixme", "e2e/checkout.spec.ts", "  test('applies promo code', async ({ page }) => {", "  // FIXME: flaky\n  test.fixme('applies promo code', async ({ page }) => {", CutSkip},
		{"a coverage threshold lowered", "jest.config.js", "coverageThreshold: { global: { lines: 80 } },", "coverageThreshold: { global: { lines: 70 } },", CutLowered},
		{"fail_under lowered", "pyproject.toml", "fail_under = 90", "fail_under = 85.5", CutLowered},
		{"a bundle's size limit raised", ".size-limit.json", "    \"limit\": \"180 kB\"", "    \"limit\": \"195 kB\"", CutLowered},
		{"a bundle's size limit tightened", ".size-limit.json", "    \"limit\": \"195 kB\"", "    \"limit\": \"180 kB\"", ""},
		{"a rate limit raised in config", "config/app.json", "  \"limit\": 100,", "  \"limit\": 200,", ""},
		{"a build told to ignore type errors", "next.config.js", "const nextConfig = {\n  reactStrictMode: true,", "const nextConfig = {\n  reactStrictMode: true,\n  typescript: {\n    // TODO: fix the params typing\n    ignoreBuildErrors: true,\n  },", CutDisabled},
		{"a build told to skip its lint", "next.config.mjs", "export default {", "export default {\n  eslint: { ignoreDuringBuilds: true },", CutDisabled},
		{"maven told to skip the tests", "pom.xml", "<properties>", "<properties>\n    <skipTests>true</skipTests>", CutDisabled},
		{"a build told to stop ignoring", "next.config.js", "typescript: { ignoreBuildErrors: true },", "typescript: { ignoreBuildErrors: false },", ""},
		{"a test's frame budget raised", "tests/perf/test_frame_budget.py", "BUDGET_MS = 16.6", "BUDGET_MS = 20.0  # 4 cascades now", CutLowered},
		{"a size budget raised in config", ".size-limit.json", `"maxSize": "180 kB",`, `"maxSize": "240 kB",`, CutLowered},
		{"a test's budget tightened", "tests/perf/test_frame_budget.py", "BUDGET_MS = 20.0", "BUDGET_MS = 16.6", ""},
		{"a data-quality null rate allowed higher", "dq/checks.yaml", "    max_null_rate: 0.02", "    max_null_rate: 0.05", CutLowered},
		{"a data-quality null rate tightened", "dq/checks.yaml", "    max_null_rate: 0.05", "    max_null_rate: 0.02", ""},
		{"a linter's warnings allowed higher", "package.json", `    "lint": "eslint . --max-warnings 0",`, `    "lint": "eslint . --max-warnings 25",`, CutLowered},
		{"a test's counts are no bar", "tests/test_lines.py", "assert len(lines) == 10", "assert len(lines) == 9", ""},
		{"a threshold raised", "jest.config.js", "coverageThreshold: { global: { lines: 70 } },", "coverageThreshold: { global: { lines: 80 } },", ""},
		{"a timeout lowered is no bar", "src/config.ts", "timeout: 3000,", "timeout: 1000,", ""},
		{"a feature flag off in app config", "config/features.json", `"beta": "on"`, `"beta": "off"`, ""},
		{"an old TODO kept", "src/a.go", "// TODO: cache this\nreturn x", "// TODO: cache this\nreturn x + 1", ""},
		{"a todo list is code", "src/todos.ts", "const todos = []", "const todoList = loadTodos()", ""},
		{"a fake in a test is the point", "src/cart.test.ts", "const repo = new Repo()", "const repo = fakeRepo() // stub the store", ""},
		{"docs say TODO", "README.md", "", "TODO: write the docs", ""},
		{"an ordinary change", "cart/total.go", "return sum", "return math.Round(sum*100) / 100", ""},
		{"an nunit test ignored with its reason", "Assets/Tests/PlayMode/LobbyTests.cs", "    [UnityTest]\n    public IEnumerator HostMigrates()", "    [UnityTest]\n    [Ignore(\"Flaky on CI\")]\n    public IEnumerator HostMigrates()", CutSkip},
		{"a bazel test target tagged manual", "services/sync/BUILD.bazel", "go_test(\n    name = \"sync_test\",", "go_test(\n    name = \"sync_test\",\n    # TODO: fails on Go 1.22\n    tags = [\"manual\"],", CutSkip},
		{"a bazel target tagged for its runner", "services/sync/BUILD", "go_test(\n    name = \"sync_test\",", "go_test(\n    name = \"sync_test\",\n    tags = [\"requires-network\"],", ""},
		{"a mode named manual in code", "app/settings.py", "MODE = \"auto\"", "MODE = \"manual\"", ""},
		{"a jasmine test skipped by its x", "spec/cart.spec.js", "it('drops empty items', () => {", "xit('drops empty items', () => {", CutSkip},
		{"an exit holds xit( and skips nothing", "scripts/promote.py", "client.promote(v)", "if auc < prod_auc:\n        sys.exit(\"refusing to promote\")\n    client.promote(v)", ""},
		{"a long write with an exit", "scripts/promote.py", "", "import sys\n\n\ndef main():\n    a = 1\n    b = 2\n    c = 3\n    if a > b:\n        sys.exit(\"no\")\n    print(c)\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Cut(tt.path, tt.old, tt.new); got != tt.want {
				t.Errorf("Cut(%q) = %q, want %q", tt.path, got, tt.want)
			}
		})
	}
}

// TestCutMarkersLowerCase keeps lineCut's markers in lower case: it
// matches them as written in a line's lower case, rather than lowering
// each marker for each line of every edit.
func TestCutMarkersLowerCase(t *testing.T) {
	for _, m := range cutMarkers {
		for _, s := range m.marks {
			if s != strings.ToLower(s) {
				t.Errorf("cut marker %q is not in lower case", s)
			}
		}
	}
	for _, s := range stubMarkers {
		if s != strings.ToLower(s) {
			t.Errorf("stub marker %q is not in lower case", s)
		}
	}
}

// FuzzFirstLineCut holds the joined search to lineCut read line by line.
func FuzzFirstLineCut(f *testing.F) {
	f.Add(strings.Repeat("x := 1\n", 9)+"t.Skip(\"later\")\n// TODO", false)
	f.Add(strings.Repeat("a\n", 10)+"const placeholder = 1\nFIXME", false)
	f.Add(strings.Repeat("a\n", 10)+"const placeholder = 1\n# noqa", true)
	f.Add(strings.Repeat("İ\xffé\n", 12)+"it.skip(", false)
	f.Add("short\nTODO", false)
	f.Add(strings.Repeat("x\n", 9)+"t.Skip(\"flaky\")\n# noqa\nstub", false) // the first line, not the last marker searched

	f.Fuzz(func(t *testing.T, text string, test bool) {
		// Short inputs are read line by line; ahead of eight plain lines
		// they take the joined search.
		for _, lines := range [][]string{strings.Split(text, "\n"), strings.Split(strings.Repeat("x = 1\n", 8)+text, "\n")} {
			var want CutKind
			for _, l := range lines {
				if want = lineCut(l, test); want != "" {
					break
				}
			}
			if got := firstLineCut(lines, test); got != want {
				t.Fatalf("firstLineCut(%q, %v) = %q, line by line %q", lines, test, got, want)
			}
		}
	})
}
