// Package shell finds the simple commands in a shell command line, so that
// callers judge what a command runs rather than which substrings it contains.
//
// Parse understands Bash: lists, pipelines, subshells, command substitutions,
// loops and functions are walked, quotes are removed, and wrappers such as
// sudo, env, time, nice or xargs are seen through. Words it cannot resolve
// without running the shell (a $VAR, a $(…)) keep their source text and are
// marked as not literal.
package shell

import (
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// Command is one simple command of a line.
type Command struct {
	// Args are the command's words after wrappers are removed; Args[0] is
	// the program. A command of redirections alone ("> out.log") has none.
	// Literal[i] says whether Args[i] is exact.
	Args    []string
	Literal []bool
	// Wrappers are the programs that were seen through, in order (sudo, env…).
	Wrappers []string
	// Masked is true when the line's exit status does not reflect this
	// command: it feeds a pipe, runs in the background, is negated, or is
	// followed by ';' or '||'.
	Masked bool
	// Piped is true when the command's output feeds another command.
	Piped bool
	// Nested is true for a command inside $(…), `…` or <(…).
	Nested bool
	// Redirects are the command's own redirections ("> out.log").
	Redirects []Redirect
	// Pipeline numbers the pipeline the command is a stage of, from 1 in
	// source order; 0 when the command is not part of a pipeline.
	Pipeline int
	// Assigns are the NAME=value words that apply to this command only
	// ("env A=1 make"; ParseEnv also records "PGHOST=db psql").
	Assigns []string
	// Dir is the working directory the command runs in, following cd in
	// the line, or "" when it cannot be told. ParseEnv only.
	Dir string
	// Chdir is the directory a wrapper moved the command into (env -C
	// DIR, sudo -D DIR), as written; ChdirUnknown is set when that word's
	// value cannot be told. ParseEnv folds it into Dir.
	Chdir        string
	ChdirUnknown bool
	// Replace is the string xargs -I (-i, --replace, BSD -J) stands for
	// each input line with, when a wrapper xargs was given one, and "{}"
	// in a command find runs (FindExecs).
	Replace string
}

// Redirect is one redirection of a command.
type Redirect struct {
	Op      string // ">", ">>", "<", "2>&1"'s ">&", …
	Fd      string // the descriptor written before Op ("2" of "2> err.log"); "" for the default
	Target  string
	Literal bool
	// Body is the text of a here-document ("<<EOF"); a here-string's
	// ("<<<") text is its Target.
	Body string
}

// Name returns the program the command runs, without its directory
// ("/usr/bin/rm" → "rm"), or "" for a bare assignment or redirection.
func (c Command) Name() string {
	if len(c.Args) == 0 {
		return ""
	}
	name := c.Args[0]
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	return name
}

// parsers hands each caller its own parser: a syntax.Parser keeps state
// while it parses, so one shared by goroutines is a data race.
var parsers = sync.Pool{New: func() any { return syntax.NewParser(syntax.Variant(syntax.LangBash)) }}

// parseBash parses src with a parser of its own.
func parseBash(src string) (*syntax.File, error) {
	p := parsers.Get().(*syntax.Parser)
	defer parsers.Put(p)
	return p.Parse(strings.NewReader(src), "")
}

// Parse returns the simple commands of src in source order.
//
// When src is not valid Bash, Parse still returns its best reading, from
// splitting on operators and blanks, together with the syntax error, so a
// caller can choose to be conservative.
func Parse(src string) ([]Command, error) {
	file, err := parseBash(src)
	if err != nil {
		return scan(src), err
	}
	var w walker
	w.stmts(file.Stmts, false)
	return w.cmds, nil
}
