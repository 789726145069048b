package guard

import (
	"path"
	"strings"
)

// psRemove judges Remove-Item and its aliases, and cmd's rd /s and del /s.
// Without a path of its own it removes what the pipeline feeds it.
func (j *judge) psRemove(name string, ws, prev []word) {
	d := deletion{dir: j.psDir}
	if whatIf := j.psRemoveArgs(&d, ws); whatIf {
		return
	}
	if len(d.targets) == 0 && len(prev) > 0 {
		j.psPipedTargets(&d, prev)
	}
	j.judgeDeletion(name, d)
}

// psPipedTargets reads Get-ChildItem C:\ -Recurse | Remove-Item: the
// items listed go, so the listed directory's contents are the targets, or
// the directory itself as a narrowed deletion when a filter picks them.
func (j *judge) psPipedTargets(d *deletion, prev []word) {
	switch psName(prev[0].text) {
	case "get-childitem", "gci", "dir", "ls", "get-item", "gi":
	default:
		return
	}
	var lister deletion
	j.psRemoveArgs(&lister, prev[1:])
	d.recursive = d.recursive || lister.recursive
	d.narrowed = d.narrowed || lister.narrowed
	if len(lister.targets) == 0 {
		lister.targets = []word{{".", true}}
	}
	for _, t := range lister.targets {
		dir := strings.TrimRight(strings.ReplaceAll(t.text, `\`, "/"), "/")
		if hasGlob(dir) {
			d.narrowed = true
			dir = path.Dir(dir)
		}
		if !d.narrowed {
			dir += "/*"
		}
		d.targets = append(d.targets, word{dir, t.lit})
	}
}

// psRemoveArgs reads Remove-Item's (or Get-ChildItem's) parameters, and
// reports -WhatIf, which only rehearses.
func (j *judge) psRemoveArgs(d *deletion, ws []word) (whatIf bool) {
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		l := strings.ToLower(a)
		switch {
		case psParam(a, "whatif", 1) && strings.HasPrefix(l, "-w"):
			whatIf = true
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
	return whatIf
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
