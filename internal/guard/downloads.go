package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// fileRuns follows files that the line writes and then runs. A file a
// download wrote is denied when run ("curl -o i.sh URL && sh i.sh" is
// curl | sh with a file in between); a file whose text the line spells out
// (echo … > f.sh, cat > f.sh <<EOF) is judged as the commands it holds.
// Text written and never run is only text, and is allowed.
func (j *judge) fileRuns(cmds []shell.Command, depth int) {
	fetched := map[string]string{}
	written := map[string]string{}
	for _, c := range cmds {
		if len(c.Args) == 0 {
			continue
		}
		name := program(c)
		if isDownloader(name) {
			for _, f := range downloadTargets(c) {
				if p := j.paths.abs(f, c.Dir); p != "" {
					fetched[p] = name
				}
			}
			continue
		}
		if text, ok := writtenText(c); ok {
			for _, r := range c.Redirects {
				p := j.paths.abs(r.Target, c.Dir)
				switch {
				case p == "":
				case r.Op == ">" || r.Op == ">|":
					written[p] = text + "\n"
				case r.Op == ">>":
					written[p] += text + "\n"
				}
			}
			if name == "tee" {
				for _, w := range args(c) {
					if p := j.paths.abs(w.text, c.Dir); p != "" && !strings.HasPrefix(w.text, "-") {
						written[p] += text + "\n"
					}
				}
			}
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
		p := j.paths.abs(script, c.Dir)
		if by, ok := fetched[p]; ok {
			j.add(Deny, rulePipe, name+" runs "+script+", which "+by+" just downloaded, unread")
			return
		}
		if text, ok := written[p]; ok {
			if isInterpreter(name) {
				j.script(text, c.Dir, depth+1)
			} else {
				j.bash(text, c.Dir, depth+1)
			}
		}
	}
}

// writtenText returns the text a command writes when the line spells it:
// echo and printf, or cat/tee of a here-document or here-string.
func writtenText(c shell.Command) (string, bool) {
	switch program(c) {
	case "echo", "printf":
		return echoText(c)
	case "cat", "tee":
		for _, r := range c.Redirects {
			switch r.Op {
			case "<<", "<<-":
				return r.Body, true
			case "<<<":
				return r.Target, true
			}
		}
	}
	return "", false
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
