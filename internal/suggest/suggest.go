// Package suggest names the narrowest check a project shows for a set of
// changed files, for a block reason to quote: `go test ./internal/cart/`
// from go.mod, `npm test -- cart` from package.json's scripts, `pytest
// tests/test_cart.py` from a pytest configuration, `cargo test`, a
// Makefile, justfile or mise task named test.
//
// It reads a few small files at fixed names, only in the project's folders
// (from each changed file's folder up to the project root), and only when a
// stop is about to be blocked. Paths outside the project are ignored; a
// file it cannot read or parse suggests nothing. It never runs anything.
//
// ForTask names the same checks when a task starts, before anything has
// changed: the project's own check and the form of its narrowest part, or
// the narrowest check of a file the prompt names.
package suggest

import (
	"io"
	"os"
	"path/filepath"
	"strings"
)

// maxFile bounds how much of a project file is read.
const maxFile = 64 << 10

// For returns a command that checks the changed paths in the project at
// root, or "" when the project shows none. Paths are absolute; at most
// three targets are named.
func For(root string, paths []string) string {
	if root == "" {
		return ""
	}
	root = filepath.Clean(root)
	var cmds []string
	seen := map[string]bool{}
	for _, p := range paths {
		p = filepath.Clean(filepath.FromSlash(p))
		rel, err := filepath.Rel(root, p)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			continue
		}
		if c := forFile(root, p); c != "" && !seen[c] {
			seen[c] = true
			cmds = append(cmds, c)
		}
	}
	return merge(cmds)
}

// merge joins commands that share a runner: go test ./a/ and go test ./b/
// become go test ./a/ ./b/. At most three targets are kept.
func merge(cmds []string) string {
	if len(cmds) == 0 {
		return ""
	}
	if len(cmds) > 3 {
		cmds = cmds[:3]
	}
	out := cmds[0]
	for _, c := range cmds[1:] {
		if prefix, target, ok := strings.Cut(c, " ./"); ok && strings.HasPrefix(out, prefix+" ./") {
			out += " ./" + target
			continue
		}
		if c != out {
			out += " && " + c
		}
	}
	return out
}

// forFile finds the check for one file by the project files above it,
// else a project-wide test task.
func forFile(root, file string) string {
	if c := byLanguage(root, file); c != "" {
		return c
	}
	return taskRunner(root)
}

func byLanguage(root, file string) string {
	ext := strings.ToLower(filepath.Ext(file))
	switch ext {
	case ".go":
		return goTest(root, file)
	case ".rs":
		if dir := above(root, file, "Cargo.toml"); dir != "" {
			return "cargo test"
		}
	case ".py":
		return pytest(root, file)
	case ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte":
		return nodeTest(root, file)
	case ".dart":
		if dir := above(root, file, "pubspec.yaml"); dir != "" {
			if strings.Contains(read(filepath.Join(dir, "pubspec.yaml")), "flutter:") {
				return "flutter analyze && flutter test"
			}
			return "dart analyze && dart test"
		}
	case ".sh", ".bash":
		return "bash -n " + relative(root, file)
	case ".yml", ".yaml":
		if strings.Contains(filepath.ToSlash(file), "/.github/workflows/") {
			return "actionlint " + relative(root, file)
		}
	}
	return ""
}

// goTest names the package of a Go file relative to its module root.
func goTest(root, file string) string {
	mod := above(root, file, "go.mod")
	if mod == "" {
		return ""
	}
	rel, err := filepath.Rel(mod, filepath.Dir(file))
	if err != nil {
		return ""
	}
	pkg := "./" + filepath.ToSlash(rel) + "/"
	if rel == "." {
		pkg = "."
	}
	if mod != root {
		return "cd " + relative(root, mod) + " && go test " + pkg
	}
	return "go test " + pkg
}

// pytest names the test file of a Python module when the project shows
// pytest: tests/test_<stem>.py, or test_<stem>.py beside it.
func pytest(root, file string) string {
	dir := above(root, file, "pytest.ini", "pyproject.toml", "setup.cfg", "tox.ini", "conftest.py")
	if dir == "" || !usesPytest(dir) {
		return ""
	}
	stem := strings.TrimSuffix(filepath.Base(file), ".py")
	if strings.HasPrefix(stem, "test_") {
		return "pytest " + relative(root, file)
	}
	for _, candidate := range []string{
		filepath.Join(dir, "tests", "test_"+stem+".py"),
		filepath.Join(filepath.Dir(file), "test_"+stem+".py"),
		filepath.Join(filepath.Dir(file), "tests", "test_"+stem+".py"),
	} {
		if exists(candidate) {
			return "pytest " + relative(root, candidate)
		}
	}
	return "pytest"
}

func usesPytest(dir string) bool {
	if exists(filepath.Join(dir, "pytest.ini")) || exists(filepath.Join(dir, "conftest.py")) {
		return true
	}
	for _, name := range []string{"pyproject.toml", "setup.cfg", "tox.ini"} {
		if strings.Contains(read(filepath.Join(dir, name)), "pytest") {
			return true
		}
	}
	return false
}

// nodeTest names the package manager's test script with the file's stem as
// a filter, as jest and vitest read it.
func nodeTest(root, file string) string {
	dir := above(root, file, "package.json")
	if dir == "" {
		return ""
	}
	scripts := packageScripts(read(filepath.Join(dir, "package.json")))
	if _, ok := scripts["test"]; !ok {
		if _, ok := scripts["typecheck"]; ok {
			return manager(dir) + " run typecheck"
		}
		return ""
	}
	stem := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	stem = strings.TrimSuffix(strings.TrimSuffix(stem, ".test"), ".spec")
	cmd := manager(dir) + " test -- " + stem
	if dir != root {
		cmd = "cd " + relative(root, dir) + " && " + cmd
	}
	return cmd
}

// manager is the package manager a lock file names.
func manager(dir string) string {
	switch {
	case exists(filepath.Join(dir, "pnpm-lock.yaml")):
		return "pnpm"
	case exists(filepath.Join(dir, "yarn.lock")):
		return "yarn"
	case exists(filepath.Join(dir, "bun.lockb")), exists(filepath.Join(dir, "bun.lock")):
		return "bun"
	}
	return "npm"
}

// taskRunner names a project-wide test task: make, just or mise.
func taskRunner(root string) string {
	switch {
	case hasTarget(read(filepath.Join(root, "Makefile")), "test"):
		return "make test"
	case hasTarget(read(filepath.Join(root, "justfile")), "test"):
		return "just test"
	case hasMiseTask(read(filepath.Join(root, "mise.toml"))+read(filepath.Join(root, ".mise.toml")), "test"):
		return "mise run test"
	}
	return ""
}

// above returns the nearest folder from file's up to root that holds one
// of names, or "".
func above(root, file string, names ...string) string {
	for dir := filepath.Dir(file); ; dir = filepath.Dir(dir) {
		for _, n := range names {
			if exists(filepath.Join(dir, n)) {
				return dir
			}
		}
		if dir == root || len(dir) <= len(root) || filepath.Dir(dir) == dir {
			return ""
		}
	}
}

func relative(root, p string) string {
	rel, err := filepath.Rel(root, p)
	if err != nil {
		return p
	}
	return filepath.ToSlash(rel)
}

func exists(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.Mode().IsRegular()
}

// read returns the start of a regular file, or "".
func read(p string) string {
	f, err := os.Open(p)
	if err != nil {
		return ""
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return ""
	}
	data, _ := io.ReadAll(io.LimitReader(f, maxFile))
	return string(data)
}
