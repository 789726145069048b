package classify

import (
	"strings"
	"unicode"
)

// Pasted material is text the user did not write as a request: code in
// fences, tool output (logs, stack traces, test and git output, shell
// sessions), quoted blocks. Words in it are not requests: a log line
// "deploy watcher: nothing to push" asks for no push, a pasted
// "DROP TABLE" for no drop. blankMaterial blanks it for every rule, as
// fences always were; what the user wrote around it is read as before.
// A pasted plan is not material, but not a request either: see
// pastedplan.go.

// blankFences replaces fenced code blocks (```…```) with spaces.
func blankFences(s string) string {
	if !strings.Contains(s, "```") {
		return s
	}
	e := edit{s: s}
	for _, sp := range codeSpans(s) {
		if strings.HasPrefix(s[sp[0]:], "```") {
			e.blank(sp[0], sp[1], ' ')
		}
	}
	return e.done()
}

// blankMaterial returns low with pasted material overwritten by spaces.
// Every offset stays where it was.
func blankMaterial(low string) string {
	e := edit{s: blankFences(low)}
	blankTagged(&e, low)
	blankOutputLines(&e)
	return e.done()
}

// blankTagged blanks the output Claude Code pastes for a shell command the
// user ran (<bash-stdout>…</bash-stdout>, <bash-stderr>…</bash-stderr>) and
// blocks fenced with """ or ~~~.
func blankTagged(e *edit, low string) {
	for _, tag := range []string{"bash-stdout", "bash-stderr"} {
		open, end := "<"+tag+">", "</"+tag+">"
		for i := 0; ; {
			j := strings.Index(low[i:], open)
			if j < 0 {
				break
			}
			j += i
			k := strings.Index(low[j:], end)
			if k < 0 {
				k = len(low) - j
			} else {
				k += len(end)
			}
			e.blank(j, j+k, ' ')
			i = j + k
		}
	}
	for _, fence := range []string{`"""`, "~~~"} {
		for i := 0; ; {
			j := strings.Index(low[i:], fence)
			if j < 0 {
				break
			}
			j += i
			k := strings.Index(low[j+len(fence):], fence)
			if k < 0 {
				break
			}
			k += j + 2*len(fence)
			e.blank(j, k, ' ')
			i = k
		}
	}
}

// blankOutputLines blanks runs of lines that look like tool output. A line
// that can only be output (a timestamped log line, a stack frame, a shell
// prompt, a quoted line) is blanked alone; one that merely may be ("error:
// …", "FAIL …") only next to another such line, since a user may start a
// sentence of their own that way.
func blankOutputLines(e *edit) {
	type line struct {
		start, end int
		kind       outputKind
	}
	// Every line is classified before any is blanked.
	text := e.text()
	lines := make([]line, 0, strings.Count(text, "\n")+1)
	for i := 0; i < len(text); {
		j := len(text)
		if k := strings.IndexByte(text[i:], '\n'); k >= 0 {
			j = i + k
		}
		lines = append(lines, line{i, j, outputLine(text[i:j])})
		i = j + 1
	}
	inRun := false
	for i, l := range lines {
		switch {
		case l.kind == surelyOutput:
		case l.kind == maybeOutput && (inRun || i > 0 && lines[i-1].kind != notOutput || i+1 < len(lines) && lines[i+1].kind != notOutput):
		case inRun && l.end > l.start && (text[l.start] == ' ' || text[l.start] == '\t'):
			// An indented line inside output goes with it: the code
			// lines of a traceback, the fields of a logged object.
		default:
			inRun = false
			continue
		}
		inRun = true
		e.blank(l.start, l.end, ' ')
	}
}

type outputKind int

const (
	notOutput outputKind = iota
	maybeOutput
	surelyOutput
)

