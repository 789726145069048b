package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// cmdWords are a cloud CLI's command words: after the global options
// that come first (az --debug -o json …), the words up to the next option
// (az storage account delete --name x).
func cmdWords(ws []word) []string {
	var out []string
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		if strings.HasPrefix(a, "-") {
			if len(out) > 0 {
				break
			}
			if globalValued.Get()[a] {
				i++
			}
			continue
		}
		if a = strings.ToLower(a); len(out) == 0 && (a == "alpha" || a == "beta" || a == "preview") {
			continue // gcloud alpha storage …: a release track, not a command
		}
		out = append(out, a)
	}
	return out
}

// globalValued are the global options of az and gcloud that take a value.
var globalValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"-o": true, "--output": true, "--query": true, "--subscription": true,
		"--project": true, "--account": true, "--configuration": true, "--format": true, "--verbosity": true}
}}

// azCommand denies every az command whose verb deletes or purges: az's
// verb is its last command word (az group delete, az storage account
// delete, az keyvault purge), so any service is covered.
func azCommand(j *judge, c shell.Command, _ int) {
	ws := cmdWords(args(c))
	if len(ws) < 2 {
		return
	}
	switch verb := ws[len(ws)-1]; {
	case verb == "purge" || strings.HasPrefix(verb, "delete"):
		j.add(Deny, ruleTeardown, "az "+strings.Join(ws, " ")+" deletes cloud resources")
	case verb == "sync" && !azNoDelete(args(c)):
		// az storage blob sync deletes, by default, what the source lacks.
		j.add(Ask, ruleRemote, "az "+strings.Join(ws, " ")+" deletes the blobs the source lacks")
	case verb == "upload" || verb == "upload-batch":
		j.checkEgress(c, valuesOf(args(c), "--file", "-f", "--source", "-s"))
	}
}

// azNoDelete reports whether an az sync is told to keep extra files at
// its destination (--delete-destination false).
func azNoDelete(ws []word) bool {
	for _, v := range valuesOf(ws, "--delete-destination") {
		if strings.EqualFold(v.text, "false") {
			return true
		}
	}
	return false
}

// gsutilSpec is gsutil's top-level options, before its command.
var gsutilSpec = optSpec{opts: []opt{{short: 'o', value: true}, {short: 'h', value: true}, {short: 'u', value: true},
	{short: 'm'}, {short: 'D'}, {short: 'q'}, {short: 'i', value: true}}}

// gsutilCommand denies removing buckets (rb) and recursive removal.
func gsutilCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	f := gsutilSpec.parse(ws)
	if len(f.operands) == 0 {
		return
	}
	sub, rest := f.operands[0].text, f.operands[1:]
	switch sub {
	case "rb":
		j.add(Deny, ruleTeardown, "gsutil rb deletes a bucket")
	case "rm":
		if hasOpt(rest, "", 'r') || hasOpt(rest, "", 'R') || hasOpt(rest, "", 'a') || hasOpt(rest, "--recursive", 0) || everyObject(rest) {
			j.add(Deny, ruleTeardown, "gsutil rm -r deletes a bucket's objects")
		}
	case "cp", "mv", "rsync":
		j.checkEgress(c, cloudSources(rest))
		if sub == "rsync" {
			gsutilRsync(j, c, rest)
		}
	}
}

// gcloudStorage judges gcloud storage: recursive removal is a teardown,
// copying a local secret up is egress.
func gcloudStorage(j *judge, c shell.Command, rest []word) {
	ws := cmdWords(rest)
	if len(ws) == 0 {
		return
	}
	switch ws[0] {
	case "rm":
		if hasOpt(rest, "--recursive", 'r') || hasOpt(rest, "", 'R') || hasOpt(rest, "--all-versions", 'a') || everyObject(rest) {
			j.add(Deny, ruleTeardown, "gcloud storage rm -r deletes a bucket's objects")
		}
	case "cp", "mv", "rsync":
		j.checkEgress(c, cloudSources(rest[1:]))
		if ws[0] == "rsync" {
			for i, w := range rest {
				if strings.EqualFold(w.text, "rsync") {
					gcloudRsync(j, c, rest[i+1:])
					break
				}
			}
		}
	}
}

// everyObject reports whether a bucket URL's wildcard reaches every
// object below it (gs://b/**, gs://b/*).
func everyObject(ws []word) bool {
	for _, w := range ws {
		if _, obj, ok := strings.Cut(w.text, "://"); ok {
			if _, key, _ := strings.Cut(obj, "/"); strings.Trim(key, "*/") == "" && strings.Contains(key, "*") {
				return true
			}
		}
	}
	return false
}

// cloudSources are the local operands of a copy to a cloud store: every
// operand but the last (the destination) that is not a bucket URL.
func cloudSources(ws []word) []word {
	var ops []word
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		if strings.HasPrefix(a, "-") {
			// --exclude PATTERN, --profile P…: the common valued options.
			if !strings.Contains(a, "=") && i+1 < len(ws) && !strings.HasPrefix(ws[i+1].text, "-") && cloudValued.Get()[a] {
				i++
			}
			continue
		}
		ops = append(ops, ws[i])
	}
	if len(ops) < 2 {
		return nil
	}
	var out []word
	for _, w := range ops[:len(ops)-1] {
		if !strings.Contains(w.text, "://") {
			out = append(out, w)
		}
	}
	return out
}

var cloudValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"--exclude": true, "--include": true, "--profile": true, "--region": true,
		"--acl": true, "--storage-class": true, "--content-type": true, "--endpoint-url": true, "--sse": true,
		"-x": true, "--project": true, "--cache-control": true}
}}

func valuesOf(ws []word, names ...string) []word {
	var out []word
	for i, w := range ws {
		for _, n := range names {
			if v, ok := strings.CutPrefix(w.text, n+"="); ok {
				out = append(out, word{v, w.lit})
			} else if w.text == n && i+1 < len(ws) {
				out = append(out, ws[i+1])
			}
		}
	}
	return out
}

// rcloneCommand judges rclone's copies off the machine (every operand but
// the destination is a source) and rclone sync, which deletes at the
// destination.
func rcloneCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	sub := cmdWords(ws)
	if len(sub) == 0 {
		return
	}
	switch sub[0] {
	case "copy", "copyto", "sync", "move", "moveto", "bisync":
		var ops []word
		for _, w := range ws {
			if !strings.HasPrefix(w.text, "-") {
				ops = append(ops, w)
			}
		}
		if len(ops) > 2 {
			j.checkEgress(c, ops[1:len(ops)-1])
		}
	}
	rcloneSync(j, c, ws)
}
