package e2e

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
)

// The launcher tests run bin/proofgate under sh with a fake `uname` and a
// PATH limited to the tools each case allows, against fake binaries that
// print their platform and arguments. The launcher reads the system from
// /proc/sys/kernel before it forks uname: the tests point that at a fake
// directory (missing, unless a case gives it files) and clear the shell's
// OSTYPE and HOSTTYPE unless a case sets them.

const sh = "/bin/sh"

// kernelLine is the launcher's line that names the kernel's directory,
// /proc/sys/kernel as shipped.
var kernelLine = regexp.MustCompile(`\nkernel=[^\n]*\n`)

// fakeBinary is a stand-in for proofgate that says which copy ran.
func fakeBinary(name string) string {
	return "#!/bin/sh\necho \"" + name + " $*\"\n"
}

// launcherBundle lays out a plugin with the repository's launcher and
// plugin.json, and fake binaries for platforms (each "os_arch").
func launcherBundle(t *testing.T, platforms ...string) string {
	t.Helper()
	root := t.TempDir()
	copyFile(t, filepath.Join(repoRoot, "bin/proofgate"), filepath.Join(root, "bin/proofgate"))
	setKernel(t, root, filepath.Join(root, "no-kernel"), "", "")
	copyFile(t, filepath.Join(repoRoot, ".claude-plugin/plugin.json"), filepath.Join(root, ".claude-plugin/plugin.json"))
	for _, p := range platforms {
		name := "proofgate"
		if strings.HasPrefix(p, "windows_") {
			name += ".exe"
		}
		writeFile(t, filepath.Join(root, "bin", p, name), fakeBinary("bundled "+p), 0o755)
	}
	return root
}

// setKernel points the plugin's launcher at dir for /proc/sys/kernel, and
// writes ostype and arch there when they are not empty.
func setKernel(t *testing.T, plugin, dir, ostype, arch string) {
	t.Helper()
	launcher := filepath.Join(plugin, "bin/proofgate")
	src, err := os.ReadFile(launcher)
	if err != nil {
		t.Fatal(err)
	}
	loc := kernelLine.FindIndex(src)
	if loc == nil {
		t.Fatalf("the launcher has no line %s", kernelLine)
	}
	src = slices.Concat(src[:loc[0]], []byte("\nkernel='"+dir+"'\n"), src[loc[1]:])
	writeFile(t, launcher, string(src), 0o755)
	for name, value := range map[string]string{"ostype": ostype, "arch": arch} {
		if value != "" {
			writeFile(t, filepath.Join(dir, name), value+"\n", 0o444)
		}
	}
}

