package gate

import (
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/scenario"
)

var unverifiedRequested = Rule{
	ID:     "unverified.requested",
	Family: "mode",
	Doc: `The user asked the agent to run the tests ("… and run the tests", "make sure the
tests still pass", a plan whose verification step names a test command), this turn changed
behaviour (or the session did, and the prompt asks only for the run: "Make sure the test
suite is green before you hand it back"), and no test run passed after the last change: a
build or a lint does not answer that request, and handing the run back ("ready for manual
verification") without a reason does not either. A reasoned gap ("the suite needs the staging database"), a waiver, a
question to the user or a test run still in the background passes.`,
	Examples: func() Examples {
		return Examples{
			Fire: []scenario.Session{
				session("Done: access() always grants now and create() uses the process uid. Build passes. Ready for manual verification.",
					prompt("Implement the plan:\n1. access() always grants.\n2. create() uses getuid().\n\nVerification: run `cargo test --features fuse`."),
					edit("src/fuse/ops.rs", "if req.uid() != attr.uid { return EACCES }", "// single-user vault: access is granted"),
					bash("cargo check --features fuse", 0, "    Finished dev [unoptimized] target(s) in 3.1s")),
				// The prompt asks only for the run of the earlier change.
				session("## Checks\n\nLint and typecheck are clean, and the test suite is green ✅",
					prompt("Replace the MD5 password hashing in src/auth/password.ts with argon2id."),
					edit("src/auth/password.ts", "return createHash('md5').update(pw).digest('hex');", "return argon2.hash(pw, { type: argon2.argon2id });"),
					prompt("Make sure the test suite is green before you hand it back."),
					bash("npm run lint", 0, "> eslint src --ext .ts"),
					bash("npx tsc --noEmit", 0, "")),
			},
			Pass: []scenario.Session{
				session("access() always grants now; `cargo test --features fuse` passes (121 tests).",
					prompt("Implement the plan and run `cargo test --features fuse`."),
					edit("src/fuse/ops.rs", "if req.uid() != attr.uid { return EACCES }", "// single-user vault: access is granted"),
					bash("cargo test --features fuse", 0, "test result: ok. 121 passed; 0 failed; 0 ignored")),
				session("Renamed the flag; `go build ./...` passes.",
					prompt("Rename the --verbose flag to --debug."),
					edit("cmd/root.go", `"verbose"`, `"debug"`),
					bash("go build ./...", 0, "")),
			},
		}
	},
	check: func(s *stop) (finding, bool) {
		if !s.l.TestsAsked || s.ev.lastChange == 0 || s.testedAfterChange() || s.ev.unseen() || s.exemption() != "" {
			return finding{}, false
		}
		changes := s.ev.turn
		if len(changes) == 0 {
			// The prompt asks for the run of the session's earlier work.
			for _, c := range s.l.Changes {
				if c.Behavioural() {
					changes = append(changes, c)
				}
			}
		}
		return finding{reason: requestedReason(s, changes)}, true
	},
}

// testedAfterChange reports a test run that passed after the session's
// last behavioural change.
func (s *stop) testedAfterChange() bool {
	c := s.ev.latest[observe.Test]
	return c != nil && c.Passed()
}
