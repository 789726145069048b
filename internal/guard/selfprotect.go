package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// switchOffMarks are the words that switch proofgate (or every hook) off
// when they reach a shell profile or Claude Code's settings.
var switchOffMarks = []string{"PROOFGATE_DISABLE", "disableAllHooks"}

func switchesOff(text string) string {
	for _, m := range switchOffMarks {
		if strings.Contains(text, m) {
			return m
		}
	}
	return ""
}

// ownDirs are where proofgate keeps what it is: its configuration, its
// ledgers and lock files, the plugin's own files. Those given in the
// Context come from the environment; the defaults below home cover a
// session whose environment does not say.
//
// A project that is one of them, lies inside one, or (for the given
// directories, such as the plugin's root) holds one, is proofgate's own
// source being worked on, the plugin loaded from its checkout: git keeps
// its history, and the agent must be able to edit it. A project that
// merely holds the home's configuration (a dotfiles repository in
// ~/.config) does not unprotect it.
func ownDirs(given []string, home, project string) []string {
	var dirs []string
	for _, d := range given {
		if !within(project, d) && !within(d, project) {
			dirs = append(dirs, d)
		}
	}
	for _, d := range []string{home + "/.config/proofgate", home + "/.local/state/proofgate",
		home + "/library/application support/proofgate", home + "/appdata/local/proofgate", home + "/appdata/roaming/proofgate"} {
		if !within(project, d) {
			dirs = append(dirs, d)
		}
	}
	return dirs
}

// protection says how a write to p (a clean absolute path) is held: Deny
// for proofgate's own files and Claude Code's managed policy, Ask for the
// settings a user plausibly has the agent edit (Claude Code's settings, a
// project's .claude/proofgate.json), "" for anything else. text is what
// is written, when known: one that switches proofgate off is denied
// wherever it goes among these files and the shell profiles.
func (r resolver) protection(p, text string) (Decision, string, string) {
	if p == "" {
		return Allow, "", ""
	}
	// macOS and Windows compare names without case; ~/Library/Application
	// Support/proofgate is the same directory however it is spelled.
	lp := strings.ToLower(p)
	for _, d := range r.own {
		if d != "" && within(lp, strings.ToLower(d)) {
			return Deny, ruleSelfProtect, "proofgate's own files (configuration, ledgers, lock files, the plugin)"
		}
	}
	base := path.Base(p)
	parent := path.Base(path.Dir(p))
	switch {
	case within(lp, strings.ToLower(r.home)+"/.claude/plugins"):
		if strings.Contains(lp, "proofgate") {
			return Deny, ruleSelfProtect, "the proofgate plugin's files"
		}
		return Ask, ruleSelfSettings, "Claude Code's plugin configuration"
	case within(lp, "/etc/claude-code") || within(lp, "/library/application support/claudecode") ||
		strings.Contains(lp, "/programdata/claudecode"):
		return Deny, ruleSelfProtect, "Claude Code's managed policy"
	}
	settings := parent == ".claude" && (strings.HasPrefix(base, "settings") && strings.HasSuffix(base, ".json") || base == "proofgate.json")
	if m := switchesOff(text); m != "" && (settings || isProfile(p)) {
		return Deny, ruleSelfProtect, "writes " + m + ", which switches the guardrails off"
	}
	if settings {
		if base == "proofgate.json" {
			return Ask, ruleSelfSettings, "proofgate's project configuration"
		}
		return Ask, ruleSelfSettings, "Claude Code's settings, where hooks and permissions live"
	}
	return Allow, "", ""
}

// isProfile reports whether p is a file a shell or session reads its
// environment from.
func isProfile(p string) bool {
	switch path.Base(p) {
	case ".bashrc", ".bash_profile", ".bash_login", ".profile", ".zshrc", ".zprofile", ".zshenv", ".zlogin",
		".kshrc", ".mkshrc", ".cshrc", ".tcshrc", ".envrc", ".pam_environment", "environment", "bash.bashrc", "zshenv", "zprofile":
		return true
	case "config.fish":
		return true
	}
	return strings.HasPrefix(p, "/etc/profile.d/") || strings.Contains(p, "/.config/fish/conf.d/") ||
		strings.HasPrefix(p, "/etc/environment.d/") || strings.Contains(p, "/.config/environment.d/") ||
		strings.HasSuffix(p, "/microsoft.powershell_profile.ps1") || strings.HasSuffix(p, "/profile.ps1")
}

