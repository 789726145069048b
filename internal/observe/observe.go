// Package observe reads tool calls for what they prove: which files an edit
// changed and what kind they are, which verification commands a shell line
// ran, and whether those verifications passed.
//
// It reads the event, never the agent's description of it: a tool's
// "description" text is not a command, and output text is consulted only for
// a verification whose exit status the shell line hid.
package observe

// Kind is what a verification command proves.
type Kind string

const (
	Test      Kind = "test"
	Build     Kind = "build"
	Lint      Kind = "lint"
	Typecheck Kind = "typecheck"
	Run       Kind = "run"    // running the program, a script, or a curl smoke check
	Deploy    Kind = "deploy" // deploy, publish or apply to an environment
)

// Check is one verification found in a shell line.
type Check struct {
	Kind Kind
	// Masked is true when the line's exit status does not reflect this
	// check (it was piped, or followed by ';' or '||').
	Masked bool
}
