package rx

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// A table looks every entry up by its index, the wrapped form of one as
// the whole string, and nothing it lacks; expressions that hash alike
// (the same length, start, middle and end) are told apart by the compare.
func TestIndexFindsEveryEntry(t *testing.T) {
	var exprs []string
	for i := range 40 {
		// Differ only outside the bytes keyHash reads.
		pad := strings.Repeat("a", 30)
		exprs = append(exprs, fmt.Sprintf(`\b(?:%s%02d%s|%s)\b`, pad, i, pad, pad))
	}
	exprs = append(exprs, `x`, `^(?s:.)(?:x)`, `\bskip\b`, `^(?s:.)(?:\bskip\b)`)
	slices.Sort(exprs)
	var table Table
	for _, e := range exprs {
		p, err := Compiled(e)
		if err != nil {
			t.Fatal(err)
		}
		table.Add(p)
	}
	table.BuildIndex()
	if keyHash(key{mid: exprs[0]}) != keyHash(key{mid: exprs[1]}) {
		t.Fatalf("the padded expressions hash apart; the test needs them alike")
	}
	for _, e := range exprs {
		re := table.Lookup(e)
		if re == nil || re.String() != e {
			t.Fatalf("Lookup(%q) = %v", e, re)
		}
	}
	if re := table.LookupWrapped(`^(?s:.)(?:`, `\bskip\b`, `)`); re == nil || re.String() != `^(?s:.)(?:\bskip\b)` {
		t.Errorf("LookupWrapped = %v", re)
	}
	for _, absent := range []string{`y`, `\bskip`, `^(?s:.)(?:y)`, ""} {
		if re := table.Lookup(absent); re != nil {
			t.Errorf("Lookup(%q) = %v, want nil", absent, re)
		}
	}
	if i := FindIn(nil, `x`, table.exprOf); i != -1 {
		t.Errorf("FindIn over no index = %d, want -1", i)
	}
	if re := table.MustCompileWrapped(`^(?s:.)(?:`, `y`, `)`); re.String() != `^(?s:.)(?:y)` || !re.MatchString(" y") {
		t.Errorf("MustCompileWrapped of an absent expression = %v", re)
	}
}

// keyHash of a wrapped key is that of the whole string.
func FuzzKeyHash(f *testing.F) {
	f.Add("^(", "x", ")")
	f.Add("", strings.Repeat("ab", 40), "c")
	f.Fuzz(func(t *testing.T, pre, mid, post string) {
		k := key{pre, mid, post}
		if got, want := keyHash(k), keyHash(key{mid: pre + mid + post}); got != want {
			t.Errorf("keyHash(%q) = %d, whole %d", k, got, want)
		}
		if !k.is(pre+mid+post) || k.is(pre+mid+post+"x") {
			t.Errorf("%q.is wrong", k)
		}
	})
}
