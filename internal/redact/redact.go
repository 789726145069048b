// Package redact removes secrets from text before proofgate stores it.
//
// It errs toward removing too much: a ledger entry that reads
// "API_KEY=[REDACTED]" costs nothing, a stored key costs a rotation. Git
// hashes and UUIDs stay readable, since status and replay need them.
package redact

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ascii"
	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/rx"
	"github.com/proofgate/proofgate/internal/seek"
)

// Mask replaces what is removed.
const Mask = "[REDACTED]"

// String returns s with every recognised secret replaced by Mask.
func String(s string) string {
	low, lowered := "", false // s's ASCII in lower case, lowered once per change
	for _, r := range rules.Get() {
		if r.hint != "" {
			if !lowered {
				low, lowered = lowerASCII(s), true
			}
			if !strings.Contains(low, r.hint) {
				continue
			}
		}
		if r.may != nil && !r.may(s) {
			continue
		}
		if out := r.re().ReplaceAllString(s, r.repl); out != s {
			s, lowered = out, false
		}
	}
	return s
}

// lowerASCII returns s with its ASCII letters in lower case, the rest as
// it is. It serves the hints, which are ASCII: a rune outside ASCII that
// lowers to an ASCII letter (the Kelvin sign) makes no pattern match
// where the letter itself would not (TestHintsAreASCII), so no rule is
// skipped that strings.ToLower would have run, and the text is not
// decoded rune by rune.
func lowerASCII(s string) string { return ascii.Lower(s) }

type rule struct {
	re   func() *rx.Regexp // the pattern, from regexps_gen.go when a text first reaches it
	repl string
	hint string // a lower-case ASCII substring every match contains; skips the regexp when absent
	// may, when set, is false for a text in which the pattern cannot
	// match: a scan for what every match must hold, for the rules with no
	// hint, which would otherwise run over every byte of a long prompt
	// (6 ms for 10 KB). TestMayHoldsToPattern holds each to its pattern.
	may func(s string) bool
}

// rules are built on first use: most hook calls store no command. Their
// patterns come compiled from regexps_gen.go (see package rx).
//
//go:generate go test -run TestRegexpTable -update
var rules = once.Value[[]rule]{Build: func() []rule {
	r := func(hint, pattern, repl string) rule {
		return rule{re: sync.OnceValue(func() *rx.Regexp { return regexps.MustCompile(pattern) }), repl: repl, hint: hint}
	}
	with := func(may func(string) bool, hint, pattern, repl string) rule {
		rl := r(hint, pattern, repl)
		rl.may = may
		return rl
	}
	return []rule{
		// Whole private keys, terminated or cut off.
		r("private key", `-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?s:.*?)(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\z)`, Mask),
		// user:password@ in any URL.
		r("@", `([a-zA-Z][a-zA-Z0-9+.-]*://[^\s:/@'"]*):[^\s@/'"]+@`, "$1:"+Mask+"@"),
		// Authorization headers keep their scheme.
		r("authorization", `(?i)((?:proxy-)?authorization\s*[:=]\s*(?:(?:bearer|basic|token|digest|apikey)\s+)?)[^\s'",;]+`, "${1}"+Mask),
		// NAME=value and NAME: value where the name says secret. A value
		// is a shell word: quoted and bare parts run together, so that
		// KEY='a'b is masked whole and masking twice changes nothing.
		with(mayAssign, "", `(?i)\b([A-Z0-9_.-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?|_PASS|_PWD|AUTH_[A-Z]+)[A-Z0-9_]*["']?\s*[:=]\s*)((?:"[^"]*"|'[^']*'|[^\s'";&|]+)+)`, "${1}"+Mask),
		// --password value, --token=value, -p'secret', as a shell word.
		with(mayFlag, "-", `(?i)(--?(?:password|passwd|pass|token|secret|api-key|apikey|auth-token|access-token|client-secret)(?:=|\s+))((?:"[^"]*"|'[^']*'|[^\s'"]+)+)`, "${1}"+Mask),
		r("-p", `(\bmysql(?:dump|admin)?\b[^|;&\n]*?\s-p)([^\s'"]+)`, "${1}"+Mask),
		// Passwords given as the value of -p or -a to tools that log in.
		r("-p", `(\b(?:sshpass|login)\b[^|;&\n]*?\s-p\s*)([^\s'"-][^\s'"]*)`, "${1}"+Mask),
		r("-a", `(\bredis-cli\b[^|;&\n]*?\s-a\s*)([^\s'"-][^\s'"]*)`, "${1}"+Mask),
		// curl -u user:password keeps the user.
		with(mayUser, "-u", `(\s(?:-u|--user)[= ]\s*[^\s:'"]+:)([^\s'"]+)`, "${1}"+Mask),
		// Tokens recognisable by shape.
		with(mayTokenShape, "", `\b(?:sk-(?:ant-|proj-|live-)?[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}|AIza[0-9A-Za-z_-]{35}|ya29\.[0-9A-Za-z_-]{20,}|npm_[A-Za-z0-9]{36}|(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}|hf_[A-Za-z0-9]{30,}|AGE-SECRET-KEY-1[0-9A-Z]{50,}|dop_v1_[a-f0-9]{64}|shpat_[a-fA-F0-9]{32}|pypi-[A-Za-z0-9_-]{50,})`, Mask),
		// Bot tokens of Telegram and Discord, and Twilio API keys.
		with(mayBotToken, "", `\d{8,10}:[A-Za-z0-9_-]{35}\b|\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}|\bSK[0-9a-fA-F]{32}\b`, Mask),
		// JSON Web Tokens.
		r("eyj", `\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`, Mask),
		// Webhook URLs are credentials in themselves.
		r("hooks", `https://(?:hooks\.slack\.com/services|discord(?:app)?\.com/api/webhooks)/[A-Za-z0-9/_-]+`, Mask),
	}
}}

