package observe

import "strings"

// Languages whose test runner is a call in an inline program rather than
// a command of its own: julia --project -e 'using Pkg; Pkg.test()',
// Rscript -e 'devtools::test()'. Any other inline program, or a script,
// is read as interpreter reads it.

func julia(args []string) kinds {
	if evalCalls(args, []string{"-e", "--eval"}, "Pkg.test(") {
		return of(Test)
	}
	return interpreter(args)
}

func rscript(args []string) kinds {
	if evalCalls(args, []string{"-e"}, "test()", "test_dir(", "test_check(", "test_local(", "test_file(") {
		return of(Test)
	}
	return interpreter(args)
}

// evalCalls reports an inline program, after one of flags, that calls
// one of calls.
func evalCalls(args, flags []string, calls ...string) bool {
	for i := 0; i+1 < len(args); i++ {
		for _, f := range flags {
			if args[i] != f {
				continue
			}
			for _, c := range calls {
				if strings.Contains(args[i+1], c) {
					return true
				}
			}
		}
	}
	return false
}
