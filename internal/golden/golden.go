// Package golden compares a test's output with a file under
// testdata/golden, the contract for what an adapter prints. Run the tests
// with -update to rewrite the files from the current output.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// Check compares got with testdata/golden/<name>.json of the package under
// test, ignoring the file's trailing newline.
func Check(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name+".json")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(got, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%s: %v (run go test -update)", name, err)
	}
	if strings.TrimSpace(string(want)) != string(got) {
		t.Errorf("%s:\n got %s\nwant %s", name, got, want)
	}
}
