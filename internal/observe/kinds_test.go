package observe

import "testing"

// TestKindSetConstants holds the output readers' kind sets, constants so
// that no hook process builds them at start, to the sets of named kinds
// they stand for.
func TestKindSetConstants(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want kinds
	}{
		{"tests", tests, of(Test)},
		{"linting", linting, of(Lint, Typecheck)},
		{"building", building, of(Build, Typecheck)},
		{"anyKind", anyKind, of(Test, Build, Lint, Typecheck, Run, Deploy, Audit)},
	} {
		if c.got != c.want {
			t.Errorf("%s = %06b, want %06b (%v)", c.name, c.got, c.want, c.want.list())
		}
	}
}
