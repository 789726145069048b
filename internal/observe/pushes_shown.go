package observe

import "strings"

// PushShown reports an output that shows git pushing a ref: after a
// "To <remote>" line, a ref update ("   5e81c3a..d20f7b9  gh-pages ->
// gh-pages", "+ 1a2b3c4...9f8e7d6 main -> main (forced update)", " *
// [new tag]  v1.4.0 -> v1.4.0"). A deploy script that publishes a site by
// pushing a branch pushed, whatever its name says; "Everything
// up-to-date" and a rejected ref ("! [rejected]") pushed nothing.
func PushShown(output string) bool {
	if !strings.Contains(output, " -> ") {
		return false
	}
	remote := false
	for line := range strings.Lines(output) {
		line = strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasPrefix(line, "To "):
			remote = true
		case remote && refUpdate(line):
			return true
		case remote && !strings.HasPrefix(line, " "):
			remote = false // the push's report ended
		}
	}
	return false
}

// refUpdate reads one line of git push's report of a ref it updated.
func refUpdate(line string) bool {
	t := strings.TrimLeft(line, " ")
	if len(t) == len(line) || !strings.Contains(t, " -> ") {
		return false
	}
	switch {
	case strings.HasPrefix(t, "* [new "): // * [new branch], * [new tag]
		return true
	case strings.HasPrefix(t, "+ "):
		t = t[2:] // a forced update
	}
	from, rest, ok := strings.Cut(t, "..")
	rest = strings.TrimPrefix(rest, ".")
	to, _, _ := strings.Cut(rest, " ")
	return ok && hexID(from) && hexID(to)
}

// hexID reports an abbreviated object name: 7 to 40 hex digits.
func hexID(s string) bool {
	if len(s) < 7 || len(s) > 40 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
