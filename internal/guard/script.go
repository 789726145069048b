package guard

import (
	"encoding/base64"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// isInterpreterName reports whether name is an interpreter that runs
// inline code given with -c, -e, -r or eval. A switch: handlerFor reads it
// in every PreToolUse process.
func isInterpreterName(name string) bool {
	switch name {
	case "python", "python2", "python3", "pypy", "pypy3", "perl", "ruby", "node", "nodejs", "deno", "php":
		return true
	}
	return false
}

// pythonTools are modules that python -m runs as the program of that
// name, whose acts the guard judges (publishing).
var pythonTools = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"twine": true, "flit": true, "hatch": true, "poetry": true, "uv": true}
}}

func isInterpreter(name string) bool {
	return isInterpreterName(name) || strings.HasPrefix(name, "python") || strings.HasPrefix(name, "perl") ||
		strings.HasPrefix(name, "ruby") || strings.HasPrefix(name, "node") || strings.HasPrefix(name, "php")
}

// scriptCommand judges the inline code of python -c, perl -e, ruby -e,
// node -e/-p, php -r, deno eval, or a here-document fed to one.
func scriptCommand(j *judge, c shell.Command, depth int) {
	ws := args(c)
	if j.checkFetched(c, ws) {
		return
	}
	name := program(c)
	var codes []string
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case a == "-c" || a == "-e" || a == "-E" || a == "--eval" || a == "-p" || a == "--print" || a == "-r" && name == "php" ||
			name == "deno" && a == "eval":
			if i+1 < len(ws) {
				code := ws[i+1].text
				if a == "-p" || a == "--print" {
					code = "print(" + code + ")" // node -p prints the value
				}
				codes = append(codes, code)
				i++
			}
		case strings.HasPrefix(a, "--eval="):
			codes = append(codes, a[len("--eval="):])
		case shortFlags(a) && (strings.HasSuffix(a, "e") || strings.HasSuffix(a, "E") || strings.HasSuffix(a, "c") && strings.HasPrefix(name, "python")) &&
			!strings.HasPrefix(a, "-M") && i+1 < len(ws):
			// perl -we '…', perl -ne '…', python -Bc '…'
			codes = append(codes, ws[i+1].text)
			i++
		case a == "-m" || a == "-M":
			i++
			if i < len(ws) && pythonTools.Get()[ws[i].text] && strings.HasPrefix(name, "py") {
				// python -m twine upload runs twine upload.
				sub := shell.Command{Dir: c.Dir, Assigns: c.Assigns}
				for _, w := range ws[i:] {
					sub.Args = append(sub.Args, w.text)
					sub.Literal = append(sub.Literal, w.lit)
				}
				j.command(sub, depth+1)
			}
			// python -m json.tool FILE reads FILE.
			if i+1 < len(ws) {
				j.checkSecretRead(c, nonOptions(ws[i+1:]))
			}
		case !strings.HasPrefix(a, "-"):
			// A script's own arguments may name files it reads.
			j.checkSecretRead(c, nonOptions(ws[i:]))
			i = len(ws)
		}
	}
	for _, r := range c.Redirects {
		switch r.Op {
		case "<<<":
			codes = append(codes, r.Target)
		case "<<", "<<-":
			codes = append(codes, r.Body)
		}
	}
	for _, code := range codes {
		j.script(code, c.Dir, depth+1)
	}
}

