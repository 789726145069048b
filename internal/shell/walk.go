package shell

import (
	"path"

	"mvdan.cc/sh/v3/syntax"
)

// walker collects simple commands, carrying whether the line's exit status
// still depends on the statement being visited.
type walker struct {
	cmds   []Command
	nested int
	// pipes counts pipelines seen; pipe is the one being visited (0: none).
	pipes, pipe int
	// st, when set, tracks variables and the working directory so that
	// words are expanded as the shell would (see ParseEnv).
	st *state
	// errexit and pipefail follow "set -e" and "set -o pipefail": the
	// first makes a failing statement end the line with its status, the
	// second makes a failing pipe stage fail its pipeline.
	errexit, pipefail bool
}

// stmts visits a statement list. Every statement but the last is masked: the
// list's status is the last one's, unless "set -e" ended the line at the
// first failure.
func (w *walker) stmts(list []*syntax.Stmt, masked bool) {
	for i, st := range list {
		w.stmt(st, masked || i < len(list)-1 && !w.errexit)
		w.options(st)
	}
}

// options follows a top-level "set" that turns errexit or pipefail on or
// off ("set -euo pipefail", "set +e", "set -o errexit").
func (w *walker) options(st *syntax.Stmt) {
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) < 2 {
		return
	}
	if name, lit := wordText(call.Args[0]); !lit || name != "set" {
		return
	}
	for i := 1; i < len(call.Args); i++ {
		a, _ := wordText(call.Args[i])
		if len(a) < 2 || a[0] != '-' && a[0] != '+' || a == "--" {
			continue
		}
		on := a[0] == '-'
		for _, f := range a[1:] {
			switch f {
			case 'e':
				w.errexit = on
			case 'o':
				if i+1 < len(call.Args) {
					i++
					switch name, _ := wordText(call.Args[i]); name {
					case "errexit":
						w.errexit = on
					case "pipefail":
						w.pipefail = on
					}
				}
			}
		}
	}
}

func (w *walker) stmt(st *syntax.Stmt, masked bool) {
	if st == nil {
		return
	}
	masked = masked || st.Negated || st.Background || st.Coprocess
	w.command(st.Cmd, masked, false, st.Redirs)
	if w.st != nil && len(st.Redirs) > 0 {
		switch st.Cmd.(type) {
		case *syntax.CallExpr, *syntax.DeclClause:
		default:
			// A compound command's redirections ("while …; done < f")
			// are reported as a command with no words.
			cmd := Command{Masked: masked, Nested: w.nested > 0, Pipeline: w.pipe, Dir: w.st.dir}
			w.redirects(&cmd, st.Redirs)
			w.cmds = append(w.cmds, cmd)
		}
	}
}

func (w *walker) command(cmd syntax.Command, masked, piped bool, redirs []*syntax.Redirect) {
	switch c := cmd.(type) {
	case *syntax.CallExpr:
		w.call(c, masked, piped, redirs)
	case *syntax.BinaryCmd:
		switch c.Op {
		case syntax.AndStmt:
			// a && b: a failing fails the line, so a stays unmasked.
			w.stmt(c.X, masked)
		case syntax.OrStmt:
			w.stmt(c.X, true)
		case syntax.Pipe, syntax.PipeAll:
			if w.pipe == 0 {
				w.pipes++
				w.pipe = w.pipes
				defer func() { w.pipe = 0 }()
			}
			w.pipeSide(c.X, masked)
		}
		w.stmt(c.Y, masked)
	case *syntax.Subshell:
		defer w.scope()()
		defer w.keepOptions()()
		w.stmts(c.Stmts, masked)
	case *syntax.Block:
		w.stmts(c.Stmts, masked)
	case *syntax.IfClause:
		for ; c != nil; c = c.Else {
			w.stmts(c.Cond, true)
			w.stmts(c.Then, masked)
		}
	case *syntax.WhileClause:
		w.stmts(c.Cond, true)
		w.stmts(c.Do, masked)
	case *syntax.ForClause:
		w.words(loopWords(c.Loop))
		if w.st != nil {
			w.loop(c, masked)
			return
		}
		w.stmts(c.Do, masked)
	case *syntax.CaseClause:
		w.words([]*syntax.Word{c.Word})
		for _, item := range c.Items {
			w.stmts(item.Stmts, masked)
		}
	case *syntax.FuncDecl:
		if w.st != nil && c.Name != nil {
			// Walked where the line calls it, or at the end if it never
			// does (see ParseEnv).
			w.st.funcs[c.Name.Value] = c.Body
			*w.st.defined = append(*w.st.defined, c)
			return
		}
		defer w.scope()()
		w.stmt(c.Body, true)
	case *syntax.TimeClause:
		w.stmt(c.Stmt, masked)
	case *syntax.CoprocClause:
		w.stmt(c.Stmt, true)
	case *syntax.DeclClause:
		for _, a := range c.Args {
			w.assign(a)
		}
		if w.st != nil {
			w.decl(c, masked, piped, redirs)
		}
	default:
		// Arithmetic, [[ … ]] and let run no program, but may hold $(…).
		if cmd != nil {
			w.substitutions(cmd)
		}
	}
}

