package detect

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// FuzzClausesOf holds clausesOf, which reads a sentence's clauses from its
// tokens, to clauseSpans and to tokenizing each clause on its own.
func FuzzClausesOf(f *testing.F) {
	for _, s := range []string{
		"Tests: all pass; the build (`make`) works — done → next：ok；fine",
		"`npx eslint src` → 0 problems. Kotlin build: green",
		"a-: b'( c) ;; :: — x", "테스트: 통과했습니다 (로컬)", "\u00a0: \u0085; x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, u := range splitUnits(text) {
			if u.kind == unitCode || u.kind == unitQuote {
				continue
			}
			spans := clauseSpans(u.masked)
			cls := clausesOf(u)
			if len(spans) != len(cls) {
				t.Fatalf("%q: %d clauses, clauseSpans has %d", u.masked, len(cls), len(spans))
			}
			for i, c := range cls {
				if c.from != spans[i][0] || c.to != spans[i][1] {
					t.Fatalf("%q: clause %d is %d:%d, clauseSpans has %v", u.masked, i, c.from, c.to, spans[i])
				}
				want := tokenize(u.masked[c.from:c.to])
				got := make([]token, len(c.toks))
				for k, tk := range c.toks {
					tk.off -= c.from
					tk.end -= c.from
					got[k] = tk
				}
				if !reflect.DeepEqual(got, want) && !(len(got) == 0 && len(want) == 0) {
					t.Fatalf("%q: clause %d tokens\n got %+v\nwant %+v", u.masked, i, got, want)
				}
			}
		}
	})
}

// statusLineByTokenizing is statusLine as it was, tokenizing the head and
// the result of the line again.
func statusLineByTokenizing(u unit, observed []Observation) []claim {
	head, result, ok := strings.Cut(u.masked, ":")
	if !ok || strings.Contains(result, ":") {
		return nil
	}
	rw := words(tokenize(lower(result)))
	if len(rw) != 1 || !statusWords.has(rw[0]) {
		return nil
	}
	ht := tokenize(lower(head))
	if len(ht) == 0 || len(ht) > 5 {
		return nil
	}
	k := ckFix
	for _, t := range ht {
		switch {
		case t.kind == tokCode && t.span < len(u.codes):
			if c := commandKind(u.codes[t.span], observed); c != ckNone && c != ckEnv {
				k = c
			}
		case t.kind == tokWord:
			if c := wordKind(t.text); c != ckNone && c != ckEnv {
				k = c
			}
		}
	}
	return []claim{{kind: k, phrase: unmask(u.masked, u.codes, u.quotes)}}
}

// FuzzStatusLine holds statusLine, which reads a plain line's head and
// result from the sentence's tokens, to tokenizing them again.
func FuzzStatusLine(f *testing.F) {
	for _, s := range []string{
		"Kotlin build: green", "`ktlint`: clean", "Tests: passing", "Tests: PASSING now", "BUILD : OK",
		"Typecheck: o\u212a", "İ build: ok", "a: b: ok", "`go test ./...`:ok", "테스트: ok",
	} {
		f.Add(s)
	}
	obs := []Observation{{Kind: "test", Command: "go test ./..."}, {Kind: "build", Command: "gradle build"}}
	f.Fuzz(func(t *testing.T, text string) {
		for _, u := range splitUnits(text) {
			if got, want := statusLine(u, obs), statusLineByTokenizing(u, obs); !reflect.DeepEqual(got, want) {
				t.Fatalf("statusLine(%q) = %+v, want %+v", u.masked, got, want)
			}
		}
	})
}

// FuzzPassToken holds passToken to the test it replaces.
func FuzzPassToken(f *testing.F) {
	f.Add("8 of the 11 tests pass; all green but `x`. 11개 중 8개 통과, PASSED passing")
	f.Fuzz(func(t *testing.T, text string) {
		for _, tk := range tokenize(text) {
			want := tk.is("pass", "passes", "passed", "passing", "green") || tk.hangul && strings.HasPrefix(tk.text, "통과")
			if got := passToken(&tk); got != want {
				t.Fatalf("passToken(%+v) = %v, want %v", tk, got, want)
			}
		}
	})
}

// mayClaimByTokens is mayClaim as it was: each Hangul token searched for
// the Korean stems.
func mayClaimByTokens(u unit) bool {
	if u.check {
		return true
	}
	stems := slices.Concat(claimWordStemsKO, moreClaimStemsKO, koFailNoun)
	for _, t := range u.toks {
		switch {
		case t.kind == tokPunct && checkMarks.has(t.text):
			return true
		case t.hangul:
			if containsAnyBySearch(t.text, stems) != "" {
				return true
			}
		case t.kind == tokWord && claimWords.has(t.text):
			return true
		}
	}
	return false
}

// TestClaimStemsAreHangul: mayClaim searches the whole sentence for the
// Korean stems, which finds only what a Hangul token holds when every
// stem is Hangul alone.
func TestClaimStemsAreHangul(t *testing.T) {
	for _, s := range slices.Concat(claimWordStemsKO, moreClaimStemsKO, koFailNoun) {
		if s == "" || strings.ContainsFunc(s, func(r rune) bool { return !isHangul(r) }) {
			t.Errorf("claim stem %q is not Hangul alone", s)
		}
	}
}

// FuzzMayClaim holds mayClaim to the reading token by token.
func FuzzMayClaim(f *testing.F) {
	for _, s := range []string{"테스트는 모두 통과했습니다", "버그x수정 done", "✅ 빌드", "잘 됩니다. 이제 끝", "no claim here"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, u := range splitUnits(text) {
			if got, want := mayClaim(u), mayClaimByTokens(u); got != want {
				t.Fatalf("mayClaim(%q) = %v, want %v", u.masked, got, want)
			}
		}
	})
}
