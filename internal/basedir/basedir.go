// Package basedir names the XDG base directories proofgate keeps its files
// in, as github.com/adrg/xdg v0.5.3 names them, without that package's
// start-up: adrg/xdg works out every base and user directory in its package
// init (it reads the environment and ~/.config/user-dirs.dirs), and Go runs
// that init in every hook process whether or not the hook asks for a
// directory. Here a directory is worked out when it is asked for.
//
// On Linux, the other Unix systems and macOS the rules are adrg/xdg's,
// written out (TestMatchesXDG holds them to it); on Windows and Plan 9,
// where the defaults come from the system, the functions ask adrg/xdg.
package basedir

// StateHome is the base directory of user-specific state: $XDG_STATE_HOME
// when that is an absolute path (after ~ or $HOME expansion), else the
// system's default (~/.local/state; ~/Library/Application Support on
// macOS; %LOCALAPPDATA% on Windows).
func StateHome() string { return stateHome() }

// ConfigHome is the base directory of user-specific configuration:
// $XDG_CONFIG_HOME when that is an absolute path, else the system's
// default (~/.config; ~/Library/Application Support on macOS;
// %LOCALAPPDATA% on Windows).
func ConfigHome() string { return configHome() }
