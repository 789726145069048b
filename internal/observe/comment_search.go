package observe

import (
	"path"
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
	"github.com/proofgate/proofgate/internal/shell"
)

// A search's printed hits are evidence a rewrite's script is not: `sed -i
// 's/recieve/receive/g'` reads the same over a comment and over code, but
// when the session's own `grep -rn recieve --include=*.py .` printed only
// lines where the word sits in a comment, a rewrite of that word over the
// same files changes comments alone. CommentSearch reads the search,
// CommentsShown the rewrite.

// ShownSearch is a search whose every printed hit had its pattern inside a
// comment (see CommentSearch): its command line, and the least comment
// text any hit had before and after the pattern, in bytes.
type ShownSearch struct {
	Command       string
	Before, After int
	// Files are the files the search printed hits in, when it was kept
	// for them (see DocHits) rather than for its comments.
	Files []string
}

// CommentSearch reports whether line is one search (grep -r or over named
// files, rg, git grep; after an optional cd) that succeeded and printed, in
// output, only hits whose every match of the pattern lies inside a comment
// of its file's language, and how much comment text every match had
// before and after it.
//
// It errs towards code: a pattern it cannot read as text (a class, a
// quantifier, an alternation), a search that prints less than every hit
// (-l, -c, -o, -m, -w, -v, context lines, a pipe), a line of output that
// is not a hit, a file whose language it does not know, and a match in a
// string or in code make it report false. A line inside a block comment
// counts only when it opens with the block's * (" * see PAY-12").
func CommentSearch(line, output string) (before, after int, ok bool) {
	if !maySearch(line) {
		return 0, 0, false
	}
	if !openersOnEveryLine(output) {
		return 0, 0, false // a hit with no comment opener at all: spare the parse
	}
	s, ok := parseSearchLine(line)
	if !ok || len(s.pattern) < 3 || strings.TrimSpace(output) == "" {
		return 0, 0, false
	}
	before, after = -1, -1
	for l := range strings.SplitSeq(output, "\n") {
		l = strings.TrimSuffix(l, "\r")
		if l == "" {
			continue
		}
		file, text, ok := s.hit(l)
		if !ok {
			return 0, 0, false
		}
		b, a, ok := commentRoom(file, text, s.pattern, s.fold)
		if !ok {
			return 0, 0, false
		}
		if before < 0 || b < before {
			before = b
		}
		if after < 0 || a < after {
			after = a
		}
	}
	return before, after, before >= 0
}

// maySearch reports a line that may run grep, rg or git grep, which
// spares the parse for every other (cargo holds "rg", not " rg ").
func maySearch(line string) bool {
	return strings.Contains(line, "grep") || strings.HasPrefix(line, "rg ") || strings.Contains(line, " rg ")
}

// openersOnEveryLine reports whether every line of output holds something
// that may open a comment in some language (//, /*, *, #, --, ;, <!--):
// a hit without one cannot lie in a comment, whatever its file.
func openersOnEveryLine(output string) bool {
	for l := range strings.SplitSeq(output, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if !strings.Contains(l, "//") && !strings.ContainsAny(l, "*#;") && !strings.Contains(l, "--") {
			return false
		}
	}
	return true
}

