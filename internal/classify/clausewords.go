package classify

import (
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// The English clause reader (analyzeEnglish) asks the same few questions
// of every clause of a prompt and every verb's object: what word the
// clause starts with, which fillers ("please", "can you") come first and
// whether they ask, which verbs are coordinated after "and", "then", "&"
// or "plus", and where an object's head ends. Asked through the pattern
// engine they cost a 10 KB prompt some 200 µs, most of it the engine's
// setting up a search on a short text, for patterns a byte loop answers.
// The scanners below give exactly what the patterns they replace give:
// TestClauseWordsAgree and FuzzClauseWordsAgree hold them to the patterns
// (compiled by the standard library, on lowercased text as the readers
// see it), and TestFillersAreThePatterns and TestHeadStopsAreThePattern
// hold the word tables to the patterns' alternations.

// apostrophe is U+2019, the typographic apostrophe ("don’t"), in UTF-8.
const apostrophe = "\u2019"

// leadingWord is the match of ^[a-z][a-z'’-]* in s: the word s starts
// with, apostrophes and hyphens included; "" when s does not start with a
// letter a to z.
func leadingWord(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return ""
	}
	i := 1
	for i < len(s) {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', c == '\'', c == '-':
			i++
		case strings.HasPrefix(s[i:], apostrophe):
			i += len(apostrophe)
		default:
			return s[:i]
		}
	}
	return s
}

// coordinated calls fn with the span of each verb that
// \b(?:and|then|&|plus)\s+(?:then\s+|also\s+|please\s+)*([a-z][a-z-]*)
// captures in s, leftmost first, as FindAllStringSubmatchIndex would give
// them: the word after a coordinator, past any "then", "also" or
// "please" that follow it ("… and then also fix it": "fix"). When the
// fillers end in a word the pattern cannot take, the last filler is the
// verb, as the pattern's backtracking makes it ("and then." gives "then").
func coordinated(s string, fn func(start, end int)) {
	for i := 0; i < len(s); i++ {
		// Every coordinator starts with one of these bytes: the others,
		// Hangul's among them, cost one compare each.
		switch s[i] {
		case 'a', 't', 'p', '&':
		default:
			continue
		}
		after := coordinatorAt(s, i)
		if after < 0 {
			continue
		}
		if start, end := verbAfter(s, after); start >= 0 {
			fn(start, end)
			i = end - 1
		}
	}
}

// coordinatorAt returns where the whitespace after a coordinator that
// starts at s[i] ends, with the word boundary before it as \b reads it;
// -1 when none starts there or no whitespace follows it.
func coordinatorAt(s string, i int) int {
	var n int
	switch {
	case s[i] == '&':
		// & is not a word character: \b before it needs one.
		if i == 0 || !ascii.IsWord(s[i-1]) {
			return -1
		}
		n = 1
	case i > 0 && ascii.IsWord(s[i-1]):
		return -1
	case strings.HasPrefix(s[i:], "and"):
		n = len("and")
	case strings.HasPrefix(s[i:], "then"), strings.HasPrefix(s[i:], "plus"):
		n = len("then")
	default:
		return -1
	}
	j := skipSpace(s, i+n)
	if j == i+n {
		return -1
	}
	return j
}

// verbAfter returns the span of the verb the pattern captures after the
// coordinator's whitespace, which ends at i; start is -1 when there is
// none.
func verbAfter(s string, i int) (start, end int) {
	last := -1 // the start of the last filler taken
	for {
		w := i
		switch {
		case strings.HasPrefix(s[i:], "then"), strings.HasPrefix(s[i:], "also"):
			w += 4
		case strings.HasPrefix(s[i:], "please"):
			w += 6
		}
		if w == i {
			break
		}
		j := skipSpace(s, w)
		if j == w {
			break // a filler's word without whitespace after it is a verb
		}
		last, i = i, j
	}
	if i < len(s) && 'a' <= s[i] && s[i] <= 'z' {
		return i, lettersOrHyphens(s, i)
	}
	if last < 0 {
		return -1, -1
	}
	return last, lettersOrHyphens(s, last)
}

// skipSpace returns the end of the run of \s (ASCII space, tab, newline,
// form feed, carriage return) at s[i].
func skipSpace(s string, i int) int {
	for i < len(s) && isRESpace(s[i]) {
		i++
	}
	return i
}

// lettersOrHyphens returns the end of the run of [a-z-] at s[i].
func lettersOrHyphens(s string, i int) int {
	for i < len(s) && ('a' <= s[i] && s[i] <= 'z' || s[i] == '-') {
		i++
	}
	return i
}

