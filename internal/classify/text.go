package classify

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/proofgate/proofgate/internal/ascii"
)

// The text is never re-sliced into a shorter copy: every transformation below
// keeps the byte length, so an offset found in the working text also points
// into the user's original prompt and reasons can quote the user's words.

// lower lowercases s rune by rune. A rune whose lowercase form has a different
// UTF-8 length, and any invalid byte, is kept as is.
func lower(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			// ASCII, most of a prompt, eight bytes at a time.
			var n int
			if b, n = ascii.AppendLowerRun(b, s[i:]); n > 0 {
				i += n
				continue
			}
			// A byte of ASCII: unicode.ToLower of it is this.
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			b = append(b, s[i])
			i++
			continue
		}
		if hangulSyllable(r) {
			// Hangul has no case; most of a Korean prompt is its
			// syllables, and the case tables need not be searched.
			b = append(b, s[i:i+size]...)
			i += size
			continue
		}
		l := unicode.ToLower(r)
		if utf8.RuneLen(l) != size {
			l = r
		}
		b = utf8.AppendRune(b, l)
		i += size
	}
	return handOver(b)
}

// handOver returns b as a string without copying it; nothing may write b
// after. A prompt is copied several times on its way to the readers (its
// lower case, the forms with pasted material and negations blanked), and
// each copy of a 10 KB prompt is fresh memory a hook process pays for page
// by page: a []byte built for a string is handed over, as strings.Builder
// does, rather than copied once more.
func handOver(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// blank overwrites b[i:j] with fill. Callers pass rune-aligned offsets.
func blank(b []byte, i, j int, fill byte) {
	for k := i; k < j && k < len(b); k++ {
		b[k] = fill
	}
}

// edit is a text being blanked. It is copied at its first change, so a
// text with nothing to blank comes back as it was: each copy of a 10 KB
// prompt is fresh memory, which a hook process pays for page by page.
type edit struct {
	s string
	b []byte // s with the changes so far; nil until the first
}

// blank overwrites text[i:j] with fill, as blank does.
func (e *edit) blank(i, j int, fill byte) {
	if i >= j || i >= len(e.s) {
		return
	}
	if e.b == nil {
		e.b = []byte(e.s)
	}
	blank(e.b, i, j, fill)
}

// text returns a copy of the text with the changes so far.
func (e *edit) text() string {
	if e.b == nil {
		return e.s
	}
	return string(e.b)
}

// done returns the text with its changes; e may not be used after.
func (e *edit) done() string {
	if e.b == nil {
		return e.s
	}
	return handOver(e.b)
}

// neutralize hides words that look risky but, in the phrase they appear in,
// are not: "push notification", "production build", "cache key", "운영체제".
// The first capture group of each pattern is overwritten with underscores.
func neutralize(s string) string {
	e := edit{s: s}
	for _, re := range falseFriends {
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			if len(m) >= 4 && m[2] >= 0 {
				e.blank(m[2], m[3], '_')
			}
		}
	}
	return e.done()
}

// codeSpans returns the byte ranges of `inline code` and ```fenced``` blocks.
func codeSpans(s string) [][2]int {
	var spans [][2]int
	for i := 0; i < len(s); {
		k := strings.IndexByte(s[i:], '`')
		if k < 0 {
			break
		}
		i += k
		fence := "`"
		if strings.HasPrefix(s[i:], "```") {
			fence = "```"
		}
		end := strings.Index(s[i+len(fence):], fence)
		if end < 0 {
			break
		}
		j := i + len(fence) + end + len(fence)
		spans = append(spans, [2]int{i, j})
		i = j
	}
	return spans
}

// inSpans reports whether i falls strictly inside one of spans, which are
// sorted and do not overlap.
func inSpans(spans [][2]int, i int) bool {
	k := sort.Search(len(spans), func(k int) bool { return spans[k][1]-1 > i })
	return k < len(spans) && i > spans[k][0]
}

// parenSpans returns the byte ranges of short parenthesised asides on one
// line: "auth pages (login, signup, reset password)" lists names, and its
// commas do not start new requests.
func parenSpans(s string) [][2]int {
	var spans [][2]int
	for i := 0; i < len(s); i++ {
		k := strings.IndexByte(s[i:], '(')
		if k < 0 {
			break
		}
		i += k
		j := strings.IndexAny(s[i+1:], "()\n")
		if j < 0 || j > 160 || s[i+1+j] != ')' {
			continue
		}
		spans = append(spans, [2]int{i, i + 2 + j})
		i += 1 + j
	}
	return spans
}

