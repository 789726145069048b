package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// requiredVar matches ${NAME:?…} and ${NAME?…}.
var requiredVar = lazyRegexp{expr: `\$\{[A-Za-z_][A-Za-z0-9_]*:?\?[^}]*\}`}

// deletion describes what a command is about to delete.
type deletion struct {
	targets   []word
	dir       string // the directory relative targets resolve against
	recursive bool
	forced    bool
	// narrowed deletions (find -name …) remove only matching entries, so
	// a start directory such as the project root is not itself at risk.
	narrowed bool
}

// judgeDeletion denies a recursive or forced deletion that reaches /, the
// home directory, the project root, .git, or anything outside the project
// other than scratch paths below the system temp directory.
func (j *judge) judgeDeletion(how string, d deletion) {
	if !d.recursive && !d.forced {
		return
	}
	for _, t := range d.targets {
		if why := j.deletionDanger(t, d); why != "" {
			j.add(Deny, ruleDelete, how+" deletes "+display(t.text)+": "+why)
			return
		}
	}
}

// deletionDanger says why deleting target t is irreversible beyond the
// project, or "" when it is not.
func (j *judge) deletionDanger(t word, d deletion) string {
	if t.text == "" {
		return ""
	}
	text := t.text
	if !t.known() {
		// ${DIR:?} stops the shell when DIR is unset or empty: it is an
		// unknown name, never nothing.
		text = requiredVar.get().ReplaceAllString(text, "unknown")
	}
	if !(word{text, t.lit}).known() {
		text = blank(text)
		if strings.HasPrefix(text, placeholder) {
			// Only the directory is unknown. Deny when nothing literal
			// narrows it ("$X", "$X/", "$X/*"): an unset variable makes it
			// the root. "$DIR/build" names one entry and is left alone.
			rest := strings.Trim(text, placeholder)
			// A command's output ("$(go env GOCACHE)") names a path; only
			// a variable may be silently empty or set to / itself.
			substituted := strings.HasPrefix(t.text, "$(") || strings.HasPrefix(t.text, "`")
			if climbs(rest) && (d.recursive || d.forced) {
				// "$TMPDIR/../etc": whatever the variable holds, the
				// path leaves it, so it is inside nothing known.
				return "an unresolved variable followed by .., which leaves it"
			}
			switch rest {
			case "", "/", "/*", "/.*", "*", "/.":
				if substituted && rest == "" {
					return ""
				}
				if d.recursive && (d.forced || rest != "") && !d.narrowed {
					return "an unresolved variable that may be empty or /"
				}
			}
			return ""
		}
		// A literal prefix with an unknown entry: judge it as one entry
		// of that directory.
		text = strings.ReplaceAll(text, placeholder, "unknown")
	}
	p := j.paths.abs(text, d.dir)
	if p == "" {
		// A relative path in a directory that cannot be told.
		if path.Base(strings.TrimRight(text, "/")) == ".git" {
			return "the git repository"
		}
		return ""
	}
	var why string
	if hasGlob(text) {
		why = j.paths.globDanger(p)
		if why == "" && d.recursive && !d.narrowed && path.Dir(p) == j.paths.project && strings.Trim(path.Base(p), "*") == "" {
			// rm -rf * in the project root deletes the project as
			// surely as rm -rf . does.
			why = "everything in the project root"
		}
	} else {
		why = j.paths.broad(p, false)
	}
	if d.narrowed && (why == "the project root" || why == "the system temporary directory") {
		return ""
	}
	return why
}

// climbs reports whether a path relative to an unknown directory ("/a/../..")
// climbs above that directory.
func climbs(rel string) bool {
	depth := 0
	for part := range strings.SplitSeq(rel, "/") {
		switch part {
		case "", ".":
		case "..":
			depth--
			if depth < 0 {
				return true
			}
		default:
			depth++
		}
	}
	return false
}

// rm, unlink and shred with -u; GNU rm takes options anywhere before "--".
func rmCommand(j *judge, c shell.Command, _ int) {
	f := rmSpec.parse(args(c))
	d := deletion{dir: c.Dir, recursive: f.has("recursive"), forced: f.has("force", "no-preserve-root")}
	d.targets = f.operands
	if hasWrapper(c, "xargs") {
		// The targets come from standard input: a here-string or
		// here-document is read here, a pipe by pipelines.
		for _, r := range c.Redirects {
			text := r.Body
			if r.Op == "<<<" {
				text = r.Target
			}
			for _, f := range strings.Fields(text) {
				d.targets = append(d.targets, word{f, r.Literal || r.Op != "<<<"})
			}
		}
	}
	j.judgeDeletion(program(c), d)
}

// unknownProgram judges a command whose program is an unresolved word
// ($RM -rf ~): if its options read like a forced recursive deletion, it is
// judged as one.
func unknownProgram(j *judge, c shell.Command, depth int) {
	ws := args(c)
	if f := rmSpec.parse(ws); f.has("recursive", "force") {
		rmCommand(j, c, depth)
	}
}

// findNarrowing reports whether a is a find test that selects entries, so
// that "find . -name '*.pyc' -delete" removes only matching files. This
// and isDeleter are switches, not maps built per process.
func findNarrowing(a string) bool {
	switch a {
	case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename",
		"-regex", "-iregex", "-newer", "-mtime", "-mmin", "-atime",
		"-amin", "-ctime", "-cmin", "-size", "-empty", "-user",
		"-group", "-perm", "-inum", "-samefile", "-links", "-lname", "-ilname":
		return true
	}
	return false
}

