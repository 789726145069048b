package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// Read judges the Read tool: reading a file is the same act as cat, so a
// secret file is denied by the same rule.
func Read(file string, ctx Context) Verdict {
	return judgeWith(ctx, func(j *judge) {
		j.checkSecretRead(toolCommand("Read", j.paths.cwd), []word{{file, true}})
	})
}

// Search judges a Grep or Glob call over dir (a file or a directory; the
// working directory when empty) that selects files by glob. One aimed at
// secrets (a path or glob naming a secret file, a credentials directory)
// is denied like cat: Grep shows their lines, and even a search that shows
// only names probes their contents or is the step before reading them. A
// search of a whole tree is allowed.
func Search(dir, glob string, ctx Context) Verdict {
	return judgeWith(ctx, func(j *judge) {
		c := toolCommand("Search", j.paths.cwd)
		var targets []word
		if dir != "" {
			targets = append(targets, word{dir, true})
		}
		if glob != "" {
			base := dir
			if base == "" || isAbs(strings.ReplaceAll(glob, `\`, "/")) || strings.HasPrefix(glob, "~") {
				base = ""
			}
			for _, g := range expandBraces(glob) {
				// **/.env and sub/**/id_rsa name the file their last part names.
				name := path.Base(strings.ReplaceAll(g, `\`, "/"))
				full := g
				if base != "" {
					full = strings.TrimRight(base, "/") + "/" + g
				}
				if hasGlob(path.Dir(full)) {
					full = name
				}
				targets = append(targets, word{full, true})
			}
		}
		j.checkSecretRead(c, targets)
	})
}

// toolCommand stands for a file tool in verdicts ("Read reads .env").
func toolCommand(name, dir string) shell.Command {
	return shell.Command{Args: []string{name}, Literal: []bool{true}, Dir: dir}
}

// expandBraces spells out one level of {a,b} in a glob, as the Glob and
// Grep tools do.
func expandBraces(g string) []string {
	open := strings.IndexByte(g, '{')
	end := strings.IndexByte(g, '}')
	if open < 0 || end < open {
		return []string{g}
	}
	var out []string
	for alt := range strings.SplitSeq(g[open+1:end], ",") {
		out = append(out, g[:open]+alt+g[end+1:])
	}
	return out
}
