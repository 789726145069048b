package detect

import (
	"strings"
)

// Languages whose fenced blocks hold source code, not a terminal session.
var sourceLangs = wordSet{has: sourceLangsHas, list: []string{"go", "python", "py", "ts", "typescript", "js", "javascript", "jsx", "tsx",
	"rust", "rs", "java", "kotlin", "kt", "kts", "swift", "sql", "ruby", "rb", "php", "c", "cpp",
	"c++", "h", "csharp", "cs", "yaml", "yml", "json", "toml", "html", "css", "scss", "xml", "ex",
	"exs", "elixir", "lua", "hcl", "tf", "terraform", "dockerfile", "vue", "svelte", "scala",
	"haskell", "hs", "dart", "graphql", "gql", "gradle", "groovy", "ini", "proto", "make",
	"makefile", "objc", "r", "perl", "clojure", "erlang", "zig", "nim", "ocaml", "fsharp", "vb", "jsonc", "diff", "patch"}}

// Output markers: what test runners, compilers and linters print.
var outputMarkers = []string{"passed", "failed", "failures", "failure", "problems", "errors",
	"warnings", "build successful", "build failed", "finished in", "tests run", "test result",
	"ok ", "ok\t", "pass ", "fail ", "error:", "error[", "success", "complete!", "done in",
	"compiled", "exit code", "exited with", "✓", "✔", "✗", "✘", "no issues", "all checks passed",
	"elapsed", "0 vulnerabilities", "up to date", "applied", "created", "deployed", "published",
	"listening on", "running on", "status: ", "http/1.1 ", "http/2 ", "took ", "time:", "coverage"}

// outputBlock reports whether a code block shows what a command printed,
// rather than source code or a command still to run.
func outputBlock(u unit) bool {
	if sourceLangs.has(u.lang) {
		return false
	}
	lines := strings.Split(u.raw, "\n")
	sawPrompt := false
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if isPromptLine(t) {
			sawPrompt = true
			continue
		}
		if sawPrompt {
			return true // a line printed after a command
		}
		low := lower(t)
		for _, m := range outputMarkers {
			if strings.Contains(low, m) {
				return true
			}
		}
	}
	return false
}

// isPromptLine reports a line that starts with a shell or REPL prompt.
func isPromptLine(t string) bool {
	for _, p := range []string{"$ ", "> ", "% ", "❯ ", ">>> ", "PS>", "PS "} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}
