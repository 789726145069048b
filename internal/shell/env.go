package shell

import (
	"maps"
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Env is what a caller knows about the shell a line will run in. ParseEnv
// uses it to expand words as the shell would, without running anything.
type Env struct {
	// Dir is the working directory the line starts in ("" if unknown).
	Dir string
	// Home expands ~ and $HOME ("" if unknown).
	Home string
	// Vars are other variables known to be set.
	Vars map[string]string
	// Subst, if set, is asked for the output of a command substitution
	// whose commands are given (its own commands are not Nested, those of
	// substitutions inside it are); it reports false when the output
	// cannot be told without running them.
	Subst func(cmds []Command) (string, bool)
}

// maxLoop bounds how many literal items of a for loop are walked one by
// one, and maxBraces how many words one brace expansion yields.
const (
	maxLoop   = 16
	maxBraces = 64
	// maxWork bounds the extra walks (loop iterations, substitutions
	// evaluated) one line may cost, so nesting cannot make it exponential.
	maxWork = 256
	// maxCalls bounds function calls walked one inside another, and
	// maxArgs the positional parameters followed ("$@" "$@" doubles them).
	maxCalls = 8
	maxArgs  = 64
)

// ParseEnv is Parse that also follows the line's own effects: literal
// assignments (X=/; rm -rf $X), cd, for loops over literal words, brace
// expansion and field splitting, ~, command substitutions that Env.Subst
// can answer, and functions the line defines, walked where it calls them
// with their arguments as $1…$@. A word is literal only if its whole value
// is known. Commands carry Dir and Assigns; declare, export, local,
// readonly and typeset, and the redirections of compound commands
// (while …; done < f), are reported as commands too.
func ParseEnv(src string, env Env) ([]Command, error) {
	file, err := parseBash(src)
	if err != nil {
		cmds := scan(src)
		for i := range cmds {
			cmds[i].Dir = env.Dir
		}
		return cmds, err
	}
	work := maxWork
	st := &state{dir: env.Dir, vars: map[string]string{"IFS": " \t\n"}, subst: env.Subst, work: &work,
		funcs: map[string]*syntax.Stmt{}, called: map[string]bool{}, defined: new([]*syntax.FuncDecl)}
	maps.Copy(st.vars, env.Vars)
	if env.Home != "" {
		st.vars["HOME"] = env.Home
	}
	w := walker{st: st}
	w.stmts(file.Stmts, false)
	// A function the line defines but never calls may still run later
	// (exported, trapped, called through a variable): judge its body with
	// unknown arguments.
	for _, fn := range *st.defined {
		if !st.called[fn.Name.Value] {
			st.called[fn.Name.Value] = true
			st.args, st.argsKnown = nil, false
			w.stmt(fn.Body, true)
		}
	}
	return w.cmds, nil
}

// state is the part of a shell's state that decides what words mean.
type state struct {
	dir   string // "" when unknown
	vars  map[string]string
	subst func([]Command) (string, bool)
	work  *int // shared by all clones
	// funcs are the functions the line defines, run again where called.
	funcs map[string]*syntax.Stmt
	// defined and called (shared by all clones) record which functions
	// were defined and which were walked at a call.
	defined *[]*syntax.FuncDecl
	called  map[string]bool
	// args are the positional parameters, when known (set --, a call).
	args      []string
	argsKnown bool
	// calls counts the function calls being walked, one inside another.
	calls int
}

// spend takes n from the line's work budget, reporting false when it is spent.
func (s *state) spend(n int) bool {
	if *s.work < n {
		return false
	}
	*s.work -= n
	return true
}

// clone copies the state for a scope of its own; the work budget and the
// record of functions stay shared.
func (s *state) clone() *state {
	c := *s
	c.vars = maps.Clone(s.vars)
	c.funcs = maps.Clone(s.funcs)
	return &c
}

// lookup returns a variable's value and whether it is known.
func (s *state) lookup(name string) (string, bool) {
	if name == "PWD" {
		return s.dir, s.dir != ""
	}
	if len(name) == 1 && name[0] >= '1' && name[0] <= '9' {
		i := int(name[0] - '1')
		if !s.argsKnown {
			return "", false
		}
		if i < len(s.args) {
			return s.args[i], true
		}
		return "", true
	}
	if name == "@" || name == "*" {
		return strings.Join(s.args, " "), s.argsKnown
	}
	v, ok := s.vars[name]
	return v, ok
}

// scope saves the state for a subshell, substitution or function body and
// returns the function that restores it.
func (w *walker) scope() func() {
	if w.st == nil {
		return func() {}
	}
	saved := w.st
	w.st = saved.clone()
	return func() { w.st = saved }
}

// expandCall fills cmd.Args from c's words and applies c's assignments.
func (w *walker) expandCall(cmd *Command, c *syntax.CallExpr) {
	for _, a := range c.Assigns {
		if len(c.Args) == 0 {
			w.setVar(a)
			continue
		}
		if a.Name != nil && a.Value != nil {
			v, _ := w.word(a.Value)
			cmd.Assigns = append(cmd.Assigns, a.Name.Value+"="+v)
		}
	}
	for _, word := range c.Args {
		texts, lits := w.fields(word)
		cmd.Args = append(cmd.Args, texts...)
		cmd.Literal = append(cmd.Literal, lits...)
	}
}

// setVar records an assignment: its value if literal, else that the
// variable is no longer known.
func (w *walker) setVar(a *syntax.Assign) {
	if a.Name == nil {
		return
	}
	name := a.Name.Value
	if a.Naked || a.Index != nil {
		return
	}
	if a.Array != nil || a.Value == nil {
		if a.Array != nil {
			delete(w.st.vars, name)
		} else {
			w.st.vars[name] = ""
		}
		return
	}
	v, lit := w.word(a.Value)
	if !lit {
		delete(w.st.vars, name)
		return
	}
	if a.Append {
		old, ok := w.st.vars[name]
		if !ok {
			delete(w.st.vars, name)
			return
		}
		v = old + v
	}
	w.st.vars[name] = v
}

// decl reports declare, export, local, readonly and typeset as commands,
// so callers can tell "export -p" from "export A=1", and records their
// assignments.
func (w *walker) decl(c *syntax.DeclClause, masked, piped bool, redirs []*syntax.Redirect) {
	cmd := Command{Masked: masked, Piped: piped, Nested: w.nested > 0, Pipeline: w.pipe, Dir: w.st.dir}
	cmd.Args = append(cmd.Args, c.Variant.Value)
	cmd.Literal = append(cmd.Literal, true)
	for _, a := range c.Args {
		switch {
		case a.Name != nil && a.Naked:
			cmd.Args = append(cmd.Args, a.Name.Value)
			cmd.Literal = append(cmd.Literal, true)
		case a.Name != nil:
			v, lit := "", true
			if a.Value != nil {
				v, lit = w.word(a.Value)
			}
			cmd.Args = append(cmd.Args, a.Name.Value+"="+v)
			cmd.Literal = append(cmd.Literal, lit)
			w.setVar(a)
		case a.Value != nil:
			texts, lits := w.fields(a.Value)
			cmd.Args = append(cmd.Args, texts...)
			cmd.Literal = append(cmd.Literal, lits...)
		}
	}
	w.redirects(&cmd, redirs)
	w.cmds = append(w.cmds, cmd)
}

// loop walks a for loop's body once per item when the items are known,
// so "for d in / ~; do rm -rf $d; done" is seen as two removals.
func (w *walker) loop(c *syntax.ForClause, masked bool) {
	it, ok := c.Loop.(*syntax.WordIter)
	if !ok || it.Name == nil {
		w.stmts(c.Do, masked)
		return
	}
	var items []string
	known := it.InPos.IsValid()
	for _, word := range it.Items {
		texts, lits := w.fields(word)
		for i, t := range texts {
			known = known && lits[i]
			items = append(items, t)
		}
	}
	if !known || len(items) == 0 || len(items) > maxLoop || !w.st.spend(len(items)) {
		delete(w.st.vars, it.Name.Value)
		w.stmts(c.Do, masked)
		return
	}
	for _, item := range items {
		w.st.vars[it.Name.Value] = item
		w.stmts(c.Do, masked)
	}
}

// chdir follows cd, pushd and popd.
func (s *state) chdir(cmd Command) {
	switch cmd.Name() {
	case "cd", "pushd", "chdir":
	case "popd":
		s.dir = ""
		return
	default:
		return
	}
	target, lit := "", true
	for i, a := range cmd.Args[1:] {
		if a == "--" || !strings.HasPrefix(a, "-") || a == "-" {
			if a == "--" {
				continue
			}
			target, lit = a, cmd.Literal[i+1]
			break
		}
	}
	switch {
	case target == "":
		target, lit = s.lookup("HOME")
	case target == "-":
		lit = false
	}
	switch {
	case !lit:
		s.dir = ""
	case path.IsAbs(target):
		s.dir = path.Clean(target)
	case s.dir != "":
		s.dir = path.Join(s.dir, target)
	}
}

// setArgs follows "set -- a b", which replaces the positional parameters.
func (s *state) setArgs(cmd Command) {
	if cmd.Name() != "set" || len(cmd.Args) < 2 || cmd.Args[1] != "--" {
		return
	}
	s.args, s.argsKnown = append([]string(nil), cmd.Args[2:]...), len(cmd.Args)-2 <= maxArgs
	for _, l := range cmd.Literal[2:] {
		s.argsKnown = s.argsKnown && l
	}
}

// callFunc walks the body of a function the line defined, where the line
// calls it, with the call's arguments as its positional parameters.
func (w *walker) callFunc(cmd Command, masked bool) {
	if len(cmd.Args) == 0 || !cmd.Literal[0] {
		return
	}
	body, ok := w.st.funcs[cmd.Args[0]]
	if !ok || !w.st.spend(4) {
		return
	}
	w.st.called[cmd.Args[0]] = true
	if w.st.calls >= maxCalls {
		return
	}
	defer w.scope()()
	w.st.calls++
	w.st.args, w.st.argsKnown = append([]string(nil), cmd.Args[1:]...), true
	if len(w.st.args) > maxArgs {
		w.st.args, w.st.argsKnown = nil, false
	}
	for _, l := range cmd.Literal[1:] {
		w.st.argsKnown = w.st.argsKnown && l
	}
	w.stmt(body, masked)
}
