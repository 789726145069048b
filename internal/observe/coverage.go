package observe

import (
	"path"
	"strconv"
	"strings"
)

// Coverage says how a verification relates to the changed files.
type Coverage string

const (
	// Direct: the command names a changed file, its package or directory,
	// or its test.
	Direct Coverage = "direct"
	// Generic: a whole-suite run (go test ./..., npm test, make check).
	Generic Coverage = "generic"
	// Uncertain: the command targets something, but none of the changes.
	Uncertain Coverage = "uncertain"
)

// wholeSuite are operands that select everything rather than something.
func wholeSuite(s string) bool {
	switch s {
	case ".", "./...", "...", "./", "all", "//...":
		return true
	}
	return false
}

// subcommands are words that name the action, not the target.
func subcommands(s string) bool {
	switch s {
	case "test", "tests", "run", "build", "check", "exec", "vet", "lint",
		"verify", "x", "t", "nextest", "clippy", "ci", "install", "compile":
		return true
	}
	return false
}

// CoverageOf judges how command covers the changed paths (absolute, with
// forward slashes); cwd resolves relative operands.
func CoverageOf(command string, changed []string, cwd string) Coverage {
	sawOperand := false
	for _, c := range commands("Bash", command) {
		if c.Nested || classify(c.Args) == 0 {
			continue
		}
		for _, op := range operands(c.Args) {
			sawOperand = true
			if coversAny(op, changed, cwd) {
				return Direct
			}
		}
	}
	if sawOperand {
		return Uncertain
	}
	return Generic
}

// operands are the words that select what a verification runs on.
func operands(args []string) []string {
	var out []string
	for i, a := range args {
		a = strings.TrimSpace(a)
		if i == 0 || strings.HasPrefix(a, "-") || subcommands(a) || wholeSuite(a) || a == "" {
			continue
		}
		if _, err := strconv.Atoi(a); err == nil {
			continue // -count 20, -n 4
		}
		if k, ok := byProgram(program(a)); ok && k != Run {
			continue // npx jest, uv run pytest: the tool, not its target
		}
		out = append(out, a)
	}
	return out
}

// coversAny reports whether operand names one of the changed files, a
// directory holding one, or a name built from one's stem (total.go is
// covered by total_test.go, TestTotal and test_total.py).
func coversAny(op string, changed []string, cwd string) bool {
	opPath := strings.TrimSuffix(strings.ReplaceAll(op, `\`, "/"), "/...")
	if !path.IsAbs(opPath) && cwd != "" {
		opPath = path.Join(strings.ReplaceAll(cwd, `\`, "/"), opPath)
	}
	opPath = path.Clean(opPath)
	lower := strings.ToLower(op)
	for _, p := range changed {
		if p == opPath || strings.HasPrefix(p, opPath+"/") && opPath != path.Clean(cwd) {
			return true
		}
		stem := strings.ToLower(strings.TrimSuffix(path.Base(p), path.Ext(p)))
		stem = strings.TrimSuffix(strings.TrimPrefix(stem, "test_"), "_test")
		if len(stem) >= 3 && strings.Contains(lower, stem) {
			return true
		}
	}
	return false
}
