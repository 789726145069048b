package redact

import (
	"strings"
	"testing"
)

func TestStringRemovesSecrets(t *testing.T) {
	secrets := []struct{ in, secret string }{
		{"API_KEY=abc123def456 go test", "abc123def456"},
		{`export GITHUB_TOKEN="ghp_live0123456789abcdefghijABCDEFGHIJ"`, "ghp_live0123456789"},
		{"DB_PASSWORD='hunter2hunter2' ./migrate", "hunter2hunter2"},
		{"client_secret: s3cr3tvalue", "s3cr3tvalue"},
		{`curl -H "Authorization: Bearer abc.def.ghi" https://api`, "abc.def.ghi"},
		{"curl -H 'authorization: token 0123456789abcdef' x", "0123456789abcdef"},
		{"OPENAI=sk-proj-AbCdEfGhIjKlMnOpQrStUv run", "sk-proj-AbCdEf"},
		{"key sk-ant-api03-abcdefghijklmnopqrstuv", "sk-ant-api03-abcdefghij"},
		{"token github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "github_pat_11ABCDEFG"},
		{"glpat-abcdefghij0123456789", "glpat-abcdefghij0123456789"},
		{"SLACK xoxb-1234567890-abcdefghij", "xoxb-1234567890"},
		{"aws AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"},
		{"aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI"},
		{"git clone https://user:pa55word@github.com/x/y", "pa55word"},
		{"psql postgres://app:s3cret@db.internal:5432/app", "s3cret"},
		{"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----", "b3BlbnNzaC1rZXktdjEAAAAA"},
		{"-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA (cut", "MIIEowIBAAKCAQEA"},
		{"jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "dozjgNryP4J3jVmNHl0w5N"},
		{"mysql -u root -pS3cretPass db", "S3cretPass"},
		{"./deploy --token abcdef123456", "abcdef123456"},
		{"./deploy --password=abcdef123456", "abcdef123456"},
		{"AIzaSyA1234567890abcdefghijklmnopqrstuv google", "AIzaSyA1234567890"},
		{"stripe sk_live_abcdefghijklmnop1234", "sk_live_abcdefghijklmnop1234"},
		{"curl https://hooks.slack.com/services/T000/B000/XXXXabcd", "XXXXabcd"},
		// A value is a shell word: its quoted and bare parts run together.
		{"API_KEY='abc'def123456 go test", "def123456"},
		{`DB_PASSWORD="hunter"2hunter2 ./migrate`, "2hunter2"},
		{"./deploy --token 'abc'def123456", "def123456"},
	}
	for _, tt := range secrets {
		got := String(tt.in)
		if strings.Contains(got, tt.secret) {
			t.Errorf("String(%q) = %q: still holds %q", tt.in, got, tt.secret)
		}
		if !strings.Contains(got, Mask) {
			t.Errorf("String(%q) = %q: no mask", tt.in, got)
		}
	}
}

func TestStringKeepsLookAlikes(t *testing.T) {
	keep := []string{
		"git checkout 3f786850e387550fdab836ed7e6dc881de23001b",
		"curl http://localhost:8080/items/6ba7b810-9dad-11d1-80b4-00c04fd430c8",
		"go test ./internal/ledger -run TestKeyDerivation",
		"npm run build && echo ok",
		"cat .env.example",
		"grep -rn token src/",
		"PWD=/home/dev make test",
		"ssh git@github.com",
	}
	for _, s := range keep {
		if got := String(s); got != s {
			t.Errorf("String(%q) = %q: changed text that holds no secret", s, got)
		}
	}
}

func FuzzString(f *testing.F) {
	f.Add("API_KEY=abc go test")
	f.Add("https://u:p@h/x")
	f.Add("-----BEGIN PRIVATE KEY-----\nabc")
	f.Fuzz(func(t *testing.T, s string) {
		once := String(s)
		if String(once) != once {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, once, String(once))
		}
	})
}

func BenchmarkString(b *testing.B) {
	s := "cd api && DATABASE_URL=postgres://app:secret@localhost/app API_TOKEN=abc123 go test ./... 2>&1 | tail -40"
	for b.Loop() {
		String(s)
	}
}

func TestStringLoginPasswords(t *testing.T) {
	tests := []struct{ in, secret, kept string }{
		{"curl -u admin:S3cretCurlU1 http://x", "S3cretCurlU1", "admin:"},
		{"curl --user admin:S3cretCurlU2 http://x", "S3cretCurlU2", "admin:"},
		{"redis-cli -a S3cretRedisA ping", "S3cretRedisA", "redis-cli -a"},
		{"docker login -u ci -p S3cretDocker1 registry.example.com", "S3cretDocker1", "-u ci"},
		{"sshpass -p S3cretSshpass ssh ci@host true", "S3cretSshpass", "ssh ci@host"},
		{"curl https://api.telegram.org/bot123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ra/getMe", "AAEhBOweik6ad9r", "getMe"},
		{"node bot.js MTA1MjM0NTY3ODkwMTIzNDU2Nw.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456", "GaBcDe", "bot.js"},
		{"go test -args SK0123456789abcdef0123456789abcdef", "SK0123456789abcdef", "-args"},
	}
	for _, tt := range tests {
		got := String(tt.in)
		if strings.Contains(got, tt.secret) || !strings.Contains(got, tt.kept) {
			t.Errorf("String(%q) = %q", tt.in, got)
		}
	}
}

// TestHintsAreASCII holds the hints to what lowerASCII serves: each is
// ASCII in lower case, and a rule that ignores case has no k or s in its
// hint, the letters that also fold with a rune outside ASCII (the Kelvin
// sign, the long s): a match spelt with one would lack the hint.
func TestHintsAreASCII(t *testing.T) {
	for _, r := range rules.Get() {
		for i := 0; i < len(r.hint); i++ {
			if c := r.hint[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
				t.Errorf("hint %q of %s: byte %q is not ASCII in lower case", r.hint, r.re(), c)
			}
		}
		if strings.HasPrefix(r.re().String(), "(?i)") && strings.ContainsAny(r.hint, "ks") {
			t.Errorf("hint %q of %s ignores case and holds k or s", r.hint, r.re())
		}
	}
}

// FuzzStringLowersHintsAsBefore holds String, which lowers only ASCII to
// look for the hints, to the same rules run after strings.ToLower.
func FuzzStringLowersHintsAsBefore(f *testing.F) {
	for _, s := range mayTexts {
		f.Add(s)
	}
	f.Add("Authorization: Bearer abc \u212a https://hoo\u212as.slack.com/services/x -----BEGIN PRIVATE \u212aEY-----")
	f.Fuzz(func(t *testing.T, s string) {
		want := s
		for _, r := range rules.Get() {
			if r.hint != "" && !strings.Contains(strings.ToLower(want), r.hint) || r.may != nil && !r.may(want) {
				continue
			}
			want = r.re().ReplaceAllString(want, r.repl)
		}
		if got := String(s); got != want {
			t.Errorf("String(%q) = %q, with strings.ToLower %q", s, got, want)
		}
	})
}
