package guard

// The tables as main built them at run time (maps, through once.Value),
// before they became switches: kept here, verbatim, so that tables_test.go
// can check that every switch answers as its map did.

import "github.com/proofgate/proofgate/internal/once"

func oldHandlerTable() map[string]handler {
	table := map[string]handler{}
	add := func(h handler, names ...string) {
		for _, n := range names {
			table[n] = h
		}
	}
	// delete.go, wrappers.go
	add(rmCommand, "rm", "unlink", "srm")
	add(findCommand, "find")
	add(rsyncCommand, "rsync")
	add(mvCommand, "mv")
	add(rimrafCommand, "rimraf", "del-cli")
	add(fdCommand, "fd", "fdfind")
	add(parallelCommand, "parallel", "sem")
	// git.go
	add(gitCommand, "git")
	// shells.go: commands that run command strings
	add(shellCommand, "bash", "sh", "zsh", "dash", "ksh", "fish", "ash")
	add(busyboxCommand, "busybox")
	add(pwshCommand, "pwsh", "powershell", "pwsh-preview")
	add(cmdCommand, "cmd")
	add(suCommand, "su", "script")
	add(evalCommand, "eval")
	add(sshCommand, "ssh")
	add(watchCommand, "watch")
	add(sourceCommand, "source", ".")
	add(aliasCommand, "alias")
	// disk.go
	add(ddCommand, "dd")
	add(diskCommand, "wipefs", "blkdiscard", "sgdisk", "fdisk", "sfdisk", "parted", "mkswap", "mke2fs", "newfs")
	add(shredCommand, "shred")
	add(diskutilCommand, "diskutil")
	add(chmodCommand, "chmod", "chown", "chgrp")
	add(teeCommand, "tee")
	// infra.go
	add(terraformCommand, "terraform", "tofu", "terragrunt")
	add(pulumiCommand, "pulumi")
	add(kubectlCommand, "kubectl", "oc", "kubecolor")
	add(helmCommand, "helm")
	add(awsCommand, "aws")
	add(gcloudCommand, "gcloud")
	add(azCommand, "az")
	add(gsutilCommand, "gsutil")
	add(rcloneCommand, "rclone")
	add(azcopyCommand, "azcopy")
	add(s3cmdCommand, "s3cmd")
	add(robocopyCommand, "robocopy")
	add(dropdbCommand, "dropdb", "dropuser")
	add(eksctlCommand, "eksctl")
	add(cdkCommand, "cdk")
	add(slsCommand, "serverless", "sls")
	add(herokuCommand, "heroku")
	// sql.go
	add(sqlCommand, "psql", "mysql", "mariadb", "pgcli", "mycli", "clickhouse-client", "sqlcmd", "cockroach",
		"mongo", "mongosh", "redis-cli")
	// remote.go
	add(publishCommand, "npm", "pnpm", "yarn", "bun", "cargo", "gem", "twine", "poetry", "dotnet", "nuget", "flit",
		"hatch", "uv", "lerna", "changeset", "vsce", "ovsx", "semantic-release", "goreleaser", "mvn", "mvnw",
		"mvnd", "mvn.cmd", "mvnw.cmd", "mvnd.cmd", "gradle", "gradlew", "gradle.bat", "gradlew.bat", "dart", "flutter")
	add(imageCommand, "buildah", "oras", "crane", "skopeo", "ko")
	add(ghCommand, "gh")
	add(dockerCommand, "docker", "podman")
	// envdump.go, pipelines.go
	add(printenvCommand, "printenv")
	add(envCommand, "env")
	add(setCommand, "set")
	add(declareCommand, "export", "declare", "typeset", "local", "readonly")
	add(echoCommand, "echo", "printf", "print")
	add(psCommand, "ps")
	add(curlCommand, "curl", "wget")
	// embedded.go
	add(tarRunsCommand, "tar", "gtar", "bsdtar")
	add(viCommand, "vi", "vim", "nvim", "view", "ex")
	add(makeCommand, "make", "gmake")
	// script.go, secrets.go
	add(scriptCommand, oldInterpreters...)
	for name := range oldReaders.Get() {
		if table[name] == nil {
			table[name] = readCommand
		}
	}
	return table
}

