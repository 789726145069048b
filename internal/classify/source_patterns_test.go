package classify

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// sourcePatternCount is how many patterns the package's source writes. It
// holds sourcePatterns to finding every one: a pattern added or removed
// changes it, and a pattern the parse misses fails the test.
const sourcePatternCount = 173

var (
	sourceOnce  sync.Once
	sourceList  []*lre
	sourceError string
)

// patterns returns a fresh lre for every pattern in the package, in source
// order, so that tests can check that the faster searches never change a
// result and the generated tables know every pattern. The package keeps no
// list of its own: its patterns are composite literals the compiler lays
// out statically, with no work at start (see pattern.go), so the list comes
// from the source, read by sourcePatterns.
func patterns(t testing.TB) []*lre {
	t.Helper()
	sourceOnce.Do(func() {
		exprs, err := sourcePatterns(".")
		if err != "" {
			sourceError = err
			return
		}
		if len(exprs) != sourcePatternCount {
			sourceError = "the source writes " + strconv.Itoa(len(exprs)) + " patterns, sourcePatternCount says " + strconv.Itoa(sourcePatternCount) + ": update it if a pattern was added or removed"
			return
		}
		for _, e := range exprs {
			sourceList = append(sourceList, &lre{expr: e})
		}
	})
	if sourceError != "" {
		t.Fatal(sourceError)
	}
	return sourceList
}

// sourcePatterns parses the package's non-test Go files in dir and returns
// the expr of every lre composite literal (&lre{expr: E}, or an element
// of a []*lre or []lre literal with its type left out), evaluating E:
// string literals, +, parentheses and the package's string constants. An
// lre literal whose expr it cannot evaluate, or that has none, is an
// error: such a pattern would be built at run time, and missed here.
func sourcePatterns(dir string) ([]string, string) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err.Error()
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err.Error()
		}
		files = append(files, f)
	}

	consts := map[string]ast.Expr{}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						consts[n.Name] = vs.Values[i]
					}
				}
			}
		}
	}
	var eval func(e ast.Expr, depth int) (string, bool)
	eval = func(e ast.Expr, depth int) (string, bool) {
		if depth > 100 {
			return "", false
		}
		switch e := e.(type) {
		case *ast.BasicLit:
			if e.Kind != token.STRING {
				return "", false
			}
			s, err := strconv.Unquote(e.Value)
			return s, err == nil
		case *ast.ParenExpr:
			return eval(e.X, depth+1)
		case *ast.BinaryExpr:
			if e.Op != token.ADD {
				return "", false
			}
			x, ok := eval(e.X, depth+1)
			if !ok {
				return "", false
			}
			y, ok := eval(e.Y, depth+1)
			return x + y, ok
		case *ast.Ident:
			if v, ok := consts[e.Name]; ok {
				return eval(v, depth+1)
			}
		}
		return "", false
	}

	isLre := func(e ast.Expr) bool {
		if s, ok := e.(*ast.StarExpr); ok {
			e = s.X
		}
		id, ok := e.(*ast.Ident)
		return ok && id.Name == "lre"
	}
	var exprs []string
	var problems []string
	for _, f := range files {
		// Composite literals whose type is left out but is lre: the
		// elements of a slice, array or map of lre or *lre.
		elided := map[*ast.CompositeLit]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			var elt ast.Expr
			switch t := c.Type.(type) {
			case *ast.ArrayType:
				elt = t.Elt
			case *ast.MapType:
				elt = t.Value
			}
			if elt != nil && isLre(elt) {
				for _, el := range c.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						el = kv.Value
					}
					if u, ok := el.(*ast.UnaryExpr); ok && u.Op == token.AND {
						el = u.X
					}
					if lit, ok := el.(*ast.CompositeLit); ok && lit.Type == nil {
						elided[lit] = true
					}
				}
			}
			if c.Type == nil && !elided[c] {
				// Any other literal with its type left out must not be an
				// lre: one with an expr field would be missed.
				for _, el := range c.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "expr" {
							problems = append(problems, fset.Position(c.Pos()).String()+": a literal with an expr field whose type sourcePatterns cannot tell")
						}
					}
				}
				return true
			}
			if !elided[c] && !isLre(c.Type) {
				return true
			}
			var expr ast.Expr
			for _, el := range c.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "expr" {
						expr = kv.Value
					}
				}
			}
			pos := fset.Position(c.Pos()).String()
			if expr == nil {
				problems = append(problems, pos+": an lre literal without expr")
				return true
			}
			s, ok := eval(expr, 0)
			if !ok {
				problems = append(problems, pos+": an lre literal whose expr is not a constant string sourcePatterns can evaluate")
				return true
			}
			exprs = append(exprs, s)
			return true
		})
	}
	if len(problems) > 0 {
		return nil, strings.Join(problems, "\n")
	}
	return exprs, ""
}

// TestSourcePatterns holds sourcePatterns to every form it must read, and
// to failing on any it cannot.
func TestSourcePatterns(t *testing.T) {
	if got := len(patterns(t)); got != sourcePatternCount {
		t.Fatalf("%d patterns", got)
	}
	seen := map[string]bool{}
	for _, p := range patterns(t) {
		if seen[p.expr] {
			t.Errorf("%s: written twice", p.expr)
		}
		seen[p.expr] = true
	}

	dir := t.TempDir()
	write := func(src string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte("package p\n\n"+src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("const a = `a`\nconst b = a + \"b\"\n" +
		"var x = &lre{expr: b + (`c` + \"\\x64\")}\n" +
		"var y = []*lre{&lre{expr: `e`}, {expr: `f`}}\n" +
		"var z = [...]lre{{expr: `g`}}\n" +
		"func f() *lre { return &lre{expr: `h`} }\n")
	if err := os.WriteFile(filepath.Join(dir, "p_test.go"), []byte("package p\n\nvar t = &lre{expr: `test`}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, problem := sourcePatterns(dir)
	if want := []string{"abcd", "e", "f", "g", "h"}; problem != "" || !slices.Equal(got, want) {
		t.Errorf("sourcePatterns = %q, %q; want %q", got, problem, want)
	}
	for _, src := range []string{
		"var x = &lre{expr: strings.Join([]string{`a`, `b`}, `|`)}\n",
		"var s = `a`\nvar x = &lre{expr: s}\n",
		"var x = &lre{}\n",
		"var x = []struct{ r *lre }{{&lre{expr: fmt.Sprint(1)}}}\n",
		"var x = []struct{ expr string }{{expr: `a`}}\n",
	} {
		write(src)
		if got, problem := sourcePatterns(dir); problem == "" {
			t.Errorf("%s: sourcePatterns = %q and no error", src, got)
		}
	}
}
