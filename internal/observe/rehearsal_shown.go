package observe

import "strings"

// RehearsalShown reports output in which the program says it only
// rehearsed: a project script that defaults to a dry run ("DRY RUN (pass
// --execute to delete)" … "Nothing deleted.") acted on nothing, whatever
// its name says it does. Only the output's first and last lines are read,
// where such a script says so; a dry run's lines in the middle of a longer
// run (a rehearsal, then the real thing) do not count.
func RehearsalShown(output string) bool {
	t := strings.TrimSpace(output)
	if t == "" {
		return false
	}
	// The first three lines and the last, without splitting an output
	// that may run to megabytes.
	var head [3]string
	n, rest := 0, t
	for n < len(head) {
		line, more, ok := strings.Cut(rest, "\n")
		head[n], n, rest = line, n+1, more
		if !ok {
			break
		}
	}
	if !dryRunLead(head[:n]) {
		return false
	}
	// The run's last line must not report the act done ("deleted 37
	// users"): a rehearsal then the real run prints both.
	low := strings.ToLower(t[strings.LastIndexByte(t, '\n')+1:])
	return strings.Contains(low, "nothing") || strings.Contains(low, "no changes") || strings.Contains(low, "would ") ||
		strings.Contains(low, "dry run") || strings.Contains(low, "dry-run") || strings.Contains(low, "--")
}

// dryRunLead reports first lines that open on a dry run's banner: "DRY
// RUN: 18,442,907 rows …", "[dry-run] would delete …", "Dry run mode",
// or after a short tag of the target it names ("[prod] DRY RUN (pass
// --confirm to execute)").
func dryRunLead(lines []string) bool {
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if dryRunBanner(l) {
			return true
		}
		if strings.HasPrefix(l, "[") {
			if i := strings.IndexByte(l, ']'); i > 0 && i <= 24 && dryRunBanner(l[i+1:]) {
				return true
			}
		}
	}
	return false
}

// dryRunBanner reports a line (trimmed) that opens on "dry run" in any of
// its spellings, past the marks a banner puts before it.
func dryRunBanner(l string) bool {
	t := strings.ToLower(strings.TrimLeft(strings.TrimSpace(l), "[(*#=>- "))
	return strings.HasPrefix(t, "dry run") || strings.HasPrefix(t, "dry-run") || strings.HasPrefix(t, "dryrun")
}
