package jsongen

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/jsonr"
)

// Codec is a generated codec of T, as its tests call it.
type Codec[T any] struct {
	Append    func(b []byte, v *T) ([]byte, error)
	Read      func(r *jsonr.Reader, v *T) bool
	Unmarshal func(data []byte, v *T) error
}

// Decode reads data into a new T as a caller of the codec does: err is
// the reader's (a syntax error, or one a time's UnmarshalJSON returned),
// and mismatched says a value had the wrong type.
func (c Codec[T]) Decode(data []byte) (v T, mismatched bool, err error) {
	r := jsonr.New(data)
	c.Read(r, &v)
	return v, r.Mismatched(), r.Close()
}

// Check holds the codec to encoding/json on data: Decode must fail as
// json.Unmarshal fails (with a type mismatch, with another error, or not
// at all) and, unless an object of data names a member twice (see
// DuplicateNames), give the same value; and both Append and json.Marshal
// must write that value the same, and read back the same.
func (c Codec[T]) Check(t testing.TB, data []byte) {
	t.Helper()
	if enc := c.check(t, data); enc != nil {
		c.check(t, enc)
	}
}

// check is Check but for reading back; it returns what it wrote.
func (c Codec[T]) check(t testing.TB, data []byte) []byte {
	t.Helper()
	var want T
	werr := json.Unmarshal(data, &want)
	got, mismatched, err := c.Decode(data)
	var typeErr *json.UnmarshalTypeError
	wantMismatch := errors.As(werr, &typeErr)
	if (err != nil) != (werr != nil && !wantMismatch) || err == nil && mismatched != wantMismatch {
		t.Fatalf("%q: error %v, mismatched %v; json.Unmarshal says %v", data, err, mismatched, werr)
	}
	var v T
	if uerr := c.Unmarshal(data, &v); (uerr != nil) != (werr != nil) {
		t.Fatalf("%q: Unmarshal says %v, json.Unmarshal %v", data, uerr, werr)
	}
	if err != nil {
		return nil // json.Unmarshal stopped reading; the values are not compared
	}
	if !DuplicateNames(data) && !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n got %#v\nwant %#v", data, got, want)
	}
	if werr != nil {
		return nil
	}
	return c.CheckEncode(t, &want)
}

// CheckEncode fails t unless Append writes what json.Marshal writes for
// v, or fails as it does; it returns what was written.
func (c Codec[T]) CheckEncode(t testing.TB, v *T) []byte {
	t.Helper()
	want, werr := json.Marshal(v)
	got, err := c.Append([]byte("x"), v)
	if (err != nil) != (werr != nil) || err != nil && err.Error() != werr.Error() {
		t.Fatalf("Append(%#v) error %v; json.Marshal says %v", v, err, werr)
	}
	if err != nil {
		return nil
	}
	if string(got[1:]) != string(want) {
		t.Fatalf("Append(%#v):\n got %s\nwant %s", v, got[1:], want)
	}
	return want
}

// CheckRoundTrip fails t unless v, written by Append and read back by
// Read, is v again, and both are encoding/json's.
func (c Codec[T]) CheckRoundTrip(t testing.TB, v *T) {
	t.Helper()
	data := c.CheckEncode(t, v)
	c.Check(t, data)
	got, mismatched, err := c.Decode(data)
	if err != nil || mismatched || !reflect.DeepEqual(&got, v) {
		t.Fatalf("%s read back as %#v (mismatched %v, error %v), want %#v", data, got, mismatched, err, *v)
	}
}

// CheckFilled holds the codec to encoding/json on values Fill and Hollow
// make and on the zero value: every field, nested, written and read back.
// A field the codec does not know fails it.
func (c Codec[T]) CheckFilled(t testing.TB) {
	t.Helper()
	for seed := range 4 {
		var v T
		Fill(&v, seed)
		c.CheckRoundTrip(t, &v)
	}
	var zero, hollow T
	c.CheckRoundTrip(t, &zero)
	Hollow(&hollow)
	c.Check(t, c.CheckEncode(t, &hollow))
}