// CommentsShown reports whether line's in-place edits of file (or, when
// file is "", its rewrites of sources it does not name) only rewrite text
// a search in searches showed to lie in comments: every command of line
// that writes them is a sed -i or perl -pi of substitutions alone, each of
// whose patterns holds a search's pattern with no more text around it
// than every hit's comment had, and that replaces it on its line without
// closing the comment; and the files it rewrites lie in folders and file
// patterns the search read: the file named, or those a search of line
// lists (grep -rl, rg -l, git grep -l, find).
func CommentsShown(line, file string, searches []ShownSearch) bool {
	if len(searches) == 0 {
		return false
	}
	var parsed []search
	for _, sh := range searches {
		if s, ok := parseSearchLine(sh.Command); ok && len(s.pattern) >= 3 && len(sh.Files) == 0 {
			s.before, s.after = sh.Before, sh.After
			parsed = append(parsed, s)
		}
	}
	var subs []substitution
	var finders []finder
	dir := ""
	for _, c := range commands("Bash", line) {
		if len(c.Args) == 0 {
			continue
		}
		if d, ok := cdTarget(c); ok {
			dir = d
			continue
		}
		if file != "" && (redirectsTo(c, file) || !commandRewrites(c) && slices.Contains(commandWrites(c), file)) {
			return false // written otherwise too: echo … >> file, cp, tee
		}
		if commandRewrites(c) {
			if file != "" && !slices.Contains(commandWrites(c), file) {
				continue // another file's edit, read on its own
			}
			ss, ok := inPlaceSubstitutions(c)
			if !ok {
				return false
			}
			subs = append(subs, ss...)
			if file != "" {
				finders = append(finders, finder{roots: []string{within(dir, file)}})
			}
			continue
		}
		if f, ok := finderOf(c, dir); ok && file == "" {
			finders = append(finders, f)
		}
	}
	if len(subs) == 0 || len(finders) == 0 {
		return false
	}
	exts := patternExts(line)
	if file != "" {
		exts = []string{strings.TrimPrefix(path.Ext(file), ".")}
	}
	for _, sub := range subs {
		if !slices.ContainsFunc(parsed, func(s search) bool { return s.shows(sub, finders, exts, line) }) {
			return false
		}
	}
	return true
}

// inPlaceSubstitutions returns the substitutions of a sed -i or perl -pi
// whose scripts are substitutions alone.
func inPlaceSubstitutions(c shell.Command) ([]substitution, bool) {
	scripts, ok := inPlaceScripts(c)
	if !ok {
		return nil, false
	}
	var out []substitution
	for _, sc := range scripts {
		ss, ok := substitutions(sc, c.Name() == "perl", c.Name() == "sed" && sedExtended(c.Args))
		if !ok {
			return nil, false
		}
		out = append(out, ss...)
	}
	return out, true
}

// search is a search command as CommentSearch reads it.
type search struct {
	raw         string // the pattern as written
	mode        string // how the pattern is read: F, E, G (basic) or P (rg's own)
	listing     bool   // prints the names of the files that match (-l)
	pattern     []atom // the pattern as text, when it is text only
	fold        bool   // case-insensitive
	ignoreAware bool   // skips ignored files (rg, git grep)
	dir         string // the folder a cd before it moved to
	roots       []string
	includes    []string // extensions its file patterns keep; none: every file
	excludes    []string // what its exclusions name
	numbered    bool     // hits carry a line number
	withPath    bool     // hits carry their file's path
	file        string   // the file searched, when hits carry no path

	before, after int      // the comment text around every hit (ShownSearch)
	hitFiles      []string // the files its hits lay in (ShownSearch.Files)
}

// parseSearchLine reads a line that is one search, after an optional cd,
// whose pattern is text (see patternAtoms) and which prints every hit.
func parseSearchLine(line string) (search, bool) {
	cmds, err := parseBash(line)
	if err != nil || len(cmds) == 0 || len(cmds) > 2 {
		return search{}, false
	}
	dir := ""
	if len(cmds) == 2 {
		d, ok := cdTarget(cmds[0])
		if !ok {
			return search{}, false
		}
		dir = d
	}
	c := cmds[len(cmds)-1]
	if c.Piped || c.Nested || len(c.Redirects) > 0 {
		return search{}, false
	}
	s, ok := searchOf(c, dir)
	if !ok || s.listing {
		return search{}, false
	}
	return s, true
}

