package jsonr

import "testing"

func TestPlain(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := c >= 0x20 && c < 0x80 && c != '"' && c != '\\'
		if got := isPlain(byte(c)); got != want {
			t.Errorf("isPlain(%#x) = %v, want %v", c, got, want)
		}
	}
}

// skipPlainByBytes is skipPlain a byte at a time.
func skipPlainByBytes(d []byte, i int) int {
	for i < len(d) && isPlain(d[i]) {
		i++
	}
	return i
}

// Every byte value, at every place of an eight-byte word and past it,
// after plain bytes and before any: the first that is not plain stops the
// scan, whatever follows it (a borrow runs upwards only).
func TestSkipPlain(t *testing.T) {
	for c := 0; c < 256; c++ {
		for at := 0; at < 19; at++ {
			for _, after := range []byte{'a', 0x00, 0xFF, '"', 0x1F, 0x20, 0x21, 0x7F, 0x80} {
				d := make([]byte, 24)
				for k := range d {
					d[k] = 'x'
					if k > at {
						d[k] = after
					}
				}
				d[at] = byte(c)
				for from := 0; from <= at; from++ {
					if got, want := skipPlain(d, from), skipPlainByBytes(d, from); got != want {
						t.Fatalf("skipPlain(%q, %d) = %d, want %d", d, from, got, want)
					}
				}
			}
		}
	}
}

func FuzzSkipPlain(f *testing.F) {
	f.Add([]byte(`"plain text, then an \"escape\""`), 1)
	f.Add([]byte("naïve\x01\xff"), 0)
	f.Fuzz(func(t *testing.T, d []byte, from int) {
		if from < 0 || from > len(d) {
			return
		}
		if got, want := skipPlain(d, from), skipPlainByBytes(d, from); got != want {
			t.Fatalf("skipPlain(%q, %d) = %d, want %d", d, from, got, want)
		}
	})
}