// toolbox returns a directory holding a fake uname that prints sys, and
// links to the named host tools: the launcher's whole PATH.
func toolbox(t *testing.T, sys string, tools ...string) string {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "uname"), "#!/bin/sh\nprintf '%s\\n' '"+sys+"'\n", 0o755)
	for _, tool := range tools {
		path, err := exec.LookPath(tool)
		if err != nil {
			t.Fatalf("the test needs %s: %v", tool, err)
		}
		if err := os.Symlink(path, filepath.Join(dir, tool)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// runLauncher runs the plugin's launcher with args and env, and returns its
// stdout. The launcher must exit 0 whatever happens, and keep stderr quiet:
// its notices are on stdout, where Claude Code reads them.
func runLauncher(t *testing.T, plugin string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(sh, append([]string{filepath.Join(plugin, "bin/proofgate")}, args...)...)
	cmd.Env = env
	for _, name := range []string{"OSTYPE", "HOSTTYPE"} {
		if !slices.ContainsFunc(env, func(kv string) bool { return strings.HasPrefix(kv, name+"=") }) {
			// Empty, bash keeps them rather than set its own.
			cmd.Env = append(cmd.Env, name+"=")
		}
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("launcher: %v (it must always exit 0)\nstdout: %s\nstderr: %s", err, out, stderr.Bytes())
	}
	if stderr.Len() > 0 {
		t.Errorf("launcher wrote to stderr: %s", stderr.Bytes())
	}
	return string(out)
}

// systemMessage decodes the launcher's notice, failing unless out is one.
func systemMessage(t *testing.T, out string) string {
	t.Helper()
	var msg struct {
		SystemMessage string `json:"systemMessage"`
	}
	if err := json.Unmarshal([]byte(out), &msg); err != nil || msg.SystemMessage == "" {
		t.Fatalf("want one JSON systemMessage, got %q (%v)", out, err)
	}
	return msg.SystemMessage
}

var allPlatforms = []string{"linux_amd64", "linux_arm64", "darwin_amd64", "darwin_arm64", "windows_amd64", "windows_arm64"}

func TestLauncherPicksThePlatform(t *testing.T) {
	plugin := launcherBundle(t, allPlatforms...)
	tests := []struct {
		uname string
		want  string // the platform that runs; "" for a notice
	}{
		{"Linux x86_64", "linux_amd64"},
		{"Linux aarch64", "linux_arm64"},
		{"Linux arm64", "linux_arm64"},
		{"Darwin x86_64", "darwin_amd64"},
		{"Darwin arm64", "darwin_arm64"},
		{"MINGW64_NT-10.0-19045 x86_64", "windows_amd64"},
		{"MSYS_NT-10.0-22631 x86_64", "windows_amd64"},
		{"CYGWIN_NT-10.0 x86_64", "windows_amd64"},
		{"MINGW64_NT-10.0-26100 aarch64", "windows_arm64"},
		{"Linux amd64", "linux_amd64"},
		{"FreeBSD amd64", ""},
		{"Linux riscv64", ""},
		{"Linux i686", ""},
	}
	for _, tt := range tests {
		t.Run(tt.uname, func(t *testing.T) {
			// uname is the only command on PATH: the fast path forks
			// nothing else.
			env := []string{"PATH=" + toolbox(t, tt.uname), "HOME=" + t.TempDir()}
			out := runLauncher(t, plugin, env, "hook", "--x")
			if tt.want == "" {
				msg := systemMessage(t, out)
				if !strings.Contains(msg, tt.uname) || !strings.Contains(msg, "(the gate did not run)") {
					t.Errorf("notice %q should name the system %q and say the gate did not run", msg, tt.uname)
				}
				return
			}
			if want := "bundled " + tt.want + " hook --x\n"; out != want {
				t.Errorf("got %q, want %q", out, want)
			}
		})
	}
}

// tripwire returns a toolbox whose uname prints sys and leaves a mark, and
// a function that reports whether it ran.
func tripwire(t *testing.T, sys string) (string, func() bool) {
	t.Helper()
	dir := t.TempDir()
	mark := filepath.Join(t.TempDir(), "uname-ran")
	writeFile(t, filepath.Join(dir, "uname"), "#!/bin/sh\n: >'"+mark+"'\nprintf '%s\\n' '"+sys+"'\n", 0o755)
	return dir, func() bool {
		_, err := os.Stat(mark)
		return err == nil
	}
}

// TestLauncherForksNothing: the launcher takes the system from the kernel
// (Linux 6.1 and later) or from bash's OSTYPE and HOSTTYPE (macOS, Git
// Bash) without forking uname, takes only values it knows, and falls back
// to uname otherwise.
func TestLauncherForksNothing(t *testing.T) {
	tests := []struct {
		name           string
		ostype, arch   string // files in the fake /proc/sys/kernel
		vars           []string
		uname          string // what the fallback uname says
		want           string // the platform that runs; "" for a notice
		wantUnameToRun bool
	}{
		{"linux amd64", "Linux", "x86_64", nil, "Linux aarch64", "linux_amd64", false},
		{"linux arm64", "Linux", "aarch64", nil, "Linux x86_64", "linux_arm64", false},
		{"linux riscv64", "Linux", "riscv64", nil, "Linux x86_64", "", false},
		{"linux before 6.1 has no arch file", "Linux", "", nil, "Linux aarch64", "linux_arm64", true},
		{"the kernel wins over the shell", "Linux", "x86_64", []string{"OSTYPE=darwin23", "HOSTTYPE=arm64"}, "Linux x86_64", "linux_amd64", false},
		{"a Linux kernel without arch ignores the shell", "Linux", "", []string{"OSTYPE=darwin23", "HOSTTYPE=arm64"}, "Linux x86_64", "linux_amd64", true},
		{"macOS arm64", "", "", []string{"OSTYPE=darwin23", "HOSTTYPE=arm64"}, "Darwin x86_64", "darwin_arm64", false},
		{"macOS arm64e", "", "", []string{"OSTYPE=darwin24.1.0", "HOSTTYPE=arm64e"}, "Darwin x86_64", "darwin_arm64", false},
		{"macOS x86_64", "", "", []string{"OSTYPE=darwin22", "HOSTTYPE=x86_64"}, "Darwin arm64", "darwin_amd64", false},
		{"Git Bash", "", "", []string{"OSTYPE=msys", "HOSTTYPE=x86_64"}, "Linux x86_64", "windows_amd64", false},
		{"Git Bash arm64", "", "", []string{"OSTYPE=msys", "HOSTTYPE=aarch64"}, "Linux x86_64", "windows_arm64", false},
		{"Cygwin", "", "", []string{"OSTYPE=cygwin", "HOSTTYPE=x86_64"}, "Linux x86_64", "windows_amd64", false},
		{"an unknown HOSTTYPE (tcsh's) falls back", "", "", []string{"OSTYPE=darwin", "HOSTTYPE=intel-mac"}, "Darwin x86_64", "darwin_amd64", true},
		{"an unknown OSTYPE falls back", "", "", []string{"OSTYPE=linux-gnu", "HOSTTYPE=x86_64"}, "Linux aarch64", "linux_arm64", true},
		{"nothing known falls back", "", "", nil, "Darwin arm64", "darwin_arm64", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plugin := launcherBundle(t, allPlatforms...)
			if tt.ostype != "" {
				setKernel(t, plugin, filepath.Join(t.TempDir(), "kernel"), tt.ostype, tt.arch)
			}
			path, ran := tripwire(t, tt.uname)
			env := append([]string{"PATH=" + path, "HOME=" + t.TempDir()}, tt.vars...)
			out := runLauncher(t, plugin, env, "hook")
			if tt.want == "" {
				if msg := systemMessage(t, out); !strings.Contains(msg, tt.ostype+" "+tt.arch) {
					t.Errorf("notice %q should name the system %s %s", msg, tt.ostype, tt.arch)
				}
			} else if want := "bundled " + tt.want + " hook\n"; out != want {
				t.Errorf("got %q, want %q", out, want)
			}
			if ran() != tt.wantUnameToRun {
				t.Errorf("uname ran: %v, want %v", ran(), tt.wantUnameToRun)
			}
		})
	}
}

// TestLauncherForksNothingHere runs the launcher as shipped, reading this
// machine's /proc/sys/kernel, with a uname that would fail the test.
func TestLauncherForksNothingHere(t *testing.T) {
	if _, err := os.Stat("/proc/sys/kernel/arch"); err != nil {
		t.Skip("this kernel has no /proc/sys/kernel/arch (Linux before 6.1): the launcher forks uname")
	}
	platform := runtime.GOOS + "_" + runtime.GOARCH
	plugin := t.TempDir()
	copyFile(t, filepath.Join(repoRoot, "bin/proofgate"), filepath.Join(plugin, "bin/proofgate"))
	writeFile(t, filepath.Join(plugin, "bin", platform, "proofgate"), fakeBinary("bundled "+platform), 0o755)
	path, ran := tripwire(t, "Plan9 mips")
	if out := runLauncher(t, plugin, []string{"PATH=" + path}, "hook"); out != "bundled "+platform+" hook\n" {
		t.Errorf("got %q", out)
	}
	if ran() {
		t.Error("the launcher forked uname")
	}
}

func TestLauncherRestoresTheExecBit(t *testing.T) {
	plugin := launcherBundle(t, "linux_amd64")
	bin := filepath.Join(plugin, "bin/linux_amd64/proofgate")
	if err := os.Chmod(bin, 0o644); err != nil { // as some unzip tools leave it
		t.Fatal(err)
	}
	env := []string{"PATH=" + toolbox(t, "Linux x86_64", "chmod")}
	if out := runLauncher(t, plugin, env, "hook"); out != "bundled linux_amd64 hook\n" {
		t.Errorf("got %q", out)
	}
	info, err := os.Stat(bin)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm()&0o100 == 0 {
		t.Errorf("the bundled binary is still %v", info.Mode().Perm())
	}
}

// TestLauncherRunsAHookOnOneProcessor: a hook call runs with GOMAXPROCS=1
// whatever the caller set; any other command keeps the caller's setting.
func TestLauncherRunsAHookOnOneProcessor(t *testing.T) {
	tests := []struct {
		name   string
		caller []string // the caller's GOMAXPROCS, if any
		args   []string
		want   string
	}{
		{"a hook", nil, []string{"hook"}, "GOMAXPROCS=1 hook\n"},
		{"a hook of another harness", nil, []string{"hook", "--harness", "codex"}, "GOMAXPROCS=1 hook --harness codex\n"},
		{"a hook whose caller set more", []string{"GOMAXPROCS=8"}, []string{"hook"}, "GOMAXPROCS=1 hook\n"},
		{"a command", nil, []string{"status"}, "GOMAXPROCS=unset status\n"},
		{"a command whose caller set it", []string{"GOMAXPROCS=8"}, []string{"status"}, "GOMAXPROCS=8 status\n"},
		{"no command", nil, nil, "GOMAXPROCS=unset \n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plugin := launcherBundle(t)
			writeFile(t, filepath.Join(plugin, "bin/linux_amd64/proofgate"), "#!/bin/sh\necho \"GOMAXPROCS=${GOMAXPROCS-unset} $*\"\n", 0o755)
			env := append([]string{"PATH=" + toolbox(t, "Linux x86_64")}, tt.caller...)
			if out := runLauncher(t, plugin, env, tt.args...); out != tt.want {
				t.Errorf("got %q, want %q", out, tt.want)
			}
		})
	}
}

