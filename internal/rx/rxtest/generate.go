package rxtest

import (
	"bytes"
	"fmt"
	"go/format"
	"reflect"
	"slices"
	"strconv"

	"github.com/proofgate/proofgate/internal/rx"
)

// Generate returns the Go source of a file of package pkg that declares
// the rx.Table name holding exprs, compiled (duplicates dropped, sorted).
// header is the file's first comment, which says how it was generated.
func Generate(header, pkg, name string, exprs []string) ([]byte, error) {
	exprs = slices.Clone(exprs)
	slices.Sort(exprs)
	exprs = slices.Compact(exprs)
	var t rx.Table
	for _, expr := range exprs {
		p, err := rx.Compiled(expr)
		if err != nil {
			return nil, err
		}
		t.Add(p)
	}
	t.BuildIndex()
	var b bytes.Buffer
	fmt.Fprintf(&b, "// %s\n\npackage %s\n\n", header, pkg)
	b.WriteString("import \"github.com/proofgate/proofgate/internal/rx\"\n\n")
	fmt.Fprintf(&b, "// %s holds the package's regular expressions, compiled (see package rx).\n", name)
	fmt.Fprintf(&b, "var %s = &rx.Table{\n", name)
	b.WriteString("Strings: \"\"")
	for _, e := range t.Entries {
		// One line per entry: its expression, prefix and capture names.
		end := e.Names + e.NamesLen
		if e.Expr+e.ExprLen > end {
			end = e.Expr + e.ExprLen
		}
		fmt.Fprintf(&b, " +\n%s", strconv.Quote(t.Strings[e.Expr:end]))
	}
	b.WriteString(",\n")
	b.WriteString("Entries: []rx.Entry{\n")
	for _, e := range t.Entries {
		b.WriteString("{")
		writeFields(&b, e)
		b.WriteString("},\n")
	}
	b.WriteString("},\nInsts: []rx.PackedInst{\n")
	for _, in := range t.Insts {
		b.WriteString("{")
		writeFields(&b, in)
		b.WriteString("},\n")
	}
	b.WriteString("},\n")
	writeInts(&b, "Runes", "rune", t.Runes)
	writeInts(&b, "Next", "uint32", t.Next)
	writeInts(&b, "Index", "uint16", t.Index)
	if len(t.Sets) > 0 {
		b.WriteString("Sets: []rx.ByteSet{\n")
		for _, s := range t.Sets {
			fmt.Fprintf(&b, "{%#x, %#x, %#x, %#x},\n", s[0], s[1], s[2], s[3])
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

// writeFields writes the non-zero fields of struct v as keyed elements.
func writeFields(b *bytes.Buffer, v any) {
	rv := reflect.ValueOf(v)
	first := true
	for i := range rv.NumField() {
		f := rv.Field(i)
		if f.IsZero() {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		fmt.Fprintf(b, "%s: ", rv.Type().Field(i).Name)
		switch x := f.Interface().(type) {
		case string:
			b.WriteString(strconv.Quote(x))
		case []string:
			b.WriteString("[]string{")
			for j, s := range x {
				if j > 0 {
					b.WriteString(", ")
				}
				b.WriteString(strconv.Quote(s))
			}
			b.WriteString("}")
		default:
			switch f.Kind() {
			case reflect.Bool:
				fmt.Fprintf(b, "%t", f.Bool())
			case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
				fmt.Fprintf(b, "%d", f.Int()) // not %v: InstOp and EmptyOp have String methods
			default:
				fmt.Fprintf(b, "%d", f.Uint())
			}
		}
	}
}

func writeInts[T rune | uint32 | uint16](b *bytes.Buffer, field, typ string, xs []T) {
	if len(xs) == 0 {
		return
	}
	fmt.Fprintf(b, "%s: []%s{", field, typ)
	for i, x := range xs {
		if i%16 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "%d, ", x)
	}
	b.WriteString("\n},\n")
}
