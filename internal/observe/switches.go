package observe

import "strings"

// A switchSyntax is how a program groups its one-letter switches, as sed
// and perl read them: several in one argument (-Ei is -E -i), a letter of
// rest taking what follows it in the argument as its value (-i.bak is -i
// with the suffix .bak, and so -ie is -i with the suffix e), and a letter
// of next, last in its argument, taking the next argument (-e 's/a/b/').
// Reading only "-i" and its attached forms missed the groups agents
// write: `sed -Ei 's/…/' main.go` recorded no change.
type switchSyntax struct{ rest, next string }

var (
	// GNU and BSD sed: -i takes an optional attached suffix (BSD's
	// separate one, -i '', is an operand to the reading here), -e, -f
	// and -l a value.
	sedSwitches = switchSyntax{rest: "iefl", next: "efl"}
	// perl: -i takes an optional attached extension, -e and -E the code,
	// -I, -M, -m, -F, -x, -d, -D and -C what follows them.
	perlSwitches = switchSyntax{rest: "ieEFIMmxdDC", next: "eE"}
	// git's subcommands and rm: letters that group and take no value
	// (git clean -fdx, rm -rf).
	plainSwitches = switchSyntax{}
)

// has reports whether the command line args (the program first) sets the
// switch letter, alone or in a group, or one of the long options (also as
// --name=value), before "--" ends the options.
func (s switchSyntax) has(args []string, letter byte, long ...string) bool {
	return len(args) > 1 && s.among(args[1:], letter, long...)
}

// among is has for the options alone, without the program: a git
// subcommand's, after the subcommand.
func (s switchSyntax) among(opts []string, letter byte, long ...string) bool {
	for i := 0; i < len(opts); i++ {
		a := opts[i]
		switch {
		case a == "--":
			return false
		case strings.HasPrefix(a, "--"):
			for _, l := range long {
				if a == l || strings.HasPrefix(a, l+"=") {
					return true
				}
			}
		case len(a) > 1 && a[0] == '-':
			for k := 1; k < len(a); k++ {
				c := a[k]
				if c == letter {
					return true
				}
				if strings.IndexByte(s.rest, c) >= 0 {
					if k == len(a)-1 && strings.IndexByte(s.next, c) >= 0 {
						i++ // its value, not an option
					}
					break
				}
			}
		}
	}
	return false
}

// takesNext reports whether the switch group arg ends in a letter whose
// value is the next argument: sed's -nEe 's/a/b/p' is followed by its
// script, not by a file.
func (s switchSyntax) takesNext(arg string) bool {
	if len(arg) < 2 || arg[0] != '-' || arg[1] == '-' {
		return false
	}
	for k := 1; k < len(arg); k++ {
		if strings.IndexByte(s.rest, arg[k]) >= 0 {
			return k == len(arg)-1 && strings.IndexByte(s.next, arg[k]) >= 0
		}
	}
	return false
}

// sedInPlace reports a sed that edits its files in place.
func sedInPlace(args []string) bool { return sedSwitches.has(args, 'i', "--in-place") }

// sedScripted reports a sed given its script by -e or -f, so that every
// operand is a file.
func sedScripted(args []string) bool {
	return sedSwitches.has(args, 'e', "--expression") || sedSwitches.has(args, 'f', "--file")
}

// perlInPlace reports a perl that edits its files in place.
func perlInPlace(args []string) bool { return perlSwitches.has(args, 'i') }