var oldInterpreters = []string{"python", "python2", "python3", "pypy", "pypy3", "perl", "ruby", "node", "nodejs", "deno", "php"}

var oldReaders = once.Value[map[string]struct{ patternFirst bool }]{Build: func() map[string]struct{ patternFirst bool } {
	return map[string]struct{ patternFirst bool }{
		"cat": {}, "tac": {}, "nl": {}, "less": {}, "more": {}, "most": {}, "head": {}, "tail": {}, "bat": {}, "batcat": {},
		"view": {}, "vi": {}, "vim": {}, "nvim": {}, "nano": {}, "emacs": {}, "ed": {}, "ex": {},
		"grep": {true}, "egrep": {true}, "fgrep": {true}, "rg": {true}, "ag": {true}, "ack": {true}, "zgrep": {true},
		"awk": {true}, "gawk": {true}, "mawk": {true}, "nawk": {true}, "sed": {true},
		"cut": {}, "sort": {}, "uniq": {}, "od": {}, "xxd": {}, "hexdump": {}, "hd": {}, "base64": {}, "base32": {},
		"basenc": {}, "strings": {}, "cp": {}, "scp": {}, "sftp": {}, "tar": {}, "zip": {}, "7z": {}, "gzip": {},
		"bzip2": {}, "xz": {}, "zstd": {}, "zcat": {}, "diff": {}, "cmp": {}, "sdiff": {}, "comm": {}, "paste": {},
		"join": {}, "column": {}, "fold": {}, "fmt": {}, "pr": {}, "rev": {}, "iconv": {}, "jq": {true}, "yq": {true},
		"openssl": {}, "gpg": {}, "xclip": {}, "xsel": {}, "pbcopy": {}, "dd": {}, "mail": {}, "nc": {},
		"ncat": {}, "socat": {}, "install": {}, "look": {true}, "split": {}, "csplit": {}, "dos2unix": {},
		"expand": {}, "unexpand": {}, "envsubst": {}, "shuf": {}, "ssh-keygen": {},
		"rsync": {},
	}
}}

var oldReaderValued = once.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"scp": "iPoFcSJl", "sftp": "iPoFcSJlbBDRs", "cp": "tS", "grep": "ABCmD", "egrep": "ABCmD", "fgrep": "ABCmD",
		"rg": "ABCmgtTM", "head": "nc", "tail": "ncs", "cut": "dfcb", "sort": "ktoST", "awk": "Fv", "gawk": "Fv",
		"sed": "l", "xxd": "lscog", "base64": "w", "od": "AtjNw", "nl": "bdfhilnsvw", "strings": "nt", "diff": "UCFIxX",
		"tar": "CbTX", "zip": "bnPt", "split": "lbCna", "column": "tsoNcOR", "fold": "w", "tac": "s",
	}
}}

var oldQuietOpts = once.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{"grep": "qlLc", "egrep": "qlLc", "fgrep": "qlLc", "rg": "qlc", "zgrep": "qlLc"}
}}

var oldCredentialFiles = once.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"hosts.yml": "/gh", ".vault-token": "*", "credentials.toml": "/.cargo", "credentials.tfrc.json": "/.terraform.d",
		"application_default_credentials.json": "/gcloud", "credentials.db": "/gcloud", "accesstokens.json": "/.azure",
		".my.cnf": "*", ".dockercfg": "*", "auth.json": "/.composer", ".htpasswd": "*",
	}
}}

var oldWriters = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"cp": true, "mv": true, "install": true, "ln": true, "rsync": true, "dd": true,
		"tee": true, "rm": true, "unlink": true, "shred": true, "truncate": true, "touch": true, "sponge": true,
		"rmdir": true, "chmod": true, "chown": true, "chgrp": true, "chattr": true, "sed": true, "perl": true, "ruby": true}
}}

