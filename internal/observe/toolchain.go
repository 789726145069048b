package observe

import (
	"path"
	"strings"
)

// Toolchain names the language ecosystem whose tools can check a file or
// that a check's command runs: "go", "js", "python", "rust", "jvm",
// "dotnet", "ruby", "php", "swift", "dart". A check vouches for a
// change only in the ecosystems it runs: `go build` compiles no
// JavaScript and runs no query, `tsc` reads no Python. Files of no such
// ecosystem (shell, YAML, HTML, CSS) are left to any check, since no
// command's name tells which of them it exercises.
type Toolchain string

// fileToolchains maps extensions to the ecosystem whose tools read them.
var fileToolchains = map[string]Toolchain{
	".go": "go",
	".js": "js", ".mjs": "js", ".cjs": "js", ".jsx": "js", ".ts": "js", ".tsx": "js", ".mts": "js", ".cts": "js",
	".vue": "js", ".svelte": "js", ".astro": "js",
	".py": "python", ".pyi": "python",
	".rs":   "rust",
	".java": "jvm", ".kt": "jvm", ".kts": "jvm", ".scala": "jvm", ".groovy": "jvm",
	".cs": "dotnet", ".fs": "dotnet", ".vb": "dotnet",
	".rb": "ruby", ".rake": "ruby",
	".php":   "php",
	".swift": "swift",
	".dart":  "dart",
}

// FileToolchain returns the ecosystem of the file at p, or "".
func FileToolchain(p string) Toolchain {
	return fileToolchains[strings.ToLower(path.Ext(p))]
}

// programToolchains maps the programs of check commands to the ecosystem
// they run. Task runners (make, just, task, a script) are not here: what
// they run is not in their name, so they vouch for everything.
var programToolchains = map[string]Toolchain{
	"go": "go", "gofmt": "go", "golangci-lint": "go", "staticcheck": "go", "gotestsum": "go", "govulncheck": "go",
	"npm": "js", "npx": "js", "pnpm": "js", "yarn": "js", "bun": "js", "bunx": "js", "node": "js", "deno": "js", "tsc": "js",
	"eslint": "js", "vitest": "js", "jest": "js", "vite": "js", "next": "js", "mocha": "js", "biome": "js",
	"python": "python", "python3": "python", "pytest": "python", "mypy": "python", "ruff": "python", "pyright": "python",
	"uv": "python", "poetry": "python", "tox": "python", "nox": "python", "flake8": "python", "pylint": "python", "hatch": "python",
	"cargo": "rust", "rustc": "rust", "clippy-driver": "rust",
	"mvn": "jvm", "mvnw": "jvm", "gradle": "jvm", "gradlew": "jvm", "java": "jvm", "javac": "jvm", "sbt": "jvm", "kotlinc": "jvm",
	"dotnet": "dotnet", "msbuild": "dotnet",
	"ruby": "ruby", "bundle": "ruby", "rake": "ruby", "rspec": "ruby", "rails": "ruby", "rubocop": "ruby",
	"php": "php", "composer": "php", "phpunit": "php", "phpstan": "php", "artisan": "php",
	"swift": "swift", "xcodebuild": "swift",
	"dart": "dart",
}

// multiToolchains are the programs that build an app's native parts with
// its own: `flutter build ios` compiles the Swift runner too.
var multiToolchains = map[string][]Toolchain{
	"flutter": {"dart", "swift", "jvm"},
}

// CommandToolchains returns the ecosystems a check's command line runs, or
// nil when it runs something whose ecosystem its name does not tell (a
// task runner, a project script) or when it names none: such a check
// vouches for every change.
func CommandToolchains(line string) []Toolchain {
	var out []Toolchain
	for _, c := range commands("Bash", line) {
		name := strings.ToLower(c.Name())
		if name == "" || readOnlyPrograms[name] {
			continue
		}
		if ts, ok := multiToolchains[name]; ok {
			for _, t := range ts {
				if !containsToolchain(out, t) {
					out = append(out, t)
				}
			}
			continue
		}
		t, ok := programToolchains[name]
		if !ok {
			if verifyingRunner(name) {
				return nil
			}
			continue
		}
		if !containsToolchain(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// readOnlyPrograms only move text around a check: they tell nothing of
// the ecosystem it runs.
var readOnlyPrograms = map[string]bool{"cd": true, "echo": true, "tee": true, "head": true, "tail": true, "grep": true,
	"cat": true, "sed": true, "awk": true, "sort": true, "wc": true, "true": true, "time": true, "env": true, "sleep": true,
	"ls": true, "pwd": true, "printf": true, "export": true, "set": true, "source": true, ".": true, "git": true, "jq": true}

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

func containsToolchain(ts []Toolchain, t Toolchain) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
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
	if !containsToolchain(ts, f) {
		return false
	}
	if main := goMainDir(p); f == "go" && main != "" && !containsToolchain(ts, "js") {
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
