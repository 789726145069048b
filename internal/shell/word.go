package shell

import (
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// wordText returns a word with quoting removed and whether that text is
// exactly what the shell would pass. Expansions keep their source form
// ("$HOME", "$(pwd)") and make the word non-literal.
func wordText(word *syntax.Word) (string, bool) {
	var b strings.Builder
	literal := true
	for _, part := range word.Parts {
		if !partText(&b, part, false) {
			literal = false
		}
	}
	return b.String(), literal
}

func partText(b *strings.Builder, part syntax.WordPart, quoted bool) bool {
	switch p := part.(type) {
	case *syntax.Lit:
		b.WriteString(unescape(p.Value, quoted))
		return true
	case *syntax.SglQuoted:
		b.WriteString(p.Value)
		return !p.Dollar || !strings.Contains(p.Value, `\`)
	case *syntax.DblQuoted:
		literal := true
		for _, inner := range p.Parts {
			if !partText(b, inner, true) {
				literal = false
			}
		}
		return literal
	case *syntax.BraceExp:
		// Brace expansion splits a word in place (syntax.SplitBraces), and
		// the printer panics on an empty element ("{,}"): written here.
		sep := ","
		if p.Sequence {
			sep = ".."
		}
		b.WriteByte('{')
		for i, e := range p.Elems {
			if i > 0 {
				b.WriteString(sep)
			}
			t, _ := wordText(e)
			b.WriteString(t)
		}
		b.WriteByte('}')
		return false
	default:
		b.WriteString(source(part))
		return false
	}
}

// unescape removes the backslashes the shell would remove. Inside double
// quotes only \$ \` \" \\ and a newline are escapes.
func unescape(s string, quoted bool) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		next := s[i+1]
		if quoted && !strings.ContainsRune("$`\"\\\n", rune(next)) {
			b.WriteByte('\\')
			continue
		}
		i++
		if next != '\n' {
			b.WriteByte(next)
		}
	}
	return b.String()
}

// printers hands each caller its own printer: a syntax.Printer keeps state
// while it prints, so one shared by goroutines corrupts its output (and
// replays of several sessions run at once).
var printers = sync.Pool{New: func() any { return syntax.NewPrinter(syntax.Minify(true)) }}

func source(node syntax.Node) (text string) {
	p := printers.Get().(*syntax.Printer)
	defer func() {
		// A node the parser built but the printer cannot print (it has
		// panicked on some) is not worth a hook: it reads as unknown, and
		// the printer, whose state is unknown, is dropped.
		if recover() != nil {
			text = "?"
			return
		}
		printers.Put(p)
	}()
	var b strings.Builder
	if err := p.Print(&b, node); err != nil {
		return "?"
	}
	return b.String()
}
