package guard

import (
	"slices"
	"strconv"
	"strings"
)

// opt is one option a program knows: its long name, its short letter (0
// for none), and whether it takes a value. An optional value (getopt's
// "i::", Getopt::Long's ":s") is only ever attached ("-i{}",
// "--replace=X"), unless the spec is greedy.
type opt struct {
	long     string
	short    byte
	value    bool
	optional bool
	// numeric: an optional value that is a number (Getopt::Long's ":i",
	// ":f"), so a greedy reader takes the next word only when it is one.
	numeric bool
	// as is the option this spelling is an alias of ("jl" for joblog);
	// the parsed result names the option by it.
	as string
}

// optSpec is how one program reads its command line. Policy checks ask
// the parsed result, never the raw words, so "-qf", "--force",
// "--forc" and "--force=…" all read as the option the program sees.
type optSpec struct {
	opts []opt
	// abbrev: a long option may be shortened to any unambiguous prefix
	// (getopt_long, git's parse-options).
	abbrev bool
	// permute: options may follow operands until "--" (GNU getopt);
	// otherwise the first operand ends the options (POSIX, find, xargs).
	permute bool
	// greedy: an optional value not attached takes the next word unless
	// that word starts with "-" (Perl's Getopt::Long, GNU parallel).
	greedy bool
}

// flags is a parsed command line: the options seen, by long name (or the
// letter, for a short option without one), with their values, and the
// operands in order.
type flags struct {
	set      map[string][]string
	operands []word
	// dashdash is the index in operands of the first word after "--", or
	// -1: git reads the words after it as paths, never as a branch.
	dashdash int
}

func (f flags) has(names ...string) bool {
	for _, n := range names {
		if _, ok := f.set[n]; ok {
			return true
		}
	}
	return false
}

func (s optSpec) byShort(b byte) (opt, bool) {
	for _, o := range s.opts {
		if o.short == b {
			return o, true
		}
	}
	return opt{}, false
}

// byLong finds the options a long name (without "--") stands for: the
// exact one, else those it abbreviates. An ambiguous abbreviation yields
// every candidate: the program rejects it, so reading it as all of them
// only errs on the side of caution. An unknown name yields none.
func (s optSpec) byLong(name string) []opt {
	var found []opt
	for _, o := range s.opts {
		switch {
		case o.long == "":
		case o.long == name:
			return []opt{o}
		case s.abbrev && strings.HasPrefix(o.long, name):
			// Two spellings of one option are not ambiguous
			// (--transfer-f: transfer-file, transfer-files).
			if !slices.ContainsFunc(found, func(f opt) bool { return f.key() == o.key() }) {
				found = append(found, o)
			}
		}
	}
	return found
}

func (o opt) key() string {
	switch {
	case o.as != "":
		return o.as
	case o.long != "":
		return o.long
	}
	return string(o.short)
}

// takesNext reports whether an option whose value is not attached takes
// the next word next as its value.
func (s optSpec) takesNext(o opt, next string) bool {
	switch {
	case o.value:
		return true
	case !o.optional || !s.greedy || strings.HasPrefix(next, "-"):
		return false
	case o.numeric:
		_, err := strconv.ParseFloat(next, 64)
		return err == nil
	}
	return true
}

// perlOpts builds options from Getopt::Long specifications: "jobs|j=s"
// is --jobs or -j with a value, "replace|i:s" one with an optional value;
// the first name is the option's, the others its aliases.
func perlOpts(specs ...string) []opt {
	var out []opt
	for _, spec := range specs {
		names, kind := spec, ""
		if i := strings.IndexAny(spec, "=:"); i >= 0 {
			names, kind = spec[:i], spec[i:]
		}
		list := strings.Split(names, "|")
		for _, n := range list {
			o := opt{value: strings.HasPrefix(kind, "="), optional: strings.HasPrefix(kind, ":"),
				numeric: kind == ":i" || kind == ":f"}
			if n != list[0] {
				o.as = list[0]
			}
			if len(n) == 1 {
				o.short = n[0]
				if len(list[0]) == 1 {
					o.as = ""
				}
			} else {
				o.long = n
			}
			out = append(out, o)
		}
	}
	return out
}

// parse reads ws as the program would.
func (s optSpec) parse(ws []word) flags {
	f := flags{set: map[string][]string{}, dashdash: -1}
	add := func(k, v string) { f.set[k] = append(f.set[k], v) }
	ended := false
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case ended || a == "-" || !strings.HasPrefix(a, "-"):
			f.operands = append(f.operands, ws[i])
			// POSIX: the first operand ends the options.
			ended = ended || !s.permute
		case a == "--":
			ended = true
			f.dashdash = len(f.operands)
		case strings.HasPrefix(a, "--"):
			name, val, attached := strings.Cut(a[2:], "=")
			found := s.byLong(name)
			if len(found) == 0 {
				add(name, val)
				continue
			}
			if len(found) == 1 && !attached && i+1 < len(ws) && s.takesNext(found[0], ws[i+1].text) {
				i++
				val = ws[i].text
			}
			for _, o := range found {
				add(o.key(), val)
			}
		default:
			// A cluster of short options; the first that takes a value
			// takes the rest of the word, or the next word.
			for k := 1; k < len(a); k++ {
				o, ok := s.byShort(a[k])
				if !ok {
					add(string(a[k]), "")
					continue
				}
				if !o.value && !o.optional {
					add(o.key(), "")
					continue
				}
				val := a[k+1:]
				if val == "" && i+1 < len(ws) && s.takesNext(o, ws[i+1].text) {
					i++
					val = ws[i].text
				}
				add(o.key(), val)
				break
			}
		}
	}
	return f
}

// afterDashDash reports whether operand k came after "--".
func (f flags) afterDashDash(k int) bool {
	return f.dashdash >= 0 && k >= f.dashdash
}
