package basedir

import "path/filepath"

func stateHome() string {
	return envPath("XDG_STATE_HOME", filepath.Join(home(), "Library", "Application Support"))
}

func configHome() string {
	return envPath("XDG_CONFIG_HOME", filepath.Join(home(), "Library", "Application Support"))
}