// quoteSpans returns the byte ranges of short quoted strings on one line:
// a commit message or a title the user dictates ("with the message
// \"Billing v2: proration + invoice previews\" and force push", "with the
// message 'Billing v2: usage-based pricing'") is a name, and its colons
// and commas start no clause. A quote opens only after a space or a
// bracket and closes only before one or before a sentence's punctuation,
// so that apostrophes ("don't", "the users' rows") and JSON's keys and
// values pair with nothing.
func quoteSpans(s string) [][2]int {
	var spans [][2]int
	for i := 0; i < len(s); i++ {
		k := strings.IndexAny(s[i:], "\"'")
		if k < 0 {
			break
		}
		i += k
		q := s[i]
		if i > 0 && !quoteEdge(s[i-1]) || i+1 >= len(s) || s[i+1] == ' ' {
			continue // an apostrophe, or JSON's {"key":"value"}, whose values are the text
		}
		end := -1
		for j := i + 1; j < len(s) && j <= i+120 && s[j] != '\n'; j++ {
			if s[j] == q && s[j-1] != ' ' && (j+1 == len(s) || quoteEdge(s[j+1]) || strings.IndexByte(".,;!?", s[j+1]) >= 0) {
				end = j
				break
			}
		}
		if end < 0 {
			continue
		}
		spans = append(spans, [2]int{i, end + 1})
		i = end
	}
	return spans
}

// quoteEdge reports a byte a quote may stand beside: a space or a
// bracket.
func quoteEdge(b byte) bool {
	return b == ' ' || b == '\t' || b == '(' || b == ')' || b == '[' || b == ']'
}

// maskNegations blanks the part of each clause that the user negated, so
// "commit it but don't push" no longer asks for a push and "운영은 건드리지
// 말고" no longer mentions production.
func maskNegations(s string) string {
	e := edit{s: s}
	// English: from the negator to the next clause boundary. Each search
	// starts where the last one did or later, and a boundary found for one
	// negator serves the next ones before it: one pass over the text
	// however many negators there are.
	have, next, done := false, -1, 0
	for _, m := range enNegation.FindAllStringIndex(s, -1) {
		if sqlNotNull(s, m) {
			continue // "(default 0, not null)": a column's constraint
		}
		if !have || next >= 0 && next < m[1] {
			next, have = negBoundary.indexFrom(s, m[1]), true
		}
		end := len(s)
		if next >= 0 {
			end = next
		}
		// Negators before the same boundary share its span: blank each
		// byte once.
		e.blank(max(m[0], done), end, ' ')
		done = max(done, end)
	}
	// Korean "…지 말고 / …지 마 / …지 않게": from the start of the clause
	// to the negator, since Korean puts the object and verb first. The
	// clause starts at the end of the last boundary before the negator.
	if negs := koNegation.FindAllStringIndex(s, -1); negs != nil {
		bounds := koBoundary.FindAllStringIndex(s, -1)
		k, start, done := 0, 0, 0
		for _, m := range negs {
			for k < len(bounds) && bounds[k][1] <= m[0] {
				start = bounds[k][1]
				k++
			}
			e.blank(max(start, done), m[1], ' ')
			done = max(done, m[1])
		}
	}
	// Korean "X 말고 Y", "X 없이" and "X 아니고 Y" (instead of X, without
	// X, not X but Y): only X ("운영 아니고 스테이징이에요"), not "X뿐
	// 아니라" (not only X). The "…지 말고" forms are already blank, so what
	// is left is this kind.
	s = e.done()
	e = edit{s: s}
	for _, m := range koInsteadOf.FindAllStringSubmatchIndex(s, -1) {
		e.blank(m[2], m[1], ' ')
	}
	return e.done()
}

// sqlNotNull reports the match m of enNegation in s that is "not" of
// NOT NULL, a column's constraint, which negates nothing of the task.
func sqlNotNull(s string, m []int) bool {
	rest := s[m[1]:]
	return s[m[0]:m[1]] == "not" && len(rest) >= 5 && rest[0] == ' ' && rest[1:5] == "null" && (len(rest) == 5 || !ascii.IsWord(rest[5]))
}

// clause is a stretch of the prompt with one predicate, roughly: a sentence
// or the part of one between commas and dashes.
type clause struct {
	start, end int    // offsets into the prompt
	text       string // masked, lowercased text of the clause
	sentence   string // masked, lowercased text of the enclosing sentence
	question   bool   // the sentence ends with a question mark
	seen       []seenPattern
}

// seenPattern is whether a clause matches a pattern, asked by every verb
// of the clause and so worked out once.
type seenPattern struct {
	re *lre
	ok bool
}

// mentions reports whether the clause's text matches re, once per clause.
func (c *clause) mentions(re *lre) bool {
	for _, s := range c.seen {
		if s.re == re {
			return s.ok
		}
	}
	ok := re.MatchString(c.text)
	c.seen = append(c.seen, seenPattern{re, ok})
	return ok
}

