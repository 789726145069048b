package codex

import "strings"

// PatchFiles lists the files an apply_patch patch changes, in order and
// without repeats: the path of every "*** Add File:", "*** Update File:",
// "*** Delete File:" and "*** Move to:" header. Headers may be indented
// (the model sometimes indents the whole patch); anything else, including
// a "***" line inside a file's content, which starts with "+", "-" or " ",
// is not a header.
func PatchFiles(patch string) []string {
	var files []string
	for line := range strings.Lines(patch) {
		line = strings.TrimLeft(line, " \t")
		if !strings.HasPrefix(line, "*** ") {
			continue
		}
		for _, h := range headers {
			if rest, ok := strings.CutPrefix(line, h); ok {
				if f := strings.TrimSpace(rest); f != "" && !contains(files, f) {
					files = append(files, f)
				}
				break
			}
		}
	}
	return files
}

var headers = []string{"*** Add File:", "*** Update File:", "*** Delete File:", "*** Move to:"}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
