package guard

import "strings"

// opt is one option a program knows: its long name, its short letter (0
// for none), and whether it takes a value.
type opt struct {
	long  string
	short byte
	value bool
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
			found = append(found, o)
		}
	}
	return found
}

func (o opt) key() string {
	if o.long != "" {
		return o.long
	}
	return string(o.short)
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
			if len(found) == 1 && found[0].value && !attached && i+1 < len(ws) {
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
				if !o.value {
					add(o.key(), "")
					continue
				}
				val := a[k+1:]
				if val == "" && i+1 < len(ws) {
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
