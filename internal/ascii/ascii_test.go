package ascii

import (
	"encoding/binary"
	"strings"
	"testing"
	"unsafe"
)

// lowerBytes is Lower a byte at a time.
func lowerBytes(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = lowerByte(c)
	}
	return string(b)
}

// Every byte value at every place of a word, beside every other: Lower8
// lowers exactly the capitals, whatever their neighbours.
func TestLower8(t *testing.T) {
	for c := 0; c < 256; c++ {
		for _, other := range []byte{0x00, '@', 'A', 'Z', '[', 'a', 0x7F, 0x80, 0xC1, 0xDA, 0xFF} {
			for at := range 8 {
				var w [8]byte
				for k := range w {
					w[k] = other
				}
				w[at] = byte(c)
				got := Lower8(binary.LittleEndian.Uint64(w[:]))
				var want [8]byte
				for k := range w {
					want[k] = lowerByte(w[k])
				}
				if got != binary.LittleEndian.Uint64(want[:]) {
					t.Fatalf("Lower8(% x) = %016x, want % x", w, got, want)
				}
			}
		}
	}
}

var lowerSeeds = []string{"", "a", "A", "Hello WORLD, this is Go", "already lower case, long enough for words",
	"ÀÉÎ ß İ K Ω", "운영 DB를 Prod로", "\xff\xfeA", strings.Repeat("MiXeD", 9), "@[`{AZaz"}

func TestLower(t *testing.T) {
	for _, s := range lowerSeeds {
		checkLower(t, s)
	}
}

func FuzzLower(f *testing.F) {
	for _, s := range lowerSeeds {
		f.Add(s)
	}
	f.Fuzz(checkLower)
}

// checkLower holds Lower to the byte loop, and to handing back s itself
// when it has no capital.
func checkLower(t *testing.T, s string) {
	got, want := Lower(s), lowerBytes(s)
	if got != want {
		t.Fatalf("Lower(%q) = %q, want %q", s, got, want)
	}
	if got == s && len(s) > 0 && unsafe.StringData(got) != unsafe.StringData(s) {
		t.Fatalf("Lower(%q) copied a string with no capital", s)
	}
}

// Run and AppendLowerRun stop at the first word of eight bytes that is
// not all ASCII, or is not whole; AppendLowerRun lowers what Run takes.
func FuzzRun(f *testing.F) {
	for _, s := range lowerSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := Run(s)
		past := func(r rune) bool { return r >= 0x80 }
		if n%8 != 0 || n > len(s) || strings.ContainsFunc(s[:n], past) {
			t.Fatalf("Run(%q) = %d", s, n)
		}
		if n+8 <= len(s) && !strings.ContainsFunc(s[n:n+8], past) {
			t.Fatalf("Run(%q) = %d, before a word of ASCII", s, n)
		}
		if b, m := AppendLowerRun([]byte("x"), s); m != n || string(b[1:]) != lowerBytes(s[:n]) {
			t.Fatalf("AppendLowerRun(%q) = %q, %d; Run says %d", s, b[1:], m, n)
		}
	})
}

func FuzzToLower(f *testing.F) {
	for _, s := range lowerSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := ToLower(s), strings.ToLower(s); got != want {
			t.Fatalf("ToLower(%q) = %q, want %q", s, got, want)
		}
	})
}

func FuzzIs(f *testing.F) {
	for _, s := range lowerSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := true
		for i := 0; i < len(s); i++ {
			want = want && s[i] < 0x80
		}
		if got := Is(s); got != want {
			t.Fatalf("Is(%q) = %v, want %v", s, got, want)
		}
	})
}
