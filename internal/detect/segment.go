package detect

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ascii"
)

// unitKind says where a piece of the message came from. Code and quotes are
// kept as whole units: they are not the agent's own voice, but a trailing
// command or output block still matters for what the closing means.
type unitKind uint8

const (
	unitProse unitKind = iota
	unitList
	unitHeading
	unitTable
	unitCode
	unitQuote
)

// unit is one sentence of prose (or a list item, heading or table row), or
// one whole code or quote block.
type unit struct {
	kind   unitKind
	raw    string   // code and quote blocks: the body; sentences: use text()
	masked string   // inline code and quotes replaced by placeholders
	codes  []string // inline code contents, indexed by placeholder
	quotes []string // quoted strings, indexed by placeholder
	lang   string   // info string of a fenced code block
	check  bool     // list item led by a check mark (✔, ✅)
	colon  bool     // sentence ends with ':'
	block  int      // index of the source block, to tell paragraphs apart

	// Computed once per sentence for the detectors.
	low    string   // masked, lower case; set for Korean sentences only, which match by substring
	sig    *textSig // the signature of low, for Korean sentences (see lowAny)
	toks   []token  // tokens of masked
	ws     []string // the word tokens, lower case
	korean bool     // has Hangul
}

// lowAny is containsAny(u.low, xs). The readers search a Korean sentence
// for dozens of lists each; its signature is taken once, in segment,
// rather than at every search.
func (u *unit) lowAny(xs []string) string {
	if u.sig == nil {
		return containsAny(u.low, xs)
	}
	return containsAnySig(u.low, u.sig, xs)
}

// text returns the unit as written, with inline code and quotes restored;
// it is built only when a reason needs it.
func (u unit) text() string {
	if u.kind == unitCode || u.kind == unitQuote {
		return u.raw
	}
	return unmask(u.masked, u.codes, u.quotes)
}

// lastSegment holds segment's answer for the last text it split: a Stop's
// reading asks for the same message's units from several detectors (Scan,
// Claims, Reads, Acts, ...), and splitting and tokenising it each time was a
// tenth of a Stop. No detector writes to the units it is given.
var lastSegment struct {
	sync.Mutex
	text  string
	units []unit
}

// segment splits a markdown message into units in reading order.
func segment(text string) []unit {
	lastSegment.Lock()
	if lastSegment.units != nil && lastSegment.text == text {
		units := lastSegment.units
		lastSegment.Unlock()
		return units[:len(units):len(units)] // an append copies rather than share
	}
	lastSegment.Unlock()
	units := splitUnits(text)
	lastSegment.Lock()
	lastSegment.text, lastSegment.units = text, units
	lastSegment.Unlock()
	return units[:len(units):len(units)]
}

// clearPlaceholders returns text with every rune of the placeholder ranges
// (private-use runes mask puts for code and quotes) made U+FFFD: a message
// that holds one, from an icon font or pasted bytes, would otherwise be
// read as a span it never quoted. Such runes start with the byte 0xEE,
// which plain text seldom holds.
func clearPlaceholders(text string) string {
	if strings.IndexByte(text, 0xEE) < 0 {
		return text
	}
	return strings.Map(func(r rune) rune {
		if isCodePlaceholder(r) || isQuotePlaceholder(r) {
			return utf8.RuneError
		}
		return r
	}, text)
}

