package main

import (
	"os"
	"os/exec"
	"path/filepath"
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
