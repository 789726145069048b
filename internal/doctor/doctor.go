// Package doctor checks a proofgate installation and says, for anything
// wrong, how to fix it. Unlike the hooks it may run programs: it is run by
// a person, not on the agent's critical path.
package doctor

import (
	"context"
	"fmt"
	"io"
	"time"
)

// Result is the outcome of one check.
type Result struct {
	Name   string `json:"name"`
	Status Status `json:"status"`
	Detail string `json:"detail"`
	Fix    string `json:"fix,omitempty"`
}

// Status is a check's outcome.
type Status string

const (
	OK   Status = "ok"
	Warn Status = "warn" // worth knowing, not broken
	Fail Status = "fail"
)

// Env is what the checks look at.
type Env struct {
	PluginRoot string // the plugin's root directory
	ProjectDir string // the project whose configuration is checked
	StateDir   string // where ledgers live
	CodexHome  string // Codex CLI's home (CODEX_HOME, else ~/.codex); "" when unknown
	// Run runs a program and returns its standard output; LookPath finds
	// one on PATH. Tests replace both.
	Run      func(ctx context.Context, name string, args ...string) ([]byte, error)
	LookPath func(string) (string, error)
}

// Check runs every check in order.
func Check(env Env) []Result {
	var results []Result
	add := func(r ...Result) { results = append(results, r...) }
	add(checkManifests(env.PluginRoot)...)
	add(checkHooks(env.PluginRoot)...)
	add(checkLauncher(env))
	add(checkState(env.StateDir))
	add(checkConfig(env.ProjectDir)...)
	add(checkClient(env))
	add(checkCodex(env)...)
	return results
}

// Failed reports whether any result failed.
func Failed(results []Result) bool {
	for _, r := range results {
		if r.Status == Fail {
			return true
		}
	}
	return false
}

// Write prints one line per result with a mark, and the fix under it.
func Write(w io.Writer, results []Result) {
	marks := map[Status]string{OK: "✓", Warn: "!", Fail: "✗"}
	for _, r := range results {
		fmt.Fprintf(w, "%s %s: %s\n", marks[r.Status], r.Name, r.Detail)
		if r.Fix != "" && r.Status != OK {
			fmt.Fprintf(w, "    fix: %s\n", r.Fix)
		}
	}
}

// timeout bounds each program doctor runs; the launcher may build the
// binary from source on its first run.
const timeout = 3 * time.Minute

func ok(name, detail string) Result { return Result{Name: name, Status: OK, Detail: detail} }

func fail(name, detail, fix string) Result {
	return Result{Name: name, Status: Fail, Detail: detail, Fix: fix}
}

func warn(name, detail, fix string) Result {
	return Result{Name: name, Status: Warn, Detail: detail, Fix: fix}
}
