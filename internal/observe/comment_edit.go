package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// CommentEdit reports whether line's edits of file rewrite only its
// comments, as Cosmetic does for an editing tool's edit: every command of
// line that writes file is a sed -i (or perl -pi) whose script is
// substitutions alone, each of which matches from one of the file's line
// comment openers ("// ", "# ", "-- ") and puts back text that starts with
// the same opener, on the same line. What such a substitution matches runs
// from the opener to at most the end of its line, so what it rewrites is
// comment text: `sed -i 's|// Backoff returns a linear delay|// Backoff
// returns an exponential delay|' retry.go` changes no behaviour.
//
// It errs towards behaviour, as Cosmetic does: a language without line
// comments, a script it does not read whole (an -f file, a command other
// than s, a flag that writes or evaluates, an alternation, an opener a
// quantifier makes optional, a replacement that adds a line or starts
// elsewhere), slurp modes that match across lines (sed -z, perl -0), and a
// redirection into the file make the edit a real change. Like an editing
// tool's fragment, an opener inside a string literal is read as a comment.
func CommentEdit(line, file string) bool {
	syn, ok := syntaxOf(file)
	if !ok || len(syn.line) == 0 {
		return false
	}
	cmds, err := parseBash(line)
	if err != nil {
		return false
	}
	edits := false
	for _, c := range cmds {
		if redirectsTo(c, file) {
			return false
		}
		if len(c.Args) == 0 || !slices.Contains(commandWrites(c), file) {
			continue
		}
		scripts, ok := inPlaceScripts(c)
		if !ok {
			return false
		}
		for _, s := range scripts {
			if !commentSubstitutions(s, c.Name() == "perl", syn.line) {
				return false
			}
		}
		edits = true
	}
	return edits
}

// inPlaceScripts returns the scripts of a sed -i or a perl -pi that edits
// line by line; false for any other command, for a script given in a file
// or not as a literal, and for the modes that read more than a line at a
// time.
func inPlaceScripts(c shell.Command) ([]string, bool) {
	switch c.Name() {
	case "sed":
		// -n writes back only the lines the script prints.
		if !sedInPlace(c.Args) || sedSwitches.has(c.Args, 'z', "--null-data") || sedSwitches.has(c.Args, 'f', "--file") ||
			sedSwitches.has(c.Args, 'n', "--quiet", "--silent") {
			return nil, false
		}
		if sedScripted(c.Args) {
			return scriptValues(c, func(a string) bool {
				return a == "--expression" || sedSwitches.takesNext(a) && strings.HasSuffix(a, "e")
			})
		}
		for i := 1; i < len(c.Args); i++ {
			if a := c.Args[i]; a != "" && !strings.HasPrefix(a, "-") {
				return []string{a}, c.Literal[i]
			}
		}
	case "perl":
		if !perlInPlace(c.Args) || !perlSwitches.has(c.Args, 'p') || perlSwitches.has(c.Args, '0') {
			return nil, false
		}
		return scriptValues(c, func(a string) bool { return a == "-e" || a == "-pe" })
	}
	return nil, false
}

// scriptValues returns the arguments that follow the arguments script
// marks: every one literal, and at least one.
func scriptValues(c shell.Command, script func(string) bool) ([]string, bool) {
	var out []string
	for i := 1; i+1 < len(c.Args); i++ {
		if script(c.Args[i]) {
			if !c.Literal[i+1] {
				return nil, false
			}
			out = append(out, c.Args[i+1])
			i++
		}
	}
	return out, len(out) > 0
}

// commentSubstitutions reports a script of substitutions only (sed's with
// an optional line or /regex/ address, separated by ; or newlines; perl's
// s/…/…/ statements), each of which rewrites a comment (see commentSubst).
func commentSubstitutions(script string, perl bool, openers []string) bool {
	s := script
	n := 0
	for {
		s = strings.TrimLeft(s, " \t\n;")
		if s == "" {
			return n > 0
		}
		if !perl {
			s = skipAddress(s)
		}
		rest, ok := commentSubst(s, perl, openers)
		if !ok {
			return false
		}
		if rest = strings.TrimLeft(rest, " \t"); rest != "" && rest[0] != ';' && rest[0] != '\n' {
			return false
		}
		s, n = rest, n+1
	}
}

