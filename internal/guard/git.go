package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// gitGlobalValued are git's options before the subcommand that take the
// next word as their value.
var gitGlobalValued = map[string]bool{"-C": true, "-c": true, "--git-dir": true, "--work-tree": true, "--namespace": true, "--super-prefix": true, "--config-env": true, "--exec-path": true}

// gitCommand finds git's subcommand wherever global options put it, and
// expands aliases defined on the command line (git -c alias.x='reset
// --hard' x).
func gitCommand(j *judge, c shell.Command, depth int) {
	j.envRunsCommands(c, depth)
	ws := args(c)
	aliases := map[string]string{}
	requireForce := true
	i := 0
	for ; i < len(ws); i++ {
		a := ws[i].text
		if gitGlobalValued[a] {
			if a == "-c" && i+1 < len(ws) {
				key, val, _ := strings.Cut(ws[i+1].text, "=")
				key = strings.ToLower(key)
				if name, ok := strings.CutPrefix(key, "alias."); ok {
					aliases[name] = val
				}
				if key == "clean.requireforce" && (val == "false" || val == "0" || val == "no" || val == "off") {
					requireForce = false
				}
				j.gitRunsConfig(c, key, val, depth)
			}
			i++
			continue
		}
		if !strings.HasPrefix(a, "-") {
			break
		}
	}
	if i >= len(ws) {
		return
	}
	sub, rest := ws[i].text, ws[i+1:]
	if sub == "config" {
		// git config alias.x 'reset --hard'; git x: remember the alias,
		// and judge commands configured for git to run.
		for k := 0; k+1 < len(rest); k++ {
			key := strings.ToLower(rest[k].text)
			if name, ok := strings.CutPrefix(key, "alias."); ok {
				j.gitAliases[name] = rest[k+1].text
			}
			j.gitRunsConfig(c, key, rest[k+1].text, depth)
		}
	}
	if alias, ok := aliases[sub]; ok {
		j.gitAliases[sub] = alias
	}
	if alias, ok := j.gitAliases[sub]; ok {
		if cmd, ok := strings.CutPrefix(alias, "!"); ok {
			j.bash(cmd+" "+joinWords(rest), c.Dir, depth+1)
			return
		}
		fields := strings.Fields(alias)
		if len(fields) == 0 {
			return
		}
		sub = fields[0]
		var expanded []word
		for _, f := range fields[1:] {
			expanded = append(expanded, word{f, true})
		}
		rest = append(expanded, rest...)
	}
	switch sub {
	case "reset":
		if hasOpt(rest, "--hard", 0) || hasAbbrev(rest, "--hard", 4) {
			j.add(Deny, "git-reset-hard", "git reset --hard discards uncommitted changes")
		}
	case "clean":
		forced := hasOpt(rest, "--force", 'f') || hasAbbrev(rest, "--force", 3) || !requireForce
		if forced && !hasOpt(rest, "--dry-run", 'n') && !hasOpt(rest, "--interactive", 'i') {
			j.add(Deny, "git-clean", "git clean -f deletes untracked files")
		}
	case "push":
		gitPush(j, rest)
	case "show", "diff", "log", "blame", "cat-file", "grep", "annotate":
		// git show HEAD:.env and git log -p .env print a secret's contents.
		var files []word
		for _, w := range rest {
			if _, p, ok := strings.Cut(w.text, ":"); ok && !strings.HasPrefix(w.text, "-") {
				files = append(files, word{p, w.lit})
			} else if !strings.HasPrefix(w.text, "-") {
				files = append(files, w)
			}
		}
		if sub == "log" && !hasOpt(rest, "--patch", 'p') {
			return
		}
		j.checkSecretRead(c, files)
	case "checkout", "restore", "switch":
		if discardsAll(sub, rest) {
			j.add(Deny, "git-reset-hard", "git "+sub+" discards every uncommitted change")
		}
	}
}