// splitUnits splits text into units line by line: fenced and indented
// code, block quotes, headings, list items, table rows, and paragraphs of
// prose split into sentences.
func splitUnits(text string) []unit {
	text = strings.ReplaceAll(clearPlaceholders(text), "\r\n", "\n")
	var units []unit
	lines := strings.Split(text, "\n")
	block := 0
	var para []string // open prose paragraph lines
	paraKind := unitProse
	paraCheck := false
	flush := func() {
		if len(para) == 0 {
			return
		}
		units = appendSentences(units, strings.Join(para, "\n"), paraKind, paraCheck, block)
		block++
		para = para[:0]
		paraKind = unitProse
		paraCheck = false
	}
	prevBlank := true
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			flush()
			prevBlank = true
			continue
		}
		if fc, n := fenceOpen(trimmed); n > 0 {
			flush()
			lang := lower(strings.TrimSpace(trimmed[n:]))
			if j := strings.IndexAny(lang, " {"); j >= 0 {
				lang = lang[:j]
			}
			var body []string
			i++
			for ; i < len(lines); i++ {
				t := strings.TrimSpace(lines[i])
				if c, m := fenceOpen(t); m >= n && c == fc && strings.TrimSpace(t[m:]) == "" {
					break
				}
				body = append(body, lines[i])
			}
			units = append(units, unit{kind: unitCode, raw: strings.Join(body, "\n"), lang: lang, block: block})
			block++
			prevBlank = false
			continue
		}
		if prevBlank && len(para) == 0 && isIndentedCode(line) && !lastIsList(units) {
			var body []string
			for ; i < len(lines); i++ {
				if strings.TrimSpace(lines[i]) != "" && !isIndentedCode(lines[i]) {
					break
				}
				body = append(body, strings.TrimSpace(lines[i]))
			}
			i--
			units = append(units, unit{kind: unitCode, raw: strings.TrimSpace(strings.Join(body, "\n")), block: block})
			block++
			prevBlank = false
			continue
		}
		prevBlank = false
		switch {
		case strings.HasPrefix(trimmed, ">"):
			flush()
			body := []string{strings.TrimSpace(strings.TrimLeft(trimmed, ">"))}
			for i+1 < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i+1]), ">") {
				i++
				body = append(body, strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(lines[i]), ">")))
			}
			units = append(units, unit{kind: unitQuote, raw: strings.Join(body, "\n"), block: block})
			block++
		case strings.HasPrefix(trimmed, "#"):
			flush()
			para = append(para, strings.TrimSpace(strings.TrimLeft(trimmed, "#")))
			paraKind = unitHeading
			flush()
		case strings.HasPrefix(trimmed, "|"):
			flush()
			para = append(para, strings.Trim(trimmed, "| "))
			paraKind = unitTable
			flush()
		default:
			if rest, check, ok := listItem(trimmed); ok {
				flush()
				para = append(para, rest)
				paraKind = unitList
				paraCheck = check
				continue
			}
			if len(para) > 0 && softWrap(para[len(para)-1], trimmed) {
				para[len(para)-1] += " " + trimmed
			} else {
				para = append(para, trimmed)
			}
		}
	}
	flush()
	return units
}

// fenceOpen returns the fence character and its length when t opens a
// fenced code block, or 0, 0.
func fenceOpen(t string) (byte, int) {
	if len(t) < 3 || (t[0] != '`' && t[0] != '~') {
		return 0, 0
	}
	c := t[0]
	n := 0
	for n < len(t) && t[n] == c {
		n++
	}
	if n < 3 {
		return 0, 0
	}
	if c == '`' && strings.Contains(t[n:], "`") {
		return 0, 0 // ```x``` on one line is inline code
	}
	return c, n
}

// isIndentedCode reports a line indented as code.
func isIndentedCode(line string) bool {
	return strings.HasPrefix(line, "    ") || strings.HasPrefix(line, "\t")
}

// lastIsList reports whether the last unit is a list item.
func lastIsList(units []unit) bool {
	return len(units) > 0 && units[len(units)-1].kind == unitList
}

// listItem recognises bullets, numbered items and check-mark lines.
func listItem(t string) (rest string, check bool, ok bool) {
	if len(t) >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && t[1] == ' ' {
		rest := strings.TrimSpace(t[2:])
		// lower(rest) starts "[x] " when rest does, the x in either case:
		// no other rune lower-cases to any of the four.
		if len(rest) >= 4 && rest[0] == '[' && rest[1]|0x20 == 'x' && rest[2] == ']' && rest[3] == ' ' {
			return strings.TrimSpace(rest[4:]), true, true // a checked task
		}
		if r, size := utf8.DecodeRuneInString(rest); r == '✔' || r == '✅' || r == '☑' || r == '✓' {
			return strings.TrimSpace(strings.TrimLeft(rest[size:], "\uFE0F ")), true, true // "- ✅ tests pass"
		}
		return rest, false, true
	}
	n := 0
	for n < len(t) && n < 3 && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	if n > 0 && n+1 < len(t) && (t[n] == '.' || t[n] == ')') && t[n+1] == ' ' {
		return strings.TrimSpace(t[n+2:]), false, true
	}
	r, size := utf8.DecodeRuneInString(t)
	switch r {
	case '•', '·', '◦', '▪':
		return strings.TrimSpace(t[size:]), false, true
	case '✔', '✅', '☑', '✓':
		return strings.TrimSpace(strings.TrimLeft(t[size:], "\uFE0F ")), true, true
	case '❌', '✗', '✘', '⚠', '⏳', '🔲', '⬜':
		return strings.TrimSpace(strings.TrimLeft(t[size:], "\uFE0F ")), false, true
	}
	return "", false, false
}

