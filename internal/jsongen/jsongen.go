// Package jsongen writes the Go source of codecs that encode and decode
// struct types as encoding/json does, with packages jsonw and jsonr.
//
// A hook is a process of its own, and encoding/json works out the fields
// of every struct type it meets once per process: for the ledger a hook
// reads and rewrites on every call, that setup cost more than the reading
// and writing. A generated codec has no setup, and the structs' json tags
// stay the one place that names, orders and omits the members: a test of
// the package that holds the types regenerates its codec from them (go
// test -run TestCodecSource -update) and fails when the file checked in is
// not current, and the helpers in check.go hold the codec to encoding/json.
//
// It knows the kinds proofgate stores: strings, ints, bools (named or
// not), time.Time, structs of the package, and pointers, slices and
// string-keyed maps of these; tags with a name and omitempty. It refuses
// anything else (an embedded field, a ",string" tag, a type with its own
// MarshalJSON or MarshalText, a []byte), so that a new kind of field is a
// change to the generator, never a member the codec silently drops or
// writes differently.
//
// Only tests import it.
package jsongen

import (
	"bytes"
	"fmt"
	"go/format"
	"path"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/proofgate/proofgate/internal/jsonr"
)

// Generate returns the source of a file of the package of roots that
// declares, for each root and each struct type of the package its fields
// reach:
//
//	appendT(b []byte, v *T) ([]byte, error) // b and json.Marshal(v)'s bytes
//	readT(r *jsonr.Reader, v *T) bool       // reads v as json.Unmarshal does
//
// and for each root
//
//	unmarshalT(data []byte, v *T) error // nil where json.Unmarshal's is
//
// readT reports, as jsonr.Reader.Object does, whether the value was an
// object; the caller reads the errors from r. appendT fails where
// json.Marshal does (a time outside the years 0 to 9999); unmarshalT
// where json.Unmarshal does. header is the file's first comment, which
// says how it was generated.
func Generate(header string, roots ...reflect.Type) ([]byte, error) {
	if len(roots) == 0 {
		return nil, fmt.Errorf("no type to generate")
	}
	g := &gen{pkgPath: roots[0].PkgPath(), imports: map[string]bool{}, seen: map[reflect.Type]bool{}}
	for _, t := range roots {
		if err := g.add(t); err != nil {
			return nil, err
		}
		if t.Kind() != reflect.Struct {
			return nil, fmt.Errorf("%s: a root must be a struct", t)
		}
	}
	var body bytes.Buffer
	for _, t := range g.structs {
		g.encoder(&body, t)
	}
	for _, t := range g.structs {
		g.decoder(&body, t)
	}
	for _, t := range roots {
		g.unmarshaler(&body, t)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// %s\n\npackage %s\n\nimport (\n", header, path.Base(g.pkgPath))
	g.imports["github.com/proofgate/proofgate/internal/jsonr"] = true
	g.imports["github.com/proofgate/proofgate/internal/jsonw"] = true
	// The standard library's packages first, as goimports groups them.
	var stdlib, others []string
	for p := range g.imports {
		if std(p) {
			stdlib = append(stdlib, p)
		} else {
			others = append(others, p)
		}
	}
	slices.Sort(stdlib)
	slices.Sort(others)
	for _, p := range stdlib {
		fmt.Fprintf(&b, "%q\n", p)
	}
	b.WriteString("\n")
	for _, p := range others {
		fmt.Fprintf(&b, "%q\n", p)
	}
	b.WriteString(")\n")
	b.Write(body.Bytes())
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("the generated source does not parse: %w\n%s", err, b.Bytes())
	}
	return src, nil
}

// std reports whether the import path p is the standard library's.
func std(p string) bool {
	first, _, _ := strings.Cut(p, "/")
	return !strings.Contains(first, ".")
}

// gen is one file's generation: the package's struct types met, in the
// order met, and the packages the source names.
type gen struct {
	pkgPath string
	structs []reflect.Type
	seen    map[reflect.Type]bool
	imports map[string]bool
}

var timeType = reflect.TypeFor[time.Time]()

// field is a struct field as encoding/json sees it.
type field struct {
	goName    string
	name      string // the member's name
	omitEmpty bool
	t         reflect.Type
}

