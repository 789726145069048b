package jsongen

import (
	"bytes"
	"fmt"
	"reflect"

	"github.com/proofgate/proofgate/internal/jsonr"
)

// decoder writes readT for the struct type t.
func (g *gen) decoder(w *bytes.Buffer, t reflect.Type) {
	fields, _ := fieldsOf(t) // checked by add
	d := &decoding{gen: g}
	for _, f := range fields {
		d.line("case %q:", jsonr.Fold(f.name))
		d.value("v."+f.goName, f.t, 0)
	}
	fmt.Fprintf(w, "\n// %s reads v as json.Unmarshal reads a %s.\n", funcName("read", t), t.Name())
	fmt.Fprintf(w, "func %s(r *jsonr.Reader, v *%s) bool {\n", funcName("read", t), t.Name())
	w.WriteString("return r.Object(func(name string) {\nswitch name {\n")
	w.Write(d.b.Bytes())
	w.WriteString("}\n})\n}\n")
}

// unmarshaler writes unmarshalT for the struct type t.
func (g *gen) unmarshaler(w *bytes.Buffer, t reflect.Type) {
	name := funcName("unmarshal", t)
	fmt.Fprintf(w, "\n// %s reads data into v as json.Unmarshal does. It fails where\n", name)
	w.WriteString("// json.Unmarshal fails: on malformed JSON, a value of the wrong type, or a\n// time that does not parse.\n")
	fmt.Fprintf(w, "func %s(data []byte, v *%s) error {\n", name, t.Name())
	fmt.Fprintf(w, "r := jsonr.New(data)\n%s(r, v)\nreturn r.Err()\n}\n", funcName("read", t))
}

// decoding is one readT's body.
type decoding struct {
	*gen
	b bytes.Buffer
}

func (d *decoding) line(format string, args ...any) {
	fmt.Fprintf(&d.b, format, args...)
	d.b.WriteByte('\n')
}

// value writes the statements that read the next value into the variable
// lv, of type t, as json.Unmarshal does: null leaves a string, an int, a
// bool, a struct or a time as it was and makes a pointer, a slice or a map
// nil; a pointer met with another value points to a value, new if it was
// nil, read from it; a slice is read afresh ([] is empty, not nil); a map
// is made if it was nil and gets the object's members. depth numbers the
// variables of nested lists.
func (d *decoding) value(lv string, t reflect.Type, depth int) {
	if t == timeType {
		d.line("r.Unmarshal(%s)", addr(lv))
		return
	}
	switch t.Kind() {
	case reflect.String:
		d.line("r.String(%s)", pointer(lv, t))
	case reflect.Int:
		d.line("r.Int(%s)", pointer(lv, t))
	case reflect.Bool:
		d.line("r.Bool(%s)", pointer(lv, t))
	case reflect.Struct:
		d.line("%s(r, %s)", funcName("read", t), addr(lv))
	case reflect.Pointer:
		d.line("if r.Null() {\n%s = nil\n} else {", lv)
		d.line("if %s == nil {\n%s = new(%s)\n}", lv, lv, d.typeName(t.Elem()))
		d.value(deref(lv), t.Elem(), depth)
		d.line("}")
	case reflect.Slice:
		list, e := fmt.Sprintf("list%d", depth), fmt.Sprintf("e%d", depth)
		d.line("if r.Null() {\n%s = nil\n} else {", lv)
		d.line("%s := %s{}", list, d.typeName(t))
		d.line("if r.Array(func() {")
		d.line("var %s %s", e, d.typeName(t.Elem()))
		d.value(e, t.Elem(), depth+1)
		d.line("%s = append(%s, %s)", list, list, e)
		d.line("}) {\n%s = %s\n}", lv, list)
		d.line("}")
	case reflect.Map:
		// encoding/json makes the map only for an object, and reads the
		// keys as they are, without folding them.
		key, e := fmt.Sprintf("key%d", depth), fmt.Sprintf("e%d", depth)
		d.line("if r.Null() {\n%s = nil\n} else {", lv)
		d.line("if r.Kind() == '{' && %s == nil {\n%s = %s{}\n}", lv, lv, d.typeName(t))
		d.line("r.Map(func(%s string) {", key)
		d.line("var %s %s", e, d.typeName(t.Elem()))
		d.value(e, t.Elem(), depth+1)
		k := key
		if basic(t.Key()) != "" {
			k = d.typeName(t.Key()) + "(" + key + ")"
		}
		d.line("%s[%s] = %s", lv, k, e)
		d.line("})")
		d.line("}")
	}
}

// pointer is the address of lv as a pointer to the predeclared type of
// its kind.
func pointer(lv string, t reflect.Type) string {
	if b := basic(t); b != "" {
		return "(*" + b + ")(" + addr(lv) + ")"
	}
	return addr(lv)
}
