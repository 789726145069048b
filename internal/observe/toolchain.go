package observe

import (
	"path"
	"slices"
	"strings"
)

// Toolchain names the language ecosystem whose tools can check a file or
// that a check's command runs: "go", "js", "python", "rust", "jvm",
// "dotnet", "ruby", "php", "swift", "dart", and "container" for an image's
// build file. A check vouches for a change only in the ecosystems it
// runs: `go build` compiles no JavaScript, runs no query and builds no
// image from a Dockerfile, `tsc` reads no Python. Files of no such
// ecosystem (shell, YAML, HTML, CSS) are left to any check, since no
// command's name tells which of them it exercises.
type Toolchain string

// fileToolchains maps extensions to the ecosystem whose tools read them.
func fileToolchains(s string) (v Toolchain, ok bool) {
	switch s {
	case ".go":
		return "go", true
	case ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts",
		".vue", ".svelte", ".astro":
		return "js", true
	case ".py", ".pyi":
		return "python", true
	case ".rs":
		return "rust", true
	case ".java", ".kt", ".kts", ".scala", ".groovy":
		return "jvm", true
	case ".cs", ".fs", ".vb":
		return "dotnet", true
	case ".rb", ".rake":
		return "ruby", true
	case ".php":
		return "php", true
	case ".swift":
		return "swift", true
	case ".dart":
		return "dart", true
	}
	return
}

// FileToolchain returns the ecosystem of the file at p, or "".
func FileToolchain(p string) Toolchain {
	if imageFile(path.Base(p)) {
		return "container"
	}
	t, _ := fileToolchains(strings.ToLower(path.Ext(p)))
	return t
}

// imageFile reports the name of a file an image is built from, in any
// case: Dockerfile, Containerfile, Dockerfile.prod, api.Dockerfile. It
// allocates nothing: every edit asks it.
func imageFile(base string) bool {
	for _, n := range [...]string{"dockerfile", "containerfile"} {
		k, m := len(n), len(base)
		switch {
		case strings.EqualFold(base, n),
			m > k && base[k] == '.' && strings.EqualFold(base[:k], n),
			m > k && base[m-k-1] == '.' && strings.EqualFold(base[m-k:], n):
			return true
		}
	}
	return false
}

// programToolchains maps the programs of check commands to the ecosystem
// they run. Task runners (make, just, task, a script) are not here: what
// they run is not in their name, so they vouch for everything.
func programToolchains(s string) (v Toolchain, ok bool) {
	switch s {
	case "go", "gofmt", "golangci-lint", "staticcheck", "gotestsum", "govulncheck":
		return "go", true
	case "npm", "npx", "pnpm", "yarn", "bun", "bunx", "node", "deno",
		"tsc", "eslint", "vitest", "jest", "vite", "next", "mocha", "biome":
		return "js", true
	case "python", "python3", "pytest", "mypy", "ruff", "pyright", "uv", "poetry",
		"tox", "nox", "flake8", "pylint", "hatch":
		return "python", true
	case "cargo", "rustc", "clippy-driver":
		return "rust", true
	case "mvn", "mvnw", "gradle", "gradlew", "java", "javac", "sbt", "kotlinc":
		return "jvm", true
	case "dotnet", "msbuild":
		return "dotnet", true
	case "ruby", "bundle", "rake", "rspec", "rails", "rubocop":
		return "ruby", true
	case "php", "composer", "phpunit", "phpstan", "artisan":
		return "php", true
	case "swift", "xcodebuild":
		return "swift", true
	case "dart":
		return "dart", true
	case "podman", "buildah", "nerdctl", "hadolint", "kaniko", "depot":
		// Docker and Earthly run whatever the image runs (verifyingRunner).
		return "container", true
	}
	return
}

// multiToolchains are the programs that build an app's native parts with
// its own: `flutter build ios` compiles the Swift runner too.
func multiToolchains(s string) (v []Toolchain, ok bool) {
	switch s {
	case "flutter":
		return []Toolchain{"dart", "swift", "jvm"}, true
	}
	return
}

// CommandToolchains returns the ecosystems a check's command line runs, or
// nil when it runs something whose ecosystem its name does not tell (a
// task runner, a project script) or when it names none: such a check
// vouches for every change.
func CommandToolchains(line string) []Toolchain {
	var out []Toolchain
	for _, c := range commands("Bash", line) {
		name := strings.ToLower(c.Name())
		if name == "" || readOnlyPrograms(name) {
			continue
		}
		if ts, ok := multiToolchains(name); ok {
			for _, t := range ts {
				if !slices.Contains(out, t) {
					out = append(out, t)
				}
			}
			continue
		}
		t, ok := programToolchains(name)
		if !ok {
			if verifyingRunner(name) {
				return nil
			}
			continue
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// readOnlyPrograms only move text around a check: they tell nothing of
// the ecosystem it runs.
func readOnlyPrograms(s string) bool {
	switch s {
	case "cd", "echo", "tee", "head", "tail", "grep", "cat", "sed",
		"awk", "sort", "wc", "true", "time", "env", "sleep", "ls",
		"pwd", "printf", "export", "set", "source", ".", "git", "jq":
		return true
	}
	return false
}

// verifyingRunner reports a program that runs whatever the project
// defines (a task runner, a script of the project's own) or the whole
// program from outside (a request, a browser, an end-to-end suite).
func verifyingRunner(name string) bool {
	switch name {
	case "make", "gmake", "just", "task", "mise", "bazel", "bazelisk", "nix", "docker", "docker-compose", "earthly", "bash", "sh", "zsh",
		// What runs the whole program from outside: a request to the
		// served app, a browser, an end-to-end suite.
		"curl", "wget", "http", "xh", "grpcurl", "playwright", "cypress", "chromium", "chrome", "google-chrome", "firefox":
		return true
	}
	return strings.ContainsAny(name, "/.") // ./scripts/check.sh, bin/test
}

// Covers reports whether a check whose command line runs the ecosystems ts
// (nil: any; see CommandToolchains) can vouch for the changed file at p:
// one of its ecosystem, or of none. A Go main package (cmd/<name>/) is
// compiled only when a command names it or a pattern that holds it
// (./...): nothing imports it, so building another binary leaves it
// unread.
func Covers(line string, ts []Toolchain, p string) bool {
	f := FileToolchain(p)
	if f == "" || ts == nil {
		return true
	}
	if !slices.Contains(ts, f) {
		return false
	}
	if main := goMainDir(p); f == "go" && main != "" && !slices.Contains(ts, "js") {
		return strings.Contains(line, "...") || strings.Contains(line, main)
	}
	return true
}

// goMainDir returns "cmd/<name>" for a Go file of a main package under a
// cmd folder, or "".
func goMainDir(p string) string {
	p = strings.ReplaceAll(p, `\`, "/")
	i := strings.LastIndex(p, "/cmd/")
	if i < 0 {
		if !strings.HasPrefix(p, "cmd/") {
			return ""
		}
		i = -1
	}
	rest := p[i+1:] // cmd/<name>/…
	parts := strings.SplitN(rest, "/", 3)
	if len(parts) < 3 {
		return ""
	}
	return parts[0] + "/" + parts[1]
}

// DrivesBrowser reports a test command whose suite drives a browser over
// the served pages (rails test:system, an e2e or Selenium suite): it runs
// the pages' scripts whatever the server's language.
func DrivesBrowser(line string) bool {
	low := strings.ToLower(line)
	for _, w := range []string{"test:system", "system_test", "systemtest", "e2e", "playwright", "cypress", "selenium",
		"capybara", "webdriver", "puppeteer", "browser"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
