package seek

import (
	"slices"
	"testing"
)

// walk lists the positions Next gives, asking from one past the last and,
// when skip is set, from further on still.
func walk(s string, a, b byte, skip int) []int {
	var got []int
	t := TwoOf(s, a, b)
	for i := t.Next(0); i >= 0; i = t.Next(i + 1 + skip) {
		got = append(got, i)
	}
	return got
}

// every lists the positions of a and b a byte at a time, skipping as walk
// does.
func every(s string, a, b byte, skip int) []int {
	var want []int
	for i := 0; i < len(s); i++ {
		if s[i] == a || s[i] == b {
			want = append(want, i)
			i += skip
		}
	}
	return want
}

func TestTwo(t *testing.T) {
	for _, c := range []struct {
		s    string
		a, b byte
		skip int
		want []int
	}{
		{"", ':', '=', 0, nil},
		{"no marks here", ':', '=', 0, nil},
		{"a:b=c::==", ':', '=', 0, []int{1, 3, 5, 6, 7, 8}},
		{"a:b=c::==", ':', '=', 1, []int{1, 3, 5, 7}},
		{"::", ':', ':', 0, []int{0, 1}},
		{"x.y/z.", '/', '.', 0, []int{1, 3, 5}},
	} {
		if got := walk(c.s, c.a, c.b, c.skip); !slices.Equal(got, c.want) {
			t.Errorf("walk(%q, %q, %q, %d) = %v, want %v", c.s, c.a, c.b, c.skip, got, c.want)
		}
	}
}

// FuzzTwo holds Two to a loop over every byte.
func FuzzTwo(f *testing.F) {
	f.Add("a:b=c::==", byte(':'), byte('='), uint8(0))
	f.Add("no such bytes", byte(':'), byte(':'), uint8(2))
	f.Fuzz(func(t *testing.T, s string, a, b byte, skip uint8) {
		if got, want := walk(s, a, b, int(skip%8)), every(s, a, b, int(skip%8)); !slices.Equal(got, want) {
			t.Errorf("walk(%q, %q, %q, %d) = %v, want %v", s, a, b, skip%8, got, want)
		}
	})
}