// searchOf reads a grep, rg or git grep command, its roots joined to the
// folder a cd moved to.
func searchOf(c shell.Command, dir string) (search, bool) {
	if len(c.Args) == 0 || !allLiteral(c) {
		return search{}, false
	}
	var s search
	var ok bool
	switch name := program(c.Args[0]); {
	case name == "grep":
		s, ok = grepSearch(c.Args[1:])
	case name == "rg":
		s, ok = rgSearch(c.Args[1:])
	case name == "git" && len(c.Args) > 1 && c.Args[1] == "grep":
		s, ok = gitGrepSearch(c.Args[2:])
	}
	if !ok {
		return search{}, false
	}
	s.dir = dir
	for i, r := range s.roots {
		s.roots[i] = within(dir, r)
	}
	if s.file != "" {
		s.file = within(dir, s.file)
	}
	return s, true
}

// maxDocHitFiles bounds the files DocHits keeps.
const maxDocHitFiles = 16

// DocHits returns the files a search printed hits in, each once, when
// line is one search that printed every hit (any pattern: see
// parseSearchLine) and one of the files at least is documentation; nil
// otherwise, or past maxDocHitFiles files. A later rewrite whose search
// is the same lists the files among them under its folders (see
// DocsOnly).
func DocHits(line, output string) []string {
	if !maySearch(line) || !mayNameDocs(output) {
		return nil
	}
	s, ok := parseSearchLine(line)
	if !ok || strings.TrimSpace(output) == "" {
		return nil
	}
	var files []string
	docs := false
	for l := range strings.SplitSeq(output, "\n") {
		l = strings.TrimSuffix(l, "\r")
		if l == "" {
			continue
		}
		file, _, ok := s.hit(l)
		if !ok {
			return nil
		}
		if file = within(s.dir, file); slices.Contains(files, file) {
			continue
		}
		if len(files) == maxDocHitFiles {
			return nil
		}
		files = append(files, file)
		docs = docs || !Behavioural(File(file))
	}
	if !docs {
		return nil
	}
	return files
}

// mayNameDocs reports output that may name a documentation file: a
// search of code alone spares the parse.
func mayNameDocs(output string) bool {
	for _, ext := range []string{".md", ".rst", ".txt", ".adoc", ".org"} {
		if strings.Contains(output, ext) {
			return true
		}
	}
	return false
}

// DocsOnly reports whether line rewrites, in place, only files a search
// in searches showed to be documentation: its every writer is a sed -i or
// perl -pi over the files another search of line lists (grep -rl, rg -l,
// git grep -l) with the same pattern, read the same way, over folders
// the shown search read and with its file patterns, and every file that
// search printed hits in under those folders is documentation.
func DocsOnly(line string, searches []ShownSearch) bool {
	var shown []search
	for _, sh := range searches {
		if s, ok := parseSearchLine(sh.Command); ok && len(sh.Files) > 0 {
			s.hitFiles = sh.Files
			shown = append(shown, s)
		}
	}
	if len(shown) == 0 {
		return false
	}
	var finders []search
	writes := false
	dir := ""
	for _, c := range commands("Bash", line) {
		if len(c.Args) == 0 {
			continue
		}
		if d, ok := cdTarget(c); ok {
			dir = d
			continue
		}
		if commandRewrites(c) {
			if _, ok := inPlaceScripts(c); !ok {
				return false // a codemod, a patch: files of its own
			}
			writes = true
			continue
		}
		if f, ok := searchOf(c, dir); ok && f.listing {
			finders = append(finders, f)
		}
	}
	if !writes || len(finders) == 0 {
		return false
	}
	for _, f := range finders {
		if !slices.ContainsFunc(shown, func(s search) bool { return s.listsDocsFor(f) }) {
			return false
		}
	}
	return true
}

