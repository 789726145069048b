package observe

import (
	"github.com/proofgate/proofgate/internal/ascii"
	"path/filepath"
	"strings"
)

// namesChangedBytes bounds how much of a run's output NamesChanged reads:
// a linter lists its findings by file, and the findings that matter are
// among its last lines when the output is long.
const namesChangedBytes = 64 << 10

// NamesChanged reports a run's output that names one of changed (absolute
// paths) by its path inside cwd with at least one folder in it
// ("libs/checkout/src/cart.ts", as a linter prints a finding's file,
// absolute or relative), or by its absolute path: a failing lint whose
// finding is in a file the session changed reports on the work, not only
// on what was there before it. A base name alone ("index.ts") names any
// of a project's files of that name and does not count.
func NamesChanged(output, cwd string, changed []string) bool {
	out := lastBytes(output, namesChangedBytes)
	for _, p := range changed {
		rel, err := filepath.Rel(cwd, p)
		if err != nil || rel == "." || strings.HasPrefix(rel, "..") || !strings.ContainsRune(rel, filepath.Separator) {
			rel = ""
		}
		if rel != "" && containsPath(out, filepath.ToSlash(rel)) || containsPath(out, p) {
			return true
		}
	}
	return false
}

// containsPath reports p in out as a whole path or the end of one: not
// "src/index.ts" inside "src/index.tsx" or "xsrc/index.ts".
func containsPath(out, p string) bool {
	for i := 0; p != ""; {
		j := strings.Index(out[i:], p)
		if j < 0 {
			return false
		}
		at, end := i+j, i+j+len(p)
		if (at == 0 || !pathByte(out[at-1]) || out[at-1] == '/') && (end == len(out) || !pathByte(out[end])) {
			return true
		}
		i = at + 1
	}
	return false
}

// pathByte reports a byte that may continue a file's path.
func pathByte(b byte) bool { return ascii.IsWord(b) || b == '/' || b == '.' || b == '-' }
