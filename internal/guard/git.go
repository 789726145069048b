package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// gitGlobalValued reports whether a is one of git's options before the
// subcommand that take the next word as their value. A switch: a map would
// be built in every process that judges a git command.
func gitGlobalValued(a string) bool {
	switch a {
	case "-C", "-c", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--config-env", "--exec-path":
		return true
	}
	return false
}

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
		if gitGlobalValued(a) {
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
	f := gitSpec(sub).parse(rest)
	switch sub {
	case "reset":
		if f.has("hard") {
			j.add(Deny, ruleResetHard, "git reset --hard discards uncommitted changes")
		}
	case "clean":
		forced := f.has("force") || !requireForce
		if forced && !f.has("dry-run", "interactive") {
			j.add(Deny, ruleGitClean, "git clean -f deletes untracked files")
		}
	case "push":
		gitPush(j, f)
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
		if sub == "log" && !f.has("patch", "u") {
			return
		}
		j.checkSecretRead(c, files)
	case "checkout", "restore", "switch":
		gitDiscard(j, sub, f)
	case "branch":
		if f.has("D") || f.has("delete") && f.has("force") {
			j.add(Ask, ruleGitDiscard, "git branch -D deletes a branch whose commits may be merged nowhere")
		}
	case "stash":
		gitStash(j, rest)
	}
}

// gitPush denies force pushes (and deletions) of main or master, and force
// pushes whose branch cannot be told; other pushes need confirmation,
// except a force push that names only other branches, which rewrites a
// branch the agent owns and is allowed.
func gitPush(j *judge, f flags) {
	force := f.has("force", "force-with-lease", "force-if-includes", "mirror")
	dry, del := f.has("dry-run"), f.has("delete")
	every := f.has("all", "branches", "mirror")
	var operands []string
	unknown := map[string]bool{} // refspecs whose value cannot be told
	for _, w := range f.operands {
		operands = append(operands, w.text)
		if !w.known() {
			unknown[w.text] = true
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
		j.add(Deny, ruleForceMain, "force push of every branch, main included")
		return
	}
	if force && len(refs) == 0 {
		j.add(Deny, ruleForceMain, "force push without a branch named: the current branch may be main")
		return
	}
	safeForce, forcedRef := force, false
	for _, ref := range refs {
		plus := strings.HasPrefix(ref, "+")
		forcedRef = forcedRef || plus
		ref = strings.TrimPrefix(ref, "+")
		src, dst, mapped := strings.Cut(ref, ":")
		if !mapped {
			dst = src
		}
		dst = strings.TrimPrefix(dst, "refs/heads/")
		deleting := del || (mapped && src == "")
		switch {
		case deleting && isMainBranch(dst):
			j.add(Deny, ruleForceMain, "git push deletes the remote "+dst+" branch")
			return
		case (force || plus) && isMainBranch(dst):
			j.add(Deny, ruleForceMain, "force push to "+dst)
			return
		case (force || plus) && (dst == "HEAD" || dst == "@" || dst == "" || unknown[ref] || unknown["+"+ref]):
			j.add(Deny, ruleForceMain, "force push of "+ref+": the branch may be main")
			return
		case !force && !plus:
			safeForce = false
		}
	}
	if safeForce || forcedRef {
		j.add(Ask, ruleForcePush, "force push replaces the remote branch's commits")
		return
	}
	j.add(Ask, ruleRemote, "git push writes to a remote repository")
}

func isMainBranch(b string) bool {
	b = strings.TrimPrefix(b, "refs/heads/")
	return b == "main" || b == "master"
}

// gitDiscard judges checkout, switch and restore by what they overwrite:
// every uncommitted change (-f, or the pathspec "."), which is git reset
// --hard by another name, or one file's changes, which no reflog keeps.
func gitDiscard(j *judge, sub string, f flags) {
	if sub != "restore" && f.has("force", "discard-changes") {
		// git checkout -f / git switch --discard-changes throw away
		// every local change on the way.
		j.add(Deny, ruleResetHard, "git "+sub+" -f discards every uncommitted change")
		return
	}
	if sub == "switch" {
		return // a branch, never paths: git switch -- -f is a branch named -f
	}
	// restore writes the worktree unless only --staged is asked;
	// checkout writes it whenever it is given paths.
	worktree := sub == "checkout" || f.has("worktree") || !f.has("staged")
	if !worktree || f.has("patch") {
		return // -p asks about every hunk
	}
	var paths []word
	for k, w := range f.operands {
		// checkout's first operand is a branch or commit unless "--"
		// came first: git checkout main is no discard, git checkout --
		// main.go, git checkout HEAD -- main.go and git checkout HEAD
		// main.go (a tree-ish, then paths) are.
		if sub == "checkout" && !f.afterDashDash(k) && (k == 0 || f.dashdash >= 0) {
			continue
		}
		paths = append(paths, w)
	}
	if sub == "restore" && f.has("pathspec-from-file") || sub == "checkout" && f.has("pathspec-from-file") {
		paths = append(paths, word{"*", true})
	}
	for _, p := range paths {
		switch p.text {
		case ".", ":/", "*", ":(top)", "./", ":/*", ":(top)*":
			j.add(Deny, ruleResetHard, "git "+sub+" "+p.text+" discards every uncommitted change")
			return
		}
	}
	if len(paths) > 0 {
		j.add(Ask, ruleGitDiscard, "git "+sub+" "+display(paths[0].text)+" discards that file's uncommitted changes")
	}
}

// gitStash asks before dropping stashed work: a dropped stash survives
// only as an unreachable commit.
func gitStash(j *judge, ws []word) {
	f := gitSpec("stash").parse(ws)
	if len(f.operands) == 0 {
		return
	}
	switch op := f.operands[0].text; op {
	case "drop", "clear":
		j.add(Ask, ruleGitDiscard, "git stash "+op+" deletes stashed changes")
	}
}