// add checks that t is a kind the generator knows and notes the struct
// types it reaches.
func (g *gen) add(t reflect.Type) error {
	if t == timeType {
		return nil
	}
	if err := plain(t); err != nil {
		return err
	}
	switch t.Kind() {
	case reflect.String, reflect.Int, reflect.Bool:
		return nil
	case reflect.Pointer:
		return g.add(t.Elem())
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return fmt.Errorf("%s: encoding/json writes a []byte as base64", t)
		}
		return g.add(t.Elem())
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return fmt.Errorf("%s: only string keys", t)
		}
		if err := plain(t.Key()); err != nil {
			return err
		}
		return g.add(t.Elem())
	case reflect.Struct:
		if t.PkgPath() != g.pkgPath || t.Name() == "" {
			return fmt.Errorf("%s: only named structs of %s", t, g.pkgPath)
		}
		if g.seen[t] {
			return nil
		}
		g.seen[t] = true
		g.structs = append(g.structs, t)
		fields, err := fieldsOf(t)
		if err != nil {
			return err
		}
		for _, f := range fields {
			if err := g.add(f.t); err != nil {
				return fmt.Errorf("%s.%s: %w", t.Name(), f.goName, err)
			}
		}
		return nil
	}
	return fmt.Errorf("%s: kind %s is not supported", t, t.Kind())
}

// plain refuses a type that encodes itself: encoding/json would call its
// methods, the generated code would not.
func plain(t reflect.Type) error {
	p := reflect.PointerTo(t)
	for _, m := range []string{"MarshalJSON", "UnmarshalJSON", "MarshalText", "UnmarshalText"} {
		if _, ok := p.MethodByName(m); ok {
			return fmt.Errorf("%s has %s", t, m)
		}
	}
	return nil
}

// fieldsOf lists t's members in encoding/json's order (the fields'), with
// their names and options from the json tags.
func fieldsOf(t reflect.Type) ([]field, error) {
	var out []field
	folded := map[string]string{}
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.Anonymous {
			return nil, fmt.Errorf("%s.%s: embedded fields are not supported", t.Name(), sf.Name)
		}
		tag := sf.Tag.Get("json")
		if !sf.IsExported() || tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" {
			name = sf.Name
		}
		if !simpleName(name) {
			return nil, fmt.Errorf("%s.%s: name %q needs escaping", t.Name(), sf.Name, name)
		}
		f := field{goName: sf.Name, name: name, t: sf.Type}
		for opt := range strings.SplitSeq(opts, ",") {
			switch opt {
			case "":
			case "omitempty":
				f.omitEmpty = true
			default:
				return nil, fmt.Errorf("%s.%s: tag option %q is not supported", t.Name(), sf.Name, opt)
			}
		}
		// encoding/json drops fields whose names clash, and matches a name
		// given in another case to whichever field: refuse both.
		if other, ok := folded[jsonr.Fold(name)]; ok {
			return nil, fmt.Errorf("%s: fields %s and %s have the same name", t.Name(), other, sf.Name)
		}
		folded[jsonr.Fold(name)] = sf.Name
		out = append(out, f)
	}
	return out, nil
}

// simpleName reports whether name is written as it is, with no escape.
func simpleName(name string) bool {
	for _, c := range []byte(name) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return name != ""
}

// typeName is t as the generated source names it.
func (g *gen) typeName(t reflect.Type) string {
	switch {
	case t.Name() != "" && t.PkgPath() == "":
		return t.Name()
	case t.Name() != "" && t.PkgPath() == g.pkgPath:
		return t.Name()
	case t.Name() != "":
		g.imports[t.PkgPath()] = true
		return path.Base(t.PkgPath()) + "." + t.Name()
	}
	switch t.Kind() {
	case reflect.Pointer:
		return "*" + g.typeName(t.Elem())
	case reflect.Slice:
		return "[]" + g.typeName(t.Elem())
	case reflect.Map:
		return "map[" + g.typeName(t.Key()) + "]" + g.typeName(t.Elem())
	}
	panic("jsongen: no name for " + t.String())
}

// basic is the predeclared type of t's kind, for a named string, int or
// bool, which the generated code converts; "" for the predeclared type
// itself.
func basic(t reflect.Type) string {
	if t.PkgPath() == "" {
		return ""
	}
	return t.Kind().String()
}

// funcName names the generated function that does verb to a T: appendT,
// readT.
func funcName(verb string, t reflect.Type) string {
	return verb + strings.ToUpper(t.Name()[:1]) + t.Name()[1:]
}

// addr is the address of the variable expr; deref the variable expr
// points to.
func addr(expr string) string {
	if rest, ok := strings.CutPrefix(expr, "*"); ok {
		return rest
	}
	return "&" + expr
}

func deref(expr string) string { return "*" + expr }
