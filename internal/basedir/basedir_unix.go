//go:build aix || darwin || dragonfly || freebsd || (js && wasm) || nacl || linux || netbsd || openbsd || solaris

package basedir

import (
	"os"
	"path/filepath"
	"strings"
)

// home is adrg/xdg's home directory on these systems: $HOME, else /.
func home() string {
	if h := os.Getenv("HOME"); h != "" {
		return h
	}
	return "/"
}

// envPath is adrg/xdg's pathutil.EnvPath: the variable's value when it
// expands to an absolute path, else the first fallback that does, else "".
func envPath(name string, fallbacks ...string) string {
	if dir := expandHome(os.Getenv(name)); dir != "" && filepath.IsAbs(dir) {
		return dir
	}
	for _, p := range fallbacks {
		if p = expandHome(p); p != "" && filepath.IsAbs(p) {
			return p
		}
	}
	return ""
}

// expandHome is adrg/xdg's pathutil.ExpandHome: a leading ~ or $HOME
// stands for the home directory.
func expandHome(path string) string {
	h := home()
	if path == "" || h == "" {
		return path
	}
	if path[0] == '~' {
		return filepath.Join(h, path[1:])
	}
	if strings.HasPrefix(path, "$HOME") {
		return filepath.Join(h, path[5:])
	}
	return path
}
