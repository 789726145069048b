package shell

import (
	"errors"
	"strings"
)

// ParsePowerShell returns the simple commands of a PowerShell command line,
// in source order, with the same meaning of Masked, Piped, Nested,
// Pipeline and Redirects as Parse gives Bash.
//
// It reads the shapes agents write, not the whole language: statements
// separated by ';', newlines, '&&' and '||'; pipelines; the call operator
// (& "C:\tools\go.exe" test); assignments ($out = go test ./...); single-
// and double-quoted strings, here-strings and backtick escapes; $(…)
// subexpressions and (…) groups, whose commands are Nested; script blocks
// and the bodies of if, foreach, for, while, do, switch, try and function,
// whose commands are Masked (they may run any number of times, or not at
// all); comments; and redirections (2>&1, > out.txt, *> log). A line that
// is an expression ("total: $n", [IO.File]::ReadAllText(…)) runs no
// command. Words that hold a variable or a subexpression are not literal.
//
// When src is not well formed (an unclosed quote or bracket) the commands
// read up to there are returned with an error.
func ParsePowerShell(src string) ([]Command, error) {
	p := &psParser{out: &psOut{}}
	p.src = src
	p.statements(false)
	return p.out.cmds, p.out.err
}

var errPowerShell = errors.New("powershell: unbalanced quote or bracket")

// maxPSDepth bounds nested groups, blocks and subexpressions.
const maxPSDepth = 32

// psOut is shared by a parser and the parsers of its nested parts.
type psOut struct {
	cmds  []Command
	pipes int
	err   error
}

type psParser struct {
	src    string
	pos    int
	out    *psOut
	nested bool // inside $(…) or (…): output captured, status unseen
	depth  int
}

// child parses a bracketed part of the source on its own.
func (p *psParser) child(src string, nested, masked bool) {
	if p.depth >= maxPSDepth {
		return
	}
	c := &psParser{src: src, out: p.out, nested: p.nested || nested, depth: p.depth + 1}
	c.statements(masked)
}

// statements reads statements up to the end of the source. Each but the
// last is masked, as in a Bash list.
func (p *psParser) statements(masked bool) {
	var ends []int // where each statement's commands start
	for {
		p.skipSpace(true)
		if p.pos >= len(p.src) {
			break
		}
		ends = append(ends, len(p.out.cmds))
		before := p.pos
		p.statement(masked)
		if p.pos == before {
			p.pos++ // a stray ')' or '}': step over it
		}
	}
	if len(ends) > 1 {
		for i := ends[0]; i < ends[len(ends)-1]; i++ {
			p.out.cmds[i].Masked = true
		}
	}
}

// statement reads one statement: a keyword construct, an assignment, or
// pipelines joined by && and ||.
func (p *psParser) statement(masked bool) {
	if kw := p.keyword(); kw != "" {
		p.construct(kw)
		return
	}
	for {
		start := len(p.out.cmds)
		p.pipeline(masked)
		p.skipSpace(false)
		switch {
		case strings.HasPrefix(p.src[p.pos:], "&&"):
			p.pos += 2
			p.skipSpace(true)
		case strings.HasPrefix(p.src[p.pos:], "||"):
			p.pos += 2
			for i := start; i < len(p.out.cmds); i++ {
				p.out.cmds[i].Masked = true
			}
			p.skipSpace(true)
		default:
			p.endStatement()
			return
		}
	}
}

// endStatement steps over the ';' or newline that ends a statement.
func (p *psParser) endStatement() {
	if p.pos < len(p.src) && (p.src[p.pos] == ';' || p.src[p.pos] == '\n') {
		p.pos++
	}
}

// pipeline reads elements joined by '|'. Every element but the last feeds
// the next and is masked; a '|' at the end of a line continues it.
func (p *psParser) pipeline(masked bool) {
	var elems []int // the command each element runs, or -1
	pipe := 0
	for {
		elems = append(elems, p.element(masked))
		p.skipSpace(false)
		if p.pos < len(p.src) && p.src[p.pos] == '|' && !strings.HasPrefix(p.src[p.pos:], "||") {
			p.pos++
			p.skipSpace(true)
			if pipe == 0 {
				p.out.pipes++
				pipe = p.out.pipes
			}
			continue
		}
		break
	}
	if pipe == 0 {
		return
	}
	for i, e := range elems {
		if e < 0 {
			continue
		}
		c := &p.out.cmds[e]
		c.Pipeline = pipe
		if i < len(elems)-1 {
			c.Masked, c.Piped = true, true
		}
	}
}

