package rx

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
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
	// Past what the backtracker takes whole, or, for a program too large
	// for it, past the prefixes it takes.
	long := max(got.maxBitStateLen, 4*firstPrefix+utf8.UTFMax)
	for len(text) <= long {
		text += text + " "
	}
	want := regexp.MustCompile(expr)
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

// bigAlternation is a pattern whose program is too large for the
// backtracker on a long input (maxBitStateLen): a long list of words, as
// the classifier's area and depth patterns are.
func bigAlternation() string {
	var words []string
	for i := range 120 {
		words = append(words, fmt.Sprintf("w%02dord", i))
	}
	return `^(?s:.)(?:\b(?:` + strings.Join(words, "|") + `|keeps\s+(?:growing|failing)|for\s+hours)\b)`
}

// A program too large for the backtracker on the whole input takes it on a
// prefix of a few words, and answers as regexp does wherever the search
// ends: at once, at the prefix's end, past it, never.
func TestBacktrackPrefixOfALargeProgram(t *testing.T) {
	expr := bigAlternation()
	re := MustCompile(expr)
	long := " keeps growing" + strings.Repeat(" and more words", 40)
	if len(long) < re.maxBitStateLen {
		t.Fatalf("the pattern has %d instructions: the backtracker takes it on %d bytes whole", len(re.prog.Inst), len(long))
	}
	if m, ok := re.backtrackPrefix(nil, long, 2, nil); !ok || !slices.Equal(m, []int{0, 14}) {
		t.Errorf("backtrackPrefix = %v, %v; want [0 14] from a prefix", m, ok)
	}
	for _, text := range []string{
		" w07ord and more",
		" keeps growing",
		" keeps" + strings.Repeat(" ", minPrefix-8) + "failing",
		" keeps" + strings.Repeat(" ", firstPrefix-8) + "failing",
		" keeps" + strings.Repeat(" ", firstPrefix*2) + "failing",
		" for" + strings.Repeat("\t", firstPrefix) + "hours",
		" keeps going",
		"xw07ord",
	} {
		agreesOnLongInput(t, expr, text)
	}
}

// A large program runs on the backtracker wherever its bitmap fits: on a
// clause or a few words, where regexp, which keeps programs of more than
// 500 instructions off it, runs the NFA. The answers are regexp's.
func TestBacktrackLargeProgramOnShortInput(t *testing.T) {
	expr := bigAlternation()
	re := MustCompile(expr)
	if len(re.prog.Inst) <= 500 {
		t.Fatalf("the pattern has %d instructions: not a large program", len(re.prog.Inst))
	}
	for _, text := range []string{
		" w07ord and more",
		" w119ord",
		" keeps growing",
		" keeps\tfailing fast",
		" keeps going",
		" for hours and hours",
		"xw07ord",
		"",
		" ",
	} {
		// doExecute takes the backtracker below maxBitStateLen.
		if len(text) >= re.maxBitStateLen {
			t.Fatalf("%q: %d bytes, past the backtracker's %d", text, len(text), re.maxBitStateLen)
		}
		agrees(t, expr, text)
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
		// The same language in a program too large for the backtracker
		// on a whole input.
		large := `^(?s:.)(?:` + strings.Repeat(`(?:`+expr+`)|`, 40) + `(?:` + expr + `))`
		agreesOnLongInput(t, large, text)
		// And the same on the text as it is, which the backtracker
		// takes whole when its bitmap fits.
		agrees(t, large, text)
	})
}