// leadingFillers returns the end of the run of fillers and request
// markers a clause starts with ("please", "ok so", "can you", "i want you
// to", each followed by spaces or commas), as
//
//	^(?:(?:please|pls|…|remember to)\b[\s,]*)+
//
// matches it (enFillersPattern in the tests); 0 when the clause starts
// with none. Each repetition takes the first filler, in the pattern's
// order, that the clause continues with and that ends a word: that is
// the pattern's own choice, since nothing after the repetition can make
// it take back a filler once one matched.
func leadingFillers(s string) int {
	end := 0
	for end < len(s) {
		n := fillerAt(s[end:])
		if n == 0 {
			break
		}
		end += n
		for end < len(s) && (s[end] == ',' || isRESpace(s[end])) {
			end++
		}
	}
	return end
}

// fillerAt returns the length of the filler s starts with, 0 when none.
func fillerAt(s string) int {
	if s == "" {
		return 0
	}
	for _, f := range fillersFrom(s[0]) {
		if strings.HasPrefix(s, f) && (len(s) == len(f) || !ascii.IsWord(s[len(f)])) {
			return len(f)
		}
	}
	return 0
}

// fillersFrom returns the fillers that start with c, in the order the
// pattern's alternation (ok(?:ay)?, first(?:ly)?, (?:can|could) (?:you|u|we),
// i (?:want|need|would like|['’]d like) (?:you )?to, let['’]?s) tries them:
// a longer form before its shorter one where the pattern's optional part
// is greedy.
func fillersFrom(c byte) []string { return fillers[c] }

// fillers are fillersFrom's lists by first byte: data, so that a clause's
// question allocates nothing. (The pattern's ['’]d like follows "i ": it
// takes "i 'd like", not "i'd like".)
var fillers = [256][]string{
	'a': {"also", "and", "actually", "alright"},
	'b': {"briefly", "basically"},
	'c': {"concisely", "carefully", "claude", "can you", "can u", "can we", "could you", "could u", "could we"},
	'f': {"firstly", "first", "finally"},
	'g': {"great", "go ahead and"},
	'h': {"hey", "hi", "hello", "honestly", "help me"},
	'i': {"i want you to", "i want to", "i need you to", "i need to", "i would like you to", "i would like to", "i 'd like you to", "i 'd like to", "i ’d like you to", "i ’d like to", "i need to"},
	'j': {"just"},
	'k': {"kindly"},
	'l': {"let's", "let’s", "lets"},
	'm': {"maybe"},
	'n': {"now", "next", "need to"},
	'o': {"okay", "ok"},
	'p': {"please", "pls", "plz", "properly"},
	'q': {"quickly", "quick"},
	'r': {"roughly", "really", "real quick", "right", "remember to"},
	's': {"so", "simply", "safely"},
	't': {"then", "thanks", "try to", "time to"},
	'w': {"would you", "would u", "will you", "will u", "we need to", "we have to", "we want to", "we should", "we must"},
	'y': {"you should", "you can", "you could", "you must", "you need to"},
}

// requestMarkers are the words that make a clause's leading fillers a
// request ("can you", "please", "i want you to"), as
// please|pls|plz|kindly|you|let|need|want|like|help|go ahead finds them:
// anywhere in the fillers, inside words too.
var requestMarkers = [...]string{"please", "pls", "plz", "kindly", "you", "let", "need", "want", "like", "help", "go ahead"}

// hasRequestMarker reports whether fillers hold a request marker.
func hasRequestMarker(fillers string) bool {
	for _, m := range requestMarkers {
		if strings.Contains(fillers, m) {
			return true
		}
	}
	return false
}

// headStops are the words that end an object's head after a space, as
// \s(?:that|which|…|to see)\b finds them, by their first byte.
func headStops(c byte) []string { return stops[c] }

// stops are headStops' lists by first byte.
var stops = [256][]string{
	'a': {"after", "and"},
	'b': {"because", "by", "before", "but"},
	'i': {"if"},
	's': {"so", "since"},
	't': {"that", "to make", "to see"},
	'u': {"using"},
	'v': {"via"},
	'w': {"which", "who", "when", "while"},
}

// headEnd returns where the head of an English verb's object ends: at the
// first comma or semicolon, or the first space before a relative or
// subordinate word ("a function that generates API keys": "a function");
// len(o) when nothing ends it. It is where
// \s(?:that|which|…|to see)\b|[,;] first matches.
func headEnd(o string) int {
	for i := 0; i < len(o); i++ {
		switch c := o[i]; {
		case c == ',' || c == ';':
			return i
		case isRESpace(c) && i+1 < len(o):
			rest := o[i+1:]
			for _, w := range headStops(rest[0]) {
				if strings.HasPrefix(rest, w) && (len(rest) == len(w) || !ascii.IsWord(rest[len(w)])) {
					return i
				}
			}
		}
	}
	return len(o)
}
