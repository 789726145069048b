package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// psVars are PowerShell variables whose meaning the guard knows, by
// lower-cased name.
func (j *judge) psVars() map[string]string {
	home := j.paths.home
	temp := "/tmp"
	if drive(home) > 0 {
		temp = home + "/appdata/local/temp"
	}
	return map[string]string{
		"$home": home, "$env:userprofile": home, "$env:home": home, "${env:userprofile}": home, "${env:home}": home,
		"$pwd": j.paths.cwd, "$env:temp": temp, "$env:tmp": temp, "${env:temp}": temp,
		"$env:systemroot": "c:/windows", "$env:windir": "c:/windows", "$env:systemdrive": "c:",
		"$env:programfiles": "c:/program files", "$psscriptroot": j.paths.cwd,
		"$pwd.path": j.paths.cwd, "(get-location)": j.paths.cwd, "(pwd)": j.paths.cwd, "(gl)": j.paths.cwd,
		"(get-location).path": j.paths.cwd, "$env:homepath": home,
		"[environment]::getfolderpath('userprofile')": home, `[environment]::getfolderpath("userprofile")`: home,
		"[system.environment]::getfolderpath('userprofile')": home,
		"[environment]::getfolderpath('mydocuments')":        home + "/documents",
	}
}

// psResolve replaces known variables in an expandable token; the token is
// literal when no $ is left.
func psResolve(t psToken, vars map[string]string) word {
	if !t.expandable {
		return word{t.text, true}
	}
	text := t.text
	lower := asciiLower(text) // same length as text, so indexes agree
	for name, val := range vars {
		for {
			i := strings.Index(lower, name)
			if i < 0 {
				break
			}
			end := i + len(name)
			if end < len(lower) && isNameByte(lower[end]) {
				break
			}
			text = text[:i] + val + text[end:]
			lower = lower[:i] + asciiLower(val) + lower[end:]
		}
	}
	return word{text, !strings.Contains(text, "$")}
}

var psAssign = lazyRegexp{expr: `^\$([A-Za-z_][A-Za-z0-9_]*)$`}

// powershell judges PowerShell source: its statements one by one, with
// simple variable assignments followed.
func (j *judge) powershell(src string, depth int) {
	if depth > maxDepth {
		return
	}
	vars := j.psVars()
	splats := map[string]string{}
	stmts := psSplit(src)
	var prev []word
	for i, st := range stmts {
		if i > 0 && !stmts[i-1].pipe {
			prev = nil
		}
		toks := st.tokens
		if len(toks) >= 2 && strings.HasPrefix(toks[0].text, "$") && strings.HasSuffix(toks[1].text, "=") && toks[1].text != "==" {
			// $env:X = …, $x += …: an assignment prints nothing; judge its value.
			if len(toks) < 3 || toks[1].text != "=" || !psAssign.get().MatchString(toks[0].text) {
				toks = toks[2:]
				if len(toks) == 0 {
					continue
				}
				words := make([]word, len(toks))
				for k, t := range toks {
					words[k] = psResolve(t, vars)
				}
				j.psStatement(words, toks, nil, false, depth)
				continue
			}
		}
		// $p = @{Path='C:\'; Recurse=$true} is kept for splatting (@p).
		if len(toks) == 3 && toks[1].text == "=" && psAssign.get().MatchString(toks[0].text) && strings.HasPrefix(toks[2].text, "@{") {
			splats[strings.ToLower(toks[0].text[1:])] = toks[2].text
			continue
		}
		toks = psSplat(toks, splats)
		// $x = 'C:\' records x; anything else makes it unknown.
		if len(toks) >= 3 && toks[1].text == "=" && psAssign.get().MatchString(toks[0].text) {
			name := strings.ToLower(toks[0].text)
			if len(toks) == 3 {
				if w := psResolve(toks[2], vars); w.lit && !strings.HasPrefix(w.text, "(") {
					vars[name] = w.text
					continue
				}
			}
			delete(vars, name)
			toks = toks[2:]
		}
		words := make([]word, len(toks))
		for k, t := range toks {
			words[k] = psResolve(t, vars)
		}
		j.psChdir(words)
		piped := i > 0 && stmts[i-1].pipe
		j.psStatement(words, toks, prev, piped && psDownloads(stmts[:i]), depth)
		prev = words
	}
}

