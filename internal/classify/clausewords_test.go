package classify

import (
	"reflect"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

// The patterns the clause scanners replace, compiled by the standard
// library: the oracle the scanners are held to. (The package's own
// engine agrees with the standard library's; see package rx.)
var (
	leadingWordPattern = regexp.MustCompile(`^[a-z][a-z'’-]*`)
	coordinatedPattern = regexp.MustCompile(`\b(?:and|then|&|plus)\s+(?:then\s+|also\s+|please\s+)*([a-z][a-z-]*)`)
	enFillersPattern   = regexp.MustCompile(`^(?:(?:please|pls|plz|kindly|ok(?:ay)?|so|now|then|also|and|hey|hi|hello|first(?:ly)?|next|finally|quickly|briefly|concisely|roughly|simply|carefully|safely|properly|really|actually|basically|maybe|honestly|real quick|quick|right|alright|great|thanks|claude|just|go ahead and|(?:can|could) (?:you|u|we)|would (?:you|u)|will (?:you|u)|i (?:want|need|would like|['’]d like) (?:you )?to|we (?:need|have|want) to|i need to|need to|you (?:should|can|could|must|need to)|we should|we must|let['’]?s|lets|help me|try to|time to|remember to)\b[\s,]*)+`)
	requestPattern     = regexp.MustCompile(`please|pls|plz|kindly|you|let|need|want|like|help|go ahead`)
	headStopPattern    = regexp.MustCompile(`\s(?:that|which|who|so|because|when|if|since|while|by|using|via|after|before|and|but|to make|to see)\b|[,;]`)
)

// clauseWordCases are texts as the clause reader meets them (lowercased),
// and the edges of both patterns: apostrophes typed and typographic, a
// broken typographic one, word boundaries before "&" and the words, fillers
// that end the text or a verb, whitespace of every kind \s takes (and \v,
// which it does not).
var clauseWordCases = []string{
	"", "a", "fix it", "don't break it", "don’t touch the config", "re-run the tests", "x-ray", "'quoted",
	"don\xe2\x80 broken", "don\xe2\x80\x99", "fix\xe2\x80\x98s", "Fix it", "1st pass", "éclair", "-flag",
	"find out why and fix it", "tag it and push the tag", "explain when to rebase and force-push",
	"run it then deploy", "build & ship", "a&b", "tom & jerry", "x&\tship", "&fix", "and fix", "and",
	"and then also please fix it", "and then ", "and then .", "and then", "and also\n\nupdate", "and please  please go",
	"andrew and fix", "thence then go", "plus-one plus tests", "grand and fix", "and\vfix", "and\ffix", "and\r\nfix",
	"and then-fix", "and thenx", "and alsoz go", "and pleased", "and then2 go", "and 2go", "fix and then and go",
	"x and y and z and", "and-then fix", "_and fix", "9and fix", "é and fix", "’and fix", "and\u00a0fix",
	"write the migration, update the ingestion path and change the retention job",
	"please look into why the build fails and then also fix the flaky test and push",
	"ok so can you fix it", "okay, now, please fix", "okayish fix", "ok2 fix", "firstly first fix", "so,,  then\tfix",
	"i want you tomorrow", "i want you to fix it", "i’d like you to look", "i'd like to", "let’s go", "lets go", "lets",
	"let's", "letss", "can u fix", "can u2 fix", "could we, please", "real quick fix", "really quick", "really",
	"go ahead and", "go ahead", "help me fix", "remember to push", "you need to fix", "you needed", "we have to go",
	"thanks! fix", "thanks\vfix", "hi hello hey", "hey\u00a0fix", "please\xe2\x80\x99", "claude, fix it", "just_fix",
	"maybe, maybe fix", "right now", "alright then", "time to ship", "try to fix", "we must", "we should not",
	"would u", "will you", "would you kindly", "properly fix", "quickly: fix", "kindly-fix", "next.", "now—fix",
	"a function that generates api keys", "the table, then", "rows; all", "the job so", "the job sober", "it\tby",
	"x to make", "x to maker", "x to see it", "x\vthat", "x\nwhich", "x\u00a0that", "that", " that", "x using_", "x via-y",
	"the cache if needed", "the cache iffy", "the users who", "the users whose", "x before", "x but", "x and", "x butter",
}

func TestClauseWordsAgree(t *testing.T) {
	for _, s := range clauseWordCases {
		checkClauseWords(t, s)
		for _, tail := range []string{" and fix it", ".", " that", ", x"} {
			checkClauseWords(t, s+tail)
		}
	}
	long := strings.Repeat("update the parser and then also fix the docs & tests, plus edge cases ", 60)
	checkClauseWords(t, long)
}

// TestFillersAreThePatterns: fillersFrom holds every string of the
// pattern's alternation, and nothing else, and each of them, alone, after
// another, or followed by what ends a word or does not, reads as the
// pattern reads it.
func TestFillersAreThePatterns(t *testing.T) {
	re, err := syntax.Parse(enFillersPattern.String(), syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	// ^ (?: (?: alternation ) \b [\s,]* )+
	alt := re.Sub[1].Sub[0].Sub[0]
	want := expand(t, alt)
	var got []string
	for c := range 256 {
		got = append(got, fillersFrom(byte(c))...)
	}
	slices.Sort(want)
	slices.Sort(got)
	if want, got = slices.Compact(want), slices.Compact(got); !slices.Equal(got, want) {
		t.Fatalf("fillersFrom holds %q,\nthe pattern %q", got, want)
	}
	for _, f := range want {
		for _, tail := range []string{"", " fix it", "x", "2", ",", ", fix", "\v", "’", "'s"} {
			checkClauseWords(t, f+tail)
		}
		for _, g := range want {
			checkClauseWords(t, f+" "+g+" fix")
		}
	}
}

// TestHeadStopsAreThePattern: headStops holds the words of the pattern's
// alternation, and each reads as the pattern reads it after every kind of
// space and before what ends a word or does not.
func TestHeadStopsAreThePattern(t *testing.T) {
	re, err := syntax.Parse(headStopPattern.String(), syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	// \s (?: alternation ) \b | [,;]
	want := expand(t, re.Sub[0].Sub[1])
	var got []string
	for c := range 256 {
		got = append(got, headStops(byte(c))...)
	}
	slices.Sort(want)
	if slices.Sort(got); !slices.Equal(got, want) {
		t.Fatalf("headStops holds %q,\nthe pattern %q", got, want)
	}
	for _, w := range want {
		for _, space := range []string{" ", "\t", "\n", "\f", "\r", "\v", "\u00a0", ""} {
			for _, tail := range []string{"", " x", "x", "_", "-", ",", "’"} {
				checkClauseWords(t, "the head"+space+w+tail)
			}
		}
	}
}

// expand lists the strings of a finite pattern, in no particular order.
func expand(t *testing.T, re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{string(re.Rune)}
	case syntax.OpCharClass:
		var out []string
		for i := 0; i < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, string(r))
			}
		}
		return out
	case syntax.OpQuest:
		return append(expand(t, re.Sub[0]), "")
	case syntax.OpCapture:
		return expand(t, re.Sub[0])
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			out = append(out, expand(t, sub)...)
		}
		return out
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range re.Sub {
			var next []string
			for _, head := range out {
				for _, tail := range expand(t, sub) {
					next = append(next, head+tail)
				}
			}
			out = next
		}
		return out
	}
	t.Fatalf("cannot expand %v (op %v)", re, re.Op)
	return nil
}