// outputLine classifies one lowercased line.
func outputLine(l string) outputKind {
	t := strings.TrimLeft(l, " \t")
	if t == "" {
		return notOutput
	}
	switch {
	case isTimestamp(t),
		strings.HasPrefix(t, "$ "), strings.HasPrefix(t, "> "), t == ">",
		strings.HasPrefix(t, "traceback (most recent call last)"),
		strings.HasPrefix(t, "goroutine ") && strings.Contains(t, " ["),
		strings.HasPrefix(t, "file \"") && strings.Contains(t, "\", line "),
		strings.HasPrefix(t, "at ") && len(t) != len(l) && (strings.HasSuffix(t, ")") || endsWithLineNumber(t)):
		return surelyOutput
	}
	for _, p := range outputPrefixes {
		if strings.HasPrefix(t, p) {
			return maybeOutput
		}
	}
	if f := firstField(t); f != "" && (isFileLine(f) || isErrorName(f)) {
		return maybeOutput
	}
	return notOutput
}

// firstField is strings.Fields(s)[0], or "" when s has no field, without
// the list of the others: a line of prose has dozens, and listing them was
// a 10 KB prompt's largest allocation.
func firstField(s string) string {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
		return s[:i]
	}
	return s
}

// isErrorName reports an exception's name ending in a colon, as the last
// line of a traceback starts: "typeerror:", "psycopg2.errors.undefinedtable:".
func isErrorName(w string) bool {
	return strings.HasSuffix(w, ":") && (strings.Contains(w, "error") || strings.Contains(w, "exception"))
}

// outputPrefixes start lines that tools print: log levels, compiler and
// git messages, test runners.
var outputPrefixes = []string{
	"info ", "info:", "[info]", "warn ", "warn:", "[warn", "warning:", "error:", "error ", "[error]", "err!", "debug ", "debug:", "[debug]",
	"trace ", "fatal:", "fatal ", "panic:", "critical:", "severe:", "caused by:", "note:", "hint:", "remote:",
	"npm err!", "npm warn", "error[", "--- fail", "--- pass", "--- skip", "=== run", "=== cont", "=== pause", "fail\t", "ok  \t", "pass\t",
	"exit status ", "exit code ", "from https://", "to https://", "from git@", "to git@", " * branch", "* [new", "to github.com", "from github.com",
	"├", "└", "│", "==>", "[ok]", "[fail]", "✓", "✗", "✔", "✖", "×",
}

// isTimestamp reports a line that starts with a date and time, or a time.
func isTimestamp(t string) bool {
	t = strings.TrimLeft(t, "[(")
	digits := func(s string, n int) bool {
		if len(s) < n {
			return false
		}
		for i := 0; i < n; i++ {
			if s[i] < '0' || s[i] > '9' {
				return false
			}
		}
		return true
	}
	switch {
	case digits(t, 4) && len(t) > 10 && t[4] == '-' && digits(t[5:], 2) && t[7] == '-' && digits(t[8:], 2):
		return true // 2024-03-04…
	case digits(t, 2) && len(t) > 8 && t[2] == ':' && digits(t[3:], 2) && t[5] == ':' && digits(t[6:], 2):
		return true // 09:12:01…
	}
	return false
}

// isFileLine reports "path/file.go:12" or "file.py:12:3:".
func isFileLine(w string) bool {
	i := strings.IndexByte(w, ':')
	if i <= 0 || i+1 >= len(w) || w[i+1] < '0' || w[i+1] > '9' {
		return false
	}
	dot := strings.LastIndexByte(w[:i], '.')
	return dot > 0 && dot < i-1 && !strings.ContainsAny(w[:i], " ")
}

func endsWithLineNumber(t string) bool {
	t = strings.TrimRight(t, ")")
	i := len(t)
	for i > 0 && t[i-1] >= '0' && t[i-1] <= '9' {
		i--
	}
	return i < len(t) && i > 0 && t[i-1] == ':'
}

// isDocument reports a long prompt with the structure of a document: at
// least two markdown headings or five list items in 1,500 bytes or more of
// the user's own text.
func isDocument(plain string) bool {
	if len(plain) < 1500 || len(strings.TrimSpace(plain)) < 1500 {
		return false
	}
	headings, items := 0, 0
	for l := range strings.Lines(plain) {
		t := strings.TrimLeft(l, " \t")
		switch {
		case strings.HasPrefix(t, "#"):
			headings++
		case isListItem(t):
			items++
		}
	}
	return headings >= 2 || items >= 5
}
