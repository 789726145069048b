package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// psRead denies Get-Content and friends on secret files.
func (j *judge) psRead(name string, ws []word) {
	var files []word
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case psParam(a, "path", 2) || psParam(a, "literalpath", 2) || strings.EqualFold(a, "-lp"):
			if i+1 < len(ws) {
				i++
				files = append(files, psList(ws[i])...)
			}
		case psParam(a, "destination", 1) || psParam(a, "pattern", 2) || psParam(a, "encoding", 1) ||
			psParam(a, "tail", 1) || psParam(a, "totalcount", 2) || psParam(a, "head", 1) || psParam(a, "first", 1):
			i++
		case strings.HasPrefix(a, "-"):
		default:
			files = append(files, psList(ws[i])...)
		}
	}
	if (name == "select-string" || name == "sls") && len(files) > 0 && !hasPS(ws, "path") {
		files = files[1:] // the pattern comes first
	}
	if name == "copy-item" || name == "copy" || name == "cp" || name == "cpi" {
		if len(files) > 1 {
			files = files[:len(files)-1]
		}
	}
	j.checkSecretRead(shell.Command{Args: []string{name}, Literal: []bool{true}, Dir: j.psDir}, files)
}

func hasPS(ws []word, full string) bool {
	for _, w := range ws {
		if psParam(w.text, full, 2) {
			return true
		}
	}
	return false
}

// psEnvItems denies listing the env: drive, and reading secret variables
// from it.
func (j *judge) psEnvItems(name string, ws []word) {
	for _, w := range ws {
		l := strings.ToLower(strings.Trim(w.text, `'"`))
		rest, ok := strings.CutPrefix(l, "env:")
		if !ok {
			continue
		}
		rest = strings.Trim(rest, `\/`)
		if rest == "" || rest == "*" {
			j.add(Deny, ruleDumpEnv, name+" env: lists the whole environment")
			return
		}
		if isSecretName(rest) || hasGlob(rest) {
			j.add(Deny, rulePrintVar, name+" prints env:"+rest)
			return
		}
	}
}

var psEnvRef = lazyRegexp{expr: `(?i)\$\{?env:([A-Za-z_][A-Za-z0-9_]*)|GetEnvironmentVariable\(\s*['"]([A-Za-z_][A-Za-z0-9_]*)`}

// psPrintsVar denies printing $env:SECRET_TOKEN.
func (j *judge) psPrintsVar(ws []word, toks []psToken) {
	for k, w := range ws {
		if k < len(toks) && !toks[k].expandable && toks[k].quoted {
			continue
		}
		for _, m := range psEnvRef.get().FindAllStringSubmatch(w.text, -1) {
			if n := m[1] + m[2]; isSecretName(n) {
				j.add(Deny, rulePrintVar, "prints $env:"+n)
				return
			}
		}
	}
}

var (
	psDotNetDelete = lazyRegexp{expr: `(?i)\]::Delete\(\s*['"]([^'"]+)['"]\s*,\s*\$true`}
	psDotNetRead   = lazyRegexp{expr: `(?i)\]::(ReadAll\w*|OpenRead|OpenText|Copy)\(\s*['"]([^'"]+)['"]`}
	psDotNetEnv    = lazyRegexp{expr: `(?i)GetEnvironmentVariable\(\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]`}
)

// psDotNet judges .NET calls made from PowerShell: recursive
// [IO.Directory]::Delete, [IO.File]::ReadAllText of a secret, and
// [Environment]::GetEnvironmentVariable of a secret that is printed.
func (j *judge) psDotNet(stmt string, prints bool) {
	for _, m := range psDotNetDelete.get().FindAllStringSubmatch(stmt, -1) {
		j.judgeDeletion("[IO.Directory]::Delete", deletion{dir: j.psDir, recursive: true, forced: true, targets: []word{{m[1], true}}})
	}
	var files []word
	for _, m := range psDotNetRead.get().FindAllStringSubmatch(stmt, -1) {
		files = append(files, word{m[2], true})
	}
	j.checkSecretRead(shell.Command{Args: []string{"[IO.File]"}, Literal: []bool{true}, Dir: j.psDir}, files)
	if prints {
		for _, m := range psDotNetEnv.get().FindAllStringSubmatch(stmt, -1) {
			if isSecretName(m[1]) {
				j.add(Deny, rulePrintVar, "prints the variable "+m[1])
			}
		}
	}
}
