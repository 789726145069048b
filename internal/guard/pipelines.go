package guard

import (
	"encoding/base64"
	"encoding/hex"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// base64Spec is base64's and base32's options (GNU: --dec is --decode;
// macOS: -D).
var base64Spec = optSpec{abbrev: true, permute: true, opts: []opt{
	{long: "decode", short: 'd'}, {long: "decode", short: 'D'}, {long: "ignore-garbage", short: 'i'},
	{long: "wrap", short: 'w', value: true}, {long: "input", value: true}, {long: "output", short: 'o', value: true},
}}

// isDownloader reports whether name fetches content from the network onto
// standard output. A switch, not a map built in every PreToolUse process.
func isDownloader(name string) bool {
	switch name {
	case "curl", "wget", "fetch", "http", "https",
		"aria2c", "lwp-request", "get", "xh", "curlie":
		return true
	}
	return false
}

// pipelines judges what commands do to each other through pipes: a shell
// that runs what a download wrote, a shell that runs text the line itself
// spells (echo … | base64 -d | sh), xargs rm fed by find or echo, and a
// secret variable echoed into a program that shows it.
func (j *judge) pipelines(cmds []shell.Command, depth int) {
	var order []int
	groups := map[int][]shell.Command{}
	for _, c := range cmds {
		if c.Pipeline == 0 {
			continue
		}
		if groups[c.Pipeline] == nil {
			order = append(order, c.Pipeline)
		}
		groups[c.Pipeline] = append(groups[c.Pipeline], c)
	}
	for _, id := range order {
		stages := groups[id]
		// The first stage reads no pipe, but its own redirections.
		if c := stages[0]; len(c.Args) > 0 && (program(c) == "parallel" || program(c) == "sem") {
			j.parallel(c, j.stdinItems(stages, 0, true), depth)
		} else if hasWrapper(c, "xargs") {
			j.xargsRuns(c, j.stdinItems(stages, 0, c.Replace != ""), depth)
		}
		for i := 1; i < len(stages); i++ {
			j.stage(stages, i, depth)
		}
	}
}

// stage judges stage i of a pipeline against the stages feeding it.
func (j *judge) stage(stages []shell.Command, i int, depth int) {
	c, prev := stages[i], stages[i-1]
	if len(c.Args) == 0 {
		return
	}
	name := program(c)
	if readsStdin(c) {
		for _, p := range stages[:i] {
			if len(p.Args) > 0 && isDownloader(program(p)) {
				j.add(Deny, rulePipe, program(p)+" output is run by "+name+": a downloaded script runs unread")
				return
			}
		}
		if text, ok := j.output(stages, i-1); ok {
			if isInterpreter(name) {
				j.script(text, c.Dir, depth+1)
			} else {
				j.bash(text, c.Dir, depth+1)
			}
		}
	}
	if handlerFor(name) != nil && isSQLClient(name) {
		if text, ok := j.output(stages, i-1); ok {
			fed := c
			fed.Redirects = append(append([]shell.Redirect(nil), c.Redirects...), shell.Redirect{Op: "<<<", Target: text})
			sqlCommand(j, fed, depth)
		}
	}
	if hasWrapper(c, "xargs") {
		j.xargs(prev, c, depth)
		j.xargsRuns(c, j.stdinItems(stages, i, c.Replace != ""), depth)
	}
	if name == "parallel" || name == "sem" {
		j.parallel(c, j.stdinItems(stages, i, true), depth)
	}
	if len(prev.Args) > 0 && (program(prev) == "echo" || program(prev) == "printf") && displays(name) && toTerminal(c) {
		for _, w := range args(prev) {
			if v := secretVarIn(w.text, w.lit); v != "" {
				j.add(Deny, rulePrintVar, program(prev)+" $"+v+" | "+name+" prints the secret")
				return
			}
		}
	}
}

func hasWrapper(c shell.Command, name string) bool {
	for _, w := range c.Wrappers {
		if w == name {
			return true
		}
	}
	return false
}

// output returns what stage k of a pipeline writes, when the line itself
// spells it out: echo and printf, decoded by base64 -d, xxd -r, rev or cat.
func (j *judge) output(stages []shell.Command, k int) (string, bool) {
	if k < 0 || k >= len(stages) || len(stages[k].Args) == 0 {
		return "", false
	}
	c := stages[k]
	for _, l := range c.Literal {
		if !l {
			return "", false
		}
	}
	ws := args(c)
	switch program(c) {
	case "echo", "printf":
		return echoText(c)
	case "base64", "base32":
		if f := base64Spec.parse(ws); !f.has("decode") {
			return "", false
		}
		in, ok := j.input(stages, k)
		if !ok {
			return "", false
		}
		out, err := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(in), ""))
		if err != nil {
			out, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(strings.Join(strings.Fields(in), ""), "="))
		}
		return string(out), err == nil
	case "xxd":
		if !hasOpt(ws, "", 'r') {
			return "", false
		}
		in, ok := j.input(stages, k)
		if !ok {
			return "", false
		}
		out, err := hex.DecodeString(strings.Join(strings.Fields(in), ""))
		return string(out), err == nil
	case "rev":
		in, ok := j.input(stages, k)
		if !ok {
			return "", false
		}
		var lines []string
		for l := range strings.SplitSeq(strings.TrimRight(in, "\n"), "\n") {
			r := []rune(l)
			for a, b := 0, len(r)-1; a < b; a, b = a+1, b-1 {
				r[a], r[b] = r[b], r[a]
			}
			lines = append(lines, string(r))
		}
		return strings.Join(lines, "\n"), true
	case "cat", "tee":
		for _, w := range ws {
			if !strings.HasPrefix(w.text, "-") {
				return "", false
			}
		}
		return j.input(stages, k)
	}
	return "", false
}

