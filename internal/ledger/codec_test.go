package ledger

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/observe"
)

// awkward are strings that exercise every escape json.Marshal writes and
// every one decode must read.
var awkward = []string{
	"", "plain", `say "hi" \ bye`, "<script>&amp;</script>", "tab\there\nnew\rline\b\f",
	"\x00\x01\x1f\x7f", "caf\u00e9 \u6f22\u5b57 \U0001F600", "line\u2028para\u2029", "bad \xff\xfe utf8",
	"/p/x \"quoted\".go", `C:\Users\dev\a.go`, "ends with \\",
}

func sampleLedgers() []*Ledger {
	ok, failed := true, false
	code := 2
	updated := time.Date(2026, 11, 29, 18, 56, 49, 123456789, time.UTC)
	empty := New("s", "/p")
	empty.Updated = updated
	full := New("066b84b2-7c1e", "/home/dev/proj")
	full.PromptID, full.Mode, full.Risks = "p1", "deep", []string{"production", "database"}
	for i, s := range awkward {
		full.RecordChange("/home/dev/proj/"+s, observe.Code, "Edit")
		full.RecordChecks([]Check{{Command: "go test " + s, Kind: observe.Test, Success: &ok}})
		full.RecordChecks([]Check{{Command: s, Kind: observe.Lint, Success: &failed, ExitCode: &code}, {Command: s, Kind: observe.Build}})
		full.RecordDenial(Denial{Tool: "Bash", Target: s, Decision: "deny", Rule: "r", Reason: fmt.Sprint("reason ", i, s)})
	}
	full.Dropped, full.DroppedCode, full.Blocks = 3, true, 1
	full.SubagentBlocks = map[string]int{"b": 2, "a": 1, "<x>": 0}
	full.Updated = updated.Add(-time.Nanosecond * 123456789)
	bounded := New("s", "/p")
	for i := range 3 * Limit {
		bounded.RecordChange(fmt.Sprintf("/p/internal/pkg%03d/file%05d.go", i%97, i), observe.Code, "Edit")
		bounded.RecordChecks([]Check{{Command: fmt.Sprintf("go test -run 'TestLastPage/total_%d' ./internal/pkg%03d/...", i, i%97), Kind: observe.Test, Success: &ok}})
		bounded.RecordDenial(Denial{Tool: "Bash", Target: fmt.Sprintf("git push --force origin main # %d", i), Decision: "deny", Rule: "force-push-main", Reason: "force push to main"})
	}
	bounded.Updated = updated
	afresh := New("s", "/p")
	afresh.StartPrompt("p2", "quick", nil) // nil lists encode as null
	afresh.Changes, afresh.Denials, afresh.SubagentBlocks = []Change{}, []Denial{}, map[string]int{}
	local := New("s", "/p")
	local.Updated = time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("X", 5*3600+30*60))
	return []*Ledger{empty, full, bounded, afresh, local, {}}
}

// TestCodecMatchesEncodingJSON: encode writes json.Marshal's bytes, and
// decode reads them back to what json.Unmarshal gives.
func TestCodecMatchesEncodingJSON(t *testing.T) {
	for i, l := range sampleLedgers() {
		want, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		got, err := encode(l)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("ledger %d: encode = %s, %v\njson.Marshal = %s", i, got, err, want)
		}
		checkDecode(t, want, true)
		indented, _ := json.MarshalIndent(l, " ", "\t")
		checkDecode(t, indented, true)
	}
}

// TestDecodeLeavesTheRestToEncodingJSON: what decode does not take, it
// leaves to json.Unmarshal rather than read differently.
func TestDecodeLeavesTheRestToEncodingJSON(t *testing.T) {
	for _, s := range []string{
		`{"version":1,"Session":"case"}`,                      // encoding/json matches keys without case
		`{"version":1,"mode":"a","mode":"b"}`,                 // a repeated key
		`{"version":1,"extra":{"x":[1,2]}}`,                   // an unknown key
		`{"version":1,"seq":1.0}`,                             // a fraction
		`{"version":1,"seq":1e2}`,                             // an exponent
		`{"version":1,"seq":99999999999999999999}`,            // overflow
		`{"version":1,"seq":01}`,                              // not JSON
		`{"version":1,"cwd":"\ud83d\ude00"}`,                  // a surrogate pair
		`{"version":1,"cwd":"\ud800"}`,                        // a lone surrogate
		"{\"version\":1,\"cwd\":\"\xff\"}",                    // not UTF-8
		"{\"version\":1,\"cwd\":\"a\tb\"}",                    // a raw control character
		`{"version":1,"cwd":null}`,                            // null for a string
		`{"version":1,"risks":["a",null]}`,                    // null in a list
		`{"version":1,"subagent_blocks":{"a":1,"a":2}}`,       // a repeated map key
		`{"version":1,"verifications":[{"seq":1,"seq":2}]}`,   // a repeated field
		`{"version":1,"changes":[{"path":"a","extra":true}]}`, // an unknown field
		`{"version":1,"updated":"2026-11-29T18:56:49\u005a"}`, // an escaped time
		`{"version":1,"updated":"yesterday"}`,                 // not a time
		`{"version":1} {}`,                                    // trailing data
		`{"version":1,}`, `{"version" 1}`, `[]`, `null`, ``, `{`, `{"version":-}`,
	} {
		if _, ok := decode([]byte(s)); ok {
			t.Errorf("decode took %s", s)
		}
		checkDecode(t, []byte(s), false)
	}
}

