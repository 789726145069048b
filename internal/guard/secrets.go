package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// secretKind says what kind of secret the file at p holds, or "" when it
// is not one of the files whose contents must not reach the model.
func secretKind(p string) string {
	p = strings.ReplaceAll(p, `\`, "/")
	base := strings.ToLower(path.Base(p))
	dir := strings.ToLower(path.Base(path.Dir(p)))
	if hasGlob(base) {
		return globSecret(dir, base)
	}
	switch {
	case strings.HasPrefix(base, ".env"):
		// Templates are committed on purpose: .env.example, .env.sample,
		// .env.template, .env.schema, .env.defaults, and variants such as
		// .env.local.example.
		for part := range strings.SplitSeq(base[1:], ".") {
			switch part {
			case "example", "sample", "template", "schema", "defaults", "dist", "tmpl", "tpl":
				return ""
			}
		}
		return "an environment file with secrets"
	case strings.HasSuffix(base, ".pub"):
		return ""
	case isPrivateKeyName(base):
		return "a private SSH key"
	case strings.HasSuffix(base, ".pem") || strings.HasSuffix(base, ".key") || strings.HasSuffix(base, ".p12") ||
		strings.HasSuffix(base, ".pfx") || strings.HasSuffix(base, ".jks"):
		return "a key file"
	case base == "credentials" && dir == ".aws":
		return "AWS credentials"
	case base == "config.json" && dir == ".docker":
		return "Docker registry credentials"
	case dir == ".kube" && strings.Contains(base, "config"):
		return "a Kubernetes config with cluster credentials"
	case base == ".npmrc" || base == ".pypirc" || base == ".git-credentials" || base == ".netrc" ||
		base == "_netrc" || base == ".pgpass":
		return "a credentials file"
	case base == ".ssh" || base == ".aws" || base == ".gnupg" || base == ".kube" || base == ".docker" || base == ".azure" ||
		(base == "gh" || base == "gcloud") && dir == ".config":
		return "a directory of credentials"
	case strings.HasSuffix(base, ".tfstate") || strings.HasSuffix(base, ".tfstate.backup"):
		return "Terraform state, which holds every resource's secrets in clear"
	case isKubeconfig(base):
		return "a Kubernetes config with cluster credentials"
	case isServiceAccountKey(base):
		return "a cloud service-account key"
	case credentialDir(base) != "" && (credentialDir(base) == "*" || strings.HasSuffix(path.Dir(strings.ToLower(p)), credentialDir(base))):
		return "a credentials file"
	case p == "/etc/shadow" || p == "/etc/gshadow" || p == "/etc/master.passwd":
		return "the system's password hashes"
	case dir == ".ssh":
		switch base {
		case "config", "known_hosts", "known_hosts.old", "authorized_keys", "authorized_keys2":
			return ""
		}
		return "a file in ~/.ssh that may be a private key"
	case strings.Contains(p, "/.gnupg/private-keys"):
		return "a GnuPG private key"
	}
	return ""
}

// credentialDir is where a file that holds tokens, by name, must be to
// count ("*": anywhere), or "" for other names. A switch, not a map built
// per process: reading a file (cat, grep) asks it in a PreToolUse.
func credentialDir(base string) string {
	switch base {
	case "hosts.yml":
		return "/gh"
	case "credentials.toml":
		return "/.cargo"
	case "credentials.tfrc.json":
		return "/.terraform.d"
	case "application_default_credentials.json", "credentials.db":
		return "/gcloud"
	case "accesstokens.json":
		return "/.azure"
	case "auth.json":
		return "/.composer"
	case ".vault-token", ".my.cnf", ".dockercfg", ".htpasswd":
		return "*"
	}
	return ""
}

// isKubeconfig matches the names kubeconfigs are saved under outside
// ~/.kube: kubeconfig, kubeconfig.yaml, prod.kubeconfig.
func isKubeconfig(base string) bool {
	name := strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
	return name == "kubeconfig" || strings.HasSuffix(name, ".kubeconfig") || strings.HasSuffix(name, "-kubeconfig") ||
		strings.HasPrefix(name, "kubeconfig-") || strings.HasPrefix(name, "kubeconfig_")
}

// isServiceAccountKey matches the names cloud service-account and OAuth
// client keys are downloaded as (GCP's JSON keys, credentials.json,
// client_secret_….json).
func isServiceAccountKey(base string) bool {
	name, ok := strings.CutSuffix(base, ".json")
	if !ok {
		return false
	}
	for _, m := range []string{"service-account", "service_account", "serviceaccount", "client_secret", "sa-key", "sa_key", "adminsdk"} {
		if strings.Contains(name, m) {
			return true
		}
	}
	return name == "credentials" || name == "sa" || name == "key" || name == "keyfile" ||
		strings.HasSuffix(name, "-sa") || strings.HasSuffix(name, "_sa") || strings.HasSuffix(name, "-key") ||
		strings.HasSuffix(name, "_key") || strings.HasSuffix(name, "-credentials") || strings.HasSuffix(name, "_credentials")
}

func isPrivateKeyName(base string) bool {
	for _, k := range []string{"id_rsa", "id_ed25519", "id_ecdsa", "id_dsa"} {
		rest, ok := strings.CutPrefix(base, k)
		switch {
		case !ok:
			continue
		case rest == "":
			return true
		case rest[0] == '_' || rest[0] == '-':
			// id_ed25519_work, id_rsa-github; not id_rsa_test.go
			if !strings.Contains(rest, ".") {
				return true
			}
		case rest[0] == '.':
			switch rest[1:] {
			case "bak", "old", "orig", "backup", "copy", "save", "key", "pem":
				return true
			}
		}
	}
	return false
}

// secretDirs hold nothing but credentials, so any glob in them counts.
var secretDirs = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{".ssh": true, ".aws": true, ".docker": true, ".kube": true}
}}

var secretCandidates = []string{".env", ".env.local", ".env.production", "id_rsa", "id_ed25519", "id_ecdsa",
	"server.pem", "server.key", ".npmrc", ".pypirc", ".netrc", ".git-credentials", "credentials", "config.json", "config"}

// globSecret reports whether a glob (.env*, ~/.ssh/id_*, *.pem) can match
// a secret file. A bare "*" outside a credentials directory does not
// count: it is how every file is named, and skips dot files anyway.
func globSecret(dir, pattern string) string {
	if !secretDirs.Get()[dir] && strings.Trim(pattern, "*?") == "" {
		return ""
	}
	for _, name := range secretCandidates {
		if strings.HasPrefix(name, ".") && !strings.HasPrefix(pattern, ".") {
			continue // the shell's globs skip dot files
		}
		if ok, _ := path.Match(pattern, name); ok {
			if kind := secretKind(dir + "/" + name); kind != "" {
				return kind
			}
		}
	}
	return ""
}

// isProcEnviron matches /proc/self/environ, /proc/1/environ, /proc/*/environ.
func isProcEnviron(p string) bool {
	return strings.HasPrefix(p, "/proc/") && strings.HasSuffix(p, "/environ")
}

// gpgSpec is the part of gpg's command line the policy asks about; gpg
// takes any unambiguous prefix of a long option (--export-secret-k).
var gpgSpec = optSpec{abbrev: true, permute: true, opts: []opt{
	{long: "export-secret-keys"}, {long: "export-secret-subkeys"}, {long: "export"}, {long: "armor", short: 'a'},
	{long: "output", short: 'o', value: true}, {long: "export-ssh-key"}, {long: "list-keys", short: 'k'},
	{long: "list-secret-keys", short: 'K'}, {long: "decrypt", short: 'd'}, {long: "encrypt", short: 'e'},
	{long: "recipient", short: 'r', value: true}, {long: "local-user", short: 'u', value: true}, {long: "batch"},
}}

// isReader reports whether name is a reader: a program that shows, copies
// or sends the contents of the files it is given. handlerFor asks it in
// every PreToolUse process, so it is a switch, not a map built there.
func isReader(name string) bool {
	_, ok := reader(name)
	return ok
}

// reader reports whether name is a reader, and patternFirst for those whose
// first operand is a pattern or program rather than a file (grep PATTERN
// FILE, awk PROG FILE).
func reader(name string) (patternFirst, ok bool) {
	switch name {
	case "cat", "tac", "nl", "less", "more", "most", "head", "tail", "bat", "batcat",
		"view", "vi", "vim", "nvim", "nano", "emacs", "ed", "ex",
		"cut", "sort", "uniq", "od", "xxd", "hexdump", "hd", "base64", "base32",
		"basenc", "strings", "cp", "scp", "sftp", "tar", "zip", "7z", "gzip",
		"bzip2", "xz", "zstd", "zcat", "diff", "cmp", "sdiff", "comm", "paste",
		"join", "column", "fold", "fmt", "pr", "rev", "iconv",
		"openssl", "gpg", "xclip", "xsel", "pbcopy", "dd", "mail", "nc",
		"ncat", "socat", "install", "split", "csplit", "dos2unix",
		"expand", "unexpand", "envsubst", "shuf", "ssh-keygen",
		"rsync":
		return false, true
	case "grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep",
		"awk", "gawk", "mawk", "nawk", "sed",
		"jq", "yq", "look":
		return true, true
	}
	return false, false
}

// readerValued is, per reader, the short options whose value is the next
// word (scp -i KEY uses a key to log in; it does not send it). This and
// quietOpts are switches for the same reason as reader.
func readerValued(name string) string {
	switch name {
	case "scp":
		return "iPoFcSJl"
	case "sftp":
		return "iPoFcSJlbBDRs"
	case "cp":
		return "tS"
	case "grep", "egrep", "fgrep":
		return "ABCmD"
	case "rg":
		return "ABCmgtTM"
	case "head":
		return "nc"
	case "tail":
		return "ncs"
	case "cut":
		return "dfcb"
	case "sort":
		return "ktoST"
	case "awk", "gawk":
		return "Fv"
	case "sed":
		return "l"
	case "xxd":
		return "lscog"
	case "base64":
		return "w"
	case "od":
		return "AtjNw"
	case "nl":
		return "bdfhilnsvw"
	case "strings":
		return "nt"
	case "diff":
		return "UCFIxX"
	case "tar":
		return "CbTX"
	case "zip":
		return "bnPt"
	case "split":
		return "lbCna"
	case "column":
		return "tsoNcOR"
	case "fold":
		return "w"
	case "tac":
		return "s"
	}
	return ""
}

// quietOpts are a reader's options that make it print no file contents.
func quietOpts(name string) string {
	switch name {
	case "grep", "egrep", "fgrep", "zgrep":
		return "qlLc"
	case "rg":
		return "qlc"
	}
	return ""
}

// readCommand denies a reader given a secret file.
func readCommand(j *judge, c shell.Command, _ int) {
	name := program(c)
	if name == "cp" || name == "install" || name == "pv" {
		copyToDevice(j, c)
	}
	ws := args(c)
	if q := quietOpts(name); q != "" {
		for _, w := range ws {
			if shortFlags(w.text) && strings.ContainsAny(w.text[1:], q) || w.text == "--quiet" ||
				w.text == "--files-with-matches" || w.text == "--count" {
				return
			}
		}
	}
	if name == "gpg" && gpgSpec.parse(ws).has("export-secret-keys", "export-secret-subkeys") {
		j.add(Deny, ruleReadSecret, "gpg prints private keys")
		return
	}
	j.programEnv(name, ws)
	if name == "openssl" && !opensslPrintsKey(ws) {
		return
	}
	if name == "ssh-keygen" && !hasOpt(ws, "", 'y') {
		// ssh-keygen reads a key only to print it with -y (as a public key).
		return
	}
	var files []word
	patternFirst, _ := reader(name)
	patternSeen := !patternFirst || hasOpt(ws, "--regexp", 'e') || hasOpt(ws, "--file", 'f') || hasOpt(ws, "--expression", 0)
	opts := true
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case opts && a == "--":
			opts = false
		case opts && strings.HasPrefix(a, "-") && a != "-":
			if v, ok := strings.CutPrefix(a, "--file="); ok {
				files = append(files, word{v, ws[i].lit})
			}
			// grep -r KEY --include=.env . and rg -g .env read what they pick.
			if v, ok := strings.CutPrefix(a, "--include="); ok {
				files = append(files, word{v, ws[i].lit})
			}
			if (a == "-g" || a == "--glob" || a == "--include") && i+1 < len(ws) {
				files = append(files, ws[i+1])
				i++
				continue
			}
			if shortFlags(a) && strings.IndexByte(readerValued(name), a[len(a)-1]) >= 0 {
				i++ // the option's value
				continue
			}
			// A short option with an attached or following value may name a
			// file (openssl -in key.pem, tar -f, grep -f): judge the value.
			if i+1 < len(ws) && !strings.HasPrefix(ws[i+1].text, "-") && (name == "openssl" || name == "gpg") {
				files = append(files, ws[i+1])
			}
		case !patternSeen:
			patternSeen = true
		default:
			if v, ok := strings.CutPrefix(a, "if="); ok && name == "dd" {
				a = v
			}
			files = append(files, word{a, ws[i].lit})
		}
	}
	if name == "cp" || name == "scp" || name == "rsync" || name == "install" {
		// The last operand is where copies go; only sources are read.
		if len(files) > 1 {
			if name == "scp" && isRemote(files[len(files)-1].text) {
				j.checkEgress(c, files[:len(files)-1])
				return
			}
			files = files[:len(files)-1]
		}
	}
	j.checkSecretRead(c, files)
}

// checkSecretRead denies reading any of the given files that holds secrets
// or another process's environment.
func (j *judge) checkSecretRead(c shell.Command, files []word) {
	for _, f := range files {
		text := strings.TrimPrefix(f.text, "@")
		if !f.known() {
			text = blank(text)
			if strings.HasPrefix(text, placeholder) && !strings.Contains(text, "/") {
				continue
			}
			text = strings.ReplaceAll(text, placeholder, "x")
		}
		p := j.paths.abs(text, c.Dir)
		if p == "" {
			p = text
		}
		if isProcEnviron(p) {
			j.add(Deny, ruleDumpEnv, program(c)+" reads "+text+": another process's environment")
			return
		}
		if kind := secretKind(p); kind != "" {
			j.add(Deny, ruleReadSecret, program(c)+" reads "+display(text)+": "+kind)
			return
		}
	}
}

// redirects judges a command's own redirections: input from a secret file,
// output onto a disk device, a here-string that prints a secret.
func (j *judge) redirects(c shell.Command) {
	for _, r := range c.Redirects {
		switch r.Op {
		case "<", "<>", "0<":
			j.checkSecretRead(shell.Command{Args: []string{"<"}, Literal: []bool{true}, Dir: c.Dir}, []word{{r.Target, r.Literal}})
		case ">", ">>", ">|", "&>", "&>>":
			if isDiskDevice(r.Target) {
				j.add(Deny, ruleDisk, "writes to the disk device "+r.Target)
			}
		case "<<", "<<-":
			if name := secretVarIn(r.Body, false); name != "" && len(c.Args) > 0 && displays(program(c)) && toTerminal(c) {
				j.add(Deny, rulePrintVar, program(c)+" prints $"+name)
			}
		case "<<<":
			if name := secretVarIn(r.Target, r.Literal); name != "" && len(c.Args) > 0 && displays(program(c)) {
				j.add(Deny, rulePrintVar, program(c)+" prints $"+name)
			}
		}
	}
}

// opensslPrintsKey reports whether an openssl command writes key material
// out (openssl rsa -in key.pem), rather than using a key (req -key,
// x509, s_client) or printing only the public half (-pubout, -noout).
func opensslPrintsKey(ws []word) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0].text {
	case "rsa", "pkey", "ec", "dsa", "pkcs8", "pkcs12", "enc", "base64":
		return !hasOpt(ws, "-pubout", 0) && !hasOpt(ws, "-noout", 0)
	}
	return false
}
