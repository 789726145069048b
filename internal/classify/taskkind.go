package classify

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is a kind of change whose verification differs from "run the
// tests": a bug is shown fixed by its own reproduction, a UI change by
// its rendered result, a migration by a dry run, a performance change by
// two measurements, a dependency bump by the code that uses it.
//
// The contract of Kinds:
//
//   - A kind is read only from what the user asks for: words in pasted
//     material (logs, code fences, tool output) and the steps of a pasted
//     plan do not count (its title does, since it names the work). Inline
//     code and paths are names: `DEBUG=false` asks for no debugging,
//     feature/login-fix for no fix; only what a name says of a file
//     counts (styles/app.css, db/migrations/).
//   - Words the user negated do not count: "don't touch the UI", "without
//     a migration", "UI는 건드리지 말고", "restart 말고". A symptom is no
//     negation: "the button doesn't work" is a bug, "안 보이는" too.
//   - A question or a request for an explanation names a topic, not a
//     task: "how do migrations get applied?", "에러는 보통 뭐 때문에
//     나?" read nothing. A polite request ("can you fix the crash?") is a
//     request. In a prompt that asks anything, only the kinds a word asks
//     for count ("the container dies on start; tell me why" asks for no
//     fix).
//   - Topic words of one kind ("page", "table", "version") count only
//     where the sentence around them leaves that reading; see each reader.
//   - At most two kinds: first those a word asks for ("fix", "optimize",
//     "마이그레이션해줘") in the order the prompt asks, then those only
//     named by topic words, the most named first.
//
// The readers work on words, by construction: a closed lexicon of stems
// per kind in English and Korean, read word by word. They never guess at
// intent, and read at most the first 8 KB, as Prompt does.
type Kind string

const (
	BugFix      Kind = "bug-fix"
	UIChange    Kind = "ui"
	DataChange  Kind = "migration" // a schema migration or a change to stored data
	Performance Kind = "performance"
	Dependency  Kind = "dependency"
)

// maxKinds bounds the kinds read from one prompt: a third line of advice
// would be noise next to the two that fit the task best.
const maxKinds = 2

// Kinds returns the kinds of change the prompt asks for, at most two,
// strongest first; nil when it names none.
func Kinds(prompt string) []Kind {
	hits := readKinds(prompt)
	slices.SortStableFunc(hits, func(a, b kindHit) int {
		switch {
		case a.asked != b.asked:
			if a.asked {
				return -1
			}
			return 1
		case !a.asked && a.score != b.score:
			return b.score - a.score
		}
		return a.at - b.at
	})
	var out []Kind
	for _, h := range hits {
		if len(out) == maxKinds {
			break
		}
		out = append(out, h.kind)
	}
	return out
}

// kindHit is the evidence for one kind. Kinds a word asks for ("fix",
// "optimize", "마이그레이션") come first, in the order the prompt asks
// for them: in "upgrade Python to 3.12 and fix what breaks" the bump is
// the task and the fixes follow from it. Kinds only named by topic words
// follow, the most named first.
type kindHit struct {
	kind  Kind
	score int  // act words weigh 2, topic words 1
	asked bool // an act word asked for it
	at    int  // the position of its first act word, else of its first word
	cue   string
}

// readKinds scores every kind the prompt shows, in no particular order.
func readKinds(prompt string) []kindHit {
	text := truncate(prompt, maxPromptBytes)
	plain := blanked(lowered(text))
	body := planBody(plain)
	req := plain[:body]
	if body < len(plain) {
		req += "\n" + planTitle(plain[body:])
	}
	t := &kindTally{}
	hit := t.hit // one function value for every sentence and reader
	asks := false
	eachKindSentence(req, func(s *ksentence) {
		asks = s.mask() || asks
		t.s = s
		for r := range kindReaders {
			t.reader = r
			kindReaders[r].read(s, hit)
		}
		t.base += len(s.words)
	})
	var out []kindHit
	for _, h := range t.hits {
		// A prompt that asks something describes what it asks about:
		// "nginx 컨테이너가 바로 죽어. 이유만 알려줘" asks why, it asks
		// for no fix. Only a word that asks for the work counts there.
		if h.score > 0 && (h.asked || !asks) {
			out = append(out, h)
		}
	}
	return out
}

// kindTally gathers the readers' cues: hits[r] is the evidence for the
// kind of kindReaders[r], none while its score is 0.
type kindTally struct {
	hits   [len(kindReaders)]kindHit
	reader int        // the index of the reader reading
	s      *ksentence // the sentence it reads
	base   int        // the index in the request of the sentence's first word
}

// hit records a cue of the reader reading at the i-th word of its
// sentence.
func (t *kindTally) hit(weight, i int) {
	h := &t.hits[t.reader]
	at, cue := t.base+i, t.s.words[i].w
	if h.score == 0 {
		h.kind, h.at, h.cue = kindReaders[t.reader].kind, at, cue
	}
	if weight == act && !h.asked {
		h.asked, h.at, h.cue = true, at, cue
	}
	h.score += weight
}

// kword is one word of a sentence, lower case.
type kword struct {
	w string
	// end marks the last word of a clause: a comma, colon, dash or
	// bracket follows it. (A Korean connective, "…하고", "…해서", ends a
	// clause too; see koClauseEnds.)
	end bool
	// opens marks the first word of a clause other than the sentence's
	// first: the word before ends one (by end or as a Korean
	// connective), or it is one of the words that start one ("but",
	// "then"; see enClauseStart).
	opens bool
	// off marks a word no reader reads: the user negated it, or it is
	// part of a question or a request for an explanation.
	off bool
	// code marks a word of inline code or a path (`DEBUG=false`,
	// feature/login-fix): a name, read only for what names say (a
	// stylesheet, a migrations folder).
	code bool
	// ko marks a word that starts with a Hangul rune. A word that does
	// not holds none (kindSentences splits a word at its first), so it
	// is none of the Korean stems, suffixes and particles the readers
	// look for.
	ko bool
	// lex is the set of the readers' word lists the word is in.
	lex kindLex
}

// ksentence is one sentence of the request.
type ksentence struct {
	words    []kword
	mark     byte    // the punctuation that ended it: '?', '.', '!', ';' or '\n'
	question bool    // the whole sentence asks
	lex      kindLex // the lists of its readable words, once masked
}

