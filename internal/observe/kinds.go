package observe

// kinds is the set of kinds one simple command verifies: usually one, a
// few for a runner given several targets ("make lint test") or a tool
// that does two jobs ("dart analyze" lints and type-checks).
type kinds uint8

// kindOrder is the order a command's kinds are reported in: cheapest
// first, as a pipeline runs them.
var kindOrder = [...]Kind{Lint, Typecheck, Build, Test, Run, Deploy, Audit}

// The sets the output readers serve, as constants: a package variable set
// by a call (of(Test)) is work every hook process does before main, and
// most never read output. TestKindSetConstants holds each to of.
const (
	tests    kinds = 1 << 3                // of(Test)
	linting  kinds = 1<<0 | 1<<1           // of(Lint, Typecheck)
	building kinds = 1<<2 | 1<<1           // of(Build, Typecheck)
	anyKind  kinds = 1<<len(kindOrder) - 1 // every kind
)

func bit(k Kind) kinds {
	for i, o := range kindOrder {
		if o == k {
			return 1 << i
		}
	}
	return 0
}

// of is the set holding ks.
func of(ks ...Kind) kinds {
	var s kinds
	for _, k := range ks {
		s |= bit(k)
	}
	return s
}

func (s kinds) has(k Kind) bool { return s&bit(k) != 0 }

// list returns the kinds in kindOrder.
func (s kinds) list() []Kind {
	var out []Kind
	for i, k := range kindOrder {
		if s&(1<<i) != 0 {
			out = append(out, k)
		}
	}
	return out
}
