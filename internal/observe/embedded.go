package observe

import (
	"path"
	"slices"
	"strings"
	"unicode"
)

// Embedded names a language an edit changed inside a file of another
// language, which the file's own tools compile around without reading:
// `go build` accepts any text in a query string, and no Go check runs the
// script of the page a Go server embeds.
type Embedded string

const (
	// SQL is a query a program holds in a string literal. Compiling,
	// type-checking or linting the program does not read it; a run does:
	// a test, the program itself, the query sent to the database.
	SQL Embedded = "sql"
	// Script is JavaScript inside a markup file (a page's <script>, a
	// template's): a check that reads JavaScript, or runs the page, reads
	// it.
	Script Embedded = "js"
)

// EmbeddedEdit returns the embedded language an edit of file that
// replaced old with new changed, or "" for none.
//
// A program's edit changed a query when every token outside string
// literals is unchanged and a literal that changed reads as SQL, or when
// both texts are made only of SQL lines (the edit lies inside the
// query's literal). A markup file's edit changed a script when a line it
// added or removed reads as a JavaScript statement; markup, styles and
// inline handlers (onclick="ask(this)") do not.
//
// It errs towards "": a fragment it cannot tokenise, SQL mixed with other
// changes of the program, or text that only mentions a query keyword
// ("Select a file from the list") leaves the file to its own tools.
func EmbeddedEdit(file, old, new string) Embedded {
	switch {
	case old == new:
		return ""
	case markupFile(file):
		if scriptChanged(old, new) {
			return Script
		}
	case codeToolchain(FileToolchain(file)):
		if queryChanged(file, old, new) {
			return SQL
		}
	}
	return ""
}

// markupFile reports a page or a template of one, by its extension.
func markupFile(p string) bool {
	if strings.HasSuffix(strings.ToLower(p), ".blade.php") {
		return true // Laravel's templates
	}
	switch strings.ToLower(path.Ext(p)) {
	case ".html", ".htm", ".xhtml", ".gohtml", ".tmpl", ".ejs", ".hbs", ".handlebars", ".mustache",
		".njk", ".jinja", ".jinja2", ".j2", ".twig", ".erb", ".liquid", ".cshtml", ".razor":
		return true
	}
	return false
}

// queryChanged reports an edit of a program that changed only a query it
// holds in a string (see EmbeddedEdit).
func queryChanged(file, old, new string) bool {
	syn, ok := syntaxOf(file)
	if !ok {
		return false
	}
	a, okA := tokens(old, syn)
	b, okB := tokens(new, syn)
	if okA && okB {
		codeA, litA := splitLiterals(a, syn)
		codeB, litB := splitLiterals(b, syn)
		if slices.Equal(codeA, codeB) {
			return changedLiteralIsSQL(litA, litB)
		}
	}
	return sqlLines(old) && sqlLines(new)
}

// splitLiterals separates the string literals of toks from the rest. A
// "+" that joins two literals is part of the text they spell: a query
// split over lines ("SELECT r FROM R r " + "WHERE …") is one literal.
func splitLiterals(toks []string, syn syntax) (code, lits []string) {
	literal := func(i int) bool {
		return i >= 0 && i < len(toks) && toks[i] != "" && strings.IndexByte(syn.quotes, toks[i][0]) >= 0
	}
	for i, t := range toks {
		switch {
		case literal(i):
			lits = append(lits, t)
		case t == "+" && literal(i-1) && literal(i+1):
		default:
			code = append(code, t)
		}
	}
	return code, lits
}

// changedLiteralIsSQL reports a literal of b, the new text's, that a does
// not hold and that reads as SQL, or one of a's the edit removed.
func changedLiteralIsSQL(a, b []string) bool {
	for _, l := range b {
		if !slices.Contains(a, l) && sqlText(l) {
			return true
		}
	}
	for _, l := range a {
		if !slices.Contains(b, l) && sqlText(l) {
			return true
		}
	}
	return false
}

// sqlClauses are the words that open a clause of a query.
func sqlClause(w string) bool {
	switch w {
	case "select", "from", "where", "join", "group", "order", "having", "limit", "offset", "union",
		"insert", "into", "values", "update", "set", "delete", "returning", "conflict", "with":
		return true
	}
	return false
}

// sqlText reports a literal that reads as a query: two clause words in
// capitals (SELECT … FROM, UPDATE … SET), or three in lower case in a
// text that opens with a statement's first word. Prose that mentions one
// ("Select a file from the list") has neither.
func sqlText(s string) bool {
	upper, lower := map[string]bool{}, map[string]bool{}
	first := ""
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '_' }) {
		if first == "" {
			first = w
		}
		lw := strings.ToLower(w)
		if !sqlClause(lw) {
			continue
		}
		if w == strings.ToUpper(w) {
			upper[lw] = true
		} else {
			lower[lw] = true
		}
	}
	if len(upper) >= 2 {
		return true
	}
	switch first {
	case "select", "insert", "update", "delete", "with":
		return len(lower) >= 3
	}
	return false
}

