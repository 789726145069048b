package doctor

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// install copies the repository's plugin files into a temp dir and lets
// the test break them.
func install(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for _, f := range []string{".claude-plugin/plugin.json", ".claude-plugin/marketplace.json", "hooks/hooks.json", "bin/proofgate"} {
		data, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(root, f)
		os.MkdirAll(filepath.Dir(dst), 0o755)
		os.WriteFile(dst, data, 0o755)
	}
	return root
}

func env(t *testing.T, root string) Env {
	return Env{
		PluginRoot: root,
		ProjectDir: t.TempDir(),
		StateDir:   filepath.Join(t.TempDir(), "ledgers"),
		Run: func(_ context.Context, name string, args ...string) ([]byte, error) {
			if strings.HasSuffix(name, "claude") {
				return []byte("2.1.328 (Claude Code)\n"), nil
			}
			return []byte("proofgate version 0.1.0\n"), nil
		},
		LookPath: func(string) (string, error) { return "/usr/bin/claude", nil },
	}
}

func edit(t *testing.T, path, old, new string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%s does not contain %q", path, old)
	}
	os.WriteFile(path, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644)
}

func TestHealthyInstall(t *testing.T) {
	results := Check(env(t, install(t)))
	if Failed(results) {
		var b bytes.Buffer
		Write(&b, results)
		t.Fatalf("a healthy install failed:\n%s", b.String())
	}
	names := map[string]bool{}
	for _, r := range results {
		names[r.Name] = true
	}
	for _, want := range []string{"plugin.json", "marketplace.json", "hooks.json", "binary", "state", "configuration", "claude"} {
		if !names[want] {
			t.Errorf("no %q check in %+v", want, results)
		}
	}
}

