package guard

import (
	"net"
	"strings"
	"testing"
)

func TestLoopbackIP(t *testing.T) {
	for s, want := range map[string]bool{
		"127.0.0.1": true, "127.1.2.3": true, "127.255.255.255": true, "::1": true,
		"0:0:0:0:0:0:0:1": true, "::ffff:127.0.0.1": true,
		"128.0.0.1": false, "10.0.0.1": false, "127.0.0": false, "127.0.0.1.": false,
		"127.0.0.256": false, "0127.0.0.1": false, "127.00.0.1": false, "127.0.0.1x": false,
		"127.0.0.1.evil.com": false, "::2": false, "::ffff:10.0.0.1": false, "": false,
		"1270.0.0.1": false, "+127.0.0.1": false, "127..0.1": false,
	} {
		if got := loopbackIP(s); got != want {
			t.Errorf("loopbackIP(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestHostOf(t *testing.T) {
	for h, want := range map[string]string{
		"localhost": "localhost", "localhost:5000": "localhost", "localhost:": "localhost",
		"[::1]": "::1", "[::1]:5000": "::1", "::1": "::1", "127.0.0.1:5000": "127.0.0.1",
		"[::1": "", "[::1]x": "", "[::1]:5:6": "", "[::1]:[": "", "[[::1]": "", "::1]": "", "a]:5": "",
		"a:b:c": "a:b:c",
	} {
		if got := hostOf(h); got != want {
			t.Errorf("hostOf(%q) = %q, want %q", h, got, want)
		}
	}
}

// netLocalRegistry is localRegistry as it read hosts with the net package.
func netLocalRegistry(ref string) bool {
	host := authority(ref)
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// FuzzLocalRegistryNoLooserThanNet: a registry that localRegistry takes
// for this machine's, net takes for it too. (The converse does not hold by
// design: net reads spellings such as 0::1 that no registry reference
// uses, and the guard asks for those.)
func FuzzLocalRegistryNoLooserThanNet(f *testing.F) {
	for _, s := range []string{
		"oci://localhost:5000/charts", "oci://[::1]:5000/x", "127.0.0.2:5000/app", "oci://user@localhost:5000/x",
		"[::ffff:127.0.0.1]:80/x", "0:0:0:0:0:0:0:1", "[::1", "::1]", "https://10.0.0.1/x", "127.000.0.1/x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, ref string) {
		if localRegistry(ref) && !netLocalRegistry(ref) {
			t.Errorf("localRegistry(%q) is true; net reads it as no registry on this machine", ref)
		}
	})
}

// TestLocalRegistryAgreesWithNet: on the spellings registry references
// use, the two agree both ways.
func TestLocalRegistryAgreesWithNet(t *testing.T) {
	for _, ref := range []string{
		"oci://localhost:5000/charts", "oci://127.0.0.1/x", "oci://[::1]:5000/x", "localhost:5000/app:dev",
		"localhost/app", "127.0.0.2:5000/app", "registry.localhost/x", "oci://user@localhost:5000/x",
		"[::1]/x", "[::ffff:127.0.0.1]:5000/x", "oci://localhost.evil.com/x", "oci://ghcr.io/o/charts",
		"app:1", "$REG/app", "https://10.0.0.1/x", "127.0.0.1.nip.io/x", "oci://[2001:db8::1]:443/x",
	} {
		if got, want := localRegistry(ref), netLocalRegistry(ref); got != want {
			t.Errorf("localRegistry(%q) = %v, net reads %v", ref, got, want)
		}
	}
}
