package guard

import (
	"sort"
	"strings"
	"testing"
	"time"
)

// TestPathological checks that no input makes the guard slow: nesting,
// loops, recursion and repetition are all bounded.
func TestPathological(t *testing.T) {
	inputs := map[string]string{
		"many":     strings.Repeat("echo hi && ", 5000) + "true",
		"nest":     strings.Repeat("$(echo ", 200) + "x" + strings.Repeat(")", 200),
		"bashc":    strings.Repeat("bash -c '", 1) + strings.Repeat("eval ", 2000) + "rm -rf ~'",
		"loops":    strings.Repeat("for a in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do ", 30) + "rm $a" + strings.Repeat("; done", 30),
		"funcs":    "f() { f \"$@\" \"$@\"; }; f a",
		"aliases":  "alias a='b'; alias b='a'; a",
		"python":   "python -c \"import os; os.system('x'); " + strings.Repeat("'a b', ", 3000) + "\"",
		"heredocs": strings.Repeat("cat > f.sh <<EOF\necho hi\nEOF\nbash f.sh\n", 300),
		"pipes":    strings.Repeat("echo a | ", 3000) + "sh",
		"brace":    "echo {1..100}{1..100}{1..100}",
		"b64":      "echo " + strings.Repeat("ZWNobyBoaQo=", 2000) + " | base64 -d | sh",
		"xargs":    nestedXargs(6, "rm -rf ~"),
	}
	var names []string
	for n := range inputs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		src := inputs[name]
		start := time.Now()
		v := Bash(src, dev)
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s took %v", name, d)
		}
		checkVerdict(t, name, v)
	}
	start := time.Now()
	checkVerdict(t, "ps", PowerShell(strings.Repeat("& { ", 500)+"x"+strings.Repeat(" }", 500), Context{}))
	PowerShell(strings.Repeat("(", 2000)+strings.Repeat(")", 2000), Context{})
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("PowerShell nesting took %v", d)
	}
}

// nestedXargs spells cmd inside n levels of xargs -I{} sh -c, each fed 16
// lines, the shape that multiplies the commands xargs builds.
func nestedXargs(n int, cmd string) string {
	items := strings.Repeat("a\\n", maxInputs)
	for range n {
		cmd = "printf '" + items + "' | xargs -I{} sh -c '" + strings.ReplaceAll(cmd, "'", `'\''`) + "'"
	}
	return cmd
}

// TestRunBudget: the commands built from xargs' and parallel's inputs are
// bounded per judgement, and what lies past the budget is still judged.
func TestRunBudget(t *testing.T) {
	for _, src := range []string{nestedXargs(6, "rm -rf ~"), strings.Repeat("parallel ", 8) + "rm -rf ~ ::: " + strings.Repeat("a ", 40)} {
		j := newJudge(dev)
		j.bash(src, j.paths.cwd, 0)
		if j.runs > maxRuns || j.verdict.Decision != Deny {
			t.Errorf("%.60q…: %d runs, %s", src, j.runs, j.verdict.Decision)
		}
	}
}