// element reads one pipeline element: a command, an assignment or an
// expression. It returns the index of the command the element runs, or -1.
func (p *psParser) element(masked bool) int {
	p.skipSpace(false)
	if p.pos >= len(p.src) {
		return -1
	}
	switch ch := p.src[p.pos]; {
	case ch == '&' && !strings.HasPrefix(p.src[p.pos:], "&&"):
		p.pos++
		return p.command(masked)
	case ch == '.' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == ' ' || p.src[p.pos+1] == '\t'):
		p.pos++ // dot-sourcing runs a script like a call
		return p.command(masked)
	case ch == '$' || ch == '[':
		if p.assignment() {
			p.skipSpace(true)
			p.pipeline(masked)
			return -1
		}
	case isWordStart(ch):
		return p.command(masked)
	}
	p.expression()
	return -1
}

// assignment reports whether the source at p.pos is "$name =", "[type]$x +=",
// and steps past the operator if so.
func (p *psParser) assignment() bool {
	i := p.pos
	for i < len(p.src) && p.src[i] == '[' {
		end := matchClose(p.src, i, '[', ']')
		if end < 0 {
			return false
		}
		i = end + 1
	}
	if i >= len(p.src) || p.src[i] != '$' {
		return false
	}
	i++
	if i < len(p.src) && p.src[i] == '{' {
		end := matchClose(p.src, i, '{', '}')
		if end < 0 {
			return false
		}
		i = end + 1
	}
	for i < len(p.src) && (isNameByte(p.src[i]) || p.src[i] == ':' || p.src[i] == '.') {
		i++
	}
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t') {
		i++
	}
	for _, op := range []string{"=", "+=", "-=", "*=", "/=", "??="} {
		if strings.HasPrefix(p.src[i:], op) && !strings.HasPrefix(p.src[i:], "==") {
			p.pos = i + len(op)
			return true
		}
	}
	return false
}

// expression steps over an expression to the end of its pipeline element,
// reading the commands of the groups and blocks inside it.
func (p *psParser) expression() {
	for p.pos < len(p.src) {
		if p.atElementEnd() {
			return
		}
		if !p.bracketed() {
			p.skipToken()
		}
	}
}

// command reads a command: its name, then arguments and redirections up to
// the end of the pipeline element. It returns the command's index, or -1.
func (p *psParser) command(masked bool) int {
	cmd := Command{Masked: masked, Nested: p.nested}
	for p.pos < len(p.src) {
		p.skipSpace(false)
		if p.atElementEnd() {
			break
		}
		if r, ok := p.redirect(); ok {
			cmd.Redirects = append(cmd.Redirects, r)
			continue
		}
		text, lit := p.word()
		cmd.Args = append(cmd.Args, text)
		cmd.Literal = append(cmd.Literal, lit)
	}
	if len(cmd.Args) == 0 {
		return -1
	}
	p.out.cmds = append(p.out.cmds, cmd)
	return len(p.out.cmds) - 1
}

// atElementEnd reports whether the source at p.pos ends a pipeline
// element: a pipe, ';', newline, '&&', '||' or the end.
func (p *psParser) atElementEnd() bool {
	if p.pos >= len(p.src) {
		return true
	}
	switch p.src[p.pos] {
	case '|', ';', '\n', ')', '}':
		return true
	case '&':
		return strings.HasPrefix(p.src[p.pos:], "&&") || p.pos+1 == len(p.src)
	}
	return false
}