var (
	// stringLit matches a quoted string in Python, Perl, Ruby or JavaScript.
	stringLit = lazyRegexp{expr: `'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|` + "`((?:[^`\\\\]|\\\\.)*)`"}
	// listLit matches a bracketed list of strings: ['rm', '-rf', '/'].
	listLit = lazyRegexp{expr: `[\[(]\s*(?:['"][^'"]*['"]\s*,\s*)+['"][^'"]*['"]\s*[\])]`}
	// shellCall names the calls that hand a string to a shell.
	shellCall = lazyRegexp{expr: `\b(system|popen|exec\w*|spawn\w*|call|check_output|check_call|run|Popen|shell_exec|passthru|proc_open|getoutput|getstatusoutput|qx|capture\w*|Open3)\b|%x|` + "`"}
	// treeDelete names the calls that delete a tree or file.
	treeDelete = lazyRegexp{expr: `\b(rmtree|remove_tree|rm_rf|rm_r|rm_f|rmSync|rmdirSync|rmdir|removedirs|unlink\w*|rimraf|emptyDir\w*|remove_dir_all|os\.remove|File\.delete|FileUtils\.(rm|remove\w*)|Deno\.remove|fs\.(rm|promises\.rm))\b`}
	// homeExpr are expressions for the home directory or the cwd.
	homeExpr   = lazyRegexp{expr: `Path\.home\(\)|os\.homedir\(\)|homedir\(\)|Dir\.home|environ\[['"]HOME['"]\]|getenv\(['"]HOME['"]\)|process\.env\.HOME|ENV\[['"]HOME['"]\]|\$ENV\{HOME\}|File\.expand_path\(['"]~['"]\)`}
	expandUser = lazyRegexp{expr: `(?:os\.path\.)?expanduser\(\s*('[^']*'|"[^"]*")\s*\)`}
	cwdExpr    = lazyRegexp{expr: `os\.getcwd\(\)|process\.cwd\(\)|Dir\.pwd|Path\.cwd\(\)|getcwd\(\)`}
	// envEnumerate matches walking the whole environment, which prints it
	// wherever the print is.
	envEnumerate = lazyRegexp{expr: `os\.environ\.(items|values)\(|in\s+os\.environ\b|Object\.(entries|values)\(\s*process\.env|in\s+process\.env\b|\bENV\.(to_h|to_a|each\w*|inspect|map|select|sort)|keys\s*%ENV|values\s*%ENV|each\s*%ENV|Deno\.env\.toObject|getenv\(\s*\)|\$_ENV\b|\$_SERVER\b`}
	// envValue matches the whole environment as a value; it prints the
	// environment when a print's statement holds it.
	envValue = lazyRegexp{expr: `os\.environ(\s*[),}\]]|\s*$)|dict\(\s*os\.environ\s*\)|process\.env(\s*[),}\]]|\s*$)|\bENV(\s*[),}\]]|\s*$)|%ENV|\bp ENV\b|pp ENV`}
	// printCall names the calls that show a value.
	printCall = lazyRegexp{expr: `\b(print|pprint|puts|say|printf|console\.(log|error|info|dir|warn)|p|pp|Dumper|dump|dumps|var_dump|print_r|echo|write|stringify|inspect)\b`}
	// secretEnv matches reading one secret-looking variable.
	secretEnv = lazyRegexp{expr: `(?:environ\s*\[\s*|environ\.get\(\s*|getenv\(\s*|env\[\s*|ENV\[\s*|ENV\.fetch\(\s*|env\.get\(\s*)['"]([A-Za-z_][A-Za-z0-9_]*)['"]|process\.env\.([A-Za-z_][A-Za-z0-9_]*)|\$ENV\{['"]?([A-Za-z_][A-Za-z0-9_]*)`}
	// dotenvLoad reads .env into a value that can be printed.
	dotenvLoad = lazyRegexp{expr: `dotenv_values\(|dotenv\.parse\(|Dotenv\.parse\(|dotenv\.config\(\)\.parsed`}
	// decodes names the calls that decode base64, to find hidden code.
	decodes = lazyRegexp{expr: `b64decode|decodebytes|atob|['"]base64['"]|decode_base64|unpack1?\(['"]m|base64_decode|Base64\.decode`}
	// readsFile names the calls that read a file.
	readsFile = lazyRegexp{expr: `\b(open|read\w*|load\w*|File|fs|IO|Path|slurp|cat|copy\w*|file_get_contents|readFile\w*|send\w*|upload\w*|post)\b|<`}
)

