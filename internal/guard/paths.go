package guard

import (
	"path"
	"strings"
)

// unknownHome stands for the home directory when Context.Home is empty, so
// that ~ and $HOME are still recognised as the home directory.
const unknownHome = "/~home"

// unknownProject stands for the project when Context names neither it nor
// the working directory.
const unknownProject = "/~project"

// resolver turns command words into clean absolute paths. Paths are kept
// with forward slashes; Windows paths ("C:\Users\x") become "c:/users/x",
// lower-cased because Windows compares names without case.
type resolver struct {
	cwd, project, home string
	own                []string // proofgate's own directories
}

func newResolver(ctx Context) resolver {
	r := resolver{home: unknownHome}
	if ctx.Home != "" {
		r.home = normPath(ctx.Home)
	}
	r.cwd, r.project = normPath(ctx.Cwd), normPath(ctx.Project)

	if r.project == "" || r.project == "." {
		r.project = r.cwd
	}
	if r.cwd == "" || r.cwd == "." {
		r.cwd = r.project
	}
	if r.project == "" || r.project == "." {
		// Nothing is known: no path is inside a project, relative paths
		// resolve nowhere.
		r.project, r.cwd = unknownProject, ""
	}
	var own []string
	for _, d := range ctx.Own {
		if isAbs(strings.ReplaceAll(d, `\`, "/")) {
			own = append(own, normPath(d))
		}
	}
	r.own = ownDirs(own, r.home, r.project)
	return r
}

// drive returns the length of a Windows drive prefix ("c:") or 0.
func drive(p string) int {
	if len(p) >= 2 && p[1] == ':' && (p[0]|0x20 >= 'a' && p[0]|0x20 <= 'z') {
		return 2
	}
	return 0
}

// normPath cleans p without resolving it against anything.
func normPath(p string) string {
	if p == "" {
		return ""
	}
	p = strings.ReplaceAll(p, `\`, "/")
	if n := drive(p); n > 0 {
		return strings.ToLower(p[:n]) + path.Clean("/"+strings.ToLower(p[n:]))
	}
	return path.Clean(p)
}

func isAbs(p string) bool {
	return strings.HasPrefix(p, "/") || drive(p) > 0
}

// abs resolves a word against dir, expanding a leading ~. An empty dir means
// the directory is unknown; relative words then resolve to "".
func (r resolver) abs(word, dir string) string {
	p := strings.ReplaceAll(word, `\`, "/")
	if drive(r.project) > 0 && len(p) >= 2 && p[0] == '/' && isLetter(p[1]) && (len(p) == 2 || p[2] == '/') {
		p = p[1:2] + ":" + p[2:] // Git Bash spells C:\ as /c/
	}
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		p = r.home + p[1:]
	case strings.HasPrefix(p, "~") && len(p) > 1 && isNameByte(p[1]):
		// ~user is another user's home, beside this one.
		p = path.Dir(r.home) + "/" + p[1:]
	case isAbs(p):
	case dir == "":
		return ""
	default:
		p = dir + "/" + p
	}
	return normPath(p)
}

// within reports whether p is root or below it.
func within(p, root string) bool {
	if p == root {
		return true
	}
	if strings.HasSuffix(root, "/") {
		return strings.HasPrefix(p, root)
	}
	return strings.HasPrefix(p, root+"/")
}

func isRoot(p string) bool {
	return p == "/" || (drive(p) > 0 && p[2:] == "/")
}

// tempRoots are the system's scratch directories. A path below one is a
// scratch file that may be deleted; the directory itself may not.
var tempRoots = []string{"/tmp", "/var/tmp", "/private/tmp", "/private/var/tmp", "/dev/shm", "/var/folders", "/private/var/folders", "c:/windows/temp", "c:/temp"}

func (r resolver) inTemp(p string) bool {
	for _, t := range tempRoots {
		if p != t && within(p, t) {
			return true
		}
	}
	winTemp := r.home + "/appdata/local/temp"
	return p != winTemp && within(p, winTemp)
}

func (r resolver) isTempRoot(p string) bool {
	for _, t := range tempRoots {
		if p == t {
			return true
		}
	}
	return p == r.home+"/appdata/local/temp"
}

// broad says why deleting the tree at p (a clean absolute path) is
// irreversible beyond the project, or "" when it is an ordinary project or
// scratch path. With contents set, p is a directory whose entries are
// deleted but not p itself (rm -rf p/*), so the project root is fine.
func (r resolver) broad(p string, contents bool) string {
	switch {
	case isRoot(p):
		return "the root directory"
	case p == r.home:
		return "the home directory"
	case p == r.project && !isRoot(p):
		if contents && p != r.home {
			return ""
		}
		return "the project root"
	case within(r.project, p) || within(r.home, p):
		return "a parent of the project or home directory"
	case path.Base(p) == ".git":
		return "the git repository"
	case within(p, r.project) && r.shelters(p):
		return ""
	case r.inTemp(p):
		return ""
	case r.isTempRoot(p):
		return "the system temporary directory"
	}
	return "outside the project"
}

// shelters reports whether the project covers p, which is inside it. A
// session started in the home directory (or above) has no real project:
// the top-level entries of home (~/Documents, ~/.ssh) are the user's, and
// only deeper paths count as project files; a project at / covers nothing.
func (r resolver) shelters(p string) bool {
	switch {
	case !within(r.home, r.project):
		return true
	case isRoot(r.project):
		return false
	}
	return within(p, r.home) && strings.Contains(strings.TrimPrefix(p, r.home+"/"), "/")
}

// hasGlob reports whether a word holds glob characters.
func hasGlob(s string) bool {
	return strings.ContainsAny(s, "*?[")
}

// globDanger judges a literal glob that a deletion expands: the directory
// before the first wildcard must not be broad, and the pattern must not
// match .git or .. (rm -rf .* reaches both in older shells).
func (r resolver) globDanger(p string) string {
	dir, pattern := p, ""
	for hasGlob(dir) {
		pattern = path.Base(dir)
		next := path.Dir(dir)
		if next == dir || next == "." {
			break
		}
		dir = next
	}
	if drive(dir) > 0 && len(dir) == 2 {
		dir += "/"
	}
	if r.isTempRoot(dir) && strings.Trim(pattern, "*?.") != "" {
		return "" // /tmp/pytest-*, /tmp/*.log: some scratch files, not all
	}
	if why := r.broad(dir, true); why != "" {
		return "everything in " + display(dir) + ": " + why
	}
	if dir == r.project {
		for _, name := range []string{".git", ".."} {
			// The shell's globs match dot names only with a leading dot.
			if ok, _ := path.Match(pattern, name); ok && strings.HasPrefix(pattern, ".") {
				return pattern + " in the project root matches " + name
			}
		}
	}
	return ""
}

func display(p string) string {
	if p == unknownHome {
		return "~"
	}
	return strings.Replace(p, unknownHome+"/", "~/", 1)
}

func isLetter(b byte) bool {
	return b|0x20 >= 'a' && b|0x20 <= 'z'
}
