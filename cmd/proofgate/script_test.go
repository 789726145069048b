package main

import (
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestScripts runs testdata/script/*.txtar: the command line as a user
// meets it, one script per command (its help, normal use, misuse, exit
// status, and what goes to stdout and to stderr). Each script runs in its
// own directory with its own HOME and state, so none sees the user's
// ledgers.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("testdata", "script"),
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			home := filepath.Join(env.WorkDir, ".home")
			env.Setenv("HOME", home)
			env.Setenv("XDG_STATE_HOME", filepath.Join(home, ".local", "state"))
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			env.Setenv("XDG_CACHE_HOME", filepath.Join(home, ".cache"))
			env.Setenv("CLAUDE_PROJECT_DIR", "")
			env.Setenv("CLAUDE_PLUGIN_ROOT", "")
			env.Setenv("PROOFGATE_DISABLE", "")
			return nil
		},
	})
}