var oldRunners = once.Value[map[string]runner]{Build: func() map[string]runner {
	return map[string]runner{
		"chroot":           {valued: "--userspec --groups", positionals: 1},
		"unshare":          {valued: "--propagation --setgroups"},
		"flock":            {valued: "-w --timeout -E --conflict-exit-code", positionals: 1},
		"strace":           {valued: "-o -e -p -s -u -E -a -b -I -O -P -S -X"},
		"ltrace":           {valued: "-o -e -p -s -u -a -n"},
		"runuser":          {valued: "-u -g -G --user --group"},
		"setsid":           {},
		"firejail":         {},
		"proxychains":      {valued: "-f"},
		"proxychains4":     {valued: "-f"},
		"torsocks":         {},
		"systemd-run":      {valued: "-u --unit -p --property --description --slice -E --setenv -M --machine"},
		"nsenter":          {valued: "-t --target -S -G"},
		"xvfb-run":         {valued: "-n -s -f -e"},
		"dbus-run-session": {},
		"npx":              {valued: "-p --package -c --call"},
		"bunx":             {},
		"uvx":              {valued: "--from --with --with-requirements --python -p --index --index-url --default-index"},
		"pipx":             {sub: "run", valued: "--spec --python --pip-args --index-url"},
		"pnpx":             {},
		"direnv":           {sub: "exec", positionals: 1},
		"poetry":           {sub: "run"},
		"pipenv":           {sub: "run"},
		"uv":               {sub: "run", valued: "--with --python -p --project --directory"},
		"bundle":           {sub: "exec"},
		"aws-vault":        {sub: "exec", positionals: 1},
		"op":               {sub: "run", valued: "--env-file"},
		"dotenv":           {valued: "-e -v -c"},
		"sg":               {positionals: 1},
		"wsl":              {valued: "-d --distribution -u --user --cd"},
	}
}}

var oldDownloaders = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"curl": true, "wget": true, "fetch": true, "http": true, "https": true,
		"aria2c": true, "lwp-request": true, "get": true, "xh": true, "curlie": true}
}}

var oldGitGlobalValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"-C": true, "-c": true, "--git-dir": true, "--work-tree": true, "--namespace": true, "--super-prefix": true, "--config-env": true, "--exec-path": true}
}}

