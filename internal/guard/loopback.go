package guard

import "strings"

// Reading a host as the net package would, without it: net is the largest
// package a hook would otherwise link for two calls, and it and what it
// brings (net/netip, the DNS message parser) run their initialisation in
// every hook process. These read fewer spellings than net does, never
// more: a host they do not recognise is not local, and the guard asks
// (FuzzLocalRegistryNoLooserThanNet holds them to net).

// hostOf returns the host of an authority less its port: host:port and
// [host]:port give host, as does [host]; a name with more than one colon
// and no brackets is an IPv6 address, all host. A form with brackets
// anywhere else gives "".
func hostOf(h string) string {
	if rest, ok := strings.CutPrefix(h, "["); ok {
		host, after, closed := strings.Cut(rest, "]")
		if !closed || strings.ContainsAny(host, "[") || after != "" && (after[0] != ':' || strings.ContainsAny(after[1:], ":[]")) {
			return ""
		}
		return host
	}
	if strings.ContainsAny(h, "[]") {
		return ""
	}
	if i := strings.IndexByte(h, ':'); i >= 0 && strings.LastIndexByte(h, ':') == i {
		return h[:i]
	}
	return h
}

// loopbackIP reports an address of this machine's loopback: 127.0.0.0/8
// in dotted decimal (four numbers of at most 255, no leading zeros, as
// net.ParseIP reads them), and IPv6's ::1, written short or in full, or
// such an IPv4 address mapped into IPv6 (::ffff:127.0.0.1).
func loopbackIP(s string) bool {
	if s == "::1" || s == "0:0:0:0:0:0:0:1" {
		return true
	}
	s = strings.TrimPrefix(s, "::ffff:")
	for i := range 4 {
		n, rest, ok := octet(s)
		if !ok || i == 0 && n != 127 {
			return false
		}
		if i < 3 {
			if rest, ok = strings.CutPrefix(rest, "."); !ok {
				return false
			}
		} else if rest != "" {
			return false
		}
		s = rest
	}
	return true
}

// octet reads a number of 0 to 255 at the start of s, with no leading zero.
func octet(s string) (n int, rest string, ok bool) {
	i := 0
	for i < len(s) && i < 4 && '0' <= s[i] && s[i] <= '9' {
		n = n*10 + int(s[i]-'0')
		i++
	}
	if i == 0 || i > 3 || n > 255 || i > 1 && s[0] == '0' {
		return 0, s, false
	}
	return n, s[i:], true
}