func TestBrokenInstalls(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(t *testing.T, root string, e *Env)
		check  string
		want   string
	}{
		{"bad plugin.json", func(t *testing.T, root string, e *Env) {
			os.WriteFile(filepath.Join(root, ".claude-plugin/plugin.json"), []byte("{"), 0o644)
		}, "plugin.json", "does not parse"},
		{"version mismatch", func(t *testing.T, root string, e *Env) {
			edit(t, filepath.Join(root, ".claude-plugin/marketplace.json"), `"version": "0.1.0"`, `"version": "0.0.9"`)
		}, "versions", "marketplace.json says 0.0.9"},
		{"hooks named twice", func(t *testing.T, root string, e *Env) {
			edit(t, filepath.Join(root, ".claude-plugin/plugin.json"), `"license"`, `"hooks": "./hooks/hooks.json", "license"`)
		}, "plugin.json", "loads twice"},
		{"event missing", func(t *testing.T, root string, e *Env) {
			edit(t, filepath.Join(root, "hooks/hooks.json"), `"SubagentStop"`, `"SomethingElse"`)
		}, "hooks.json", "SubagentStop is not registered"},
		{"no timeout", func(t *testing.T, root string, e *Env) {
			edit(t, filepath.Join(root, "hooks/hooks.json"), `"timeout": 30,`, ``)
		}, "hooks.json", "has no timeout"},
		{"unquoted root", func(t *testing.T, root string, e *Env) {
			edit(t, filepath.Join(root, "hooks/hooks.json"), `"command": "\"${CLAUDE_PLUGIN_ROOT}/bin/proofgate\" hook"`, `"command": "${CLAUDE_PLUGIN_ROOT}/bin/proofgate hook"`)
		}, "hooks.json", "not quoted"},
		{"narrow matcher", func(t *testing.T, root string, e *Env) {
			data, _ := os.ReadFile(filepath.Join(root, "hooks/hooks.json"))
			os.WriteFile(filepath.Join(root, "hooks/hooks.json"), bytes.ReplaceAll(data, []byte(`"Bash|PowerShell|Edit|Write|MultiEdit|NotebookEdit"`), []byte(`"Bash"`)), 0o644)
		}, "hooks.json", "misses PowerShell, Edit"},
		{"guard misses Read", func(t *testing.T, root string, e *Env) {
			data, _ := os.ReadFile(filepath.Join(root, "hooks/hooks.json"))
			os.WriteFile(filepath.Join(root, "hooks/hooks.json"), bytes.ReplaceAll(data, []byte(`|Read|Grep|Glob|`), []byte(`|`)), 0o644)
		}, "hooks.json", "PreToolUse matcher \"Bash|PowerShell|Edit|Write|MultiEdit|NotebookEdit|Skill|SlashCommand\" misses Read, Grep, Glob"},
		{"guard misses Skill", func(t *testing.T, root string, e *Env) {
			data, _ := os.ReadFile(filepath.Join(root, "hooks/hooks.json"))
			os.WriteFile(filepath.Join(root, "hooks/hooks.json"), bytes.ReplaceAll(data, []byte(`|Skill|SlashCommand"`), []byte(`"`)), 0o644)
		}, "hooks.json", "misses Skill, SlashCommand"},
		{"no binary", func(t *testing.T, root string, e *Env) {
			e.Run = func(context.Context, string, ...string) ([]byte, error) {
				return []byte(`{"systemMessage":"proofgate: no proofgate binary for linux_amd64"}`), nil
			}
		}, "binary", "found no binary"},
		{"launcher crashes", func(t *testing.T, root string, e *Env) {
			e.Run = func(context.Context, string, ...string) ([]byte, error) { return nil, errors.New("exit status 126") }
		}, "binary", "exit status 126"},
		{"state not a dir", func(t *testing.T, root string, e *Env) {
			os.WriteFile(e.StateDir, nil, 0o600)
		}, "state", "cannot create"},
		{"repository disables hooks", func(t *testing.T, root string, e *Env) {
			os.MkdirAll(filepath.Join(e.ProjectDir, ".claude"), 0o755)
			os.WriteFile(filepath.Join(e.ProjectDir, ".claude", "settings.json"), []byte(`{"disableAllHooks": true}`), 0o644)
		}, "trust boundary", "disableAllHooks"},
		{"broken config", func(t *testing.T, root string, e *Env) {
			os.MkdirAll(filepath.Join(e.ProjectDir, ".claude"), 0o755)
			os.WriteFile(filepath.Join(e.ProjectDir, ".claude", "proofgate.json"), []byte(`{"block_cap": "x"}`), 0o644)
		}, "configuration", "must be a whole number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := install(t)
			e := env(t, root)
			tt.break_(t, root, &e)
			results := Check(e)
			if !Failed(results) {
				t.Fatal("a broken install passed")
			}
			found := false
			for _, r := range results {
				if r.Name == tt.check && r.Status == Fail && strings.Contains(r.Detail, tt.want) && r.Fix != "" {
					found = true
				}
			}
			if !found {
				var b bytes.Buffer
				Write(&b, results)
				t.Errorf("no failing %q check mentioning %q:\n%s", tt.check, tt.want, b.String())
			}
		})
	}
}

func TestWarningsDoNotFail(t *testing.T) {
	root := install(t)
	e := env(t, root)
	e.LookPath = func(string) (string, error) { return "", errors.New("not found") }
	os.MkdirAll(filepath.Join(e.ProjectDir, ".claude"), 0o755)
	os.WriteFile(filepath.Join(e.ProjectDir, ".claude", "proofgate.json"), []byte(`{"blok_cap": 1, "guardrails": {"read-secret": "allow"}}`), 0o644)
	results := Check(e)
	if Failed(results) {
		t.Fatalf("warnings failed the check: %+v", results)
	}
	var b bytes.Buffer
	Write(&b, results)
	if !strings.Contains(b.String(), "! claude: not on PATH") || !strings.Contains(b.String(), `unknown key "blok_cap"`) ||
		!strings.Contains(b.String(), "! trust boundary:") || !strings.Contains(b.String(), "guardrails.read-secret allow is looser than deny") {
		t.Errorf("output:\n%s", b.String())
	}
}