// release is a loopback stand-in for a GitHub release of one version: the
// bare binary for linux_amd64 and checksums.txt.
type release struct {
	*httptest.Server
	hits atomic.Int32
}

// serveRelease serves binary as version's linux_amd64 asset, listed in
// checksums.txt with sum (the real one when sum is "").
func serveRelease(t *testing.T, version string, binary []byte, sum string) *release {
	t.Helper()
	asset := "proofgate_" + version + "_linux_amd64"
	if sum == "" {
		h := sha256.Sum256(binary)
		sum = hex.EncodeToString(h[:])
	}
	sums := fmt.Sprintf("%s  proofgate_%s_plugin.zip\n%s  %s\n", strings.Repeat("0", 64), version, sum, asset)
	r := &release{}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v"+version+"/checksums.txt", func(w http.ResponseWriter, _ *http.Request) {
		r.hits.Add(1)
		fmt.Fprint(w, sums)
	})
	mux.HandleFunc("GET /v"+version+"/"+asset, func(w http.ResponseWriter, _ *http.Request) {
		r.hits.Add(1)
		w.Write(binary)
	})
	r.Server = httptest.NewServer(mux)
	t.Cleanup(r.Close)
	return r
}

// pluginVersion is the version in the repository's plugin.json.
func pluginVersion(t *testing.T) string {
	t.Helper()
	var m struct{ Version string }
	data, err := os.ReadFile(filepath.Join(repoRoot, ".claude-plugin/plugin.json"))
	if err == nil {
		err = json.Unmarshal(data, &m)
	}
	if err != nil || m.Version == "" {
		t.Fatalf("reading plugin.json's version: %v", err)
	}
	return m.Version
}

