package jsonr_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/jsongen"
	"github.com/proofgate/proofgate/internal/jsonr"
)

// sample has a field of every kind the callers read.
type sample struct {
	S     string          `json:"s"`
	B     bool            `json:"b"`
	I     int             `json:"i"`
	N64   int64           `json:"n64"`
	P     *string         `json:"p"`
	Raw   json.RawMessage `json:"raw"`
	Camel string          `json:"camelCase"`
	Sub   struct {
		X string `json:"x"`
		N int    `json:"n"`
	} `json:"sub"`
	List []item         `json:"list"`
	Tags []string       `json:"tags"`
	T    time.Time      `json:"t"`
	M    map[string]int `json:"m"`
}

type item struct {
	Old string `json:"old"`
	New string `json:"new"`
}

// readErr reads data as read does and returns the Reader's Err.
func readErr(data []byte) error {
	var s sample
	r := jsonr.New(data)
	readInto(r, &s)
	return r.Err()
}

// read decodes data into s with a Reader, as the callers of this package do.
func read(data []byte, s *sample) (err error, mismatched bool) {
	r := jsonr.New(data)
	readInto(r, s)
	return r.Close(), r.Mismatched()
}

func readInto(r *jsonr.Reader, s *sample) {
	r.Object(func(name string) {
		switch name {
		case "s":
			r.String(&s.S)
		case "b":
			r.Bool(&s.B)
		case "i":
			r.Int(&s.I)
		case "n64":
			r.Int64(&s.N64)
		case "p":
			if r.Null() {
				s.P = nil
				return
			}
			v := ""
			r.String(&v)
			s.P = &v
		case "raw":
			s.Raw = append(json.RawMessage(nil), r.Raw()...)
		case "camelcase":
			r.String(&s.Camel)
		case "sub":
			r.Object(func(name string) {
				switch name {
				case "x":
					r.String(&s.Sub.X)
				case "n":
					r.Int(&s.Sub.N)
				}
			})
		case "list":
			if r.Null() {
				s.List = nil
				return
			}
			list := []item{}
			if !r.Array(func() {
				var it item
				r.Object(func(name string) {
					switch name {
					case "old":
						r.String(&it.Old)
					case "new":
						r.String(&it.New)
					}
				})
				list = append(list, it)
			}) {
				return
			}
			s.List = list
		case "tags":
			if r.Null() {
				s.Tags = nil
				return
			}
			tags := []string{}
			if r.Array(func() {
				var t string
				r.String(&t)
				tags = append(tags, t)
			}) {
				s.Tags = tags
			}
		case "t":
			r.Unmarshal(&s.T)
		case "m":
			if r.Null() {
				s.M = nil
				return
			}
			if r.Kind() == '{' && s.M == nil {
				s.M = map[string]int{}
			}
			r.Map(func(key string) {
				var n int
				r.Int(&n)
				s.M[key] = n
			})
		}
	})
}

func TestReadAgreesWithUnmarshal(t *testing.T) {
	for _, in := range seeds {
		checkAgainstUnmarshal(t, []byte(in))
	}
}

func FuzzRead(f *testing.F) {
	for _, in := range seeds {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkAgainstUnmarshal(t, data) })
}

