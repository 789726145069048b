package classify

import "testing"

func TestPackLit(t *testing.T) {
	for _, c := range []struct {
		lit, want string // want: what the word stands for
		n         int
	}{
		{"a", "a", 1},
		{"\x00up\x00", "\x00up\x00", 2},
		{"\x00update\x00", "\x00update\x00", 6},
		{"git\x00 ", "git\x00 ", 4},
		{"\x00개발", "\x00개발", 6},
		{"\x00updates\x00", "\x00update", 6},        // cut: the mark after the seventh byte goes
		{"abcdef\x00ghi", "abcdef\x00", 6},          // a mark at the cut still holds where it stood
		{"\xff\xfe\x00\x01", "\xff\xfe\x00\x01", 3}, // bytes with the high bit, and a byte 1
	} {
		w := packLit(c.lit)
		if got := w.String(); got != c.want || w.len() != c.n {
			t.Errorf("packLit(%q) = %q (%d bytes), want %q (%d)", c.lit, got, w.len(), c.want, c.n)
		}
	}
}

func TestAnyLitAt(t *testing.T) {
	for _, c := range []struct {
		lits []string
		s    string
		i    int
		want bool
	}{
		{[]string{"\x00up\x00"}, "speed up now", 6, true},
		{[]string{"\x00up\x00"}, "upload", 0, false},  // no \b after "up"
		{[]string{"\x00up\x00"}, "support", 2, false}, // no \b before
		{[]string{"\x00up\x00"}, "up", 0, true},       // \b at the end of the text
		{[]string{"\x00update"}, "updat", 0, false},   // the text ends inside the literal
		{[]string{"\x00update"}, "update the docs", 0, true},
		{[]string{"tests", "\x00te\x00"}, "a te b", 2, true},   // the second literal
		{[]string{"tests", "\x00te\x00"}, "a tea b", 2, false}, // neither
		{[]string{"x"}, "ax", 1, true},                         // one byte, at the last byte
		{[]string{"\x00개발"}, "x개발", 1, true},
		{[]string{"\x00개발"}, "새 개발 서버", 4, false}, // \b reads ASCII words only
	} {
		var ws []litWord
		for _, l := range c.lits {
			ws = append(ws, packLit(l))
		}
		if got := anyLitAt(ws, c.s, c.i, wordAt(c.s, c.i)); got != c.want {
			t.Errorf("anyLitAt(%q, %q, %d) = %v, want %v", c.lits, c.s, c.i, got, c.want)
		}
	}
}

// FuzzLitAt holds a packed literal's test to a reading of the literal a
// byte and a mark at a time.
func FuzzLitAt(f *testing.F) {
	f.Add("\x00up\x00", "speed up now", 6)
	f.Add("\x00update\x00", "the update", 4)
	f.Add("ab\x00c", "ab c", 0)
	f.Add("\x00\x00x", "x", 0)
	f.Fuzz(func(t *testing.T, lit, s string, i int) {
		lit = normalizeMarks(lit)
		if literalText(lit) == "" || len(s) == 0 {
			return
		}
		i = int(uint(i) % uint(len(s)))
		if len(literalText(lit)) > maxLeadLen {
			lit = cutLiteral(lit, maxLeadLen)
		}
		if literalText(lit) == "" {
			return
		}
		if got := packLit(lit).String(); got != lit {
			t.Fatalf("packLit(%q).String() = %q", lit, got)
		}
		v := wordAt(s, i)
		if want := loadRef(s[i:]); v != want {
			t.Fatalf("wordAt(%q, %d) = %#x, want %#x", s, i, v, want)
		}
		want := literalAtRef(s, i, lit)
		if got := anyLitAt([]litWord{packLit(lit)}, s, i, v); got != want {
			t.Fatalf("anyLitAt(%q, %q, %d) = %v, a byte at a time %v", lit, s, i, got, want)
		}
	})
}

// literalAtRef reports whether lit, marks and all, occurs in s at i.
func literalAtRef(s string, i int, lit string) bool {
	for k := 0; k < len(lit); k++ {
		if lit[k] == boundMark[0] {
			if !atBoundary(s, i) {
				return false
			}
			continue
		}
		if i >= len(s) || s[i] != lit[k] {
			return false
		}
		i++
	}
	return true
}

// loadRef is the first eight bytes of s as a little-endian word, zeros
// past its end.
func loadRef(s string) uint64 {
	var v uint64
	for j := 0; j < min(8, len(s)); j++ {
		v |= uint64(s[j]) << (8 * j)
	}
	return v
}
