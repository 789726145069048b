package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// setup writes the user and project files (empty content means absent) and
// points the package at them.
func setup(t *testing.T, user, project string) string {
	t.Helper()
	dir := t.TempDir()
	up := filepath.Join(dir, "user", "config.json")
	old := userFile
	userFile = func() string { return up }
	t.Cleanup(func() { userFile = old })
	write := func(p, content string) {
		if content == "" {
			return
		}
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(up, user)
	projectDir := filepath.Join(dir, "proj")
	write(ProjectFile(projectDir), project)
	return projectDir
}

func env(vars map[string]string) Getenv {
	return func(k string) string { return vars[k] }
}

func TestDefaults(t *testing.T) {
	c, err := Load(setup(t, "", ""), env(nil))
	if err != nil {
		t.Fatal(err)
	}
	d := Default()
	if c.BlockCap != 2 || c.Gates != d.Gates || c.RefuseBlockedPrompts || len(c.Sources) != 0 {
		t.Errorf("defaults = %+v", c)
	}
}

func TestPrecedence(t *testing.T) {
	user := `{"block_cap": 1, "gates": {"claims": false, "scope": false}, "verification": {"test": ["make ci"]}, "guardrails": {"remote-write": "allow", "git-clean": "ask"}}`
	project := `{"block_cap": 3, "gates": {"scope": true}, "verification": {"test": ["./scripts/test.sh"], "lint": ["./scripts/check.sh"]}, "guardrails": {"remote-write": "deny"}, "refuse_blocked_prompts": true}`
	proj := setup(t, user, project)

	c, err := Load(proj, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		name      string
		got, want any
	}{
		{"project beats user", c.BlockCap, 3},
		{"user gate kept", c.Gates.Claims, false},
		{"project gate wins", c.Gates.Scope, true},
		{"default gate kept", c.Gates.Premature, true},
		{"patterns merged", strings.Join(c.Verification["test"], ","), "make ci,./scripts/test.sh"},
		{"project kind added", strings.Join(c.Verification["lint"], ","), "./scripts/check.sh"},
		{"project rule wins", c.Guardrails["remote-write"], "deny"},
		{"user rule kept", c.Guardrails["git-clean"], "ask"},
		{"project bool", c.RefuseBlockedPrompts, true},
		{"sources, highest first", len(c.Sources) == 2 && strings.HasSuffix(c.Sources[0], "proofgate.json"), true},
	}
	for _, ch := range checks {
		if ch.got != ch.want {
			t.Errorf("%s: got %v, want %v", ch.name, ch.got, ch.want)
		}
	}

	c, err = Load(proj, env(map[string]string{"PROOFGATE_BLOCK_CAP": "0", "PROOFGATE_GATES": "claims=on,mode=off"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.BlockCap != 0 || !c.Gates.Claims || c.Gates.Mode {
		t.Errorf("environment did not override: %+v", c)
	}
}

// TestProjectOnlyTightens holds the trust boundary: a project's committed
// file may raise a guardrail allow → ask → deny; a guardrail setting that
// loosens them is ignored and reported. The user's own file may loosen.
func TestProjectOnlyTightens(t *testing.T) {
	tests := []struct {
		name, user, project string
		check               func(Config) bool
		loosened            int
	}{
		{"allow a deny rule", "", `{"guardrails": {"delete-outside-project": "allow", "read-secret": "allow"}}`,
			func(c Config) bool {
				return c.Guardrails["read-secret"] == "" && c.Guardrails["delete-outside-project"] == ""
			}, 2},
		{"ask a deny rule", "", `{"guardrails": {"read-secret": "ask"}}`,
			func(c Config) bool { return c.Guardrails["read-secret"] == "" }, 1},
		{"undo the user's deny", `{"guardrails": {"remote-write": "deny"}}`, `{"guardrails": {"remote-write": "ask"}}`,
			func(c Config) bool { return c.Guardrails["remote-write"] == "deny" }, 1},
		{"switch the guardrails off", "", `{"gates": {"guardrails": false}}`,
			func(c Config) bool { return c.Gates.Guardrails }, 1},
		{"tighten", `{"guardrails": {"remote-write": "allow"}, "gates": {"claims": false}}`,
			`{"guardrails": {"remote-write": "ask", "git-discard": "deny"}, "gates": {"claims": true}, "block_cap": 3}`,
			func(c Config) bool {
				return c.Guardrails["remote-write"] == "ask" && c.Guardrails["git-discard"] == "deny" && c.Gates.Claims && c.BlockCap == 3
			}, 0},
		{"switch the completion gates off", "", `{"gates": {"premature": false, "claims": false, "mode": true}}`,
			func(c Config) bool { return c.Gates.Premature && c.Gates.Claims && c.Gates.Mode }, 2},
		{"lower the block cap", "", `{"block_cap": 0}`,
			func(c Config) bool { return c.BlockCap == 2 }, 1},
		{"a no-op as the test command", "", `{"verification": {"test": ["true", "make ci"], "lint": [": lint"]}}`,
			func(c Config) bool {
				return strings.Join(c.Verification["test"], ",") == "make ci" && len(c.Verification["lint"]) == 0
			}, 2},
		{"the user switches a gate off", `{"gates": {"premature": false}, "block_cap": 1}`, "",
			func(c Config) bool { return !c.Gates.Premature && c.BlockCap == 1 }, 0},
		{"the user loosens", `{"guardrails": {"read-secret": "allow"}, "gates": {"guardrails": false}}`, "",
			func(c Config) bool { return c.Guardrails["read-secret"] == "allow" && !c.Gates.Guardrails }, 0},
	}
	for _, tt := range tests {
		c, err := Load(setup(t, tt.user, tt.project), env(nil))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if !tt.check(c) || len(c.Loosened) != tt.loosened {
			t.Errorf("%s: %+v, loosened %q (want %d)", tt.name, c, c.Loosened, tt.loosened)
		}
	}
}

// TestRepoCannotDisable: PROOFGATE_DISABLE that a repository's committed
// Claude Code settings put into the environment is not honoured; the same
// variable from anywhere else is.
func TestRepoCannotDisable(t *testing.T) {
	proj := setup(t, "", "")
	os.MkdirAll(filepath.Join(proj, ".claude"), 0o755)
	settings := filepath.Join(proj, ".claude", "settings.json")
	os.WriteFile(settings, []byte(`{"env": {"PROOFGATE_DISABLE": "1"}, "disableAllHooks": true}`), 0o644)
	on := env(map[string]string{"PROOFGATE_DISABLE": "1"})
	if c, err := Load(proj, on); err != nil || c.Disabled || len(c.Warnings) != 1 {
		t.Errorf("a repository switched proofgate off: %+v, %v", c, err)
	}
	if got := RepoSwitchesOff(proj); strings.Join(got, ",") != "env.PROOFGATE_DISABLE,disableAllHooks" {
		t.Errorf("RepoSwitchesOff = %q", got)
	}
	os.WriteFile(settings, []byte(`{"env": {"PROOFGATE_DISABLE": "0"}}`), 0o644)
	if c, _ := Load(proj, on); !c.Disabled {
		t.Errorf("the user's own PROOFGATE_DISABLE was ignored")
	}
}

func TestDisable(t *testing.T) {
	// Even a broken file cannot stop the emergency switch.
	c, err := Load(setup(t, "{broken", ""), env(map[string]string{"PROOFGATE_DISABLE": "1"}))
	if err != nil || !c.Disabled {
		t.Errorf("Disabled = %v, err %v", c.Disabled, err)
	}
}

func TestErrorsNameFileLineAndProblem(t *testing.T) {
	tests := []struct {
		name, project string // project: the file's text, tried as either file
		env           map[string]string
		want          []string
	}{
		{"syntax", "{\n  \"block_cap\": 2,\n  \"gates\": {\"claims\": false,}\n}", nil, []string{"proofgate.json", "line 3"}},
		{"type", "{\n\n  \"block_cap\": \"two\"\n}", nil, []string{"line 3", `"block_cap" must be a whole number`}},
		{"range", `{"block_cap": 12}`, nil, []string{"block_cap must be between 0 and 8"}},
		{"gate", `{"gates": {"vibes": false}}`, nil, []string{`unknown gate "vibes"`}},
		{"kind", `{"verification": {"tests": ["make ci"]}}`, nil, []string{`unknown kind "tests"`}},
		{"decision", `{"guardrails": {"remote-write": "maybe"}}`, nil, []string{"must be allow, ask or deny"}},
		{"env cap", ``, map[string]string{"PROOFGATE_BLOCK_CAP": "lots"}, []string{"PROOFGATE_BLOCK_CAP"}},
		{"env gates", ``, map[string]string{"PROOFGATE_GATES": "claims"}, []string{"PROOFGATE_GATES"}},
	}
	for _, tt := range tests {
		// In the user's file an error fails the hook open; in the
		// project's file it is a warning and the file is ignored, so a
		// repository cannot switch the hooks off with a broken file.
		_, err := Load(setup(t, tt.project, ""), env(tt.env))
		if err == nil {
			t.Errorf("%s: no error", tt.name)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(strings.ReplaceAll(err.Error(), "config.json", "proofgate.json"), w) {
				t.Errorf("%s: error %q lacks %q", tt.name, err, w)
			}
		}
		if tt.project == "" {
			continue
		}
		c, err := Load(setup(t, "", tt.project), env(nil))
		if err != nil || len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0], "ignored") || len(c.Sources) != 0 {
			t.Errorf("%s in the project's file: %v, warnings %q, sources %q", tt.name, err, c.Warnings, c.Sources)
		}
	}
}

func TestUnknownKeysWarn(t *testing.T) {
	c, err := Load(setup(t, `{"block_cap": 1, "blok_cap": 3}`, ""), env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0], `unknown key "blok_cap"`) || c.BlockCap != 1 {
		t.Errorf("warnings = %q, cap %d", c.Warnings, c.BlockCap)
	}
}

func TestNotARegularFile(t *testing.T) {
	proj := setup(t, "", "")
	os.MkdirAll(ProjectFile(proj), 0o755) // a directory where the file should be
	// The project's file is ignored with a warning, never failed open on.
	if c, err := Load(proj, env(nil)); err != nil || len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0], "not a regular file") {
		t.Errorf("err = %v, warnings %q", err, c.Warnings)
	}
}
