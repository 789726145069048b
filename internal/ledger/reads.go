package ledger

import "github.com/proofgate/proofgate/internal/observe"

// Reads is what a check's command line reads, as a stop's coverage asks it
// (gate.ReadsOf): the ecosystems it runs, and whether it only formats or
// only lints for patterns. The hooks work it out when they record the
// check, so that a stop parses none of the ledger's lines: the shell
// parser was a Stop's costliest code, run for nothing else. It is one
// number so that every hook's reading of the ledger stays as cheap as
// before it was kept: as a struct with a list it cost each check three
// allocations, on every event of a long session.
//
// Bit 0 says it was recorded, bits 1 and 2 are FormatOnly and PatternOnly,
// and bit 3+i is toolchain i of readsToolchains. 0 (a ledger from before it
// was kept) or a bit this version does not know (one a newer proofgate
// wrote) reads as not recorded, and the stop works it out from the line.
type Reads int

const (
	readsRecorded Reads = 1 << iota
	readsFormatOnly
	readsPatternOnly
	readsToolchain0
)

// readsToolchains are the toolchains a Reads holds, a bit each. Append
// only: a ledger outlives the binary that wrote it.
var readsToolchains = [...]observe.Toolchain{"go", "js", "python", "rust", "jvm", "dotnet", "ruby", "php", "swift", "dart", "container"}

// PackReads packs what a command line reads; ok is false when a toolchain
// is not one of readsToolchains, and the stop is then left to work it out.
func PackReads(rd observe.Reads) (r Reads, ok bool) {
	r = readsRecorded
	if rd.FormatOnly {
		r |= readsFormatOnly
	}
	if rd.PatternOnly {
		r |= readsPatternOnly
	}
next:
	for _, t := range rd.Toolchains {
		for i, known := range readsToolchains {
			if t == known {
				r |= readsToolchain0 << i
				continue next
			}
		}
		return 0, false
	}
	return r, true
}

// Recorded reports whether r holds an answer this version can read.
func (r Reads) Recorded() bool {
	return r&readsRecorded != 0 && r>>(3+len(readsToolchains)) == 0
}

// Unpack returns what r holds, its toolchains in readsToolchains' order
// (nil for none, as observe.CommandToolchains gives it).
func (r Reads) Unpack() observe.Reads {
	out := observe.Reads{FormatOnly: r&readsFormatOnly != 0, PatternOnly: r&readsPatternOnly != 0}
	for i, t := range readsToolchains {
		if r&(readsToolchain0<<i) != 0 {
			out.Toolchains = append(out.Toolchains, t)
		}
	}
	return out
}
