package bench_test

import (
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	// Linked by the hook binary, not otherwise by this test.
	_ "github.com/proofgate/proofgate/internal/demo"
	_ "github.com/proofgate/proofgate/internal/doctor"
	_ "github.com/proofgate/proofgate/internal/harness"
	_ "github.com/proofgate/proofgate/internal/replay"
	_ "github.com/proofgate/proofgate/internal/report"
	_ "github.com/proofgate/proofgate/internal/stack"
	_ "github.com/proofgate/proofgate/internal/status"
)

// initAllowed are the packages of proofgate's that may run code before
// main: internal/stack, whose init is its purpose (it grows the stack
// before the others initialise). Every other one runs none. Every hook
// process pays for what runs at start, whatever the event: classify's
// word sets, built as maps at start, were a quarter of an empty event's
// instructions, and detect's, guard's and gate's tables another 800
// allocations; even a package that allocates nothing (observe's kind
// sets, rx's table of metacharacters) faults in a page of its code and one
// of the data it writes. A table a package needs is a constant, a switch,
// a static array, or built on the path that reads it (package once); data
// only the tests read is built when they call for it (gate's rule
// examples). classify's patterns are composite literals the compiler lays
// out statically, where registering them at start wrote a page or two in
// every process.
//
// The blank imports above link the packages that the hook binary has and
// this test would not.
var initAllowed = []string{module + "internal/stack"}

// notOnHookPath are packages whose init is costly and that no hook needs
// on Linux and macOS: adrg/xdg works out every XDG and user directory
// (reading ~/.config/user-dirs.dirs) at start; internal/basedir names
// the two that proofgate uses when asked.
var notOnHookPath = []string{"github.com/adrg/xdg"}

// module is the prefix of proofgate's own packages.
const module = "github.com/proofgate/proofgate/"

// TestInitRunsNothing runs the test binary again with
// GODEBUG=inittrace=1, which reports each package whose initialisation
// runs code, and fails for every package of proofgate's that the hook
// binary links and initAllowed does not name. It reads which packages
// run, not how long, so the load of the machine does not move it.
func TestInitRunsNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	held := map[string]bool{}
	for _, pkg := range goList(t, "../../cmd/proofgate") {
		if strings.HasPrefix(pkg, module+"internal/") {
			held[pkg] = true
		}
	}
	linked := map[string]bool{}
	for _, pkg := range goList(t, "-test", ".") {
		linked[pkg] = true
	}
	for pkg := range held {
		if !linked[pkg] {
			t.Errorf("the hook binary links %s and this test does not: inittrace cannot hold it (add a blank import)", pkg)
		}
	}
	for _, pkg := range initAllowed {
		if !held[pkg] {
			t.Errorf("%s may initialise but the hook binary does not link it", pkg)
		}
	}

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	line := regexp.MustCompile(`(?m)^init (\S+) @.* ([0-9]+) bytes, ([0-9]+) allocs$`)
	for _, m := range line.FindAllStringSubmatch(string(out), -1) {
		if slices.Contains(notOnHookPath, m[1]) && (runtime.GOOS == "linux" || runtime.GOOS == "darwin") {
			t.Errorf("%s is linked into the hook path and runs its init (%s bytes, %s allocations)", m[1], m[2], m[3])
		}
		if held[m[1]] && !slices.Contains(initAllowed, m[1]) {
			t.Errorf("%s runs code at start (%s bytes, %s allocations): make its package variables constants or static data, or build them on first use", m[1], m[2], m[3])
		}
	}
}

// goList returns the packages that go list -deps names for args.
func goList(t *testing.T, args ...string) []string {
	t.Helper()
	out, err := exec.Command("go", append([]string{"list", "-deps"}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	return strings.Fields(string(out))
}
