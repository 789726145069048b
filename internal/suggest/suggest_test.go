package suggest

import (
	"os"
	"path/filepath"
	"testing"
)

// project writes files (name → content) under a temporary root.
func project(t testing.TB, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestFor(t *testing.T) {
	tests := []struct {
		name    string
		files   map[string]string
		changed []string
		want    string
	}{
		{"go package", map[string]string{"go.mod": "module x", "internal/cart/total.go": ""}, []string{"internal/cart/total.go"}, "go test ./internal/cart/"},
		{"go root package", map[string]string{"go.mod": "module x", "main.go": ""}, []string{"main.go"}, "go test ."},
		{"go two packages", map[string]string{"go.mod": "module x"}, []string{"a/a.go", "b/b.go"}, "go test ./a/ ./b/"},
		{"go module in a subfolder", map[string]string{"src/go.mod": "module x"}, []string{"src/config/load.go"}, "cd src && go test ./config/"},
		{"npm script", map[string]string{"package.json": `{"scripts":{"test":"vitest"}}`}, []string{"src/cart.ts"}, "npm test -- cart"},
		{"pnpm by lock file", map[string]string{"package.json": `{"scripts":{"test":"jest"}}`, "pnpm-lock.yaml": ""}, []string{"src/Cart.test.tsx"}, "pnpm test -- Cart"},
		{"no test script", map[string]string{"package.json": `{"scripts":{"build":"tsc"}}`}, []string{"src/cart.ts"}, ""},
		{"pytest test file", map[string]string{"pyproject.toml": "[tool.pytest.ini_options]", "tests/test_cart.py": ""}, []string{"shop/cart.py"}, "pytest tests/test_cart.py"},
		{"pytest without a test file", map[string]string{"pytest.ini": ""}, []string{"shop/cart.py"}, "pytest"},
		{"cargo", map[string]string{"Cargo.toml": "[package]"}, []string{"src/lib.rs"}, "cargo test"},
		{"makefile test target", map[string]string{"Makefile": "build:\n\tgo build\ntest: build\n\t./run-tests\n"}, []string{"lib/x.c"}, "make test"},
		{"just recipe", map[string]string{"justfile": "test *args:\n  pytest {{args}}\n"}, []string{"tool.rb"}, "just test"},
		{"mise task", map[string]string{"mise.toml": "[tasks.test]\nrun = \"go test ./...\"\n"}, []string{"x.php"}, "mise run test"},
		{"shell script", map[string]string{}, []string{"scripts/install.sh"}, "bash -n scripts/install.sh"},
		{"workflow", map[string]string{}, []string{".github/workflows/ci.yml"}, "actionlint .github/workflows/ci.yml"},
		{"outside the project", map[string]string{"go.mod": "module x"}, []string{"../elsewhere/a.go"}, ""},
		{"nothing known", map[string]string{}, []string{"a.weird"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := project(t, tt.files)
			var paths []string
			for _, c := range tt.changed {
				paths = append(paths, filepath.ToSlash(filepath.Join(root, c)))
			}
			if got := For(root, paths); got != tt.want {
				t.Errorf("For = %q, want %q", got, tt.want)
			}
		})
	}
}
