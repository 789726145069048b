package guard

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/rx"
)

// patternExprs returns the expr of every lazyRegexp{expr: …} in the
// package's source, in source order. An expr must be a constant string (a
// literal or a sum of literals), so that the tests can read it here.
func patternExprs(t *testing.T) []string {
	t.Helper()
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var exprs []string
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if id, ok := lit.Type.(*ast.Ident); !ok || id.Name != "lazyRegexp" {
				return true
			}
			if len(lit.Elts) != 1 {
				t.Errorf("%s: a lazyRegexp is {expr: …} alone", fset.Position(lit.Pos()))
				return false
			}
			kv, ok := lit.Elts[0].(*ast.KeyValueExpr)
			if !ok {
				t.Errorf("%s: a lazyRegexp is {expr: …} alone", fset.Position(lit.Pos()))
				return false
			}
			s, ok := constString(kv.Value)
			if !ok {
				t.Errorf("%s: a lazyRegexp's expr must be a constant string", fset.Position(kv.Value.Pos()))
				return false
			}
			exprs = append(exprs, s)
			return false
		})
	}
	if len(exprs) == 0 {
		t.Fatal("no patterns declared")
	}
	return exprs
}

// constString evaluates a string literal or a sum of them.
func constString(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, okx := constString(e.X)
		y, oky := constString(e.Y)
		return x + y, okx && oky
	case *ast.ParenExpr:
		return constString(e.X)
	}
	return "", false
}

// TestPatternsCompile compiles every pattern declared as a lazyRegexp:
// they compile on first use, so a broken one would otherwise surface only
// when a command first reached it.
func TestPatternsCompile(t *testing.T) {
	for _, expr := range patternExprs(t) {
		if _, err := rx.Compile(expr); err != nil {
			t.Errorf("%q does not compile: %v", expr, err)
		}
	}
	first, again := rawPipeToShell.get(), rawPipeToShell.get()
	if first == nil || first != again || first.String() != rawPipeToShell.expr {
		t.Errorf("get gave %v, then %v; want %q once", first, again, rawPipeToShell.expr)
	}
}
