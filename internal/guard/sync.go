package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// A sync that deletes makes its destination a copy of its source: what
// the source lacks is deleted there (rsync --delete, rclone sync, aws s3
// sync --delete, gsutil rsync -d, gcloud storage rsync
// --delete-unmatched-destination-objects, azcopy sync
// --delete-destination=true, s3cmd sync --delete-removed, robocopy /MIR).
//
// The destination decides:
//   - on this machine, it is judged like rm -rf DEST/*: a directory
//     inside the project is allowed (git and the build recover it); the
//     project root (which holds .git), the root, home, and paths outside
//     the project but scratch below /tmp are denied;
//   - on another host (host:path, user@host:path, rsync://, a bucket, an
//     rclone remote), it is a remote write that asks, and denied when
//     the path is that host's root or home directory (host:, host:~,
//     host:/), which no one would mirror a source onto on purpose.

// syncDeletes judges a sync whose destination loses what its source
// lacks; how names the command in the reason.
func (j *judge) syncDeletes(how string, dest word, dir string) {
	text := dest.text
	switch {
	case strings.HasPrefix(strings.ToLower(text), "rsync://"):
		// A daemon's module, like a bucket: its root is the module's.
		j.add(Ask, ruleRemote, how+" deletes at "+text+" what the source lacks")
	case strings.Contains(text, "://"):
		j.add(Ask, ruleRemote, how+" deletes the objects at "+text+" that the source lacks")
	case isRemote(text):
		host, p, _ := strings.Cut(text, ":")
		if strings.HasPrefix(p, ":") { // host::module, the daemon's syntax
			j.add(Ask, ruleRemote, how+" deletes at "+text+" what the source lacks")
			return
		}
		if why := remoteBroad(p, dest.known()); why != "" {
			j.add(Deny, ruleDelete, how+" onto "+text+": "+why+" of "+host)
			return
		}
		j.add(Ask, ruleRemote, how+" deletes at "+text+" what the source lacks")
	default:
		d := deletion{dir: dir, recursive: true, forced: true, targets: []word{dest}}
		if why := j.deletionDanger(dest, d); why != "" {
			j.add(Deny, ruleDelete, how+" onto "+display(text)+": "+why)
		}
	}
}

// remoteBroad says why a delete-sync onto path p of another host (the
// part after "host:") reaches its root or a home directory, or "". A
// path that is not known (host:$DIR) cannot be told and is left to the
// remote write's question.
func remoteBroad(p string, known bool) string {
	if !known {
		return ""
	}
	switch p {
	case "", ".", "./", "~", "~/":
		return "the home directory"
	}
	if strings.HasPrefix(p, "~") && !strings.Contains(strings.TrimSuffix(p, "/"), "/") {
		return "a home directory" // host:~user
	}
	if !strings.HasPrefix(p, "/") {
		return ""
	}
	clean := path.Clean(p)
	switch {
	case clean == "/":
		return "the root directory"
	case clean == "/root" || clean == "/home" || clean == "/Users":
		return "the home directories"
	}
	if dir := path.Dir(clean); dir == "/home" || dir == "/Users" {
		return "a home directory"
	}
	return ""
}