// listsDocsFor reports whether the shown search s printed the hits of
// finder f's files, all documentation: the same pattern read the same
// way, f's folders within s's, the same file patterns and exclusions,
// and under f's folders at least one file, none of them code.
func (s search) listsDocsFor(f search) bool {
	if s.raw != f.raw || s.mode != f.mode || s.fold != f.fold || s.ignoreAware != f.ignoreAware ||
		!slices.Equal(s.includes, f.includes) || !slices.Equal(s.excludes, f.excludes) {
		return false
	}
	n := 0
	for _, r := range f.roots {
		if !slices.ContainsFunc(s.roots, func(sr string) bool { return under(r, sr) }) {
			return false
		}
		for _, file := range s.hitFiles {
			if under(file, r) {
				if Behavioural(File(file)) {
					return false
				}
				n++
			}
		}
	}
	return n > 0
}

func allLiteral(c shell.Command) bool {
	return !slices.Contains(c.Literal, false)
}

// cdTarget returns the folder a cd command moves to.
func cdTarget(c shell.Command) (string, bool) {
	if len(c.Args) != 2 || c.Name() != "cd" || !c.Literal[1] || c.Piped {
		return "", false
	}
	return c.Args[1], true
}

// within joins a path to the folder a cd moved to; an absolute path stays.
func within(dir, p string) string {
	if dir == "" || path.IsAbs(p) {
		return path.Clean(p)
	}
	return path.Join(dir, p)
}

// searchWords splits a search's arguments into its pattern (the -e value,
// or the first word that is no switch) and its operands. flag reads every
// other switch with the word after it and says how many of the two it
// took (1 or 2), or 0 for a switch that makes the search unread.
func searchWords(args []string, flag func(a, next string) int) (pattern string, operands []string, ok bool) {
	for i := 0; i < len(args); i++ {
		a, next := args[i], ""
		if i+1 < len(args) {
			next = args[i+1]
		}
		switch {
		case a == "--":
			return pattern, append(operands, args[i+1:]...), pattern != ""
		case a == "-e" || a == "--regexp":
			if pattern != "" || i+1 >= len(args) {
				return "", nil, false
			}
			pattern, i = next, i+1
		case len(a) > 1 && a[0] == '-':
			n := flag(a, next)
			if n == 0 {
				return "", nil, false
			}
			i += n - 1
		case pattern == "":
			pattern = a
		default:
			operands = append(operands, a)
		}
	}
	return pattern, operands, pattern != ""
}

// grepSearch reads grep's arguments. Every flag it does not know makes the
// search unread.
func grepSearch(args []string) (search, bool) {
	var s search
	fixed, extended, recursive, noPath, forcePath := false, false, false, false, false
	pattern, operands, ok := searchWords(args, func(a, next string) int {
		switch {
		case strings.HasPrefix(a, "--include="):
			s.includes = append(s.includes, globExt(strings.TrimPrefix(a, "--include=")))
		case a == "--include" && next != "":
			s.includes = append(s.includes, globExt(next))
			return 2
		case strings.HasPrefix(a, "--exclude-dir="), strings.HasPrefix(a, "--exclude="):
			_, v, _ := strings.Cut(a, "=")
			s.excludes = append(s.excludes, strings.Trim(v, "{}*/."))
		case a == "--line-number":
			s.numbered = true
		case a == "--ignore-case":
			s.fold = true
		case a == "--recursive", a == "--dereference-recursive":
			recursive = true
		case a == "--fixed-strings":
			fixed = true
		case a == "--extended-regexp":
			extended = true
		case a == "--with-filename":
			forcePath = true
		case a == "--no-filename":
			noPath = true
		case a == "--files-with-matches":
			s.listing = true
		case strings.HasPrefix(a, "--color"), a == "--binary-files=without-match":
		case strings.HasPrefix(a, "--"):
			return 0
		default:
			for _, f := range a[1:] {
				switch f {
				case 'l':
					s.listing = true
				case 'r', 'R':
					recursive = true
				case 'n':
					s.numbered = true
				case 'i':
					s.fold = true
				case 'F':
					fixed = true
				case 'E':
					extended = true
				case 'H':
					forcePath = true
				case 'h':
					noPath = true
				case 'I', 's':
				default:
					return 0 // -l, -c, -o, -w, -v, -m, -A …: not every hit, or not whole
				}
			}
		}
		return 1
	})
	if !ok {
		return s, false
	}
	s.raw, s.mode = pattern, grepMode(fixed, extended, false)
	s.pattern, _ = patternAtoms(pattern, fixed, !extended && !fixed)
	if len(operands) == 0 {
		if !recursive {
			return s, false // stdin
		}
		operands = []string{"."}
	}
	s.roots = operands
	s.withPath = (recursive || len(operands) > 1 || forcePath) && !noPath
	if !s.withPath && !s.listing {
		if len(operands) != 1 || recursive {
			return s, false
		}
		s.file = operands[0]
	}
	return s, true
}