// softWrap reports whether next continues the sentence of prev, as in a
// hard-wrapped paragraph: prev has no closing punctuation and next starts in
// lower case.
func softWrap(prev, next string) bool {
	last, _ := utf8.DecodeLastRuneInString(prev)
	switch last {
	case '.', '!', '?', ':', '。', '…':
		return false
	}
	first, _ := utf8.DecodeRuneInString(next)
	return first >= 'a' && first <= 'z'
}

// appendSentences masks a prose block and splits it into sentences. It
// walks the masked text by byte offset, decoding one rune at a time: a
// sentence is a substring of masked, cut out without copying.
func appendSentences(units []unit, text string, kind unitKind, check bool, block int) []unit {
	masked, codes, quotes := mask(text)
	if !utf8.ValidString(masked) {
		masked = string([]rune(masked)) // each bad byte a U+FFFD, as the runes below read it
	}
	start := 0
	// The block's sentences share one array of tokens and one of words,
	// each sentence a full slice of its own part: two allocations a block
	// rather than two a sentence.
	toks := make([]token, 0, len(masked)/5+1)
	var ws []string
	emit := func(end int) {
		s := strings.TrimSpace(masked[start:end])
		start = end
		if s == "" || !hasLetter(s) {
			return
		}
		u := unit{kind: kind, masked: s, codes: codes, quotes: quotes, check: check, block: block}
		from := len(toks)
		toks = appendTokens(toks, s)
		u.toks = toks[from:len(toks):len(toks)]
		// Every Hangul rune is in a Hangul token, and only there.
		for i := range u.toks {
			if u.toks[i].hangul {
				u.korean = true
				u.low = lower(s)
				sig := sigOf(u.low)
				u.sig = &sig
				break
			}
		}
		if ws == nil {
			ws = make([]string, 0, cap(toks))
		}
		from = len(ws)
		ws = appendWords(ws, u.toks)
		u.ws = ws[from:len(ws):len(ws)]
		u.colon = strings.HasSuffix(strings.TrimRight(s, " )"), ":")
		units = append(units, u)
	}
	for i := 0; i < len(masked); {
		c := masked[i]
		if 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' {
			i++ // no letter or digit ends a sentence
			continue
		}
		r, size := rune(c), 1
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(masked[i:])
		}
		switch {
		case r == '\n':
			emit(i + size)
		case r == '.' || r == '!' || r == '?' || r == '。' || r == '！' || r == '？' || r == '…':
			j := i + size
			// The bold or italics that closes on the stop closes the
			// sentence too: "**Not verified.** The key is missing."
			for j < len(masked) {
				c, n := utf8.DecodeRuneInString(masked[j:])
				if !strings.ContainsRune(".!?。！？…)\"'”’]*_", c) {
					break
				}
				j += n
			}
			if j < len(masked) && !spaceAt(masked, j) {
				i = j
				continue
			}
			if r == '.' && abbreviation(masked, i) {
				break
			}
			emit(j)
			i = j
			continue
		case isPictograph(r) && kind != unitTable:
			// A mark ends a sentence ("Done ✅ Next: …"); in a table row
			// the cell's bars part its text, and what follows the mark
			// is its value ("| CLI | ✅ 1.47.2 |").
			j := i + size
			for j < len(masked) {
				c, n := utf8.DecodeRuneInString(masked[j:])
				if !isPictograph(c) && c != '\uFE0F' && c != '\u200D' {
					break
				}
				j += n
			}
			if j >= len(masked) || spaceAt(masked, j) {
				emit(j)
				i = j
				continue
			}
		case r == ' ' && i > start && masked[i-1] >= utf8.RuneSelf && koreanSentenceEnd(masked[start:i]):
			// (A Hangul syllable ends in a continuation byte: after an
			// ASCII byte no Korean ending is looked for.)
			if i+1 < len(masked) {
				if c, _ := utf8.DecodeRuneInString(masked[i+1:]); !unicode.IsPunct(c) {
					emit(i + 1)
				}
			}
		}
		i += size
	}
	emit(len(masked))
	return units
}

