package observe

import "testing"

func TestNamesChanged(t *testing.T) {
	changed := []string{"/home/dev/shop/libs/checkout/src/lib/cart-summary.component.ts", "/home/dev/shop/src/index.ts", "/home/dev/shop/README.md"}
	tests := []struct {
		name, output string
		want         bool
	}{
		{"eslint prints the absolute path in another checkout", "/repo/libs/checkout/src/lib/cart-summary.component.ts\n  3:1  error  A project tagged with \"scope:checkout\" can only depend on …", true},
		{"ruff prints the path inside the project", "libs/checkout/src/lib/cart-summary.component.ts:3:1: F401 unused import", true},
		{"the absolute path itself", "/home/dev/shop/README.md: MD013 line too long", true},
		{"another file's finding", "libs/admin/src/lib/legacy.ts\n  14:9  error  'prev' is never used", false},
		{"a base name alone", "index.ts:3:1: E501 line too long", false},
		{"a file beside the project's root", "src/index.tsx: 1 error", false},
		{"a file at the root, by its name", "README.md:1 MD041", false},
	}
	for _, tt := range tests {
		if got := NamesChanged(tt.output, "/home/dev/shop", changed); got != tt.want {
			t.Errorf("%s: NamesChanged(%q) = %v, want %v", tt.name, tt.output, got, tt.want)
		}
	}
}

func FuzzNamesChanged(f *testing.F) {
	f.Add("libs/a/b.ts:3:1 error", "/p", "/p/libs/a/b.ts")
	f.Fuzz(func(t *testing.T, output, cwd, changed string) {
		if NamesChanged(output, cwd, nil) {
			t.Fatal("NamesChanged named a file with no changes")
		}
		NamesChanged(output, cwd, []string{changed})
	})
}
