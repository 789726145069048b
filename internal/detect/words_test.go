package detect

import (
	"strings"
	"testing"
)

// phraseAtByCut is phraseAt as it was, cutting p at each space.
func phraseAtByCut(ws []string, i int, p string) bool {
	for p != "" {
		var w string
		w, p, _ = strings.Cut(p, " ")
		if i >= len(ws) || ws[i] != w {
			return false
		}
		i++
	}
	return true
}

// FuzzPhraseAt holds phraseAt and indexPhrase, which compare words where
// they stand in the phrase, to the reading that cuts the phrase into words.
// The words are cut from words at '|', so that they may hold spaces and be
// empty, as no sentence's words do.
func FuzzPhraseAt(f *testing.F) {
	for _, c := range [][2]string{
		{"you|asked|me|to", "you asked"}, {"a||b", "a  b"}, {"a|b", "a b "}, {"a b|c", "a b c"},
		{"x", ""}, {"", " "}, {"as|you|asked", "you asked me"}, {"a|b", " a b"},
	} {
		f.Add(c[0], c[1], 0)
	}
	f.Fuzz(func(t *testing.T, words, p string, i int) {
		ws := strings.Split(words, "|")
		if i < 0 || i > len(ws)+1 {
			i = 0
		}
		if got, want := phraseAt(ws, i, p), phraseAtByCut(ws, i, p); got != want {
			t.Fatalf("phraseAt(%q, %d, %q) = %v, want %v", ws, i, p, got, want)
		}
		want := -1
		first, _, _ := strings.Cut(p, " ")
		for k, w := range ws {
			if w == first && phraseAtByCut(ws, k, p) {
				want = k
				break
			}
		}
		if got := indexPhrase(ws, p); got != want {
			t.Fatalf("indexPhrase(%q, %q) = %d, want %d", ws, p, got, want)
		}
	})
}
