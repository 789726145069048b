package observe

import (
	"bytes"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ProseEdit reports an edit of a Python file that may have been made
// inside a docstring or a comment without showing either's delimiters:
// its new text holds prose (two words in a row, neither a keyword, which
// no Python statement holds), and neither text holds a triple quote or a
// backslash, or starts or ends with a quote, any of which could move
// where a string starts or ends. Only the file tells where such a
// fragment stands (see EditInsideDocs); ProseEdit keeps the reading of it
// to the edits that can pass.
func ProseEdit(file, old, new string) bool {
	switch path.Ext(strings.ToLower(file)) {
	case ".py", ".pyi":
	default:
		return false
	}
	return quoteSafe(old) && quoteSafe(new) && prose(new)
}

// quoteSafe reports a fragment that cannot open, close or escape a
// string around it.
func quoteSafe(s string) bool {
	if strings.Contains(s, `"""`) || strings.Contains(s, `'''`) || strings.IndexByte(s, '\\') >= 0 {
		return false
	}
	t := strings.TrimSpace(s)
	return t == "" || !isQuote(t[0]) && !isQuote(t[len(t)-1])
}

func isQuote(c byte) bool { return c == '"' || c == '\'' }

// pyKeyword reports a word a Python statement may put beside a name: a
// keyword, a soft keyword, or Python 2's print and exec.
func pyKeyword(w string) bool {
	switch w {
	case "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
		"def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
		"is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
		"match", "case", "type", "_", "print", "exec":
		return true
	}
	return false
}

// prose reports two words in a row on one line, separated by blanks
// only, neither of them a keyword.
func prose(s string) bool {
	prev := "" // the word just read, if only blanks followed it
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsLetter(r) || r == '_':
			j := i + n
			for j < len(s) {
				r, n := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' {
					break
				}
				j += n
			}
			w := s[i:j]
			if prev != "" && !pyKeyword(prev) && !pyKeyword(w) {
				return true
			}
			prev, i = w, j
			if i < len(s) && s[i] != ' ' && s[i] != '\t' {
				prev = "" // "a.b", "f(x" and the like join no pair
			}
		case r == ' ' || r == '\t':
			i += n
		default:
			prev, i = "", i+n
		}
	}
	return false
}

// EditInsideDocs reports an edit whose new text the content, as the edit
// left it, holds once and wholly inside one docstring (a triple-quoted
// string standing as Docstring says) or inside one comment; old, which
// stood in its place, must hold no line break for a comment (its next
// line would have been code). Read with ProseEdit's conditions on both
// texts, the old text stood inside the same docstring or comment.
//
// It errs towards code: a string left open, a fragment found twice or
// reaching past its string or comment, a bytes or f-string.
func EditInsideDocs(content []byte, old, new string) bool {
	f := []byte(new)
	if len(bytes.TrimSpace(f)) == 0 {
		return false
	}
	at := bytes.Index(content, f)
	if at < 0 || bytes.Contains(content[at+1:], f) {
		return false
	}
	end := at + len(f)
	for i := 0; i <= at && i < len(content); {
		switch c := content[i]; c {
		case '#':
			eol := i + lineLen(content[i:])
			if at < eol {
				return end <= eol && strings.IndexByte(old, '\n') < 0
			}
			i = eol
		case '"', '\'':
			close, triple, ok := literalEnd(content, i)
			if !ok {
				return false
			}
			if at < close {
				prefix := stringPrefix(content, i)
				return triple && at >= i+3 && end <= close-3 &&
					!strings.ContainsAny(prefix, "bBfF") &&
					standsAsDocstring(content, i-len(prefix), close)
			}
			i = close
		default:
			i++
		}
	}
	return false
}

// lineLen is the length of b's first line, without its line break.
func lineLen(b []byte) int {
	if n := bytes.IndexByte(b, '\n'); n >= 0 {
		return n
	}
	return len(b)
}

// literalEnd finds where the string literal opening at content[i] ends:
// the index after its closing quote, and whether it is triple-quoted.
// ok is false for a string left open.
func literalEnd(content []byte, i int) (close int, triple, ok bool) {
	q := content[i]
	triple = i+2 < len(content) && content[i+1] == q && content[i+2] == q
	j := i + 1
	if triple {
		j = i + 3
	}
	for j < len(content) {
		switch c := content[j]; {
		case c == '\\':
			j += 2
		case c == q && (!triple || j+2 < len(content) && content[j+1] == q && content[j+2] == q):
			if triple {
				return j + 3, true, true
			}
			return j + 1, false, true
		case c == '\n' && !triple:
			return 0, false, false
		default:
			j++
		}
	}
	return 0, triple, false
}

// stringPrefix is the prefix (r, b, u, f and their pairs, in either case)
// written before the quote at content[i].
func stringPrefix(content []byte, i int) string {
	k := i
	for k > 0 && i-k < 2 && strings.IndexByte("rRbBuUfF", content[k-1]) >= 0 {
		k--
	}
	if k > 0 {
		if r, _ := utf8.DecodeLastRune(content[:k]); unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			return "" // the end of a name, not a prefix
		}
	}
	return string(content[k:i])
}