// rgSearch reads ripgrep's arguments. rg skips ignored and hidden files.
func rgSearch(args []string) (search, bool) {
	s := search{ignoreAware: true}
	fixed := false
	pattern, operands, ok := searchWords(args, func(a, next string) int {
		switch a {
		case "-g", "--glob":
			if next == "" {
				return 0
			}
			s.addGlob(next)
			return 2
		case "-n", "--line-number":
			s.numbered = true
		case "-N", "--no-line-number", "--no-heading", "-H", "--with-filename":
		case "-i", "--ignore-case":
			s.fold = true
		case "-F", "--fixed-strings":
			fixed = true
		case "-u", "--no-ignore", "-uu", "-uuu":
			s.ignoreAware = false
		case "-in", "-ni":
			s.fold, s.numbered = true, true
		case "-l", "--files-with-matches":
			s.listing = true
		default:
			switch {
			case strings.HasPrefix(a, "--glob="):
				s.addGlob(strings.TrimPrefix(a, "--glob="))
			case strings.HasPrefix(a, "--color"):
			default:
				return 0
			}
		}
		return 1
	})
	if !ok {
		return s, false
	}
	s.raw, s.mode = pattern, grepMode(fixed, false, true)
	s.pattern, _ = patternAtoms(pattern, fixed, false)
	if len(operands) == 1 && strings.TrimPrefix(path.Ext(operands[0]), ".") != "" {
		s.file = operands[0] // one file: rg prints no path
	}
	if len(operands) == 0 {
		operands = []string{"."}
	}
	s.roots, s.withPath = operands, s.file == ""
	return s, true
}

func (s *search) addGlob(g string) {
	if rest, ok := strings.CutPrefix(g, "!"); ok {
		s.excludes = append(s.excludes, strings.Trim(rest, "{}*/."))
		return
	}
	s.includes = append(s.includes, globExt(g))
}

// gitGrepSearch reads git grep's arguments: tracked files under the
// current folder, or the pathspecs after --.
func gitGrepSearch(args []string) (search, bool) {
	s := search{ignoreAware: true, withPath: true}
	fixed, extended := false, false
	pattern, specs, ok := searchWords(args, func(a, _ string) int {
		switch a {
		case "-n", "--line-number":
			s.numbered = true
		case "-i", "--ignore-case":
			s.fold = true
		case "-in", "-ni":
			s.fold, s.numbered = true, true
		case "-F", "--fixed-strings":
			fixed = true
		case "-E", "--extended-regexp":
			extended = true
		case "-l", "--files-with-matches", "--name-only":
			s.listing = true
		case "-I", "--no-color":
		default:
			return 0
		}
		return 1
	})
	if !ok {
		return s, false
	}
	s.raw, s.mode = pattern, grepMode(fixed, extended, false)
	s.pattern, _ = patternAtoms(pattern, fixed, !extended && !fixed)
	for _, p := range specs {
		switch {
		case strings.HasPrefix(p, "*.") || strings.HasPrefix(p, "**/*."):
			s.includes = append(s.includes, globExt(p))
		case !strings.ContainsAny(p, "*?[:"):
			s.roots = append(s.roots, p)
		default:
			return s, false
		}
	}
	if len(s.roots) == 0 {
		s.roots = []string{"."}
	}
	return s, true
}

