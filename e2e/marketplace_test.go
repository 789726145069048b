package e2e

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/proofgate/proofgate/e2e/mockapi"
)

// The path users take, in the real client: the repository as a marketplace
// (a local clone), the plugin installed from it, a first hook that
// downloads the release binary (no Go on PATH, so no build from source), a
// version bump with scripts/set-version, the marketplace and the plugin
// updated, and a next hook that runs the new version's binary.
func TestMarketplaceInstallAndUpdate(t *testing.T) {
	requireLinuxAMD64(t)
	d := snapshotDist(t)
	binary, err := os.ReadFile(d.path(t, "proofgate_"+d.version+"_linux_amd64"))
	if err != nil {
		t.Fatal(err)
	}

	clone := filepath.Join(t.TempDir(), "proofgate")
	git(t, "", "clone", "--quiet", repoRoot, clone)
	v1 := versionIn(t, clone)
	v2 := nextPatch(t, v1)
	rel := serveReleases(t, binary, v1, v2)

	s := newSession(t, "")
	s.env = append(s.env, "PATH="+withoutGo(t), "PROOFGATE_RELEASE_BASE_URL="+rel.URL)
	s.claudeCLI("plugin", "marketplace", "add", clone)
	s.claudeCLI("plugin", "install", "proofgate@proofgate")

	s.run("Add a sub function in sub.sh.", editAndStop(s)...)
	if st := s.status(); !strings.Contains(strings.Join(st.ChangedPaths, " "), "sub.sh") || st.StopBlocks != 1 {
		t.Fatalf("the installed plugin did not record the session: %+v", st)
	}
	if got := rel.hits(); got[v1] != 2 || got[v2] != 0 {
		t.Fatalf("release requests %v: want the %s binary downloaded once (checksums and binary)", got, v1)
	}
	s.wantCached(t, v1)

	// A release: the version bumped and committed, as a maintainer does.
	runIn(t, clone, "sh", "scripts/set-version", v2)
	git(t, clone, "-c", "user.name=e2e", "-c", "user.email=e2e@localhost", "commit", "--quiet", "-am", "v"+v2)
	s.claudeCLI("plugin", "marketplace", "update", "proofgate")
	if out := s.claudeCLI("plugin", "update", "proofgate@proofgate"); !strings.Contains(out, v2) {
		t.Fatalf("claude plugin update did not move to %s:\n%s", v2, out)
	}

	s.run("Add a mul function in mul.sh.",
		mockapi.Turn{Check: hasModeContext, Reply: []mockapi.Block{
			mockapi.Call("Write", map[string]any{"file_path": s.path("mul.sh"), "content": "mul() { echo $(($1 * $2)); }\n"}),
		}},
		mockapi.Turn{Check: toolResults(1, false), Reply: []mockapi.Block{mockapi.Text("Added mul to mul.sh.")}},
		mockapi.Turn{Expect: feedback, Check: reasonNames("mul.sh"), Reply: []mockapi.Block{mockapi.Text("mul.sh is unverified.")}},
	)
	if got := rel.hits(); got[v2] != 2 || got[v1] != 2 {
		t.Errorf("release requests %v: want the %s binary downloaded once after the update", got, v2)
	}
	s.wantCached(t, v2)
	if st := s.status(); !strings.Contains(strings.Join(st.ChangedPaths, " "), "mul.sh") {
		t.Errorf("the updated plugin's hooks did not record the session: %+v", st)
	}
}

// claudeCLI runs a `claude` management command in the session's HOME; it
// must succeed.
func (s *session) claudeCLI(args ...string) string {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.claude, args...)
	cmd.Dir = s.project
	cmd.Env = s.clientEnv()
	out, err := cmd.CombinedOutput()
	if err != nil {
		s.t.Fatalf("claude %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// wantCached checks that the launcher cached version's binary in the
// plugin's data directory, which outlives updates.
func (s *session) wantCached(t *testing.T, version string) {
	t.Helper()
	got, _ := filepath.Glob(filepath.Join(s.home, ".claude", "plugins", "data", "*", "bin", version, "linux_amd64", "proofgate"))
	if len(got) != 1 {
		all, _ := filepath.Glob(filepath.Join(s.home, ".claude", "plugins", "data", "*", "bin", "*", "*", "proofgate"))
		t.Errorf("want the %s binary cached in the plugin data, found %v", version, all)
	}
}

// releases is a loopback stand-in for GitHub releases of several versions,
// each holding the same binary as its linux_amd64 asset.
type releases struct {
	*httptest.Server
	mu  sync.Mutex
	hit map[string]int
}

func serveReleases(t *testing.T, binary []byte, versions ...string) *releases {
	t.Helper()
	h := sha256.Sum256(binary)
	sum := hex.EncodeToString(h[:])
	r := &releases{hit: map[string]int{}}
	mux := http.NewServeMux()
	for _, v := range versions {
		asset := "proofgate_" + v + "_linux_amd64"
		mux.HandleFunc("GET /v"+v+"/checksums.txt", func(w http.ResponseWriter, _ *http.Request) {
			r.count(v)
			fmt.Fprintf(w, "%s  %s\n", sum, asset)
		})
		mux.HandleFunc("GET /v"+v+"/"+asset, func(w http.ResponseWriter, _ *http.Request) {
			r.count(v)
			w.Write(binary)
		})
	}
	r.Server = httptest.NewServer(mux)
	t.Cleanup(r.Close)
	return r
}

func (r *releases) count(version string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.hit[version]++
}

func (r *releases) hits() map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := map[string]int{}
	for k, v := range r.hit {
		out[k] = v
	}
	return out
}

// withoutGo is PATH with every directory holding a go command left out, so
// the launcher cannot fall back to building from the clone's source.
func withoutGo(t *testing.T) string {
	t.Helper()
	var keep []string
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if _, err := os.Stat(filepath.Join(dir, "go")); err == nil {
			continue
		}
		keep = append(keep, dir)
	}
	path := strings.Join(keep, string(filepath.ListSeparator))
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is needed to clone the repository")
	}
	return path
}

// versionIn is the plugin version in dir's plugin.json.
func versionIn(t *testing.T, dir string) string {
	t.Helper()
	out := runIn(t, dir, "sh", "-c", `sed -n 's/.*"version"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' .claude-plugin/plugin.json`)
	if v := strings.TrimSpace(out); v != "" {
		return v
	}
	t.Fatalf("no version in %s/.claude-plugin/plugin.json", dir)
	return ""
}

// nextPatch is version with its patch number one higher (1.2.3 → 1.2.4).
func nextPatch(t *testing.T, version string) string {
	t.Helper()
	core, _, _ := strings.Cut(version, "-")
	parts := strings.Split(core, ".")
	n, err := strconv.Atoi(parts[len(parts)-1])
	if len(parts) != 3 || err != nil {
		t.Fatalf("version %q is not X.Y.Z", version)
	}
	parts[2] = strconv.Itoa(n + 1)
	return strings.Join(parts, ".")
}

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	runIn(t, dir, "git", args...)
}

func runIn(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out.Bytes())
	}
	return out.String()
}
