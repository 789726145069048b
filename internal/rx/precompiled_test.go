package rx

import (
	"reflect"
	"regexp"
	"slices"
	"testing"
)

// exprs covers what compile derives: captures and their names, a literal
// prefix (complete or not), one-pass programs, start conditions, case
// folding, Unicode classes and an empty pattern.
var exprs = []string{
	``, `a`, `abc`, `abc+`, `^abc`, `^(?:a|b)c$`, `(?i)hello\s+world`, `(?P<year>\d{4})-(?P<m>\d\d)`,
	`\bfoo\b|bar`, `[^\s'"]+`, `(?m)^FAIL\b.*$`, `\p{Greek}+x`, `(a*)+b`, `x{2,5}?y`, `운영|프로덕션`,
	`(?s:.)(?:ab|cd)`, `^(?s:.)(?:\b(?:go|cargo) test\b)`, `\x1b(?:\[[0-9;?]*[A-Za-z]|[78()][A-Z0-9]?)`,
}

// TestTableIsCompile holds what a Table gives out to what Compile returns.
func TestTableIsCompile(t *testing.T) {
	for _, expr := range exprs {
		want := MustCompile(expr)
		var table Table
		table.Add(program(want))
		if got := table.Lookup(expr); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: Lookup = %+v, want %+v", expr, got, want)
		}
	}
}

// TestTable checks that a table answers as regexp does.
func TestTable(t *testing.T) {
	sorted := slices.Clone(exprs)
	slices.Sort(sorted)
	var table Table
	for _, expr := range sorted {
		table.Add(program(MustCompile(expr)))
	}
	texts := []string{"", "abccc", "Hello \t World", "2024-05 and 1999-12", "a foo bar", "FAIL\tpkg\nok", "αβγx", "aaab", "xxxy", "운영 db", "\x1b[31mred", " cargo test x"}
	for _, expr := range exprs {
		re, std := table.MustCompile(expr), regexp.MustCompile(expr)
		if !table.Has(expr) {
			t.Fatalf("%q missing from the table", expr)
		}
		for _, s := range texts {
			if got, want := re.FindAllStringSubmatchIndex(s, -1), std.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
				t.Errorf("%q on %q: %v, regexp says %v", expr, s, got, want)
			}
			if got, want := re.ReplaceAllString(s, "<$0>"), std.ReplaceAllString(s, "<$0>"); got != want {
				t.Errorf("%q replacing in %q: %q, regexp says %q", expr, s, got, want)
			}
		}
	}
	if table.Has("nope") || table.Lookup("nope") != nil {
		t.Error("Lookup found an expression the table lacks")
	}
	if re := table.MustCompile("n(o)pe"); re.NumSubexp() != 1 {
		t.Error("MustCompile of an expression the table lacks did not compile it")
	}
}
