// Package redact removes secrets from text before proofgate stores it.
//
// It errs toward removing too much: a ledger entry that reads
// "API_KEY=[REDACTED]" costs nothing, a stored key costs a rotation. Git
// hashes and UUIDs stay readable, since status and replay need them.
package redact

import (
	"strings"
	"sync"

	"github.com/proofgate/proofgate/internal/rx"
)

// Mask replaces what is removed.
const Mask = "[REDACTED]"

// String returns s with every recognised secret replaced by Mask.
func String(s string) string {
	for _, r := range rules() {
		if r.hint != "" && !strings.Contains(strings.ToLower(s), r.hint) {
			continue
		}
		s = r.re.ReplaceAllString(s, r.repl)
	}
	return s
}

type rule struct {
	re   *rx.Regexp
	repl string
	hint string // a lower-case substring every match contains; skips the regexp when absent
}

// rules are built on first use: most hook calls store no command. Their
// patterns come compiled from regexps_gen.go (see package rx).
//
//go:generate go test -run TestRegexpTable -update
var rules = sync.OnceValue(func() []rule {
	r := func(hint, pattern, repl string) rule {
		return rule{re: regexps.MustCompile(pattern), repl: repl, hint: hint}
	}
	return []rule{
		// Whole private keys, terminated or cut off.
		r("private key", `-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?s:.*?)(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\z)`, Mask),
		// user:password@ in any URL.
		r("@", `([a-zA-Z][a-zA-Z0-9+.-]*://[^\s:/@'"]*):[^\s@/'"]+@`, "$1:"+Mask+"@"),
		// Authorization headers keep their scheme.
		r("authorization", `(?i)((?:proxy-)?authorization\s*[:=]\s*(?:(?:bearer|basic|token|digest|apikey)\s+)?)[^\s'",;]+`, "${1}"+Mask),
		// NAME=value and NAME: value where the name says secret.
		r("", `(?i)\b([A-Z0-9_.-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?|_PASS|_PWD|AUTH_[A-Z]+)[A-Z0-9_]*["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s'";&|]+)`, "${1}"+Mask),
		// --password value, --token=value, -p'secret'.
		r("-", `(?i)(--?(?:password|passwd|pass|token|secret|api-key|apikey|auth-token|access-token|client-secret)(?:=|\s+))("[^"]*"|'[^']*'|[^\s'"]+)`, "${1}"+Mask),
		r("-p", `(\bmysql(?:dump|admin)?\b[^|;&\n]*?\s-p)([^\s'"]+)`, "${1}"+Mask),
		// Passwords given as the value of -p or -a to tools that log in.
		r("-p", `(\b(?:sshpass|login)\b[^|;&\n]*?\s-p\s*)([^\s'"-][^\s'"]*)`, "${1}"+Mask),
		r("-a", `(\bredis-cli\b[^|;&\n]*?\s-a\s*)([^\s'"-][^\s'"]*)`, "${1}"+Mask),
		// curl -u user:password keeps the user.
		r("-u", `(\s(?:-u|--user)[= ]\s*[^\s:'"]+:)([^\s'"]+)`, "${1}"+Mask),
		// Tokens recognisable by shape.
		r("", `\b(?:sk-(?:ant-|proj-|live-)?[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}|AIza[0-9A-Za-z_-]{35}|ya29\.[0-9A-Za-z_-]{20,}|npm_[A-Za-z0-9]{36}|(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}|hf_[A-Za-z0-9]{30,}|AGE-SECRET-KEY-1[0-9A-Z]{50,}|dop_v1_[a-f0-9]{64}|shpat_[a-fA-F0-9]{32}|pypi-[A-Za-z0-9_-]{50,})`, Mask),
		// Bot tokens of Telegram and Discord, and Twilio API keys.
		r("", `\d{8,10}:[A-Za-z0-9_-]{35}\b|\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}|\bSK[0-9a-fA-F]{32}\b`, Mask),
		// JSON Web Tokens.
		r("eyj", `\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`, Mask),
		// Webhook URLs are credentials in themselves.
		r("hooks", `https://(?:hooks\.slack\.com/services|discord(?:app)?\.com/api/webhooks)/[A-Za-z0-9/_-]+`, Mask),
	}
})