// eachKindSentence splits text into sentences of words and calls read
// with each, in order. A word is a run of letters, digits, "_" and
// apostrophes; "." joins digits ("3.2", "1.5s") and file names
// ("index.ts"), and ends a sentence only before a space. Inside `code`
// nothing ends a sentence or a clause.
//
// One sentence's words are held at a time, in an array the next sentence
// reuses: read may keep a word's string (the text's own bytes) but not the
// sentence's words. Holding every sentence's words at once took a 10 KB
// prompt's process 48 KB, a dozen fresh pages.
func eachKindSentence(text string, read func(*ksentence)) {
	words := make([]kword, 0, 64)
	// The current word is text[start:end], none when start < 0: every
	// rune of a word is the text's own, and a word ends at the first
	// rune that is not. ko is set when it starts with a Hangul rune, curly
	// when it holds a typographic apostrophe.
	start, end, ko, curly := -1, 0, false, false
	// code is set inside backquotes; path from a "/" to the next space,
	// and chunk is the index of the first word of the current run of
	// non-space text.
	code, path, chunk := false, false, 0
	flush := func() {
		if start >= 0 {
			w := text[start:end]
			if curly {
				w = strings.ReplaceAll(w, "’", "'")
			}
			x := kword{w: w, code: code || path, ko: ko, lex: lexOf(w)}
			if n := len(words); n > 0 {
				// The word before is done: nothing after it marks it.
				prev := &words[n-1]
				x.opens = prev.end || enClauseStart(w) || prev.ko && koClauseEnds(prev.w)
			}
			words = append(words, x)
			start = -1
		}
	}
	extend := func(i, size int) {
		if start < 0 {
			start, curly = i, false
		}
		end = i + size
	}
	endClause := func() {
		flush()
		if n := len(words); n > 0 {
			words[n-1].end = true
		}
	}
	var sentence ksentence
	endSentence := func(mark byte) {
		flush()
		if len(words) > 0 {
			sentence = ksentence{words: words, mark: mark}
			read(&sentence)
		}
		words, chunk = words[:0], 0
	}
	for i := 0; i < len(text); {
		if asciiWordByte(text[i]) {
			// Most of a prompt is runs of ASCII letters and digits: each
			// only extends the word, whatever came before.
			j := i + 1
			for j < len(text) && asciiWordByte(text[j]) {
				j++
			}
			if start < 0 {
				ko = false
			}
			extend(i, j-i)
			i = j
			continue
		}
		if text[i] == ' ' {
			// The most common of the rest ends a word and a path, and
			// nothing else.
			flush()
			path, chunk = false, len(words)
			i++
			continue
		}
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		next := byte(' ')
		if i+size < len(text) {
			next = text[i+size]
		}
		switch {
		case r == '`':
			flush()
			code = !code
		case kindWordRune(r):
			if start >= 0 && !ko && isHangul(r) {
				// "db에서", "4.4에서", "query로": the English word and
				// its Korean particle are read apart.
				flush()
			}
			if start < 0 {
				ko = isHangul(r)
			}
			extend(i, size)
			curly = curly || r == '’'
			i += size
			continue // a letter is no space
		case r == '.' && start >= 0 && (isDigitByte(next) || next >= 'a' && next <= 'z'):
			// "3.2", "1.5s", "index.ts", "shipments.carrier_id": one
			// word, so that a file named index is no database index.
			extend(i, size)
		case r == '/' || r == '\\':
			// "feature/login-fix", "styles/app.css", "CSV/Excel": a path
			// or a pair of names, not words of the request.
			flush()
			path = true
			for k := chunk; k < len(words); k++ {
				words[k].code = true
			}
		case code:
			flush()
		case r == '\n':
			endSentence('\n')
		case r == '?' || r == '!' || r == ';' || r == '。':
			endSentence(byte(min(r, 0x7f)))
		case r == '.' && (next == ' ' || next == '\n' || next == '\t' || i+size == len(text)):
			endSentence('.')
		case r == ',' || r == ':' || r == '(' || r == ')' || r == '—' || r == '–' || r == '→' || r == '，':
			endClause()
		case r == '-' && start < 0 && next == ' ':
			endClause() // a spaced dash: "… leave - find out why"
		default:
			flush()
		}
		if isSpace(r) {
			path, chunk = false, len(words)
		}
		i += size
	}
	endSentence('.')
}

// kindWordRune reports a rune a word is made of: a letter, a digit, "_" or
// an apostrophe. Most of a prompt is ASCII, answered without the Unicode
// tables.
func kindWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiWordByte(byte(r))
	}
	if hangulSyllable(r) {
		return true // the most common of the rest
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '’'
}

// asciiWordByte reports an ASCII letter, digit, "_" or "'".
func asciiWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || 'A' <= c && c <= 'Z' || c == '_' || c == '\''
}

// isSpace is unicode.IsSpace, at once for ASCII.
func isSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || '\t' <= r && r <= '\r'
	}
	return unicode.IsSpace(r)
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// mask marks the words no reader reads, those the user negated and those
// the sentence asks about, and notes the lists of the words left. It
// reports whether the sentence asks anything.
func (s *ksentence) mask() (asked bool) {
	s.maskNegations()
	asked = s.maskQuestions()
	for i := range s.words {
		if w := &s.words[i]; !w.off {
			s.lex |= w.lex
		}
	}
	return asked
}

// maskNegations marks the words the user negated.
//
// English: an imperative negation at the start of a clause ("don't",
// "never", "avoid", "leave", "no", "instead of") negates the clause;
// "without", "except" and a "not" that follows no auxiliary ("fix the
// API, not the UI") negate the rest of it. A clause also ends at "but",
// "just", "only", "instead", "then", "so" and "rather". A "not" after an
// auxiliary ("it's not rendering") describes a symptom and stays.
//
// Korean: "…지 말고", "…지 마", "…지 않게" and "안 건드려도" negate the
// clause before them; "X 말고", "X 없이", "X 빼고" negate X alone.
func (s *ksentence) maskNegations() {
	w := s.words
	// The index of the current clause's first word, and of its first
	// past the fillers.
	clause, first := 0, firstOfClause(w, 0)
	for i := 0; i < len(w); i++ {
		if w[i].opens {
			clause, first = i, firstOfClause(w, i)
		}
		word := w[i].w
		switch {
		case i == first && enImperativeNeg(w, i):
			s.maskRange(i, clauseEnd(w, i))
		case word == "without" || word == "except" || word == "excluding" ||
			word == "not" && !enDescribes(w, i) && !(i+1 < len(w) && w[i+1].w == "null"):
			s.maskRange(i, clauseEnd(w, i))
		// A Korean negation is a word of Hangul, and a word that starts
		// with none holds none (kindSentences splits it there).
		case w[i].ko && koClauseNeg(w, i):
			s.maskRange(clause, i)
		case w[i].ko && koWordNeg(word):
			// "restart 말고", "테스트 없이": the word before, or the word
			// itself when the particle is attached ("UI빼고").
			if slices.Contains(koNegParticle, word) && i > 0 {
				s.maskRange(i-1, i)
			} else {
				s.maskRange(i, i)
			}
		}
	}
}

func (s *ksentence) maskRange(i, j int) {
	for k := max(i, 0); k <= j && k < len(s.words); k++ {
		s.words[k].off = true
	}
}

// firstOfClause skips the fillers a clause may open with ("please",
// "and", "but", "just").
func firstOfClause(w []kword, clause int) int {
	i := clause
	for i < len(w)-1 && enFiller(w[i].w) {
		i++
	}
	return i
}

// clauseEnd is the index of the last word of the clause holding i.
func clauseEnd(w []kword, i int) int {
	for j := i; j < len(w); j++ {
		if w[j].end || j+1 < len(w) && enClauseStart(w[j+1].w) {
			return j
		}
	}
	return len(w) - 1
}

