package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// downloadedRuns denies running, later in the same line, a file that a
// download wrote: "curl -o i.sh URL && sh i.sh" is curl | sh with a file
// in between, and just as unread.
func (j *judge) downloadedRuns(cmds []shell.Command) {
	fetched := map[string]string{}
	for _, c := range cmds {
		if len(c.Args) == 0 {
			continue
		}
		name := program(c)
		if downloaders[name] {
			for _, f := range downloadTargets(c) {
				if p := j.paths.abs(f, c.Dir); p != "" {
					fetched[p] = name
				}
			}
			continue
		}
		var script string
		switch {
		case isShell(name) || name == "source" || name == "." || isInterpreter(name):
			for _, w := range args(c) {
				if !strings.HasPrefix(w.text, "-") {
					script = w.text
					break
				}
			}
		case strings.Contains(c.Args[0], "/"):
			script = c.Args[0]
		}
		if script == "" {
			continue
		}
		if by, ok := fetched[j.paths.abs(script, c.Dir)]; ok {
			j.add(Deny, rulePipe, name+" runs "+script+", which "+by+" just downloaded, unread")
			return
		}
	}
}

// downloadTargets returns the files a curl or wget command writes.
func downloadTargets(c shell.Command) []string {
	var out []string
	ws := args(c)
	remoteName := false
	var urls []string
	for i, w := range ws {
		a := w.text
		switch {
		case (a == "-o" || a == "--output" || a == "-O" && program(c) == "wget" || a == "--output-document") && i+1 < len(ws):
			out = append(out, ws[i+1].text)
		case strings.HasPrefix(a, "--output=") || strings.HasPrefix(a, "--output-document="):
			_, v, _ := strings.Cut(a, "=")
			out = append(out, v)
		case program(c) == "curl" && (a == "-O" || a == "--remote-name" || shortFlags(a) && strings.Contains(a, "O") && !strings.HasSuffix(a, "o")):
			remoteName = true
		case program(c) == "curl" && shortFlags(a) && strings.HasSuffix(a, "o") && i+1 < len(ws):
			out = append(out, ws[i+1].text) // -fsSLo FILE
		case strings.Contains(a, "://"):
			urls = append(urls, a)
		}
	}
	if remoteName || program(c) == "wget" && len(out) == 0 {
		for _, u := range urls {
			u, _, _ = strings.Cut(u, "?")
			out = append(out, path.Base(u))
		}
	}
	for _, r := range c.Redirects {
		if r.Op == ">" || r.Op == ">>" || r.Op == ">|" {
			out = append(out, r.Target)
		}
	}
	return out
}
