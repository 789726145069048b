// Package guard is proofgate's policy engine: it judges one Bash or
// PowerShell command, one file about to be written, or one file a Read,
// Grep or Glob call looks into, and says whether the call may run
// (Allow), needs the user's confirmation (Ask) or must be stopped (Deny).
//
// The contract:
//   - Judgements are pure: no file system, environment or subprocess is
//     consulted; everything known about the session comes in a Context.
//   - Commands are judged by what they run, not by the substrings they
//     contain: Bash is parsed with mvdan.cc/sh (see internal/shell), every
//     simple command is visited, wrappers, quotes, literal variables, cd and
//     literal "bash -c"/"eval" strings are seen through. Text that merely
//     mentions a command (echo "rm -rf /", a commit message) is allowed.
//   - When several rules match, the strictest decision wins; a Verdict that
//     is not Allow always names its Rule and a Reason.
//   - Input that does not parse is judged from a conservative token scan,
//     and no input makes a function panic.
//
// Decisions the policy left open:
//   - Deletion targets resolve against the command's working directory,
//     following cd inside the line. Inside the project (but not the root
//     itself, its .git, or its parents) is allowed. Outside it, only a
//     path strictly below a system temp directory (/tmp, /var/tmp,
//     /private/tmp, /dev/shm, macOS /var/folders, Windows %TEMP%) is
//     allowed: rm -rf /tmp/build-1 and /tmp/pytest-* are scratch, rm -rf
//     /tmp and /tmp/* are everyone's scratch and are denied. The home directory is outside the
//     project like any other path (rm -rf ~/.cache/x is denied). A
//     session whose project is the home directory (or /) has no real
//     project: home's top-level entries (~/Documents) stay protected.
//   - A deletion target whose value cannot be told ($DIR unset, $(cmd))
//     is denied only when nothing literal narrows it: rm -rf "$X",
//     "$X"/ and $X/* with -r (and, for the bare "$X", -f) could be / when
//     X is empty. "$DIR/build" names one entry and is allowed, as is any
//     non-recursive rm -f "$TMPFILE". A literal prefix with an unknown
//     entry ("$HOME/$X", "/etc/$X") is judged as an entry of that prefix.
//   - find -delete with a narrowing test (-name, -path, -mtime…) may run
//     on the project root or the temp directory, not on /, ~ or paths
//     outside the project.
//   - A force push that names only branches other than main/master asks
//     (force-push: the commits it replaces are gone for everyone); a
//     force push to main or master, or one whose branch cannot be told
//     (no refspec, HEAD), is denied; every other push asks. --dry-run
//     allows.
//   - rm -rf * (or ./*, $(ls)) in the project root deletes the project,
//     like rm -rf .; in a subdirectory it is allowed.
//   - A repository's committed configuration may only tighten a rule
//     (see Tighten); loosening comes from the user.
//   - Publishing asks (remote-write) by what the tool runs, not its
//     name: Maven's deploy phase and deploy, release and staging goals,
//     Gradle's publish… tasks but publishToMavenLocal, helm push, image
//     pushes. A registry on this machine (localhost, 127.0.0.1, ::1) is
//     no publishing; Maven's -Dmaven.deploy.skip, a release's -DdryRun
//     and Gradle's --dry-run are read.
//   - A sync that deletes at its destination what its source lacks
//     (rsync --delete, rclone sync, aws s3 sync --delete, gsutil rsync -d,
//     gcloud storage rsync --delete-unmatched-destination-objects) is
//     judged by its destination: on this machine like rm -rf DEST/*
//     (inside the project is allowed; the project root, which holds .git,
//     and paths outside the project are denied); on another host or in a
//     bucket it asks, and another host's root or home (host:, host:~,
//     host:/) is denied.
//   - A SQL client whose host is an unresolved variable ("$DATABASE_URL")
//     is treated as remote; no host means the local socket.
package guard

import "strings"

// Decision is what the hook answers for a tool call.
type Decision string

// The three decisions, from least to most strict.
const (
	Allow Decision = "allow"
	Ask   Decision = "ask"
	Deny  Decision = "deny"
)

