package guard

import "strings"

// psToken is one word of a PowerShell statement with quotes removed.
// Expandable is true when the word holds a $ that PowerShell expands.
type psToken struct {
	text       string
	expandable bool
	quoted     bool
}

// psStatement is a run of tokens between ;, newlines, |, && and ||.
// pipe is true when the statement feeds the next one through |.
type psStatement struct {
	tokens []psToken
	pipe   bool
}

// psSplit reads PowerShell source into statements. It is a tokenizer, not a
// parser: quotes, backtick escapes and bracketed groups ((…), $(…), {…},
// @(…)) are kept together, which is what the rules need.
func psSplit(src string) []psStatement {
	var stmts []psStatement
	var cur psStatement
	var tok strings.Builder
	var t psToken
	inTok := false
	endTok := func() {
		if inTok {
			t.text = tok.String()
			cur.tokens = append(cur.tokens, t)
		}
		tok.Reset()
		t = psToken{}
		inTok = false
	}
	endStmt := func(pipe bool) {
		endTok()
		if len(cur.tokens) > 0 {
			cur.pipe = pipe
			stmts = append(stmts, cur)
		}
		cur = psStatement{}
	}
	for i := 0; i < len(src); i++ {
		ch := src[i]
		switch {
		case ch == '\'':
			inTok, t.quoted = true, true
			for i++; i < len(src); i++ {
				if src[i] == '\'' {
					if i+1 < len(src) && src[i+1] == '\'' {
						tok.WriteByte('\'')
						i++
						continue
					}
					break
				}
				tok.WriteByte(src[i])
			}
		case ch == '"':
			inTok, t.quoted = true, true
			for i++; i < len(src) && src[i] != '"'; i++ {
				switch {
				case src[i] == '`' && i+1 < len(src):
					i++
					tok.WriteByte(psEscape(src[i]))
				case src[i] == '$':
					t.expandable = true
					if i+1 < len(src) && src[i+1] == '(' {
						end := closing(src, i+1)
						tok.WriteString(src[i : end+1])
						i = end
						continue
					}
					tok.WriteByte('$')
				default:
					tok.WriteByte(src[i])
				}
			}
		case ch == '`' && i+1 < len(src):
			i++
			if src[i] == '\n' {
				continue // line continuation
			}
			inTok = true
			tok.WriteByte(src[i])
		case ch == '#' && !inTok:
			for i < len(src) && src[i] != '\n' {
				i++
			}
			i--
		case ch == '(' || ch == '{' || (ch == '$' || ch == '@') && i+1 < len(src) && (src[i+1] == '(' || src[i+1] == '{'):
			open := i
			if ch == '$' || ch == '@' {
				open++
				t.expandable = t.expandable || ch == '$'
			}
			if src[open] == '(' {
				t.expandable = true
			}
			end := closing(src, open)
			inTok = true
			tok.WriteString(src[i : end+1])
			i = end
		case ch == '$':
			inTok, t.expandable = true, true
			tok.WriteByte(ch)
		case ch == ';' || ch == '\n' || ch == '\r':
			endStmt(false)
		case ch == '|':
			if i+1 < len(src) && src[i+1] == '|' {
				i++
				endStmt(false)
			} else {
				endStmt(true)
			}
		case ch == '&' && i+1 < len(src) && src[i+1] == '&':
			i++
			endStmt(false)
		case ch == ' ' || ch == '\t':
			endTok()
		default:
			inTok = true
			tok.WriteByte(ch)
		}
	}
	endStmt(false)
	return stmts
}

func psEscape(b byte) byte {
	switch b {
	case 'n':
		return '\n'
	case 't':
		return '\t'
	case '0':
		return 0
	}
	return b
}