func TestLauncherDownloads(t *testing.T) {
	version := pluginVersion(t)
	binary := []byte(fakeBinary("downloaded"))
	base := []string{"mkdir", "chmod", "mv", "rm", "find"}
	// The launcher writes a download again in large pieces with dd
	// (settle); without dd, or when dd fails half way, the download as
	// fetched is installed.
	const failingDD = "#!/bin/sh\nfor a; do case $a in of=*) printf partial >\"${a#of=}\" ;; esac; done\nexit 1\n"
	tests := []struct {
		name  string
		tools []string
		data  string // the plugin data directory, under a temporary one
		dd    string // a stand-in for dd, when not the system's or none
	}{
		{"curl, sha256sum and dd", []string{"curl", "sha256sum", "dd"}, "data", ""},
		{"wget with timeout and openssl", []string{"wget", "timeout", "openssl"}, "data", ""},
		{"curl and shasum", []string{"curl", "shasum", "perl"}, "data", ""},
		{"dd that fails", []string{"curl", "sha256sum"}, "data", failingDD},
		// As in a Windows path: GNU sha256sum then escapes the file name
		// and marks the hash.
		{"backslash in the path", []string{"curl", "sha256sum", "dd"}, `C:\Users\me\data`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rel := serveRelease(t, version, binary, "")
			plugin := launcherBundle(t) // no bundled binary
			data := filepath.Join(t.TempDir(), tt.data)
			tools := toolbox(t, "Linux x86_64", append(base, tt.tools...)...)
			if tt.dd != "" {
				writeFile(t, filepath.Join(tools, "dd"), tt.dd, 0o755)
			}
			env := []string{
				"PATH=" + tools,
				"HOME=" + t.TempDir(),
				"CLAUDE_PLUGIN_DATA=" + data,
				"PROOFGATE_RELEASE_BASE_URL=" + rel.URL,
			}
			if out := runLauncher(t, plugin, env, "hook"); out != "downloaded hook\n" {
				t.Fatalf("first run: got %q", out)
			}
			cached := filepath.Join(data, "bin", version, "linux_amd64", "proofgate")
			if got, err := os.ReadFile(cached); err != nil || !bytes.Equal(got, binary) {
				t.Fatalf("the cache should hold the download at %s: %v", cached, err)
			}
			// The second run uses the cache and does not download again.
			if out := runLauncher(t, plugin, env, "status"); out != "downloaded status\n" {
				t.Fatalf("second run: got %q", out)
			}
			if n := rel.hits.Load(); n != 2 {
				t.Errorf("the release server got %d requests, want 2 (checksums and binary, once)", n)
			}
			leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(cached), ".download*"))
			if len(leftovers) > 0 {
				t.Errorf("temporary files left behind: %v", leftovers)
			}
		})
	}
}