// grepMode names how a pattern is read: fixed strings, extended, basic,
// or rg's own syntax.
func grepMode(fixed, extended, rg bool) string {
	switch {
	case fixed:
		return "F"
	case rg:
		return "P"
	case extended:
		return "E"
	}
	return "G"
}

// globExt returns the extension a file glob keeps ("*.py" → "py"), or the
// glob itself when it names no one extension (which then covers nothing).
func globExt(g string) string {
	g = strings.Trim(g, `'"`)
	if i := strings.LastIndex(g, "*."); i >= 0 && !strings.ContainsAny(g[i+2:], "*?[{/") {
		return g[i+2:]
	}
	return g
}

// hit splits a line of the search's output into its file and text.
func (s search) hit(l string) (file, text string, ok bool) {
	file = s.file
	if s.withPath {
		var found bool
		file, l, found = strings.Cut(l, ":")
		if !found || file == "" {
			return "", "", false
		}
	}
	if s.numbered {
		n, rest, found := strings.Cut(l, ":")
		if !found || n == "" || strings.Trim(n, "0123456789") != "" {
			return "", "", false
		}
		l = rest
	}
	return file, l, true
}

// commentRoom returns the least comment text any match of pattern in text
// has before and after it, when every match lies in a comment of file's
// language; false when none matches or one lies outside a comment.
func commentRoom(file, text string, pattern []atom, fold bool) (before, after int, ok bool) {
	syn, ok := syntaxOf(file)
	if !ok {
		return 0, 0, false
	}
	regions := commentRegions(text, syn)
	before, after = -1, -1
	for i := 0; i+len(pattern) <= len(text); i++ {
		if !matchAt(text, i, pattern, fold) {
			continue
		}
		end := i + len(pattern)
		k := slices.IndexFunc(regions, func(r [2]int) bool { return r[0] <= i && end <= r[1] })
		if k < 0 {
			return 0, 0, false
		}
		b, a := i-regions[k][0], regions[k][1]-end
		if before < 0 || b < before {
			before = b
		}
		if after < 0 || a < after {
			after = a
		}
	}
	return before, after, before >= 0
}

// commentRegions returns the spans of a line's comment text, openers and
// closers left out. A line of a C-like block comment that opens with * is
// comment text up to a closer.
func commentRegions(text string, syn syntax) [][2]int {
	var out [][2]int
	i := 0
	if syn.blockOpen == "/*" {
		t := strings.TrimLeft(text, " \t")
		if strings.HasPrefix(t, "*") && !strings.HasPrefix(t, "*/") {
			start := len(text) - len(t) + 1
			end := len(text)
			if j := strings.Index(text[start:], "*/"); j >= 0 {
				end = start + j
			}
			out = append(out, [2]int{start, end})
			i = end
		}
	}
	for i < len(text) {
		c := text[i]
		switch {
		case commentAt(text, i, syn):
			if syn.blockOpen != "" && strings.HasPrefix(text[i:], syn.blockOpen) {
				start := i + len(syn.blockOpen)
				end := len(text)
				next := end
				if j := strings.Index(text[start:], syn.blockClose); j >= 0 {
					end, next = start+j, start+j+len(syn.blockClose)
				}
				out = append(out, [2]int{start, end})
				i = next
				continue
			}
			for _, o := range syn.line {
				if strings.HasPrefix(text[i:], o) {
					return append(out, [2]int{i + len(o), len(text)})
				}
			}
			return out
		case strings.IndexByte(syn.quotes, c) >= 0:
			end, ok := stringEnd(text, i, c)
			if !ok {
				return out // a string left open: the rest is not comment
			}
			i = end
		default:
			i++
		}
	}
	return out
}

// An atom is one character of a pattern read as text: a byte, or any
// character ('.').
type atom struct {
	b   byte
	any bool
}

