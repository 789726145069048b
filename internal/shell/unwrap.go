package shell

import "strings"

// wrapper describes a program that runs another command given as its
// trailing arguments.
type wrapper struct {
	valued      string // options that take the next word as their value
	positionals int    // words before the command that are not options (timeout's duration)
	assigns     bool   // NAME=value words may precede the command (env)
	lookups     string // options that make it not run anything (command -v)
	chdir       string // valued options that name the directory the command runs in
	dash        bool   // a lone "-" is an option (env -, which is env -i)
	// longs are all the wrapper's long options, for getopt_long's
	// abbreviations: "--repl=F" is "--replace=F" when no other option
	// starts so.
	longs string
}

// wrappers returns the wrapper a program is, and whether it is one. A
// switch, not a map: every hook event is a process of its own, and a map
// would be built again in each one that parses a command; the compiler
// makes a switch on strings a binary search, and the entries are
// constants returned by value.
func wrappers(name string) (wrapper, bool) {
	switch name {
	case "sudo":
		return wrapper{valued: "-u -g -C -D -h -p -r -t -U -T --user --group --chdir --host --prompt --role --type --other-user --command-timeout", chdir: "-D --chdir"}, true
	case "doas":
		return wrapper{valued: "-u -C"}, true
	case "env":
		return wrapper{valued: "-u -C -S -P --unset --chdir --split-string", assigns: true, chdir: "-C --chdir", dash: true}, true
	case "time":
		return wrapper{valued: "-f -o --format --output"}, true
	case "nice":
		return wrapper{valued: "-n --adjustment"}, true
	case "nohup", "builtin", "caffeinate":
		return wrapper{}, true
	case "command":
		return wrapper{lookups: "-v -V"}, true
	case "exec":
		return wrapper{valued: "-a"}, true
	case "timeout":
		return wrapper{valued: "-s -k --signal --kill-after", positionals: 1}, true
	case "xargs":
		// --max-lines and --eof take a value only when it is attached with
		// "="; -R and -S are BSD's replacement limits.
		return wrapper{valued: "-I -J -n -P -L -d -E -s -a -R -S --max-args --max-procs --delimiter --max-chars --arg-file --process-slot-var",
			longs: "--arg-file --delimiter --eof --exit --help --interactive --max-args --max-chars --max-lines --max-procs --no-run-if-empty " +
				"--null --open-tty --process-slot-var --replace --show-limits --verbose --version"}, true
	case "stdbuf":
		return wrapper{valued: "-i -o -e --input --output --error"}, true
	case "ionice":
		return wrapper{valued: "-c -n -p --class --classdata"}, true
	case "taskset":
		return wrapper{positionals: 1}, true
	}
	return wrapper{}, false
}

// unwrap removes wrapper programs from the front of c.Args, recording them
// in c.Wrappers. It stops at the first word it cannot read exactly.
func (c *Command) unwrap() {
	for len(c.Args) > 0 && c.Literal[0] {
		name := c.Name()
		w, ok := wrappers(name)
		if !ok {
			return
		}
		n, runs := w.skip(c.Args[1:])
		if !runs {
			return
		}
		c.noteChdir(w, 1+n)
		if name == "xargs" {
			c.noteReplace(1 + n)
		}
		if w.assigns {
			for _, a := range c.Args[1 : 1+n] {
				if isAssignment(a) {
					c.Assigns = append(c.Assigns, a)
				}
			}
		}
		c.Wrappers = append(c.Wrappers, name)
		c.Args, c.Literal = c.Args[1+n:], c.Literal[1+n:]
	}
}

// skip returns how many words after the wrapper's name come before the
// wrapped command, and whether the wrapper runs a command at all.
func (w wrapper) skip(args []string) (int, bool) {
	i := 0
	for i < len(args) {
		a := args[i]
		switch {
		case a == "--":
			return i + 1 + w.positionalsFrom(args[i+1:]), true
		case a == "-" && w.dash:
			i++
		case len(a) > 1 && a[0] == '-':
			opt, _, attached := strings.Cut(a, "=")
			opt = w.long(opt)
			if hasWord(w.lookups, opt) {
				return 0, false
			}
			i++
			// "-n 5" takes the next word; "-n5" and "--adjustment=5" do not.
			if !attached && hasWord(w.valued, opt) || w.clusterWantsValue(a) {
				i++
			}
		case w.assigns && isAssignment(a):
			i++
		default:
			return i + w.positionalsFrom(args[i:]), true
		}
	}
	return i, false
}