// keepOptions saves errexit and pipefail for a subshell, whose "set"
// does not reach the line around it, and returns the function that
// restores them.
func (w *walker) keepOptions() func() {
	errexit, pipefail := w.errexit, w.pipefail
	return func() { w.errexit, w.pipefail = errexit, pipefail }
}

// pipeSide visits the left side of a pipe: its output feeds the right side
// and, without pipefail, its status is lost.
func (w *walker) pipeSide(st *syntax.Stmt, masked bool) {
	if bin, ok := st.Cmd.(*syntax.BinaryCmd); ok && (bin.Op == syntax.Pipe || bin.Op == syntax.PipeAll) {
		w.pipeSide(bin.X, masked)
		w.pipeSide(bin.Y, masked)
		return
	}
	w.command(st.Cmd, masked || !w.pipefail, true, st.Redirs)
}

func (w *walker) call(c *syntax.CallExpr, masked, piped bool, redirs []*syntax.Redirect) {
	for _, a := range c.Assigns {
		w.assign(a)
	}
	w.words(c.Args)
	cmd := Command{Masked: masked, Piped: piped, Nested: w.nested > 0, Pipeline: w.pipe}
	if w.st != nil {
		w.expandCall(&cmd, c)
	} else {
		for _, word := range c.Args {
			text, lit := wordText(word)
			cmd.Args = append(cmd.Args, text)
			cmd.Literal = append(cmd.Literal, lit)
		}
		if len(c.Args) > 0 {
			// RAILS_ENV=production bin/rails runner …: what the command
			// runs against, as written.
			for _, a := range c.Assigns {
				if a.Name != nil && a.Value != nil {
					text, _ := wordText(a.Value)
					cmd.Assigns = append(cmd.Assigns, a.Name.Value+"="+text)
				}
			}
		}
	}
	w.redirects(&cmd, redirs)
	cmd.unwrap()
	if w.st != nil {
		cmd.Dir = w.st.dir
		switch {
		case cmd.ChdirUnknown:
			cmd.Dir = ""
		case path.IsAbs(cmd.Chdir):
			cmd.Dir = path.Clean(cmd.Chdir)
		case cmd.Chdir != "" && cmd.Dir != "":
			cmd.Dir = path.Join(cmd.Dir, cmd.Chdir)
		}
		w.st.chdir(cmd)
		w.st.setArgs(cmd)
	}
	if len(cmd.Args) > 0 || len(cmd.Redirects) > 0 {
		w.cmds = append(w.cmds, cmd)
	}
	if w.st != nil {
		w.callFunc(cmd, masked)
	}
}

func (w *walker) redirects(cmd *Command, redirs []*syntax.Redirect) {
	for _, r := range redirs {
		if r.Word == nil {
			continue
		}
		w.words([]*syntax.Word{r.Word})
		text, lit := w.word(r.Word)
		red := Redirect{Op: r.Op.String(), Target: text, Literal: lit}
		if r.N != nil {
			red.Fd = r.N.Value
		}
		if r.Hdoc != nil {
			w.words([]*syntax.Word{r.Hdoc})
			red.Body, _ = w.word(r.Hdoc)
		}
		cmd.Redirects = append(cmd.Redirects, red)
	}
}

func (w *walker) assign(a *syntax.Assign) {
	if a.Value != nil {
		w.words([]*syntax.Word{a.Value})
	}
	if a.Array != nil {
		for _, el := range a.Array.Elems {
			if el.Value != nil {
				w.words([]*syntax.Word{el.Value})
			}
		}
	}
}

// words visits the command substitutions inside words: each is a command
// line of its own whose status the outer line never sees.
func (w *walker) words(words []*syntax.Word) {
	for _, word := range words {
		if word != nil {
			w.substitutions(word)
		}
	}
}

func (w *walker) substitutions(node syntax.Node) {
	var visit func(n syntax.Node) bool
	visit = func(n syntax.Node) bool {
		switch s := n.(type) {
		case *syntax.CmdSubst:
			w.nest(s.Stmts)
			return false
		case *syntax.ProcSubst:
			w.nest(s.Stmts)
			return false
		case *syntax.Word:
			// A word brace expansion has split in place (fields calls
			// syntax.SplitBraces) holds BraceExp parts, which syntax.Walk
			// does not know and panics on: their elements are words.
			for _, p := range s.Parts {
				if br, ok := p.(*syntax.BraceExp); ok {
					for _, el := range br.Elems {
						syntax.Walk(el, visit)
					}
					continue
				}
				syntax.Walk(p, visit)
			}
			return false
		}
		return true
	}
	syntax.Walk(node, visit)
}

func loopWords(loop syntax.Loop) []*syntax.Word {
	if it, ok := loop.(*syntax.WordIter); ok {
		return it.Items
	}
	return nil
}

// nest visits the commands of a substitution: a line of its own, run in a
// subshell, outside any pipeline of the outer line.
func (w *walker) nest(list []*syntax.Stmt) {
	defer w.scope()()
	defer w.keepOptions()()
	pipe := w.pipe
	w.pipe = 0
	w.nested++
	w.stmts(list, true)
	w.nested--
	w.pipe = pipe
}