// splitClauses cuts s (already lowercased and masked) into clauses. Boundaries
// inside code spans do not count, so `fastlane/.env` stays whole.
func splitClauses(s string) []clause {
	spans := codeSpans(s)
	asides := parenSpans(s)
	quotes := quoteSpans(s)
	out := make([]clause, 0, maxClauses(s))
	var bounds [][2]int
	sentStart := 0
	emitSentence := func(end int, question bool) {
		sent := s[sentStart:end]
		cs := sentStart
		bounds = clauseBoundaries(bounds[:0], sent)
		for _, m := range bounds {
			if inSpans(spans, sentStart+m[0]) || inSpans(asides, sentStart+m[0]) || inSpans(quotes, sentStart+m[0]) {
				continue
			}
			out = appendClause(out, s, cs, sentStart+m[0], sent, question)
			cs = sentStart + m[1]
		}
		out = appendClause(out, s, cs, end, sent, question)
	}
	for _, m := range sentenceEnds(s) {
		if inSpans(spans, m[0]) {
			continue
		}
		emitSentence(m[0], strings.Contains(s[m[0]:m[1]], "?"))
		sentStart = m[1]
	}
	if sentStart < len(s) {
		emitSentence(len(s), false)
	}
	return out
}

// maxClauses bounds how many clauses splitClauses finds in s, for the
// list's size: a clause ends at a sentence's end, at a clause boundary or
// at the text's end, and each of those spans holds a byte clauseBytes
// counts. The list of a 10 KB prompt's clauses grew to twice its size,
// copied at each step, before it was made to size. A text of little but
// punctuation would make the bound a page of clauses for every few bytes:
// it is held to one for every 16 bytes, past which the list grows.
func maxClauses(s string) int { return min(clauseBound(s), len(s)/16+1) }

// clauseBound is 1 + the number of bytes of s clauseBytes counts.
func clauseBound(s string) int {
	n := 1
	for _, c := range []byte(s) {
		n += int(clauseBytes[c])
	}
	return n
}

// clauseBytes marks the bytes that sentenceEnds' and clauseBoundaries'
// spans hold one of: their punctuation, and the lead bytes of "。", "？",
// "—", "–" and a face emoji.
var clauseBytes = [256]uint8{'!': 1, '?': 1, ';': 1, '\n': 1, '.': 1, ',': 1, ':': 1, '-': 1, 0xE3: 1, 0xEF: 1, 0xE2: 1, 0xF0: 1}

func appendClause(out []clause, s string, i, j int, sent string, q bool) []clause {
	t := strings.TrimSpace(s[i:j])
	if n := listMarker(t); n > 0 {
		// "- put the key in Secrets Manager", "2) force push main": the
		// item's words start after its marker.
		t = strings.TrimSpace(t[n:])
	}
	if t == "" {
		return out
	}
	if k := strings.Index(s[i:j], t); k > 0 {
		i += k
	}
	return append(out, clause{start: i, end: j, text: t, sentence: sent, question: q})
}

var (
	negBoundary = &lre{expr: `[,.;:!?\n—–]|\b(?:but|just|only|instead|then|so|rather)\b`}
	enNegation  = &lre{expr: `\b(?:don['’]?t|do not|dont|never|no need to|without|not|avoid|instead of|rather than|shouldn['’]t|should not|must not|mustn['’]t|won['’]t|cannot|can['’]t|no pushing|no deploy(?:ing|s)?)\b`}
	koNegation  = &lre{expr: `지\s*(?:말고|마세요|마요|마라|마|말아\s*(?:줘|주세요|요)?|말\s*것|않도록|않게|않고)`}
	koBoundary  = &lre{expr: `[,.;!?\n]|(?:하고|고|서|며|는데|지만)\s`}
	koInsteadOf = &lre{expr: `(\S*[^\s뿐])\s*(?:말고|없이|아니고|아니라)(?:\s|$)`}
)

// listMarker returns the length of the list item marker that starts t,
// with the space after it: "- ", "* ", "+ ", "• ", "1) ", "(2) ", "a) ";
// 0 for none. "1. " needs none: its period ends a sentence of its own.
func listMarker(t string) int {
	switch {
	case strings.HasPrefix(t, "- "), strings.HasPrefix(t, "* "), strings.HasPrefix(t, "+ "):
		return 2
	case strings.HasPrefix(t, "• "):
		return len("• ")
	}
	i := 0
	if strings.HasPrefix(t, "(") {
		i = 1
	}
	j := i
	for j < len(t) && j-i < 3 && (t[j] >= '0' && t[j] <= '9' || j == i && t[j] >= 'a' && t[j] <= 'h') {
		if t[j] >= 'a' {
			j++
			break // one letter: "a)"
		}
		j++
	}
	if j == i || j+1 >= len(t) || t[j] != ')' || t[j+1] != ' ' {
		return 0
	}
	return j + 2
}
