package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLayOut: every -pagecache state leaves the binary's bytes and its
// exec bit as they were; only the writes that made its cached pages differ.
func TestLayOut(t *testing.T) {
	data := bytes.Repeat([]byte("proofgate\x00"), 70_001) // not a multiple of any piece
	defer func(old string) { *pageCache = old }(*pageCache)
	for _, state := range []string{"readback", "written", "fetched", "whole", "built"} {
		t.Run(state, func(t *testing.T) {
			*pageCache = state
			path := filepath.Join(t.TempDir(), "proofgate")
			if err := os.WriteFile(path, data, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := layOut(path); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(got, data) {
				t.Fatalf("layOut changed the binary (%d bytes, want %d): %v", len(got), len(data), err)
			}
			if info, err := os.Stat(path); err != nil || info.Mode().Perm()&0o100 == 0 {
				t.Errorf("layOut left %v, want an executable", info.Mode())
			}
		})
	}
	*pageCache = "cached"
	if err := layOut(filepath.Join(t.TempDir(), "x")); err == nil || !strings.Contains(err.Error(), "want readback") {
		t.Errorf("an unknown state: err = %v, want the list of states", err)
	}
}
