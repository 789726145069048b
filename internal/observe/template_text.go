package observe

import (
	"path"
	"slices"
	"strings"
)

// An edit of a template that changes only the words between its tags and
// expressions ("가입해주셔서 감사합니다" → "함께해 주셔서 고맙습니다" inside
// <h1>{{ user.nickname }}님, …</h1>) rewrites copy, as an edit of a README
// does: no tag, attribute, variable, filter or block of the template
// changes, so it renders the same structure with other words. This file
// reads such edits.

// templateFile reports a file whose text between tags is copy shown to
// people: HTML and the template languages that write it.
func templateFile(file string) bool {
	switch strings.ToLower(path.Ext(file)) {
	case ".html", ".htm", ".j2", ".jinja", ".jinja2", ".erb", ".hbs", ".handlebars", ".mustache",
		".njk", ".twig", ".liquid", ".tmpl", ".gohtml", ".ejs":
		return true
	}
	return false
}

// TemplateText reports an edit of a template file that replaced old with
// new and changed only the text between its markup: the tags (with their
// attributes), comments and template expressions ({{ }}, {% %}, {# #},
// <% %>) of both are the same, in the same order. It errs towards
// behaviour: a fragment that starts or ends inside a tag or an
// expression, or that holds a script or a style, is no copy edit.
func TemplateText(file, old, new string) bool {
	if !templateFile(file) || scriptOrStyle(old) || scriptOrStyle(new) {
		return false
	}
	a, okA := markupOf(old)
	b, okB := markupOf(new)
	return okA && okB && slices.Equal(a, b)
}

func scriptOrStyle(s string) bool {
	low := strings.ToLower(s)
	return strings.Contains(low, "<script") || strings.Contains(low, "<style") || strings.Contains(low, "</script") || strings.Contains(low, "</style")
}

// markupOpeners pair each opener of markup with its closer; the longer
// openers come first ("<!--" before "<", "<%" before "<").
var markupOpeners = [...][2]string{{"<!--", "-->"}, {"{{", "}}"}, {"{%", "%}"}, {"{#", "#}"}, {"<%", "%>"}, {"<", ">"}}

// markupOf returns the markup of s in order, its text left out, and false
// when the fragment cuts a piece of markup or shows a closer outside one.
func markupOf(s string) ([]string, bool) {
	var out []string
	for i := 0; i < len(s); {
		open, closer := markupAt(s, i)
		if open == "" {
			if strayCloser(s[i:]) {
				return nil, false
			}
			i++
			continue
		}
		end := strings.Index(s[i+len(open):], closer)
		if end < 0 {
			return nil, false
		}
		next := i + len(open) + end + len(closer)
		out = append(out, s[i:next])
		i = next
	}
	return out, true
}

// markupAt returns the opener and closer of the markup that starts at
// s[i], or "": a '<' opens a tag only before a letter, '/' or '!' ("a < b"
// is text).
func markupAt(s string, i int) (open, closer string) {
	for _, p := range markupOpeners {
		if !strings.HasPrefix(s[i:], p[0]) {
			continue
		}
		if p[0] == "<" && (i+1 >= len(s) || !tagStart(s[i+1])) {
			return "", ""
		}
		return p[0], p[1]
	}
	return "", ""
}

func tagStart(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '/' || c == '!'
}

// strayCloser reports text that starts with a closer of markup: the
// fragment began inside a tag or an expression.
func strayCloser(s string) bool {
	return s[0] == '>' || strings.HasPrefix(s, "}}") || strings.HasPrefix(s, "%}") || strings.HasPrefix(s, "#}") || strings.HasPrefix(s, "%>")
}