// script judges inline code: the shell commands it runs, the trees it
// deletes, the secrets it reads and the environment it prints. Code is
// read with patterns, not parsed: string literals stand for paths and
// commands, and a call's own statement is taken to hold its arguments.
func (j *judge) script(code, dir string, depth int) {
	if depth > maxDepth || strings.TrimSpace(code) == "" {
		return
	}
	var lits []word
	for _, m := range stringLit.get().FindAllStringSubmatch(code, -1) {
		s := m[1] + m[2] + m[3]
		lits = append(lits, word{strings.NewReplacer(`\'`, `'`, `\"`, `"`, `\\`, `\`).Replace(s), true})
	}
	if shellCall.get().MatchString(code) {
		j.scriptShellCalls(code, lits, dir, depth)
	}
	j.scriptDeletions(code, lits, dir)
	if readsFile.get().MatchString(code) {
		j.checkSecretRead(shell.Command{Args: []string{"inline script"}, Literal: []bool{true}, Dir: dir}, lits)
	}
	if printCall.get().MatchString(code) {
		j.scriptPrints(code)
	}
	if decodes.get().MatchString(code) {
		// exec(base64.b64decode('…')): judge what the literal hides.
		for _, l := range lits {
			if out, err := base64.StdEncoding.DecodeString(l.text); err == nil && len(l.text) >= 8 {
				j.script(string(out), dir, depth+1)
				j.bash(string(out), dir, depth+1)
			}
		}
	}
}

// scriptShellCalls judges the command lines a script hands to a shell:
// each string literal, each call's pieces joined (os.system("rm -rf " +
// home)), and each list of strings as an argv (['rm', '-rf', '/']).
func (j *judge) scriptShellCalls(code string, lits []word, dir string, depth int) {
	for _, l := range lits {
		j.bash(l.text, dir, depth+1)
	}
	for _, loc := range shellCall.get().FindAllStringIndex(code, -1) {
		stmt := homeExpr.get().ReplaceAllString(statementAt(code, loc[0]), "'~'")
		stmt = expandUser.get().ReplaceAllString(stmt, "$1")
		var parts []string
		for _, m := range stringLit.get().FindAllStringSubmatch(stmt, -1) {
			parts = append(parts, m[1]+m[2]+m[3])
		}
		if len(parts) > 1 {
			j.bash(strings.Join(parts, ""), dir, depth+1)
			j.bash(strings.Join(parts, " "), dir, depth+1)
		}
	}
	for _, list := range listLit.get().FindAllString(code, -1) {
		var parts []string
		for _, m := range stringLit.get().FindAllStringSubmatch(list, -1) {
			parts = append(parts, shellQuote(m[1]+m[2]))
		}
		j.bash(strings.Join(parts, " "), dir, depth+1)
	}
}

// scriptDeletions judges the trees a script deletes. The deletion's own
// statement names its target; a target held in a variable sends us back
// to every string in the script.
func (j *judge) scriptDeletions(code string, lits []word, dir string) {
	for _, loc := range treeDelete.get().FindAllStringIndex(code, -1) {
		stmt := statementAt(code, loc[0])
		var targets []word
		for _, m := range stringLit.get().FindAllStringSubmatch(stmt, -1) {
			targets = append(targets, word{m[1] + m[2] + m[3], true})
		}
		if homeExpr.get().MatchString(stmt) {
			targets = append(targets, word{"~", true})
		}
		if cwdExpr.get().MatchString(stmt) {
			targets = append(targets, word{dir, true})
		}
		if len(targets) == 0 {
			targets = lits
			if homeExpr.get().MatchString(code) {
				targets = append(targets, word{"~", true})
			}
		}
		d := deletion{dir: dir, recursive: true, forced: true}
		for _, t := range targets {
			if strings.ContainsAny(t.text, " \n;(){}=") {
				continue // not a path
			}
			if why := j.deletionDanger(t, d); why != "" {
				j.add(Deny, ruleDelete, "inline script deletes "+display(t.text)+": "+why)
				return
			}
		}
	}
}

// scriptPrints judges what a script prints: the .env file loaded whole,
// the environment walked or printed as a value, a secret variable.
func (j *judge) scriptPrints(code string) {
	if m := dotenvLoad.get().FindString(code); m != "" {
		j.add(Deny, ruleReadSecret, "inline script prints the .env file ("+m+")")
	}
	if m := envEnumerate.get().FindString(code); m != "" {
		j.add(Deny, ruleDumpEnv, "inline script prints the environment ("+strings.TrimSpace(m)+")")
	}
	for _, loc := range printCall.get().FindAllStringIndex(code, -1) {
		stmt := statementAt(code, loc[0])
		if m := envValue.get().FindString(stmt); m != "" {
			j.add(Deny, ruleDumpEnv, "inline script prints the environment ("+strings.TrimSpace(m)+")")
		}
		for _, m := range secretEnv.get().FindAllStringSubmatch(stmt, -1) {
			if name := m[1] + m[2] + m[3]; isSecretName(name) {
				j.add(Deny, rulePrintVar, "inline script prints "+name)
			}
		}
	}
}

// shellQuote quotes one argv element for re-parsing as Bash.
func shellQuote(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t\n'\"\\$`;&|<>(){}*?[]#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// statementAt returns the code from i to the end of its statement.
func statementAt(code string, i int) string {
	stmt := code[i:]
	if end := strings.IndexAny(stmt, ";\n"); end >= 0 {
		stmt = stmt[:end]
	}
	return stmt
}

// nonOptions returns the words that are not options.
func nonOptions(ws []word) []word {
	var out []word
	for _, w := range ws {
		if !strings.HasPrefix(w.text, "-") {
			out = append(out, w)
		}
	}
	return out
}