// patternAtoms reads a pattern made only of characters, escaped
// punctuation and dots (any character); a fixed string is all characters.
// bre says the pattern is a POSIX basic one, where \( \| \+ … are
// operators. An escaped letter or digit (a class, a backreference) and
// every operator make it unread.
func patternAtoms(p string, fixed, bre bool) ([]atom, bool) {
	var out []atom
	if fixed {
		for i := 0; i < len(p); i++ {
			out = append(out, atom{b: p[i]})
		}
		return out, len(out) > 0
	}
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\':
			if i+1 >= len(p) {
				return nil, false
			}
			e := p[i+1]
			if ascii.IsWord(e) || bre && strings.IndexByte("(){}|+?", e) >= 0 {
				return nil, false // a class, a backreference, an operator
			}
			out = append(out, atom{b: e})
			i++
		case c == '.':
			out = append(out, atom{any: true})
		case strings.IndexByte("*+?(){}|[]^$", c) >= 0:
			return nil, false
		default:
			out = append(out, atom{b: c})
		}
	}
	return out, len(out) > 0
}

// matchAt reports whether pattern matches text at i, byte by byte (a dot
// takes one byte, which errs towards fewer matches only in text outside
// ASCII, where a search's hits are still every match).
func matchAt(text string, i int, pattern []atom, fold bool) bool {
	for k, a := range pattern {
		if a.any {
			continue
		}
		c := text[i+k]
		if c != a.b && !(fold && lowerByte(c) == lowerByte(a.b)) {
			return false
		}
	}
	return true
}

func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// A substitution is one s command of a rewrite: its pattern as atoms and
// whether it ignores case.
type substitution struct {
	pattern []atom
	fold    bool
}

// substitutions reads a script made only of s commands (with sed's
// addresses), each of whose patterns patternAtoms reads, whose flags only
// repeat or ignore case, and whose replacements add no line and close no
// comment.
func substitutions(script string, perl, extended bool) ([]substitution, bool) {
	var out []substitution
	s := script
	for {
		s = strings.TrimLeft(s, " \t\n;")
		if s == "" {
			return out, len(out) > 0
		}
		if !perl {
			s = skipAddress(s)
		}
		if len(s) < 2 || s[0] != 's' || strings.IndexByte("\\\n {[(<", s[1]) >= 0 {
			return nil, false
		}
		d := s[1]
		pattern, rest, ok := delimited(s[2:], d)
		if !ok {
			return nil, false
		}
		repl, rest, ok := delimited(rest, d)
		if !ok || strings.Contains(repl, `\n`) || strings.ContainsAny(repl, "\n") || strings.Contains(repl, "*/") || strings.Contains(repl, "-->") {
			return nil, false
		}
		atoms, ok := patternAtoms(pattern, false, !perl && !extended)
		if !ok {
			return nil, false
		}
		sub := substitution{pattern: atoms}
		end := 0
		for end < len(rest) && strings.IndexByte("gpiI0123456789", rest[end]) >= 0 {
			sub.fold = sub.fold || rest[end] == 'i' || rest[end] == 'I'
			end++
		}
		if end < len(rest) && ascii.IsWord(rest[end]) {
			return nil, false // w, e, m, x …: a flag that writes, evaluates or reads otherwise
		}
		out = append(out, sub)
		s = rest[end:]
	}
}

// sedExtended reports sed -E or -r (extended patterns).
func sedExtended(args []string) bool {
	return sedSwitches.has(args, 'E', "--regexp-extended") || sedSwitches.has(args, 'r')
}

// A finder is the command of a rewrite that lists the files it rewrites.
type finder struct {
	roots       []string
	ignoreAware bool // lists only files rg and git leave in
}

