package ascii

import "testing"

func TestIsWord(t *testing.T) {
	for c := range 256 {
		want := c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		if got := IsWord(byte(c)); got != want {
			t.Errorf("IsWord(%#x) = %v, want %v", c, got, want)
		}
	}
}
