package classify

import (
	"slices"
	"strings"
	"testing"
)

func TestCodeSpans(t *testing.T) {
	for _, c := range []struct {
		s    string
		want [][2]int
	}{
		{"", nil},
		{"no code here", nil},
		{"run `go test` now", [][2]int{{4, 13}}},
		{"`a` and `b`", [][2]int{{0, 3}, {8, 11}}},
		{"```\ngo test ./...\n``` done", [][2]int{{0, 21}}},
		{"an unclosed `tick", nil},
		{"`a` then an unclosed `b", [][2]int{{0, 3}}},
		{"``", [][2]int{{0, 2}}},
		{"운영 `배포` 금지", [][2]int{{7, 15}}},
	} {
		if got := codeSpans(c.s); !slices.Equal(got, c.want) {
			t.Errorf("codeSpans(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

func TestParenSpans(t *testing.T) {
	long := "(" + strings.Repeat("x", 161) + ")"
	for _, c := range []struct {
		s    string
		want [][2]int
	}{
		{"", nil},
		{"auth pages (login, signup, reset password) too", [][2]int{{11, 42}}},
		{"(a) (b)", [][2]int{{0, 3}, {4, 7}}},
		{"((a))", [][2]int{{1, 4}}},
		{"(a\nb)", nil},
		{"an open ( paren", nil},
		{long, nil},
		{long[:161] + ")", [][2]int{{0, 162}}},
		{"x (a) ( (b)", [][2]int{{2, 5}, {8, 11}}},
	} {
		if got := parenSpans(c.s); !slices.Equal(got, c.want) {
			t.Errorf("parenSpans(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
