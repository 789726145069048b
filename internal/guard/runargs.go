package guard

import (
	"cmp"
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
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

// parallelSpec is GNU parallel's command line up to its command, every
// option it knows (version 20221122) as its Getopt::Long specification:
// bundled short options, unambiguous abbreviations of the long ones
// (--jo is ambiguous, --joblo is --joblog), options up to the first
// operand, and optional values (-i, --replace, --eof) that take the next
// word unless it starts with "-".
//
// The table is built on first use (package once), not at start:
// every hook process links this package, few judge a parallel command.
var parallelSpec = once.Value[optSpec]{Build: func() optSpec {
	return optSpec{abbrev: true, greedy: true, opts: perlOpts(
		"arg-file-sep|argfilesep=s", "arg-file|argfile|a=s", "arg-sep|argsep=s", "bar", "basefile|bf=s",
		"basenameextensionreplace|bner=s", "basenamereplace|bnr=s", "bg", "bin=s", "block-size|blocksize|block=s",
		"block-timeout|blocktimeout|bt=s", "bug", "cat", "cleanup", "col-sep|colsep|C=s",
		"color-failed|colour-failed|colorfailed|colourfailed|color-fail|colour-fail|colorfail|colourfail|cf",
		"color|colour", "compress", "controlmaster|M", "csv", "ctag", "ctag-string|ctagstring=s", "ctrl-c|ctrlc",
		"debug|D=s", "delay=s", "delimiter|d=s", "dirnamereplace|dnr=s", "dry-run|dryrun|dr", "embed", "env=s",
		"eof|e:s", "eta", "exit|x", "extensionreplace|er=s", "fg", "fifo", "filter-hosts|filterhosts|filter-host",
		"filter=s", "g", "gnu", "group", "group-by|groupby=s", "halt-on-error|haltonerror|halt=s", "header=s",
		"help|h", "hgrp|hostgrp|hostgroup|hostgroups", "interactive|p", "joblog|jl=s", "jobs|j=s",
		"keep-order|keeporder|k", "latest-line|latestline|ll", "limit=s",
		"line-buffer|line-buffered|linebuffer|linebuffered|lb", "linkinputsource|xapplyinputsource=i",
		"link|xapply", "load=s", "m", "max-args|maxargs|n=s", "max-chars|maxchars|s=s",
		"max-line-length-allowed|maxlinelengthallowed", "max-lines|maxlines|l:f", "max-procs|maxprocs|P=s",
		"max-replace-args|maxreplaceargs|N=s", "memfree=s", "memsuspend=s", "min-version|minversion=i", "nice=i",
		"no-ctrl-c|no-ctrlc|noctrlc", "no-keep-order|nokeeporder|nok|no-k", "no-run-if-empty|norunifempty|r",
		"nonall", "noswap", "null|0", "number-of-cores|numberofcores", "number-of-cpus|numberofcpus",
		"number-of-sockets|numberofsockets", "number-of-threads|numberofthreads", "onall", "open-tty|o",
		"output-as-files|outputasfiles|files", "parens=s", "pipe-part|pipepart", "pipe|spreadstdin", "plus",
		"process-slot-var|processslotvar=s", "profile|J=s", "progress", "quote|q", "recend=s",
		"recordenv|record-env", "recstart=s", "regexp|regex", "remove-rec-sep|removerecsep|rrs", "replace|i:s",
		"results|result|res=s", "resume", "resume-failed|resumefailed", "retries=s", "retry-failed|retryfailed",
		"return=s", "round-robin|roundrobin|round", "rpl=s", "rsync-opts|rsyncopts=s", "semaphore",
		"semaphore-name|semaphorename|id=s", "semaphore-timeout|semaphoretimeout|st=s", "seqreplace=s", "shard=s",
		"shebang|hashbang", "shell-completion|shellcompletion=s", "shell-quote|shellquote|shell_quote",
		"show-limits|showlimits", "shuf", "silent", "skip-first-line|skipfirstline", "slotreplace=s",
		"sql-and-worker|sqlandworker=s", "sql-master|sqlmaster=s", "sql-worker|sqlworker=s", "sql=s",
		"ssh-delay|sshdelay=f", "ssh=s", "sshloginfile|slf=s", "sshlogin|S=s", "tag", "tag-string|tagstring=s",
		"tee", "template|tmpl=s", "term-seq|termseq=s", "timeout=s", "tmpdir|tempdir=s", "tmux",
		"tmux-pane|tmuxpane", "tollef", "total-jobs|totaljobs|total=s", "transfer",
		"transfer-file|transferfile|transfer-files|transferfiles|tf=s", "trc=s", "trim=s", "tty", "ungroup|u",
		"use-compress-program|compress-program|usecompressprogram|compressprogram=s",
		"use-cores-instead-of-threads|usecoresinsteadofthreads", "use-cpus-instead-of-cores|usecpusinsteadofcores",
		"use-decompress-program|decompress-program|usedecompressprogram|decompressprogram=s",
		"use-sockets-instead-of-threads|usesocketsinsteadofthreads", "v", "verbose|t", "version|V", "wait",
		"will-cite|willcite|nn|nonotice|no-notice", "work-dir|workdir|wd=s", "xargs", "B=s", "E=s", "H=i", "I=s",
		"L=s", "T", "U=s", "W=s", "X", "Y",
	)}
}}

// unknownInput stands for an input item whose value the line does not
// spell (a file's lines, another program's output): like $(…), it names
// something, but not what.
var unknownInput = word{"$(input)", false}

// parallelCommand judges GNU parallel and sem, which run their command
// once per input: the words after ":::", the lines of the files after
// "::::" or -a, or its standard input (a pipe is judged by stage).
// Without a command, each input is itself a command line.
func parallelCommand(j *judge, c shell.Command, depth int) {
	if c.Pipeline != 0 {
		return // pipelines judges every stage with what feeds it
	}
	j.parallel(c, j.stdinItems([]shell.Command{c}, 0, true), depth)
}

// parallel judges c with stdin as the items its standard input holds
// (nil when the line does not tell them).
func (j *judge) parallel(c shell.Command, stdin []word, depth int) {
	f := parallelSpec.Get().parse(args(c))
	j.parallelRun(c, f, stdin, depth)
	// "-i rm -rf {}" gives -i the value "rm", and parallel then fails on
	// -rf; what the line means to run is rm -rf {}: judge that too.
	lax := parallelSpec.Get()
	lax.greedy = false
	if g := lax.parse(args(c)); len(g.operands) != len(f.operands) {
		j.parallelRun(c, g, stdin, depth)
	}
}

// parallelRun judges one reading f of parallel's command line.
func (j *judge) parallelRun(c shell.Command, f flags, stdin []word, depth int) {
	if f.has("dry-run") {
		return // prints the commands it would run
	}
	if program(c) == "sem" || f.has("semaphore") {
		// sem runs its operands once, as a command.
		j.runParallel(c, f.operands, nil, parallelRepl{}, depth)
		return
	}
	argSep, fileSep := ":::", "::::"
	if v := f.set["arg-sep"]; len(v) > 0 {
		argSep = v[len(v)-1]
	}
	if v := f.set["arg-file-sep"]; len(v) > 0 {
		fileSep = v[len(v)-1]
	}
	var cmd []word
	var sources [][]word
	files := false // the words after "::::" name files
	for _, w := range f.operands {
		switch {
		case w.text == argSep || w.text == argSep+"+":
			sources, files = append(sources, []word{}), false
		case w.text == fileSep || w.text == fileSep+"+":
			sources, files = append(sources, []word{}), true
		case len(sources) == 0:
			cmd = append(cmd, w)
		case !files:
			sources[len(sources)-1] = append(sources[len(sources)-1], w)
		case w.text == "-" && stdin != nil:
			sources[len(sources)-1] = append(sources[len(sources)-1], stdin...)
		default:
			// A file's lines are not known.
			sources[len(sources)-1] = append(sources[len(sources)-1], unknownInput)
		}
	}
	for _, file := range f.set["arg-file"] {
		if file == "-" && stdin != nil {
			sources = append(sources, stdin)
		} else {
			sources = append(sources, []word{unknownInput})
		}
	}
	if len(sources) == 0 {
		if f.has("pipe", "pipe-part") || stdin == nil {
			// --pipe hands the input to the command's standard input;
			// else the items are not known.
			stdin = []word{unknownInput}
		}
		sources = [][]word{stdin}
	}
	r := parallelRepl{all: "{}", ext: "{.}", base: "{/}", dir: "{//}", baseExt: "{/.}"}
	if v, ok := f.set["replace"]; ok {
		r.all = cmp.Or(v[len(v)-1], "{}")
	}
	if v, ok := f.set["I"]; ok {
		r.all = v[len(v)-1]
	}
	for key, field := range map[string]*string{"extensionreplace": &r.ext, "basenamereplace": &r.base,
		"dirnamereplace": &r.dir, "basenameextensionreplace": &r.baseExt} {
		if v, ok := f.set[key]; ok {
			*field = v[len(v)-1]
		}
	}
	if v, ok := f.set["col-sep"]; ok {
		r.colsep = v[len(v)-1]
	}
	jobs := parallelJobs(sources, f.has("link"))
	if len(cmd) == 0 {
		// parallel ::: 'rm -rf /' runs each input as a command line.
		for _, job := range jobs {
			for _, in := range job {
				if in == unknownInput {
					continue
				}
				if !j.spendRun(c, nil, []word{in}) {
					return
				}
				j.bash(in.text, c.Dir, depth+1)
			}
		}
		return
	}
	for _, job := range jobs {
		if !j.runParallel(c, cmd, job, r, depth) {
			return
		}
	}
}

// parallelJobs combines the input sources into the jobs parallel runs,
// at most maxInputs: every combination of one item of each source, or
// with --link the items side by side.
func parallelJobs(sources [][]word, link bool) [][]word {
	var jobs [][]word
	longest := 0
	for i, s := range sources {
		if len(s) == 0 {
			sources[i] = []word{{"", true}}
		}
		longest = max(longest, len(sources[i]))
	}
	if link {
		for k := range min(longest, maxInputs) {
			var job []word
			for _, s := range sources {
				job = append(job, s[k%len(s)])
			}
			jobs = append(jobs, job)
		}
		return jobs
	}
	var walk func(k int, job []word)
	walk = func(k int, job []word) {
		if len(jobs) >= maxInputs {
			return
		}
		if k == len(sources) {
			jobs = append(jobs, append([]word(nil), job...))
			return
		}
		for _, w := range sources[k] {
			walk(k+1, append(job, w))
		}
	}
	walk(0, nil)
	return jobs
}

// runParallel judges cmd run on one job's inputs. It reports false once
// the judgement's budget of built commands is spent.
func (j *judge) runParallel(c shell.Command, cmd, job []word, r parallelRepl, depth int) bool {
	if !j.spendRun(c, cmd, job) {
		return false
	}
	sub := shell.Command{Dir: c.Dir}
	used := false
	for _, w := range cmd {
		text, lit, ok := r.replace(w.text, job)
		used = used || ok
		sub.Args = append(sub.Args, text)
		sub.Literal = append(sub.Literal, w.lit && lit)
	}
	if !used {
		// Without a replacement string the inputs are appended.
		for _, in := range job {
			if in.text != "" {
				sub.Args = append(sub.Args, in.text)
				sub.Literal = append(sub.Literal, in.lit)
			}
		}
	}
	j.command(shell.Unwrap(sub), depth+1)
	// parallel hands the joined words to a shell, so quoting inside them
	// is lost: judge that reading too.
	j.bash(strings.Join(sub.Args, " "), c.Dir, depth+1)
	return true
}

// parallelRepl are parallel's replacement strings: {} the input, {.}
// without its extension, {/} its base name, {//} its directory, {/.} the
// base name without extension; {n} and {n.}, {n/}… take the nth input
// source (or column, with --colsep); {#} and {%} number the job.
type parallelRepl struct {
	all, ext, base, dir, baseExt string
	colsep                       string
}

// replace expands the replacement strings in s for one job. ok reports
// whether s held any; lit is false when a value is not known.
func (r parallelRepl) replace(s string, job []word) (out string, lit, ok bool) {
	if r.all == "" {
		return s, true, false
	}
	values := job
	if r.colsep != "" && len(job) == 1 && job[0].lit {
		values = nil
		for col := range strings.SplitSeq(job[0].text, r.colsep) {
			values = append(values, word{col, true})
		}
	}
	joined := word{"", true}
	for i, v := range job {
		if i > 0 {
			joined.text += " "
		}
		joined.text += v.text
		joined.lit = joined.lit && v.lit
	}
	lit = true
	var b strings.Builder
	emit := func(v word, form string) {
		ok = true
		lit = lit && v.lit
		b.WriteString(pathForm(v, form))
	}
	for i := 0; i < len(s); {
		rest := s[i:]
		matched := false
		for _, f := range []struct{ repl, form string }{{r.baseExt, "/."}, {r.dir, "//"}, {r.base, "/"}, {r.ext, "."}, {r.all, ""}} {
			if f.repl != "" && strings.HasPrefix(rest, f.repl) {
				emit(joined, f.form)
				i += len(f.repl)
				matched = true
				break
			}
		}
		if matched {
			continue
		}
		if s[i] == '{' {
			if end := strings.IndexByte(rest, '}'); end > 0 {
				inner := rest[1:end]
				n := 0
				k := 0
				for k < len(inner) && inner[k] >= '0' && inner[k] <= '9' {
					n = n*10 + int(inner[k]-'0')
					k++
				}
				form := inner[k:]
				switch {
				case k > 0 && n >= 1 && (form == "" || form == "." || form == "/" || form == "//" || form == "/."):
					v := word{"", true}
					if n <= len(values) {
						v = values[n-1]
					}
					emit(v, form)
					i += end + 1
					continue
				case inner == "#" || inner == "%":
					emit(word{"1", true}, "")
					i += end + 1
					continue
				case strings.HasPrefix(inner, "=") || strings.HasPrefix(inner, "+") || strings.HasPrefix(inner, ".."):
					// {= perl =} and --plus's forms: a value not told.
					emit(unknownInput, "")
					i += end + 1
					continue
				}
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String(), lit, ok
}

// pathForm is parallel's transformation of an input: "." drops the
// extension, "/" keeps the base name, "//" the directory, "/." the base
// name without extension.
func pathForm(v word, form string) string {
	if !v.lit {
		return v.text
	}
	p := v.text
	noExt := func(p string) string {
		if k := strings.LastIndexByte(p, '.'); k > 0 && !strings.Contains(p[k:], "/") {
			return p[:k]
		}
		return p
	}
	switch form {
	case ".":
		return noExt(p)
	case "/":
		return path.Base(p)
	case "//":
		if k := strings.LastIndexByte(p, '/'); k > 0 {
			return p[:k]
		} else if k == 0 {
			return "/"
		}
		return "."
	case "/.":
		return noExt(path.Base(p))
	}
	return p
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
//
// Input the line does not spell (a file, another program's output) is
// judged as an unknown item where xargs -I puts it: rm -rf {}/ could be
// rm -rf /. Without -I the command is judged as spelled (see command).
func (j *judge) xargsRuns(c shell.Command, inputs []word, depth int) {
	if len(inputs) == 0 && c.Replace != "" {
		inputs = []word{unknownInput}
	}
	if len(inputs) == 0 || len(c.Args) == 0 {
		return
	}
	if isDeleter(program(c)) && c.Replace == "" {
		return // xargs rm: judged as a deletion of its inputs (see xargs)
	}
	var cmd []word
	for i, a := range c.Args {
		cmd = append(cmd, word{a, c.Literal[i]})
	}
	runEach(j, c, cmd, inputs, c.Replace, depth)
}

// findsName is the name of what find matches, as far as its tests tell:
// the pattern of -name (find . -name .env names .env files), else an
// entry below its start paths.
func findsName(c shell.Command) string {
	ws := args(c)
	for i := 0; i+1 < len(ws); i++ {
		switch ws[i].text {
		case "-name", "-iname":
			return ws[i+1].text
		}
	}
	return "found"
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
	case "find":
		// find PATH names PATH itself first, then what is below it; with
		// a test (-name NAME) only entries below it, named NAME.
		d, _ := findDeletion(prev)
		if !d.narrowed {
			return d.targets
		}
		var out []word
		for _, t := range d.targets {
			out = append(out, word{strings.TrimRight(t.text, "/") + "/" + findsName(prev), t.lit})
		}
		return out
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
