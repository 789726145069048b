package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/event"
)

// UnreadRun reports a line that ran, and ended well, a program no table
// of proofgate's reads and whose output summed up nothing TestsShown or
// BuildShown could read: `raco make -v lib/tok.rkt`, `idris2 --build
// pkg.ipkg`, `scons -j4`. Such a run may well be
// the project's check; proofgate
// cannot tell, so it is evidence unknown, not evidence absent: the gate
// lets a stop that rests on it through with a warning rather than
// blocking on a check it could not read.
//
// ok is false when the line failed, went to the background or was
// interrupted, when found holds any check of the line's (the tables read
// it), and when no command of it runs an unlisted program that may check
// (see mayCheck): an installer, a database or cloud client, a remote
// shell or a system utility runs no check of the work.
func (r Recognizer) UnreadRun(tool, line string, found []Check, failed bool, res event.Result) bool {
	if failed || res.Background || res.Interrupted || res.ExitCode > 0 || len(found) > 0 {
		return false
	}
	return runsUnlisted(tool, line, mayCheck)
}

// mayCheck reports an unlisted program's command that may run a check of
// the work: not a program that only administers the machine or reaches
// elsewhere (notChecks), and not a subcommand that manages packages,
// ships or looks things up (notCheckSubcommands), nor a version query.
func mayCheck(args []string) bool {
	name := strings.TrimSuffix(program(args[0]), ".sh") // kafka-topics.sh is kafka-topics
	if notChecks(name) || versionQuery(args) || actsByName(name) || formats(name) {
		return false
	}
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "-") {
			continue
		}
		// The first word that is no switch is the subcommand, if any.
		a = strings.ToLower(a)
		return !notCheckSubcommands(a) && !formats(a)
	}
	return true
}

// formats reports a formatter's name or subcommand (purs-tidy,
// fantomas-fmt, `raco fmt`, `format-in-place`): a formatter rewrites the
// layout and vouches for no behaviour.
func formats(w string) bool {
	for _, f := range []string{"fmt", "format", "tidy", "pretty", "beautif"} {
		if strings.Contains(w, f) {
			return true
		}
	}
	return false
}

// notChecks are programs the tables do not read that run no check of the
// work: system utilities, shells' own words, installers and version
// managers, remote shells, database and cloud clients (what they do is an
// act or a look, read as such elsewhere).
func notChecks(name string) bool {
	switch name {
	case "sed", "tee", "kill", "pkill", "killall", "pgrep", "pidof", "mount", "umount", "fusermount", "diskutil",
		"lsblk", "ifconfig", "ip", "sysctl", "ulimit", "umask", "defaults", "xattr", "lsof", "ss", "netstat", "base64", "openssl", "gpg",
		"export", "set", "unset", "wait", "read", "clear", "man", "id", "hostname", "dig", "nslookup",
		"host", "ping", "traceroute", "nc", "telnet", "mktemp", "seq", "yes", "tput", "history", "alias",
		"systemctl", "service", "journalctl", "launchctl", "crontab", "tmux", "screen", "top", "htop",
		"free", "uptime", "pbcopy", "pbpaste", "xclip", "osascript", "say", "notify-send", "for", "while",
		"until", "if", "case", "select", "function", "then", "do", "done", "fi", "esac", "{", "}", "(",
		"timeout", "stdbuf", "nice", "ionice", "ssh", "sftp", "mosh", "ssh-keygen", "ssh-add",
		"brew", "apt", "apt-get", "dpkg", "yum", "dnf", "apk", "pacman", "zypper", "port", "choco",
		"winget", "scoop", "snap", "flatpak", "nvm", "pyenv", "rbenv", "sdk", "jenv", "asdf", "rustup",
		"fnm", "volta", "corepack", "psql", "mysql", "mariadb", "sqlite3", "redis-cli", "mongosh", "mongo",
		"cqlsh", "clickhouse-client", "sqlcmd", "snowsql", "bq", "aws", "gcloud", "gsutil", "az", "doctl",
		"flyctl", "fly", "heroku", "vercel", "netlify", "wrangler", "firebase", "supabase", "kafka-topics",
		"kafka-console-producer", "kafka-console-consumer", "kafka-consumer-groups", "vault", "consul",
		"nomad", "op", "sops", "age", "kubectx", "kubens", "k9s", "stern", "argocd", "tkn", "werf":
		return true
	}
	return false
}

// actsByName reports a project's script named for what it does to the
// world or the machine rather than for a check: ./scripts/deploy.sh,
// bin/setup, ./seed-db.
func actsByName(name string) bool {
	for _, w := range []string{"deploy", "release", "publish", "rollback", "seed", "backup", "restore", "install", "setup", "bootstrap", "clean", "provision", "migrate"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// notCheckSubcommands are the first words after a program that manage its
// packages or setup, ship the work, or look something up: `opam install`,
// `conan remote add`, `raco pkg install`, `tilt up`, `dagger login`.
func notCheckSubcommands(w string) bool {
	switch w {
	case "install", "add", "remove", "uninstall", "update", "upgrade", "init", "new", "clean", "fetch",
		"pull", "login", "logout", "config", "help", "version", "pkg", "remote", "deploy", "publish", "push",
		"release", "destroy", "delete", "rm", "status", "list", "ls", "show", "info", "describe", "get", "logs",
		"up", "down", "start", "stop", "restart", "serve", "server", "dev", "watch", "shell", "repl",
		"console", "open", "switch", "use", "env", "completion", "generate", "gen", "scaffold", "devices", "logcat",
		"doctor", "whoami", "search", "outdated", "targets", "tasks", "functions":
		return true
	}
	return false
}

// ChecksNothing reports a command line that runs programs proofgate knows
// and no check of the work: an installer (`bundle install`, `npm ci`), a
// package manager, a system utility, a cloud or database client. Its
// success says nothing of the work's. False for a line that runs no
// program, or one proofgate does not know, which may check (see
// UnreadRun).
func ChecksNothing(line string) bool {
	ran := false
	for _, c := range commands("Bash", line) {
		ran = ran || !c.Nested && len(c.Args) > 0
	}
	return ran && len(Checks(line)) == 0 && !runsUnlisted("Bash", line, mayCheck)
}