// input returns what stage k reads: its own here-string or here-document,
// else what the stage before it writes.
func (j *judge) input(stages []shell.Command, k int) (string, bool) {
	for _, r := range stages[k].Redirects {
		switch r.Op {
		case "<<<":
			return r.Target + "\n", r.Literal
		case "<<", "<<-":
			return r.Body, true
		}
	}
	return j.output(stages, k-1)
}

// xargs judges "… | xargs rm -rf" with the paths the previous stage
// writes: find's start paths, echo's words, ls's directories.
func (j *judge) xargs(prev, c shell.Command, _ int) {
	if !isDeleter(program(c)) || len(prev.Args) == 0 {
		return
	}
	recursive, forced := rmFlags(c)
	d := deletion{dir: prev.Dir, recursive: recursive, forced: forced}
	switch program(prev) {
	case "find":
		fd, _ := findDeletion(prev)
		d.targets, d.narrowed = fd.targets, fd.narrowed
	case "echo", "printf":
		d.targets = args(prev)
	case "ls":
		for _, w := range args(prev) {
			if !strings.HasPrefix(w.text, "-") {
				d.targets = append(d.targets, word{strings.TrimRight(w.text, "/") + "/*", w.lit})
			}
		}
		if len(d.targets) == 0 {
			d.targets = []word{{"*", true}}
		}
	}
	j.judgeDeletion("xargs "+program(c), d)
}

// curlCommand denies uploading a secret file (-d @.env, -T key.pem,
// -F f=@.env) or reading one through a file:// URL.
func curlCommand(j *judge, c shell.Command, _ int) {
	var files []word
	ws := args(c)
	for i, w := range ws {
		a := w.text
		switch {
		case (a == "-T" || a == "--upload-file") && i+1 < len(ws):
			files = append(files, ws[i+1])
		case strings.HasPrefix(a, "--post-file=") || strings.HasPrefix(a, "--body-file="):
			_, v, _ := strings.Cut(a, "=")
			files = append(files, word{v, w.lit})
		case strings.HasPrefix(a, "file://"):
			files = append(files, word{strings.TrimPrefix(a, "file://"), w.lit})
		case strings.Contains(a, "@") && !strings.Contains(a, "://"):
			_, v, _ := strings.Cut(a, "@")
			v, _, _ = strings.Cut(v, ";")
			files = append(files, word{v, w.lit})
		}
	}
	j.checkSecretRead(c, files)
}
