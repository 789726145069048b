package classify

import (
	"strings"
	"testing"
	"unsafe"
)

// TestEditCopiesOnFirstChange: a text with nothing to blank comes back as
// the same string, not a copy; a blanked one is a copy and leaves the
// text it came from as it was.
func TestEditCopiesOnFirstChange(t *testing.T) {
	src := strings.Repeat("deploy the app, not prod. ", 4)
	same := func(a, b string) bool { return unsafe.StringData(a) == unsafe.StringData(b) && len(a) == len(b) }

	for _, c := range []struct {
		name string
		edit func(e *edit)
		want string
	}{
		{"nothing", func(e *edit) {}, src},
		{"empty span", func(e *edit) { e.blank(3, 3, ' ') }, src},
		{"past the end", func(e *edit) { e.blank(len(src), len(src)+4, ' ') }, src},
		{"one span", func(e *edit) { e.blank(0, 6, '_') }, "______" + src[6:]},
		{"cut at the end", func(e *edit) { e.blank(len(src)-2, len(src)+9, '_') }, src[:len(src)-2] + "__"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := edit{s: src}
			c.edit(&e)
			snap := e.text()
			got := e.done()
			if got != c.want || snap != c.want {
				t.Fatalf("done() = %q, text() = %q, want %q", got, snap, c.want)
			}
			if want := c.want == src; same(got, src) != want {
				t.Errorf("returned the text itself: %v, want %v", same(got, src), want)
			}
			if src != strings.Repeat("deploy the app, not prod. ", 4) {
				t.Errorf("the source text was written: %q", src)
			}
		})
	}
}

// TestBlankingKeepsAnUnchangedText: the forms of a prompt with nothing to
// blank are the prompt itself, without a copy.
func TestBlankingKeepsAnUnchangedText(t *testing.T) {
	low := "fix the pagination in list.go and add a regression test\nthen run the tests"
	for name, f := range map[string]func(string) string{
		"blankMaterial": blankMaterial,
		"neutralize":    neutralize,
		"maskNegations": maskNegations,
	} {
		if got := f(low); unsafe.StringData(got) != unsafe.StringData(low) {
			t.Errorf("%s copied a text it did not change", name)
		}
	}
	if allocs := testing.AllocsPerRun(10, func() { neutralize(low) }); allocs != 0 {
		t.Errorf("neutralize of a text it does not change allocates %.0f times", allocs)
	}
}

func FuzzFirstField(f *testing.F) {
	for _, s := range []string{"", "  ", "main.go:12: error", "\t  TypeError: x", "x\u00a0y z", "\u2003a b", "\xff b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := ""
		if fs := strings.Fields(s); len(fs) > 0 {
			want = fs[0]
		}
		if got := firstField(s); got != want {
			t.Errorf("firstField(%q) = %q, want %q", s, got, want)
		}
	})
}
