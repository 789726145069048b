package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestHelloSourceBuilds: the floor every ratio is measured against is
// compiled from helloSource when the benchmark runs, so a broken source
// would only show there.
func TestHelloSourceBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(helloSource), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, "hello"), filepath.Join(dir, "main.go"))
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GO111MODULE=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the floor program does not build: %v\n%s", err, out)
	}
}

// TestStartOnlyBuild: the start row is proofgate's binary built with
// startOnlyTag, which must answer as the floor program does and nothing
// more, or the row would measure some of an event's work as start.
func TestStartOnlyBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds proofgate")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	// Built and laid out as the benchmark builds its start row.
	_, bin, _, err := buildPlugin(root, t.TempDir(), runtime.GOOS+"_"+runtime.GOARCH, startOnlyTag)
	if err != nil {
		t.Fatalf("the start-only binary does not build: %v", err)
	}
	for _, args := range [][]string{{"hook"}, {"status"}, {}} {
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(`{"hook_event_name":"Stop","session_id":"s","cwd":"/tmp","last_assistant_message":"All tests pass."}`)
		out, err := cmd.Output()
		if err != nil || string(out) != "{}\n" {
			t.Errorf("start-only proofgate %v = %q, %v; want {} and exit 0, as the floor program", args, out, err)
		}
	}
}