// long returns the long option opt abbreviates, when it abbreviates
// exactly one of the wrapper's long options; else opt.
func (w wrapper) long(opt string) string {
	if !strings.HasPrefix(opt, "--") || len(opt) < 3 || w.longs == "" || hasWord(w.longs, opt) {
		return opt
	}
	found := ""
	for _, l := range strings.Fields(w.longs) {
		if strings.HasPrefix(l, opt) {
			if found != "" {
				return opt // ambiguous: getopt refuses it
			}
			found = l
		}
	}
	if found == "" {
		return opt
	}
	return found
}

// noteChdir records the directory a wrapper's option (env -C DIR, sudo
// --chdir=DIR) moves the command into; n is how many of c.Args the
// wrapper and its options take.
func (c *Command) noteChdir(w wrapper, n int) {
	if w.chdir == "" {
		return
	}
	for i := 1; i < n; i++ {
		opt, val, attached := strings.Cut(c.Args[i], "=")
		if !attached && len(opt) > 2 && opt[1] != '-' {
			// -C../other, -iC DIR: the first valued letter of a cluster
			// takes the rest of the word, or the next word.
			for k := 1; k < len(opt); k++ {
				if hasWord(w.valued, "-"+opt[k:k+1]) {
					opt, val = "-"+opt[k:k+1], opt[k+1:]
					attached = val != ""
					break
				}
			}
		}
		if !hasWord(w.chdir, opt) {
			continue
		}
		lit := c.Literal[i]
		if !attached && i+1 < n {
			val, lit = c.Args[i+1], c.Literal[i+1]
		}
		c.Chdir, c.ChdirUnknown = val, !lit
	}
}

// noteReplace records the replacement string of xargs -I R, -IR, -J R,
// -i, --replace[=R] (whose default is "{}") and their abbreviations, and
// of -I or -J inside a cluster of short options (-0I{}, -rI {}).
func (c *Command) noteReplace(n int) {
	w, _ := wrappers("xargs")
	for i := 1; i < n; i++ {
		a := c.Args[i]
		opt, val, attached := strings.Cut(a, "=")
		if strings.HasPrefix(opt, "--") {
			if w.long(opt) == "--replace" {
				c.Replace = "{}"
				if attached {
					c.Replace = val
				}
			}
			continue
		}
		if len(a) < 2 || a[0] != '-' {
			continue
		}
		for k := 1; k < len(a); k++ {
			letter := a[k]
			if letter == 'i' && k == 1 {
				c.Replace = "{}"
				if len(a) > 2 {
					c.Replace = a[2:]
				}
				break
			}
			if letter == 'I' || letter == 'J' {
				switch {
				case k+1 < len(a):
					c.Replace = a[k+1:]
				case i+1 < n:
					c.Replace = c.Args[i+1]
					i++
				}
				break
			}
			if hasWord(w.valued, "-"+string(letter)) {
				break // the rest of the word is that option's value
			}
		}
	}
}

// clusterWantsValue reports whether a cluster of short options ("-iC")
// ends in an option that takes the next word as its value, as getopt
// reads it.
func (w wrapper) clusterWantsValue(a string) bool {
	if len(a) < 3 || a[1] == '-' || strings.Contains(a, "=") {
		return false
	}
	for k := 1; k < len(a); k++ {
		if hasWord(w.valued, "-"+a[k:k+1]) {
			return k == len(a)-1 // a letter before the end takes the rest
		}
	}
	return false
}

func (w wrapper) positionalsFrom(rest []string) int {
	return min(w.positionals, len(rest))
}

func hasWord(list, word string) bool {
	for f := range strings.FieldsSeq(list) {
		if f == word {
			return true
		}
	}
	return false
}

// isAssignment reports whether s reads NAME=value with a valid shell name.
func isAssignment(s string) bool {
	name, _, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return false
	}
	for i, r := range name {
		if r != '_' && !(r >= 'a' && r <= 'z') && !(r >= 'A' && r <= 'Z') && (i == 0 || !(r >= '0' && r <= '9')) {
			return false
		}
	}
	return true
}

// Unwrap removes the wrapper programs (sudo, env, time, timeout, nice,
// xargs…) from the front of a command that a caller built itself, as
// Parse does for the commands it returns.
func Unwrap(c Command) Command {
	// unwrap appends to these; the caller's slices must not change.
	c.Assigns = append([]string(nil), c.Assigns...)
	c.Wrappers = append([]string(nil), c.Wrappers...)
	c.unwrap()
	return c
}