// redirect reads a redirection such as 2>&1, > out.txt or *>> log.txt.
func (p *psParser) redirect() (Redirect, bool) {
	s := p.src[p.pos:]
	n := 0
	if n < len(s) && (s[n] == '*' || s[n] >= '1' && s[n] <= '6') {
		n++
	}
	if n >= len(s) || s[n] != '>' {
		return Redirect{}, false
	}
	n++
	if n < len(s) && s[n] == '>' {
		n++
	}
	op := s[:n]
	if n+1 < len(s) && s[n] == '&' && s[n+1] >= '1' && s[n+1] <= '6' {
		p.pos += n + 2
		return Redirect{Op: ">&", Target: s[n+1 : n+2], Literal: true}, true
	}
	p.pos += n
	p.skipSpace(false)
	if p.atElementEnd() {
		return Redirect{Op: op}, true
	}
	target, lit := p.word()
	trimmed := strings.TrimLeft(op, "*0123456789")
	return Redirect{Op: trimmed, Fd: op[:len(op)-len(trimmed)], Target: target, Literal: lit}, true
}

// word reads one argument: bare text, quoted strings, variables and
// bracketed parts run together, with quotes removed.
func (p *psParser) word() (string, bool) {
	var b strings.Builder
	lit := true
	start := p.pos
	for p.pos < len(p.src) {
		ch := p.src[p.pos]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == ';' || ch == '|' || ch == ')' || ch == '}':
			return b.String(), lit
		case ch == '&' && p.pos > start && strings.HasPrefix(p.src[p.pos:], "&&"):
			return b.String(), lit
		case ch == '\'':
			b.WriteString(p.singleQuoted())
		case ch == '"':
			s, l := p.doubleQuoted()
			b.WriteString(s)
			lit = lit && l
		case ch == '@' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == '\'' || p.src[p.pos+1] == '"'):
			s, l := p.hereString()
			b.WriteString(s)
			lit = lit && l
		case ch == '`':
			if p.pos+1 < len(p.src) {
				if p.src[p.pos+1] != '\n' {
					b.WriteByte(p.src[p.pos+1])
				}
				p.pos += 2
			} else {
				p.pos++
			}
		case ch == '$' || ch == '(' || ch == '{' || ch == '@' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == '(' || p.src[p.pos+1] == '{'):
			from := p.pos
			if !p.bracketed() {
				p.variable()
			}
			b.WriteString(p.src[from:p.pos])
			lit = false
		default:
			b.WriteByte(ch)
			p.pos++
		}
	}
	return b.String(), lit
}

// bracketed reads a (…) group, $(…) or @(…) subexpression, @{…} table or
// {…} script block at p.pos, parsing the commands inside it, and reports
// whether there was one. Groups and subexpressions are nested; the
// statements of a script block are masked.
func (p *psParser) bracketed() bool {
	s := p.src[p.pos:]
	var open, close byte
	prefix := 0
	switch {
	case strings.HasPrefix(s, "$("), strings.HasPrefix(s, "@("):
		open, close, prefix = '(', ')', 1
	case strings.HasPrefix(s, "@{"):
		end := matchClose(p.src, p.pos+1, '{', '}')
		p.closeAt(end)
		return true
	case s[0] == '(':
		open, close = '(', ')'
	case s[0] == '{':
		open, close = '{', '}'
	default:
		return false
	}
	from := p.pos + prefix
	end := matchClose(p.src, from, open, close)
	if end < 0 {
		p.closeAt(end)
		return true
	}
	inner := p.src[from+1 : end]
	p.pos = end + 1
	if open == '{' {
		p.child(inner, false, true)
	} else {
		p.child(inner, true, true)
	}
	return true
}

// closeAt moves past a closing bracket at end, or to the end of the
// source, recording the error, when there is none.
func (p *psParser) closeAt(end int) {
	if end < 0 {
		p.out.err = errPowerShell
		p.pos = len(p.src)
		return
	}
	p.pos = end + 1
}

func (p *psParser) variable() {
	p.pos++ // '$'
	if p.pos < len(p.src) && p.src[p.pos] == '{' {
		p.closeAt(matchClose(p.src, p.pos, '{', '}'))
		return
	}
	for p.pos < len(p.src) && (isNameByte(p.src[p.pos]) || p.src[p.pos] == ':' || p.src[p.pos] == '?' || p.src[p.pos] == '^') {
		p.pos++
	}
}

