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
// starts inside a comment, or indentation in a language where indentation
// is syntax (Python, YAML, Makefiles) make the edit count as a real change.
//
// In a template, an edit of the copy between its markup counts as well
// (see TemplateText).
func Cosmetic(file, old, new string) bool {
	if old == new || TemplateText(file, old, new) {
		return true
	}
	syn, ok := syntaxOf(file)
	if !ok {
		return false
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

// syntax is what the tokenizer needs to know of a language.
type syntax struct {
	line         []string // line comment openers
	blockOpen    string   // block comment opener, "" if none
	blockClose   string
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
	// Lisps and Erlang comment to the end of the line.
	semis    = syntax{line: []string{";"}, quotes: "\""}
	percents = syntax{line: []string{"%"}, quotes: "\""}
)

// syntaxOf names the comment syntax of a file by its extension or name.
func syntaxOf(file string) (syntax, bool) {
	base := strings.ToLower(path.Base(strings.ReplaceAll(file, `\`, "/")))
	switch base {
	case "makefile", "gnumakefile":
		s := hash
		s.indentSyntax = true
		return s, true
	case "dockerfile", "containerfile", "justfile", "gemfile", "rakefile", "procfile", "brewfile", "vagrantfile":
		return hash, true
	}
	switch path.Ext(base) {
	case ".go", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".java", ".kt", ".kts", ".scala",
		".groovy", ".gradle", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cs", ".swift", ".rs", ".dart",
		".proto", ".zig", ".sol", ".m", ".mm", ".fs", ".scss", ".less", ".jsonc", ".json5", ".cue", ".v", ".sv":
		return cLike, true
	case ".php", ".tf", ".hcl":
		s := cLike
		s.line = []string{"//", "#"}
		return s, true
	case ".css":
		return cssLike, true
	case ".sh", ".bash", ".zsh", ".fish", ".rb", ".rake", ".pl", ".pm", ".r", ".ex", ".exs", ".toml", ".nix",
		".conf", ".cfg", ".properties", ".ps1", ".psm1", ".tcl", ".cmake", ".mk", ".env", ".gitignore", ".dockerignore":
		return hash, true
	case ".py", ".pyi", ".yaml", ".yml", ".coffee", ".nim", ".sass":
		s := hash
		s.indentSyntax = true
		return s, true
	case ".ini":
		s := hash
		s.line = []string{"#", ";"}
		return s, true
	case ".sql", ".ada":
		return dashes, true
	case ".hs", ".elm":
		s := dashes
		s.blockOpen, s.blockClose = "{-", "-}"
		return s, true
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
	case ".gleam":
		return cLike, true
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
	return syn.blockOpen != "" && strings.HasPrefix(s, syn.blockOpen)
}

// commentEnd returns where the comment at i ends: at the end of its line
// for a line comment (the newline is left to the caller), after the closer
// for a block comment.
func commentEnd(src string, i int, syn syntax) (int, bool) {
	if syn.blockOpen != "" && strings.HasPrefix(src[i:], syn.blockOpen) {
		j := strings.Index(src[i+len(syn.blockOpen):], syn.blockClose)
		if j < 0 {
			return 0, false
		}
		return i + len(syn.blockOpen) + j + len(syn.blockClose), true
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
