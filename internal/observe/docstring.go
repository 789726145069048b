package observe

import (
	"bytes"
	"path"
	"strings"
)

// DocstringEdit reports an edit of a Python file whose old and new text
// are each one triple-quoted string literal and nothing else, so that
// whether it is cosmetic depends on where the string stands: a docstring
// (see Docstring) documents and does nothing, the same string passed to
// execute() is a query. Cosmetic reads a string's content as behaviour.
func DocstringEdit(file, old, new string) bool {
	switch path.Ext(strings.ToLower(file)) {
	case ".py", ".pyi":
	default:
		return false
	}
	return tripleQuoted(strings.TrimSpace(old)) && tripleQuoted(strings.TrimSpace(new))
}

// tripleQuoted reports s as one triple-quoted string literal, with an r
// or u prefix at most (a bytes or f-string is data, not documentation).
func tripleQuoted(s string) bool {
	if len(s) > 0 && strings.IndexByte("rRuU", s[0]) >= 0 {
		s = s[1:]
	}
	for _, q := range []string{`"""`, `'''`} {
		if len(s) >= 6 && strings.HasPrefix(s, q) && strings.HasSuffix(s, q) && !strings.Contains(s[3:len(s)-3], q) {
			return true
		}
	}
	return false
}

// HeadedDocstringEdit reports an edit of a Python file whose old and new
// text each hold a block's header, the same in both (def, class …, ending
// with a colon), and after it a triple-quoted string alone on its lines in
// one of them or both, with the same code after it: the fragment itself
// shows the string is the block's docstring, written, rewritten or taken
// out, with no need to read the file.
func HeadedDocstringEdit(file, old, new string) bool {
	switch path.Ext(strings.ToLower(file)) {
	case ".py", ".pyi":
	default:
		return false
	}
	oh, oafter, ook := headedDocstring(old)
	nh, nafter, nok := headedDocstring(new)
	switch {
	case ook && nok:
		return oh == nh && oafter == nafter
	case nok:
		after, ok := afterHeader(old, nh)
		return ok && after == nafter
	case ook:
		after, ok := afterHeader(new, oh)
		return ok && after == oafter
	}
	return false
}

// afterHeader returns s past header, trimmed, when s opens with header's
// lines.
func afterHeader(s, header string) (string, bool) {
	rest, ok := strings.CutPrefix(s, header)
	if !ok || rest != "" && rest[0] != '\n' {
		return "", false
	}
	return strings.TrimSpace(rest), true
}

// headedDocstring splits s into a block's header and the code after the
// triple-quoted string that follows it alone on its lines, trimmed.
func headedDocstring(s string) (header, after string, ok bool) {
	header, rest, ok := headedString(s)
	if !ok {
		return "", "", false
	}
	if strings.IndexByte("rRuU", rest[0]) >= 0 {
		rest = rest[1:]
	}
	q := rest[:3]
	end := strings.Index(rest[3:], q)
	if end < 0 {
		return "", "", false
	}
	after = rest[3+end+3:]
	if line, _, _ := strings.Cut(after, "\n"); strings.TrimSpace(line) != "" {
		return "", "", false // code after the string on its line: a value
	}
	return header, strings.TrimSpace(after), true
}

// headedString splits s at the end of its last line before a
// triple-quoted string that opens a line: the header, which must open a
// function or a class and end with a colon, and the rest, trimmed.
func headedString(s string) (header, rest string, ok bool) {
	for i := 0; i < len(s); {
		nl := strings.IndexByte(s[i:], '\n')
		if nl < 0 {
			return "", "", false
		}
		i += nl + 1
		line := strings.TrimLeft(s[i:], " \t")
		if !strings.HasPrefix(line, `"""`) && !strings.HasPrefix(line, "'''") && !strings.HasPrefix(line, `r"""`) {
			continue
		}
		header = strings.TrimRight(s[:i], " \t\n")
		last := strings.TrimSpace(header[strings.LastIndexByte(header, '\n')+1:])
		if strings.Contains(last, "#") || !strings.HasSuffix(last, ":") || !opensBlock(header, last) {
			return "", "", false // a comment on the header's line errs towards code
		}
		return header, strings.TrimSpace(s[i:]), true
	}
	return "", "", false
}

// opensBlock reports a header whose last line opens a function or a class,
// or closes the signature of one written over several lines: a string
// that is the block's first statement is its docstring.
func opensBlock(header, last string) bool {
	def := func(l string) bool {
		return strings.HasPrefix(l, "def ") || strings.HasPrefix(l, "async def ") || strings.HasPrefix(l, "class ")
	}
	if def(last) {
		return true
	}
	if !strings.HasPrefix(last, ")") {
		return false
	}
	for l := range strings.SplitSeq(header, "\n") {
		if def(strings.TrimSpace(l)) {
			return true
		}
	}
	return false
}

// Docstring reports the text fragment, found once in a Python file's
// content, standing as a docstring or a bare string statement: alone on
// its lines, and either first in the module (after comments and blank
// lines) or right after a line that ends a block's header with a colon
// (def, class, if …:). A string anywhere else may be an argument or a
// value.
func Docstring(content []byte, fragment string) bool {
	f := []byte(strings.TrimSpace(fragment))
	at := bytes.Index(content, f)
	if len(f) == 0 || at < 0 || bytes.Contains(content[at+1:], f) {
		return false // absent, or more than one place it could be
	}
	return standsAsDocstring(content, at, at+len(f))
}

// standsAsDocstring reports the text content[at:end] standing where a
// docstring or a bare string statement stands (see Docstring).
func standsAsDocstring(content []byte, at, end int) bool {
	lineStart := bytes.LastIndexByte(content[:at], '\n') + 1
	if len(bytes.TrimSpace(content[lineStart:at])) > 0 {
		return false // code before it on its line
	}
	rest := content[end:]
	if end := bytes.IndexByte(rest, '\n'); end >= 0 {
		rest = rest[:end]
	}
	if r := bytes.TrimSpace(rest); len(r) > 0 && r[0] != '#' {
		return false // code after it on its line
	}
	lines := bytes.Split(bytes.TrimRight(content[:lineStart], "\n"), []byte("\n"))
	for i := len(lines) - 1; i >= 0; i-- {
		l := bytes.TrimSpace(lines[i])
		if len(l) == 0 {
			continue
		}
		if l[0] == '#' {
			if allComments(lines[:i]) {
				return true // first in the module, after its comments
			}
			continue
		}
		if c := bytes.IndexByte(l, '#'); c >= 0 {
			l = bytes.TrimSpace(l[:c]) // "def f():  # noqa" (a # in a string on that line errs towards code)
		}
		return bytes.HasSuffix(l, []byte(":"))
	}
	return true // the module's first statement
}

// allComments reports lines that are all comments or blank.
func allComments(lines [][]byte) bool {
	for _, l := range lines {
		if l = bytes.TrimSpace(l); len(l) > 0 && l[0] != '#' {
			return false
		}
	}
	return true
}
