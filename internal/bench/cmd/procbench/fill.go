package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/ledger"
)

// A full ledger for the after-10k cases, written by the code of the
// checkout measured. Filled in this process, every checkout would meet the
// ledger this checkout records: a change to what a ledger keeps (its lists'
// bounds, its format) would be measured against a base that reads the new
// ledger too, and show as nothing. Each checkout's filler is its own
// bench.FillLedger and ledger store, built from its tree with an overlay
// that adds fillSource as a package of its module, so that nothing is
// written into the tree.

// fillPackage is where the overlay puts fillSource in a checkout: inside
// its module, so that it may import the module's internal packages.
const fillPackage = "internal/procbenchfill"

// fillSource records 10,000 tool events into the ledger of a session in a
// state directory: procbench-fill STATE SESSION CWD.
const fillSource = `package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/ledger"
)

func main() {
	p := bench.DefaultParams()
	p.Session, p.Cwd = os.Args[2], os.Args[3]
	store, err := ledger.Open(filepath.Join(os.Args[1], "proofgate", "ledgers"))
	if err == nil {
		_, err = store.Update(p.Session, p.Cwd, func(l *ledger.Ledger) error {
			bench.FillLedger(l, p, 0, 10000)
			return nil
		})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
`

// filler fills a state directory's ledger for session p.
type filler func(state string, p bench.Params) error

// buildFiller builds the checkout at root's filler in dir. A checkout from
// before bench.FillLedger, or with another API, has none: the caller then
// fills its ledgers with fillHere.
func buildFiller(root, dir string) (filler, error) {
	root, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	src := filepath.Join(dir, "main.go")
	if err := os.WriteFile(src, []byte(fillSource), 0o600); err != nil {
		return nil, err
	}
	overlay, err := json.Marshal(map[string]map[string]string{
		"Replace": {filepath.Join(root, filepath.FromSlash(fillPackage), "main.go"): src},
	})
	if err != nil {
		return nil, err
	}
	overlayFile := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o600); err != nil {
		return nil, err
	}
	bin := filepath.Join(dir, "procbench-fill")
	build := exec.Command("go", "build", "-overlay", overlayFile, "-o", bin, "./"+fillPackage)
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%v\n%s", err, strings.TrimSpace(string(out)))
	}
	return func(state string, p bench.Params) error {
		out, err := exec.Command(bin, state, p.Session, p.Cwd).CombinedOutput()
		if err != nil {
			return fmt.Errorf("%v: %s", err, out)
		}
		return nil
	}, nil
}

// fillHere fills the ledger with this checkout's code, and beside it the
// single-document file that checkouts from before journals read; this
// checkout reads the journal and ignores the copy.
func fillHere(state string, p bench.Params) error {
	store, err := ledger.Open(filepath.Join(state, "proofgate", "ledgers"))
	if err != nil {
		return err
	}
	_, err = store.Update(p.Session, p.Cwd, func(l *ledger.Ledger) error {
		bench.FillLedger(l, p, 0, 10000)
		return nil
	})
	if err != nil {
		return err
	}
	l, err := store.Load(ledger.Key(p.Session, p.Cwd))
	if err != nil {
		return err
	}
	data, err := json.Marshal(l)
	if err != nil {
		return err
	}
	legacy := strings.TrimSuffix(store.File(ledger.Key(p.Session, p.Cwd)), ".jsonl") + ".json"
	return os.WriteFile(legacy, data, 0o600)
}