// Fill sets every exported field of the struct v points to, through
// pointers, slices (two elements) and maps (two keys), to a value that is
// not zero and differs from field to field, so that a codec that drops or
// swaps a field writes other bytes than encoding/json. Strings hold
// characters JSON escapes; times are in UTC, as they read back. With seed
// 0 every bool is true; another seed sets some false, so that swapped
// bools show. It panics on a kind the generator does not know.
func Fill(v any, seed int) {
	f := filler{n: seed * 1000, seed: seed}
	f.fill(reflect.ValueOf(v).Elem())
}

type filler struct{ n, seed int }

func (f *filler) fill(v reflect.Value) {
	f.n++
	n := f.n
	if v.Type() == timeType {
		v.Set(reflect.ValueOf(time.Date(2000+n%100, time.Month(1+n%12), 1+n%28, n%24, n%60, n%60, n*1001, time.UTC)))
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(fmt.Sprintf("s%d <&> \"é\" \u2028 \\ \t", n))
	case reflect.Int:
		v.SetInt(int64(n * (1 - 2*(n%2))))
	case reflect.Bool:
		v.SetBool(f.seed == 0 || (n+f.seed)%3 != 0)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		f.fill(v.Elem())
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		f.fill(v.Index(0))
		f.fill(v.Index(1))
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
		for range 2 {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			f.fill(k)
			f.fill(e)
			v.SetMapIndex(k, e)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if sf := v.Type().Field(i); sf.IsExported() && sf.Tag.Get("json") != "-" {
				f.fill(v.Field(i))
			}
		}
	default:
		panic("jsongen.Fill: kind " + v.Kind().String() + " is not supported")
	}
}

// Hollow sets the fields of the struct v points to to the empty values
// that omitempty tells from nil: empty slices and maps, pointers to zero
// values.
func Hollow(v any) { hollow(reflect.ValueOf(v).Elem()) }

func hollow(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		hollow(v.Elem())
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
	case reflect.Struct:
		if v.Type() == timeType {
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				hollow(v.Field(i))
			}
		}
	}
}

// DuplicateNames reports whether an object in data names a member twice,
// as encoding/json compares names. json.Unmarshal reads a repeated list
// into the elements the first one left, a generated codec reads it afresh:
// their values may differ then, and Check does not compare them.
func DuplicateNames(data []byte) bool {
	dup := false
	r := jsonr.New(data)
	var walk func()
	walk = func() {
		switch r.Kind() {
		case '{':
			seen := map[string]bool{}
			r.Object(func(name string) {
				dup = dup || seen[name]
				seen[name] = true
				walk()
			})
		case '[':
			r.Array(walk)
		default:
			r.Skip()
		}
	}
	walk()
	return dup
}

// CheckSource fails t unless file holds the codec Generate writes for
// roots; with update it writes the file instead. The file's header says
// to run a test named TestCodecSource with -update, which is what the
// package's generate directive does.
func CheckSource(t testing.TB, file string, update bool, roots ...reflect.Type) {
	t.Helper()
	want, err := Generate("Code generated by go test -run TestCodecSource -update; DO NOT EDIT.", roots...)
	if err != nil {
		t.Fatal(err)
	}
	if update {
		if err := os.WriteFile(file, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got, err := os.ReadFile(file); err != nil || string(got) != string(want) {
		t.Errorf("%s is not what the types say; run go generate", file)
	}
}

// Seeds returns the contents of the files pattern matches, of which there
// must be some, then extra: the inputs of a test that holds hand-written
// readers to json.Unmarshal, and the seeds of its fuzz target.
func Seeds(tb testing.TB, pattern string, extra ...string) [][]byte {
	tb.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		tb.Fatalf("no files match %s: %v", pattern, err)
	}
	var seeds [][]byte
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		seeds = append(seeds, data)
	}
	for _, s := range extra {
		seeds = append(seeds, []byte(s))
	}
	return seeds
}

// Same fails t unless got and want, what a reader and json.Unmarshal made
// of data, are deeply equal.
func Same(t testing.TB, data []byte, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%q: %s\n got %#v\nwant %#v", data, what, got, want)
	}
}
