package guard

import "testing"

// TestParallelReplace expands parallel's replacement strings as parallel
// does.
func TestParallelReplace(t *testing.T) {
	def := parallelRepl{all: "{}", ext: "{.}", base: "{/}", dir: "{//}", baseExt: "{/.}"}
	one := []word{{"src/a.tar.gz", true}}
	tests := []struct {
		r    parallelRepl
		s    string
		job  []word
		want string
		lit  bool
		ok   bool
	}{
		{def, "{}", one, "src/a.tar.gz", true, true},
		{def, "{.}", one, "src/a.tar", true, true},
		{def, "{/}", one, "a.tar.gz", true, true},
		{def, "{//}", one, "src", true, true},
		{def, "{/.}", one, "a.tar", true, true},
		{def, "{//}", []word{{"x", true}}, ".", true, true},
		{def, "{//}", []word{{"/x", true}}, "/", true, true},
		{def, "{1} {2//}", []word{{"a", true}, {"b/c", true}}, "a b", true, true},
		{def, "{} {#}", []word{{"a", true}, {"b", true}}, "a b 1", true, true},
		{def, "x{}y", []word{unknownInput}, "x$(input)y", false, true},
		{def, "{=s/a//=}", one, "$(input)", false, true},
		{def, "plain", one, "plain", true, false},
		{parallelRepl{all: "X"}, "X/", one, "src/a.tar.gz/", true, true},
		{parallelRepl{all: "{}", colsep: ","}, "{2}", []word{{"a,~", true}}, "~", true, true},
	}
	for _, tt := range tests {
		got, lit, ok := tt.r.replace(tt.s, tt.job)
		if got != tt.want || lit != tt.lit || ok != tt.ok {
			t.Errorf("%q on %v = %q %v %v, want %q %v %v", tt.s, tt.job, got, lit, ok, tt.want, tt.lit, tt.ok)
		}
	}
}

// FuzzParallelReplace: any command word and input expand without a
// panic, and a word without replacement strings is left as it is.
func FuzzParallelReplace(f *testing.F) {
	for _, s := range []string{"{}", "{//}", "{1/.}", "{=s/x//=}", "{", "}{", "{99999999999999999999}", "X{#}{%}"} {
		f.Add(s, "a/b.c")
	}
	def := parallelRepl{all: "{}", ext: "{.}", base: "{/}", dir: "{//}", baseExt: "{/.}", colsep: ","}
	f.Fuzz(func(t *testing.T, s, in string) {
		got, _, ok := def.replace(s, []word{{in, true}, {in, false}})
		if !ok && got != s {
			t.Fatalf("%q: %q without a replacement string", s, got)
		}
	})
}
