package suggest

import (
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/seek"
)

// Task is the project's own check, named when a task starts, before any
// file has changed: what the project checks with, and how to run the
// narrowest part of it after a change.
type Task struct {
	// Checks are the project's own checks, at most two: "go test ./...",
	// "npm test". Empty when the project shows none.
	Checks []string
	// Narrow is the narrowest check: for a file the prompt names, the
	// command a block reason would name for it ("go test ./internal/cart/");
	// else its form ("go test ./<package>/"). Empty when the project's
	// check has no narrower part (make test).
	Narrow string
	// Named is set when Narrow is for a file the prompt names.
	Named bool
	// Unit says what Narrow runs: "package", "test file", "test filter".
	Unit string
}

// maxLevels bounds how far above the session's directory project files
// are looked for; maxNamed how many paths of the prompt are looked at.
const (
	maxLevels = 4
	maxNamed  = 6
)

// ForTask returns the check the project shows for a task started in cwd
// (the session's directory) inside the project at root. It reads the
// project files at fixed names in cwd and up to maxLevels folders above
// it, no higher than root, and stats the paths named (see Named); commands
// run from cwd. It never runs anything.
func ForTask(root, cwd string, named []string) Task {
	if cwd == "" {
		return Task{}
	}
	cwd = filepath.Clean(cwd)
	if root == "" || !within(filepath.Clean(root), cwd) {
		root = cwd
	}
	root = filepath.Clean(root)
	var t Task
	var lead string // the ecosystem of the first file named
	var leadDir string
	for _, f := range existing(root, cwd, named) {
		if c, unit, kind, dir := narrowFor(root, f); c != "" {
			t.Narrow, t.Unit, t.Named = in(cwd, root, c), unit, true
			lead, leadDir = kind, dir
			break
		}
	}
	var found []ecosystem
	for dir, n := cwd, 0; n <= maxLevels && len(found) == 0; dir, n = filepath.Dir(dir), n+1 {
		found = ecosystems(dir, cwd)
		if dir == root || filepath.Dir(dir) == dir {
			break
		}
	}
	if lead != "" && !hasKind(found, lead) {
		// "fix web/src/cart.ts" from a root that shows no package.json:
		// the named file's own project.
		found = append(ecosystems(leadDir, cwd), found...)
	}
	for i, e := range found {
		if e.kind == lead && i > 0 {
			// The named file's ecosystem leads: "fix web/src/cart.ts"
			// in a Go and Node repository is checked with npm.
			found = append([]ecosystem{e}, append(found[:i:i], found[i+1:]...)...)
			break
		}
	}
	for _, e := range found {
		if len(t.Checks) < 2 && e.whole != "" {
			t.Checks = append(t.Checks, e.whole)
		}
		if t.Narrow == "" && e.narrow != "" {
			t.Narrow, t.Unit = e.narrow, e.unit
		}
	}
	if len(t.Checks) == 0 {
		if c := taskRunner(root); c != "" {
			t.Checks = []string{in(cwd, root, c)}
		}
	}
	if len(t.Checks) == 0 {
		return Task{}
	}
	return t
}

func hasKind(es []ecosystem, kind string) bool {
	for _, e := range es {
		if e.kind == kind {
			return true
		}
	}
	return false
}

// ecosystem is one kind of project a folder shows: its whole check, the
// form of its narrowest one, and what that runs.
type ecosystem struct {
	kind, whole, narrow, unit string
}

// ecosystems lists the projects dir shows, in a fixed order; commands run
// from cwd.
func ecosystems(dir, cwd string) []ecosystem {
	if dir == "" {
		return nil
	}
	var out []ecosystem
	if exists(filepath.Join(dir, "go.mod")) {
		out = append(out, ecosystem{"go", in(cwd, dir, "go test ./..."), in(cwd, dir, "go test ./<package>/"), "package"})
	}
	if exists(filepath.Join(dir, "package.json")) {
		scripts := packageScripts(read(filepath.Join(dir, "package.json")))
		m := manager(dir)
		if _, ok := scripts["test"]; ok {
			out = append(out, ecosystem{"node", in(cwd, dir, m+" test"), in(cwd, dir, m+" test -- <file name>"), "test file"})
		} else if _, ok := scripts["typecheck"]; ok {
			out = append(out, ecosystem{"node", in(cwd, dir, m+" run typecheck"), "", ""})
		}
	}
	if usesPytest(dir) {
		out = append(out, ecosystem{"python", in(cwd, dir, "pytest"), in(cwd, dir, "pytest tests/test_<module>.py"), "test file"})
	}
	if exists(filepath.Join(dir, "Cargo.toml")) {
		out = append(out, ecosystem{"rust", in(cwd, dir, "cargo test"), in(cwd, dir, "cargo test <name>"), "test filter"})
	}
	if exists(filepath.Join(dir, "pubspec.yaml")) {
		tool := "dart"
		if strings.Contains(read(filepath.Join(dir, "pubspec.yaml")), "flutter:") {
			tool = "flutter"
		}
		out = append(out, ecosystem{"dart", in(cwd, dir, tool+" analyze && "+tool+" test"), in(cwd, dir, tool+" test test/<name>_test.dart"), "test file"})
	}
	return out
}

