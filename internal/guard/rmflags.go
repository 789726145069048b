package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// rmSpec is GNU rm's command line; BSD rm reads the same short options.
var rmSpec = optSpec{abbrev: true, permute: true, opts: []opt{
	{long: "recursive", short: 'r'}, {long: "recursive", short: 'R'}, {long: "force", short: 'f'},
	{long: "interactive"}, {short: 'i'}, {short: 'I'}, {long: "dir", short: 'd'}, {long: "verbose", short: 'v'},
	{long: "one-file-system"}, {long: "no-preserve-root"}, {long: "preserve-root"}, {long: "help"}, {long: "version"},
}}

// rsyncSpec is rsync's command line, with the options that take a value
// so that their values are not read as paths.
var rsyncSpec = optSpec{permute: true, opts: []opt{
	{long: "rsh", short: 'e', value: true}, {long: "filter", short: 'f', value: true}, {long: "temp-dir", short: 'T', value: true},
	{long: "block-size", short: 'B', value: true}, {long: "remote-option", short: 'M', value: true},
	{long: "exclude", value: true}, {long: "include", value: true}, {long: "exclude-from", value: true},
	{long: "include-from", value: true}, {long: "files-from", value: true}, {long: "chmod", value: true},
	{long: "chown", value: true}, {long: "usermap", value: true}, {long: "groupmap", value: true},
	{long: "backup-dir", value: true}, {long: "suffix", value: true}, {long: "compare-dest", value: true},
	{long: "copy-dest", value: true}, {long: "link-dest", value: true}, {long: "log-file", value: true},
	{long: "password-file", value: true}, {long: "port", value: true}, {long: "partial-dir", value: true},
	{long: "bwlimit", value: true}, {long: "timeout", value: true}, {long: "max-size", value: true},
	{long: "min-size", value: true}, {long: "max-delete", value: true}, {long: "out-format", value: true},
	{long: "rsync-path", value: true}, {long: "skip-compress", value: true}, {long: "iconv", value: true},
}}

// rsyncDeletes reports whether rsync deletes at the destination what the
// source lacks: any of its --delete family (--del, --delete-after,
// --delete-excluded, --delete-missing-args, an abbreviation such as
// --dele), unless --max-delete=0 forbids every deletion.
func rsyncDeletes(f flags) bool {
	if v := f.set["max-delete"]; len(v) > 0 && v[len(v)-1] == "0" {
		return false
	}
	for k := range f.set {
		if k == "del" || strings.HasPrefix(k, "delete") || len(k) > 3 && strings.HasPrefix("delete", k) {
			return true
		}
	}
	return false
}

// rmFlags reads rm's -r and -f however they are spelled.
func rmFlags(c shell.Command) (recursive, forced bool) {
	f := rmSpec.parse(args(c))
	recursive = f.has("recursive")
	forced = f.has("force", "no-preserve-root")
	if program(c) == "shred" || program(c) == "unlink" {
		forced = true
	}
	return recursive, forced
}
