package suggest

import (
	"encoding/json"
	"strings"
)

// packageScripts reads the scripts of a package.json.
func packageScripts(data string) map[string]string {
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if json.Unmarshal([]byte(data), &pkg) != nil {
		return nil
	}
	return pkg.Scripts
}

// hasTarget reports a Makefile or justfile rule named target: a line that
// starts with the name followed by a colon (or, in a justfile, arguments).
func hasTarget(file, target string) bool {
	for _, line := range strings.Split(file, "\n") {
		if !strings.HasPrefix(line, target) {
			continue
		}
		rest := line[len(target):]
		if rest == "" || rest[0] != ':' && rest[0] != ' ' && rest[0] != '\t' {
			continue // another name that starts with target ("tests:")
		}
		params, after, ok := strings.Cut(rest, ":")
		if ok && !strings.Contains(params, "=") && !strings.HasPrefix(after, "=") {
			return true // "test:", "test: build", a justfile's "test *args:"
		}
	}
	return false
}

// hasMiseTask reports a [tasks.<name>] table (or a tasks.<name> key) in a
// mise.toml.
func hasMiseTask(file, name string) bool {
	for _, line := range strings.Split(file, "\n") {
		line = strings.TrimSpace(line)
		if line == "[tasks."+name+"]" || line == `[tasks."`+name+`"]` || strings.HasPrefix(line, "tasks."+name+" ") {
			return true
		}
	}
	return false
}