// gitPush denies force pushes (and deletions) of main or master, and force
// pushes whose branch cannot be told; other pushes need confirmation,
// except a force push that names only other branches, which rewrites a
// branch the agent owns and is allowed.
func gitPush(j *judge, ws []word) {
	var force, dry, del, every bool
	var operands []string
	unknown := map[string]bool{} // refspecs whose value cannot be told
	opts := true
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case !opts || !strings.HasPrefix(a, "-") || a == "-":
			operands = append(operands, a)
			if !ws[i].known() {
				unknown[a] = true
			}
		case a == "--":
			opts = false
		case a == "--force" || strings.HasPrefix(a, "--force-with-lease") || a == "--force-if-includes" ||
			len(a) >= 5 && strings.HasPrefix("--force", a):
			force = true
		case a == "--dry-run" || len(a) >= 4 && strings.HasPrefix("--dry-run", a):
			dry = true
		case a == "--delete":
			del = true
		case a == "--mirror":
			every, force = true, true
		case a == "--all" || a == "--branches":
			every = true
		case a == "--repo" || a == "--push-option" || a == "--receive-pack" || a == "--exec":
			i++
		case strings.HasPrefix(a, "--"):
		default: // a cluster of short options
			force = force || strings.Contains(a, "f")
			dry = dry || strings.Contains(a, "n")
			del = del || strings.Contains(a, "d")
			if strings.HasSuffix(a, "o") {
				i++
			}
		}
	}
	if dry {
		return
	}
	var refs []string
	if len(operands) > 1 {
		refs = operands[1:]
	}
	if (force || del) && every {
		j.add(Deny, "force-push-main", "force push of every branch, main included")
		return
	}
	if force && len(refs) == 0 {
		j.add(Deny, "force-push-main", "force push without a branch named: the current branch may be main")
		return
	}
	safeForce := force
	for _, ref := range refs {
		plus := strings.HasPrefix(ref, "+")
		ref = strings.TrimPrefix(ref, "+")
		src, dst, mapped := strings.Cut(ref, ":")
		if !mapped {
			dst = src
		}
		dst = strings.TrimPrefix(dst, "refs/heads/")
		deleting := del || (mapped && src == "")
		switch {
		case deleting && isMainBranch(dst):
			j.add(Deny, "force-push-main", "git push deletes the remote "+dst+" branch")
			return
		case (force || plus) && isMainBranch(dst):
			j.add(Deny, "force-push-main", "force push to "+dst)
			return
		case (force || plus) && (dst == "HEAD" || dst == "@" || dst == "" || unknown[ref] || unknown["+"+ref]):
			j.add(Deny, "force-push-main", "force push of "+ref+": the branch may be main")
			return
		case !force && !plus:
			safeForce = false
		}
	}
	if safeForce {
		return
	}
	j.add(Ask, "remote-write", "git push writes to a remote repository")
}

func isMainBranch(b string) bool {
	b = strings.TrimPrefix(b, "refs/heads/")
	return b == "main" || b == "master"
}

// discardsAll reports whether git checkout or restore overwrites the whole
// working tree's uncommitted changes (git checkout -- ., git restore .),
// which is git reset --hard by another name.
func discardsAll(sub string, ws []word) bool {
	staged, worktree := false, sub == "checkout"
	all := false
	for _, w := range ws {
		switch w.text {
		case "-f", "--force", "--discard-changes":
			// git checkout -f / git switch --discard-changes throw away
			// every local change on the way.
			if sub != "restore" {
				return true
			}
		case "--staged", "-S":
			staged = true
		case "--worktree", "-W":
			worktree = true
		case ".", ":/", "*", ":(top)", "./":
			all = true
		}
	}
	if sub == "restore" && !staged {
		worktree = true
	}
	return all && worktree
}

// hasAbbrev reports whether an argument abbreviates the long option full
// to at least min characters: git accepts any unambiguous prefix
// (git reset --ha).
func hasAbbrev(ws []word, full string, min int) bool {
	for _, w := range ws {
		if w.text == "--" {
			return false
		}
		if len(w.text) >= min && strings.HasPrefix(full, w.text) {
			return true
		}
	}
	return false
}