func FuzzClauseWordsAgree(f *testing.F) {
	for _, s := range clauseWordCases {
		f.Add(s)
	}
	f.Fuzz(checkClauseWords)
}

func checkClauseWords(t *testing.T, s string) {
	if got, want := leadingWord(s), leadingWordPattern.FindString(s); got != want {
		t.Fatalf("leadingWord(%q) = %q, the pattern finds %q", s, got, want)
	}
	want := 0
	if m := enFillersPattern.FindStringIndex(s); m != nil {
		want = m[1]
	}
	if got := leadingFillers(s); got != want {
		t.Fatalf("leadingFillers(%q) = %d, the pattern ends at %d", s, got, want)
	}
	if got, want := hasRequestMarker(s), requestPattern.MatchString(s); got != want {
		t.Fatalf("hasRequestMarker(%q) = %v, the pattern says %v", s, got, want)
	}
	end := len(s)
	if m := headStopPattern.FindStringIndex(s); m != nil {
		end = m[0]
	}
	if got := headEnd(s); got != end {
		t.Fatalf("headEnd(%q) = %d, the pattern starts at %d", s, got, end)
	}
	var got [][]int
	coordinated(s, func(start, end int) { got = append(got, []int{start, end}) })
	var spans [][]int
	for _, m := range coordinatedPattern.FindAllStringSubmatchIndex(s, -1) {
		spans = append(spans, m[2:4])
	}
	if !reflect.DeepEqual(got, spans) {
		t.Fatalf("coordinated(%q) = %v, the pattern captures %v", s, got, spans)
	}
}