func enFiller(w string) bool {
	switch w {
	case "please", "pls", "and", "but", "also", "just", "then", "so", "now", "kindly", "ok",
		"okay", "only", "hey", "hi":
		return true
	}
	return false
}

// enClauseStart are the words that end the scope of an English negation
// before them: "don't touch the UI but fix the crash".
func enClauseStart(w string) bool {
	switch w {
	case "but", "just", "only", "instead", "then", "so", "rather":
		return true
	}
	return false
}

// koClauseEnds reports whether w, a word that starts with Hangul, ends a
// clause: "고치고", "찾아서", "깨지는데", "되지만".
func koClauseEnds(w string) bool {
	if utf8.RuneCountInString(w) < 2 {
		return false
	}
	if strings.HasSuffix(w, "지만") {
		// "되지만" is "but"; "느린지만" is "only whether it is slow".
		return !koEmbeddedQuestion(strings.TrimSuffix(w, "만"))
	}
	return hasStemSuffix(w, []string{"고", "서", "며", "는데", "면서"})
}

// enImperativeNeg reports an imperative negation at w[i], the start of a
// clause: "don't …", "do not …", "never …", "no migrations", "leave the
// UI alone", "instead of …".
func enImperativeNeg(w []kword, i int) bool {
	next := ""
	if i+1 < len(w) {
		next = w[i+1].w
	}
	switch w[i].w {
	case "don't", "dont", "never", "avoid", "skip", "leave":
		return true
	case "do", "please":
		return next == "not"
	case "no":
		return next != "longer" && next != "one"
	case "instead", "rather", "other":
		return next == "of" || next == "than"
	}
	return false
}

// enDescribes reports a "not" that describes a state rather than excludes
// a part of the task: after an auxiliary ("is not", "does not", "it's
// not", "still not").
func enDescribes(w []kword, i int) bool {
	if i == 0 {
		return false
	}
	return enAux(w[i-1].w) || strings.HasSuffix(w[i-1].w, "'s") || strings.HasSuffix(w[i-1].w, "n't")
}

func enAux(w string) bool {
	switch w {
	case "is", "are", "was", "were", "be", "been", "being", "does", "do", "did", "has", "have",
		"had", "will", "would", "can", "could", "should", "may", "might", "must", "still",
		"am", "just", "currently", "anymore":
		return true
	}
	return false
}

// koClauseNeg reports a Korean negation that ends a clause it negates:
// "건드리지 말고", "건드리지말고", "바꾸지 않게", "안 건드려도".
func koClauseNeg(w []kword, i int) bool {
	word := w[i].w
	if word[0] < utf8.RuneSelf && word[len(word)-1] < utf8.RuneSelf {
		return false // every suffix and verb below is Hangul
	}
	prev := ""
	if i > 0 {
		prev = w[i-1].w
	}
	// "지" and a suffix, or the suffix alone after a word that ends in
	// "지". No suffix holds a "지", so it is what follows the word's last.
	// (Most words hold none, which Contains, the faster search, finds.)
	if strings.Contains(word, "지") && slices.Contains(koNegSuffixes, word[strings.LastIndex(word, "지")+len("지"):]) {
		return true
	}
	if strings.HasSuffix(prev, "지") && slices.Contains(koNegSuffixes, word) {
		return true
	}
	if prev == "안" && hasStemPrefix(word, koTouchVerbs) {
		return true // "UI는 안 건드려도 돼", "안 바꿔도 돼"
	}
	return false
}

var koNegSuffixes = []string{"말고", "마", "마세요", "마요", "마라", "말아", "말아줘", "말아주세요", "말아요", "말것", "않게", "않도록", "않고"}

// koTouchVerbs are the verbs of changing something: "안 건드려도" says to
// leave it.
var koTouchVerbs = []string{"건드", "건들", "손대", "바꾸", "바꿔", "고치", "고쳐", "수정", "변경", "해도"}

// koNegParticle are the words that negate the word before them: "restart
// 말고 reload", "테스트 없이".
var koNegParticle = []string{"말고", "없이", "빼고", "제외하고", "제외"}

func koWordNeg(word string) bool {
	if word[len(word)-1] < utf8.RuneSelf {
		return false // every particle is Hangul
	}
	if slices.Contains(koNegParticle, word) {
		return true
	}
	for _, p := range koNegParticle {
		if strings.HasSuffix(word, p) && len(word) > len(p) && !strings.HasSuffix(word[:len(word)-len(p)], "지") {
			return true
		}
	}
	return false
}

// maskQuestions marks what the sentence asks rather than requests: all of
// it when it is a question (it ends with a question mark or opens with a
// question word: "how do migrations get applied?", "에러는 보통 뭐 때문에
// 나?"), else each clause that asks for an explanation or a look
// ("explain why it crashes, then fix it": only the first clause; "원인
// 설명해주고 고쳐줘" likewise). A polite request ("can you fix the
// crash?", "고쳐 줄 수 있어?") is a request. It reports whether the
// sentence asks anything.
func (s *ksentence) maskQuestions() (asked bool) {
	w := s.words
	if len(w) == 0 {
		return false
	}
	if s.isQuestion() {
		s.question = true
		s.maskRange(0, len(w)-1)
		return true
	}
	clause, first := 0, firstOfClause(w, 0)
	for i := range w {
		if w[i].opens {
			clause, first = i, firstOfClause(w, i)
		}
		if i == first && enAsks(w, i) {
			s.maskRange(i, askEnd(w, i))
			asked = true
		} else if w[i].w == "how" && i > clause {
			// "write a README section on how to run migrations": what
			// the work is about, not the work.
			s.maskRange(i, askEnd(w, i))
		}
		if w[i].ko && koAsks(w, i) { // a Korean ask is a word of Hangul
			s.maskRange(clause, i)
			asked = true
		}
	}
	return asked
}

// askEnd is where the ask that opens at i ends: the clause's end, or an
// "and" that goes on to a request ("find out why and fix it"); "and tell
// me whether …" goes on asking.
func askEnd(w []kword, i int) int {
	end := clauseEnd(w, i)
	for j := i + 1; j < end; j++ {
		if (w[j].w == "and" || w[j].w == "then") && !enExplain(w[j+1].w) && !enLook(w[j+1].w) && w[j+1].w != "note" {
			return j
		}
	}
	return end
}

// enAsks reports a clause that opens with a verb of explaining or
// looking: "explain …", "review …", "list …", "check whether …".
func enAsks(w []kword, i int) bool {
	if enExplain(w[i].w) {
		return true
	}
	return enLook(w[i].w) && enWh(nextWord(w, i))
}

// koAsks reports a Korean verb of explaining ("설명해줘", "설명만 해줘",
// "알려줘") or a look at a question ("있는지 확인해줘", "왜 느린지 봐줘").
func koAsks(w []kword, i int) bool {
	x := &w[i]
	if !x.ko {
		return false // every verb below is Hangul
	}
	if x.lex.has(lexKoExplain) || x.w == "설명" && hasStemPrefix(nextWord(w, i), []string{"해", "좀", "부탁"}) {
		return true
	}
	// The look must be the sentence's last verb: "왜 느린지 찾아서
	// 개선해줘" asks for the improvement.
	return x.lex.has(lexKoLook) && i == len(w)-1 && i > 0 && koEmbeddedQuestion(w[i-1].w)
}