// mayAssign is false when no NAME=value or NAME: value can name a secret:
// every match has [:=] after optional blanks and a quote, and before them
// a run of name characters holding one of the key words. Under (?i), [A-Z]
// also matches the Kelvin sign (K) and the long s (ſ), so they count as
// name characters and fold to k and s. The colons and equals signs are
// found by package seek (a plan of 10 KB has a few hundred), and each
// name is built in a buffer on the stack and looked at as one string.
func mayAssign(s string) bool {
	at := seek.TwoOf(s, ':', '=')
	for i := at.Next(0); i >= 0; i = at.Next(i + 1) {
		if secretName(s, i) {
			return true
		}
	}
	return false
}

// secretWords are the words mayAssign looks for in a name, lower case.
var secretWords = [...]string{"key", "token", "secret", "passw", "passphrase", "credential", "_pass", "_pwd", "auth_"}

// secretName reports whether the name before s[i], a colon or an equals
// sign, past blanks and a quote, holds one of secretWords.
func secretName(s string, i int) bool {
	j := i
	for j > 0 && strings.IndexByte(" \t\n\f\r", s[j-1]) >= 0 {
		j--
	}
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
	}
	var buf [64]byte
	name := buf[:0]
	for j > 0 {
		c := s[j-1]
		if c < utf8.RuneSelf {
			if !(ascii.IsWord(c) || c == '.' || c == '-') {
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
			return containsSecretWord(name)
		}
		j -= size
	}
	return containsSecretWord(name)
}

