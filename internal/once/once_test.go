package once

import (
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

var built int

var table = Value[map[string]bool]{Build: func() map[string]bool {
	built++
	return map[string]bool{"a": true}
}}

func TestGetBuildsOnce(t *testing.T) {
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if !table.Get()["a"] {
				t.Error("Get lost the value")
			}
		})
	}
	wg.Wait()
	if built != 1 {
		t.Errorf("built %d times, want 1", built)
	}
}

// TestNoInitWork holds the point of the package: a package-level Value is
// data, so this package has nothing to initialise, and inittrace, which
// reports every package that runs init work, does not name it.
func TestNoInitWork(t *testing.T) {
	if os.Getenv("ONCE_CHILD") == "1" {
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoInitWork$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "ONCE_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if strings.Contains(string(out), "init github.com/proofgate/proofgate/internal/once ") {
		t.Errorf("the package runs init work:\n%s", out)
	}
}