// koEmbeddedQuestion reports "있는지", "느린지", "맞는지": a clause that
// asks whether.
func koEmbeddedQuestion(w string) bool {
	if !strings.HasSuffix(w, "지") || utf8.RuneCountInString(w) < 2 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSuffix(w, "지"))
	if r < 0xAC00 || r > 0xD7A3 {
		return false
	}
	return (r-0xAC00)%28 == 4 // the syllable ends in ㄴ: 는, 은, 인, 린
}

// isQuestion reports a sentence that asks: it ends with a question mark
// or opens with a question word, and makes no polite request.
func (s *ksentence) isQuestion() bool {
	w := s.words
	i := 0
	for i < len(w)-1 && (enFiller(w[i].w) || w[i].w == "q" || w[i].w == "question") {
		i++
	}
	// "the build is slow, can you speed it up?": a polite request in any
	// clause makes the sentence one.
	for c := range w {
		if c > 0 && !w[c-1].end {
			continue
		}
		j := firstOfClause(w, c)
		if polite(w[j].w) && (nextWord(w, j) == "you" || nextWord(w, j) == "u") {
			return j+2 < len(w) && enExplain(w[j+2].w) // "can you explain …?" asks
		}
	}
	if enQuestion(w[i].w) && questionSubject(w, i) {
		return true
	}
	for k := range w {
		if x := w[k].w; x == "please" || x == "수" && k > 0 && hasStemSuffix(w[k-1].w, []string{"줄", "주실"}) {
			return false // "please …", "고쳐 줄 수 있어?"
		}
	}
	// The endings are Hangul, and a word that does not start with Hangul
	// holds none.
	last := &w[len(w)-1]
	if last.ko && hasStemSuffix(last.w, koRequestEndings) {
		return false
	}
	if s.mark == '?' {
		return true
	}
	// Without a question mark, a question word asks only with a
	// question's ending: "이 에러 뭐야", not "몇 시간 돌면 … 늘어나".
	if !last.ko || !hasStemSuffix(last.w, koQuestionEndings) {
		return false
	}
	for k := range w {
		if hasStemPrefix(w[k].w, koQuestionWords) {
			return true
		}
	}
	return false
}

// questionSubject reports that the question word at w[i] opens a
// question: "do you …" asks, "do a dry run" requests.
func questionSubject(w []kword, i int) bool {
	switch w[i].w {
	case "do", "does", "did":
		return pronoun(nextWord(w, i))
	}
	return true
}

func nextWord(w []kword, i int) string {
	if i+1 < len(w) {
		return w[i+1].w
	}
	return ""
}

var (
	// koExplain are the verbs of asking for an explanation: 설명해줘,
	// 알려줘, 요약해줘. "설명" alone is a noun ("설명 문구").
	koExplain         = []string{"설명해", "설명만", "알려", "요약해", "궁금", "분석만", "검토해", "리뷰해"}
	koLook            = []string{"확인", "봐", "체크", "찾아", "점검"}
	koQuestionWords   = []string{"뭐", "뭔", "무엇", "왜", "어디", "어떻게", "어떤", "언제", "누가", "무슨", "얼마나", "몇"}
	koQuestionEndings = []string{"야", "니", "냐", "까", "까요", "나요", "가요", "죠", "지", "지요"}
	koRequestEndings  = []string{"줘", "주세요", "줘요", "줄래", "줄래요", "주라", "주실래요", "하자", "해라", "합시다", "할래"}
)

func pronoun(w string) bool {
	switch w {
	case "you", "we", "i", "they", "it", "he", "she", "u":
		return true
	}
	return false
}

func polite(w string) bool {
	switch w {
	case "can", "could", "would", "will":
		return true
	}
	return false
}

func enQuestion(w string) bool {
	switch w {
	case "how", "what", "what's", "whats", "why", "where", "when", "which", "who", "whose",
		"is", "are", "was", "were", "does", "do", "did", "can", "could", "should", "would",
		"will", "has", "have", "any", "whether":
		return true
	}
	return false
}

func enExplain(w string) bool {
	switch w {
	case "explain", "describe", "summarize", "summarise", "tell", "walk", "compare", "clarify",
		"review", "analyse", "analyze", "list", "audit", "assess", "evaluate", "outline":
		return true
	}
	return false
}

// enLook are verbs of looking that ask when a question follows:
// "check whether it drops data", "find where it is set".
func enLook(w string) bool {
	switch w {
	case "check", "find", "see", "verify", "confirm", "determine":
		return true
	}
	return false
}

func enWh(w string) bool {
	switch w {
	case "whether", "if", "which", "what", "where", "why", "how", "who", "when":
		return true
	}
	return false
}

