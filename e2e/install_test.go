package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/e2e/mockapi"
)

// The plugin as users install it: an extracted release bundle, and a
// plugin without binaries whose launcher downloads one.

// editAndStop is a short session: the model writes a file and stops
// without testing, and is sent back once.
func editAndStop(s *session) []mockapi.Turn {
	return []mockapi.Turn{
		{Check: hasModeContext, Reply: []mockapi.Block{
			mockapi.Call("Write", map[string]any{"file_path": s.path("sub.sh"), "content": "sub() { echo $(($1 - $2)); }\n"}),
		}},
		{Check: toolResults(1, false), Reply: []mockapi.Block{mockapi.Text("Added sub to sub.sh.")}},
		{Expect: feedback, Check: reasonNames("sub.sh"), Reply: []mockapi.Block{mockapi.Text("sub.sh has no test yet; it is unverified.")}},
	}
}

func TestExtractedBundleRunsItsLinuxBinary(t *testing.T) {
	requireLinuxAMD64(t)
	d := snapshotDist(t)
	plugin := extractBundle(t, d)

	// The launcher picks bin/linux_amd64 (restoring its exec bit): the
	// binary reports the release's version, not a source build's.
	out, err := exec.Command(filepath.Join(plugin, "bin/proofgate"), "--version").CombinedOutput()
	if err != nil || !strings.Contains(string(out), d.version) {
		t.Fatalf("bin/proofgate --version = %q, %v; want the release version %s", out, err, d.version)
	}
	if _, err := os.Stat(filepath.Join(plugin, "go.mod")); err == nil {
		t.Fatal("the bundle holds go.mod: the launcher could have built from source")
	}

	s := newSession(t, plugin)
	s.run("Add a sub function in sub.sh.", editAndStop(s)...)
	st := s.status()
	if !strings.Contains(strings.Join(st.ChangedPaths, " "), "sub.sh") || st.StopBlocks != 1 {
		t.Errorf("the bundle's hooks did not record the session: %+v", st)
	}
}

// downloadPlugin is the repository's plugin without binaries, with its
// launcher pointed at a loopback release serving the freshly built binary
// listed with sum ("" for its true checksum).
func downloadPlugin(t *testing.T, s *session, sum string) *release {
	t.Helper()
	bin, err := os.ReadFile(proofgateBin)
	if err != nil {
		t.Fatal(err)
	}
	rel := serveRelease(t, pluginVersion(t), bin, sum)
	s.env = append(s.env, "PROOFGATE_RELEASE_BASE_URL="+rel.URL)
	return rel
}

func TestLauncherDownloadsInsideClaude(t *testing.T) {
	requireLinuxAMD64(t)
	t.Run("verified", func(t *testing.T) {
		s := newSession(t, copyPlugin(t, "", ""))
		rel := downloadPlugin(t, s, "")
		s.run("Add a sub function in sub.sh.", editAndStop(s)...)
		st := s.status()
		if !strings.Contains(strings.Join(st.ChangedPaths, " "), "sub.sh") || st.StopBlocks != 1 {
			t.Errorf("the downloaded binary did not record the session: %+v", st)
		}
		// Downloaded once, then run from the cache by every later hook.
		if n := rel.hits.Load(); n != 2 {
			t.Errorf("the release server got %d requests, want 2", n)
		}
		cached, _ := filepath.Glob(filepath.Join(s.home, ".claude", "plugins", "data", "*", "bin", "*", "linux_amd64", "proofgate"))
		xdg, _ := filepath.Glob(filepath.Join(s.cache, "proofgate", "bin", "*", "linux_amd64", "proofgate"))
		if len(cached)+len(xdg) != 1 {
			t.Errorf("want the download cached once, found %v in the plugin data and %v in the XDG cache", cached, xdg)
		}
	})
	t.Run("tampered", func(t *testing.T) {
		s := newSession(t, copyPlugin(t, "", ""))
		downloadPlugin(t, s, strings.Repeat("0", 64))
		s.run("Add a sub function in sub.sh.",
			mockapi.Turn{
				Check: func(r *mockapi.Request) error {
					if hasModeContext(r) == nil {
						t.Errorf("proofgate ran although its download was refused")
					}
					return nil
				},
				Reply: []mockapi.Block{mockapi.Text("Nothing to do.")},
			},
		)
		if !s.outputContains("does not match its checksum") || !s.outputContains("(the gate did not run)") {
			t.Errorf("the client's output has no notice of the refused download:\n%s", tail(s.out, 3000))
		}
		if _, err := s.statusErr(); err == nil {
			t.Errorf("a ledger was written although no binary ran")
		}
	})
}