// checkDecode holds decode to json.Unmarshal on data: when decode takes
// it, json.Unmarshal must take it too and agree.
func checkDecode(t *testing.T, data []byte, mustTake bool) {
	t.Helper()
	got, ok := decode(data)
	if !ok {
		if mustTake {
			t.Errorf("decode refused %s", data)
		}
		return
	}
	var want Ledger
	if err := json.Unmarshal(data, &want); err != nil {
		t.Errorf("decode took %q, which json.Unmarshal refuses: %v", data, err)
		return
	}
	if !reflect.DeepEqual(*got, want) {
		t.Errorf("decode(%q) =\n%+v\njson.Unmarshal gives\n%+v", data, *got, want)
	}
}

// FuzzCodec: whatever decode takes, json.Unmarshal takes and reads the
// same; and whatever json.Unmarshal reads, encode writes as json.Marshal
// does.
func FuzzCodec(f *testing.F) {
	for _, l := range sampleLedgers() {
		data, _ := json.Marshal(l)
		f.Add(data)
	}
	f.Add([]byte(`{"version":1,"risks":[],"changes":[{"path":"a\u003cb","kind":"code","tool":"Edit","seq":-1}],"verifications":null,"subagent_blocks":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkDecode(t, data, false)
		var l Ledger
		if json.Unmarshal(data, &l) != nil {
			return
		}
		want, wantErr := json.Marshal(&l)
		got, err := encode(&l)
		if (err != nil) != (wantErr != nil) || !bytes.Equal(got, want) {
			t.Errorf("encode = %s, %v; json.Marshal = %s, %v", got, err, want, wantErr)
		}
	})
}

// BenchmarkCodec compares the hand-written codec with encoding/json on a
// full ledger (64 changes, verifications and denials).
func BenchmarkCodec(b *testing.B) {
	l := sampleLedgers()[2]
	data, _ := json.Marshal(l)
	b.Run("decode", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			if _, ok := decode(data); !ok {
				b.Fatal("refused")
			}
		}
	})
	b.Run("json.Unmarshal", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			var l Ledger
			if err := json.Unmarshal(data, &l); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encode", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			encode(l)
		}
	})
	b.Run("json.Marshal", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			json.Marshal(l)
		}
	})
}

// TestCodecKnowsEveryField fills every field of the ledger, its records and
// their fields with a value that is not the zero value, and checks that
// encode still writes json.Marshal's bytes and decode reads them back. A
// field added to the ledger without teaching the codec fails here, instead
// of being dropped silently from every file.
func TestCodecKnowsEveryField(t *testing.T) {
	var l Ledger
	fillNonZero(t, reflect.ValueOf(&l).Elem(), 1)
	want, err := json.Marshal(&l)
	if err != nil {
		t.Fatal(err)
	}
	got, err := encode(&l)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("encode = %s, %v\njson.Marshal = %s\n(a field the codec does not know?)", got, err, want)
	}
	checkDecode(t, want, true)
}

// fillNonZero sets v, recursively, to a value that json.Marshal writes.
func fillNonZero(t *testing.T, v reflect.Value, n int) {
	t.Helper()
	switch v.Kind() {
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(time.Time{}) {
			v.Set(reflect.ValueOf(time.Date(2026, 11, 29, 12, 0, n, 0, time.UTC)))
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fillNonZero(t, v.Field(i), n+i)
			}
		}
	case reflect.String:
		v.SetString(fmt.Sprintf("value %d", n))
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint8:
		v.SetInt(int64(n))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		fillNonZero(t, p.Elem(), n)
		v.Set(p)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for i := range 2 {
			fillNonZero(t, s.Index(i), n+i)
		}
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fillNonZero(t, k, n)
		fillNonZero(t, e, n)
		m.SetMapIndex(k, e)
		v.Set(m)
	default:
		t.Fatalf("fillNonZero: no value for %s; teach the test and the codec", v.Type())
	}
}
