// Package switchtest reads the string cases of a switch in a package's
// source, so that a test can hold a lookup written as a switch to the
// list of keys it replaced or mirrors: a switch cannot be enumerated at
// run time as a map can.
package switchtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"
)

// Cases returns the string constants of every case clause of the switch
// statements in the function fn of file, in source order.
func Cases(t *testing.T, file, fn string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	found := false
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Name.Name != fn {
			continue
		}
		found = true
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			cc, ok := n.(*ast.CaseClause)
			if !ok {
				return true
			}
			for _, e := range cc.List {
				lit, ok := e.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					t.Fatalf("%s: a case of %s is not a string literal", file, fn)
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, s)
			}
			return true
		})
	}
	if !found {
		t.Fatalf("%s has no func %s", file, fn)
	}
	return out
}