// singleQuoted reads '…', where ” is a quote.
func (p *psParser) singleQuoted() string {
	var b strings.Builder
	p.pos++
	for p.pos < len(p.src) {
		ch := p.src[p.pos]
		p.pos++
		if ch == '\'' {
			if p.pos < len(p.src) && p.src[p.pos] == '\'' {
				b.WriteByte('\'')
				p.pos++
				continue
			}
			return b.String()
		}
		b.WriteByte(ch)
	}
	p.out.err = errPowerShell
	return b.String()
}

// doubleQuoted reads "…": backtick escapes, "" as a quote, and $(…)
// subexpressions whose commands are nested.
func (p *psParser) doubleQuoted() (string, bool) {
	var b strings.Builder
	lit := true
	p.pos++
	for p.pos < len(p.src) {
		ch := p.src[p.pos]
		switch {
		case ch == '"':
			p.pos++
			if p.pos < len(p.src) && p.src[p.pos] == '"' {
				b.WriteByte('"')
				p.pos++
				continue
			}
			return b.String(), lit
		case ch == '`' && p.pos+1 < len(p.src):
			b.WriteByte(unescapePS(p.src[p.pos+1]))
			p.pos += 2
		case ch == '$' && p.pos+1 < len(p.src) && (isNameByte(p.src[p.pos+1]) || p.src[p.pos+1] == '(' || p.src[p.pos+1] == '{'):
			from := p.pos
			if !p.bracketed() {
				p.variable()
			}
			b.WriteString(p.src[from:p.pos])
			lit = false
		default:
			b.WriteByte(ch)
			p.pos++
		}
	}
	p.out.err = errPowerShell
	return b.String(), lit
}

// hereString reads @'…'@ or @"…"@, whose end is the quote and @ at the
// start of a line.
func (p *psParser) hereString() (string, bool) {
	quote := p.src[p.pos+1]
	closing := "\n" + string(quote) + "@"
	body := p.src[p.pos+2:]
	end := strings.Index(body, closing)
	if end < 0 {
		p.out.err = errPowerShell
		p.pos = len(p.src)
		return strings.TrimPrefix(body, "\n"), quote == '\''
	}
	p.pos += 2 + end + len(closing)
	text := strings.TrimPrefix(strings.TrimPrefix(body[:end], "\r"), "\n")
	return text, quote == '\'' || !strings.Contains(text, "$")
}

func unescapePS(c byte) byte {
	switch c {
	case 'n':
		return '\n'
	case 't':
		return '\t'
	case 'r':
		return '\r'
	case '0':
		return 0
	}
	return c
}

// skipToken steps over one token of an expression: a string, a variable or
// a run of other characters.
func (p *psParser) skipToken() {
	switch ch := p.src[p.pos]; {
	case ch == '\'':
		p.singleQuoted()
	case ch == '"':
		p.doubleQuoted()
	case ch == '@' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == '\'' || p.src[p.pos+1] == '"'):
		p.hereString()
	case ch == '$':
		p.variable()
	case ch == '`':
		p.pos = min(p.pos+2, len(p.src))
	case ch == '#':
		p.skipSpace(false) // a comment, up to the newline
	default:
		p.pos++
	}
}

// skipSpace steps over blanks, comments and line continuations, and over
// newlines too when lines is set.
func (p *psParser) skipSpace(lines bool) {
	for p.pos < len(p.src) {
		ch := p.src[p.pos]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\r':
			p.pos++
		case ch == '\n' && lines:
			p.pos++
		case ch == ';' && lines:
			p.pos++
		case ch == '`' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == '\n' || p.src[p.pos+1] == '\r'):
			p.pos += 2
		case strings.HasPrefix(p.src[p.pos:], "<#"):
			end := strings.Index(p.src[p.pos+2:], "#>")
			if end < 0 {
				p.pos = len(p.src)
				return
			}
			p.pos += end + 4
		case ch == '#':
			end := strings.IndexByte(p.src[p.pos:], '\n')
			if end < 0 {
				p.pos = len(p.src)
				return
			}
			p.pos += end
		default:
			return
		}
	}
}

