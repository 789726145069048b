package bench_test

import (
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// initBudget bounds what a package may allocate before main, in bytes.
// Every hook process pays for it, whatever the event: classify's word
// sets, built as maps at start, were a quarter of an empty event's
// instructions. A table a package needs is a switch, a static array, or
// built on the path that reads it.
//
// A package with nothing to initialise is not reported at all; it counts
// as zero bytes, once the test has made sure the binary links it.
var initBudget = map[string]int{
	"github.com/proofgate/proofgate/internal/classify": 4 << 10,
	"github.com/proofgate/proofgate/internal/detect":   0,
	"github.com/proofgate/proofgate/internal/observe":  0,
	"github.com/proofgate/proofgate/internal/guard":    0,
	// gate's rules carry their example sessions (Fire, Pass, Warn), which
	// only the tests read; session's variadic events are a slice the
	// compiler cannot lay out as data, about 80 allocations. The rest of
	// the package is data.
	"github.com/proofgate/proofgate/internal/gate": 40 << 10,
}

// notOnHookPath are packages whose init is costly and that no hook needs
// on Linux and macOS: adrg/xdg works out every XDG and user directory
// (reading ~/.config/user-dirs.dirs) at start; internal/basedir names
// the two that proofgate uses when asked.
var notOnHookPath = []string{"github.com/adrg/xdg"}

// TestInitBuildsLittle runs the test binary again with
// GODEBUG=inittrace=1, which reports each package's initialisation, and
// holds the packages in initBudget to their budgets. It counts bytes, not
// time, so the load of the machine does not move it.
func TestInitBuildsLittle(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	line := regexp.MustCompile(`(?m)^init (\S+) @.* ([0-9]+) bytes, ([0-9]+) allocs$`)
	seen := map[string]bool{}
	for _, m := range line.FindAllStringSubmatch(string(out), -1) {
		if slices.Contains(notOnHookPath, m[1]) && (runtime.GOOS == "linux" || runtime.GOOS == "darwin") {
			t.Errorf("%s is linked into the hook path and runs its init (%s bytes, %s allocations)", m[1], m[2], m[3])
		}
		budget, ok := initBudget[m[1]]
		if !ok {
			continue
		}
		seen[m[1]] = true
		if n, _ := strconv.Atoi(m[2]); n > budget {
			t.Errorf("%s allocates %d bytes in %s allocations at start; its budget is %d", m[1], n, m[3], budget)
		}
	}
	var unseen []string
	for pkg := range initBudget {
		if !seen[pkg] {
			unseen = append(unseen, pkg)
		}
	}
	if len(unseen) == 0 {
		return
	}
	// A path that inittrace did not report must still be one the test
	// binary links: a misspelt path would otherwise pass as "nothing".
	deps, err := exec.Command("go", "list", "-deps", "-test", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	linked := map[string]bool{}
	for _, p := range strings.Fields(string(deps)) {
		linked[p] = true
	}
	for _, pkg := range unseen {
		if !linked[pkg] {
			t.Errorf("%s is not linked into this test binary; inittrace cannot hold it", pkg)
		}
	}
}
