package e2e

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

// pluginFiles are the repository's plugin files, the ones a release bundle
// carries besides the binaries.
var pluginFiles = []string{
	".claude-plugin/plugin.json",
	".claude-plugin/marketplace.json",
	"hooks/hooks.json",
	// The same directory is a Codex CLI plugin and marketplace.
	".codex-plugin/plugin.json",
	"hooks/codex.json",
	".agents/plugins/marketplace.json",
	"commands/pause.md",
	"commands/resume.md",
	"commands/wrong.md",
	"bin/proofgate",
	"README.md",
	"CHANGELOG.md",
	"LICENSE",
}

// copyPlugin copies the repository's plugin files (and skills/) into a new
// temporary directory and returns it. With bin set, that binary is placed
// at bin/<platform>/proofgate, the bundled binary the launcher's fast path
// runs.
func copyPlugin(t *testing.T, platform, bin string) string {
	t.Helper()
	dst := t.TempDir()
	for _, f := range pluginFiles {
		copyFile(t, filepath.Join(repoRoot, f), filepath.Join(dst, f))
	}
	skills := filepath.Join(repoRoot, "skills")
	err := filepath.WalkDir(skills, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(repoRoot, path)
		copyFile(t, path, filepath.Join(dst, rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if bin != "" {
		copyFile(t, bin, filepath.Join(dst, "bin", platform, "proofgate"))
	}
	return dst
}

// copyFile copies src to dst with src's permission bits, creating dst's
// directory.
func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	info, err := in.Stat()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, info.Mode().Perm())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

// writeFile writes content to path, creating its directory.
func writeFile(t *testing.T, path, content string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
}
