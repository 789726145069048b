//go:build windows || plan9

package basedir

import "github.com/adrg/xdg"

// Windows's defaults come from its known-folder API, Plan 9's from $home:
// adrg/xdg works them out.

func stateHome() string { return xdg.StateHome }

func configHome() string { return xdg.ConfigHome }
