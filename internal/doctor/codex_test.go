package doctor

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// codexInstall is install plus the Codex plugin files.
func codexInstall(t *testing.T) string {
	t.Helper()
	root := install(t)
	for _, f := range []string{".codex-plugin/plugin.json", "hooks/codex.json"} {
		data, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(root, f)), 0o755)
		os.WriteFile(filepath.Join(root, f), data, 0o644)
	}
	return root
}

// trustTables are config.toml's trust tables for the plugin's hooks, the
// first n of them with both hashes, the rest with the config hash only.
func trustTables(n int) string {
	var b strings.Builder
	for i, e := range codexEvents {
		fmt.Fprintf(&b, "[hooks.state.\"proofgate@proofgate:hooks/codex.json:%s:0:0\"]\ntrusted_hash = \"sha256:a\"\n", e)
		if i < n {
			b.WriteString("trusted_content_hash = \"sha256:b\"\n")
		}
	}
	return b.String()
}

func TestCodexChecks(t *testing.T) {
	const installed = "[plugins.\"proofgate@proofgate\"]\nenabled = true\n"
	tests := []struct {
		name   string
		noFile bool   // no .codex-plugin
		break_ string // a replacement in .codex-plugin/plugin.json
		config string // CODEX_HOME/config.toml; "-" for none
		status Status
		detail string
	}{
		{"not a codex plugin", true, "", "-", OK, "not a Codex plugin"},
		{"not installed in codex", false, "", "-", OK, "not installed in Codex"},
		{"installed elsewhere only", false, "", "model = \"gpt-5.5\"\n", OK, "not installed in Codex"},
		{"installed, untrusted", false, "", installed, Warn, "5 of its 5 hooks are not trusted"},
		{"installed, config hash only", false, "", installed + trustTables(3), Warn, "2 of its 5 hooks are not trusted (post_tool_use, stop)"},
		{"installed, trusted", false, "", installed + trustTables(5), OK, "all 5 hooks trusted"},
		{"version drift", false, `"version": "0.1.0"`, "-", Fail, "version"},
		{"no hooks key", false, `"hooks": "./hooks/codex.json"`, "-", Fail, "hooks"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := codexInstall(t)
			if tt.noFile {
				os.RemoveAll(filepath.Join(root, ".codex-plugin"))
			}
			if tt.break_ != "" {
				edit(t, filepath.Join(root, ".codex-plugin", "plugin.json"), tt.break_, `"x": "9.9.9"`)
			}
			e := env(t, root)
			e.CodexHome = t.TempDir()
			if tt.config != "-" {
				os.WriteFile(filepath.Join(e.CodexHome, "config.toml"), []byte(tt.config), 0o644)
			}
			var got *Result
			for _, r := range Check(e) {
				if r.Name == "codex" {
					got = &r
				}
			}
			if got == nil || got.Status != tt.status || !strings.Contains(got.Detail, tt.detail) {
				t.Errorf("codex check = %+v, want %s containing %q", got, tt.status, tt.detail)
			}
			if got != nil && got.Status == Warn && !strings.Contains(got.Fix, "/hooks") {
				t.Errorf("the fix does not say where to trust the hooks: %q", got.Fix)
			}
		})
	}
}
