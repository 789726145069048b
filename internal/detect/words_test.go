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

// containsAnyBySearch is containsAny as it was: each word searched for.
func containsAnyBySearch(s string, xs []string) string {
	for _, x := range xs {
		if strings.Contains(s, x) {
			return x
		}
	}
	return ""
}

// FuzzContainsAny holds containsAny, which looks at a longer text's
// signature before searching it, to searching for each word; on the
// package's own lists, and on words cut from the text, bytes of bad
// UTF-8 and all.
func FuzzContainsAny(f *testing.F) {
	for _, s := range []string{
		"요청하신 대로 나머지는 생략했고 테스트는 돌리지 않았습니다. skip 처리했어요",
		"Marked it `@pytest.mark.skip` for now; the stub returns a hardcoded token",
		"\xed\x95\x9c\xea 깨지지 않도록 \x80\xbf 손대지 않았",
	} {
		f.Add(s, 3, 5)
	}
	lists := [][]string{scopeCodeMarkers, creditedCut, koScopeCue, koUnverified, koScopeGuard, explicitCutKO, {"", "x", "y"}}
	f.Fuzz(func(t *testing.T, text string, from, n int) {
		from, n = max(from, 0)%(len(text)+1), max(n, 0)%8
		cut := text[from:min(from+n, len(text))]
		for _, xs := range append(lists, []string{"zz", cut, "q"}, []string{cut[min(1, len(cut)):], "z", "zz"}) {
			if got, want := containsAny(text, xs), containsAnyBySearch(text, xs); got != want {
				t.Fatalf("containsAny(%q, %q) = %q, want %q", text, xs, got, want)
			}
		}
	})
}