// narrowFor is the check of one named file, written to run in root (the
// command a block reason would name for it), what it runs, its
// ecosystem and the folder of its project file; "" when the project
// shows none, or only one for the whole project (cargo test).
func narrowFor(root, file string) (cmd, unit, kind, dir string) {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".go":
		kind, unit, dir = "go", "package", above(root, file, "go.mod")
	case ".py":
		kind, unit, dir = "python", "test file", above(root, file, "pytest.ini", "pyproject.toml", "setup.cfg", "tox.ini", "conftest.py")
	case ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte":
		kind, unit, dir = "node", "test file", above(root, file, "package.json")
	case ".dart":
		kind, unit, dir = "dart", "test file", above(root, file, "pubspec.yaml")
	default:
		return "", "", "", ""
	}
	cmd = byLanguage(root, file)
	if cmd == "" || strings.Contains(cmd, "run typecheck") || cmd == "pytest" || strings.HasSuffix(cmd, "analyze && dart test") || strings.HasSuffix(cmd, "analyze && flutter test") {
		return "", "", "", ""
	}
	return cmd, unit, kind, dir
}

// in runs cmd, written to run in dir, from cwd.
func in(cwd, dir, cmd string) string {
	if dir == cwd {
		return cmd
	}
	rel, err := filepath.Rel(cwd, dir)
	if err != nil {
		return cmd
	}
	return "cd " + filepath.ToSlash(rel) + " && " + cmd
}

// within reports whether p is root or under it.
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// existing resolves the named paths against cwd, then root, and keeps
// the files and folders that exist inside the project. A folder stands
// for a file in it, which is what names a Go package. A path is looked
// up once: cwd is usually root, and an absolute name is the same path
// from both.
func existing(root, cwd string, named []string) []string {
	var out []string
	for _, n := range named {
		if len(out) == maxNamed {
			break
		}
		tried := ""
		for _, base := range []string{cwd, root} {
			p := n
			if !filepath.IsAbs(p) {
				p = filepath.Join(base, filepath.FromSlash(n))
			}
			p = filepath.Clean(p)
			if p == tried || !within(root, p) {
				continue
			}
			tried = p
			info, err := os.Stat(p)
			if err != nil {
				continue
			}
			if info.IsDir() {
				p = filepath.Join(p, "doc.go")
			} else if !info.Mode().IsRegular() {
				continue
			}
			out = append(out, p)
			break
		}
	}
	return out
}

// Named returns the paths a prompt names, at most maxNamed: words with a
// slash or a file extension, without the quotes, brackets, line numbers
// and Korean particles around them ("`internal/cart/total.go:42`",
// "pager.go에서"). URLs and options are not paths.
func Named(prompt string) []string {
	var out []string
	seen := map[string]bool{}
	// Trimming only removes characters: a word with neither a slash nor a
	// dot cannot become a path or a file name with an extension. So only
	// the words around the slashes and dots are read, found with
	// strings.IndexByte, where splitting the whole prompt into words
	// tested every rune for a space (250 K instructions for 10 KB of
	// prose, whose dots end its sentences).
	marks := seek.TwoOf(prompt, '/', '.')
	for at := 0; len(out) < maxNamed; {
		i := marks.Next(at)
		if i < 0 {
			break
		}
		start, end := fieldAround(prompt, i)
		at = end
		w := prompt[start:end]
		w = strings.TrimRightFunc(w, func(r rune) bool { return unicode.Is(unicode.Hangul, r) })
		w = strings.TrimLeft(w, "`'\"([{<*")
		w = strings.TrimRight(w, "`'\")]}>,;!?*.:")
		if i := strings.IndexByte(w, ':'); i > 0 && isLineNumber(w[i+1:]) {
			w = w[:i] // "total.go:42", "total.go:42:7"
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

// fieldAround returns the bounds of the word of s, as strings.Fields
// splits it (runs of runes that are not unicode.IsSpace), that holds the
// byte at i, which is no space.
func fieldAround(s string, i int) (start, end int) {
	start, end = i, i
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:start])
		if unicode.IsSpace(r) {
			break
		}
		start -= size
	}
	for end < len(s) {
		r, size := utf8.DecodeRuneInString(s[end:])
		if unicode.IsSpace(r) {
			break
		}
		end += size
	}
	return start, end
}

func isLineNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if (r < '0' || r > '9') && r != ':' {
			return false
		}
	}
	return true
}

// hasSourceExt reports a file name whose check byLanguage knows.
func hasSourceExt(w string) bool {
	switch strings.ToLower(filepath.Ext(w)) {
	case ".go", ".rs", ".py", ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte", ".dart":
		return true
	}
	return false
}