func TestLauncherRefusesABadDownload(t *testing.T) {
	version := pluginVersion(t)
	tools := []string{"mkdir", "chmod", "mv", "rm", "find", "curl", "sha256sum"}
	tests := []struct {
		name    string
		sum     string // the checksum the release lists; "" for the true one
		missing bool   // serve no checksums.txt at all
		problem string // part of the notice
	}{
		{name: "tampered", sum: strings.Repeat("ab", 32), problem: "does not match its checksum"},
		{name: "unlisted", sum: "-", problem: "lists no proofgate_" + version + "_linux_amd64"},
		{name: "no release", missing: true, problem: "checksums.txt failed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var url string
			var hits func() int32
			switch {
			case tt.missing:
				srv := httptest.NewServer(http.NotFoundHandler())
				t.Cleanup(srv.Close)
				url, hits = srv.URL, func() int32 { return 0 }
			case tt.sum == "-":
				rel := serveRelease(t, "other", nil, "")
				hits = rel.hits.Load
				// The right version's checksums.txt, listing another asset.
				mux := http.NewServeMux()
				mux.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
					fmt.Fprintf(w, "%s  proofgate_%s_darwin_arm64\n", strings.Repeat("0", 64), version)
				})
				srv := httptest.NewServer(mux)
				t.Cleanup(srv.Close)
				url = srv.URL
			default:
				rel := serveRelease(t, version, []byte(fakeBinary("tampered")), tt.sum)
				url, hits = rel.URL, rel.hits.Load
			}
			plugin := launcherBundle(t)
			data := t.TempDir()
			env := []string{
				"PATH=" + toolbox(t, "Linux x86_64", tools...),
				"HOME=" + t.TempDir(),
				"CLAUDE_PLUGIN_DATA=" + data,
				"PROOFGATE_RELEASE_BASE_URL=" + url,
			}
			msg := systemMessage(t, runLauncher(t, plugin, env, "hook"))
			if !strings.Contains(msg, tt.problem) || !strings.Contains(msg, "releases") {
				t.Errorf("notice %q should name the problem (%q) and the fix", msg, tt.problem)
			}
			dir := filepath.Join(data, "bin", version, "linux_amd64")
			if _, err := os.Stat(filepath.Join(dir, "proofgate")); err == nil {
				t.Errorf("a refused download was installed")
			}
			if leftovers, _ := filepath.Glob(filepath.Join(dir, ".download*")); len(leftovers) > 0 {
				t.Errorf("temporary files left behind: %v", leftovers)
			}
			// A retry within minutes repeats the notice without a request.
			before := hits()
			if again := systemMessage(t, runLauncher(t, plugin, env, "hook")); again != msg {
				t.Errorf("second notice %q, want the first %q", again, msg)
			}
			if after := hits(); after != before {
				t.Errorf("the second run downloaded again (%d requests, had %d)", after, before)
			}
		})
	}
}

