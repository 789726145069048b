//go:build aix || dragonfly || freebsd || (js && wasm) || nacl || linux || netbsd || openbsd || solaris

package basedir

import "path/filepath"

func stateHome() string { return envPath("XDG_STATE_HOME", filepath.Join(home(), ".local", "state")) }

func configHome() string { return envPath("XDG_CONFIG_HOME", filepath.Join(home(), ".config")) }