// finderOf reads a command that lists files for a rewrite: grep -rl, rg
// -l (or --files-with-matches), git grep -l, git ls-files, find.
func finderOf(c shell.Command, dir string) (finder, bool) {
	var f finder
	var operands []string
	switch name := program(c.Args[0]); {
	case name == "grep":
		if !hasFlag(c.Args, "-l", "--files-with-matches") && !slices.ContainsFunc(c.Args[1:], func(a string) bool {
			return len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsRune(a, 'l')
		}) {
			return f, false
		}
		operands = searchOperands(c.Args[1:])
		if len(operands) == 0 {
			operands = []string{"."}
		}
	case name == "rg":
		f.ignoreAware = true
		operands = searchOperands(c.Args[1:])
		if len(operands) == 0 {
			operands = []string{"."}
		}
	case name == "git" && len(c.Args) > 1 && (c.Args[1] == "grep" || c.Args[1] == "ls-files"):
		f.ignoreAware = true
		operands = []string{"."}
	case name == "find":
		for _, a := range c.Args[1:] {
			if strings.HasPrefix(a, "-") || a == "(" || a == "!" {
				break
			}
			operands = append(operands, a)
		}
		if len(operands) == 0 {
			operands = []string{"."}
		}
	default:
		return f, false
	}
	for _, r := range operands {
		f.roots = append(f.roots, within(dir, r))
	}
	return f, true
}

// searchOperands returns a grep's or rg's operands after its pattern.
func searchOperands(args []string) []string {
	_, operands, _ := searchWords(args, func(a, _ string) int {
		switch a {
		case "-g", "--glob", "--include", "-t", "--type":
			return 2
		}
		return 1
	})
	return operands
}

// shows reports whether the search shows that sub rewrites only comment
// text in the files finders list: its pattern holds the search's with no
// more around it than every hit's comment had, it ignores case only if the
// search did, and the search read every file the finders list.
func (s search) shows(sub substitution, finders []finder, exts []string, line string) bool {
	if sub.fold && !s.fold {
		return false
	}
	at := containsAtoms(sub.pattern, s.pattern, s.fold)
	if at < 0 {
		return false
	}
	pre, post := at, len(sub.pattern)-at-len(s.pattern)
	// A dot may take a character of up to four bytes.
	if 4*pre > s.before && anyAtom(sub.pattern[:at]) || pre > s.before ||
		4*post > s.after && anyAtom(sub.pattern[at+len(s.pattern):]) || post > s.after {
		return false
	}
	if len(s.includes) > 0 && (len(exts) == 0 || slices.ContainsFunc(exts, func(e string) bool { return !slices.Contains(s.includes, e) })) {
		return false
	}
	for _, x := range s.excludes {
		if x != "" && !strings.Contains(line, x) {
			return false
		}
	}
	for _, f := range finders {
		if s.ignoreAware && !f.ignoreAware {
			return false
		}
		for _, r := range f.roots {
			if !slices.ContainsFunc(s.roots, func(sr string) bool { return under(r, sr) }) {
				return false
			}
		}
	}
	return true
}

func anyAtom(as []atom) bool {
	return slices.ContainsFunc(as, func(a atom) bool { return a.any })
}

// containsAtoms returns where inner lies in outer such that every text
// outer matches there inner matches too (a character of outer where inner
// has a dot, not a dot of outer where inner has a character), or -1.
func containsAtoms(outer, inner []atom, fold bool) int {
	for i := 0; i+len(inner) <= len(outer); i++ {
		ok := true
		for k, a := range inner {
			o := outer[i+k]
			if a.any {
				continue
			}
			if o.any || o.b != a.b && !(fold && lowerByte(o.b) == lowerByte(a.b)) {
				ok = false
				break
			}
		}
		if ok {
			return i
		}
	}
	return -1
}

// under reports whether folder or file p lies within root (both cleaned;
// a relative root "." holds every relative path that does not climb out).
func under(p, root string) bool {
	p, root = path.Clean(p), path.Clean(root)
	switch {
	case p == root:
		return true
	case root == ".":
		return !path.IsAbs(p) && p != ".." && !strings.HasPrefix(p, "../")
	}
	return strings.HasPrefix(p, root+"/")
}