func hasStemPrefix(w string, stems []string) bool {
	for _, s := range stems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

func hasStemSuffix(w string, stems []string) bool {
	for _, s := range stems {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// kindReader reads one kind in a sentence; it reports each cue with its
// weight (2 for a word that asks for the work, 1 for a topic word) and
// its word's index.
type kindReader struct {
	kind Kind
	read func(s *ksentence, hit func(weight, i int))
}

var kindReaders = [...]kindReader{
	{BugFix, readBug},
	{UIChange, readUI},
	{DataChange, readData},
	{Performance, readPerformance},
	{Dependency, readDependency},
}

const (
	act   = 2
	topic = 1
)

// word returns the i-th word if it is readable, else "".
func (s *ksentence) word(i int) string {
	if i < 0 || i >= len(s.words) || s.words[i].off {
		return ""
	}
	return s.words[i].w
}

// next returns the word after i, negated or not, or "".
func (s *ksentence) next(i, n int) string {
	if i+n < 0 || i+n >= len(s.words) {
		return ""
	}
	return s.words[i+n].w
}

// any reports a readable word of the masked sentence in one of the
// lists, names included ("the `orders` table" names a table; "`users.email`
// 컬럼"). A Korean word carries its particle ("테이블에", "버전을"), so its
// lists are read by prefix.
func (s *ksentence) any(l kindLex) bool { return s.lex.has(l) }

// lexAt returns the lists of the i-th word if it is readable, else none.
func (s *ksentence) lexAt(i int) kindLex {
	if i < 0 || i >= len(s.words) || s.words[i].off {
		return 0
	}
	return s.words[i].lex
}

// lexNext returns the lists of the word after i, negated or not, or none.
func (s *ksentence) lexNext(i, n int) kindLex {
	if i+n < 0 || i+n >= len(s.words) {
		return 0
	}
	return s.words[i+n].lex
}

// each calls fn on each readable word that is no name.
func (s *ksentence) each(fn func(i int, w string)) {
	for i := range s.words {
		if w := &s.words[i]; !w.off && !w.code {
			fn(i, w.w)
		}
	}
}

// names calls fn on each readable word of code or a path.
func (s *ksentence) names(fn func(i int, w string)) {
	for i := range s.words {
		if w := &s.words[i]; !w.off && w.code {
			fn(i, w.w)
		}
	}
}

// --- bug fix ---

var (
	// bugActs ask for a fix: "fix", "debug", "고쳐줘", "해결해줘".
	bugActs   = []string{"fix", "fixes", "fixing", "debug", "debugging", "troubleshoot*", "repair", "diagnose"}
	koBugActs = []string{"고쳐", "고치", "해결해", "해결하", "디버깅", "디버그해", "원인"}
	// bugTopics name a defect.
	bugTopics = []string{"bug", "bugs", "buggy", "bugfix", "regression*", "crash*", "broken", "breaks",
		"glitch*", "exception", "exceptions", "panic", "panics", "panicking", "segfault*", "traceback",
		"error", "errors", "wrong", "incorrect*", "flaky", "flakiness", "hangs", "hanging", "freez*", "frozen",
		"deadlock*", "leak", "leaks", "leaking", "failing", "fails", "nil", "null", "npe", "undefined"}
	koBugTopics = []string{"버그", "오류", "에러", "크래시", "튕겨", "튕기", "튕김", "죽어", "죽는", "죽음", "깨져", "깨지", "깨짐",
		"먹통", "멈춰", "멈추", "멈춤", "실패", "잘못", "이상하", "이상해", "누수", "안되", "안돼"}
	// koFixNotBug precede a "고쳐" that is no defect: "오타 고쳐줘".
	koFixNotBug = []string{"오타", "오탈자", "주석", "린트", "lint", "포맷", "포매팅", "들여쓰기", "맞춤법", "문서", "readme"}
	// nullNotBug: "nil" and "null" are defects only as one: "nil
	// pointer", "null reference", "undefined is not a function".
	nullIsBug = []string{"pointer*", "dereference*", "reference*", "is", "error*", "exception*"}
	// symptomVerbs are what "doesn't …" says is broken: "doesn't work",
	// "won't load", "can't save".
	symptomVerbs = []string{"work*", "load*", "render*", "show*", "display*", "appear*", "open*", "start*", "sav*",
		"compil*", "build*", "respond*", "updat*", "sync*", "connect*", "log", "login", "sign", "run*", "clos*",
		"submit*", "scroll*", "refresh*", "redirect*", "send*", "fire*", "trigger*", "match*", "pars*", "return*",
		"print*", "appl*", "persist*", "round*", "click*", "play*", "upload*", "download*", "get", "reach*"}
	// koSymptomVerbs follow "안" or "못" in a symptom: "안 보이는", "안
	// 돼", "못 불러와".
	koSymptomVerbs = []string{"되", "돼", "보이", "보여", "나오", "나와", "뜨", "떠", "열리", "열려", "눌리", "눌려", "먹", "맞",
		"바뀌", "저장", "들어가", "올라", "넘어가", "불러", "로드", "켜", "꺼", "움직", "동작", "작동", "반영", "적용", "찍", "생기", "생겨", "붙", "읽"}
)

// fixNotBug are the objects of a "fix" that is no defect: "fix the
// typo", "fix lint".
func fixNotBug(w string) bool {
	switch w {
	case "typo", "typos", "wording", "spelling", "grammar", "formatting", "format",
		"indentation", "lint", "linter", "linting", "style", "docs", "doc", "documentation",
		"comment", "comments", "readme", "imports", "whitespace", "changelog", "version":
		return true
	}
	return false
}

func determiners(w string) bool {
	switch w {
	case "the", "this", "that", "a", "my", "your", "our", "its", "이", "그", "저":
		return true
	}
	return false
}

// errorNotBug are the words after "error" that make it a feature:
// "error handling", "error message".
func errorNotBug(w string) bool {
	switch w {
	case "handling", "handler", "message", "messages", "page", "pages", "boundary", "code",
		"codes", "log", "logs", "logging", "state", "type", "types", "toast", "text",
		"reporting", "tracking":
		return true
	}
	return false
}

// debugNotBug follow "debug" the adjective: "debug level", "debug
// logs".
func debugNotBug(w string) bool {
	switch w {
	case "level", "levels", "log", "logs", "logging", "mode", "build", "builds", "flag",
		"flags", "output", "message", "messages", "info", "panel", "menu", "print",
		"prints", "symbols", "레벨", "로그", "모드":
		return true
	}
	return false
}

func symptomNeg(w string) bool {
	switch w {
	case "doesn't", "does", "don't", "isn't", "is", "aren't", "won't", "can't", "cannot",
		"didn't", "not", "never", "wasn't", "weren't", "couldn't", "fails", "failed",
		"unable":
		return true
	}
	return false
}

func readBug(s *ksentence, hit func(weight, i int)) {
	s.each(func(i int, w string) {
		// A cue in a condition the task describes is none: "lock the
		// account if the login fails 5 times", "실패하면".
		if weight := bugCue(s, i, w); weight != 0 && !conditional(s, i) {
			hit(weight, i)
		}
	})
}

// bugCue returns the weight of the i-th word of s, w, as a cue of a bug
// fix, 0 when it is none.
func bugCue(s *ksentence, i int, w string) int {
	x := s.words[i].lex
	switch {
	case x.has(lexBugActs):
		if w == "debug" && (debugNotBug(s.next(i, 1)) || s.next(i, -1) == "can" || s.next(i, -1) == "to") {
			return 0 // "debug logs", "so I can debug"
		}
		if determiners(s.next(i, -1)) {
			return 0 // "the fix", "이 fix": a noun
		}
		if strings.HasPrefix(w, "fix") {
			for n := 1; n <= 3; n++ {
				if fixNotBug(s.next(i, n)) {
					return 0
				}
			}
		}
		return act
	case x.has(lexKoBugActs):
		for n := 1; n <= 3; n++ {
			if s.lexNext(i, -n).has(lexKoFixNotBug) {
				return 0 // "오타 하나만 고치고"
			}
		}
		return act
	case x.has(lexBugTopics):
		if (w == "error" || w == "errors") && (errorNotBug(s.next(i, 1)) || fixNotBug(s.next(i, -1)) || s.next(i, -1) == "eslint" || s.next(i, -1) == "clippy") {
			return 0 // "error handling", "lint errors"
		}
		if (w == "nil" || w == "null" || w == "undefined") && !s.lexNext(i, 1).has(lexNullIsBug) {
			return 0
		}
		return topic
	case x.has(lexKoBugTopics):
		return topic
	case symptomNeg(w) && !symptomNeg(s.next(i, -1)) && symptomAfter(s, i):
		return topic
	case (w == "안" || w == "못") && s.lexNext(i, 1).has(lexKoSymptomVerbs) && !hasStemSuffix(s.next(i, 1), []string{"게", "도록"}):
		return topic // "안 보이는"; "안 들어가게 해줘" asks for an outcome
	case w == "off" && s.next(i, 1) == "by" && s.next(i, 2) == "one",
		w == "race" && s.next(i, 1) == "condition",
		w == "stack" && s.next(i, 1) == "trace":
		return topic
	}
	return 0
}

// conditional reports a word in a condition the task describes, not a
// defect: "if the payment fails", "unless it errors", "실패하면".
func conditional(s *ksentence, i int) bool {
	if w := &s.words[i]; w.ko {
		return strings.HasSuffix(w.w, "면")
	}
	for j := i - 1; j >= 0 && j >= i-4 && !s.words[j].end; j-- {
		switch s.words[j].w {
		case "if", "unless", "whether":
			return true
		}
	}
	return false
}

// symptomAfter reports "doesn't work", "is not loading", "no longer
// works", "fails to save": a negation, up to two words, a verb of
// something that should happen.
func symptomAfter(s *ksentence, i int) bool {
	w := s.words[i].w
	if w == "does" || w == "is" {
		if s.next(i, 1) != "not" {
			return false
		}
		i++
	}
	for n := 1; n <= 3; n++ {
		v := s.next(i, n)
		if v == "to" || v == "not" || v == "longer" || v == "be" || v == "even" || v == "always" || v == "properly" {
			continue
		}
		return s.lexNext(i, n).has(lexSymptomVerbs)
	}
	return false
}

// --- UI change ---

var (
	uiTopics = []string{"ui", "ux", "gui", "css", "scss", "sass", "html", "styling", "stylesheet*", "layout", "layouts",
		"button*", "modal*", "dialog*", "popup*", "popover*", "tooltip*", "navbar*", "sidebar*", "menu", "menus", "dropdown*",
		"checkbox*", "toggle", "toggles", "icon", "icons", "font", "fonts", "color", "colors", "colour", "colours",
		"theme", "theming", "responsive", "screen", "screens", "screenshot*", "page", "pages", "footer*", "banner*",
		"toast*", "spinner*", "animation*", "hover", "spacing", "padding", "pixel*", "storybook", "frontend", "render*",
		"rerender*", "widget", "widgets", "tab", "tabs", "avatar*", "carousel*", "viewport", "tailwind", "breakpoint*"}
	// uiFiles are the file types whose change is seen, not run.
	uiFiles    = []string{".css", ".scss", ".sass", ".less", ".html", ".storyboard", ".xib"}
	koUITopics = []string{"ui", "ux", "화면", "버튼", "레이아웃", "디자인", "스타일", "색상", "색깔", "색이", "색을", "글꼴", "폰트",
		"아이콘", "다크", "라이트모드", "토글", "모달", "팝업", "메뉴", "드롭다운", "페이지", "탭", "여백", "간격", "애니메이션",
		"반응형", "툴팁", "배너", "사이드바", "네비게이션", "스크롤", "렌더링", "렌더", "문구", "글자", "위젯", "썸네일", "프론트"}
	koUINot = []string{"페이지네이션", "페이징", "디자인 패턴", "스타일 가이드"}
)

// uiNotAfter follow a UI word that is no interface: "page size",
// "page token"; uiNotBefore precede one: "feature toggle", "next
// page", "server rendering".
func uiNotAfter(w string) bool {
	switch w {
	case "size", "sizes", "token", "tokens", "cursor", "number", "numbers", "limit", "count",
		"param", "params", "fault", "faults", "cache", "table", "tables":
		return true
	}
	return false
}

func uiNotBefore(w string) bool {
	switch w {
	case "feature", "next", "previous", "per", "memory", "server", "side", "first", "last",
		"source", "cache":
		return true
	}
	return false
}

func readUI(s *ksentence, hit func(weight, i int)) {
	s.names(func(i int, w string) {
		if hasStemSuffix(w, uiFiles) && strings.Contains(w, ".") {
			hit(topic, i) // "styles/app.css"
		}
	})
	s.each(func(i int, w string) {
		x := s.words[i].lex
		switch {
		case x.has(lexUITopics):
			if uiNotAfter(s.next(i, 1)) || uiNotBefore(s.next(i, -1)) {
				return
			}
			hit(topic, i)
		case w == "dark" && s.next(i, 1) == "mode", w == "light" && s.next(i, 1) == "mode",
			w == "front" && s.next(i, 1) == "end", w == "mobile" && (s.next(i, 1) == "view" || s.next(i, 1) == "layout"):
			hit(topic, i)
		case x.has(lexKoUINot):
		case x.has(lexKoUITopics):
			hit(topic, i)
		case strings.HasPrefix(w, "보이") && (s.next(i, -1) == "안" || s.next(i, -1) == "잘" || s.next(i, -1) == "못" || strings.HasPrefix(w, "보이게") || strings.HasPrefix(w, "보이도록")):
			hit(topic, i) // "안 보이는", "보이게 해줘": what shows
		}
	})
}

// --- migration or data change ---

var (
	// migrationWords are the work itself: "write a migration", "backfill
	// the column", "마이그레이션 작성해줘".
	migrationWords   = []string{"migration", "migrations", "migrate", "migrates", "migrating", "backfill*", "schema", "schemas"}
	koMigrationWords = []string{"마이그레이션", "백필", "스키마", "이관"}
	// schemaNotDB name a schema that is no database's: "the GraphQL
	// schema", "a zod schema".
	schemaNotDB = []string{"graphql", "json", "openapi", "swagger", "zod", "yup", "joi", "validation", "avro", "protobuf", "config", "response", "request", "form"}
	// dbNames say the sentence is about stored data.
	dbNames = []string{"database", "databases", "db", "dbs", "sql", "postgres*", "mysql", "sqlite", "mongo*", "dynamodb", "rds",
		"prisma", "alembic", "flyway", "liquibase", "knex", "sequelize", "typeorm"}
	koDBNames = []string{"데이터베이스", "디비", "db"}
	// storedNouns are what a data change changes; "table" and "column"
	// only where no interface is named ("a table on the admin page").
	storedNouns = []string{"table", "tables", "column", "columns", "row", "rows", "records", "index", "indexes", "indices", "constraint*"}
	// dataNouns are stored only in a sentence that names a database:
	// "update the data in the live db", not "update the query builder".
	dataNouns     = []string{"data", "entries", "query", "queries", "record"}
	koStoredNouns = []string{"테이블", "컬럼", "칼럼", "레코드", "인덱스", "스키마"}
	// koDataNouns are stored only where a database is named: "데이터
	// 포맷 바꿔줘" changes code, "LIKE 쿼리에서 Elasticsearch로" too.
	koDataNouns = []string{"데이터", "쿼리", "필드"}
	dataVerbs   = []string{"add", "adds", "adding", "drop", "drops", "dropping", "alter", "alters", "rename", "renames", "remove",
		"delete", "deletes", "deleting", "update", "updating", "insert", "inserts", "truncate", "truncates", "purge", "purges",
		"wipe", "wipes", "import", "imports", "create", "split", "merge", "change", "modify", "move", "copy",
		"fix", "correct", "clean", "dedupe", "deduplicate", "run", "execute"}
	koDataVerbs = []string{"삭제", "지워", "지우", "드롭", "추가", "변경", "바꿔", "수정", "업데이트", "넣어", "옮겨", "채워", "실행", "거는", "걸어", "만들어", "생성", "작성"}
	// uiContext are words of an interface around "table" or "column".
	uiContext = []string{"width*", "height*", "sortable", "align*", "header*", "cell*", "grid*", "component*", "sticky",
		"wizard*", "form", "forms", "preview*"}
)

// migrationNotDB precede a migration of something else.
func migrationNotDB(w string) bool {
	switch w {
	case "host", "vm", "live", "server", "cloud", "region", "account", "accounts", "email",
		"domain", "traffic", "user", "users", "code", "framework":
		return true
	}
	return false
}

func readData(s *ksentence, hit func(weight, i int)) {
	if s.question {
		return
	}
	db := s.any(lexDBNames | lexKoDBNames)
	stored := s.any(lexStoredNouns | lexKoStoredNouns)
	const uiLists = lexUITopics | lexUIContext | lexKoUITopics
	ui := false
	if s.any(uiLists) { // else no word of the sentence is in them
		s.each(func(i int, w string) {
			ui = ui || s.words[i].lex.has(uiLists)
		})
	}
	// Whether the sentence migrates code matters only for a migration
	// word in it, and the order of a Korean sentence only for its nouns.
	code := !db && !stored && s.any(lexMigrationWords|lexKoMigrationWords) && codeMigration(s)
	koObject := (s.any(lexKoStoredNouns) || db && s.any(lexStoredNouns|lexDataNouns|lexKoDataNouns)) && startsHangulSentence(s)
	s.names(func(i int, w string) {
		if s.words[i].lex.has(lexMigrationWords) {
			hit(act, i) // "db/migrations/0042.sql", "`backfill_user_emails`"
		}
	})
	s.each(func(i int, w string) {
		x := s.words[i].lex
		switch {
		case strings.HasPrefix(w, "schema"):
			if !s.any(lexSchemaNotDB) {
				hit(act, i) // not "the GraphQL schema"
			}
		case w == "migrate" || w == "migrates" || w == "migrating":
			// The verb moves code ("migrate the app to Vite") unless
			// the sentence is about stored data.
			if db || stored {
				hit(act, i)
			}
		case x.has(lexMigrationWords):
			if code || migrationNotDB(s.next(i, -1)) {
				return // "Redux에서 RTK Query로 migration", "a host migration"
			}
			hit(act, i)
		case x.has(lexKoMigrationWords):
			if code {
				return // "RTK Query로 migration 해줘"
			}
			hit(act, i)
		case x.has(lexDataVerbs) && storedAfter(s, i, db, ui):
			hit(topic, i)
		case koObject && x.has(lexKoDataVerbs|lexDataVerbs):
			hit(topic, i) // Korean puts the object first: "테이블 drop 해줘"
		}
	})
}

// storedAfter reports a stored noun within six words after a data verb,
// or a database named within twelve, in its clause:
// "drop the orders table", "update the rows", "delete every order older
// than 2019 from the live database". A table or column beside an
// interface is a widget; data and queries are stored only where a
// database is named.
func storedAfter(s *ksentence, i int, db, ui bool) bool {
	for j := i + 1; j < len(s.words) && j <= i+12; j++ {
		x := s.lexAt(j) // none for a word that is not read
		switch {
		case x.has(lexDBNames):
			return true // "… from the live database"
		case j-i > 6:
		case x.has(lexStoredNouns):
			return !ui || db
		case x.has(lexDataNouns):
			return db
		}
		if s.words[j].end {
			break
		}
	}
	return false
}

// startsHangulSentence reports a sentence with Korean words, whose
// objects come before the verb.
func startsHangulSentence(s *ksentence) bool {
	for i := range s.words {
		if s.words[i].ko {
			return true
		}
	}
	return false
}

// koToAdverbs end in "로" without naming a target: "새로", "바로".
func koToAdverbs(w string) bool {
	switch w {
	case "새로", "바로", "별로", "그대로", "따로", "서로", "주로", "실제로",
		"대로", "제대로", "계속해서", "그래서":
		return true
	}
	return false
}

// codeMigration reports a migration of code rather than data: "from X to
// Y" or "migrate X to Y" in English, a target with "로" in Korean ("RTK
// Query로").
func codeMigration(s *ksentence) bool {
	from := false
	for i := range s.words {
		w := s.words[i].w
		switch {
		case w == "from":
			from = true
		case w == "to" && from:
			return true
		case w == "migrate" || w == "migrating":
			for n := 1; n <= 5; n++ {
				if s.next(i, n) == "to" || s.next(i, n) == "onto" {
					return true
				}
			}
		case s.words[i].ko && (strings.HasSuffix(w, "로") || strings.HasSuffix(w, "으로")) && !koToAdverbs(w):
			return true
		case !s.words[i].ko && i+1 < len(s.words) && (s.words[i+1].w == "로" || s.words[i+1].w == "으로"):
			return true // "RTK Query로", read apart as "query" "로"
		}
	}
	return false
}

// --- performance ---

var (
	perfWords = []string{"performance", "perf", "latency", "latencies", "throughput", "benchmark*", "profiling", "profiler",
		"bottleneck*", "slow", "slower", "slowly", "slowness", "slowdown*", "sluggish", "laggy", "lag", "faster", "quicker",
		"speedup", "p95", "p99", "qps", "rps", "allocations", "allocs", "fps", "jank*"}
	perfActs = []string{"optimiz*", "optimis*", "speedup", "benchmark"}
	koPerf   = []string{"성능", "느려", "느리", "느린", "느림", "최적화", "속도", "빠르게", "빨라", "빠르", "지연", "병목", "프로파일",
		"벤치마크", "메모리", "버벅", "렉", "응답 시간", "로딩 시간"}
	koPerfActs      = []string{"최적화", "빠르게", "빨라지게"}
	koPerfDirection = []string{"이하", "미만", "줄여", "줄이", "이내", "안으로", "안쪽", "밑으로", "아래로", "내려"}
)

// perfDirection are the words that aim a number down: "below 1.5s",
// "1초 이하로".
func perfDirection(w string) bool {
	switch w {
	case "below", "under", "reduce", "cut", "down", "faster", "less", "within", "halve",
		"shave", "lower":
		return true
	}
	return false
}

// perfNotTime say a duration is a setting, not a measurement: "raise
// the timeout to 30s".
func perfNotTime(w string) bool {
	switch w {
	case "timeout", "timeouts", "interval", "delay", "ttl", "retry", "retries", "sleep",
		"cron", "every", "expiry", "expires":
		return true
	}
	return false
}

func readPerformance(s *ksentence, hit func(weight, i int)) {
	if s.question {
		return
	}
	// Facts of the whole sentence, read once: the readers stay linear in
	// the prompt however many cue words a long sentence holds. Whether it
	// aims a number down matters only for a duration in it.
	down := anyDuration(s) && aimedDown(s)
	perfy := perfTopic(s)
	s.each(func(i int, w string) {
		x, phrase := s.words[i].lex, perfPhrase(s, i, w)
		switch {
		case w == "n" && s.next(i, 1) == "1":
			hit(topic, i) // "N+1 queries"
		case strings.HasPrefix(w, "optimistic"):
		case x.has(lexPerfActs):
			hit(act, i)
		case x.has(lexPerfWords):
			hit(topic, i)
		case phrase != 0:
			hit(phrase, i)
		case down && isDuration(w):
			hit(act, i)
		case x.has(lexKoPerfActs), strings.HasPrefix(w, "개선") && perfy:
			hit(act, i) // "최적화해줘"; "개선해줘" where the sentence says what is slow
		case x.has(lexKoPerf):
			hit(topic, i)
		}
	})
}

// perfPhrase returns the weight of the phrase of speed that the i-th
// word, w, opens ("speed up", "profile it", "cold start", "load time"), 0
// when it opens none. One switch on the word finds the few that can.
func perfPhrase(s *ksentence, i int, w string) int {
	next := s.next(i, 1)
	switch w {
	case "speed":
		if next == "up" || s.next(i, 2) == "up" {
			return act
		}
	case "profile":
		switch next {
		case "it", "this", "that", "them":
			return act
		}
	case "cold", "warm":
		if next == "start" {
			return topic
		}
	case "startup", "load", "frame", "response":
		if next == "time" {
			return topic
		}
	case "memory":
		if next == "usage" || next == "footprint" {
			return topic
		}
	case "cpu":
		if next == "usage" {
			return topic
		}
	case "bundle":
		if next == "size" {
			return topic
		}
	}
	return 0
}

// perfTopic reports a sentence that names speed or resources.
func perfTopic(s *ksentence) bool {
	return s.any(lexPerfWords | lexKoPerf)
}

// anyDuration reports a readable duration in the sentence that is no
// name.
func anyDuration(s *ksentence) bool {
	for i := range s.words {
		if w := &s.words[i]; !w.off && !w.code && isDuration(w.w) {
			return true
		}
	}
	return false
}

// isDuration reports a measured time: "3.5s", "200ms", "2초". The
// number comes first, so most words are answered without a call.
func isDuration(w string) bool {
	return w != "" && isDigitByte(w[0]) && inTimeUnit(w)
}

// inTimeUnit reports whether w, which starts with a digit, is a number and
// a unit of time.
func inTimeUnit(w string) bool {
	num := strings.TrimRightFunc(w, unicode.IsLetter)
	unit := w[len(num):]
	if strings.Trim(num, "0123456789.") != "" {
		return false
	}
	switch unit {
	case "ms", "s", "sec", "secs", "seconds", "초", "밀리초", "us", "µs":
		return true
	}
	return false
}

// aimedDown reports a sentence that asks a number down ("get it below
// 1.5s", "1초 이하로") and sets no timeout.
func aimedDown(s *ksentence) bool {
	down := false
	for i := range s.words {
		w := s.word(i)
		if perfNotTime(w) {
			return false
		}
		if perfDirection(w) || s.lexAt(i).has(lexKoPerfDirection) || strings.Contains(w, "이하") || strings.Contains(w, "미만") {
			down = true
		}
	}
	return down
}

// --- dependency bump ---

var (
	depNouns = []string{"dependency", "dependencies", "deps", "dep", "package", "packages", "library", "libraries",
		"sdk", "sdks", "crate", "crates", "gem", "gems", "lockfile", "dependabot", "renovate", "toolchain", "framework"}
	depVerbs   = []string{"upgrade*", "bump*", "downgrade*", "update", "updating", "pin", "unpin"}
	koDepNouns = []string{"의존성", "디펜던시", "라이브러리", "패키지", "버전", "sdk", "프레임워크"}
	koDepVerbs = []string{"업그레이드", "업데이트", "올려", "올리", "다운그레이드", "내려", "교체"}
	releaseish = []string{"release*", "tag", "tags", "changelog", "publish*"}
	// koReleaseish and koLevel say what a Korean "올려" raises: a
	// release ("앱 버전 올려줘") or a log level ("로그 레벨 올려줘").
	koReleaseish = []string{"릴리스", "릴리즈", "배포", "태그"}
	koLevel      = []string{"앱", "로그", "레벨"}
)

// depNotAfter follow "package" when it is the project's own file:
// "update the package.json scripts", "package name".
func depNotAfter(w string) bool {
	switch w {
	case "json", "name", "docs", "description", "readme", "scripts", "script", "manager":
		return true
	}
	return false
}

// ownVersion names the project's own version: "bump our version to
// 1.2" is a release.
func ownVersion(w string) bool {
	switch w {
	case "our", "app", "app's", "project", "project's", "release", "chart", "the":
		return true
	}
	return false
}

func readDependency(s *ksentence, hit func(weight, i int)) {
	if s.question || !s.any(lexDepVerbs|lexKoDepVerbs) {
		return // only a verb asks for a bump
	}
	release := s.any(lexReleaseish | lexKoReleaseish)
	// What a Korean verb raises matters only where there is one.
	named := s.any(lexKoDepVerbs) && (s.any(lexKoDepNouns|lexDepNouns) || anyVersion(s))
	level := s.any(lexKoLevel)
	s.each(func(i int, w string) {
		x := s.words[i].lex
		switch {
		case x.has(lexDepVerbs):
			// "upgrade" and "bump" take a version; "update" needs a
			// dependency named ("update the README" is no bump).
			strong := !strings.HasPrefix(w, "update") && w != "pin" && w != "unpin"
			noun, version := depObject(s, i)
			if noun || strong && version && !release {
				hit(act, i)
			}
		case x.has(lexKoDepVerbs):
			if release || level {
				return // "앱 버전 올려줘" releases, "info로 올려줘" raises a level
			}
			if strings.HasPrefix(w, "업그레이드") || strings.HasPrefix(w, "다운그레이드") || named {
				hit(act, i)
			}
		}
	})
}

// depObject reads what an upgrade verb takes: a dependency noun or a
// version number within its clause ("upgrade Spring Boot from 2.7 to
// 3.2"), not the project's own version ("bump the version").
func depObject(s *ksentence, i int) (noun, version bool) {
	for j := i + 1; j < len(s.words) && j <= i+8; j++ {
		w := s.word(j)
		switch {
		case w == "":
		case s.words[j].lex.has(lexDepNouns) && !depNotAfter(s.next(j, 1)):
			noun = true
		case isVersion(w) || w == "latest":
			version = true
		case w == "version" && ownVersion(s.next(j, -1)):
			return false, false
		}
		if s.words[j].end {
			break
		}
	}
	return noun, version
}

func anyVersion(s *ksentence) bool {
	for i := range s.words {
		if isVersion(s.word(i)) {
			return true
		}
	}
	return false
}

// isVersion reports a version number: "3.2", "v1.12.0", "v3".
func isVersion(w string) bool {
	v := strings.TrimPrefix(w, "v")
	if v == "" || !isDigitByte(v[0]) {
		return false
	}
	for _, r := range v {
		if !isDigitByte(byte(r)) && r != '.' || r >= 0x80 {
			return false
		}
	}
	return strings.Contains(v, ".") || v != w
}