var seeds = []string{
	`{}`, `null`, ` {"s":"a"} `, `[]`, `"x"`, `5`, ``, `{`, `{"s":}`, `{"s":"a",}`, `{"s" "a"}`,
	`{"s":"a"} x`, `{"s":"a"}{}`, `{"S":"upper","CAMELCASE":"c"}`, `{"ſ":"long s","\u017f":"x"}`,
	`{"s":5,"b":true}`, `{"b":"true","i":1.5,"n64":1e3}`, `{"i":9223372036854775808}`, `{"i":-0,"n64":-9223372036854775808}`,
	`{"p":null}`, `{"p":"x"}`, `{"p":5}`, `{"p":{"a":1}}`, `{"p":""}`,
	`{"raw":null}`, `{"raw": {"a" : [1, 2] } }`, `{"raw":"str"}`, `{"raw":-1.5e+10}`,
	`{"sub":{"x":"y","n":2,"z":[1,{"q":null}]}}`, `{"sub":"nope"}`, `{"sub":null}`,
	`{"list":[{"old":"a","new":"b"},null,5,{"old":1}]}`, `{"list":[]}`, `{"list":null}`, `{"list":{}}`,
	`{"tags":["a",1,null,"b"]}`, `{"tags":[]}`, `{"tags":"a"}`,
	`{"s":"\u00e9\ud83d\ude00\ud800\udc00\ud800x\udc00\\\/\b\f\n\r\t\""}`, `{"s":"\ud800\ud800\udc00"}`,
	"{\"s\":\"bad \xff utf8 \xed\xa0\x80 end\"}", "{\"s\":\"tab\there\"}", `{"s":"\x"}`, `{"s":"\u12"}`, `{"s":"\u12g4"}`,
	`{"b":tru}`, `{"b":nul}`, `{"i":01}`, `{"i":-}`, `{"i":1.}`, `{"i":1e}`, `{"i":1e+}`, `{"x":[1,2,]}`,
	`{"x":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
	`{"x":` + strings.Repeat("[", 9999) + strings.Repeat("]", 9999) + `}`,
	"\t\r\n{\"s\" :\n\"a\"\t}\r\n",
	`{"t":"2026-01-02T03:04:05.123456789Z"}`, `{"t":null}`, `{"t":5}`, `{"t":"x"}`, `{"t":{"a":1}}`, `{"t":[]}`, `{"t":true}`,
	`{"t":"2026-01-02T03:04:05+01:30"}`, `{"t":"\u0032026-01-02T03:04:05Z"}`, `{"t":"0000-01-01T00:00:00Z"}`, `{"t":"10000-01-01T00:00:00Z"}`,
	`{"t":"2026-01-02T03:04:05Z","i":"x"}`, `{"i":"x","t":"bad"}`, `{"t":"bad"} x`, `{"t":"bad","s":}`,
	`{"m":{"a":1,"B":2,"ſ":3,"\u00e9":4}}`, `{"m":{}}`, `{"m":null}`, `{"m":[]}`, `{"m":"x"}`, `{"m":{"a":"x"}}`, `{"m":{"a":null,"b":1.5}}`,
}

func checkAgainstUnmarshal(t *testing.T, data []byte) {
	t.Helper()
	if jsongen.DuplicateNames(data) {
		// encoding/json reads a repeated slice member into the elements
		// the first one left; this package reads it afresh.
		return
	}
	var want sample
	werr := json.Unmarshal(data, &want)
	var got sample
	err, mismatched := read(data, &got)
	if all := readErr(data); (all != nil) != (werr != nil) {
		t.Fatalf("%q: Err() = %v, json.Unmarshal says %v", data, all, werr)
	}

	// Any error but a type mismatch (a syntax error, or one a value's
	// UnmarshalJSON returned) ends json.Unmarshal's decoding.
	var typeErr *json.UnmarshalTypeError
	wantMismatch := errors.As(werr, &typeErr)
	wantErr := werr != nil && !wantMismatch
	if (err != nil) != wantErr {
		t.Fatalf("%q: error %v, json.Unmarshal says %v", data, err, werr)
	}
	if wantErr {
		return
	}
	if mismatched != wantMismatch {
		t.Errorf("%q: mismatched %v, json.Unmarshal says %v", data, mismatched, werr)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%q:\n got %#v\nwant %#v", data, got, want)
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"session_id": "session_id", "Session_ID": "session_id", "ſession_id": "session_id",
		"\u212aey": "key", "backgroundTaskId": "backgroundtaskid", "é": "É", "É": "É", "": "",
	} {
		if got := jsonr.Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSyntaxErrorNamesTheByte(t *testing.T) {
	r := jsonr.New([]byte(`{"s": x}`))
	var s string
	r.Object(func(string) { r.String(&s) })
	err := r.Close()
	var se *jsonr.SyntaxError
	if !errors.As(err, &se) || se.Offset != 6 || !strings.Contains(err.Error(), "'x'") {
		t.Fatalf("Close() = %v, want a SyntaxError at 6 naming 'x'", err)
	}
}

func BenchmarkRead(b *testing.B) {
	data := []byte(`{"s":"a fairly ordinary string value","b":true,"i":42,"p":"x","raw":{"a":[1,2,3]},"sub":{"x":"y","n":2},"list":[{"old":"a","new":"b"}],"tags":["a","b"]}`)
	b.ReportAllocs()
	for b.Loop() {
		var s sample
		read(data, &s)
	}
}

// TestObjectNamesAreNotCopied: a member's name without escapes is given as
// the input's bytes, so that matching a ledger's thousand member names on
// every hook event allocates nothing; an escaped or capitalised one is
// still given unescaped and folded.
func TestObjectNamesAreNotCopied(t *testing.T) {
	data := []byte(`{"command":"go test ./...","kind":"test","success":true,"seq":4,"script":"","reads":3,"agent":""}`)
	allocs := testing.AllocsPerRun(100, func() {
		r := jsonr.New(data)
		seen := 0
		r.Object(func(name string) {
			if name == "seq" || name == "reads" {
				seen++
			}
		})
		if seen != 2 || r.Close() != nil {
			t.Fatalf("read %d of the two members, %v", seen, r.Close())
		}
	})
	if allocs > 1 { // the Reader
		t.Errorf("reading an object of plain names allocated %.0f times", allocs)
	}
	var names []string
	r := jsonr.New([]byte(`{"Seq":1,"se\u0071":2,"\u017fcript":3}`))
	r.Object(func(name string) { names = append(names, name) })
	if want := []string{"seq", "seq", "script"}; !reflect.DeepEqual(names, want) || r.Close() != nil {
		t.Errorf("names %q, want %q (%v)", names, want, r.Close())
	}
}

// TestEscapedStringIsOneCopy: a string with escapes is unescaped into one
// buffer that becomes the string, not copied again: a hook's payload holds
// the whole prompt or a written file's text as one such string.
func TestEscapedStringIsOneCopy(t *testing.T) {
	data := []byte(`"` + strings.Repeat(`line\n`, 2000) + `"`)
	var got string
	r := jsonr.New(data)
	r.String(&got)
	if got != strings.Repeat("line\n", 2000) {
		t.Fatalf("read %.40q…, want the unescaped lines", got)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	jsonr.New(data).String(&got)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > uint64(len(data))+1024 {
		t.Errorf("reading a %d-byte escaped string allocated %d bytes, want one copy of it", len(data), n)
	}
}
