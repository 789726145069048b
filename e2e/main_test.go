// Package e2e tests proofgate as users run it: the launcher under sh, and
// the whole plugin inside the real Claude Code client, driven headless
// against a scripted mock of the Messages API (see e2e/mockapi).
//
// The client tests need the native client binary, and the release tests a
// goreleaser snapshot in dist/:
//
//	npm install --no-save --prefix .cache/claude @anthropic-ai/claude-code-linux-x64@2.1.328
//	go tool -modfile=tools/go.mod goreleaser release --snapshot --clean
//	PROOFGATE_E2E_CLAUDE=$PWD/.cache/claude/node_modules/@anthropic-ai/claude-code-linux-x64/claude \
//	PROOFGATE_E2E_DIST=$PWD/dist go test ./e2e/...
//
// .ci/run does all that. Without them those tests skip, saying how to
// enable them; with CI=true they fail instead. The launcher tests need
// neither and always run.
package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// proofgateBin is the proofgate binary built from this checkout by TestMain.
var proofgateBin string

// repoRoot is the checkout's root directory.
var repoRoot string

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	wd, err := os.Getwd()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	repoRoot = filepath.Dir(wd)
	dir, err := os.MkdirTemp("", "proofgate-e2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	proofgateBin = filepath.Join(dir, "proofgate")
	if runtime.GOOS == "windows" {
		proofgateBin += ".exe"
	}
	build := exec.Command("go", "build", "-trimpath", "-o", proofgateBin, "./cmd/proofgate")
	build.Dir = repoRoot
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building proofgate: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}