// spaceAt reports white space at byte offset i of s.
func spaceAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r)
}

// hasLetter reports a letter or a masked span in s.
func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || isCodePlaceholder(r) || isQuotePlaceholder(r) {
			return true
		}
	}
	return false
}

// abbreviation reports whether the period at byte offset i of s ends
// "e.g.", "i.e.", "etc.", "vs." or a single initial, which do not end a
// sentence.
func abbreviation(s string, i int) bool {
	j := i
	for j > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:j])
		if !unicode.IsLetter(r) {
			break
		}
		j -= n
	}
	w := lower(s[j:i])
	switch w {
	case "e.g", "i.e", "etc", "vs", "approx", "cf":
		if w != "etc" {
			return true
		}
		// The rune after the space that follows the period.
		if k := i + 1; k < len(s) {
			_, n := utf8.DecodeRuneInString(s[k:])
			if k += n; k < len(s) {
				r, _ := utf8.DecodeRuneInString(s[k:])
				return unicode.IsLower(r)
			}
		}
		return false
	}
	// "e.g." and "i.e.": a letter between two periods.
	r1, n1 := utf8.DecodeLastRuneInString(s[:i])
	if n1 == 0 || !unicode.IsLetter(r1) {
		return false
	}
	r2, n2 := utf8.DecodeLastRuneInString(s[:i-n1])
	return n2 > 0 && r2 == '.'
}

// isPictograph reports an emoji or pictograph, check marks aside.
func isPictograph(r rune) bool {
	return (r >= 0x1F300 && r <= 0x1FAFF) || (r >= 0x2600 && r <= 0x27BF && r != '✔' && r != '✓')
}

// koreanSentenceEnd reports whether s, the text before a space, ends in a
// final Korean predicate ending, so that sentences written without a
// period still split ("바꿨습니다 이제 …").
func koreanSentenceEnd(s string) bool {
	r1, n1 := utf8.DecodeLastRuneInString(s)
	if n1 == 0 || !isHangul(r1) {
		return false
	}
	_, n2 := utf8.DecodeLastRuneInString(s[:len(s)-n1])
	if n2 == 0 {
		return false
	}
	switch s[len(s)-n1-n2:] {
	case "니다", "세요", "까요", "게요", "께요", "어요", "아요", "해요", "네요", "예요", "에요":
		return true
	}
	return false
}

