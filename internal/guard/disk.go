package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// harmlessDevices are the /dev files that writing to destroys nothing.
var harmlessDevices = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"/dev/null": true, "/dev/zero": true, "/dev/stdout": true, "/dev/stderr": true,
		"/dev/tty": true, "/dev/random": true, "/dev/urandom": true, "/dev/full": true}
}}

// isDiskDevice reports whether p names a block device or similar: anything
// in /dev but the harmless files, terminals and descriptors.
func isDiskDevice(p string) bool {
	if !strings.HasPrefix(p, "/dev/") || harmlessDevices.Get()[p] {
		return false
	}
	rest := p[len("/dev/"):]
	for _, prefix := range []string{"fd/", "pts/", "tty", "shm/", "stdin", "null", "ptmx"} {
		if strings.HasPrefix(rest, prefix) {
			return false
		}
	}
	return true
}

// ddCommand denies dd writing a device.
func ddCommand(j *judge, c shell.Command, depth int) {
	for _, w := range args(c) {
		if of, ok := strings.CutPrefix(w.text, "of="); ok && isDiskDevice(of) {
			j.add(Deny, ruleDisk, "dd overwrites the device "+of)
			return
		}
	}
	readCommand(j, c, depth)
}

// diskCommand denies making file systems, partitioning and wiping. A file
// system made in an image file inside the project is allowed.
func diskCommand(j *judge, c shell.Command, _ int) {
	name := program(c)
	var target string
	for _, w := range args(c) {
		if !strings.HasPrefix(w.text, "-") {
			target = w.text
		}
	}
	if target != "" && !isDiskDevice(target) && !strings.HasPrefix(target, "/dev/") {
		if p := j.paths.abs(target, c.Dir); p != "" && j.paths.broad(p, false) == "" && name != "wipefs" {
			return
		}
	}
	j.add(Deny, ruleDisk, name+" destroys the data on "+orUnknown(target))
}

func orUnknown(s string) string {
	if s == "" {
		return "a disk"
	}
	return s
}

// shredCommand: shred overwrites files; on a device it wipes the disk, and
// with -u it deletes like rm -f.
func shredCommand(j *judge, c shell.Command, depth int) {
	var d deletion
	d.dir, d.forced = c.Dir, true
	for _, w := range args(c) {
		if strings.HasPrefix(w.text, "-") {
			continue
		}
		if isDiskDevice(w.text) {
			j.add(Deny, ruleDisk, "shred wipes the device "+w.text)
			return
		}
		d.targets = append(d.targets, w)
	}
	j.judgeDeletion("shred", d)
}

// copyToDevice denies cp, tee and the like writing onto a disk device.
func copyToDevice(j *judge, c shell.Command) {
	ws := args(c)
	for k, w := range ws {
		if isDiskDevice(w.text) && (program(c) == "tee" || k == len(ws)-1 && k > 0) {
			j.add(Deny, ruleDisk, program(c)+" writes onto the device "+w.text)
			return
		}
	}
}

func teeCommand(j *judge, c shell.Command, _ int) { copyToDevice(j, c) }

// diskutilCommand denies erasing and partitioning on macOS.
func diskutilCommand(j *judge, c shell.Command, _ int) {
	if len(c.Args) > 1 {
		sub := strings.ToLower(c.Args[1])
		if strings.HasPrefix(sub, "erase") || strings.HasPrefix(sub, "partition") || sub == "zerodisk" || sub == "randomdisk" || sub == "secureerase" {
			j.add(Deny, ruleDisk, "diskutil "+c.Args[1]+" erases a disk")
		}
	}
}

// systemDirs are directories whose ownership and modes the system relies on.
var systemDirs = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"/bin": true, "/boot": true, "/dev": true, "/etc": true, "/lib": true, "/lib32": true,
		"/lib64": true, "/opt": true, "/proc": true, "/root": true, "/sbin": true, "/sys": true, "/usr": true, "/var": true,
		"/home": true, "/Users": true, "/System": true, "/Library": true, "/Applications": true, "/private": true,
		"/usr/bin": true, "/usr/sbin": true, "/usr/lib": true, "/usr/libexec": true, "/usr/share": true, "/usr/include": true,
		"/var/lib": true, "/var/log": true, "/etc/ssh": true, "/etc/sudoers.d": true, "/private/etc": true, "c:/windows": true,
		"c:/program files": true, "c:/users": true}
}}

// chmodSpec is GNU chmod's, chown's and chgrp's options (getopt_long:
// --rec is --recursive).
var chmodSpec = optSpec{abbrev: true, permute: true, opts: []opt{
	{long: "recursive", short: 'R'}, {long: "changes", short: 'c'}, {long: "silent"}, {long: "quiet", short: 'f'},
	{long: "verbose", short: 'v'}, {long: "reference", value: true}, {long: "from", value: true},
	{long: "dereference"}, {long: "no-dereference", short: 'h'}, {long: "preserve-root"}, {long: "no-preserve-root"},
	{short: 'H'}, {short: 'L'}, {short: 'P'},
}}

// chmodCommand denies recursive chmod/chown/chgrp of /, the home directory,
// a system directory or anything under /etc, /usr (but /usr/local) and
// the like, and any chmod of / itself.
func chmodCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	recursive := chmodSpec.parse(ws).has("recursive")
	operand := 0
	for _, w := range ws {
		if strings.HasPrefix(w.text, "-") && w.text != "-" && !isModeWord(w.text) {
			continue
		}
		operand++
		if operand == 1 {
			continue // the mode or owner
		}
		text := w.text
		if !w.known() {
			text = blank(text)
			if strings.HasPrefix(text, placeholder) {
				continue
			}
		}
		p := j.paths.abs(strings.ReplaceAll(text, placeholder, "x"), c.Dir)
		if p == "" {
			continue
		}
		dir := p
		if hasGlob(p) {
			dir = globDir(p)
		}
		if why := systemPath(dir, j.paths.home); why != "" && (recursive || isRoot(dir) || hasGlob(p)) {
			j.add(Deny, ruleDisk, program(c)+" changes "+display(text)+": "+why)
			return
		}
	}
}

// isModeWord reports whether an argument starting with "-" is a chmod mode
// ("-x", "-w") rather than an option.
func isModeWord(s string) bool {
	return len(s) > 1 && strings.Trim(s[1:], "rwxXstugo") == ""
}

func globDir(p string) string {
	for hasGlob(p) {
		next := path.Dir(p)
		if next == p {
			break
		}
		p = next
	}
	return p
}

// systemPath says why changing the tree at p damages the system.
func systemPath(p, home string) string {
	switch {
	case isRoot(p):
		return "the root directory"
	case p == home:
		return "the home directory"
	case systemDirs.Get()[p]:
		return "a system directory"
	}
	for _, top := range []string{"/etc", "/usr/bin", "/usr/sbin", "/usr/lib", "/bin", "/sbin", "/lib", "/boot", "/System", "c:/windows"} {
		if within(p, top) {
			return "a system path"
		}
	}
	return ""
}
