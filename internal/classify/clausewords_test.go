package classify

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// The patterns the clause scanners replace, compiled by the standard
// library: the oracle the scanners are held to.
var (
	leadingWordPattern = regexp.MustCompile(`^[a-z][a-z'’-]*`)
	coordinatedPattern = regexp.MustCompile(`\b(?:and|then|&|plus)\s+(?:then\s+|also\s+|please\s+)*([a-z][a-z-]*)`)
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
}

func TestClauseWordsAgree(t *testing.T) {
	for _, s := range clauseWordCases {
		checkClauseWords(t, s)
		for _, tail := range []string{" and fix it", "."} {
			checkClauseWords(t, s+tail)
		}
	}
	long := strings.Repeat("update the parser and then also fix the docs & tests, plus edge cases ", 60)
	checkClauseWords(t, long)
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
	var got [][]int
	coordinated(s, func(start, end int) { got = append(got, []int{start, end}) })
	var want [][]int
	for _, m := range coordinatedPattern.FindAllStringSubmatchIndex(s, -1) {
		want = append(want, m[2:4])
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("coordinated(%q) = %v, the pattern captures %v", s, got, want)
	}
}