// sqlLines reports a text whose every line is part of a query: it opens
// with an SQL keyword in capitals, or it is an item of a query's list
// ("lat,", "to_timestamp(date) AS t,", ")"), and one line at least opens
// with a keyword: a program's lines open with none in capitals.
func sqlLines(s string) bool {
	keyword := false
	for line := range strings.SplitSeq(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		w := leadingWord(line)
		switch {
		case w != "" && w == strings.ToUpper(w) && sqlKeyword(strings.ToLower(w), line[len(w):]) && !programLine(line):
			keyword = true
		case listItem(line):
		case strings.HasPrefix(line, ")") && !programLine(line):
			// The end of a subquery or a list: ") s ON true", ") AS t".
		default:
			return false
		}
	}
	return keyword
}

// sqlKeyword reports a word a line of a query opens with, followed by
// rest: a function's name only when a bracket follows it (a constant
// MAX = 10 opens a program's line).
func sqlKeyword(w, rest string) bool {
	if !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, "\t") && rest != "" && !strings.HasPrefix(rest, "(") {
		return false
	}
	if sqlClause(w) {
		return !strings.HasPrefix(rest, "(")
	}
	switch w {
	case "and", "or", "not", "on", "as", "by", "left", "right", "inner", "outer", "full", "cross",
		"case", "when", "then", "else", "end", "between", "exists", "distinct", "union", "partition", "over":
		return !strings.HasPrefix(rest, "(")
	case "count", "sum", "avg", "min", "max", "coalesce", "cast", "extract", "date_trunc", "to_timestamp", "now":
		return strings.HasPrefix(rest, "(")
	}
	return false
}

// programLine reports a line of a program, not of a query: a
// declaration or assignment (MAX = 10, x := 1), or a block's brace
// opening at its end or closing at its start. An interpolation closing
// a query's line (ILIKE ${pattern}) is the query's.
func programLine(line string) bool {
	rest := strings.TrimLeft(line[len(leadingWord(line)):], " \t")
	return strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, ":=") || strings.Contains(line, ":=") ||
		strings.HasSuffix(line, "{") || strings.HasPrefix(line, "}")
}

// leadingWord returns the letters a line opens with.
func leadingWord(line string) string {
	end := strings.IndexFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && r != '_' })
	if end < 0 {
		return line
	}
	return line[:end]
}

// listItem reports a line of a query's select or values list: a column,
// an expression with an alias, or a closing bracket, ending in a comma or
// a bracket. A program's lines end in other ways (a brace, a call's
// bracket after an argument, a statement).
func listItem(line string) bool {
	if strings.Trim(line, "(),;") == "" {
		return true
	}
	if !strings.HasSuffix(line, ",") {
		return false
	}
	for _, r := range strings.TrimSuffix(line, ",") {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("_.() *:'", r)) {
			return false
		}
	}
	return true
}

// scriptChanged reports a line added or removed by the edit that reads
// as a JavaScript statement.
func scriptChanged(old, new string) bool {
	before := strings.Split(old, "\n")
	after := strings.Split(new, "\n")
	for _, l := range after {
		if !slices.Contains(before, l) && scriptLine(l) {
			return true
		}
	}
	for _, l := range before {
		if !slices.Contains(after, l) && scriptLine(l) {
			return true
		}
	}
	return false
}

// scriptLine reports a line that is JavaScript, not markup or a style: a
// declaration, a control statement, an arrow function, a call on the
// page's objects. Attributes (onclick="ask(this)") and CSS rules have
// none of these.
func scriptLine(line string) bool {
	line = strings.TrimSpace(line)
	if strings.HasPrefix(line, "<") && !strings.HasPrefix(line, "<script") {
		return false
	}
	for _, p := range []string{"function ", "function(", "const ", "let ", "var ", "return ", "return;", "if (", "for (",
		"while (", "} else", "await ", "async ", "try {", "} catch", "document.", "window.", "fetch(", "console."} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	for _, p := range []string{"=>", ".addEventListener(", ".querySelector", ".getElementById(", ".innerHTML", ".textContent",
		".replace(/", ".then(", "JSON.parse(", "JSON.stringify("} {
		if strings.Contains(line, p) {
			return true
		}
	}
	return false
}

// codeToolchain reports an ecosystem of program code, whose strings may
// hold a query: any but none and an image's build file.
func codeToolchain(t Toolchain) bool { return t != "" && t != "container" }
