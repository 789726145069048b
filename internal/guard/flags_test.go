package guard

import (
	"slices"
	"strings"
	"testing"
)

// TestFlags reads command lines the way the programs do.
func TestFlags(t *testing.T) {
	words := func(s string) []word {
		var ws []word
		for _, f := range strings.Fields(s) {
			ws = append(ws, word{f, true})
		}
		return ws
	}
	tests := []struct {
		spec     optSpec
		line     string
		has      []string
		not      []string
		operands string
	}{
		{gitSpec("checkout"), "-qf main", []string{"force", "quiet"}, nil, "main"},
		{gitSpec("checkout"), "-bfix main", []string{"b"}, []string{"force"}, "main"},
		{gitSpec("checkout"), "main --forc", []string{"force"}, nil, "main"},
		{gitSpec("switch"), "-- -f", nil, []string{"force"}, "-f"},
		{gitSpec("switch"), "-c -f", []string{"create"}, []string{"force"}, ""},
		{gitSpec("push"), "-o ci.skip origin +main", []string{"push-option"}, nil, "origin +main"},
		{gitSpec("push"), "--force-w origin", []string{"force-with-lease"}, []string{"force"}, "origin"},
		// ambiguous: git refuses it; every candidate is read.
		{gitSpec("push"), "--forc origin", []string{"force", "force-with-lease"}, nil, "origin"},
		{gitSpec("reset"), "--ha", []string{"hard"}, nil, ""},
		{rmSpec, "x -rf", []string{"recursive", "force"}, nil, "x"},
		{rmSpec, "--rec -- -f", []string{"recursive"}, []string{"force"}, "-f"},
		{rsyncSpec, "-e ssh -a src/ dst/", []string{"rsh", "a"}, nil, "src/ dst/"},
		{parallelSpec.Get(), "-j 4 rm -rf", []string{"jobs"}, nil, "rm -rf"},
		{parallelSpec.Get(), "--jobs=4 -kj2 rm -j 2", []string{"jobs", "keep-order"}, nil, "rm -j 2"},
		{parallelSpec.Get(), "--joblo log --transfer-f x rm", []string{"joblog", "transfer-file"}, nil, "rm"},
		{parallelSpec.Get(), "--nice 10 --jl log -P4 rm", []string{"nice", "joblog", "max-procs"}, nil, "rm"},
		// optional values: attached, or the next word unless an option;
		// -l takes it only when it is a number.
		{parallelSpec.Get(), "-i{} rm {}", []string{"replace"}, nil, "rm {}"},
		{parallelSpec.Get(), "--replace -0 rm", []string{"replace", "null"}, nil, "rm"},
		{parallelSpec.Get(), "-l rm", []string{"max-lines"}, nil, "rm"},
		{parallelSpec.Get(), "-l 3 rm", []string{"max-lines"}, nil, "rm"},
		// ambiguous: parallel refuses it; no value is taken.
		{parallelSpec.Get(), "--jo 4 rm", []string{"jobs", "joblog"}, nil, "4 rm"},
	}
	for _, tt := range tests {
		f := tt.spec.parse(words(tt.line))
		var ops []string
		for _, o := range f.operands {
			ops = append(ops, o.text)
		}
		for _, h := range tt.has {
			if !f.has(h) {
				t.Errorf("%q: no %s in %v", tt.line, h, f.set)
			}
		}
		for _, h := range tt.not {
			if f.has(h) {
				t.Errorf("%q: %s read in %v", tt.line, h, f.set)
			}
		}
		if got := strings.Join(ops, " "); got != tt.operands {
			t.Errorf("%q: operands %q, want %q", tt.line, got, tt.operands)
		}
	}
}

// FuzzFlags: any words parse without a panic, every word is accounted
// for, and operands keep their order.
func FuzzFlags(f *testing.F) {
	for _, s := range []string{"-qf main", "--forc=x -- -f", "-o", "--", "-", "-abc -- d", "--exec=x y", "-i --replace -l 3 --jo x", "-l -i{} --transfer-f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		ws := make([]word, 0, 8)
		for _, w := range strings.Fields(line) {
			ws = append(ws, word{w, true})
		}
		for _, spec := range []optSpec{gitSpec("push"), rmSpec, rsyncSpec, parallelSpec.Get()} {
			fl := spec.parse(ws)
			if len(fl.operands) > len(ws) {
				t.Fatalf("%q: more operands than words", line)
			}
			k := 0
			for _, o := range fl.operands {
				i := slices.IndexFunc(ws[k:], func(w word) bool { return w.text == o.text })
				if i < 0 {
					t.Fatalf("%q: operand %q out of order", line, o.text)
				}
				k += i + 1
			}
		}
	})
}

// FuzzSearch: the file tools' judgements never panic and keep the
// verdict's shape.
func FuzzSearch(f *testing.F) {
	for _, s := range []string{".env", "~/.ssh/id_rsa", "**/{a,b", "{,}", "..", "C:\\x\\.env", ""} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, dir, glob string) {
		checkVerdict(t, dir+" "+glob, Search(dir, glob, dev))
		checkVerdict(t, dir, Read(dir, dev))
		checkVerdict(t, dir, Write(dir, glob, dev))
	})
}
