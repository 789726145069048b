package observe

import (
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Cosmetic reports whether an edit of file that replaced old with new only
// touched comments or blank space, so that it cannot alter behaviour. It
// reads both texts as tokens of the file's language: identifiers, numbers,
// string literals (whole, with their content) and punctuation, with comments
// dropped; the edit is cosmetic when both token lists are equal.
//
// It errs towards behaviour: a language it does not know, a fragment that
// starts inside a comment it cannot see open, or indentation in a language
// where indentation is syntax (Python, YAML, Makefiles) make the edit count
// as a real change. A fragment of a /* … */ comment written in the starred
// style (" * Return: …" down to " */") shows where it starts (see
// starredTail).
//
// In a template, an edit of the copy between its markup counts as well
// (see TemplateText).
func Cosmetic(file, old, new string) bool {
	if old == new || TemplateText(file, old, new) {
		return true
	}
	syn, ok := syntaxOf(file)
	if !ok {
		return sameCodeLines(old, new)
	}
	if coqLike(file, old, new) {
		syn = mlLike
	}
	if syn.blockOpen == "/*" {
		a, inA := starredTail(old)
		b, inB := starredTail(new)
		if inA != inB {
			return false // the two texts disagree on where the fragment starts
		}
		old, new = a, b
	}
	a, okA := tokens(old, syn)
	b, okB := tokens(new, syn)
	if syn.trailingCommas {
		a, b = dropTrailingCommas(a), dropTrailingCommas(b)
	}
	if syn.indentSyntax {
		a, b = rankIndents(a), rankIndents(b)
	}
	if !okA || !okB || len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// starredTail reads a fragment that opens inside a block comment written
// in the starred style, each line a " * " (kernel-doc, Javadoc, JSDoc):
// every line up to the comment's "*/" starts with a star and then a blank,
// a slash or its end. It returns what follows the comment's close ("" when
// the whole fragment is comment) and true; the text itself and false when
// the fragment does not open so. In code a line starting "* " then "*/"
// is no C-like program (a multiplication's continuation does not close a
// comment), and a starred line the edit left unclosed is a comment's line
// in both its texts or in neither.
func starredTail(src string) (string, bool) {
	seen := false
	for rest := src; rest != ""; {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		t := strings.TrimLeft(line, " \t")
		if strings.TrimRight(t, " \t\r") == "" {
			continue
		}
		if t[0] != '*' || len(t) > 1 && t[1] != ' ' && t[1] != '\t' && t[1] != '/' && t[1] != '\r' {
			return src, false
		}
		seen = true
		if i := strings.Index(t, "*/"); i >= 0 {
			after := t[i+2:]
			if rest != "" {
				after += "\n" + rest
			}
			return after, true
		}
	}
	if !seen {
		return src, false
	}
	return "", true
}

// coqLike reports a .v file, which is Verilog or V as often as Coq, whose
// edit reads as Coq's: it has Coq's (* … *) comments and none of the
// others' // or /* … */.
func coqLike(file, old, new string) bool {
	if !strings.EqualFold(path.Ext(file), ".v") {
		return false
	}
	both := old + new
	return strings.Contains(both, "(*") && !strings.Contains(both, "//") && !strings.Contains(both, "/*")
}

// sameCodeLines is Cosmetic for a language no row of syntaxOf names: the
// edit is cosmetic when both texts have the same lines once blank lines and
// whole-line comments are passed over. A whole-line comment opens on a
// marker most languages share, then a space or the line's end ("// ",
// "# ", "-- ", "; ", "% "): "#define", "--x" and "%s" are code, a block
// comment's lines are code, and so is any change within a line.
func sameCodeLines(old, new string) bool {
	for {
		var a, b string
		a, old = nextCodeLine(old)
		b, new = nextCodeLine(new)
		if a != b {
			return false
		}
		if old == "" && new == "" {
			return true
		}
	}
}

// nextCodeLine returns the first line of src that is neither blank nor a
// whole-line comment (see sameCodeLines), without its trailing blank
// space, and the rest of src after it.
func nextCodeLine(src string) (line, rest string) {
	for src != "" {
		line, src, _ = strings.Cut(src, "\n")
		line = strings.TrimRight(line, " \t\r")
		if t := strings.TrimLeft(line, " \t"); t != "" && !lineComment(t) {
			return line, src
		}
	}
	return "", ""
}

// lineComment reports a line, its indentation trimmed, that is a comment in
// whatever language it is likely to be written.
func lineComment(t string) bool {
	if strings.HasPrefix(t, "//") {
		return true
	}
	for _, m := range [...]string{"#", "--", ";", "%"} {
		if rest, ok := strings.CutPrefix(t, m); ok {
			rest = strings.TrimLeft(rest, m[:1])
			return rest == "" || rest[0] == ' ' || rest[0] == '\t'
		}
	}
	return false
}

// syntax is what the tokenizer needs to know of a language.
type syntax struct {
	line       []string // line comment openers
	blockOpen  string   // block comment opener, "" if none
	blockClose string
	altOpen    string // a second block comment opener (Pascal's (* … *) beside { … }), "" if none
	altClose   string
	// directive follows a block opener where the block is code, not a
	// comment: Pascal's {$IFDEF DEBUG}.
	directive    string
	quotes       string // characters that open a string literal
	indentSyntax bool   // leading blank space is part of the program
	// trailingCommas is set where a comma before a closing bracket means
	// nothing (a formatter adds or drops it), unlike Python's (x,).
	trailingCommas bool
}

var (
	cLike   = syntax{line: []string{"//"}, blockOpen: "/*", blockClose: "*/", quotes: "\"'`", trailingCommas: true}
	hash    = syntax{line: []string{"#"}, quotes: "\"'"}
	dashes  = syntax{line: []string{"--"}, quotes: "\"'"}
	markup  = syntax{blockOpen: "<!--", blockClose: "-->", quotes: "\"'"}
	cssLike = syntax{blockOpen: "/*", blockClose: "*/", quotes: "\"'"}
	// OCaml's (* … *) and its doc comments (** … *); ' starts a type
	// variable or a char there, not a string.
	mlLike = syntax{blockOpen: "(*", blockClose: "*)", quotes: "\""}
	// Lisps and Erlang comment to the end of the line; so do TeX and
	// LaTeX, whose quotes are no strings.
	semis    = syntax{line: []string{";"}, quotes: "\""}
	percents = syntax{line: []string{"%"}, quotes: "\""}
	tex      = syntax{line: []string{"%"}}
	// Haskell's family: -- to the end of the line, {- … -} (Dhall,
	// PureScript, Idris, Agda, Elm).
	haskell = syntax{line: []string{"--"}, blockOpen: "{-", blockClose: "-}", quotes: "\""}
	// Pascal and Delphi: { … } and (* … *), unless a compiler directive.
	pascal = syntax{line: []string{"//"}, blockOpen: "{", blockClose: "}", altOpen: "(*", altClose: "*)", directive: "$", quotes: "'"}
)

// syntaxOf names the comment syntax of a file by its extension or name.
func syntaxOf(file string) (syntax, bool) {
	base := strings.ToLower(path.Base(strings.ReplaceAll(file, `\`, "/")))
	switch base {
	case "makefile", "gnumakefile":
		s := hash
		s.indentSyntax = true
		return s, true
	case "dockerfile", "containerfile", "justfile", "gemfile", "rakefile", "procfile", "brewfile", "vagrantfile",
		"podfile", "fastfile", "appfile", "earthfile", "cmakelists.txt", "meson.build":
		return hash, true
	case "build", "workspace", "tiltfile": // Starlark
		s := hash
		s.indentSyntax = true
		return s, true
	case "jenkinsfile":
		return cLike, true
	}
	switch path.Ext(base) {
	case ".go", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".java", ".kt", ".kts", ".scala",
		".groovy", ".gradle", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cs", ".swift", ".rs", ".dart",
		".proto", ".zig", ".sol", ".m", ".mm", ".fs", ".scss", ".less", ".jsonc", ".json5", ".cue", ".v", ".sv",
		".bicep", ".hx", ".move", ".cairo", ".ha", ".odin", ".vala", ".cu", ".cuh", ".ino", ".pde", ".glsl", ".vert",
		".frag", ".hlsl", ".metal", ".wgsl", ".sbt", ".fsx", ".fsi", ".pkl", ".gleam":
		return cLike, true
	case ".d":
		s := cLike
		s.altOpen, s.altClose = "/+", "+/"
		return s, true
	case ".php", ".tf", ".hcl", ".tfvars", ".nomad", ".stan", ".jsonnet", ".libsonnet", ".thrift":
		s := cLike
		s.line = []string{"//", "#"}
		return s, true
	case ".css":
		return cssLike, true
	case ".sh", ".bash", ".zsh", ".fish", ".rb", ".rake", ".pl", ".pm", ".r", ".ex", ".exs", ".toml", ".nix",
		".conf", ".cfg", ".properties", ".tcl", ".cmake", ".mk", ".env", ".gitignore", ".dockerignore",
		".cr", ".graphql", ".gql":
		return hash, true
	case ".ps1", ".psm1":
		s := hash
		s.blockOpen, s.blockClose = "<#", "#>"
		return s, true
	case ".py", ".pyi", ".yaml", ".yml", ".coffee", ".sass", ".mojo", ".rpy", ".bzl", ".star", ".bazel", ".roc":
		s := hash
		s.indentSyntax = true
		return s, true
	case ".nim":
		s := hash
		s.indentSyntax = true
		s.blockOpen, s.blockClose = "#[", "]#"
		return s, true
	case ".ini":
		s := hash
		s.line = []string{"#", ";"}
		return s, true
	case ".sql", ".ada", ".adb", ".ads", ".vhd", ".vhdl":
		return dashes, true
	case ".hs", ".elm", ".dhall", ".purs", ".idr", ".agda":
		return haskell, true
	case ".lean":
		s := dashes
		s.blockOpen, s.blockClose = "/-", "-/"
		return s, true
	case ".pas", ".dpr", ".lpr", ".dpk":
		return pascal, true
	case ".tex", ".sty":
		return tex, true
	case ".st": // Smalltalk: "…" is a comment, '…' a string
		return syntax{blockOpen: "\"", blockClose: "\"", quotes: "'"}, true
	case ".vb", ".vbs", ".bas":
		return syntax{line: []string{"'"}, quotes: "\""}, true
	case ".lua":
		s := dashes
		s.blockOpen, s.blockClose = "--[[", "]]"
		return s, true
	case ".jl":
		s := hash
		s.blockOpen, s.blockClose = "#=", "=#"
		return s, true
	case ".ml", ".mli", ".mll", ".mly":
		return mlLike, true
	case ".clj", ".cljs", ".cljc", ".edn", ".el", ".lisp", ".scm", ".rkt":
		return semis, true
	case ".erl", ".hrl":
		return percents, true
	case ".f90", ".f95", ".f03", ".f08":
		return syntax{line: []string{"!"}, quotes: "\"'"}, true
	case ".gd":
		s := hash
		s.indentSyntax = true
		return s, true
	case ".html", ".htm", ".xml", ".svg", ".xaml", ".csproj", ".plist":
		return markup, true
	}
	return syntax{}, false
}

// tokens splits src into the tokens of a language with syntax syn, comments
// dropped. In an indentation-sensitive language each line's indentation is
// a token of its own. ok is false for text it cannot read with confidence:
// a block comment or string still open at the end.
func tokens(src string, syn syntax) (toks []string, ok bool) {
	lineStart := true
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRuneInString(src[i:])
		switch {
		case r == '\n':
			lineStart = true
			i++
			continue
		case unicode.IsSpace(r):
			j := i
			for j < len(src) && (src[j] == ' ' || src[j] == '\t' || src[j] == '\r') {
				j++
			}
			if j == i {
				j = i + size
			}
			if lineStart && syn.indentSyntax && j < len(src) && src[j] != '\n' && !commentAt(src, j, syn) {
				toks = append(toks, "\x00indent:"+src[i:j])
			}
			i = j
			continue
		case commentAt(src, i, syn):
			end, closed := commentEnd(src, i, syn)
			if !closed {
				return nil, false
			}
			i = end
			continue
		}
		if lineStart && syn.indentSyntax {
			toks = append(toks, "\x00indent:")
		}
		lineStart = false
		switch {
		case strings.ContainsRune(syn.quotes, r):
			end, closed := stringEnd(src, i, byte(r))
			if !closed {
				return nil, false
			}
			toks = append(toks, src[i:end])
			i = end
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i
			for j < len(src) {
				r2, s2 := utf8.DecodeRuneInString(src[j:])
				if r2 != '_' && !unicode.IsLetter(r2) && !unicode.IsDigit(r2) {
					break
				}
				j += s2
			}
			toks = append(toks, src[i:j])
			i = j
		default:
			toks = append(toks, src[i:i+size])
			i += size
		}
	}
	return toks, true
}

// rankIndents replaces each indentation by its rank among the text's
// indentation widths: what Python and YAML read is the nesting, so a tab
// turned into four spaces everywhere changes nothing, while a line moved
// into or out of a block changes its rank.
func rankIndents(toks []string) []string {
	const prefix = "\x00indent:"
	var widths []int
	for _, t := range toks {
		if w, ok := strings.CutPrefix(t, prefix); ok {
			widths = append(widths, indentWidth(w))
		}
	}
	slices.Sort(widths)
	widths = slices.Compact(widths)
	out := make([]string, len(toks))
	for i, t := range toks {
		if w, ok := strings.CutPrefix(t, prefix); ok {
			rank, _ := slices.BinarySearch(widths, indentWidth(w))
			t = prefix + strconv.Itoa(rank)
		}
		out[i] = t
	}
	return out
}

// indentWidth is the column an indentation reaches, a tab going to the
// next multiple of 8 as in Python's tokenizer.
func indentWidth(indent string) int {
	col := 0
	for _, r := range indent {
		if r == '\t' {
			col = col/8*8 + 8
		} else {
			col++
		}
	}
	return col
}

// commentAt reports a comment opening at src[i]. "#" and ";" open one only
// at the start of a word, as in shells and YAML: ${#list} and a#b are code.
// dropTrailingCommas removes the commas that only precede a closing
// bracket.
func dropTrailingCommas(toks []string) []string {
	out := toks[:0:0]
	for i, t := range toks {
		if t == "," && i+1 < len(toks) && (toks[i+1] == ")" || toks[i+1] == "]" || toks[i+1] == "}") {
			continue
		}
		out = append(out, t)
	}
	return out
}

func commentAt(src string, i int, syn syntax) bool {
	s := src[i:]
	for _, l := range syn.line {
		if !strings.HasPrefix(s, l) {
			continue
		}
		if (l == "#" || l == ";") && i > 0 && !unicode.IsSpace(rune(src[i-1])) {
			continue
		}
		return true
	}
	for _, open := range [2]string{syn.blockOpen, syn.altOpen} {
		if open != "" && strings.HasPrefix(s, open) && (syn.directive == "" || !strings.HasPrefix(s[len(open):], syn.directive)) {
			return true
		}
	}
	return false
}

// commentEnd returns where the comment at i ends: at the end of its line
// for a line comment (the newline is left to the caller), after the closer
// for a block comment.
func commentEnd(src string, i int, syn syntax) (int, bool) {
	for _, b := range [2][2]string{{syn.blockOpen, syn.blockClose}, {syn.altOpen, syn.altClose}} {
		if b[0] == "" || !strings.HasPrefix(src[i:], b[0]) {
			continue
		}
		j := strings.Index(src[i+len(b[0]):], b[1])
		if j < 0 {
			return 0, false
		}
		return i + len(b[0]) + j + len(b[1]), true
	}
	if j := strings.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j, true
	}
	return len(src), true
}

// stringEnd returns the index after the string literal opened by quote at
// i. Backquoted and triple-quoted strings may span lines; others end at
// the line's end.
func stringEnd(src string, i int, quote byte) (int, bool) {
	if strings.HasPrefix(src[i:], strings.Repeat(string(quote), 3)) {
		closer := strings.Repeat(string(quote), 3)
		j := strings.Index(src[i+3:], closer)
		if j < 0 {
			return 0, false
		}
		return i + 3 + j + 3, true
	}
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case quote:
			return j + 1, true
		case '\n':
			if quote != '`' {
				return 0, false
			}
		}
	}
	return 0, false
}
