package jsonw

import (
	"encoding/json"
	"testing"
)

func TestString(t *testing.T) {
	for _, s := range []string{
		"", "plain", `a "quoted" \ path`, "<b>&amp;</b>", "tab\tnew\nline\rcr\bbs\fff", "\x00\x01\x1f\x7f",
		"ünïcödé 한국어 😀", "\u2028line\u2029para", "bad \xff\xfe utf8 \xed\xa0\x80 surrogate", "trunc \xe2\x82",
	} {
		want, _ := json.Marshal(s)
		if got := String(nil, s); string(got) != string(want) {
			t.Errorf("String(%q) = %s, want %s", s, got, want)
		}
	}
}

func FuzzString(f *testing.F) {
	f.Add("a\"b\\c<d>e&f\u2028\xff\x00")
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := String([]byte("x"), s); string(got[1:]) != string(want) {
			t.Fatalf("String(%q) = %s, want %s", s, got[1:], want)
		}
	})
}

func TestObject(t *testing.T) {
	b := append([]byte(nil), '{')
	b = Field(b, "a")
	b = Int(b, -3)
	b = Field(b, "b")
	b = Bool(b, true)
	b = append(b, '}')
	if string(b) != `{"a":-3,"b":true}` {
		t.Errorf("got %s", b)
	}
}
