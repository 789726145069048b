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
