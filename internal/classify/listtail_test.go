package classify

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// enListTailPattern is the pattern eachListTail reads, compiled by the
// standard library: the oracle it is held to.
var enListTailPattern = regexp.MustCompile(`,\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?,?\s+and\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\b`)

// listTailCases cover each choice the pattern makes: an article taken or
// read as a word ("a", "an", "and"), a second word taken or given back, a
// comma before "and" or not, and a last word that ends the match or runs
// into a digit, an underscore or a capital.
var listTailCases = []string{
	"", ",", "a, b and c", "the parser, the printer and the tests", "x, a cat and dog", "x, an and b",
	"x, an apple, a pear and a plum", "x, a and an", "x, an an and an an", "x, a  b  and  c  d", "x,b and c",
	"x, b and c2", "x, b and c_", "x, b and cD", "x, b and c d2", "x, b and c d_e", "x, b c, and d e f",
	"x, b c d and e", "x, b andc", "x, b and, c", "x,\tb\nand\fc", "x, b\vand c", "x, b and\u00a0c", "x, b, and",
	"x, b and", "x, 2b and c", "x, b and c, d and e", ", , b and c", "x, b and c, e and f, g and h", "x, an\tb and c",
	"x, anb and c", "x, a\u00a0b and c", "x, b and a", "x, b and an", "x, b and an c d", "x, b and c\u00e9",
	"x, b and a c", "x, b and a 1", "x, b c and d, e f and g h",
}

func TestListTailAgrees(t *testing.T) {
	for _, s := range listTailCases {
		checkListTail(t, s)
		checkListTail(t, "pre "+s+" post")
		checkListTail(t, s+s)
	}
	checkListTail(t, strings.Repeat("update the parser, the docs and the tests, then fix it, b, and ", 50))
}

func FuzzListTail(f *testing.F) {
	for _, s := range listTailCases {
		f.Add(s)
	}
	f.Fuzz(checkListTail)
}

func checkListTail(t *testing.T, s string) {
	var got [][]int
	eachListTail(s, func(start, end int) bool {
		got = append(got, []int{start, end})
		return false
	})
	if want := enListTailPattern.FindAllStringIndex(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("eachListTail(%q) = %v, the pattern finds %v", s, got, want)
	}
	// Stopping early stops at the first.
	var first []int
	eachListTail(s, func(start, end int) bool { first = []int{start, end}; return true })
	if want := enListTailPattern.FindStringIndex(s); !reflect.DeepEqual(first, want) {
		t.Fatalf("eachListTail(%q) stopped at %v, the pattern's first is %v", s, first, want)
	}
}

// TestClauseScansAllocateNothing: the scanners run on every clause,
// object and comma of a prompt, and a slice made per question (a table's
// list, a set of choices) was hundreds of allocations in a long one.
func TestClauseScansAllocateNothing(t *testing.T) {
	text := "ok so can you fix the parser, the printer and the tests and then also push it, a cat and a dog"
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		n += leadingFillers(text) + len(leadingWord(text)) + headEnd(text)
		if hasRequestMarker(text) {
			n++
		}
		coordinated(text, func(start, end int) { n += end - start })
		eachListTail(text, func(start, end int) bool { n += end - start; return false })
	})
	if allocs != 0 {
		t.Errorf("the clause scans allocated %.0f times a run", allocs)
	}
	if n == 0 {
		t.Fatal("the scans found nothing in a text made of what they find")
	}
}
