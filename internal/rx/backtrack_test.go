package rx

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// agreesOnLongInput fails t when an anchored search of expr over text, made
// long enough that the backtracker cannot take it whole, answers other
// than regexp's.
func agreesOnLongInput(t *testing.T, expr, text string) {
	t.Helper()
	got, err := Compile(expr)
	if err != nil {
		return
	}
	want := regexp.MustCompile(expr)
	if got.maxBitStateLen > 0 {
		for len(text) <= got.maxBitStateLen {
			text += text + " "
		}
	}
	if g, w := got.MatchString(text), want.MatchString(text); g != w {
		t.Fatalf("%q: MatchString(%.80q…) = %v, want %v", expr, text, g, w)
	}
	if g, w := got.FindStringIndex(text), want.FindStringIndex(text); !slices.Equal(g, w) {
		t.Fatalf("%q: FindStringIndex(%.80q…) = %v, want %v", expr, text, g, w)
	}
	if g, w := got.FindStringSubmatchIndex(text), want.FindStringSubmatchIndex(text); !slices.Equal(g, w) {
		t.Fatalf("%q: FindStringSubmatchIndex(%.80q…) = %v, want %v", expr, text, g, w)
	}
}

// The cases that decide near the prefix's end, or past it, where the prefix
// alone would answer wrongly: a word boundary or end of text right at the
// cut, a rune split by it, a later and higher-priority alternative, a
// non-greedy tail, a pattern that reads to the end.
func TestBacktrackPrefixAgrees(t *testing.T) {
	pad := func(n int) string { return strings.Repeat("a", n) }
	for _, c := range []struct{ expr, text string }{
		{`^(?s:.)(?:\b(?:for\s+now|no\s+need|skip)\b)`, " for now we skip it"},
		{`^(?s:.)(?:\b(?:for\s+now|no\s+need|skip)\b)`, " for    " + strings.Repeat(" ", 200) + "now"},
		{`^a+\b`, pad(firstPrefix - 1)},
		{`^a+\b`, pad(firstPrefix)},
		{`^a+\b`, pad(firstPrefix+1) + " b"},
		{`^a+$`, pad(firstPrefix*4 + 3)},
		{`^a*(?:ab|a)`, pad(firstPrefix-2) + "b"},
		{`^(a+)(b|$)`, pad(firstPrefix*4 - 1)},
		{`^.*x`, pad(firstPrefix*2) + "x"},
		{`^.*?x`, pad(3) + "x" + pad(firstPrefix)},
		{`^(?s:.*)`, pad(firstPrefix * 3)},
		{`^[^x]*운`, pad(firstPrefix-2) + "운영"},
		{`^(?:a|ab)(c|bcd)(d*)`, "abcd" + pad(firstPrefix*2)},
		{`^,\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?,?\s+and\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\b`, ", the parser, and the docs " + pad(firstPrefix)},
	} {
		agreesOnLongInput(t, c.expr, c.text)
	}
}

// A search that ends early is answered from a prefix; one that reads to the
// end is not.
func TestBacktrackPrefixTaken(t *testing.T) {
	re := MustCompile(`^(?:\bskip\b|\bfor\s+now\b)`)
	if re.maxBitStateLen == 0 {
		t.Fatal("the backtracker does not take the pattern")
	}
	long := "skip it" + strings.Repeat(" and more words", re.maxBitStateLen/15+1)
	if m, ok := re.backtrackPrefix(nil, long, 2, nil); !ok || !slices.Equal(m, []int{0, 4}) {
		t.Errorf("backtrackPrefix = %v, %v; want [0 4] from a prefix", m, ok)
	}
	if _, ok := MustCompile(`^(?s:.)*$`).backtrackPrefix(nil, long, 2, nil); ok {
		t.Errorf("a search that reads to the end was answered from a prefix")
	}
}

func FuzzBacktrackPrefix(f *testing.F) {
	f.Add(`\b(?:for\s+now|skip)\b`, "for now")
	f.Add(`a+\b`, "aaaa b")
	f.Add(`(a|ab)(c|bcd)(d*)`, "abcd")
	f.Add(`.*?x|y$`, "aaxy")
	f.Fuzz(func(t *testing.T, expr, text string) {
		if len(expr) > 64 || len(text) > 512 {
			return
		}
		agreesOnLongInput(t, `^(?:`+expr+`)`, text)
		agreesOnLongInput(t, `^(?s:.)(?:`+expr+`)`, text)
	})
}
