package shell

import (
	"strings"
	"sync"
	"testing"
)

// brief renders commands compactly: args joined by spaces, then flags.
func brief(cmds []Command) []string {
	var out []string
	for _, c := range cmds {
		s := strings.Join(c.Args, " ")
		if c.Masked {
			s += " [masked]"
		}
		if c.Piped {
			s += " [piped]"
		}
		if c.Nested {
			s += " [nested]"
		}
		out = append(out, s)
	}
	return out
}

func TestParse(t *testing.T) {
	tests := []struct {
		src  string
		want []string
	}{
		{"go test ./...", []string{"go test ./..."}},
		{"cd api && go test ./...", []string{"cd api", "go test ./..."}},
		{"go vet ./...; go test ./...", []string{"go vet ./... [masked]", "go test ./..."}},
		{"go test ./... | tee out.log", []string{"go test ./... [masked] [piped]", "tee out.log"}},
		{"pytest || true", []string{"pytest [masked]", "true"}},
		{"sudo -u app env CI=1 FOO=bar time -p npm test", []string{"npm test"}},
		{"timeout 60 cargo test", []string{"cargo test"}},
		{"nice -n 10 make check", []string{"make check"}},
		{`\rm -rf 'build'`, []string{"rm -rf build"}},
		{`"go" "test" "./..."`, []string{"go test ./..."}},
		{"echo $(go test ./...)", []string{"go test ./... [masked] [nested]", "echo $(go test ./...)"}},
		{"(cd web && npm test)", []string{"cd web", "npm test"}},
		{"find . -name x | xargs -n 1 rm -f", []string{"find . -name x [masked] [piped]", "rm -f"}},
		{"command -v go", []string{"command -v go"}},
		{"FOO=1 go test", []string{"go test"}},
		{"for f in a b; do gofmt -l $f; done", []string{"gofmt -l $f"}},
		{"if make lint; then echo ok; fi", []string{"make lint [masked]", "echo ok"}},
		{"go test ./... &", []string{"go test ./... [masked]"}},
		{"! go test", []string{"go test [masked]"}},
		{"npm test > out.log 2>&1", []string{"npm test"}},
		// set -e ends the line at the first failure; pipefail fails a
		// pipeline on any stage; a subshell's set stays inside it.
		{"set -e\ngo vet ./...\ngo test ./...", []string{"set -e [masked]", "go vet ./...", "go test ./..."}},
		{"set -euo pipefail; go test ./... | tee log", []string{"set -euo pipefail [masked]", "go test ./... [piped]", "tee log"}},
		{"set -e; set +e; make lint; make test", []string{"set -e [masked]", "set +e", "make lint [masked]", "make test"}},
		{"(set -e; a); b; c", []string{"set -e [masked]", "a [masked]", "b [masked]", "c"}},
	}
	for _, tt := range tests {
		cmds, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := brief(cmds); strings.Join(got, " ; ") != strings.Join(tt.want, " ; ") {
			t.Errorf("Parse(%q)\n got %q\nwant %q", tt.src, got, tt.want)
		}
	}
}

// TestXargsReplace reads the replacement string however xargs spells it.
func TestXargsReplace(t *testing.T) {
	for src, want := range map[string]string{
		"xargs -I{} sh -c x": "{}", "xargs -I % sh": "%", "xargs -i sh": "{}", "xargs --replace=X sh": "X",
		"xargs -J X rm": "X", "xargs -n1 rm": "", "xargs --replace sh": "{}",
	} {
		cmds, err := Parse(src)
		if err != nil || len(cmds) != 1 || cmds[0].Replace != want {
			t.Errorf("Parse(%q) = %+v, %v; want Replace %q", src, cmds, err, want)
		}
	}
}

func TestUnwrap(t *testing.T) {
	c := Unwrap(Command{Args: []string{"env", "CI=1", "timeout", "60", "go", "test"}, Literal: []bool{true, true, true, true, true, true}})
	if strings.Join(c.Args, " ") != "go test" || strings.Join(c.Wrappers, ",") != "env,timeout" || len(c.Assigns) != 1 {
		t.Fatalf("Unwrap = %+v", c)
	}
}

func TestParseLiteral(t *testing.T) {
	cmds, _ := Parse(`rm -rf "$HOME/x" /tmp/y`)
	if len(cmds) != 1 {
		t.Fatalf("got %d commands", len(cmds))
	}
	want := []bool{true, true, false, true}
	for i, lit := range cmds[0].Literal {
		if lit != want[i] {
			t.Errorf("Literal[%d] (%q) = %v, want %v", i, cmds[0].Args[i], lit, want[i])
		}
	}
}

func TestParseRedirects(t *testing.T) {
	cmds, _ := Parse("cat < .env > out.txt")
	if len(cmds) != 1 || len(cmds[0].Redirects) != 2 {
		t.Fatalf("got %+v", cmds)
	}
	if r := cmds[0].Redirects[0]; r.Op != "<" || r.Target != ".env" {
		t.Errorf("first redirect = %+v", r)
	}
}

func TestParseInvalidFallsBack(t *testing.T) {
	cmds, err := Parse(`go test ./... && echo "unterminated`)
	if err == nil {
		t.Fatal("want a syntax error")
	}
	if len(cmds) == 0 || cmds[0].Name() != "go" {
		t.Errorf("fallback lost the command: %q", brief(cmds))
	}
}

func TestName(t *testing.T) {
	for in, want := range map[string]string{"/usr/bin/rm": "rm", `C:\bin\go.exe`: "go.exe", "": "", "make": "make"} {
		c := Command{}
		if in != "" {
			c.Args = []string{in}
		}
		if got := c.Name(); got != want {
			t.Errorf("Name(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"go test ./...", "cd a && make test | tee x", "sudo env A=1 rm -rf /", `echo "$(pytest)"`, "for i in 1; do :; done", "a=$(b) c", `x='`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		cmds, _ := Parse(src)
		for _, c := range cmds {
			if len(c.Args) != len(c.Literal) {
				t.Fatalf("Args and Literal differ in length for %q", src)
			}
		}
	})
}

// TestParseConcurrently: parsing is safe from several goroutines (replays
// of several sessions run at once).
func TestParseConcurrently(t *testing.T) {
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				cmds, _ := Parse(`FOO=bar go test ./... | tail -5 && echo "$(date)" ` + strings.Repeat("x", i))
				if len(cmds) == 0 {
					t.Error("no commands")
					return
				}
			}
		}()
	}
	wg.Wait()
}
