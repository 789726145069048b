package jsongen

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite codec_gen_test.go")

// sample has a field of every kind and option the generator knows; its
// codec is generated into codec_gen_test.go and held to encoding/json.
type sample struct {
	S         string              `json:"s"`
	SO        string              `json:"so,omitempty"`
	Kind      kind                `json:"kind"`
	KindO     kind                `json:"kind_o,omitempty"`
	I         int                 `json:"i"`
	IO        int                 `json:"io,omitempty"`
	Month     time.Month          `json:"month,omitempty"`
	B         bool                `json:"b"`
	BO        bool                `json:"bo,omitempty"`
	Flag      yes                 `json:"flag"`
	PB        *bool               `json:"pb"`
	PBO       *bool               `json:"pbo,omitempty"`
	PI        *int                `json:"pi,omitempty"`
	PS        *string             `json:"ps"`
	PIn       *inner              `json:"p_in,omitempty"`
	PInN      *inner              `json:"p_in_n"`
	T         time.Time           `json:"t"`
	TO        time.Time           `json:"t_o,omitempty"`
	In        inner               `json:"in"`
	InO       inner               `json:"in_o,omitempty"`
	L         []string            `json:"l"`
	LO        []string            `json:"lo,omitempty"`
	LKind     []kind              `json:"l_kind,omitempty"`
	LIn       []inner             `json:"l_in"`
	LPIn      []*inner            `json:"lp_in,omitempty"`
	LL        [][]int             `json:"ll,omitempty"`
	LT        []time.Time         `json:"lt"`
	LMonth    []time.Month        `json:"l_month"`
	M         map[string]int      `json:"m"`
	MO        map[kind]inner      `json:"m_o,omitempty"`
	ML        map[string][]string `json:"ml,omitempty"`
	NoTag     string
	CamelCase string `json:"camelCase"`
	Skipped   string `json:"-"`
}

type (
	kind string
	yes  bool
)

type inner struct {
	X  string    `json:"x"`
	At time.Time `json:"at"`
	N  *int      `json:"n,omitempty"`
}

// TestCodecSource: the generated codec must be what the types say; with
// -update it is rewritten from them.
func TestCodecSource(t *testing.T) {
	CheckSource(t, "codec_gen_test.go", *update, reflect.TypeFor[sample]())
}

var codec = Codec[sample]{appendSample, readSample, unmarshalSample}

func TestCodecAgreesWithEncodingJSON(t *testing.T) {
	codec.CheckFilled(t)
	for _, in := range seeds {
		codec.Check(t, []byte(in))
	}
}

func FuzzCodec(f *testing.F) {
	var v sample
	Fill(&v, 1)
	data, _ := appendSample(nil, &v)
	f.Add(data)
	for _, in := range seeds {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, data []byte) { codec.Check(t, data) })
}

var seeds = []string{
	`{}`, `null`, `[]`, `5`, `{"s":1}`, `{"S":"x","KIND":"k","NoTag":"n","notag":"m","camelcase":"c","Skipped":"no","-":"x"}`,
	`{"pb":null,"pi":5,"ps":"x","p_in":{"x":"a","n":null},"p_in_n":null}`, `{"pb":"x"}`, `{"p_in":5}`, `{"p_in":[1]}`,
	`{"t":"2026-01-02T03:04:05.5+01:00","in":{"at":null}}`, `{"t":5}`, `{"in":{"at":"x"}}`, `{"t":"2026-01-02T03:04:05Z","i":1.5}`,
	`{"l":[],"lo":null,"l_kind":["a",null,3],"l_in":[null,{"x":"y"},5],"lp_in":[null,{}],"ll":[[1,2],[],null],"lt":[null,"2026-01-02T03:04:05Z"]}`,
	`{"l":{}}`, `{"l":"x"}`, `{"m":{},"m_o":{"b":{"x":"1"},"a":null},"ml":{"a":[],"b":null}}`, `{"m":[]}`, `{"m":{"a":"x"}}`,
	`{"l_month":[1,13,-1],"month":2.5}`, `{"flag":true,"b":"true","bo":null}`, `{"m":{"a":1,"a":2}}`, `{"l":["a"],"l":["b"]}`,
}

// TestRefuses: a kind the generator does not know is an error, not a
// codec that writes or reads it differently from encoding/json.
func TestRefuses(t *testing.T) {
	type (
		bytesField struct {
			B []byte `json:"b"`
		}
		stringOpt struct {
			N int `json:"n,string"`
		}
		embedded   struct{ inner }
		floatField struct{ F float64 }
		clash      struct {
			A string `json:"a"`
			B string `json:"A"`
		}
		marshaler struct{ D time.Duration }
		custom    struct{ R reflect.Value }
		anon      struct{ S struct{ X int } }
	)
	for _, v := range []any{bytesField{}, stringOpt{}, embedded{}, floatField{}, clash{}, custom{}, anon{}, map[int]int{}} {
		if _, err := Generate("x", reflect.TypeOf(v)); err == nil {
			t.Errorf("%T was generated", v)
		}
	}
	// time.Duration is a plain int64: refused as a kind, not silently read.
	if _, err := Generate("x", reflect.TypeFor[marshaler]()); err == nil || !strings.Contains(err.Error(), "int64") {
		t.Errorf("time.Duration: %v", err)
	}
}

// TestOnlyTestsImport: the package registers nothing at run time, but it
// imports testing and go/format, which have no place in the binary.
func TestOnlyTestsImport(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		data, err := os.ReadFile(p)
		if err == nil && strings.Contains(string(data), `"github.com/proofgate/proofgate/internal/jsongen"`) {
			t.Errorf("%s imports jsongen; only tests may", p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