// containsSecretWord reports whether name, read backwards, holds one of
// secretWords.
func containsSecretWord(name []byte) bool {
	if len(name) == 0 {
		return false
	}
	slices.Reverse(name)
	n := string(name)
	for _, w := range secretWords {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// mayFlag is false when no dash is followed by an option name that names
// a secret: every match holds a dash and then one of flagWords in any
// case, where under (?i) k and s also match the Kelvin sign and the long
// s (the dash before it, when there are two). A pasted plan's lists and
// hyphenated words give most prompts a dash, and the pattern, with no
// literal its matches start with, ran over the whole text.
func mayFlag(s string) bool {
	for i := strings.IndexByte(s, '-'); i >= 0; {
		for _, w := range flagWords {
			if startsFolded(s[i+1:], w) {
				return true
			}
		}
		n := strings.IndexByte(s[i+1:], '-')
		if n < 0 {
			break
		}
		i += 1 + n
	}
	return false
}

// flagWords start the option names the rule masks: password, passwd and
// pass; api-key and apikey; and the rest whole.
var flagWords = [...]string{"pass", "token", "secret", "api", "auth-token", "access-token", "client-secret"}

// startsFolded reports whether s starts with w, a word of lower-case ASCII
// letters and dashes, as (?i) compares them: a letter in either case, k
// also as the Kelvin sign and s as the long s.
func startsFolded(s, w string) bool {
	i := 0
	for k := 0; k < len(w); k++ {
		c := w[k]
		switch {
		case i < len(s) && (s[i] == c || s[i] == c-('a'-'A') && c >= 'a' && c <= 'z'):
			i++
		case c == 'k' && strings.HasPrefix(s[i:], "\u212a"):
			i += len("\u212a")
		case c == 's' && strings.HasPrefix(s[i:], "\u017f"):
			i += len("\u017f")
		default:
			return false
		}
	}
	return true
}

// tokenPrefixes are the literals one of which starts every match of the
// token-shape rule, right after a \b: the character before is no word
// character.
var tokenPrefixes = []string{"sk-", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-",
	"xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxs-", "xoxr-",
	"AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA", "AIza", "ya29.", "npm_",
	"sk_live_", "sk_test_", "rk_live_", "rk_test_", "SG.", "hf_", "AGE-SECRET-KEY-1", "dop_v1_", "shpat_", "pypi-"}

// mayTokenShape is false when no token prefix starts a word inside a run
// of token characters as long as the shortest token. Every token the rule
// matches is at least minToken token characters ([A-Za-z0-9_.-]), so a
// run that long holds a byte of any minToken in a row: the scan reads
// every minToken-th byte, reads a run whole only where one lands in it
// and goes on from its end, and looks for the prefixes only in runs long
// enough, where a word starts with the first two bytes of one. A prompt's
// words are shorter: a scan of every word start (22 instructions a byte)
// found the prefixes' first bytes at most of them, and a search per
// prefix read a 10 KB prompt 35 times.
func mayTokenShape(s string) bool {
	for p := 0; p < len(s); p += minToken {
		if !isTokenByte(s[p]) {
			continue
		}
		lo, hi := p, p+1
		for lo > 0 && isTokenByte(s[lo-1]) {
			lo--
		}
		for hi < len(s) && isTokenByte(s[hi]) {
			hi++
		}
		if hi-lo >= minToken && tokenStartsIn(s, lo, hi) {
			return true
		}
		p = hi // the next run starts past hi, and a probe every minToken from here lands in it
	}
	return false
}

// minToken is the length of the shortest token the token-shape rule
// matches: "xoxb-" and ten more (TestMinToken).
const minToken = 15

// isTokenByte reports a character of the tokens the token-shape rule
// matches: a word character, a dot or a dash.
func isTokenByte(c byte) bool { return ascii.IsWord(c) || c == '.' || c == '-' }

// tokenStartsIn reports whether a token prefix starts a word in s[lo:hi],
// a run of token characters.
func tokenStartsIn(s string, lo, hi int) bool {
	for i := lo; i+1 < hi; i++ {
		c, c2 := s[i], s[i+1]
		if i > lo && ascii.IsWord(s[i-1]) || !tokenLead(c, c2) {
			continue
		}
		for _, p := range tokenPrefixes {
			if p[0] == c && p[1] == c2 && strings.HasPrefix(s[i:hi], p) {
				return true
			}
		}
	}
	return false
}

// tokenLead reports the first two bytes of a token prefix
// (TestTokenLeadStartsEveryPrefix).
func tokenLead(c, c2 byte) bool {
	switch uint16(c)<<8 | uint16(c2) {
	case 'A'<<8 | 'G', 'A'<<8 | 'I', 'A'<<8 | 'K', 'A'<<8 | 'N', 'A'<<8 | 'R', 'A'<<8 | 'S', 'S'<<8 | 'G',
		'd'<<8 | 'o', 'g'<<8 | 'h', 'g'<<8 | 'i', 'g'<<8 | 'l', 'h'<<8 | 'f', 'n'<<8 | 'p', 'p'<<8 | 'y',
		'r'<<8 | 'k', 's'<<8 | 'h', 's'<<8 | 'k', 'x'<<8 | 'o', 'y'<<8 | 'a':
		return true
	}
	return false
}

// mayBotToken is false when none of the bot-token shapes can start: eight
// digits and a colon; a dot with at least 24 token characters before it,
// then six and another dot and at least 27 more; or SK.
func mayBotToken(s string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], "SK")
		if i < 0 {
			break
		}
		i += from
		if (i == 0 || !ascii.IsWord(s[i-1])) && hexRun(s[i+2:]) >= 32 {
			return true // "TASK" or "RISK" in a plan is no key
		}
		from = i + 1
	}
	token := func(c byte) bool { return ascii.IsWord(c) || c == '-' }
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
	at := seek.TwoOf(s, ':', '.')
	for i := at.Next(0); i >= 0; i = at.Next(i + 1) {
		if s[i] == ':' {
			n := 0
			for j := i - 1; j >= 0 && s[j] >= '0' && s[j] <= '9'; j-- {
				n++
			}
			if n >= 8 {
				return true
			}
		} else if i+7 < len(s) && s[i+7] == '.' && run(i+1, i+7) && run(i-24, i) && run(i+8, i+35) {
			return true
		}
	}
	return false
}

// hexRun returns how many hexadecimal digits s starts with.
func hexRun(s string) int {
	n := 0
	for n < len(s) && (s[n] >= '0' && s[n] <= '9' || s[n] >= 'a' && s[n] <= 'f' || s[n] >= 'A' && s[n] <= 'F') {
		n++
	}
	return n
}

// mayUser is false when no -u or --user flag, after a blank and before a
// blank or =, can start a user:password: "-u" in "re-use" or a plan's
// "pre-upgrade" ran the pattern over the whole text (1 ms for 10 KB).
func mayUser(s string) bool {
	for _, flag := range []string{"-u", "--user"} {
		for from := 0; ; {
			i := strings.Index(s[from:], flag)
			if i < 0 {
				break
			}
			i += from
			if end := i + len(flag); i > 0 && isSpaceRE(s[i-1]) && end < len(s) && (s[end] == '=' || s[end] == ' ') {
				return true
			}
			from = i + 1
		}
	}
	return false
}

// isSpaceRE reports a byte of \s: [\t\n\f\r ].
func isSpaceRE(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}
