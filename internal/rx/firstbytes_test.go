package rx

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

// agrees fails t when re answers other than regexp on text, through the
// backtracker where the program and text allow it.
func agrees(t *testing.T, expr, text string) {
	t.Helper()
	got, err := Compile(expr)
	if err != nil {
		return
	}
	want := regexp.MustCompile(expr)
	if g, w := got.MatchString(text), want.MatchString(text); g != w {
		t.Fatalf("%q: MatchString(%q) = %v, want %v", expr, text, g, w)
	}
	if g, w := got.FindStringSubmatchIndex(text), want.FindStringSubmatchIndex(text); !slices.Equal(g, w) {
		t.Fatalf("%q: FindStringSubmatchIndex(%q) = %v, want %v", expr, text, g, w)
	}
	if g, w := got.FindAllStringIndex(text, -1), want.FindAllStringIndex(text, -1); !slices.EqualFunc(g, w, slices.Equal) {
		t.Fatalf("%q: FindAllStringIndex(%q) = %v, want %v", expr, text, g, w)
	}
	if g, w := got.FindSubmatchIndex([]byte(text)), want.FindSubmatchIndex([]byte(text)); !slices.Equal(g, w) {
		t.Fatalf("%q: FindSubmatchIndex(%q) = %v, want %v", expr, text, g, w)
	}
	// A reader takes the NFA, whatever the text's length.
	if g, w := got.FindReaderSubmatchIndex(strings.NewReader(text)), want.FindReaderSubmatchIndex(strings.NewReader(text)); !slices.Equal(g, w) {
		t.Fatalf("%q: FindReaderSubmatchIndex(%q) = %v, want %v", expr, text, g, w)
	}
	got.Longest()
	want.Longest()
	if g, w := got.FindStringSubmatchIndex(text), want.FindStringSubmatchIndex(text); !slices.Equal(g, w) {
		t.Fatalf("%q longest: FindStringSubmatchIndex(%q) = %v, want %v", expr, text, g, w)
	}
}

// The branches the sets drop are those that would fail on their first
// rune: where a branch may start with a rune read from an invalid byte,
// with a folded rune, after an assertion, at the end of the text, or with
// nothing read at all, the results stay regexp's, in the backtracker and
// (on a reader, or a text too long for the backtracker) in the NFA.
func TestFirstBytesAgree(t *testing.T) {
	for _, c := range []struct{ expr, text string }{
		{`\b(?:skip|omit|ignore|defer)\b`, "please omit the tests, then skip"},
		{`(?:skip|omit)|\bx`, "x omi"},
		{`(?:a|b|c)(?:d|e)?$`, "zzc"},
		{`(?:a|)b`, "b"},
		{`(?:a|\b)b`, " b"},
		{`(?:a|$)`, "zz"},
		{`(?:ab|a)(?:c|)$`, "ab"},
		{`(?i)(?:kx|yz)`, "\u212ax"},
		{`(?i:st)|tu`, "\u017ft"},
		{`(?:[^a]x|by)c`, "\xffxc"},
		{`(?:\x{fffd}x|by)c`, "\x80xc \xe3xc"},
		{`(?:[가-힣]+|[a-z]+)다`, "이것을 고쳤다"},
		{`(?:다음|나중)에`, "나중에 다음에"},
		{`(?:x|.)`, "\n"},
		{`(?s:x|.)`, "\n"},
		{`(?:(a)|(b))+`, "abba"},
		{`(?:a|b)*?c`, "ababc"},
		{`(?:\p{Greek}|z)q`, "λq zq"},
		{`(?:\x{10ffff}|z)q`, "\U0010ffffq"},
		{`^(?s:.)(?:\b(?:for\s+now|no\s+need|skip)\b)`, " no  need"},
	} {
		agrees(t, c.expr, c.text)
		agreesOnLongInput(t, c.expr, c.text)
	}
}

// firstBytes names the bytes a branch may start with, and gives up where
// it may start with any.
func TestFirstBytes(t *testing.T) {
	for _, c := range []struct {
		expr      string
		any       bool
		must, not string
	}{
		{expr: `skip|omit`, must: "so", not: "Sxa\x80"},
		{expr: `(?i)k`, must: "kK\xe2", not: "x"},
		{expr: `\bfoo`, must: "f", not: "o "},
		{expr: `[^a]`, must: "b\x80\xff", not: "a"},
		{expr: `다음|나중`, must: "\xeb", not: "a\xea"},
		{expr: `a|`, any: true},
		{expr: `a|$`, any: true},
		{expr: `.`, any: true},
		{expr: `(?:)`, any: true},
	} {
		re, err := syntax.Parse(c.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		p, err := syntax.Compile(re.Simplify())
		if err != nil {
			t.Fatal(err)
		}
		var s ByteSet
		any := firstBytes(p, uint32(p.Start), map[uint32]bool{}, &s)
		if any != c.any {
			t.Errorf("%q: any = %v, want %v", c.expr, any, c.any)
			continue
		}
		for _, b := range []byte(c.must) {
			if !any && !s.Has(b) {
				t.Errorf("%q: %#x not in its first bytes", c.expr, b)
			}
		}
		for _, b := range []byte(c.not) {
			if s.Has(b) {
				t.Errorf("%q: %#x in its first bytes", c.expr, b)
			}
		}
	}
}

// A table holds the sets its programs' branch points name.
func TestTableHoldsBranchSets(t *testing.T) {
	var table Table
	p, err := Compiled(`\b(?:skip|omit|ignore)\b`)
	if err != nil {
		t.Fatal(err)
	}
	table.Add(p)
	re := table.Lookup(p.Expr)
	n := 0
	for _, in := range re.prog.Inst {
		if in.Op == syntax.InstAlt && in.Next != 0 {
			n++
			if int(in.Next) > len(table.Sets) || int(in.NNext) > len(table.Sets) {
				t.Fatalf("set %d or %d of %d", in.Next, in.NNext, len(table.Sets))
			}
		}
	}
	if n == 0 {
		t.Fatal("no branch point has a set")
	}
	for _, text := range []string{"please skip it", "ignore", "omitted", strings.Repeat("x", 300) + " omit"} {
		if g, w := re.FindStringIndex(text), regexp.MustCompile(p.Expr).FindStringIndex(text); !slices.Equal(g, w) {
			t.Errorf("FindStringIndex(%q) = %v, want %v", text, g, w)
		}
	}
}

func FuzzFirstBytes(f *testing.F) {
	f.Add(`(?:skip|omit)|\bx`, "x omi")
	f.Add(`(?i)(?:kx|yz)`, "\u212ax")
	f.Add(`(?:[^a]x|by)c`, "\xffxc")
	f.Add(`(?:a|)b|c$`, "zb c")
	f.Add(`(?:다음|나중)에`, "나중에")
	f.Fuzz(func(t *testing.T, expr, text string) {
		if len(expr) > 64 || len(text) > 256 {
			return
		}
		agrees(t, expr, text)
		agreesOnLongInput(t, expr, text)
	})
}
