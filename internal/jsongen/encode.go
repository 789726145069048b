package jsongen

import (
	"bytes"
	"fmt"
	"reflect"
)

// encoder writes appendT for the struct type t.
func (g *gen) encoder(w *bytes.Buffer, t reflect.Type) {
	fields, _ := fieldsOf(t) // checked by add
	e := &encoding{gen: g}
	e.line("b = append(b, '{')")
	for _, f := range fields {
		expr := "v." + f.goName
		cond := nonEmpty(expr, f.t)
		if f.omitEmpty && cond != "" {
			e.line("if %s {", cond)
		}
		e.line("b = jsonw.Field(b, %q)", f.name)
		// Past omitempty's test a pointer, a slice or a map is not nil.
		e.value(expr, f.t, 0, f.omitEmpty)
		if f.omitEmpty && cond != "" {
			e.line("}")
		}
	}
	e.line("return append(b, '}'), nil")

	fmt.Fprintf(w, "\n// %s appends v as json.Marshal writes a %s.\n", funcName("append", t), t.Name())
	fmt.Fprintf(w, "func %s(b []byte, v *%s) ([]byte, error) {\n", funcName("append", t), t.Name())
	if e.err {
		w.WriteString("var err error\n")
	}
	w.Write(e.b.Bytes())
	w.WriteString("}\n")
}

// encoding is one appendT's body.
type encoding struct {
	*gen
	b   bytes.Buffer
	err bool // the body returns errors
}

func (e *encoding) line(format string, args ...any) {
	fmt.Fprintf(&e.b, format, args...)
	e.b.WriteByte('\n')
}

// value writes the statements that append the value of expr, of type t;
// depth numbers the loop variables of nested lists, and notNil says that
// expr is not nil.
func (e *encoding) value(expr string, t reflect.Type, depth int, notNil bool) {
	if t == timeType {
		e.err = true
		e.line("if b, err = jsonw.Time(b, %s); err != nil {\nreturn nil, err\n}", expr)
		return
	}
	switch t.Kind() {
	case reflect.String:
		e.line("b = jsonw.String(b, %s)", convert(expr, t))
	case reflect.Int:
		e.line("b = jsonw.Int(b, %s)", convert(expr, t))
	case reflect.Bool:
		e.line("b = jsonw.Bool(b, %s)", convert(expr, t))
	case reflect.Struct:
		e.err = true
		e.line("if b, err = %s(b, %s); err != nil {\nreturn nil, err\n}", funcName("append", t), addr(expr))
	case reflect.Pointer:
		if !notNil {
			e.line("if %s == nil {\nb = append(b, \"null\"...)\n} else {", expr)
			defer e.line("}")
		}
		e.value(deref(expr), t.Elem(), depth, false)
	case reflect.Slice:
		if !notNil {
			e.line("if %s == nil {\nb = append(b, \"null\"...)\n} else {", expr)
			defer e.line("}")
		}
		i := fmt.Sprintf("i%d", depth)
		e.line("b = append(b, '[')")
		e.line("for %s := range %s {", i, expr)
		e.line("if %s > 0 {\nb = append(b, ',')\n}", i)
		e.value(expr+"["+i+"]", t.Elem(), depth+1, false)
		e.line("}")
		e.line("b = append(b, ']')")
	case reflect.Map:
		if !notNil {
			e.line("if %s == nil {\nb = append(b, \"null\"...)\n} else {", expr)
			defer e.line("}")
		}
		// encoding/json writes a map's members sorted by key.
		e.imports["maps"], e.imports["slices"] = true, true
		i, k, x := fmt.Sprintf("i%d", depth), fmt.Sprintf("k%d", depth), fmt.Sprintf("x%d", depth)
		e.line("b = append(b, '{')")
		e.line("for %s, %s := range slices.Sorted(maps.Keys(%s)) {", i, k, expr)
		e.line("if %s > 0 {\nb = append(b, ',')\n}", i)
		e.line("b = append(jsonw.String(b, %s), ':')", convert(k, t.Key()))
		e.line("%s := %s[%s]", x, expr, k)
		e.value(x, t.Elem(), depth+1, false)
		e.line("}")
		e.line("b = append(b, '}')")
	}
}

// convert is expr as the predeclared type of its kind.
func convert(expr string, t reflect.Type) string {
	if b := basic(t); b != "" {
		return b + "(" + expr + ")"
	}
	return expr
}

// nonEmpty is the condition under which omitempty writes expr; "" for a
// struct, which encoding/json never omits.
func nonEmpty(expr string, t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return expr + ` != ""`
	case reflect.Int:
		return expr + " != 0"
	case reflect.Bool:
		return expr
	case reflect.Pointer:
		return expr + " != nil"
	case reflect.Slice, reflect.Map:
		return "len(" + expr + ") != 0"
	}
	return ""
}
