package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// maxInputs bounds how many input items of xargs or parallel are judged
// one by one; maxRuns bounds the commands built from inputs in one
// judgement, so that nesting (xargs in sh -c in xargs…) cannot multiply
// the work past the hook's time limit, where it would fail open.
const (
	maxInputs = 16
	maxRuns   = 64
)

// spendRun takes one built command from the judgement's budget. Once it
// is spent, the rest of a line is judged from its words alone (flat),
// which still stops any known command it names.
func (j *judge) spendRun(c shell.Command, cmd, inputs []word) bool {
	if j.runs < maxRuns {
		j.runs++
		return true
	}
	j.flat(joinWords(cmd)+" "+joinWords(inputs), c.Dir)
	return false
}

// parallelSpec is GNU parallel's command line up to its command: the
// options that take a value, so that "-j 4 rm" is read as rm.
var parallelSpec = optSpec{opts: []opt{
	{long: "jobs", short: 'j', value: true}, {long: "max-args", short: 'n', value: true}, {short: 'N', value: true},
	{long: "sshlogin", short: 'S', value: true}, {long: "colsep", short: 'C', value: true},
	{long: "arg-file", short: 'a', value: true}, {long: "delimiter", short: 'd', value: true}, {short: 'E', value: true},
	{short: 'I', value: true}, {long: "max-lines", short: 'L', value: true}, {long: "joblog", value: true},
	{long: "results", value: true}, {long: "timeout", value: true}, {long: "delay", value: true},
	{long: "memfree", value: true}, {long: "load", value: true}, {long: "tmpdir", value: true},
	{long: "workdir", short: 'W', value: true}, {long: "env", value: true}, {long: "basefile", value: true},
	{long: "retries", value: true}, {long: "halt", value: true}, {long: "tagstring", value: true},
	{long: "sshloginfile", value: true}, {long: "id", value: true}, {long: "termseq", value: true},
}}

// parallelCommand judges GNU parallel and sem, which run their command
// once per input: the words after ":::", or its standard input (see
// stage). Without a command, each input is itself a command line.
func parallelCommand(j *judge, c shell.Command, depth int) {
	j.parallel(c, nil, false, depth)
}

// parallel judges c with stdin as its input when piped is set.
func (j *judge) parallel(c shell.Command, stdin []word, piped bool, depth int) {
	ws := args(c)
	var cmd, inputs []word
	seen := false
	for _, w := range ws {
		switch {
		case w.text == ":::" || w.text == ":::+" || w.text == "::::" || w.text == "::::+":
			seen = true
		case seen:
			inputs = append(inputs, w)
		default:
			cmd = append(cmd, w)
		}
	}
	cmd = parallelSpec.parse(cmd).operands
	if !seen && piped {
		inputs = stdin
	}
	if program(c) == "sem" {
		inputs = nil
	}
	if len(cmd) == 0 {
		// parallel ::: 'rm -rf /' runs each input as a command line.
		for _, in := range inputs[:min(len(inputs), maxInputs)] {
			if !j.spendRun(c, nil, []word{in}) {
				return
			}
			j.bash(in.text, c.Dir, depth+1)
		}
		return
	}
	runEach(j, c, cmd, inputs, "{}", depth)
	// parallel hands the joined words to a shell, so quoting inside them
	// is lost: judge that reading too.
	line := joinWords(cmd)
	if len(inputs) == 0 {
		j.bash(line, c.Dir, depth+1)
		return
	}
	for _, in := range inputs[:min(len(inputs), maxInputs)] {
		if !j.spendRun(c, cmd, []word{in}) {
			return
		}
		if strings.Contains(line, "{}") {
			j.bash(strings.ReplaceAll(line, "{}", in.text), c.Dir, depth+1)
		} else {
			j.bash(line+" "+in.text, c.Dir, depth+1)
		}
	}
}

// runEach judges cmd run on each input: with repl in its words replaced
// by the input when they hold it, else with the inputs appended, as xargs
// and parallel do. Without inputs, cmd is judged as it is spelled.
func runEach(j *judge, c shell.Command, cmd, inputs []word, repl string, depth int) {
	build := func(in []word, with *word) shell.Command {
		sub := shell.Command{Dir: c.Dir}
		for _, w := range cmd {
			if with != nil && repl != "" && strings.Contains(w.text, repl) {
				w = word{strings.ReplaceAll(w.text, repl, with.text), w.lit && with.lit}
			}
			sub.Args = append(sub.Args, w.text)
			sub.Literal = append(sub.Literal, w.lit)
		}
		for _, w := range in {
			sub.Args = append(sub.Args, w.text)
			sub.Literal = append(sub.Literal, w.lit)
		}
		return shell.Unwrap(sub)
	}
	if len(inputs) == 0 {
		j.command(build(nil, nil), depth+1)
		return
	}
	replaces := false
	for _, w := range cmd {
		replaces = replaces || repl != "" && strings.Contains(w.text, repl)
	}
	if !replaces {
		j.command(build(inputs[:min(len(inputs), maxInputs)], nil), depth+1)
		return
	}
	for _, in := range inputs[:min(len(inputs), maxInputs)] {
		if !j.spendRun(c, cmd, []word{in}) {
			return
		}
		j.command(build(nil, &in), depth+1)
	}
}

// xargsRuns judges the command xargs builds from its input: "echo / |
// xargs -I{} bash -c 'rm -rf {}'" runs bash -c 'rm -rf /', "echo .env |
// xargs cat" runs cat .env. The input is what the line itself spells
// (echo, printf, a here-string) or what find and ls are given.
func (j *judge) xargsRuns(c shell.Command, inputs []word, depth int) {
	if len(inputs) == 0 || len(c.Args) == 0 {
		return
	}
	if deleters[program(c)] && c.Replace == "" {
		return // xargs rm: judged as a deletion of its inputs (see xargs)
	}
	var cmd []word
	for i, a := range c.Args {
		cmd = append(cmd, word{a, c.Literal[i]})
	}
	runEach(j, c, cmd, inputs, c.Replace, depth)
}

// stdinItems are the items a stage reads from the stages before it, split
// into lines (replace set: xargs -I reads one item a line) or words.
func (j *judge) stdinItems(stages []shell.Command, i int, lines bool) []word {
	c := stages[i]
	for _, r := range c.Redirects {
		if r.Op == "<<<" || r.Op == "<<" || r.Op == "<<-" {
			text := r.Target
			if r.Op != "<<<" {
				text = r.Body
			}
			return splitItems(text, r.Literal || r.Op != "<<<", lines)
		}
	}
	if i == 0 {
		return nil
	}
	if text, ok := j.output(stages, i-1); ok {
		return splitItems(text, true, lines)
	}
	prev := stages[i-1]
	if len(prev.Args) == 0 {
		return nil
	}
	switch program(prev) {
	case "find", "fd", "fdfind":
		// find PATH names PATH itself first, then what is below it.
		if d, _ := findDeletion(prev); !d.narrowed && program(prev) == "find" {
			return d.targets
		}
	case "ls":
		var out []word
		for _, w := range args(prev) {
			if !strings.HasPrefix(w.text, "-") {
				out = append(out, word{strings.TrimRight(w.text, "/") + "/*", w.lit})
			}
		}
		return out
	}
	return nil
}

func splitItems(text string, lit, lines bool) []word {
	var out []word
	if lines {
		for l := range strings.SplitSeq(text, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, word{l, lit})
			}
		}
		return out
	}
	for _, f := range strings.Fields(text) {
		out = append(out, word{strings.Trim(f, `"'`), lit})
	}
	return out
}
