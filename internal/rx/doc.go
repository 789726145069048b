// Package rx is Go's regexp package (go1.26.8's src/regexp: regexp.go,
// exec.go, backtrack.go and onepass.go; see LICENSE) with one addition: a
// regular expression can be compiled at build time. The changes to the
// engine keep every result regexp's and are each held to it by a test:
// programs laid out flat (prog.go), a large program backtracked over a
// prefix (backtrackPrefix), branches the next byte rules out not taken
// (firstbytes.go), and the backtracker reading its input as a string in
// line rather than through the input interface (inputText).
//
// Every hook is a process of its own, so a pattern compiled on first use
// is compiled on every event that reaches it: in issue #20's profile a
// third of a PostToolUse went to regexp.MustCompile. Go's regexp keeps its
// compiled program in unexported fields, so it cannot be built from data;
// this copy can. A package that matches text keeps its patterns in a
// generated Table (rxtest.Generate writes it, a test in the package checks that
// it matches the patterns in the source and rewrites it under -update),
// and asks the table instead of compiling:
//
//	re := regexps.MustCompile(`\bfoo\b`) // was regexp.MustCompile
//
// The table holds, for each expression, every field that regexp's compile
// derives from it (the instructions, the one-pass program, the literal
// prefix, ...) as Go composite literals, which the linker lays out as
// static data: looking a pattern up costs a binary search and one small
// allocation, and matching runs the same engine on the same program as
// regexp would, so every result is regexp's. An expression missing from
// the table is compiled at run time, as regexp would, so a stale table is
// slower, never wrong.
package rx