// isDeleter reports whether name is a program that deletes its operands.
func isDeleter(name string) bool {
	switch name {
	case "rm", "shred", "unlink", "rmdir", "srm":
		return true
	}
	return false
}

// find … -delete, or -exec/-execdir/-ok rm …, deletes what it finds below
// its start paths.
func findCommand(j *judge, c shell.Command, depth int) {
	d, deletes := findDeletion(c)
	if deletes {
		j.judgeDeletion("find", d)
	}
	j.findExec(c, depth)
}

func findDeletion(c shell.Command) (deletion, bool) {
	d := deletion{dir: c.Dir, recursive: true, forced: true}
	deletes := false
	starting := true
	ws := args(c)
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		if starting && (strings.HasPrefix(a, "-") && a != "-" || a == "(" || a == "!" || a == "\\(") {
			// -H -L -P are options before the paths.
			if a != "-H" && a != "-L" && a != "-P" {
				starting = false
			} else {
				continue
			}
		}
		if starting {
			d.targets = append(d.targets, ws[i])
			continue
		}
		switch {
		case a == "-delete":
			deletes = true
		case isFindExec(a):
			// The words up to ";" or "+" are the command's, not find's:
			// find . -exec echo -delete \; deletes nothing.
			sub, end := findExecCommand(c, ws, i+1, "{}")
			deletes = deletes || len(sub.Args) > 0 && isDeleter(program(sub))
			i = end
		case findNarrowing(a):
			d.narrowed = true
		}
	}
	if len(d.targets) == 0 {
		d.targets = []word{{".", true}}
	}
	return d, deletes
}

func isFindExec(a string) bool {
	return a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir"
}

// findExecCommand reads the command find runs from ws[start:] up to ";"
// or "+", with {} standing for found, and sees through the wrappers
// around it (sudo, env, command, busybox). end is the index of the
// terminator.
func findExecCommand(c shell.Command, ws []word, start int, found string) (sub shell.Command, end int) {
	sub.Dir = c.Dir
	end = start
	for ; end < len(ws) && ws[end].text != ";" && ws[end].text != "+"; end++ {
		sub.Args = append(sub.Args, strings.ReplaceAll(ws[end].text, "{}", found))
		sub.Literal = append(sub.Literal, ws[end].lit)
	}
	for range maxDepth {
		sub = shell.Unwrap(sub)
		if len(sub.Args) < 2 || program(sub) != "busybox" {
			break
		}
		sub.Args, sub.Literal = sub.Args[1:], sub.Literal[1:]
	}
	return sub, end
}

// findExec judges the commands find runs with -exec as commands of their own.
func (j *judge) findExec(c shell.Command, depth int) {
	ws := args(c)
	// {} stands for what find matches: find . -name .env -exec cat {} \;
	// reads .env.
	found := "{}"
	for i := 0; i+1 < len(ws); i++ {
		switch ws[i].text {
		case "-name", "-iname", "-path", "-ipath", "-wholename":
			found = ws[i+1].text
		}
	}
	for i := 0; i < len(ws); i++ {
		if !isFindExec(ws[i].text) {
			continue
		}
		sub, end := findExecCommand(c, ws, i+1, found)
		i = end
		if len(sub.Args) > 0 && !isDeleter(program(sub)) {
			j.command(sub, depth+1)
		}
	}
}

// rsyncCommand: rsync --delete makes the destination a copy of the
// source (see syncDeletes); --remove-source-files deletes the sources
// once they are sent.
func rsyncCommand(j *judge, c shell.Command, _ int) {
	f := rsyncSpec.parse(args(c))
	operands := f.operands
	if len(operands) < 2 || f.has("n", "dry-run", "list-only") {
		return
	}
	dest, sources := operands[len(operands)-1], operands[:len(operands)-1]
	if isRemote(dest.text) {
		j.checkEgress(c, sources) // rsync -a ~/.ssh host:
	} else {
		j.checkSecretRead(c, sources) // rsync .env backup/
	}
	if f.has("remove-source-files") {
		d := deletion{dir: c.Dir, recursive: true, forced: true}
		for _, s := range sources {
			if !isRemote(s.text) {
				d.targets = append(d.targets, s)
			}
		}
		j.judgeDeletion("rsync --remove-source-files", d)
	}
	if rsyncDeletes(f) {
		j.syncDeletes("rsync --delete", dest, c.Dir)
	}
}

// isRemote reports whether an rsync/scp operand names another host.
func isRemote(s string) bool {
	if strings.Contains(s, "://") {
		return true
	}
	i := strings.IndexByte(s, ':')
	return i > 0 && !strings.ContainsRune(s[:i], '/') && drive(s) == 0
}

// mv … /dev/null throws the sources away.
func mvCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	if len(ws) < 2 || ws[len(ws)-1].text != "/dev/null" {
		return
	}
	var d deletion
	d.dir, d.recursive, d.forced = c.Dir, true, true
	for _, w := range ws[:len(ws)-1] {
		if !strings.HasPrefix(w.text, "-") {
			d.targets = append(d.targets, w)
		}
	}
	j.judgeDeletion("mv to /dev/null", d)
}
