package ledger

import (
	"os"
	"regexp"
	"slices"
	"testing"

	"github.com/proofgate/proofgate/internal/observe"
)

func TestReadsRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		toolchains              []observe.Toolchain
		formatOnly, patternOnly bool
	}{
		{nil, false, false},
		{[]observe.Toolchain{"go"}, false, false},
		{[]observe.Toolchain{"js"}, false, true},
		{[]observe.Toolchain{"go"}, true, false},
		{[]observe.Toolchain{"dart", "swift", "jvm"}, false, false}, // flutter
		{readsToolchains[:], true, true},
	} {
		r, ok := PackReads(observe.Reads{Toolchains: tc.toolchains, FormatOnly: tc.formatOnly, PatternOnly: tc.patternOnly})
		if !ok || !r.Recorded() {
			t.Fatalf("PackReads(%v) = %b, %v", tc.toolchains, r, ok)
		}
		back := r.Unpack()
		got := back.Toolchains
		want := slices.Clone(tc.toolchains)
		slices.SortFunc(want, func(a, b observe.Toolchain) int {
			return slices.Index(readsToolchains[:], a) - slices.Index(readsToolchains[:], b)
		})
		if !slices.Equal(got, want) || (got == nil) != (tc.toolchains == nil) ||
			back.FormatOnly != tc.formatOnly || back.PatternOnly != tc.patternOnly {
			t.Errorf("%v, %v, %v packed as %b reads back as %+v", tc.toolchains, tc.formatOnly, tc.patternOnly, r, back)
		}
	}
}

func TestReadsNotRecorded(t *testing.T) {
	if _, ok := PackReads(observe.Reads{Toolchains: []observe.Toolchain{"go", "cobol"}}); ok {
		t.Error("a toolchain Reads has no bit for was packed")
	}
	full, _ := PackReads(observe.Reads{Toolchains: readsToolchains[:], FormatOnly: true, PatternOnly: true})
	for _, r := range []Reads{0, full &^ readsRecorded, full | readsToolchain0<<len(readsToolchains), -1} {
		if r.Recorded() {
			t.Errorf("%b reads as recorded", r)
		}
	}
}

// TestReadsToolchainBits pins each toolchain's bit: ledgers outlive the
// binary that wrote them, so the list only grows at its end.
func TestReadsToolchainBits(t *testing.T) {
	want := []observe.Toolchain{"go", "js", "python", "rust", "jvm", "dotnet", "ruby", "php", "swift", "dart"}
	if !slices.Equal(readsToolchains[:len(want)], want) {
		t.Errorf("readsToolchains = %v, must start with %v", readsToolchains, want)
	}
}

// TestReadsHoldEveryToolchain: every toolchain observe can name has a bit,
// read from observe's source (its tables are switches), so that no check's
// reads are left to the stop to work out. A toolchain added there without
// a bit here fails this test.
func TestReadsHoldEveryToolchain(t *testing.T) {
	src, err := os.ReadFile("../observe/toolchain.go")
	if err != nil {
		t.Fatal(err)
	}
	names := regexp.MustCompile(`return "([a-z]+)", true|Toolchain\{([^}]*)\}`).FindAllStringSubmatch(string(src), -1)
	if len(names) < 10 {
		t.Fatalf("found %d toolchains in observe/toolchain.go: has its shape changed?", len(names))
	}
	for _, m := range names {
		for _, name := range regexp.MustCompile(`[a-z]+`).FindAllString(m[1]+" "+m[2], -1) {
			if !slices.Contains(readsToolchains[:], observe.Toolchain(name)) {
				t.Errorf("toolchain %q of observe has no bit in readsToolchains", name)
			}
		}
	}
}