// checkWrite judges one file a command writes.
func (j *judge) checkWrite(how string, f word, dir string) {
	text := f.text
	if !f.known() {
		text = blank(text)
		if strings.HasPrefix(text, placeholder) {
			return
		}
		text = strings.ReplaceAll(text, placeholder, "x")
	}
	p := j.paths.abs(text, dir)
	if d, rule, why := j.paths.protection(p, j.line); d != Allow {
		j.add(d, rule, how+" writes "+display(text)+": "+why)
	}
}

// protectWrites judges the files a shell command writes, removes or
// changes: its redirections, and the operands of the programs that write
// (cp, mv, tee, sed -i, rm, chmod…).
func (j *judge) protectWrites(c shell.Command) {
	for _, r := range c.Redirects {
		switch r.Op {
		case ">", ">>", ">|", "&>", "&>>", "<>":
			j.checkWrite("a redirection", word{r.Target, r.Literal}, c.Dir)
		}
	}
	if len(c.Args) == 0 {
		return
	}
	name := program(c)
	if !isWriter(name) {
		return
	}
	for _, f := range writtenOperands(name, args(c)) {
		j.checkWrite(name, f, c.Dir)
	}
}

// isWriter reports whether name is one of the programs writtenOperands
// reads. A switch, not a map: every Bash PreToolUse asks it of each
// command, and a map would be built again in each of those processes.
func isWriter(name string) bool {
	switch name {
	case "cp", "mv", "install", "ln", "rsync", "dd",
		"tee", "rm", "unlink", "shred", "truncate", "touch", "sponge",
		"rmdir", "chmod", "chown", "chgrp", "chattr", "sed", "perl", "ruby":
		return true
	}
	return false
}

// writtenOperands are the operands of a command that it writes, removes
// or changes.
func writtenOperands(name string, ws []word) []word {
	switch name {
	case "chmod", "chown", "chgrp", "chattr":
		// The mode may look like an option (chmod -x f): the first word
		// that is not one of the real options is the mode.
		var ops []word
		for _, w := range ws {
			switch {
			case strings.HasPrefix(w.text, "--") || len(w.text) == 2 && strings.Contains("RvfchHLP", w.text[1:]) && w.text[0] == '-':
			default:
				ops = append(ops, w)
			}
		}
		if len(ops) > 0 {
			ops = ops[1:]
		}
		return ops
	}
	var ops []word
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case a == "-t" || a == "--target-directory":
			if i+1 < len(ws) && (name == "cp" || name == "mv" || name == "install" || name == "ln") {
				return []word{ws[i+1]}
			}
		case strings.HasPrefix(a, "of=") && name == "dd":
			return []word{{a[3:], ws[i].lit}}
		case strings.HasPrefix(a, "-") && a != "-":
		default:
			ops = append(ops, ws[i])
		}
	}
	switch name {
	case "tee", "rm", "unlink", "shred", "truncate", "touch", "sponge", "mv", "rmdir":
		return ops
	case "cp", "install", "ln", "rsync":
		if len(ops) > 1 {
			return ops[len(ops)-1:]
		}
	case "sed", "perl", "ruby":
		inPlace := false
		for _, w := range ws {
			inPlace = inPlace || w.text == "--in-place" || strings.HasPrefix(w.text, "--in-place=") ||
				shortFlags(w.text) && strings.Contains(w.text, "i")
		}
		if inPlace && len(ops) > 1 {
			return ops[1:] // after the script
		}
	}
	return nil
}

// persistsSwitchOff denies setting PROOFGATE_DISABLE for the user's
// session outside a profile file: launchctl setenv, systemctl --user
// set-environment, setx.
func (j *judge) persistsSwitchOff(c shell.Command) {
	switch program(c) {
	case "launchctl", "systemctl", "setx", "dbus-update-activation-environment":
	default:
		return
	}
	for _, w := range args(c) {
		if m := switchesOff(w.text); m != "" {
			j.add(Deny, ruleSelfProtect, program(c)+" sets "+m+" for every later session")
			return
		}
	}
}