// psDownloads reports whether the pipeline ending before stmts' end starts
// with a download.
func psDownloads(stmts []psStatement) bool {
	for k := len(stmts) - 1; k >= 0; k-- {
		if len(stmts[k].tokens) > 0 && psDownloader(stmts[k].tokens[0].text) {
			return true
		}
		if k > 0 && !stmts[k-1].pipe {
			break
		}
	}
	return false
}

var psFetch = lazyRegexp{expr: `(?i)\b(iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|downloadfile|downloaddata|curl|wget|start-bitstransfer|net\.webclient)\b`}

func psDownloader(name string) bool {
	switch psName(name) {
	case "iwr", "irm", "invoke-webrequest", "invoke-restmethod", "curl", "wget", "start-bitstransfer":
		return true
	}
	return false
}

// psName returns a command name lower-cased, without module qualifier,
// directory, call operator or ".exe".
func psName(s string) string {
	s = strings.ToLower(strings.Trim(s, `"'`))
	if i := strings.LastIndexAny(s, `\/`); i >= 0 {
		s = s[i+1:]
	}
	return strings.TrimSuffix(s, ".exe")
}

// psStatement judges one statement; prev is the pipeline stage feeding it.
func (j *judge) psStatement(ws []word, toks []psToken, prev []word, fromDownload bool, depth int) {
	if len(ws) == 0 {
		return
	}
	if ws[0].text == "&" || ws[0].text == "." && len(ws) > 1 {
		ws, toks = ws[1:], toks[1:]
	}
	if len(ws) == 0 {
		return
	}
	whole := joinWords(ws)
	for _, w := range ws {
		// (Get-Item env:X).Value, Remove-Item (…), & { … }, if (…) { … }:
		// judge what runs inside.
		text := strings.TrimPrefix(strings.TrimPrefix(w.text, "$"), "@")
		for _, br := range []string{"()", "{}"} {
			if inner, ok := strings.CutPrefix(text, br[:1]); ok {
				if end := strings.LastIndexByte(inner, br[1]); end >= 0 {
					j.powershell(inner[:end], depth+1)
				}
			}
		}
	}
	name := psName(ws[0].text)
	if strings.HasPrefix(ws[0].text, "(") || strings.HasPrefix(ws[0].text, "$(") {
		name = ""
	}
	rest := ws[1:]
	// Code run from text: iex, scriptblock::Create, powershell -Command.
	if name == "iex" || name == "invoke-expression" || strings.Contains(strings.ToLower(whole), "scriptblock]::create") {
		if fromDownload || psFetch.get().MatchString(whole) {
			j.add(Deny, rulePipe, "Invoke-Expression runs a downloaded script")
			return
		}
		for _, w := range rest {
			j.powershell(strings.Trim(w.text, "()"), depth+1)
		}
	}
	if strings.HasPrefix(ws[0].text, "$env:") || strings.HasPrefix(ws[0].text, "${env:") {
		j.psPrintsVar(ws[:1], toks[:1])
	}
	j.psDotNet(whole, name == "write-host" || name == "write-output" || name == "echo" || strings.IndexAny(ws[0].text, "[($") == 0)
	if strings.Contains(strings.ToLower(whole), "getenvironmentvariables(") {
		j.add(Deny, ruleDumpEnv, "[Environment]::GetEnvironmentVariables() prints the environment")
	}
	j.psProtectWrites(name, rest)
	switch name {
	case "remove-item", "ri", "rm", "del", "erase", "rd", "rmdir", "rp":
		j.psRemove(name, rest, prev)
	case "get-content", "gc", "cat", "type", "more", "select-string", "sls", "copy-item", "copy", "cp", "cpi",
		"import-csv", "get-filehash", "format-hex", "fhx":
		j.psRead(name, rest)
		j.psEnvItems(name, rest)
	case "get-childitem", "gci", "dir", "ls", "get-item", "gi":
		j.psEnvItems(name, rest)
	case "write-host", "write-output", "echo", "write", "write-error", "write-verbose", "write-information", "out-host", "out-string", "write-warning":
		j.psPrintsVar(rest, toks[1:])
	case "powershell", "pwsh", "powershell_ise":
		j.psNested(rest, depth)
	case "start-process", "saps", "start":
		j.psStartProcess(rest, depth)
	case "cmd":
		for k, w := range rest {
			if l := strings.ToLower(w.text); l == "/c" || l == "/k" || l == "/r" {
				j.powershell(strings.ReplaceAll(joinWords(rest[k+1:]), "&", ";"), depth+1)
				break
			}
		}
	case "wsl", "bash", "sh":
		if name == "wsl" {
			args := rest
		opts:
			for len(args) > 0 && strings.HasPrefix(args[0].text, "-") {
				switch args[0].text {
				case "-e", "--exec", "--":
					args = args[1:]
					break opts
				case "-d", "--distribution", "-u", "--user", "--cd":
					args = args[min(2, len(args)):]
				default:
					args = args[1:]
				}
			}
			j.bash(joinWords(args), "", depth+1)
			return
		}
		fallthrough
	case "format":
		if name == "format" {
			j.add(Deny, ruleDisk, "format erases a drive")
			return
		}
		fallthrough
	default:
		if name == "" {
			return
		}
		c := shell.Command{Dir: j.psDir}
		c.Args = append(c.Args, name)
		c.Literal = append(c.Literal, true)
		for _, w := range rest {
			c.Args = append(c.Args, w.text)
			c.Literal = append(c.Literal, w.lit)
		}
		if isShell(name) || isInterpreter(name) {
			if fromDownload {
				j.add(Deny, rulePipe, "a download is piped into "+name)
				return
			}
		}
		j.command(c, depth+1)
	}
}