// mask replaces inline code and URLs with indexed placeholders and quoted
// strings with a quote placeholder. A URL is an address, not the agent's
// words: ".../actions/runs/123" reports no run.
func mask(text string) (string, []string, []string) {
	if !strings.ContainsAny(text, "`\"“「『") && !strings.Contains(text, "://") {
		return text, nil, nil
	}
	var b strings.Builder
	var codes, quotes []string
	b.Grow(len(text))
	for i := 0; i < len(text); {
		c := text[i]
		if n := urlAt(text, i); n > 0 {
			b.WriteRune(codeRune0 + rune(addSpan(&codes, text[i:i+n])))
			i += n
			continue
		}
		if plainByte(c) || c == 'h' {
			j := i + 1
			for j < len(text) && (plainByte(text[j]) || text[j] == 'h' && urlAt(text, j) == 0) {
				j++
			}
			b.WriteString(text[i:j])
			i = j
			continue
		}
		if c == '`' {
			n := 0
			for i+n < len(text) && text[i+n] == '`' {
				n++
			}
			fence := text[i : i+n]
			if end := strings.Index(text[i+n:], fence); end >= 0 {
				content := strings.TrimSpace(text[i+n : i+n+end])
				b.WriteRune(codeRune0 + rune(addSpan(&codes, content)))
				i += n + end + n
				continue
			}
			b.WriteString(fence)
			i += n
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if closer, ok := quoteCloser(r, text, i); ok {
			if end := strings.IndexRune(text[i+size:], closer); end > 0 && !strings.Contains(text[i+size:i+size+end], "\n") {
				b.WriteRune(quoteRune0 + rune(addSpan(&quotes, text[i+size:i+size+end])))
				i += size + end + utf8.RuneLen(closer)
				continue
			}
		}
		b.WriteRune(r)
		i += size
	}
	return b.String(), codes, quotes
}

// maskStops is the set of the bytes at which mask stops copying plain
// text, one bit a byte: a backquote, a double quote, an h (a URL may start
// there) and every byte of a multi-byte rune.
var maskStops = [4]uint64{1 << '"', 1<<('`'-64) | 1<<('h'-64), ^uint64(0), ^uint64(0)}

// plainByte reports a byte that mask copies as it is, in a run of plain
// text: one not in maskStops.
func plainByte(c byte) bool { return maskStops[c>>6]&(1<<(c&63)) == 0 }

// urlAt returns the length of the URL that starts at text[i], or 0: an
// http or https address at a word's start, up to white space or a closing
// bracket or quote.
func urlAt(text string, i int) int {
	if text[i] != 'h' || i > 0 && (ascii.IsWord(text[i-1])) {
		return 0
	}
	rest := text[i:]
	if !strings.HasPrefix(rest, "https://") && !strings.HasPrefix(rest, "http://") {
		return 0
	}
	n := strings.IndexAny(rest, " \t\n)]>\"'`")
	if n < 0 {
		n = len(rest)
	}
	for n > 0 && strings.IndexByte(".,;:!?", rest[n-1]) >= 0 {
		n-- // the sentence's mark, not the address's
	}
	return n
}

// addSpan stores a masked span and returns its placeholder index; past the
// placeholder range the last index is reused.
func addSpan(spans *[]string, s string) int {
	if len(*spans) > maxSpanIdx {
		return maxSpanIdx
	}
	*spans = append(*spans, s)
	return len(*spans) - 1
}

// quoteCloser returns the closing mark for an opening quote at text[i]. A
// straight double quote opens only at a word start, so inch marks and stray
// quotes are left alone.
func quoteCloser(r rune, text string, i int) (rune, bool) {
	switch r {
	case '"':
		if i > 0 {
			p, _ := utf8.DecodeLastRuneInString(text[:i])
			if unicode.IsLetter(p) || unicode.IsDigit(p) {
				return 0, false
			}
		}
		return '"', true
	case '“':
		return '”', true
	case '「':
		return '」', true
	case '『':
		return '』', true
	}
	return 0, false
}

// unmask restores inline code for display.
func unmask(s string, codes, quotes []string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return isCodePlaceholder(r) || isQuotePlaceholder(r) }) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case isCodePlaceholder(r):
			idx := int(r - codeRune0)
			code := ""
			if idx < len(codes) {
				code = codes[idx]
			}
			writeCode(&b, code)
		case isQuotePlaceholder(r):
			idx := int(r - quoteRune0)
			b.WriteByte('"')
			if idx < len(quotes) {
				b.WriteString(quotes[idx])
			}
			b.WriteByte('"')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// writeCode writes code as an inline code span that mask reads back as the
// same span: the fence is one backquote longer than the longest run inside,
// and a space pads code that is empty or starts or ends with a backquote
// (mask trims it): an empty span restored as two bare backquotes would
// open a span over the words after it.
func writeCode(b *strings.Builder, code string) {
	run, longest := 0, 0
	for i := 0; i < len(code); i++ {
		if code[i] != '`' {
			run = 0
			continue
		}
		run++
		longest = max(longest, run)
	}
	fence := strings.Repeat("`", longest+1)
	pad := code == "" || code[0] == '`' || code[len(code)-1] == '`'
	b.WriteString(fence)
	if pad {
		b.WriteByte(' ')
	}
	b.WriteString(code)
	if pad {
		b.WriteByte(' ')
	}
	b.WriteString(fence)
}

// prose reports a unit in the agent's own voice, read sentence by sentence.
func prose(u unit) bool {
	return u.kind != unitCode && u.kind != unitQuote && u.kind != unitTable
}

// endsQuestion reports whether the sentence's last mark is a question mark,
// allowing closing brackets, quotes, emphasis marks and emoji after it.
func endsQuestion(s string) bool {
	for len(s) > 0 {
		r, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
		switch {
		case r == '?' || r == '？':
			return true
		case unicode.IsSpace(r) || r == '*' || r == '_' || r == ')' || r == '"' || r == '”' || r == '\'' || isPictograph(r) || r == '\uFE0F':
			continue
		default:
			return false
		}
	}
	return false
}
