package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/rx"
	"github.com/proofgate/proofgate/internal/shell"
)

// An inline program (python -c, node -e, ruby -e, or a script fed to an
// interpreter from a here-document) is judged by what it does to the
// project, in this order:
//
//   - it writes a file: an edit made through the shell, no verification;
//   - it reads standard input: a filter of another command's output;
//   - it imports or runs the project's code (a module outside the
//     language's standard library, a relative require, exec of a file):
//     a Run check, as running the program is;
//   - it parses a file it opens as data or code (json.load(open(…)),
//     yaml.safe_load, JSON.parse(readFileSync(…)), YAML.load_file,
//     ast.parse, loadfile): a Lint check, as a validator is;
//   - anything else (printing, arithmetic, reading text to show it) is
//     no verification.

// inlineKinds judges the inline program code in language lang.
func inlineKinds(lang, code string) kinds {
	if code == "" {
		return 0
	}
	signals := inlineSignals(lang)
	if signals == nil {
		return 0
	}
	sig := signals.Get()
	switch {
	case sig.writes.MatchString(code), sig.stdin.MatchString(code):
		return 0
	case sig.runs != nil && sig.runs.MatchString(code), lang == "python" && importsProject(code),
		lang == "node" && nodeRunsProject(code):
		return of(Run)
	case sig.parses.MatchString(code) && sig.reads.MatchString(code) && !readsTemp(code):
		return of(Lint)
	}
	return 0
}

// readsTemp reports a program that opens a file in a temporary folder:
// the saved output of another command, not a file of the project.
func readsTemp(code string) bool {
	for _, dir := range []string{"'/tmp/", "\"/tmp/", "/var/folders/", "TEMP", "TMPDIR", "tempfile", "gettempdir"} {
		if strings.Contains(code, dir) {
			return true
		}
	}
	return false
}

type inlineSig struct{ writes, stdin, runs, parses, reads *rx.Regexp }

// inlineSignals returns the signals of an inline program's language, or
// nil. A switch picks the language, where a map of all six was built in
// every hook process that judged an inline program; each language's
// patterns are looked up the first time a program in it is judged.
func inlineSignals(lang string) *once.Value[inlineSig] {
	switch lang {
	case "python":
		return &pythonSignals
	case "node":
		return &nodeSignals
	case "ruby":
		return &rubySignals
	case "php":
		return &phpSignals
	case "perl":
		return &perlSignals
	case "lua":
		return &luaSignals
	}
	return nil
}

var pythonSignals = once.Value[inlineSig]{Build: func() inlineSig {
	re := regexps.MustCompile
	return inlineSig{
		writes: re(`open\([^)]*,\s*(?:mode\s*=\s*)?['"][wax]|\.write_(?:text|bytes)\(|shutil\.(?:copy|move)|os\.(?:rename|replace|remove|unlink)\(`),
		stdin:  re(`sys\.stdin|\binput\(|fileinput`),
		runs:   re(`exec\(\s*open\(|runpy\.|importlib\.import_module\(|__import__\(|sys\.path\.(?:insert|append)\(`),
		parses: re(`json\.loads?\(|yaml\.(?:safe_|full_|unsafe_)?load\(|toml(?:lib|i)?\.loads?\(|ast\.parse\(|\bcompile\(|py_compile|ET\.parse\(|ElementTree\.parse\(|plistlib\.load`),
		reads:  re(`open\(|read_text\(|read_bytes\(|\.parse\(\s*['"]`),
	}
}}

var nodeSignals = once.Value[inlineSig]{Build: func() inlineSig {
	re := regexps.MustCompile
	return inlineSig{
		writes: re(`writeFile(?:Sync)?\(|appendFile(?:Sync)?\(|renameSync\(|copyFileSync\(|\brmSync\(|unlinkSync\(`),
		stdin:  re(`process\.stdin|readFileSync\(\s*(?:0|['"]/dev/stdin)`),
		runs:   nil, // see nodeRunsProject
		parses: re(`JSON\.parse\(|YAML\.parse\(|yaml\.(?:load|parse)\(|require\(\s*['"][^'"]+\.json['"]\)|new Function\(|vm\.Script\(`),
		reads:  re(`readFileSync\(|readFile\(|require\(\s*['"][^'"]+\.json`),
	}
}}

var rubySignals = once.Value[inlineSig]{Build: func() inlineSig {
	re := regexps.MustCompile
	return inlineSig{
		writes: re(`File\.(?:write|open\([^)]*['"][wa])|FileUtils\.`),
		stdin:  re(`\bSTDIN\b|\$stdin|\bARGF\b|\bgets\b`),
		runs:   re(`require_relative|require\s*\(?\s*['"]\.{1,2}/|\bload\s*\(?\s*['"]`),
		parses: re(`YAML\.(?:load_file|safe_load|load|parse)|JSON\.(?:parse|load_file)|Psych\.|TOML\.(?:load_file|parse)`),
		reads:  re(`load_file|File\.read|IO\.read|File\.open`),
	}
}}

var phpSignals = once.Value[inlineSig]{Build: func() inlineSig {
	re := regexps.MustCompile
	return inlineSig{
		writes: re(`file_put_contents|fopen\([^)]*['"][wax]`),
		stdin:  re(`php://stdin|STDIN`),
		runs:   re(`\b(?:require|include)(?:_once)?\b`),
		parses: re(`json_decode\(|yaml_parse|simplexml_load_file|token_get_all\(`),
		reads:  re(`file_get_contents\(|_file\(`),
	}
}}

