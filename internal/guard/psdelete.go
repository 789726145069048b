package guard

import (
	"path"
	"strings"
)

func (j *judge) psRemove(name string, ws []word, prev []word) {
	d := deletion{dir: j.psDir}
	defer func() {
		if len(d.targets) == 0 && len(prev) > 0 {
			// Get-ChildItem C:\ -Recurse | Remove-Item: the items listed go.
			switch psName(prev[0].text) {
			case "get-childitem", "gci", "dir", "ls", "get-item", "gi":
				feeder := deletion{}
				j.psRemoveArgs(&feeder, prev[1:])
				d.narrowed = d.narrowed || feeder.narrowed
				d.recursive = d.recursive || feeder.recursive
				if len(feeder.targets) == 0 {
					feeder.targets = []word{{".", true}}
				}
				for _, t := range feeder.targets {
					if hasGlob(t.text) {
						d.narrowed = true
						t.text = path.Dir(strings.ReplaceAll(t.text, `\`, "/"))
					}
					d.targets = append(d.targets, word{strings.TrimRight(t.text, `\/`) + "/*", t.lit})
				}
			}
		}
		if d.narrowed && len(d.targets) > 0 && strings.HasSuffix(d.targets[0].text, "/*") {
			for k := range d.targets {
				d.targets[k].text = strings.TrimSuffix(d.targets[k].text, "/*")
			}
		}
		j.judgeDeletion(name, d)
	}()
	j.psRemoveArgs(&d, ws)
}

// psRemoveArgs reads Remove-Item's (or Get-ChildItem's) parameters.
func (j *judge) psRemoveArgs(d *deletion, ws []word) {
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		l := strings.ToLower(a)
		switch {
		case psParam(a, "whatif", 1) && strings.HasPrefix(l, "-w"):
			d.targets, d.recursive, d.forced = nil, false, false
			ws = nil
		case psParam(a, "recurse", 1) && strings.HasPrefix(a, "-"):
			d.recursive = !strings.HasSuffix(l, ":$false")
		case psParam(a, "force", 1) && strings.HasPrefix(a, "-"):
			d.forced = !strings.HasSuffix(l, ":$false")
		case len(l) > 2 && strings.Trim(l[1:], "rfv") == "" && l[0] == '-':
			// Unix spelling (rm -rf), as pwsh on Linux or macOS runs /bin/rm.
			d.recursive = d.recursive || strings.Contains(l, "r")
			d.forced = d.forced || strings.Contains(l, "f")
		case l == "/s":
			d.recursive = true
		case l == "/q" || l == "/f":
			d.forced = true
		case psParam(a, "path", 2) || psParam(a, "literalpath", 2) || l == "-lp":
			if _, v, ok := strings.Cut(a, ":"); ok && v != "" {
				d.targets = append(d.targets, psList(word{v, ws[i].lit})...)
			} else if i+1 < len(ws) {
				i++
				d.targets = append(d.targets, psList(ws[i])...)
			}
		case psParam(a, "include", 1) || psParam(a, "exclude", 1) || psParam(a, "filter", 2):
			d.narrowed = true
			i++
		case strings.HasPrefix(a, "-") || strings.HasPrefix(a, "/") && len(a) == 2:
		default:
			d.targets = append(d.targets, psList(ws[i])...)
		}
	}
}

// psList splits a comma-separated argument list ("a,b").
func psList(w word) []word {
	if strings.HasPrefix(w.text, "(") || strings.HasPrefix(w.text, "@(") {
		return []word{{strings.Trim(w.text, "@()"), w.lit}}
	}
	var out []word
	for p := range strings.SplitSeq(w.text, ",") {
		if p = strings.Trim(strings.TrimSpace(p), `'"`); p != "" {
			out = append(out, word{p, w.lit})
		}
	}
	return out
}
