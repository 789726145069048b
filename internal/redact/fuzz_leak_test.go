package redact

import (
	"strings"
	"testing"
	"unicode"
)

// planted are secrets of distinct shapes, each with the part that must not
// survive redaction.
var planted = []struct{ secret, core string }{
	{"ghp_0123456789abcdefghijABCDEFGHIJklmn", "0123456789abcdefghijABCDEFGHIJ"},
	{"AKIAIOSFODNN7EXAMPLE", "IOSFODNN7EXAMPLE"},
	{"sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz0123"},
	{"xoxb-1234567890-abcdefghij", "1234567890-abcdefghij"},
	{"glpat-abcdefghij0123456789", "abcdefghij0123456789"},
	{"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "dozjgNryP4J3jVmNHl0w5N"},
	{"-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAsecretsecret\n-----END RSA PRIVATE KEY-----", "MIIEowIBAAKCAQEAsecretsecret"},
	{"postgres://app:S3cretPgPass@db:5432/app", "S3cretPgPass"},
	{"DB_PASSWORD=S3cretAssign", "S3cretAssign"},
	{"Authorization: Bearer 0a1b2c3d4e5f6a7b8c9d", "0a1b2c3d4e5f6a7b8c9d"},
	{"sk_live_abcdefghijklmnop1234", "abcdefghijklmnop1234"},
}

// FuzzNoLeak plants a secret between arbitrary text, separated by
// whitespace as a shell word would be, and requires that redaction removes
// it whatever surrounds it.
func FuzzNoLeak(f *testing.F) {
	f.Add("go test ./... ", " && echo ok", uint8(0))
	f.Add("curl -H 'X: ", "' http://x", uint8(5))
	f.Add("'", "'", uint8(7))
	f.Add(`"`, `"`, uint8(8))
	f.Add("export A=", "", uint8(9))
	f.Add("-----BEGIN", "-----END", uint8(6))
	f.Fuzz(func(t *testing.T, before, after string, which uint8) {
		p := planted[int(which)%len(planted)]
		// A word boundary on both sides: the shapes are matched as words.
		if before != "" && !unicode.IsSpace(rune(before[len(before)-1])) {
			before += " "
		}
		if after != "" && !unicode.IsSpace(rune(after[0])) {
			after = " " + after
		}
		in := before + p.secret + after
		out := String(in)
		if strings.Contains(out, p.core) && !strings.Contains(before+after, p.core) {
			t.Fatalf("String(%q) = %q: the secret survived", in, out)
		}
	})
}