// isRcloneRemote reports whether an rclone path names a configured
// remote ("name:path", ":backend:path") rather than a local path.
func isRcloneRemote(s string) bool {
	i := strings.IndexByte(s, ':')
	return i == 0 || i > 0 && !strings.ContainsAny(s[:i], `/\`) && drive(s) == 0
}

// rcloneSpec is rclone's options that take a value, so that a value is
// not read as a path; its other options are boolean.
var rcloneSpec = optSpec{permute: true, opts: []opt{
	{long: "config", value: true}, {long: "exclude", value: true}, {long: "include", value: true},
	{long: "filter", short: 'f', value: true}, {long: "exclude-from", value: true}, {long: "include-from", value: true},
	{long: "filter-from", value: true}, {long: "files-from", value: true}, {long: "files-from-raw", value: true},
	{long: "exclude-if-present", value: true}, {long: "transfers", value: true}, {long: "checkers", value: true},
	{long: "bwlimit", value: true}, {long: "log-file", value: true}, {long: "log-level", value: true},
	{long: "stats", value: true}, {long: "stats-log-level", value: true}, {long: "backup-dir", value: true},
	{long: "suffix", value: true}, {long: "max-age", value: true}, {long: "min-age", value: true},
	{long: "max-size", value: true}, {long: "min-size", value: true}, {long: "max-delete", value: true},
	{long: "max-transfer", value: true}, {long: "max-duration", value: true}, {long: "max-depth", value: true},
	{long: "order-by", value: true}, {long: "compare-dest", value: true}, {long: "copy-dest", value: true},
	{long: "retries", value: true}, {long: "low-level-retries", value: true}, {long: "timeout", value: true},
	{long: "contimeout", value: true}, {long: "user-agent", value: true}, {long: "buffer-size", value: true},
	{long: "cache-dir", value: true}, {long: "password-command", value: true}, {long: "track-renames-strategy", value: true},
	{long: "multi-thread-streams", value: true}, {long: "multi-thread-cutoff", value: true}, {long: "header", value: true},
	{long: "dry-run", short: 'n'}, {long: "verbose", short: 'v'}, {long: "progress", short: 'P'},
	{long: "interactive", short: 'i'}, {long: "checksum", short: 'c'}, {long: "update", short: 'u'},
	{long: "quiet", short: 'q'},
}}

// rcloneSync: rclone sync deletes at the destination every file the
// source lacks; copy and move add only (move deletes its sources).
func rcloneSync(j *judge, c shell.Command, ws []word) {
	f := rcloneSpec.parse(ws)
	if len(f.operands) < 3 || strings.ToLower(f.operands[0].text) != "sync" || boolSet(f, "dry-run") {
		return
	}
	if v := f.set["max-delete"]; len(v) > 0 && v[len(v)-1] == "0" {
		return
	}
	// SOURCE DEST; more operands mean an option took a value rclone
	// reads and this reader does not know: every later one may be DEST.
	for _, dest := range f.operands[2:] {
		if !isRcloneRemote(dest.text) {
			j.syncDeletes("rclone sync", dest, c.Dir)
			continue
		}
		_, p, _ := strings.Cut(strings.TrimPrefix(dest.text, ":"), ":")
		if why := remoteBroad(p, dest.known()); why != "" {
			// remote: is its root (all of a bucket store's buckets, an
			// sftp account's home), remote:/ the host's root.
			j.add(Deny, ruleDelete, "rclone sync onto "+dest.text+": the remote's root or "+why)
			continue
		}
		j.add(Ask, ruleRemote, "rclone sync deletes at "+dest.text+" what the source lacks")
	}
}

// boolSet reports whether a boolean option is on: given, and not given
// "=false" (pflag's and argparse's spelling of off).
func boolSet(f flags, name string) bool {
	v, ok := f.set[name]
	return ok && v[len(v)-1] != "false"
}

// gsutilRsyncSpec is gsutil rsync's options: -d deletes at the
// destination, -n only lists.
var gsutilRsyncSpec = optSpec{permute: true, opts: []opt{
	{short: 'a', value: true}, {short: 'j', value: true}, {short: 'x', value: true}, {short: 'y', value: true},
	{short: 'd'}, {short: 'n'}, {short: 'r'}, {short: 'R'}, {short: 'c'}, {short: 'C'}, {short: 'e'},
	{short: 'i'}, {short: 'J'}, {short: 'p'}, {short: 'P'}, {short: 'u'}, {short: 'U'},
}}

// gsutilRsync: gsutil rsync -d deletes at the destination what the
// source lacks.
func gsutilRsync(j *judge, c shell.Command, ws []word) {
	f := gsutilRsyncSpec.parse(ws)
	if !f.has("d") || f.has("n") || len(f.operands) < 2 {
		return
	}
	j.syncDeletes("gsutil rsync -d", f.operands[len(f.operands)-1], c.Dir)
}

// gcloudRsyncSpec is gcloud storage rsync's options.
var gcloudRsyncSpec = optSpec{permute: true, opts: []opt{
	{long: "delete-unmatched-destination-objects"}, {long: "dry-run"}, {long: "recursive", short: 'r'},
	{long: "exclude", short: 'x', value: true}, {long: "project", value: true}, {long: "account", value: true},
	{long: "configuration", value: true}, {long: "format", value: true}, {long: "verbosity", value: true},
	{long: "cache-control", value: true}, {long: "content-type", value: true}, {long: "storage-class", value: true},
	{long: "predefined-acl", value: true}, {long: "encryption-key", value: true}, {long: "impersonate-service-account", value: true},
}}

// gcloudRsync: gcloud storage rsync --delete-unmatched-destination-objects
// deletes at the destination what the source lacks.
func gcloudRsync(j *judge, c shell.Command, ws []word) {
	f := gcloudRsyncSpec.parse(ws)
	if !boolSet(f, "delete-unmatched-destination-objects") || boolSet(f, "dry-run") || len(f.operands) < 2 {
		return
	}
	j.syncDeletes("gcloud storage rsync --delete-unmatched-destination-objects", f.operands[len(f.operands)-1], c.Dir)
}

// awsS3Sync: aws s3 sync --delete deletes at the destination what the
// source lacks; ws are the words after "sync".
func awsS3Sync(j *judge, c shell.Command, ws []word) {
	f := awsS3Spec.parse(ws)
	if !f.has("delete") || f.has("dryrun") || len(f.operands) < 2 {
		return
	}
	j.syncDeletes("aws s3 sync --delete", f.operands[1], c.Dir)
}

// azcopyCommand: azcopy sync --delete-destination=true (or prompt)
// deletes at the destination what the source lacks; azcopy copy adds.
func azcopyCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	sub, rest := subcommand(ws, nil)
	if sub != "sync" {
		return
	}
	var ops []word
	del, dry := false, false
	for i := 0; i < len(rest); i++ {
		a := strings.ToLower(rest[i].text)
		name, val, attached := strings.Cut(a, "=")
		switch {
		case name == "--delete-destination":
			if !attached && i+1 < len(rest) && !strings.HasPrefix(rest[i+1].text, "-") {
				i++
				val = strings.ToLower(rest[i].text)
			}
			del = val == "true" || val == "prompt"
		case name == "--dry-run":
			dry = !attached || val != "false"
		case strings.HasPrefix(a, "-"):
			if !attached && i+1 < len(rest) && cloudValued.Get()[name] {
				i++
			}
		default:
			ops = append(ops, rest[i])
		}
	}
	if del && !dry && len(ops) >= 2 {
		j.syncDeletes("azcopy sync --delete-destination", ops[1], c.Dir)
	}
}

// s3cmdCommand: s3cmd sync --delete-removed deletes at the destination
// what the source lacks.
func s3cmdCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	sub, rest := subcommand(ws, map[string]bool{"-c": true, "--config": true})
	if sub != "sync" || !hasOpt(rest, "--delete-removed", 0) || hasOpt(ws, "--dry-run", 'n') {
		return
	}
	var ops []word
	for _, w := range rest {
		if !strings.HasPrefix(w.text, "-") {
			ops = append(ops, w)
		}
	}
	if len(ops) >= 2 {
		j.syncDeletes("s3cmd sync --delete-removed", ops[len(ops)-1], c.Dir)
	}
}

// robocopyCommand: robocopy SRC DST /MIR (or /PURGE) deletes at DST what
// SRC lacks; /L only lists. A UNC destination (\\host\share) is another
// host's.
func robocopyCommand(j *judge, c shell.Command, _ int) {
	var ops []word
	del, list := false, false
	for _, w := range args(c) {
		switch a := strings.ToUpper(w.text); {
		case a == "/MIR" || a == "/PURGE" || a == "-MIR" || a == "-PURGE":
			del = true
		case a == "/L" || a == "-L":
			list = true
		case !strings.HasPrefix(a, "/") && !strings.HasPrefix(a, "-"):
			ops = append(ops, w)
		}
	}
	if !del || list || len(ops) < 2 {
		return
	}
	dest := ops[1]
	if strings.HasPrefix(dest.text, `\\`) || strings.HasPrefix(dest.text, "//") {
		j.add(Ask, ruleRemote, "robocopy /MIR deletes at "+dest.text+" what the source lacks")
		return
	}
	j.syncDeletes("robocopy /MIR", dest, c.Dir)
}
