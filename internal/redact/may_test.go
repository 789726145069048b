package redact

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// mayTexts hold every shape the rules with a may function look for, in
// upper, lower and folded case (the Kelvin sign and the long s match K and
// S under (?i)), with and without what each scan requires.
var mayTexts = []string{
	"", "API_KEY=abc123def456", "api_key = 'x'", "my.service-token: abc", "x_Secret\t=\n\"v\"", "DB_PASSWORD='hunter2'",
	"passwd:x", "GPG_PASSPHRASE=x", "aws_credentials = y", "CREDENTIAL: z", "MY_PASS=1", "db_pwd=2", "AUTH_HEADER=3",
	"\u212aEY=abc", "pa\u017f\u017fword: x", "tO\u212aen=1", "key words: none", "a key with no value", "KEY", "=", ": ",
	"ghp_live0123456789abcdefghijABCDEFGHIJ", "task-sk-abcdefghijklmnopqrstuv", "(sk-abcdefghijklmnopqrstuv)", "xAKIAIOSFODNN7EXAMPLE",
	"aws AKIAIOSFODNN7EXAMPLE", "AIzaSyA1234567890abcdefghijklmnopqrstuv", "ya29.abcdefghijklmnopqrstuvwxyz", "SG.abcdefghijklmnop.qrstuvwxyzabcdefgh",
	"npm_abcdefghijklmnopqrstuvwxyz0123456789", "AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ",
	"dop_v1_" + strings.Repeat("a1", 32), "shpat_" + strings.Repeat("aF", 16), "pypi-" + strings.Repeat("x", 50), "hf_" + strings.Repeat("Q", 30),
	"123456789:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "12345678:" + strings.Repeat("a", 35), "1234567:" + strings.Repeat("a", 35),
	"MTAxNjQ3ODQ1NzA5NzMyNzY0Mg.GhAbCd.abcdefghijklmnopqrstuvwxyz0123", "NAAAAAAAAAAAAAAAAAAAAAAAA.bbbbbb.ccccccccccccccccccccccccccc",
	"SK" + strings.Repeat("0a", 16), "xSK" + strings.Repeat("0a", 16), "sk_live_abcdefghijklmnop1234", "rk_test_abcdefghijklmnop1234",
	"xoxb-1234567890-abcdefghij", "glpat-abcdefghij0123456789", "github_pat_11ABCDEFG0123456789_abcdefghijklmnop",
	"curl -u admin:hunter2 https://x", "curl\t--user=bob:pw x", "curl\n-u=a:b", "-u admin:pw", "x -uadmin:pw", "re-use -u", "pre-upgrade --user",
	"TASK" + strings.Repeat("0a", 16), "SK" + strings.Repeat("0a", 15), " SK" + strings.Repeat("F", 32) + "x",
	"--password=hunter2", "-PASSWD x", "--pass 'a b'", "--to\u212aen=t", "--\u017fecret s", "-Api-Key=k", "--apikey v",
	"--auth-token\tx", "--ACCESS-TOKEN=y", "--client-secret z", "--pass-through", "- pass", "re-token", "x--secret=1",
	bench.ProsePrompt, bench.LongPrompt, bench.FinalMessage,
}

// TestMayHoldsToPattern checks that a rule's may function is never false
// where its pattern matches: it may only skip texts with no match. The
// texts are the shapes above, cut and joined at random.
func TestMayHoldsToPattern(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	texts := append([]string{}, mayTexts...)
	for range 3000 {
		a, b := mayTexts[rng.IntN(len(mayTexts))], mayTexts[rng.IntN(len(mayTexts))]
		i, j := rng.IntN(len(a)+1), rng.IntN(len(b)+1)
		texts = append(texts, a[i:]+b[:j], a[:i]+" "+b[j:], strings.ToUpper(a[:i])+strings.ToLower(b[j:]))
	}
	checked := 0
	for _, r := range rules.Get() {
		if r.may == nil {
			continue
		}
		checked++
		for _, s := range texts {
			if r.re().MatchString(s) && !r.may(s) {
				t.Errorf("%s matches %q, but may says it cannot", r.re(), s)
			}
		}
	}
	if checked != 5 {
		t.Errorf("%d rules have a may function, want 5", checked)
	}
}

// FuzzMay is TestMayHoldsToPattern on arbitrary text.
func FuzzMay(f *testing.F) {
	for _, s := range mayTexts[:len(mayTexts)-3] {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range rules.Get() {
			if r.may != nil && r.re().MatchString(s) && !r.may(s) {
				t.Fatalf("%s matches %q, but may says it cannot", r.re(), s)
			}
		}
	})
}

// TestTokenLeadStartsEveryPrefix holds mayTokenShape's first test to the
// prefixes: a prefix whose first two bytes it does not name would go
// unread.
func TestTokenLeadStartsEveryPrefix(t *testing.T) {
	for _, p := range tokenPrefixes {
		if !tokenLead(p[0], p[1]) {
			t.Errorf("tokenLead(%q, %q) is false: the prefix %q is never looked for", p[0], p[1], p)
		}
	}
}
