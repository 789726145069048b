package e2e

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// distEnv names the goreleaser output directory (dist/) the bundle tests
// read; .ci/run sets it after its snapshot release.
const distEnv = "PROOFGATE_E2E_DIST"

// dist is goreleaser's output: the version it built and the release
// assets, by the name they are published under.
type dist struct {
	version string
	assets  map[string]string // name → path
}

// snapshotDist returns the release to test, skipping (failing under CI)
// when there is none.
func snapshotDist(t *testing.T) dist {
	t.Helper()
	dir := os.Getenv(distEnv)
	if dir == "" {
		const how = "a goreleaser release is needed: go tool -modfile=tools/go.mod goreleaser release --snapshot --clean, then set " + distEnv + "=$PWD/dist (.ci/run does both)"
		if os.Getenv("CI") == "true" {
			t.Fatal("CI=true but " + distEnv + " is not set: " + how)
		}
		t.Skip(how)
	}
	var meta struct{ Version string }
	data, err := os.ReadFile(filepath.Join(dir, "metadata.json"))
	if err == nil {
		err = json.Unmarshal(data, &meta)
	}
	if err != nil || meta.Version == "" {
		t.Fatalf("reading the release's version from %s/metadata.json: %v", dir, err)
	}
	// artifacts.json lists what a release uploads. Bare binaries are
	// published under their archive name but stay at their build path.
	var artifacts []struct{ Name, Path, Type string }
	data, err = os.ReadFile(filepath.Join(dir, "artifacts.json"))
	if err == nil {
		err = json.Unmarshal(data, &artifacts)
	}
	if err != nil {
		t.Fatalf("reading %s/artifacts.json: %v", dir, err)
	}
	d := dist{version: meta.Version, assets: map[string]string{}}
	for _, a := range artifacts {
		if a.Type == "Archive" || a.Type == "Checksum" || a.Type == "Binary" && !strings.Contains(a.Name, "/") {
			// Paths are relative to the directory goreleaser ran in.
			d.assets[a.Name] = filepath.Join(filepath.Dir(dir), a.Path)
		}
	}
	return d
}

// path is the file of the release asset name; missing assets fail the test.
func (d dist) path(t *testing.T, name string) string {
	t.Helper()
	p, ok := d.assets[name]
	if !ok {
		t.Fatalf("the release has no asset %s; it has %v", name, slices.Sorted(maps.Keys(d.assets)))
	}
	return p
}

// bundleName is the plugin bundle's file name for format (zip or tar.gz).
func (d dist) bundleName(format string) string {
	return "proofgate_" + d.version + "_plugin." + format
}

// entry is one file of an archive.
type entry struct {
	name string
	mode os.FileMode
	data []byte
}

func readZip(t *testing.T, path string) []entry {
	t.Helper()
	z, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	var out []entry
	for _, f := range z.File {
		if f.FileInfo().IsDir() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, entry{f.Name, f.Mode().Perm(), data})
	}
	return out
}

func readTarGz(t *testing.T, path string) []entry {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	var out []entry
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, entry{h.Name, os.FileMode(h.Mode).Perm(), data})
	}
}

