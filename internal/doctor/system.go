package doctor

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/ledger"
)

// checkLauncher runs bin/proofgate the way the hooks do and checks that it
// reaches a working binary.
func checkLauncher(env Env) Result {
	launcher := filepath.Join(env.PluginRoot, "bin", "proofgate")
	if _, err := os.Stat(launcher); err != nil {
		return fail("binary", "no launcher at "+launcher, "reinstall the plugin")
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	out, err := env.Run(ctx, launcher, "--version")
	text := strings.TrimSpace(string(out))
	switch {
	case err != nil && text == "":
		return fail("binary", fmt.Sprintf("%s --version failed: %v", launcher, err), "run it by hand to see why; see the README's Install section")
	case strings.Contains(text, "systemMessage"):
		return fail("binary", "the launcher found no binary: "+text, "install a release bundle, or install Go to build from a checkout")
	case !strings.HasPrefix(text, "proofgate version "):
		return fail("binary", fmt.Sprintf("unexpected output %q", text), "reinstall the plugin")
	}
	return ok("binary", "the launcher runs "+text)
}

// checkState writes and locks a probe ledger in the state directory.
func checkState(dir string) Result {
	store, err := ledger.Open(dir)
	if err != nil {
		return fail("state", err.Error(), "make "+dir+" a writable directory (mode 0700), or set XDG_STATE_HOME")
	}
	probe := "proofgate-doctor-probe"
	if _, err := store.Update(probe, dir, func(*ledger.Ledger) error { return nil }); err != nil {
		return fail("state", err.Error(), "check free space and permissions of "+dir)
	}
	store.Remove(ledger.Key(probe, dir))
	return ok("state", dir+" is writable and lockable")
}

// checkConfig parses the configuration files that apply to the project.
func checkConfig(project string) []Result {
	cfg, err := config.Load(project, os.Getenv)
	if err != nil {
		return []Result{fail("configuration", err.Error(), "fix the file; until then every hook fails open")}
	}
	detail := "defaults (no configuration file)"
	if len(cfg.Sources) > 0 {
		detail = strings.Join(cfg.Sources, ", ") + " parse"
	}
	if cfg.Disabled {
		return []Result{warn("configuration", "PROOFGATE_DISABLE is set: every hook is a no-op", "unset PROOFGATE_DISABLE")}
	}
	results := []Result{ok("configuration", detail)}
	if cfg.Rejected != "" {
		results = append(results, fail("configuration", cfg.Rejected, "fix the file; until then proofgate ignores it"))
	}
	for _, w := range cfg.Warnings {
		if w != cfg.Rejected {
			results = append(results, warn("configuration", w, "remove or correct the key (see schema/proofgate.schema.json)"))
		}
	}
	for _, m := range config.RepoSwitchesOff(project) {
		// Claude Code honours disableAllHooks, so no hook of proofgate
		// runs; PROOFGATE_DISABLE from there proofgate ignores.
		r := warn("trust boundary", "the project's committed .claude/settings.json sets "+m+"; proofgate ignores it",
			"remove it from the committed settings")
		if m == "disableAllHooks" {
			r = fail("trust boundary", "the project's committed .claude/settings.json sets disableAllHooks: no hook runs, proofgate included",
				"remove it from the committed settings; pause proofgate with its slash command instead")
		}
		results = append(results, r)
	}
	for _, l := range cfg.Loosened {
		// A repository's committed file may only tighten the guardrails.
		results = append(results, warn("trust boundary", config.ProjectFile(project)+" tries to loosen a guardrail ("+l+"); ignored",
			"set it in your own "+config.UserFile()+" if you mean it"))
	}
	return results
}

// checkClient reports the Claude Code version when the client is on PATH.
func checkClient(env Env) Result {
	path, err := env.LookPath("claude")
	if err == nil && path != "" {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		out, err := env.Run(ctx, path, "--version")
		if err != nil {
			return warn("claude", fmt.Sprintf("%s --version failed: %v", path, err), "check the Claude Code installation")
		}
		return ok("claude", "Claude Code "+strings.TrimSpace(string(out)))
	}
	return warn("claude", "not on PATH; cannot report its version", "install Claude Code (npm install -g @anthropic-ai/claude-code)")
}