func TestLauncherUsesTheXDGCacheWithoutPluginData(t *testing.T) {
	version := pluginVersion(t)
	plugin := launcherBundle(t)
	cache := t.TempDir()
	bin := filepath.Join(cache, "proofgate", "bin", version, "linux_amd64", "proofgate")
	writeFile(t, bin, fakeBinary("cached"), 0o755)
	env := []string{"PATH=" + toolbox(t, "Linux x86_64"), "XDG_CACHE_HOME=" + cache}
	if out := runLauncher(t, plugin, env, "hook"); out != "cached hook\n" {
		t.Errorf("got %q", out)
	}
}

func TestLauncherWithoutDownloader(t *testing.T) {
	plugin := launcherBundle(t)
	env := []string{
		"PATH=" + toolbox(t, "Linux x86_64", "mkdir", "find", "rm"),
		"CLAUDE_PLUGIN_DATA=" + t.TempDir(),
	}
	msg := systemMessage(t, runLauncher(t, plugin, env, "hook"))
	if !strings.Contains(msg, "neither curl nor wget") {
		t.Errorf("notice %q should say no downloader is installed", msg)
	}
}

// TestLauncherBuildsASourceCheckout runs the repository's own launcher:
// with no bundled binary and no reachable release, a checkout with Go
// builds itself.
func TestLauncherBuildsASourceCheckout(t *testing.T) {
	if _, err := os.Stat(filepath.Join(repoRoot, "bin/linux_amd64")); err == nil {
		t.Skip("this checkout has a bundled binary in bin/linux_amd64, which the launcher prefers")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go on PATH")
	}
	// A port nothing listens on: the download fails at once.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String()
	ln.Close()

	// Go's build cache defaults to a directory under XDG_CACHE_HOME: keep
	// the warm one, or the build starts from nothing.
	gocache, err := exec.Command(goBin, "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	env := append(os.Environ(),
		"PATH="+filepath.Dir(goBin)+string(os.PathListSeparator)+os.Getenv("PATH"),
		"GOCACHE="+strings.TrimSpace(string(gocache)),
		"XDG_CACHE_HOME="+cache,
		"PROOFGATE_RELEASE_BASE_URL="+closed,
		"CLAUDE_PLUGIN_DATA=",
	)
	out := runLauncher(t, repoRoot, env, "--version")
	if want := pluginVersion(t) + "-src"; !strings.Contains(out, want) {
		t.Errorf("got %q, want the version %q of a source build", out, want)
	}
	builds, _ := filepath.Glob(filepath.Join(cache, "proofgate", "build", "*", "proofgate"))
	if len(builds) != 1 {
		t.Errorf("want one cached build, got %v", builds)
	}
}
