package shell

import (
	"strings"
	"testing"
)

func TestParseEnv(t *testing.T) {
	env := Env{Dir: "/p", Home: "/h", Subst: func(cmds []Command) (string, bool) {
		if len(cmds) == 1 && cmds[0].Name() == "which" && len(cmds[0].Args) == 2 {
			return cmds[0].Args[1], true
		}
		return "", false
	}}
	tests := []struct {
		src  string
		want []string // "dir: args" of each command
	}{
		{"X=/; rm -rf $X", []string{"/p: rm -rf /"}},
		{"RM=rm; $RM -rf ~", []string{"/p: rm -rf /h"}},
		{"rm -rf ${HOME}/x ~/y", []string{"/p: rm -rf /h/x /h/y"}},
		{"cd /; rm -rf *", []string{"/p: cd /", "/: rm -rf *"}},
		{"cd sub && cd .. && pwd", []string{"/p: cd sub", "/p/sub: cd ..", "/p: pwd"}},
		{"(cd /tmp); ls", []string{"/p: cd /tmp", "/p: ls"}},
		{"cd $X; ls", []string{"/p: cd $X", ": ls"}},
		{"$(which rm) -rf /", []string{"/p: which rm", "/p: rm -rf /"}},
		{"for d in a b; do rm -r $d; done", []string{"/p: rm -r a", "/p: rm -r b"}},
		{"rm -rf /{etc,usr}", []string{"/p: rm -rf /etc /usr"}},
		{"{,} o", []string{"/p:   o"}}, // empty brace elements (two empty words): the printer panicked on them
		// A brace expansion split in place inside a substitution: syntax.Walk
		// does not know the split parts; it panicked, and the guard denied.
		{"echo `{a,b} x`", []string{"/p: a b x", "/p: echo $( x)"}},
		{"X='a b'; rm $X \"$X\"", []string{"/p: rm a b a b"}},
		{"export A=1; declare -p", []string{"/p: export A=1", "/p: declare -p"}},
		{"echo $UNKNOWN", []string{"/p: echo $UNKNOWN"}},
		{"f() { X=/; }; rm -rf $X", []string{"/p: rm -rf $X"}},
		// A wrapper's own working directory is the command's.
		{"env -C ../other rm -rf build", []string{"/other: rm -rf build"}},
		{"env --chdir=/srv -i rm x", []string{"/srv: rm x"}},
		{"sudo -D $D rm x", []string{": rm x"}},
		{"env - git status", []string{"/p: git status"}},
		{"env -P /usr/bin git status", []string{"/p: git status"}},
		{"env -iC / rm -rf etc", []string{"/: rm -rf etc"}},
		{"env -C/srv rm x", []string{"/srv: rm x"}},
		{"sudo -uroot rm x", []string{"/p: rm x"}},
	}
	for _, tt := range tests {
		cmds, err := ParseEnv(tt.src, env)
		if err != nil {
			t.Errorf("ParseEnv(%q): %v", tt.src, err)
			continue
		}
		var got []string
		for _, c := range cmds {
			got = append(got, c.Dir+": "+strings.Join(c.Args, " "))
		}
		if strings.Join(got, " ; ") != strings.Join(tt.want, " ; ") {
			t.Errorf("ParseEnv(%q)\n got %q\nwant %q", tt.src, got, tt.want)
		}
	}
}

func TestParseEnvLiteral(t *testing.T) {
	cmds, _ := ParseEnv(`rm -rf "$DIR"/ $HOME`, Env{Home: "/h"})
	if len(cmds) != 1 || cmds[0].Literal[2] || !cmds[0].Literal[3] {
		t.Fatalf("got %+v", cmds)
	}
}

func TestParseEnvExtras(t *testing.T) {
	cmds, _ := ParseEnv("PGHOST=db psql <<EOF\nDROP TABLE t;\nEOF\necho a | sh; x", Env{})
	if len(cmds) != 4 {
		t.Fatalf("got %d commands", len(cmds))
	}
	if got := cmds[0].Assigns; len(got) != 1 || got[0] != "PGHOST=db" {
		t.Errorf("Assigns = %q", got)
	}
	if b := cmds[0].Redirects[0].Body; !strings.Contains(b, "DROP TABLE") {
		t.Errorf("Body = %q", b)
	}
	if cmds[1].Pipeline == 0 || cmds[1].Pipeline != cmds[2].Pipeline || cmds[3].Pipeline != 0 {
		t.Errorf("pipelines %d %d %d", cmds[1].Pipeline, cmds[2].Pipeline, cmds[3].Pipeline)
	}
	cmds, _ = ParseEnv("while read l; do :; done < .env", Env{})
	last := cmds[len(cmds)-1]
	if len(last.Args) != 0 || len(last.Redirects) != 1 || last.Redirects[0].Target != ".env" {
		t.Errorf("compound redirect: %+v", last)
	}
}

func FuzzParseEnv(f *testing.F) {
	for _, s := range []string{"X=/; rm -rf $X", "cd /; rm *", "for a in {1..3}; do echo $a; done", "a=$(b) c", `x='`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		cmds, _ := ParseEnv(src, Env{Dir: "/p", Home: "/h", Subst: func([]Command) (string, bool) { return "x", true }})
		for _, c := range cmds {
			if len(c.Args) != len(c.Literal) {
				t.Fatalf("Args and Literal differ in length for %q", src)
			}
		}
	})
}

// TestParseEnvBounded checks that nesting cannot make a parse exponential.
func TestParseEnvBounded(t *testing.T) {
	src := strings.Repeat("$(echo ", 25) + "x" + strings.Repeat(")", 25)
	loops := strings.Repeat("for a in 1 2 3 4 5 6 7 8; do ", 8) + "rm $a" + strings.Repeat("; done", 8)
	for _, s := range []string{src, loops} {
		cmds, err := ParseEnv(s, Env{Subst: func([]Command) (string, bool) { return "x", true }})
		if err != nil || len(cmds) > 10000 {
			t.Errorf("%d commands, %v", len(cmds), err)
		}
	}
}

func TestParseEnvFunctions(t *testing.T) {
	tests := []struct{ src, want string }{
		{`f() { rm -rf "$1"; }; f build`, "f build ; rm -rf build"},
		{`f() { rm -rf "$1"; }`, "rm -rf $1"},
		{`(g() { rm -r "$@"; }); true`, "true ; rm -r $@"},
		{`set -- a b; rm "$@"`, "set -- a b ; rm a b"},
	}
	for _, tt := range tests {
		cmds, _ := ParseEnv(tt.src, Env{})
		var got []string
		for _, c := range cmds {
			got = append(got, strings.Join(c.Args, " "))
		}
		if strings.Join(got, " ; ") != tt.want {
			t.Errorf("ParseEnv(%q) = %q, want %q", tt.src, strings.Join(got, " ; "), tt.want)
		}
	}
}

// Parse, with no environment to expand in, keeps a command's own
// assignments as written: what it runs against (RAILS_ENV=production).
func TestParseAssigns(t *testing.T) {
	cmds, _ := Parse(`RAILS_ENV=production bin/rails runner x.rb; A=1; B="$C" env`)
	if len(cmds) != 2 {
		t.Fatalf("got %d commands: %+v", len(cmds), cmds)
	}
	if got := cmds[0].Assigns; len(got) != 1 || got[0] != "RAILS_ENV=production" {
		t.Errorf("Assigns = %q", got)
	}
	if got := cmds[1].Assigns; len(got) != 1 || got[0] != "B=$C" {
		t.Errorf("Assigns = %q", got)
	}
}
