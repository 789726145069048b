package suggest

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

func TestForTask(t *testing.T) {
	tests := []struct {
		name   string
		files  map[string]string
		cwd    string // relative to the project root
		named  []string
		checks []string
		narrow string
		unit   string
		isName bool
	}{
		{"go", map[string]string{"go.mod": "module x"}, "", nil,
			[]string{"go test ./..."}, "go test ./<package>/", "package", false},
		{"go with a named file", map[string]string{"go.mod": "module x", "internal/cart/total.go": ""}, "", []string{"internal/cart/total.go"},
			[]string{"go test ./..."}, "go test ./internal/cart/", "package", true},
		{"go with a named folder", map[string]string{"go.mod": "module x", "internal/cart/total.go": ""}, "", []string{"internal/cart"},
			[]string{"go test ./..."}, "go test ./internal/cart/", "package", true},
		{"a named file that does not exist", map[string]string{"go.mod": "module x"}, "", []string{"internal/nope/x.go"},
			[]string{"go test ./..."}, "go test ./<package>/", "package", false},
		{"npm", map[string]string{"package.json": `{"scripts":{"test":"vitest"}}`}, "", nil,
			[]string{"npm test"}, "npm test -- <file name>", "test file", false},
		{"pnpm with a named file", map[string]string{"package.json": `{"scripts":{"test":"vitest"}}`, "pnpm-lock.yaml": "", "src/cart.ts": ""}, "", []string{"src/cart.ts"},
			[]string{"pnpm test"}, "pnpm test -- cart", "test file", true},
		{"typecheck only", map[string]string{"package.json": `{"scripts":{"typecheck":"tsc"}}`}, "", nil,
			[]string{"npm run typecheck"}, "", "", false},
		{"no scripts", map[string]string{"package.json": `{"name":"x"}`}, "", nil, nil, "", "", false},
		{"pytest", map[string]string{"pyproject.toml": "[tool.pytest.ini_options]", "tests/test_cart.py": "", "shop/cart.py": ""}, "", []string{"shop/cart.py"},
			[]string{"pytest"}, "pytest tests/test_cart.py", "test file", true},
		{"cargo", map[string]string{"Cargo.toml": "[package]", "src/lib.rs": ""}, "", []string{"src/lib.rs"},
			[]string{"cargo test"}, "cargo test <name>", "test filter", false},
		{"flutter", map[string]string{"pubspec.yaml": "flutter:\n"}, "", nil,
			[]string{"flutter analyze && flutter test"}, "flutter test test/<name>_test.dart", "test file", false},
		{"make", map[string]string{"Makefile": "test:\n\t./run\n"}, "", nil, []string{"make test"}, "", "", false},
		{"just", map[string]string{"justfile": "test *args:\n  ./run\n"}, "", nil, []string{"just test"}, "", "", false},
		{"mise", map[string]string{"mise.toml": "[tasks.test]\nrun = \"x\"\n"}, "", nil, []string{"mise run test"}, "", "", false},
		{"a language before a task runner", map[string]string{"go.mod": "module x", "Makefile": "test:\n\tgo test ./...\n"}, "", nil,
			[]string{"go test ./..."}, "go test ./<package>/", "package", false},
		{"go and node", map[string]string{"go.mod": "module x", "package.json": `{"scripts":{"test":"jest"}}`}, "", nil,
			[]string{"go test ./...", "npm test"}, "go test ./<package>/", "package", false},
		{"go and node, a TypeScript file named", map[string]string{"go.mod": "module x", "package.json": `{"scripts":{"test":"jest"}}`, "web/cart.ts": ""}, "", []string{"web/cart.ts"},
			[]string{"npm test", "go test ./..."}, "npm test -- cart", "test file", true},
		{"a subfolder project named from the root", map[string]string{"web/package.json": `{"scripts":{"test":"jest"}}`, "web/src/cart.ts": ""}, "", []string{"web/src/cart.ts"},
			[]string{"cd web && npm test"}, "cd web && npm test -- cart", "test file", true},
		{"cwd below the module", map[string]string{"go.mod": "module x", "internal/cart/total.go": ""}, "internal/cart", []string{"total.go"},
			[]string{"cd ../.. && go test ./..."}, "cd ../.. && go test ./internal/cart/", "package", true},
		{"nothing", map[string]string{"README.md": "hi"}, "", []string{"README.md"}, nil, "", "", false},
		{"a file outside the project", map[string]string{"go.mod": "module x"}, "", []string{"../../etc/passwd.go"},
			[]string{"go test ./..."}, "go test ./<package>/", "package", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := project(t, tt.files)
			cwd := filepath.Join(root, filepath.FromSlash(tt.cwd))
			got := ForTask(root, cwd, tt.named)
			if !slices.Equal(got.Checks, tt.checks) || got.Narrow != tt.narrow || got.Unit != tt.unit || got.Named != tt.isName {
				t.Errorf("ForTask = %+v, want checks %q narrow %q unit %q named %v", got, tt.checks, tt.narrow, tt.unit, tt.isName)
			}
		})
	}
}

