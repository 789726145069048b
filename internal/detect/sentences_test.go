package detect

import (
	"reflect"
	"testing"
)

// FuzzSentences holds the readings sentences keeps to the readers they
// stand for, asked in any order and more than once.
func FuzzSentences(f *testing.F) {
	for _, s := range []string{
		"Fixed the bug. I haven't run the tests: no database here. Should I push?",
		"I'll add the migration next.\n\n- a\n- b\n\nWhich do you want? The tests stay red until then.",
		"테스트는 돌리지 못했습니다. 확인 부탁드립니다.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		units := splitUnits(text)
		s := newSentences(units)
		for pass := 0; pass < 2; pass++ {
			for i := len(units) - 1; i >= 0; i-- {
				if got, want := s.verdict(i), classifyUnit(units[i]); !reflect.DeepEqual(got, want) {
					t.Fatalf("%q: verdict(%d) = %+v, want %+v", text, i, got, want)
				}
				if got, want := s.saysUnverified(i), unverifiedSentence(units[i]); got != want {
					t.Fatalf("%q: saysUnverified(%d) = %v, want %v", text, i, got, want)
				}
			}
		}
	})
}