var perlSignals = once.Value[inlineSig]{Build: func() inlineSig {
	re := regexps.MustCompile
	return inlineSig{
		writes: re(`open\s*\(?[^;]*['"]?\+?>`),
		stdin:  re(`<STDIN>|<>`),
		runs:   re(`\b(?:require|do)\s+['"]`),
		parses: re(`decode_json|LoadFile|XMLin`),
		reads:  re(`open|LoadFile|read_file|slurp`),
	}
}}

var luaSignals = once.Value[inlineSig]{Build: func() inlineSig {
	re := regexps.MustCompile
	return inlineSig{
		writes: re(`io\.open\([^)]*['"][wa]`),
		stdin:  re(`io\.read\(|io\.stdin`),
		runs:   re(`dofile\(|require\s*\(?\s*['"]`),
		parses: re(`loadfile\(|load\(`),
		reads:  re(`loadfile\(|io\.open\(|io\.lines\(`),
	}
}}

// importsProject reports a Python import of a module outside the standard
// library and the data parsers a validation would use: the project's own
// code or a library it depends on.
func importsProject(code string) bool {
	for stmt := range strings.FieldsFuncSeq(code, func(r rune) bool { return r == '\n' || r == ';' }) {
		f := strings.Fields(stmt)
		if len(f) < 2 {
			continue
		}
		var mods []string
		switch f[0] {
		case "from":
			mods = []string{f[1]}
		case "import":
			for _, m := range strings.Split(strings.Join(f[1:], " "), ",") {
				if w := strings.Fields(m); len(w) > 0 {
					mods = append(mods, w[0])
				}
			}
		}
		for _, m := range mods {
			top, _, _ := strings.Cut(m, ".")
			if top != "" && !pythonStdlib(top) {
				return true
			}
		}
	}
	return false
}

// nodeRequire finds the paths a Node program requires or imports.
var nodeRequire = once.Value[*rx.Regexp]{Build: func() *rx.Regexp {
	return regexps.MustCompile(`(?:require|import)\(\s*['"]([^'"]+)['"]|from\s+['"]([^'"]+)['"]`)
}}

// nodeRunsProject reports a Node program that loads the project's code: a
// relative or absolute module path that is not a JSON file.
func nodeRunsProject(code string) bool {
	for _, m := range nodeRequire.Get().FindAllStringSubmatch(code, -1) {
		p := m[1] + m[2]
		if (strings.HasPrefix(p, ".") || strings.HasPrefix(p, "/")) && !strings.HasSuffix(p, ".json") {
			return true
		}
	}
	return false
}

// pythonStdlib reports the standard modules agents import in one-liners,
// and the data parsers a validation uses, which are not the project. A
// switch, not a set built in every process that reads it.
func pythonStdlib(name string) bool {
	switch name {
	case "__future__", "abc", "argparse", "ast", "asyncio", "base64", "binascii", "bisect",
		"builtins", "calendar", "cgi", "cmath", "codecs", "collections", "colorsys", "compileall",
		"concurrent", "configparser", "contextlib", "copy", "csv", "ctypes", "dataclasses", "datetime",
		"decimal", "difflib", "dis", "email", "encodings", "enum", "errno", "filecmp", "fileinput",
		"fnmatch", "fractions", "ftplib", "functools", "gc", "getopt", "getpass", "gettext", "glob",
		"gzip", "hashlib", "heapq", "hmac", "html", "http", "imaplib", "importlib", "inspect", "io",
		"ipaddress", "itertools", "json", "keyword", "linecache", "locale", "logging", "lzma", "mailbox",
		"math", "mimetypes", "mmap", "multiprocessing", "netrc", "numbers", "operator", "os", "pathlib",
		"pickle", "pkgutil", "platform", "plistlib", "pprint", "profile", "pstats", "py_compile",
		"queue", "quopri", "random", "re", "readline", "reprlib", "resource", "runpy", "sched",
		"secrets", "select", "selectors", "shelve", "shlex", "shutil", "signal", "site", "smtplib",
		"socket", "socketserver", "sqlite3", "ssl", "stat", "statistics", "string", "stringprep",
		"struct", "subprocess", "sys", "sysconfig", "tarfile", "tempfile", "textwrap", "threading",
		"time", "timeit", "tkinter", "token", "tokenize", "tomllib", "trace", "traceback", "types",
		"typing", "unicodedata", "unittest", "urllib", "uuid", "venv", "warnings", "wave", "weakref",
		"xml", "xmlrpc", "zipfile", "zipimport", "zlib", "zoneinfo",
		// data parsers
		"yaml", "toml", "tomli", "tomlkit", "ruamel", "json5", "jsonschema", "xmltodict":
		return true
	}
	return false
}

// stdinInterpreters read a program from standard input when given no file.
func stdinInterpreters(s string) (v string, ok bool) {
	switch s {
	case "python", "python3", "py":
		return "python", true
	case "node":
		return "node", true
	case "ruby":
		return "ruby", true
	case "php":
		return "php", true
	case "perl":
		return "perl", true
	case "lua":
		return "lua", true
	}
	return
}

// stdinProgram returns the kinds of an interpreter that runs a
// here-document as its program (python3 - <<'EOF' … EOF), and whether
// the command is one.
func stdinProgram(c shell.Command) (kinds, bool) {
	lang, ok := stdinInterpreters(programOf(c))
	if !ok {
		return 0, false
	}
	for _, a := range c.Args[1:] {
		if a != "-" && !strings.HasPrefix(a, "-") {
			return 0, false // a script file
		}
	}
	for _, r := range c.Redirects {
		switch r.Op {
		case "<<", "<<-":
			return inlineKinds(lang, r.Body), true
		case "<<<":
			return inlineKinds(lang, r.Target), true
		}
	}
	return 0, false
}