// The session's directory may lie outside the project root the client
// names; then the directory alone is read.
func TestForTaskOutsideRoot(t *testing.T) {
	root := project(t, map[string]string{"go.mod": "module x"})
	other := project(t, map[string]string{"package.json": `{"scripts":{"test":"jest"}}`})
	if got := ForTask(root, other, nil); !slices.Equal(got.Checks, []string{"npm test"}) {
		t.Errorf("ForTask = %+v", got)
	}
	if got := ForTask(root, "", nil); len(got.Checks) != 0 {
		t.Errorf("no cwd: %+v", got)
	}
}

// Looking up stops at the project root: a Makefile in the user's home
// says nothing of a project below it.
func TestForTaskStopsAtRoot(t *testing.T) {
	home := project(t, map[string]string{"Makefile": "test:\n\tx\n", "proj/README.md": ""})
	root := filepath.Join(home, "proj")
	if got := ForTask(root, root, nil); len(got.Checks) != 0 {
		t.Errorf("ForTask read above the root: %+v", got)
	}
}

func TestNamed(t *testing.T) {
	tests := []struct {
		prompt string
		want   []string
	}{
		{"fix the off-by-one in `internal/cart/total.go:42` please", []string{"internal/cart/total.go"}},
		{"pager.go에서 버그 고쳐줘", []string{"pager.go"}},
		{"look at ./src/cart.ts and (web/app.tsx).", []string{"src/cart.ts", "web/app.tsx"}},
		{"see https://example.com/a/b.go and --out=dir/x and ~/x.go", nil},
		{"no paths here, just words like go and test", nil},
		{"a.go a.go b.py", []string{"a.go", "b.py"}},
		{"move src/a to src/b", []string{"src/a", "src/b"}},
	}
	for _, tt := range tests {
		if got := Named(tt.prompt); !slices.Equal(got, tt.want) {
			t.Errorf("Named(%q) = %q, want %q", tt.prompt, got, tt.want)
		}
	}
	many := strings.Repeat("x/y.go a/b.go c/d.go e/f.go g/h.go i/j.go k/l.go ", 3)
	if got := Named(many); len(got) != maxNamed {
		t.Errorf("Named kept %d paths, want %d", len(got), maxNamed)
	}
}

func BenchmarkForTask(b *testing.B) {
	root := project(b, map[string]string{"go.mod": "module x", "package.json": `{"scripts":{"test":"jest"}}`, "internal/cart/total.go": ""})
	named := Named("fix the rounding in internal/cart/total.go and web/app.ts")
	for b.Loop() {
		ForTask(root, root, named)
	}
}

// namedEveryWord is Named as it was before it passed over words with
// neither a slash nor a dot untrimmed.
func namedEveryWord(prompt string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.Fields(prompt) {
		if len(out) == maxNamed {
			break
		}
		w = strings.TrimRightFunc(w, func(r rune) bool { return unicode.Is(unicode.Hangul, r) })
		w = strings.TrimLeft(w, "`'\"([{<*")
		w = strings.TrimRight(w, "`'\")]}>,;!?*.:")
		if i := strings.IndexByte(w, ':'); i > 0 && isLineNumber(w[i+1:]) {
			w = w[:i]
		}
		w = strings.TrimPrefix(w, "./")
		if w == "" || len(w) > 300 || strings.Contains(w, "://") || strings.HasPrefix(w, "-") || strings.HasPrefix(w, "~") || strings.ContainsAny(w, "*$=|&") {
			continue
		}
		if !strings.Contains(w, "/") && !hasSourceExt(w) {
			continue
		}
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

func FuzzNamed(f *testing.F) {
	f.Add("fix the off-by-one in `internal/cart/total.go:42` please")
	f.Add("pager.go에서 버그 고쳐줘 (web/app.tsx). ./src/cart.ts")
	f.Add("see https://example.com/a/b.go and --out=dir/x and ~/x.go")
	// Words split by spaces outside ASCII, several marks to a word, and
	// more paths than Named returns.
	f.Add("a\u3000b.go c/d\u00a0e.ts\u0085f.py x.y.z/w.go. a/b a/b c.rs d.rs e.rs f.rs g.rs")
	f.Add("\xe3\x80\x80\x80a.go \xc2/b.go\xc2")
	f.Fuzz(func(t *testing.T, prompt string) {
		if got, want := Named(prompt), namedEveryWord(prompt); !slices.Equal(got, want) {
			t.Fatalf("Named(%q) = %q, want %q", prompt, got, want)
		}
	})
}
