package detect

import (
	"strings"
	"testing"
)

// codeMarkerBySearch is codeMarker as it was before it looked at the
// code's bytes first: every marker searched for in the code.
func codeMarkerBySearch(c string) string {
	lc := lower(c)
	if x := containsAnyBySearch(lc, scopeCodeMarkers); x != "" {
		return x
	}
	if x := containsAnyBySearch(c, scopeCodeUpper); x != "" {
		return x
	}
	if lc == "xit" || lc == "xtest" {
		return lc
	}
	if swallowCodeCompacted(lc) {
		return "an empty error handler"
	}
	return ""
}

// swallowCodeCompacted is swallowCode without its prefilter.
func swallowCodeCompacted(lc string) bool {
	compact := strings.Join(strings.Fields(lc), " ")
	switch {
	case strings.Contains(compact, "except") && (strings.HasSuffix(compact, ": pass") || strings.HasSuffix(compact, ": continue") || strings.Contains(compact, ": pass ")):
		return true
	case strings.Contains(compact, "catch") && (strings.HasSuffix(compact, "{}") || strings.HasSuffix(compact, "{ }")):
		return true
	case strings.Contains(compact, "rescue nil") || compact == "_ = err" || strings.HasPrefix(compact, "_ = err"):
		return true
	}
	return false
}

// flagOffByFields is flagOff without its prefilter.
func flagOffByFields(u unit, span int) bool {
	lc := lower(strings.TrimSpace(u.codes[span]))
	flag := false
	for _, w := range strings.Fields(lc) {
		if hasPrefixAny(w, []string{"--no-", "--skip", "--ignore", "--exclude", "--disable", "--deselect"}) != "" {
			flag = true
		}
	}
	if !flag || codeUndone(u, span) {
		return false
	}
	return hasAny(u.ws, "pass", "passes", "passing", "green", "failing", "fails", "failed") ||
		u.korean && containsAnyBySearch(u.low, []string{"통과", "실패해서", "실패하지 않", "깨져서", "깨지지 않"}) != ""
}

// FuzzCodeReaders holds the readers of inline code, which look at a code
// span's bytes before they search it, to the searches they replace.
func FuzzCodeReaders(f *testing.F) {
	for _, s := range []string{
		"Marked it `@pytest.mark.skip` and ran `go test --skip-integration` so CI passes.",
		"`except ValueError:   pass`, `catch (e) { }`, `rescue  nil`, `_   = err`, `TODO: x`, `xit`",
		"Ran `pytest --no-cov --deselect tests/x` to get green; `It.Todo`, `// NOLINT`, `Panic(\"TODO\")`",
		"Set `strict` to `false`; `as any`; `\xff--no-\xfe`; `ÜBER --IGNORE=x`",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if got, want := codeMarker(text), codeMarkerBySearch(text); got != want {
			t.Fatalf("codeMarker(%q) = %q, want %q", text, got, want)
		}

		for _, u := range splitUnits(text) {
			for i, c := range u.codes {
				key := lower(strings.TrimSpace(c))
				if got, want := flagOff(u, i, key), flagOffByFields(u, i); got != want {
					t.Fatalf("flagOff(%q, %q) = %v, want %v", u.masked, c, got, want)
				}
				if got, want := codeMarker(c), codeMarkerBySearch(c); got != want {
					t.Fatalf("codeMarker(%q) = %q, want %q", c, got, want)
				}
			}
		}
	})
}

// FuzzCodeSpans holds codeSpans, read from a sentence's tokens, to
// searching the sentence for each code placeholder, and a code token (as
// scopeMask looks for one) to a code placeholder.
func FuzzCodeSpans(f *testing.F) {
	f.Add("Ran `a` and `b`. Then `c`, `a`. Only `d`\n\nNew `e` para `f`.")
	f.Add("`x` " + strings.Repeat("`y` ", 300))
	f.Fuzz(func(t *testing.T, text string) {
		for _, u := range splitUnits(text) {
			hasCode := false
			for _, t := range u.toks {
				hasCode = hasCode || t.kind == tokCode
			}
			if want := strings.ContainsFunc(u.masked, isCodePlaceholder); hasCode != want {
				t.Fatalf("%q: a code token: %v, a code placeholder: %v", u.masked, hasCode, want)
			}
			in := codeSpans(u)
			for i := -1; i <= len(u.codes)+1 && i <= maxSpanIdx+1; i++ {
				// Past maxSpanIdx, codeRune0+i is a quoted string's
				// placeholder, no code span's.
				want := i >= 0 && i <= maxSpanIdx && strings.ContainsRune(u.masked, codeRune0+rune(i))
				if got := in.has(i); got != want {
					t.Fatalf("%q: codeSpans has %d = %v, want %v", u.masked, i, got, want)
				}
			}
		}
	})
}
