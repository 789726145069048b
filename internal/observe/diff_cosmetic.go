package observe

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// DiffShowsCosmetic reports whether line edits file and then shows, with
// a git diff of the work tree later in the same line, that the file's
// changes only touch comments or blank space: `sed -i 's/recieve/receive/g'
// consumer.go && git diff` whose hunks change comment lines alone. The
// edit's script may not say so (the typo could be in code too); the diff
// the session printed does.
//
// It errs towards behaviour: a diff of the index (--cached, --staged), of
// names or counts only, one printed before the edit, a hunk cut short or
// whose lines do not add up to its header, a new, deleted, renamed or
// binary file, and any hunk Cosmetic does not read as cosmetic make the
// edit a real change.
func DiffShowsCosmetic(line, output, file string) bool {
	if !diffAfterWrite(line, file) {
		return false
	}
	hunks, ok := fileHunks(output, file)
	if !ok || len(hunks) == 0 {
		return false
	}
	for _, h := range hunks {
		if !Cosmetic(file, h.old, h.new) {
			return false
		}
	}
	return true
}

// diffAfterWrite reports a git diff of the work tree that runs after the
// last command of line that writes file.
func diffAfterWrite(line, file string) bool {
	cmds, err := parseBash(line)
	if err != nil {
		return false
	}
	wrote := false
	for _, c := range cmds {
		if len(c.Args) == 0 {
			continue
		}
		if slices.Contains(commandWrites(c), file) || redirectsTo(c, file) {
			wrote = true
			continue
		}
		if wrote && program(c.Args[0]) == "git" {
			sub, rest := gitSubcommand(c.Args[1:])
			if sub == "diff" && !hasFlag(rest, "--cached", "--staged", "--stat", "--numstat", "--shortstat", "--name-only", "--name-status", "--no-patch", "-s") {
				return true
			}
		}
	}
	return false
}

func redirectsTo(c shell.Command, file string) bool {
	for _, r := range c.Redirects {
		if isFileRedirect(r) && r.Target == file {
			return true
		}
	}
	return false
}

// A hunk is one @@ section of a unified diff: the text it removed and the
// text it added, each line ended by a newline.
type hunk struct{ old, new string }

// fileHunks returns the hunks a unified diff in output shows for file (a
// path as the command named it, matched to the diff's path from the
// repository's root); false when the file's section is not a plain
// modification shown whole.
func fileHunks(output, file string) ([]hunk, bool) {
	want := path.Clean(strings.ReplaceAll(file, `\`, "/"))
	var hunks []hunk
	in, found := false, false
	lines := strings.Split(output, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, "diff --git "):
			if in {
				return hunks, true
			}
			_, b, ok := strings.Cut(l, " b/")
			in = ok && (b == want || strings.HasSuffix(b, "/"+want))
			found = found || in
		case !in:
		case strings.HasPrefix(l, "new file") || strings.HasPrefix(l, "deleted file") || strings.HasPrefix(l, "rename ") ||
			strings.HasPrefix(l, "Binary files") || strings.HasPrefix(l, "copy ") || strings.HasPrefix(l, "old mode"):
			return nil, false
		case strings.HasPrefix(l, "@@ "):
			h, next, ok := readHunk(lines, i)
			if !ok {
				return nil, false
			}
			hunks = append(hunks, h)
			i = next - 1
		}
	}
	return hunks, found
}

// readHunk reads the hunk whose header is lines[at], its lines counted
// against the header's; it returns the index after it.
func readHunk(lines []string, at int) (hunk, int, bool) {
	oldN, newN, ok := hunkCounts(lines[at])
	if !ok {
		return hunk{}, 0, false
	}
	var old, added strings.Builder
	i := at + 1
	for ; i < len(lines) && (oldN > 0 || newN > 0); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, `\`):
			continue // "\ No newline at end of file"
		case strings.HasPrefix(l, "-"):
			old.WriteString(l[1:] + "\n")
			oldN--
		case strings.HasPrefix(l, "+"):
			added.WriteString(l[1:] + "\n")
			newN--
		case strings.HasPrefix(l, " ") || l == "" && i < len(lines)-1:
			oldN--
			newN--
		default:
			return hunk{}, 0, false
		}
	}
	if oldN != 0 || newN != 0 {
		return hunk{}, 0, false // cut short, or lines that do not add up
	}
	return hunk{old: old.String(), new: added.String()}, i, true
}

// hunkCounts reads "@@ -41,7 +41,8 @@ …": the old and the new line counts
// (1 where a count is left out).
func hunkCounts(header string) (int, int, bool) {
	f := strings.Fields(header)
	if len(f) < 4 || f[0] != "@@" || f[3] != "@@" || !strings.HasPrefix(f[1], "-") || !strings.HasPrefix(f[2], "+") {
		return 0, 0, false
	}
	count := func(r string) (int, bool) {
		_, n, ok := strings.Cut(r[1:], ",")
		if !ok {
			return 1, true
		}
		v, err := strconv.Atoi(n)
		return v, err == nil && v >= 0
	}
	o, ok1 := count(f[1])
	n, ok2 := count(f[2])
	return o, n, ok1 && ok2
}
