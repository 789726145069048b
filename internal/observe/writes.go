package observe

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// Writes returns the files a shell line writes that can be named without
// running it: output redirections (cat > main.go <<EOF), tee, sed -i and
// perl -i, and the destination of cp and mv. Agents edit through the shell
// as well as through the editing tools, and such a change needs the same
// verification.
func Writes(line string) []string {
	return writesOf(commands("Bash", line))
}

func writesOf(cmds []shell.Command) []string {
	var out []string
	for _, c := range cmds {
		if remoteCommand(c) {
			continue
		}
		for _, r := range c.Redirects {
			if isFileRedirect(r) {
				out = append(out, r.Target)
			}
		}
		out = append(out, named(c, commandWrites(c))...)
	}
	return out
}

// Renames returns the files a shell line renames with git mv (which
// stages the rename as it makes it): a file renamed to match its imports
// is a change, though no content of it was written.
func Renames(line string) []string {
	if !strings.Contains(line, "mv") {
		return nil
	}
	var out []string
	for _, c := range commands("Bash", line) {
		if c.Nested || c.Name() != "git" || remoteCommand(c) {
			continue
		}
		if args := literalOperands(c); len(args) >= 3 && args[0] == "mv" {
			out = append(out, args[len(args)-1])
		}
	}
	return out
}

// named drops the operands that stand for files found as the line runs
// (xargs -I{} sed -i … {}, find … -exec sed -i … {} +): the line names
// none of them.
func named(c shell.Command, files []string) []string {
	if c.Replace == "" {
		return files
	}
	out := files[:0:0]
	for _, f := range files {
		if !strings.Contains(f, c.Replace) {
			out = append(out, f)
		}
	}
	return out
}

func isFileRedirect(r shell.Redirect) bool {
	switch r.Op {
	case ">", ">>", ">|", "&>", "&>>":
	default:
		return false
	}
	return r.Literal && r.Target != "" && !strings.HasPrefix(r.Target, "/dev/")
}

func commandWrites(c shell.Command) []string {
	if len(c.Args) == 0 {
		return nil // an assignment or a redirection alone ("A=1 >out"): its redirects are read above
	}
	args := literalOperands(c)
	switch c.Name() {
	case "tee":
		// tee /dev/stderr shows the stream twice; a device is no file of
		// the project, as a redirection to one is not.
		return slices.DeleteFunc(args, func(a string) bool { return strings.HasPrefix(a, "/dev/") })
	case "sed":
		if sedInPlace(c.Args) && len(args) > 1 && !sedScripted(c.Args) {
			return args[1:] // the first operand is the script
		}
		if sedInPlace(c.Args) && sedScripted(c.Args) {
			return args
		}
	case "perl":
		if perlInPlace(c.Args) && len(args) > 0 {
			return args
		}
	case "awk", "gawk":
		if awkInPlace(c.Name(), c.Args) {
			return awkFiles(c)
		}
	case "cp", "mv", "install":
		if len(args) >= 2 {
			return args[len(args)-1:]
		}
	}
	if m := manifestWrite(c.Name(), c.Args[1:]); m != "" {
		return []string{m}
	}
	return nil
}

// manifestWrite returns the manifest a package manager's command rewrites
// when it adds, upgrades or removes a named dependency (npm install
// next@14.2, go get x@v1.3, cargo add serde, poetry add httpx): the
// dependency changed as surely as an edit of the file would. A bare
// install, which only follows the lockfile, and a command aimed at another
// folder (--prefix, -C, a workspace filter) name no file here.
func manifestWrite(name string, args []string) string {
	if len(args) < 2 || hasFlag(args, "--prefix", "-C", "--dir", "--filter", "-w", "--workspace", "--cwd", "-g", "--global") {
		return ""
	}
	sub, named := args[0], 0
	for _, a := range args[1:] {
		if !strings.HasPrefix(a, "-") {
			named++
		}
	}
	if named == 0 {
		return ""
	}
	switch name {
	case "npm", "pnpm", "yarn", "bun":
		switch sub {
		case "install", "i", "add", "remove", "rm", "uninstall", "update", "upgrade", "up":
			return "package.json"
		}
	case "go":
		if sub == "get" {
			return "go.mod"
		}
	case "cargo":
		if sub == "add" || sub == "remove" || sub == "rm" {
			return "Cargo.toml"
		}
	case "poetry", "uv":
		if sub == "add" || sub == "remove" {
			return "pyproject.toml"
		}
	case "bundle":
		if sub == "add" || sub == "remove" {
			return "Gemfile"
		}
	case "composer":
		if sub == "require" || sub == "remove" {
			return "composer.json"
		}
	}
	return ""
}

// literalOperands are a command's exact arguments that are neither options
// nor the values of -e and -f (a sed or perl script), nor empty: no file
// has an empty name, and the empty word after BSD sed's -i is its backup
// suffix, not a file (the script and the files follow it).
func literalOperands(c shell.Command) []string {
	var out []string
	for i := 1; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case a == "-e" || a == "-f" || a == "--expression" || strings.HasSuffix(a, "e") && strings.HasPrefix(a, "-p") ||
			c.Name() == "sed" && sedSwitches.takesNext(a):
			i++ // perl -pie 's/…/' and sed -e 's/…/' (or -nEe) take the script next
		case a == "" || strings.HasPrefix(a, "-") || !c.Literal[i]:
		default:
			out = append(out, a)
		}
	}
	return out
}

// awkFiles returns the files gawk -i inplace rewrites: its literal
// operands after the program (the first operand, unless -f or -e gave
// it), past the options and their values.
func awkFiles(c shell.Command) []string {
	var files []string
	program := false
	for i := 1; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case a == "-i" || a == "--include" || a == "-v" || a == "-F":
			i++
		case a == "-f" || a == "-e" || a == "--file" || a == "--source":
			i++
			program = true
		case a == "--":
		case strings.HasPrefix(a, "-") && a != "-":
		case !program:
			program = true
		case i < len(c.Literal) && c.Literal[i]:
			files = append(files, a)
		}
	}
	return files
}
