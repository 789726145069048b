package classify

import (
	"fmt"
	"slices"
	"testing"
)

// The list keeps each word once, in the order first added, in its table
// and past it in the map; every word added twice, the second time after
// others, so that a word is found again wherever its probe ended.
func TestWordList(t *testing.T) {
	for _, n := range []int{1, wordTableMax - 1, wordTableMax, wordTableMax + 1, 3 * wordTableMax} {
		var want []string
		for i := range n {
			want = append(want, fmt.Sprintf("w%03d", i))
		}
		var l wordList
		for i, w := range want {
			l.add(w)
			l.add(want[i/2])
			l.add(w)
		}
		if !slices.Equal(l.words, want) {
			t.Errorf("%d words: kept %d, want %d in order: %q", n, len(l.words), len(want), l.words[:min(len(l.words), 8)])
		}
	}
}
