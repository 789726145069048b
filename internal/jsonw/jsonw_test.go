package jsonw

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
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

func TestTime(t *testing.T) {
	east := time.FixedZone("", 5*3600+30*60)
	for _, tm := range []time.Time{
		{}, time.Date(2026, 8, 1, 12, 0, 0, 0, time.UTC), time.Date(2026, 8, 1, 12, 0, 0, 123456789, time.UTC),
		time.Date(2026, 8, 1, 12, 0, 0, 120000000, east), time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC), time.Now(),
	} {
		want, werr := json.Marshal(tm)
		got, err := Time([]byte("x"), tm)
		if (err != nil) != (werr != nil) || err != nil && err.Error() != werr.Error() {
			t.Errorf("Time(%v) error %v, json.Marshal %v", tm, err, werr)
		}
		if err == nil && string(got[1:]) != string(want) {
			t.Errorf("Time(%v) = %s, want %s", tm, got[1:], want)
		}
	}
}

func TestSafe(t *testing.T) {
	for c := 0; c < utf8.RuneSelf; c++ {
		want := c >= 0x20 && !strings.ContainsRune("\"\\<>&", rune(c))
		if got := safe[c>>6]&(1<<(c&63)) != 0; got != want {
			t.Errorf("safe[%#x] = %v, want %v", c, got, want)
		}
	}
}

// skipSafeByBytes is skipSafe a byte at a time.
func skipSafeByBytes(s string, i int) int {
	for i < len(s) && s[i] < utf8.RuneSelf && safe[s[i]>>6]&(1<<(s[i]&63)) != 0 {
		i++
	}
	return i
}

// Every byte value, at every place of an eight-byte word and past it,
// after safe bytes and before any: the first that is not safe stops the
// scan, whatever follows it (a borrow runs upwards only).
func TestSkipSafe(t *testing.T) {
	for c := 0; c < 256; c++ {
		for at := 0; at < 19; at++ {
			for _, after := range []byte{'a', 0x00, 0xFF, '"', '&', 0x1F, 0x20, 0x7F, 0x80} {
				b := []byte(strings.Repeat("x", 24))
				for k := at + 1; k < len(b); k++ {
					b[k] = after
				}
				b[at] = byte(c)
				s := string(b)
				for from := 0; from <= at; from++ {
					if got, want := skipSafe(s, from), skipSafeByBytes(s, from); got != want {
						t.Fatalf("skipSafe(%q, %d) = %d, want %d", s, from, got, want)
					}
				}
			}
		}
	}
}

func FuzzSkipSafe(f *testing.F) {
	f.Add("safe text, then <html> & \"quotes\"", 0)
	f.Add("naïve\x01\xff", 2)
	f.Fuzz(func(t *testing.T, s string, from int) {
		if from < 0 || from > len(s) {
			return
		}
		if got, want := skipSafe(s, from), skipSafeByBytes(s, from); got != want {
			t.Fatalf("skipSafe(%q, %d) = %d, want %d", s, from, got, want)
		}
	})
}