// strictness orders decisions so the strictest of several can be kept.
func (d Decision) strictness() int {
	switch d {
	case Deny:
		return 2
	case Ask:
		return 1
	}
	return 0
}

// Verdict is the judgement on one tool call. Rule is a stable identifier
// (see Rules), empty for Allow. Reason names the rule's meaning and the
// offending part, e.g. "deletes /home/dev: outside the project".
type Verdict struct {
	Decision Decision `json:"decision"`
	Rule     string   `json:"rule"`
	Reason   string   `json:"reason"`
}

// Context is where the command runs. All fields are absolute paths; Home
// may be empty.
type Context struct {
	Cwd     string // the session's working directory (the hook payload's cwd)
	Project string // the project root (CLAUDE_PROJECT_DIR, else Cwd)
	Home    string // the user's home directory
	// Own are proofgate's own directories (the plugin's root, its
	// configuration and state directories), from the environment and
	// never from a payload; the agent may not write into them.
	Own []string
}

// Bash judges a command line for the Bash tool.
func Bash(command string, ctx Context) Verdict {
	return judgeWith(ctx, func(j *judge) {
		j.line = command
		j.bash(command, j.paths.cwd, 0)
	})
}

// PowerShell judges a command line for the PowerShell tool.
func PowerShell(command string, ctx Context) Verdict {
	return judgeWith(ctx, func(j *judge) {
		j.line = command
		if m := switchesOff(command); m != "" && strings.Contains(strings.ToLower(command), "setenvironmentvariable") {
			j.add(Deny, ruleSelfProtect, "sets "+m+" for every later session")
		}
		j.powershell(command, 0)
	})
}

// Path judges a file that an Edit, Write, MultiEdit or NotebookEdit call is
// about to write.
func Path(path string, ctx Context) Verdict {
	return Write(path, "", ctx)
}

// Write judges a file an editing tool is about to write, with the text it
// writes (Write's content, an Edit's new strings) when known.
func Write(path, text string, ctx Context) Verdict {
	return judgeWith(ctx, func(j *judge) {
		p := j.paths.abs(path, j.paths.cwd)
		if kind := secretKind(p); kind != "" {
			j.add(Deny, ruleWriteSecret, "writes "+path+": "+kind)
		}
		if d, rule, why := j.paths.protection(p, text); d != Allow {
			j.add(d, rule, "writes "+display(path)+": "+why)
		}
	})
}

// judgeWith runs one judgement. A bug that panics becomes a denial rather
// than a crash of the hook: a guard that cannot judge a command must not
// let it through silently.
func judgeWith(ctx Context, run func(*judge)) (v Verdict) {
	defer func() {
		if r := recover(); r != nil {
			v = Verdict{Decision: Deny, Rule: ruleInternal, Reason: "the guard could not judge this command"}
		}
	}()
	j := newJudge(ctx)
	run(j)
	return j.verdict
}

// judge accumulates the strictest verdict over everything one call runs.
type judge struct {
	paths   resolver
	verdict Verdict
	// line is the command line being judged, as the tool got it.
	line string
	// runs counts the commands built from xargs' and parallel's inputs
	// (see spendRun).
	runs int
	// psDir is PowerShell's current location, following Set-Location.
	psDir string
	// gitAliases are aliases the command line defines (git config alias.x),
	// aliases its shell aliases (alias rm='rm -rf').
	gitAliases, aliases map[string]string
	// kubeContext is the kubectl context the line switched to.
	kubeContext string
	// silent are the pipelines of the line being judged whose output
	// shows no values (see markSilent).
	silent map[int]bool
}

func newJudge(ctx Context) *judge {
	j := &judge{paths: newResolver(ctx), verdict: Verdict{Decision: Allow}, gitAliases: map[string]string{}, aliases: map[string]string{}}
	j.psDir = j.paths.cwd
	return j
}

func (j *judge) add(d Decision, rule, reason string) {
	if d.strictness() > j.verdict.Decision.strictness() {
		j.verdict = Verdict{Decision: d, Rule: rule, Reason: reason}
	}
}
