// Package observe reads tool calls for what they prove: which files an edit
// changed and what kind they are, which verification commands a shell line
// ran, and whether those verifications passed.
//
// It reads the event, never the agent's description of it: a tool's
// "description" text is not a command, and output text is consulted only
// where the exit status does not tell: for a verification whose status the
// shell line hid, for a test run that may have tested nothing, and for the
// checks a git hook reports inside a commit's output.
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
	// Audit looks the dependencies up in an advisory database, or the
	// files and history for secrets: it checks no code (see audit.go).
	Audit Kind = "audit"
)

// Check is one verification found in a shell line.
type Check struct {
	Kind Kind
	// Masked is true when the line's exit status does not reflect this
	// check (it was piped, or followed by ';' or '||', or the tool exits 0
	// whatever it finds, as gofmt -l does).
	Masked bool
	// Stash is the last move its line made on the stash before it:
	// Stashed when it ran with the stashed changes out of the work tree
	// (git stash && go test; git stash pop), Unstashed when they had come
	// back, StashNone when the line left the stash as earlier lines had.
	Stash StashMove

	// How the output speaks for the check; set by the Recognizer.
	tool     string // the program, for readers of one tool's own format (gofmt)
	echo     echo   // whether the line prints the check's exit status
	filtered bool   // a filter after it keeps every failure line (grep -v '^ok')
	window   int    // the fewest lines a head or tail after it keeps; 0: none
	selected bool   // a build or run piped into a grep for what it should print
	part     part   // where its output lies in the call's output
	fixer    bool   // a linter told to fix what it finds (eslint --fix): only its failure tells
	serves   bool   // a run of a server or a watcher (see Serves)
	status   bool   // a curl that prints the response's status code (-w '%{http_code}')
	runs     bool   // a look at CI runs whose rows tell the result (gh run list)
}

// echo says whether an "exit=$?" the line prints is this check's status.
type echo uint8

const (
	echoUnknown echo = iota // no status echo seen: trust one in the output
	echoOwn                 // an echo right after the check prints its status
	echoOther               // an echo prints another command's status (a pipe's last stage)
)