// psKeyword reports the keywords that begin statements that are not
// commands. A switch, not a map built in every process that parses
// PowerShell.
func psKeyword(s string) bool {
	switch s {
	case "if", "elseif", "else", "foreach", "for", "while", "do",
		"until", "switch", "try", "catch", "finally", "function",
		"filter", "param", "begin", "process", "end", "return",
		"exit", "throw", "break", "continue", "trap", "class",
		"enum", "using", "data":
		return true
	}
	return false
}

// keyword returns the keyword at p.pos, lower-cased, or "".
func (p *psParser) keyword() string {
	i := p.pos
	for i < len(p.src) && isNameByte(p.src[i]) {
		i++
	}
	kw := strings.ToLower(p.src[p.pos:i])
	if !psKeyword(kw) || i < len(p.src) && !(p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '(' || p.src[i] == '{' || p.src[i] == '\n' || p.src[i] == '\r' || p.src[i] == ';') {
		return ""
	}
	return kw
}

// construct reads a keyword statement: its conditions and bodies are read
// for commands, all masked, since they may run any number of times.
func (p *psParser) construct(kw string) {
	p.pos += len(kw)
	if kw == "function" || kw == "filter" {
		p.skipSpace(false)
		for p.pos < len(p.src) && !strings.ContainsRune(" \t\r\n({", rune(p.src[p.pos])) {
			p.pos++
		}
	}
	for {
		p.skipSpace(false)
		if p.pos >= len(p.src) {
			return
		}
		switch p.src[p.pos] {
		case '(', '{':
			p.bracketed()
			if p.src[p.pos-1] == '}' && !p.continues() {
				return
			}
			continue
		case ';', '\n':
			p.pos++
			return
		}
		if p.atElementEnd() {
			return
		}
		if kw == "return" || kw == "exit" || kw == "throw" {
			p.expression()
			return
		}
		p.skipToken() // a switch option, a catch type, "in"
	}
}

// continues reports whether a keyword construct goes on after a block:
// else, elseif, catch, finally, while or until on the same or next line.
func (p *psParser) continues() bool {
	save := p.pos
	p.skipSpace(true)
	i := p.pos
	for i < len(p.src) && isNameByte(p.src[i]) {
		i++
	}
	switch strings.ToLower(p.src[p.pos:i]) {
	case "else", "elseif", "catch", "finally", "while", "until":
		p.pos = i
		return true
	}
	p.pos = save
	return false
}

// matchClose returns the index of the bracket closing the one at open,
// stepping over strings, here-strings and comments, or -1.
func matchClose(src string, open int, o, c byte) int {
	level := 0
	for i := open; i < len(src); i++ {
		switch ch := src[i]; {
		case ch == '`':
			i++
		case ch == '\'':
			j := strings.IndexByte(src[i+1:], '\'')
			if j < 0 {
				return -1
			}
			i += j + 1
		case ch == '"':
			j := closeDouble(src, i+1)
			if j < 0 {
				return -1
			}
			i = j
		case ch == '#' && (i == 0 || src[i-1] == ' ' || src[i-1] == '\t' || src[i-1] == '\n'):
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				return -1
			}
			i += j
		case ch == o:
			level++
		case ch == c:
			level--
			if level == 0 {
				return i
			}
		}
	}
	return -1
}

// closeDouble returns the index of the quote ending a double-quoted string
// whose text starts at i, or -1.
func closeDouble(src string, i int) int {
	for ; i < len(src); i++ {
		switch src[i] {
		case '`':
			i++
		case '"':
			if i+1 < len(src) && src[i+1] == '"' {
				i++
				continue
			}
			return i
		case '$':
			if i+1 < len(src) && src[i+1] == '(' {
				end := matchClose(src, i+1, '(', ')')
				if end < 0 {
					return -1
				}
				i = end
			}
		}
	}
	return -1
}

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
}

// isWordStart reports whether a command name can start with c; a digit or
// '-' starts an expression (1..5, -not $x).
func isWordStart(c byte) bool {
	return c == '_' || c == '.' || c == '/' || c == '\\' || c == '~' ||
		c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
