package basedir

import (
	"testing"

	"github.com/adrg/xdg"
)

// TestMatchesXDG holds StateHome and ConfigHome to adrg/xdg's for every
// kind of value the variables can take: unset, empty, absolute, relative,
// ~ and $HOME forms, with HOME set, unset and relative.
func TestMatchesXDG(t *testing.T) {
	t.Cleanup(xdg.Reload) // after the variables are restored
	homes := []string{"/home/u", "", "rel/home", "/home/u/", "/"}
	values := []string{"", "/abs/dir", "/abs/dir/", "rel/dir", "~", "~/x", "~x", "$HOME", "$HOME/s", "$HOMEy", "./x", "/a/../b", " /lead"}
	for _, h := range homes {
		for _, v := range values {
			t.Setenv("HOME", h)
			t.Setenv("XDG_STATE_HOME", v)
			t.Setenv("XDG_CONFIG_HOME", v)
			xdg.Reload()
			if got, want := StateHome(), xdg.StateHome; got != want {
				t.Errorf("HOME=%q XDG_STATE_HOME=%q: StateHome() = %q, adrg/xdg %q", h, v, got, want)
			}
			if got, want := ConfigHome(), xdg.ConfigHome; got != want {
				t.Errorf("HOME=%q XDG_CONFIG_HOME=%q: ConfigHome() = %q, adrg/xdg %q", h, v, got, want)
			}
		}
	}
}