// skipAddress skips a sed address: a line number, $, or /regex/, one or
// two of them, and a negation.
func skipAddress(s string) string {
	for range 2 {
		switch {
		case s != "" && s[0] == '$':
			s = s[1:]
		case s != "" && s[0] >= '0' && s[0] <= '9':
			s = strings.TrimLeft(s, "0123456789")
		case s != "" && s[0] == '/':
			_, rest, ok := delimited(s[1:], '/')
			if !ok {
				return s
			}
			s = rest
		}
		if s == "" || s[0] != ',' {
			break
		}
		s = s[1:]
	}
	return strings.TrimPrefix(strings.TrimLeft(s, " \t"), "!")
}

// commentSubst reads one s command at the start of s and reports whether
// it rewrites a comment: its pattern starts (after ^ and blank space) with
// a line comment opener that no quantifier follows, it has no alternation,
// and its replacement starts (after blank space) with the same opener or
// with & (the match), and adds no line. It returns what follows the
// command.
func commentSubst(s string, perl bool, openers []string) (string, bool) {
	if len(s) < 2 || s[0] != 's' || strings.IndexByte("\\\n {[(<", s[1]) >= 0 {
		return s, false
	}
	d := s[1]
	pattern, rest, ok := delimited(s[2:], d)
	if !ok {
		return s, false
	}
	repl, rest, ok := delimited(rest, d)
	if !ok {
		return s, false
	}
	flags := "gpIi0123456789"
	if perl {
		flags = "gi"
	}
	end := 0
	for end < len(rest) && strings.IndexByte(flags, rest[end]) >= 0 {
		end++
	}
	if end < len(rest) && (rest[end] >= 'a' && rest[end] <= 'z' || rest[end] >= 'A' && rest[end] <= 'Z') {
		return s, false // w, e, m, s, x …: a flag that writes, evaluates or reads otherwise
	}
	opener, ok := commentStart(pattern, openers)
	if !ok || strings.Contains(pattern, "|") {
		return s, false
	}
	r := strings.TrimLeft(repl, " \t")
	if strings.Contains(repl, `\n`) || strings.ContainsRune(repl, '\n') || !(strings.HasPrefix(r, opener) || strings.HasPrefix(r, "&") && !perl) {
		return s, false
	}
	return rest[end:], true
}

// commentStart returns the line comment opener a pattern starts with,
// after an anchor and a run of blank space, when no quantifier follows it.
func commentStart(pattern string, openers []string) (string, bool) {
	p := strings.TrimPrefix(pattern, "^")
	for _, blank := range []string{`\s*`, `\s+`, `\s\+`, `[ \t]*`, `[[:space:]]*`, `[[:blank:]]*`, ` *`, `\t*`} {
		p = strings.TrimPrefix(p, blank)
	}
	for _, o := range openers {
		if rest, ok := strings.CutPrefix(p, o); ok && !quantified(rest) {
			return o, true
		}
	}
	return "", false
}

// quantified reports a pattern rest that starts with a quantifier, which
// would make the character before it optional or repeated.
func quantified(rest string) bool {
	return rest != "" && strings.IndexByte("*+?{", rest[0]) >= 0 || strings.HasPrefix(rest, `\+`) || strings.HasPrefix(rest, `\?`) || strings.HasPrefix(rest, `\{`)
}

// delimited returns the text of s up to its first d that no backslash
// escapes, with \d unescaped, and what follows that d.
func delimited(s string, d byte) (string, string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s) && s[i+1] == d:
			b.WriteByte(d)
			i++
		case c == '\\' && i+1 < len(s):
			b.WriteByte(c)
			b.WriteByte(s[i+1])
			i++
		case c == d:
			return b.String(), s[i+1:], true
		default:
			b.WriteByte(c)
		}
	}
	return "", s, false
}
