package redact

import (
	"math/rand/v2"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// The may functions as they were before they found their bytes with
// strings.IndexByte and read runs of token characters: each byte tested in
// turn. mayAssign and mayBotToken must answer as these did, and
// mayTokenShape may only say no more often (it also wants a run as long
// as the shortest token), beside holding to their patterns
// (TestMayHoldsToPattern).

func mayAssignByByte(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ':' && s[i] != '=' {
			continue
		}
		j := i
		for j > 0 && strings.IndexByte(" \t\n\f\r", s[j-1]) >= 0 {
			j--
		}
		if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
			j--
		}
		var name []byte
		for j > 0 {
			c := s[j-1]
			if c < utf8.RuneSelf {
				if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-') {
					break
				}
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				name = append(name, c)
				j--
				continue
			}
			r, size := utf8.DecodeLastRuneInString(s[:j])
			switch r {
			case '\u212a':
				name = append(name, 'k')
			case '\u017f':
				name = append(name, 's')
			default:
				size = 0
			}
			if size == 0 {
				break
			}
			j -= size
		}
		if len(name) == 0 {
			continue
		}
		slices.Reverse(name)
		for _, w := range []string{"key", "token", "secret", "passw", "passphrase", "credential", "_pass", "_pwd", "auth_"} {
			if strings.Contains(string(name), w) {
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

func mayBotTokenByByte(s string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], "SK")
		if i < 0 {
			break
		}
		i += from
		if (i == 0 || !isWordRanges(s[i-1])) && hexRun(s[i+2:]) >= 32 {
			return true // "TASK" or "RISK" in a plan is no key
		}
		from = i + 1
	}
	token := func(c byte) bool { return isWordRanges(c) || c == '-' }
	run := func(from, to int) bool { // s[from:to] is all token characters
		if from < 0 || to > len(s) {
			return false
		}
		for _, c := range []byte(s[from:to]) {
			if !token(c) {
				return false
			}
		}
		return true
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ':':
			n := 0
			for j := i - 1; j >= 0 && s[j] >= '0' && s[j] <= '9'; j-- {
				n++
			}
			if n >= 8 {
				return true
			}
		case '.':
			if i+7 < len(s) && s[i+7] == '.' && run(i+1, i+7) && run(i-24, i) && run(i+8, i+35) {
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
		{"mayAssign", mayAssign, mayAssignByByte},
		{"mayBotToken", mayBotToken, mayBotTokenByByte},
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

// TestMinToken holds minToken to the token-shape rule: its shortest match,
// worked out from the pattern's syntax, is minToken bytes of token
// characters.
func TestMinToken(t *testing.T) {
	found := 0
	for _, r := range rules.Get() {
		if r.re().String() == "" || !r.re().MatchString(" xoxb-0123456789 ") {
			continue
		}
		found++
		re, err := syntax.Parse(r.re().String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if got := minLen(re.Simplify()); got != minToken {
			t.Errorf("the token-shape rule's shortest match is %d bytes, minToken is %d", got, minToken)
		}
	}
	if found != 1 {
		t.Fatalf("%d rules match the shortest token, want the token-shape rule alone", found)
	}
}

// minLen returns the length in bytes of the shortest text re matches, for
// the operators the redaction patterns use.
func minLen(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return len(string(re.Rune))
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture, syntax.OpPlus:
		return minLen(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min * minLen(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, sub := range re.Sub {
			n += minLen(sub)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, sub := range re.Sub {
			if m := minLen(sub); n < 0 || m < n {
				n = m
			}
		}
		return n
	default: // empty matches, assertions, stars and quests
		return 0
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

func TestIsWord(t *testing.T) {
	for c := range 256 {
		if got, want := isWord(byte(c)), isWordRanges(byte(c)); got != want {
			t.Errorf("isWord(%#x) = %v, want %v", c, got, want)
		}
	}
}

// FuzzSeek holds byteSeek to a loop over every byte.
func FuzzSeek(f *testing.F) {
	f.Add("a:b=c::==", byte(':'), byte('='))
	f.Add("no such bytes", byte(':'), byte(':'))
	f.Fuzz(func(t *testing.T, s string, a, b byte) {
		var got, want []int
		at := seek(s, a, b)
		for i := at.next(); i >= 0; i = at.next() {
			got = append(got, i)
		}
		for i := range len(s) {
			if s[i] == a || s[i] == b {
				want = append(want, i)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("seek(%q, %q, %q) walks %v, want %v", s, a, b, got, want)
		}
	})
}
