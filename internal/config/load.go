package config

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Getenv reads the environment; tests replace it.
type Getenv func(string) string

// userFile is UserFile, replaced by tests.
var userFile = UserFile

// Load returns the effective configuration for a project. The files are
// layered user below project, and the environment above both:
//
//	PROOFGATE_DISABLE=1          every hook is a no-op
//	PROOFGATE_BLOCK_CAP=N        the block cap
//	PROOFGATE_GATES=claims=off,… switch gates (on/off)
//
// An error names the file or variable, the line and the problem.
func Load(projectDir string, getenv Getenv) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	c := Default()
	if isTrue(getenv("PROOFGATE_DISABLE")) {
		// A repository's committed Claude Code settings can put
		// PROOFGATE_DISABLE into the hooks' environment; a repository
		// may not switch proofgate off, so that switch is not honoured.
		if !slices.Contains(RepoSwitchesOff(projectDir), "env.PROOFGATE_DISABLE") {
			c.Disabled = true
			return c, nil
		}
		c.Warnings = append(c.Warnings, "PROOFGATE_DISABLE is set by the project's committed .claude/settings.json and is ignored: a repository may not switch proofgate off")
	}
	paths := []string{userFile()}
	// The project directory comes from the hook payload: only a clean
	// absolute path is looked into.
	if filepath.IsAbs(projectDir) && !strings.ContainsRune(projectDir, 0) {
		paths = append(paths, ProjectFile(projectDir))
	}
	for i, p := range paths {
		f, warnings, err := loadFile(p)
		if err != nil && i > 0 {
			// Failing open on the project's file would let a repository
			// switch every hook off with a typo: it is ignored instead.
			c.Rejected = err.Error() + " (the project's file was ignored)"
			c.Warnings = append(c.Warnings, c.Rejected)
			continue
		}
		if err != nil {
			return Config{}, err
		}
		if f == nil {
			continue
		}
		if i > 0 {
			// The project's file comes with the repository: it may
			// tighten proofgate, never loosen it.
			c.Loosened = append(c.Loosened, c.tightenOnly(f)...)
		}
		c.apply(f)
		c.Sources = slices.Insert(c.Sources, 0, p)
		c.Warnings = append(c.Warnings, warnings...)
	}
	if err := c.applyEnv(getenv); err != nil {
		return Config{}, err
	}
	return c, nil
}

func (c *Config) apply(f *file) {
	if f.BlockCap != nil {
		c.BlockCap = *f.BlockCap
	}
	for name, on := range f.Gates {
		c.Gates.set(name, on)
	}
	if len(f.Verification) > 0 {
		merged := maps.Clone(c.Verification)
		if merged == nil {
			merged = map[string][]string{}
		}
		for kind, patterns := range f.Verification {
			for _, p := range patterns {
				if !slices.Contains(merged[kind], p) {
					merged[kind] = append(merged[kind], p)
				}
			}
		}
		c.Verification = merged
	}
	if len(f.Guardrails) > 0 {
		merged := maps.Clone(c.Guardrails)
		if merged == nil {
			merged = map[string]string{}
		}
		maps.Copy(merged, f.Guardrails)
		c.Guardrails = merged
	}
	if f.RefuseBlockedPrompts != nil {
		c.RefuseBlockedPrompts = *f.RefuseBlockedPrompts
	}
	if sc := f.StopCheck; sc != nil {
		if sc.Run != nil {
			c.StopCheck.Run = *sc.Run
		}
		if sc.BudgetSeconds != nil {
			c.StopCheck.Budget = time.Duration(*sc.BudgetSeconds) * time.Second
		}
	}
}

// on reports whether the gate called name is on.
func (g Gates) on(name string) bool {
	switch name {
	case "premature":
		return g.Premature
	case "scope":
		return g.Scope
	case "claims":
		return g.Claims
	case "mode":
		return g.Mode
	case "guardrails":
		return g.Guardrails
	}
	return false
}

func (g *Gates) set(name string, on bool) {
	switch name {
	case "premature":
		g.Premature = on
	case "scope":
		g.Scope = on
	case "claims":
		g.Claims = on
	case "mode":
		g.Mode = on
	case "guardrails":
		g.Guardrails = on
	}
}

func (c *Config) applyEnv(getenv Getenv) error {
	if v := getenv("PROOFGATE_BLOCK_CAP"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 8 {
			return fmt.Errorf("PROOFGATE_BLOCK_CAP=%q: must be a whole number from 0 to 8", v)
		}
		c.BlockCap = n
	}
	if v := getenv("PROOFGATE_GATES"); v != "" {
		for item := range strings.SplitSeq(v, ",") {
			name, state, _ := strings.Cut(strings.TrimSpace(item), "=")
			if !slices.Contains(gateNames, name) || (state != "on" && state != "off") {
				return fmt.Errorf("PROOFGATE_GATES=%q: expected name=on|off items, names %s", v, strings.Join(gateNames, ", "))
			}
			c.Gates.set(name, state == "on")
		}
	}
	return nil
}

func isTrue(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}
