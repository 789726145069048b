package observe

import (
	"slices"
	"strings"
)

// maxSkipped bounds the skipped tests a run keeps: a claim names one or
// two.
const maxSkipped = 16

// SkippedTests returns the tests a test run's output says it skipped, by
// the name the runner printed, each once, the first maxSkipped of them:
// go test -v's "--- SKIP: TestReplay", pytest's "tests/test_a.py::test_x
// SKIPPED", cargo's "test parser::empty ... ignored", dotnet's "Skipped
// Billing.Tests.InvoiceTests.Save [1 ms]", jest's and vitest's "○ skipped
// name" and "↓ name". A run that passed with the test a message names
// among these did not run it.
func SkippedTests(output string) []string {
	if !strings.Contains(output, "SKIP") && !strings.Contains(output, "kipped") && !strings.Contains(output, "ignored") &&
		!strings.Contains(output, "○") && !strings.Contains(output, "↓") {
		return nil
	}
	var out []string
	for line := range strings.SplitSeq(output, "\n") {
		name := skippedName(strings.TrimSpace(strings.TrimSuffix(line, "\r")))
		if name == "" || slices.Contains(out, name) {
			continue
		}
		if out = append(out, name); len(out) == maxSkipped {
			break
		}
	}
	return out
}

// skippedName returns the test a line of a runner's output says was
// skipped, or "".
func skippedName(l string) string {
	switch {
	case strings.HasPrefix(l, "--- SKIP: "): // go test -v
		return firstField(l[len("--- SKIP: "):])
	case strings.HasPrefix(l, "Skipped "): // dotnet test
		return firstField(l[len("Skipped "):])
	case strings.HasPrefix(l, "○ skipped "): // jest
		return strings.TrimSpace(l[len("○ skipped "):])
	case strings.HasPrefix(l, "↓ "): // vitest
		return strings.TrimSpace(strings.TrimSuffix(l[len("↓ "):], "[skipped]"))
	case len(l) > len("test  ... ignored") && strings.HasPrefix(l, "test ") && strings.HasSuffix(l, " ... ignored"): // cargo
		return strings.TrimSpace(l[len("test ") : len(l)-len(" ... ignored")])
	}
	// pytest -v: "tests/test_a.py::test_x SKIPPED (reason) [ 50%]"
	if i := strings.Index(l, " SKIPPED"); i > 0 && strings.Contains(l[:i], "::") && !strings.ContainsRune(l[:i], ' ') {
		return l[:i]
	}
	return ""
}

func firstField(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

// SkippedNamed returns the first of names (tests a message names) that
// skipped holds, by the whole name or its last part ("TestReplay" for
// "TestWebhook/TestReplay", "test_x" for "tests/test_a.py::test_x",
// "Save" for "Billing.Tests.InvoiceTests.Save"), or "".
func SkippedNamed(skipped, names []string) string {
	for _, n := range names {
		for _, s := range skipped {
			if n == s || sameTest(s, n) || sameTest(n, s) {
				return n
			}
		}
	}
	return ""
}

// sameTest reports whether long names short with a path of its suite
// before it.
func sameTest(long, short string) bool {
	rest, ok := strings.CutSuffix(long, short)
	return ok && rest != "" && (strings.HasSuffix(rest, ".") || strings.HasSuffix(rest, "::") || strings.HasSuffix(rest, "/"))
}