// wantBundle is what a bundle must hold, path → mode: the plugin files of
// this checkout, the docs the README links to, and the six binaries.
func wantBundle(t *testing.T) map[string]os.FileMode {
	t.Helper()
	want := map[string]os.FileMode{}
	for _, f := range pluginFiles {
		want[f] = 0o644
	}
	want["bin/proofgate"] = 0o755
	err := filepath.WalkDir(filepath.Join(repoRoot, "skills"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(repoRoot, path)
			want[filepath.ToSlash(rel)] = 0o644
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	// The README's links: docs/*.md, one level.
	docs, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range docs {
		want["docs/"+filepath.Base(d)] = 0o644
	}
	for _, p := range allPlatforms {
		name := "bin/" + p + "/proofgate"
		if strings.HasPrefix(p, "windows_") {
			name += ".exe"
		}
		want[name] = 0o755
	}
	return want
}

func TestBundleHoldsThePluginAndAllBinaries(t *testing.T) {
	d := snapshotDist(t)
	want := wantBundle(t)
	readers := map[string]func(*testing.T, string) []entry{"zip": readZip, "tar.gz": readTarGz}
	for format, read := range readers {
		t.Run(format, func(t *testing.T) {
			entries := read(t, d.path(t, d.bundleName(format)))
			got := map[string]os.FileMode{}
			for _, e := range entries {
				got[e.name] = e.mode
				if wantMode, ok := want[e.name]; !ok {
					t.Errorf("unexpected file %s", e.name)
				} else if e.mode != wantMode {
					t.Errorf("%s has mode %v, want %v", e.name, e.mode, wantMode)
				}
				// Plugin files are the checkout's, byte for byte.
				if slices.Contains(pluginFiles, e.name) {
					if src, err := os.ReadFile(filepath.Join(repoRoot, e.name)); err != nil || string(src) != string(e.data) {
						t.Errorf("%s differs from the checkout's (%v)", e.name, err)
					}
				}
				// Each bundled binary is the release's bare binary.
				if rest, ok := strings.CutPrefix(e.name, "bin/"); ok && strings.Contains(rest, "/") {
					platform, file, _ := strings.Cut(rest, "/")
					bare := "proofgate_" + d.version + "_" + platform + strings.TrimPrefix(file, "proofgate")
					if data, err := os.ReadFile(d.path(t, bare)); err != nil || string(data) != string(e.data) {
						t.Errorf("%s is not the release's %s (%v)", e.name, bare, err)
					}
				}
			}
			for name := range want {
				if _, ok := got[name]; !ok {
					t.Errorf("missing %s", name)
				}
			}
		})
	}
}

func TestChecksumsCoverTheRelease(t *testing.T) {
	d := snapshotDist(t)
	data, err := os.ReadFile(d.path(t, "checksums.txt"))
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok {
			t.Fatalf("malformed line %q", line)
		}
		listed[name] = sum
	}
	want := []string{d.bundleName("zip"), d.bundleName("tar.gz")}
	for _, p := range allPlatforms {
		name := "proofgate_" + d.version + "_" + p
		if strings.HasPrefix(p, "windows_") {
			name += ".exe"
		}
		want = append(want, name)
	}
	for _, name := range want {
		f, err := os.ReadFile(d.path(t, name))
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.Sum256(f)
		if got := hex.EncodeToString(h[:]); listed[name] != got {
			t.Errorf("checksums.txt has %q for %s, the file hashes to %s", listed[name], name, got)
		}
	}
	if len(listed) != len(want) {
		t.Errorf("checksums.txt lists %d files, want %d: %v", len(listed), len(want), listed)
	}
}

// extractBundle unpacks the release's zip bundle into a new directory, as
// Claude Code installs an archive source. Like some unzip tools it drops
// the binaries' exec bit, which the launcher must restore.
func extractBundle(t *testing.T, d dist) string {
	t.Helper()
	dir := t.TempDir()
	for _, e := range readZip(t, d.path(t, d.bundleName("zip"))) {
		mode := e.mode
		if e.name != "bin/proofgate" {
			mode &^= 0o111
		}
		writeFile(t, filepath.Join(dir, filepath.FromSlash(e.name)), string(e.data), mode)
	}
	return dir
}

func TestPluginValidates(t *testing.T) {
	claude := claudeBin(t)
	validate := func(t *testing.T, dir string) {
		out, err := exec.Command(claude, "plugin", "validate", "--strict", dir).CombinedOutput()
		if err != nil {
			t.Errorf("claude plugin validate --strict %s: %v\n%s", dir, err, out)
		}
	}
	t.Run("checkout", func(t *testing.T) { validate(t, copyPlugin(t, "", "")) })
	t.Run("bundle", func(t *testing.T) { validate(t, extractBundle(t, snapshotDist(t))) })
}