// psParam reports whether a -Name argument abbreviates the parameter full
// (PowerShell accepts any unambiguous prefix, in any case), at least min
// letters long.
func psParam(arg, full string, min int) bool {
	if !strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "/") {
		return false
	}
	a := strings.ToLower(arg[1:])
	a, _, _ = strings.Cut(a, ":")
	return len(a) >= min && strings.HasPrefix(full, a)
}

// psChdir follows Set-Location and its aliases.
func (j *judge) psChdir(ws []word) {
	if len(ws) == 0 {
		return
	}
	switch psName(ws[0].text) {
	case "set-location", "sl", "cd", "chdir", "push-location", "pushd":
	case "pop-location", "popd":
		j.psDir = ""
		return
	default:
		return
	}
	var target *word
	for k := 1; k < len(ws); k++ {
		a := ws[k].text
		if psParam(a, "path", 1) || psParam(a, "literalpath", 1) {
			if k+1 < len(ws) {
				target = &ws[k+1]
			}
			break
		}
		if !strings.HasPrefix(a, "-") {
			target = &ws[k]
			break
		}
	}
	switch {
	case target == nil:
		j.psDir = j.paths.home
	case !target.lit:
		j.psDir = ""
	default:
		j.psDir = j.paths.abs(target.text, j.psDir)
	}
}

// psSplat expands @name arguments whose hashtable the source assigned:
// Remove-Item @p with $p = @{Path='C:\'; Recurse=$true; Force=$true}.
func psSplat(toks []psToken, splats map[string]string) []psToken {
	var out []psToken
	for _, t := range toks {
		table, ok := splats[strings.ToLower(strings.TrimPrefix(t.text, "@"))]
		if !strings.HasPrefix(t.text, "@") || !ok {
			out = append(out, t)
			continue
		}
		body := strings.TrimSuffix(strings.TrimPrefix(table, "@{"), "}")
		for entry := range strings.FieldsFuncSeq(body, func(r rune) bool { return r == ';' || r == '\n' }) {
			key, val, ok := strings.Cut(entry, "=")
			if !ok {
				continue
			}
			key, val = strings.TrimSpace(key), strings.TrimSpace(val)
			out = append(out, psToken{text: "-" + strings.Trim(key, `'"`)})
			switch strings.ToLower(val) {
			case "$true":
			case "$false":
				out[len(out)-1].text += ":$false"
			default:
				out = append(out, psToken{text: strings.Trim(val, `'"`), quoted: true, expandable: strings.HasPrefix(val, "$") || strings.HasPrefix(val, `"`)})
			}
		}
	}
	return out
}

// asciiLower lower-cases ASCII letters only, keeping every byte in place.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
