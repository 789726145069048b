package detect

import (
	"reflect"
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
