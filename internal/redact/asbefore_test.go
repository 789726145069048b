package redact

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// The may functions read another way: mayAssign with a pattern for the
// name, mayTokenShape a byte at a time as it was before it read runs of
// token characters. mayAssign must answer as its reading does, and
// mayTokenShape may only say no more often (it also wants a run as long
// as the shortest token), beside holding to their patterns
// (TestMayHoldsToPattern).

// nameBefore is the name mayAssign reads before a colon or an equals
// sign: name characters, then a quote and blanks.
var nameBefore = regexp.MustCompile(`([A-Za-z0-9_.\-\x{212A}\x{017F}]*)["']?[ \t\n\f\r]*$`)

// lastName returns the name nameBefore finds at the end of s, reading
// windows of s's end that double until the name starts a rune's length
// or more inside one, or the window is all of s.
func lastName(s string) string {
	for w := 64; ; w *= 2 {
		lo := max(0, len(s)-w)
		m := nameBefore.FindStringSubmatchIndex(s[lo:])
		if m[2] > utf8.UTFMax || lo == 0 {
			return s[lo+m[2] : lo+m[3]]
		}
	}
}

// mayAssignByPattern is mayAssign read another way: each name found with
// nameBefore, folded as (?i) folds it, searched for the key words.
func mayAssignByPattern(s string) bool {
	fold := strings.NewReplacer("\u212a", "k", "\u017f", "s")
	for i := 0; i < len(s); i++ {
		if s[i] != ':' && s[i] != '=' {
			continue
		}
		name := strings.ToLower(fold.Replace(lastName(s[:i])))
		for _, w := range []string{"key", "token", "secret", "passw", "passphrase", "credential", "_pass", "_pwd", "auth_"} {
			if strings.Contains(name, w) {
				return true
			}
		}
	}
	return false
}

func mayTokenShapeByByte(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if i > 0 && isWordRanges(s[i-1]) {
			continue // inside a word, where most bytes are
		}
		c, c2 := s[i], s[i+1]
		if !tokenLead(c, c2) {
			continue
		}
		for _, p := range tokenPrefixes {
			if p[0] == c && p[1] == c2 && strings.HasPrefix(s[i:], p) {
				return true
			}
		}
	}
	return false
}

func isWordRanges(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func checkMayAsBefore(t *testing.T, s string) {
	t.Helper()
	for _, c := range []struct {
		name      string
		got, want func(string) bool
	}{
		{"mayAssign", mayAssign, mayAssignByPattern},
	} {
		if got, want := c.got(s), c.want(s); got != want {
			t.Fatalf("%s(%q) = %v, byte by byte %v", c.name, s, got, want)
		}
	}
	if mayTokenShape(s) && !mayTokenShapeByByte(s) {
		t.Fatalf("mayTokenShape(%q) is true where no prefix starts a word", s)
	}
	// Where a prefix starts a word in a long enough run, the scan finds it.
	if want := mayTokenShapeByByte(s) && hasLongTokenRun(s); mayTokenShape(s) != want {
		t.Fatalf("mayTokenShape(%q) = %v, want %v", s, !want, want)
	}
}

// hasLongTokenRun reports, a byte at a time, whether a token prefix
// starts a word in a run of at least minToken token characters.
func hasLongTokenRun(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if i > 0 && isWordRanges(s[i-1]) {
			continue
		}
		lo, hi := i, i
		for lo > 0 && isTokenByte(s[lo-1]) {
			lo--
		}
		for hi < len(s) && isTokenByte(s[hi]) {
			hi++
		}
		if hi-lo < minToken {
			continue
		}
		for _, p := range tokenPrefixes {
			if strings.HasPrefix(s[i:hi], p) {
				return true
			}
		}
	}
	return false
}

// TestMinToken holds minToken to the token-shape rule's shortest match.
func TestMinToken(t *testing.T) {
	found := 0
	for _, r := range rules.Get() {
		if r.may == nil || !r.re().MatchString(" xoxb-0123456789 ") {
			continue
		}
		found++
		if got := r.re().MinLen(); got != minToken {
			t.Errorf("the token-shape rule's shortest match is %d bytes, minToken is %d", got, minToken)
		}
	}
	if found != 1 {
		t.Fatalf("%d rules match the shortest token, want the token-shape rule alone", found)
	}
}

// TestMayAsBefore holds the may functions to their byte-by-byte readings
// on the shapes they look for, cut and joined at random.
func TestMayAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	texts := append([]string{}, mayTexts...)
	for range 3000 {
		a, b := mayTexts[rng.IntN(len(mayTexts))], mayTexts[rng.IntN(len(mayTexts))]
		i, j := rng.IntN(len(a)+1), rng.IntN(len(b)+1)
		texts = append(texts, a[i:]+b[:j], a[:i]+"="+b[j:], a[:i]+": "+b[j:], strings.ToUpper(a[:i])+"."+strings.ToLower(b[j:]))
	}
	for _, s := range texts {
		checkMayAsBefore(t, s)
	}
}

func FuzzMayAsBefore(f *testing.F) {
	for _, s := range mayTexts[:len(mayTexts)-3] {
		f.Add(s)
	}
	f.Fuzz(checkMayAsBefore)
}