var oldGitSpecs = once.Value[map[string]optSpec]{Build: func() map[string]optSpec {
	return map[string]optSpec{
		"reset": {abbrev: true, permute: true, opts: []opt{
			{long: "hard"}, {long: "soft"}, {long: "mixed"}, {long: "keep"}, {long: "merge"},
			{long: "quiet", short: 'q'}, {long: "patch", short: 'p'}, {long: "intent-to-add", short: 'N'},
			{long: "pathspec-from-file", value: true}, {long: "recurse-submodules"}, {long: "no-refresh"}, {long: "refresh"},
		}},
		"clean": {abbrev: true, permute: true, opts: []opt{
			{long: "force", short: 'f'}, {long: "dry-run", short: 'n'}, {long: "interactive", short: 'i'},
			{long: "quiet", short: 'q'}, {long: "exclude", short: 'e', value: true}, {short: 'd'}, {short: 'x'}, {short: 'X'},
		}},
		"checkout": {abbrev: true, permute: true, opts: []opt{
			{long: "force", short: 'f'}, {long: "quiet", short: 'q'}, {short: 'b', value: true}, {short: 'B', value: true},
			{long: "orphan", value: true}, {long: "track", short: 't'}, {long: "detach"}, {long: "merge", short: 'm'},
			{long: "patch", short: 'p'}, {long: "ours", short: '2'}, {long: "theirs", short: '3'}, {long: "conflict", value: true},
			{long: "pathspec-from-file", value: true}, {long: "ignore-skip-worktree-bits"}, {long: "overlay"}, {long: "no-overlay"},
			{long: "recurse-submodules"}, {long: "progress"}, {long: "guess"}, {long: "ignore-other-worktrees"},
		}},
		"switch": {abbrev: true, permute: true, opts: []opt{
			{long: "force", short: 'f'}, {long: "discard-changes"}, {long: "quiet", short: 'q'}, {long: "create", short: 'c', value: true},
			{long: "force-create", short: 'C', value: true}, {long: "orphan", value: true}, {long: "detach", short: 'd'},
			{long: "track", short: 't'}, {long: "merge", short: 'm'}, {long: "conflict", value: true}, {long: "guess"},
			{long: "recurse-submodules"}, {long: "progress"}, {long: "ignore-other-worktrees"},
		}},
		"restore": {abbrev: true, permute: true, opts: []opt{
			{long: "source", short: 's', value: true}, {long: "staged", short: 'S'}, {long: "worktree", short: 'W'},
			{long: "quiet", short: 'q'}, {long: "patch", short: 'p'}, {long: "ours"}, {long: "theirs"}, {long: "merge", short: 'm'},
			{long: "conflict", value: true}, {long: "ignore-unmerged"}, {long: "overlay"}, {long: "no-overlay"},
			{long: "pathspec-from-file", value: true}, {long: "recurse-submodules"}, {long: "progress"},
		}},
		"push": {abbrev: true, permute: true, opts: []opt{
			{long: "force", short: 'f'}, {long: "force-with-lease"}, {long: "force-if-includes"}, {long: "dry-run", short: 'n'},
			{long: "delete", short: 'd'}, {long: "mirror"}, {long: "all"}, {long: "branches"}, {long: "tags"},
			{long: "set-upstream", short: 'u'}, {long: "quiet", short: 'q'}, {long: "verbose", short: 'v'},
			{long: "push-option", short: 'o', value: true}, {long: "repo", value: true}, {long: "receive-pack", value: true},
			{long: "exec", value: true}, {long: "atomic"}, {long: "no-verify"}, {long: "follow-tags"}, {long: "porcelain"},
			{long: "prune"}, {long: "signed"}, {long: "recurse-submodules", value: true}, {long: "progress"},
			{long: "ipv4", short: '4'}, {long: "ipv6", short: '6'},
		}},
		"branch": {abbrev: true, permute: true, opts: []opt{
			{long: "delete", short: 'd'}, {short: 'D'}, {long: "force", short: 'f'}, {long: "move", short: 'm'}, {short: 'M'},
			{long: "copy", short: 'c'}, {short: 'C'}, {long: "remotes", short: 'r'}, {long: "all", short: 'a'},
			{long: "list", short: 'l'}, {long: "verbose", short: 'v'}, {long: "quiet", short: 'q'},
			{long: "set-upstream-to", short: 'u', value: true}, {long: "contains", value: true}, {long: "merged", value: true},
			{long: "no-merged", value: true}, {long: "points-at", value: true}, {long: "format", value: true},
			{long: "sort", value: true}, {long: "track", short: 't'}, {long: "unset-upstream"}, {long: "show-current"},
			{long: "edit-description"}, {long: "column"}, {long: "color"},
		}},
		"log": {abbrev: true, permute: true, opts: []opt{
			{long: "patch", short: 'p'}, {short: 'u'}, {long: "max-count", short: 'n', value: true}, {long: "format", value: true},
			{long: "pretty", value: true}, {long: "author", value: true}, {long: "grep", value: true}, {long: "since", value: true},
			{long: "until", value: true}, {long: "stat"}, {long: "oneline"}, {long: "follow"}, {long: "all"},
		}},
		"stash": {abbrev: true, permute: true, opts: []opt{
			{long: "quiet", short: 'q'}, {long: "message", short: 'm', value: true}, {long: "keep-index", short: 'k'},
			{long: "include-untracked", short: 'u'}, {long: "all", short: 'a'}, {long: "patch", short: 'p'},
			{long: "staged", short: 'S'}, {long: "index"}, {long: "pathspec-from-file", value: true},
		}},
	}
}}

var oldFindNarrowing = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{
		"-name": true, "-iname": true, "-path": true, "-ipath": true, "-wholename": true, "-iwholename": true,
		"-regex": true, "-iregex": true, "-newer": true, "-mtime": true, "-mmin": true, "-atime": true,
		"-amin": true, "-ctime": true, "-cmin": true, "-size": true, "-empty": true, "-user": true,
		"-group": true, "-perm": true, "-inum": true, "-samefile": true, "-links": true, "-lname": true, "-ilname": true,
	}
}}

var oldDeleters = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"rm": true, "shred": true, "unlink": true, "rmdir": true, "srm": true}
}}
