package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/proofgate/proofgate/internal/doctor"
	"github.com/proofgate/proofgate/internal/ledger"
)

func doctorCommand() *cli.Command {
	return &cli.Command{
		Name:  "doctor",
		Usage: "check the installation and say how to fix what is wrong",
		Description: `One line per check, ✓ (fine), ! (worth knowing) or ✗ (broken, with a fix):
the plugin manifests and their versions, every hook registered with a timeout,
the launcher reaching a binary, the state directory, the configuration files,
the Claude Code version, and the Codex CLI plugin: its manifest and, when
Codex has it installed, whether its hooks are trusted (Codex skips untrusted
hooks without a word). Exits 1 when something is broken.

The plugin is found through CLAUDE_PLUGIN_ROOT, then next to this binary
(bin/<os>_<arch>/proofgate), then in the current directory; --plugin-root
overrides.

Example:
   proofgate doctor`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "plugin-root", Usage: "the plugin's directory"},
			&cli.StringFlag{Name: "cwd", Usage: "the project whose configuration is checked (default: the current directory)"},
			&cli.BoolFlag{Name: "json", Usage: "print JSON for scripts"},
		},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			cwd := workDir(c)
			results := doctor.Check(doctor.Env{
				PluginRoot: pluginRoot(c.String("plugin-root")),
				ProjectDir: projectDir(cwd),
				StateDir:   ledger.DefaultDir(),
				CodexHome:  codexHome(),
				Run: func(ctx context.Context, name string, args ...string) ([]byte, error) {
					return exec.CommandContext(ctx, name, args...).Output()
				},
				LookPath: exec.LookPath,
			})
			if c.Bool("json") {
				if err := printIndented(c, results); err != nil {
					return err
				}
			} else {
				doctor.Write(c.App.Writer, results)
			}
			if doctor.Failed(results) {
				return cli.Exit("", 1)
			}
			return nil
		},
	}
}

// codexHome is Codex CLI's home: CODEX_HOME, else ~/.codex.
func codexHome() string {
	if h := os.Getenv("CODEX_HOME"); h != "" {
		return h
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".codex")
	}
	return ""
}

// pluginRoot finds the plugin this binary belongs to.
func pluginRoot(flag string) string {
	candidates := []string{flag, os.Getenv("CLAUDE_PLUGIN_ROOT")}
	if exe, err := os.Executable(); err == nil {
		candidates = append(candidates, filepath.Join(filepath.Dir(exe), "..", ".."))
	}
	if cwd, err := os.Getwd(); err == nil {
		candidates = append(candidates, cwd)
	}
	for _, dir := range candidates {
		if dir == "" {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, ".claude-plugin", "plugin.json")); !errors.Is(err, os.ErrNotExist) {
			return filepath.Clean(dir)
		}
	}
	if flag != "" {
		return flag
	}
	return "."
}
